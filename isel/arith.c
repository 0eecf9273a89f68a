/*
 * Arithmetic: integer and floating-point binary operations (i128 by pairs of
 * registers), compares, select.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "divconst.h"
#include "isel.h"

/* ---------------------------------------------------------------- arithmetic */

static const char *binop_name(LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: return "add";
    case LLVMSub: return "sub";
    case LLVMMul: return "mul";
    case LLVMUDiv: return "udiv";
    case LLVMSDiv: return "sdiv";
    case LLVMURem: return "urem";
    case LLVMSRem: return "srem";
    case LLVMShl: return "shl";
    case LLVMLShr: return "lshr";
    case LLVMAShr: return "ashr";
    case LLVMAnd: return "and";
    case LLVMOr: return "or";
    case LLVMXor: return "xor";
    case LLVMFAdd: return "fadd";
    case LLVMFSub: return "fsub";
    case LLVMFMul: return "fmul";
    case LLVMFDiv: return "fdiv";
    case LLVMFRem: return "frem";
    case LLVMFNeg: return "fneg";
    default: return "?";
    }
}

/* The integer operation (AX_int_OP_) of an LLVM opcode, -1 for none; the
 * operations the rows' ir= attributes name. */
static int int_binop(LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: return AX_int_OP_add_s;
    case LLVMSub: return AX_int_OP_sub_s;
    case LLVMMul: return AX_int_OP_mul_lo_s;
    case LLVMUDiv: return AX_int_OP_div_u;
    case LLVMSDiv: return AX_int_OP_div_s;
    case LLVMURem: return AX_int_OP_rem_u;
    case LLVMSRem: return AX_int_OP_rem_s;
    case LLVMShl: return AX_int_OP_shl_b;
    case LLVMLShr: return AX_int_OP_shr_u;
    case LLVMAShr: return AX_int_OP_shr_s;
    case LLVMAnd: return AX_int_OP_and_b;
    case LLVMOr: return AX_int_OP_or_b;
    case LLVMXor: return AX_int_OP_xor_b;
    default: return -1;
    }
}

/* The form of an LLVM floating-point opcode on a leaf of kind k (half,
 * bfloat, float, double), FORM_NONE where no row implements it (half and
 * bfloat division and remainder: computed in f32). */
FormId fp_binop_form(LLVMOpcode op, LeafKind k)
{
    unsigned t = k == LK_F16 ? AX_fp_S_f16 : k == LK_BF16 ? AX_fp_S_bf16 : k == LK_F32 ? AX_fp_S_f32 : AX_fp_S_f64;
    switch (op) {
    case LLVMFAdd: return (FormId)form_axis_fp[AX_fp_OP_add_rn][t];
    case LLVMFSub: return (FormId)form_axis_fp[AX_fp_OP_sub_rn][t];
    case LLVMFMul: return (FormId)form_axis_fp[AX_fp_OP_mul_rn][t];
    case LLVMFDiv: return (FormId)form_axis_fp[AX_fp_OP_div_rn][t];
    case LLVMFRem: return (FormId)form_axis_fp[AX_fp_OP_frem][t];
    case LLVMFNeg: return (FormId)form_axis_fp[AX_fp_OP_neg][t];
    default: return FORM_NONE;
    }
}

bool is_i128(LLVMTypeRef ty)
{
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 128;
}

/* i128 arithmetic on (lo, hi) register pairs. */
static void lower_i128_binop(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if ((op == LLVMMul || op == LLVMAnd) && (LLVMIsNull(a) || LLVMIsNull(b))) {
        /* x * 0 and x & 0 are 0, as llc-19's DAG folds them: the operand's
         * computation is then dead (isel/function.c drops it) */
        mov_leaf(S, res->ops[0], mo_imm(0));
        mov_leaf(S, res->ops[1], mo_imm(0));
        return;
    }
    MOperand a0 = val_reg(S, a, 0), a1 = val_reg(S, a, 1);
    MOperand d0 = res->ops[0], d1 = res->ops[1];
    int64_t sh;
    switch (op) {
    case LLVMAdd:
    case LLVMSub: {
        FormId k0 = op == LLVMAdd ? FORM_add_cc_u64 : FORM_sub_cc_u64, k1 = op == LLVMAdd ? FORM_addc_u64 : FORM_subc_u64;
        emit(S, k0, 3, d0, a0, val_op(S, b, 0));
        emit(S, k1, 3, d1, a1, val_op(S, b, 1));
        return;
    }
    case LLVMAnd:
    case LLVMOr:
    case LLVMXor: {
        FormId k = op == LLVMAnd ? FORM_and_b64 : op == LLVMOr ? FORM_or_b64 : FORM_xor_b64;
        emit(S, k, 3, d0, a0, val_op(S, b, 0));
        emit(S, k, 3, d1, a1, val_op(S, b, 1));
        return;
    }
    case LLVMMul: {
        /* hi = mulhi(a0, b0) + a0 * b1 + a1 * b0, without the products of
         * a high half the IR proves zero (the DAG's x * 0 and x + 0 folds
         * on the expanded halves: a product of two zero-extended 64-bit
         * values is one mul.lo and one mul.hi, as llc-19 prints it) */
        bool za = ir_high_half_zero(a), zb = ir_high_half_zero(b);
        MOperand b0 = val_reg(S, b, 0);
        MOperand h = za && zb ? d1 : new_vreg(S, RC_B64);
        emit(S, FORM_mul_hi_u64, 3, h, a0, b0);
        emit(S, FORM_mul_lo_u64, 3, d0, a0, b0);
        if (za && zb)
            return;
        MOperand c = new_vreg(S, RC_B64);
        if (zb || za) {
            if (za)
                emit(S, FORM_mul_lo_u64, 3, c, a0, val_reg(S, b, 1));
            else
                emit(S, FORM_mul_lo_u64, 3, c, a1, b0);
            emit(S, FORM_add_s64, 3, d1, h, c);
            return;
        }
        MOperand c2 = new_vreg(S, RC_B64), t = new_vreg(S, RC_B64);
        emit(S, FORM_mul_lo_u64, 3, c, a0, val_reg(S, b, 1));
        emit(S, FORM_mul_lo_u64, 3, c2, a1, b0);
        emit(S, FORM_add_s64, 3, t, h, c);
        emit(S, FORM_add_s64, 3, d1, t, c2);
        return;
    }
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
        if (is_const_int(b, &sh) && sh >= 0 && sh < 128) {
            MOperand z = mo_imm(0);
            if (sh == 0) {
                mov_leaf(S, d0, a0);
                mov_leaf(S, d1, a1);
            } else if (op == LLVMShl) {
                if (sh >= 64) {
                    if (sh == 64)
                        mov_leaf(S, d1, a0);
                    else
                        emit(S, FORM_shl_b64, 3, d1, a0, mo_imm(sh - 64));
                    emit(S, FORM_mov_b64, 2, d0, z);
                } else {
                    MOperand x = new_vreg(S, RC_B64), y = new_vreg(S, RC_B64);
                    emit(S, FORM_shl_b64, 3, x, a1, mo_imm(sh));
                    emit(S, FORM_shr_u64, 3, y, a0, mo_imm(64 - sh));
                    emit(S, FORM_or_b64, 3, d1, x, y);
                    emit(S, FORM_shl_b64, 3, d0, a0, mo_imm(sh));
                }
            } else {
                FormId sr = op == LLVMAShr ? FORM_shr_s64 : FORM_shr_u64;
                if (sh >= 64) {
                    if (sh == 64)
                        mov_leaf(S, d0, a1);
                    else
                        emit(S, sr, 3, d0, a1, mo_imm(sh - 64));
                    if (op == LLVMAShr)
                        emit(S, FORM_shr_s64, 3, d1, a1, mo_imm(63));
                    else
                        emit(S, FORM_mov_b64, 2, d1, z);
                } else {
                    MOperand x = new_vreg(S, RC_B64), y = new_vreg(S, RC_B64);
                    emit(S, FORM_shr_u64, 3, x, a0, mo_imm(sh));
                    emit(S, FORM_shl_b64, 3, y, a1, mo_imm(64 - sh));
                    emit(S, FORM_or_b64, 3, d0, x, y);
                    emit(S, sr, 3, d1, a1, mo_imm(sh));
                }
            }
            return;
        }
        {
            /* variable amount s (< 128, else poison): PTX clamps 64-bit
             * shift amounts above 64 (as .u32) to 64, so the terms of the
             * other half vanish on their own where they do not apply */
            MOperand s = new_vreg(S, RC_B32), rs = new_vreg(S, RC_B32), sm = new_vreg(S, RC_B32);
            MOperand t1 = new_vreg(S, RC_B64), t2 = new_vreg(S, RC_B64), t3 = new_vreg(S, RC_B64);
            MOperand t12 = new_vreg(S, RC_B64), hi = new_vreg(S, RC_B64), lo = new_vreg(S, RC_B64);
            emit(S, FORM_cvt_u32_u64, 2, s, val_reg(S, b, 0));
            emit(S, FORM_neg_s32, 2, rs, s);
            emit(S, FORM_add_s32, 3, rs, rs, mo_imm(64));   /* 64 - s */
            emit(S, FORM_add_s32, 3, sm, s, mo_imm(-64));   /* s - 64 */
            if (op == LLVMShl) {
                emit(S, FORM_shl_b64, 3, t1, a1, s);
                emit(S, FORM_shr_u64, 3, t2, a0, rs);
                emit(S, FORM_shl_b64, 3, t3, a0, sm);
                emit(S, FORM_or_b64, 3, t12, t1, t2);
                emit(S, FORM_or_b64, 3, hi, t12, t3);
                emit(S, FORM_shl_b64, 3, lo, a0, s);
            } else {
                emit(S, FORM_shr_u64, 3, t1, a0, s);
                emit(S, FORM_shl_b64, 3, t2, a1, rs);
                emit(S, FORM_or_b64, 3, t12, t1, t2);
                if (op == LLVMLShr) {
                    emit(S, FORM_shr_u64, 3, t3, a1, sm);
                    emit(S, FORM_or_b64, 3, lo, t12, t3);
                    emit(S, FORM_shr_u64, 3, hi, a1, s);
                } else {
                    /* the sign fill of a1 >> (s - 64) must not reach s < 64 */
                    MOperand p = new_vreg(S, RC_PRED);
                    emit(S, FORM_shr_s64, 3, t3, a1, sm);
                    emit(S, FORM_setp_lt_u32, 3, p, s, mo_imm(64));
                    emit(S, FORM_selp_b64, 4, lo, t12, t3, p);
                    emit(S, FORM_shr_s64, 3, hi, a1, s);
                }
            }
            mov_leaf(S, d0, lo);
            mov_leaf(S, d1, hi);
            return;
        }
    case LLVMUDiv:
    case LLVMURem:
    case LLVMSDiv:
    case LLVMSRem: {
        /* division by zero and signed overflow are poison / UB in the IR */
        MOperand b0 = val_reg(S, b, 0), b1 = val_reg(S, b, 1);
        FormId id = op == LLVMUDiv   ? FORM_udiv_i128_loop
                    : op == LLVMURem ? FORM_urem_i128_loop
                    : op == LLVMSDiv ? FORM_sdiv_i128_loop
                                     : FORM_srem_i128_loop;
        emit(S, id, 6, d0, d1, a0, a1, b0, b1);
        return;
    }
    default:
        break;
    }
    isel_error(S, I, "cannot select '%s' on i128 (supported: add, sub, and, or, xor, mul, shifts, div, rem)",
               binop_name(op));
}

/* fadd / fsub / fmul (nsrc 2) or fma (nsrc 3) of <N x float> on a target with
 * the packed .f32x2 instructions (has_f32x2): lanes 2i and 2i+1 of the
 * operands (I's first nsrc operands) are packed into .b64 registers with
 * mov.b64 and computed by one instruction of form id (add.rn.f32x2, ...), as
 * upstream LLVM selects v2f32 on sm_100; the result is unpacked into the
 * lanes' registers (the moves are free to ptxas). Returns the number of
 * lanes done: 0 where the target lacks the form or I is not such a vector
 * (the caller selects lane by lane), else the even count (an odd last lane
 * is left to the caller). */
unsigned lower_f32x2(SelectCtx *S, LLVMValueRef I, FormId id, unsigned nsrc)
{
    LLVMTypeRef ty = LLVMTypeOf(I);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind || LLVMGetTypeKind(LLVMGetElementType(ty)) != LLVMFloatTypeKind ||
        LLVMGetVectorSize(ty) < 2 || !form_row_available(id, S->t))
        return 0;
    VLoc *res = result_loc(S, I);
    unsigned n = LLVMGetVectorSize(ty) & ~1u;
    for (unsigned l = 0; l < n; l += 2) {
        MOperand lo[3], hi[3];
        for (unsigned i = 0; i < nsrc; i++) {
            LLVMValueRef v = LLVMGetOperand(I, i);
            lo[i] = val_reg(S, v, l);
            hi[i] = val_reg(S, v, l + 1);
        }
        emit_f32x2(S, id, res->ops[l], res->ops[l + 1], lo, hi, nsrc);
    }
    return n;
}

/* One packed .f32x2 instruction of form id: (d0, d1) = op((lo[i], hi[i])...)
 * for nsrc sources in .f32 registers, packed into .b64 ones and unpacked
 * with mov.b64. */
void emit_f32x2(SelectCtx *S, FormId id, MOperand d0, MOperand d1, const MOperand *lo, const MOperand *hi, unsigned nsrc)
{
    FormId pack = mov_bits_form(64, AX_mov_bits_K__pack), unpack = mov_bits_form(64, AX_mov_bits_K__unpack);
    MOperand ops[4];
    PTXSEL_ASSERT(nsrc <= 3);
    ops[0] = new_vreg(S, RC_B64);
    for (unsigned i = 0; i < nsrc; i++) {
        ops[1 + i] = new_vreg(S, RC_B64);
        emit(S, pack, 3, ops[1 + i], lo[i], hi[i]);
    }
    emit_ops(S, id, 1 + nsrc, ops);
    emit(S, unpack, 3, d0, d1, ops[0]);
}

/* ---------------------------------------------------------------- fdiv by constants (area arith) */

/* The denormal mode of type k in fn is IEEE for inputs and outputs (LLVM's
 * DenormalMode::getIEEE(): "denormal-fp-math-f32" for float, else
 * "denormal-fp-math"; absent is IEEE). */
static bool denormal_ieee(LLVMValueRef fn, LeafKind k)
{
    const char *keys[2] = {k == LK_F32 ? "denormal-fp-math-f32" : NULL, "denormal-fp-math"};
    for (unsigned i = 0; i < 2; i++) {
        if (!keys[i])
            continue;
        LLVMAttributeRef a =
            LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, keys[i], (unsigned)strlen(keys[i]));
        if (!a)
            continue;
        unsigned n;
        const char *v = LLVMGetStringAttributeValue(a, &n);
        return (n == 4 && !memcmp(v, "ieee", 4)) || (n == 9 && !memcmp(v, "ieee,ieee", 9));
    }
    return true;
}

/* Field widths of a floating-point leaf kind. */
static void fp_format(LeafKind k, unsigned *ebits, unsigned *mbits)
{
    *ebits = k == LK_F16 ? 5 : k == LK_F64 ? 11 : 8;
    *mbits = k == LK_F16 ? 10 : k == LK_BF16 ? 7 : k == LK_F32 ? 23 : 52;
}

/* The reciprocal of the constant with bits c in the format (ebits, mbits)
 * where APFloat's 1 / c is exact and not subnormal (DAGCombiner::visitFDIV's
 * condition without arcp): c = +-2^e with 2^-e normal (a subnormal c too),
 * an infinity (1 / inf = 0), a NaN (the NaN, quieted). False for zero and
 * every other constant. */
static bool exact_recip(uint64_t c, unsigned ebits, unsigned mbits, uint64_t *r)
{
    uint64_t sign = c >> (ebits + mbits) & 1, E = c >> mbits & ((1u << ebits) - 1), M = c & (((uint64_t)1 << mbits) - 1);
    int bias = (1 << (ebits - 1)) - 1;
    uint64_t emax = (1u << ebits) - 1;
    if (E == emax) {
        *r = M ? c | (uint64_t)1 << (mbits - 1) : sign << (ebits + mbits);
        return true;
    }
    int e;
    if (E)
        e = M ? INT_MIN : (int)E - bias;
    else
        e = M && !(M & (M - 1)) ? 1 - bias - (int)mbits + __builtin_ctzll(M) : INT_MIN;
    if (e == INT_MIN || -e < 1 - bias || -e > bias)
        return false;
    *r = sign << (ebits + mbits) | (uint64_t)(bias - e) << mbits;
    return true;
}

/* Lane i of a constant (a scalar constant itself), NULL where it is not a
 * constant float. */
static LLVMValueRef fp_const_lane(LLVMValueRef v, unsigned i)
{
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
        v = LLVMIsConstant(v) ? LLVMGetAggregateElement(v, i) : NULL;
    return v && LLVMIsAConstantFP(v) ? v : NULL;
}

/* Lane i of fdiv I = a / b outside fast math (no arcp, no "unsafe-fp-math")
 * as llc-19 selects it after its DAG combiner: a / +-1.0 is a or -a (an fsub
 * from -0.0 unless denormals are IEEE), a / C is a * (1 / C) where that
 * reciprocal is exact and normal (in half / bfloat, or in float once the
 * division is promoted), and 1.0 / b is rcp.rn (through float for half and
 * bfloat). False, emitting nothing, for the other divisions. */
static bool lower_fdiv_lane(SelectCtx *S, LLVMValueRef I, LLVMValueRef a, LLVMValueRef b, unsigned i, LeafKind k,
                            MOperand d)
{
    unsigned ebits, mbits;
    fp_format(k, &ebits, &mbits);
    uint64_t one = (uint64_t)((1u << (ebits - 1)) - 1) << mbits, sgn = (uint64_t)1 << (ebits + mbits), cb, r;
    LLVMValueRef ca = fp_const_lane(a, i), cc = fp_const_lane(b, i);
    bool narrow = k == LK_F16 || k == LK_BF16;
    if (!cc) {
        /* 1.0 / b: rcp.rn (llc's pattern), in float for half and bfloat */
        if (!ca || !const_fp_bits(ca, &cb) || cb != one)
            return false;
        MOperand y = narrow ? to_f32(S, val_reg(S, b, i), k) : val_reg(S, b, i);
        MOperand t = narrow ? new_vreg(S, RC_F32) : d;
        emit_ops(S, k == LK_F64 ? FORM_rcp_rn_f64 : FORM_rcp_rn_f32, 2, (MOperand[]){t, y});
        if (narrow)
            from_f32(S, d, t, k);
        return true;
    }
    if (ca || !const_fp_bits(cc, &cb))
        return false;
    FormId mul = fp_binop_form(LLVMFMul, k);
    bool native = !narrow || (form_row_available(mul, S->t) && !(k == LK_BF16 && S->fp_ftz));
    if (!native || !exact_recip(cb, ebits, mbits, &r)) {
        /* half and bfloat divisions are promoted to float, where llc's
         * combiner sees them again: x * (1 / C) in float when that
         * reciprocal is exact and normal there (x / +-1.0: left alone) */
        if (!narrow)
            return false;
        if ((cb & ~sgn) == one) {
            /* x / +-1.0 is x or its sign flipped (llc: neg.bf16 where the
             * target has it, else xor.b16) */
            if (k != LK_BF16)
                return false;
            if (cb & sgn) {
                FormId neg = fp_binop_form(LLVMFNeg, k);
                if (form_row_available(neg, S->t))
                    emit_ops(S, neg, 2, (MOperand[]){d, val_reg(S, a, i)});
                else
                    emit(S, FORM_xor_b16, 3, d, val_reg(S, a, i), mo_imm(-32768));
            } else
                mov_leaf(S, d, val_reg(S, a, i));
            return true;
        }
        LLVMBool lost;
        float fv = (float)LLVMConstRealGetDouble(cc, &lost);
        uint32_t b32;
        memcpy(&b32, &fv, sizeof b32);
        if (!exact_recip(b32, 8, 23, &r))
            return false;
        MOperand t = new_vreg(S, RC_F32);
        emit_ops(S, FORM_mul_rn_f32, 3, (MOperand[]){t, to_f32(S, val_reg(S, a, i), k), mo_fimm(RC_F32, r)});
        from_f32(S, d, t, k);
        return true;
    }
    emit_recip_mul(S, I, k, val_reg(S, a, i), r, d);
    return true;
}

void emit_recip_mul(SelectCtx *S, LLVMValueRef I, LeafKind k, MOperand x, uint64_t r, MOperand d)
{
    unsigned ebits, mbits;
    fp_format(k, &ebits, &mbits);
    uint64_t one = (uint64_t)((1u << (ebits - 1)) - 1) << mbits, sgn = (uint64_t)1 << (ebits + mbits);
    if (r == one) { /* x * 1.0 */
        mov_leaf(S, d, x);
        return;
    }
    if (r == (one | sgn)) {
        /* x * -1.0: fsub -0.0, x, which is fneg where denormals are IEEE */
        LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(I));
        FormId neg = fp_binop_form(LLVMFNeg, k);
        if (denormal_ieee(fn, k) && form_row_available(neg, S->t)) {
            emit_ops(S, neg, 2, (MOperand[]){d, x});
            return;
        }
        MOperand z = new_vreg(S, leaf_rc(k));
        emit(S, mov_form(leaf_rc(k)), 2, z, mo_fimm(leaf_rc(k), sgn));
        emit_ops(S, fp_binop_form(LLVMFSub, k), 3, (MOperand[]){d, z, x});
        return;
    }
    MOperand rc = mo_fimm(leaf_rc(k), r);
    if (k == LK_F16 || k == LK_BF16) { /* 16-bit floats have no immediates */
        MOperand t = new_vreg(S, leaf_rc(k));
        emit(S, mov_form(leaf_rc(k)), 2, t, rc);
        rc = t;
    }
    emit_ops(S, fp_binop_form(LLVMFMul, k), 3, (MOperand[]){d, x, rc});
}

/* An fdiv that llc-19's combiner turns into an fmul by its divisor's exact
 * reciprocal before instructions are selected (the fold of lower_fdiv_lane
 * in a type with native arithmetic, every lane): that reciprocal as a
 * constant of I's type, for contraction (isel/contract.c), which fuses
 * such a product like any fmul. NULL for every other fdiv, and where the
 * reciprocal is +-1.0 (a copy or a negation) or 2.0 (x * 2.0 becomes
 * x + x, which is never fused). */
LLVMValueRef fdiv_exact_recip(SelectCtx *S, LLVMValueRef I)
{
    if (!LLVMIsAInstruction(I) || LLVMGetInstructionOpcode(I) != LLVMFDiv ||
        fn_attr_true(LLVMGetBasicBlockParent(LLVMGetInstructionParent(I)), "unsafe-fp-math"))
        return NULL;
    if (LLVMCanValueUseFastMathFlags(I) && (LLVMGetFastMathFlags(I) & LLVMFastMathAllowReciprocal)) {
        /* arcp: the combiner multiplies by 1 / C whether or not it is exact
         * (lower_arcp_fdiv), and that fmul fuses like any other with a
         * contract fadd / fsub (difftest s77460_O0_recip: llc-19 printed
         * fma.rn.f32 x, 0f3E9D89D9, -y for fsub contract (fdiv arcp
         * contract x, 3.25), y; ptxsel mul.rn + sub.rn, another rounding).
         * As below, x * +-1.0 and x * 2.0 are not products to the combiner
         * (x, -x and x + x) */
        if (LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMHalfTypeKind &&
            !form_row_available(fp_binop_form(LLVMFMul, LK_F16), S->t))
            return NULL; /* no half arithmetic: the division is promoted, not multiplied in half */
        LLVMValueRef r = arcp_recip_const(I);
        LLVMBool lost;
        double d = r ? LLVMConstRealGetDouble(r, &lost) : 0.0;
        return r && d != 1.0 && d != -1.0 && d != 2.0 ? r : NULL;
    }
    LLVMTypeRef ty = LLVMTypeOf(I), ety = ty;
    unsigned n = 1;
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
        n = LLVMGetVectorSize(ty);
        ety = LLVMGetElementType(ty);
    }
    LeafKind k;
    switch (LLVMGetTypeKind(ety)) {
    case LLVMFloatTypeKind: k = LK_F32; break;
    case LLVMDoubleTypeKind: k = LK_F64; break;
    case LLVMHalfTypeKind: k = LK_F16; break;
    case LLVMBFloatTypeKind: k = LK_BF16; break;
    default: return NULL;
    }
    if ((k == LK_F16 || k == LK_BF16) &&
        (!form_row_available(fp_binop_form(LLVMFMul, k), S->t) || (k == LK_BF16 && S->fp_ftz)))
        return NULL;
    if (n > 64)
        return NULL;
    unsigned ebits, mbits;
    fp_format(k, &ebits, &mbits);
    uint64_t one = (uint64_t)((1u << (ebits - 1)) - 1) << mbits, sgn = (uint64_t)1 << (ebits + mbits);
    uint64_t two = (uint64_t)((1u << (ebits - 1))) << mbits;
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1), lanes[64];
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef c = fp_const_lane(b, i);
        uint64_t cb, r;
        if (!c || fp_const_lane(a, i) || !const_fp_bits(c, &cb) || !exact_recip(cb, ebits, mbits, &r) ||
            (r & ~sgn) == one || r == two || (r & ~sgn) >> mbits == ((uint64_t)1 << ebits) - 1 ||
            !(r & ~sgn))
            return NULL;
        LLVMBool lost;
        double d = LLVMConstRealGetDouble(c, &lost);
        lanes[i] = LLVMConstReal(ety, 1.0 / d); /* a power of two: exact in double and in ety */
    }
    return n == 1 && LLVMGetTypeKind(ty) != LLVMVectorTypeKind ? lanes[0] : LLVMConstVector(lanes, n);
}

/* ---------------------------------------------------------------- integer multiply-add */

/* Is m an i32 mul that NVPTX's DAG combine folds into its one user, the add
 * `add`, as mad.lo.s32 (llc-19 at -O1 and up: (add (mul a, b), c) when the
 * mul has no other use, in one DAG; i16 and i64 stay mul + add, measured)?
 * A mul of two constants, or by 0 or 1, is folded before that. */
static bool mad_operand(SelectCtx *S, LLVMValueRef m, LLVMValueRef add)
{
    if (!LLVMIsAInstruction(m) || LLVMGetInstructionOpcode(m) != LLVMMul ||
        LLVMGetInstructionParent(m) != LLVMGetInstructionParent(add) ||
        LLVMGetTypeKind(LLVMTypeOf(m)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(m)) != 32)
        return false;
    LLVMUseRef u = LLVMGetFirstUse(m);
    if (!u || LLVMGetNextUse(u) || LLVMGetUser(u) != add || !contract_same_dag(S, m, add))
        return false;
    LLVMValueRef a = LLVMGetOperand(m, 0), b = LLVMGetOperand(m, 1);
    bool ca = LLVMIsAConstantInt(a), cb = LLVMIsAConstantInt(b);
    if (ca && cb)
        return false;
    LLVMValueRef c = ca ? a : cb ? b : NULL;
    return !c || (LLVMConstIntGetZExtValue(c) != 0 && LLVMConstIntGetZExtValue(c) != 1);
}

/* The mul an i32 add absorbs as mad.lo.s32 (its first operand when both
 * could be), or NULL. */
static LLVMValueRef mad_mul_of(SelectCtx *S, LLVMValueRef add)
{
    if (S->opt_level == 0 || LLVMGetInstructionOpcode(add) != LLVMAdd ||
        LLVMGetTypeKind(LLVMTypeOf(add)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(add)) != 32)
        return NULL;
    for (unsigned k = 0; k < 2; k++)
        if (mad_operand(S, LLVMGetOperand(add, k), add))
            return LLVMGetOperand(add, k);
    return NULL;
}

/* add = m + c as mad.lo.s32 (a constant multiplicand second, as the DAG
 * puts it). */
static bool lower_mad(SelectCtx *S, LLVMValueRef add, MOperand d)
{
    LLVMValueRef m = mad_mul_of(S, add);
    if (!m)
        return false;
    LLVMValueRef c = LLVMGetOperand(add, LLVMGetOperand(add, 0) == m ? 1 : 0);
    LLVMValueRef a = LLVMGetOperand(m, 0), b = LLVMGetOperand(m, 1);
    if (LLVMIsAConstantInt(a)) {
        LLVMValueRef t = a;
        a = b;
        b = t;
    }
    emit(S, FORM_mad_lo_s32, 4, d, val_reg(S, a, 0), val_op(S, b, 0), val_op(S, c, 0));
    return true;
}

void lower_binop(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    if (is_i128(LLVMTypeOf(I))) {
        lower_i128_binop(S, I, op);
        return;
    }
    LLVMValueRef same = op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul || op == LLVMFDiv
                            ? contract_fp_identity(I)
                            : NULL;
    if (same) {
        VLoc *res = result_loc(S, I);
        for (unsigned i = 0; i < res->n; i++)
            mov_leaf(S, res->ops[i], val_op(S, same, i));
        return;
    }
    if ((op == LLVMFAdd || op == LLVMFSub) && contract_lower(S, I))
        return;
    if (op == LLVMFDiv && (lower_rsqrt_fdiv(S, I) || lower_arcp_fdiv(S, I)))
        return;
    if ((op == LLVMFMul || op == LLVMFNeg || op == LLVMFDiv) && contract_mul_is_dead(S, I))
        return;
    if (op == LLVMMul && LLVMGetFirstUse(I) && mad_mul_of(S, LLVMGetUser(LLVMGetFirstUse(I))) == I)
        return; /* the add's mad.lo.s32 computes it */
    if (op == LLVMAdd && LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(LLVMTypeOf(I)) == 32 && lower_mad(S, I, result_loc(S, I)->ops[0]))
        return;
    VLoc *res = result_loc(S, I);
    size_t n;
    const Leaf *lv = leaves_of(S, LLVMTypeOf(I), &n, I);
    if (!lv)
        return;
    LLVMValueRef a = LLVMGetOperand(I, 0), b = op == LLVMFNeg ? NULL : LLVMGetOperand(I, 1);
    size_t first = 0;
    if (op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul)
        first = lower_f32x2(S, I, op == LLVMFAdd ? FORM_add_rn_f32x2 : op == LLVMFSub ? FORM_sub_rn_f32x2 : FORM_mul_rn_f32x2, 2);
    /* fdiv outside fast math (arcp: fpmode.c; "unsafe-fp-math": refused there) */
    bool fdiv_fold = op == LLVMFDiv &&
                     !(LLVMCanValueUseFastMathFlags(I) && (LLVMGetFastMathFlags(I) & LLVMFastMathAllowReciprocal)) &&
                     !fn_attr_true(LLVMGetBasicBlockParent(LLVMGetInstructionParent(I)), "unsafe-fp-math");
    for (size_t i = first; i < n; i++) {
        LeafKind k = (LeafKind)lv[i].kind;
        MOperand d = res->ops[i];
        if (fdiv_fold && lower_fdiv_lane(S, I, a, b, (unsigned)i, k, d))
            continue;
        MOperand x = val_op(S, a, (unsigned)i);
        MOperand y = b ? val_op(S, b, (unsigned)i) : mo_imm(0);
        if (k == LK_I1) {
            FormId id = op == LLVMAnd || op == LLVMMul ? FORM_and_pred
                        : op == LLVMOr                 ? FORM_or_pred
                        : op == LLVMXor || op == LLVMAdd || op == LLVMSub ? FORM_xor_pred
                                                                          : FORM_NONE;
            if (id == FORM_NONE) {
                isel_error(S, I, "cannot select '%s' on i1", binop_name(op));
                continue;
            }
            emit(S, id, 3, d, val_reg(S, a, (unsigned)i), val_reg(S, b, (unsigned)i));
            continue;
        }
        if (k == LK_F16 || k == LK_BF16) {
            FormId id = fp_binop_form(op, k);
            if (id != FORM_NONE && form_row_available(id, S->t)) {
                MOperand ops[3] = {d, val_reg(S, a, (unsigned)i), b ? val_reg(S, b, (unsigned)i) : y};
                emit_ops(S, id, b ? 3 : 2, ops);
                continue;
            }
            /* promote through f32 */
            MOperand fx = to_f32(S, val_reg(S, a, (unsigned)i), k);
            MOperand fy = b ? to_f32(S, val_reg(S, b, (unsigned)i), k) : fx;
            MOperand t = new_vreg(S, RC_F32);
            FormId r32 = fp_binop_form(op, LK_F32);
            if (r32 == FORM_NONE) {
                isel_error(S, I, "cannot select '%s' on %s", binop_name(op), k == LK_F16 ? "half" : "bfloat");
                continue;
            }
            MOperand ops[3] = {t, fx, fy};
            emit_ops(S, r32, b ? 3 : 2, ops);
            from_f32(S, d, t, k);
            continue;
        }
        if (k == LK_F32 || k == LK_F64) {
            FormId id = fp_binop_form(op, k);
            if (id == FORM_NONE) {
                isel_error(S, I, "cannot select '%s' on %s", binop_name(op), k == LK_F32 ? "float" : "double");
                continue;
            }
            MOperand ops[3] = {d, x, y};
            emit_ops(S, id, b ? 3 : 2, ops);
            continue;
        }
        /* integers (and pointers never reach here); by a constant: llc's
         * multiply-high sequences (isel/divconst.c; i8 before its
         * normalisation, which the sequence does where llc does) */
        /* x * 0 and x & 0 are 0, as llc-19's DAG folds them (at -O0 too):
         * the other operand's computation is then dead (isel/function.c) */
        if ((op == LLVMMul || op == LLVMAnd) && ((y.kind == MO_IMM && y.imm == 0) || (x.kind == MO_IMM && x.imm == 0))) {
            mov_leaf(S, d, mo_imm(0));
            continue;
        }
        /* a divisor the IR proves to be 1 (the generator's 'x % (... | 1)'
         * where the rest is 0), as llc-19's DAG folds it by its known
         * bits, at -O0 too: no division */
        bool divrem = op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem;
        if (divrem && y.kind == MO_REG && ir_is_one(b)) {
            mov_leaf(S, d, op == LLVMURem || op == LLVMSRem ? mo_imm(0) : x);
            continue;
        }
        /* 0 / y and 0 % y are 0, x / x is 1 and x % x is 0: llc-19's DAG
         * folds these before selecting, at -O0 too (they differ only for a
         * zero divisor, which is undefined); the generator's
         * '(T)0 / ((y >> 1) | 1)' in a loop otherwise keeps a 64-bit
         * division there, which ptxas does not remove */
        if (divrem && x.kind == MO_IMM && x.imm == 0) {
            mov_leaf(S, d, mo_imm(0));
            continue;
        }
        if (divrem && a == b && x.kind == MO_REG) {
            mov_leaf(S, d, mo_imm(op == LLVMUDiv || op == LLVMSDiv ? 1 : 0));
            continue;
        }
        if (y.kind == MO_IMM && lower_div_const(S, op, k, d, x, y.imm, a, I))
            continue;
        /* a signed division of two values the IR bounds below the sign
         * bit is the unsigned one, which llc-19's combiner picks when it
         * knows both sign bits are zero (cheaper than div.s / rem.s); only
         * for a scalar, so the loop has no other leaf to see the new op */
        if ((op == LLVMSDiv || op == LLVMSRem) && y.kind == MO_REG && ir_sign_bit_zero(a) && ir_sign_bit_zero(b))
            op = op == LLVMSDiv ? LLVMUDiv : LLVMURem;
        if (k == LK_I8) {
            bool sgn = op == LLVMSDiv || op == LLVMSRem || op == LLVMAShr;
            if (op == LLVMUDiv || op == LLVMURem || op == LLVMLShr || sgn) {
                x = norm_i8(S, x, sgn);
                if (op != LLVMLShr && op != LLVMAShr)
                    y = norm_i8(S, y, sgn);
            }
            /* the shift amount's high byte is unspecified too */
            if (op == LLVMShl || op == LLVMLShr || op == LLVMAShr)
                y = norm_i8(S, y, false);
        }
        if (op == LLVMShl || op == LLVMLShr || op == LLVMAShr) {
            if (y.kind == MO_REG && y.rc != RC_B32) {
                MOperand t = new_vreg(S, RC_B32);
                emit(S, y.rc == RC_B64 ? FORM_cvt_u32_u64 : FORM_cvt_u32_u16, 2, t, y);
                y = t;
            }
        }
        /* CodeGenPrepare's bypass of the slow 64-bit division (-O1 and up)
         * by what the IR bounds: llc-19 divides in 32 bits in place when
         * both operands are known to fit in 32 bits, and for an unsigned
         * one (as the IR writes it) with only the dividend known to fit,
         * tests the divisor against it (difftest s72785_O2: 'udiv i64
         * (zext i32 g), ((x >> 1) | 1)' twice was two division routines
         * behind run-time width checks) */
        bool wide_div = k == LK_I64 && S->opt_level > 0 && y.kind == MO_REG &&
                        (op == LLVMSDiv || op == LLVMUDiv || op == LLVMSRem || op == LLVMURem);
        DivRange ra = wide_div ? ir_div_range(a) : DIV_UNKNOWN, rb = wide_div ? ir_div_range(b) : DIV_UNKNOWN;
        /* a hash-like operand (an xor, a product with a wide constant):
         * no bypass, the 64-bit division (difftest s73926_O2) */
        wide_div = wide_div && ra != DIV_LONG && rb != DIV_LONG;
        bool short_a = wide_div && ra == DIV_SHORT;
        if (short_a && x.kind == MO_REG && rb == DIV_SHORT) {
            /* both non-negative: the unsigned division */
            MOperand x32 = new_vreg(S, RC_B32), y32 = new_vreg(S, RC_B32), q32 = new_vreg(S, RC_B32);
            emit(S, FORM_cvt_u32_u64, 2, x32, x);
            emit(S, FORM_cvt_u32_u64, 2, y32, y);
            emit(S, op == LLVMUDiv || op == LLVMSDiv ? FORM_div_u32 : FORM_rem_u32, 3, q32, x32, y32);
            emit(S, FORM_cvt_u64_u32, 2, d, q32);
            continue;
        }
        LLVMOpcode ir_op = short_a && x.kind == MO_REG && LLVMIsAInstruction(I) ? LLVMGetInstructionOpcode(I) : op;
        if (short_a && x.kind == MO_REG && (ir_op == LLVMUDiv || ir_op == LLVMURem)) {
            emit(S, op == LLVMUDiv ? FORM_div_u64_bypass_short : FORM_rem_u64_bypass_short, 3, d, x, y);
            continue;
        }
        if (k == LK_I64 && S->opt_level > 0 && y.kind == MO_REG && x.kind == MO_IMM &&
            (uint64_t)x.imm <= UINT32_MAX && (op == LLVMUDiv || op == LLVMURem)) {
            /* CodeGenPrepare's bypass with a short constant dividend: no
             * division at all when the divisor exceeds it (difftest
             * s72183_O2: 'urem i64 255, %x' three times was three rem.u64
             * routine calls; llc-19 tests the divisor against 255) */
            MOperand r = new_vreg(S, RC_B64);
            emit(S, FORM_mov_b64, 2, r, x);
            emit(S, op == LLVMUDiv ? FORM_div_u64_bypass_short : FORM_rem_u64_bypass_short, 3, d, r, y);
            continue;
        }
        if (wide_div && x.kind == MO_REG) {
            /* llc's CodeGenPrepare (-O1 and up) bypasses the slow 64-bit
             * division when both operands fit in 32 bits */
            FormId id = op == LLVMSDiv   ? FORM_div_s64_bypass
                        : op == LLVMUDiv ? FORM_div_u64_bypass
                        : op == LLVMSRem ? FORM_rem_s64_bypass
                                         : FORM_rem_u64_bypass;
            emit(S, id, 3, d, x, y);
            continue;
        }
        if (op == LLVMSub && k == LK_I16 && x.kind == MO_IMM && x.imm == 0 && y.kind == MO_REG) {
            /* 0 - x as x * -1: ptxas 13.0 takes a 16-bit negation (neg.s16,
             * or sub.s16 from 0) of -32768 to be +32768 when the result is
             * then sign-extended (cvt.s32.s16 / cvt.s64.s16), shown on the
             * H100; the multiplication keeps the 16-bit wrap-around. */
            emit(S, FORM_mul_lo_s16, 3, d, y, mo_imm(-1));
            continue;
        }
        int iop = int_binop(op);
        if (iop < 0) {
            isel_error(S, I, "cannot select '%s' on %s", binop_name(op), int_ty(k));
            continue;
        }
        if (x.kind != MO_REG) {
            /* the (possibly normalised) immediate itself, not the IR constant */
            MOperand r = new_vreg(S, leaf_rc(k));
            emit(S, mov_form(leaf_rc(k)), 2, r, x);
            x = r;
        }
        emit(S, int_form((unsigned)iop, reg_bits(k)), 3, d, x, y);
    }
}

/* The setp condition (AX_setp_int_C_) of an integer predicate; *sgn: a
 * signed compare (equality compares as signed, as llc spells it). */
static unsigned icmp_cond(LLVMIntPredicate p, bool *sgn)
{
    switch (p) {
    case LLVMIntEQ: *sgn = true; return AX_setp_int_C_eq;
    case LLVMIntNE: *sgn = true; return AX_setp_int_C_ne;
    case LLVMIntUGT: *sgn = false; return AX_setp_int_C_gt;
    case LLVMIntUGE: *sgn = false; return AX_setp_int_C_ge;
    case LLVMIntULT: *sgn = false; return AX_setp_int_C_lt;
    case LLVMIntULE: *sgn = false; return AX_setp_int_C_le;
    case LLVMIntSGT: *sgn = true; return AX_setp_int_C_gt;
    case LLVMIntSGE: *sgn = true; return AX_setp_int_C_ge;
    case LLVMIntSLT: *sgn = true; return AX_setp_int_C_lt;
    case LLVMIntSLE: *sgn = true; return AX_setp_int_C_le;
    }
    *sgn = true;
    return AX_setp_int_C_eq;
}

/* i128 compare: on the high halves, and on the low halves (unsigned) when
 * the high halves are equal. */
static void i128_compare(SelectCtx *S, MOperand d, LLVMIntPredicate p, MOperand a0, MOperand a1, MOperand b0,
                         MOperand b1);

/* An i128 compare that one pair of halves decides, as llc-19's type
 * expansion (IntegerExpandSetCCOperands) finds it at every level: a sign
 * test 'x < 0' / 'x > -1' reads the high half only, and where both high
 * halves are the same constant (the IR proves them zero: zero extensions
 * from 64 bits or less, constants below 2^64) the low halves compare
 * unsigned (difftest s104546_O2: 'icmp sgt i128 %x, -1' in a function
 * called five times, 1.41x llc-19's time with the full compare). */
static bool i128_icmp_half(SelectCtx *S, LLVMValueRef I, MOperand d)
{
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(I);
    if (LLVMIsAConstantInt(b) && (p == LLVMIntSLT || p == LLVMIntSGT)) {
        uint64_t lo, hi;
        const_i128(b, &lo, &hi);
        if ((p == LLVMIntSLT && !lo && !hi) || (p == LLVMIntSGT && lo == UINT64_MAX && hi == UINT64_MAX)) {
            emit(S, p == LLVMIntSLT ? FORM_setp_lt_s64 : FORM_setp_gt_s64, 3, d, val_reg(S, a, 1),
                 mo_imm(p == LLVMIntSLT ? 0 : -1));
            return true;
        }
    }
    if (!ir_high_half_zero(a) || !ir_high_half_zero(b))
        return false;
    bool sgn;
    unsigned c = icmp_cond(p, &sgn);
    emit(S, setp_int_form(c, p == LLVMIntEQ || p == LLVMIntNE, 64), 3, d, val_reg(S, a, 0), val_op(S, b, 0));
    return true;
}

static void lower_i128_icmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if (i128_icmp_half(S, I, res->ops[0]))
        return;
    i128_compare(S, res->ops[0], LLVMGetICmpPredicate(I), val_reg(S, a, 0), val_reg(S, a, 1), val_op(S, b, 0),
                 val_op(S, b, 1));
}

bool i128_minmax_pred(const char *name, LLVMIntPredicate *p)
{
    static const struct {
        const char *name;
        LLVMIntPredicate p;
    } ops[] = {{"llvm.umin.i128", LLVMIntULT}, {"llvm.umax.i128", LLVMIntUGT},
               {"llvm.smin.i128", LLVMIntSLT}, {"llvm.smax.i128", LLVMIntSGT}};
    for (size_t i = 0; i < countof(ops); i++)
        if (!strcmp(name, ops[i].name)) {
            *p = ops[i].p;
            return true;
        }
    return false;
}

/* llvm.{u,s}{min,max}.i128: a compare of the pairs and two selects. */
bool lower_i128_minmax(SelectCtx *S, LLVMValueRef I, const char *name)
{
    LLVMIntPredicate p;
    if (!i128_minmax_pred(name, &p))
        return false;
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    MOperand a0 = val_reg(S, a, 0), a1 = val_reg(S, a, 1), b0 = val_reg(S, b, 0), b1 = val_reg(S, b, 1);
    MOperand pick = new_vreg(S, RC_PRED);
    i128_compare(S, pick, p, a0, a1, b0, b1);
    emit(S, FORM_selp_b64, 4, res->ops[0], a0, b0, pick);
    emit(S, FORM_selp_b64, 4, res->ops[1], a1, b1, pick);
    return true;
}

static void i128_compare(SelectCtx *S, MOperand d, LLVMIntPredicate p, MOperand a0, MOperand a1, MOperand b0,
                         MOperand b1)
{
    bool sgn;
    unsigned c = icmp_cond(p, &sgn);
    if (p == LLVMIntEQ || p == LLVMIntNE) {
        MOperand x = new_vreg(S, RC_B64), y = new_vreg(S, RC_B64), o = new_vreg(S, RC_B64);
        emit(S, FORM_xor_b64, 3, x, a0, b0);
        emit(S, FORM_xor_b64, 3, y, a1, b1);
        emit(S, FORM_or_b64, 3, o, x, y);
        emit(S, setp_int_form(c, true, 64), 3, d, o, mo_imm(0));
        return;
    }
    /* strict part on hi, full predicate on lo */
    unsigned strict =
        (p == LLVMIntULT || p == LLVMIntULE || p == LLVMIntSLT || p == LLVMIntSLE) ? AX_setp_int_C_lt : AX_setp_int_C_gt;
    MOperand ph = new_vreg(S, RC_PRED), pe = new_vreg(S, RC_PRED), pl = new_vreg(S, RC_PRED), t = new_vreg(S, RC_PRED);
    emit(S, setp_int_form(strict, sgn, 64), 3, ph, a1, b1);
    emit(S, FORM_setp_eq_s64, 3, pe, a1, b1);
    emit(S, setp_int_form(c, false, 64), 3, pl, a0, b0);
    emit(S, FORM_and_pred, 3, t, pe, pl);
    emit(S, FORM_or_pred, 3, d, ph, t);
}

void lower_icmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if (is_i128(LLVMTypeOf(a))) {
        lower_i128_icmp(S, I);
        return;
    }
    if (rem_eq_user(S, a) == I) {
        lower_rem_eq(S, I, res->ops[0]); /* (x % c) == k: isel/divconst.c */
        return;
    }
    size_t n;
    const Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
    if (!lv)
        return;
    LLVMIntPredicate p = LLVMGetICmpPredicate(I);
    bool sgn;
    unsigned c = icmp_cond(p, &sgn);
    for (size_t i = 0; i < n; i++) {
        LeafKind k = (LeafKind)lv[i].kind;
        MOperand d = res->ops[i];
        if (k == LK_I1) {
            MOperand x = val_reg(S, a, (unsigned)i), y = val_reg(S, b, (unsigned)i);
            if (p == LLVMIntEQ || p == LLVMIntNE) {
                MOperand t = p == LLVMIntEQ ? new_vreg(S, RC_PRED) : d;
                emit(S, FORM_xor_pred, 3, t, x, y);
                if (p == LLVMIntEQ)
                    emit(S, FORM_not_pred, 2, d, t);
                continue;
            }
            /* widen: true is 1 unsigned, -1 signed */
            x = pred_to_int(S, x, 16, sgn);
            y = pred_to_int(S, y, 16, sgn);
            emit(S, setp_int_form(c, sgn, 16), 3, d, x, y);
            continue;
        }
        MOperand x = val_op(S, a, (unsigned)i), y = val_op(S, b, (unsigned)i);
        if (k == LK_I8) {
            x = norm_i8(S, x, sgn);
            y = norm_i8(S, y, sgn);
        }
        if (x.kind != MO_REG) {
            if (k == LK_I8) {
                MOperand t = new_vreg(S, RC_B16);
                emit(S, FORM_mov_b16, 2, t, x);
                x = t;
            } else {
                x = val_reg(S, a, (unsigned)i);
            }
        }
        emit(S, setp_int_form(c, sgn, reg_bits(k)), 3, d, x, y);
    }
}

/* The setp condition (AX_setp_fp_C_) of a real predicate, -1 for true and
 * false. */
static int fcmp_cond(LLVMRealPredicate p)
{
    switch (p) {
    case LLVMRealOEQ: return AX_setp_fp_C_eq;
    case LLVMRealOGT: return AX_setp_fp_C_gt;
    case LLVMRealOGE: return AX_setp_fp_C_ge;
    case LLVMRealOLT: return AX_setp_fp_C_lt;
    case LLVMRealOLE: return AX_setp_fp_C_le;
    case LLVMRealONE: return AX_setp_fp_C_ne;
    case LLVMRealORD: return AX_setp_fp_C_num;
    case LLVMRealUNO: return AX_setp_fp_C_nan;
    case LLVMRealUEQ: return AX_setp_fp_C_equ;
    case LLVMRealUGT: return AX_setp_fp_C_gtu;
    case LLVMRealUGE: return AX_setp_fp_C_geu;
    case LLVMRealULT: return AX_setp_fp_C_ltu;
    case LLVMRealULE: return AX_setp_fp_C_leu;
    case LLVMRealUNE: return AX_setp_fp_C_neu;
    default: return -1;
    }
}

_Static_assert((int)AX_setp_bf16_C_COUNT == (int)AX_setp_fp_C_COUNT && (int)AX_setp_bf16_C_lt == (int)AX_setp_fp_C_lt &&
                   (int)AX_setp_bf16_C_equ == (int)AX_setp_fp_C_equ && (int)AX_setp_bf16_C_nan == (int)AX_setp_fp_C_nan,
               "the setp_bf16 axis lists the conditions of setp_fp in its order");

void lower_fcmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    size_t n;
    const Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
    if (!lv)
        return;
    LLVMRealPredicate p = LLVMGetFCmpPredicate(I);
    int c = fcmp_cond(p);
    for (size_t i = 0; i < n; i++) {
        LeafKind k = (LeafKind)lv[i].kind;
        MOperand d = res->ops[i];
        if (c < 0) {
            emit(S, FORM_mov_pred, 2, d, mo_imm(p == LLVMRealPredicateTrue ? -1 : 0));
            continue;
        }
        if (k == LK_BF16 && !S->fp_ftz && form_row_available((FormId)form_axis_setp_bf16[c], S->t)) {
            /* setp.bf16 where bfloat arithmetic is native (llc-19 on sm_90);
             * not in an ftz function, where llc's setp.ftz.bf16 is one ptxas
             * rejects: compared in f32 there, as elsewhere */
            emit(S, (FormId)form_axis_setp_bf16[c], 3, d, val_reg(S, a, (unsigned)i), val_reg(S, b, (unsigned)i));
            continue;
        }
        MOperand x = val_op(S, a, (unsigned)i), y = val_op(S, b, (unsigned)i);
        unsigned ty = k == LK_F32 ? AX_setp_fp_T_f32 : k == LK_F64 ? AX_setp_fp_T_f64 : AX_setp_fp_T_f16;
        if (k == LK_BF16 || (k == LK_F16 && !feat_has(&S->t->feat, FEAT_has_f16_math))) {
            x = to_f32(S, val_reg(S, a, (unsigned)i), k);
            y = to_f32(S, val_reg(S, b, (unsigned)i), k);
            ty = AX_setp_fp_T_f32;
        } else if (x.kind != MO_REG) {
            x = val_reg(S, a, (unsigned)i);
        }
        emit(S, (FormId)form_axis_setp_fp[c][ty], 3, d, x, y);
    }
}

FormId selp_form(RegClass rc)
{
    switch (rc) {
    case RC_B16: return FORM_selp_b16_i16;
    case RC_B32: return FORM_selp_b32;
    case RC_B64: return FORM_selp_b64;
    case RC_F32: return FORM_selp_b32_float;
    case RC_F64: return FORM_selp_b64_double;
    default: return FORM_NONE;
    }
}

void select_leaf(SelectCtx *S, MOperand d, MOperand c, MOperand x, MOperand y)
{
    if (d.rc == RC_PRED) {
        MOperand nc = new_vreg(S, RC_PRED), u = new_vreg(S, RC_PRED), v = new_vreg(S, RC_PRED);
        emit(S, FORM_not_pred, 2, nc, c);
        emit(S, FORM_and_pred, 3, u, c, x);
        emit(S, FORM_and_pred, 3, v, nc, y);
        emit(S, FORM_or_pred, 3, d, u, v);
        return;
    }
    emit(S, selp_form((RegClass)d.rc), 4, d, x, y, c);
}

/* The value of leaf 'leaf' of v when it is a constant predicate (0 or 1),
 * -1 when it is not a constant. */
static int pred_leaf_const(SelectCtx *S, LLVMValueRef v, unsigned leaf)
{
    if (!LLVMIsAConstant(v))
        return -1;
    VLoc *loc = val_get(S, v);
    if (leaf >= loc->n || loc->ops[leaf].kind != MO_IMM)
        return -1;
    return loc->ops[leaf].imm != 0;
}

/* A predicate select with a constant arm is one logical operation, as
 * llc-19's DAG combiner makes it (clang's && and || are such selects):
 * c ? x : false = c & x, c ? true : y = c | y, c ? false : y = !c & y,
 * c ? x : true = !c | x. False when neither arm is a constant. */
static bool select_pred_const(SelectCtx *S, MOperand d, MOperand c, LLVMValueRef a, LLVMValueRef b, unsigned leaf)
{
    int ka = pred_leaf_const(S, a, leaf), kb = pred_leaf_const(S, b, leaf);
    if (ka < 0 && kb < 0)
        return false;
    if (kb == 0) {
        emit(S, FORM_and_pred, 3, d, c, val_reg(S, a, leaf));
    } else if (ka == 1) {
        emit(S, FORM_or_pred, 3, d, c, val_reg(S, b, leaf));
    } else { /* ka == 0, or kb == 1 with a not constant */
        MOperand nc = new_vreg(S, RC_PRED);
        emit(S, FORM_not_pred, 2, nc, c);
        if (ka == 0)
            emit(S, FORM_and_pred, 3, d, nc, val_reg(S, b, leaf));
        else
            emit(S, FORM_or_pred, 3, d, nc, val_reg(S, a, leaf));
    }
    return true;
}

void lower_select(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef c = LLVMGetOperand(I, 0), a = LLVMGetOperand(I, 1), b = LLVMGetOperand(I, 2);
    bool vec_cond = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind;
    for (unsigned i = 0; i < res->n; i++) {
        MOperand cc = val_reg(S, c, vec_cond ? i : 0);
        MOperand d = res->ops[i];
        if (d.rc == RC_PRED && select_pred_const(S, d, cc, a, b, i))
            continue;
        MOperand x = d.rc == RC_PRED ? val_reg(S, a, i) : val_op(S, a, i);
        MOperand y = d.rc == RC_PRED ? val_reg(S, b, i) : val_op(S, b, i);
        if (d.rc == RC_B16) {
            x = val_reg(S, a, i);
            y = val_reg(S, b, i);
        }
        select_leaf(S, d, cc, x, y);
    }
}
