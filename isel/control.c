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
    VLoc *dl[256]; /* each phi's registers (result_loc, asked once) */
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
        VLoc *d = dl[i] = result_loc(S, phis[i]);
        tmp[i] = arena_alloc(S->a, (d->n ? d->n : 1) * sizeof(MOperand));
        for (unsigned l = 0; l < d->n; l++) {
            S->inst = phis[i];
            tmp[i][l] = inc ? val_op(S, inc, l) : d->ops[l];
        }
    }
    bool clash = false;
    for (unsigned i = 0; i < np && !clash; i++) {
        VLoc *di = dl[i];
        for (unsigned l = 0; l < di->n && !clash; l++) {
            MOperand v = tmp[i][l];
            if (v.kind != MO_REG)
                continue;
            for (unsigned j = 0; j < np && !clash; j++) {
                VLoc *dj = dl[j];
                for (unsigned m = 0; m < dj->n && !clash; m++)
                    clash = (j != i || m != l) && dj->ops[m].rc == v.rc && dj->ops[m].reg == v.reg;
            }
        }
    }
    for (unsigned i = 0; clash && i < np; i++) {
        VLoc *d = dl[i];
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
        VLoc *d = dl[i];
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
    if (LLVMIsAConstantInt(c)) {
        /* a constant condition (one isel/fold.c found): the branch it
         * takes, as llc's DAG folds it. The other edge keeps its phi
         * copies, in an edge block nothing branches to: a block reached
         * only through it still finds its phis written (the machine
         * verifier's rule), and ptxas drops the unreachable code */
        LLVMBasicBlockRef take = LLVMConstIntGetZExtValue(c) ? tb : fb, other = take == tb ? fb : tb;
        if (other != take)
            (void)edge_target(S, from, other, false);
        uint32_t t = edge_target(S, from, take, true);
        S->inst = I;
        emit(S, FORM_bra, 1, mo_label(t));
        return;
    }
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

/* Switches at -O0 (and in 'optnone' functions) are lowered as llc-19 -O0
 * lowers them on NVPTX: one chain of tests (switch_chain), or for more
 * than SWITCH_CHAIN_MAX cases a balanced binary tree of signed compares
 * over the sorted case values with at most 3 equality tests at each leaf
 * (switch_tree), so a switch of n cases costs O(n) instructions and
 * O(log n) compares on every path. At -O1 and above switch_lower follows
 * llc-19's SwitchLowering. i128 conditions compare both halves, case by
 * case, at every level. */
typedef struct SwCase {
    int64_t v;
    uint64_t hi; /* i128: the high half ('v' the low half) */
    uint32_t label;
    LLVMBasicBlockRef bb; /* the destination block */
    uint32_t prob;        /* -O1 and above: its branch probability (switch_lower) */
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

/* ------------------------------------------------ -O1 and above: llc-19's
 * SwitchLowering (SelectionDAGBuilder::visitSwitch, SwitchLoweringUtils.cpp),
 * which NVPTX runs with no jump tables (LLVM 19's NVPTX has no BR_JT or
 * BRIND) and with bit tests over a 64-bit word (its pointer width), on the
 * switch CodeGenPrepare left (lower_switch: no cases that go to the
 * default, an i8 condition widened to i16):
 *  - sorted cases, neighbours with one destination merged into one range
 *    cluster (sortAndRangeify);
 *  - a cluster of at least 66% of the probability tested first
 *    (peelDominantCaseIfProfitable);
 *  - runs of clusters spanning at most 64 values with at most 3
 *    destinations made bit tests where enough compares are saved
 *    (findBitTestClusters, isSuitableForBitTests);
 *  - a binary tree of signed 'x < pivot' compares over the clusters that
 *    balances their probabilities, with up to 3 clusters in a leaf
 *    (splitWorkItem, computeSplitWorkItemInfo); a side that is one range
 *    exactly filling the bounds the tree already proved is a direct branch;
 *  - each leaf tests its clusters most probable first, one equality or one
 *    'x - lo <u hi - lo + 1' range test each, the last falling to the
 *    default (lowerWorkItem).
 * Probabilities are llc's BranchProbability numerators over 2^31, as
 * BranchProbabilityInfo gives a switch without profile data (sw_probs:
 * loop exits and successors that end in 'unreachable' weigh less, the
 * rest alike; cold calls and 'unlikely' successors are not modelled). */
#define BP_ONE (UINT64_C(1) << 31)
#define BP_PEEL 66 /* SwitchPeelThreshold, percent */

static uint32_t bp_make(uint64_t num, uint64_t den) /* BranchProbability(num, den), num <= den */
{
    return den == BP_ONE ? (uint32_t)num : (uint32_t)((num * BP_ONE + den / 2) / den);
}

static uint32_t bp_add(uint32_t a, uint32_t b)
{
    uint64_t s = (uint64_t)a + b;
    return (uint32_t)(s > BP_ONE ? BP_ONE : s);
}

typedef struct SwClu {
    int64_t lo, hi;        /* signed, in the condition's width */
    uint32_t label, prob;
    LLVMBasicBlockRef bb;  /* the destination block */
    int32_t bt;            /* -1: a range; else its bit test (SwLower.bts) */
} SwClu;

typedef struct SwBitDest {
    uint64_t mask;
    uint32_t label, prob, bits;
} SwBitDest;

typedef struct SwBitTest {
    int64_t low;           /* subtracted first (0: nothing) */
    uint64_t range;        /* x - low <=u range is inside */
    bool contiguous;       /* no value of the range goes to the default */
    unsigned n;
    SwBitDest d[3];
} SwBitTest;

typedef struct SwLower {
    SelectCtx *S;
    MOperand x;            /* the condition (an i8 zero-extended to 16 bits) */
    unsigned bits, width;  /* its register's width and the width the cases are in (i1: 32, i8: 16) */
    uint32_t dflt;
    LLVMBasicBlockRef next_bb; /* the IR block after the switch's */
    SwBitTest *bts;
} SwLower;

static uint64_t wmask(unsigned bits)
{
    return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

/* x - lo in the register (nothing when lo is 0) */
static MOperand sw_sub(SwLower *L, int64_t lo)
{
    if (lo == 0)
        return L->x;
    MOperand t = new_vreg(L->S, (RegClass)L->x.rc);
    emit(L->S, int_form(AX_int_OP_add_s, L->bits), 3, t, L->x, mo_imm(sext_bits(0 - (uint64_t)lo, L->bits)));
    return t;
}

static void sw_branch_if(SelectCtx *S, MOperand p, uint32_t label)
{
    MInst *in = emit(S, FORM_bra_cond, 1, mo_label(label));
    if (in)
        in->guard = (int32_t)p.reg;
}

/* One range cluster's test and its conditional branch (visitSwitchCase):
 * x == lo, x <=s hi when lo is the type's least value, else the unsigned
 * range test. */
static void sw_range_test(SwLower *L, const SwClu *c)
{
    SelectCtx *S = L->S;
    MOperand p = new_vreg(S, RC_PRED);
    if (c->lo == c->hi) {
        emit(S, setp_int_form(AX_setp_int_C_eq, true, L->bits), 3, p, L->x, mo_imm(c->lo));
    } else if (c->lo == sext_bits(UINT64_C(1) << (L->width - 1), L->width)) {
        emit(S, setp_int_form(AX_setp_int_C_le, true, L->bits), 3, p, L->x, mo_imm(c->hi));
    } else {
        uint64_t span = ((uint64_t)c->hi - (uint64_t)c->lo) & wmask(L->width); /* < the width's maximum */
        MOperand t = sw_sub(L, c->lo);
        emit(S, setp_int_form(AX_setp_int_C_lt, false, L->bits), 3, p, t, mo_imm((int64_t)(span + 1)));
    }
    sw_branch_if(S, p, c->label);
}

/* A bit-test cluster (visitBitTestHeader, visitBitTestCase): the range
 * check to 'fall' (none when it cannot be taken), then one test per
 * destination, most probable first; the last test is left out when the
 * range has no hole (or 'fall' cannot be reached). The shift is in the
 * condition's width, 64 bits when a mask does not fit. */
static void sw_bit_tests(SwLower *L, const SwBitTest *B, uint32_t fall)
{
    SelectCtx *S = L->S;
    MOperand t = sw_sub(L, B->low);
    MOperand rp = new_vreg(S, RC_PRED);
    emit(S, setp_int_form(AX_setp_int_C_gt, false, L->bits), 3, rp, t, mo_imm((int64_t)B->range));
    sw_branch_if(S, rp, fall);
    unsigned sw = L->bits;
    for (unsigned j = 0; j < B->n; j++)
        if (sw < 64 && (B->d[j].mask >> sw))
            sw = 64;
    MOperand sh = {0};
    bool have_sh = false;
    unsigned n = B->n;
    bool skip_last = B->contiguous && n >= 2;
    for (unsigned j = 0; j < n; j++) {
        if (skip_last && j + 1 == n)
            break;
        const SwBitDest *d = &B->d[j];
        unsigned pop = (unsigned)__builtin_popcountll(d->mask);
        MOperand p = new_vreg(S, RC_PRED);
        if (pop == 1) {
            emit(S, setp_int_form(AX_setp_int_C_eq, true, L->bits), 3, p, t, mo_imm(__builtin_ctzll(d->mask)));
        } else if (pop == B->range) {
            emit(S, setp_int_form(AX_setp_int_C_ne, true, L->bits), 3, p, t, mo_imm(__builtin_ctzll(~d->mask)));
        } else {
            if (!have_sh) {
                MOperand amt = t;
                if (L->bits != 32) {
                    amt = new_vreg(S, RC_B32);
                    emit_cvt_u(S, amt, 32, t, L->bits);
                }
                RegClass rc = sw == 64 ? RC_B64 : sw == 32 ? RC_B32 : RC_B16;
                MOperand one = new_vreg(S, rc);
                sh = new_vreg(S, rc);
                emit(S, mov_form(rc), 2, one, mo_imm(1));
                emit(S, int_form(AX_int_OP_shl_b, sw), 3, sh, one, amt);
                have_sh = true;
            }
            MOperand m = new_vreg(S, (RegClass)sh.rc);
            emit(S, int_form(AX_int_OP_and_b, sw), 3, m, sh, mo_imm((int64_t)d->mask));
            emit(S, setp_int_form(AX_setp_int_C_ne, true, sw), 3, p, m, mo_imm(0));
        }
        sw_branch_if(S, p, d->label);
    }
    emit(S, FORM_bra, 1, mo_label(skip_last ? B->d[n - 1].label : fall));
}

static int swclu_by_prob(const void *a, const void *b)
{
    const SwClu *x = a, *y = b;
    if (x->prob != y->prob)
        return x->prob > y->prob ? -1 : 1;
    return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* A leaf (lowerWorkItem): the clusters most probable first; a range
 * cluster whose destination is the block laid out next goes last when
 * that keeps the order of probabilities, so that it falls through. */
static void sw_leaf(SwLower *L, SwClu *c, size_t n, bool next_is_ir)
{
    SelectCtx *S = L->S;
    qsort(c, n, sizeof *c, swclu_by_prob);
    if (next_is_ir && L->next_bb)
        for (size_t i = n - 1; i-- > 0;) {
            if (c[i].prob > c[n - 1].prob)
                break;
            if (c[i].bt < 0 && c[i].bb == L->next_bb) {
                SwClu t = c[i];
                c[i] = c[n - 1];
                c[n - 1] = t;
                break;
            }
        }
    for (size_t i = 0; i < n; i++) {
        bool last = i + 1 == n;
        if (c[i].bt >= 0) {
            MBlock *cont = NULL;
            if (!last) {
                cont = new_block(S);
                cont->after = S->cur->idx;
            }
            sw_bit_tests(L, &L->bts[c[i].bt], last ? L->dflt : cont->idx);
            if (cont)
                S->cur = cont;
        } else {
            sw_range_test(L, &c[i]);
            if (last)
                emit(S, FORM_bra, 1, mo_label(L->dflt));
        }
    }
}

/* caseClusterRank: how many clusters of c[0..n) come before k by
 * probability, then value */
static size_t sw_rank(const SwClu *k, const SwClu *c, size_t n)
{
    size_t r = 0;
    for (size_t i = 0; i < n; i++)
        r += c[i].prob != k->prob ? c[i].prob > k->prob : c[i].lo < k->lo;
    return r;
}

/* The clusters c[0..n) (sorted by value) between the bounds the tree has
 * proved (x >= ge when has_ge, x < lt when has_lt); dprob: the default's
 * share here. next_is_ir: the block llc lays out after this one is the IR
 * block after the switch's. */
static void sw_tree(SwLower *L, SwClu *c, size_t n, bool has_ge, int64_t ge, bool has_lt, int64_t lt, uint32_t dprob,
                    bool next_is_ir)
{
    SelectCtx *S = L->S;
    if (n <= 3) {
        sw_leaf(L, c, n, next_is_ir);
        return;
    }
    /* balance the probabilities, alternating the side on ties */
    size_t last_left = 0, first_right = n - 1;
    uint32_t lp = bp_add(c[0].prob, dprob / 2), rp = bp_add(c[n - 1].prob, dprob / 2);
    for (unsigned i = 0; last_left + 1 < first_right; i++) {
        if (lp < rp || (lp == rp && (i & 1)))
            lp = bp_add(lp, c[++last_left].prob);
        else
            rp = bp_add(rp, c[--first_right].prob);
    }
    /* a side of fewer than 3 clusters takes one from a side of more than 3
     * when that does not demote it */
    for (;;) {
        size_t nl = last_left + 1, nr = n - first_right;
        if ((nl < nr ? nl : nr) >= 3 || (nl > nr ? nl : nr) <= 3)
            break;
        if (nl < nr) {
            const SwClu *k = &c[first_right];
            if (sw_rank(k, c, nl) > sw_rank(k, c + first_right, nr))
                break;
            last_left++, first_right++;
        } else {
            const SwClu *k = &c[last_left];
            if (sw_rank(k, c + first_right, nr) > sw_rank(k, c, nl))
                break;
            last_left--, first_right--;
        }
    }
    size_t nl = last_left + 1, nr = n - nl;
    int64_t pivot = c[nl].lo;
    bool left_direct = nl == 1 && c[0].bt < 0 && has_ge && c[0].lo == ge && c[0].hi + 1 == pivot;
    bool right_direct = nr == 1 && c[nl].bt < 0 && has_lt && c[nl].hi + 1 == lt;
    MOperand p = new_vreg(S, RC_PRED);
    emit(S, setp_int_form(AX_setp_int_C_ge, true, L->bits), 3, p, L->x, mo_imm(pivot));
    MBlock *upper = NULL;
    if (right_direct) {
        sw_branch_if(S, p, c[nl].label);
    } else {
        upper = new_block(S);
        upper->after = S->cur->idx;
        sw_branch_if(S, p, upper->idx);
    }
    if (left_direct)
        emit(S, FORM_bra, 1, mo_label(c[0].label));
    else
        sw_tree(L, c, nl, has_ge, ge, true, pivot, dprob / 2, right_direct && next_is_ir);
    if (upper) {
        S->cur = upper;
        sw_tree(L, c + nl, nr, true, pivot, has_lt, lt, dprob / 2, next_is_ir);
    }
}

/* The index of the destination 'label' among B's, added when new; 3
 * when it would be a fourth. */
static unsigned bt_dest(SwBitTest *B, uint32_t label)
{
    unsigned d = 0;
    while (d < B->n && B->d[d].label != label)
        d++;
    if (d == B->n && d < 3)
        B->d[B->n++] = (SwBitDest){0, label, 0, 0};
    return d;
}

/* findBitTestClusters / buildBitTests over the range clusters c[0..n):
 * the fewest runs of at most 64 values and 3 destinations, each made one
 * bit-test cluster where isSuitableForBitTests finds it pays. Returns the
 * new number of clusters. */
static size_t sw_find_bit_tests(SwLower *L, SwClu *c, size_t n)
{
    if (n < 2)
        return n;
    SelectCtx *S = L->S;
    size_t *minp = arena_alloc(S->a, n * sizeof *minp), *lastel = arena_alloc(S->a, n * sizeof *lastel);
    minp[n - 1] = 1;
    lastel[n - 1] = n - 1;
    for (size_t i = n - 1; i-- > 0;) {
        minp[i] = minp[i + 1] + 1;
        lastel[i] = i;
        for (size_t j = i + 63 < n - 1 ? i + 63 : n - 1; j > i; j--) {
            uint64_t span = ((uint64_t)c[j].hi - (uint64_t)c[i].lo) & wmask(L->width);
            if (span >= 64) /* rangeFitsInWord */
                continue;
            SwBitTest T = {0};
            bool fits = true;
            for (size_t k = i; k <= j && fits; k++)
                fits = bt_dest(&T, c[k].label) < 3;
            if (!fits)
                break;
            size_t parts = 1 + (j == n - 1 ? 0 : minp[j + 1]);
            if (parts < minp[i]) {
                minp[i] = parts;
                lastel[i] = j;
            }
        }
    }
    size_t out = 0;
    for (size_t first = 0, last; first < n; first = last + 1) {
        last = lastel[first];
        SwBitTest B = {0};
        unsigned ncmp = 0;
        for (size_t k = first; k <= last; k++) {
            ncmp += c[k].lo == c[k].hi ? 1 : 2;
            bt_dest(&B, c[k].label);
        }
        if (last == first || !((B.n == 1 && ncmp >= 3) || (B.n == 2 && ncmp >= 5) || (B.n == 3 && ncmp >= 6))) {
            memmove(&c[out], &c[first], (last - first + 1) * sizeof *c);
            out += last - first + 1;
            continue;
        }
        B.contiguous = true;
        for (size_t k = first + 1; k <= last; k++)
            if ((uint64_t)c[k].lo != (uint64_t)c[k - 1].hi + 1)
                B.contiguous = false;
        int64_t lo = c[first].lo, hi = c[last].hi;
        if (lo > 0 && hi < 64) {
            B.low = 0;
            B.range = (uint64_t)hi;
            B.contiguous = false;
        } else {
            B.low = lo;
            B.range = ((uint64_t)hi - (uint64_t)lo) & wmask(L->width);
        }
        uint32_t total = 0;
        for (size_t k = first; k <= last; k++) {
            SwBitDest *d = &B.d[bt_dest(&B, c[k].label)];
            uint64_t a = ((uint64_t)c[k].lo - (uint64_t)B.low) & wmask(L->width);
            uint64_t b = ((uint64_t)c[k].hi - (uint64_t)B.low) & wmask(L->width);
            d->mask |= (UINT64_MAX >> (63 - (b - a))) << a;
            d->bits += (uint32_t)(b - a + 1);
            d->prob = bp_add(d->prob, c[k].prob);
            total = bp_add(total, c[k].prob);
        }
        /* probability, then number of values, then mask */
        for (unsigned a = 1; a < B.n; a++)
            for (unsigned b = a; b > 0; b--) {
                SwBitDest *p = &B.d[b - 1], *q = &B.d[b];
                bool before = q->prob != p->prob ? q->prob > p->prob : q->bits != p->bits ? q->bits > p->bits : q->mask < p->mask;
                if (!before)
                    break;
                SwBitDest t = *p;
                *p = *q;
                *q = t;
            }
        L->bts[out] = B;
        c[out] = (SwClu){lo, hi, 0, total, NULL, (int32_t)out};
        out++;
    }
    return out;
}

/* BranchProbabilityInfo's estimated weight of a successor block
 * (getInitialEstimatedBlockWeight, carried back along unconditional
 * branches): 0 for a block that ends in 'unreachable', 1 when it calls a
 * noreturn function first; -1: none. */
static int64_t sw_block_weight(LLVMBasicBlockRef bb)
{
    unsigned noreturn = enum_attr_kind(EA_noreturn);
    for (unsigned depth = 0; bb && depth < 16; depth++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!t)
            return -1;
        if (LLVMGetInstructionOpcode(t) == LLVMUnreachable) {
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
                if (!LLVMIsACallInst(in))
                    continue;
                LLVMValueRef callee = LLVMGetCalledValue(in);
                if (LLVMGetCallSiteEnumAttribute(in, LLVMAttributeFunctionIndex, noreturn) ||
                    (LLVMIsAFunction(callee) && LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, noreturn)))
                    return 1;
            }
            return 0;
        }
        if (LLVMGetInstructionOpcode(t) != LLVMBr || LLVMIsConditional(t))
            return -1;
        bb = LLVMGetSuccessor(t, 0);
    }
    return -1;
}

/* The branch probabilities BranchProbabilityInfo gives the successors of
 * a switch from 'from' without profile data (calcEstimatedHeuristics): an
 * edge leaving the innermost loop of 'from' weighs DEFAULT / 31, a
 * successor that only reaches 'unreachable' 0 (1 after a noreturn call),
 * the others DEFAULT; when no edge is estimated, each 1 / successors.
 * Sets c[i].prob and *dprob (the default's). */
#define BPI_DEFAULT 0xfffff
#define BPI_LOOP_TC 31 /* LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT */
static void sw_probs(SelectCtx *S, LLVMBasicBlockRef from, LLVMBasicBlockRef dbb, SwCase *c, size_t n,
                     uint32_t *dprob)
{
    const Cfg *g = ir_cfg(S);
    uint32_t in = g->inner[ir_block_ix(S, from)];
    uint64_t *w = arena_alloc(S->a, (n + 1) * sizeof *w), total = 0;
    bool found = false;
    for (size_t i = 0; i <= n; i++) {
        LLVMBasicBlockRef to = i ? c[i - 1].bb : dbb;
        int64_t est = sw_block_weight(to);
        if (in && !cfg_in_loop(g, ir_block_ix(S, to), in - 1) && est != 0) {
            est = (est < 0 ? BPI_DEFAULT : est) / BPI_LOOP_TC;
            if (est < 1)
                est = 1;
        }
        found |= est >= 0;
        w[i] = est < 0 ? BPI_DEFAULT : (uint64_t)est;
        total += w[i];
    }
    if (!found || !total) {
        uint32_t p = bp_make(1, n + 1);
        for (size_t i = 0; i < n; i++)
            c[i].prob = p;
        *dprob = p;
        return;
    }
    if (total > UINT32_MAX) {
        uint64_t scale = total / UINT32_MAX + 1;
        total = 0;
        for (size_t i = 0; i <= n; i++)
            total += w[i] /= scale;
    }
    for (size_t i = 1; i <= n; i++)
        c[i - 1].prob = bp_make(w[i], total);
    *dprob = bp_make(w[0], total);
}

/* The switch of the sorted cases c[0..n) (with their probabilities) at -O1
 * and above; dprob: the default's probability. */
static void switch_lower(SelectCtx *S, MOperand x, unsigned bits, unsigned width, const SwCase *c, size_t n,
                         uint32_t dflt, LLVMBasicBlockRef next_bb, uint32_t dprob)
{
    SwLower L = {S, x, bits, width, dflt, next_bb, NULL};
    SwClu *cl = arena_alloc(S->a, (n ? n : 1) * sizeof *cl);
    size_t nc = 0;
    for (size_t i = 0; i < n; i++) {
        if (nc && cl[nc - 1].label == c[i].label &&
            (((uint64_t)c[i].v - (uint64_t)cl[nc - 1].hi) & wmask(width)) == 1) {
            cl[nc - 1].hi = c[i].v;
            cl[nc - 1].prob = bp_add(cl[nc - 1].prob, c[i].prob);
        } else {
            cl[nc++] = (SwClu){c[i].v, c[i].v, c[i].label, c[i].prob, c[i].bb, -1};
        }
    }
    if (nc >= 2) {
        size_t top = nc;
        uint32_t top_prob = bp_make(BP_PEEL, 100);
        for (size_t i = 0; i < nc; i++)
            if (cl[i].prob >= top_prob) {
                top_prob = cl[i].prob;
                top = i;
            }
        if (top < nc) {
            sw_range_test(&L, &cl[top]);
            memmove(&cl[top], &cl[top + 1], (nc - top - 1) * sizeof *cl);
            nc--;
            /* scaleCaseProbality: the rest as shares of what is left */
            uint64_t rest = BP_ONE - top_prob;
            for (size_t i = 0; i < nc; i++)
                cl[i].prob = rest ? bp_make(cl[i].prob, cl[i].prob > rest ? cl[i].prob : rest) : 0;
            dprob = rest ? bp_make(dprob, dprob > rest ? dprob : rest) : 0;
        }
    }
    if (!nc) {
        emit(S, FORM_bra, 1, mo_label(dflt));
        return;
    }
    L.bts = arena_alloc(S->a, nc * sizeof *L.bts);
    nc = sw_find_bit_tests(&L, cl, nc);
    sw_tree(&L, cl, nc, false, 0, false, 0, dprob, true);
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
    if (LLVMIsAConstantInt(c)) {
        /* a constant condition (one isel/fold.c found): a branch to its
         * case, as llc's DAG folds it (constants are unique per type and
         * value: the case that equals it is the same value) */
        LLVMBasicBlockRef to = LLVMGetSuccessor(I, 0);
        for (unsigned i = 1; i < ns; i++)
            if (LLVMGetOperand(I, 2 * i) == c) {
                to = LLVMGetSuccessor(I, i);
                break;
            }
        /* the other edges keep their phi copies, as for a constant branch
         * (lower_br), once per block */
        PtrMap seen;
        pmap_init(&seen, S->a);
        for (unsigned i = 0; i < ns; i++) {
            LLVMBasicBlockRef o = LLVMGetSuccessor(I, i);
            if (o != to && !pmap_get(&seen, o)) {
                pmap_put(&seen, o, (void *)1);
                (void)edge_target(S, from, o, false);
            }
        }
        uint32_t t = edge_target(S, from, to, true);
        S->inst = I;
        emit(S, FORM_bra, 1, mo_label(t));
        return;
    }
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
        sc->bb = to;
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
    /* S->opt_level is 0 in an 'optnone' function at any -O (fn_opt_level):
     * its switches get -O0's chain, as llc-19's (corpus vm_switch_O0 at -O2:
     * the tree ran 1.27x llc-19's time on an H100, ptxas making each 3-case
     * leaf an indexed jump, BRX, with a BREAK per case) */
    bool o0 = S->opt_level == 0;
    uint32_t dprob = 0;
    if (!o0) {
        /* CodeGenPrepare's ConstantFoldTerminator: the cases that go where
         * the default goes are no cases (a switch left with none is a
         * branch to the default). Its other folds, and lowerWorkItem's
         * test-less last case, need a default that begins with
         * 'unreachable', which NVPTX never selects: NVPTXLowerUnreachable
         * puts an 'exit' in front of it first. */
        LLVMBasicBlockRef dbb = LLVMGetSwitchDefaultDest(I);
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (cases[i].bb != dbb)
                cases[m++] = cases[i];
        n = m;
        if (!n) {
            emit(S, FORM_bra, 1, mo_label(dflt));
            return;
        }
        sw_probs(S, from, dbb, cases, n, &dprob);
        /* and it widens an i8 condition to i16, NVPTX's register for it,
         * by zero extension */
        if (k == LK_I8)
            for (size_t i = 0; i < n; i++)
                cases[i].v = (uint8_t)cases[i].v;
    }
    MOperand x = val_reg(S, c, 0);
    if (k == LK_I1) {
        x = pred_to_int(S, x, 32, false);
        k = LK_I32;
    } else if (k == LK_I8) {
        x = norm_i8(S, x, o0);
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
    if (o0 && live <= SWITCH_CHAIN_MAX)
        switch_chain(S, x, reg_bits(k), cases, live, dflt);
    else if (o0)
        switch_tree(S, x, reg_bits(k), cases, live, dflt);
    else
        switch_lower(S, x, reg_bits(k), w == 1 ? 32 : w == 8 ? 16 : w, cases, live, dflt, LLVMGetNextBasicBlock(from),
                     dprob);
}

/* ------------------------------------------------------ loop metadata */

/* The first operand node of a loop ID named name (LLVM's
 * GetUnrollMetadata: operand 0 is the ID itself), and its operands. */
static LLVMValueRef *loop_md_option(SelectCtx *S, LLVMValueRef *ops, unsigned n, const char *name, unsigned *nout)
{
    size_t len = strlen(name);
    for (unsigned i = 1; i < n; i++) {
        if (!ops[i] || !LLVMIsAMDNode(ops[i]))
            continue;
        unsigned m = LLVMGetMDNodeNumOperands(ops[i]);
        if (!m)
            continue;
        LLVMValueRef *sub = arena_alloc_raw(S->a, m * sizeof *sub);
        LLVMGetMDNodeOperands(ops[i], sub);
        unsigned sl = 0;
        const char *str = sub[0] ? LLVMGetMDString(sub[0], &sl) : NULL;
        if (str && sl == len && !memcmp(str, name, len)) {
            *nout = m;
            return sub;
        }
    }
    return NULL;
}

bool loop_md_no_unroll(SelectCtx *S, LLVMValueRef term)
{
    LLVMValueRef id = LLVMGetMetadata(term, S->md_loop);
    if (!id)
        return false;
    unsigned n = LLVMGetMDNodeNumOperands(id), m = 0;
    LLVMValueRef *ops = arena_alloc_raw(S->a, (n ? n : 1) * sizeof *ops);
    LLVMGetMDNodeOperands(id, ops);
    if (loop_md_option(S, ops, n, "llvm.loop.unroll.disable", &m))
        return true;
    LLVMValueRef *count = loop_md_option(S, ops, n, "llvm.loop.unroll.count", &m);
    /* constants are unique: the count is 1 when it is its type's 1 */
    return count && m >= 2 && count[1] && LLVMIsAConstantInt(count[1]) &&
           count[1] == LLVMConstInt(LLVMTypeOf(count[1]), 1, false);
}

/* NVPTXAsmPrinter::isLoopHeaderOfNoUnroll: a loop's header, where one of
 * its predecessors in the same innermost loop (a latch: a back edge that
 * leaves a nested loop does not count) ends in such a terminator. */
void mark_nounroll_headers(SelectCtx *S)
{
    const Cfg *g = ir_cfg(S);
    for (uint32_t p = 0; p < g->nb; p++) {
        uint32_t l = g->inner[p];
        if (!S->irb[p].nounroll_latch || !l)
            continue;
        for (uint32_t e = g->sstart[p]; e < g->sstart[p + 1]; e++)
            if (g->succs[e] + 1 == l) /* p's innermost loop is headed by this successor */
                S->irb[g->succs[e]].mb->nounroll = true;
    }
}
