/*
 * Calls and the .param ABI: parameter declarations, call sequences (direct,
 * indirect through a .callprototype), return values, byval copies, and
 * NVPTX's vararg ABI.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- params and calls */

/* Attribute 'kind' at index idx (0 the return value, i + 1 parameter i) of
 * a function, or of a call site (an indirect call has no callee to ask). */
static LLVMAttributeRef attr_at(LLVMValueRef fn, unsigned idx, unsigned kind)
{
    if (!fn)
        return NULL;
    return LLVMIsACallInst(fn) ? LLVMGetCallSiteEnumAttribute(fn, idx, kind) : LLVMGetEnumAttributeAtIndex(fn, idx, kind);
}

/* Each kind as LLVM names it, 0 until asked (no enum attribute has kind 0:
 * LLVM's None); threads that race store the same kind. */
static _Atomic unsigned enum_attr_kinds[EA_COUNT];

unsigned enum_attr_kind(EnumAttr a)
{
    static const char *const names[EA_COUNT] = {
#define X(name) #name,
        ENUM_ATTRS(X)
#undef X
    };
    unsigned k = atomic_load_explicit(&enum_attr_kinds[a], memory_order_relaxed);
    if (!k) {
        k = LLVMGetEnumAttributeKindForName(names[a], strlen(names[a]));
        atomic_store_explicit(&enum_attr_kinds[a], k, memory_order_relaxed);
    }
    return k;
}

bool intrinsic_memory_none(LLVMValueRef callee)
{
    if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee))
        return false;
    LLVMAttributeRef m = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, enum_attr_kind(EA_memory));
    return m && LLVMGetEnumAttributeValue(m) == 0;
}

LLVMAttributeRef param_attr(LLVMValueRef fn, unsigned idx, EnumAttr a)
{
    return attr_at(fn, idx + 1, enum_attr_kind(a));
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
    if (fn && a < 16) {
        /* once per function: a walk of its uses at every call site is
         * quadratic in the calls of one helper */
        uintptr_t memo = (uintptr_t)pmap_get(&S->direct_only, fn);
        if (!memo) {
            memo = 1 + (uintptr_t)fn_local_direct_only(fn);
            pmap_put(&S->direct_only, fn, (void *)memo);
        }
        if (memo == 2)
            a = 16;
    }
    return byval_align > a ? byval_align : a;
}

/* The .param declaration of a parameter (or return value) of type ty of fn,
 * as llc-19 prints it: kernel scalars by their type (.u8 for i1/i8), .func
 * scalars as .b32/.b64 (i1/i8/i16 promoted); half/bfloat, i128, vectors,
 * aggregates and byval parameters (byval_align != 0) as an aligned byte
 * array. */
MParamType param_decl(SelectCtx *S, LLVMTypeRef ty, LLVMValueRef fn, bool kernel, unsigned byval_align)
{
    LeafKind k;
    if (!byval_align && scalar_leaf(S, ty, &k) && k != LK_F16 && k != LK_BF16) {
        if (kernel) {
            switch (k) {
            case LK_I1:
            case LK_I8: return (MParamType){.ty = PTY_U8};
            case LK_I16: return (MParamType){.ty = PTY_U16};
            case LK_I32:
            case LK_P32: return (MParamType){.ty = PTY_U32};
            case LK_I64:
            case LK_PTR: return (MParamType){.ty = PTY_U64};
            case LK_F32: return (MParamType){.ty = PTY_F32};
            case LK_F64: return (MParamType){.ty = PTY_F64};
            default: break;
            }
        }
        return (MParamType){.ty = leaf_bits(k) == 64 ? PTY_B64 : PTY_B32};
    }
    unsigned long long size = abi_size(S, ty);
    if (!size)
        isel_error(S, NULL, "a parameter or return value of the empty type %s cannot be passed (llc-19 refuses it "
                   "too: empty parameter types are not supported)", type_str(S, ty));
    unsigned al = kernel && !byval_align ? LLVMABIAlignmentOfType(S->td, ty) : param_align(S, ty, kernel ? NULL : fn, byval_align);
    if (kernel && al > 128)
        al = 128;
    return (MParamType){.ty = PTY_BYTES, .align = al, .size = size};
}

/* Alignment attribute of parameter idx (0 when absent). */
unsigned param_align_attr(LLVMValueRef fn, unsigned idx)
{
    LLVMAttributeRef a = attr_at(fn, idx + 1, enum_attr_kind(EA_align));
    return a ? (unsigned)LLVMGetEnumAttributeValue(a) : 0;
}

/* param_decl for parameter idx of fn (byval: its pointee, at its alignment). */
MParamType param_decl_at(SelectCtx *S, LLVMValueRef fn, unsigned idx, LLVMTypeRef ty, bool kernel)
{
    LLVMAttributeRef byval = param_attr(fn, idx, EA_byval);
    if (!byval)
        return param_decl(S, ty, fn, kernel, 0);
    LLVMTypeRef bt = LLVMGetTypeAttributeValue(byval);
    unsigned al = param_align_attr(fn, idx);
    return param_decl(S, bt, fn, kernel, al ? al : 1);
}

/* Byte-wise copy of 'size' bytes between two addresses (used for byval). */
/* dsp, ssp: AX_ld_SP_ values, ssp -1 for a space PTX has none for */
void copy_bytes(SelectCtx *S, MOperand dst, unsigned dsp, MOperand src, int ssp, uint64_t size,
                       unsigned align)
{
    /* the widest naturally aligned piece at each offset: 24 bytes at
     * align 8 are three .b64, 12 bytes at align 8 a .b64 and a .b32 */
    unsigned cap = align >= 8 ? 8 : align >= 4 ? 4 : align >= 2 ? 2 : 1;
    for (uint64_t o = 0, unit; o < size; o += unit) {
        unit = cap;
        while (unit > 1 && (o % unit || o + unit > size))
            unit /= 2;
        RegClass rc = unit == 8 ? RC_B64 : unit == 4 ? RC_B32 : RC_B16;
        unsigned ty = mem_ty_unit((unsigned)unit);
        MOperand t = new_vreg(S, rc);
        MOperand s = src, d = dst;
        s.imm += (int64_t)o;
        d.imm += (int64_t)o;
        if (ssp < 0)
            no_space_form(S, false);
        else
            emit(S, ldst_form(false, (unsigned)ssp, ty), 2, t, s);
        emit(S, ldst_form(true, dsp, ty), 2, d, t);
    }
}

/* copy_bytes over the bytes of ty's leaves only, each leaf on its own:
 * the copy of a byval aggregate, as llc-19 makes it (a load and a store
 * per field, no padding). Over the whole size, 'ld.local.u16 [d]' after
 * 'st.local.u8 [d]' and 'st.local.b16 [d+2]' (a field read across its
 * padding) keeps ptxas from forwarding the stores: the aggregate stays
 * in local memory and the kernel ran 2.05x llc-19's time (difftest
 * s84618 -O2, five calls with struct arguments in a loop). A type of
 * more leaves than MAX_COPY_LEAVES, or none, is copied whole. */
enum { MAX_COPY_LEAVES = 64 };
void copy_leaves(SelectCtx *S, MOperand dst, unsigned dsp, MOperand src, int ssp, LLVMTypeRef ty, unsigned align)
{
    uint64_t size = abi_size(S, ty);
    const TypeLeaves *tl = type_leaves_of(S, ty);
    if (tl->n == 0 || tl->n == SIZE_MAX || tl->n > MAX_COPY_LEAVES) {
        copy_bytes(S, dst, dsp, src, ssp, size, align);
        return;
    }
    for (size_t i = 1; i < tl->n; i++)
        if (tl->l[i].off < tl->l[i - 1].off) { /* not in offset order */
            copy_bytes(S, dst, dsp, src, ssp, size, align);
            return;
        }
    /* each leaf's bytes, merged with the next where they overlap (the
     * leaves of a bit-packed vector share bytes), as copy_bytes copies them */
    for (size_t i = 0; i < tl->n;) {
        uint64_t lo = tl->l[i].off, hi = lo + leaf_bytes((LeafKind)tl->l[i].kind);
        size_t j = i + 1;
        while (j < tl->n && tl->l[j].off < hi) {
            uint64_t e = tl->l[j].off + leaf_bytes((LeafKind)tl->l[j].kind);
            hi = e > hi ? e : hi;
            j++;
        }
        if (hi > size)
            hi = size;
        MOperand s = src, d = dst;
        s.imm += (int64_t)lo;
        d.imm += (int64_t)lo;
        /* the piece's alignment: the base's, limited by its offset */
        unsigned a = align;
        while (a > 1 && lo % a)
            a /= 2;
        copy_bytes(S, d, dsp, s, ssp, hi - lo, a);
        i = j;
    }
}

uint64_t depot_alloc(SelectCtx *S, uint64_t size, unsigned align)
{
    if (align < 1)
        align = 1;
    uint64_t off = (S->f->depot_size + align - 1) / align * align;
    S->f->depot_size = off + (size ? size : 1);
    if (align > S->f->depot_align)
        S->f->depot_align = align;
    return off;
}

/* The operation ("uadd", ...) and width of an
 * llvm.{u,s}{add,sub,mul}.with.overflow.i32/i64 name; false for any other. */
static bool overflow_name(const char *name, char op[8], unsigned *bits)
{
    /* the scan only for a name that can match */
    if (!strstr(name, ".with.overflow.") ||
        sscanf(name, "llvm.%4[a-z].with.overflow.i%u", op, bits) != 2 || (*bits != 32 && *bits != 64))
        return false;
    bool is_add = !strcmp(op + 1, "add"), is_sub = !strcmp(op + 1, "sub"), is_mul = !strcmp(op + 1, "mul");
    return (op[0] == 'u' || op[0] == 's') && (is_add || is_sub || is_mul);
}

/* llvm.{u,s}{add,sub,mul}.with.overflow.i32/i64 -> {result, overflow bit}. */
static bool lower_overflow_intrinsic(SelectCtx *S, LLVMValueRef I, const char *name)
{
    char op[8];
    unsigned bits;
    if (!overflow_name(name, op, &bits))
        return false;
    bool is_add = !strcmp(op + 1, "add"), is_sub = !strcmp(op + 1, "sub"), is_mul = !strcmp(op + 1, "mul");
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
    if (!scalar_leaf(S, vec ? LLVMGetElementType(ty) : ty, &k))
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
    /* fma / fmuladd of <N x float>: packed pairs where the target has fma.rn.f32x2 */
    unsigned e0 = vec && nargs == 3 && ((blen == 8 && !strncmp(name, "llvm.fma", 8)) ||
                                        (blen == 12 && !strncmp(name, "llvm.fmuladd", 12)))
                      ? lower_f32x2(S, I, FORM_fma_rn_f32x2, 3)
                      : 0;
    VLoc *res = result_loc(S, I);
    for (unsigned e = e0; e < nel && e < res->n; e++) {
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
    bool sext = attr_at(fn, attr_idx, enum_attr_kind(EA_signext)) != NULL;
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

void vararg_param(SelectCtx *S, MFunc *f)
{
    if (!LLVMIsFunctionVarArg(LLVMGlobalGetValueType(ir_value(f->fn))))
        return;
    MParam *mp = &f->params[f->nparams];
    memset(mp, 0, sizeof *mp);
    mp->type = (MParamType){.ty = PTY_B64};
    mp->name = arena_printf(S->m->arena, "%s_param_%zu", f->name, f->nparams); /* as setup_params */
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
        off += abi_size(S, ty);
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
        const Leaf *lv = leaves_of(S, LLVMTypeOf(a), &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, a, (unsigned)l);
            if (k == LK_I1)
                x = pred_to_int(S, x, 16, false);
            unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 || k == LK_I1 ? AX_ld_T_u8 : AX_ld_T_b16;
            emit(S, ldst_form(true, AX_ld_SP__local, t), 2, mo_addr_reg(loc, (int64_t)(offs[i] + lv[l].off)), x);
        }
    }
    return gen;
}

static bool va_name(const char *name)
{
    return !strncmp(name, "llvm.va_start", 13) || !strncmp(name, "llvm.va_copy", 12) || !strncmp(name, "llvm.va_end", 11);
}

/* llvm.va_start / va_copy / va_end; false for other names. */
static bool lower_va_intrinsic(SelectCtx *S, LLVMValueRef I, const char *name)
{
    bool start = !strncmp(name, "llvm.va_start", 13), copy = !strncmp(name, "llvm.va_copy", 12);
    if (!va_name(name))
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
            no_space_form(S, false);
        else
            emit(S, ldst_form(false, (unsigned)sp, AX_ld_T_u64), 2, p, sa);
    }
    int sp = space_ix(ptr_space(S, ap));
    MOperand aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, true);
    else
        emit(S, ldst_form(true, (unsigned)sp, AX_ld_T_u64), 2, aa, p);
    return true;
}

void lower_va_arg(SelectCtx *S, LLVMValueRef I)
{
    LLVMValueRef ap = LLVMGetOperand(I, 0);
    LLVMTypeRef ty = LLVMTypeOf(I);
    int64_t al = (int64_t)LLVMABIAlignmentOfType(S->td, ty), size = (int64_t)abi_size(S, ty);
    int sp = space_ix(ptr_space(S, ap));
    MOperand p = new_vreg(S, RC_B64), t = new_vreg(S, RC_B64), a = new_vreg(S, RC_B64), nx = new_vreg(S, RC_B64);
    MOperand aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, false);
    else
        emit(S, ldst_form(false, (unsigned)sp, AX_ld_T_u64), 2, p, aa);
    emit(S, FORM_add_s64, 3, t, p, mo_imm(al - 1));
    emit(S, FORM_and_b64, 3, a, t, mo_imm(-al));
    emit(S, FORM_add_s64, 3, nx, a, mo_imm(size));
    aa = addr_of(S, ap);
    if (sp < 0)
        no_space_form(S, true);
    else
        emit(S, ldst_form(true, (unsigned)sp, AX_ld_T_u64), 2, aa, nx);
    mem_access(S, I, false, ty, mo_addr_reg(a, 0), 0, (unsigned)al, false, LLVMAtomicOrderingNotAtomic,
               result_loc(S, I), NULL);
}

/* A .param access of a field goes byte by byte, little-endian, where the
 * field is not naturally aligned in the parameter: where its offset is not
 * a multiple of its size (an i128 at offset 9 of a packed struct), and
 * where the whole parameter's type has a smaller ABI alignment than the
 * field (every field of a packed struct <{ i64, i32 }> is at alignment 1,
 * whatever .align the parameter is declared with). That is llc-19's rule
 * (the field's alignment is the common alignment of the type's ABI
 * alignment and the offset), and what keeps ptxas right: ptxas 13 gave
 * wrong answers on H100 for a packed-struct return value written and read
 * with st.param.b64 / ld.param.b64 on both sides of a call (difftest
 * s52003_O2; each side alone with llc-19's byte accesses ran right). The
 * alignment is llc-19's too, which differs between the two sides of a
 * call: a function's own parameters and return value are read and written
 * at their type's ABI alignment, a call site's at the alignment their
 * .param is declared with (16 for a packed struct passed to an internal
 * function: llc-19 raises it there, and reads that return value wide).
 * t is the access type (AX_ld_T_b64, AX_ld_T_u8, ...); tyal that
 * alignment. */
static unsigned decl_align(MParamType d)
{
    return d.ty == PTY_BYTES ? d.align : 16; /* a scalar .param is naturally aligned */
}

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

static bool param_bytewise(unsigned nb, int64_t off, unsigned tyal)
{
    return nb > 1 && (off % (int64_t)nb != 0 || tyal < nb);
}

static void param_st(SelectCtx *S, const char *sym, int64_t off, MOperand x, unsigned t, unsigned tyal)
{
    unsigned nb = param_type_bytes(t);
    if (!param_bytewise(nb, off, tyal)) {
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

/* An i1 inside an aggregate or vector parameter or return value is one
 * byte, as llc-19 passes it: written with st.param.b8 (0 or 1), read with
 * ld.param.u8 and its low bit tested (llc-19 writes 0 or -1 there). A
 * wider access would read or clobber the next field. */
void param_ld_i1(SelectCtx *S, MOperand p, const char *sym, int64_t off)
{
    MOperand b = new_vreg(S, RC_B16), m = new_vreg(S, RC_B16);
    emit(S, FORM_ld_param_u8, 2, b, mo_addr_sym(sym, off));
    emit(S, int_form(AX_int_OP_and_b, 16), 3, m, b, mo_imm(1));
    emit(S, setp_int_form(AX_setp_int_C_ne, false, 16), 3, p, m, mo_imm(0));
}

void param_st_i1(SelectCtx *S, const char *sym, int64_t off, MOperand p)
{
    emit(S, FORM_st_param_u8, 2, mo_addr_sym(sym, off), pred_to_int(S, p, 16, false));
}

void param_ld(SelectCtx *S, MOperand d, const char *sym, int64_t off, unsigned t, unsigned tyal)
{
    unsigned nb = param_type_bytes(t);
    if (!param_bytewise(nb, off, tyal)) {
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

/* The alignment a byval argument is copied into its .param at: the
 * source's (an alloca's or a global's own alignment, else the type's ABI
 * alignment as before; the byval align attribute is the callee's copy's,
 * not a promise about the caller's pointer), capped by the .param's. A
 * packed struct's ABI alignment is 1: clang's -O0 temporaries of one
 * (align 8) went byte by byte, 24 ld.u8 + 24 st.param.u8 per call where
 * llc-19 has 8 loads and 5 param stores (difftest seed 52003). */
static unsigned byval_copy_align(SelectCtx *S, LLVMValueRef src, LLVMTypeRef ty, unsigned param_al)
{
    unsigned al = LLVMABIAlignmentOfType(S->td, ty);
    if (LLVMIsAAllocaInst(src) || LLVMIsAGlobalVariable(src)) {
        /* its slot is placed at exactly this alignment (below the ABI's
         * too: 'alloca i64, align 1') */
        unsigned own = LLVMGetAlignment(src);
        if (own)
            al = own;
    }
    return param_al && param_al < al ? param_al : al;
}

/* A called function's name and the name-based lowerings of lower_call its
 * name does not rule out (each returns false for any other name), found
 * at its first call: a kernel calls the same few intrinsics many times. */
enum { CN_LLVM = 1, CN_NVVM = 2, CN_VA = 4, CN_I128_MINMAX = 8, CN_OVERFLOW = 16 };
typedef struct Callee {
    const char *name;
    size_t len;
    unsigned cn;
} Callee;

static const Callee *callee_of(SelectCtx *S, LLVMValueRef fn)
{
    Callee *c = pmap_get(&S->callees, fn);
    if (c)
        return c;
    c = arena_alloc(S->m->arena, sizeof *c); /* module state: it outlives the function */
    c->name = LLVMGetValueName2(fn, &c->len);
    const char *name = c->name;
    if (c->len > 5 && !strncmp(name, "llvm.", 5)) {
        char op[8];
        unsigned bits;
        LLVMIntPredicate p;
        c->cn = CN_LLVM;
        if (!strncmp(name, "llvm.nvvm.", 10))
            c->cn |= CN_NVVM;
        else /* va_start / va_copy / va_end; umin, umax, smin, smax: the letter first */
            c->cn |= (name[5] == 'v' && va_name(name) ? CN_VA : 0) |
                     ((name[5] == 'u' || name[5] == 's') && i128_minmax_pred(name, &p) ? CN_I128_MINMAX : 0) |
                     (overflow_name(name, op, &bits) ? CN_OVERFLOW : 0);
    }
    pmap_put(&S->callees, fn, c);
    return c;
}

void lower_call(SelectCtx *S, LLVMValueRef I)
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
    const Callee *cs = indirect ? NULL : callee_of(S, callee);
    const char *name = cs ? cs->name : "";
    unsigned cn = cs ? cs->cn : 0;
    if (cn & CN_LLVM) {
        if (!(cn & CN_NVVM) && (contract_lower(S, I) || ((cn & CN_VA) && lower_va_intrinsic(S, I, name)) ||
                                ((cn & CN_I128_MINMAX) && lower_i128_minmax(S, I, name)) ||
                                ((cn & CN_OVERFLOW) && lower_overflow_intrinsic(S, I, name)) ||
                                lower_elementwise_intrinsic(S, I, name)))
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
        LLVMAttributeRef byval = param_attr(attrs, i, EA_byval);
        LLVMTypeRef ty = byval ? LLVMGetTypeAttributeValue(byval) : LLVMTypeOf(a);
        MParamType decl = param_decl_at(S, attrs, i, ty, false);
        const char *pname = arena_cat_u64(S->a, "param", "", i);
        emit(S, FORM_param_decl, 1, mo_param(pname, decl));
        args[nlist] = mo_sym(pname);
        proto[nlist++] = mo_param("_", decl);
        if (byval) {
            MOperand src = addr_of(S, a);
            int ssp = space_ix(LLVMGetPointerAddressSpace(LLVMTypeOf(a)));
            uintptr_t depot = LLVMIsAAllocaInst(a) ? (uintptr_t)pmap_get(&S->allocas, a) : 0;
            if (depot && LLVMGetPointerAddressSpace(LLVMTypeOf(a)) == 0 && S->local_ptr64) {
                /* a static alloca (clang's temporary of the argument): read
                 * at the depot's generic address [%SP+slot], as llc-19
                 * reads a byval argument's frame slot. Through .local
                 * ([%SPL+slot]) ptxas made the kernel of difftest s84618
                 * -O2 2.03x slower (H200, 300 pairs): llc-19's own PTX
                 * with these loads made .local ran 2.04x, ptxsel's with
                 * them generic 1.007x */
                src = depot_generic_addr(S, depot, 0);
                ssp = space_ix(0);
            }
            copy_leaves(S, mo_addr_sym(pname, 0), AX_ld_SP__param, src, ssp, ty,
                        byval_copy_align(S, a, ty, decl.align));
            continue;
        }
        size_t n;
        const Leaf *lv = leaves_of(S, ty, &n, I);
        bool small_scalar = n == 1 && LLVMGetTypeKind(ty) == LLVMIntegerTypeKind;
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, a, (unsigned)l);
            if (k == LK_I1 && !small_scalar) {
                param_st_i1(S, pname, (int64_t)lv[l].off, x);
                continue;
            }
            if (k == LK_I1)
                x = pred_to_int(S, x, 32, false);
            if (small_scalar && (k == LK_I8 || k == LK_I16)) {
                x = widen_small_int(S, attrs, i + 1, x, k);
                k = LK_I32;
            }
            unsigned t = k == LK_I1 ? AX_ld_T_b32 : leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : leaf_bits(k) == 16 ? AX_ld_T_b16 : AX_ld_T_u8;
            if (k == LK_I8)
                t = AX_ld_T_u8;
            param_st(S, pname, (int64_t)lv[l].off, x, t, decl_align(decl));
        }
    }
    if (variadic) {
        const char *pname = arena_cat_u64(S->a, "param", "", nfixed);
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
        const Leaf *lv = leaves_of(S, rty, &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand a = mo_addr_sym("retval0", (int64_t)lv[l].off);
            if (k == LK_I1 && !(n == 1 && LLVMGetTypeKind(rty) == LLVMIntegerTypeKind)) {
                param_ld_i1(S, res->ops[l], "retval0", (int64_t)lv[l].off);
            } else if (k == LK_I1) {
                MOperand t = new_vreg(S, RC_B32);
                emit(S, FORM_ld_param_b32, 2, t, a);
                emit(S, FORM_setp_ne_s32, 3, res->ops[l], t, mo_imm(0));
            } else {
                unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 ? AX_ld_T_u8 : AX_ld_T_b16;
                param_ld(S, res->ops[l], "retval0", (int64_t)lv[l].off, t, decl_align(rdecl));
            }
        }
    }
    emit(S, FORM_callseq_end, 1, mo_imm(seq));
}

void lower_ret(SelectCtx *S, LLVMValueRef I)
{
    if (LLVMGetNumOperands(I) > 0 && !S->f->is_kernel) {
        LLVMValueRef v = LLVMGetOperand(I, 0);
        size_t n;
        const Leaf *lv = leaves_of(S, LLVMTypeOf(v), &n, I);
        for (size_t l = 0; lv && l < n; l++) {
            LeafKind k = (LeafKind)lv[l].kind;
            MOperand x = val_reg(S, v, (unsigned)l);
            MOperand a = mo_addr_sym("func_retval0", (int64_t)lv[l].off);
            if (n == 1 && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind && (k == LK_I8 || k == LK_I16)) {
                emit(S, FORM_st_param_b32, 2, a, widen_small_int(S, S->fn, 0, x, k));
            } else if (k == LK_I1 && !(n == 1 && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind)) {
                param_st_i1(S, "func_retval0", (int64_t)lv[l].off, x);
            } else if (k == LK_I1) {
                emit(S, FORM_st_param_b32, 2, a, pred_to_int(S, x, 32, false));
            } else {
                unsigned t = leaf_bits(k) == 64 ? AX_ld_T_b64 : leaf_bits(k) == 32 ? AX_ld_T_b32 : k == LK_I8 ? AX_ld_T_u8 : AX_ld_T_b16;
                param_st(S, "func_retval0", (int64_t)lv[l].off, x, t, LLVMABIAlignmentOfType(S->td, LLVMTypeOf(v)));
            }
        }
    }
    emit_ops(S, FORM_ret, 0, NULL);
}
