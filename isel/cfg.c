/*
 * Control-flow graph analysis shared by the passes that need it: the
 * switches' loop info over the IR's blocks (isel/control.c), and register
 * copy coalescing and loop-invariant code motion over machine blocks
 * (isel/coalesce.c, isel/licm.c). The caller gives the successor lists;
 * this adds the predecessor lists, the reverse postorder from the entry and
 * the immediate dominators.
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
