/*
 * Generic lowering: LLVM IR functions -> machine IR, table driven.
 * Consumes: a verified LLVMModuleRef and the target.
 * Produces: MFuncs whose instructions reference rows of the generated form
 *           tables (tablegen-data/ordinary.td and the intrinsic families).
 * Guarantees: every unsupported construct is reported with the function and
 *           instruction (never a crash); lowering continues after an error so
 *           that all problems of a module are reported at once.
 *
 * Conventions: i1 -> .pred, i8/i16/half/bfloat -> 16-bit, i32 -> 32-bit,
 * i64 and pointers -> 64-bit, float/double -> .f32/.f64 registers. i8 values
 * keep garbage in their high byte; operations that observe it normalise.
 * Phi copies are placed on edges (critical edges get their own block) and go
 * through temporaries, so neither the lost-copy nor the swap problem arises.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- errors */

void isel_error(SelectCtx *S, LLVMValueRef inst, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    StrBuf b = {0};
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    /* a selection message is one line: control characters can only come
     * from names in it (an intrinsic or constraint named "x\nerror: y"
     * must not forge a diagnostic line), so they are written \XX */
    StrBuf e = {0};
    for (size_t i = 0; i < b.n; i++) {
        unsigned char c = (unsigned char)b.p[i];
        if (c < 0x20 || c == 0x7f)
            sb_printf(&e, "\\%02X", c);
        else
            sb_putc(&e, (char)c);
    }
    diag_report(S->ctx, PTXSEL_ERROR, S->file, ir_ref(S->fn), ir_ref(inst), NULL, "%s", e.p ? e.p : "");
    sb_free(&e);
    sb_free(&b);
    S->nerr_fn++;
}

/* ---------------------------------------------------------------- types */

RegClass leaf_rc(LeafKind k)
{
    switch (k) {
    case LK_I1:
        return RC_PRED;
    case LK_I8:
    case LK_I16:
    case LK_F16:
    case LK_BF16:
        return RC_B16;
    case LK_I32:
        return RC_B32;
    case LK_F32:
        return RC_F32;
    case LK_F64:
        return RC_F64;
    case LK_I64:
    case LK_PTR:
        return RC_B64;
    }
    return RC_B32;
}

static unsigned leaf_bits(LeafKind k)
{
    static const unsigned bits[] = {1, 8, 16, 32, 64, 16, 16, 32, 64, 64};
    return bits[k];
}

static unsigned leaf_bytes(LeafKind k)
{
    return k == LK_I1 ? 1 : leaf_bits(k) / 8;
}

bool scalar_leaf(LLVMTypeRef ty, LeafKind *k)
{
    switch (LLVMGetTypeKind(ty)) {
    case LLVMIntegerTypeKind:
        switch (LLVMGetIntTypeWidth(ty)) {
        case 1: *k = LK_I1; return true;
        case 8: *k = LK_I8; return true;
        case 16: *k = LK_I16; return true;
        case 32: *k = LK_I32; return true;
        case 64: *k = LK_I64; return true;
        default: return false;
        }
    case LLVMHalfTypeKind: *k = LK_F16; return true;
    case LLVMBFloatTypeKind: *k = LK_BF16; return true;
    case LLVMFloatTypeKind: *k = LK_F32; return true;
    case LLVMDoubleTypeKind: *k = LK_F64; return true;
    case LLVMPointerTypeKind: *k = LK_PTR; return true;
    default: return false;
    }
}

/* Flatten ty into scalar leaves with in-memory offsets. Returns the count or
 * SIZE_MAX when some part has no PTX representation. */
size_t type_leaves(SelectCtx *S, LLVMTypeRef ty, Leaf *out, size_t max, uint64_t base)
{
    LeafKind k;
    if (scalar_leaf(ty, &k)) {
        if (max < 1)
            return SIZE_MAX;
        out[0].kind = (uint8_t)k;
        out[0].as = k == LK_PTR ? (uint8_t)LLVMGetPointerAddressSpace(ty) : 0;
        out[0].off = base;
        return 1;
    }
    size_t n = 0;
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 128) {
        /* i128: (lo, hi) 64-bit halves, little-endian in memory */
        if (max < 2)
            return SIZE_MAX;
        for (int h = 0; h < 2; h++) {
            out[h].kind = LK_I64;
            out[h].as = 0;
            out[h].off = base + 8u * (unsigned)h;
        }
        return 2;
    }
    switch (LLVMGetTypeKind(ty)) {
    case LLVMVectorTypeKind:
    case LLVMArrayTypeKind: {
        LLVMTypeRef el = LLVMGetElementType(ty);
        uint64_t cnt = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : LLVMGetArrayLength2(ty);
        uint64_t stride = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMStoreSizeOfType(S->td, el)
                                                                    : LLVMABISizeOfType(S->td, el);
        if (!cnt)
            return 0;
        /* the first element decides: none ([N x {}]) costs nothing, too
         * many fails before the loop, whatever N is */
        size_t c = type_leaves(S, el, out, max, base);
        if (c == SIZE_MAX || c == 0)
            return c;
        if (cnt > max / c)
            return SIZE_MAX;
        for (uint64_t i = 1; i < cnt; i++)
            type_leaves(S, el, out + i * c, c, base + stride * i);
        return (size_t)(cnt * c);
    }
    case LLVMStructTypeKind: {
        unsigned cnt = LLVMCountStructElementTypes(ty);
        for (unsigned i = 0; i < cnt; i++) {
            LLVMTypeRef el = LLVMStructGetTypeAtIndex(ty, i);
            size_t c = type_leaves(S, el, out + n, max - n, base + LLVMOffsetOfElement(S->td, ty, i));
            if (c == SIZE_MAX)
                return SIZE_MAX;
            n += c;
        }
        return n;
    }
    default:
        return SIZE_MAX;
    }
}

#define MAX_LEAVES 1024

static const char *type_str(SelectCtx *S, LLVMTypeRef ty)
{
    char *s = LLVMPrintTypeToString(ty);
    const char *r = arena_strdup(S->a, s);
    LLVMDisposeMessage(s);
    return r;
}

/* Leaves of ty (arena copy); reports an error and returns NULL when ty has no
 * PTX representation. */
static Leaf *leaves_of(SelectCtx *S, LLVMTypeRef ty, size_t *n, LLVMValueRef where)
{
    Leaf tmp[MAX_LEAVES];
    size_t c = type_leaves(S, ty, tmp, MAX_LEAVES, 0);
    if (c == SIZE_MAX) {
        *n = 0;
        /* once per type and function: the values of that type that follow
         * fail for the same reason */
        if (!pmap_get(&S->bad_types, ty)) {
            pmap_put(&S->bad_types, ty, (void *)1);
            isel_error(S, where, "unsupported type '%s': no PTX register class holds it", type_str(S, ty));
        }
        return NULL;
    }
    Leaf *l = arena_alloc(S->a, (c ? c : 1) * sizeof *l);
    memcpy(l, tmp, c * sizeof *l);
    *n = c;
    return l;
}

/* Pointers are 64-bit registers; a data layout that gives an address space
 * narrower pointers (upstream's "p6:32:32" for tensor memory, short shared
 * pointers "p3:32:32") changes their size in memory and in the .param ABI,
 * which ptxsel does not implement yet. In registers the low 32 bits are
 * right (the selector truncates where PTX wants a 32-bit address), so only
 * a pointer that is stored, loaded or passed is refused, by name. */
static bool narrow_pointer_leaf(SelectCtx *S, const Leaf *lv, size_t n, LLVMValueRef where, const char *what)
{
    for (size_t i = 0; i < n; i++)
        if (lv[i].kind == LK_PTR && LLVMPointerSizeForAS(S->td, lv[i].as) != 8) {
            isel_error(S, where,
                       "%s a pointer to address space %u, which the data layout makes %u-bit: only 64-bit pointers "
                       "are supported in memory and as parameters",
                       what, lv[i].as, 8 * LLVMPointerSizeForAS(S->td, lv[i].as));
            return true;
        }
    return false;
}

/* ---------------------------------------------------------------- registers */

uint32_t new_reg(SelectCtx *S, RegClass rc)
{
    return ++S->f->nregs[rc];
}

MOperand new_vreg(SelectCtx *S, RegClass rc)
{
    return mo_reg(rc, new_reg(S, rc));
}

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
static FormId int_form(unsigned op, unsigned bits)
{
    return (FormId)form_axis_int[op][w_ix(bits)];
}

/* c: an AX_setp_int_C_ value */
static FormId setp_int_form(unsigned c, bool sgn, unsigned bits)
{
    return (FormId)form_axis_setp_int[c][sgn ? AX_setp_int_S_s : AX_setp_int_S_u][w_ix(bits)];
}

static FormId selp_pred_form(bool sgn, unsigned bits)
{
    return (FormId)form_axis_selp_pred[sgn ? AX_selp_pred_S_s : AX_selp_pred_S_u][w_ix(bits)];
}

/* k: an AX_mov_bits_K_ value */
static FormId mov_bits_form(unsigned bits, unsigned k)
{
    return (FormId)form_axis_mov_bits[w_ix(bits)][k];
}

/* The cvt type (AX_cvt_S_, which AX_cvt_D_ equals) of an integer leaf; i1
 * and i8 convert as 8-bit, pointers as 64-bit. */
static unsigned cvt_int_ty(LeafKind k, bool sgn)
{
    switch (k) {
    case LK_I1:
    case LK_I8: return sgn ? AX_cvt_S_s8 : AX_cvt_S_u8;
    case LK_I16: return sgn ? AX_cvt_S_s16 : AX_cvt_S_u16;
    case LK_I32: return sgn ? AX_cvt_S_s32 : AX_cvt_S_u32;
    default: return sgn ? AX_cvt_S_s64 : AX_cvt_S_u64;
    }
}

static unsigned cvt_fp_ty(LeafKind k)
{
    return k == LK_F16 ? AX_cvt_S_f16 : k == LK_BF16 ? AX_cvt_S_bf16 : k == LK_F32 ? AX_cvt_S_f32 : AX_cvt_S_f64;
}

/* r: an AX_cvt_R_ value; d, s: AX_cvt_S_ values */
static FormId cvt_form(unsigned r, unsigned d, unsigned s)
{
    return (FormId)form_axis_cvt[r][d][s];
}

/* cvt.uD.uS between integer registers. An i1 has no such form (ptrtoint to
 * i1, inttoptr from it): reported as before the forms had identities. */
void emit_cvt_u(SelectCtx *S, MOperand d, unsigned dbits, MOperand x, unsigned sbits)
{
    static const int ty[65] = {[8] = AX_cvt_S_u8 + 1, [16] = AX_cvt_S_u16 + 1, [32] = AX_cvt_S_u32 + 1,
                               [64] = AX_cvt_S_u64 + 1};
    FormId id = dbits <= 64 && sbits <= 64 && ty[dbits] && ty[sbits]
                    ? cvt_form(AX_cvt_R_none, (unsigned)ty[dbits] - 1, (unsigned)ty[sbits] - 1)
                    : FORM_NONE;
    if (id == FORM_NONE) {
        isel_error(S, S->inst, "no instruction form 'cvt.u%u.u%u' in the tables", dbits, sbits);
        return;
    }
    emit(S, id, 2, d, x);
}

/* The memory type (AX_ld_T_) a leaf is loaded and stored as. */
unsigned mem_ty(LeafKind k)
{
    static const unsigned t[] = {AX_ld_T_u8,  AX_ld_T_u8,  AX_ld_T_u16, AX_ld_T_u32, AX_ld_T_u64,
                                 AX_ld_T_b16, AX_ld_T_b16, AX_ld_T_f32, AX_ld_T_f64, AX_ld_T_u64};
    return t[k];
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

/* An access in a space PTX has no state space for, where the selector spelt
 * its key with a null qualifier: the diagnostic it gave. */
static void no_space_form(SelectCtx *S, bool is_store, const char *type)
{
    isel_error(S, S->inst, "no instruction form '%s(null).%s' in the tables", is_store ? "st" : "ld", type);
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

/* ---------------------------------------------------------------- emission */

MInst *emit_ops(SelectCtx *S, FormId id, unsigned nops, const MOperand *ops)
{
    PTXSEL_ASSERT(id < FORM_COUNT && nops <= 0xffff);
    MInst *in = mir_append(S->m, S->cur, (uint32_t)id, (uint16_t)nops, ir_ref(S->inst));
    for (unsigned i = 0; i < nops; i++)
        in->ops[i] = ops[i];
    return in;
}

MInst *emit(SelectCtx *S, FormId id, unsigned nops, ...)
{
    MOperand ops[16];
    PTXSEL_ASSERT(nops <= 16);
    va_list ap;
    va_start(ap, nops);
    for (unsigned i = 0; i < nops; i++)
        ops[i] = va_arg(ap, MOperand);
    va_end(ap);
    return emit_ops(S, id, nops, ops);
}

/* A row the target has (its feature bits and PTX minimum): for choosing
 * between a native form and a promoted sequence before emitting. */
static bool form_row_available(FormId id, const ptxsel_target *t)
{
    const FormRow *r = &ptxsel_form_rows[id];
    return feat_first_missing(&t->feat, &r->req) < 0 && r->min_ptx <= t->ptx;
}

MBlock *new_block(SelectCtx *S)
{
    return mir_new_block(S->m, S->f, arena_printf(S->a, "$L__BB%u_%zu", S->fn_index, S->f->nblocks));
}

/* ---------------------------------------------------------------- constants */

/* The bit pattern of a half, bfloat, float or double constant, exactly as the
 * IR holds it (NaN payloads, signalling NaNs, -0.0 and denormals included):
 * the constant is folded to an integer of its width by a bitcast, which LLVM
 * evaluates on the APFloat's bits (LLVMConstRealGetDouble goes through a
 * double and quietens NaNs). Returns false for other types. */
bool const_fp_bits(LLVMValueRef c, uint64_t *bits)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    unsigned w;
    switch (LLVMGetTypeKind(ty)) {
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind: w = 16; break;
    case LLVMFloatTypeKind: w = 32; break;
    case LLVMDoubleTypeKind: w = 64; break;
    default: return false;
    }
    LLVMValueRef i = LLVMConstBitCast(c, LLVMIntTypeInContext(LLVMGetTypeContext(ty), w));
    if (!i || !LLVMIsAConstantInt(i))
        return false;
    *bits = LLVMConstIntGetZExtValue(i);
    return true;
}

static void const_leaves(SelectCtx *S, LLVMValueRef c, const Leaf *lv, size_t n, MOperand *out);

/* Little-endian bytes of an integer constant of any width, two's complement
 * in nbytes (llvm-c 19 has no wide accessor: the printed decimal value is
 * converted). */
void const_int_bytes(LLVMValueRef c, uint8_t *v, size_t nbytes)
{
    char *s = LLVMPrintValueToString(c);
    const char *p = strchr(s, ' ');
    p = p ? p + 1 : s;
    bool neg = *p == '-';
    if (neg)
        p++;
    memset(v, 0, nbytes);
    for (; *p >= '0' && *p <= '9'; p++) {
        unsigned carry = (unsigned)(*p - '0');
        for (size_t k = 0; k < nbytes; k++) {
            unsigned x = v[k] * 10u + carry;
            v[k] = (uint8_t)x;
            carry = x >> 8;
        }
    }
    if (neg) {
        unsigned carry = 1;
        for (size_t k = 0; k < nbytes; k++) {
            unsigned x = (uint8_t)~v[k] + carry;
            v[k] = (uint8_t)x;
            carry = x >> 8;
        }
    }
    LLVMDisposeMessage(s);
}

/* The two 64-bit halves of an i128 constant. */
static void const_i128(LLVMValueRef c, uint64_t *lo, uint64_t *hi)
{
    uint8_t v[16];
    const_int_bytes(c, v, sizeof v);
    uint64_t l = 0, h = 0;
    for (int k = 7; k >= 0; k--) {
        l = l << 8 | v[k];
        h = h << 8 | v[k + 8];
    }
    *lo = l;
    *hi = h;
}

static void lower_inst(SelectCtx *S, LLVMValueRef inst);
static VLoc *materialize_const(SelectCtx *S, LLVMValueRef c);

/* Materialises the constant expressions inside c's operands (through
 * aggregates too) deepest first, with an explicit stack: lowering c then
 * finds every operand ready, so a chain of any depth costs no C stack. */
static void materialize_operands(SelectCtx *S, LLVMValueRef c)
{
    typedef struct Frame {
        LLVMValueRef v;
        unsigned next, nops;
    } Frame;
    size_t cap = 16, sp = 0;
    Frame *st = malloc(cap * sizeof *st);
    if (!st)
        return;
    PtrMap seen;
    pmap_init(&seen, S->a);
    st[sp++] = (Frame){c, 0, (unsigned)LLVMGetNumOperands(c)};
    while (sp) {
        Frame *f = &st[sp - 1];
        if (f->next < f->nops) {
            LLVMValueRef op = LLVMGetOperand(f->v, f->next++);
            if (!op || !LLVMIsAConstant(op) || LLVMIsAGlobalValue(op) || pmap_get(&S->consts, op) ||
                pmap_get(&seen, op))
                continue;
            pmap_put(&seen, op, (void *)1);
            if (sp == cap) {
                Frame *ns = realloc(st, 2 * cap * sizeof *ns);
                if (!ns)
                    break;
                st = ns;
                cap *= 2;
            }
            st[sp++] = (Frame){op, 0, (unsigned)LLVMGetNumOperands(op)};
            continue;
        }
        LLVMValueRef v = f->v;
        sp--;
        if (v != c && LLVMIsAConstantExpr(v))
            materialize_const(S, v);
    }
    free(st);
}

/* The global object an alias (of an alias ...) names, or NULL when it names
 * anything else (an offset into an object, an expression). */
static LLVMValueRef alias_target(LLVMValueRef v)
{
    for (int depth = 0; v && LLVMIsAGlobalAlias(v) && depth < 64; depth++)
        v = LLVMAliasGetAliasee(v);
    return v && LLVMIsAGlobalObject(v) ? v : NULL;
}

/* Materialise a global address or constant expression in the prologue. */
static VLoc *materialize_const(SelectCtx *S, LLVMValueRef c)
{
    VLoc *loc = pmap_get(&S->consts, c);
    if (loc)
        return loc;
    MBlock *saved = S->cur;
    LLVMValueRef saved_inst = S->inst;
    S->cur = S->prologue;
    loc = arena_alloc(S->a, sizeof *loc);
    if (LLVMIsAGlobalValue(c)) {
        /* an alias's address is its target's (NULL: an alias of an offset
         * or an expression, refused) */
        LLVMValueRef g = LLVMIsAGlobalAlias(c) ? alias_target(c) : c;
        MFunc *mf = g && LLVMIsAFunction(g) ? pmap_get(&S->mfuncs, g) : NULL;
        loc->n = 1;
        loc->ops = arena_alloc(S->a, sizeof *loc->ops);
        loc->ops[0] = mo_imm(0);
        if (!g) {
            isel_error(S, saved_inst, "alias '%s' of anything but a global or a function is not supported",
                       sym_name(S, c));
        } else if (LLVMIsAFunction(g) && (LLVMGetIntrinsicID(g) || (mf && mf->is_kernel))) {
            isel_error(S, saved_inst, "the address of %s '%s' cannot be taken in PTX",
                       LLVMGetIntrinsicID(g) ? "intrinsic" : "kernel", sym_name(S, g));
        } else {
            /* a global's or a .func's address (an indirect call's target) */
            loc->ops[0] = new_vreg(S, RC_B64);
            emit(S, FORM_mov_u64, 2, loc->ops[0], mo_sym(sym_name(S, g)));
        }
        pmap_put(&S->consts, c, loc);
    } else {
        /* constant expression: lower like an instruction into the prologue,
         * its operands first */
        materialize_operands(S, c);
        S->cur = S->prologue;
        size_t n;
        Leaf *lv = leaves_of(S, LLVMTypeOf(c), &n, saved_inst);
        loc->n = lv ? (uint16_t)n : 0;
        loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
        for (size_t i = 0; lv && i < n; i++)
            loc->ops[i] = new_vreg(S, leaf_rc((LeafKind)lv[i].kind));
        pmap_put(&S->consts, c, loc);
        pmap_put(&S->vals, c, loc);
        S->inst = saved_inst;
        lower_inst(S, c);
    }
    S->cur = saved;
    S->inst = saved_inst;
    return loc;
}

static void const_leaves(SelectCtx *S, LLVMValueRef c, const Leaf *lv, size_t n, MOperand *out)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    LeafKind k;
    if (n == 0)
        return;
    if (LLVMIsAConstantInt(c) && n == 2) {
        uint64_t lo, hi;
        const_i128(c, &lo, &hi);
        out[0] = mo_imm((int64_t)lo);
        out[1] = mo_imm((int64_t)hi);
        return;
    }
    if (LLVMIsAConstantInt(c)) {
        out[0] = mo_imm(lv[0].kind == LK_I1 ? (LLVMConstIntGetZExtValue(c) ? -1 : 0)
                                            : LLVMConstIntGetSExtValue(c));
        return;
    }
    if (LLVMIsAConstantFP(c)) {
        LeafKind fk = (LeafKind)lv[0].kind;
        uint64_t bits = 0;
        if (!const_fp_bits(c, &bits))
            isel_error(S, S->inst, "unsupported floating-point constant of type '%s'", type_str(S, ty));
        out[0] = mo_fimm(leaf_rc(fk), bits);
        return;
    }
    if (LLVMIsAConstantPointerNull(c) || LLVMIsAUndefValue(c) || LLVMIsAPoisonValue(c) ||
        LLVMIsAConstantAggregateZero(c) || LLVMIsNull(c)) {
        for (size_t i = 0; i < n; i++) {
            LeafKind lk = (LeafKind)lv[i].kind;
            out[i] = (lk == LK_F32 || lk == LK_F64 || lk == LK_F16 || lk == LK_BF16)
                         ? mo_fimm(leaf_rc(lk), 0)
                         : mo_imm(0);
        }
        return;
    }
    if (LLVMIsAGlobalValue(c) || LLVMIsAConstantExpr(c)) {
        VLoc *loc = materialize_const(S, c);
        for (size_t i = 0; i < n && i < loc->n; i++)
            out[i] = loc->ops[i];
        return;
    }
    if (scalar_leaf(ty, &k)) {
        if (LLVMIsABlockAddress(c))
            isel_error(S, S->inst, "blockaddress is not supported (PTX has no indirect branch)");
        else
            isel_error(S, S->inst, "unsupported constant of type '%s'", type_str(S, ty));
        out[0] = mo_imm(0);
        return;
    }
    /* aggregates and vectors: element by element */
    unsigned cnt;
    switch (LLVMGetTypeKind(ty)) {
    case LLVMVectorTypeKind: cnt = LLVMGetVectorSize(ty); break;
    case LLVMArrayTypeKind: cnt = (unsigned)LLVMGetArrayLength2(ty); break;
    case LLVMStructTypeKind: cnt = LLVMCountStructElementTypes(ty); break;
    default: cnt = 0; break;
    }
    size_t pos = 0;
    for (unsigned i = 0; i < cnt && pos < n; i++) {
        LLVMValueRef el = LLVMGetAggregateElement(c, i);
        Leaf tmp[MAX_LEAVES];
        size_t en = el ? type_leaves(S, LLVMTypeOf(el), tmp, MAX_LEAVES, 0) : SIZE_MAX;
        if (en == SIZE_MAX) {
            isel_error(S, S->inst, "unsupported constant of type '%s'", type_str(S, ty));
            return;
        }
        const_leaves(S, el, lv + pos, en, out + pos);
        pos += en;
    }
}

VLoc *val_get(SelectCtx *S, LLVMValueRef v)
{
    VLoc *loc = pmap_get(&S->vals, v);
    if (loc)
        return loc;
    if (LLVMIsAConstant(v)) {
        if (LLVMIsAGlobalValue(v) || LLVMIsAConstantExpr(v))
            return materialize_const(S, v);
        size_t n;
        Leaf *lv = leaves_of(S, LLVMTypeOf(v), &n, S->inst);
        loc = arena_alloc(S->a, sizeof *loc);
        loc->n = lv ? (uint16_t)n : 0;
        loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
        if (lv)
            const_leaves(S, v, lv, n, loc->ops);
        pmap_put(&S->vals, v, loc);
        return loc;
    }
    if (LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind || LLVMValueIsBasicBlock(v)) {
        isel_error(S, S->inst, "unexpected metadata or label operand");
    } else {
        isel_error(S, S->inst, "value has no register assignment (unsupported producer)");
    }
    loc = arena_alloc(S->a, sizeof *loc);
    loc->ops = arena_alloc(S->a, sizeof *loc->ops);
    loc->ops[0] = mo_imm(0);
    loc->n = 1;
    return loc;
}

static LeafKind leaf_kind_at(SelectCtx *S, LLVMTypeRef ty, unsigned leaf)
{
    Leaf tmp[MAX_LEAVES];
    size_t n = type_leaves(S, ty, tmp, MAX_LEAVES, 0);
    return (n != SIZE_MAX && leaf < n) ? (LeafKind)tmp[leaf].kind : LK_I32;
}

MOperand val_op(SelectCtx *S, LLVMValueRef v, unsigned leaf)
{
    VLoc *loc = val_get(S, v);
    if (leaf >= loc->n)
        return mo_imm(0);
    MOperand o = loc->ops[leaf];
    if (o.kind == MO_REG)
        return o;
    LeafKind k = leaf_kind_at(S, LLVMTypeOf(v), leaf);
    /* predicates and 16-bit floats have no immediate syntax in arithmetic */
    if (k == LK_I1 || k == LK_F16 || k == LK_BF16) {
        MOperand r = new_vreg(S, leaf_rc(k));
        emit(S, mov_form(leaf_rc(k)), 2, r, o);
        return r;
    }
    return o;
}

MOperand val_reg(SelectCtx *S, LLVMValueRef v, unsigned leaf)
{
    MOperand o = val_op(S, v, leaf);
    if (o.kind == MO_REG)
        return o;
    LeafKind k = leaf_kind_at(S, LLVMTypeOf(v), leaf);
    MOperand r = new_vreg(S, leaf_rc(k));
    emit(S, mov_form(leaf_rc(k)), 2, r, o);
    return r;
}

VLoc *result_loc(SelectCtx *S, LLVMValueRef v)
{
    VLoc *loc = pmap_get(&S->vals, v);
    PTXSEL_ASSERT(loc);
    return loc;
}

/* ---------------------------------------------------------------- helpers */

static const char *int_ty(LeafKind k)
{
    switch (k) {
    case LK_I8:
    case LK_I16: return "i16";
    case LK_I32: return "i32";
    case LK_I64:
    case LK_PTR: return "i64";
    default: return "?";
    }
}

static unsigned reg_bits(LeafKind k)
{
    return k == LK_I8 ? 16 : leaf_bits(k);
}

/* Normalise the high byte of an i8 value held in a 16-bit register. */
static MOperand norm_i8(SelectCtx *S, MOperand o, bool is_signed)
{
    if (o.kind != MO_REG) {
        o.imm = is_signed ? (int8_t)o.imm : (uint8_t)o.imm;
        return o;
    }
    MOperand r = new_vreg(S, RC_B16);
    if (is_signed)
        emit(S, FORM_cvt_s16_s8, 2, r, o);
    else
        emit(S, FORM_and_b16, 3, r, o, mo_imm(255));
    return r;
}

static MOperand pred_to_int(SelectCtx *S, MOperand p, unsigned bits, bool sext)
{
    MOperand r = new_vreg(S, bits == 64 ? RC_B64 : bits == 32 ? RC_B32 : RC_B16);
    emit(S, selp_pred_form(sext, bits == 8 ? 16 : bits), 4, r, mo_imm(sext ? -1 : 1), mo_imm(0), p);
    return r;
}

static MOperand to_f32(SelectCtx *S, MOperand o, LeafKind k)
{
    MOperand r = new_vreg(S, RC_F32);
    if (k == LK_BF16 && (S->t->ptx < 71 || !feat_has(&S->t->feat, FEAT_has_cvt_bf16))) {
        /* cvt.f32.bf16 needs PTX 7.1; the conversion is exact as a shift:
         * the bf16 bits become the high half of the f32 */
        MOperand z = new_vreg(S, RC_B16);
        emit(S, FORM_mov_b16, 2, z, mo_imm(0));
        emit(S, FORM_mov_b32_pack, 3, r, z, o);
        return r;
    }
    emit(S, k == LK_F16 ? FORM_cvt_f32_f16 : FORM_cvt_f32_bf16, 2, r, o);
    return r;
}

static void from_f32(SelectCtx *S, MOperand dst, MOperand src, LeafKind k)
{
    emit(S, k == LK_F16 ? FORM_cvt_rn_f16_f32 : FORM_cvt_rn_bf16_f32, 2, dst, src);
}

static void mov_leaf(SelectCtx *S, MOperand dst, MOperand src)
{
    if (src.kind == MO_REG && dst.kind == MO_REG && src.rc == dst.rc && src.reg == dst.reg)
        return;
    emit(S, mov_form((RegClass)dst.rc), 2, dst, src);
}

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
static FormId fp_binop_form(LLVMOpcode op, LeafKind k)
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

static bool is_i128(LLVMTypeRef ty)
{
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 128;
}

/* i128 arithmetic on (lo, hi) register pairs. */
static void lower_i128_binop(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
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
        MOperand b0 = val_reg(S, b, 0), b1 = val_reg(S, b, 1);
        MOperand h = new_vreg(S, RC_B64), c1 = new_vreg(S, RC_B64), c2 = new_vreg(S, RC_B64), t = new_vreg(S, RC_B64);
        emit(S, FORM_mul_hi_u64, 3, h, a0, b0);
        emit(S, FORM_mul_lo_u64, 3, c1, a0, b1);
        emit(S, FORM_mul_lo_u64, 3, c2, a1, b0);
        emit(S, FORM_add_s64, 3, t, h, c1);
        emit(S, FORM_mul_lo_u64, 3, d0, a0, b0);
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

static void lower_binop(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
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
    if (op == LLVMFMul && contract_mul_is_dead(S, I))
        return;
    VLoc *res = result_loc(S, I);
    size_t n;
    Leaf *lv = leaves_of(S, LLVMTypeOf(I), &n, I);
    if (!lv)
        return;
    LLVMValueRef a = LLVMGetOperand(I, 0), b = op == LLVMFNeg ? NULL : LLVMGetOperand(I, 1);
    for (size_t i = 0; i < n; i++) {
        LeafKind k = (LeafKind)lv[i].kind;
        MOperand d = res->ops[i];
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
        /* integers (and pointers never reach here) */
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
        if (k == LK_I64 && S->opt_level > 0 && y.kind == MO_REG && x.kind == MO_REG &&
            (op == LLVMSDiv || op == LLVMUDiv || op == LLVMSRem || op == LLVMURem)) {
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

static void lower_i128_icmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    i128_compare(S, res->ops[0], LLVMGetICmpPredicate(I), val_reg(S, a, 0), val_reg(S, a, 1), val_op(S, b, 0),
                 val_op(S, b, 1));
}

/* llvm.{u,s}{min,max}.i128: a compare of the pairs and two selects. */
static bool lower_i128_minmax(SelectCtx *S, LLVMValueRef I, const char *name)
{
    static const struct {
        const char *name;
        LLVMIntPredicate p;
    } ops[] = {{"llvm.umin.i128", LLVMIntULT}, {"llvm.umax.i128", LLVMIntUGT},
               {"llvm.smin.i128", LLVMIntSLT}, {"llvm.smax.i128", LLVMIntSGT}};
    for (size_t i = 0; i < countof(ops); i++) {
        if (strcmp(name, ops[i].name))
            continue;
        VLoc *res = result_loc(S, I);
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        MOperand a0 = val_reg(S, a, 0), a1 = val_reg(S, a, 1), b0 = val_reg(S, b, 0), b1 = val_reg(S, b, 1);
        MOperand pick = new_vreg(S, RC_PRED);
        i128_compare(S, pick, ops[i].p, a0, a1, b0, b1);
        emit(S, FORM_selp_b64, 4, res->ops[0], a0, b0, pick);
        emit(S, FORM_selp_b64, 4, res->ops[1], a1, b1, pick);
        return true;
    }
    return false;
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

static void lower_icmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if (is_i128(LLVMTypeOf(a))) {
        lower_i128_icmp(S, I);
        return;
    }
    size_t n;
    Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
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

static void lower_fcmp(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    size_t n;
    Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
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

static FormId selp_form(RegClass rc)
{
    switch (rc) {
    case RC_B16: return FORM_selp_b16_i16;
    case RC_B32: return FORM_selp_b32;
    case RC_B64: return FORM_selp_b64;
    case RC_F32: return FORM_selp_f32;
    case RC_F64: return FORM_selp_f64;
    default: return FORM_NONE;
    }
}

static void select_leaf(SelectCtx *S, MOperand d, MOperand c, MOperand x, MOperand y)
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

static void lower_select(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef c = LLVMGetOperand(I, 0), a = LLVMGetOperand(I, 1), b = LLVMGetOperand(I, 2);
    bool vec_cond = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind;
    for (unsigned i = 0; i < res->n; i++) {
        MOperand cc = val_reg(S, c, vec_cond ? i : 0);
        MOperand d = res->ops[i];
        MOperand x = d.rc == RC_PRED ? val_reg(S, a, i) : val_op(S, a, i);
        MOperand y = d.rc == RC_PRED ? val_reg(S, b, i) : val_op(S, b, i);
        if (d.rc == RC_B16) {
            x = val_reg(S, a, i);
            y = val_reg(S, b, i);
        }
        select_leaf(S, d, cc, x, y);
    }
}

/* ---------------------------------------------------------------- casts */

static bool is_fp(LeafKind k)
{
    return k == LK_F16 || k == LK_BF16 || k == LK_F32 || k == LK_F64;
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
        if (reg_bits(dk) == reg_bits(sk))
            mov_leaf(S, d, x);
        else
            emit_cvt_u(S, d, reg_bits(dk), x, reg_bits(sk));
        return;
    default:
        break;
    }
}

static void lower_addrspacecast(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef src = LLVMGetOperand(I, 0);
    unsigned from = ptr_space(S, src);
    unsigned to = ptr_space(S, I);
    MOperand x = val_reg(S, src, 0);
    int fq = space_ix(from), tq = space_ix(to);
    if (fq < 0 || tq < 0) {
        isel_error(S, I, "unsupported address space in addrspacecast (%u -> %u)", from, to);
        return;
    }
    if (from == to) {
        mov_leaf(S, res->ops[0], x);
        return;
    }
    uintptr_t depot = from == 0 && to == 5 ? (uintptr_t)pmap_get(&S->allocas, src) : 0;
    if (depot) {
        /* a static alloca's local address: the depot's, as llc-19 selects it
         * (NVPTX's alloca lowering at -O1 and above casts every alloca) */
        emit(S, FORM_add_s64, 3, res->ops[0], mo_stack(true), mo_imm((int64_t)(depot - 1)));
        return;
    }
    if (from != 0 && to != 0) {
        MOperand g = new_vreg(S, RC_B64);
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO_none][fq], 2, g, x);
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO__to][tq], 2, res->ops[0], g);
        return;
    }
    if (from == 0)
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO__to][tq], 2, res->ops[0], x);
    else
        emit(S, (FormId)form_axis_cvta[AX_cvta_TO_none][fq], 2, res->ops[0], x);
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
        if (ls[i].kind == LK_I1 || ls[i].kind == LK_PTR || leaf_bits((LeafKind)ls[i].kind) != ws)
            return false;
    for (size_t i = 0; i < nd; i++)
        if (ld[i].kind == LK_I1 || ld[i].kind == LK_PTR || leaf_bits((LeafKind)ld[i].kind) != wd)
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
    Leaf *ls = leaves_of(S, LLVMTypeOf(src), &ns, I);
    Leaf *ld = leaves_of(S, LLVMTypeOf(I), &nd, I);
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
        if (!scalar_leaf(LLVMTypeOf(I), &dk) || !res->n)
            return; /* the result type was reported as unsupported */
        cast_leaf(S, LLVMTrunc, res->ops[0], dk, val_reg(S, src, 0), LK_I64);
        return;
    }
    LeafKind sk;
    if (!scalar_leaf(LLVMTypeOf(src), &sk)) {
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

static void lower_cast(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
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
    Leaf *ls = leaves_of(S, LLVMTypeOf(src), &ns, I);
    Leaf *ld = leaves_of(S, LLVMTypeOf(I), &nd, I);
    if (!ls || !ld || ns != nd) {
        if (ls && ld)
            isel_error(S, I, "cannot select this conversion between '%s' and '%s'", type_str(S, LLVMTypeOf(src)),
                       type_str(S, LLVMTypeOf(I)));
        return;
    }
    for (size_t i = 0; i < nd; i++) {
        MOperand x = val_reg(S, src, (unsigned)i);
        cast_leaf(S, op, res->ops[i], (LeafKind)ld[i].kind, x, (LeafKind)ls[i].kind);
    }
}

/* ---------------------------------------------------------------- GEP */

/* An i64 GEP index that is a zext / sext of an i32 value, scaled by a
 * stride the 32-bit immediate of mul.wide holds: the index is then
 * mul.wide.u32 / mul.wide.s32 of the i32 value, as llc-19 selects it at -O1
 * and above when the extension is in the GEP's block (its DAG sees both; an
 * extension from another block is a 64-bit register there, scaled by
 * shl.b64 / mul.lo.s64, and so it is here), and here at -O0 too. Each form
 * keeps ptxas 13.0 off a miscompile it made of another: a cvt.u64.u32 +
 * mul.lo.s64 address of a block-uniform index used by an atomic after a CAS
 * loop got a garbage high word (difftest seed 14368, -O0 and -O2 IR), a
 * cvt.u64.u32 + shl.b64 address read out of bounds (seed 18102, -O0 IR;
 * compute-sanitizer), and a mul.wide address of an index extended in another
 * block faulted in a CAS loop (s16590_O2), where llc-19's shl form ran right
 * (docs/difftest.md). */
static bool gep_wide_index(LLVMValueRef idx, uint64_t stride, LLVMValueRef *narrow, bool *is_signed)
{
    LLVMOpcode op;
    if (!ir_opcode(idx, &op) || (op != LLVMZExt && op != LLVMSExt))
        return false;
    LLVMValueRef x = LLVMGetOperand(idx, 0);
    LLVMTypeRef t = LLVMTypeOf(x);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 32)
        return false;
    *is_signed = op == LLVMSExt;
    if (stride > (*is_signed ? 0x7fffffffu : 0xffffffffu))
        return false;
    *narrow = x;
    return true;
}

/* One index of a getelementptr over *ty (advanced to the indexed type): a
 * constant index adds its bytes to *coff (modulo 2^64) and sets *stride to
 * 0; a variable one sets *stride to the bytes it scales by (0 only when the
 * element has no size, and then it adds nothing). False when malformed. */
static bool gep_index(SelectCtx *S, LLVMTypeRef *ty, bool first, LLVMValueRef idx, uint64_t *coff,
                      uint64_t *stride)
{
    uint64_t st;
    if (first) {
        st = LLVMABISizeOfType(S->td, *ty);
    } else if (LLVMGetTypeKind(*ty) == LLVMStructTypeKind) {
        unsigned fi = LLVMIsAConstantInt(idx) ? (unsigned)LLVMConstIntGetZExtValue(idx) : UINT_MAX;
        if (fi >= LLVMCountStructElementTypes(*ty))
            return false;
        *coff += LLVMOffsetOfElement(S->td, *ty, fi);
        *ty = LLVMStructGetTypeAtIndex(*ty, fi);
        *stride = 0;
        return true;
    } else if (LLVMGetTypeKind(*ty) == LLVMArrayTypeKind || LLVMGetTypeKind(*ty) == LLVMVectorTypeKind) {
        *ty = LLVMGetElementType(*ty);
        st = LLVMABISizeOfType(S->td, *ty);
    } else {
        return false;
    }
    int64_t cv;
    if (is_const_int(idx, &cv)) {
        *coff += (uint64_t)cv * st;
        st = 0;
    }
    *stride = st;
    return true;
}

/* ---------------------------------------------------------------- addressing modes */

/* A load, store or atomic addresses [base+offset] with the constant part of
 * its address folded in, as llc-19's ISel does, instead of computing the
 * whole address in a register first:
 *   - a getelementptr with constant indices (or a chain of them) folds into
 *     its base; one whose every use is an address or another GEP's base is
 *     not computed at all;
 *   - a GEP with variable indices, every use of which is an address or
 *     another GEP's base, keeps its constant part out of its register (the
 *     register holds the address minus that part, and every user adds it).
 * The base is a register, or a symbol where PTX names the memory directly:
 * a global variable accessed in its own state space, or a byval parameter
 * read in place ([f_param_2+40], never a register holding the parameter's
 * address). Folding never changes an address: the same sum modulo 2^64, and
 * only offsets within PTX's signed 32-bit immediate are folded. */
typedef struct AddrFold {
    LLVMValueRef base; /* the value whose register (or symbol) the address starts from */
    int64_t off;
} AddrFold;

static bool fits_offset(int64_t v)
{
    return v >= INT32_MIN && v <= INT32_MAX;
}

static bool is_gep(LLVMValueRef v)
{
    return (LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMGetElementPtr) ||
           (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr);
}

/* The constant part of a scalar GEP's offset (as lower_gep computes it) in
 * *out and the number of variable indices in *nvar; false when malformed. */
static bool gep_const_part(SelectCtx *S, LLVMValueRef g, int64_t *out, unsigned *nvar)
{
    if (LLVMGetTypeKind(LLVMTypeOf(g)) != LLVMPointerTypeKind)
        return false;
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(g);
    unsigned nidx = (unsigned)LLVMGetNumOperands(g) - 1;
    uint64_t off = 0, stride;
    *nvar = 0;
    for (unsigned j = 0; j < nidx; j++) {
        if (!gep_index(S, &ty, j == 0, LLVMGetOperand(g, j + 1), &off, &stride))
            return false;
        *nvar += stride != 0;
    }
    *out = (int64_t)off;
    return true;
}

/* Is every use of instruction g an address operand of a load, store or
 * atomic, or the base of a GEP (all of which split their base)? */
static bool addr_uses_only(LLVMValueRef g)
{
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U))
            return false;
        unsigned at;
        switch (LLVMGetInstructionOpcode(U)) {
        case LLVMLoad: case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMGetElementPtr: at = 0; break;
        case LLVMStore: at = 1; break;
        default: return false;
        }
        for (unsigned k = 0, n = (unsigned)LLVMGetNumOperands(U); k < n; k++)
            if (LLVMGetOperand(U, k) == g && k != at)
                return false;
    }
    return true;
}

/* Where the address v starts and the constant added to it (v itself and 0
 * when nothing folds). */
static const AddrFold *split_addr(SelectCtx *S, LLVMValueRef v, unsigned depth)
{
    AddrFold *af = pmap_get(&S->addr_fold, v);
    if (af)
        return af;
    af = arena_alloc(S->a, sizeof *af);
    af->base = v;
    af->off = 0;
    int64_t o;
    unsigned nvar;
    if (depth < 64 && is_gep(v) && gep_const_part(S, v, &o, &nvar)) {
        const AddrFold *bf = split_addr(S, LLVMGetOperand(v, 0), depth + 1);
        int64_t total = (int64_t)((uint64_t)bf->off + (uint64_t)o);
        if (fits_offset(o) && fits_offset(total)) {
            if (!nvar)
                *af = (AddrFold){bf->base, total};
            else if (total && LLVMIsAInstruction(v) && addr_uses_only(v))
                af->off = total; /* its register holds v - total */
        }
    }
    pmap_put(&S->addr_fold, v, af);
    return af;
}

/* The .param symbol of a byval parameter read in place, or NULL. */
static const char *inplace_param_symbol(SelectCtx *S, LLVMValueRef v)
{
    if (!LLVMIsAArgument(v) || ptr_space(S, v) != 101)
        return NULL;
    for (unsigned i = 0; i < S->f->nparams; i++)
        if (LLVMGetParam(S->fn, i) == v)
            return S->f->params[i].name;
    return NULL;
}

/* The address operand of an access through ptr. */
static MOperand addr_of(SelectCtx *S, LLVMValueRef ptr)
{
    unsigned as = ptr_space(S, ptr);
    const AddrFold *af = split_addr(S, ptr, 0);
    LLVMValueRef base = af->base;
    int64_t off = af->off;
    /* a bitcast, or an addrspacecast that leaves the real space as it is
     * (a byval parameter read in place, cast to addrspace(101)), names the
     * same memory */
    LLVMValueRef named = base;
    for (unsigned depth = 0; depth < 32; depth++) {
        LLVMOpcode op;
        if (!ir_opcode(named, &op) || (op != LLVMBitCast && op != LLVMAddrSpaceCast))
            break;
        LLVMValueRef src = LLVMGetOperand(named, 0);
        if (LLVMGetTypeKind(LLVMTypeOf(src)) != LLVMPointerTypeKind || ptr_space(S, src) != ptr_space(S, named))
            break;
        named = src;
    }
    const char *sym = NULL;
    if (as == 101)
        sym = inplace_param_symbol(S, named);
    else if ((as == 1 || as == 3 || as == 4) && LLVMIsAGlobalVariable(named) &&
             LLVMGetPointerAddressSpace(LLVMTypeOf(named)) == as)
        sym = sym_name(S, named);
    if (sym)
        return mo_addr_sym(sym, off);
    MOperand r = val_reg(S, base, 0);
    return mo_addr_reg(r.reg, off);
}

static void lower_gep(SelectCtx *S, LLVMValueRef I)
{
    if (LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMVectorTypeKind) {
        isel_error(S, I, "vector getelementptr is not supported");
        return;
    }
    /* addressing modes (above): a GEP folded into every use is not computed;
     * one whose constant part its users add leaves that part out */
    const AddrFold *self = split_addr(S, I, 0), *bf = split_addr(S, LLVMGetOperand(I, 0), 0);
    if (LLVMIsAInstruction(I) && self->base != I && addr_uses_only(I))
        return;
    bool partial = self->base == I && self->off;
    VLoc *res = result_loc(S, I);
    MOperand acc = val_reg(S, bf->base, 0);
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(I);
    unsigned nidx = (unsigned)LLVMGetNumOperands(I) - 1;
    uint64_t coff = (uint64_t)bf->off; /* GEP offsets wrap modulo 2^64 */
    for (unsigned j = 0; j < nidx; j++) {
        LLVMValueRef idx = LLVMGetOperand(I, j + 1);
        uint64_t stride;
        if (!gep_index(S, &ty, j == 0, idx, &coff, &stride)) {
            isel_error(S, I, "malformed getelementptr index");
            return;
        }
        if (!stride)
            continue; /* constant: in coff */
        LeafKind ik;
        if (!scalar_leaf(LLVMTypeOf(idx), &ik) || ik == LK_I1 || is_fp(ik)) {
            isel_error(S, I, "unsupported getelementptr index type");
            return;
        }
        MOperand scaled = new_vreg(S, RC_B64);
        LLVMValueRef narrow;
        bool wide_signed;
        if (ik == LK_I32) {
            emit(S, FORM_mul_wide_s32, 3, scaled, val_reg(S, idx, 0), mo_imm((int64_t)stride));
        } else if (ik == LK_I64 && gep_wide_index(idx, stride, &narrow, &wide_signed) &&
                   (S->opt_level == 0 || LLVMGetInstructionParent(idx) == LLVMGetInstructionParent(I))) {
            emit(S, wide_signed ? FORM_mul_wide_s32 : FORM_mul_wide_u32, 3, scaled, val_reg(S, narrow, 0),
                 mo_imm((int64_t)stride));
        } else {
            MOperand x = val_reg(S, idx, 0);
            if (ik != LK_I64) {
                MOperand w = new_vreg(S, RC_B64);
                emit(S, cvt_form(AX_cvt_R_none, AX_cvt_S_s64, ik == LK_I8 ? AX_cvt_S_s8 : AX_cvt_S_s16), 2, w, x);
                x = w;
            }
            if (stride && !(stride & (stride - 1)))
                emit(S, FORM_shl_b64, 3, scaled, x, mo_imm(__builtin_ctzll(stride)));
            else
                emit(S, FORM_mul_lo_s64, 3, scaled, x, mo_imm((int64_t)stride));
        }
        MOperand sum = new_vreg(S, RC_B64);
        emit(S, FORM_add_s64, 3, sum, acc, scaled);
        acc = sum;
    }
    if (coff && !partial)
        emit(S, FORM_add_s64, 3, res->ops[0], acc, mo_imm((int64_t)coff));
    else
        mov_leaf(S, res->ops[0], acc);
}

/* ---------------------------------------------------------------- memory */

/* The .sem (AX_ld_atomic_SEM_) of an atomic load or store, -1 for none. */
static int sem_of(LLVMAtomicOrdering o, bool is_load)
{
    switch (o) {
    case LLVMAtomicOrderingMonotonic:
    case LLVMAtomicOrderingUnordered: return AX_ld_atomic_SEM_relaxed;
    case LLVMAtomicOrderingAcquire: return AX_ld_atomic_SEM_acquire;
    case LLVMAtomicOrderingRelease: return AX_ld_atomic_SEM_release;
    case LLVMAtomicOrderingAcquireRelease:
    case LLVMAtomicOrderingSequentiallyConsistent: return is_load ? AX_ld_atomic_SEM_acquire : AX_ld_atomic_SEM_release;
    default: return -1;
    }
}

/* PTX scope of an atomic instruction, from its syncscope (llvm-c 19 has no
 * accessor for the scope name, so it is read from the printed instruction). */
static unsigned scope_of(LLVMValueRef I)
{
    if (LLVMIsAtomicSingleThread(I))
        return AX_fence_SC_cta;
    char *s = LLVMPrintValueToString(I);
    unsigned r = AX_fence_SC_sys;
    const char *p = strstr(s, "syncscope(\"");
    if (p) {
        p += 11;
        if (!strncmp(p, "block\"", 6) || !strncmp(p, "cta\"", 4) || !strncmp(p, "singlethread\"", 13))
            r = AX_fence_SC_cta;
        else if (!strncmp(p, "cluster\"", 8))
            r = AX_fence_SC_cluster;
        else if (!strncmp(p, "device\"", 7) || !strncmp(p, "agent\"", 6))
            r = AX_fence_SC_gpu;
        else if (!strncmp(p, "wavefront\"", 10) || !strncmp(p, "warp\"", 5))
            r = AX_fence_SC_cta;
    }
    LLVMDisposeMessage(s);
    return r;
}

/* The qualifiers of a load or store: its space (AX_ld_SP_), and .volatile,
 * or an atomic's .sem (AX_ld_atomic_SEM_, -1: not atomic) and scope. */
typedef struct MemQual {
    unsigned sp, vol;
    int sem;
    unsigned sc;
} MemQual;

/* v: AX_ld_V_ (vector width), t: AX_ld_T_ */
static FormId mem_form(const MemQual *q, bool is_store, unsigned v, unsigned t)
{
    if (q->sem >= 0)
        return (FormId)(is_store ? form_axis_st_atomic : form_axis_ld_atomic)[q->sem][q->sc][q->sp][t];
    return (FormId)(is_store ? form_axis_st : form_axis_ld)[q->vol][q->sp][v][t];
}

/* A scalar access of kind k at an address aligned to 'unit' (< its size) bytes:
 * pieces of 'unit' bytes, assembled little-endian in an integer register. */
static void unaligned_access(SelectCtx *S, bool is_store, const MemQual *q, MOperand a, MOperand v, LeafKind k,
                             unsigned unit)
{
    unsigned w = leaf_bits(k), pieces = w / 8 / unit;
    RegClass irc = w == 64 ? RC_B64 : w == 32 ? RC_B32 : RC_B16;
    RegClass prc = unit == 4 ? RC_B32 : RC_B16;
    unsigned pty = mem_ty_unit(unit);
    unsigned pbits = unit == 4 ? 32 : 16;
    if (is_store) {
        MOperand x = v;
        if (v.rc != irc) {
            x = new_vreg(S, irc);
            emit(S, mov_bits_form(w, AX_mov_bits_K_none), 2, x, v);
        }
        for (unsigned p = 0; p < pieces; p++) {
            MOperand sh = x;
            if (p) {
                sh = new_vreg(S, irc);
                emit(S, int_form(AX_int_OP_shr_u, w), 3, sh, x, mo_imm(p * unit * 8));
            }
            MOperand pc = sh;
            if (w != pbits) {
                pc = new_vreg(S, prc);
                emit_cvt_u(S, pc, pbits, sh, w);
            }
            MOperand pa = a;
            pa.imm += (int64_t)(p * unit);
            emit(S, mem_form(q, true, AX_ld_V_none, pty), 2, pa, pc);
        }
        return;
    }
    MOperand acc = {0};
    for (unsigned p = 0; p < pieces; p++) {
        MOperand pc = new_vreg(S, prc);
        MOperand pa = a;
        pa.imm += (int64_t)(p * unit);
        emit(S, mem_form(q, false, AX_ld_V_none, pty), 2, pc, pa);
        MOperand wide = pc;
        if (w != pbits) {
            wide = new_vreg(S, irc);
            emit_cvt_u(S, wide, w, pc, pbits);
        }
        if (p) {
            MOperand sh = new_vreg(S, irc), o = new_vreg(S, irc);
            emit(S, int_form(AX_int_OP_shl_b, w), 3, sh, wide, mo_imm(p * unit * 8));
            emit(S, int_form(AX_int_OP_or_b, w), 3, o, acc, sh);
            acc = o;
        } else {
            acc = wide;
        }
    }
    emit(S, mov_bits_form(w, AX_mov_bits_K_none), 2, v, acc);
}

/* Emit a load (is_store false) or store of the leaves of 'ty' at [addr + off]. */
static void mem_access(SelectCtx *S, LLVMValueRef I, bool is_store, LLVMTypeRef ty, MOperand addr, unsigned as,
                       unsigned align, bool vol, LLVMAtomicOrdering ord, VLoc *vals, LLVMValueRef src_val)
{
    int sp = space_ix(as);
    if (sp < 0) {
        isel_error(S, I, "unsupported address space %u", as);
        return;
    }
    size_t n;
    Leaf *lv = leaves_of(S, ty, &n, I);
    if (!lv || narrow_pointer_leaf(S, lv, n, I, is_store ? "cannot store" : "cannot load"))
        return;
    MemQual qual = {.sp = (unsigned)sp, .vol = AX_ld_VOL_none, .sem = -1};
    if (ord != LLVMAtomicOrderingNotAtomic)
        qual.sem = sem_of(ord, !is_store);
    bool atomic = qual.sem >= 0;
    if (atomic) {
        qual.sc = scope_of(I);
        if (ord == LLVMAtomicOrderingSequentiallyConsistent)
            emit(S, (FormId)form_axis_fence[AX_fence_SEM_sc][qual.sc], 0);
    } else if (vol && (as == 0 || as == 1 || as == 3)) {
        /* PTX has volatile accesses for the global and shared spaces and
         * generic addresses only; local, param and const memory is not
         * shared with anything a volatile access could be for, and llc-19
         * drops the qualifier there too */
        qual.vol = AX_ld_VOL__volatile;
    }
    /* vector access: whole vector of 2 or 4 equal leaves, naturally aligned */
    bool vec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind && !atomic && (n == 2 || n == 4) &&
               lv[0].kind != LK_I1;
    if (vec) {
        unsigned eb = leaf_bytes((LeafKind)lv[0].kind);
        if (align < eb * n || eb * n > 16 || (n == 4 && eb > 4))
            vec = false;
    }
    MOperand base = addr;
    if (vec) {
        MOperand v = {0};
        v.kind = MO_VEC;
        v.n = (uint16_t)n;
        v.sub = arena_alloc(S->a, n * sizeof *v.sub);
        for (size_t i = 0; i < n; i++)
            v.sub[i] = is_store ? val_reg(S, src_val, (unsigned)i) : vals->ops[i];
        MOperand ops[2];
        if (is_store) {
            ops[0] = base;
            ops[1] = v;
        } else {
            ops[0] = v;
            ops[1] = base;
        }
        emit_ops(S, mem_form(&qual, is_store, n == 2 ? AX_ld_V__v2 : AX_ld_V__v4, mem_ty((LeafKind)lv[0].kind)), 2,
                 ops);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        LeafKind k = (LeafKind)lv[i].kind;
        MOperand a = base;
        a.imm += (int64_t)lv[i].off;
        unsigned eff = align ? align : leaf_bytes(k);
        while (eff > 1 && lv[i].off % eff)
            eff /= 2;
        if (k != LK_I1 && eff < leaf_bytes(k)) {
            /* PTX accesses must be naturally aligned: split into aligned pieces */
            MOperand d = is_store ? val_reg(S, src_val, (unsigned)i) : vals->ops[i];
            unaligned_access(S, is_store, &qual, a, d, k, eff);
            continue;
        }
        if (is_store) {
            MOperand x = val_reg(S, src_val, (unsigned)i);
            if (k == LK_I1)
                x = pred_to_int(S, x, 16, false);
            emit(S, mem_form(&qual, true, AX_ld_V_none, mem_ty(k)), 2, a, x);
        } else if (k == LK_I1) {
            MOperand t = new_vreg(S, RC_B16);
            emit(S, mem_form(&qual, false, AX_ld_V_none, AX_ld_T_u8), 2, t, a);
            MOperand t2 = new_vreg(S, RC_B16);
            emit(S, FORM_and_b16, 3, t2, t, mo_imm(1));
            emit(S, FORM_setp_ne_s16, 3, vals->ops[i], t2, mo_imm(0));
        } else {
            emit(S, mem_form(&qual, false, AX_ld_V_none, mem_ty(k)), 2, vals->ops[i], a);
        }
    }
}

static void lower_load(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef ptr = LLVMGetOperand(I, 0);
    mem_access(S, I, false, LLVMTypeOf(I), addr_of(S, ptr), ptr_space(S, ptr),
               LLVMGetAlignment(I), LLVMGetVolatile(I), LLVMGetOrdering(I), result_loc(S, I), NULL);
}

static void lower_store(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef val = LLVMGetOperand(I, 0), ptr = LLVMGetOperand(I, 1);
    mem_access(S, I, true, LLVMTypeOf(val), addr_of(S, ptr), ptr_space(S, ptr),
               LLVMGetAlignment(I), LLVMGetVolatile(I), LLVMGetOrdering(I), NULL, val);
}

/* The .sem of an atom (AX_atom_sem_SEM_) for an ordering (seq_cst: acq_rel
 * after a fence.sc). */
static unsigned atomic_sem(LLVMAtomicOrdering ord)
{
    return ord == LLVMAtomicOrderingMonotonic || ord == LLVMAtomicOrderingUnordered ? AX_atom_sem_SEM_relaxed
           : ord == LLVMAtomicOrderingAcquire                                     ? AX_atom_sem_SEM_acquire
           : ord == LLVMAtomicOrderingRelease                                     ? AX_atom_sem_SEM_release
                                                                                  : AX_atom_sem_SEM_acq_rel;
}

/* The .sem.scope qualifiers of an atom (".acq_rel.sys", with a fence.sc
 * first for seq_cst) under --strict-atomics; by default none, as llc-19
 * prints every atomicrmw and cmpxchg: PTX's default, relaxed at gpu scope
 * (clang makes CUDA's atomicAdd & co. seq_cst in the IR; their CUDA meaning
 * is relaxed, and a fence.sc.sys + acq_rel.sys pair in a loop made such
 * kernels up to 2x slower than llc-19's PTX on an H100). */
static FormId atom_form(SelectCtx *S, LLVMValueRef I, LLVMAtomicOrdering ord, unsigned sp, unsigned op)
{
    if (!S->strict_atomics)
        return (FormId)form_axis_atom[sp][op];
    unsigned scope = scope_of(I);
    if (ord == LLVMAtomicOrderingSequentiallyConsistent)
        emit(S, (FormId)form_axis_fence[AX_fence_SEM_sc][scope], 0);
    return (FormId)form_axis_atom_sem[atomic_sem(ord)][scope][sp][op];
}

static void lower_atomicrmw(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef ptr = LLVMGetOperand(I, 0), val = LLVMGetOperand(I, 1);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
    if (as != 0 && as != 1 && as != 3) {
        isel_error(S, I, "atomicrmw in address space %u is not supported", as);
        return;
    }
    LeafKind k;
    /* half and bfloat: only the fadd AtomicExpand leaves where the target
     * has it (isel/pipeline.c), atom.add.noftz */
    bool narrow_fp = scalar_leaf(LLVMTypeOf(val), &k) && (k == LK_F16 || k == LK_BF16);
    if (narrow_fp ? LLVMGetAtomicRMWBinOp(I) != LLVMAtomicRMWBinOpFAdd
                  : !(k == LK_I32 || k == LK_I64 || k == LK_F32 || k == LK_F64 || k == LK_PTR)) {
        isel_error(S, I, "atomicrmw on '%s' is not supported (PTX atomics are 32 or 64 bits)",
                   type_str(S, LLVMTypeOf(val)));
        return;
    }
    unsigned w = leaf_bits(k);
    bool w64 = w == 64;
    int op = -1; /* AX_atom_OP_ */
    MOperand x = narrow_fp ? val_reg(S, val, 0) : val_op(S, val, 0); /* f16 / bf16 take no immediate */
    switch (LLVMGetAtomicRMWBinOp(I)) {
    case LLVMAtomicRMWBinOpXchg: op = w64 ? AX_atom_OP_exch_b64 : AX_atom_OP_exch_b32; break;
    case LLVMAtomicRMWBinOpAdd: op = w64 ? AX_atom_OP_add_u64 : AX_atom_OP_add_u32; break;
    case LLVMAtomicRMWBinOpSub: {
        op = w64 ? AX_atom_OP_add_u64 : AX_atom_OP_add_u32;
        MOperand nx = new_vreg(S, leaf_rc(k));
        emit(S, int_form(AX_int_OP_neg_s, w), 2, nx, val_reg(S, val, 0));
        x = nx;
        break;
    }
    case LLVMAtomicRMWBinOpAnd: op = w64 ? AX_atom_OP_and_b64 : AX_atom_OP_and_b32; break;
    case LLVMAtomicRMWBinOpOr: op = w64 ? AX_atom_OP_or_b64 : AX_atom_OP_or_b32; break;
    case LLVMAtomicRMWBinOpXor: op = w64 ? AX_atom_OP_xor_b64 : AX_atom_OP_xor_b32; break;
    case LLVMAtomicRMWBinOpMax: op = w64 ? AX_atom_OP_max_s64 : AX_atom_OP_max_s32; break;
    case LLVMAtomicRMWBinOpMin: op = w64 ? AX_atom_OP_min_s64 : AX_atom_OP_min_s32; break;
    case LLVMAtomicRMWBinOpUMax: op = w64 ? AX_atom_OP_max_u64 : AX_atom_OP_max_u32; break;
    case LLVMAtomicRMWBinOpUMin: op = w64 ? AX_atom_OP_min_u64 : AX_atom_OP_min_u32; break;
    case LLVMAtomicRMWBinOpFAdd:
        op = k == LK_F16    ? AX_atom_OP_add_noftz_f16
             : k == LK_BF16 ? AX_atom_OP_add_noftz_bf16
             : w64          ? AX_atom_OP_add_f64
                            : AX_atom_OP_add_f32;
        break;
    default: break; /* fsub, fmin, fmax, nand, uinc/udec_wrap: cmpxchg loops (run_atomic_expand) */
    }
    if (op < 0) {
        isel_error(S, I, "atomicrmw operation has no PTX atom equivalent");
        return;
    }
    FormId id = atom_form(S, I, LLVMGetOrdering(I), (unsigned)space_ix(as), (unsigned)op);
    emit(S, id, 3, res->ops[0], addr_of(S, ptr), x);
}

static void lower_cmpxchg(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef ptr = LLVMGetOperand(I, 0), cmp = LLVMGetOperand(I, 1), nv = LLVMGetOperand(I, 2);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
    LeafKind k;
    if (!scalar_leaf(LLVMTypeOf(cmp), &k) || !(k == LK_I32 || k == LK_I64 || k == LK_PTR) ||
        (as != 0 && as != 1 && as != 3)) {
        isel_error(S, I, "cmpxchg on '%s' in address space %u is not supported", type_str(S, LLVMTypeOf(cmp)), as);
        return;
    }
    unsigned w = leaf_bits(k);
    FormId id = atom_form(S, I, LLVMGetCmpXchgSuccessOrdering(I), (unsigned)space_ix(as),
                          w == 64 ? AX_atom_OP_cas_b64 : AX_atom_OP_cas_b32);
    MOperand c = val_op(S, cmp, 0);
    emit_ops(S, id, 4, (MOperand[]){res->ops[0], addr_of(S, ptr), c, val_op(S, nv, 0)});
    emit(S, setp_int_form(AX_setp_int_C_eq, true, w), 3, res->ops[1], res->ops[0], c);
}

static void lower_fence(SelectCtx *S, LLVMValueRef I)
{
    LLVMAtomicOrdering ord = LLVMGetOrdering(I);
    emit(S, (FormId)form_axis_fence[ord == LLVMAtomicOrderingSequentiallyConsistent ? AX_fence_SEM_sc
                                                                                      : AX_fence_SEM_acq_rel][scope_of(I)],
         0);
}

/* ---------------------------------------------------------------- aggregates */

static unsigned leaf_count(SelectCtx *S, LLVMTypeRef ty)
{
    Leaf tmp[MAX_LEAVES];
    size_t n = type_leaves(S, ty, tmp, MAX_LEAVES, 0);
    return n == SIZE_MAX ? 0 : (unsigned)n;
}

/* First leaf and leaf count of the sub-object selected by indices. */
static void leaf_range(SelectCtx *S, LLVMTypeRef ty, const unsigned *idx, unsigned nidx, unsigned *first,
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

static void lower_extractvalue(SelectCtx *S, LLVMValueRef I)
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

static void lower_insertvalue(SelectCtx *S, LLVMValueRef I)
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

static void lower_extractelement(SelectCtx *S, LLVMValueRef I)
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

static void lower_insertelement(SelectCtx *S, LLVMValueRef I)
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

static void lower_shufflevector(SelectCtx *S, LLVMValueRef I)
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
            if (m < 0)
                continue; /* undefined lane */
            if ((unsigned)m < na)
                mov_leaf(S, d, val_op(S, a, (unsigned)m * per + j));
            else
                mov_leaf(S, d, val_op(S, b, ((unsigned)m - na) * per + j));
        }
    }
}

/* ---------------------------------------------------------------- control flow */

static MBlock *mblock_of(SelectCtx *S, LLVMBasicBlockRef bb)
{
    MBlock *b = pmap_get(&S->blocks, bb);
    PTXSEL_ASSERT(b);
    return b;
}

static bool has_phis(LLVMBasicBlockRef bb)
{
    LLVMValueRef first = LLVMGetFirstInstruction(bb);
    return first && LLVMGetInstructionOpcode(first) == LLVMPHI;
}

/* Copies for the phis of 'to' along the edge from 'from', at S->cur. */
static void emit_phi_copies(SelectCtx *S, LLVMBasicBlockRef from, LLVMBasicBlockRef to)
{
    LLVMValueRef phis[256];
    unsigned np = 0;
    for (LLVMValueRef p = LLVMGetFirstInstruction(to); p && LLVMGetInstructionOpcode(p) == LLVMPHI;
         p = LLVMGetNextInstruction(p)) {
        if (np == 256) {
            isel_error(S, p, "too many phi nodes in one block");
            return;
        }
        phis[np++] = p;
    }
    if (!np)
        return;
    /* the incoming values first; then, when one of them is a register some
     * other phi of the block is written to (a phi read by another phi, or
     * registers a phi shares with a value), the two-step copy: every value
     * to a temporary first, so that each phi sees the old values */
    MOperand *tmp[256];
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef inc = NULL;
        unsigned cnt = LLVMCountIncoming(phis[i]);
        for (unsigned j = 0; j < cnt; j++)
            if (LLVMGetIncomingBlock(phis[i], j) == from) {
                inc = LLVMGetIncomingValue(phis[i], j);
                break;
            }
        VLoc *d = result_loc(S, phis[i]);
        tmp[i] = arena_alloc(S->a, (d->n ? d->n : 1) * sizeof(MOperand));
        for (unsigned l = 0; l < d->n; l++) {
            S->inst = phis[i];
            tmp[i][l] = inc ? val_op(S, inc, l) : d->ops[l];
        }
    }
    bool clash = false;
    for (unsigned i = 0; i < np && !clash; i++) {
        VLoc *di = result_loc(S, phis[i]);
        for (unsigned l = 0; l < di->n && !clash; l++) {
            MOperand v = tmp[i][l];
            if (v.kind != MO_REG)
                continue;
            for (unsigned j = 0; j < np && !clash; j++) {
                VLoc *dj = result_loc(S, phis[j]);
                for (unsigned m = 0; m < dj->n && !clash; m++)
                    clash = (j != i || m != l) && dj->ops[m].rc == v.rc && dj->ops[m].reg == v.reg;
            }
        }
    }
    for (unsigned i = 0; clash && i < np; i++) {
        VLoc *d = result_loc(S, phis[i]);
        for (unsigned l = 0; l < d->n; l++) {
            MOperand v = tmp[i][l];
            /* a phi that keeps its own register needs no temporary: its old
             * value, which other phis may read, stays as it is */
            if (v.kind == MO_REG && v.rc == d->ops[l].rc && v.reg == d->ops[l].reg)
                continue;
            S->inst = phis[i];
            tmp[i][l] = new_vreg(S, (RegClass)d->ops[l].rc);
            mov_leaf(S, tmp[i][l], v);
        }
    }
    for (unsigned i = 0; i < np; i++) {
        VLoc *d = result_loc(S, phis[i]);
        S->inst = phis[i];
        for (unsigned l = 0; l < d->n; l++) {
            MOperand v = tmp[i][l];
            if (v.kind != MO_REG && (d->ops[l].rc == RC_PRED || d->ops[l].rc == RC_B16) && v.kind == MO_FIMM)
                v = mo_imm(v.imm);
            mov_leaf(S, d->ops[l], v);
        }
    }
}

/* Target label for an edge; creates an edge block holding the phi copies
 * when the edge is critical (the source has several successors). */
static uint32_t edge_target(SelectCtx *S, LLVMBasicBlockRef from, LLVMBasicBlockRef to, bool single_succ)
{
    if (!has_phis(to))
        return mblock_of(S, to)->idx;
    if (single_succ) {
        emit_phi_copies(S, from, to);
        return mblock_of(S, to)->idx;
    }
    MBlock *saved = S->cur;
    MBlock *e = new_block(S);
    e->after = saved->idx;
    S->cur = e;
    emit_phi_copies(S, from, to);
    emit(S, FORM_bra, 1, mo_label(mblock_of(S, to)->idx));
    S->cur = saved;
    return e->idx;
}

/* Can the phi copies of the edge from -> to go before the conditional
 * branch in 'from' instead of into a block of their own? They then run on
 * the other edge too, which is harmless when nothing reads a phi of 'to'
 * outside 'to' (every path to such a use enters 'to' again, whose edge
 * copies write the phi first) and the branch does not test one of them.
 * This keeps a loop of one block one block (a CAS loop: the copy of the
 * value read back goes before the bottom test, as llc-19 places it); the
 * SASS of such a loop came out the same either way on an H100, the PTX is
 * closer to llc-19's. */
static bool copies_before_branch(LLVMBasicBlockRef to, LLVMBasicBlockRef other, LLVMValueRef cond)
{
    if (to == other || !has_phis(to))
        return false;
    for (LLVMValueRef p = LLVMGetFirstInstruction(to); p && LLVMGetInstructionOpcode(p) == LLVMPHI;
         p = LLVMGetNextInstruction(p)) {
        if (p == cond)
            return false;
        for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef U = LLVMGetUser(u);
            if (!LLVMIsAInstruction(U) || LLVMGetInstructionParent(U) != to)
                return false;
        }
    }
    return true;
}

static void lower_br(SelectCtx *S, LLVMValueRef I)
{
    LLVMBasicBlockRef from = LLVMGetInstructionParent(I);
    if (!LLVMIsConditional(I)) {
        LLVMBasicBlockRef to = LLVMGetSuccessor(I, 0);
        uint32_t t = edge_target(S, from, to, true);
        S->inst = I;
        emit(S, FORM_bra, 1, mo_label(t));
        return;
    }
    LLVMValueRef c = LLVMGetCondition(I);
    LLVMBasicBlockRef tb = LLVMGetSuccessor(I, 0), fb = LLVMGetSuccessor(I, 1);
    MOperand p = val_reg(S, c, 0);
    bool early_t = copies_before_branch(tb, fb, c), early_f = !early_t && copies_before_branch(fb, tb, c);
    uint32_t tl = edge_target(S, from, tb, early_t);
    uint32_t fl = edge_target(S, from, fb, early_f);
    S->inst = I;
    MInst *in = emit(S, FORM_bra_cond, 1, mo_label(tl));
    if (in) {
        in->guard = (int32_t)p.reg;
        in->guard_neg = 0;
    }
    emit(S, FORM_bra, 1, mo_label(fl));
}

/* Switches are lowered as llc-19 lowers them on NVPTX (which builds no jump
 * tables): a balanced binary tree of signed compares over the sorted case
 * values, with at most 3 equality tests at each leaf, so a switch of n cases
 * costs O(n) instructions and O(log n) compares on every path. i128
 * conditions compare both halves, case by case. */
typedef struct SwCase {
    int64_t v;
    uint64_t hi; /* i128: the high half ('v' the low half) */
    uint32_t label;
} SwCase;

static int swcase_cmp(const void *a, const void *b)
{
    int64_t x = ((const SwCase *)a)->v, y = ((const SwCase *)b)->v;
    return x < y ? -1 : x > y;
}

static void switch_tree(SelectCtx *S, MOperand x, unsigned bits, const SwCase *c, size_t n, uint32_t dflt)
{
    while (n > 3) {
        /* x >= pivot: the upper half, in a new block; else fall into the lower half */
        size_t mid = n / 2;
        MBlock *upper = new_block(S);
        upper->after = S->cur->idx;
        MOperand p = new_vreg(S, RC_PRED);
        emit(S, setp_int_form(AX_setp_int_C_ge, true, bits), 3, p, x, mo_imm(c[mid].v));
        MInst *in = emit(S, FORM_bra_cond, 1, mo_label(upper->idx));
        if (in)
            in->guard = (int32_t)p.reg;
        switch_tree(S, x, bits, c, mid, dflt);
        S->cur = upper;
        c += mid;
        n -= mid;
    }
    for (size_t i = 0; i < n; i++) {
        MOperand p = new_vreg(S, RC_PRED);
        emit(S, setp_int_form(AX_setp_int_C_eq, true, bits), 3, p, x, mo_imm(c[i].v));
        MInst *in = emit(S, FORM_bra_cond, 1, mo_label(c[i].label));
        if (in)
            in->guard = (int32_t)p.reg;
    }
    emit(S, FORM_bra, 1, mo_label(dflt));
}

static void lower_switch(SelectCtx *S, LLVMValueRef I)
{
    LLVMBasicBlockRef from = LLVMGetInstructionParent(I);
    LLVMValueRef c = LLVMGetOperand(I, 0);
    LLVMTypeRef cty = LLVMTypeOf(c);
    LeafKind k = LK_I32;
    bool wide = LLVMGetTypeKind(cty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(cty) == 128;
    if (!wide && (!scalar_leaf(cty, &k) || is_fp(k) || k == LK_PTR)) {
        isel_error(S, I, "unsupported switch condition type %s", type_str(S, cty));
        return;
    }
    unsigned ns = LLVMGetNumSuccessors(I);
    /* one target label per successor block (an edge block when it has phis) */
    PtrMap targets;
    pmap_init(&targets, S->a);
    SwCase *cases = arena_alloc(S->a, (ns ? ns : 1) * sizeof *cases);
    size_t n = 0;
    uint32_t dflt = 0;
    for (unsigned i = 0; i < ns; i++) {
        LLVMBasicBlockRef to = LLVMGetSuccessor(I, i);
        uintptr_t t = (uintptr_t)pmap_get(&targets, to);
        if (!t) {
            t = (uintptr_t)edge_target(S, from, to, false) + 1;
            pmap_put(&targets, to, (void *)t);
        }
        if (i == 0) {
            dflt = (uint32_t)(t - 1);
            continue;
        }
        /* operands: cond, default, then (value, dest) pairs; successor 0 is the default */
        LLVMValueRef cv = LLVMGetOperand(I, 2 * i);
        SwCase *sc = &cases[n++];
        sc->label = (uint32_t)(t - 1);
        sc->hi = 0;
        if (wide) {
            uint64_t lo;
            const_i128(cv, &lo, &sc->hi);
            sc->v = (int64_t)lo;
        } else {
            is_const_int(cv, &sc->v);
            if (k == LK_I1)
                sc->v &= 1;
            else if (k == LK_I8)
                sc->v = (int8_t)sc->v;
        }
    }
    S->inst = I;
    if (wide) {
        MOperand lo = val_reg(S, c, 0), hi = val_reg(S, c, 1);
        for (size_t i = 0; i < n; i++) {
            MOperand p = new_vreg(S, RC_PRED), q = new_vreg(S, RC_PRED), r = new_vreg(S, RC_PRED);
            emit(S, FORM_setp_eq_s64, 3, p, lo, mo_imm(cases[i].v));
            emit(S, FORM_setp_eq_s64, 3, q, hi, mo_imm((int64_t)cases[i].hi));
            emit(S, FORM_and_pred, 3, r, p, q);
            MInst *in = emit(S, FORM_bra_cond, 1, mo_label(cases[i].label));
            if (in)
                in->guard = (int32_t)r.reg;
        }
        emit(S, FORM_bra, 1, mo_label(dflt));
        return;
    }
    MOperand x = val_reg(S, c, 0);
    if (k == LK_I1) {
        x = pred_to_int(S, x, 32, false);
        k = LK_I32;
    } else if (k == LK_I8) {
        x = norm_i8(S, x, true);
    }
    qsort(cases, n, sizeof *cases, swcase_cmp);
    switch_tree(S, x, reg_bits(k), cases, n, dflt);
}

/* ---------------------------------------------------------------- params and calls */

/* Attribute 'kind' at index idx (0 the return value, i + 1 parameter i) of
 * a function, or of a call site (an indirect call has no callee to ask). */
static LLVMAttributeRef attr_at(LLVMValueRef fn, unsigned idx, unsigned kind)
{
    if (!fn)
        return NULL;
    return LLVMIsACallInst(fn) ? LLVMGetCallSiteEnumAttribute(fn, idx, kind) : LLVMGetEnumAttributeAtIndex(fn, idx, kind);
}

static LLVMAttributeRef param_attr(LLVMValueRef fn, unsigned idx, const char *name)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    return attr_at(fn, idx + 1, kind);
}

/* Whether fn has local linkage and is only ever called directly (LLVM's
 * hasAddressTaken is false): llc-19 then raises the alignment of its
 * array-declared parameters and return value to at least 16. */
static bool fn_local_direct_only(LLVMValueRef fn)
{
    if (!fn || !LLVMIsAFunction(fn))
        return false;
    LLVMLinkage l = LLVMGetLinkage(fn);
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsACallInst(U) || LLVMGetCalledValue(U) != fn)
            return false;
        /* passed as an argument besides being the callee */
        for (unsigned i = 0, n = (unsigned)LLVMGetNumArgOperands(U); i < n; i++)
            if (LLVMGetOperand(U, i) == fn)
                return false;
    }
    return true;
}

/* Alignment of an array-declared parameter or return value of fn (NULL: an
 * unknown callee), as llc-19's getFunctionParamOptimizedAlign: the ABI
 * alignment capped at 128, at least 16 for a local function only called
 * directly; a byval parameter's own alignment when larger. */
static unsigned param_align(SelectCtx *S, LLVMTypeRef ty, LLVMValueRef fn, unsigned byval_align)
{
    unsigned a = LLVMABIAlignmentOfType(S->td, ty);
    if (a > 128)
        a = 128;
    if (fn && fn_local_direct_only(fn) && a < 16)
        a = 16;
    return byval_align > a ? byval_align : a;
}

/* The .param declaration of a parameter (or return value) of type ty of fn,
 * as llc-19 prints it: kernel scalars by their type (.u8 for i1/i8), .func
 * scalars as .b32/.b64 (i1/i8/i16 promoted); half/bfloat, i128, vectors,
 * aggregates and byval parameters (byval_align != 0) as an aligned byte
 * array. */
static MParamType param_decl(SelectCtx *S, LLVMTypeRef ty, LLVMValueRef fn, bool kernel, unsigned byval_align)
{
    LeafKind k;
    Leaf lv[MAX_LEAVES];
    size_t nl = type_leaves(S, ty, lv, MAX_LEAVES, 0);
    if (nl != SIZE_MAX)
        narrow_pointer_leaf(S, lv, nl, NULL, "cannot pass");
    if (!byval_align && scalar_leaf(ty, &k) && k != LK_F16 && k != LK_BF16) {
        if (kernel) {
            switch (k) {
            case LK_I1:
            case LK_I8: return (MParamType){.ty = PTY_U8};
            case LK_I16: return (MParamType){.ty = PTY_U16};
            case LK_I32: return (MParamType){.ty = PTY_U32};
            case LK_I64:
            case LK_PTR: return (MParamType){.ty = PTY_U64};
            case LK_F32: return (MParamType){.ty = PTY_F32};
            case LK_F64: return (MParamType){.ty = PTY_F64};
            default: break;
            }
        }
        return (MParamType){.ty = leaf_bits(k) == 64 ? PTY_B64 : PTY_B32};
    }
    unsigned long long size = LLVMABISizeOfType(S->td, ty);
    if (!size)
        isel_error(S, NULL, "a parameter or return value of the empty type %s cannot be passed (llc-19 refuses it "
                   "too: empty parameter types are not supported)", type_str(S, ty));
    unsigned al = kernel && !byval_align ? LLVMABIAlignmentOfType(S->td, ty) : param_align(S, ty, kernel ? NULL : fn, byval_align);
    if (kernel && al > 128)
        al = 128;
    return (MParamType){.ty = PTY_BYTES, .align = al, .size = size};
}

/* Alignment attribute of parameter idx (0 when absent). */
static unsigned param_align_attr(LLVMValueRef fn, unsigned idx)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
    LLVMAttributeRef a = attr_at(fn, idx + 1, kind);
    return a ? (unsigned)LLVMGetEnumAttributeValue(a) : 0;
}

/* param_decl for parameter idx of fn (byval: its pointee, at its alignment). */
static MParamType param_decl_at(SelectCtx *S, LLVMValueRef fn, unsigned idx, LLVMTypeRef ty, bool kernel)
{
    LLVMAttributeRef byval = param_attr(fn, idx, "byval");
    if (!byval)
        return param_decl(S, ty, fn, kernel, 0);
    LLVMTypeRef bt = LLVMGetTypeAttributeValue(byval);
    unsigned al = param_align_attr(fn, idx);
    return param_decl(S, bt, fn, kernel, al ? al : 1);
}

/* Byte-wise copy of 'size' bytes between two addresses (used for byval). */
/* dsp, ssp: AX_ld_SP_ values, ssp -1 for a space PTX has none for */
static void copy_bytes(SelectCtx *S, MOperand dst, unsigned dsp, MOperand src, int ssp, uint64_t size,
                       unsigned align)
{
    unsigned unit = align >= 8 && size % 8 == 0 ? 8 : align >= 4 && size % 4 == 0 ? 4 : align >= 2 && size % 2 == 0 ? 2 : 1;
    RegClass rc = unit == 8 ? RC_B64 : unit == 4 ? RC_B32 : RC_B16;
    unsigned ty = mem_ty_unit(unit);
    static const char *const tyname[] = {[AX_ld_T_u8] = "u8", [AX_ld_T_u16] = "u16", [AX_ld_T_u32] = "u32",
                                         [AX_ld_T_u64] = "u64"};
    for (uint64_t o = 0; o < size; o += unit) {
        MOperand t = new_vreg(S, rc);
        MOperand s = src, d = dst;
        s.imm += (int64_t)o;
        d.imm += (int64_t)o;
        if (ssp < 0)
            no_space_form(S, false, tyname[ty]);
        else
            emit(S, ldst_form(false, (unsigned)ssp, ty), 2, t, s);
        emit(S, ldst_form(true, dsp, ty), 2, d, t);
    }
}

static uint64_t depot_alloc(SelectCtx *S, uint64_t size, unsigned align)
{
    if (align < 1)
        align = 1;
    uint64_t off = (S->f->depot_size + align - 1) / align * align;
    S->f->depot_size = off + (size ? size : 1);
    if (align > S->f->depot_align)
        S->f->depot_align = align;
    return off;
}

/* llvm.{u,s}{add,sub,mul}.with.overflow.i32/i64 -> {result, overflow bit}. */
static bool lower_overflow_intrinsic(SelectCtx *S, LLVMValueRef I, const char *name)
{
    char op[8];
    unsigned bits;
    if (sscanf(name, "llvm.%4[a-z].with.overflow.i%u", op, &bits) != 2 || (bits != 32 && bits != 64))
        return false;
    bool is_add = !strcmp(op + 1, "add"), is_sub = !strcmp(op + 1, "sub"), is_mul = !strcmp(op + 1, "mul");
    if ((op[0] != 'u' && op[0] != 's') || !(is_add || is_sub || is_mul))
        return false;
    RegClass rc = bits == 64 ? RC_B64 : RC_B32;
    VLoc *res = result_loc(S, I);
    MOperand r = res->ops[0], o = res->ops[1];
    MOperand a = val_reg(S, LLVMGetOperand(I, 0), 0), b = val_op(S, LLVMGetOperand(I, 1), 0);
    emit(S, int_form(is_add ? AX_int_OP_add_s : is_sub ? AX_int_OP_sub_s : AX_int_OP_mul_lo_s, bits), 3, r, a, b);
    if (op[0] == 'u' && !is_mul) {
        /* carry: r < a after an add; borrow: a < b */
        if (is_add)
            emit(S, setp_int_form(AX_setp_int_C_lt, false, bits), 3, o, r, a);
        else
            emit(S, setp_int_form(AX_setp_int_C_lt, false, bits), 3, o, a, b);
        return true;
    }
    if (is_mul) {
        /* the high half must be zero (unsigned) or the sign of the low half */
        MOperand h = new_vreg(S, rc), ref = mo_imm(0);
        emit(S, int_form(op[0] == 's' ? AX_int_OP_mul_hi_s : AX_int_OP_mul_hi_u, bits), 3, h, a, b);
        if (op[0] == 's') {
            ref = new_vreg(S, rc);
            emit(S, int_form(AX_int_OP_shr_s, bits), 3, ref, r, mo_imm(bits - 1));
        }
        emit(S, setp_int_form(AX_setp_int_C_ne, true, bits), 3, o, h, ref);
        return true;
    }
    /* signed add: (a^r)&(b^r) < 0; signed sub: (a^b)&(a^r) < 0 */
    MOperand t1 = new_vreg(S, rc), t2 = new_vreg(S, rc), t3 = new_vreg(S, rc);
    emit(S, int_form(AX_int_OP_xor_b, bits), 3, t1, a, r);
    if (is_add)
        emit(S, int_form(AX_int_OP_xor_b, bits), 3, t2, r, b);
    else
        emit(S, int_form(AX_int_OP_xor_b, bits), 3, t2, a, b);
    emit(S, int_form(AX_int_OP_and_b, bits), 3, t3, t1, t2);
    emit(S, setp_int_form(AX_setp_int_C_lt, true, bits), 3, o, t3, mo_imm(0));
    return true;
}

/* Generic intrinsics on vectors (llvm.smax.v4i32, llvm.fma.v2f32, ...) run
 * element by element through the scalar row; i8 min/max/abs run on the i16
 * rows with the high byte normalised first. */
static bool lower_elementwise_intrinsic(SelectCtx *S, LLVMValueRef I, const char *name)
{
    LLVMTypeRef ty = LLVMTypeOf(I);
    bool vec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
    LeafKind k;
    if (!scalar_leaf(vec ? LLVMGetElementType(ty) : ty, &k))
        return false;
    const char *dot = strrchr(name, '.');
    size_t blen = (size_t)(dot - name);
    bool mm = (blen == 9 && (!strncmp(name, "llvm.smin", 9) || !strncmp(name, "llvm.smax", 9) ||
                             !strncmp(name, "llvm.umin", 9) || !strncmp(name, "llvm.umax", 9))) ||
              (blen == 8 && !strncmp(name, "llvm.abs", 8));
    if (!vec && !(k == LK_I8 && mm))
        return false;
    if (k == LK_I8 && !mm)
        return false;
    const char *suf = dot + 1;
    if (vec && *suf == 'v')
        while (*++suf >= '0' && *suf <= '9') {}
    char sname[96];
    snprintf(sname, sizeof sname, "%.*s.%s", (int)blen, name, k == LK_I8 ? "i16" : suf);
    int row = form_find_intr(sname);
    if (row < 0)
        return false;
    bool sgn = name[5] != 'u';
    unsigned nel = vec ? LLVMGetVectorSize(ty) : 1, nargs = (unsigned)LLVMGetNumArgOperands(I);
    if (nargs > 3)
        return false;
    VLoc *res = result_loc(S, I);
    for (unsigned e = 0; e < nel && e < res->n; e++) {
        MOperand ops[4] = {res->ops[e]};
        for (unsigned i = 0; i < nargs; i++) {
            LLVMValueRef av = LLVMGetOperand(I, i);
            int64_t c = 0;
            if (LLVMTypeOf(av) != ty) { /* immarg flag (llvm.abs) */
                is_const_int(av, &c);
                ops[1 + i] = mo_imm(c);
                continue;
            }
            ops[1 + i] = val_reg(S, av, e);
            if (k == LK_I8)
                ops[1 + i] = norm_i8(S, ops[1 + i], sgn);
        }
        emit_ops(S, (FormId)row, 1 + nargs, ops);
    }
    return true;
}

/* A scalar i8/i16 passed or returned in a .b32 param: llc-19 writes all 32
 * bits, sign-extended under signext, zero-extended otherwise (callers may rely
 * on it for signext/zeroext values). Attribute index: 0 the return value,
 * i + 1 parameter i. */
static MOperand widen_small_int(SelectCtx *S, LLVMValueRef fn, unsigned attr_idx, MOperand x, LeafKind k)
{
    unsigned sk = LLVMGetEnumAttributeKindForName("signext", 7);
    bool sext = attr_at(fn, attr_idx, sk) != NULL;
    MOperand w = new_vreg(S, RC_B32);
    emit(S, cvt_form(AX_cvt_R_none, sext ? AX_cvt_S_s32 : AX_cvt_S_u32, cvt_int_ty(k == LK_I8 ? LK_I8 : LK_I16, sext)), 2,
         w, x);
    return w;
}

/* ---------------------------------------------------------------- varargs
 * NVPTX's vararg ABI as llc-19 lowers it for nvptx64 modules (LLVM's
 * ExpandVariadics): a variadic function takes one more parameter, a .b64
 * pointer to an argument buffer; the caller lays the variadic arguments out
 * in a buffer of its local frame, each at an offset aligned to its ABI
 * alignment, and passes the buffer's generic address. va_start stores that
 * pointer in the va_list; va_arg rounds it up to the argument's alignment,
 * loads the argument and stores the advanced pointer. (llc-19 loads the
 * argument with ld.local through the generic pointer; ptxsel uses a generic
 * load, which reads the caller's buffer wherever it is.) */

static void vararg_param(SelectCtx *S, MFunc *f)
{
    if (!LLVMIsFunctionVarArg(LLVMGlobalGetValueType(ir_value(f->fn))))
        return;
    MParam *mp = &f->params[f->nparams];
    memset(mp, 0, sizeof *mp);
    mp->type = (MParamType){.ty = PTY_B64};
    mp->name = arena_printf(S->a, "%s_param_%zu", f->name, f->nparams);
    f->nparams++;
}

/* Lays out and stores the variadic arguments nfixed..nargs-1 of call I in a
 * buffer of the local frame; returns its generic address. */
static MOperand pass_varargs(SelectCtx *S, LLVMValueRef I, unsigned nfixed, unsigned nargs)
{
    uint64_t off = 0, maxal = 8;
    uint64_t *offs = arena_alloc(S->a, (nargs + 1) * sizeof *offs);
    for (unsigned i = nfixed; i < nargs; i++) {
        LLVMTypeRef ty = LLVMTypeOf(LLVMGetOperand(I, i));
        uint64_t al = LLVMABIAlignmentOfType(S->td, ty);
        off = (off + al - 1) / al * al;
        offs[i] = off;
        off += LLVMABISizeOfType(S->td, ty);
        maxal = al > maxal ? al : maxal;
    }
    uint64_t base = depot_alloc(S, off, (unsigned)maxal);
    S->f->uses_sp = true;
    MOperand loc = new_vreg(S, RC_B64), gen = new_vreg(S, RC_B64);
    emit(S, FORM_add_s64, 3, loc, mo_stack(true), mo_imm((int64_t)base));
    emit(S, FORM_add_s64, 3, gen, mo_stack(false), mo_imm((int64_t)base));
    for (unsigned i = nfixed; i < nargs; i++) {
        LLVMValueRef a = LLVMGetOperand(I, i);
        size_t n;
        Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, a, (unsigned)l);
            if (k == LK_I1)
                x = pred_to_int(S, x, 16, false);
            unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 || k == LK_I1 ? AX_ld_T_u8 : AX_ld_T_b16;
            emit(S, ldst_form(true, AX_ld_SP__local, t), 2, mo_addr_reg(loc.reg, (int64_t)(offs[i] + lv[l].off)), x);
        }
    }
    return gen;
}

/* llvm.va_start / va_copy / va_end; false for other names. */
static bool lower_va_intrinsic(SelectCtx *S, LLVMValueRef I, const char *name)
{
    bool start = !strncmp(name, "llvm.va_start", 13), copy = !strncmp(name, "llvm.va_copy", 12);
    if (!start && !copy && strncmp(name, "llvm.va_end", 11))
        return false;
    if (!start && !copy)
        return true; /* va_end: nothing to release */
    if (start && !LLVMIsFunctionVarArg(LLVMGlobalGetValueType(S->fn))) {
        isel_error(S, I, "llvm.va_start in a function that is not variadic");
        return true;
    }
    LLVMValueRef ap = LLVMGetOperand(I, 0);
    MOperand p = new_vreg(S, RC_B64);
    if (start) {
        emit(S, FORM_ld_param_u64, 2, p, mo_addr_sym(S->f->params[S->f->nparams - 1].name, 0));
    } else {
        LLVMValueRef src = LLVMGetOperand(I, 1);
        int sp = space_ix(ptr_space(S, src));
        MOperand sa = addr_of(S, src);
        if (sp < 0)
            no_space_form(S, false, "u64");
        else
            emit(S, ldst_form(false, (unsigned)sp, AX_ld_T_u64), 2, p, sa);
    }
    int sp = space_ix(ptr_space(S, ap));
    MOperand aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, true, "u64");
    else
        emit(S, ldst_form(true, (unsigned)sp, AX_ld_T_u64), 2, aa, p);
    return true;
}

static void lower_va_arg(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef ap = LLVMGetOperand(I, 0);
    LLVMTypeRef ty = LLVMTypeOf(I);
    int64_t al = (int64_t)LLVMABIAlignmentOfType(S->td, ty), size = (int64_t)LLVMABISizeOfType(S->td, ty);
    int sp = space_ix(ptr_space(S, ap));
    MOperand p = new_vreg(S, RC_B64), t = new_vreg(S, RC_B64), a = new_vreg(S, RC_B64), nx = new_vreg(S, RC_B64);
    MOperand aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, false, "u64");
    else
        emit(S, ldst_form(false, (unsigned)sp, AX_ld_T_u64), 2, p, aa);
    emit(S, FORM_add_s64, 3, t, p, mo_imm(al - 1));
    emit(S, FORM_and_b64, 3, a, t, mo_imm(-al));
    emit(S, FORM_add_s64, 3, nx, a, mo_imm(size));
    aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, true, "u64");
    else
        emit(S, ldst_form(true, (unsigned)sp, AX_ld_T_u64), 2, aa, nx);
    mem_access(S, I, false, ty, mo_addr_reg(a.reg, 0), 0, (unsigned)al, false, LLVMAtomicOrderingNotAtomic,
               result_loc(S, I), NULL);
}

/* Scalar .param accesses at offsets their size does not divide (fields of
 * packed structs: an i128 at offset 9) go byte by byte, little-endian, as
 * llc-19 splits them: PTX's st.param/ld.param need naturally aligned
 * addresses, and ptxas does not reject a misaligned one. t is the access
 * type (AX_ld_T_b64, AX_ld_T_u8, ...). */
static unsigned param_type_bytes(unsigned t)
{
    switch (t) {
    case AX_ld_T_u8:
    case AX_ld_T_s8: return 1;
    case AX_ld_T_u16:
    case AX_ld_T_s16:
    case AX_ld_T_b16: return 2;
    case AX_ld_T_u32:
    case AX_ld_T_s32:
    case AX_ld_T_f32:
    case AX_ld_T_b32: return 4;
    default: return 8;
    }
}

static void param_st(SelectCtx *S, const char *sym, int64_t off, MOperand x, unsigned t)
{
    unsigned nb = param_type_bytes(t);
    if (nb == 1 || off % (int64_t)nb == 0) {
        emit(S, ldst_form(true, AX_ld_SP__param, t), 2, mo_addr_sym(sym, off), x);
        return;
    }
    RegClass rc = nb == 8 ? RC_B64 : nb == 4 ? RC_B32 : RC_B16;
    if (x.rc == RC_F32 || x.rc == RC_F64) {
        MOperand r = new_vreg(S, rc);
        emit(S, x.rc == RC_F32 ? FORM_mov_b32_f32 : FORM_mov_b64_f64, 2, r, x);
        x = r;
    }
    for (unsigned b = 0; b < nb; b++) {
        MOperand v = x;
        if (b) {
            v = new_vreg(S, rc);
            emit(S, int_form(AX_int_OP_shr_u, nb * 8), 3, v, x, mo_imm(8 * b));
        }
        emit(S, FORM_st_param_u8, 2, mo_addr_sym(sym, off + b), v);
    }
}

static void param_ld(SelectCtx *S, MOperand d, const char *sym, int64_t off, unsigned t)
{
    unsigned nb = param_type_bytes(t);
    if (nb == 1 || off % (int64_t)nb == 0) {
        emit(S, ldst_form(false, AX_ld_SP__param, t), 2, d, mo_addr_sym(sym, off));
        return;
    }
    RegClass rc = nb == 8 ? RC_B64 : nb == 4 ? RC_B32 : RC_B16;
    MOperand acc = new_vreg(S, rc);
    for (unsigned b = 0; b < nb; b++) {
        MOperand v = b ? new_vreg(S, rc) : acc;
        emit(S, FORM_ld_param_u8, 2, v, mo_addr_sym(sym, off + b));
        if (b) {
            MOperand sh = new_vreg(S, rc), o = new_vreg(S, rc);
            emit(S, int_form(AX_int_OP_shl_b, nb * 8), 3, sh, v, mo_imm(8 * b));
            emit(S, int_form(AX_int_OP_or_b, nb * 8), 3, o, acc, sh);
            acc = o;
        }
    }
    if (d.rc == RC_F32 || d.rc == RC_F64)
        emit(S, d.rc == RC_F32 ? FORM_mov_b32_f32 : FORM_mov_b64_f64, 2, d, acc);
    else
        mov_leaf(S, d, acc);
}

static void lower_call(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef callee = LLVMGetCalledValue(I);
    LLVMValueRef aliasee = LLVMIsAGlobalAlias(callee) ? alias_target(callee) : NULL;
    if (aliasee && LLVMIsAFunction(aliasee))
        callee = aliasee; /* the same function under its own name */
    if (LLVMIsAInlineAsm(callee)) {
        lower_inline_asm(S, I, callee);
        return;
    }
    /* an indirect call: the attributes are the call site's, and a
     * .callprototype stands for the callee (llc-19's spelling) */
    bool indirect = !LLVMIsAFunction(callee);
    LLVMValueRef attrs = indirect ? I : callee;
    size_t nl = 0;
    const char *name = indirect ? "" : LLVMGetValueName2(callee, &nl);
    if (nl > 5 && !strncmp(name, "llvm.", 5)) {
        if (strncmp(name, "llvm.nvvm.", 10) && (contract_lower(S, I) || lower_va_intrinsic(S, I, name) || lower_i128_minmax(S, I, name) ||
            lower_overflow_intrinsic(S, I, name) || lower_elementwise_intrinsic(S, I, name)))
            return;
        select_call_intrinsic(S, I, callee, name);
        return;
    }
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(I);
    LLVMTypeRef fnty = indirect ? LLVMGetCalledFunctionType(I) : LLVMGlobalGetValueType(callee);
    bool variadic = LLVMIsFunctionVarArg(fnty);
    unsigned nfixed = variadic ? LLVMCountParamTypes(fnty) : nargs;
    unsigned seq = S->ncallseq++;
    emit(S, FORM_callseq_begin, 1, mo_imm(seq));
    /* the argument names (param0, ...) and, for a .callprototype, their
     * declarations under the name '_' */
    MOperand *args = arena_alloc(S->a, (nfixed + 1) * sizeof *args);
    MOperand *proto = arena_alloc(S->a, (nfixed + 1) * sizeof *proto);
    unsigned nlist = 0;
    MOperand vbuf = variadic ? pass_varargs(S, I, nfixed, nargs) : mo_imm(0);
    for (unsigned i = 0; i < nfixed; i++) {
        LLVMValueRef a = LLVMGetOperand(I, i);
        LLVMAttributeRef byval = param_attr(attrs, i, "byval");
        LLVMTypeRef ty = byval ? LLVMGetTypeAttributeValue(byval) : LLVMTypeOf(a);
        MParamType decl = param_decl_at(S, attrs, i, ty, false);
        const char *pname = arena_printf(S->a, "param%u", i);
        emit(S, FORM_param_decl, 1, mo_param(pname, decl));
        args[nlist] = mo_sym(pname);
        proto[nlist++] = mo_param("_", decl);
        if (byval) {
            MOperand src = addr_of(S, a);
            copy_bytes(S, mo_addr_sym(pname, 0), AX_ld_SP__param, src, space_ix(LLVMGetPointerAddressSpace(LLVMTypeOf(a))),
                       LLVMABISizeOfType(S->td, ty), LLVMABIAlignmentOfType(S->td, ty));
            continue;
        }
        size_t n;
        Leaf *lv = leaves_of(S, ty, &n, I);
        bool small_scalar = n == 1 && LLVMGetTypeKind(ty) == LLVMIntegerTypeKind;
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, a, (unsigned)l);
            if (k == LK_I1)
                x = pred_to_int(S, x, 32, false);
            if (small_scalar && (k == LK_I8 || k == LK_I16)) {
                x = widen_small_int(S, attrs, i + 1, x, k);
                k = LK_I32;
            }
            unsigned t = k == LK_I1 ? AX_ld_T_b32 : leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : leaf_bits(k) == 16 ? AX_ld_T_b16 : AX_ld_T_u8;
            if (k == LK_I8)
                t = AX_ld_T_u8;
            param_st(S, pname, (int64_t)lv[l].off, x, t);
        }
    }
    if (variadic) {
        const char *pname = arena_printf(S->a, "param%u", nfixed);
        MParamType b64 = {.ty = PTY_B64};
        emit(S, FORM_param_decl, 1, mo_param(pname, b64));
        emit(S, FORM_st_param_b64, 2, mo_addr_sym(pname, 0), vbuf);
        args[nlist] = mo_sym(pname);
        proto[nlist++] = mo_param("_", b64);
    }
    LLVMTypeRef rty = LLVMTypeOf(I);
    bool has_ret = LLVMGetTypeKind(rty) != LLVMVoidTypeKind;
    MParamType rdecl = {0};
    if (has_ret) {
        rdecl = param_decl(S, rty, attrs, false, 0);
        emit(S, FORM_param_decl, 1, mo_param("retval0", rdecl));
    }
    /* the return list "(retval0)" is a list too: a call's only symbol
     * operand is its callee */
    MOperand rlist = mo_list(S->a, (MOperand[]){mo_sym("retval0")}, 1), alist = mo_list(S->a, args, nlist);
    bool noargs = !nlist;
    if (indirect) {
        MOperand pl = mo_sym(arena_printf(S->a, "prototype_%u", seq)), plist = mo_list(S->a, proto, nlist);
        if (has_ret)
            emit(S, FORM_call_proto_ret, 3, pl, mo_param("_", rdecl), plist);
        else
            emit(S, FORM_call_proto, 2, pl, plist);
        MOperand fp = val_reg(S, callee, 0);
        if (has_ret)
            emit(S, FORM_call_ind_ret, 4, rlist, fp, alist, pl);
        else
            emit(S, FORM_call_ind, 3, fp, alist, pl);
    } else {
        MOperand fsym = mo_sym(sym_name(S, callee));
        if (has_ret && noargs)
            emit(S, FORM_call_uni_ret_noargs, 2, rlist, fsym);
        else if (has_ret)
            emit(S, FORM_call_uni_ret, 3, rlist, fsym, alist);
        else if (noargs)
            emit(S, FORM_call_uni_noargs, 1, fsym);
        else
            emit(S, FORM_call_uni, 2, fsym, alist);
    }
    if (has_ret) {
        VLoc *res = result_loc(S, I);
        size_t n;
        Leaf *lv = leaves_of(S, rty, &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand a = mo_addr_sym("retval0", (int64_t)lv[l].off);
            if (k == LK_I1) {
                MOperand t = new_vreg(S, RC_B32);
                emit(S, FORM_ld_param_b32, 2, t, a);
                emit(S, FORM_setp_ne_s32, 3, res->ops[l], t, mo_imm(0));
            } else {
                unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 ? AX_ld_T_u8 : AX_ld_T_b16;
                param_ld(S, res->ops[l], "retval0", (int64_t)lv[l].off, t);
            }
        }
    }
    emit(S, FORM_callseq_end, 1, mo_imm(seq));
}

static void lower_ret(SelectCtx *S, LLVMValueRef I)
{
    if (LLVMGetNumOperands(I) > 0 && !S->f->is_kernel) {
        LLVMValueRef v = LLVMGetOperand(I, 0);
        size_t n;
        Leaf *lv = leaves_of(S, LLVMTypeOf(v), &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, v, (unsigned)l);
            MOperand a = mo_addr_sym("func_retval0", (int64_t)lv[l].off);
            if (n == 1 && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind && (k == LK_I8 || k == LK_I16)) {
                emit(S, FORM_st_param_b32, 2, a, widen_small_int(S, S->fn, 0, x, k));
            } else if (k == LK_I1) {
                emit(S, FORM_st_param_b32, 2, a, pred_to_int(S, x, 32, false));
            } else {
                unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 ? AX_ld_T_u8 : AX_ld_T_b16;
                param_st(S, "func_retval0", (int64_t)lv[l].off, x, t);
            }
        }
    }
    emit(S, FORM_ret, 0);
}

/* ---------------------------------------------------------------- dispatch */

/* An alloca outside the entry block or of run-time size, as llc-19 lowers
 * it (PTX 7.3, sm_52): the byte count rounded up to 8, PTX's alloca with the
 * alloca's alignment, then the generic address of the local one (unless the
 * alloca is in the local address space). */
static void lower_dynamic_alloca(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef num = LLVMGetOperand(I, 0);
    uint64_t esize = LLVMABISizeOfType(S->td, LLVMGetAllocatedType(I));
    LeafKind k;
    if (!scalar_leaf(LLVMTypeOf(num), &k) || (k != LK_I32 && k != LK_I64 && k != LK_I16 && k != LK_I8)) {
        isel_error(S, I, "alloca with an element count of type %s is not supported", type_str(S, LLVMTypeOf(num)));
        return;
    }
    MOperand n = val_op(S, num, 0), bytes = new_vreg(S, RC_B64);
    if (n.kind == MO_IMM) {
        emit(S, FORM_mov_b64, 2, bytes, mo_imm((int64_t)(((uint64_t)n.imm * esize + 7) & ~(uint64_t)7)));
    } else {
        MOperand n64 = n;
        if (k != LK_I64) {
            if (k == LK_I8)
                n = norm_i8(S, n, false); /* an i8 in a 16-bit register: clear its high byte */
            n64 = new_vreg(S, RC_B64);
            emit_cvt_u(S, n64, 64, n, k == LK_I32 ? 32 : 16);
        }
        MOperand t = new_vreg(S, RC_B64), u = new_vreg(S, RC_B64);
        emit(S, FORM_mul_lo_s64, 3, t, n64, mo_imm((int64_t)esize));
        emit(S, FORM_add_s64, 3, u, t, mo_imm(7));
        emit(S, FORM_and_b64, 3, bytes, u, mo_imm(-8));
    }
    unsigned al = LLVMGetAlignment(I);
    bool local = LLVMGetPointerAddressSpace(LLVMTypeOf(I)) == 5;
    MOperand p = local ? res->ops[0] : new_vreg(S, RC_B64);
    emit(S, FORM_alloca_u64, 3, p, bytes, mo_imm(al ? al : 1));
    if (!local)
        emit(S, FORM_cvta_local_u64, 2, res->ops[0], p);
}

static void lower_inst(SelectCtx *S, LLVMValueRef I)
{
    S->inst = I;
    LLVMOpcode op = LLVMIsAConstantExpr(I) ? LLVMGetConstOpcode(I) : LLVMGetInstructionOpcode(I);
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
        lower_binop(S, I, op);
        break;
    case LLVMICmp: lower_icmp(S, I); break;
    case LLVMFCmp: lower_fcmp(S, I); break;
    case LLVMSelect: lower_select(S, I); break;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt: case LLVMFPToUI:
    case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
    case LLVMAddrSpaceCast:
        lower_cast(S, I, op);
        break;
    case LLVMGetElementPtr: lower_gep(S, I); break;
    case LLVMLoad: lower_load(S, I); break;
    case LLVMStore: lower_store(S, I); break;
    case LLVMAtomicRMW: lower_atomicrmw(S, I); break;
    case LLVMAtomicCmpXchg: lower_cmpxchg(S, I); break;
    case LLVMFence: lower_fence(S, I); break;
    case LLVMExtractValue: lower_extractvalue(S, I); break;
    case LLVMInsertValue: lower_insertvalue(S, I); break;
    case LLVMExtractElement: lower_extractelement(S, I); break;
    case LLVMInsertElement: lower_insertelement(S, I); break;
    case LLVMShuffleVector: lower_shufflevector(S, I); break;
    case LLVMFreeze: {
        VLoc *res = result_loc(S, I);
        for (unsigned i = 0; i < res->n; i++)
            mov_leaf(S, res->ops[i], val_op(S, LLVMGetOperand(I, 0), i));
        break;
    }
    case LLVMPHI: break; /* copies are placed on incoming edges */
    case LLVMAlloca: {
        uintptr_t off = (uintptr_t)pmap_get(&S->allocas, I);
        if (!off) {
            lower_dynamic_alloca(S, I);
            break;
        }
        VLoc *res = result_loc(S, I);
        bool local = LLVMGetPointerAddressSpace(LLVMTypeOf(I)) == 5;
        emit(S, FORM_add_s64, 3, res->ops[0], mo_stack(local), mo_imm((int64_t)(off - 1)));
        break;
    }
    case LLVMCall: lower_call(S, I); break;
    case LLVMVAArg: lower_va_arg(S, I); break;
    case LLVMBr: lower_br(S, I); break;
    case LLVMSwitch: lower_switch(S, I); break;
    case LLVMRet: lower_ret(S, I); break;
    case LLVMUnreachable: emit(S, FORM_trap, 0); break;
    default: {
        char *s = LLVMPrintValueToString(I);
        const char *p = s;
        while (*p == ' ')
            p++;
        char opname[64];
        const char *eq = strstr(p, "= ");
        const char *start = eq && eq < p + 40 ? eq + 2 : p;
        size_t k = strcspn(start, " ");
        snprintf(opname, sizeof opname, "%.*s", (int)(k < 63 ? k : 63), start);
        isel_error(S, I, "cannot select instruction '%s': not supported by ptxsel", opname);
        LLVMDisposeMessage(s);
        break;
    }
    }
}

/* ---------------------------------------------------------------- functions */

static void annotation_directives(SelectCtx *S, LLVMValueRef fn, MDirectives *dir, unsigned *grid_const_mask);

/* Byval parameters. Like NVPTX's argument lowering, a byval parameter whose
 * memory is only read (loads through the pointer, GEPs, bitcasts and casts to
 * addrspace(101)) is read in place with ld.param; one that is written or whose
 * address escapes is copied to the local depot first and every use goes
 * through the copy (an addrspace(101) cast of it then points at the copy, in
 * local memory). */
static const char *param_label(SelectCtx *S, LLVMValueRef arg)
{
    size_t n;
    const char *nm = LLVMGetValueName2(arg, &n);
    if (n)
        return arena_printf(S->a, "%.*s", (int)n, nm);
    for (unsigned i = 0; i < LLVMCountParams(S->fn); i++)
        if (LLVMGetParam(S->fn, i) == arg)
            return arena_printf(S->a, "%u", i);
    return "?";
}

/* Whether every use of v (and of pointers derived from it by GEP, bitcast and
 * casts to addrspace(101)) is a plain load, or with 'stores', also a store
 * through it. */
static bool byval_uses_ok(LLVMValueRef v, bool stores, unsigned depth)
{
    if (depth > 64)
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U))
            return false;
        bool ok;
        switch (LLVMGetInstructionOpcode(U)) {
        case LLVMLoad:
            ok = stores || (!LLVMGetVolatile(U) && LLVMGetOrdering(U) == LLVMAtomicOrderingNotAtomic);
            break;
        case LLVMStore: ok = stores && LLVMGetOperand(U, 0) != v; break;
        case LLVMGetElementPtr:
        case LLVMBitCast:
            ok = LLVMGetOperand(U, 0) == v && LLVMGetTypeKind(LLVMTypeOf(U)) == LLVMPointerTypeKind &&
                 byval_uses_ok(U, stores, depth + 1);
            break;
        case LLVMAddrSpaceCast:
            ok = LLVMGetPointerAddressSpace(LLVMTypeOf(U)) == 101 && byval_uses_ok(U, stores, depth + 1);
            break;
        default: ok = false; break;
        }
        if (!ok)
            return false;
    }
    return true;
}

/* Records 'space' as the real address space of v and of the pointers derived from it. */
static void byval_mark(SelectCtx *S, LLVMValueRef v, unsigned space, unsigned depth)
{
    pmap_put(&S->spaces, v, (void *)(uintptr_t)(space + 1));
    if (depth > 64)
        return;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U))
            continue;
        LLVMOpcode op = LLVMGetInstructionOpcode(U);
        if ((op == LLVMGetElementPtr && LLVMGetOperand(U, 0) == v) || op == LLVMBitCast ||
            (op == LLVMAddrSpaceCast && LLVMGetPointerAddressSpace(LLVMTypeOf(U)) == 101))
            byval_mark(S, U, space, depth + 1);
    }
}

/* A copied byval parameter: addrspace(101) casts of it (or of pointers derived
 * from it) point into the local copy. llc-19 reads the copy's generic address
 * with ld.param there (wrong); ptxsel reads the copy through ld.local, and
 * refuses when such a pointer is used other than by loads, stores and GEPs. */
static void byval_mark_copy(SelectCtx *S, LLVMValueRef arg, LLVMValueRef v, unsigned depth)
{
    if (depth > 64)
        return;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U))
            continue;
        LLVMOpcode op = LLVMGetInstructionOpcode(U);
        if ((op == LLVMGetElementPtr && LLVMGetOperand(U, 0) == v) || op == LLVMBitCast) {
            byval_mark_copy(S, arg, U, depth + 1);
        } else if (op == LLVMAddrSpaceCast && LLVMGetPointerAddressSpace(LLVMTypeOf(U)) == 101) {
            if (!byval_uses_ok(U, true, 0))
                isel_error(S, U, "addrspace(101) pointer to byval parameter %%%s, which is copied to local memory "
                           "(it is written or its address escapes), is used other than by loads, stores and "
                           "getelementptr; not supported", param_label(S, arg));
            else
                byval_mark(S, U, 5, depth + 1);
        }
    }
}

static void setup_params(SelectCtx *S, unsigned grid_const_mask)
{
    MFunc *f = S->f;
    unsigned np = LLVMCountParams(S->fn);
    f->nparams = np;
    f->params = arena_alloc(S->a, (np + 1) * sizeof *f->params);
    vararg_param(S, f);
    S->cur = S->prologue;
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef p = LLVMGetParam(S->fn, i);
        MParam *mp = &f->params[i];
        mp->name = arena_printf(S->a, "%s_param_%u", f->name, i);
        LLVMAttributeRef byval = param_attr(S->fn, i, "byval");
        VLoc *loc = arena_alloc(S->a, sizeof *loc);
        S->inst = NULL;
        if (byval) {
            LLVMTypeRef bt = LLVMGetTypeAttributeValue(byval);
            mp->type = param_decl_at(S, S->fn, i, bt, f->is_kernel);
            loc->n = 1;
            loc->ops = arena_alloc(S->a, sizeof *loc->ops);
            loc->ops[0] = new_vreg(S, RC_B64);
            if (byval_uses_ok(p, false, 0)) {
                /* read in place: the parameter's .param address, loads through ld.param */
                emit(S, FORM_mov_u64, 2, loc->ops[0], mo_sym(mp->name));
                byval_mark(S, p, 101, 0);
            } else if (f->is_kernel && (grid_const_mask >> i) & 1) {
                /* __grid_constant__ whose address escapes: the parameter's own generic address */
                MOperand t = new_vreg(S, RC_B64);
                emit(S, FORM_mov_u64, 2, t, mo_sym(mp->name));
                emit(S, FORM_cvta_param_u64, 2, loc->ops[0], t);
            } else {
                uint64_t sz = LLVMABISizeOfType(S->td, bt);
                /* the copy honours the parameter's align attribute too: the
                 * IR may access it at that alignment (a packed struct's ABI
                 * alignment is 1, its byval copy's accesses are align 8) */
                unsigned al = LLVMABIAlignmentOfType(S->td, bt), pal = param_align_attr(S->fn, i);
                al = pal > al ? pal : al;
                uint64_t off = depot_alloc(S, sz, al);
                f->uses_sp = true;
                /* written or escaping: copy it to the local depot; every use reads the copy */
                MOperand dst = new_vreg(S, RC_B64);
                emit(S, FORM_add_s64, 3, dst, mo_stack(false), mo_imm((int64_t)off));
                copy_bytes(S, mo_addr_reg(dst.reg, 0), AX_ld_SP_none, mo_addr_sym(mp->name, 0), AX_ld_SP__param, sz, al);
                mov_leaf(S, loc->ops[0], dst);
                byval_mark_copy(S, p, p, 0);
            }
            pmap_put(&S->vals, p, loc);
            continue;
        }
        LLVMTypeRef ty = LLVMTypeOf(p);
        mp->type = param_decl(S, ty, S->fn, f->is_kernel, 0);
        size_t n;
        Leaf *lv = leaves_of(S, ty, &n, p);
        loc->n = lv ? (uint16_t)n : 0;
        loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            loc->ops[l] = new_vreg(S, leaf_rc(k));
            MOperand a = mo_addr_sym(mp->name, (int64_t)lv[l].off);
            bool scalar = lv && n == 1 && LLVMGetTypeKind(ty) != LLVMStructTypeKind &&
                          LLVMGetTypeKind(ty) != LLVMArrayTypeKind && LLVMGetTypeKind(ty) != LLVMVectorTypeKind;
            unsigned t;
            if (f->is_kernel && scalar)
                t = k == LK_I1 || k == LK_I8 ? AX_ld_T_u8 : k == LK_F16 || k == LK_BF16 ? AX_ld_T_b16 : mem_ty(k);
            else
                t = k == LK_I1 ? AX_ld_T_b32 : leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 ? AX_ld_T_u8 : AX_ld_T_b16;
            if (k == LK_I1) {
                bool wide = t == AX_ld_T_b32;
                MOperand tr = new_vreg(S, wide ? RC_B32 : RC_B16);
                emit(S, ldst_form(false, AX_ld_SP__param, t), 2, tr, a);
                emit(S, setp_int_form(AX_setp_int_C_ne, true, wide ? 32 : 16), 3, loc->ops[l], tr, mo_imm(0));
            } else {
                param_ld(S, loc->ops[l], mp->name, (int64_t)lv[l].off, t);
            }
        }
        pmap_put(&S->vals, p, loc);
    }
    LLVMTypeRef rty = LLVMGetReturnType(LLVMGlobalGetValueType(S->fn));
    if (!f->is_kernel && LLVMGetTypeKind(rty) != LLVMVoidTypeKind) {
        f->has_ret = true;
        f->ret = param_decl(S, rty, S->fn, false, 0);
    }
}

static bool fn_is_kernel(SelectCtx *S, LLVMValueRef fn)
{
    return LLVMGetFunctionCallConv(fn) == 71 /* ptx_kernel */ || pmap_get(&S->kernels, fn) != NULL;
}

/* Whether block 'to' is reachable from the successors of 'from' along paths
 * that do not enter block 'avoid'. */
static bool reaches_avoiding(SelectCtx *S, LLVMBasicBlockRef from, LLVMBasicBlockRef to, LLVMBasicBlockRef avoid)
{
    PtrMap seen;
    pmap_init(&seen, S->a);
    size_t cap = 64, n = 0;
    LLVMBasicBlockRef *stack = arena_alloc(S->a, cap * sizeof *stack);
    stack[n++] = from;
    while (n) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(stack[--n]);
        unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
        for (unsigned i = 0; i < ns; i++) {
            LLVMBasicBlockRef b = LLVMGetSuccessor(term, i);
            if (b == to)
                return true;
            if (b == avoid || pmap_get(&seen, b))
                continue;
            pmap_put(&seen, b, (void *)1);
            if (n == cap) {
                LLVMBasicBlockRef *grown = arena_alloc(S->a, 2 * cap * sizeof *grown);
                memcpy(grown, stack, n * sizeof *stack);
                stack = grown;
                cap *= 2;
            }
            stack[n++] = b;
        }
    }
    return false;
}

/* A call whose result is tied to an argument (WGMMA's accumulator) takes the
 * argument's registers when the argument dies at the call: the call is its
 * only use, and the call cannot run twice without the argument being defined
 * again in between (same block, or every cycle through the call's block
 * passes the argument's block — a loop-header phi). The instruction then
 * updates the accumulator in place: no copies before it, and a loop's phi
 * copy of a chain of such calls is a copy of a register to itself. */
static VLoc *tied_result_loc(SelectCtx *S, LLVMValueRef I, LLVMBasicBlockRef bb)
{
    if (!LLVMIsACallInst(I))
        return NULL;
    int t = isel_tied_operand(I);
    if (t < 0)
        return NULL;
    LLVMValueRef a = LLVMGetOperand(I, (unsigned)t);
    if (!LLVMIsAInstruction(a) || LLVMTypeOf(a) != LLVMTypeOf(I))
        return NULL;
    LLVMUseRef u = LLVMGetFirstUse(a);
    if (!u || LLVMGetNextUse(u))
        return NULL;
    LLVMBasicBlockRef def = LLVMGetInstructionParent(a);
    if (def != bb && reaches_avoiding(S, bb, bb, def))
        return NULL;
    return pmap_get(&S->vals, a);
}

/* An extractvalue of a cmpxchg or of a call's struct result names the
 * aggregate's own registers: they are written once, where the aggregate is
 * defined (a call is not tied to an argument here), so the extracted value
 * needs no copy (a CAS loop's 'mov.pred' and 'mov.b64' of the result, as
 * llc-19 has none). NULL when the aggregate has no registers yet (a use
 * laid out before its definition) or is anything else. */
static VLoc *extract_alias_loc(SelectCtx *S, LLVMValueRef I)
{
    if (LLVMGetInstructionOpcode(I) != LLVMExtractValue)
        return NULL;
    LLVMValueRef agg = LLVMGetOperand(I, 0);
    if (!LLVMIsAInstruction(agg))
        return NULL;
    LLVMOpcode op = LLVMGetInstructionOpcode(agg);
    if (op != LLVMAtomicCmpXchg && !(op == LLVMCall && isel_tied_operand(agg) < 0))
        return NULL;
    VLoc *a = pmap_get(&S->vals, agg);
    if (!a)
        return NULL;
    unsigned first, cnt;
    leaf_range(S, LLVMTypeOf(agg), LLVMGetIndices(I), LLVMGetNumIndices(I), &first, &cnt);
    size_t n;
    Leaf *lv = leaves_of(S, LLVMTypeOf(I), &n, I);
    if (!lv || n != cnt || first + cnt > a->n)
        return NULL;
    for (unsigned i = 0; i < cnt; i++)
        if (a->ops[first + i].kind != MO_REG || a->ops[first + i].rc != leaf_rc((LeafKind)lv[i].kind))
            return NULL;
    VLoc *loc = arena_alloc(S->a, sizeof *loc);
    loc->n = (uint16_t)cnt;
    loc->ops = a->ops + first;
    return loc;
}

/* The one instruction every incoming value of phi P is, or NULL. */
static LLVMValueRef phi_single_value(LLVMValueRef P)
{
    LLVMValueRef v = NULL;
    unsigned n = LLVMCountIncoming(P);
    for (unsigned j = 0; j < n; j++) {
        LLVMValueRef x = LLVMGetIncomingValue(P, j);
        if (!LLVMIsAInstruction(x) || (v && x != v))
            return NULL;
        v = x;
    }
    return v;
}

/* Blocks that write the registers 'loc' (shared by a tied chain): where a
 * value holding them is defined, and the predecessors of a phi holding them
 * (its copies sit at the end of the edge). */
static size_t loc_writer_blocks(SelectCtx *S, LLVMValueRef fn, const VLoc *loc, LLVMBasicBlockRef *out, size_t max)
{
    size_t n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
            if (pmap_get(&S->vals, I) != loc)
                continue;
            if (LLVMGetInstructionOpcode(I) != LLVMPHI) {
                if (n == max)
                    return max + 1;
                out[n++] = bb;
                continue;
            }
            for (unsigned j = 0; j < LLVMCountIncoming(I); j++) {
                if (n == max)
                    return max + 1;
                out[n++] = LLVMGetIncomingBlock(I, j);
            }
        }
    return n;
}

/* A phi whose incoming values are all one instruction V (an LCSSA loop-exit
 * phi of a wgmma accumulator) takes V's registers instead of a copy of them
 * when nothing can write them between the phi and a use of it: every path
 * from a block that writes them to a use of the phi passes the phi's block
 * again, which re-reads V. A phi whose own registers a tied call already
 * took keeps them. */
static void share_single_value_phis(SelectCtx *S, LLVMValueRef fn)
{
    LLVMBasicBlockRef writers[64];
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        for (LLVMValueRef P = LLVMGetFirstInstruction(bb); P && LLVMGetInstructionOpcode(P) == LLVMPHI;
             P = LLVMGetNextInstruction(P)) {
            LLVMValueRef v = phi_single_value(P);
            VLoc *pl = pmap_get(&S->vals, P), *vl = v ? pmap_get(&S->vals, v) : NULL;
            if (!vl || vl == pl || vl->n != pl->n)
                continue;
            size_t nw = loc_writer_blocks(S, fn, vl, writers, countof(writers));
            bool ok = nw <= countof(writers);
            for (size_t w = 0; ok && w < nw; w++)
                ok = writers[w] != bb;
            for (LLVMUseRef u = LLVMGetFirstUse(P); ok && u; u = LLVMGetNextUse(u)) {
                LLVMValueRef user = LLVMGetUser(u);
                if (pmap_get(&S->vals, user) == pl) {
                    ok = false;
                    break;
                }
                bool is_phi = LLVMGetInstructionOpcode(user) == LLVMPHI;
                unsigned nuse = is_phi ? LLVMCountIncoming(user) : 1;
                for (unsigned j = 0; ok && j < nuse; j++) {
                    if (is_phi && LLVMGetIncomingValue(user, j) != P)
                        continue;
                    LLVMBasicBlockRef ub = is_phi ? LLVMGetIncomingBlock(user, j) : LLVMGetInstructionParent(user);
                    if (ub == bb)
                        continue; /* every writer reaches it through bb, after the phi */
                    for (size_t w = 0; ok && w < nw; w++)
                        ok = writers[w] != ub && !reaches_avoiding(S, writers[w], ub, bb);
                }
            }
            if (ok)
                pmap_put(&S->vals, P, vl);
        }
    }
}

static void select_function(SelectCtx *S, LLVMValueRef fn, MFunc *f)
{
    S->fn = fn;
    S->f = f;
    S->nerr_fn = 0;
    pmap_init(&S->vals, S->a);
    pmap_init(&S->blocks, S->a);
    pmap_init(&S->allocas, S->a);
    pmap_init(&S->consts, S->a);
    pmap_init(&S->bad_types, S->a);
    pmap_init(&S->spaces, S->a);
    pmap_init(&S->addr_fold, S->a);
    S->prologue = new_block(S);
    /* blocks */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        pmap_put(&S->blocks, bb, new_block(S));
    /* result registers for every value-producing instruction */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
            LLVMTypeRef ty = LLVMTypeOf(I);
            if (LLVMGetTypeKind(ty) == LLVMVoidTypeKind)
                continue;
            S->inst = I;
            VLoc *tied = tied_result_loc(S, I, bb);
            if (!tied)
                tied = extract_alias_loc(S, I);
            if (tied) {
                pmap_put(&S->vals, I, tied);
                continue;
            }
            size_t n;
            Leaf *lv = leaves_of(S, ty, &n, I);
            VLoc *loc = arena_alloc(S->a, sizeof *loc);
            loc->n = lv ? (uint16_t)n : 0;
            loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
            for (size_t l = 0; lv && l < n; l++)
                loc->ops[l] = new_vreg(S, leaf_rc((LeafKind)lv[l].kind));
            pmap_put(&S->vals, I, loc);
            /* static allocas of the entry block get depot slots */
            if (LLVMGetInstructionOpcode(I) == LLVMAlloca && bb == LLVMGetEntryBasicBlock(fn)) {
                int64_t cnt = 1;
                LLVMValueRef num = LLVMGetOperand(I, 0);
                if (is_const_int(num, &cnt) && cnt >= 0) {
                    uint64_t sz = LLVMABISizeOfType(S->td, LLVMGetAllocatedType(I)) * (uint64_t)cnt;
                    unsigned al = LLVMGetAlignment(I);
                    uint64_t off = depot_alloc(S, sz, al);
                    f->uses_sp = true;
                    pmap_put(&S->allocas, I, (void *)(uintptr_t)(off + 1));
                }
            }
        }
    }
    share_single_value_phis(S, fn);
    contract_plan_function(S, fn);
    unsigned gc = 0;
    annotation_directives(S, fn, &f->dir, &gc);
    setup_params(S, gc);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        S->cur = mblock_of(S, bb);
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I))
            lower_inst(S, I);
    }
    if (f->uses_sp || f->depot_size) {
        /* the prologue's first instructions set up the local stack pointers */
        MBlock *pro = S->prologue;
        MInst *saved_first = pro->first, *saved_last = pro->last;
        pro->first = pro->last = NULL;
        S->cur = pro;
        S->inst = NULL;
        emit(S, FORM_mov_u64, 2, mo_stack(true), mo_sym(arena_printf(S->a, "__local_depot_%s", f->name)));
        emit(S, FORM_cvta_local_u64, 2, mo_stack(false), mo_stack(true));
        if (saved_first) {
            pro->last->next = saved_first;
            pro->last = saved_last;
        }
        if (!f->depot_size)
            f->depot_size = 1;
        if (!f->depot_align)
            f->depot_align = 1;
    }
    mir_layout(S->a, f);
}

/* ---------------------------------------------------------------- annotations */


static void parse_triple(const char *s, unsigned v[3])
{
    v[0] = v[1] = v[2] = 1;
    sscanf(s, "%u,%u,%u", &v[0], &v[1], &v[2]);
}

static const char *str_attr(LLVMValueRef fn, const char *name)
{
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, name, (unsigned)strlen(name));
    if (!a)
        return NULL;
    unsigned len;
    return LLVMGetStringAttributeValue(a, &len);
}

/* Collect !nvvm.annotations entries for fn (kernel, maxntid*, reqntid*, minctasm,
 * maxnreg, cluster_dim_*, maxclusterrank, grid_constant) and the newer
 * "nvvm.*" function attributes; returns the PTX directive text. */
static void annotation_directives(SelectCtx *S, LLVMValueRef fn, MDirectives *dir, unsigned *grid_const_mask)
{
    MDirectives an;
    memset(&an, 0, sizeof an);
    for (int i = 0; i < 3; i++)
        an.maxntid[i] = an.reqntid[i] = an.cluster[i] = 1;
    for (const AnnotNode *an_node = pmap_get(&S->annots, fn); an_node; an_node = an_node->next) {
        const LLVMValueRef *ops = an_node->ops;
        unsigned no = an_node->n;
        for (unsigned j = 1; j + 1 < no; j += 2) {
            unsigned kl;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            if (!key)
                continue;
            int64_t v = 0;
            bool is_int = ops[j + 1] && is_const_int(ops[j + 1], &v);
            /* the value must be a node (!{i32 1, ...}): LLVMGetMDNodeNumOperands
             * on a constant or a string reads a wrong object (SEGV, found by
             * fuzzing); anything else is ignored, as other malformed values are */
            if (!strcmp(key, "grid_constant")) {
                if (!ops[j + 1] || !LLVMIsAMDNode(ops[j + 1]))
                    continue;
                unsigned gn = LLVMGetMDNodeNumOperands(ops[j + 1]);
                LLVMValueRef *gops = arena_alloc(S->a, (gn ? gn : 1) * sizeof *gops);
                LLVMGetMDNodeOperands(ops[j + 1], gops);
                for (unsigned g = 0; g < gn; g++) {
                    int64_t idx;
                    if (gops[g] && is_const_int(gops[g], &idx) && idx >= 1 && idx <= 32)
                        *grid_const_mask |= 1u << (idx - 1);
                }
                continue;
            }
            if (!is_int)
                continue;
            unsigned u = (unsigned)v;
            if (!strcmp(key, "maxntidx")) { an.maxntid[0] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "maxntidy")) { an.maxntid[1] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "maxntidz")) { an.maxntid[2] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "reqntidx")) { an.reqntid[0] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "reqntidy")) { an.reqntid[1] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "reqntidz")) { an.reqntid[2] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "minctasm")) an.minctasm = u;
            else if (!strcmp(key, "maxnreg")) an.maxnreg = u;
            else if (!strcmp(key, "cluster_dim_x")) { an.cluster[0] = u; an.has_cluster = true; }
            else if (!strcmp(key, "cluster_dim_y")) { an.cluster[1] = u; an.has_cluster = true; }
            else if (!strcmp(key, "cluster_dim_z")) { an.cluster[2] = u; an.has_cluster = true; }
            else if (!strcmp(key, "maxclusterrank")) an.maxclusterrank = u;
        }
    }
    const char *s;
    if ((s = str_attr(fn, "nvvm.maxntid"))) { parse_triple(s, an.maxntid); an.has_maxntid = true; }
    if ((s = str_attr(fn, "nvvm.reqntid"))) { parse_triple(s, an.reqntid); an.has_reqntid = true; }
    if ((s = str_attr(fn, "nvvm.cluster_dim"))) { parse_triple(s, an.cluster); an.has_cluster = true; }
    if ((s = str_attr(fn, "nvvm.minctasm"))) an.minctasm = (unsigned)atoi(s);
    if ((s = str_attr(fn, "nvvm.maxnreg"))) an.maxnreg = (unsigned)atoi(s);
    if ((s = str_attr(fn, "nvvm.maxclusterrank"))) an.maxclusterrank = (unsigned)atoi(s);
    *dir = an;
}

/* Indexes !nvvm.annotations once per module: each node whose first operand
 * is a function is filed under it (annotation_directives reads them), and
 * kernels are marked. Nodes of any size (operands copied into the arena). */
static void collect_kernels(SelectCtx *S)
{
    unsigned nmd = LLVMGetNamedMetadataNumOperands(S->mod, "nvvm.annotations");
    if (!nmd)
        return;
    LLVMValueRef *mds = arena_alloc(S->a, nmd * sizeof *mds);
    LLVMGetNamedMetadataOperands(S->mod, "nvvm.annotations", mds);
    PtrMap last; /* Function -> last AnnotNode, to keep module order */
    pmap_init(&last, S->a);
    for (unsigned i = 0; i < nmd; i++) {
        unsigned no = LLVMGetMDNodeNumOperands(mds[i]);
        if (no < 3)
            continue;
        LLVMValueRef *ops = arena_alloc(S->a, no * sizeof *ops);
        LLVMGetMDNodeOperands(mds[i], ops);
        if (!ops[0] || !LLVMIsAFunction(ops[0]))
            continue;
        AnnotNode *nd = arena_alloc(S->a, sizeof *nd);
        nd->ops = ops;
        nd->n = no;
        AnnotNode *prev = pmap_get(&last, ops[0]);
        if (prev)
            prev->next = nd;
        else
            pmap_put(&S->annots, ops[0], nd);
        pmap_put(&last, ops[0], nd);
        for (unsigned j = 1; j + 1 < no; j += 2) {
            unsigned kl;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            int64_t v;
            if (key && !strcmp(key, "kernel") && ops[j + 1] && is_const_int(ops[j + 1], &v) && v)
                pmap_put(&S->kernels, ops[0], (void *)1);
        }
    }
}

bool select_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, LLVMModuleRef mod, MModule *m,
                   int opt_level, bool strict_atomics)
{
    SelectCtx S;
    memset(&S, 0, sizeof S);
    S.ctx = ctx;
    S.t = t;
    S.opt_level = opt_level;
    S.strict_atomics = strict_atomics;
    S.file = file;
    S.mod = mod;
    S.m = m;
    S.a = m->arena;
    if (!isel_check_module(ctx, file, mod))
        return false;
    S.td = LLVMGetModuleDataLayout(mod);
    size_t asm_len;
    const char *masm = LLVMGetModuleInlineAsm(mod, &asm_len);
    m->module_asm = asm_len ? arena_strndup(S.a, masm, asm_len) : NULL;
    pmap_init(&S.syms, S.a);
    pmap_init(&S.kernels, S.a);
    pmap_init(&S.mfuncs, S.a);
    pmap_init(&S.annots, S.a);
    collect_kernels(&S);
    size_t before = ctx->nerrors;
    emit_globals(&S);
    /* MFuncs for every function (declarations too, for prototypes) */
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t nl;
        const char *name = LLVMGetValueName2(fn, &nl);
        if (nl > 5 && !strncmp(name, "llvm.", 5))
            continue;
        bool decl = LLVMIsDeclaration(fn);
        if (decl && !LLVMGetFirstUse(fn))
            continue;
        MFunc *f = arena_alloc(S.a, sizeof *f);
        f->fn = ir_ref(fn);
        f->name = sym_name(&S, fn);
        f->is_kernel = fn_is_kernel(&S, fn);
        f->is_decl = decl;
        f->is_visible = LLVMGetLinkage(fn) != LLVMInternalLinkage && LLVMGetLinkage(fn) != LLVMPrivateLinkage;
        if (m->last)
            m->last->next = f;
        else
            m->funcs = f;
        m->last = f;
        pmap_put(&S.mfuncs, fn, f);
    }
    mark_forward_decls(&S);
    unsigned idx = 0;
    for (MFunc *f = m->funcs; f; f = f->next, idx++) {
        S.fn_index = idx;
        if (f->is_decl) {
            /* prototype only: parameter declarations */
            S.fn = ir_value(f->fn);
            S.f = f;
            unsigned np = LLVMCountParams(S.fn);
            f->nparams = np;
            f->params = arena_alloc(S.a, (np + 1) * sizeof *f->params);
            for (unsigned i = 0; i < np; i++) {
                LLVMAttributeRef byval = param_attr(S.fn, i, "byval");
                LLVMTypeRef ty = byval ? LLVMGetTypeAttributeValue(byval) : LLVMTypeOf(LLVMGetParam(S.fn, i));
                f->params[i].name = arena_printf(S.a, "%s_param_%u", f->name, i);
                f->params[i].type = param_decl_at(&S, S.fn, i, ty, false);
            }
            vararg_param(&S, f);
            LLVMTypeRef rty = LLVMGetReturnType(LLVMGlobalGetValueType(S.fn));
            if (LLVMGetTypeKind(rty) != LLVMVoidTypeKind) {
                f->has_ret = true;
                f->ret = param_decl(&S, rty, S.fn, false, 0);
            }
            continue;
        }
        select_function(&S, ir_value(f->fn), f);
    }
    return ctx->nerrors == before;
}
