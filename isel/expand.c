/*
 * IR-level expansions before selection, as llc-19 performs them before and
 * during its instruction selection: calls the selector has no instruction
 * for are rewritten in place into plain IR that it selects.
 * Consumes: a module LLVM's verifier accepted (after the -O IR passes).
 * Produces: the same module with these calls replaced (every level, -O0 too,
 *           as llc runs its expansions at every level):
 *   - llvm.vector.reduce.* : as LLVM's ExpandReductions pass and the DAG's
 *     expandVecReduce order them, because the order decides floating-point
 *     results: ordered fadd/fmul (no reassoc) one element after the other
 *     from the start value; everything else a tree that halves the vector
 *     (element j with element j + n/2), for power-of-two lengths; integer
 *     reductions of other lengths left to right (the order cannot matter;
 *     i1 and/or too, where llc tests the bits as one integer).
 *   - llvm.{u,s}{add,sub,shl}.sat at every width, by their definitions.
 *   - llvm.{u,s}{add,sub,mul}.with.overflow on i8/i16 (computed in i32),
 *     add/sub on i128 (from the operands' and result's signs), umul on i128
 *     (from 64-bit halves).
 *   - udiv/urem/sdiv/srem by a constant power of two as shifts and masks (any width);
 *   - llvm.abs.i16 as a select of x and x * -1 (a ptxas 13.0 workaround, below);
 *   - llvm.ctpop/ctlz/cttz/bitreverse on i1 (the bit or its complement) and on
 *     i8/i16 through i32, and ctpop/ctlz/
 *     cttz/bitreverse/bswap/abs/fshl/fshr on i128 through the two halves.
 *   - llvm.sin / llvm.cos on f32 / f16 under "unsafe-fp-math"="true" as
 *     sin.approx.f32 / cos.approx.f32 (llc-19 selects them only there).
 *   - llvm.round on half / bfloat (and vectors of them) through f32, and
 *     llvm.sqrt on bfloat and on vectors of half;
 *     llvm.minnum / maxnum on half and bfloat through f32 before sm_80 (no
 *     min.f16 / min.bf16; bfloat rounds back by bits, isel/values.c);
 *     floor / ceil / trunc / rint / nearbyint / roundeven on bfloat through
 *     f32 before sm_90 (no cvt.r*i.bf16).
 *   - fold_nvvm_reflect (before the -O passes, as in llc's pipeline):
 *     __nvvm_reflect / llvm.nvvm.reflect calls folded as LLVM's NVVMReflect
 *     pass folds them at every level: "__CUDA_ARCH" is the SM version
 *     times ten (900 for sm_90a), "__CUDA_FTZ" the module flag
 *     nvvm-reflect-ftz (0 without it), any other name 0.
 *   - fpfast: under "unsafe-fp-math" the sqrt / rsqrt estimates and
 *     llvm.nvvm.sqrt.f (expand_unsafe), x * 2.0 as x + x (-O1 and up);
 *     under "no-signed-zeros-fp-math" cvt.rzi and min / max (expand_nsz);
 *     a select of two arcp / unsafe divisions as one (-O1 and up).
 *   - llvm.is.fpclass, llvm.frexp, llvm.fpto{s,u}i.sat, llvm.minimum /
 *     maximum on double: isel/fpclass.c (called from here).
 * Guarantees: each rewrite computes the intrinsic's defined result for
 *           every input (poison inputs stay poison); nothing else changes.
 *           A reduction with reassoc on a vector whose length is not a power
 *           of two is left alone (the selector refuses it with its name).
 */
#include <stdio.h>
#include <string.h>

#include "isel.h"

typedef struct Ex {
    LLVMModuleRef mod;
    LLVMContextRef c;
    LLVMBuilderRef b;
    const ptxsel_target *t;
    /* the function being expanded has "unsafe-fp-math"="true" /
     * "no-signed-zeros-fp-math"="true" (read once per function: the
     * expansions ask for every instruction) */
    bool unsafe, nsz;
} Ex;

static LLVMValueRef ci(LLVMTypeRef ty, unsigned long long v, bool sext)
{
    return LLVMConstInt(ty, v, sext);
}

/* a call of the overloaded intrinsic `name` on type ty */
static LLVMValueRef icall(Ex *e, const char *name, LLVMTypeRef ty, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(e->mod, id, &ty, 1);
    LLVMTypeRef fty = LLVMIntrinsicGetType(e->c, id, &ty, 1);
    return LLVMBuildCall2(e->b, fty, fn, args, n, "");
}

static unsigned width(LLVMTypeRef ty)
{
    return LLVMGetIntTypeWidth(ty);
}

static LLVMValueRef all_ones(LLVMTypeRef ty)
{
    return LLVMConstAllOnes(ty);
}

/* the signed minimum / maximum of an integer type */
static LLVMValueRef smin_c(LLVMTypeRef ty)
{
    unsigned w = width(ty);
    uint64_t words[2] = {0, 0};
    words[(w - 1) / 64] = 1ull << ((w - 1) % 64);
    return LLVMConstIntOfArbitraryPrecision(ty, (w + 63) / 64, words);
}

static LLVMValueRef smax_c(LLVMTypeRef ty)
{
    return LLVMConstNot(smin_c(ty));
}

static LLVMValueRef is_neg(Ex *e, LLVMValueRef v)
{
    return LLVMBuildICmp(e->b, LLVMIntSLT, v, LLVMConstNull(LLVMTypeOf(v)), "");
}

/* The signed saturation value for an overflow from operand a: the minimum
 * when a is negative, else the maximum. */
static LLVMValueRef signed_sat(Ex *e, LLVMValueRef a, LLVMTypeRef ty)
{
    return LLVMBuildSelect(e->b, is_neg(e, a), smin_c(ty), smax_c(ty), "");
}

/* ---------------------------------------------------------------- reductions */

typedef enum { R_ADD, R_MUL, R_AND, R_OR, R_XOR, R_SMAX, R_SMIN, R_UMAX, R_UMIN, R_FADD, R_FMUL, R_FMAX,
               R_FMIN, R_FMAXIMUM, R_FMINIMUM } RdxOp;

static const char *const rdx_names[] = {"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin",
                                        "fadd", "fmul", "fmax", "fmin", "fmaximum", "fminimum"};

static LLVMValueRef rdx_combine(Ex *e, RdxOp op, LLVMValueRef x, LLVMValueRef y, LLVMFastMathFlags fmf)
{
    LLVMValueRef args[2] = {x, y}, r;
    LLVMTypeRef ty = LLVMTypeOf(x);
    switch (op) {
    case R_ADD: return LLVMBuildAdd(e->b, x, y, "");
    case R_MUL: return LLVMBuildMul(e->b, x, y, "");
    case R_AND: return LLVMBuildAnd(e->b, x, y, "");
    case R_OR: return LLVMBuildOr(e->b, x, y, "");
    case R_XOR: return LLVMBuildXor(e->b, x, y, "");
    case R_SMAX: return icall(e, "llvm.smax", ty, args, 2);
    case R_SMIN: return icall(e, "llvm.smin", ty, args, 2);
    case R_UMAX: return icall(e, "llvm.umax", ty, args, 2);
    case R_UMIN: return icall(e, "llvm.umin", ty, args, 2);
    case R_FADD: r = LLVMBuildFAdd(e->b, x, y, ""); break;
    case R_FMUL: r = LLVMBuildFMul(e->b, x, y, ""); break;
    case R_FMAX:
    case R_FMIN:
        if (fmf & LLVMFastMathNoNaNs) {
            /* ExpandReductions with nnan: compare and select */
            LLVMValueRef cmp = LLVMBuildFCmp(e->b, op == R_FMAX ? LLVMRealOGT : LLVMRealOLT, x, y, "");
            r = LLVMBuildSelect(e->b, cmp, x, y, "");
        } else {
            r = icall(e, op == R_FMAX ? "llvm.maxnum" : "llvm.minnum", ty, args, 2);
        }
        break;
    case R_FMAXIMUM: r = icall(e, "llvm.maximum", ty, args, 2); break;
    default: r = icall(e, "llvm.minimum", ty, args, 2); break;
    }
    if (LLVMCanValueUseFastMathFlags(r))
        LLVMSetFastMathFlags(r, fmf);
    return r;
}

static bool pow2(unsigned n)
{
    return n && !(n & (n - 1));
}

static bool expand_reduce(Ex *e, LLVMValueRef call, const char *name)
{
    const char *p = name + strlen("llvm.vector.reduce.");
    int op = -1;
    size_t best = 0;
    for (int i = 0; i < (int)(sizeof rdx_names / sizeof *rdx_names); i++) {
        size_t l = strlen(rdx_names[i]);
        if (!strncmp(p, rdx_names[i], l) && p[l] == '.' && l > best)
            op = i, best = l;
    }
    if (op < 0)
        return false;
    bool fp_acc = op == R_FADD || op == R_FMUL;
    LLVMValueRef vec = LLVMGetOperand(call, fp_acc ? 1 : 0);
    LLVMTypeRef vty = LLVMTypeOf(vec);
    if (LLVMGetTypeKind(vty) != LLVMVectorTypeKind)
        return false;
    unsigned n = LLVMGetVectorSize(vty);
    LLVMFastMathFlags fmf = LLVMCanValueUseFastMathFlags(call) ? LLVMGetFastMathFlags(call) : 0;
    bool reassoc = (fmf & LLVMFastMathAllowReassoc) != 0;
    if (n == 0 || (fp_acc && reassoc && !pow2(n)))
        return false;
    LLVMPositionBuilderBefore(e->b, call);
    LLVMValueRef r;
    LLVMValueRef stackbuf[64], *el = n <= 64 ? stackbuf : NULL;
    if (!el)
        return false; /* longer vectors: the selector refuses the call by name */
    for (unsigned i = 0; i < n; i++)
        el[i] = LLVMBuildExtractElement(e->b, vec, ci(LLVMInt32TypeInContext(e->c), i, false), "");
    if (fp_acc && !reassoc) {
        r = LLVMGetOperand(call, 0);
        for (unsigned i = 0; i < n; i++)
            r = rdx_combine(e, (RdxOp)op, r, el[i], fmf);
    } else if (pow2(n)) {
        for (unsigned h = n / 2; h >= 1; h /= 2)
            for (unsigned j = 0; j < h; j++)
                el[j] = rdx_combine(e, (RdxOp)op, el[j], el[j + h], fmf);
        r = fp_acc ? rdx_combine(e, (RdxOp)op, LLVMGetOperand(call, 0), el[0], fmf) : el[0];
    } else {
        r = el[0];
        for (unsigned i = 1; i < n; i++)
            r = rdx_combine(e, (RdxOp)op, r, el[i], fmf);
    }
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* ---------------------------------------------------------------- saturating arithmetic */

static bool expand_sat(Ex *e, LLVMValueRef call, const char *name)
{
    char op[8];
    if (sscanf(name, "llvm.%4[a-z].sat.", op) != 1 || strlen(op) != 4 || (op[0] != 'u' && op[0] != 's'))
        return false;
    bool sgn = op[0] == 's';
    const char *k = op + 1;
    if (strcmp(k, "add") && strcmp(k, "sub") && strcmp(k, "shl"))
        return false;
    LLVMTypeRef ty = LLVMTypeOf(call);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return false; /* vectors: the selector refuses by name */
    LLVMPositionBuilderBefore(e->b, call);
    LLVMValueRef a = LLVMGetOperand(call, 0), bb = LLVMGetOperand(call, 1), r, ovf, sat;
    if (!strcmp(k, "add")) {
        r = LLVMBuildAdd(e->b, a, bb, "");
        if (!sgn) {
            ovf = LLVMBuildICmp(e->b, LLVMIntULT, r, a, "");
            sat = all_ones(ty);
        } else {
            /* overflow: both operands have the sign the result lacks */
            LLVMValueRef x = LLVMBuildAnd(e->b, LLVMBuildXor(e->b, a, r, ""), LLVMBuildXor(e->b, bb, r, ""), "");
            ovf = is_neg(e, x);
            sat = signed_sat(e, a, ty);
        }
    } else if (!strcmp(k, "sub")) {
        r = LLVMBuildSub(e->b, a, bb, "");
        if (!sgn) {
            ovf = LLVMBuildICmp(e->b, LLVMIntULT, a, bb, "");
            sat = LLVMConstNull(ty);
        } else {
            LLVMValueRef x = LLVMBuildAnd(e->b, LLVMBuildXor(e->b, a, bb, ""), LLVMBuildXor(e->b, a, r, ""), "");
            ovf = is_neg(e, x);
            sat = signed_sat(e, a, ty);
        }
    } else {
        /* shl: saturate when shifting back does not give the operand */
        r = LLVMBuildShl(e->b, a, bb, "");
        LLVMValueRef back = sgn ? LLVMBuildAShr(e->b, r, bb, "") : LLVMBuildLShr(e->b, r, bb, "");
        ovf = LLVMBuildICmp(e->b, LLVMIntNE, back, a, "");
        sat = sgn ? signed_sat(e, a, ty) : all_ones(ty);
    }
    LLVMValueRef res = LLVMBuildSelect(e->b, ovf, sat, r, "");
    LLVMReplaceAllUsesWith(call, res);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* ---------------------------------------------------------------- overflow intrinsics */

static LLVMValueRef pair(Ex *e, LLVMTypeRef sty, LLVMValueRef v, LLVMValueRef o)
{
    LLVMValueRef s = LLVMBuildInsertValue(e->b, LLVMGetPoison(sty), v, 0, "");
    return LLVMBuildInsertValue(e->b, s, o, 1, "");
}

static bool expand_overflow(Ex *e, LLVMValueRef call, const char *name)
{
    char op[8];
    unsigned bits;
    if (sscanf(name, "llvm.%4[a-z].with.overflow.i%u", op, &bits) != 2 || strlen(op) != 4)
        return false;
    bool sgn = op[0] == 's';
    const char *k = op + 1;
    if ((op[0] != 'u' && op[0] != 's') || (strcmp(k, "add") && strcmp(k, "sub") && strcmp(k, "mul")))
        return false;
    LLVMTypeRef sty = LLVMTypeOf(call);
    LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
    LLVMTypeRef ty = LLVMTypeOf(a);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return false;
    LLVMPositionBuilderBefore(e->b, call);
    LLVMValueRef v, o;
    if (bits == 8 || bits == 16) {
        /* exact in i32: the result overflows when it does not fit back */
        LLVMTypeRef w = LLVMInt32TypeInContext(e->c);
        LLVMValueRef x = sgn ? LLVMBuildSExt(e->b, a, w, "") : LLVMBuildZExt(e->b, a, w, "");
        LLVMValueRef y = sgn ? LLVMBuildSExt(e->b, b, w, "") : LLVMBuildZExt(e->b, b, w, "");
        LLVMValueRef s = !strcmp(k, "add") ? LLVMBuildAdd(e->b, x, y, "")
                         : !strcmp(k, "sub") ? LLVMBuildSub(e->b, x, y, "")
                                             : LLVMBuildMul(e->b, x, y, "");
        v = LLVMBuildTrunc(e->b, s, ty, "");
        LLVMValueRef back = sgn ? LLVMBuildSExt(e->b, v, w, "") : LLVMBuildZExt(e->b, v, w, "");
        o = LLVMBuildICmp(e->b, LLVMIntNE, back, s, "");
    } else if (bits == 128 && strcmp(k, "mul")) {
        if (!strcmp(k, "add")) {
            v = LLVMBuildAdd(e->b, a, b, "");
            o = sgn ? is_neg(e, LLVMBuildAnd(e->b, LLVMBuildXor(e->b, a, v, ""), LLVMBuildXor(e->b, b, v, ""), ""))
                    : LLVMBuildICmp(e->b, LLVMIntULT, v, a, "");
        } else {
            v = LLVMBuildSub(e->b, a, b, "");
            o = sgn ? is_neg(e, LLVMBuildAnd(e->b, LLVMBuildXor(e->b, a, b, ""), LLVMBuildXor(e->b, a, v, ""), ""))
                    : LLVMBuildICmp(e->b, LLVMIntULT, a, b, "");
        }
    } else if (bits == 128 && !sgn) {
        /* umul on i128 from 64-bit halves: the product overflows when both
         * high halves are non-zero, when a cross product a_hi*b_lo or
         * a_lo*b_hi needs more than 64 bits, or when their sum plus the high
         * half of a_lo*b_lo does */
        LLVMTypeRef i64 = LLVMInt64TypeInContext(e->c);
        LLVMValueRef c64 = ci(ty, 64, false);
        LLVMValueRef alo = LLVMBuildTrunc(e->b, a, i64, ""), ahi = LLVMBuildTrunc(e->b, LLVMBuildLShr(e->b, a, c64, ""), i64, "");
        LLVMValueRef blo = LLVMBuildTrunc(e->b, b, i64, ""), bhi = LLVMBuildTrunc(e->b, LLVMBuildLShr(e->b, b, c64, ""), i64, "");
        LLVMValueRef z = ci(i64, 0, false);
        LLVMValueRef both = LLVMBuildAnd(e->b, LLVMBuildICmp(e->b, LLVMIntNE, ahi, z, ""),
                                         LLVMBuildICmp(e->b, LLVMIntNE, bhi, z, ""), "");
        LLVMValueRef m1a[2] = {ahi, blo}, m2a[2] = {alo, bhi};
        LLVMValueRef m1 = icall(e, "llvm.umul.with.overflow", i64, m1a, 2);
        LLVMValueRef m2 = icall(e, "llvm.umul.with.overflow", i64, m2a, 2);
        LLVMValueRef cross1 = LLVMBuildExtractValue(e->b, m1, 0, ""), cross2 = LLVMBuildExtractValue(e->b, m2, 0, "");
        LLVMValueRef s1a[2] = {cross1, cross2};
        LLVMValueRef s1 = icall(e, "llvm.uadd.with.overflow", i64, s1a, 2);
        LLVMValueRef lo = LLVMBuildMul(e->b, LLVMBuildZExt(e->b, alo, ty, ""), LLVMBuildZExt(e->b, blo, ty, ""), "");
        LLVMValueRef lohi = LLVMBuildTrunc(e->b, LLVMBuildLShr(e->b, lo, c64, ""), i64, "");
        LLVMValueRef s2a[2] = {LLVMBuildExtractValue(e->b, s1, 0, ""), lohi};
        LLVMValueRef s2 = icall(e, "llvm.uadd.with.overflow", i64, s2a, 2);
        o = LLVMBuildOr(e->b, both, LLVMBuildOr(e->b, LLVMBuildExtractValue(e->b, m1, 1, ""),
                                                LLVMBuildExtractValue(e->b, m2, 1, ""), ""), "");
        o = LLVMBuildOr(e->b, o, LLVMBuildOr(e->b, LLVMBuildExtractValue(e->b, s1, 1, ""),
                                             LLVMBuildExtractValue(e->b, s2, 1, ""), ""), "");
        v = LLVMBuildMul(e->b, a, b, "");
    } else {
        return false;
    }
    LLVMValueRef res = pair(e, sty, v, o);
    LLVMReplaceAllUsesWith(call, res);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* ---------------------------------------------------------------- bit counting and i128 */

/* The operation of expand_bits a generic intrinsic's name (llvm.*) names,
 * or -1. */
static int bits_op(const char *name)
{
    static const char *const ops[] = {"ctpop", "ctlz", "cttz", "bitreverse", "bswap", "abs", "fshl", "fshr"};
    for (int i = 0; i < 8; i++) {
        if (ops[i][0] != name[5]) /* the cheap test first */
            continue;
        size_t l = strlen(ops[i]);
        if (!strncmp(name + 5, ops[i], l) && name[5 + l] == '.')
            return i;
    }
    return -1;
}

static bool expand_bits(Ex *e, LLVMValueRef call, const char *name)
{
    int op = bits_op(name);
    LLVMTypeRef ty = LLVMTypeOf(call);
    if (op < 0 || LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return false;
    unsigned w = width(ty);
    LLVMValueRef x = LLVMGetOperand(call, 0);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(e->c), i64 = LLVMInt64TypeInContext(e->c);
    LLVMValueRef r;
    if (w == 16 && op == 5) {
        /* abs.i16 as x < 0 ? x * -1 : x: ptxas 13.0 takes abs.s16 (and a
         * 16-bit negation) of -32768 to be +32768 when the result is then
         * sign-extended (shown on the H100); the multiplication keeps the
         * 16-bit wrap-around that llvm.abs defines (abs(-32768) = -32768) */
        LLVMPositionBuilderBefore(e->b, call);
        LLVMValueRef n = LLVMBuildMul(e->b, x, all_ones(ty), "");
        r = LLVMBuildSelect(e->b, is_neg(e, x), n, x, "");
    } else if (w == 1 && op <= 3) {
        /* one bit: ctpop and bitreverse are the bit, ctlz and cttz its complement */
        LLVMPositionBuilderBefore(e->b, call);
        r = op == 1 || op == 2 ? LLVMBuildXor(e->b, x, ci(ty, 1, false), "") : x;
    } else if ((w == 8 || w == 16) && op <= 3) {
        LLVMPositionBuilderBefore(e->b, call);
        LLVMValueRef z = LLVMBuildZExt(e->b, x, i32, ""), f = ci(LLVMInt1TypeInContext(e->c), 0, false);
        LLVMValueRef args[2] = {z, f};
        if (op == 0) {
            r = icall(e, "llvm.ctpop", i32, args, 1);
        } else if (op == 1) {
            r = LLVMBuildSub(e->b, icall(e, "llvm.ctlz", i32, args, 2), ci(i32, 32 - w, false), "");
        } else if (op == 2) {
            args[0] = LLVMBuildOr(e->b, z, ci(i32, 1ull << w, false), ""); /* zero counts w */
            r = icall(e, "llvm.cttz", i32, args, 2);
        } else {
            r = LLVMBuildLShr(e->b, icall(e, "llvm.bitreverse", i32, args, 1), ci(i32, 32 - w, false), "");
        }
        r = LLVMBuildTrunc(e->b, r, ty, "");
    } else if (w == 128) {
        LLVMPositionBuilderBefore(e->b, call);
        LLVMValueRef lo = LLVMBuildTrunc(e->b, x, i64, "");
        LLVMValueRef hi = LLVMBuildTrunc(e->b, LLVMBuildLShr(e->b, x, ci(ty, 64, false), ""), i64, "");
        LLVMValueRef f = ci(LLVMInt1TypeInContext(e->c), 0, false);
        LLVMValueRef al[2] = {lo, f}, ah[2] = {hi, f};
#define Z128(v) LLVMBuildZExt(e->b, (v), ty, "")
        switch (op) {
        case 0:
            r = Z128(LLVMBuildAdd(e->b, icall(e, "llvm.ctpop", i64, al, 1), icall(e, "llvm.ctpop", i64, ah, 1), ""));
            break;
        case 1: { /* ctlz: the high half's, or 64 + the low half's */
            LLVMValueRef hz = LLVMBuildICmp(e->b, LLVMIntEQ, hi, LLVMConstNull(i64), "");
            LLVMValueRef l = LLVMBuildAdd(e->b, icall(e, "llvm.ctlz", i64, al, 2), ci(i64, 64, false), "");
            r = Z128(LLVMBuildSelect(e->b, hz, l, icall(e, "llvm.ctlz", i64, ah, 2), ""));
            break;
        }
        case 2: { /* cttz: the low half's, or 64 + the high half's */
            LLVMValueRef lz = LLVMBuildICmp(e->b, LLVMIntEQ, lo, LLVMConstNull(i64), "");
            LLVMValueRef h = LLVMBuildAdd(e->b, icall(e, "llvm.cttz", i64, ah, 2), ci(i64, 64, false), "");
            r = Z128(LLVMBuildSelect(e->b, lz, h, icall(e, "llvm.cttz", i64, al, 2), ""));
            break;
        }
        case 3:
        case 4: { /* the halves swapped, each reversed */
            const char *n = op == 3 ? "llvm.bitreverse" : "llvm.bswap";
            LLVMValueRef nl = Z128(icall(e, n, i64, ah, 1)), nh = Z128(icall(e, n, i64, al, 1));
            r = LLVMBuildOr(e->b, LLVMBuildShl(e->b, nh, ci(ty, 64, false), ""), nl, "");
            break;
        }
        case 5: { /* abs (the poison flag only widens what is undefined) */
            LLVMValueRef neg = LLVMBuildSub(e->b, LLVMConstNull(ty), x, "");
            r = LLVMBuildSelect(e->b, is_neg(e, x), neg, x, "");
            break;
        }
        default: { /* funnel shifts by c mod 128 */
            LLVMValueRef y = LLVMGetOperand(call, 1), c = LLVMGetOperand(call, 2);
            LLVMValueRef s = LLVMBuildAnd(e->b, c, ci(ty, 127, false), "");
            LLVMValueRef t = LLVMBuildSub(e->b, ci(ty, 128, false), s, "");
            LLVMValueRef zero = LLVMBuildICmp(e->b, LLVMIntEQ, s, LLVMConstNull(ty), "");
            LLVMValueRef v;
            if (op == 6) /* (x << s) | (y >> (128 - s)) */
                v = LLVMBuildOr(e->b, LLVMBuildShl(e->b, x, s, ""), LLVMBuildLShr(e->b, y, t, ""), "");
            else /* (x << (128 - s)) | (y >> s) */
                v = LLVMBuildOr(e->b, LLVMBuildShl(e->b, x, t, ""), LLVMBuildLShr(e->b, y, s, ""), "");
            r = LLVMBuildSelect(e->b, zero, op == 6 ? x : y, v, "");
            break;
        }
        }
#undef Z128
    } else {
        return false;
    }
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* ---------------------------------------------------------------- division by 2^k */

/* k when c is the integer constant 2^k (unsigned) of its type, else -1 */
static int pow2_const(LLVMValueRef c)
{
    if (!c || !LLVMIsAConstantInt(c))
        return -1;
    unsigned w = width(LLVMTypeOf(c));
    if (w <= 64) {
        uint64_t v = LLVMConstIntGetZExtValue(c);
        return v && !(v & (v - 1)) ? __builtin_ctzll(v) : -1;
    }
    uint8_t v[16];
    const_int_bytes(c, v, sizeof v);
    int k = -1;
    for (int i = 0; i < 128; i++)
        if (v[i / 8] >> (i % 8) & 1) {
            if (k >= 0)
                return -1;
            k = i;
        }
    return k;
}

/* Integer division and remainder by a constant power of two, as LLVM's DAG
 * combiner folds them at every level (llc -O0 too): udiv x, 2^k = x >> k;
 * urem x, 2^k = x & (2^k - 1); sdiv x, 2^k rounds toward zero:
 * (x + (x < 0 ? 2^k - 1 : 0)) >>s k; srem = x - (sdiv << k). A divisor of 1
 * leaves x (or 0). ptxsel printed the division: ptxas calls its generic
 * 64-bit division routine even for div.s64 x, 1 (difftest s20188_O0, 1.6x
 * slower than llc-19), and for i128 ptxsel's own loop ran up to 128 steps
 * (s12576_O0, 3.6x on a urem by 1; LLVM's ExpandLargeDivRem leaves these to
 * the DAG). 2^(w-1) as a signed divisor is negative: left as it is. */
static bool expand_div_pow2(Ex *e, LLVMValueRef I, LLVMOpcode op)
{
    if (op != LLVMUDiv && op != LLVMURem && op != LLVMSDiv && op != LLVMSRem)
        return false;
    LLVMTypeRef ty = LLVMTypeOf(I);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || width(ty) < 2 || width(ty) > 128)
        return false;
    unsigned w = width(ty);
    int k = pow2_const(LLVMGetOperand(I, 1));
    bool sgn = op == LLVMSDiv || op == LLVMSRem;
    if (k < 0 || (sgn && (unsigned)k == w - 1))
        return false;
    LLVMPositionBuilderBefore(e->b, I);
    LLVMValueRef x = LLVMGetOperand(I, 0), r;
    LLVMValueRef kc = ci(ty, (unsigned)k, false);
    if (op == LLVMUDiv) {
        r = k ? LLVMBuildLShr(e->b, x, kc, "") : x;
    } else if (op == LLVMURem) {
        r = LLVMBuildAnd(e->b, x, LLVMBuildSub(e->b, LLVMBuildShl(e->b, ci(ty, 1, false), kc, ""), ci(ty, 1, false), ""),
                         "");
    } else {
        LLVMValueRef q = x;
        if (k > 0) {
            LLVMValueRef sign = LLVMBuildAShr(e->b, x, ci(ty, w - 1, false), "");
            LLVMValueRef bias = LLVMBuildLShr(e->b, sign, ci(ty, w - (unsigned)k, false), "");
            q = LLVMBuildAShr(e->b, LLVMBuildAdd(e->b, x, bias, ""), kc, "");
        }
        r = op == LLVMSDiv ? q : LLVMBuildSub(e->b, x, LLVMBuildShl(e->b, q, kc, ""), "");
    }
    LLVMReplaceAllUsesWith(I, r);
    LLVMInstructionEraseFromParent(I);
    return true;
}

/* ---------------------------------------------------------------- __nvvm_reflect */

static bool expand_reflect(Ex *e, LLVMValueRef call)
{
    if (LLVMGetNumArgOperands(call) != 1 || LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMIntegerTypeKind)
        return false;
    LLVMValueRef p = LLVMGetOperand(call, 0);
    for (int guard = 0; guard < 8 && p && LLVMIsAConstantExpr(p); guard++)
        p = LLVMGetOperand(p, 0); /* addrspacecast / getelementptr 0, 0 */
    LLVMValueRef init = p && LLVMIsAGlobalVariable(p) ? LLVMGetInitializer(p) : NULL;
    size_t n = 0;
    const char *str = init && LLVMIsAConstantDataSequential(init) ? LLVMGetAsString(init, &n) : NULL;
    if (!str)
        return false; /* not a constant name: the selector refuses the call */
    while (n && !str[n - 1])
        n--;
    unsigned long long v = 0;
    if (n == 11 && !memcmp(str, "__CUDA_ARCH", 11)) {
        v = e->t->sm * 10;
    } else if (n == 10 && !memcmp(str, "__CUDA_FTZ", 10)) {
        LLVMMetadataRef md = LLVMGetModuleFlag(e->mod, "nvvm-reflect-ftz", 16);
        LLVMValueRef c = md ? LLVMMetadataAsValue(e->c, md) : NULL;
        LLVMValueRef cv = c && LLVMIsAValueAsMetadata(c) ? LLVMGetOperand(c, 0) : NULL;
        v = cv && LLVMIsAConstantInt(cv) ? LLVMConstIntGetZExtValue(cv) : 0;
    }
    LLVMReplaceAllUsesWith(call, ci(LLVMTypeOf(call), v, false));
    LLVMInstructionEraseFromParent(call);
    return true;
}

void fold_nvvm_reflect(LLVMModuleRef mod, const ptxsel_target *t)
{
    Ex e = {mod, LLVMGetModuleContext(mod), NULL, t, false, false};
    static const char *const names[] = {"__nvvm_reflect", "llvm.nvvm.reflect"};
    for (int i = 0; i < 2; i++) {
        LLVMValueRef fn = LLVMGetNamedFunction(mod, names[i]);
        LLVMUseRef u = fn ? LLVMGetFirstUse(fn) : NULL;
        while (u) {
            LLVMUseRef next = LLVMGetNextUse(u);
            LLVMValueRef call = LLVMGetUser(u);
            if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == fn)
                expand_reflect(&e, call);
            u = next;
        }
    }
}

/* The element type of a scalar or fixed-vector type, and the count. */
/* v in every element of it (i16 or <n x i16>) */
static LLVMValueRef splat_i16(LLVMTypeRef it, unsigned n, unsigned v)
{
    LLVMValueRef one = LLVMConstInt(LLVMInt16TypeInContext(LLVMGetTypeContext(it)), v, false);
    if (n <= 1)
        return one;
    LLVMValueRef el[64];
    for (unsigned i = 0; i < n && i < 64; i++)
        el[i] = one;
    return LLVMConstVector(el, n < 64 ? n : 64);
}

static LLVMTypeRef elem_type(LLVMTypeRef ty, unsigned *n)
{
    *n = 1;
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return ty;
    *n = LLVMGetVectorSize(ty);
    return LLVMGetElementType(ty);
}

/* Replaces a call on one or two operands of a floating-point scalar or
 * vector type by an f32 intrinsic applied element by element: each element
 * extended to f32 (unless it is f32), the intrinsic (overloaded on f32 or
 * not), the result truncated back. */
static void via_f32(Ex *e, LLVMValueRef call, unsigned nops, const char *iname, bool overloaded)
{
    LLVMTypeRef ty = LLVMTypeOf(call), f32 = LLVMFloatTypeInContext(e->c), i32 = LLVMInt32TypeInContext(e->c);
    unsigned n;
    LLVMTypeRef ety = elem_type(ty, &n);
    bool vec = ety != ty, ext = LLVMGetTypeKind(ety) != LLVMFloatTypeKind;
    unsigned id = LLVMLookupIntrinsicID(iname, strlen(iname));
    LLVMValueRef ifn = LLVMGetIntrinsicDeclaration(e->mod, id, overloaded ? &f32 : NULL, overloaded ? 1 : 0);
    LLVMTypeRef ifty = LLVMIntrinsicGetType(e->c, id, overloaded ? &f32 : NULL, overloaded ? 1 : 0);
    LLVMPositionBuilderBefore(e->b, call);
    LLVMValueRef r = vec ? LLVMGetPoison(ty) : NULL;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef ops[3];
        for (unsigned j = 0; j < nops; j++) {
            LLVMValueRef x = LLVMGetOperand(call, j);
            ops[j] = vec ? LLVMBuildExtractElement(e->b, x, ci(i32, i, false), "") : x;
            if (ext)
                ops[j] = LLVMBuildFPExt(e->b, ops[j], f32, "");
        }
        LLVMValueRef y = LLVMBuildCall2(e->b, ifty, ifn, ops, nops, "");
        if (ext)
            y = LLVMBuildFPTrunc(e->b, y, ety, "");
        r = vec ? LLVMBuildInsertElement(e->b, r, y, ci(i32, i, false), "") : y;
    }
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
}

/* Whether name is one expand_sincos takes. */
static bool sincos_name(const char *name)
{
    return !strncmp(name, "llvm.sin.", 9) || !strncmp(name, "llvm.cos.", 9);
}

/* llvm.sin / llvm.cos on f32 and f16 (scalars and fixed vectors), in a
 * function with "unsafe-fp-math"="true": sin.approx.f32 / cos.approx.f32,
 * f16 through f32, a vector element by element, as llc-19 selects fsin /
 * fcos (only under that attribute; without it llc-19 cannot select them
 * either, and the selector refuses the call by name). */
static bool expand_sincos(Ex *e, LLVMValueRef call, const char *name, LLVMValueRef fn)
{
    bool is_sin = !strncmp(name, "llvm.sin.", 9);
    if (!sincos_name(name))
        return false;
    unsigned n;
    (void)fn;
    if (!e->unsafe)
        return false;
    LLVMTypeKind k = LLVMGetTypeKind(elem_type(LLVMTypeOf(call), &n));
    if (k != LLVMFloatTypeKind && k != LLVMHalfTypeKind)
        return false;
    via_f32(e, call, 1, is_sin ? "llvm.nvvm.sin.approx.f" : "llvm.nvvm.cos.approx.f", false);
    return true;
}

/* a call of the intrinsic `name` that takes no overloaded type */
static LLVMValueRef ncall(Ex *e, const char *name, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(e->mod, id, NULL, 0);
    return LLVMBuildCall2(e->b, LLVMIntrinsicGetType(e->c, id, NULL, 0), fn, args, n, "");
}

static void replace(LLVMValueRef old, LLVMValueRef v)
{
    LLVMReplaceAllUsesWith(old, v);
    LLVMInstructionEraseFromParent(old);
}

static bool is_scalar_fp(LLVMTypeRef ty, bool *f64)
{
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    *f64 = k == LLVMDoubleTypeKind;
    return k == LLVMFloatTypeKind || *f64;
}

/* v is a call of llvm.sqrt on float or double */
static bool is_sqrt_call(LLVMValueRef v)
{
    LLVMValueRef callee = LLVMIsACallInst(v) ? LLVMGetCalledValue(v) : NULL;
    size_t n = 0;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : "";
    return !strcmp(name, "llvm.sqrt.f32") || !strcmp(name, "llvm.sqrt.f64");
}

/* The Newton-Raphson steps "reciprocal-estimates" asks for on a sqrt or
 * rsqrt estimate of float (or double: f64), as TargetLowering's
 * getSqrtRefinementSteps reads it: both take the steps of the "sqrtf" /
 * "sqrtd" entry (":N"; 0 where it has no count or there is none; names it
 * does not look for, such as "rsqrtf", change nothing). -1 where the
 * attribute says what is not modelled here: anything but entries named
 * (vec-)(r)sqrt / div with f / d / h, a "!" entry, "all", "none",
 * "default", more than one step. */
static int estimate_steps(LLVMValueRef fn, bool f64)
{
    unsigned n = 0;
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "reciprocal-estimates", 20);
    if (!a)
        return 0;
    const char *v = LLVMGetStringAttributeValue(a, &n), *end = v + n;
    static const char *const known[] = {"sqrtf", "sqrtd", "sqrth", "rsqrtf", "rsqrtd", "rsqrth", "divf", "divd", "divh"};
    const char *want = f64 ? "sqrtd" : "sqrtf";
    int steps = 0;
    for (const char *p = v; p < end;) {
        const char *comma = memchr(p, ',', (size_t)(end - p)), *e = comma ? comma : end;
        const char *colon = memchr(p, ':', (size_t)(e - p));
        size_t len = (size_t)((colon ? colon : e) - p);
        bool count_ok = !colon || (e - colon == 2 && colon[1] >= '0' && colon[1] <= '9');
        const char *name = p;
        if (len > 4 && !memcmp(p, "vec-", 4))
            name += 4, len -= 4;
        bool named = false;
        for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
            named |= len == strlen(known[i]) && !memcmp(name, known[i], len);
        if (!named || !count_ok)
            return -1;
        if (name == p && len == 5 && !memcmp(p, want, 5))
            steps = colon ? colon[1] - '0' : 0;
        p = comma ? comma + 1 : end;
    }
    return steps > 1 ? -1 : steps;
}

/* One step of buildSqrtNRTwoConst on the rsqrt estimate est of a:
 * ae = a * est; r = fma(ae, est, -3.0) (the combiner fuses ae * est + -3.0);
 * (est * -0.5) * r for rsqrt, (ae * -0.5) * r for sqrt. */
static LLVMValueRef nr_step(Ex *e, LLVMValueRef a, LLVMValueRef est, bool recip, bool f64, bool ftz)
{
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef ae = LLVMBuildFMul(e->b, a, est, "");
    LLVMValueRef args[3] = {ae, est, LLVMConstReal(ty, -3.0)};
    LLVMValueRef r = ncall(e, f64 ? "llvm.nvvm.fma.rn.d" : ftz ? "llvm.nvvm.fma.rn.ftz.f" : "llvm.nvvm.fma.rn.f", args, 3);
    LLVMValueRef lhs = LLVMBuildFMul(e->b, recip ? est : ae, LLVMConstReal(ty, -0.5), "");
    return LLVMBuildFMul(e->b, lhs, r, "");
}

/* The rsqrt estimate of a (refined by steps Newton-Raphson steps). */
static LLVMValueRef rsqrt_est(Ex *e, LLVMValueRef a, bool f64, bool ftz, int steps, bool recip)
{
    LLVMValueRef r = ncall(e, f64 ? "llvm.nvvm.rsqrt.approx.d" : ftz ? "llvm.nvvm.rsqrt.approx.ftz.f" : "llvm.nvvm.rsqrt.approx.f", &a, 1);
    return steps ? nr_step(e, a, r, recip, f64, ftz) : r;
}

/* fpfast: "unsafe-fp-math"="true" (and the fast-math flags it makes count),
 * as llc-19's DAG combiner and NVPTX's lowering rewrite the IR there, each
 * checked on llc-19 -O0 and -O2 (sqrt-approx.ll, fast-math.ll):
 *   - llvm.sqrt (float / double) with afn, and ninf or "no-infs-fp-math":
 *     the estimate (visitFSQRT, NVPTX getSqrtEstimate): sqrt.approx(.ftz).f32,
 *     on double rcp.approx.ftz.f64 of rsqrt.approx.f64, then 0.0 where the
 *     input is zero or (unless inputs flush) subnormal: |x| < the smallest
 *     normal; with one refinement step of "reciprocal-estimates" the
 *     refined rsqrt estimate times x instead (estimate_steps, nr_step);
 *   - llvm.nvvm.sqrt.f: sqrt.approx(.ftz).f32 (NVPTX's pattern);
 *   - fdiv x, (llvm.sqrt y) in one DAG (float / double; x not a constant
 *     other than 1.0): x * rsqrt.approx(y), rsqrt.approx(.ftz).f32 /
 *     rsqrt.approx.f64 (buildRsqrtEstimate; refined as above where
 *     "reciprocal-estimates" asks); a sqrt left without uses goes.
 * Refusals of the cases around these: isel/fpmode.c. */
static bool expand_unsafe(Ex *e, LLVMValueRef I, LLVMValueRef fn)
{
    if (!e->unsafe)
        return false;
    bool f64, ftz = fp_fn_flushes_f32(fn);
    LLVMTypeRef ty = LLVMTypeOf(I);
    LLVMValueRef callee = LLVMIsACallInst(I) ? LLVMGetCalledValue(I) : NULL;
    size_t nl = 0;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &nl) : "";
    LLVMPositionBuilderBefore(e->b, I);
    if (!strcmp(name, "llvm.nvvm.sqrt.f")) {
        LLVMValueRef x = LLVMGetOperand(I, 0);
        replace(I, ncall(e, ftz ? "llvm.nvvm.sqrt.approx.ftz.f" : "llvm.nvvm.sqrt.approx.f", &x, 1));
        return true;
    }
    if (is_sqrt_call(I)) {
        LLVMFastMathFlags fl = LLVMGetFastMathFlags(I);
        if (!(fl & LLVMFastMathApproxFunc) ||
            (!(fl & LLVMFastMathNoInfs) && !fn_attr_true(fn, "no-infs-fp-math")))
            return false;
        is_scalar_fp(ty, &f64);
        int steps = estimate_steps(fn, f64);
        if (steps < 0)
            return false;
        LLVMValueRef x = LLVMGetOperand(I, 0), est;
        if (steps) {
            est = rsqrt_est(e, x, f64, ftz, steps, false);
        } else if (f64) {
            LLVMValueRef r = ncall(e, "llvm.nvvm.rsqrt.approx.d", &x, 1);
            est = ncall(e, "llvm.nvvm.rcp.approx.ftz.d", &r, 1);
        } else {
            est = ncall(e, ftz ? "llvm.nvvm.sqrt.approx.ftz.f" : "llvm.nvvm.sqrt.approx.f", &x, 1);
        }
        LLVMValueRef test;
        if (fp_fn_input_flushes(fn, !f64)) {
            test = LLVMBuildFCmp(e->b, LLVMRealOEQ, x, LLVMConstReal(ty, 0.0), "");
        } else {
            LLVMValueRef a = icall(e, "llvm.fabs", ty, &x, 1);
            /* the smallest normal number */
            LLVMValueRef tiny = f64 ? LLVMConstReal(ty, 0x1p-1022) : LLVMConstReal(ty, 0x1p-126);
            test = LLVMBuildFCmp(e->b, LLVMRealOLT, a, tiny, "");
        }
        replace(I, LLVMBuildSelect(e->b, test, LLVMConstReal(ty, 0.0), est, ""));
        return true;
    }
    if (LLVMGetInstructionOpcode(I) == LLVMFDiv && is_scalar_fp(ty, &f64) && estimate_steps(fn, f64) >= 0) {
        LLVMValueRef x = LLVMGetOperand(I, 0), s = LLVMGetOperand(I, 1);
        uint64_t b = 0;
        bool one = LLVMIsAConstantFP(x) && const_fp_bits(x, &b) && b == (f64 ? 0x3ff0000000000000ull : 0x3f800000u);
        if (!is_sqrt_call(s) || !fp_one_dag(s, I) || (LLVMIsAConstant(x) && !one) ||
            (LLVMGetOperand(s, 0) == x && (fn_attr_true(fn, "no-signed-zeros-fp-math") ||
                                           (LLVMGetFastMathFlags(I) & LLVMFastMathNoSignedZeros))))
            return false; /* the last: sqrt(x) itself there (refused in isel/fpmode.c) */
        /* several divisions by it: combineRepeatedFPDivisors goes first
         * (refused in isel/fpmode.c) */
        for (LLVMUseRef u = LLVMGetFirstUse(s); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef J = LLVMGetUser(u);
            if (J != I && LLVMIsAInstruction(J) && LLVMGetInstructionOpcode(J) == LLVMFDiv &&
                LLVMGetOperand(J, 1) == s && LLVMGetInstructionParent(J) == LLVMGetInstructionParent(I))
                return false;
        }
        LLVMValueRef r = rsqrt_est(e, LLVMGetOperand(s, 0), f64, ftz, estimate_steps(fn, f64), true);
        replace(I, one ? r : LLVMBuildFMul(e->b, x, r, ""));
        if (!LLVMGetFirstUse(s))
            LLVMInstructionEraseFromParent(s);
        return true;
    }
    return false;
}

/* a and b are one node of the block's DAG: the same value, or the same
 * address computation (getelementptr / casts of equal operands) in that
 * block, which the DAG builds once. */
static bool same_node(LLVMValueRef a, LLVMValueRef b, LLVMBasicBlockRef bb, int depth)
{
    if (a == b)
        return true;
    if (depth > 6 || !LLVMIsAInstruction(a) || !LLVMIsAInstruction(b) || LLVMGetInstructionParent(a) != bb ||
        LLVMGetInstructionParent(b) != bb)
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(a);
    if (op != LLVMGetInstructionOpcode(b) || LLVMTypeOf(a) != LLVMTypeOf(b) ||
        (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast && op != LLVMSExt &&
         op != LLVMZExt && op != LLVMTrunc))
        return false;
    if (op == LLVMGetElementPtr && LLVMGetGEPSourceElementType(a) != LLVMGetGEPSourceElementType(b))
        return false;
    int n = LLVMGetNumOperands(a);
    if (n != LLVMGetNumOperands(b))
        return false;
    for (int i = 0; i < n; i++)
        if (!same_node(LLVMGetOperand(a, (unsigned)i), LLVMGetOperand(b, (unsigned)i), bb, depth + 1))
            return false;
    return true;
}

/* v may write memory or order it, so that a load after it has another chain
 * in the DAG: a store, an atomic, a fence, a volatile load, a call other than
 * to an intrinsic that touches no memory. */
static bool chains(LLVMValueRef v)
{
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMStore:
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
    case LLVMFence:
    case LLVMVAArg: return true;
    case LLVMLoad: return LLVMGetVolatile(v) || LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic;
    case LLVMCall: return !intrinsic_memory_none(LLVMGetCalledValue(v));
    default: return false;
    }
}

/* fpfast: two loads of one address in a block with nothing that chains
 * memory between them are one node of llc-19's DAG (at -O0 no IR pass has
 * merged them), so the combiner sees one value where the IR has two: the
 * later load is replaced by the earlier one, in a function with
 * "unsafe-fp-math" or "no-signed-zeros-fp-math", whose folds ask which
 * values are the same (x / y twice by one y, x * c + x, x + x, ...). */
static void expand_load_cse(const Ex *e, LLVMValueRef fn)
{
    if (!e->unsafe && !e->nsz)
        return;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef I = LLVMGetFirstInstruction(bb);
        while (I) {
            LLVMValueRef next = LLVMGetNextInstruction(I);
            if (LLVMIsALoadInst(I) && !chains(I) && !LLVMHasMetadata(I)) {
                for (LLVMValueRef J = LLVMGetPreviousInstruction(I); J && !chains(J); J = LLVMGetPreviousInstruction(J))
                    if (LLVMIsALoadInst(J) && LLVMTypeOf(J) == LLVMTypeOf(I) && !LLVMHasMetadata(J) &&
                        same_node(LLVMGetOperand(J, 0), LLVMGetOperand(I, 0), bb, 0)) {
                        replace(I, J);
                        break;
                    }
            }
            I = next;
        }
    }
}

/* fpfast: fmul x, 2.0 (float / double, either side) is fadd x, x to
 * llc-19's combiner (visitFMUL). Only in a function with "unsafe-fp-math"
 * at -O1 and up, where both are printed without .rn and ptxas may contract
 * a mul.f32 with an add (an add.f32 x, x it cannot): elsewhere the two
 * spellings compute the same value. */
static bool expand_mul_two(Ex *e, LLVMValueRef I, LLVMOpcode op)
{
    bool f64;
    if (op != LLVMFMul || !is_scalar_fp(LLVMTypeOf(I), &f64) || !e->unsafe)
        return false;
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef c = LLVMGetOperand(I, i), x = LLVMGetOperand(I, 1 - i);
        LLVMBool lost;
        if (LLVMIsAConstantFP(c) && !LLVMIsAConstantFP(x) && LLVMConstRealGetDouble(c, &lost) == 2.0) {
            LLVMPositionBuilderBefore(e->b, I);
            LLVMValueRef d = LLVMBuildFAdd(e->b, x, x, "");
            LLVMSetFastMathFlags(d, LLVMGetFastMathFlags(I));
            replace(I, d);
            return true;
        }
    }
    return false;
}

/* fpfast: select c, (fdiv x, y), (fdiv z, y) -> fdiv (select c, x, z), y
 * and select c, (fdiv x, y), (fdiv x, z) -> fdiv x, (select c, y, z), as
 * llc-19's combiner folds them (foldSelectOfBinops, the select visited
 * before the divisions; each division and the condition without another
 * use; the new division keeps the flags both have). Only where a division
 * may become a multiplication by a reciprocal (arcp, or "unsafe-fp-math"),
 * which the fold decides: elsewhere both orders compute the same value.
 * At -O1 and up (llc-19 -O0 leaves the select after the divisions). */
static bool expand_select_divs(Ex *e, LLVMValueRef I, LLVMValueRef fn)
{
    if (!LLVMIsASelectInst(I))
        return false;
    LLVMValueRef c = LLVMGetOperand(I, 0), a = LLVMGetOperand(I, 1), b = LLVMGetOperand(I, 2);
    LLVMValueRef d[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        LLVMUseRef u = LLVMIsAInstruction(d[i]) ? LLVMGetFirstUse(d[i]) : NULL;
        if (!u || LLVMGetNextUse(u) || LLVMGetInstructionOpcode(d[i]) != LLVMFDiv ||
            LLVMGetInstructionParent(d[i]) != LLVMGetInstructionParent(I) || !fp_one_dag(d[i], I))
            return false;
    }
    LLVMUseRef cu = LLVMGetFirstUse(c);
    if (a == b || !cu || LLVMGetNextUse(cu))
        return false;
    LLVMFastMathFlags fl = LLVMGetFastMathFlags(a) & LLVMGetFastMathFlags(b);
    (void)fn;
    if (!((LLVMGetFastMathFlags(a) | LLVMGetFastMathFlags(b)) & LLVMFastMathAllowReciprocal) && !e->unsafe)
        return false;
    int same = LLVMGetOperand(a, 1) == LLVMGetOperand(b, 1) ? 1 : LLVMGetOperand(a, 0) == LLVMGetOperand(b, 0) ? 0 : -1;
    if (same < 0)
        return false;
    LLVMPositionBuilderBefore(e->b, I);
    LLVMValueRef sel = LLVMBuildSelect(e->b, c, LLVMGetOperand(a, same ? 0 : 1), LLVMGetOperand(b, same ? 0 : 1), "");
    LLVMValueRef q = same ? LLVMBuildFDiv(e->b, sel, LLVMGetOperand(a, 1), "") : LLVMBuildFDiv(e->b, LLVMGetOperand(a, 0), sel, "");
    LLVMSetFastMathFlags(q, fl);
    replace(I, q);
    LLVMInstructionEraseFromParent(a);
    LLVMInstructionEraseFromParent(b);
    return true;
}

/* A scalar floating-point zero constant: 1 +0.0, -1 -0.0, 0 anything else. */
static int fp_zero(LLVMValueRef v)
{
    uint64_t b;
    if (!LLVMIsAConstantFP(v) || !const_fp_bits(v, &b))
        return 0;
    unsigned w = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMDoubleTypeKind ? 64
                 : LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMFloatTypeKind  ? 32
                                                                         : 16;
    uint64_t sign = 1ull << (w - 1);
    return (b & ~sign) ? 0 : (b & sign) ? -1 : 1;
}

/* fpfast: nsz (the fadd / fsub's flag, or the attribute): the folds of a
 * zero operand llc-19's combiner makes by it (visitFADD, visitFSUB; checked
 * on llc-19 -O0 / -O2, with and without "unsafe-fp-math"): x + 0.0 and 0.0
 * + x are x, x - 0.0 is x, 0.0 - x is fneg x where the type's denormals are
 * IEEE and x is nothing the combiner negates in place (getNegatedExpression:
 * else refused in isel/fpmode.c, as are vectors). Either zero: -0.0 folds
 * without nsz too, as here. */
static bool expand_nsz_zero(Ex *e, LLVMValueRef I, LLVMOpcode op, LLVMValueRef fn)
{
    bool f64;
    LLVMTypeRef ty = LLVMTypeOf(I);
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if ((!is_scalar_fp(ty, &f64) && k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind) ||
        (!e->nsz && !(LLVMGetFastMathFlags(I) & LLVMFastMathNoSignedZeros)))
        return false;
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if (LLVMIsAConstantFP(a) && LLVMIsAConstantFP(b))
        return false; /* constant folded */
    if (fp_zero(b)) { /* x + 0.0, x - 0.0 */
        replace(I, a);
        return true;
    }
    if (!fp_zero(a))
        return false;
    if (op == LLVMFAdd) { /* 0.0 + x: the constant goes right */
        replace(I, b);
        return true;
    }
    if (!fp_fn_denormal_ieee(fn, k == LLVMFloatTypeKind) || dag_negatable(b, I, e->nsz, 1))
        return false;
    LLVMPositionBuilderBefore(e->b, I);
    LLVMValueRef n = LLVMBuildFNeg(e->b, b, "");
    LLVMSetFastMathFlags(n, LLVMGetFastMathFlags(I));
    replace(I, n);
    return true;
}

/* fpfast: "no-signed-zeros-fp-math"="true", the DAG combines llc-19 makes by
 * it (checked on llc-19 -O0 / -O2, bug22322.ll), on float and double:
 *   - [su]itofp (fpto[su]i x) of x's own type in one DAG: llvm.trunc x
 *     (foldFPToIntToFP: cvt.rzi; differs from the round trip only in the
 *     sign of a zero, and where the conversion is poison);
 *   - select (fcmp p a, b), a, b (or b, a) in one DAG, the compare with no
 *     other use, both values never NaN (or the select nnan), p one of olt
 *     ole ult ule ogt oge ugt uge: llvm.minnum / llvm.maxnum (a, b)
 *     (combineMinNumMaxNum; fp_select_minmax, isel/fpmode.c, decides), by
 *     the attribute or by the select's own nsz flag; half and bfloat too
 *     where the target has min.f16 / min.bf16;
 *   - the zero folds of an fadd / fsub, by the attribute or its own nsz
 *     flag (expand_nsz_zero).
 * The other folds this attribute enables are refused in isel/fpmode.c. */
static bool expand_nsz(Ex *e, LLVMValueRef I, LLVMOpcode op, LLVMValueRef fn, const ptxsel_target *t)
{
    LLVMTypeRef ty = LLVMTypeOf(I);
    if (op == LLVMSelect) {
        MinMaxFold m = fp_select_minmax(I, e->nsz);
        LLVMTypeKind k = LLVMGetTypeKind(ty);
        /* half and bfloat: min / max are legal from sm_80 on; before, llc-19
         * keeps the select */
        if ((m != MINMAX_MIN && m != MINMAX_MAX) || ((k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind) && t->sm < 80))
            return false;
        LLVMValueRef c = LLVMGetOperand(I, 0);
        LLVMValueRef ab[2] = {LLVMGetOperand(c, 0), LLVMGetOperand(c, 1)};
        LLVMPositionBuilderBefore(e->b, I);
        replace(I, icall(e, m == MINMAX_MIN ? "llvm.minnum" : "llvm.maxnum", ty, ab, 2));
        LLVMInstructionEraseFromParent(c);
        return true;
    }
    if (op == LLVMFAdd || op == LLVMFSub)
        return expand_nsz_zero(e, I, op, fn);
    bool f64;
    if (!e->nsz || !is_scalar_fp(ty, &f64) || (op != LLVMSIToFP && op != LLVMUIToFP))
        return false;
    LLVMValueRef c = LLVMGetOperand(I, 0);
    LLVMOpcode want = op == LLVMSIToFP ? LLVMFPToSI : LLVMFPToUI;
    if (!LLVMIsAInstruction(c) || LLVMGetInstructionOpcode(c) != want || !fp_one_dag(c, I) ||
        LLVMTypeOf(LLVMGetOperand(c, 0)) != ty)
        return false;
    LLVMPositionBuilderBefore(e->b, I);
    LLVMValueRef x = LLVMGetOperand(c, 0);
    replace(I, icall(e, "llvm.trunc", ty, &x, 1));
    return true;
}

/* Whether name is one expand_round_narrow takes. */
static bool round_narrow_name(const char *name)
{
    return !strncmp(name, "llvm.sqrt.", 10) || !strncmp(name, "llvm.round.", 11);
}

/* llvm.round on half and bfloat (scalars and fixed vectors) through f32, as
 * llc-19 promotes it: the conversion to f32 is exact, round's result is an
 * integer or the input itself, and every such value of the narrow type's
 * range converts back exactly. llvm.sqrt on bfloat and on vectors of half
 * the same way (sqrt.rn.f32, then rounded to the narrow type, as llc-19). */
static bool expand_round_narrow(Ex *e, LLVMValueRef call, const char *name)
{
    unsigned n;
    bool sq = !strncmp(name, "llvm.sqrt.", 10);
    if (!round_narrow_name(name))
        return false;
    LLVMTypeRef ty = LLVMTypeOf(call);
    LLVMTypeKind k = LLVMGetTypeKind(elem_type(ty, &n));
    /* sqrt: bfloat, and vectors of half (a scalar half has its own row) */
    if ((k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind) ||
        (sq && k == LLVMHalfTypeKind && LLVMGetTypeKind(ty) != LLVMVectorTypeKind))
        return false;
    via_f32(e, call, 1, sq ? "llvm.sqrt" : "llvm.round", true);
    return true;
}

/* Whether name is one expand_minmax_f16 takes. */
static bool minmax_f16_name(const char *name)
{
    return !strncmp(name, "llvm.minnum.", 12) || !strncmp(name, "llvm.maxnum.", 12);
}

/* llvm.minnum / llvm.maxnum on half (scalars and fixed vectors) on a target
 * without min.f16 / max.f16 (before sm_80): through f32, as llc-19 promotes
 * them; the result is one of the inputs (or the canonical NaN), so both
 * conversions are exact. */
static bool expand_minmax_f16(Ex *e, LLVMValueRef call, const char *name, const ptxsel_target *t)
{
    unsigned n;
    bool mn = !strncmp(name, "llvm.minnum.", 12);
    LLVMTypeKind k = LLVMGetTypeKind(elem_type(LLVMTypeOf(call), &n));
    if (!minmax_f16_name(name) || feat_has(&t->feat, FEAT_has_bf16_fma) ||
        (k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind))
        return false;
    via_f32(e, call, 2, mn ? "llvm.minnum" : "llvm.maxnum", true);
    return true;
}

/* Whether name is one expand_bf16_sm75 takes. */
static bool bf16_sm75_name(const char *name)
{
    return !strncmp(name, "llvm.fma.", 9) || !strncmp(name, "llvm.fmuladd.", 13) ||
           !strncmp(name, "llvm.copysign.", 14) || !strncmp(name, "llvm.fabs.", 10);
}

/* bfloat fma / fmuladd through float before sm_80 (no bf16 instruction
 * there; the result rounds back on the bits, isel/values.c), as llc-19
 * does; fabs and copysign on the bits, as LangRef defines them (llc-19's
 * fabs goes through abs.f32 and the rounding, which quiets a signalling
 * NaN and leaves a NaN's payload to ptxas: kernels/RESULTS.md). */
static bool expand_bf16_sm75(Ex *e, LLVMValueRef call, const char *name, const ptxsel_target *t)
{
    unsigned n;
    if (!bf16_sm75_name(name))
        return false;
    LLVMTypeRef ty = LLVMTypeOf(call);
    if (feat_has(&t->feat, FEAT_has_bf16_fma) || LLVMGetTypeKind(elem_type(ty, &n)) != LLVMBFloatTypeKind)
        return false;
    static const struct {
        const char *prefix, *f32;
        unsigned nops;
    } viaf[] = {{"llvm.fma.", "llvm.fma", 3}, {"llvm.fmuladd.", "llvm.fmuladd", 3}};
    for (size_t i = 0; i < sizeof viaf / sizeof viaf[0]; i++)
        if (!strncmp(name, viaf[i].prefix, strlen(viaf[i].prefix))) {
            via_f32(e, call, viaf[i].nops, viaf[i].f32, true);
            return true;
        }
    bool cs = !strncmp(name, "llvm.copysign.", 14);
    if (!cs && strncmp(name, "llvm.fabs.", 10))
        return false;
    LLVMPositionBuilderBefore(e->b, call);
    LLVMTypeRef it = n > 1 ? LLVMVectorType(LLVMInt16TypeInContext(e->c), n) : LLVMInt16TypeInContext(e->c);
    LLVMValueRef a = LLVMBuildBitCast(e->b, LLVMGetOperand(call, 0), it, "");
    LLVMValueRef lo = LLVMBuildAnd(e->b, a, splat_i16(it, n, 0x7fff), "");
    if (cs) {
        LLVMValueRef b = LLVMBuildBitCast(e->b, LLVMGetOperand(call, 1), it, "");
        lo = LLVMBuildOr(e->b, lo, LLVMBuildAnd(e->b, b, splat_i16(it, n, 0x8000), ""), "");
    }
    LLVMValueRef r = LLVMBuildBitCast(e->b, lo, ty, "");
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* fptrunc double -> bfloat without cvt.rn.bf16.f64 (before sm_90), as
 * llc-19 lowers it: double -> float rounded to odd (the float below or
 * above |x|, whichever has an odd last bit, unless exact), the sign put
 * back, then float -> bfloat to nearest even on the bits, NaNs quieted:
 * one correct rounding in all. Scalars only (a vector is left to the
 * selector's refusal). */
static bool expand_fptrunc_f64_bf16(Ex *e, LLVMValueRef I, LLVMOpcode op, const ptxsel_target *t)
{
    if (op != LLVMFPTrunc || feat_has(&t->feat, FEAT_has_bf16_arith) ||
        LLVMGetTypeKind(LLVMTypeOf(I)) != LLVMBFloatTypeKind ||
        LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(I, 0))) != LLVMDoubleTypeKind)
        return false;
    LLVMBuilderRef b = e->b;
    LLVMPositionBuilderBefore(b, I);
    LLVMTypeRef f64 = LLVMDoubleTypeInContext(e->c), f32 = LLVMFloatTypeInContext(e->c);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(e->c), i64 = LLVMInt64TypeInContext(e->c);
    LLVMValueRef d = LLVMGetOperand(I, 0);
    LLVMValueRef ad = icall(e, "llvm.fabs", f64, &d, 1);
    LLVMValueRef f = LLVMBuildFPTrunc(b, ad, f32, ""), back = LLVMBuildFPExt(b, f, f64, "");
    LLVMValueRef adj = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOGT, ad, back, ""), ci(i32, 1, false),
                                       ci(i32, ~0ull, true), "");
    LLVMValueRef fb = LLVMBuildBitCast(b, f, i32, "");
    LLVMValueRef odd = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, fb, ci(i32, 1, false), ""), ci(i32, 1, false), "");
    LLVMValueRef ro = LLVMBuildSelect(b, odd, fb, LLVMBuildAdd(b, fb, adj, ""), "");
    ro = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealUEQ, ad, back, ""), fb, ro, "");
    LLVMValueRef sg = LLVMBuildAnd(b, LLVMBuildBitCast(b, d, i64, ""), ci(i64, 1ull << 63, false), "");
    LLVMValueRef r8 = LLVMBuildOr(b, ro, LLVMBuildTrunc(b, LLVMBuildLShr(b, sg, ci(i64, 32, false), ""), i32, ""), "");
    LLVMValueRef bit = LLVMBuildAnd(b, LLVMBuildLShr(b, r8, ci(i32, 16, false), ""), ci(i32, 1, false), "");
    LLVMValueRef rn = LLVMBuildAdd(b, LLVMBuildAdd(b, bit, r8, ""), ci(i32, 32767, false), "");
    LLVMValueRef q = LLVMBuildOr(b, r8, ci(i32, 0x400000, false), "");
    LLVMValueRef sel = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealUNO, d, d, ""), q, rn, "");
    LLVMValueRef h = LLVMBuildTrunc(b, LLVMBuildLShr(b, sel, ci(i32, 16, false), ""), LLVMInt16TypeInContext(e->c), "");
    LLVMValueRef r = LLVMBuildBitCast(b, h, LLVMTypeOf(I), "");
    LLVMReplaceAllUsesWith(I, r);
    LLVMInstructionEraseFromParent(I);
    return true;
}

static const char *const round_bf16_ops[] = {"llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.rint", "llvm.nearbyint",
                                             "llvm.roundeven"};

/* The operation of round_bf16_ops name is a call of, or NULL. */
static const char *round_bf16_op(const char *name)
{
    for (size_t i = 0; i < countof(round_bf16_ops); i++) {
        size_t l = strlen(round_bf16_ops[i]);
        if (!strncmp(name, round_bf16_ops[i], l) && name[l] == '.')
            return round_bf16_ops[i];
    }
    return NULL;
}

/* llvm.floor / ceil / trunc / rint / nearbyint / roundeven on bfloat
 * (scalars, vectors) on a target without bf16 arithmetic (before sm_90):
 * through f32, as llc-19 promotes them. Exact: a bfloat of magnitude 256 or
 * more is an integer already, and an integer of smaller magnitude is a
 * bfloat. */
static bool expand_round_bf16(Ex *e, LLVMValueRef call, const char *name, const ptxsel_target *t)
{
    unsigned n;
    const char *op = round_bf16_op(name);
    if (!op || feat_has(&t->feat, FEAT_has_bf16_arith) ||
        LLVMGetTypeKind(elem_type(LLVMTypeOf(call), &n)) != LLVMBFloatTypeKind)
        return false;
    via_f32(e, call, 1, op, true);
    return true;
}

/* The name-based expansions of a generic intrinsic (llvm.*, not
 * llvm.nvvm.*) that its name does not rule out: each expansion returns
 * false for a name other than its own, so expand_ir asks only these. */
enum {
    XN_REDUCE = 1 << 0, XN_SAT = 1 << 1, XN_OVERFLOW = 1 << 2, XN_SINCOS = 1 << 3, XN_ROUND_NARROW = 1 << 4,
    XN_MINMAX_F16 = 1 << 5, XN_ROUND_BF16 = 1 << 6, XN_FP_CLASS = 1 << 7, XN_BF16_SM75 = 1 << 8, XN_BITS = 1 << 9,
};

/* name: "llvm." and more. Each name test of an expansion asks only for a
 * name whose letter after "llvm." begins one of the names it takes (the
 * names are listed by each test). */
static unsigned expansions_by_name(const char *name)
{
    if (!strncmp(name, "llvm.vector.reduce.", 19))
        return XN_REDUCE;
    if (strstr(name, ".sat.") && strncmp(name, "llvm.fpto", 9))
        return XN_SAT;
    if (strstr(name, ".with.overflow."))
        return XN_OVERFLOW;
    char c = name[5];
    unsigned xn = 0;
    /* sin, cos */
    if ((c == 's' || c == 'c') && sincos_name(name))
        xn |= XN_SINCOS;
    /* sqrt, round */
    if ((c == 's' || c == 'r') && round_narrow_name(name))
        xn |= XN_ROUND_NARROW;
    /* minnum, maxnum */
    if (c == 'm' && minmax_f16_name(name))
        xn |= XN_MINMAX_F16;
    /* floor, ceil, trunc, rint, nearbyint, roundeven */
    if ((c == 'f' || c == 'c' || c == 't' || c == 'r' || c == 'n') && round_bf16_op(name))
        xn |= XN_ROUND_BF16;
    /* is.fpclass, frexp, fptosi.sat, fptoui.sat, ldexp, minimum, maximum */
    if ((c == 'i' || c == 'f' || c == 'l' || c == 'm') && fp_class_frexp_name(name))
        xn |= XN_FP_CLASS;
    /* fma, fmuladd, copysign, fabs */
    if ((c == 'f' || c == 'c') && bf16_sm75_name(name))
        xn |= XN_BF16_SM75;
    /* bits_op tests the letter itself */
    if (bits_op(name) >= 0)
        xn |= XN_BITS;
    return xn;
}

/* A callee's name and expansions_by_name, found at its first call: a
 * kernel calls the same few intrinsics many times. Direct-mapped by the
 * callee (no function is deleted while expand_ir runs); an entry is
 * replaced on a collision. */
typedef struct CalleeMemo {
    LLVMValueRef fn; /* NULL: empty */
    const char *name;
    unsigned xn;     /* expansions_by_name; 0 as well for a name no expansion here takes */
} CalleeMemo;

static const CalleeMemo *callee_memo(CalleeMemo *memo, size_t n, LLVMValueRef fn)
{
    uintptr_t h = (uintptr_t)fn;
    CalleeMemo *m = &memo[(h >> 4 ^ h >> 12) & (n - 1)];
    if (m->fn != fn) {
        size_t nl;
        const char *name = LLVMGetValueName2(fn, &nl);
        m->fn = fn;
        m->name = name;
        /* every expansion here is of a generic intrinsic: an llvm.nvvm.*
         * call (most calls of a tensor-core kernel) skips their name tests */
        m->xn = nl > 5 && !strncmp(name, "llvm.", 5) && strncmp(name + 5, "nvvm.", 5) ? expansions_by_name(name) : 0;
    }
    return m;
}

/* I of fn (its -O level), rewritten if an expansion takes it. */
static void expand_inst(Ex *e, CalleeMemo *memo, size_t nmemo, LLVMValueRef fn, int level, LLVMValueRef I,
                        const ptxsel_target *t)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(I); /* asked once: the expansions test it */
    /* (the attributes' expansions asked only in a function that has them) */
    if (expand_div_pow2(e, I, op) || expand_fptrunc_f64_bf16(e, I, op, t) || (e->unsafe && expand_unsafe(e, I, fn)) ||
        ((e->nsz || op == LLVMSelect || op == LLVMFAdd || op == LLVMFSub) && expand_nsz(e, I, op, fn, t)) ||
        (level > 0 && (expand_select_divs(e, I, fn) || expand_mul_two(e, I, op))))
        return;
    LLVMValueRef callee = op == LLVMCall ? LLVMGetCalledValue(I) : NULL;
    const CalleeMemo *cm = callee && LLVMIsAFunction(callee) ? callee_memo(memo, nmemo, callee) : NULL;
    unsigned xn = cm ? cm->xn : 0;
    const char *name = cm ? cm->name : "";
    if (xn & XN_REDUCE)
        expand_reduce(e, I, name);
    else if (xn & XN_SAT)
        expand_sat(e, I, name);
    else if (xn & XN_OVERFLOW)
        expand_overflow(e, I, name);
    else if (xn && !((xn & XN_SINCOS) && expand_sincos(e, I, name, fn)) &&
             !((xn & XN_ROUND_NARROW) && expand_round_narrow(e, I, name)) &&
             !((xn & XN_MINMAX_F16) && expand_minmax_f16(e, I, name, t)) &&
             !((xn & XN_ROUND_BF16) && expand_round_bf16(e, I, name, t)) &&
             !((xn & XN_FP_CLASS) && expand_fp_class_frexp(e->mod, e->b, I, name, t)) &&
             !((xn & XN_BF16_SM75) && expand_bf16_sm75(e, I, name, t)) && (xn & XN_BITS))
        expand_bits(e, I, name);
}

void expand_ir(LLVMModuleRef mod, const ptxsel_target *t, int opt_level, const PrepScan *cands)
{
    CalleeMemo memo[16] = {{0}};
    Ex e = {mod, LLVMGetModuleContext(mod), NULL, NULL, false, false};
    e.b = LLVMCreateBuilderInContext(e.c);
    size_t k = 0; /* fn's place in the module, as prep_scan counted (new declarations come last) */
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn), k++) {
        if (!LLVMGetFirstBasicBlock(fn))
            continue; /* a declaration: nothing to expand */
        int level = fn_opt_level(fn, opt_level);
        e.unsafe = fn_attr_true(fn, "unsafe-fp-math");
        e.nsz = fn_attr_true(fn, "no-signed-zeros-fp-math");
        expand_load_cse(&e, fn);
        if (cands && cands->cands && k < cands->nfuncs && !e.unsafe && !e.nsz) {
            /* every instruction an expansion may take, in order: the
             * others are left alone (an expansion rewrites the instruction
             * it takes, with new ones before it, and erases nothing after
             * it in such a function) */
            const ExpandCands *c = &cands->cands[k];
            for (size_t i = 0; i < c->n; i++)
                expand_inst(&e, memo, countof(memo), fn, level, c->v[i], t);
            continue;
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef I = LLVMGetFirstInstruction(bb);
            while (I) {
                LLVMValueRef next = LLVMGetNextInstruction(I);
                ir_prefetch_ahead(I);
                expand_inst(&e, memo, countof(memo), fn, level, I, t);
                I = next;
            }
        }
    }
    LLVMDisposeBuilder(e.b);
}
