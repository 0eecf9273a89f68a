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
 *           useF32FTZ), S->fp_unsafe / S->fp_nsz (fpfast), and fp_mode_form,
 *           which emit_ops asks for the form llc-19 selects in place of a
 *           form in such a function: the M=.ftz entry of the ftz_f32 /
 *           ftz_f16 / ftz_bf16 axes (tablegen-data/ordinary.td), then under
 *           "unsafe-fp-math" div.approx for div.rn.f32, frem without its
 *           infinity test, and at -O1 and up fadd / fsub / fmul without .rn;
 *           lower_arcp_fdiv: fdiv arcp (or any fdiv under unsafe-fp-math) by
 *           a constant as llc-19's DAG combiner rewrites it (a
 *           multiplication by the reciprocal), several by one divisor (one
 *           reciprocal: rcp.rn, rcp.approx under unsafe-fp-math), 1.0 / y on
 *           float under unsafe-fp-math (rcp.approx). fp_one_dag and
 *           fp_never_nan serve isel/expand.c, which rewrites the IR for the
 *           sqrt / rsqrt estimates, the select of two divisions, and the
 *           no-signed-zeros folds (cvt.rzi, min / max) before selection.
 * Guarantees: a function llc-19 would select differently in ways not
 *           modelled here is refused with a diagnostic naming the function
 *           and the instruction: under "unsafe-fp-math"="true"
 *           (unsafe_refusal) an fadd / fsub llc fuses with a multiplication
 *           (every operation may contract there), fmul chains with
 *           constants, fptrunc chains, vector divisions, half / bfloat
 *           divisions with a constant operand (but a half by a finite,
 *           non-zero constant: lower_arcp_half) or a shared divisor, -1.0 / y
 *           among divisions that share y, divisions by a square root in
 *           other forms, sqrt estimates of other types or with other
 *           refinement, fma with a constant operand; under
 *           "no-signed-zeros-fp-math"="true" (nsz_refusal, and the nsz flag's
 *           folds of flags_change for every instruction) negations moved
 *           into an operation, an fsub of a sum, x / sqrt(x), the
 *           conversions and selects isel/expand.c did not rewrite where llc
 *           may still; the `nsz` and `reassoc` flags where the DAG combiner
 *           uses them (see flags_change); several `arcp` divisions by
 *           divisors whose lanes llc-19 shares, and a form whose .ftz
 *           variant ptxsel has no row for (bf16 arithmetic: llc-19 prints
 *           add.rn.ftz.bf16, which ptxas rejects). "no-nans-fp-math",
 *           "no-infs-fp-math", "approx-func-fp-math" and the nnan / ninf /
 *           afn / contract flags change nothing llc-19 prints for
 *           well-defined inputs outside those rewrites (checked on llc-19
 *           -O0 / -O2) and are accepted.
 */
#include <limits.h>
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

/* The input mode (after the comma; one value names both) of
 * "denormal-fp-math-f32" (f32; else "denormal-fp-math") or
 * "denormal-fp-math" flushes: preserve-sign or positive-zero. */
bool fp_fn_input_flushes(LLVMValueRef fn, bool f32)
{
    unsigned n;
    const char *v = f32 ? fn_attr(fn, "denormal-fp-math-f32", &n) : NULL;
    if (!v)
        v = fn_attr(fn, "denormal-fp-math", &n);
    if (!v)
        return false;
    const char *comma = memchr(v, ',', n);
    if (comma) {
        n -= (unsigned)(comma + 1 - v);
        v = comma + 1;
    }
    return (n == 13 && !memcmp(v, "preserve-sign", 13)) || (n == 13 && !memcmp(v, "positive-zero", 13));
}

/* Whether SelectionDAG's getDenormalMode says IEEE for the type (f32:
 * "denormal-fp-math-f32", else "denormal-fp-math"; absent: IEEE). */
bool fp_fn_denormal_ieee(LLVMValueRef fn, bool f32)
{
    unsigned n;
    const char *v = f32 ? fn_attr(fn, "denormal-fp-math-f32", &n) : NULL;
    if (!v)
        v = fn_attr(fn, "denormal-fp-math", &n);
    return !v || (n == 4 && !memcmp(v, "ieee", 4)) || (n == 9 && !memcmp(v, "ieee,ieee", 9));
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

/* a is before b in one block and llc-19's IR passes leave them in one DAG:
 * no integer division or remainder and no memory intrinsic between them
 * (those may split the block: isel/contract.c splits_block; stricter here,
 * so callers that rewrite on it refuse where it is false in one block). */
bool fp_one_dag(LLVMValueRef a, LLVMValueRef b)
{
    if (!LLVMIsAInstruction(a) || LLVMGetInstructionParent(a) != LLVMGetInstructionParent(b))
        return false;
    for (LLVMValueRef v = a; v && v != b; v = LLVMGetNextInstruction(v)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(v);
        if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem)
            return false;
        LLVMValueRef callee = LLVMIsACallInst(v) ? LLVMGetCalledValue(v) : NULL;
        size_t n = 0;
        if (callee && LLVMIsAFunction(callee) && !strncmp(LLVMGetValueName2(callee, &n), "llvm.mem", 8))
            return false;
    }
    return true;
}


/* Whether SelectionDAG's isKnownNeverNaN says v (an operand of `at`, in
 * function fn) is never a NaN when the combiner asks: 1 yes ("no-nans-fp-math",
 * a non-NaN constant, nnan, an int-to-float conversion, and through fneg,
 * fabs, copysign, fpext, fptrunc, rounding, select, minnum / maxnum of
 * such), 0 no (arguments, values of other blocks or phis, loads,
 * arithmetic without nnan, warp shuffles, results of calls of functions),
 * -1 where ptxsel cannot tell what it says. */
int fp_never_nan(LLVMValueRef v, LLVMValueRef at, LLVMValueRef fn, int depth)
{
    uint64_t b;
    if (fn_attr_true(fn, "no-nans-fp-math"))
        return 1;
    if (LLVMIsAConstantFP(v)) {
        if (!const_fp_bits(v, &b))
            return -1;
        LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(v));
        switch (k) {
        case LLVMHalfTypeKind: return (b & 0x7fffu) <= 0x7c00u;
        case LLVMBFloatTypeKind: return (b & 0x7fffu) <= 0x7f80u;
        case LLVMFloatTypeKind: return (b & 0x7fffffffu) <= 0x7f800000u;
        case LLVMDoubleTypeKind: return (b & ~(1ull << 63)) <= 0x7ff0000000000000ull;
        default: return -1;
        }
    }
    if (LLVMIsAArgument(v))
        return 0;
    if (!LLVMIsAInstruction(v))
        return -1;
    if (LLVMGetInstructionParent(v) != LLVMGetInstructionParent(at) || LLVMIsAPHINode(v))
        return 0; /* a CopyFromReg to this DAG */
    if (!fp_one_dag(v, at) || depth > 4)
        return -1;
    if (LLVMCanValueUseFastMathFlags(v) && (LLVMGetFastMathFlags(v) & LLVMFastMathNoNaNs))
        return 1;
    LLVMValueRef a = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMSIToFP:
    case LLVMUIToFP: return 1;
    case LLVMFNeg:
    case LLVMFPExt:
    case LLVMFPTrunc: return fp_never_nan(a, at, fn, depth + 1);
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul:
    case LLVMFDiv:
    case LLVMFRem: return 0;
    case LLVMSelect: {
        int x = fp_never_nan(LLVMGetOperand(v, 1), at, fn, depth + 1);
        int y = fp_never_nan(LLVMGetOperand(v, 2), at, fn, depth + 1);
        return x < 0 || y < 0 ? -1 : x && y;
    }
    case LLVMLoad: {
        /* a store before it in the block may be forwarded to it (the
         * DAG's store-to-load forwarding): a value of its own type, as
         * never NaN as that value; an integer that is no constant and no
         * bitcast, as a bitcast of it (not known); anything else, perhaps
         * never NaN. A call forwards nothing. */
        for (LLVMValueRef w = LLVMGetFirstInstruction(LLVMGetInstructionParent(v)); w && w != v;
             w = LLVMGetNextInstruction(w)) {
            if (!LLVMIsAStoreInst(w))
                continue;
            LLVMValueRef sv = LLVMGetOperand(w, 0);
            LLVMTypeRef sty = LLVMTypeOf(sv);
            if (sty == LLVMTypeOf(v) ? fp_never_nan(sv, at, fn, depth + 1) != 0
                                     : LLVMGetTypeKind(sty) != LLVMIntegerTypeKind || LLVMIsConstant(sv) ||
                                           LLVMIsABitCastInst(sv))
                return -1;
        }
        return 0;
    }
    case LLVMCall: {
        const char *n = ir_callee_name(v);
        static const char *const through[] = {"llvm.fabs.", "llvm.copysign.", "llvm.trunc.", "llvm.floor.",
                                              "llvm.ceil.", "llvm.rint.", "llvm.nearbyint.", "llvm.round.",
                                              "llvm.roundeven."};
        for (size_t i = 0; i < countof(through); i++)
            if (!strncmp(n, through[i], strlen(through[i])))
                return fp_never_nan(a, at, fn, depth + 1);
        if (!strncmp(n, "llvm.minnum.", 12) || !strncmp(n, "llvm.maxnum.", 12)) {
            int x = fp_never_nan(a, at, fn, depth + 1), y = fp_never_nan(LLVMGetOperand(v, 1), at, fn, depth + 1);
            return x == 1 || y == 1 ? 1 : x < 0 || y < 0 ? -1 : 0;
        }
        if (!strncmp(n, "llvm.fma.", 9) || !strncmp(n, "llvm.fmuladd.", 13) || !strncmp(n, "llvm.sin.", 9) ||
            !strncmp(n, "llvm.cos.", 9))
            return 0;
        /* a warp shuffle (an intrinsic node, which NVPTX's
         * isKnownNeverNaNForTargetNode does not know) and a call's result
         * (a LoadParam target node): not known */
        if (!strncmp(n, "llvm.nvvm.shfl.", 15) || (*n && strncmp(n, "llvm.", 5)))
            return 0;
        return -1;
    }
    default: return -1;
    }
}

const char *ir_callee_name(LLVMValueRef I)
{
    LLVMValueRef callee = LLVMIsACallInst(I) ? LLVMGetCalledValue(I) : NULL;
    size_t n = 0;
    return callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : "";
}

/* v is an instruction of I's block with opcode op */
static bool local_op(LLVMValueRef v, LLVMValueRef I, LLVMOpcode op)
{
    return LLVMIsAInstruction(v) && LLVMGetInstructionParent(v) == LLVMGetInstructionParent(I) &&
           LLVMGetInstructionOpcode(v) == op;
}

static bool is_fma_call(LLVMValueRef v)
{
    const char *n = ir_callee_name(v);
    return !strncmp(n, "llvm.fma.", 9) || !strncmp(n, "llvm.fmuladd.", 13);
}

static bool is_sqrt_call(LLVMValueRef v)
{
    return !strncmp(ir_callee_name(v), "llvm.sqrt.", 10);
}

/* A division llc-19 may replace by a multiplication with a reciprocal: an
 * arcp one, or any in a function with "unsafe-fp-math"="true". */
static bool recip_div(SelectCtx *S, LLVMValueRef J)
{
    return LLVMIsAInstruction(J) && LLVMGetInstructionOpcode(J) == LLVMFDiv &&
           (S->fp_unsafe || (LLVMGetFastMathFlags(J) & LLVMFastMathAllowReciprocal));
}

/* A numerator of +1.0 or -1.0 (defined below). */
static bool unit_numerator(LLVMValueRef x);

/* Divisions by y in I's block that llc-19 may combine (recip_div): their
 * number; *nonunit those whose numerator is not +-1.0, *neg one is -1.0. */
static unsigned divs_by(SelectCtx *S, LLVMValueRef y, LLVMValueRef I, unsigned *nonunit, bool *neg)
{
    unsigned n = 0;
    *nonunit = 0;
    *neg = false;
    for (LLVMValueRef J = LLVMGetFirstInstruction(LLVMGetInstructionParent(I)); J; J = LLVMGetNextInstruction(J))
        if (recip_div(S, J) && LLVMGetOperand(J, 1) == y) {
            LLVMValueRef x = LLVMGetOperand(J, 0);
            n++;
            if (!unit_numerator(x))
                (*nonunit)++;
            else if (!LLVMIsAConstantFP(x) || LLVMConstRealGetDouble(x, &(LLVMBool){0}) < 0)
                *neg = true;
        }
    return n;
}

/* Under "unsafe-fp-math", v (an operand of an fadd / fsub I) is a
 * multiplication to llc-19's DAG combiner, which then fuses it into an fma
 * (every operation may contract there): an fmul; a division it turns into
 * one (by a constant, by a square root, by a divisor other divisions
 * share); llvm.fma / fmuladd (re-fused by reassociation); an fneg or fpext
 * of one. Only in I's block (one DAG; stricter than the split points). */
static bool mul_to_combiner(SelectCtx *S, LLVMValueRef v, LLVMValueRef I, int depth)
{
    unsigned nonunit;
    bool neg;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(I))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMFMul: return true;
    case LLVMFNeg:
    case LLVMFPExt: return depth < 3 && mul_to_combiner(S, LLVMGetOperand(v, 0), I, depth + 1);
    case LLVMFDiv: {
        LLVMValueRef y = LLVMGetOperand(v, 1);
        return fp_const(y) || LLVMIsACallInst(y) || divs_by(S, y, v, &nonunit, &neg) >= 2;
    }
    case LLVMCall: return is_fma_call(v);
    default: return false;
    }
}

/* v (an operand of a half / bfloat fadd or fsub I) moves lanes of a
 * multiplication of I's block: a shufflevector, insertelement or
 * extractelement (through more of them, and fneg) with an fmul among its
 * operands. llc-19 keeps such half and bfloat pairs packed (mul.f16x2, then
 * a mov.b32 unpack or pack before the addition); ptxsel's scalar lanes put
 * the addition right after the multiplication, and under unsafe-fp-math,
 * where neither has .rn, ptxas fuses ptxsel's pair into an fma and not
 * llc-19's (difftest s103080_O2, unsafe profile: 102 of 256 threads
 * differed; with .rn on ptxsel's four half operations, or ptxas
 * --fmad=false, the answers agree). */
static bool lane_moved_product(LLVMValueRef v, LLVMValueRef I, int depth)
{
    if (depth > 4 || !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(I))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMFMul: return depth > 0;
    case LLVMFNeg: return lane_moved_product(LLVMGetOperand(v, 0), I, depth);
    case LLVMShuffleVector:
    case LLVMInsertElement:
    case LLVMExtractElement:
        for (unsigned i = 0; i < 2; i++)
            if (lane_moved_product(LLVMGetOperand(v, i), I, depth + 1))
                return true;
        return false;
    default: return false;
    }
}

/* The lanes of vector v as the DAG sees them once a vector operation on it
 * is split into scalars: an extract of an insertelement chain or of a
 * shuffle in I's block is the scalar that was put there (the combine of
 * EXTRACT_VECTOR_ELT of a BUILD_VECTOR), and an extractelement of a vector
 * operation is that lane's scalar operation. lanes_any asks pred of every
 * such scalar (and of v itself); within 16 steps. */
static bool lanes_any(LLVMValueRef v, LLVMValueRef I, int depth, bool (*pred)(LLVMValueRef, LLVMValueRef, int))
{
    if (depth > 16)
        return false;
    if (local_op(v, I, LLVMInsertElement))
        return lanes_any(LLVMGetOperand(v, 1), I, depth + 1, pred) || lanes_any(LLVMGetOperand(v, 0), I, depth + 1, pred);
    if (local_op(v, I, LLVMShuffleVector))
        return lanes_any(LLVMGetOperand(v, 0), I, depth + 1, pred) || lanes_any(LLVMGetOperand(v, 1), I, depth + 1, pred);
    if (local_op(v, I, LLVMExtractElement))
        return lanes_any(LLVMGetOperand(v, 0), I, depth + 1, pred);
    return pred(v, I, 0);
}

/* v (an operand of an fmul by a constant in I's block) is itself a
 * multiplication by a constant to the combiner: (fmul (fmul x, c1), c2) ->
 * fmul x, c1 * c2 and (fmul (fadd x, x), c) -> fmul x, 2 * c under
 * unsafe-fp-math (visitFMUL's reassociation), through fneg, and in any lane
 * of a vector built from such values (difftest s107201_O2, unsafe profile:
 * a <4 x float> fmul by a splat of 65504 of lanes 'x * 1.5' was one
 * multiplication by 98256 in llc-19's PTX and two in ptxsel's, one ulp
 * apart). */
static bool const_mul_scalar(LLVMValueRef v, LLVMValueRef I, int depth);

static bool const_mul_chain(LLVMValueRef v, LLVMValueRef I, int depth)
{
    (void)depth;
    return lanes_any(v, I, 0, const_mul_scalar);
}

static bool const_mul_scalar(LLVMValueRef v, LLVMValueRef I, int depth)
{
    if (local_op(v, I, LLVMFNeg))
        return depth < 3 && const_mul_scalar(LLVMGetOperand(v, 0), I, depth + 1);
    if (local_op(v, I, LLVMFMul))
        return fp_const(LLVMGetOperand(v, 0)) || fp_const(LLVMGetOperand(v, 1));
    if (local_op(v, I, LLVMFDiv))
        return fp_const(LLVMGetOperand(v, 1));
    return local_op(v, I, LLVMFAdd) && LLVMGetOperand(v, 0) == LLVMGetOperand(v, 1);
}

/* fmul v has a constant operand of -2.0. */
static bool times_minus_two(LLVMValueRef v)
{
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef c = LLVMGetOperand(v, i);
        LLVMBool lost;
        if (LLVMIsAConstantFP(c) && LLVMConstRealGetDouble(c, &lost) == -2.0)
            return true;
    }
    return false;
}

static bool has_contract_flag(LLVMValueRef v)
{
    return LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v) &&
           (LLVMGetFastMathFlags(v) & LLVMFastMathAllowContract);
}

static bool one_use(LLVMValueRef v)
{
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u);
}

/* v (an operand of the fadd / fsub I) is a multiplication isel/contract.c
 * fuses as llc-19's combiner does: an fmul of I's block, or an fneg of one,
 * each with 'contract' as I has. Under "unsafe-fp-math" every operation may
 * contract; with the flag on all of them the combiner's choices are the
 * ones it makes by the flags (visitFADDForFMACombine: AllowFusionGlobally
 * or the flags, the same aggressive fusion) but for the reassociating
 * chains (refuse_chain). */
static bool contract_models(LLVMValueRef v, LLVMValueRef I)
{
    if (!has_contract_flag(I))
        return false;
    for (int d = 0; d < 3 && local_op(v, I, LLVMFNeg); d++) {
        if (!has_contract_flag(v))
            return false;
        v = LLVMGetOperand(v, 0);
    }
    return local_op(v, I, LLVMFMul) && has_contract_flag(v);
}

/* P (in I's block) becomes a fused operation there: llvm.fma / fmuladd, or
 * an fadd / fsub of a multiplication (through fneg). */
static bool fusable(LLVMValueRef P, LLVMValueRef I)
{
    if (local_op(P, I, LLVMCall))
        return is_fma_call(P);
    if (!local_op(P, I, LLVMFAdd) && !local_op(P, I, LLVMFSub))
        return false;
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef v = LLVMGetOperand(P, i);
        for (int d = 0; d < 3 && local_op(v, I, LLVMFNeg); d++)
            v = LLVMGetOperand(v, 0);
        if (local_op(v, I, LLVMFMul))
            return true;
    }
    return false;
}

/* A one-use multiplication or fused operation of I's block. */
static bool chain_link(LLVMValueRef v, LLVMValueRef I)
{
    for (int d = 0; d < 3 && local_op(v, I, LLVMFNeg); d++)
        v = LLVMGetOperand(v, 0);
    return one_use(v) && (local_op(v, I, LLVMFMul) || fusable(v, I));
}

/* The fadd / fsub I is where the combiner, allowed to reassociate
 * (unsafe-fp-math or reassoc), re-fuses a chain: fadd (fma a, b, (fmul c,
 * d)), e -> fma a, b, (fma c, d, e), nested too. True where an operand is a
 * one-use fused operation whose addend side holds another multiplication or
 * fused operation (for an fadd / fsub: both its operands do). */
static bool refuse_chain(LLVMValueRef I)
{
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef P = LLVMGetOperand(I, i);
        for (int d = 0; d < 3 && local_op(P, I, LLVMFNeg); d++)
            P = LLVMGetOperand(P, 0);
        if (!one_use(P) || !fusable(P, I))
            continue;
        if (local_op(P, I, LLVMCall) ? chain_link(LLVMGetOperand(P, 2), I)
                                     : chain_link(LLVMGetOperand(P, 0), I) && chain_link(LLVMGetOperand(P, 1), I))
            return true;
    }
    return false;
}

/* Under "unsafe-fp-math"="true", why llc-19 computes I in a way ptxsel does
 * not model, NULL where ptxsel selects it as llc-19 does (isel/expand.c
 * expand_unsafe, fp_mode_form, lower_arcp_fdiv; sin / cos: expand.c). */
static bool arcp_half_modelled(SelectCtx *S, LLVMValueRef I); /* below */
static bool const_has_zero(LLVMValueRef c);                     /* below */

/* Operand i of v is a floating-point constant with a zero lane. */
static bool const_has_zero_op(LLVMValueRef v, unsigned i)
{
    return fp_const(LLVMGetOperand(v, i)) && const_has_zero(LLVMGetOperand(v, i));
}

static const char *unsafe_refusal(SelectCtx *S, LLVMValueRef I)
{
    LLVMTypeRef ty = LLVMTypeOf(I);
    bool vec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
    LLVMTypeKind k = LLVMGetTypeKind(vec ? LLVMGetElementType(ty) : ty);
    unsigned nonunit;
    bool neg;
    switch (LLVMGetInstructionOpcode(I)) {
    case LLVMFAdd:
    case LLVMFSub:
        for (unsigned i = 0; i < 2; i++) {
            LLVMValueRef v = LLVMGetOperand(I, i);
            if (mul_to_combiner(S, v, I, 0) && !contract_models(v, I) && !(local_op(v, I, LLVMCall) && is_fma_call(v)))
                return "it fuses a multiplication into an fma without 'contract'";
        }
        if (refuse_chain(I))
            return "it re-fuses a chain of contractions (reassociation)";
        /* fused, x * 0 + y is y (visitFMA under UnsafeFPMath) */
        for (unsigned i = 0; i < 2; i++) {
            LLVMValueRef v = LLVMGetOperand(I, i);
            while (local_op(v, I, LLVMFNeg) || local_op(v, I, LLVMFPExt))
                v = LLVMGetOperand(v, 0);
            if (local_op(v, I, LLVMFMul) && (const_has_zero_op(v, 0) || const_has_zero_op(v, 1)))
                return "it folds a multiplication by zero fused into an fma";
        }
        if (k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind)
            for (unsigned i = 0; i < 2; i++)
                if (lane_moved_product(LLVMGetOperand(I, i), I, 0))
                    return "a half / bfloat addition of a product whose lanes were moved (llc-19 keeps the pair "
                           "packed, which ptxas does not fuse without .rn; ptxsel's scalar lanes it fuses)";
        /* at -O1 and up NVPTX's own FADD combine (allowFMA) also fuses
         * what the generic one leaves: m + m of one fmul, and (as far as
         * not modelled) an fmul by -2.0 */
        if (S->opt_level > 0 && LLVMGetInstructionOpcode(I) == LLVMFAdd &&
            (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind))
            for (unsigned i = 0; i < 2; i++) {
                LLVMValueRef v = LLVMGetOperand(I, i);
                if (local_op(v, I, LLVMFMul) &&
                    (v == LLVMGetOperand(I, 1 - i) || times_minus_two(v)))
                    return "NVPTX's combine fuses an fmul the generic one leaves (m + m, x * -2.0)";
            }
        return NULL;
    case LLVMFMul:
        for (unsigned i = 0; i < 2; i++)
            if (fp_const(LLVMGetOperand(I, i)) && const_mul_chain(LLVMGetOperand(I, 1 - i), I, 0))
                return "it folds the constants of a chain of multiplications";
        return NULL;
    case LLVMFDiv: {
        LLVMValueRef x = LLVMGetOperand(I, 0), y = LLVMGetOperand(I, 1);
        if (vec)
            return "a vector division (each lane a division or a multiplication by a reciprocal)";
        unsigned n = divs_by(S, y, I, &nonunit, &neg);
        if (k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) {
            if (fp_const(x) || (fp_const(y) && !arcp_half_modelled(S, I)))
                return "a half / bfloat division with a constant operand (rcp.approx, or a multiplication by the "
                       "reciprocal)";
            if (fp_const(y))
                return NULL; /* multiplied by its reciprocal, each on its own (lower_arcp_half) */
            return n >= 2 && nonunit ? "several half / bfloat divisions by one divisor (one reciprocal)" : NULL;
        }
        if (is_sqrt_call(y) || ((local_op(y, I, LLVMFPExt) || local_op(y, I, LLVMFPTrunc)) &&
                                is_sqrt_call(LLVMGetOperand(y, 0))) ||
            (local_op(y, I, LLVMFMul) &&
             (is_sqrt_call(LLVMGetOperand(y, 0)) || is_sqrt_call(LLVMGetOperand(y, 1)))))
            return "a division by a square root in a form not modelled here (an rsqrt.approx estimate)";
        if (n >= 2 && nonunit && neg)
            return "a division of -1.0 by a divisor other divisions share (the shared reciprocal, negated)";
        return NULL;
    }
    case LLVMFPTrunc:
        return local_op(LLVMGetOperand(I, 0), I, LLVMFPTrunc) ? "it rounds two narrowing conversions as one" : NULL;
    case LLVMCall:
        if (is_sqrt_call(I) || !strcmp(ir_callee_name(I), "llvm.nvvm.sqrt.f")) {
            LLVMFastMathFlags fl = LLVMGetFastMathFlags(I);
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(I));
            if ((fl & LLVMFastMathApproxFunc) &&
                ((fl & LLVMFastMathNoInfs) || fn_attr_true(fn, "no-infs-fp-math")))
                return "a square root estimate not modelled here (half, bfloat, a vector, or refinement steps of "
                       "\"reciprocal-estimates\")";
            return NULL;
        }
        if (is_fma_call(I))
            for (unsigned i = 0; i < 3; i++)
                if (fp_const(LLVMGetOperand(I, i)))
                    return "it folds a constant operand";
        /* llvm.round on float adds copysign(0.5, x) to x (LowerFROUND32) */
        if (!strncmp(ir_callee_name(I), "llvm.round.", 11) && mul_to_combiner(S, LLVMGetOperand(I, 0), I, 0))
            return "it fuses a multiplication into an fma without 'contract'";
        return NULL;
    default: return NULL;
    }
}

/* v is an fadd / fsub / fma in I's block with an fneg operand. */
static bool sum_with_fneg(LLVMValueRef v, LLVMValueRef I)
{
    if (!local_op(v, I, LLVMFAdd) && !local_op(v, I, LLVMFSub) && !(local_op(v, I, LLVMCall) && is_fma_call(v)))
        return false;
    for (int i = 0; i < LLVMGetNumOperands(v); i++)
        if (local_op(LLVMGetOperand(v, (unsigned)i), I, LLVMFNeg))
            return true;
    return false;
}

/* v without the negations of I's block around it: llc-19's combiner moves
 * an fneg into an operation or turns fadd into fsub (and back) by it, so the
 * folds below are looked for under them. */
static LLVMValueRef strip_fneg(LLVMValueRef v, LLVMValueRef I)
{
    for (int d = 0; d < 4 && local_op(v, I, LLVMFNeg); d++)
        v = LLVMGetOperand(v, 0);
    return v;
}

/* Whether a and b may be one node of I's DAG: one value, or two
 * instructions of I's block the DAG may unify (the same pure operation of
 * values that may be one node, or two loads: through one address and one
 * chain they are one node). May say yes where they are not (it answers for a
 * refusal). */
static bool dag_maybe_same(LLVMValueRef a, LLVMValueRef b, LLVMValueRef I, int depth)
{
    if (a == b)
        return true;
    if (!LLVMIsAInstruction(a) || !LLVMIsAInstruction(b) || LLVMGetInstructionParent(a) != LLVMGetInstructionParent(I) ||
        LLVMGetInstructionParent(b) != LLVMGetInstructionParent(I) ||
        LLVMGetInstructionOpcode(a) != LLVMGetInstructionOpcode(b) || LLVMTypeOf(a) != LLVMTypeOf(b))
        return false;
    if (depth >= 4)
        return true;
    switch (LLVMGetInstructionOpcode(a)) {
    case LLVMCall: /* an intrinsic (fabs, sqrt, ...) is a node like any operation: the callee is an operand */
        if (strncmp(ir_callee_name(a), "llvm.", 5))
            return false;
        break;
    case LLVMPHI:
    case LLVMAlloca:
    case LLVMStore:
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg: return false;
    default: break;
    }
    int n = LLVMGetNumOperands(a);
    if (n != LLVMGetNumOperands(b))
        return false;
    for (int i = 0; i < n; i++)
        if (!dag_maybe_same(LLVMGetOperand(a, (unsigned)i), LLVMGetOperand(b, (unsigned)i), I, depth + 1))
            return false;
    return true;
}

/* Another fcmp of I's block that the DAG may unify with compare c (one
 * predicate, operands that may be one node): the setcc would have two uses. */
static bool cmp_shared(LLVMValueRef c, LLVMValueRef I)
{
    for (LLVMValueRef w = LLVMGetFirstInstruction(LLVMGetInstructionParent(I)); w; w = LLVMGetNextInstruction(w))
        if (w != c && LLVMIsAFCmpInst(w) && LLVMGetFCmpPredicate(w) == LLVMGetFCmpPredicate(c) &&
            dag_maybe_same(LLVMGetOperand(w, 0), LLVMGetOperand(c, 0), I, 0) &&
            dag_maybe_same(LLVMGetOperand(w, 1), LLVMGetOperand(c, 1), I, 0))
            return true;
    return false;
}

MinMaxFold fp_select_minmax(LLVMValueRef I, bool nsz_attr)
{
    LLVMFastMathFlags fl = LLVMCanValueUseFastMathFlags(I) ? LLVMGetFastMathFlags(I) : 0;
    if (!nsz_attr && !(fl & LLVMFastMathNoSignedZeros))
        return MINMAX_NO;
    LLVMValueRef c = LLVMGetOperand(I, 0), t = LLVMGetOperand(I, 1), f = LLVMGetOperand(I, 2);
    if (!LLVMIsAFCmpInst(c) || LLVMGetInstructionParent(c) != LLVMGetInstructionParent(I))
        return MINMAX_NO;
    LLVMValueRef a = LLVMGetOperand(c, 0), b = LLVMGetOperand(c, 1);
    if ((local_op(t, I, LLVMFNeg) && fp_const(f)) || (fp_const(t) && fp_const(a)))
        return MINMAX_MAYBE; /* an fneg of min / max of a constant */
    bool direct = a == t && b == f, swapped = a == f && b == t;
    if (!direct && !swapped)
        return (dag_maybe_same(a, t, I, 0) && dag_maybe_same(b, f, I, 0)) ||
                       (dag_maybe_same(a, f, I, 0) && dag_maybe_same(b, t, I, 0))
                   ? MINMAX_MAYBE
                   : MINMAX_NO;
    bool lt;
    switch (LLVMGetFCmpPredicate(c)) {
    case LLVMRealOLT:
    case LLVMRealOLE:
    case LLVMRealULT:
    case LLVMRealULE: lt = true; break;
    case LLVMRealOGT:
    case LLVMRealOGE:
    case LLVMRealUGT:
    case LLVMRealUGE: lt = false; break;
    default: return MINMAX_NO; /* eq, ne, ord, uno: no min / max */
    }
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(I));
    if ((k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind && k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind) ||
        !fp_one_dag(c, I))
        return MINMAX_MAYBE;
    LLVMUseRef u = LLVMGetFirstUse(c);
    if (!u || LLVMGetNextUse(u))
        return MINMAX_NO; /* the setcc has another use */
    if (cmp_shared(c, I))
        return MINMAX_MAYBE;
    if (!(fl & LLVMFastMathNoNaNs)) {
        LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(I));
        int x = fp_never_nan(t, I, fn, 0), y = fp_never_nan(f, I, fn, 0);
        if (x < 0 || y < 0)
            return MINMAX_MAYBE;
        if (!x || !y)
            return MINMAX_NO;
    }
    return lt == direct ? MINMAX_MIN : MINMAX_MAX;
}

/* A select llc-19's combiner may turn into min / max where isel/expand.c
 * (expand_nsz) could not tell. */
static const char *select_minmax_refusal(LLVMValueRef I, bool nsz_attr)
{
    return fp_select_minmax(I, nsz_attr) == MINMAX_MAYBE ? "a select of a compare may become min / max" : NULL;
}

/* Whether v has nsz to llc-19's DAG: the flag, or the attribute. */
static bool has_nsz(LLVMValueRef v, bool attr)
{
    return attr || (LLVMCanValueUseFastMathFlags(v) && (LLVMGetFastMathFlags(v) & LLVMFastMathNoSignedZeros));
}

/* Whether SelectionDAG's getNegatedExpression may negate v, an operand in
 * I's DAG (may say yes where it cannot): a constant, an fneg, an fsub with
 * nsz, an fadd with nsz, an fmul or fdiv with a negatable operand, an
 * fpext / fptrunc / sin of one, a select of two, an fma with nsz and a
 * negatable addend and factor. A value from another block (a CopyFromReg),
 * a load, an argument, a conversion from an integer: no. */
bool dag_negatable(LLVMValueRef v, LLVMValueRef I, bool attr, int depth)
{
    if (fp_const(v))
        return true;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(I))
        return false;
    if (depth >= 6)
        return true;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMFNeg: return true;
    case LLVMFSub: return has_nsz(v, attr);
    case LLVMFAdd:
        return has_nsz(v, attr) && (dag_negatable(LLVMGetOperand(v, 0), I, attr, depth + 1) ||
                                    dag_negatable(LLVMGetOperand(v, 1), I, attr, depth + 1));
    case LLVMFMul:
    case LLVMFDiv:
        return dag_negatable(LLVMGetOperand(v, 0), I, attr, depth + 1) ||
               dag_negatable(LLVMGetOperand(v, 1), I, attr, depth + 1);
    case LLVMFPExt:
    case LLVMFPTrunc: return dag_negatable(LLVMGetOperand(v, 0), I, attr, depth + 1);
    case LLVMSelect:
        return dag_negatable(LLVMGetOperand(v, 1), I, attr, depth + 1) &&
               dag_negatable(LLVMGetOperand(v, 2), I, attr, depth + 1);
    case LLVMCall:
        if (is_fma_call(v))
            return has_nsz(v, attr) && dag_negatable(LLVMGetOperand(v, 2), I, attr, depth + 1) &&
                   (dag_negatable(LLVMGetOperand(v, 0), I, attr, depth + 1) ||
                    dag_negatable(LLVMGetOperand(v, 1), I, attr, depth + 1));
        return !strncmp(ir_callee_name(v), "llvm.sin.", 9) && dag_negatable(LLVMGetOperand(v, 0), I, attr, depth + 1);
    default: return false;
    }
}

/* v may fuse into an fma: contract, or "unsafe-fp-math". */
static bool may_contract(LLVMValueRef v, bool unsafe)
{
    return unsafe || (LLVMCanValueUseFastMathFlags(v) && (LLVMGetFastMathFlags(v) & LLVMFastMathAllowContract));
}

/* The fadd / fsub I (nsz: its flag or the attribute) fused with a
 * multiplication x * y into fma(X, Y, Z) (fsub m, z: fma(x, y, -z); fsub z,
 * m: fma(-x, y, z); fadd: fma(x, y, z)), which visitFMA turns into -fma(-X,
 * Y, -Z) or -fma(X, -Y, -Z) where getNegatedExpression negates Z and X or Y
 * (the last fold of visitFMA; NVPTX has no free fneg): the same value but
 * for the sign of a zero result, which differs. Looked for wherever I may
 * fuse (an fmul, fdiv or fma of its block as an operand, under fneg or
 * fpext), with every choice of operand. (difftest s103159_O2, unsafe
 * profile: (a - t) * L - M printed by llc-19 as -fma(t - a, L, M), -0.0
 * where ptxsel's fma(a - t, L, -M) gave +0.0.) */
static bool fused_negation(LLVMValueRef I, bool attr, bool unsafe)
{
    /* fusion: both with contract, or "unsafe-fp-math" (unsafe;
     * visitFADDForFMACombine) */
    if (!has_nsz(I, attr) || !may_contract(I, unsafe))
        return false;
    bool sub = LLVMGetInstructionOpcode(I) == LLVMFSub;
    for (unsigned i = 0; i < 2; i++) {
        LLVMValueRef m = LLVMGetOperand(I, i), z = LLVMGetOperand(I, 1 - i);
        bool negm = false;
        for (int d = 0; d < 3 && (local_op(m, I, LLVMFNeg) || local_op(m, I, LLVMFPExt)); d++) {
            negm |= LLVMGetInstructionOpcode(m) == LLVMFNeg;
            m = LLVMGetOperand(m, 0);
        }
        if ((!local_op(m, I, LLVMFMul) && !local_op(m, I, LLVMFDiv) && !(local_op(m, I, LLVMCall) && is_fma_call(m))) ||
            !may_contract(m, unsafe))
            continue;
        bool nx = dag_negatable(LLVMGetOperand(m, 0), I, attr, 1) || dag_negatable(LLVMGetOperand(m, 1), I, attr, 1);
        bool nz = dag_negatable(z, I, attr, 1);
        /* the product negated (fsub z, m; an fneg around m): X is
         * negatable; the addend negated (fsub m, z): Z is */
        bool neg_x = negm || (sub && i == 1), neg_z = sub && i == 0;
        if ((neg_z || nz) && (neg_x || nx))
            return true;
    }
    return false;
}

/* Under "no-signed-zeros-fp-math"="true", why llc-19's combiner rewrites I
 * in a way not modelled (isel/expand.c expand_nsz does the conversions and
 * min / max; flags_change the constant and same-value folds). */
static const char *nsz_refusal(LLVMValueRef I, bool attr, bool unsafe)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(I);
    /* by the nsz flag too: the negation folds (getNegatedExpression) */
    if (!attr && op != LLVMFNeg && op != LLVMFAdd && op != LLVMFSub && op != LLVMCall)
        return NULL;
    switch (op) {
    case LLVMFNeg: {
        LLVMValueRef a = LLVMGetOperand(I, 0);
        return local_op(a, I, LLVMFAdd) || local_op(a, I, LLVMFSub) || (local_op(a, I, LLVMCall) && is_fma_call(a))
                   ? "it moves the negation into the operation"
                   : NULL;
    }
    case LLVMFAdd:
    case LLVMFSub:
        for (unsigned i = 0; i < 2; i++)
            if (sum_with_fneg(LLVMGetOperand(I, i), I))
                return "it moves a negation through an operand";
        if (LLVMGetInstructionOpcode(I) == LLVMFSub &&
            (local_op(LLVMGetOperand(I, 1), I, LLVMFAdd) || local_op(LLVMGetOperand(I, 1), I, LLVMFSub)))
            return "it may negate the subtrahend";
        if (fused_negation(I, attr, unsafe))
            return "it may negate the fused multiply-add, and the sign of a zero result with it";
        return NULL;
    case LLVMFDiv: {
        LLVMValueRef y = LLVMGetOperand(I, 1);
        return is_sqrt_call(y) && LLVMGetOperand(y, 0) == LLVMGetOperand(I, 0) ? "x / sqrt(x) becomes sqrt(x)" : NULL;
    }
    case LLVMSIToFP:
    case LLVMUIToFP: {
        LLVMValueRef c = LLVMGetOperand(I, 0);
        return (local_op(c, I, LLVMFPToSI) || local_op(c, I, LLVMFPToUI)) &&
                       LLVMTypeOf(LLVMGetOperand(c, 0)) == LLVMTypeOf(I)
                   ? "(float)(int)x becomes cvt.rzi"
                   : NULL;
    }
    case LLVMSelect: return select_minmax_refusal(I, true);
    case LLVMCall:
        if (!is_fma_call(I))
            return NULL;
        for (unsigned i = 0; i < 3; i++)
            if (local_op(LLVMGetOperand(I, i), I, LLVMFNeg))
                return "it moves a negation through the fma";
        /* visitFMA's last fold, as for a fused fadd / fsub (fused_negation) */
        if (has_nsz(I, attr) && dag_negatable(LLVMGetOperand(I, 2), I, attr, 1) &&
            (dag_negatable(LLVMGetOperand(I, 0), I, attr, 1) || dag_negatable(LLVMGetOperand(I, 1), I, attr, 1)))
            return "it may negate the fma, and the sign of a zero result with it";
        return NULL;
    default: return NULL;
    }
}

/* A floating-point constant with a zero (of either sign) in a lane (or
 * one it cannot read). */
static bool const_has_zero(LLVMValueRef c)
{
    if (LLVMIsAConstantFP(c)) {
        LLVMBool lost;
        return LLVMConstRealGetDouble(c, &lost) == 0.0;
    }
    LLVMTypeRef ty = LLVMTypeOf(c);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return true;
    for (unsigned i = 0; i < LLVMGetVectorSize(ty); i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!e || (!LLVMIsUndef(e) && !LLVMIsPoison(e) && const_has_zero(e)))
            return true;
    }
    return false;
}

/* v is, to I's DAG, x * C (an fmul by a constant on either side, an fdiv by
 * a constant, a reciprocal multiplication; under fnegs, which fold into the
 * constant): x, else NULL. */
static LLVMValueRef dag_mul_const(LLVMValueRef v, LLVMValueRef I)
{
    v = strip_fneg(v, I);
    if (local_op(v, I, LLVMFMul))
        for (unsigned i = 0; i < 2; i++)
            if (fp_const(LLVMGetOperand(v, i)) && !fp_const(LLVMGetOperand(v, 1 - i)))
                return LLVMGetOperand(v, 1 - i);
    if (local_op(v, I, LLVMFDiv) && fp_const(LLVMGetOperand(v, 1)) && !fp_const(LLVMGetOperand(v, 0)))
        return LLVMGetOperand(v, 0);
    return NULL;
}

/* Whether constant c is (or may be, a vector) the value d. */
static bool const_may_be(LLVMValueRef c, double d)
{
    LLVMBool lost;
    return !LLVMIsAConstantFP(c) || LLVMConstRealGetDouble(c, &lost) == d;
}

/* v is, to I's DAG, x + x (an fadd of one value, or an fmul by 2.0 or fdiv
 * by 0.5, which the combiner makes one, under fnegs): x, else NULL. */
static LLVMValueRef dag_twice(LLVMValueRef v, LLVMValueRef I)
{
    v = strip_fneg(v, I);
    if (local_op(v, I, LLVMFAdd) && dag_maybe_same(LLVMGetOperand(v, 0), LLVMGetOperand(v, 1), I, 0) &&
        !fp_const(LLVMGetOperand(v, 0)))
        return LLVMGetOperand(v, 0);
    LLVMValueRef x = dag_mul_const(v, I);
    if (!x)
        return NULL;
    v = strip_fneg(v, I);
    LLVMValueRef c = LLVMGetOperand(v, LLVMGetOperand(v, 0) == x ? 1 : 0);
    return const_may_be(c, LLVMGetInstructionOpcode(v) == LLVMFDiv ? 0.5 : 2.0) ? x : NULL;
}

/* Whether llc-19's combiner may fold the fadd / fsub I of two non-constant
 * values by reassoc and nsz (visitFADD, visitFSUB): (x * c) + x, (x * c) +
 * (x + x), (x + x) + x, (x + x) + (x + x), x - (x + y), x - (y + x), looked
 * for under the negations that turn an fadd into an fsub and back, and so
 * on both sides. Checked on llc-19: x + x, x - x, -x + x, (x * y) + x, (x *
 * c1) + (x * c2), (x + y) - x stay as they are. */
static bool value_fold(LLVMValueRef I)
{
    for (int i = 0; i < 2; i++) {
        LLVMValueRef p = strip_fneg(LLVMGetOperand(I, (unsigned)i), I), q = strip_fneg(LLVMGetOperand(I, 1 - (unsigned)i), I);
        LLVMValueRef x = dag_mul_const(p, I), t = dag_twice(p, I), u = dag_twice(q, I);
        if ((x && (dag_maybe_same(x, q, I, 0) || (u && dag_maybe_same(x, u, I, 0)))) ||
            (t && (dag_maybe_same(t, q, I, 0) || (u && dag_maybe_same(t, u, I, 0)))))
            return true;
        /* x - (x + y): the sum an fadd or fsub (an fsub of a negation is
         * one) with an operand the other side is */
        if (local_op(p, I, LLVMFAdd) || local_op(p, I, LLVMFSub))
            for (unsigned k = 0; k < 2; k++)
                if (dag_maybe_same(strip_fneg(LLVMGetOperand(p, k), I), q, I, 0))
                    return true;
    }
    return false;
}

/* v (the other operand of an fadd / fsub by a constant in I's block) is an
 * fadd / fsub by a constant itself, through fneg: (x + c1) + c2; in any
 * lane of a vector (lanes_any). */
static bool const_add_scalar(LLVMValueRef v, LLVMValueRef I, int depth);

static bool const_add_chain(LLVMValueRef v, LLVMValueRef I, int depth)
{
    (void)depth;
    return lanes_any(v, I, 0, const_add_scalar);
}

static bool const_add_scalar(LLVMValueRef v, LLVMValueRef I, int depth)
{
    if (local_op(v, I, LLVMFNeg))
        return depth < 3 && const_add_scalar(LLVMGetOperand(v, 0), I, depth + 1);
    return (local_op(v, I, LLVMFAdd) || local_op(v, I, LLVMFSub)) &&
           (fp_const(LLVMGetOperand(v, 0)) || fp_const(LLVMGetOperand(v, 1)));
}

/* v is a select in I's block with a constant value (in any lane of a
 * vector: lanes_any). */
static bool select_of_const_scalar(LLVMValueRef v, LLVMValueRef I, int depth)
{
    (void)depth;
    return local_op(v, I, LLVMSelect) && (fp_const(LLVMGetOperand(v, 1)) || fp_const(LLVMGetOperand(v, 2)));
}

static bool select_of_const(LLVMValueRef v, LLVMValueRef I)
{
    return lanes_any(v, I, 0, select_of_const_scalar);
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
    case LLVMSelect: return nsz ? select_minmax_refusal(I, false) : NULL;
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul: {
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        if (fp_const(a) || fp_const(b)) {
            /* the folds by a constant: x + 0, 0 - x, x * 0 (by nsz);
             * (x + c1) + c2 (reassoc and nsz; fsub x, c is fadd x, -c to
             * the combiner); (x * c1) * c2, (x + x) * c, x * select of
             * constants (fneg fabs) by reassoc or nsz; none otherwise
             * (visitFADD / visitFSUB / visitFMUL) */
            LLVMValueRef o = fp_const(a) ? b : a;
            /* x * 0 folds by nnan and nsz (simplifyFPBinop), and under
             * "unsafe-fp-math" once fused: fma(x, 0, y) is y (visitFMA;
             * difftest s102958_O2, unsafe profile: (x - x) * 0 + x, -inf
             * in llc-19, NaN in ptxsel); x + 0, x - -0, 0 - x by nsz
             * (those isel/expand.c expand_nsz could not fold are left here) */
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(I));
            if (fp_const(o) ||
                (const_has_zero(fp_const(a) ? a : b) &&
                 (op != LLVMFMul || (fl & LLVMFastMathNoNaNs) || fn_attr_true(fn, "no-nans-fp-math") ||
                  fn_attr_true(fn, "unsafe-fp-math"))))
                return "it folds a constant operand";
            if (op == LLVMFMul ? const_mul_chain(o, I, 0) || select_of_const(o, I) : nsz && re && const_add_chain(o, I, 0))
                return "it folds a constant operand";
        } else if (nsz && re && op != LLVMFMul && value_fold(I)) {
            /* visitFMUL has no fold of a value with an expression of it */
            return "it folds a value with an expression of it";
        }
        if (op != LLVMFMul && re && (fl & LLVMFastMathAllowContract) && refuse_chain(I))
            return "it re-fuses chains of contractions";
        return NULL;
    }
    case LLVMCall:
        /* visitFMA's folds by a constant (x * 1 + y, (x * c1) * c2 + y,
         * x * c + x); the other calls a flag may sit on have no fold by
         * reassoc or nsz: min / max fold constants by nnan and ninf,
         * copysign, rounding, fabs and sqrt of a constant fold whatever the
         * flags, an llvm.nvvm.* call none (llc-19 -O0 / -O2 print the same
         * with and without the flags, in a function with and without
         * "unsafe-fp-math") */
        if (is_fma_call(I))
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

/* The scalar that lane i of vector v is once the type legaliser has split
 * it: through insertelement (a constant index; the scalar inserted there)
 * and shufflevector (the lane of the operand the mask names), which become
 * extracts of their sources; an extractelement of a constant index is that
 * lane of its vector; a load that repeats an earlier one of its block is
 * that one (dag_load_node). Returns the value and sets *lane to the lane of it
 * (UINT_MAX: the value is the scalar itself); NULL for a lane the mask
 * leaves undefined or one that cannot be told (a variable index). */
static LLVMValueRef lane_source(SelectCtx *S, LLVMValueRef v, unsigned i, unsigned *lane)
{
    for (int depth = 0; depth < 16; depth++) {
        int64_t k;
        if (LLVMIsAInsertElementInst(v)) {
            if (!is_const_int(LLVMGetOperand(v, 2), &k))
                return NULL;
            if ((uint64_t)k == i) {
                v = LLVMGetOperand(v, 1);
                i = UINT_MAX;
                continue;
            }
            v = LLVMGetOperand(v, 0);
            continue;
        }
        if (LLVMIsAShuffleVectorInst(v)) {
            if (i >= LLVMGetNumMaskElements(v))
                return NULL;
            int m = LLVMGetMaskValue(v, i);
            unsigned n0 = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0)));
            if (m < 0)
                return NULL;
            v = LLVMGetOperand(v, (unsigned)m < n0 ? 0 : 1);
            i = (unsigned)m < n0 ? (unsigned)m : (unsigned)m - n0;
            continue;
        }
        if (i == UINT_MAX && LLVMIsAExtractElementInst(v) && is_const_int(LLVMGetOperand(v, 1), &k) && k >= 0 &&
            k < 64) {
            v = LLVMGetOperand(v, 0);
            i = (unsigned)k;
            continue;
        }
        break;
    }
    *lane = i;
    return dag_load_node(S, v); /* -O0 reloads a variable at every use: one node */
}

/* Do two (value, lane) results of lane_source name one scalar? NULL
 * (unknown) matches anything. */
static bool same_lane_source(LLVMValueRef a, unsigned la, LLVMValueRef b, unsigned lb)
{
    return !a || !b || (a == b && la == lb);
}

typedef struct DivGroup {
    LLVMValueRef first; /* the first division of the group (its DAG: contract_same_dag) */
    LLVMValueRef z0;    /* its divisor */
    unsigned lane;      /* the lane of the source (lane_source) */
    bool distinct;      /* a division of the group divides by another IR value */
    struct DivGroup *next;
} DivGroup;

/* The scalar divisions llc-19 may multiply by a reciprocal (recip_div), in
 * groups by DAG and by the node their divisor is (lane_source), keyed by
 * that source in S->div_groups: one walk of the function. */
static void build_div_groups(SelectCtx *S)
{
    S->div_groups_built = true;
    for (size_t i = 0; i < S->nir; i++) {
        LLVMValueRef J = S->ir[i].v;
        if (LLVMGetInstructionOpcode(J) != LLVMFDiv || !LLVMCanValueUseFastMathFlags(J) || !recip_div(S, J))
            continue;
        LLVMValueRef z = LLVMGetOperand(J, 1);
        unsigned lz;
        LLVMValueRef sz = LLVMGetTypeKind(LLVMTypeOf(z)) == LLVMVectorTypeKind || LLVMIsConstant(z)
                              ? NULL
                              : lane_source(S, z, UINT_MAX, &lz);
        if (!sz)
            continue;
        DivGroup *head = pmap_get(&S->div_groups, sz), *g = head;
        while (g && !(g->lane == lz && contract_same_dag(S, g->first, J)))
            g = g->next;
        if (!g) {
            g = arena_alloc(S->a, sizeof *g);
            *g = (DivGroup){J, z, lz, false, head};
            pmap_put(&S->div_groups, sz, g);
        } else if (z != g->z0) {
            g->distinct = true;
        }
    }
}

/* The scalar arcp fdiv I (or any under unsafe-fp-math: recip_div) divides
 * by the node another such division of its DAG divides by, through a value
 * that is not the same IR value (the groups of build_div_groups): a load
 * repeating an earlier one (-O0 IR reloads a variable at every use) or a
 * lane extracted from a vector (lane_source). llc-19 multiplies both by
 * one reciprocal (rcp.rn); ptxsel shares one only between divisions by
 * the same value (lower_repeated_divisor), so such a division is refused.
 * (Two fdiv arcp by two loads of one float at -O0: llc-19 one rcp.rn and
 * two mul.rn, ptxsel two div.rn, before this.) */
static bool divisor_node_shared(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef y = LLVMGetOperand(I, 1);
    if (LLVMIsConstant(y))
        return false;
    if (!S->div_groups_built)
        build_div_groups(S);
    unsigned ly;
    LLVMValueRef sy = lane_source(S, y, UINT_MAX, &ly);
    if (!sy)
        return false;
    for (DivGroup *g = pmap_get(&S->div_groups, sy); g; g = g->next)
        if (g->lane == ly && contract_same_dag(S, g->first, I))
            return g->distinct;
    return false;
}

/* A lane of the divisor of the vector arcp fdiv I is, once the vectors are
 * split into scalars, the divisor of another arcp fdiv in its DAG (a scalar
 * one, or a lane of a vector one, through insertelement, shufflevector and
 * extractelement: lane_source), or another lane of I's own divisor: the
 * divisions share it and llc-19 multiplies them by one reciprocal
 * (combineRepeatedFPDivisors after type legalisation). Difftest s102579
 * (recip profile): (a * a) / a, then / a.yx, with <2 x half> a, divides
 * each lane by a lane of a twice; llc-19 takes one rcp.rn of each lane and
 * multiplies, ptxsel divided, and 3 of 256 threads differed. */
static bool lane_divisor_shared(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef y = LLVMGetOperand(I, 1);
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(y));
    if (n > 64)
        return true; /* cannot tell */
    for (unsigned i = 0; i < n; i++) {
        unsigned li, lj;
        LLVMValueRef si = lane_source(S, y, i, &li);
        if (si && LLVMIsConstant(si) && li == UINT_MAX)
            continue; /* a constant lane: has_constant_lane */
        for (unsigned j = i + 1; j < n; j++) {
            LLVMValueRef sj = lane_source(S, y, j, &lj);
            if (same_lane_source(si, li, sj, lj))
                return true;
        }
        for (LLVMValueRef J = LLVMGetFirstInstruction(LLVMGetInstructionParent(I)); J; J = LLVMGetNextInstruction(J)) {
            if (J == I || !LLVMCanValueUseFastMathFlags(J) || !is_arcp_fdiv(J) || !contract_same_dag(S, J, I))
                continue;
            LLVMValueRef z = LLVMGetOperand(J, 1);
            if (LLVMGetTypeKind(LLVMTypeOf(z)) != LLVMVectorTypeKind) {
                LLVMValueRef sz = lane_source(S, z, UINT_MAX, &lj);
                if (same_lane_source(si, li, sz, lj))
                    return true;
                continue;
            }
            unsigned m = LLVMGetVectorSize(LLVMTypeOf(z));
            if (m > 64)
                return true;
            for (unsigned j = 0; j < m; j++) {
                LLVMValueRef sj = lane_source(S, z, j, &lj);
                if (same_lane_source(si, li, sj, lj))
                    return true;
            }
        }
    }
    return false;
}

void fp_mode_begin(SelectCtx *S, LLVMValueRef fn, bool any_nsz)
{
    S->fp_ftz = fp_fn_flushes_f32(fn);
    pmap_init(&S->fp_recip, S->a);
    pmap_init(&S->dag_loads, S->a);
    pmap_init(&S->pure_calls, S->a);
    pmap_init(&S->div_groups, S->a);
    S->div_groups_built = false;
    S->fp_unsafe = fn_attr_true(fn, "unsafe-fp-math");
    S->fp_nsz = fn_attr_true(fn, "no-signed-zeros-fp-math");
    /* most functions have no such attribute and most instructions no flags:
     * those need nothing below */
    bool attrs = S->fp_unsafe || S->fp_nsz || any_nsz;
    for (size_t i = 0; i < S->nir; i++) {
        LLVMValueRef I = S->ir[i].v;
        if (S->ir[i].fmf <= 0 && !attrs)
            continue;
        const char *why;
        if (S->fp_unsafe && (why = unsafe_refusal(S, I)) != NULL) {
            isel_error(S, I, "this instruction in a function with \"unsafe-fp-math\"=\"true\" is not supported "
                             "(llc-19 selects it differently there: %s)",
                       why);
            continue;
        }
        if ((S->fp_nsz || any_nsz) && (why = nsz_refusal(I, S->fp_nsz, S->fp_unsafe)) != NULL) {
            isel_error(S, I, "this instruction in a function with %s is not supported (llc-19's DAG combiner "
                             "rewrites it there: %s)",
                       S->fp_nsz ? "\"no-signed-zeros-fp-math\"=\"true\"" : "'nsz' flags", why);
            continue;
        }
        if (S->ir[i].fmf < 0) /* LLVMCanValueUseFastMathFlags */
            continue;
        LLVMFastMathFlags fl = (LLVMFastMathFlags)S->ir[i].fmf;
        if (!fl && !S->fp_nsz && !S->fp_unsafe)
            continue; /* no flags, none added: nothing below applies (most instructions) */
        LLVMOpcode op = S->ir[i].op;
        /* the attributes count as flags where the combiner asks for
         * either (unsafe-fp-math: reassoc, its fmul chains above) */
        LLVMFastMathFlags eff = fl;
        if (S->fp_nsz && (op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul || is_fma_call(I)))
            eff |= LLVMFastMathNoSignedZeros;
        if (S->fp_unsafe && (op == LLVMFAdd || op == LLVMFSub))
            eff |= LLVMFastMathAllowReassoc;
        /* a division under unsafe-fp-math: its reassoc / nsz folds
         * (x / sqrt(x)) are the ones above (isel/expand.c leaves it) */
        if (S->fp_unsafe && (op == LLVMFDiv || op == LLVMFRem))
            eff = fl = 0;
        if ((why = flags_change(I, eff)) != NULL && flags_change(I, fl) == NULL) {
            /* only by what the attributes add */
            LLVMFastMathFlags added = eff & ~fl;
            isel_error(S, I, "this instruction in a function with \"%s\"=\"true\" is not supported (llc-19's "
                             "DAG combiner rewrites it there: %s)",
                       added & LLVMFastMathNoSignedZeros ? "no-signed-zeros-fp-math" : "unsafe-fp-math", why);
            continue;
        }
        if (why) {
            bool nsz = fl & LLVMFastMathNoSignedZeros, re = fl & LLVMFastMathAllowReassoc;
            why = flags_change(I, fl);
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
        else if (LLVMGetInstructionOpcode(I) == LLVMFDiv && recip_div(S, I) &&
                 LLVMGetTypeKind(LLVMTypeOf(I)) != LLVMVectorTypeKind && divisor_node_shared(S, I))
            isel_error(S, I, "an 'arcp' division by a divisor that is, to llc-19's DAG, another division's (a "
                             "repeated load, or an extracted lane) is not supported (llc-19 multiplies both by one "
                             "reciprocal)");
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

static FormId ftz_form(SelectCtx *S, FormId id)
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

/* fpfast: the forms llc-19 selects in place of these in a function with
 * "unsafe-fp-math"="true": at every level (its fdiv is div.approx: NVPTX's
 * getDivF32Level 0; frem's patterns under allowUnsafeFPMath drop the
 * infinity test), and at -O1 and up (allowFMA: fadd / fsub / fmul without
 * .rn; FORM_NONE where llc-19 prints a form ptxsel has no row for). */
static const FormId unsafe_any[][2] = {
    {FORM_div_rn_f32, FORM_div_approx_f32},   {FORM_div_rn_ftz_f32, FORM_div_approx_ftz_f32},
    {FORM_frem_f32, FORM_frem_unsafe_f32},    {FORM_frem_ftz_f32, FORM_frem_unsafe_ftz_f32},
    {FORM_frem_f64, FORM_frem_unsafe_f64},
};
static const FormId unsafe_opt[][2] = {
    {FORM_add_rn_f32, FORM_add_f32},         {FORM_sub_rn_f32, FORM_sub_f32},
    {FORM_mul_rn_f32, FORM_mul_f32},         {FORM_add_rn_ftz_f32, FORM_add_ftz_f32},
    {FORM_sub_rn_ftz_f32, FORM_sub_ftz_f32}, {FORM_mul_rn_ftz_f32, FORM_mul_ftz_f32},
    {FORM_add_rn_f64, FORM_add_f64},         {FORM_sub_rn_f64, FORM_sub_f64},
    {FORM_mul_rn_f64, FORM_mul_f64},         {FORM_add_rn_f16, FORM_add_f16},
    {FORM_sub_rn_f16, FORM_sub_f16},         {FORM_mul_rn_f16, FORM_mul_f16},
    {FORM_add_rn_ftz_f16, FORM_add_ftz_f16}, {FORM_sub_rn_ftz_f16, FORM_sub_ftz_f16},
    {FORM_mul_rn_ftz_f16, FORM_mul_ftz_f16}, {FORM_add_rn_f32x2, FORM_add_f32x2},
    {FORM_sub_rn_f32x2, FORM_sub_f32x2},     {FORM_mul_rn_f32x2, FORM_mul_f32x2},
    {FORM_add_rn_bf16, FORM_add_bf16},       {FORM_sub_rn_bf16, FORM_sub_bf16},
    {FORM_mul_rn_bf16, FORM_mul_bf16},
    {FORM_round_f32, FORM_round_unsafe_f32}, {FORM_round_ftz_f32, FORM_round_unsafe_ftz_f32},
    {FORM_round_f64, FORM_round_unsafe_f64},
};

static FormId unsafe_form(SelectCtx *S, FormId id)
{
    for (size_t i = 0; i < countof(unsafe_any); i++)
        if (unsafe_any[i][0] == id)
            return unsafe_any[i][1];
    for (size_t i = 0; S->opt_level > 0 && i < countof(unsafe_opt); i++)
        if (unsafe_opt[i][0] == id) {
            if (unsafe_opt[i][1] == FORM_NONE || !form_row_available(unsafe_opt[i][1], S->t)) {
                isel_error(S, S->inst,
                           "'%s' in a function with \"unsafe-fp-math\"=\"true\" is not supported: llc-19 selects it "
                           "without a rounding modifier there (at -O1 and up), a form ptxsel does not print",
                           ptxsel_form_rows[id].key);
                return id;
            }
            return unsafe_opt[i][1];
        }
    return id;
}

FormId fp_mode_form(SelectCtx *S, FormId id)
{
    if (S->fp_ftz)
        id = ftz_form(S, id);
    return S->fp_unsafe ? unsafe_form(S, id) : id;
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
    return LLVMIsAInstruction(J) && LLVMCanValueUseFastMathFlags(J) && recip_div(S, J) && LLVMGetOperand(J, 1) == y &&
           contract_same_dag(S, J, I);
}

/* Does llc-19's combiner fuse the product x * r that arcp division I
 * becomes into an fma: I has the contract flag and an fadd / fsub with it
 * (directly, or through an fneg) uses I in its DAG? */
static bool fused_product(SelectCtx *S, LLVMValueRef I, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(I); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U) || !contract_same_dag(S, U, I))
            continue;
        LLVMOpcode op = LLVMGetInstructionOpcode(U);
        if ((op == LLVMFAdd || op == LLVMFSub) && has_contract_flag(U))
            return true;
        if (op == LLVMFNeg && depth < 2 && fused_product(S, U, depth + 1))
            return true;
    }
    return false;
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
    if (has_contract_flag(I) && fused_product(S, I, 0)) {
        /* difftest seeds 77201-77700, recip profile: llc-19 prints
         * fma.rn x, r, z for fadd contract (fdiv arcp contract x, y), z */
        isel_error(S, I, "an 'arcp' division by a divisor other divisions share, used by a 'contract' fadd / fsub, "
                         "is not supported (llc-19 fuses its product with the reciprocal into an fma)");
        return false;
    }
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
        if (S->fp_unsafe && t == AX_fp_S_f32) /* fpfast: 1 / y is rcp.approx there */
            emit(S, S->fp_ftz ? FORM_rcp_approx_ftz_f32 : FORM_rcp_approx_f32, 2, q, yv);
        else /* rcp.rn as llc-19 prints it (the same value as div.rn 1.0) */
            emit(S, t == AX_fp_S_f64 ? FORM_rcp_rn_f64 : FORM_rcp_rn_f32, 2, q, yv);
        if (half)
            from_f32(S, *r, q, lk);
        pmap_put(&S->fp_recip, lead, r);
    }
    emit(S, mul, 3, result_loc(S, I)->ops[0], val_reg(S, x, 0), *r);
    return true;
}

/* 1 / C for the bits of a float (f32) or double constant C: the
 * reciprocal's bits in *rbits, its value (a value of C's type) in *rd and C
 * in *cd; true when C is finite and non-zero and the reciprocal a normal
 * number (APFloat's divide neither overflows nor underflows: the condition
 * of llc-19's rewrite). 1 / C is computed in double and narrowed for float:
 * both roundings together give the correctly rounded float quotient
 * (53 >= 2 * 24 + 2, so the double rounding of a division is innocuous). */
static bool const_recip(uint64_t bits, bool f32, double *cd, double *rd, uint64_t *rbits)
{
    if (f32) {
        uint32_t b32 = (uint32_t)bits;
        float cf;
        memcpy(&cf, &b32, sizeof cf);
        *cd = cf;
    } else {
        memcpy(cd, &bits, sizeof *cd);
    }
    if (*cd == 0.0)
        return false;
    double r = 1.0 / *cd;
    if (f32) {
        float rf = (float)r;
        uint32_t rb;
        memcpy(&rb, &rf, sizeof rb);
        *rbits = rb;
        *rd = rf;
        return isfinite(*cd) && isnormal(rf);
    }
    memcpy(rbits, &r, sizeof *rbits);
    *rd = r;
    return isfinite(*cd) && isnormal(r);
}

static bool half_finite_nonzero(LLVMValueRef c, uint64_t *bits); /* below */
static bool half_recip(LLVMValueRef c, uint64_t *rbits);

LLVMValueRef arcp_recip_const(LLVMValueRef I)
{
    if (!LLVMIsAInstruction(I) || LLVMGetInstructionOpcode(I) != LLVMFDiv || !LLVMCanValueUseFastMathFlags(I) ||
        !(LLVMGetFastMathFlags(I) & LLVMFastMathAllowReciprocal))
        return NULL;
    LLVMTypeRef ty = LLVMTypeOf(I);
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    LLVMValueRef c = LLVMGetOperand(I, 1);
    uint64_t bits, rbits;
    double cd, r;
    if (k == LLVMHalfTypeKind) { /* the caller checks the target (arcp_half_native) */
        LLVMBool lost;
        if (!half_finite_nonzero(c, &bits) || LLVMIsAConstantFP(LLVMGetOperand(I, 0)) || !half_recip(c, &rbits))
            return NULL;
        return LLVMConstReal(ty, 1.0 / LLVMConstRealGetDouble(c, &lost)); /* the same rounding as half_recip */
    }
    if ((k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) || !LLVMIsAConstantFP(c) || !const_fp_bits(c, &bits) ||
        LLVMIsAConstantFP(LLVMGetOperand(I, 0)) || !const_recip(bits, k == LLVMFloatTypeKind, &cd, &r, &rbits))
        return NULL;
    return LLVMConstReal(ty, r); /* exact: r is a value of the type */
}

/* Is I an fdiv llc-19's combiner may multiply by a reciprocal (recip_div:
 * arcp, or any under "unsafe-fp-math") on a target with half arithmetic
 * (mul.rn.f16), where a half one by a constant is multiplied in half
 * (arcp_recip_const, lower_arcp_half)? */
static bool arcp_half_native(SelectCtx *S, LLVMValueRef I)
{
    return LLVMCanValueUseFastMathFlags(I) && recip_div(S, I) &&
           form_row_available(fp_binop_form(LLVMFMul, LK_F16), S->t);
}

/* A half fdiv x, C that lower_arcp_half compiles: C a finite, non-zero
 * constant, x not a constant, arcp_half_native. Under "unsafe-fp-math" the
 * other half divisions with a constant operand are refused
 * (unsafe_refusal): 1.0 / x (rcp.approx.f32), C / x (div.approx.f32 by a
 * constant in a register), x / +-0.0, x / inf. */
static bool arcp_half_modelled(SelectCtx *S, LLVMValueRef I)
{
    uint64_t bits;
    return LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMHalfTypeKind && arcp_half_native(S, I) &&
           !LLVMIsAConstantFP(LLVMGetOperand(I, 0)) && half_finite_nonzero(LLVMGetOperand(I, 1), &bits);
}

/* c is a half constant, finite and not zero: its bits in *bits. */
static bool half_finite_nonzero(LLVMValueRef c, uint64_t *bits)
{
    return LLVMIsAConstantFP(c) && const_fp_bits(c, bits) && (*bits & 0x7c00) != 0x7c00 && (*bits & 0x7fff);
}

/* 1 / C in half for the half constant C (finite, not zero): the
 * reciprocal's bits; true when it is a normal number, where llc-19's
 * DAGCombiner::visitFDIV rewrites x / C to x * (1 / C) in half (APFloat's
 * divide in half neither overflows nor underflows; measured: 1 / 32768,
 * an exact subnormal, is not taken in half either). 1 / C is computed in
 * double and rounded to half (LLVMConstReal rounds to nearest, even):
 * both roundings together give the correctly rounded half quotient
 * (53 >= 2 * 11 + 2). */
static bool half_recip(LLVMValueRef c, uint64_t *rbits)
{
    LLVMBool lost;
    double cd = LLVMConstRealGetDouble(c, &lost); /* exact: a half is a double */
    LLVMValueRef r = LLVMConstReal(LLVMTypeOf(c), 1.0 / cd);
    if (!const_fp_bits(r, rbits))
        return false;
    unsigned e = (unsigned)(*rbits >> 10 & 0x1f);
    return e != 0 && e != 0x1f;
}

/* fdiv arcp half x, C (C finite and not zero) on a target with half
 * arithmetic, as llc-19 selects it: where 1 / C is a normal half, the
 * combiner's x * (1 / C) in half (emit_recip_mul: mul.rn.f16 with the
 * reciprocal in a register, x for 1.0, a negation for -1.0; x + x for
 * 2.0, as the combiner folds it); else the
 * division is promoted to float, where the combiner sees it again and
 * multiplies by 1 / C in float (a normal float for every finite half C):
 * cvt.f32.f16, mul.rn.f32, cvt.rn.f16.f32. Measured against llc-19 on
 * 0x4280, 0xC780, 0x3800, 0xBC00, 0x1419, 0x70E2, 0x0400 (in half) and
 * 0x7800, 0x0001 (in float), at -O0 and -O2. */
static void lower_arcp_half(SelectCtx *S, LLVMValueRef I, LLVMValueRef c)
{
    VLoc *res = result_loc(S, I);
    MOperand x = val_reg(S, LLVMGetOperand(I, 0), 0);
    uint64_t r;
    if (half_recip(c, &r)) {
        if (r == 0x4000) /* x * 2.0 is x + x to the combiner */
            emit_ops(S, fp_binop_form(LLVMFAdd, LK_F16), 3, (MOperand[]){res->ops[0], x, x});
        else
            emit_recip_mul(S, I, LK_F16, x, r, res->ops[0]);
        return;
    }
    LLVMBool lost;
    float rf = (float)(1.0 / LLVMConstRealGetDouble(c, &lost));
    uint32_t r32;
    memcpy(&r32, &rf, sizeof r32);
    MOperand t = new_vreg(S, RC_F32);
    emit_ops(S, FORM_mul_rn_f32, 3, (MOperand[]){t, to_f32(S, x, LK_F16), mo_fimm(RC_F32, r32)});
    from_f32(S, res->ops[0], t, LK_F16);
}

/* fdiv arcp x, C (scalar float / double) as llc-19's DAG combiner rewrites
 * it: x * (1 / C) where the reciprocal rounds to a normal number (APFloat's
 * divide neither overflows nor underflows); false where the division is left
 * alone (not arcp, not a constant divisor, C zero). Other constant divisors
 * of an arcp division (infinite, NaN, a subnormal reciprocal, vectors, half)
 * are refused. */
bool lower_arcp_fdiv(SelectCtx *S, LLVMValueRef I)
{
    if (!LLVMCanValueUseFastMathFlags(I) || !recip_div(S, I))
        return false;
    LLVMValueRef c = LLVMGetOperand(I, 1);
    uint64_t one;
    if (S->fp_unsafe && LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMFloatTypeKind && !LLVMIsConstant(c) &&
        LLVMIsAConstantFP(LLVMGetOperand(I, 0)) && const_fp_bits(LLVMGetOperand(I, 0), &one) && one == 0x3f800000u) {
        /* fpfast: 1.0 / y on float is rcp.approx under unsafe-fp-math
         * (NVPTX's pattern; the reciprocal combineRepeatedFPDivisors
         * shares is the same instruction) */
        emit(S, S->fp_ftz ? FORM_rcp_approx_ftz_f32 : FORM_rcp_approx_f32, 2, result_loc(S, I)->ops[0],
             val_reg(S, c, 0));
        return true;
    }
    if (!LLVMIsConstant(c))
        return lower_repeated_divisor(S, I);
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(I));
    uint64_t bits;
    if (k == LLVMHalfTypeKind && arcp_half_native(S, I) && LLVMIsAConstantFP(c) && const_fp_bits(c, &bits) &&
        (bits & 0x7fff) <= 0x7c00) {
        if (!(bits & 0x7fff))
            return false; /* x / +-0.0: divided, through float, as any half division */
        if ((bits & 0x7fff) == 0x7c00) /* x / +-inf: x * +-0.0 in half, as for float */
            emit_recip_mul(S, I, LK_F16, val_reg(S, LLVMGetOperand(I, 0), 0), bits & 0x8000, result_loc(S, I)->ops[0]);
        else
            lower_arcp_half(S, I, c);
        return true;
    }
    if ((k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) || !LLVMIsAConstantFP(c) || !const_fp_bits(c, &bits)) {
        if (!LLVMIsNull(c))
            isel_error(S, I, "an 'arcp' division by this constant is not supported (llc-19 multiplies by its "
                             "reciprocal)");
        return false;
    }
    bool f32 = k == LLVMFloatTypeKind;
    double cd, rd;
    uint64_t rbits;
    bool normal = const_recip(bits, f32, &cd, &rd, &rbits);
    if (cd == 0.0)
        return false;
    LeafKind lk = f32 ? LK_F32 : LK_F64;
    if (!normal) {
        if (isnan(cd)) {
            isel_error(S, I, "an 'arcp' division by a constant whose reciprocal is not a normal number is not "
                             "supported");
            return false;
        }
        if (!isinf(cd))
            return false; /* 1 / C is subnormal or overflows: the combiner keeps the division */
        /* 1 / +-inf is +-0.0, which the combiner takes: x * +-0.0 below
         * (not fused: arcp_recip_const; the product is exact, so an fma of
         * it rounds as the addition does) */
        rbits = f32 ? bits & 0x80000000u : bits & 0x8000000000000000ull;
    }
    VLoc *res = result_loc(S, I);
    if (cd == -1.0) {
        /* x * -1.0 is fneg x to the combiner (the sign flipped, a NaN's
         * payload kept) */
        emit(S, (FormId)form_axis_fp[AX_fp_OP_neg][f32 ? AX_fp_S_f32 : AX_fp_S_f64], 2, res->ops[0],
             val_reg(S, LLVMGetOperand(I, 0), 0));
        return true;
    }
    MOperand ops[3] = {res->ops[0], val_op(S, LLVMGetOperand(I, 0), 0), mo_fimm(leaf_rc(lk), rbits)};
    if (ops[1].kind != MO_REG)
        ops[1] = val_reg(S, LLVMGetOperand(I, 0), 0);
    emit_ops(S, (FormId)form_axis_fp[AX_fp_OP_mul_rn][lk == LK_F32 ? AX_fp_S_f32 : AX_fp_S_f64], 3, ops);
    return true;
}
