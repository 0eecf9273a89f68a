/*
 * Memory: GEPs, addressing modes ([reg+off], [sym+off]), loads and stores
 * (vectorised, unaligned, volatile), atomics and fences.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

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
        st = abi_size(S, *ty);
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
        st = abi_size(S, *ty);
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

/* Is every use of instruction g an address operand of a load or store, or
 * the base of a GEP (all of which split their base)? An atomicrmw or
 * cmpxchg is not: it takes its whole address in a register (atomic_addr). */
static bool addr_uses_only(LLVMValueRef g)
{
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U))
            return false;
        unsigned at;
        switch (LLVMGetInstructionOpcode(U)) {
        case LLVMLoad: case LLVMGetElementPtr: at = 0; break;
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
static const AddrFold *split_addr(SelectCtx *S, LLVMValueRef v, unsigned depth);

/* split_addr of a value met for the first time */
static PTXSEL_NOINLINE const AddrFold *split_addr_new(SelectCtx *S, LLVMValueRef v, unsigned depth)
{
    AddrFold *af = arena_alloc(S->a, sizeof *af);
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

/* inline for a value split before (most of the accesses and GEPs ask
 * about one again) */
static inline const AddrFold *split_addr(SelectCtx *S, LLVMValueRef v, unsigned depth)
{
    const AddrFold *af = pmap_get(&S->addr_fold, v);
    return af ? af : split_addr_new(S, v, depth);
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

/* The address of byte off of a static alloca (depot: its depot offset + 1,
 * as S->allocas holds it): [%SPL+slot+off] (.local) or [%SP+slot+off]
 * (generic), the slot folded into the access as llc-19 folds a frame index
 * ([%SP+8] at -O0) instead of an add.s64 %rdN, %SPL, slot before every
 * access (s62362_O0 had 492 of them). A sum outside PTX's signed 32-bit
 * immediate goes through a register. */
static MOperand depot_addr(SelectCtx *S, bool local, uintptr_t depot, int64_t off)
{
    int64_t at = (int64_t)(depot - 1) + off;
    if (fits_offset(at))
        return mo_addr_sym(local ? "%SPL" : "%SP", at);
    MOperand t = new_vreg(S, RC_B64);
    emit(S, FORM_add_s64, 3, t, mo_stack(local), mo_imm((int64_t)(depot - 1)));
    return mo_addr_reg(t, off);
}

/* The address operand of an access through ptr. */
MOperand addr_of(SelectCtx *S, LLVMValueRef ptr)
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
    return mo_addr_reg(r, off);
}

/* Index j of GEP I (the type it indexes in *ty, advanced): a constant one
 * is added to *coff and gives *stride 0; a variable one gives its scale in
 * *stride (modulo 2^width) and its kind in *ik. False, with a diagnostic,
 * for a malformed index. */
static bool gep_step(SelectCtx *S, LLVMValueRef I, unsigned j, LLVMTypeRef *ty, unsigned width, uint64_t *coff,
                     uint64_t *stride, LeafKind *ik)
{
    LLVMValueRef idx = LLVMGetOperand(I, j + 1);
    if (!gep_index(S, ty, j == 0, idx, coff, stride)) {
        isel_error(S, I, "malformed getelementptr index");
        return false;
    }
    if (width == 32)
        *stride = (uint32_t)*stride;
    if (*stride && (!scalar_leaf(S, LLVMTypeOf(idx), ik) || *ik == LK_I1 || is_fp(*ik))) {
        isel_error(S, I, "unsupported getelementptr index type");
        return false;
    }
    return true;
}

/* A GEP on a 32-bit pointer (the data layout's "p3:32:32"): its index width
 * is 32, so every index is truncated or sign-extended to 32 bits and the
 * arithmetic wraps modulo 2^32, as llc --nvptx-short-ptr selects it. */
static void lower_gep32(SelectCtx *S, LLVMValueRef I, VLoc *res, MOperand acc, LLVMTypeRef ty, unsigned nidx,
                        uint64_t coff, bool partial)
{
    for (unsigned j = 0; j < nidx; j++) {
        LLVMValueRef idx = LLVMGetOperand(I, j + 1);
        uint64_t stride;
        LeafKind ik;
        if (!gep_step(S, I, j, &ty, 32, &coff, &stride, &ik))
            return;
        uint32_t st = (uint32_t)stride;
        if (!st)
            continue; /* constant, or a multiple of 2^32: in coff */
        MOperand x = val_reg(S, idx, 0);
        if (ik != LK_I32) {
            MOperand w = new_vreg(S, RC_B32);
            if (ik == LK_I64)
                emit(S, FORM_cvt_u32_u64, 2, w, x);
            else
                emit(S, ik == LK_I8 ? FORM_cvt_s32_s8 : FORM_cvt_s32_s16, 2, w, x);
            x = w;
        }
        MOperand scaled = new_vreg(S, RC_B32), sum = new_vreg(S, RC_B32);
        if (!(st & (st - 1)))
            emit(S, FORM_shl_b32, 3, scaled, x, mo_imm(__builtin_ctz(st)));
        else
            emit(S, FORM_mul_lo_s32, 3, scaled, x, mo_imm((int32_t)st));
        emit(S, FORM_add_s32, 3, sum, acc, scaled);
        acc = sum;
    }
    if ((uint32_t)coff && !partial)
        emit(S, FORM_add_s32, 3, res->ops[0], acc, mo_imm((int32_t)(uint32_t)coff));
    else
        mov_leaf(S, res->ops[0], acc);
}

void lower_gep(SelectCtx *S, LLVMValueRef I)
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
    if (acc.rc == RC_B32) {
        lower_gep32(S, I, res, acc, ty, nidx, coff, partial);
        return;
    }
    MInst *last_sum = NULL;
    for (unsigned j = 0; j < nidx; j++) {
        LLVMValueRef idx = LLVMGetOperand(I, j + 1);
        uint64_t stride;
        LeafKind ik;
        if (!gep_step(S, I, j, &ty, 64, &coff, &stride, &ik))
            return;
        if (!stride)
            continue; /* constant: in coff */
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
        last_sum = emit(S, FORM_add_s64, 3, sum, acc, scaled);
        acc = sum;
    }
    if (coff && !partial)
        emit(S, FORM_add_s64, 3, res->ops[0], acc, mo_imm((int64_t)coff));
    else if (last_sum && last_sum == S->cur->last && res->ops[0].kind == MO_REG && res->ops[0].rc == RC_B64)
        last_sum->ops[0] = res->ops[0]; /* the last sum is the result: no copy of it (llc-19 has none) */
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
void mem_access(SelectCtx *S, LLVMValueRef I, bool is_store, LLVMTypeRef ty, MOperand addr, unsigned as,
                       unsigned align, bool vol, LLVMAtomicOrdering ord, VLoc *vals, LLVMValueRef src_val)
{
    int sp = space_ix(as);
    if (sp < 0) {
        isel_error(S, I, "unsupported address space %u", as);
        return;
    }
    LLVMTypeRef packed = packed_vector_in(ty);
    if (packed) {
        /* llc-19 mislays these too (a <3 x i4> global initialiser as one
         * element per byte): refused rather than guessed */
        isel_error(S, I, "%s of '%s' is not supported: a vector of %u-bit elements is bit-packed in memory",
                   is_store ? "store" : "load", type_str(S, packed),
                   LLVMGetIntTypeWidth(LLVMGetElementType(packed)));
        return;
    }
    size_t n;
    const Leaf *lv = leaves_of(S, ty, &n, I);
    if (!lv)
        return;
    MemQual qual = {.sp = (unsigned)sp, .vol = AX_ld_VOL_none, .sem = -1};
    if (ord != LLVMAtomicOrderingNotAtomic)
        qual.sem = sem_of(ord, !is_store);
    bool atomic = qual.sem >= 0;
    if (atomic) {
        qual.sc = scope_of(I);
        if (ord == LLVMAtomicOrderingSequentiallyConsistent)
            emit_ops(S, (FormId)form_axis_fence[AX_fence_SEM_sc][qual.sc], 0, NULL);
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
    if (!atomic && is_i128(ty) && align >= 16) {
        /* a 16-byte aligned i128: one .b128 access through a .b128 register
         * (mov.b128 {lo, hi}) where the PTX version has them (8.3; DeepGEMM
         * writes st.shared.b128 in inline asm); below, two .u64 accesses as
         * llc-19 prints them */
        FormId id = (FormId)(is_store ? form_axis_st128 : form_axis_ld128)[qual.vol][qual.sp];
        if (form_row_available(id, S->t)) {
            MOperand q = new_vreg(S, RC_B128);
            if (is_store) {
                emit(S, FORM_mov_b128_pack, 3, q, val_reg(S, src_val, 0), val_reg(S, src_val, 1));
                emit(S, id, 2, base, q);
            } else {
                emit(S, id, 2, q, base);
                emit(S, FORM_mov_b128_unpack, 3, vals->ops[0], vals->ops[1], q);
            }
            return;
        }
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

/* Whether I (of opcode op), between a load and a store of its block, may
 * write memory or have another effect a load-store pair must not be moved
 * across (the kinds repeated_load stops at; a call to llvm.dbg.* or to an
 * intrinsic that touches no memory does not). */
static bool writes_memory(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    switch (op) {
    case LLVMCall: {
        /* an intrinsic that touches no memory (memory(none): llvm.bswap,
         * llvm.umax, ...) is no node of the DAG's chain; neither is a
         * debug record. The answer is kept per callee: the scans ask it
         * for every call they pass (reading the attribute each time made
         * -O0 selection of corpus/sgemm 27% slower) */
        LLVMValueRef callee = LLVMGetCalledValue(I);
        if (!callee || !LLVMIsAFunction(callee))
            return true;
        uintptr_t known = (uintptr_t)pmap_get(&S->pure_calls, callee);
        if (known)
            return known == 2;
        bool writes = !intrinsic_memory_none(callee);
        if (writes) {
            size_t nl = 0;
            const char *nm = LLVMGetValueName2(callee, &nl);
            writes = !(nl > 9 && !strncmp(nm, "llvm.dbg.", 9));
        }
        pmap_put(&S->pure_calls, callee, (void *)(uintptr_t)(writes ? 2 : 1));
        return writes;
    }
    case LLVMStore:
    case LLVMAtomicRMW:
    case LLVMAtomicCmpXchg:
    case LLVMFence:
    case LLVMVAArg:
    case LLVMInvoke:
    case LLVMCallBr:
        return true;
    default:
        return false;
    }
}

/* A load or store neither volatile nor atomic. */
static bool is_simple_access(LLVMValueRef I)
{
    return !LLVMGetVolatile(I) && LLVMGetOrdering(I) == LLVMAtomicOrderingNotAtomic;
}

/* Whether pointers p and q are one address: the same value, or the same
 * base and constant offset (split_addr) in the same space. */
static bool same_address(SelectCtx *S, LLVMValueRef p, LLVMValueRef q)
{
    if (p == q)
        return true;
    const AddrFold *a = split_addr(S, p, 0), *b = split_addr(S, q, 0);
    return a->base == b->base && a->off == b->off && ptr_space(S, p) == ptr_space(S, q);
}

/* The earlier load of I's block that I repeats, or NULL: llc-19's
 * SelectionDAG gives a block's non-volatile, non-atomic loads the same chain
 * until something writes memory, so a second load of the same type from the
 * same address is the first one's node (CSE), at -O0 as at -O2. The same here:
 * scanning back from I to the block's start (at most 256 instructions), a
 * load of I's type whose address is I's (the same pointer, or the same base
 * and constant offset) with no store, atomic, fence, call (llvm.dbg.* and
 * intrinsics that touch no memory aside),
 * va_arg or volatile / atomic load in between. -O0 IR reloads a variable at
 * every use (27% more generic loads than llc-19 over difftest seeds
 * 52001-52300 at -O0, before this). */
static bool noop_store(SelectCtx *S, LLVMValueRef St, bool *loads);
static bool load_only_written_back(SelectCtx *S, LLVMValueRef I);

static LLVMValueRef repeated_load(SelectCtx *S, LLVMValueRef I)
{
    if (!is_simple_access(I))
        return NULL;
    LLVMValueRef ptr = LLVMGetOperand(I, 0);
    LLVMTypeRef ty = LLVMTypeOf(I);
    unsigned steps = 0, limit = 256;
    for (LLVMValueRef J = LLVMGetPreviousInstruction(I); J && steps < limit; J = LLVMGetPreviousInstruction(J), steps++) {
        LLVMOpcode op = LLVMGetInstructionOpcode(J);
        switch (op) {
        case LLVMCall:
            /* a call that touches no memory is passed, but the scan then
             * looks at most 32 instructions further: long unrolled blocks
             * of llvm.fma calls (corpus/sgemm) made every load scan its 256
             * instructions, 17% more -O0 selection time */
            if (writes_memory(S, J, op))
                return NULL;
            if (limit > steps + 32)
                limit = steps + 32;
            break;
        case LLVMLoad:
            if (!is_simple_access(J))
                return NULL;
            /* (not one that only feeds a dropped store: it is not
             * selected, and what an earlier store left is read instead) */
            if (LLVMTypeOf(J) == ty && same_address(S, LLVMGetOperand(J, 0), ptr) && !load_only_written_back(S, J))
                return J;
            break;
        case LLVMStore:
            /* a store of what memory already holds is no node of the
             * chain (noop_store: llc-19's combiner drops it, and the loads
             * on both sides of it are one) */
            if (!noop_store(S, J, NULL))
                return NULL;
            break;
        default:
            if (writes_memory(S, J, op))
                return NULL;
            break;
        }
    }
    return NULL;
}

/* Whether no user of v takes v's registers as its own (loc): a call tied
 * to v (WGMMA's accumulator) updates them in place, a phi may share them. */
static bool regs_not_shared(SelectCtx *S, LLVMValueRef v, const VLoc *loc)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
        if (pmap_get(&S->vals, LLVMGetUser(u)) == loc)
            return false;
    return true;
}

LLVMValueRef dag_load_node(SelectCtx *S, LLVMValueRef v)
{
    if (!LLVMIsALoadInst(v))
        return v;
    LLVMValueRef known = pmap_get(&S->dag_loads, v);
    if (known)
        return known;
    /* back along the chain of repeats to a load repeating none, or to one
     * whose answer is known (asked in program order, the previous one's);
     * each step goes to an earlier load of the block, so the walk ends */
    LLVMValueRef r = v;
    for (;;) {
        LLVMValueRef prev = repeated_load(S, r);
        if (!prev)
            break;
        known = pmap_get(&S->dag_loads, prev);
        r = known ? known : prev;
        if (known)
            break;
    }
    pmap_put(&S->dag_loads, v, r);
    return r;
}

/* Whether load I, which repeats load prev (repeated_load), can name prev's
 * registers instead of a copy of them, as llc-19's DAG makes the two one
 * node (-O0 IR reloads a variable at every use: 13k register copies over
 * the -O0 programs of difftest seeds 64201-64400). Only where nothing can
 * have named I's own registers yet nor rewrite prev's before I's uses read
 * them: every use of I is a non-phi instruction of I's block (selected
 * after I, in order), and neither load's registers are taken over by a
 * user (regs_not_shared). Both are in one block, prev first. */
static bool load_alias_ok(SelectCtx *S, LLVMValueRef I, const VLoc *d, LLVMValueRef prev, const VLoc *s)
{
    if (d == s || d->n != s->n)
        return false;
    for (unsigned i = 0; i < d->n; i++)
        if (d->ops[i].kind != MO_REG || s->ops[i].kind != MO_REG || d->ops[i].rc != s->ops[i].rc)
            return false;
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(I);
    for (LLVMUseRef u = LLVMGetFirstUse(I); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        if (!LLVMIsAInstruction(U) || LLVMGetInstructionParent(U) != bb || LLVMGetInstructionOpcode(U) == LLVMPHI)
            return false;
    }
    return regs_not_shared(S, I, d) && regs_not_shared(S, prev, s);
}

/* The .local address of byte off of a static alloca (depot_addr). */
MOperand depot_local_addr(SelectCtx *S, uintptr_t depot, int64_t off)
{
    return depot_addr(S, true, depot, off);
}

MOperand depot_generic_addr(SelectCtx *S, uintptr_t depot, int64_t off)
{
    return depot_addr(S, false, depot, off);
}

/* The address of a load or store through ptr and its space. Into a static
 * alloca's depot slot (the alloca or a constant offset from it), the slot
 * is folded into the address, as llc-19 folds a frame index into a load's
 * or store's address (depot_addr):
 *   - a non-atomic, non-volatile access through a generic pointer is a
 *     .local one at [%SPL+slot+off], as NVPTX's alloca lowering makes
 *     llc-19 do at -O1 and above; ptxas then knows it is thread-private
 *     and cannot alias global or shared memory (llc-19 -O0 goes through
 *     the generic %SP instead: at -O0, 98% of the SASS loads and stores of
 *     difftest seeds 52001-52300 were generic ones into the depot, for
 *     both tools);
 *   - a volatile or atomic one keeps the generic address, [%SP+slot+off]
 *     (llc-19's address-space inference leaves them too);
 *   - an alloca in the local space (64-bit local pointers) is [%SPL+...].
 * 32-bit local pointers (the depot address is 64-bit here) and every other
 * address go through addr_of. (atomicrmw and cmpxchg keep the alloca's
 * register, as llc-19 does.) */
static unsigned access_addr(SelectCtx *S, LLVMValueRef I, LLVMValueRef ptr, MOperand *addr)
{
    unsigned as = ptr_space(S, ptr);
    const AddrFold *af = split_addr(S, ptr, 0);
    uintptr_t depot = (uintptr_t)pmap_get(&S->allocas, af->base);
    unsigned bas = depot ? LLVMGetPointerAddressSpace(LLVMTypeOf(af->base)) : 1;
    if (as == bas && bas == 0) {
        bool plain = LLVMGetOrdering(I) == LLVMAtomicOrderingNotAtomic && !LLVMGetVolatile(I);
        if (S->local_ptr64 && plain) {
            *addr = depot_local_addr(S, depot, af->off);
            return 5;
        }
        *addr = depot_addr(S, false, depot, af->off);
        return 0;
    }
    if (as == bas && bas == 5 && S->local_ptr64) {
        *addr = depot_local_addr(S, depot, af->off);
        return 5;
    }
    *addr = addr_of(S, ptr);
    return as;
}

/* Whether store St writes back what a load of its block read from the same
 * address (the same pointer, or the same base, constant offset and space),
 * neither volatile nor atomic, with nothing that writes memory in between
 * (at most 256 instructions back): memory already holds the value, and
 * llc-19's combiner drops such a store at every level (`v = v;` at clang
 * -O0 is a load and a store of v's slot: difftest s70323_O0). When *loads
 * is given, it says whether another load lies between the two. */
static bool noop_store(SelectCtx *S, LLVMValueRef St, bool *loads)
{
    LLVMValueRef ld = LLVMGetOperand(St, 0);
    if (!is_simple_access(St) || !LLVMIsALoadInst(ld) || !is_simple_access(ld) ||
        LLVMGetInstructionParent(ld) != LLVMGetInstructionParent(St))
        return false;
    if (!same_address(S, LLVMGetOperand(ld, 0), LLVMGetOperand(St, 1)))
        return false;
    bool other_loads = false;
    unsigned steps = 0;
    LLVMValueRef J = LLVMGetPreviousInstruction(St);
    for (; J && J != ld && steps < 256; J = LLVMGetPreviousInstruction(J), steps++) {
        LLVMOpcode op = LLVMGetInstructionOpcode(J);
        if (writes_memory(S, J, op))
            return false;
        other_loads |= op == LLVMLoad;
    }
    if (loads)
        *loads = other_loads;
    return J == ld;
}

/* Whether load I's only use is a store noop_store drops, with no other load
 * in between (a later load repeating I would take I's registers:
 * repeated_load): the load goes too, as llc-19's combiner deletes a load
 * whose value nothing uses. */
static bool load_only_written_back(SelectCtx *S, LLVMValueRef I)
{
    LLVMUseRef u = LLVMGetFirstUse(I);
    if (!u || LLVMGetNextUse(u))
        return false;
    LLVMValueRef St = LLVMGetUser(u);
    bool loads = true;
    return LLVMIsAStoreInst(St) && LLVMGetOperand(St, 0) == I && noop_store(S, St, &loads) && !loads;
}

void lower_load(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef ptr = LLVMGetOperand(I, 0);
    if (load_only_written_back(S, I))
        return;
    LLVMValueRef prev = repeated_load(S, I);
    if (prev) {
        VLoc *d = result_loc(S, I), *s = result_loc(S, prev);
        if (load_alias_ok(S, I, d, prev, s)) {
            pmap_put(&S->vals, I, s);
            return;
        }
        for (unsigned i = 0; i < d->n && i < s->n; i++)
            mov_leaf(S, d->ops[i], s->ops[i]);
        return;
    }
    MOperand a;
    unsigned as = access_addr(S, I, ptr, &a);
    mem_access(S, I, false, LLVMTypeOf(I), a, as, LLVMGetAlignment(I), LLVMGetVolatile(I), LLVMGetOrdering(I),
               result_loc(S, I), NULL);
}

void lower_store(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef val = LLVMGetOperand(I, 0), ptr = LLVMGetOperand(I, 1);
    if (noop_store(S, I, NULL))
        return;
    /* llc-19's combiner stores a float or double constant as the integer of
     * its bits (mov.b32 / mov.u64, then st.u32 / st.u64), volatile too, at
     * every level; atomic stores and vectors keep the float. ptxas 13.0
     * compiled a kernel calling a function that stores a double constant
     * with st.f64 into one that faults (difftest s17887_O2), and the same
     * with llc-19's st.u64 right. */
    LLVMTypeKind vk = LLVMGetTypeKind(LLVMTypeOf(val));
    uint64_t bits;
    if ((vk == LLVMFloatTypeKind || vk == LLVMDoubleTypeKind) && LLVMIsAConstantFP(val) &&
        LLVMGetOrdering(I) == LLVMAtomicOrderingNotAtomic && const_fp_bits(val, &bits))
        val = LLVMConstInt(LLVMIntTypeInContext(LLVMGetTypeContext(LLVMTypeOf(val)), vk == LLVMFloatTypeKind ? 32 : 64),
                           bits, 0);
    MOperand a;
    unsigned as = access_addr(S, I, ptr, &a);
    mem_access(S, I, true, LLVMTypeOf(val), a, as, LLVMGetAlignment(I), LLVMGetVolatile(I), LLVMGetOrdering(I), NULL,
               val);
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
        emit_ops(S, (FormId)form_axis_fence[AX_fence_SEM_sc][scope], 0, NULL);
    return (FormId)form_axis_atom_sem[atomic_sem(ord)][scope][sp][op];
}

/* Under --strict-atomics, the red (PTX's atomic reduction, no result) that
 * does what the atom of an atomicrmw would when nothing uses its result: the
 * same operation with the same .sem.scope qualifiers. FORM_NONE by default
 * (llc-19 prints atom there, and its tests check it), where the result is
 * used, and where red has no such form: exch / cas, and the orderings red
 * cannot spell (its .sem is .relaxed or .release: acquire, acq_rel and
 * seq_cst stay atom). */
static FormId red_form(SelectCtx *S, LLVMValueRef I, LLVMAtomicOrdering ord, unsigned sp, unsigned op)
{
    if (!S->strict_atomics || LLVMGetFirstUse(I))
        return FORM_NONE;
    unsigned sem = atomic_sem(ord);
    if (sem != AX_atom_sem_SEM_relaxed && sem != AX_atom_sem_SEM_release)
        return FORM_NONE;
    return (FormId)form_axis_red_sem[sem == AX_atom_sem_SEM_relaxed ? AX_red_sem_SEM_relaxed : AX_red_sem_SEM_release]
                                    [scope_of(I)][sp][op];
}

/* The register an atomic reads pointer v from. For a variable (or an alias
 * of one) that is 'mov.u64 %rd, sym' in the atomic's block, once per block,
 * as llc-19's per-block DAG materialises it, not the function's copy from
 * the entry: that copy, live from the entry across calls and loops, is what
 * ptxas 13.0 -O3 keeps in a uniform register, and difftest s78698_O3
 * faulted on it (a CAS loop of atom.shared.add.f32 reading address 0x1;
 * docs/difftest.md). Any other value: its own register. */
typedef struct AtomSym {
    const MBlock *b; /* the block its mov is in */
    MOperand r;
} AtomSym;

static MOperand atomic_base(SelectCtx *S, LLVMValueRef v)
{
    LLVMValueRef obj = LLVMIsAGlobalAlias(v) ? alias_target(v) : v;
    LeafKind k;
    if (!obj || !LLVMIsAGlobalVariable(obj) || !scalar_leaf(S, LLVMTypeOf(v), &k))
        return val_reg(S, v, 0);
    /* one mov per block and variable, as the DAG has one node for it */
    AtomSym *as = pmap_get(&S->atom_syms, obj);
    if (as && as->b == S->cur)
        return as->r;
    if (!as) {
        as = arena_alloc(S->a, sizeof *as);
        pmap_put(&S->atom_syms, obj, as);
    }
    as->b = S->cur;
    as->r = new_vreg(S, leaf_rc(k)); /* a 64-bit pointer, or a 32-bit one (--nvptx-short-ptr spaces) */
    emit(S, k == LK_P32 ? FORM_mov_u32 : FORM_mov_u64, 2, as->r, mo_sym(sym_name(S, obj)));
    return as->r;
}

/* The address of an atomicrmw or cmpxchg: the whole pointer in a register,
 * [%rd], as llc-19 selects every atom (its patterns take a register
 * address only; it computes a variable's address with mov.u64 and an offset
 * with add.s64 first). Measured on an H100 against the folded [sym+12] /
 * [%rd+8] of before (1,585 changed campaign programs, all matching
 * llc-19): neutral, -O2 1.0008 -> 1.0002 and -O0 0.9715 -> 0.9726 of
 * llc-19's time; kept as llc-19's selection. */
static MOperand atomic_addr(SelectCtx *S, LLVMValueRef ptr)
{
    /* a constant address (a variable plus a constant offset) is added here,
     * in the atomic's block, as llc-19's DAG adds it: materialised once for
     * the function it would hold a register from the entry on */
    if (LLVMIsAConstantExpr(ptr)) {
        const AddrFold *af = split_addr(S, ptr, 0);
        LeafKind k;
        if (af->base != ptr && af->off && scalar_leaf(S, LLVMTypeOf(ptr), &k)) {
            MOperand base = atomic_base(S, af->base), r = new_vreg(S, leaf_rc(k));
            emit(S, int_form(AX_int_OP_add_s, leaf_bits(k)), 3, r, base, mo_imm(af->off));
            return mo_addr_reg(r, 0);
        }
    }
    return mo_addr_reg(atomic_base(S, ptr), 0);
}

void lower_atomicrmw(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef ptr = LLVMGetOperand(I, 0), val = LLVMGetOperand(I, 1);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
    if (as != 0 && as != 1 && as != 3 && as != 7) {
        isel_error(S, I, "atomicrmw in address space %u is not supported", as);
        return;
    }
    LeafKind k = LK_I1; /* refused below when the type has no scalar leaf (i128) */
    /* half and bfloat: only the fadd AtomicExpand leaves where the target
     * has it (isel/pipeline.c), atom.add.noftz */
    bool narrow_fp = scalar_leaf(S, LLVMTypeOf(val), &k) && (k == LK_F16 || k == LK_BF16);
    if (narrow_fp ? LLVMGetAtomicRMWBinOp(I) != LLVMAtomicRMWBinOpFAdd
                  : !(k == LK_I32 || k == LK_I64 || k == LK_F32 || k == LK_F64 || is_ptr_leaf(k))) {
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
    FormId red = red_form(S, I, LLVMGetOrdering(I), (unsigned)space_ix(as), (unsigned)op);
    if (red != FORM_NONE) {
        emit(S, red, 2, atomic_addr(S, ptr), x);
        return;
    }
    FormId id = atom_form(S, I, LLVMGetOrdering(I), (unsigned)space_ix(as), (unsigned)op);
    emit(S, id, 3, res->ops[0], atomic_addr(S, ptr), x);
}

void lower_cmpxchg(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef ptr = LLVMGetOperand(I, 0), cmp = LLVMGetOperand(I, 1), nv = LLVMGetOperand(I, 2);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
    LeafKind k;
    if (!scalar_leaf(S, LLVMTypeOf(cmp), &k) || !(k == LK_I32 || k == LK_I64 || is_ptr_leaf(k)) ||
        (as != 0 && as != 1 && as != 3 && as != 7)) {
        isel_error(S, I, "cmpxchg on '%s' in address space %u is not supported", type_str(S, LLVMTypeOf(cmp)), as);
        return;
    }
    unsigned w = leaf_bits(k);
    FormId id = atom_form(S, I, LLVMGetCmpXchgSuccessOrdering(I), (unsigned)space_ix(as),
                          w == 64 ? AX_atom_OP_cas_b64 : AX_atom_OP_cas_b32);
    MOperand c = val_op(S, cmp, 0);
    emit_ops(S, id, 4, (MOperand[]){res->ops[0], atomic_addr(S, ptr), c, val_op(S, nv, 0)});
    emit(S, setp_int_form(AX_setp_int_C_eq, true, w), 3, res->ops[1], res->ops[0], c);
}

void lower_fence(SelectCtx *S, LLVMValueRef I)
{
    LLVMAtomicOrdering ord = LLVMGetOrdering(I);
    unsigned sem = ord == LLVMAtomicOrderingSequentiallyConsistent ? AX_fence_SEM_sc : AX_fence_SEM_acq_rel;
    emit_ops(S, (FormId)form_axis_fence[sem][scope_of(I)], 0, NULL);
}
