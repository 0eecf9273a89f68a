/*
 * Intrinsic selection and inline assembly.
 * Consumes: calls to llvm.* functions and InlineAsm callees.
 * Produces: MInsts of the intrinsic's form row (operands: result leaves, then
 *           arguments; vector / literal-struct operands as {lists}), or
 *           expansions for generic LLVM intrinsics (memcpy, memset, ...).
 * Guarantees: arity, operand types, immarg constness and ranges are checked
 *           against the row's signature with precise messages; an unknown
 *           llvm.nvvm.* intrinsic is an error naming it (never a crash).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isel.h"

/* ---------------------------------------------------------------- signatures */

static void sig_str(const SigType *s, char *buf, size_t n)
{
    if (s->regform == SIG_REG_PRED_PAIR) {
        const char *v = s->is_float ? "float" : "i32";
        snprintf(buf, n, "{%s, i1} (or {%s, i8}, a C bool)", v, v);
        return;
    }
    if (s->regform == SIG_REG_VEC_SCALAR) {
        char e[16];
        if (s->is_float)
            snprintf(e, sizeof e, "%s", s->bits == 64 ? "double" : s->bits == 16 ? "half" : "float");
        else
            snprintf(e, sizeof e, "i%u", s->bits);
        snprintf(buf, n, "{<%u x %s>, %s}", s->count, e, e);
        return;
    }
    if (s->regform == SIG_REG_HALF2) {
        const char *e = s->is_float == 2 ? "bfloat" : "half";
        if (s->kind == SIG_STRUCT)
            snprintf(buf, n, "{%u x <2 x %s>}", s->count, e);
        else
            snprintf(buf, n, "<2 x %s>", e);
        return;
    }
    switch ((SigKind)s->kind) {
    case SIG_VOID: snprintf(buf, n, "void"); break;
    case SIG_INT: snprintf(buf, n, "%si%u", s->is_imm ? "immarg " : "", s->bits); break;
    case SIG_FLOAT: snprintf(buf, n, "%s", s->is_float == 2 ? "bfloat" : s->bits == 16 ? "half" : s->bits == 32 ? "float" : "double"); break;
    case SIG_PTR:
        if (s->addrspace >= 0)
            snprintf(buf, n, "ptr addrspace(%d)", s->addrspace);
        else
            snprintf(buf, n, "ptr");
        break;
    case SIG_VEC: snprintf(buf, n, "<%u x %s%u>", s->count, s->is_float ? "f" : "i", s->bits); break;
    case SIG_STRUCT: snprintf(buf, n, "{%u x %s%u}", s->count, s->is_float ? "f" : "i", s->bits); break;
    case SIG_ANY: snprintf(buf, n, "any"); break;
    }
}

static bool scalar_matches(const SigType *s, LLVMTypeRef ty, unsigned bits, bool is_float)
{
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (!is_float)
        return k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == bits;
    (void)s;
    switch (bits) {
    case 16: return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind;
    case 32: return k == LLVMFloatTypeKind;
    case 64: return k == LLVMDoubleTypeKind;
    default: return false;
    }
}

/* <2 x half>, or <2 x bfloat> for a bh2 entry (is_float 2) */
static bool is_half2(const SigType *s, LLVMTypeRef ty)
{
    LLVMTypeKind e = s->is_float == 2 ? LLVMBFloatTypeKind : LLVMHalfTypeKind;
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind && LLVMGetVectorSize(ty) == 2 &&
           LLVMGetTypeKind(LLVMGetElementType(ty)) == e;
}

static bool type_matches(const SigType *s, LLVMTypeRef ty)
{
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (s->regform == SIG_REG_PRED_PAIR) {
        if (k != LLVMStructTypeKind || LLVMCountStructElementTypes(ty) != 2 ||
            !scalar_matches(s, LLVMStructGetTypeAtIndex(ty, 0), s->bits, s->is_float))
            return false;
        LLVMTypeRef p = LLVMStructGetTypeAtIndex(ty, 1);
        return LLVMGetTypeKind(p) == LLVMIntegerTypeKind &&
               (LLVMGetIntTypeWidth(p) == 1 || LLVMGetIntTypeWidth(p) == 8);
    }
    if (s->regform == SIG_REG_VEC_SCALAR) {
        if (k != LLVMStructTypeKind || LLVMCountStructElementTypes(ty) != 2)
            return false;
        LLVMTypeRef v = LLVMStructGetTypeAtIndex(ty, 0);
        return LLVMGetTypeKind(v) == LLVMVectorTypeKind && LLVMGetVectorSize(v) == s->count &&
               scalar_matches(s, LLVMGetElementType(v), s->bits, s->is_float) &&
               scalar_matches(s, LLVMStructGetTypeAtIndex(ty, 1), s->bits, s->is_float);
    }
    if (s->regform == SIG_REG_HALF2) {
        if (s->kind != SIG_STRUCT)
            return is_half2(s, ty);
        if (k != LLVMStructTypeKind || LLVMCountStructElementTypes(ty) != s->count)
            return false;
        for (unsigned i = 0; i < s->count; i++)
            if (!is_half2(s, LLVMStructGetTypeAtIndex(ty, i)))
                return false;
        return true;
    }
    switch ((SigKind)s->kind) {
    case SIG_VOID: return k == LLVMVoidTypeKind;
    case SIG_ANY: return true;
    case SIG_INT: return k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == s->bits;
    case SIG_FLOAT:
        if (s->is_float == 2)
            return k == LLVMBFloatTypeKind;
        return scalar_matches(s, ty, s->bits, true) && (s->bits != 16 || k == LLVMHalfTypeKind);
    case SIG_PTR:
        return k == LLVMPointerTypeKind && (s->addrspace < 0 || (unsigned)s->addrspace == LLVMGetPointerAddressSpace(ty));
    case SIG_VEC:
        /* a one-element vector row also takes the bare scalar (tcgen05 .x1:
         * LLVM 19-era IR passes an i32, upstream's LLVM 23 a <1 x i32>) */
        if (s->count == 1 && (k == LLVMIntegerTypeKind || k == LLVMFloatTypeKind))
            return scalar_matches(s, ty, s->bits, s->is_float);
        if (k == LLVMVectorTypeKind)
            return LLVMGetVectorSize(ty) == s->count && scalar_matches(s, LLVMGetElementType(ty), s->bits, s->is_float);
        /* a literal struct of the same scalars is accepted for vector operands */
        /* fallthrough */
    case SIG_STRUCT:
        if (k != LLVMStructTypeKind || LLVMCountStructElementTypes(ty) != s->count)
            return false;
        for (unsigned i = 0; i < s->count; i++)
            if (!scalar_matches(s, LLVMStructGetTypeAtIndex(ty, i), s->bits, s->is_float))
                return false;
        return true;
    }
    return false;
}

static const char *llvm_type_str(SelectCtx *S, LLVMTypeRef ty)
{
    char *s = LLVMPrintTypeToString(ty);
    const char *r = arena_strdup(S->a, s);
    LLVMDisposeMessage(s);
    return r;
}

/* SIG_REG_HALF2 argument: element e (leaves 2e, 2e+1) packed into one .b32. */
static MOperand half2_pack(SelectCtx *S, LLVMValueRef v, unsigned e)
{
    MOperand r = new_vreg(S, RC_B32);
    emit(S, FORM_mov_b32_pack, 3, r, val_reg(S, v, 2 * e), val_reg(S, v, 2 * e + 1));
    return r;
}

/* Operand(s) for a value according to its signature entry. */
static MOperand sig_operand(SelectCtx *S, const SigType *s, LLVMValueRef v, VLoc *loc)
{
    if (s->regform == SIG_REG_HALF2 && !loc) {
        if (s->kind != SIG_STRUCT)
            return half2_pack(S, v, 0);
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = s->count;
        o.sub = arena_alloc(S->a, (o.n ? o.n : 1) * sizeof *o.sub);
        for (unsigned i = 0; i < o.n; i++)
            o.sub[i] = half2_pack(S, v, i);
        return o;
    }
    if (s->kind == SIG_VEC || s->kind == SIG_STRUCT) {
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = loc ? loc->n : 0;
        if (!loc) {
            VLoc *vl = val_get(S, v);
            o.n = vl->n;
        }
        o.sub = arena_alloc(S->a, (o.n ? o.n : 1) * sizeof *o.sub);
        for (unsigned i = 0; i < o.n; i++)
            o.sub[i] = loc ? loc->ops[i] : val_reg(S, v, i);
        return o;
    }
    if (loc)
        return loc->ops[0];
    if (s->kind == SIG_INT && s->bits == 128) {
        /* an i128 argument is its (lo, hi) register pair, printed "{lo, hi}"
         * (the query_cancel templates move it into a .b128 register, as llc) */
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = 2;
        o.sub = arena_alloc(S->a, 2 * sizeof *o.sub);
        o.sub[0] = val_reg(S, v, 0);
        o.sub[1] = val_reg(S, v, 1);
        return o;
    }
    if (s->is_imm) {
        int64_t c = 0;
        is_const_int(v, &c);
        return mo_imm(c);
    }
    if (s->kind == SIG_PTR && s->addrspace == 6) {
        /* tensor-memory addresses are 32-bit in PTX; pointers live in 64-bit
         * registers unless the data layout makes them 32-bit ("p6:32:32") */
        MOperand x = val_reg(S, v, 0);
        if (x.rc == RC_B32)
            return x;
        MOperand t = new_vreg(S, RC_B32);
        emit(S, FORM_cvt_u32_u64, 2, t, x);
        return t;
    }
    if (s->regform == SIG_REG_ONLY)
        return val_reg(S, v, 0);
    MOperand o = val_op(S, v, 0);
    /* a constant pointer (null, inttoptr) is a register: ptxas takes
     * immediate addresses only for .local ("[0]"), and "[0, {...}]" not at all */
    if (o.kind == MO_IMM && ((s->kind == SIG_INT && s->bits == 1) || s->kind == SIG_PTR))
        return val_reg(S, v, 0);
    return o;
}

/* Does the call satisfy the row's when= conditions (immarg argument values)? */
static bool row_when_matches(const FormRow *r, LLVMValueRef call)
{
    if (!r->when)
        return true;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    const char *p = r->when;
    while (*p) {
        char *end;
        long a = strtol(p, &end, 10);
        long v = strtol(end + 1, &end, 10);
        p = *end ? end + 1 : end;
        if ((unsigned long)a >= nargs)
            return false;
        LLVMValueRef arg = LLVMGetOperand(call, (unsigned)a);
        int64_t c;
        if (LLVMGetTypeKind(LLVMTypeOf(arg)) != LLVMIntegerTypeKind || !is_const_int(arg, &c))
            return false;
        if (LLVMGetIntTypeWidth(LLVMTypeOf(arg)) == 1)
            c &= 1;
        if (c != v)
            return false;
    }
    return true;
}

/* Number of operand-type mismatches of a call against a row (arity counts as many). */
/* A ptrNw32 row (SigType.bits 32) takes only a pointer the module's data
 * layout makes 32-bit (--nvptx-short-ptr's shared pointers). */
static bool ptr_width_matches(const SigType *s, LLVMTypeRef ty, LLVMValueRef call)
{
    if (s->kind != SIG_PTR || s->bits != 32 || LLVMGetTypeKind(ty) != LLVMPointerTypeKind)
        return true;
    LLVMTargetDataRef td =
        LLVMGetModuleDataLayout(LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call))));
    return LLVMPointerSizeForAS(td, LLVMGetPointerAddressSpace(ty)) == 4;
}

static unsigned row_mismatches(const FormRow *r, LLVMValueRef call)
{
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    if (nargs != (unsigned)r->nsig - 1u)
        return 1000;
    unsigned bad = !type_matches(&r->sig[0], LLVMTypeOf(call)) || !ptr_width_matches(&r->sig[0], LLVMTypeOf(call), call);
    for (unsigned i = 0; i < nargs; i++) {
        LLVMTypeRef ty = LLVMTypeOf(LLVMGetOperand(call, i));
        bad += !type_matches(&r->sig[i + 1], ty) || !ptr_width_matches(&r->sig[i + 1], ty, call);
    }
    return bad;
}

/* Does immarg argument a pick the row (when=) or fill a packed word (pack=)? */
static bool arg_selects_row(const FormRow *r, unsigned a)
{
    for (const char *p = r->when; p && *p;) {
        char *end;
        if (strtoul(p, &end, 10) == a)
            return true;
        strtol(end + 1, &end, 10);
        p = *end ? end + 1 : end;
    }
    for (const char *p = r->pack; p && *p; p++)
        if ((*p == 'c' || *p == 'k') && (p == r->pack || p[-1] == ',') && strtoul(p + 1, NULL, 10) == a)
            return true;
    return false;
}

/* Check a call against a row; report every problem. types_match: the
 * caller's row_mismatches found none, so the types are not checked again. */
static bool check_row(SelectCtx *S, LLVMValueRef call, const FormRow *r, const char *name, bool types_match)
{
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    if (nargs != (unsigned)r->nsig - 1u) {
        isel_error(S, call, "wrong number of operands to '%s': expected %u, got %u", name, r->nsig - 1u, nargs);
        return false;
    }
    bool ok = true;
    char want[64];
    LLVMTypeRef rty = LLVMTypeOf(call);
    if (!types_match && !type_matches(&r->sig[0], rty)) {
        sig_str(&r->sig[0], want, sizeof want);
        isel_error(S, call, "wrong result type for '%s': expected %s, got %s", name, want, llvm_type_str(S, rty));
        ok = false;
    }
    for (unsigned i = 0; i < nargs; i++) {
        const SigType *s = &r->sig[i + 1];
        LLVMValueRef a = LLVMGetOperand(call, i);
        if (!types_match && !type_matches(s, LLVMTypeOf(a))) {
            sig_str(s, want, sizeof want);
            isel_error(S, call, "operand %u of '%s' has type %s, expected %s", i, name,
                       llvm_type_str(S, LLVMTypeOf(a)), want);
            ok = false;
            continue;
        }
        if (s->is_imm) {
            int64_t c;
            if (!is_const_int(a, &c)) {
                isel_error(S, call, "operand %u of '%s' must be a constant (immarg)", i, name);
                ok = false;
                continue;
            }
            if (s->bits == 1)
                c = c & 1;
            /* an immarg that picks the row or fills a packed word must be in
             * its domain here; the others reach the machine verifier, which
             * checks every immediate against the same domain */
            if (!arg_selects_row(r, i) || sig_dom_ok(s, c))
                continue;
            char why[192];
            sig_dom_violation(s, c, why, sizeof why);
            isel_error(S, call, "operand %u of '%s' %s", i, name, why);
            ok = false;
        }
    }
    return ok;
}

/* row_build's source for a call: its result locations and arguments, and
 * what emit_row finishes after the instruction (a C bool filled from a "d|p"
 * predicate, <2 x half> results unpacked from .b32 temporaries). */
typedef struct CallSource {
    SelectCtx *S;
    LLVMValueRef call;
    VLoc *half2_res;
    MOperand cbool, pred;
    bool fill_cbool;
    bool narrow_ptr;               /* a 32-bit pointer result: */
    MOperand narrow_res, wide_res; /* written 64-bit, truncated after */
} CallSource;

static unsigned call_result(void *ud, const FormRow *r, MOperand *ops, unsigned cap)
{
    CallSource *c = ud;
    SelectCtx *S = c->S;
    LLVMValueRef call = c->call;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call), n = 0;
    VLoc *res = result_loc(S, call);
    if (r->tie >= 0 && (unsigned)r->tie < nargs) {
        /* tied operand: the instruction reads and writes the result
         * registers, so copy the tied argument in first, except where
         * the result already lives in the argument's registers
         * (isel_tied_operand: the argument dies at this call) */
        LLVMValueRef a = LLVMGetOperand(call, (unsigned)r->tie);
        for (unsigned l = 0; l < res->n; l++) {
            MOperand v = val_op(S, a, l);
            if (v.kind == MO_REG && v.rc == res->ops[l].rc && v.reg == res->ops[l].reg)
                continue;
            emit(S, mov_form((RegClass)res->ops[l].rc), 2, res->ops[l], v);
        }
    }
    if (r->sig[0].regform == SIG_REG_HALF2) {
        /* the instruction writes .b32 temporaries, unpacked after it */
        c->half2_res = res;
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = r->sig[0].kind == SIG_STRUCT ? r->sig[0].count : 1;
        o.sub = arena_alloc(S->a, o.n * sizeof *o.sub);
        for (unsigned i = 0; i < o.n; i++)
            o.sub[i] = new_vreg(S, RC_B32);
        ops[n++] = o.n == 1 ? o.sub[0] : o;
    } else if (r->sig[0].regform == SIG_REG_VEC_SCALAR) {
        /* {<N x T>, T}: leaves 0..N-1 as a {list}, leaf N on its own */
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = r->sig[0].count;
        o.sub = arena_alloc(S->a, o.n * sizeof *o.sub);
        memcpy(o.sub, res->ops, o.n * sizeof *o.sub);
        ops[n++] = o;
        ops[n++] = res->ops[o.n];
    } else if (r->sig[0].kind == SIG_VEC || r->sig[0].kind == SIG_STRUCT) {
        ops[n++] = sig_operand(S, &r->sig[0], call, res);
    } else if (r->sig[0].regform == SIG_REG_PRED_PAIR) {
        /* d|p: the instruction writes a predicate, also for an i8 (C bool) */
        ops[n++] = res->ops[0];
        c->pred = res->ops[1];
        if (c->pred.rc != RC_PRED) {
            c->cbool = c->pred;
            c->pred = new_vreg(S, RC_PRED);
            c->fill_cbool = true;
        }
        ops[n++] = c->pred;
    } else if (r->sig[0].kind == SIG_PTR && r->sig[0].bits != 32 && res->n == 1 && res->ops[0].rc == RC_B32) {
        /* a pointer the data layout makes 32-bit: the row writes a 64-bit
         * address, its low half is the pointer */
        c->narrow_ptr = true;
        c->narrow_res = res->ops[0];
        c->wide_res = new_vreg(S, RC_B64);
        ops[n++] = c->wide_res;
    } else {
        for (unsigned l = 0; l < res->n && n < cap; l++)
            ops[n++] = res->ops[l];
    }
    return n;
}

static MOperand call_arg(void *ud, const FormRow *r, unsigned a)
{
    CallSource *c = ud;
    bool named;
    MOperand h = texsurf_handle_operand(c->S, LLVMGetOperand(c->call, a), a, &named);
    if (named)
        return h;
    const SigType *sg = &r->sig[a + 1];
    /* a pointer that is not tensor memory's (that one is always a .b32) */
    bool mem_ptr = sg->kind == SIG_PTR && sg->addrspace != 6;
    if (mem_ptr && tmpl_operand_is_address(r->tmpl, form_arg_operand(r, a))) {
        /* printed as "[%k]": the address as llc folds it, a constant
         * offset in the brackets ([%rd1+128]) and a 32-bit register for a
         * 32-bit pointer (PTX takes both in every address operand). Not a
         * variable's name: ptxas rejects "st.bulk [smem], ..." ("Argument 1
         * of instruction 'add': must be register"), so a symbol's address
         * stays in a register, as before. */
        MOperand ad = addr_of(c->S, LLVMGetOperand(c->call, a));
        if (!ad.sym)
            return ad;
    }
    MOperand o = sig_operand(c->S, sg, LLVMGetOperand(c->call, a), NULL);
    return mem_ptr && sg->bits != 32 ? zext_b64(c->S, o) : o;
}

/* The call as an instruction of its row (mc/build.c lays out the operands
 * and packs the words, as for a queried form). */
static void emit_row(SelectCtx *S, LLVMValueRef call, int row)
{
    CallSource c = {.S = S, .call = call};
    RowSource src = {&c, call_result, call_arg, NULL};
    MInst *in = row_build(S->m, S->cur, (uint32_t)row, &src, ir_ref(call));
    if (S->fp_ftz || S->fp_unsafe) /* fpattr, fpfast: llc-19's .ftz / unsafe-fp-math form (isel/fpmode.c) */
        in->form = (uint32_t)fp_mode_form(S, (FormId)in->form);
    if (c.fill_cbool)
        emit(S, FORM_selp_u16_pred, 4, c.cbool, mo_imm(1), mo_imm(0), c.pred);
    if (c.narrow_ptr)
        emit(S, FORM_cvt_u32_u64, 2, c.narrow_res, c.wide_res);
    for (unsigned i = 0; c.half2_res && 2 * i + 1 < c.half2_res->n; i++) {
        MOperand w = in->ops[0].kind == MO_VEC ? in->ops[0].sub[i] : in->ops[0];
        emit(S, FORM_mov_b32_unpack, 3, c.half2_res->ops[2 * i], c.half2_res->ops[2 * i + 1], w);
    }
}

/* The rows of intrinsic function fn (named name; NULL: its name) in ptxsel_form_by_intr:
 * [*lo, *hi), empty when no row has the name. Found by name
 * (form_intr_range's hash table) once per function of the module, kept
 * in S->intr_rows as (lo << 16 | count) + 1. */
static void intr_rows_of(SelectCtx *S, LLVMValueRef fn, const char *name, size_t *lo, size_t *hi)
{
    uintptr_t v = (uintptr_t)pmap_get(&S->intr_rows, fn);
    if (!v) {
        size_t len;
        if (!name) /* the caller left it to this first look-up */
            name = LLVMGetValueName2(fn, &len);
        size_t l, h;
        form_intr_range(name, &l, &h);
        if (h - l >= 0xffff || l > (UINTPTR_MAX >> 17)) {
            *lo = l;
            *hi = h;
            return; /* not kept (never in the tables, which are far smaller) */
        }
        v = ((uintptr_t)l << 16 | (h - l)) + 1;
        pmap_put(&S->intr_rows, fn, (void *)v);
    }
    v--;
    *lo = v >> 16;
    *hi = *lo + (v & 0xffff);
}

/* The argument that a call's result is tied to (tie=R:A in the tables, e.g.
 * WGMMA's accumulator), or -1: the callee's first row by name decides (rows
 * sharing a name share the tie). */
int isel_tied_operand(SelectCtx *S, LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (!callee || !LLVMIsAFunction(callee))
        return -1;
    size_t k, end;
    intr_rows_of(S, callee, NULL, &k, &end);
    if (k == end)
        return -1;
    int tie = ptxsel_form_rows[ptxsel_form_by_intr[k]].tie;
    return tie >= 0 && (unsigned)tie < (unsigned)LLVMGetNumArgOperands(call) ? tie : -1;
}

/* An address ptxas can fold to an integer: null, an inttoptr of an integer
 * constant, and constant GEPs / casts of those (a global's address is not:
 * ptxas does not fold it). */
static bool is_integer_address(LLVMValueRef v)
{
    for (int depth = 0; v && depth < 16; depth++) {
        if (LLVMIsAConstantPointerNull(v))
            return true;
        LLVMOpcode op;
        if (!ir_opcode(v, &op))
            return false;
        if (op == LLVMIntToPtr)
            return LLVMIsAConstantInt(LLVMGetOperand(v, 0)) != NULL;
        if (op != LLVMAddrSpaceCast && op != LLVMBitCast && op != LLVMGetElementPtr)
            return false;
        if (op == LLVMGetElementPtr) {
            unsigned n = (unsigned)LLVMGetNumOperands(v);
            for (unsigned i = 1; i < n; i++)
                if (!LLVMIsAConstantInt(LLVMGetOperand(v, i)))
                    return false;
        }
        v = LLVMGetOperand(v, 0);
    }
    return false;
}

/* ptxas 13.0 crashes (SIGSEGV, no message) on an 8-bit WMMA fragment loaded
 * in its transposed layout (A col-major, B row-major) from an address it
 * folds to an integer with a negative stride, on sm_120 and sm_121 (every
 * variant; sm_100 and earlier take it). Measured: every s8/u8 shape, global,
 * shared and generic; the stride as an immediate or as a register holding a
 * constant alike; a global's address or a run-time address does not crash.
 * Refused rather than handed to ptxas. Checked here, where the IR shows the
 * address, for a row the target otherwise has; the rows are the axis
 * wmma_ld8_transposed of tablegen-data/wmma.td. */
static bool wmma_ptxas_crash(SelectCtx *S, LLVMValueRef call, int row)
{
    const ptxsel_target *t = S->t;
    const FormRow *r = &ptxsel_form_rows[row];
    if ((t->sm != 120 && t->sm != 121) || FORM_AXIS_FIND(form_axis_wmma_ld8_transposed, (uint32_t)row) < 0 ||
        LLVMGetNumArgOperands(call) < 2 || feat_first_missing(&t->feat, &r->req) >= 0 || r->min_ptx > t->ptx)
        return false;
    LLVMValueRef stride = LLVMGetOperand(call, 1);
    if (!LLVMIsAConstantInt(stride) || LLVMConstIntGetSExtValue(stride) >= 0 ||
        !is_integer_address(LLVMGetOperand(call, 0)))
        return false;
    isel_error(S, call, "%s: a constant integer address with a negative stride (%lld) crashes ptxas 13.0 on %s; refused",
               r->key, (long long)LLVMConstIntGetSExtValue(stride), t->name);
    return true;
}

/* Does the target have everything row r needs (features, PTX range)? */
static bool row_fits_target(const ptxsel_target *t, const FormRow *r)
{
    return feat_first_missing(&t->feat, &r->req) < 0 && r->min_ptx <= t->ptx && (!r->max_ptx || t->ptx <= r->max_ptx);
}

/* How far the target's PTX version is from the row's window (min_ptx ..
 * max_ptx): 0 inside it. */
static unsigned row_ptx_distance(const ptxsel_target *t, const FormRow *r)
{
    if (t->ptx < r->min_ptx)
        return (unsigned)(r->min_ptx - t->ptx);
    if (r->max_ptx && t->ptx > r->max_ptx)
        return (unsigned)(t->ptx - r->max_ptx);
    return 0;
}

/* The row of rows [lo, hi) the call takes (-1: no row's when= conditions
 * hold), *bad its type mismatches: the first row, in file order, whose
 * conditions hold and whose types match, else the closest. */
static int pick_row(SelectCtx *S, LLVMValueRef call, size_t lo, size_t hi, unsigned *bad_out)
{
    int best = -1;
    unsigned best_bad = ~0u;
    for (size_t k = lo; k < hi; k++) {
        int row = (int)ptxsel_form_by_intr[k];
        const FormRow *r = &ptxsel_form_rows[row];
        if (!row_when_matches(r, call))
            continue;
        unsigned bad = row_mismatches(r, call);
        if (bad < best_bad) {
            best_bad = bad;
            best = row;
        }
        if (!bad)
            break;
    }
    /* A matching row the target lacks gives way to a later row of the same
     * intrinsic, conditions and types that the target has (an older spelling
     * of the same instruction: the legacy mbarrier waits below PTX 8.0, an
     * arrive of count 1 without its count before sm_90); none: the gate of
     * the row whose PTX window (ptx= .. ptxmax=) is nearest the target's
     * version among those whose features the target has (else the first
     * row's) is the diagnostic: an f16 wmma.mma .satfinite at PTX 7.0 names
     * the .aligned row that ends at PTX 6.4, not the one that ends at 6.2. */
    if (best >= 0 && best_bad == 0 && !row_fits_target(S->t, &ptxsel_form_rows[best])) {
        int fit = -1, nearest = -1;
        for (size_t k = lo; k < hi && fit < 0; k++) {
            int row = (int)ptxsel_form_by_intr[k];
            const FormRow *r = &ptxsel_form_rows[row];
            if (row < best || !row_when_matches(r, call) || row_mismatches(r, call))
                continue;
            if (row_fits_target(S->t, r))
                fit = row;
            else if (feat_first_missing(&S->t->feat, &r->req) < 0 &&
                     (nearest < 0 || row_ptx_distance(S->t, r) < row_ptx_distance(S->t, &ptxsel_form_rows[nearest])))
                nearest = row;
        }
        best = fit >= 0 ? fit : nearest >= 0 ? nearest : best;
    }
    *bad_out = best_bad;
    return best;
}

/* pick_row, kept per callee (S->intr_pick: (row + 1) << 1 | any mismatch)
 * for a direct call of the callee's own (not variadic) type where no row
 * of the name has a when= condition: the pick then depends on that type
 * and the target alone. */
static int pick_row_of(SelectCtx *S, LLVMValueRef call, LLVMValueRef callee, size_t lo, size_t hi, bool *types_ok)
{
    LLVMTypeRef fty = LLVMGlobalGetValueType(callee);
    bool keep = LLVMGetCalledValue(call) == callee && LLVMGetCalledFunctionType(call) == fty &&
                !LLVMIsFunctionVarArg(fty);
    uintptr_t v = keep ? (uintptr_t)pmap_get(&S->intr_pick, callee) : 0;
    if (v) {
        *types_ok = !(v & 1);
        return (int)(v >> 1) - 1;
    }
    unsigned bad;
    int best = pick_row(S, call, lo, hi, &bad);
    *types_ok = bad == 0;
    for (size_t k = lo; k < hi && keep; k++)
        keep = ptxsel_form_rows[ptxsel_form_by_intr[k]].when == NULL;
    if (keep && best >= 0)
        pmap_put(&S->intr_pick, callee, (void *)((uintptr_t)(best + 1) << 1 | (bad != 0)));
    return best;
}

/* Several rows may share an intrinsic name (when= immarg conditions, or
 * different operand types such as WGMMA's SS and RS forms): pick_row takes
 * one; a call no row fits is reported against the closest row. Returns
 * false when no row has the name. */
static bool select_intrinsic_rows(SelectCtx *S, LLVMValueRef call, LLVMValueRef callee, const char *name, bool *ok)
{
    size_t lo, hi;
    intr_rows_of(S, callee, name, &lo, &hi);
    if (lo == hi)
        return false;
    bool types_ok;
    int best = pick_row_of(S, call, callee, lo, hi, &types_ok);
    if (best < 0) {
        /* no row's immarg conditions hold: report the signature problems of
         * the first row, or the combination itself */
        const FormRow *r = &ptxsel_form_rows[ptxsel_form_by_intr[lo]];
        if (check_row(S, call, r, name, false)) {
            StrBuf b = {0};
            unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
            for (unsigned i = 0; i < nargs && i + 1u < r->nsig; i++) {
                int64_t c;
                if (r->sig[i + 1].is_imm && is_const_int(LLVMGetOperand(call, i), &c))
                    sb_printf(&b, "%s%u=%lld", b.n ? ", " : "", i, (long long)(r->sig[i + 1].bits == 1 ? (c & 1) : c));
            }
            isel_error(S, call, "unsupported combination of immarg operands to '%s' (%s)", name, b.p ? b.p : "");
            sb_free(&b);
        }
        *ok = false;
        return true;
    }
    /* types_ok: row_mismatches found every type right (any row the target
     * fit picked, too) */
    if (!check_row(S, call, &ptxsel_form_rows[best], name, types_ok) ||
        wmma_ptxas_crash(S, call, best)) {
        *ok = false;
        return true;
    }
    emit_row(S, call, best);
    *ok = true;
    return true;
}

/* ---------------------------------------------------------------- memcpy / memset */

/* @pred bra to. */
static void branch_if(SelectCtx *S, MOperand pred, MBlock *to)
{
    MInst *in = emit(S, FORM_bra_cond, 1, mo_label(to->idx));
    if (in)
        in->guard = (int32_t)pred.reg;
}

/* dst[idx] = src[idx], one byte. */
static void copy_byte(SelectCtx *S, MOperand d, MOperand s, MOperand idx, unsigned dq, unsigned sq)
{
    MOperand sa = new_vreg(S, RC_B64), da = new_vreg(S, RC_B64), byte = new_vreg(S, RC_B16);
    emit(S, FORM_add_s64, 3, sa, s, idx);
    emit(S, ldst_form(false, sq, AX_ld_T_u8), 2, byte, mo_addr_reg(sa, 0));
    emit(S, FORM_add_s64, 3, da, d, idx);
    emit(S, ldst_form(true, dq, AX_ld_T_u8), 2, mo_addr_reg(da, 0), byte);
}

typedef enum { MEM_COPY, MEM_MOVE, MEM_SET } MemOp;

/* memcpy / memmove / memset. Constant sizes up to 256 units are unrolled
 * (memmove: every load before the first store, so overlap is harmless);
 * others are byte loops (memmove: backwards when dst > src in one space). */
static void mem_intrinsic(SelectCtx *S, LLVMValueRef call, MemOp op)
{
    bool is_set = op == MEM_SET;
    LLVMValueRef dst = LLVMGetOperand(call, 0), src = LLVMGetOperand(call, 1), len = LLVMGetOperand(call, 2);
    int dq = space_ix(LLVMGetPointerAddressSpace(LLVMTypeOf(dst)));
    int sq = is_set ? AX_ld_SP_none : space_ix(LLVMGetPointerAddressSpace(LLVMTypeOf(src)));
    if (dq < 0 || sq < 0) {
        isel_error(S, call, "unsupported address space in memory intrinsic");
        return;
    }
    unsigned align = 1;
    {
        /* parameter alignment attributes on the call */
        unsigned kind = enum_attr_kind(EA_align);
        LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, 1, kind);
        unsigned ad = a ? (unsigned)LLVMGetEnumAttributeValue(a) : 1;
        unsigned as_ = ad;
        if (!is_set) {
            LLVMAttributeRef b = LLVMGetCallSiteEnumAttribute(call, 2, kind);
            as_ = b ? (unsigned)LLVMGetEnumAttributeValue(b) : 1;
        }
        align = ad < as_ ? ad : as_;
    }
    int64_t n;
    MOperand d = val_reg(S, dst, 0);
    MOperand s = is_set ? mo_imm(0) : val_reg(S, src, 0);
    if (is_const_int(len, &n) && n >= 0 && n <= 4096) {
        unsigned unit = align >= 8 && n % 8 == 0 ? 8 : align >= 4 && n % 4 == 0 ? 4 : align >= 2 && n % 2 == 0 ? 2 : 1;
        if (n / unit > 256)
            goto loop;
        RegClass rc = unit == 8 ? RC_B64 : unit == 4 ? RC_B32 : RC_B16;
        unsigned ty = mem_ty_unit(unit);
        MOperand fill = {0};
        if (is_set) {
            MOperand b = val_op(S, src, 0);
            fill = new_vreg(S, rc);
            if (b.kind == MO_IMM) {
                uint64_t byte = (uint64_t)b.imm & 0xff, v = 0;
                for (unsigned k = 0; k < unit; k++)
                    v |= byte << (8 * k);
                emit(S, mov_form(rc), 2, fill, mo_imm((int64_t)v));
            } else {
                /* replicate a run-time byte */
                MOperand w = new_vreg(S, RC_B32), w2 = new_vreg(S, RC_B32);
                emit(S, FORM_cvt_u32_u16, 2, w, b);
                emit(S, FORM_and_b32, 3, w2, w, mo_imm(255));
                MOperand rep = new_vreg(S, RC_B32);
                emit(S, FORM_mul_lo_s32, 3, rep, w2, mo_imm(0x01010101));
                if (rc == RC_B64) {
                    MOperand lo = new_vreg(S, RC_B64), hi = new_vreg(S, RC_B64), sh = new_vreg(S, RC_B64);
                    emit(S, FORM_cvt_u64_u32, 2, lo, rep);
                    emit(S, FORM_shl_b64, 3, sh, lo, mo_imm(32));
                    emit(S, FORM_or_b64, 3, hi, sh, lo);
                    emit(S, FORM_mov_b64, 2, fill, hi);
                } else if (rc == RC_B32) {
                    emit(S, FORM_mov_b32, 2, fill, rep);
                } else {
                    emit(S, FORM_cvt_u16_u32, 2, fill, rep);
                }
            }
        }
        MOperand *vals = arena_alloc(S->a, (size_t)(n / unit + 1) * sizeof *vals);
        for (int64_t o = 0; o < n; o += unit) {
            MOperand t = fill;
            if (!is_set) {
                t = new_vreg(S, rc);
                emit(S, ldst_form(false, (unsigned)sq, ty), 2, t, mo_addr_reg(s, o));
            }
            vals[o / unit] = t;
            if (op != MEM_MOVE)
                emit(S, ldst_form(true, (unsigned)dq, ty), 2, mo_addr_reg(d, o), t);
        }
        for (int64_t o = 0; op == MEM_MOVE && o < n; o += unit)
            emit(S, ldst_form(true, (unsigned)dq, ty), 2, mo_addr_reg(d, o), vals[o / unit]);
        return;
    }
loop:;
    /* byte loop: i = 0; while (i < n) { dst[i] = src[i] (or val); i++; }
     * in 64-bit addresses (a 32-bit short pointer zero-extended) */
    d = zext_b64(S, d);
    s = zext_b64(S, s);
    MOperand cnt = zext_b64(S, val_reg(S, len, 0));
    MOperand i = new_vreg(S, RC_B64);
    emit(S, FORM_mov_b64, 2, i, mo_imm(0));
    MBlock *head = new_block(S), *body = new_block(S), *done = new_block(S);
    if (op == MEM_MOVE && dq == sq) {
        /* dst above src in the same space: copy from the end, i = n-1 .. 0 */
        MBlock *bhead = new_block(S), *bbody = new_block(S);
        MOperand up = new_vreg(S, RC_PRED);
        emit(S, FORM_setp_gt_u64, 3, up, d, s);
        branch_if(S, up, bhead);
        emit(S, FORM_bra, 1, mo_label(head->idx));
        S->cur = bhead;
        MOperand j = new_vreg(S, RC_B64), q = new_vreg(S, RC_PRED);
        emit(S, FORM_mov_b64, 2, j, cnt);
        emit(S, FORM_setp_eq_u64, 3, q, j, mo_imm(0));
        branch_if(S, q, done);
        emit(S, FORM_bra, 1, mo_label(bbody->idx));
        S->cur = bbody;
        emit(S, FORM_sub_s64, 3, j, j, mo_imm(1));
        copy_byte(S, d, s, j, (unsigned)dq, (unsigned)sq);
        emit(S, FORM_setp_eq_u64, 3, q, j, mo_imm(0));
        branch_if(S, q, done);
        emit(S, FORM_bra, 1, mo_label(bbody->idx));
    } else
        emit(S, FORM_bra, 1, mo_label(head->idx));
    S->cur = head;
    MOperand p = new_vreg(S, RC_PRED);
    emit(S, FORM_setp_ge_u64, 3, p, i, cnt);
    branch_if(S, p, done);
    emit(S, FORM_bra, 1, mo_label(body->idx));
    S->cur = body;
    if (is_set) {
        MOperand da = new_vreg(S, RC_B64), byte = new_vreg(S, RC_B16);
        emit(S, FORM_add_s64, 3, da, d, i);
        emit(S, FORM_mov_b16, 2, byte, val_op(S, src, 0));
        emit(S, ldst_form(true, (unsigned)dq, AX_ld_T_u8), 2, mo_addr_reg(da, 0), byte);
    } else
        copy_byte(S, d, s, i, (unsigned)dq, (unsigned)sq);
    emit(S, FORM_add_s64, 3, i, i, mo_imm(1));
    emit(S, FORM_bra, 1, mo_label(head->idx));
    S->cur = done;
}

/* Name prefixes (the whole name where 'whole') and their kinds. */
static const struct {
    const char *name;
    bool whole;
    uint8_t kind; /* GenericIntrinsic */
} generic_intrinsics[] = {
    {"llvm.nvvm.", false, GI_NVVM},
    {"llvm.memcpy.", false, GI_MEMCPY},
    {"llvm.memmove.", false, GI_MEMMOVE},
    {"llvm.memset.", false, GI_MEMSET},
    {"llvm.lifetime.", false, GI_NOOP},
    {"llvm.assume", false, GI_NOOP},
    {"llvm.dbg.", false, GI_NOOP},
    {"llvm.experimental.noalias.scope.decl", false, GI_NOOP},
    {"llvm.invariant.", false, GI_NOOP},
    {"llvm.sideeffect", false, GI_NOOP},
    {"llvm.var.annotation", false, GI_NOOP},
    {"llvm.prefetch", false, GI_NOOP},
    {"llvm.donothing", false, GI_NOOP},
    {"llvm.pseudoprobe", false, GI_NOOP},
    {"llvm.launder.invariant.group", false, GI_NOOP},
    {"llvm.strip.invariant.group", false, GI_NOOP},
    {"llvm.expect.i1", true, GI_EXPECT},
    {"llvm.expect.i32", true, GI_EXPECT},
    {"llvm.expect.i64", true, GI_EXPECT},
};

GenericIntrinsic generic_intrinsic(SelectCtx *S, LLVMValueRef fn)
{
    uintptr_t v = (uintptr_t)pmap_get(&S->intr_kind, fn);
    if (v)
        return (GenericIntrinsic)(v - 1);
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    GenericIntrinsic k = GI_NONE;
    /* every listed name is "llvm." and more: a name that is not, or whose
     * next letter differs, is not compared further */
    if (len > 5 && !memcmp(name, "llvm.", 5))
        for (size_t i = 0; i < countof(generic_intrinsics) && k == GI_NONE; i++) {
            const char *p = generic_intrinsics[i].name;
            if (p[5] == name[5] && (generic_intrinsics[i].whole ? !strcmp(name, p) : !strncmp(name, p, strlen(p))))
                k = (GenericIntrinsic)generic_intrinsics[i].kind;
        }
    pmap_put(&S->intr_kind, fn, (void *)(uintptr_t)(k + 1));
    return k;
}

bool select_call_intrinsic(SelectCtx *S, LLVMValueRef call, LLVMValueRef callee, const char *name)
{
    GenericIntrinsic gk = generic_intrinsic(S, callee);
    bool nvvm = gk == GI_NVVM;
    switch (gk) {
    case GI_MEMCPY:
    case GI_MEMMOVE:
    case GI_MEMSET:
        mem_intrinsic(S, call, gk == GI_MEMCPY ? MEM_COPY : gk == GI_MEMMOVE ? MEM_MOVE : MEM_SET);
        return true;
    case GI_NOOP:
        if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) {
            VLoc *res = result_loc(S, call);
            emit(S, FORM_mov_b64, 2, res->ops[0], val_reg(S, LLVMGetOperand(call, 0), 0));
        }
        return true;
    case GI_EXPECT: {
        VLoc *res = result_loc(S, call);
        emit(S, mov_form((RegClass)res->ops[0].rc), 2, res->ops[0], val_op(S, LLVMGetOperand(call, 0), 0));
        return true;
    }
    case GI_NONE:
    case GI_NVVM:
        break;
    }
    bool ok = false;
    if (nvvm && select_texsurf(S, call, name, &ok)) {
        S->tex_handles = 0;
        return ok;
    }
    bool rows = select_intrinsic_rows(S, call, callee, name, &ok);
    S->tex_handles = 0;
    if (rows)
        return ok;
    if (nvvm) {
        /* family name patterns with a precise rule string (verify/) */
        static const IntrinsicNameDiagFn name_diags[] = {
            hopper_diagnose_intrinsic_name,
            tcgen05_diagnose_intrinsic_name,
            wmma_diagnose_intrinsic_name,
            mma_diagnose_intrinsic_name,
            wgmma_sp_diagnose_intrinsic_name,
        };
        char msg[256];
        for (size_t i = 0; i < countof(name_diags); i++)
            if (name_diags[i](name, msg, sizeof msg)) {
                isel_error(S, call, "%s", msg);
                return false;
            }
        isel_error(S, call, "unknown NVVM intrinsic '%s'", name);
    } else
        isel_error(S, call, "cannot select intrinsic '%s': not supported by ptxsel", name);
    return false;
}

/* A name from the typed-pointer era ("....p3i8": LLVM 23's own wmma test
 * generator still writes them) whose opaque-pointer spelling ("....p3") is
 * a row's: the function is renamed to it (or its uses moved to an existing
 * declaration of it), as LLVM's parser remangles an intrinsic it knows.
 * Returns the function that stays. */
static LLVMValueRef remangle_typed_pointer(LLVMModuleRef mod, LLVMValueRef fn, const char *name, size_t nl)
{
    if (nl < 6 || strcmp(name + nl - 2, "i8"))
        return fn;
    size_t i = nl - 2;
    while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
        i--;
    if (i == nl - 2 || i < 2 || name[i - 1] != 'p' || name[i - 2] != '.')
        return fn;
    char modern[256];
    if (nl - 2 >= sizeof modern)
        return fn;
    memcpy(modern, name, nl - 2);
    modern[nl - 2] = 0;
    if (form_find_intr(modern) < 0)
        return fn;
    LLVMValueRef have = LLVMGetNamedFunction(mod, modern);
    if (!have) {
        LLVMSetValueName2(fn, modern, nl - 2);
        return fn;
    }
    if (LLVMGlobalGetValueType(have) != LLVMGlobalGetValueType(fn))
        return fn; /* different signatures: left for the selector to diagnose */
    LLVMReplaceAllUsesWith(fn, have);
    return have;
}

/* The pointer a chain of address-space casts (instructions or constant
 * expressions) starts from. */
static LLVMValueRef strip_addrspace_casts(LLVMValueRef v)
{
    for (;;) {
        if (LLVMIsAAddrSpaceCastInst(v))
            v = LLVMGetOperand(v, 0);
        else if (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMAddrSpaceCast)
            v = LLVMGetOperand(v, 0);
        else
            return v;
    }
}

/* llvm.nvvm.prefetch.tensormap.p0 of a pointer cast from the const (4) or
 * param (101) space is the .p4 / .p101 overload of the source pointer, as
 * upstream's llc infers it (prefetch-inferas-test.ll): it prints
 * prefetch.const.tensormap / prefetch.param.tensormap there. A cast of a
 * global variable (however many casts deep) stays generic, as upstream
 * prints it: llc folds such a chain into the symbol's own cvta. The call is
 * replaced before the IR passes (the same operation: .p4(x) is .p0(cast x)). */
static void infer_tensormap_prefetch_space(LLVMModuleRef mod)
{
    LLVMValueRef fn = LLVMGetNamedFunction(mod, "llvm.nvvm.prefetch.tensormap.p0");
    if (!fn)
        return;
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMValueRef u = NULL;
    for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = u ? LLVMGetFirstUse(fn) : LLVMGetNextUse(use)) {
        u = NULL;
        LLVMValueRef call = LLVMGetUser(use);
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn || LLVMGetNumArgOperands(call) != 1)
            continue;
        LLVMValueRef cast = LLVMGetOperand(call, 0);
        if (!LLVMIsAAddrSpaceCastInst(cast) || LLVMIsAGlobalValue(strip_addrspace_casts(cast)))
            continue;
        LLVMValueRef src = LLVMGetOperand(cast, 0);
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(src));
        const char *name = as == 4 ? "llvm.nvvm.prefetch.tensormap.p4" : as == 101 ? "llvm.nvvm.prefetch.tensormap.p101" : NULL;
        if (!name)
            continue;
        LLVMTypeRef pty = LLVMTypeOf(src), fty = LLVMFunctionType(LLVMVoidTypeInContext(c), &pty, 1, 0);
        LLVMValueRef to = LLVMGetNamedFunction(mod, name);
        if (!to)
            to = LLVMAddFunction(mod, name, fty);
        else if (LLVMGlobalGetValueType(to) != fty)
            continue;
        LLVMPositionBuilderBefore(b, call);
        LLVMBuildCall2(b, fty, to, &src, 1, "");
        LLVMInstructionEraseFromParent(call);
        if (!LLVMGetFirstUse(cast))
            LLVMInstructionEraseFromParent(cast);
        u = call; /* the use list changed: start over */
    }
    LLVMDisposeBuilder(b);
}

/* Intrinsics whose LLVM 20 signature lacked the trailing i32 immarg
 * cta_group that LLVM 21 appended: LLVM's own reader upgrades a call of the
 * old signature by passing cta_group 0 (LLVM 23's
 * cp-async-bulk-tensor-g2s.ll still calls them so), and so does ptxsel. */
static const char *const cta_group_upgrades[] = {
    "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.",
    "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.",
};

/* Is name one of cta_group_upgrades (the name alone)? */
static bool cta_group_listed(const char *name)
{
    for (size_t k = 0; k < countof(cta_group_upgrades); k++)
        if (!strncmp(name, cta_group_upgrades[k], strlen(cta_group_upgrades[k])) &&
            !strchr(name + strlen(cta_group_upgrades[k]), '.'))
            return true;
    return false;
}

/* fn, declared with the row's parameters less its trailing i32 immarg: is
 * it one of cta_group_upgrades (the old signature, unambiguous: one
 * parameter fewer, the rest of the same types as the row's)? */
static bool needs_cta_group_upgrade(LLVMValueRef fn, const char *name, const FormRow *r)
{
    LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
    unsigned n = LLVMCountParamTypes(fty);
    if (!cta_group_listed(name) || LLVMIsFunctionVarArg(fty) || n + 2 != r->nsig || n > 32)
        return false;
    const SigType *last = &r->sig[r->nsig - 1];
    if (last->kind != SIG_INT || last->bits != 32 || !last->is_imm)
        return false;
    LLVMTypeRef params[32];
    LLVMGetParamTypes(fty, params);
    for (unsigned i = 0; i < n; i++)
        if (!type_matches(&r->sig[i + 1], params[i]))
            return false;
    return true;
}

/* Redeclare fn with the trailing i32 and pass 0 there in every call. */
static void upgrade_cta_group(LLVMModuleRef mod, LLVMValueRef fn, const char *name)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMTypeRef oty = LLVMGlobalGetValueType(fn), params[33];
    unsigned n = LLVMCountParamTypes(oty);
    LLVMGetParamTypes(oty, params);
    params[n] = LLVMInt32TypeInContext(c);
    LLVMTypeRef fty = LLVMFunctionType(LLVMGetReturnType(oty), params, n + 1, 0);
    char *keep = strdup(name);
    if (!keep)
        return;
    LLVMSetValueName2(fn, "", 0);
    LLVMValueRef to = LLVMAddFunction(mod, keep, fty);
    free(keep);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMUseRef use;
    while ((use = LLVMGetFirstUse(fn))) {
        LLVMValueRef call = LLVMGetUser(use), args[33];
        if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn || LLVMGetNumArgOperands(call) != n) {
            LLVMReplaceAllUsesWith(fn, LLVMConstPointerCast(to, LLVMTypeOf(fn)));
            break;
        }
        for (unsigned i = 0; i < n; i++)
            args[i] = LLVMGetOperand(call, i);
        args[n] = LLVMConstInt(params[n], 0, 0);
        LLVMPositionBuilderBefore(b, call);
        LLVMValueRef nc = LLVMBuildCall2(b, fty, to, args, n + 1, "");
        if (LLVMGetTypeKind(LLVMGetReturnType(oty)) != LLVMVoidTypeKind)
            LLVMReplaceAllUsesWith(call, nc);
        LLVMInstructionEraseFromParent(call);
    }
    LLVMDisposeBuilder(b);
    if (!LLVMGetFirstUse(fn))
        LLVMDeleteFunction(fn);
}

/* Give known llvm.nvvm.* declarations the attributes upstream gives them, so
 * IR passes cannot move a warp-collective call across control flow. */
/* The function attribute kind with value 0 (nounwind, convergent,
 * memory(none)) on fn, unless fn has it so already: LLVM gives an
 * intrinsic's declaration its attributes when it is made, and adding one
 * rebuilds the attribute list even when nothing changes. */
static void add_fn_attr(LLVMContextRef c, LLVMValueRef fn, unsigned kind)
{
    LLVMAttributeRef have = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
    if (have && LLVMGetEnumAttributeValue(have) == 0)
        return;
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, kind, 0));
}

void annotate_intrinsics(LLVMModuleRef mod)
{
    infer_tensormap_prefetch_space(mod);
    for (LLVMValueRef it = LLVMGetFirstFunction(mod), next; it; it = next) {
        next = LLVMGetNextFunction(it);
        size_t nl;
        const char *name = LLVMGetValueName2(it, &nl);
        /* the name first: the row's look-up costs more, and only a listed
         * name can need the upgrade */
        int row = cta_group_listed(name) && LLVMIsDeclaration(it) ? form_find_intr(name) : -1;
        if (row >= 0 && needs_cta_group_upgrade(it, name, &ptxsel_form_rows[row]))
            upgrade_cta_group(mod, it, name);
    }
    LLVMContextRef c = LLVMGetModuleContext(mod);
    unsigned k_conv = enum_attr_kind(EA_convergent);
    unsigned k_nounwind = enum_attr_kind(EA_nounwind);
    unsigned k_mem = enum_attr_kind(EA_memory);
    for (LLVMValueRef it = LLVMGetFirstFunction(mod); it; it = LLVMGetNextFunction(it)) {
        size_t nl;
        const char *name = LLVMGetValueName2(it, &nl);
        if (!LLVMIsDeclaration(it) || nl < 10 || strncmp(name, "llvm.nvvm.", 10))
            continue;
        LLVMValueRef fn = it;
        int row = form_find_intr(name);
        if (row < 0) {
            fn = remangle_typed_pointer(mod, it, name, nl);
            name = LLVMGetValueName2(fn, &nl);
            row = form_find_intr(name);
        }
        if (row < 0)
            continue;
        const FormRow *r = &ptxsel_form_rows[row];
        add_fn_attr(c, fn, k_nounwind);
        if (r->flags & FORM_CONVERGENT)
            add_fn_attr(c, fn, k_conv);
        if ((r->flags & FORM_NOMEM) && !(r->flags & (FORM_SIDE_EFFECT | FORM_CONVERGENT)))
            add_fn_attr(c, fn, k_mem);
    }
}

/* ---------------------------------------------------------------- inline asm */

/* Register class an inline asm constraint letter binds (as llc-19's
 * NVPTX getRegForInlineAsmConstraint): b a predicate, c/h .b16, r .b32,
 * l .b64, f .f32, d .f64, q .b128 (an i128, PTX ISA 8.3); -1 for others. */
static int asm_constraint_rc(char c)
{
    switch (c) {
    case 'b': return RC_PRED;
    case 'c': case 'h': return RC_B16;
    case 'r': return RC_B32;
    case 'l': return RC_B64;
    case 'f': return RC_F32;
    case 'd': return RC_F64;
    case 'q': return RC_B128;
    default: return -1;
    }
}

static bool asm_int_convert_ok(RegClass a, RegClass b)
{
    return (a == RC_B16 || a == RC_B32 || a == RC_B64) && (b == RC_B16 || b == RC_B32 || b == RC_B64);
}

static const char *type_str_of(SelectCtx *S, LLVMValueRef v)
{
    char *t = LLVMPrintTypeToString(LLVMTypeOf(v));
    const char *r = arena_strdup(S->a, t);
    LLVMDisposeMessage(t);
    return r;
}

/* The type of inline asm output idx: the call's type, or its struct's element. */
static LLVMTypeRef asm_out_type(LLVMValueRef call, unsigned idx)
{
    LLVMTypeRef ty = LLVMTypeOf(call);
    if (LLVMGetTypeKind(ty) == LLVMStructTypeKind && idx < LLVMCountStructElementTypes(ty))
        ty = LLVMStructGetTypeAtIndex(ty, idx);
    return ty;
}

/* An i128 value's (lo, hi) 64-bit halves packed into a .b128 register, as
 * llc-19 moves them: mov.b128 %rq, {lo, hi}. */
static MOperand asm_pack_b128(SelectCtx *S, LLVMValueRef v, MOperand dst)
{
    MOperand lo = val_reg(S, v, 0), hi = val_reg(S, v, 1);
    emit(S, FORM_mov_b128_pack, 3, dst, lo, hi);
    return dst;
}

static const char *asm_type_str(SelectCtx *S, LLVMValueRef call, unsigned idx)
{
    LLVMTypeRef ty = asm_out_type(call, idx);
    char *t = LLVMPrintTypeToString(ty);
    const char *r = arena_strdup(S->a, t);
    LLVMDisposeMessage(t);
    return r;
}

/* Integer width conversion between .b16/.b32/.b64 registers for operands
 * whose IR type is narrower or wider than their constraint: llc-19
 * truncates inputs and zero-extends outputs (cvt.u64.u32, cvt.u32.u64). */
static bool asm_int_convert(SelectCtx *S, MOperand dst, MOperand src)
{
    static const unsigned bits[RC_COUNT] = {[RC_B16] = 16, [RC_B32] = 32, [RC_B64] = 64};
    if (src.kind != MO_REG || !bits[dst.rc] || !bits[src.rc])
        return false;
    if (dst.rc == src.rc)
        emit(S, mov_form((RegClass)dst.rc), 2, dst, src);
    else
        emit_cvt_u(S, dst, bits[dst.rc], src, bits[src.rc]);
    return true;
}

void lower_inline_asm(SelectCtx *S, LLVMValueRef call, LLVMValueRef asmv)
{
    size_t alen, clen;
    const char *as = LLVMGetInlineAsmAsmString(asmv, &alen);
    const char *cs = LLVMGetInlineAsmConstraintString(asmv, &clen);
    char *cons = arena_strndup(S->a, cs, clen);
    /* split constraints */
    char *parts[128];
    unsigned np = 0;
    for (char *p = cons; p && np < 128;) {
        parts[np++] = p;
        char *comma = strchr(p, ',');
        if (!comma)
            break;
        *comma = 0;
        p = comma + 1;
    }
    MOperand opers[128], post_dst[128], post_src[128], post_hi[128];
    bool post_b128[128];
    unsigned nout = 0, nin = 0, npost = 0, oleaf = 0;
    VLoc *res = LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind ? result_loc(S, call) : NULL;
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
    unsigned total = 0;
    for (unsigned i = 0; i < np; i++) {
        char *c = parts[i];
        if (!*c || c[0] == '~')
            continue;
        if (c[0] == '=') {
            if (c[1] == '*') {
                isel_error(S, call, "inline asm indirect output constraint '%s' is not supported", c);
                return;
            }
            if (!res || oleaf >= res->n) {
                isel_error(S, call, "inline asm output constraint '%s' has no result", c);
                return;
            }
            int want = asm_constraint_rc(c[1]);
            if (want < 0 || c[2]) {
                isel_error(S, call, "unsupported inline asm output constraint '%s'", c);
                return;
            }
            bool wide = is_i128(asm_out_type(call, nout));
            if ((want == RC_B128) != wide) {
                isel_error(S, call, "inline asm output %u: constraint '%s' does not fit its type %s", nout, c,
                           asm_type_str(S, call, nout));
                return;
            }
            MOperand r = res->ops[oleaf];
            oleaf += wide ? 2 : 1;
            nout++;
            if (wide) {
                /* the .b128 register is unpacked into the i128's halves after the asm */
                MOperand t = new_vreg(S, RC_B128);
                if (npost < 128 && oleaf <= res->n) {
                    post_b128[npost] = true;
                    post_dst[npost] = r;
                    post_hi[npost] = res->ops[oleaf - 1];
                    post_src[npost++] = t;
                }
                opers[total++] = t;
                continue;
            }
            if (want != (int)r.rc) {
                /* an integer result of another width: a register of the constraint's class, converted after */
                if (!asm_int_convert_ok((RegClass)want, (RegClass)r.rc)) {
                    isel_error(S, call, "inline asm output %u: constraint '%s' does not fit its type %s", nout - 1, c,
                               asm_type_str(S, call, nout - 1));
                    return;
                }
                MOperand t = new_vreg(S, (RegClass)want);
                if (npost < 128) {
                    post_b128[npost] = false;
                    post_dst[npost] = r;
                    post_src[npost++] = t;
                }
                r = t;
            }
            opers[total++] = r;
            continue;
        }
        if (nin >= nargs) {
            isel_error(S, call, "inline asm constraint '%s' has no operand", c);
            return;
        }
        LLVMValueRef a = LLVMGetOperand(call, nin++);
        if (c[0] >= '0' && c[0] <= '9') {
            unsigned tied = (unsigned)atoi(c);
            if (tied >= total) {
                isel_error(S, call, "inline asm tied constraint '%s' is out of range", c);
                return;
            }
            if (opers[tied].rc == RC_B128 || is_i128(LLVMTypeOf(a))) {
                if (opers[tied].kind != MO_REG || opers[tied].rc != RC_B128 || !is_i128(LLVMTypeOf(a))) {
                    isel_error(S, call, "inline asm operand %u: tied constraint '%s' does not fit its type %s", total,
                               c, type_str_of(S, a));
                    return;
                }
                opers[total++] = asm_pack_b128(S, a, opers[tied]);
                continue;
            }
            MOperand v = val_op(S, a, 0);
            if (v.kind == MO_REG && v.rc != opers[tied].rc) {
                if (!asm_int_convert(S, opers[tied], v)) {
                    isel_error(S, call, "inline asm operand %u: tied constraint '%s' does not fit its type %s", total,
                               c, type_str_of(S, a));
                    return;
                }
            } else {
                emit(S, mov_form((RegClass)opers[tied].rc), 2, opers[tied], v);
            }
            opers[total++] = opers[tied];
            continue;
        }
        if (c[0] == 'n' || c[0] == 'i') {
            int64_t v;
            if (!is_const_int(a, &v)) {
                isel_error(S, call, "inline asm constraint '%s' needs a constant", c);
                return;
            }
            opers[total++] = mo_imm(v);
            continue;
        }
        int want = c[1] ? -1 : asm_constraint_rc(c[0]);
        if (want < 0) {
            isel_error(S, call, "unsupported inline asm constraint '%s' (operand %u; supported: b c h r l f d q n i, "
                       "=X outputs, tied digits)", c, total);
            return;
        }
        if ((want == RC_B128) != is_i128(LLVMTypeOf(a))) {
            isel_error(S, call, "inline asm operand %u: constraint '%s' does not fit its type %s", total, c,
                       type_str_of(S, a));
            return;
        }
        if (want == RC_B128) {
            opers[total++] = asm_pack_b128(S, a, new_vreg(S, RC_B128));
            continue;
        }
        MOperand v = val_reg(S, a, 0);
        if (v.kind == MO_REG && (int)v.rc != want) {
            if (!asm_int_convert_ok((RegClass)v.rc, (RegClass)want)) {
                isel_error(S, call, "inline asm operand %u: constraint '%s' does not fit its type %s", total, c,
                           type_str_of(S, a));
                return;
            }
            /* an integer of another width: truncated or zero-extended to the constraint's class */
            MOperand t = new_vreg(S, (RegClass)want);
            asm_int_convert(S, t, v);
            v = t;
        }
        opers[total++] = v;
    }
    /* every $N names an operand; the printer substitutes them (mc/mir.c) */
    for (size_t i = 0; i < alen; i++) {
        unsigned k;
        if (as[i] == '$' && i + 1 < alen && as[i + 1] == '$')
            i++;
        else if (asm_operand_ref(as, alen, i, &k) && k >= total) {
            isel_error(S, call, "inline asm refers to operand $%u but has only %u", k, total);
            return;
        }
    }
    emit(S, FORM_inlineasm, 1, mo_asm(S->a, arena_strndup(S->a, as, alen), opers, total));
    for (unsigned i = 0; i < npost; i++) {
        if (post_b128[i])
            emit(S, FORM_mov_b128_unpack, 3, post_dst[i], post_hi[i], post_src[i]);
        else
            asm_int_convert(S, post_dst[i], post_src[i]);
    }
}
