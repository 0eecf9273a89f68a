/*
 * Floating-point modes of a function: the function attributes and fast-math
 * flags that llc-19's NVPTX back end obeys, so that ptxsel computes what
 * llc-19's PTX computes or refuses.
 *
 * Consumes: the function's "denormal-fp-math-f32" (else "denormal-fp-math"),
 *           "unsafe-fp-math" and "no-signed-zeros-fp-math" attributes and the
 *           fast-math flags of its instructions (read once per function, by
 *           fp_mode_begin from contract_plan_function, before any lowering).
 * Produces: S->fp_ftz (the output denormal mode is preserve-sign: llc's
 *           useF32FTZ), and fp_mode_form, which emit_ops asks for the form
 *           llc-19 selects in place of a form in such a function: the M=.ftz
 *           entry of the ftz_f32 / ftz_f16 / ftz_bf16 axes (tablegen-data/ordinary.td);
 *           lower_arcp_fdiv: fdiv arcp by a constant as llc-19's DAG combiner
 *           rewrites it (a multiplication by the reciprocal).
 * Guarantees: a function llc-19 would select differently in ways not modelled
 *           here is refused with a diagnostic naming the function (and the
 *           instruction): in a function with "unsafe-fp-math"="true", the
 *           instructions llc-19 then selects differently (fadd / fsub /
 *           fmul: no .rn, which ptxas contracts, and fusion without
 *           `contract`; fdiv and sqrt: .approx; frem: no infinity test;
 *           sin / cos are selected there as llc-19 does, isel/expand.c);
 *           "no-signed-zeros-fp-math"="true" (e.g. (float)(int)x folded into
 *           cvt.rzi); the `nsz` and `reassoc` flags where the DAG combiner
 *           uses them (see flags_change); several `arcp` divisions by one
 *           non-constant divisor in a block (llc computes one rcp.rn and
 *           multiplies), and a form whose .ftz variant ptxsel has no row for
 *           (bf16 arithmetic: llc-19 prints add.rn.ftz.bf16, which ptxas
 *           rejects). "no-nans-fp-math", "no-infs-fp-math",
 *           "approx-func-fp-math" and the nnan / ninf / afn / contract flags
 *           change nothing llc-19 prints for well-defined inputs (checked on
 *           llc-19 -O0 / -O2) and are accepted.
 */
#include <math.h>
#include <string.h>

#include "isel.h"

/* The value of string attribute k of fn, NULL when absent (*n its length). */
static const char *fn_attr(LLVMValueRef fn, const char *k, unsigned *n)
{
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, k, (unsigned)strlen(k));
    *n = 0;
    return a ? LLVMGetStringAttributeValue(a, n) : NULL;
}

bool fn_attr_true(LLVMValueRef fn, const char *k)
{
    unsigned n;
    const char *v = fn_attr(fn, k, &n);
    return v && n == 4 && !memcmp(v, "true", 4);
}

/* LLVM's DenormalMode of f32 has output mode preserve-sign: the text before
 * the comma of "denormal-fp-math-f32", else of "denormal-fp-math" (one
 * value names both modes). */
bool fp_fn_flushes_f32(LLVMValueRef fn)
{
    unsigned n;
    const char *v = fn_attr(fn, "denormal-fp-math-f32", &n);
    if (!v)
        v = fn_attr(fn, "denormal-fp-math", &n);
    if (!v)
        return false;
    const char *comma = memchr(v, ',', n);
    size_t out = comma ? (size_t)(comma - v) : n;
    return out == 13 && !memcmp(v, "preserve-sign", 13);
}

static bool lower_repeated_divisor(SelectCtx *S, LLVMValueRef I);

static bool is_arcp_fdiv(LLVMValueRef I)
{
    return LLVMGetInstructionOpcode(I) == LLVMFDiv && (LLVMGetFastMathFlags(I) & LLVMFastMathAllowReciprocal);
}

/* A floating-point constant (scalar or vector) operand. */
static bool fp_const(LLVMValueRef v)
{
    return LLVMIsAConstantFP(v) || LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v);
}

/* Under "unsafe-fp-math"="true", what llc-19 selects differently from I:
 * NULL where nothing (sin / cos become the .approx forms there, in
 * isel/expand.c; compares, conversions and min / max are unchanged). */
static const char *unsafe_changes(LLVMValueRef I)
{
    switch (LLVMGetInstructionOpcode(I)) {
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul: return "it drops .rn (ptxas then contracts) and fuses without 'contract'";
    case LLVMFDiv: return "div.approx.f32";
    case LLVMFRem: return "its frem expansion loses the infinity test";
    case LLVMCall: {
        LLVMValueRef callee = LLVMGetCalledValue(I);
        size_t n = 0;
        const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : "";
        if (!strncmp(name, "llvm.sqrt.", 10) || !strcmp(name, "llvm.nvvm.sqrt.f"))
            return "sqrt.approx.f32";
        return NULL;
    }
    default: return NULL;
    }
}

/* v is an fadd / fsub / fmul / fneg instruction with operand w. */
static bool fp_op_of(LLVMValueRef v, LLVMValueRef w)
{
    if (!LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op != LLVMFAdd && op != LLVMFSub && op != LLVMFMul && op != LLVMFNeg)
        return false;
    for (int i = 0; i < LLVMGetNumOperands(v); i++)
        if (LLVMGetOperand(v, (unsigned)i) == w)
            return true;
    return false;
}

static bool is_fmul_or_call(LLVMValueRef v)
{
    return LLVMIsAInstruction(v) &&
           (LLVMGetInstructionOpcode(v) == LLVMFMul || LLVMGetInstructionOpcode(v) == LLVMCall);
}

/* Why llc-19's DAG combiner may rewrite I by its fast-math flags fl (nsz,
 * reassoc), NULL where none of its folds applies. The folds that need these
 * flags (DAGCombiner's visitFADD / visitFSUB / visitFMUL / visitFDIV, the
 * FMA combines, min / max from a select) all need a constant operand, one
 * value on both sides (x + x, (x * c) + x, (x + y) - y), an fmul or fma
 * operand to re-fuse (reassoc with contract), a division, or a select; a
 * tree of fast fadd over distinct values (a vector reduction) has none and
 * is selected as llc-19 selects it (checked on llc-19 -O2: chains of reassoc
 * fadd / fsub with constants print unchanged without nsz). */
static const char *flags_change(LLVMValueRef I, LLVMFastMathFlags fl)
{
    bool nsz = fl & LLVMFastMathNoSignedZeros, re = fl & LLVMFastMathAllowReassoc;
    if (!nsz && !re)
        return NULL;
    LLVMOpcode op = LLVMGetInstructionOpcode(I);
    switch (op) {
    case LLVMFNeg:
    case LLVMFCmp:
    case LLVMPHI: return NULL;
    case LLVMSelect: return nsz ? "a select of a compare becomes min / max" : NULL;
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul: {
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        if (fp_const(a) || fp_const(b)) {
            if (nsz || op == LLVMFMul)
                return "it folds a constant operand";
        } else if (nsz && (a == b || fp_op_of(a, b) || fp_op_of(b, a))) {
            return "it folds a value with an expression of it";
        }
        if (op != LLVMFMul && re && (fl & LLVMFastMathAllowContract) && (is_fmul_or_call(a) || is_fmul_or_call(b)))
            return "it re-fuses chains of contractions";
        return NULL;
    }
    case LLVMCall:
        for (unsigned i = 0; i < LLVMGetNumArgOperands(I); i++)
            if (fp_const(LLVMGetOperand(I, i)))
                return "it folds a constant operand";
        return NULL;
    default: return "it rewrites the division by it";
    }
}

/* The lanes of vector v are distinct values of the DAG once split (so that
 * no two lanes of a division by v share a divisor): lanes read from memory,
 * a parameter, a phi or a call; an operation with an operand whose lanes are
 * distinct; constants and insertelement chains whose lanes hold distinct
 * values; a shuffle of distinct lanes without a repeated index. False where
 * it cannot tell within depth steps. */
static bool lanes_distinct(LLVMValueRef v, int depth)
{
    if (depth <= 0)
        return false;
    /* constants and insertelement chains: the scalar of each lane */
    unsigned n = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind ? LLVMGetVectorSize(LLVMTypeOf(v)) : 0;
    if (n && n <= 16 && (LLVMIsConstant(v) || LLVMIsAInsertElementInst(v))) {
        LLVMValueRef lane[16] = {0};
        LLVMValueRef b = v;
        int64_t k;
        while (LLVMIsAInsertElementInst(b) && is_const_int(LLVMGetOperand(b, 2), &k) && k >= 0 && k < (int64_t)n) {
            if (!lane[k])
                lane[k] = LLVMGetOperand(b, 1);
            b = LLVMGetOperand(b, 0);
        }
        for (unsigned i = 0; i < n; i++) {
            if (!lane[i])
                lane[i] = LLVMIsConstant(b) ? LLVMGetAggregateElement(b, i) : NULL;
            if (!lane[i] || LLVMIsUndef(lane[i]) || LLVMIsPoison(lane[i]))
                return false;
            for (unsigned j = 0; j < i; j++)
                if (lane[j] == lane[i])
                    return false;
        }
        return true;
    }
    if (!LLVMIsAInstruction(v))
        return LLVMIsAArgument(v) != NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMLoad:
    case LLVMPHI:
    case LLVMCall: return true;
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul:
    case LLVMFDiv:
    case LLVMFRem: return lanes_distinct(LLVMGetOperand(v, 0), depth - 1) || lanes_distinct(LLVMGetOperand(v, 1), depth - 1);
    case LLVMFNeg:
    case LLVMFPExt:
    case LLVMFPTrunc:
    case LLVMSIToFP:
    case LLVMUIToFP:
    case LLVMBitCast: return lanes_distinct(LLVMGetOperand(v, 0), depth - 1);
    case LLVMShuffleVector: {
        unsigned n = LLVMGetNumMaskElements(v);
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
        if (!lanes_distinct(a, depth - 1) || (!LLVMIsPoison(b) && !LLVMIsUndef(b)))
            return false;
        for (unsigned i = 0; i < n; i++) {
            int m = LLVMGetMaskValue(v, i);
            if (m < 0 || m >= (int)LLVMGetVectorSize(LLVMTypeOf(a)))
                return false;
            for (unsigned j = i + 1; j < n; j++)
                if (LLVMGetMaskValue(v, j) == m)
                    return false;
        }
        return true;
    }
    default: return false;
    }
}

/* Scalar s is a lane inserted into vector v (its insertelement chain). */
static bool has_lane(LLVMValueRef v, LLVMValueRef s)
{
    for (; LLVMIsAInsertElementInst(v); v = LLVMGetOperand(v, 0))
        if (LLVMGetOperand(v, 1) == s)
            return true;
    return false;
}

/* A lane of vector v is a constant (other than poison / undef) in its
 * insertelement chain. */
static bool has_constant_lane(LLVMValueRef v)
{
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    bool set[64] = {0};
    int64_t k;
    if (n > 64)
        return true; /* cannot tell */
    for (; LLVMIsAInsertElementInst(v); v = LLVMGetOperand(v, 0)) {
        if (!is_const_int(LLVMGetOperand(v, 2), &k) || k < 0 || k >= 64)
            return true; /* cannot tell */
        if (!set[k] && LLVMIsConstant(LLVMGetOperand(v, 1)))
            return true;
        set[k] = true;
    }
    if (!LLVMIsConstant(v))
        return false;
    for (unsigned i = 0; i < n && i < 64; i++) {
        LLVMValueRef e = set[i] ? NULL : LLVMGetAggregateElement(v, i);
        if (e && !LLVMIsUndef(e) && !LLVMIsPoison(e))
            return true;
    }
    return false;
}

/* A lane of the divisor of the vector arcp fdiv I is the divisor, or a lane
 * of the divisor, of another arcp fdiv in its DAG: split into scalars, the
 * two divisions share it and llc-19 multiplies both by one reciprocal. */
static bool lane_divisor_shared(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef y = LLVMGetOperand(I, 1);
    for (LLVMValueRef v = y; LLVMIsAInsertElementInst(v); v = LLVMGetOperand(v, 0)) {
        LLVMValueRef s = LLVMGetOperand(v, 1);
        if (LLVMIsConstant(s))
            continue;
        for (LLVMValueRef J = LLVMGetFirstInstruction(LLVMGetInstructionParent(I)); J; J = LLVMGetNextInstruction(J))
            if (J != I && LLVMCanValueUseFastMathFlags(J) && is_arcp_fdiv(J) && contract_same_dag(S, J, I) &&
                (LLVMGetOperand(J, 1) == s || has_lane(LLVMGetOperand(J, 1), s)))
                return true;
    }
    return false;
}

void fp_mode_begin(SelectCtx *S, LLVMValueRef fn)
{
    S->fp_ftz = fp_fn_flushes_f32(fn);
    pmap_init(&S->fp_recip, S->a);
    bool unsafe = fn_attr_true(fn, "unsafe-fp-math");
    if (fn_attr_true(fn, "no-signed-zeros-fp-math"))
        isel_error(S, NULL, "function attribute \"no-signed-zeros-fp-math\"=\"true\" is not supported (llc-19's DAG "
                            "combiner then folds by it, e.g. (float)(int)x into cvt.rzi.f32.f32); compile without it");
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
            if (!LLVMCanValueUseFastMathFlags(I))
                continue;
            const char *why = unsafe ? unsafe_changes(I) : NULL;
            if (why) {
                isel_error(S, I, "this instruction in a function with \"unsafe-fp-math\"=\"true\" is not supported "
                                 "(llc-19 selects it differently there: %s); compile without the attribute",
                           why);
                continue;
            }
            LLVMFastMathFlags fl = LLVMGetFastMathFlags(I);
            if ((why = flags_change(I, fl)) != NULL) {
                bool nsz = fl & LLVMFastMathNoSignedZeros, re = fl & LLVMFastMathAllowReassoc;
                isel_error(S, I, "fast-math flags '%s%s%s' are not supported here (llc-19's DAG combiner rewrites "
                                 "the instruction by them: %s)",
                           re ? "reassoc" : "", re && nsz ? " " : "", nsz ? "nsz" : "", why);
                continue;
            }
            /* a vector division by a non-constant divisor: split into
             * lanes, llc-19 multiplies a lane by the reciprocal of a
             * constant lane, and combines lanes (and scalars) that share a
             * divisor */
            if (is_arcp_fdiv(I) && !LLVMIsConstant(LLVMGetOperand(I, 1)) &&
                LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMVectorTypeKind &&
                (!lanes_distinct(LLVMGetOperand(I, 1), 6) || lane_divisor_shared(S, I) ||
                 has_constant_lane(LLVMGetOperand(I, 1))))
                isel_error(S, I, "an 'arcp' vector division by a divisor with constant lanes or lanes other "
                                 "divisions share is not supported (llc-19 multiplies those lanes by a reciprocal)");
        }
}

/* The entry of form id in axis table t (nop x 2 x nt entries, M=_ then
 * M=.ftz): *ftz its .ftz form. */
static bool axis_ftz(const uint16_t *t, size_t nop, size_t nt, FormId id, FormId *ftz)
{
    for (size_t o = 0; o < nop; o++)
        for (size_t k = 0; k < nt; k++)
            if (t[o * 2 * nt + k] == id) {
                *ftz = (FormId)t[o * 2 * nt + nt + k];
                return true;
            }
    return false;
}

#define AXIS_FTZ(name, id, out)                                                                                        \
    axis_ftz(&form_axis_##name[0][0][0], countof(form_axis_##name), countof(form_axis_##name[0][0]), id, out)

FormId fp_mode_form(SelectCtx *S, FormId id)
{
    FormId z;
    if (!AXIS_FTZ(ftz_f32, id, &z) && !AXIS_FTZ(ftz_f16, id, &z) && !AXIS_FTZ(ftz_bf16, id, &z))
        return id;
    if (z == FORM_NONE || !form_row_available(z, S->t)) {
        isel_error(S, S->inst,
                   "'%s' in a function whose f32 denormals flush to zero (\"denormal-fp-math\" preserve-sign): "
                   "llc-19 selects it with .ftz, %s",
                   ptxsel_form_rows[id].key,
                   z == FORM_NONE ? "a form ptxsel does not print (ptxas rejects .ftz on bf16 arithmetic)"
                                  : "which this target lacks");
        return id;
    }
    return z;
}

/* A numerator of +1.0 or -1.0 (then the division is the reciprocal or its
 * negation, the same value as the multiplication gives). */
static bool unit_numerator(LLVMValueRef x)
{
    uint64_t b;
    if (!LLVMIsAConstantFP(x) || !const_fp_bits(x, &b))
        return false;
    switch (LLVMGetTypeKind(LLVMTypeOf(x))) {
    case LLVMHalfTypeKind: return (b & 0x7fff) == 0x3c00;
    case LLVMFloatTypeKind: return (b & 0x7fffffff) == 0x3f800000;
    case LLVMDoubleTypeKind: return (b & 0x7fffffffffffffffull) == 0x3ff0000000000000ull;
    default: return false;
    }
}

/* An arcp fdiv by y in the DAG of I. */
static bool arcp_div_by(SelectCtx *S, LLVMValueRef J, LLVMValueRef y, LLVMValueRef I)
{
    return LLVMIsAInstruction(J) && LLVMCanValueUseFastMathFlags(J) && is_arcp_fdiv(J) && LLVMGetOperand(J, 1) == y &&
           contract_same_dag(S, J, I);
}

/* fdiv arcp x, y (scalar half / float / double, y not a constant) where at
 * least two arcp divisions by y share its DAG and one of them has a
 * numerator other than +-1.0: llc-19's combineRepeatedFPDivisors computes
 * r = 1 / y once (rcp.rn; for half in float, rounded to half) and
 * multiplies, x * r (mul.rn). The divisions with a numerator of +-1.0 give
 * the same value as they are. False: I is left alone. */
static bool lower_repeated_divisor(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef x = LLVMGetOperand(I, 0), y = LLVMGetOperand(I, 1);
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(I));
    if (unit_numerator(x))
        return false;
    unsigned users = 0;
    for (LLVMValueRef J = LLVMGetFirstInstruction(LLVMGetInstructionParent(I)); J; J = LLVMGetNextInstruction(J)) {
        users += arcp_div_by(S, J, y, I);
        /* a vector division with y as a lane: refused there (fp_mode_begin) */
        if (J != I && LLVMCanValueUseFastMathFlags(J) && is_arcp_fdiv(J) && has_lane(LLVMGetOperand(J, 1), y) &&
            contract_same_dag(S, J, I))
            return false;
    }
    if (users < 2)
        return false;
    if (k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind && k != LLVMHalfTypeKind) {
        isel_error(S, I, "several 'arcp' divisions by one divisor are not supported for this type (llc-19 "
                         "multiplies by one reciprocal)");
        return false;
    }
    /* the first of them in the block holds the reciprocal */
    LLVMValueRef lead = LLVMGetFirstInstruction(LLVMGetInstructionParent(I));
    while (!(arcp_div_by(S, lead, y, I) && !unit_numerator(LLVMGetOperand(lead, 0))))
        lead = LLVMGetNextInstruction(lead);
    LeafKind lk = k == LLVMFloatTypeKind ? LK_F32 : k == LLVMDoubleTypeKind ? LK_F64 : LK_F16;
    bool half = lk == LK_F16;
    unsigned t = lk == LK_F64 ? AX_fp_S_f64 : AX_fp_S_f32;
    FormId mul = (FormId)form_axis_fp[AX_fp_OP_mul_rn][half ? AX_fp_S_f16 : t];
    if (!form_row_available(mul, S->t)) {
        isel_error(S, I, "several 'arcp' divisions by one divisor are not supported on this target (llc-19 "
                         "multiplies by one reciprocal)");
        return false;
    }
    MOperand *r = pmap_get(&S->fp_recip, lead);
    if (!r) {
        r = arena_alloc(S->a, sizeof *r);
        *r = new_vreg(S, leaf_rc(lk));
        MOperand yv = half ? to_f32(S, val_reg(S, y, 0), lk) : val_reg(S, y, 0);
        MOperand q = half ? new_vreg(S, RC_F32) : *r;
        emit(S, (FormId)form_axis_fp[AX_fp_OP_div_rn][t], 3, q,
             mo_fimm(t == AX_fp_S_f64 ? RC_F64 : RC_F32, t == AX_fp_S_f64 ? 0x3ff0000000000000ull : 0x3f800000u), yv);
        if (half)
            from_f32(S, *r, q, lk);
        pmap_put(&S->fp_recip, lead, r);
    }
    emit(S, mul, 3, result_loc(S, I)->ops[0], val_reg(S, x, 0), *r);
    return true;
}

/* fdiv arcp x, C (scalar float / double) as llc-19's DAG combiner rewrites
 * it: x * (1 / C) where the reciprocal rounds to a normal number (APFloat's
 * divide neither overflows nor underflows); false where the division is left
 * alone (not arcp, not a constant divisor, C zero). Other constant divisors
 * of an arcp division (infinite, NaN, a subnormal reciprocal, vectors, half)
 * are refused. */
bool lower_arcp_fdiv(SelectCtx *S, LLVMValueRef I)
{
    if (!LLVMCanValueUseFastMathFlags(I) || !is_arcp_fdiv(I))
        return false;
    LLVMValueRef c = LLVMGetOperand(I, 1);
    if (!LLVMIsConstant(c))
        return lower_repeated_divisor(S, I);
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(I));
    uint64_t bits;
    if ((k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) || !LLVMIsAConstantFP(c) || !const_fp_bits(c, &bits)) {
        if (!LLVMIsNull(c))
            isel_error(S, I, "an 'arcp' division by this constant is not supported (llc-19 multiplies by its "
                             "reciprocal)");
        return false;
    }
    /* 1 / C in double, narrowed for float: both roundings together give the
     * correctly rounded float quotient (53 >= 2 * 24 + 2, so the double
     * rounding of a division is innocuous) */
    bool f32 = k == LLVMFloatTypeKind;
    double cd, r;
    if (f32) {
        uint32_t b32 = (uint32_t)bits;
        float cf;
        memcpy(&cf, &b32, sizeof cf);
        cd = cf;
    } else {
        memcpy(&cd, &bits, sizeof cd);
    }
    if (cd == 0.0)
        return false;
    r = 1.0 / cd;
    uint64_t rbits;
    bool normal;
    if (f32) {
        float rf = (float)r;
        uint32_t rb;
        memcpy(&rb, &rf, sizeof rb);
        rbits = rb;
        normal = isfinite(cd) && isnormal(rf);
    } else {
        memcpy(&rbits, &r, sizeof rbits);
        normal = isfinite(cd) && isnormal(r);
    }
    if (!normal) {
        isel_error(S, I, "an 'arcp' division by a constant whose reciprocal is not a normal number is not "
                         "supported");
        return false;
    }
    LeafKind lk = f32 ? LK_F32 : LK_F64;
    VLoc *res = result_loc(S, I);
    MOperand ops[3] = {res->ops[0], val_op(S, LLVMGetOperand(I, 0), 0), mo_fimm(leaf_rc(lk), rbits)};
    if (ops[1].kind != MO_REG)
        ops[1] = val_reg(S, LLVMGetOperand(I, 0), 0);
    emit_ops(S, (FormId)form_axis_fp[AX_fp_OP_mul_rn][lk == LK_F32 ? AX_fp_S_f32 : AX_fp_S_f64], 3, ops);
    return true;
}
