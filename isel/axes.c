/*
 * Forms by index: the selector picks parametric forms (integer and FP operations,
 * compares, conversions, loads and stores, atomics, fences) from the axis
 * tables of tablegen-data/ordinary.td instead of building keys.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- forms by index */

/* The forms the selector computes come from the axis tables of
 * tablegen-data/ordinary.td (form_ids.h): the indices below are AX_
 * constants of the axis each function reads. Axes over the same variable
 * (widths, spaces, memory types, scopes) list its values in the same order,
 * so one index serves them all; the assertions keep them so. */
/* (int): the axes' index constants are distinct enum types */
#define AXEQ(a, b) ((int)(a) == (int)(b))
#define SAME_W(ax)                                                                                          \
    _Static_assert(AXEQ(AX_##ax##_W_16, AX_int_W_16) && AXEQ(AX_##ax##_W_32, AX_int_W_32) &&                        \
                       AXEQ(AX_##ax##_W_64, AX_int_W_64) && AXEQ(AX_##ax##_W_COUNT, AX_int_W_COUNT),                \
                   #ax ": widths as axis int lists them")
SAME_W(setp_int);
SAME_W(selp_pred);
SAME_W(mov_bits);
#define SAME_SP(ax)                                                                                         \
    _Static_assert(AXEQ(AX_##ax##_SP_none, AX_ld_SP_none) && AXEQ(AX_##ax##_SP__global, AX_ld_SP__global) &&        \
                       AXEQ(AX_##ax##_SP__shared, AX_ld_SP__shared) && AXEQ(AX_##ax##_SP__const, AX_ld_SP__const) &&  \
                       AXEQ(AX_##ax##_SP__local, AX_ld_SP__local) && AXEQ(AX_##ax##_SP__param, AX_ld_SP__param) &&    \
                       AXEQ(AX_##ax##_SP__shared__cluster, AX_ld_SP__shared__cluster) &&                        \
                       AXEQ(AX_##ax##_SP_COUNT, AX_ld_SP_COUNT),                                                \
                   #ax ": spaces as axis ld lists them")
SAME_SP(st);
SAME_SP(ld_atomic);
SAME_SP(st_atomic);
SAME_SP(cvta);
SAME_SP(atom);
SAME_SP(atom_sem);
#define SAME_T(ax)                                                                                          \
    _Static_assert(AXEQ(AX_##ax##_T_u8, AX_ld_T_u8) && AXEQ(AX_##ax##_T_s8, AX_ld_T_s8) &&                          \
                       AXEQ(AX_##ax##_T_u16, AX_ld_T_u16) && AXEQ(AX_##ax##_T_s16, AX_ld_T_s16) &&                  \
                       AXEQ(AX_##ax##_T_u32, AX_ld_T_u32) && AXEQ(AX_##ax##_T_s32, AX_ld_T_s32) &&                  \
                       AXEQ(AX_##ax##_T_u64, AX_ld_T_u64) && AXEQ(AX_##ax##_T_s64, AX_ld_T_s64) &&                  \
                       AXEQ(AX_##ax##_T_f32, AX_ld_T_f32) && AXEQ(AX_##ax##_T_f64, AX_ld_T_f64) &&                  \
                       AXEQ(AX_##ax##_T_b16, AX_ld_T_b16) && AXEQ(AX_##ax##_T_b32, AX_ld_T_b32) &&                  \
                       AXEQ(AX_##ax##_T_b64, AX_ld_T_b64) && AXEQ(AX_##ax##_T_COUNT, AX_ld_T_COUNT),                \
                   #ax ": types as axis ld lists them")
SAME_T(st);
SAME_T(ld_atomic);
SAME_T(st_atomic);
#define SAME_SC(ax)                                                                                         \
    _Static_assert(AXEQ(AX_##ax##_SC_cta, AX_fence_SC_cta) && AXEQ(AX_##ax##_SC_cluster, AX_fence_SC_cluster) &&    \
                       AXEQ(AX_##ax##_SC_gpu, AX_fence_SC_gpu) && AXEQ(AX_##ax##_SC_sys, AX_fence_SC_sys) &&        \
                       AXEQ(AX_##ax##_SC_COUNT, AX_fence_SC_COUNT),                                             \
                   #ax ": scopes as axis fence lists them")
SAME_SC(ld_atomic);
SAME_SC(st_atomic);
SAME_SC(atom_sem);
_Static_assert(AXEQ(AX_st_atomic_SEM_relaxed, AX_ld_atomic_SEM_relaxed) &&
                   AXEQ(AX_st_atomic_SEM_acquire, AX_ld_atomic_SEM_acquire) &&
                   AXEQ(AX_st_atomic_SEM_release, AX_ld_atomic_SEM_release) &&
                   AXEQ(AX_st_atomic_SEM_COUNT, AX_ld_atomic_SEM_COUNT),
               "st_atomic: orderings as axis ld_atomic lists them");
_Static_assert(AXEQ(AX_cvt_D_u8, AX_cvt_S_u8) && AXEQ(AX_cvt_D_s8, AX_cvt_S_s8) && AXEQ(AX_cvt_D_u16, AX_cvt_S_u16) &&
                   AXEQ(AX_cvt_D_s16, AX_cvt_S_s16) && AXEQ(AX_cvt_D_u32, AX_cvt_S_u32) && AXEQ(AX_cvt_D_s32, AX_cvt_S_s32) &&
                   AXEQ(AX_cvt_D_u64, AX_cvt_S_u64) && AXEQ(AX_cvt_D_s64, AX_cvt_S_s64) && AXEQ(AX_cvt_D_f16, AX_cvt_S_f16) &&
                   AXEQ(AX_cvt_D_bf16, AX_cvt_S_bf16) && AXEQ(AX_cvt_D_f32, AX_cvt_S_f32) && AXEQ(AX_cvt_D_f64, AX_cvt_S_f64) &&
                   AXEQ(AX_cvt_D_COUNT, AX_cvt_S_COUNT),
               "cvt: destination types as the source types");

void formset_add(uint8_t *set, const uint16_t *ids, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (ids[i] < FORM_COUNT)
            set[ids[i] / 8] |= (uint8_t)(1u << (ids[i] % 8));
}

int64_t sext_bits(uint64_t v, unsigned bits)
{
    if (bits >= 64)
        return (int64_t)v;
    uint64_t sign = (uint64_t)1 << (bits - 1);
    v &= (sign << 1) - 1;
    return (int64_t)(v ^ sign) - (int64_t)sign;
}

FormId mov_form(RegClass rc)
{
    switch (rc) {
    case RC_PRED: return FORM_mov_pred;
    case RC_B16: return FORM_mov_b16;
    case RC_B32: return FORM_mov_b32;
    case RC_B64: return FORM_mov_b64;
    case RC_F32: return FORM_mov_f32;
    case RC_F64: return FORM_mov_f64;
    default: return FORM_NONE;
    }
}

/* The index of an integer register width (16, 32, 64) in the W lists. */
static unsigned w_ix(unsigned bits)
{
    PTXSEL_ASSERT(bits == 16 || bits == 32 || bits == 64);
    return bits == 16 ? AX_int_W_16 : bits == 32 ? AX_int_W_32 : AX_int_W_64;
}

/* op: an AX_int_OP_ value */
FormId int_form(unsigned op, unsigned bits)
{
    return (FormId)form_axis_int[op][w_ix(bits)];
}

/* c: an AX_setp_int_C_ value */
FormId setp_int_form(unsigned c, bool sgn, unsigned bits)
{
    return (FormId)form_axis_setp_int[c][sgn ? AX_setp_int_S_s : AX_setp_int_S_u][w_ix(bits)];
}

FormId selp_pred_form(bool sgn, unsigned bits)
{
    return (FormId)form_axis_selp_pred[sgn ? AX_selp_pred_S_s : AX_selp_pred_S_u][w_ix(bits)];
}

/* k: an AX_mov_bits_K_ value */
FormId mov_bits_form(unsigned bits, unsigned k)
{
    return (FormId)form_axis_mov_bits[w_ix(bits)][k];
}

/* The cvt type (AX_cvt_S_, which AX_cvt_D_ equals) of an integer leaf; i1
 * and i8 convert as 8-bit, pointers as 64-bit. */
unsigned cvt_int_ty(LeafKind k, bool sgn)
{
    switch (k) {
    case LK_I1:
    case LK_I8: return sgn ? AX_cvt_S_s8 : AX_cvt_S_u8;
    case LK_I16: return sgn ? AX_cvt_S_s16 : AX_cvt_S_u16;
    case LK_I32: return sgn ? AX_cvt_S_s32 : AX_cvt_S_u32;
    default: return sgn ? AX_cvt_S_s64 : AX_cvt_S_u64;
    }
}

unsigned cvt_fp_ty(LeafKind k)
{
    return k == LK_F16 ? AX_cvt_S_f16 : k == LK_BF16 ? AX_cvt_S_bf16 : k == LK_F32 ? AX_cvt_S_f32 : AX_cvt_S_f64;
}

/* r: an AX_cvt_R_ value; d, s: AX_cvt_S_ values */
FormId cvt_form(unsigned r, unsigned d, unsigned s)
{
    return (FormId)form_axis_cvt[r][d][s];
}

/* cvt.uD.uS between integer registers of 8..64 bits (callers convert
 * predicates themselves; another width is an internal error). */
void emit_cvt_u(SelectCtx *S, MOperand d, unsigned dbits, MOperand x, unsigned sbits)
{
    static const int ty[65] = {[8] = AX_cvt_S_u8 + 1, [16] = AX_cvt_S_u16 + 1, [32] = AX_cvt_S_u32 + 1,
                               [64] = AX_cvt_S_u64 + 1};
    PTXSEL_ASSERT(dbits <= 64 && sbits <= 64 && ty[dbits] && ty[sbits]);
    emit(S, cvt_form(AX_cvt_R_none, (unsigned)ty[dbits] - 1, (unsigned)ty[sbits] - 1), 2, d, x);
}

/* The memory type (AX_ld_T_) a leaf is loaded and stored as. */
unsigned mem_ty(LeafKind k)
{
    return leaf_info[k].mem;
}

/* The unsigned memory type of an access of 'unit' (1, 2, 4, 8) bytes. */
unsigned mem_ty_unit(unsigned unit)
{
    return unit == 8 ? AX_ld_T_u64 : unit == 4 ? AX_ld_T_u32 : unit == 2 ? AX_ld_T_u16 : AX_ld_T_u8;
}

/* The SP index (AX_ld_SP_) of an address space, -1 for one PTX has no
 * state space for. */
int space_ix(unsigned as)
{
    switch (as) {
    case 0: return AX_ld_SP_none;
    case 1: return AX_ld_SP__global;
    case 3: return AX_ld_SP__shared;
    case 4: return AX_ld_SP__const;
    case 5: return AX_ld_SP__local;
    case 7: return AX_ld_SP__shared__cluster;
    case 101: return AX_ld_SP__param;
    default: return -1;
    }
}

/* A plain scalar load or store: sp from space_ix, t an AX_ld_T_ value. */
FormId ldst_form(bool is_store, unsigned sp, unsigned t)
{
    return (FormId)(is_store ? form_axis_st : form_axis_ld)[AX_ld_VOL_none][sp][AX_ld_V_none][t];
}

/* A load or store the selector makes itself (byval copies, va_list
 * accesses) through a pointer into an address space PTX has no state
 * space for. */
void no_space_form(SelectCtx *S, bool is_store)
{
    isel_error(S, S->inst, "cannot %s a pointer into an address space PTX has no state space for (PTX has 0 "
               "generic, 1 global, 3 shared, 4 const, 5 local, 7 shared::cluster and 101 param)",
               is_store ? "store through" : "load through");
}

/* The address space a pointer value really points into: its type's, unless
 * the byval analysis (setup_params) recorded another. */
unsigned ptr_space(SelectCtx *S, LLVMValueRef ptr)
{
    uintptr_t sp = (uintptr_t)pmap_get(&S->spaces, ptr);
    return sp ? (unsigned)(sp - 1) : LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
}

bool is_const_int(LLVMValueRef v, int64_t *out)
{
    if (!LLVMIsAConstantInt(v))
        return false;
    *out = LLVMConstIntGetSExtValue(v);
    return true;
}
