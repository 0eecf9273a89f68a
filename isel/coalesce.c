/*
 * Register copy coalescing (-O1 and above), on the selected machine code of
 * one function, before block layout.
 *
 * Selection gives every IR value registers of its own and lowers a phi as
 * copies on its incoming edges (isel/control.c), so a phi whose incoming
 * values die at the edge still costs a 'mov' per leaf and edge, and a
 * critical edge a block of its own. llc-19 at -O1 and above runs LLVM's
 * register coalescer, which gives the phi and such a value one register:
 * difftest s67227_O2 had 156 more 'mov's than llc-19's PTX (phis of
 * <4 x i8> and <4 x i32> with ten incoming edges) and ran 1.56x llc-19's
 * time on an H100. ptxas does not recover them.
 *
 * The rule is Chaitin's: the two registers of a copy 'mov a, b' may become
 * one when neither is live where the other is mentioned, the copies between
 * them excepted. It is applied conservatively, so that it stays right
 * whatever a form does with its operands:
 *   - every mention of a register counts as a read, and as a definition
 *     for the test too, except where the operand is certainly only read (a
 *     guard, an address's base register, an operand after the one result
 *     of a pure form); only operand 0 of an unguarded form known to write
 *     it and nothing else (pure arithmetic, compares, conversions, moves,
 *     loads, cvta) ends a live range. Liveness is therefore never smaller
 *     than the truth, and no definition is missed;
 *   - registers are merged one copy at a time (union-find), each test on
 *     the merged classes, so a class never holds two registers that
 *     interfere;
 *   - the work is bounded per function (a budget proportional to its size);
 *     when it runs out, the remaining copies stay.
 * Afterwards the copies of a register to itself go, and blocks left holding
 * only an unconditional 'bra' (edge blocks of phi copies that vanished) are
 * bypassed and removed, as llc-19's branch folding removes them.
 * Functions with wgmma accumulators are left as they are: their registers
 * are tied in place by selection and tracked by the protocol verifier.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "isel.h"

typedef struct Ment {
    uint32_t blk, pos;
    MInst *in;
    uint8_t kill; /* writes the register without reading it */
    uint8_t rd;   /* only reads it (a guard, or an operand after a known result) */
    uint8_t copy; /* 'in' is a copy (is_copy) */
} Ment;

/* A move ('mov %r1, %r2', is_move) and the instruction before it. */
typedef struct Move {
    MInst *in, *prev;
    uint32_t blk;
} Move;

/* An instruction that mentions a register of a copy, at position pos of
 * block blk. */
typedef struct Hit {
    MInst *in;
    uint32_t blk, pos;
} Hit;

/* Only the registers of copies are ever merged, so only they have a place
 * in the union-find and a list of mentions: the 'slots', numbered in the
 * order the copies name them. By register id (base[rc] + reg): its slot
 * + 1 (0: not a register of a copy), and the last instruction of the walk
 * over them all that mentioned it (its number). */
typedef struct RegSlot {
    uint32_t slot, seen;
} RegSlot;

typedef struct Coal {
    Arena *a;
    MFunc *f;
    uint32_t nb;
    uint32_t base[RC_COUNT];
    uint32_t nid, nslot;
    RegSlot *reg;     /* by register id */
    uint32_t *idof;   /* by slot: its register id */
    uint32_t *parent; /* by slot */
    Ment **ments;     /* by slot */
    uint32_t *nment;  /* by slot */
    uint8_t *joined;  /* by slot: another class joined it */
    uint32_t *pstart, *preds; /* predecessors, CSR */
    uint32_t *sstart, *succs; /* successors, CSR */
    uint32_t *mark[2], *live[2], ep[2], epoch;
    uint32_t *stack;
    size_t budget;
    const uint8_t *kills; /* bitmap by FormId */
} Coal;

/* The forms whose operand 0 an unguarded instruction certainly writes
 * (pure_forms: arithmetic, compares, selects, conversions, moves; and the
 * loads and cvta). The same for every compile: filled once per process, as
 * pure_forms. */
static uint8_t kill_set[FORM_COUNT / 8 + 1];
static pthread_once_t kill_once = PTHREAD_ONCE_INIT;

static void kill_set_fill(void)
{
    memcpy(kill_set, pure_forms(), sizeof kill_set);
    formset_add(kill_set, &form_axis_ld[0][0][0][0], sizeof form_axis_ld / sizeof(uint16_t));
    formset_add(kill_set, &form_axis_ld128[0][0], sizeof form_axis_ld128 / sizeof(uint16_t));
    formset_add(kill_set, &form_axis_ld_atomic[0][0][0][0], sizeof form_axis_ld_atomic / sizeof(uint16_t));
    formset_add(kill_set, &form_axis_cvta[0][0], sizeof form_axis_cvta / sizeof(uint16_t));
}

static const uint8_t *kill_forms(void)
{
    pthread_once(&kill_once, kill_set_fill);
    return kill_set;
}

static bool is_kill_form(const Coal *C, const MInst *in)
{
    return in->guard < 0 && in->nops >= 1 && minst_first_read(in) == 1 && formset_has(C->kills, in->form);
}

static bool reg_ok(const Coal *C, const MOperand *o)
{
    return o->rc < RC_COUNT && o->reg && o->reg <= C->f->nregs[o->rc];
}

static uint32_t find(Coal *C, uint32_t x)
{
    while (C->parent[x] != x) {
        C->parent[x] = C->parent[C->parent[x]];
        x = C->parent[x];
    }
    return x;
}

/* The registers one instruction mentions (ids), each with 'kill' and 'rd'
 * (inst_regs); full when there were more than 64. */
typedef struct RegList {
    uint32_t id[64];
    uint8_t kill[64], rd[64];
    unsigned n;
    bool full;
} RegList;

typedef struct Collect {
    const Coal *C;
    RegList *r;
    bool kill, rd;
} Collect;

static void collect_reg(void *ud, MOperand *o)
{
    Collect *c = ud;
    RegList *r = c->r;
    if (!reg_ok(c->C, o))
        return;
    if (r->n == countof(r->id)) {
        r->full = true;
        return;
    }
    r->id[r->n] = c->C->base[o->rc] + o->reg;
    r->rd[r->n] = c->rd || o->kind == MO_ADDR;
    r->kill[r->n++] = c->kill && o->kind == MO_REG;
}

/* Adds the registers operand o names to r: 'kill' when o is the written
 * operand 0 (a register or a vector of them), 'rd' when o is only read. */
static void collect(const Coal *C, MOperand *o, bool kill, bool rd, RegList *r)
{
    Collect c = {C, r, kill && (o->kind == MO_REG || o->kind == MO_VEC), rd};
    mo_each_reg(o, collect_reg, &c);
}

/* The registers instruction 'in' mentions, each once: a kill only when
 * every mention of it in the instruction is the written operand 0; read
 * only when every mention is a guard, an address register or an operand
 * after the result of a form whose operand 0 is its one result. Anything
 * else may be written. */
static bool inst_regs(const Coal *C, const MInst *in, RegList *r)
{
    r->n = 0;
    r->full = false;
    bool k0 = is_kill_form(C, in);
    if (in->guard >= 0) {
        MOperand g = mo_reg(RC_PRED, (uint32_t)in->guard);
        collect(C, &g, false, true, r);
    }
    for (unsigned k = 0; k < in->nops; k++)
        collect(C, &in->ops[k], k0 && k == 0, k0 && k > 0, r);
    if (r->full)
        return false;
    unsigned n = 0;
    for (unsigned i = 0; i < r->n; i++) {
        unsigned j = 0;
        while (j < n && r->id[j] != r->id[i])
            j++;
        if (j == n) {
            r->id[n] = r->id[i];
            r->rd[n] = r->rd[i];
            r->kill[n++] = r->kill[i];
        } else {
            r->kill[j] &= r->kill[i];
            r->rd[j] &= r->rd[i];
        }
    }
    r->n = n;
    return true;
}

/* A register-to-register move of one class ('mov.b32 %r1, %r2'), guarded
 * or not. */
static bool is_move(const MInst *in)
{
    return in->nops == 2 && in->ops[0].kind == MO_REG && in->ops[1].kind == MO_REG &&
           in->ops[0].rc == in->ops[1].rc && in->ops[0].rc < RC_COUNT &&
           in->form == (uint32_t)mov_form((RegClass)in->ops[0].rc);
}

/* A copy the coalescer may remove: an unguarded move. */
bool is_copy(const MInst *in)
{
    return in->guard < 0 && is_move(in);
}

/* Blocks where class r is live on entry, into live[s] (stamped ep[s]). */
static void liveness(Coal *C, uint32_t r, int s)
{
    uint32_t ep = C->ep[s] = ++C->epoch;
    uint32_t *mark = C->mark[s], *live = C->live[s];
    const Ment *m = C->ments[r];
    uint32_t n = C->nment[r], sp = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (i && m[i].blk == m[i - 1].blk)
            continue;
        mark[m[i].blk] = ep;
        if (!m[i].kill) {
            live[m[i].blk] = ep;
            C->stack[sp++] = m[i].blk;
        }
    }
    C->budget = C->budget > n ? C->budget - n : 0;
    while (sp) {
        uint32_t b = C->stack[--sp];
        for (uint32_t k = C->pstart[b]; k < C->pstart[b + 1]; k++) {
            uint32_t p = C->preds[k];
            if (live[p] == ep || mark[p] == ep)
                continue;
            live[p] = ep;
            C->stack[sp++] = p;
        }
        C->budget -= C->budget ? 1 : 0;
    }
}

/* Is class r (liveness in slot s) live just after position pos of block
 * blk? *at: where to look for its first mention after that position (no
 * earlier than the last time: the positions asked for only grow). */
static bool live_after(const Coal *C, uint32_t r, int s, uint32_t blk, uint32_t pos, uint32_t *at)
{
    const Ment *m = C->ments[r];
    uint32_t i = *at, n = C->nment[r];
    while (i < n && (m[i].blk < blk || (m[i].blk == blk && m[i].pos <= pos)))
        i++;
    *at = i;
    if (i < n && m[i].blk == blk)
        return !m[i].kill;
    for (uint32_t k = C->sstart[blk]; k < C->sstart[blk + 1]; k++)
        if (C->live[s][C->succs[k]] == C->ep[s])
            return true;
    return false;
}

/* The slot of a register of a copy. */
static uint32_t slot_of(const Coal *C, const MOperand *o)
{
    return C->reg[C->base[o->rc] + o->reg].slot - 1;
}

/* A copy between classes x and y (the copies the test leaves out). */
static bool copy_between(Coal *C, const Ment *m, uint32_t x, uint32_t y)
{
    if (!m->copy)
        return false;
    uint32_t a = find(C, slot_of(C, &m->in->ops[0])), b = find(C, slot_of(C, &m->in->ops[1]));
    return (a == x && b == y) || (a == y && b == x);
}

static bool interferes(Coal *C, uint32_t x, uint32_t y)
{
    liveness(C, x, 0);
    liveness(C, y, 1);
    for (int side = 0; side < 2; side++) {
        uint32_t r = side ? y : x, o = side ? x : y, at = 0;
        const Ment *m = C->ments[r];
        for (uint32_t i = 0; i < C->nment[r]; i++) {
            if (!m[i].rd && !copy_between(C, &m[i], x, y) && live_after(C, o, side ? 0 : 1, m[i].blk, m[i].pos, &at))
                return true;
        }
        C->budget = C->budget > C->nment[r] ? C->budget - C->nment[r] : 0;
    }
    return false;
}

/* Class y joins class x: one list of mentions, in order, one entry per
 * instruction (a kill only when both were). */
static void merge(Coal *C, uint32_t x, uint32_t y)
{
    const Ment *a = C->ments[x], *b = C->ments[y];
    uint32_t na = C->nment[x], nb = C->nment[y], i = 0, j = 0, n = 0;
    Ment *out = arena_alloc(C->a, ((size_t)na + nb + 1) * sizeof *out);
    while (i < na || j < nb) {
        if (j == nb || (i < na && (a[i].blk < b[j].blk || (a[i].blk == b[j].blk && a[i].pos < b[j].pos)))) {
            out[n++] = a[i++];
        } else if (i == na || b[j].blk < a[i].blk || (b[j].blk == a[i].blk && b[j].pos < a[i].pos)) {
            out[n++] = b[j++];
        } else {
            out[n] = a[i++];
            out[n].rd &= b[j].rd;
            out[n++].kill &= b[j++].kill;
        }
    }
    C->parent[y] = x;
    C->joined[x] = 1;
    C->ments[x] = out;
    C->nment[x] = n;
    C->ments[y] = NULL;
    C->nment[y] = 0;
}

/* The register of class root that replaces register id (a register of
 * a copy, or any other, which stays). */
static uint32_t renamed(Coal *C, uint32_t id)
{
    uint32_t s = C->reg[id].slot;
    return s ? C->idof[find(C, s - 1)] : id;
}

static void rename_reg(void *ud, MOperand *o)
{
    Coal *C = ud;
    if (reg_ok(C, o))
        o->reg = renamed(C, C->base[o->rc] + o->reg) - C->base[o->rc];
}

/* Every register of 'in' (and its guard) renamed to its class's. */
static void rename_inst(Coal *C, MInst *in)
{
    if (in->guard >= 0 && (uint32_t)in->guard <= C->f->nregs[RC_PRED])
        in->guard = (int32_t)(renamed(C, C->base[RC_PRED] + (uint32_t)in->guard) - C->base[RC_PRED]);
    for (unsigned k = 0; k < in->nops; k++)
        mo_each_reg(&in->ops[k], rename_reg, C);
}

/* Branches to a block holding only 'bra.uni L' go to L; such a block that
 * nothing enters any more (nothing falls into it) is removed; a guarded
 * branch followed by a 'bra.uni' to the same label goes (its predicate's
 * compare may then be unread). True when a branch was removed. */
static bool bypass_jump_blocks(Arena *a, MFunc *f)
{
    uint32_t nb = (uint32_t)f->nblocks;
    uint32_t *to = arena_alloc(a, (size_t)nb * sizeof *to);
    bool any = false;
    for (uint32_t b = 0; b < nb; b++) {
        const MInst *in = f->blocks[b]->first;
        to[b] = b;
        if (b && in && in == f->blocks[b]->last && in->guard < 0 && in->form == FORM_bra && in->nops == 1 &&
            in->ops[0].kind == MO_LABEL && (uint64_t)in->ops[0].imm < nb && in->ops[0].imm != b) {
            to[b] = (uint32_t)in->ops[0].imm;
            any = true;
        }
    }
    if (!any)
        return false;
    for (uint32_t b = 0; b < nb; b++) { /* chains resolved; a cycle of such blocks stays */
        uint32_t t = to[b];
        for (uint32_t steps = 0; to[t] != t && steps < nb; steps++)
            t = to[t];
        if (to[t] == t)
            to[b] = t;
        else
            to[b] = b;
    }
    bool *targeted = arena_alloc(a, (size_t)nb * sizeof *targeted);
    for (uint32_t b = 0; b < nb; b++)
        for (MInst *in = f->blocks[b]->first; in; in = in->next)
            for (unsigned k = 0; k < in->nops; k++)
                if (in->ops[k].kind == MO_LABEL && (uint64_t)in->ops[k].imm < nb) {
                    in->ops[k].imm = to[(uint32_t)in->ops[k].imm];
                    targeted[(uint32_t)in->ops[k].imm] = true;
                }
    bool dropped = false;
    for (uint32_t b = 0; b < nb; b++) {
        MBlock *mb = f->blocks[b];
        MInst *prev = NULL;
        for (MInst *in = mb->first, *next; in; in = next) {
            next = in->next;
            if (in->guard >= 0 && in->form == FORM_bra_cond && next && next->guard < 0 && next->form == FORM_bra &&
                in->nops == 1 && next->nops == 1 && in->ops[0].kind == MO_LABEL && next->ops[0].kind == MO_LABEL &&
                in->ops[0].imm == next->ops[0].imm) {
                mblock_unlink(mb, prev, in);
                dropped = true;
                continue;
            }
            prev = in;
        }
    }
    /* removable: bypassed, not targeted, and the block before it does not
     * fall into it */
    uint32_t *newidx = arena_alloc(a, (size_t)nb * sizeof *newidx);
    const char **labels = arena_alloc(a, (size_t)nb * sizeof *labels);
    uint32_t n = 0;
    bool *gone = arena_alloc(a, (size_t)nb * sizeof *gone);
    MBlock **old = arena_alloc(a, (size_t)nb * sizeof *old);
    for (uint32_t b = 0; b < nb; b++) {
        old[b] = f->blocks[b];
        labels[b] = f->blocks[b]->label;
        gone[b] = to[b] != b && !targeted[b] && mblock_ends_in_terminator(f->blocks[b - 1]);
        newidx[b] = n;
        n += !gone[b];
    }
    if (n == nb)
        return dropped;
    uint32_t k = 0;
    for (uint32_t b = 0; b < nb; b++) {
        if (gone[b])
            continue;
        MBlock *mb = old[b];
        mb->idx = k;
        mb->label = labels[k];
        uint32_t af = mb->after;
        while (af < nb && gone[af])
            af = old[af]->after;
        mb->after = af < nb ? newidx[af] : UINT32_MAX;
        f->blocks[k++] = mb;
        for (MInst *in = mb->first; in; in = in->next)
            for (unsigned o = 0; o < in->nops; o++)
                if (in->ops[o].kind == MO_LABEL && (uint64_t)in->ops[o].imm < nb)
                    in->ops[o].imm = newidx[in->ops[o].imm];
    }
    f->nblocks = n;
    return dropped;
}

/* A list in the arena whose items (of sz bytes) are never copied as it
 * grows: segments of 64 items, each twice the last up to 4096. */
typedef struct Seg {
    struct Seg *next;
    size_t n, cap;
    _Alignas(16) unsigned char item[];
} Seg;

typedef struct SegList {
    Seg *head, *tail;
} SegList;

/* Room for one more item at the end of l. */
static void *seg_add(Arena *a, SegList *l, size_t sz)
{
    Seg *t = l->tail;
    if (!t || t->n == t->cap) {
        size_t cap = !t ? 64 : t->cap < 4096 ? 2 * t->cap : 4096;
        Seg *s = arena_alloc(a, sizeof *s + cap * sz);
        s->cap = cap;
        *(t ? &t->next : &l->head) = s;
        l->tail = t = s;
    }
    return t->item + t->n++ * sz;
}

/* The walk over every instruction's registers: mentions counted once per
 * instruction (number serial), in total and (cnt[slot + 1]) for the
 * registers of copies; 'slots' ORs their slots (non-zero: the instruction
 * mentions a register of a copy); n counts every mention (inst_regs is
 * full past 64). cnt[0] takes the other registers' counts. */
typedef struct Walk {
    uint32_t serial, slots;
    uint32_t *cnt;
    size_t n, total;
} Walk;

static inline void walk_id(RegSlot *reg, Walk *w, uint32_t id)
{
    RegSlot *r = &reg[id];
    uint32_t first = r->seen != w->serial;
    r->seen = w->serial;
    w->n++;
    w->total += first;
    w->cnt[r->slot] += first;
    w->slots |= r->slot;
}

/* The registers operand o names (those mo_each_reg visits that reg_ok
 * takes) walked. */
static void walk_regs(Coal *C, Walk *w, const MOperand *o)
{
    switch ((MOKind)o->kind) {
    case MO_ADDR:
        if (o->sym)
            break;
        /* fall through */
    case MO_REG:
        if (reg_ok(C, o))
            walk_id(C->reg, w, C->base[o->rc] + o->reg);
        break;
    case MO_VEC:
    case MO_LIST:
    case MO_ASM:
        for (unsigned i = 0; i < o->n; i++)
            walk_regs(C, w, &o->sub[i]);
        break;
    default:
        break;
    }
}

/* The copies are tested in order, each on the classes merged so far;
 * only the registers of copies (slots) are ever merged, so only their
 * mentions are listed. The work budget counts the mentions of every
 * register, which one walk over the operands counts (with the successors,
 * and the instructions that mention a register of a copy and how often
 * each such register is mentioned); inst_regs then reads only those
 * instructions. Renaming reads the merged classes' lists, not every
 * operand. */
bool coalesce_copies(SelectCtx *S, MFunc *f)
{
    uint32_t nb = (uint32_t)f->nblocks;
    Coal C = {.a = S->a, .f = f, .nb = nb};
    for (unsigned rc = 0; rc < RC_COUNT; rc++) {
        C.base[rc] = C.nid;
        C.nid += f->nregs[rc] + 1;
    }
    /* the moves (each after the instruction before it) */
    SegList moves = {0};
    size_t ncopy = 0;
    for (uint32_t b = 0; b < nb; b++) {
        MInst *prev = NULL;
        for (MInst *in = f->blocks[b]->first; in; prev = in, in = in->next) {
            if (ptxsel_form_rows[in->form].role == ROLE_wgmma_mma)
                return false;
            if (!is_move(in))
                continue;
            *(Move *)seg_add(S->a, &moves, sizeof(Move)) = (Move){in, prev, b};
            ncopy += in->guard < 0;
        }
    }
    if (!ncopy)
        return false;
    C.kills = kill_forms();
    /* the slots: the registers of copies */
    C.reg = arena_alloc(S->a, (size_t)C.nid * sizeof *C.reg);
    C.idof = arena_alloc(S->a, 2 * ncopy * sizeof *C.idof);
    for (const Seg *g = moves.head; g; g = g->next)
        for (const Move *m = (const Move *)g->item, *end = m + g->n; m < end; m++) {
            const MInst *in = m->in;
            if (in->guard >= 0)
                continue;
            for (unsigned k = 0; k < 2; k++) {
                uint32_t id = C.base[in->ops[k].rc] + in->ops[k].reg;
                if (id >= C.nid)
                    return false; /* past every register of the function: left as it is */
                if (!C.reg[id].slot) {
                    C.idof[C.nslot] = id;
                    C.reg[id].slot = ++C.nslot;
                }
            }
        }
    /* one walk: the mentions of every register counted (and an instruction
     * of more than 64 registers left as it is), the successors of every
     * block (labels, then the fall-through), the instructions that mention
     * a register of a copy */
    /* (locals, which the stores into reg[] cannot alias) */
    RegSlot *reg = C.reg;
    uint32_t base[RC_COUNT], nregs[RC_COUNT];
    memcpy(base, C.base, sizeof base);
    memcpy(nregs, f->nregs, sizeof nregs);
    RegList rl;
    Walk w = {.cnt = arena_alloc(S->a, ((size_t)C.nslot + 1) * sizeof *w.cnt)};
    SegList hits = {0};
    size_t ne = 0, succcap = 0;
    C.sstart = arena_alloc(S->a, ((size_t)nb + 1) * sizeof *C.sstart);
    for (uint32_t b = 0; b < nb; b++) {
        C.sstart[b] = (uint32_t)ne;
        uint32_t pos = 0;
        for (MInst *in = f->blocks[b]->first; in; in = in->next, pos++) {
            w.serial++;
            w.slots = 0;
            w.n = 0;
            if (in->guard > 0 && (uint32_t)in->guard <= nregs[RC_PRED])
                walk_id(reg, &w, base[RC_PRED] + (uint32_t)in->guard);
            for (unsigned k = 0; k < in->nops; k++) { /* (ops is NULL without operands) */
                const MOperand *o = &in->ops[k];
                if (o->kind == MO_REG) { /* reg_ok, inline */
                    if (o->rc < RC_COUNT && o->reg - 1 < nregs[o->rc])
                        walk_id(reg, &w, base[o->rc] + o->reg);
                } else if (o->kind == MO_LABEL) {
                    if ((uint64_t)o->imm < nb) {
                        C.succs = arena_grow(S->a, C.succs, ne, &succcap, sizeof *C.succs);
                        C.succs[ne++] = (uint32_t)o->imm;
                    }
                } else {
                    Walk t = w; /* (w's address not taken: w stays in registers) */
                    walk_regs(&C, &t, o);
                    w = t;
                }
            }
            if (w.n > countof(rl.id))
                return false; /* an instruction of more than 64 registers: left as it is */
            if (w.slots)
                *(Hit *)seg_add(S->a, &hits, sizeof(Hit)) = (Hit){in, b, pos};
        }
        if (!mblock_ends_in_terminator(f->blocks[b]) && b + 1 < nb) {
            C.succs = arena_grow(S->a, C.succs, ne, &succcap, sizeof *C.succs);
            C.succs[ne++] = b + 1;
        }
    }
    C.sstart[nb] = (uint32_t)ne;
    Cfg g = {.nb = nb, .sstart = C.sstart, .succs = C.succs};
    cfg_preds(S->a, &g);
    C.pstart = g.pstart;
    C.preds = g.preds;
    C.parent = arena_alloc(S->a, (size_t)C.nslot * sizeof *C.parent);
    C.nment = arena_alloc(S->a, (size_t)C.nslot * sizeof *C.nment);
    C.ments = arena_alloc(S->a, (size_t)C.nslot * sizeof *C.ments);
    C.joined = arena_alloc(S->a, C.nslot);
    for (uint32_t s = 0; s < C.nslot; s++)
        C.parent[s] = s;
    /* the mentions of every slot (counted by the walk), in order */
    size_t listed = 0;
    for (uint32_t s = 0; s < C.nslot; s++)
        listed += w.cnt[s + 1];
    Ment *pool = arena_alloc(S->a, (listed + 1) * sizeof *pool);
    for (uint32_t s = 0; s < C.nslot; s++) {
        C.ments[s] = pool;
        pool += w.cnt[s + 1];
    }
    for (const Seg *g = hits.head; g; g = g->next)
        for (const Hit *h = (const Hit *)g->item, *end = h + g->n; h < end; h++) {
            inst_regs(&C, h->in, &rl); /* at most 64: never full */
            uint8_t copy = is_copy(h->in);
            for (unsigned i = 0; i < rl.n; i++) {
                uint32_t s = C.reg[rl.id[i]].slot;
                if (s--)
                    C.ments[s][C.nment[s]++] = (Ment){h->blk, h->pos, h->in, rl.kill[i], rl.rd[i], copy};
            }
        }
    for (int s = 0; s < 2; s++) {
        C.mark[s] = arena_alloc(S->a, (size_t)nb * sizeof *C.mark[s]);
        C.live[s] = arena_alloc(S->a, (size_t)nb * sizeof *C.live[s]);
    }
    C.stack = arena_alloc(S->a, ((size_t)nb + 1) * sizeof *C.stack);
    C.budget = 8 * (w.total + ne + nb) + 65536;
    bool merged = false;
    for (const Seg *g = moves.head; g && C.budget; g = g->next)
        for (const Move *m = (const Move *)g->item, *end = m + g->n; m < end && C.budget; m++) {
            const MInst *in = m->in;
            if (in->guard >= 0)
                continue;
            uint32_t x = find(&C, slot_of(&C, &in->ops[0]));
            uint32_t y = find(&C, slot_of(&C, &in->ops[1]));
            if (x == y || interferes(&C, x, y))
                continue;
            merge(&C, x, y);
            merged = true;
        }
    if (!merged)
        return false;
    /* the instructions of every merged class renamed (each class's list
     * holds every instruction that mentions one of its registers) */
    for (uint32_t s = 0; s < C.nslot; s++)
        if (C.parent[s] == s && C.joined[s])
            for (uint32_t i = 0; i < C.nment[s]; i++)
                rename_inst(&C, C.ments[s][i].in);
    /* a guard of predicate register 0 (no register: never listed) whose
     * class another joined */
    uint32_t p0 = C.reg[C.base[RC_PRED]].slot;
    if (p0 && find(&C, p0 - 1) != p0 - 1)
        for (uint32_t b = 0; b < nb; b++)
            for (MInst *in = f->blocks[b]->first; in; in = in->next)
                if (in->guard == 0)
                    rename_inst(&C, in);
    /* the copies of a register to itself go */
    MInst *gone = NULL, *gone_prev = NULL;
    for (const Seg *g = moves.head; g; g = g->next)
        for (const Move *m = (const Move *)g->item, *end = m + g->n; m < end; m++) {
            MInst *in = m->in, *prev = m->prev;
            if (prev && prev == gone)
                prev = gone_prev; /* the instruction before it went */
            if (in->ops[0].reg != in->ops[1].reg)
                continue;
            mblock_unlink(f->blocks[m->blk], prev, in);
            gone = in;
            gone_prev = prev;
        }
    /* an optnone function (selected as at -O0): llc-19's register
     * coalescer runs on it at -O1 and above, its branch folding does not */
    return S->opt_level > 0 ? bypass_jump_blocks(S->a, f) : false;
}
