/*
 * Loop-invariant code motion on the selected machine code of one function
 * at -O1 and above (not for optnone functions), after block CSE and before
 * copy coalescing.
 *
 * llc-19 runs MachineLICM at -O1 and above: an instruction of a loop whose
 * operands no instruction of the loop writes moves to the loop's preheader.
 * What it moves is mostly what IR-level LICM cannot see, because selection
 * made it: the compares of a switch's decision tree on a loop-invariant
 * value, constants materialised into registers, symbol addresses. ptxas does
 * not always recover it: in difftest s71318_O2 a switch on an invariant
 * value inside a loop is a tree of 'setp.eq; @p bra' chains in ptxsel's PTX,
 * which ptxas turned into four indirect jumps (BRX through constant-bank
 * tables) executed every iteration; llc-19's PTX computes the compares once
 * before the loop, and ptxsel's kernel ran 1.14x llc-19's time on an H200
 * (1.01x with llc-19's kernel body).
 *
 * The rule. Loops are the natural loops of the control-flow graph (a back
 * edge is one to a block that dominates its source), each with the blocks
 * that reach one of its back edges without passing its header; inner loops
 * are done first, so what an inner loop hoists an outer one may hoist again.
 * A loop is considered only when its header has one predecessor outside it
 * (the preheader) and that block has no other successor. An instruction of
 * the loop moves to the end of the preheader (before its closing branch)
 * when
 *   - it is unguarded and of a pure form (pure_forms: arithmetic, compares,
 *     selects, conversions, moves; none reads memory or has a side effect),
 *     writing one register, operand 0;
 *   - that register has no other definition anywhere in the function, so
 *     every use sees the one value, now computed before the loop (a use the
 *     definition did not dominate read an undefined value and may read any);
 *   - every other operand is an immediate, a stack pointer, a symbol's
 *     address (mov.u64 %rd, sym) or a register no instruction of the loop
 *     may write (counting every register an instruction of a form that may
 *     write several names, and the written operand of guarded ones);
 *   - it is cheap to compute speculatively, or its block dominates every
 *     back edge of the loop (it runs on every iteration anyway): integer and
 *     floating-point division and remainder (calls to ptxas's routines) are
 *     not speculated.
 * Moving repeats until nothing moves, so an invariant chain goes in order.
 * Functions with wgmma accumulators are left alone, as the coalescer leaves
 * them.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "isel.h"

typedef struct Licm {
    Arena *a;
    MFunc *f;
    uint32_t nb, nid;
    uint32_t base[RC_COUNT];
    Cfg g;                    /* the blocks' graph, dominators */
    uint32_t *ndefs;          /* by register id: definitions in the function (saturating) */
    uint32_t *lw, *lwstamp;   /* by register id: definitions in the current loop, valid when stamped */
    uint32_t stamp;
    uint32_t *inl;            /* by block: the stamp of the last loop that holds it */
} Licm;

/* The forms never speculated: division and remainder (ptxas expands them
 * into calls to its routines). */
static uint8_t costly_set[FORM_COUNT / 8 + 1];
static pthread_once_t costly_once = PTHREAD_ONCE_INIT;

static void costly_set_fill(void)
{
    static const int int_ops[] = {AX_int_OP_div_s, AX_int_OP_div_u, AX_int_OP_rem_s, AX_int_OP_rem_u};
    for (size_t i = 0; i < sizeof int_ops / sizeof int_ops[0]; i++)
        formset_add(costly_set, form_axis_int[int_ops[i]], AX_int_W_COUNT);
    formset_add(costly_set, form_axis_fp[AX_fp_OP_div_rn], AX_fp_S_COUNT);
    formset_add(costly_set, form_axis_fp[AX_fp_OP_frem], AX_fp_S_COUNT);
}

static bool reg_id(const Licm *L, const MOperand *o, uint32_t *id)
{
    if (o->kind != MO_REG || o->rc >= RC_COUNT || o->reg == 0 || o->reg > L->f->nregs[o->rc])
        return false;
    *id = L->base[o->rc] + o->reg;
    return true;
}

typedef struct DefWalk {
    Licm *L;
    uint32_t *count;
    uint32_t *stampv, stamp; /* NULL: count unconditionally */
} DefWalk;

static void count_def(void *ud, MOperand *o)
{
    DefWalk *w = ud;
    uint32_t id;
    if (!reg_id(w->L, o, &id))
        return;
    if (w->stampv && w->stampv[id] != w->stamp) {
        w->stampv[id] = w->stamp;
        w->count[id] = 0;
    }
    if (w->count[id] < UINT32_MAX)
        w->count[id]++;
}

/* Counts the registers 'in' may write into w: operand 0 of a form that
 * writes it alone, nothing for one that writes none, every register named
 * for the rest. */
static void inst_defs(DefWalk *w, MInst *in)
{
    unsigned nw = ptxsel_form_rows[in->form].writes == FORM_WRITES_ALL ? in->nops : minst_first_read(in);
    for (unsigned k = 0; k < nw; k++)
        mo_each_reg(&in->ops[k], count_def, w);
}

static uint32_t loop_writes(const Licm *L, uint32_t id)
{
    return L->lwstamp[id] == L->stamp ? L->lw[id] : 0;
}

/* The instruction before 'in' in its block (NULL: 'in' is first). */
static MInst *prev_of(MBlock *b, MInst *in)
{
    MInst *p = NULL;
    for (MInst *x = b->first; x != in; x = x->next)
        p = x;
    return p;
}

typedef struct Loop {
    uint32_t header, size;
} Loop;

static int loop_cmp(const void *x, const void *y)
{
    const Loop *a = x, *b = y;
    if (a->size != b->size)
        return a->size < b->size ? -1 : 1;
    return a->header < b->header ? -1 : a->header > b->header;
}

/* The loop with 'header': its blocks marked in L->inl (== stamp) and
 * listed in body[] (the header first), their count returned; latches[]
 * gets its back-edge sources. */
static uint32_t loop_body(Licm *L, uint32_t header, uint32_t *body, uint32_t *latches, uint32_t *nlatch)
{
    uint32_t n = 0;
    *nlatch = 0;
    L->inl[header] = L->stamp;
    body[n++] = header;
    for (uint32_t e = L->g.pstart[header]; e < L->g.pstart[header + 1]; e++) {
        uint32_t p = L->g.preds[e];
        if (cfg_dominates(&L->g, header, p)) {
            latches[(*nlatch)++] = p;
            if (L->inl[p] != L->stamp) {
                L->inl[p] = L->stamp;
                body[n++] = p;
            }
        }
    }
    /* body[1..n) is the work list: each block's predecessors join it */
    for (uint32_t i = 1; i < n; i++) {
        uint32_t b = body[i];
        for (uint32_t e = L->g.pstart[b]; e < L->g.pstart[b + 1]; e++) {
            uint32_t p = L->g.preds[e];
            if (L->inl[p] != L->stamp && L->g.order[p] != UINT32_MAX) {
                L->inl[p] = L->stamp;
                body[n++] = p;
            }
        }
    }
    return n;
}

static int u32_cmp(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return (a > b) - (a < b);
}

/* Whether operand o of a candidate is invariant in the current loop. */
static bool invariant_operand(const Licm *L, const MInst *in, const MOperand *o)
{
    uint32_t id;
    switch (o->kind) {
    case MO_IMM:
    case MO_FIMM:
    case MO_STACK:
        return true;
    case MO_SYM:
        return in->form == FORM_mov_u64;
    case MO_REG:
        return reg_id(L, o, &id) && loop_writes(L, id) == 0;
    default:
        return false;
    }
}

static bool hoistable(const Licm *L, const MInst *in, const uint8_t *pure, bool every_iteration)
{
    uint32_t id;
    if (in->guard >= 0 || !formset_has(pure, in->form) || ptxsel_form_rows[in->form].writes != FORM_WRITES_OP0 ||
        in->nops < 2 || !reg_id(L, &in->ops[0], &id) || L->ndefs[id] != 1)
        return false;
    if (!every_iteration && formset_has(costly_set, in->form))
        return false;
    for (unsigned k = 1; k < in->nops; k++)
        if (!invariant_operand(L, in, &in->ops[k]))
            return false;
    return true;
}

void licm_loops(SelectCtx *S, MFunc *f)
{
    uint32_t nb = (uint32_t)f->nblocks;
    if (nb < 2)
        return;
    pthread_once(&costly_once, costly_set_fill);
    const uint8_t *pure = pure_forms();
    Licm L = {.a = S->a, .f = f, .nb = nb};
    for (unsigned rc = 0; rc < RC_COUNT; rc++) {
        L.base[rc] = L.nid;
        L.nid += f->nregs[rc] + 1;
    }
    /* successors (labels, then the fall-through) and every register's
     * definitions */
    L.ndefs = arena_alloc(S->a, (size_t)L.nid * sizeof *L.ndefs);
    DefWalk all = {&L, L.ndefs, NULL, 0};
    size_t ne = 0, cap = 0;
    uint32_t *sstart = arena_alloc(S->a, ((size_t)nb + 1) * sizeof *sstart), *succs = NULL;
    bool loops = false;
    for (uint32_t b = 0; b < nb; b++) {
        sstart[b] = (uint32_t)ne;
        for (MInst *in = f->blocks[b]->first; in; in = in->next) {
            if (ptxsel_form_rows[in->form].role == ROLE_wgmma_mma)
                return;
            inst_defs(&all, in);
            for (unsigned k = 0; k < in->nops; k++)
                if (in->ops[k].kind == MO_LABEL && (uint64_t)in->ops[k].imm < nb) {
                    succs = arena_grow(S->a, succs, ne, &cap, sizeof *succs);
                    succs[ne++] = (uint32_t)in->ops[k].imm;
                    loops |= (uint32_t)in->ops[k].imm <= b;
                }
        }
        if (!mblock_ends_in_terminator(f->blocks[b]) && b + 1 < nb) {
            succs = arena_grow(S->a, succs, ne, &cap, sizeof *succs);
            succs[ne++] = b + 1;
        }
    }
    sstart[nb] = (uint32_t)ne;
    if (!loops) /* every edge goes forward: no cycle */
        return;
    L.g = (Cfg){.nb = nb, .sstart = sstart, .succs = succs};
    cfg_analyse(S->a, &L.g);
    const Cfg *g = &L.g;
    /* the loop headers: targets of back edges */
    Loop *lp = arena_alloc_raw(S->a, (size_t)nb * sizeof *lp);
    uint32_t nloop = 0;
    L.inl = arena_alloc(S->a, (size_t)nb * sizeof *L.inl);
    uint32_t *body = arena_alloc_raw(S->a, (size_t)nb * sizeof *body);
    uint32_t *latches = arena_alloc_raw(S->a, ((size_t)ne + 1) * sizeof *latches);
    for (uint32_t h = 0; h < nb; h++) {
        if (g->order[h] == UINT32_MAX)
            continue;
        for (uint32_t e = g->pstart[h]; e < g->pstart[h + 1]; e++)
            if (cfg_dominates(g, h, g->preds[e])) {
                uint32_t nl;
                L.stamp++;
                lp[nloop++] = (Loop){h, loop_body(&L, h, body, latches, &nl)};
                break;
            }
    }
    qsort(lp, nloop, sizeof *lp, loop_cmp);
    L.lw = arena_alloc_raw(S->a, (size_t)L.nid * sizeof *L.lw);
    L.lwstamp = arena_alloc(S->a, (size_t)L.nid * sizeof *L.lwstamp);
    for (uint32_t i = 0; i < nloop; i++) {
        uint32_t h = lp[i].header, nl;
        L.stamp++;
        uint32_t n = loop_body(&L, h, body, latches, &nl);
        qsort(body, n, sizeof *body, u32_cmp); /* program order */
        /* the preheader: the header's one predecessor outside the loop, with
         * no other successor */
        uint32_t pre = UINT32_MAX;
        bool one = true;
        for (uint32_t e = g->pstart[h]; e < g->pstart[h + 1] && one; e++) {
            uint32_t p = g->preds[e];
            if (L.inl[p] == L.stamp || p == pre)
                continue;
            one = pre == UINT32_MAX;
            pre = p;
        }
        if (!one || pre == UINT32_MAX || g->sstart[pre + 1] - g->sstart[pre] != 1)
            continue;
        /* definitions inside the loop */
        DefWalk lw = {&L, L.lw, L.lwstamp, L.stamp};
        for (uint32_t j = 0; j < n; j++)
            for (MInst *in = f->blocks[body[j]]->first; in; in = in->next)
                inst_defs(&lw, in);
        MBlock *pb = f->blocks[pre];
        /* in program order, so a chain moves in one pass unless a
         * definition comes after its use in the layout: a few passes */
        for (int pass = 0, moved = 1; moved && pass < 4; pass++) {
            moved = 0;
            for (uint32_t j = 0; j < n; j++) {
                uint32_t b = body[j];
                bool every = true;
                for (uint32_t k = 0; k < nl && every; k++)
                    every = cfg_dominates(g, b, latches[k]);
                MBlock *mb = f->blocks[b];
                MInst *prev = NULL;
                for (MInst *in = mb->first, *next; in; in = next) {
                    next = in->next;
                    if (!hoistable(&L, in, pure, every)) {
                        prev = in;
                        continue;
                    }
                    mblock_unlink(mb, prev, in);
                    /* before the preheader's closing branch, if it has one */
                    if (mblock_ends_in_terminator(pb)) {
                        MInst *t = pb->last, *tp = prev_of(pb, t);
                        in->next = t;
                        if (tp)
                            tp->next = in;
                        else
                            pb->first = in;
                    } else {
                        mblock_push(pb, in);
                    }
                    uint32_t id;
                    if (reg_id(&L, &in->ops[0], &id) && L.lwstamp[id] == L.stamp && L.lw[id])
                        L.lw[id]--;
                    moved = 1;
                }
            }
        }
    }
}
