/*
 * Conversions (trunc/ext, FP <-> int, bitcasts, address-space casts) and the
 * aggregate and vector operations (extract/insert value and element, shuffles).
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- casts */

bool is_fp(LeafKind k)
{
    return leaf_info[k].fp;
}


static void cast_leaf(SelectCtx *S, LLVMOpcode op, MOperand d, LeafKind dk, MOperand x, LeafKind sk)
{
    bool sgn = op == LLVMSExt || op == LLVMFPToSI || op == LLVMSIToFP;
    switch (op) {
    case LLVMTrunc:
        if (dk == LK_I1) {
            MOperand t = new_vreg(S, x.rc == RC_PRED ? RC_PRED : (RegClass)x.rc);
            emit(S, int_form(AX_int_OP_and_b, reg_bits(sk)), 3, t, x, mo_imm(1));
            emit(S, setp_int_form(AX_setp_int_C_ne, true, reg_bits(sk)), 3, d, t, mo_imm(0));
        } else if (reg_bits(dk) == reg_bits(sk)) {
            mov_leaf(S, d, x);
        } else {
            emit_cvt_u(S, d, reg_bits(dk), x, reg_bits(sk));
        }
        return;
    case LLVMZExt:
    case LLVMSExt:
        if (sk == LK_I1) {
            emit(S, selp_pred_form(sgn, reg_bits(dk)), 4, d, mo_imm(sgn ? -1 : 1), mo_imm(0), x);
        } else if (reg_bits(dk) == reg_bits(sk)) { /* i8 -> i16 */
            if (sgn)
                emit(S, FORM_cvt_s16_s8, 2, d, x);
            else
                emit(S, FORM_and_b16, 3, d, x, mo_imm(255));
        } else {
            emit(S, cvt_form(AX_cvt_R_none, cvt_int_ty(dk, sgn), cvt_int_ty(sk, sgn)), 2, d, x);
        }
        return;
    case LLVMFPTrunc:
    case LLVMFPExt:
        if (sk == LK_BF16 && (dk == LK_F32 || (dk == LK_F64 && !feat_has(&S->t->feat, FEAT_has_bf16_arith)))) {
            /* bf16 -> f32 (-> f64): exact; cvt.f64.bf16 needs sm_90 and PTX 7.8 */
            MOperand t = to_f32(S, x, sk);
            if (dk == LK_F32)
                mov_leaf(S, d, t);
            else
                emit(S, FORM_cvt_f64_f32, 2, d, t);
        } else if (sk == LK_BF16 && dk == LK_F16) {
            MOperand t = to_f32(S, x, sk);
            from_f32(S, d, t, dk);
        } else if (sk == LK_F16 && dk == LK_BF16) {
            MOperand t = to_f32(S, x, sk);
            from_f32(S, d, t, dk);
        } else if (op == LLVMFPTrunc && dk == LK_BF16 && sk == LK_F32 && !feat_has(&S->t->feat, FEAT_has_cvt_bf16)) {
            from_f32(S, d, x, dk); /* no cvt.rn.bf16.f32 before sm_80: rounded on the bits */
        } else if (op == LLVMFPTrunc) {
            emit(S, cvt_form(AX_cvt_R__rn, cvt_fp_ty(dk), cvt_fp_ty(sk)), 2, d, x);
        } else {
            emit(S, cvt_form(AX_cvt_R_none, cvt_fp_ty(dk), cvt_fp_ty(sk)), 2, d, x);
        }
        return;
    case LLVMFPToSI:
    case LLVMFPToUI:
        if (sk == LK_BF16) {
            x = to_f32(S, x, sk);
            sk = LK_F32;
        }
        if (dk == LK_I1) {
            MOperand t = new_vreg(S, RC_B32);
            emit(S, cvt_form(AX_cvt_R__rzi, sgn ? AX_cvt_S_s32 : AX_cvt_S_u32, cvt_fp_ty(sk)), 2, t, x);
            emit(S, FORM_setp_ne_s32, 3, d, t, mo_imm(0));
        } else {
            emit(S, cvt_form(AX_cvt_R__rzi, cvt_int_ty(dk == LK_I8 ? LK_I16 : dk, sgn), cvt_fp_ty(sk)), 2, d, x);
        }
        return;
    case LLVMSIToFP:
    case LLVMUIToFP:
        if (sk == LK_I1) {
            /* as llc: selp between the two results. Not selp.u32 1/0 then
             * cvt: ptxas 13.0 drops the cvt of that pair in some kernels and
             * the register keeps the integer 1 (s2635, s2054 of the
             * differential campaign, shown on the H100). */
            static const uint64_t one[] = {[LK_F16] = 0x3C00, [LK_BF16] = 0x3F80, [LK_F32] = 0x3F800000u,
                                           [LK_F64] = 0x3FF0000000000000ull};
            static const uint64_t sign[] = {[LK_F16] = 0x8000, [LK_BF16] = 0x8000, [LK_F32] = 0x80000000u,
                                            [LK_F64] = 0x8000000000000000ull};
            uint64_t t = one[dk] | (sgn ? sign[dk] : 0);
            select_leaf(S, d, x, mo_fimm((RegClass)d.rc, t), mo_fimm((RegClass)d.rc, 0));
            return;
        }
        if (dk == LK_BF16) {
            /* directly where the target converts integers to bf16 (sm_90):
             * through f32 an integer is rounded twice (to 24, then 8 bits) */
            LeafKind wk = sk == LK_I8 ? LK_I16 : sk; /* ptxas: no cvt.rn.bf16.s8 from a 16-bit register */
            FormId id = cvt_form(AX_cvt_R__rn, AX_cvt_S_bf16, cvt_int_ty(wk, sgn));
            if (id != FORM_NONE && form_row_available(id, S->t)) {
                emit(S, id, 2, d, sk == LK_I8 ? norm_i8(S, x, sgn) : x);
                return;
            }
            MOperand t = new_vreg(S, RC_F32);
            emit(S, cvt_form(AX_cvt_R__rn, AX_cvt_S_f32, cvt_int_ty(sk, sgn)), 2, t, x);
            from_f32(S, d, t, dk);
        } else {
            emit(S, cvt_form(AX_cvt_R__rn, cvt_fp_ty(dk), cvt_int_ty(sk, sgn)), 2, d, x);
        }
        return;
    case LLVMPtrToInt:
    case LLVMIntToPtr:
        if (dk == LK_I1) { /* ptrtoint to i1: the low bit, as trunc */
            MOperand t = new_vreg(S, (RegClass)x.rc);
            emit(S, int_form(AX_int_OP_and_b, reg_bits(sk)), 3, t, x, mo_imm(1));
            emit(S, setp_int_form(AX_setp_int_C_ne, true, reg_bits(sk)), 3, d, t, mo_imm(0));
        } else if (sk == LK_I1) { /* inttoptr from i1: zero-extended */
            emit(S, selp_pred_form(false, reg_bits(dk)), 4, d, mo_imm(1), mo_imm(0), x);
        } else if (reg_bits(dk) == reg_bits(sk)) {
            mov_leaf(S, d, x);
        } else {
            emit_cvt_u(S, d, reg_bits(dk), x, reg_bits(sk));
        }
        return;
    default:
        break;
    }
}

/* One pointer from address space 'from' to 'to' (x is its register, d
 * the result's; depot: the static alloca slot + 1 when x is one). */
static void cast_pointer(SelectCtx *S, LLVMValueRef I, MOperand x, MOperand dst, unsigned from, unsigned to,
                         uintptr_t depot)
{
    int fq = space_ix(from), tq = space_ix(to);
    if (fq < 0 || tq < 0) {
        isel_error(S, I, "unsupported address space in addrspacecast (%u -> %u)", from, to);
        return;
    }
    if (from == to) {
        mov_leaf(S, dst, x);
        return;
    }
    /* cvta works on 64-bit addresses: a 32-bit pointer (a short shared,
     * const or local one) is zero-extended before it and truncated after,
     * as llc --nvptx-short-ptr does */
    x = zext_b64(S, x);
    bool narrow = dst.rc == RC_B32;
    MOperand d = narrow ? new_vreg(S, RC_B64) : dst;
    if (depot) {
        /* a static alloca's local address: the depot's, as llc-19 selects it
         * (NVPTX's alloca lowering at -O1 and above casts every alloca) */
        emit(S, FORM_add_s64, 3, d, mo_stack(true), mo_imm((int64_t)(depot - 1)));
    } else if (from != 0 && to != 0) {
        MOperand g = new_vreg(S, RC_B64);
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO_none][fq], 2, g, x);
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO__to][tq], 2, d, g);
    } else if (from == 0) {
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO__to][tq], 2, d, x);
    } else {
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO_none][fq], 2, d, x);
    }
    if (narrow)
        emit(S, FORM_cvt_u32_u64, 2, dst, d);
}

static void lower_addrspacecast(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef src = LLVMGetOperand(I, 0);
    LLVMTypeRef sty = LLVMTypeOf(src), dty = LLVMTypeOf(I);
    if (LLVMGetTypeKind(dty) == LLVMVectorTypeKind) {
        /* a vector of pointers: every lane (only lane 0 was cast, without
         * its cvta, and the others read registers nothing wrote: upstream's
         * addrspacecast.ll, found by the machine verifier's rule) */
        unsigned from = LLVMGetPointerAddressSpace(LLVMGetElementType(sty));
        unsigned to = LLVMGetPointerAddressSpace(LLVMGetElementType(dty));
        for (unsigned i = 0; i < res->n; i++)
            cast_pointer(S, I, val_reg(S, src, i), res->ops[i], from, to, 0);
        return;
    }
    unsigned from = ptr_space(S, src), to = ptr_space(S, I);
    uintptr_t depot = from == 0 && to == 5 ? (uintptr_t)pmap_get(&S->allocas, src) : 0;
    cast_pointer(S, I, val_reg(S, src, 0), res->ops[0], from, to, depot);
}

/* ---- bitcasts between element layouts (<2 x i64> -> <16 x i8>, i32 -> <4 x i8>, ...):
 * every source element is split into pieces of the smaller element width g
 * (little-endian: piece 0 holds the low bits), and the pieces are joined into
 * the destination elements. An 8-bit piece lives in a 16-bit register whose
 * high byte is unspecified, as ptxsel keeps i8 values. */

/* The integer register holding x's bits (floats move to the bit class). */
static MOperand bits_reg(SelectCtx *S, MOperand x, unsigned w)
{
    if (x.rc == RC_F32 || x.rc == RC_F64) {
        MOperand t = new_vreg(S, w == 32 ? RC_B32 : RC_B64);
        emit(S, mov_bits_form(w, AX_mov_bits_K_none), 2, t, x);
        return t;
    }
    return x;
}

static void split_bits(SelectCtx *S, MOperand x, unsigned w, unsigned g, MOperand *out)
{
    if (w == g) {
        out[0] = x;
        return;
    }
    if (g == 8) {
        /* through 16-bit halves: the high byte of each by a shift */
        MOperand h[4];
        split_bits(S, x, w, 16, h);
        for (unsigned i = 0; i < w / 16; i++) {
            out[2 * i] = h[i];
            out[2 * i + 1] = new_vreg(S, RC_B16);
            emit(S, FORM_shr_u16, 3, out[2 * i + 1], h[i], mo_imm(8));
        }
        return;
    }
    unsigned n = w / g;
    RegClass rc = g == 16 ? RC_B16 : RC_B32;
    MOperand ops[5];
    for (unsigned i = 0; i < n; i++)
        ops[i] = out[i] = new_vreg(S, rc);
    ops[n] = x;
    emit_ops(S, mov_bits_form(w, n == 2 ? AX_mov_bits_K__unpack : AX_mov_bits_K__unpack4), n + 1, ops);
}

static void join_bits(SelectCtx *S, MOperand *p, unsigned g, unsigned w, MOperand d)
{
    if (w == g) {
        if (p[0].kind == MO_REG && p[0].rc != d.rc)
            emit(S, mov_bits_form(w, AX_mov_bits_K_none), 2, d, p[0]);
        else
            mov_leaf(S, d, p[0]);
        return;
    }
    if (g == 8) {
        /* bytes into 16-bit halves: low | high << 8 */
        MOperand h[4];
        for (unsigned i = 0; i < w / 16; i++) {
            MOperand lo = new_vreg(S, RC_B16), hi = new_vreg(S, RC_B16);
            h[i] = new_vreg(S, RC_B16);
            emit(S, FORM_and_b16, 3, lo, p[2 * i], mo_imm(255));
            emit(S, FORM_shl_b16, 3, hi, p[2 * i + 1], mo_imm(8));
            emit(S, FORM_or_b16, 3, h[i], lo, hi);
        }
        join_bits(S, h, 16, w, d);
        return;
    }
    unsigned n = w / g;
    MOperand ops[5];
    ops[0] = d.rc == RC_F32 || d.rc == RC_F64 ? new_vreg(S, w == 32 ? RC_B32 : RC_B64) : d;
    for (unsigned i = 0; i < n; i++)
        ops[1 + i] = p[i];
    emit_ops(S, mov_bits_form(w, n == 2 ? AX_mov_bits_K__pack : AX_mov_bits_K__pack4), n + 1, ops);
    if (ops[0].reg != d.reg || ops[0].rc != d.rc)
        emit(S, mov_bits_form(w, AX_mov_bits_K_none), 2, d, ops[0]);
}

static bool bitcast_by_pieces(SelectCtx *S, LLVMValueRef src, const Leaf *ls, size_t ns, VLoc *res, const Leaf *ld,
                              size_t nd)
{
    unsigned ws = leaf_bits((LeafKind)ls[0].kind), wd = leaf_bits((LeafKind)ld[0].kind);
    for (size_t i = 0; i < ns; i++)
        if (ls[i].kind == LK_I1 || is_ptr_leaf((LeafKind)ls[i].kind) || leaf_bits((LeafKind)ls[i].kind) != ws)
            return false;
    for (size_t i = 0; i < nd; i++)
        if (ld[i].kind == LK_I1 || is_ptr_leaf((LeafKind)ld[i].kind) || leaf_bits((LeafKind)ld[i].kind) != wd)
            return false;
    if (ws * ns != wd * nd || ws < 8 || wd < 8 || ws > 64 || wd > 64)
        return false;
    unsigned g = ws < wd ? ws : wd;
    size_t np = ws * ns / g;
    MOperand *pieces = arena_alloc(S->a, np * sizeof *pieces);
    for (size_t i = 0; i < ns; i++)
        split_bits(S, bits_reg(S, val_reg(S, src, (unsigned)i), ws), ws, g, pieces + i * (ws / g));
    for (size_t i = 0; i < nd; i++)
        join_bits(S, pieces + i * (wd / g), g, wd, res->ops[i]);
    return true;
}

static void lower_bitcast(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef src = LLVMGetOperand(I, 0);
    size_t ns, nd;
    const Leaf *ls = leaves_of(S, LLVMTypeOf(src), &ns, I);
    const Leaf *ld = leaves_of(S, LLVMTypeOf(I), &nd, I);
    if (!ls || !ld)
        return;
    if (ns == nd) {
        for (size_t i = 0; i < nd; i++) {
            MOperand x = val_op(S, src, (unsigned)i);
            MOperand d = res->ops[i];
            if (x.kind == MO_REG && x.rc != d.rc) {
                /* same width, different class: mov through the bit type */
                emit(S, mov_bits_form(reg_bits((LeafKind)ld[i].kind), AX_mov_bits_K_none), 2, d, x);
            } else if (x.kind == MO_FIMM && d.rc != x.rc) {
                emit(S, mov_form((RegClass)d.rc), 2, d, mo_imm(x.imm));
            } else {
                mov_leaf(S, d, x);
            }
        }
        return;
    }
    unsigned sb = reg_bits((LeafKind)ls[0].kind), db = reg_bits((LeafKind)ld[0].kind);
    bool ok_src = ls[0].kind != LK_I8 && ls[0].kind != LK_I1, ok_dst = ld[0].kind != LK_I8 && ld[0].kind != LK_I1;
    if (nd == 1 && ok_src && (ns == 2 || ns == 4) && sb * ns == db && (db == 32 || db == 64)) {
        MOperand ops[5];
        ops[0] = res->ops[0];
        for (size_t i = 0; i < ns; i++)
            ops[1 + i] = val_reg(S, src, (unsigned)i);
        MOperand r = ops[0];
        if (r.rc == RC_F32 || r.rc == RC_F64)
            ops[0] = new_vreg(S, db == 32 ? RC_B32 : RC_B64);
        if (ns == 2)
            emit_ops(S, mov_bits_form(db, AX_mov_bits_K__pack), 3, ops);
        else
            emit_ops(S, mov_bits_form(db, AX_mov_bits_K__pack4), 5, ops);
        if (ops[0].reg != r.reg || ops[0].rc != r.rc)
            emit(S, mov_bits_form(db, AX_mov_bits_K_none), 2, r, ops[0]);
        return;
    }
    if (ns == 1 && ok_dst && (nd == 2 || nd == 4) && db * nd == sb && (sb == 32 || sb == 64)) {
        MOperand ops[5];
        MOperand x = val_reg(S, src, 0);
        if (x.rc == RC_F32 || x.rc == RC_F64) {
            MOperand t = new_vreg(S, sb == 32 ? RC_B32 : RC_B64);
            emit(S, mov_bits_form(sb, AX_mov_bits_K_none), 2, t, x);
            x = t;
        }
        bool tmp = false;
        for (size_t i = 0; i < nd; i++) {
            ops[i] = res->ops[i];
            if (ops[i].rc == RC_F32) {
                ops[i] = new_vreg(S, RC_B32);
                tmp = true;
            }
        }
        ops[nd] = x;
        if (nd == 2)
            emit_ops(S, mov_bits_form(sb, AX_mov_bits_K__unpack), 3, ops);
        else
            emit_ops(S, mov_bits_form(sb, AX_mov_bits_K__unpack4), 5, ops);
        if (tmp)
            for (size_t i = 0; i < nd; i++)
                if (ops[i].rc != res->ops[i].rc)
                    emit(S, FORM_mov_b32, 2, res->ops[i], ops[i]);
        return;
    }
    if (bitcast_by_pieces(S, src, ls, ns, res, ld, nd))
        return;
    isel_error(S, I, "unsupported bitcast from '%s' to '%s'", type_str(S, LLVMTypeOf(src)),
               type_str(S, LLVMTypeOf(I)));
}

/* zext / sext into i128, trunc out of it. */
static void lower_i128_cast(SelectCtx *S, LLVMValueRef I, LLVMOpcode op, VLoc *res, LLVMValueRef src)
{
    if (op == LLVMTrunc) {
        LeafKind dk;
        if (is_i128(LLVMTypeOf(I))) {
            isel_error(S, I, "cannot select trunc to i128");
            return;
        }
        if (!scalar_leaf(S, LLVMTypeOf(I), &dk) || !res->n)
            return; /* the result type was reported as unsupported */
        cast_leaf(S, LLVMTrunc, res->ops[0], dk, val_reg(S, src, 0), LK_I64);
        return;
    }
    LeafKind sk;
    if (!scalar_leaf(S, LLVMTypeOf(src), &sk)) {
        isel_error(S, I, "cannot select this extension to i128");
        return;
    }
    MOperand x = val_reg(S, src, 0);
    if (sk == LK_I64)
        mov_leaf(S, res->ops[0], x);
    else
        cast_leaf(S, op, res->ops[0], LK_I64, x, sk);
    if (op == LLVMSExt)
        emit(S, FORM_shr_s64, 3, res->ops[1], res->ops[0], mo_imm(63));
    else
        emit(S, FORM_mov_b64, 2, res->ops[1], mo_imm(0));
}

/* Whether truncating src to the integer type 'to' gives 0 because src is
 * llvm.bitreverse.iN of a value the IR bounds below 2^(N - t): the t low
 * bits kept are the reversed high bits, all zero. llc-19's DAG finds these
 * known zero bits, at -O0 too, and the rest of the computation is dead; the
 * difftest generator writes '(u16)__builtin_bitreverse32((u32)(u16)x)'
 * (s60221_O0: a loop's shift amount and division stayed). */
static bool trunc_of_reversed_zeros(LLVMValueRef src, LLVMTypeRef to)
{
    if (!LLVMIsACallInst(src) || LLVMGetTypeKind(to) != LLVMIntegerTypeKind ||
        LLVMGetTypeKind(LLVMTypeOf(src)) != LLVMIntegerTypeKind)
        return false;
    if (strncmp(ir_callee_name(src), "llvm.bitreverse.", 16) != 0)
        return false;
    unsigned n = LLVMGetIntTypeWidth(LLVMTypeOf(src)), t = LLVMGetIntTypeWidth(to);
    if (n > 64 || t >= n)
        return false;
    return ir_umax(LLVMGetOperand(src, 0), 0) < (UINT64_C(1) << (n - t));
}

void lower_cast(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    if (op == LLVMAddrSpaceCast) {
        lower_addrspacecast(S, I);
        return;
    }
    if (op == LLVMBitCast) {
        lower_bitcast(S, I);
        return;
    }
    VLoc *res = result_loc(S, I);
    LLVMValueRef src = LLVMGetOperand(I, 0);
    if ((is_i128(LLVMTypeOf(src)) || is_i128(LLVMTypeOf(I))) && (op == LLVMZExt || op == LLVMSExt || op == LLVMTrunc)) {
        lower_i128_cast(S, I, op, res, src);
        return;
    }
    size_t ns, nd;
    const Leaf *ls = leaves_of(S, LLVMTypeOf(src), &ns, I);
    const Leaf *ld = leaves_of(S, LLVMTypeOf(I), &nd, I);
    if (!ls || !ld || ns != nd) {
        if (ls && ld)
            isel_error(S, I, "cannot select this conversion between '%s' and '%s'", type_str(S, LLVMTypeOf(src)),
                       type_str(S, LLVMTypeOf(I)));
        return;
    }
    if (op == LLVMTrunc && nd == 1 && trunc_of_reversed_zeros(src, LLVMTypeOf(I))) {
        mov_leaf(S, res->ops[0], mo_imm(0));
        return;
    }
    for (size_t i = 0; i < nd; i++) {
        MOperand x = val_reg(S, src, (unsigned)i);
        cast_leaf(S, op, res->ops[i], (LeafKind)ld[i].kind, x, (LeafKind)ls[i].kind);
    }
}

/* ---------------------------------------------------------------- aggregates */

static unsigned leaf_count(SelectCtx *S, LLVMTypeRef ty)
{
    size_t n = type_leaves_of(S, ty)->n;
    return n == SIZE_MAX ? 0 : (unsigned)n;
}

/* First leaf and leaf count of the sub-object selected by indices. */
void leaf_range(SelectCtx *S, LLVMTypeRef ty, const unsigned *idx, unsigned nidx, unsigned *first,
                       unsigned *count)
{
    unsigned pos = 0;
    for (unsigned j = 0; j < nidx; j++) {
        if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
            for (unsigned e = 0; e < idx[j]; e++)
                pos += leaf_count(S, LLVMStructGetTypeAtIndex(ty, e));
            ty = LLVMStructGetTypeAtIndex(ty, idx[j]);
        } else {
            LLVMTypeRef el = LLVMGetElementType(ty);
            pos += idx[j] * leaf_count(S, el);
            ty = el;
        }
    }
    *first = pos;
    *count = leaf_count(S, ty);
}

void lower_extractvalue(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef agg = LLVMGetOperand(I, 0);
    unsigned first, cnt;
    leaf_range(S, LLVMTypeOf(agg), LLVMGetIndices(I), LLVMGetNumIndices(I), &first, &cnt);
    VLoc *a = pmap_get(&S->vals, agg);
    if (a && first < a->n && res->ops == a->ops + first)
        return; /* extract_alias_loc: the aggregate's registers */
    for (unsigned i = 0; i < cnt && i < res->n; i++)
        mov_leaf(S, res->ops[i], val_op(S, agg, first + i));
}

void lower_insertvalue(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef agg = LLVMGetOperand(I, 0), v = LLVMGetOperand(I, 1);
    unsigned first, cnt;
    leaf_range(S, LLVMTypeOf(agg), LLVMGetIndices(I), LLVMGetNumIndices(I), &first, &cnt);
    for (unsigned i = 0; i < res->n; i++) {
        if (i >= first && i < first + cnt)
            mov_leaf(S, res->ops[i], val_op(S, v, i - first));
        else
            mov_leaf(S, res->ops[i], val_op(S, agg, i));
    }
}

/* Leaf j of vector 'vec' selected by a run-time index: compare-and-select chain. */
static void dyn_extract(SelectCtx *S, MOperand d, LLVMValueRef vec, unsigned nel, unsigned per, unsigned j,
                        LLVMValueRef idx)
{
    MOperand ix = val_reg(S, idx, 0);
    unsigned ib = ix.rc == RC_B64 ? 64 : ix.rc == RC_B16 ? 16 : 32;
    mov_leaf(S, d, val_op(S, vec, j));
    for (unsigned e = 1; e < nel; e++) {
        MOperand p = new_vreg(S, RC_PRED);
        emit(S, setp_int_form(AX_setp_int_C_eq, true, ib), 3, p, ix, mo_imm(e));
        MOperand x = val_reg(S, vec, e * per + j);
        if (d.rc == RC_PRED) {
            MOperand t = new_vreg(S, RC_PRED);
            mov_leaf(S, t, d);
            select_leaf(S, d, p, x, t);
        } else {
            emit(S, selp_form((RegClass)d.rc), 4, d, x, d, p);
        }
    }
}

void lower_extractelement(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef vec = LLVMGetOperand(I, 0), idx = LLVMGetOperand(I, 1);
    unsigned nel = LLVMGetVectorSize(LLVMTypeOf(vec));
    unsigned per = res->n;
    int64_t ci;
    if (is_const_int(idx, &ci)) {
        for (unsigned j = 0; j < per; j++)
            mov_leaf(S, res->ops[j], ci >= 0 && ci < nel ? val_op(S, vec, (unsigned)ci * per + j) : mo_imm(0));
        return;
    }
    for (unsigned j = 0; j < per; j++)
        dyn_extract(S, res->ops[j], vec, nel, per, j, idx);
}

void lower_insertelement(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef vec = LLVMGetOperand(I, 0), v = LLVMGetOperand(I, 1), idx = LLVMGetOperand(I, 2);
    unsigned nel = LLVMGetVectorSize(LLVMTypeOf(vec));
    unsigned per = nel ? res->n / nel : 1;
    int64_t ci;
    bool cst = is_const_int(idx, &ci);
    MOperand ix = cst ? mo_imm(0) : val_reg(S, idx, 0);
    for (unsigned e = 0; e < nel; e++) {
        for (unsigned j = 0; j < per; j++) {
            MOperand d = res->ops[e * per + j];
            if (cst) {
                mov_leaf(S, d, e == ci ? val_op(S, v, j) : val_op(S, vec, e * per + j));
                continue;
            }
            MOperand p = new_vreg(S, RC_PRED);
            unsigned ib = ix.rc == RC_B64 ? 64 : ix.rc == RC_B16 ? 16 : 32;
            emit(S, setp_int_form(AX_setp_int_C_eq, true, ib), 3, p, ix, mo_imm(e));
            select_leaf(S, d, p, val_reg(S, v, j), val_reg(S, vec, e * per + j));
        }
    }
}

void lower_shufflevector(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    unsigned na = LLVMGetVectorSize(LLVMTypeOf(a));
    unsigned nm = LLVMGetNumMaskElements(I);
    unsigned per = nm ? res->n / nm : 1;
    for (unsigned e = 0; e < nm; e++) {
        int m = LLVMGetMaskValue(I, e);
        for (unsigned j = 0; j < per; j++) {
            MOperand d = res->ops[e * per + j];
            if (m < 0) {
                /* an undefined lane is 0, as an undef constant is: never
                 * a register nothing writes (the machine verifier's
                 * rule), which a later insertelement would copy */
                mov_leaf(S, d, d.rc == RC_F32 || d.rc == RC_F64 ? mo_fimm(d.rc, 0) : mo_imm(0));
                continue;
            }
            if ((unsigned)m < na)
                mov_leaf(S, d, val_op(S, a, (unsigned)m * per + j));
            else
                mov_leaf(S, d, val_op(S, b, ((unsigned)m - na) * per + j));
        }
    }
}
