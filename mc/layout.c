/*
 * Block placement and branch folding of one machine function: the part of
 * llc-19's MachineBlockPlacement / BranchFolding that ptxsel's selection
 * needs.
 * Consumes: a selected MFunc whose blocks are in creation order: the
 *   prologue, the blocks of the IR's blocks in IR order, and the blocks the
 *   selector added while selecting one of those (phi-copy blocks of critical
 *   edges, switch-tree blocks), each naming in 'after' the block it was
 *   added for.
 * Produces: the blocks in the order they are printed: an added block right
 *   after the block it was added for (after its other added blocks), so a
 *   loop's back-edge copies sit next to the loop instead of at the end of the
 *   function; an unconditional branch to the next block removed (unless the
 *   block is marked keep_jump: the tests of an -O0 switch chain); a
 *   conditional branch over an unconditional branch to the next block
 *   inverted into one branch. Block indices, label operands and labels are
 *   renumbered in the new order.
 * Guarantees: every path runs the same instructions as before, except the
 *   removed branches. A block moves only when control cannot fall into it
 *   or out of it (the block before it, the block it follows and the block
 *   itself end in a terminator), so no fall-through changes.
 */
#include <string.h>

#include "internal.h"

static bool is_jump(const MInst *in)
{
    return in && (ptxsel_form_rows[in->form].flags & FORM_BRANCH) && in->nops >= 1 && in->ops[0].kind == MO_LABEL;
}

/* Drops the last instruction of b; prev is the one before it (NULL: none). */
static void drop_last(MBlock *b, MInst *prev)
{
    if (prev)
        prev->next = NULL;
    else
        b->first = NULL;
    b->last = prev;
}

void mir_layout(Arena *a, MFunc *f)
{
    size_t n = f->nblocks;
    if (n < 2)
        return;
    /* children of each block, largest index first, so that pushing them in
     * list order onto the stack below visits the smallest first */
    uint32_t *parent = arena_alloc(a, n * sizeof *parent);
    uint32_t *first_child = arena_alloc(a, n * sizeof *first_child);
    uint32_t *next_sib = arena_alloc(a, n * sizeof *next_sib);
    uint32_t *order = arena_alloc(a, n * sizeof *order);
    uint32_t *newidx = arena_alloc(a, n * sizeof *newidx);
    uint32_t *stack = arena_alloc(a, n * sizeof *stack);
    MBlock **old = arena_alloc(a, n * sizeof *old);
    const char **labels = arena_alloc(a, n * sizeof *labels); /* numbered by position */
    for (size_t i = 0; i < n; i++) {
        parent[i] = first_child[i] = next_sib[i] = UINT32_MAX;
        old[i] = f->blocks[i];
        labels[i] = f->blocks[i]->label;
    }
    /* attach each movable block to the earlier block it was added for (an
     * index that is not earlier stays put: no cycles) */
    for (size_t i = 1; i < n; i++) {
        uint32_t p = f->blocks[i]->after;
        if (p >= i || !mblock_ends_in_terminator(f->blocks[i]) || !mblock_ends_in_terminator(f->blocks[i - 1]) ||
            !mblock_ends_in_terminator(f->blocks[p]))
            continue;
        parent[i] = p;
        next_sib[i] = first_child[p];
        first_child[p] = (uint32_t)i;
    }
    /* preorder: roots in index order, each followed by its subtree */
    size_t no = 0;
    for (size_t r = 0; r < n; r++) {
        if (parent[r] != UINT32_MAX)
            continue;
        size_t sp = 0;
        stack[sp++] = (uint32_t)r;
        while (sp) {
            uint32_t b = stack[--sp];
            order[no++] = b;
            for (uint32_t c = first_child[b]; c != UINT32_MAX; c = next_sib[c])
                stack[sp++] = c;
        }
    }
    PTXSEL_ASSERT(no == n); /* every block is a root or below one */
    bool moved = false; /* some block changes place: labels to renumber */
    for (size_t k = 0; k < n; k++) {
        newidx[order[k]] = (uint32_t)k;
        moved |= order[k] != k;
    }
    for (size_t k = 0; k < n; k++) {
        MBlock *b = old[order[k]];
        b->idx = (uint32_t)k;
        b->label = labels[k];
        b->after = UINT32_MAX;
        f->blocks[k] = b;
        for (MInst *in = moved ? b->first : NULL; in; in = in->next)
            for (unsigned o = 0; o < in->nops; o++)
                if (in->ops[o].kind == MO_LABEL && (uint64_t)in->ops[o].imm < n)
                    in->ops[o].imm = newidx[in->ops[o].imm];
    }
    /* branch folding */
    for (size_t k = 0; k + 1 < n; k++) {
        MBlock *b = f->blocks[k];
        MInst *l = b->last, *prev = NULL;
        if (!l || l->guard >= 0 || !is_jump(l) || !(ptxsel_form_rows[l->form].flags & FORM_TERMINATOR))
            continue;
        for (MInst *in = b->first; in != l; in = in->next)
            prev = in;
        if (b->keep_jump)
            continue;
        if ((uint64_t)l->ops[0].imm == k + 1) {
            drop_last(b, prev);
        } else if (prev && prev->guard >= 0 && is_jump(prev) &&
                   !(ptxsel_form_rows[prev->form].flags & FORM_TERMINATOR) && (uint64_t)prev->ops[0].imm == k + 1) {
            prev->guard_neg ^= 1;
            prev->ops[0].imm = l->ops[0].imm;
            drop_last(b, prev);
        }
    }
}

/* ------------------------------------------------------ register numbers */

/* Registers are numbered in order of appearance and rewritten as they are
 * met, in one walk. The operand arrays of an instruction are its own, but
 * the sub-operand arrays of a register list (MO_VEC, MO_LIST, MO_ASM) may be
 * shared (a value's register list is the operand of every instruction that
 * uses it): a register rewritten there carries RENUM_DONE, so a shared
 * array seen again is left alone, and a second walk clears the marks (only
 * when there were any). */
#define RENUM_DONE 0x80000000u

typedef struct Renum {
    uint32_t *map[RC_COUNT]; /* old number -> new, 0: not seen yet */
    uint32_t next[RC_COUNT];
    const MFunc *f;
    bool marked; /* some register carries RENUM_DONE */
} Renum;

/* a numbered register of this function not rewritten yet */
static bool renum_due(const Renum *r, unsigned rc, uint32_t reg)
{
    return rc < RC_COUNT && reg && !(reg & RENUM_DONE) && reg <= r->f->nregs[rc];
}

/* reg's new number (given at its first appearance); renum_due(reg) */
static uint32_t renum_one(Renum *r, unsigned rc, uint32_t reg)
{
    uint32_t *m = &r->map[rc][reg];
    if (!*m)
        *m = ++r->next[rc == RC_F32 ? RC_B32 : rc == RC_F64 ? RC_B64 : rc];
    return *m;
}

/* a register list's sub-operands (possibly shared): rewritten and marked */
static void renum_sub(Renum *r, MOperand *o)
{
    switch ((MOKind)o->kind) {
    case MO_ADDR:
        if (o->sym)
            break;
        /* fall through */
    case MO_REG:
        if (renum_due(r, o->rc, o->reg)) {
            o->reg = renum_one(r, o->rc, o->reg) | RENUM_DONE;
            r->marked = true;
        }
        break;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++)
            renum_sub(r, &o->sub[i]);
        break;
    default:
        break;
    }
}

static void renum_clear(MOperand *o)
{
    switch ((MOKind)o->kind) {
    case MO_REG:
        o->reg &= ~RENUM_DONE;
        break;
    case MO_ADDR:
        if (!o->sym)
            o->reg &= ~RENUM_DONE;
        break;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++)
            renum_clear(&o->sub[i]);
        break;
    default:
        break;
    }
}

void mir_renumber_regs(Arena *a, MFunc *f)
{
    Renum r;
    memset(&r, 0, sizeof r);
    r.f = f;
    for (int rc = 0; rc < RC_COUNT; rc++)
        r.map[rc] = arena_alloc(a, ((size_t)f->nregs[rc] + 1) * sizeof *r.map[rc]);
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (MInst *in = f->blocks[bi]->first; in; in = in->next) {
            if (in->guard > 0 && renum_due(&r, RC_PRED, (uint32_t)in->guard))
                in->guard = (int32_t)renum_one(&r, RC_PRED, (uint32_t)in->guard);
            for (unsigned k = 0; k < in->nops; k++) {
                MOperand *o = &in->ops[k];
                if (o->kind == MO_REG || (o->kind == MO_ADDR && !o->sym)) {
                    if (renum_due(&r, o->rc, o->reg)) /* the instruction's own */
                        o->reg = renum_one(&r, o->rc, o->reg);
                } else if (o->kind == MO_VEC || o->kind == MO_LIST || o->kind == MO_ASM)
                    renum_sub(&r, o); /* (nothing else names a register) */
            }
        }
    if (r.marked)
        for (size_t bi = 0; bi < f->nblocks; bi++)
            for (MInst *in = f->blocks[bi]->first; in; in = in->next)
                for (unsigned k = 0; k < in->nops; k++)
                    if (in->ops[k].kind == MO_VEC || in->ops[k].kind == MO_LIST || in->ops[k].kind == MO_ASM)
                        renum_clear(&in->ops[k]);
    for (int rc = 0; rc < RC_COUNT; rc++)
        f->nregs[rc] = r.next[rc == RC_F32 ? RC_B32 : rc == RC_F64 ? RC_B64 : rc];
    f->fp_untyped = true;
}
