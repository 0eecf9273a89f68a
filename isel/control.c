/*
 * Control flow: branches, phi copies on edges, switches (jump tables and
 * compare trees).
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- control flow */

MBlock *mblock_of(SelectCtx *S, LLVMBasicBlockRef bb)
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
        /* the search starts after the entry found last time: predecessors
         * are usually met in the order of the entries, so a phi of P
         * entries costs O(P), not O(P^2). Entries of one block repeated
         * (a switch) carry one value, so any of them will do. */
        LLVMValueRef inc = NULL;
        unsigned cnt = LLVMCountIncoming(phis[i]);
        unsigned start = (unsigned)(uintptr_t)pmap_get(&S->phi_next, phis[i]);
        for (unsigned k = 0; k < cnt; k++) {
            unsigned j = (start + k) % cnt;
            if (LLVMGetIncomingBlock(phis[i], j) == from) {
                inc = LLVMGetIncomingValue(phis[i], j);
                pmap_put(&S->phi_next, phis[i], (void *)(uintptr_t)((j + 1) % cnt));
                break;
            }
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

void lower_br(SelectCtx *S, LLVMValueRef I)
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

/* llc-19 at -O0 builds no tree: its switch lowering splits nothing without
 * optimisation, so the cases become one chain of tests in ascending order,
 * runs of consecutive values with the same destination merged into one
 * range test (x - lo <u hi - lo + 1; x <u hi + 1 when lo is 0). The chain
 * costs a compare per case on the way to the last, where the tree costs
 * log n; what matters is that ptxas gets llc-19's control flow, which
 * decides how well it schedules an unoptimised kernel (kernels with a
 * switch were up to 1.48x slower on an H100 with the tree).
 * Each test is a block of its own that ends with 'bra.uni' to the next
 * test, kept by mir_layout (keep_jump), as llc-19 -O0 prints it: without
 * those branches ptxas 13.0 recognises the run of tests as a switch and
 * makes it an indexed jump (BRX) with a BREAK per case, which costs a
 * divergent switch in a loop dearly (difftest s67677_O0 ran 1.42x llc-19's
 * time on an H100 with 1 BRX and 22 BREAKs; with the branches 1.01x).
 * Only for switches of at most SWITCH_CHAIN_MAX cases: ptxas 13.0 crashes
 * on thousands of predicated branches in a row (5,000 tests: segmentation
 * fault; 2,000 assemble); longer switches get the tree, which ptxas
 * assembles at every size. */
#define SWITCH_CHAIN_MAX 128
static void switch_chain(SelectCtx *S, MOperand x, unsigned bits, const SwCase *c, size_t n, uint32_t dflt)
{
    uint64_t mask = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j + 1 < n && c[j + 1].label == c[i].label && c[j].v != INT64_MAX && c[j + 1].v == c[j].v + 1)
            j++;
        uint64_t span = ((uint64_t)c[j].v - (uint64_t)c[i].v) & mask; /* hi - lo */
        MOperand p = new_vreg(S, RC_PRED);
        if (span == 0) {
            emit(S, setp_int_form(AX_setp_int_C_eq, true, bits), 3, p, x, mo_imm(c[i].v));
        } else { /* span < SWITCH_CHAIN_MAX < mask: span + 1 fits the register */
            MOperand t = x;
            if (c[i].v != 0) {
                t = new_vreg(S, (RegClass)x.rc);
                uint64_t neg = (UINT64_C(0) - (uint64_t)c[i].v) & mask; /* -lo in the register's width */
                int64_t imm = bits < 64 && (neg >> (bits - 1)) ? (int64_t)(neg | ~mask) : (int64_t)neg;
                emit(S, int_form(AX_int_OP_add_s, bits), 3, t, x, mo_imm(imm));
            }
            emit(S, setp_int_form(AX_setp_int_C_lt, false, bits), 3, p, t, mo_imm((int64_t)(span + 1)));
        }
        MInst *in = emit(S, FORM_bra_cond, 1, mo_label(c[i].label));
        if (in)
            in->guard = (int32_t)p.reg;
        i = j + 1;
        if (i < n) {
            MBlock *next = new_block(S);
            next->after = S->cur->idx;
            S->cur->keep_jump = true;
            emit(S, FORM_bra, 1, mo_label(next->idx));
            S->cur = next;
        }
    }
    emit(S, FORM_bra, 1, mo_label(dflt));
}

__extension__ typedef unsigned __int128 wide_u;

/* An unsigned upper bound of the integer value v from the IR that computes
 * it: a constant, a zero extension or truncation, 'and', 'or', 'xor',
 * 'urem' and 'udiv' by a constant, a right shift by a constant, a select
 * (anything else: every value of its width). 'wide' (ir_is_one,
 * ir_sign_bit_zero) also follows values of up to 128 bits and additions,
 * multiplications and left shifts that provably do not wrap (the difftest
 * generator's '((u128)(u64)x * 3) >> 64' is 0 for a 32-bit x), and looks
 * 12 deep instead of 8; without it (ir_umax) a value wider than 64 bits is
 * unbounded. */
static wide_u umax_walk(LLVMValueRef v, unsigned depth, bool wide)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > (wide ? 128u : 64u))
        return ~(wide_u)0;
    unsigned w = LLVMGetIntTypeWidth(ty);
    wide_u full = w == 128 ? ~(wide_u)0 : ((wide_u)1 << w) - 1;
    if (LLVMIsAConstantInt(v)) {
        if (w <= 64)
            return (wide_u)(uint64_t)LLVMConstIntGetSExtValue(v) & full;
        uint64_t lo, hi;
        const_i128(v, &lo, &hi);
        return ((wide_u)hi << 64 | lo) & full;
    }
    if (depth > (wide ? 12u : 8u) || !LLVMIsAInstruction(v))
        return full;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    bool arith = op == LLVMAdd || op == LLVMMul || op == LLVMShl;
    if (arith && !wide)
        return full;
    bool binary = arith || op == LLVMAnd || op == LLVMOr || op == LLVMXor || op == LLVMURem || op == LLVMUDiv ||
                  op == LLVMLShr;
    wide_u a = (op == LLVMZExt || op == LLVMTrunc || binary) ? umax_walk(LLVMGetOperand(v, 0), depth + 1, wide) : full;
    wide_u b = binary ? umax_walk(LLVMGetOperand(v, 1), depth + 1, wide) : full;
    bool cst = binary && LLVMIsAConstantInt(LLVMGetOperand(v, 1)); /* then b is its value */
    switch (op) {
    case LLVMZExt:
    case LLVMTrunc: /* x mod 2^w is x where x fits, anything below 2^w else */
        return a < full ? a : full;
    case LLVMAnd:
        return a < b ? a : b;
    case LLVMOr:
    case LLVMXor: {
        /* every bit at or below the highest one either may set */
        wide_u m = a | b;
        for (unsigned s = 1; s < 128; s <<= 1)
            m |= m >> s;
        return m & full;
    }
    case LLVMAdd:
        return a > full - b ? full : a + b;
    case LLVMMul:
        return a == 0 || b == 0 ? 0 : a > full / b ? full : a * b;
    case LLVMShl:
        return cst && b < w && a <= full >> (unsigned)b ? a << (unsigned)b : full;
    case LLVMLShr:
        return cst && b < w ? a >> (unsigned)b : a;
    case LLVMURem: /* below a constant divisor, and never above the dividend */
        return cst && b != 0 && b - 1 < a ? b - 1 : a;
    case LLVMUDiv:
        return cst && b != 0 ? a / b : a;
    case LLVMSelect: {
        wide_u t = umax_walk(LLVMGetOperand(v, 1), depth + 1, wide), f = umax_walk(LLVMGetOperand(v, 2), depth + 1, wide);
        return t > f ? t : f;
    }
    default:
        return full;
    }
}

uint64_t ir_umax(LLVMValueRef v, unsigned depth)
{
    return (uint64_t)umax_walk(v, depth, false); /* at most 64 bits wide, or all ones */
}

/* Is bit 0 of v known to be set: an 'or' with an odd value, an odd
 * constant, an extension or truncation of such a value, a select of two? */
static bool low_bit_set(LLVMValueRef v, unsigned depth)
{
    if (LLVMIsAConstantInt(v)) {
        uint64_t lo, hi;
        int64_t cv;
        if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64)
            return is_const_int(v, &cv) && (cv & 1);
        const_i128(v, &lo, &hi);
        return lo & 1;
    }
    if (depth > 12 || !LLVMIsAInstruction(v))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMOr:
        return low_bit_set(LLVMGetOperand(v, 0), depth + 1) || low_bit_set(LLVMGetOperand(v, 1), depth + 1);
    case LLVMZExt:
    case LLVMSExt:
    case LLVMTrunc:
        return low_bit_set(LLVMGetOperand(v, 0), depth + 1);
    case LLVMSelect:
        return low_bit_set(LLVMGetOperand(v, 1), depth + 1) && low_bit_set(LLVMGetOperand(v, 2), depth + 1);
    default:
        return false;
    }
}

bool ir_is_one(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) <= 128 && umax_walk(v, 0, true) <= 1 &&
           low_bit_set(v, 0);
}

bool ir_sign_bit_zero(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 128)
        return false;
    return umax_walk(v, 0, true) < (wide_u)1 << (LLVMGetIntTypeWidth(ty) - 1);
}

void lower_switch(SelectCtx *S, LLVMValueRef I)
{
    LLVMBasicBlockRef from = LLVMGetInstructionParent(I);
    LLVMValueRef c = LLVMGetOperand(I, 0);
    LLVMTypeRef cty = LLVMTypeOf(c);
    LeafKind k = LK_I32;
    bool wide = LLVMGetTypeKind(cty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(cty) == 128;
    if (!wide && (!scalar_leaf(S, cty, &k) || is_fp(k) || is_ptr_leaf(k))) {
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
    /* cases the condition cannot reach are left out, as llc-19's DAG folds
     * their compares by the condition's known bits: the generator's
     * 'switch ((u32)(bool) % 25)' kept 23 dead cases (and the calls in
     * them) that ptxas could not see were dead behind a rem.u32 */
    unsigned w = LLVMGetIntTypeWidth(cty);
    uint64_t ub = ir_umax(c, 0), full = w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1;
    size_t live = 0;
    for (size_t i = 0; i < n; i++)
        if (((uint64_t)cases[i].v & full) <= ub)
            cases[live++] = cases[i];
    qsort(cases, live, sizeof *cases, swcase_cmp);
    if (S->opt_level == 0 && live <= SWITCH_CHAIN_MAX)
        switch_chain(S, x, reg_bits(k), cases, live, dflt);
    else
        switch_tree(S, x, reg_bits(k), cases, live, dflt);
}
