/*
 * Functions: the per-instruction dispatch, parameter setup (byval read in
 * place or copied), the phi/result sharing analyses, and the lowering of
 * one function.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- dispatch */

/* An alloca outside the entry block or of run-time size, as llc-19 lowers
 * it (PTX 7.3, sm_52): the byte count rounded up to 8, PTX's alloca with the
 * alloca's alignment, then the generic address of the local one (unless the
 * alloca is in the local address space). */
static void lower_dynamic_alloca(SelectCtx *S, LLVMValueRef I)
{
    VLoc *res = result_loc(S, I);
    LLVMValueRef num = LLVMGetOperand(I, 0);
    uint64_t esize = abi_size(S, LLVMGetAllocatedType(I));
    LeafKind k;
    if (!scalar_leaf(S, LLVMTypeOf(num), &k) || (k != LK_I32 && k != LK_I64 && k != LK_I16 && k != LK_I8)) {
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
    MOperand p = local && res->ops[0].rc == RC_B64 ? res->ops[0] : new_vreg(S, RC_B64);
    emit(S, FORM_alloca_u64, 3, p, bytes, mo_imm(al ? al : 1));
    if (!local)
        emit(S, FORM_cvta_local_u64, 2, res->ops[0], p);
    else if (p.reg != res->ops[0].reg || p.rc != res->ops[0].rc)
        emit(S, FORM_cvt_u32_u64, 2, res->ops[0], p); /* a 32-bit local pointer ("p5:32:32") */
}

void lower_inst(SelectCtx *S, LLVMValueRef I)
{
    lower_inst_op(S, I, LLVMIsAConstantExpr(I) ? LLVMGetConstOpcode(I) : LLVMGetInstructionOpcode(I));
}

void lower_inst_op(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    S->inst = I;
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
    case LLVMUnreachable: emit_ops(S, FORM_trap, 0, NULL); break;
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

void setup_params(SelectCtx *S, unsigned grid_const_mask)
{
    MFunc *f = S->f;
    unsigned np = LLVMCountParams(S->fn);
    f->nparams = np;
    /* the parameters outlive the function's machine IR: the prototypes
     * are printed after every function is selected */
    f->params = arena_alloc(S->m->arena, (np + 1) * sizeof *f->params);
    vararg_param(S, f);
    S->cur = S->prologue;
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef p = LLVMGetParam(S->fn, i);
        MParam *mp = &f->params[i];
        mp->name = arena_cat_u64(S->m->arena, f->name, "_param_", i);
        LLVMAttributeRef byval = param_attr(S->fn, i, EA_byval);
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
                uint64_t sz = abi_size(S, bt);
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
                copy_leaves(S, mo_addr_reg(dst, 0), AX_ld_SP_none, mo_addr_sym(mp->name, 0), AX_ld_SP__param, bt, al);
                mov_leaf(S, loc->ops[0], dst);
                byval_mark_copy(S, p, p, 0);
            }
            pmap_put(&S->vals, p, loc);
            continue;
        }
        LLVMTypeRef ty = LLVMTypeOf(p);
        mp->type = param_decl(S, ty, S->fn, f->is_kernel, 0);
        unsigned img = f->is_kernel ? texsurf_param_kind(S, S->fn, i) : 0;
        if (img && mp->type.ty != PTY_U64) {
            isel_error(S, NULL, "image / sampler parameter %%%s of kernel '%s' has type %s; !nvvm.annotations "
                       "\"rdoimage\", \"wroimage\", \"rdwrimage\" and \"sampler\" annotate i64 (or pointer) "
                       "parameters", param_label(S, p), f->name, type_str(S, ty));
            img = 0;
        }
        if (img && S->texmode_independent) {
            /* a .texref / .surfref / .samplerref, named by the instructions */
            mp->type = (MParamType){.ty = (uint8_t)img};
            texsurf_check_param_uses(S, p, param_label(S, p));
            loc->n = 1;
            loc->ops = arena_alloc(S->a, sizeof *loc->ops);
            loc->ops[0] = mo_sym(mp->name);
            pmap_put(&S->vals, p, loc);
            continue;
        }
        if (img) /* CUDA's mode: a handle in a .u64, loaded as any parameter */
            mp->type.ptr = img == PTY_TEXREF ? PPTR_TEXREF : img == PTY_SURFREF ? PPTR_SURFREF : PPTR_SAMPLERREF;
        else if (f->is_kernel && S->texmode_independent && LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
            /* llc-19 under nvcl: .ptr, the state space, the align attribute (default 1) */
            unsigned as = LLVMGetPointerAddressSpace(ty), al = param_align_attr(S->fn, i);
            mp->type.ptr = as == 1 ? PPTR_GLOBAL : as == 3 ? PPTR_SHARED : as == 4 ? PPTR_CONST : PPTR_GENERIC;
            mp->type.align = al ? al : 1;
        }
        if (!LLVMGetFirstUse(p)) {
            /* never read: declared, not loaded (llc loads no unused parameter) */
            pmap_put(&S->vals, p, loc);
            continue;
        }
        size_t n;
        const Leaf *lv = leaves_of(S, ty, &n, p);
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
            if (k == LK_I1 && !scalar) {
                param_ld_i1(S, loc->ops[l], mp->name, (int64_t)lv[l].off);
            } else if (k == LK_I1) {
                bool wide = t == AX_ld_T_b32;
                MOperand tr = new_vreg(S, wide ? RC_B32 : RC_B16);
                emit(S, ldst_form(false, AX_ld_SP__param, t), 2, tr, a);
                emit(S, setp_int_form(AX_setp_int_C_ne, true, wide ? 32 : 16), 3, loc->ops[l], tr, mo_imm(0));
            } else {
                param_ld(S, loc->ops[l], mp->name, (int64_t)lv[l].off, t, LLVMABIAlignmentOfType(S->td, ty));
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

bool fn_is_kernel(SelectCtx *S, LLVMValueRef fn)
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
    int t = isel_tied_operand(S, I);
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
VLoc *extract_alias_loc(SelectCtx *S, LLVMValueRef I)
{
    if (LLVMGetInstructionOpcode(I) != LLVMExtractValue)
        return NULL;
    LLVMValueRef agg = LLVMGetOperand(I, 0);
    if (!LLVMIsAInstruction(agg))
        return NULL;
    LLVMOpcode op = LLVMGetInstructionOpcode(agg);
    if (op != LLVMAtomicCmpXchg && !(op == LLVMCall && isel_tied_operand(S, agg) < 0))
        return NULL;
    VLoc *a = pmap_get(&S->vals, agg);
    if (!a)
        return NULL;
    unsigned first, cnt;
    leaf_range(S, LLVMTypeOf(agg), LLVMGetIndices(I), LLVMGetNumIndices(I), &first, &cnt);
    size_t n;
    const Leaf *lv = leaves_of(S, LLVMTypeOf(I), &n, I);
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

/* An address materialised in a register that nothing may need: a static
 * alloca's (add.s64 %rdN, %SP, slot, printed at the alloca), a byval
 * parameter's read in place (mov.u64 %rdN, f_param_1, in the prologue),
 * or any other symbol's; or the 64-bit zext / sext of an i32 GEP index
 * that every GEP scaled with mul.wide (isel/memory.c, gep_wide_index):
 * over the -O0 programs of difftest seeds 64201-64400, 4100 such
 * cvt.u64.u32 were never read. */
static bool is_address_def(const MInst *in)
{
    if (in->guard >= 0 || in->nops < 2 || in->ops[0].kind != MO_REG)
        return false;
    if (in->form == FORM_add_s64)
        return in->nops == 3 && in->ops[1].kind == MO_STACK && in->ops[2].kind == MO_IMM;
    if (in->form == FORM_cvt_u64_u32 || in->form == FORM_cvt_s64_s32)
        return in->nops == 2 && in->ops[1].kind == MO_REG; /* a zext / sext whose users took the i32 (mul.wide) */
    return in->form == FORM_mov_u64 && in->nops == 2 && in->ops[1].kind == MO_SYM;
}

/* The forms that compute their one result from registers and immediates
 * alone: integer and floating-point arithmetic (division and remainder
 * included), compares into predicates, selects, conversions, register
 * moves, and the bit-count and byte-order intrinsics (popc, clz, brev, the
 * byte swaps). None reads or writes memory, has a side effect or sets the carry
 * flag (add.cc and its kin are not among them), so a definition by one of
 * them that no instruction reads can go, as llc-19's SelectionDAG never
 * emits a node nothing uses. ptxas removes most such code itself, but not a
 * 64-bit division (a call to its division routine): difftest s67068_O0 ran
 * 1.66x llc-19's time on the H100 for one dead div.u64 in a loop. */
static uint8_t pure_set[FORM_COUNT / 8 + 1];
static pthread_once_t pure_once = PTHREAD_ONCE_INIT;

static void pure_set_fill(void)
{
    formset_add(pure_set, &form_axis_int[0][0], sizeof form_axis_int / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_setp_int[0][0][0], sizeof form_axis_setp_int / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_selp_pred[0][0], sizeof form_axis_selp_pred / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_fp[0][0], sizeof form_axis_fp / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_setp_fp[0][0], sizeof form_axis_setp_fp / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_cvt[0][0][0], sizeof form_axis_cvt / sizeof(uint16_t));
    formset_add(pure_set, &form_axis_mov_bits[0][0], sizeof form_axis_mov_bits / sizeof(uint16_t));
    static const uint16_t more[] = {FORM_mul_lo_u64,     FORM_mul_hi_u64,      FORM_mov_pred,       FORM_mov_b16,
                                    FORM_mov_b32,        FORM_mov_b64,         FORM_mov_f32,        FORM_mov_f64,
                                    FORM_mov_u64,        FORM_selp_b16,        FORM_selp_b32,       FORM_selp_b64,
                                    FORM_selp_b32_float, FORM_selp_b64_double,  FORM_selp_b64_ptr,   FORM_selp_b16_half,
                                    FORM_selp_b16_bfloat, FORM_selp_b16_i16,
                                    /* the bit-count and byte-order intrinsics' forms: a
                                     * remainder whose byte swap a fold made unread (difftest
                                     * s106534_O0) went with them */
                                    FORM_popc_b32, FORM_popc_b64, FORM_clz_b32, FORM_clz_b64, FORM_brev_b32,
                                    FORM_brev_b64, FORM_prmt_b32_bswap, FORM_prmt_b32_bswap16,
                                    FORM_prmt_b32_bswap64, FORM_brev_b32_nvvm, FORM_popc_b32_nvvm,
                                    FORM_clz_b32_nvvm};
    formset_add(pure_set, more, sizeof more / sizeof more[0]);
}

/* The set is the same for every compile: filled once per process. */
const uint8_t *pure_forms(void)
{
    pthread_once(&pure_once, pure_set_fill);
    return pure_set;
}

/* The forms whose one result drop_unread_defs may remove at -O1 and above
 * when it is unread: the pure forms and the plain scalar loads (neither
 * volatile nor atomic: form_axis_ld's VOL_none rows of one register), as
 * llc-19's SelectionDAG deletes a load whose value nothing uses. Such loads
 * appear when the part of a value that needed them goes (the fields of a
 * returned struct nothing reads; '(u128)in[i] << 64 | ...' truncated to 64
 * bits). llc-19 deletes them at -O0 too, but there ptxas did worse without
 * them: on the H100, 1,288 -O0 programs (seeds 69001-69500, 70301-70800,
 * 71001-71400) went 0.9667 -> 0.9680 against llc-19, 17 slower by more
 * than 5% and 3 faster; 208 -O2 programs 0.9941 -> 0.9926. -O0 keeps its
 * pure forms only. The same for every compile: filled once per process. */
static uint8_t drop_set[FORM_COUNT / 8 + 1];
static pthread_once_t drop_once = PTHREAD_ONCE_INIT;

static void drop_set_fill(void)
{
    memcpy(drop_set, pure_forms(), sizeof drop_set);
    for (unsigned sp = 0; sp < AX_ld_SP_COUNT; sp++)
        formset_add(drop_set, form_axis_ld[AX_ld_VOL_none][sp][AX_ld_V_none],
                    sizeof form_axis_ld[0][0][0] / sizeof(uint16_t));
}

/* A definition drop_unread_defs may remove when its register is unread: an
 * address (is_address_def) or the one result of a form of drop_set. */
static bool removable_def(const uint8_t *droppable, const MInst *in)
{
    /* (what both ask first; the set's bit before the row's 'writes') */
    if (in->guard >= 0 || in->nops < 1 || in->ops[0].kind != MO_REG)
        return false;
    return (formset_has(droppable, in->form) && minst_first_read(in) == 1) || is_address_def(in);
}

/* Adds delta to the read count of a register operand (mo_each_reg: an
 * address's base register, the members of a vector, list or asm operand),
 * as regset_add marks them. */
typedef struct ReadCount {
    uint32_t **cnt;
    const MFunc *f;
    int delta;
} ReadCount;

static void count_read(void *ud, MOperand *o)
{
    ReadCount *rc = ud;
    if (o->rc < RC_COUNT && o->reg && o->reg <= rc->f->nregs[o->rc])
        rc->cnt[o->rc][o->reg] += (uint32_t)rc->delta;
}

/* The operands an instruction reads for this sweep: a row's 'writes' comes
 * from its template's shape and takes operand 0 of "op %0, %1" for a result
 * even where the instruction reads it (tcgen05.dealloc's address), so only
 * the definitions that may go have their operand 0 left out. A register
 * operand (most of them) is counted here, as count_read counts it; an
 * immediate, symbol, label, stack pointer or .param names none; the rest
 * (addresses, vectors, lists, asm operands) go through mo_each_reg_other. */
static inline void count_inst_reads(uint32_t **cnt, const MFunc *f, const MInst *in, bool removable, int delta)
{
    const uint32_t *nregs = f->nregs;
    if (in->guard >= 0 && (uint32_t)in->guard <= nregs[RC_PRED])
        cnt[RC_PRED][in->guard] += (uint32_t)delta;
    MOperand *ops = in->ops;
    for (unsigned k = removable ? minst_first_read(in) : 0, n = in->nops; k < n; k++) {
        MOperand *o = &ops[k];
        if (o->kind == MO_REG) {
            unsigned c = o->rc;
            uint32_t r = o->reg;
            if (c < RC_COUNT && r && r <= nregs[c])
                cnt[c][r] += (uint32_t)delta;
        } else if (o->kind == MO_ADDR || o->kind == MO_VEC || o->kind == MO_LIST || o->kind == MO_ASM) {
            ReadCount rc = {cnt, f, delta};
            mo_each_reg_other(o, count_read, &rc);
        }
    }
}

/* Drops the definitions removable_def allows whose register no
 * instruction reads: the address definitions (is_address_def) and those of
 * the forms of drop_set (pure forms, plain loads). Every access to a static
 * alloca and to a byval parameter read in place folds its address
 * ([%SP+8], [%SPL+8], [f_param_1+8]), so the register is often never read:
 * at -O0 a dead add.s64 per alloca; at any level a parameter's mov.u64, which made
 * ptxas 13.0 give the parameter a stack copy in every caller it inlined
 * the function into (18 -O2 kernels of difftest seeds 52001-52300 had a
 * larger frame than llc-19's, each exactly llc-19's without the mov).
 * Reads are every operand but the result of a form that writes its
 * operand 0 (a form that writes all of them counts them all as reads),
 * and guards; what is dropped was never read, so the machine verifier's
 * rule that every register read is written somewhere still holds. */
static void drop_unread_defs(SelectCtx *S, MFunc *f)
{
    pthread_once(&drop_once, drop_set_fill);
    const uint8_t *droppable = S->opt_level > 0 ? drop_set : pure_forms();
    size_t n = 0;
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next)
            n++;
    /* how many times each register is read; then, last instruction first,
     * a removable definition of a register read nowhere goes and no longer
     * reads its operands, so a chain of dead definitions in program order
     * goes in one walk; again while a walk removed something (a definition
     * read only by a later block's dead one: a loop), at most 8 walks */
    uint32_t *cnt[RC_COUNT];
    for (unsigned rc = 0; rc < RC_COUNT; rc++)
        cnt[rc] = arena_alloc(S->a, ((size_t)f->nregs[rc] + 1) * sizeof **cnt); /* zeroed */
    /* the removable definitions in program order, with what the walks
     * read of them (a large function's instructions are not walked again) */
    typedef struct Cand {
        MInst *in;
        uint32_t reg; /* its result register, UINT32_MAX: out of range (never dropped) */
        uint8_t rc;
        bool dead;
    } Cand;
    Cand *cand = arena_alloc_raw(S->a, (n ? n : 1) * sizeof *cand); /* cand[0, nc) written below */
    size_t nc = 0;
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (MInst *in = f->blocks[bi]->first; in; in = in->next) {
            bool rm = removable_def(droppable, in);
            if (rm) {
                const MOperand *d = &in->ops[0];
                bool ok = d->rc < RC_COUNT && d->reg <= f->nregs[d->rc];
                cand[nc++] = (Cand){in, ok ? d->reg : UINT32_MAX, ok ? d->rc : 0, false};
            }
            count_inst_reads(cnt, f, in, rm, 1);
        }
    if (!nc)
        return;
    bool removed = true, any_removed = false;
    for (unsigned walk = 0; walk < 8 && removed; walk++) {
        removed = false;
        for (size_t k = nc; k-- > 0;) {
            Cand *c = &cand[k];
            if (c->dead || c->reg == UINT32_MAX || cnt[c->rc][c->reg])
                continue;
            c->dead = removed = any_removed = true;
            count_inst_reads(cnt, f, c->in, true, -1);
        }
    }
    if (!any_removed)
        return;
    size_t k = 0; /* the next candidate in program order */
    for (size_t bi = 0; bi < f->nblocks && k < nc; bi++) {
        MBlock *b = f->blocks[bi];
        MInst *prev = NULL;
        for (MInst *in = b->first, *next; in; in = next) {
            next = in->next;
            if (k < nc && cand[k].in == in) {
                if (cand[k++].dead) {
                    mblock_unlink(b, prev, in);
                    continue;
                }
            }
            prev = in;
        }
    }
}

int fn_opt_level(LLVMValueRef fn, int level)
{
    return level > 0 && LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr_kind(EA_optnone)) ? 0
                                                                                                              : level;
}

/* Can an instruction of opcode op carry fast-math flags at all? LLVM 19's
 * FPMathOperator: floating-point arithmetic, fcmp, and phi / select / call
 * of a floating-point type; the conversions too, which newer LLVMs add (a
 * superset: LLVMCanValueUseFastMathFlags decides for these). Most
 * instructions are then not asked. */
static bool may_carry_fmf(LLVMOpcode op)
{
    switch (op) {
    case LLVMFNeg: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFCmp:
    case LLVMPHI: case LLVMSelect: case LLVMCall:
    case LLVMFPTrunc: case LLVMFPExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP:
        return true;
    default:
        return false;
    }
}

void select_function(SelectCtx *S, LLVMValueRef fn, MFunc *f)
{
    S->fn = fn;
    /* an optnone function is selected as at -O0; llc-19's register
     * coalescer still runs on it at -O1 and above (coalesce_copies below) */
    S->opt_level = fn_opt_level(fn, S->level);
    S->f = f;
    S->nerr_fn = 0;
    S->ircfg = NULL;
    pmap_init(&S->vals, S->a);
    pmap_init(&S->blocks, S->a);
    pmap_init(&S->phi_next, S->a);
    pmap_init(&S->allocas, S->a);
    pmap_init(&S->consts, S->a);
    pmap_init(&S->atom_syms, S->a);
    pmap_init(&S->bad_types, S->a);
    pmap_init(&S->spaces, S->a);
    pmap_init(&S->addr_fold, S->a);
    S->prologue = new_block(S);
    /* the blocks and instructions (S->ir, S->irb): the blocks counted
     * first, then the instructions of each as they are recorded (the
     * array grows; the map of values is then made large enough at once,
     * the instructions being most of its entries) */
    size_t nb = 0, cap = 0, n = 0;
    bool nounroll = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        nb++;
    IrBlock *irb = arena_alloc_raw(S->a, (nb ? nb : 1) * sizeof *irb); /* every entry written below */
    IrInst *ir = NULL; /* arena_grow gives it room as instructions are recorded */
    nb = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        MBlock *mb = new_block(S);
        const char *nm = LLVMGetBasicBlockName(bb);
        if (nm && *nm)
            mb->irname = arena_strndup(S->a, nm, strlen(nm));
        pmap_put(&S->blocks, bb, mb);
        irb[nb] = (IrBlock){bb, mb, n, n, false};
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb), next; I; I = next) {
            ir_prefetch_ahead(I);
            next = LLVMGetNextInstruction(I);
            LLVMOpcode op = LLVMGetInstructionOpcode(I);
            /* a value the IR proves constant (or one of its operands) is
             * replaced by it before anything reads the function, as llc's
             * DAG folds it: its users then see a constant operand */
            LLVMValueRef folded = NULL;
            if (fold_opcode(op) && !(folded = fold_inst(I, op)))
                folded = fold_into_select(I, op);
            if (folded && folded != I) { /* (I itself: unreachable code's 'x = x + 0') */
                LLVMReplaceAllUsesWith(I, folded);
                LLVMInstructionEraseFromParent(I);
                continue;
            }
            ir = arena_grow(S->a, ir, n, &cap, sizeof *ir);
            ir[n++] = (IrInst){I, op,
                               may_carry_fmf(op) && LLVMCanValueUseFastMathFlags(I) ? (int)LLVMGetFastMathFlags(I) : -1};
        }
        /* the terminator: its loop metadata, for mark_nounroll_headers */
        if (n > irb[nb].first && LLVMIsATerminatorInst(ir[n - 1].v) && loop_md_no_unroll(S, ir[n - 1].v))
            nounroll = irb[nb].nounroll_latch = true;
        irb[nb++].end = n;
    }
    S->ir = ir;
    S->nir = n;
    S->irb = irb;
    S->nirb = nb;
    pmap_reserve(&S->vals, n + LLVMCountParams(fn));
    /* result registers for every value-producing instruction */
    for (size_t bi = 0; bi < nb; bi++) {
        LLVMBasicBlockRef bb = irb[bi].bb;
        for (size_t ii = irb[bi].first; ii < irb[bi].end; ii++) {
            LLVMValueRef I = ir[ii].v;
            LLVMTypeRef ty = LLVMTypeOf(I);
            if (LLVMGetTypeKind(ty) == LLVMVoidTypeKind)
                continue;
            S->inst = I;
            LLVMOpcode op = ir[ii].op;
            VLoc *tied = op == LLVMCall           ? tied_result_loc(S, I, bb)
                         : op == LLVMExtractValue ? extract_alias_loc(S, I)
                                                  : NULL;
            if (tied) {
                pmap_put(&S->vals, I, tied);
                continue;
            }
            size_t nl;
            const Leaf *lv = leaves_of(S, ty, &nl, I);
            /* the registers right after their VLoc: one allocation, not
             * zeroed (each register is written; a value without leaves, a
             * type refused, keeps the one zero operand it had) */
            _Static_assert(sizeof(VLoc) % _Alignof(MOperand) == 0, "operands after a VLoc are aligned");
            VLoc *loc = arena_alloc_raw(S->a, sizeof *loc + (nl ? nl : 1) * sizeof *loc->ops);
            loc->n = lv ? (uint16_t)nl : 0;
            loc->ops = (MOperand *)(loc + 1);
            loc->ops[0] = (MOperand){0};
            for (size_t l = 0; lv && l < nl; l++)
                loc->ops[l] = new_vreg(S, leaf_rc((LeafKind)lv[l].kind));
            pmap_put(&S->vals, I, loc);
            /* static allocas of the entry block get depot slots */
            if (op == LLVMAlloca && bi == 0) {
                int64_t cnt = 1;
                LLVMValueRef num = LLVMGetOperand(I, 0);
                if (is_const_int(num, &cnt) && cnt >= 0) {
                    uint64_t sz = abi_size(S, LLVMGetAllocatedType(I)) * (uint64_t)cnt;
                    unsigned al = LLVMGetAlignment(I);
                    /* every slot starts and ends on a 4-byte boundary: two
                     * allocas never share a 32-bit word of local memory.
                     * A .local load of a word another slot's byte or
                     * halfword store wrote shortly before stalls far longer
                     * than the generic access llc-19 -O0 makes (difftest
                     * s104342_O0: an i16 and an i8 variable in one word,
                     * both updated in a loop, 1.50x llc-19's time; the i8
                     * moved to a word of its own, 1.03x) */
                    if (al < 4)
                        al = 4;
                    sz = (sz + 3) / 4 * 4;
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
    for (size_t bi = 0; bi < nb; bi++) {
        S->cur = irb[bi].mb;
        for (size_t ii = irb[bi].first; ii < irb[bi].end; ii++)
            lower_inst_op(S, ir[ii].v, ir[ii].op);
    }
    if (nounroll)
        mark_nounroll_headers(S);
    if (S->opt_level > 0)
        cse_blocks(S, f);
    drop_unread_defs(S, f);
    if (S->opt_level > 0)
        licm_loops(S, f);
    if (S->level > 0 && coalesce_copies(S, f))
        drop_unread_defs(S, f);
    guard_half_byte_stores(S, f);
    if (f->uses_sp || f->depot_size) {
        /* the prologue's first instructions set up the local stack pointers */
        MBlock *pro = S->prologue;
        MInst *saved_first = pro->first, *saved_last = pro->last;
        pro->first = pro->last = NULL;
        S->cur = pro;
        S->inst = NULL;
        emit(S, FORM_mov_u64, 2, mo_stack(true), mo_sym(arena_cat(S->a, "__local_depot_", f->name)));
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
    mir_renumber_regs(S->a, f);
}
