/*
 * Control-flow graph analysis shared by the passes that need it: the loops
 * of the IR's blocks (ir_cfg: the switches' branch probabilities and the
 * "nounroll" loop headers, isel/control.c), and register copy coalescing
 * and loop-invariant code motion over machine blocks (isel/coalesce.c,
 * isel/licm.c). The caller gives the successor lists; this adds the
 * predecessor lists, the reverse postorder from the entry, the immediate
 * dominators and, on request, the loops.
 */
#include "isel.h"

void cfg_preds(Arena *a, Cfg *g)
{
    uint32_t nb = g->nb, ne = g->sstart[nb];
    uint32_t *at = arena_alloc_raw(a, ((size_t)nb + 1) * sizeof *at);
    g->pstart = arena_alloc(a, ((size_t)nb + 1) * sizeof *g->pstart);
    g->preds = arena_alloc_raw(a, ((size_t)ne + 1) * sizeof *g->preds);
    for (uint32_t e = 0; e < ne; e++)
        g->pstart[g->succs[e] + 1]++;
    for (uint32_t b = 0; b < nb; b++) {
        g->pstart[b + 1] += g->pstart[b];
        at[b] = g->pstart[b];
    }
    for (uint32_t b = 0; b < nb; b++)
        for (uint32_t e = g->sstart[b]; e < g->sstart[b + 1]; e++)
            g->preds[at[g->succs[e]]++] = b;
}

/* Immediate dominators (Cooper, Harvey and Kennedy's iteration) over the
 * reverse postorder; the entry dominates itself. */
static void cfg_idoms(Arena *a, Cfg *g)
{
    uint32_t *idom = g->idom = arena_alloc_raw(a, ((size_t)g->nb + 1) * sizeof *idom);
    for (uint32_t b = 0; b < g->nb; b++)
        idom[b] = UINT32_MAX;
    if (!g->nrpo)
        return;
    idom[g->rpo[0]] = g->rpo[0];
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t k = 1; k < g->nrpo; k++) {
            uint32_t b = g->rpo[k], nd = UINT32_MAX;
            for (uint32_t q = g->pstart[b]; q < g->pstart[b + 1]; q++) {
                uint32_t p = g->preds[q];
                if (idom[p] == UINT32_MAX)
                    continue;
                if (nd == UINT32_MAX) {
                    nd = p;
                    continue;
                }
                uint32_t x = p, y = nd;
                while (x != y) {
                    while (g->order[x] > g->order[y])
                        x = idom[x];
                    while (g->order[y] > g->order[x])
                        y = idom[y];
                }
                nd = x;
            }
            if (nd != idom[b]) {
                idom[b] = nd;
                changed = true;
            }
        }
    }
}

void cfg_analyse(Arena *a, Cfg *g)
{
    uint32_t nb = g->nb, n = 0, sp = 0;
    cfg_preds(a, g);
    /* reverse postorder: a depth-first walk from block 0, successors in
     * list order */
    uint32_t *stack = arena_alloc_raw(a, ((size_t)nb + 1) * sizeof *stack);
    uint32_t *next = arena_alloc(a, ((size_t)nb + 1) * sizeof *next); /* successors visited */
    uint8_t *seen = arena_alloc(a, (size_t)nb + 1);
    uint32_t *post = arena_alloc_raw(a, ((size_t)nb + 1) * sizeof *post);
    if (nb) {
        stack[sp++] = 0;
        seen[0] = 1;
    }
    while (sp) {
        uint32_t b = stack[sp - 1];
        if (g->sstart[b] + next[b] < g->sstart[b + 1]) {
            uint32_t s = g->succs[g->sstart[b] + next[b]++];
            if (!seen[s]) {
                seen[s] = 1;
                stack[sp++] = s;
            }
            continue;
        }
        post[n++] = b;
        sp--;
    }
    g->nrpo = n;
    g->rpo = arena_alloc_raw(a, ((size_t)n + 1) * sizeof *g->rpo);
    g->order = arena_alloc_raw(a, ((size_t)nb + 1) * sizeof *g->order);
    for (uint32_t b = 0; b < nb; b++)
        g->order[b] = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        g->rpo[i] = post[n - 1 - i];
        g->order[g->rpo[i]] = i;
    }
    cfg_idoms(a, g);
}

bool cfg_dominates(const Cfg *g, uint32_t a, uint32_t b)
{
    if (g->order[a] == UINT32_MAX || g->order[b] == UINT32_MAX)
        return false;
    while (g->order[b] > g->order[a])
        b = g->idom[b];
    return a == b;
}

void cfg_loops(Arena *a, Cfg *g)
{
    uint32_t nb = g->nb, ne = g->pstart[nb];
    uint32_t *inner = g->inner = arena_alloc(a, ((size_t)nb + 1) * sizeof *inner);
    uint32_t *parent = g->parent = arena_alloc(a, ((size_t)nb + 1) * sizeof *parent);
    uint32_t *stack = arena_alloc_raw(a, ((size_t)ne + 1) * sizeof *stack);
    /* a dominated header comes later in reverse postorder: backwards, each
     * loop is built after the loops nested in it (LoopInfoBase::analyze
     * takes the dominator tree in postorder for the same reason) */
    for (uint32_t k = g->nrpo; k-- > 0;) {
        uint32_t h = g->rpo[k], sp = 0;
        for (uint32_t q = g->pstart[h]; q < g->pstart[h + 1]; q++)
            if (cfg_dominates(g, h, g->preds[q]))
                stack[sp++] = g->preds[q];
        if (!sp)
            continue;
        inner[h] = h + 1;
        /* back from the latches to h: a block without a loop yet is in this
         * one; a block of a loop found before is in a nested loop, whose
         * outermost header becomes this loop's child, and the walk goes on
         * from that header's predecessors. Each block's predecessors are
         * pushed at most once, so the stack holds at most ne. */
        while (sp) {
            uint32_t b = stack[--sp], l = inner[b], from;
            if (!l) {
                inner[b] = h + 1;
                from = b;
            } else {
                while (parent[l - 1])
                    l = parent[l - 1];
                if (l == h + 1)
                    continue;
                parent[l - 1] = h + 1;
                from = l - 1;
            }
            for (uint32_t q = g->pstart[from]; q < g->pstart[from + 1]; q++)
                if (g->order[g->preds[q]] != UINT32_MAX)
                    stack[sp++] = g->preds[q];
        }
    }
}

bool cfg_in_loop(const Cfg *g, uint32_t b, uint32_t h)
{
    for (uint32_t l = g->inner[b]; l; l = g->parent[l - 1])
        if (l == h + 1)
            return true;
    return false;
}

uint32_t ir_block_ix(SelectCtx *S, LLVMBasicBlockRef bb)
{
    /* an IR block's machine block is made right after the prologue's, in
     * order: block i is machine block i + 1 until the layout */
    return ((MBlock *)pmap_get(&S->blocks, bb))->idx - 1;
}

const Cfg *ir_cfg(SelectCtx *S)
{
    if (S->ircfg)
        return S->ircfg;
    size_t nb = S->nirb, ne = 0;
    for (size_t i = 0; i < nb; i++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(S->irb[i].bb);
        ne += t ? LLVMGetNumSuccessors(t) : 0;
    }
    uint32_t *sstart = arena_alloc_raw(S->a, (nb + 1) * sizeof *sstart);
    uint32_t *succs = arena_alloc_raw(S->a, (ne + 1) * sizeof *succs);
    size_t e = 0;
    for (size_t i = 0; i < nb; i++) {
        sstart[i] = (uint32_t)e;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(S->irb[i].bb);
        for (unsigned k = 0, ns = t ? LLVMGetNumSuccessors(t) : 0; k < ns; k++)
            succs[e++] = ir_block_ix(S, LLVMGetSuccessor(t, k));
    }
    sstart[nb] = (uint32_t)e;
    Cfg *g = arena_alloc(S->a, sizeof *g);
    *g = (Cfg){.nb = (uint32_t)nb, .sstart = sstart, .succs = succs};
    cfg_analyse(S->a, g);
    cfg_loops(S->a, g);
    return S->ircfg = g;
}
