/*
 * Protocol checks (docs/verifier.md "Protocol checks"): programs ptxas accepts
 * that race or compute garbage at run time.
 * Consumes: the verified MModule (registered in verify/verify.c
 *           module_verifiers[]).
 * Produces: warnings with a stable flag (the table 'warnings' below); errors
 *           under --werror; each can be turned off with -Wno-<name>.
 * Guarantees: a forward dataflow over the MIR blocks of each function, to a
 *           fixpoint (loops included), from register definitions and uses
 *           only: it does not depend on how the selector copies a tied
 *           accumulator.
 *
 * Abstract state of a register (uint8_t, smaller = more in flight; the join
 * of two paths is the minimum):
 *   ST_UNCOMMITTED  written by a wgmma.mma_async that no commit_group has
 *                   put in a group yet
 *   1 + k           in a committed group with k groups committed after it
 *                   (saturates at ST_CAP)
 *   ST_SAFE         not written by an mma_async still in flight
 * wgmma.commit_group: every in-flight state moves one group back.
 * wgmma.wait_group N: the N most recent groups may stay in flight, so a state
 *   1 + k with k >= N becomes ST_SAFE (an uncommitted operation stays).
 * A plain move copies the state to its destination (joined with the
 * destination's own: an in-flight operation still writes it); the
 * accumulator operands of an mma_async may be in flight (chained MMAs on one
 * accumulator are ordered by the hardware). Any other use of an in-flight
 * register is the accumulator race. One extra slot tracks "some mma_async
 * may be in flight" for the commit and exit checks; a flag tracks whether a
 * wgmma.fence opened the current region (a region ends at commit_group).
 * Branch facts: a conditional branch whose guard a setp of its own block
 * defines (integer compare, operands and predicate not written in between)
 * teaches each edge "(a CMP b) is true / false"; a fact dies when a or b is
 * written (an instruction is taken to write every register it names unless
 * its template shows one destination). An edge whose condition contradicts
 * a fact of the state (for the same two operands: no outcome of <, =, >
 * left in one signedness; across signedness only = against !=) is not
 * taken. A block keeps up to MAX_ENTRIES states with different fact sets
 * (paths of one state share one entry with the facts common to them);
 * beyond, a state joins the entry with the most facts that are all its own
 * (an empty set at worst: the plain path-insensitive join). This is what
 * makes a pipelined loop clean whose last iteration drains with wait_group 0
 * on k+1 < n and whose exit branch tests k+1 == n.
 * States are sparse: a block entry keeps only the registers in flight
 * (sorted (slot, state) pairs; absent is ST_SAFE), and the walk of a block
 * keeps a dense array plus the list of slots it may have set, so that a
 * commit, a wait and a join cost the registers in flight, not every
 * register of the function (64k instructions of one WGMMA kernel: 4.6 s
 * and 545 MB with a state vector per block, now linear).
 * Findings are reported in a last pass over the fixpoint, the first of each
 * flag per function. Constant A / B descriptor operands of an mma_async are
 * checked with mc/desc.c's validator.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum { ST_UNCOMMITTED = 0, ST_CAP = 64, ST_SAFE = 255 };

/* Shared memory of one SM90 CTA at most (228 KiB): a descriptor's start
 * address at or beyond it points outside shared memory. */
#define SM90_SMEM_BYTES (228u * 1024u)

static const struct {
    const char *name, *doc;
} warnings[] = {
    {"wgmma-acc-race", "an accumulator of wgmma.mma_async is read before a wgmma.wait_group drains its group"},
    {"wgmma-missing-fence", "a wgmma.mma_async is not preceded by wgmma.fence in its region"},
    {"wgmma-missing-commit", "wgmma.mma_async operations reach a wait_group or the end of the kernel uncommitted"},
    {"wgmma-in-flight-at-exit", "a kernel can exit with wgmma groups in flight"},
    {"wgmma-desc", "a constant wgmma shared-memory descriptor has reserved bits set or a field out of range"},
    {"tcgen05-desc", "a constant tcgen05.mma instruction or shared-memory descriptor is malformed or does not match the instruction"},
    {"legacy-warp", "shfl / vote without .sync (accepted by ptxas below PTX ISA 6.4) may produce unpredictable results on sm_70 and later"},
    {"cluster-dropped", "a kernel's cluster launch directives are left out of the PTX because the target has no clusters (as llc-19 does)"},
};

const char *ptxsel_warning_name(int i)
{
    return i >= 0 && (size_t)i < countof(warnings) ? warnings[i].name : NULL;
}

const char *ptxsel_warning_doc(int i)
{
    return i >= 0 && (size_t)i < countof(warnings) ? warnings[i].doc : NULL;
}

/* ------------------------------------------------------------ instruction kinds */

typedef enum { K_OTHER, K_MOV, K_MMA, K_FENCE, K_COMMIT, K_WAIT, K_RET, K_TRAP, K_BRA } InstKind;

/* By the rows' roles (tablegen-data/wgmma.td, ordinary.td). */
static InstKind inst_kind(const MInst *in)
{
    switch (ptxsel_form_rows[in->form].role) {
    case ROLE_wgmma_mma: return K_MMA;
    case ROLE_wgmma_fence: return K_FENCE;
    case ROLE_wgmma_commit: return K_COMMIT;
    case ROLE_wgmma_wait: return K_WAIT;
    case ROLE_ret: return K_RET;
    case ROLE_trap: return K_TRAP; /* aborts the grid: no successor, nothing left to drain */
    case ROLE_bra: return K_BRA;
    case ROLE_mov:
        /* a register-to-register move of one value (mov.b32, mov.f32, ...;
         * the pack / unpack forms, which read parts of their source, have
         * no role) */
        return in->nops == 2 && in->ops[0].kind == MO_REG ? K_MOV : K_OTHER;
    default: return K_OTHER;
    }
}

/* ------------------------------------------------------------ register slots */

typedef struct {
    const MFunc *f;
    uint32_t base[RC_COUNT];
    uint32_t nslots;  /* registers + the "any mma in flight" slot */
    uint32_t any;     /* index of that slot (0) */
} Slots;

static void slots_init(Slots *s, const MFunc *f)
{
    s->f = f;
    /* "any" first: registers numbered later in the function sort after
     * every slot a join has seen (join_into appends them) */
    s->any = 0;
    uint32_t n = 1;
    for (int rc = 0; rc < RC_COUNT; rc++) {
        s->base[rc] = n;
        n += f->nregs[rc] + 1;
    }
    s->nslots = n;
}

static uint32_t slot_of(const Slots *s, const MOperand *o)
{
    if (o->rc >= RC_COUNT || o->reg > s->f->nregs[o->rc])
        return UINT32_MAX;
    return s->base[o->rc] + o->reg;
}

/* Calls fn on every register an operand names (vectors, address bases). */
typedef void (*RegFn)(void *ud, const MOperand *reg);
static void each_reg(const MOperand *o, RegFn fn, void *ud)
{
    switch (o->kind) {
    case MO_REG:
        fn(ud, o);
        break;
    case MO_VEC:
        for (unsigned i = 0; i < o->n; i++)
            each_reg(&o->sub[i], fn, ud);
        break;
    case MO_ADDR:
        if (!o->sym) {
            MOperand r = {.kind = MO_REG, .rc = o->rc, .reg = o->reg};
            fn(ud, &r);
        }
        break;
    default:
        break;
    }
}

/* ------------------------------------------------------------ branch facts */

/* Outcomes of comparing a with b. */
enum { REL_LT = 1, REL_EQ = 2, REL_GT = 4, REL_ALL = 7 };
enum { MAX_FACTS = 8, MAX_ENTRIES = 8 };

/* A register slot or an immediate. */
typedef struct {
    bool is_imm;
    int64_t v;
} Term;

/* "a ? b" has one of the outcomes 'rel' (REL_*), compared with the
 * signedness 's' or 'u' of the setp that taught it. */
typedef struct {
    Term a, b;
    uint8_t rel;
    char sign;
} Fact;

typedef struct {
    Fact f[MAX_FACTS];
    uint8_t n;
} FactSet;

static bool term_eq(Term x, Term y)
{
    return x.is_imm == y.is_imm && x.v == y.v;
}

static bool fact_eq(const Fact *x, const Fact *y)
{
    return term_eq(x->a, y->a) && term_eq(x->b, y->b) && x->rel == y->rel && x->sign == y->sign;
}

static bool factset_has(const FactSet *s, const Fact *f)
{
    for (unsigned i = 0; i < s->n; i++)
        if (fact_eq(&s->f[i], f))
            return true;
    return false;
}

/* Every fact of x is one of y (the facts of a set are distinct). */
static bool factset_subset(const FactSet *x, const FactSet *y)
{
    for (unsigned i = 0; i < x->n; i++)
        if (!factset_has(y, &x->f[i]))
            return false;
    return true;
}

/* Adds f; a full set forgets its oldest fact (fewer facts: fewer pruned edges). */
static void factset_add(FactSet *s, const Fact *f)
{
    if (factset_has(s, f))
        return;
    if (s->n == MAX_FACTS) {
        memmove(&s->f[0], &s->f[1], (MAX_FACTS - 1) * sizeof s->f[0]);
        s->n--;
    }
    s->f[s->n++] = *f;
}

/* f and g cannot both hold: the same two operands (either order) and no
 * outcome left; across signedness only a == b against a != b. */
static bool contradicts(const Fact *f, const Fact *g)
{
    uint8_t r;
    if (term_eq(f->a, g->a) && term_eq(f->b, g->b))
        r = g->rel;
    else if (term_eq(f->a, g->b) && term_eq(f->b, g->a))
        r = (uint8_t)((g->rel & REL_EQ) | (g->rel & REL_LT ? REL_GT : 0) | (g->rel & REL_GT ? REL_LT : 0));
    else
        return false;
    if (f->sign == g->sign)
        return !(f->rel & r);
    return (f->rel == REL_EQ && !(r & REL_EQ)) || (r == REL_EQ && !(f->rel & REL_EQ));
}

/* An integer compare setp.CMP.sN / .uN (its place in the axis setp_int of
 * tablegen-data/ordinary.td): the outcomes for which it sets its predicate,
 * and its signedness; 0 for any other form. */
static uint8_t setp_rel(uint32_t form, char *sign)
{
    static const uint8_t rels[AX_setp_int_C_COUNT] = {
        [AX_setp_int_C_eq] = REL_EQ, [AX_setp_int_C_ne] = REL_LT | REL_GT,
        [AX_setp_int_C_lt] = REL_LT, [AX_setp_int_C_le] = REL_LT | REL_EQ,
        [AX_setp_int_C_gt] = REL_GT, [AX_setp_int_C_ge] = REL_GT | REL_EQ,
    };
    if (ptxsel_form_rows[form].role != ROLE_setp)
        return 0;
    long at = FORM_AXIS_FIND(form_axis_setp_int, form);
    if (at < 0)
        return 0; /* a floating-point compare */
    /* row-major [C][S][W] */
    unsigned per_c = AX_setp_int_S_COUNT * AX_setp_int_W_COUNT;
    unsigned c = (unsigned)at / per_c, sgn = (unsigned)at % per_c / AX_setp_int_W_COUNT;
    *sign = sgn == AX_setp_int_S_u ? 'u' : 's';
    return rels[c];
}

/* ------------------------------------------------------------ per-block state */

/* A register slot in flight and its state (never ST_SAFE). */
typedef struct {
    uint32_t slot;
    uint8_t st;
} Pair;

/* The state of the paths into a block that share one fact set. */
typedef struct {
    FactSet fs;
    Pair *st;     /* the slots in flight, by increasing slot */
    uint32_t n, cap;
    bool fenced;  /* a wgmma.fence opened the current region on every path */
} Entry;

typedef struct {
    Entry e[MAX_ENTRIES];
    uint8_t n;    /* 0: not reached */
} BState;

typedef struct {
    ptxsel_context *ctx;
    const char *file;
    const MFunc *f;
    Slots sl;
    uint8_t *cur;         /* the state of every slot (dense) */
    uint32_t *live;       /* the slots cur may hold other than ST_SAFE */
    uint32_t nlive;
    uint8_t *inlive;      /* slot k is in live */
    Pair *snap;           /* cur as sorted pairs (snapshot()) */
    uint32_t nsnap;
    bool fenced;
    bool report;          /* final pass: report findings */
    unsigned reported;    /* bit i: warnings[i] already reported in f */
    const MInst *in;
    const MOperand *race; /* first in-flight register read by 'in' */
    /* branch facts of the block being walked (not in the final pass) */
    FactSet facts;        /* facts of the current path */
    bool have_cmp;        /* cmp: the last setp, predicate cmp_pred, nothing of it written since */
    uint32_t cmp_pred;
    Fact cmp;
    const MInst *cond;    /* the last guarded bra; cond_known: its guard is cmp's predicate */
    bool cond_known;
    Fact cond_fact;
    unsigned nguarded;    /* guarded bra instructions of the block */
    unsigned nlabeled;    /* instructions of the block with a label operand */
} Walk;

/* cur[k] = v, keeping live. */
static void set_state(Walk *w, uint32_t k, uint8_t v)
{
    w->cur[k] = v;
    if (v != ST_SAFE && !w->inlive[k]) {
        w->inlive[k] = 1;
        w->live[w->nlive++] = k;
    }
}

/* cur becomes the state of entry e (every other slot ST_SAFE). */
static void load_entry(Walk *w, const Entry *e)
{
    for (uint32_t i = 0; i < w->nlive; i++) {
        w->cur[w->live[i]] = ST_SAFE;
        w->inlive[w->live[i]] = 0;
    }
    w->nlive = 0;
    for (uint32_t i = 0; i < e->n; i++)
        set_state(w, e->st[i].slot, e->st[i].st);
    w->fenced = e->fenced;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* w->snap = cur as sorted pairs (the live list is compacted and sorted). */
static void snapshot(Walk *w)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < w->nlive; i++) {
        uint32_t k = w->live[i];
        if (w->cur[k] != ST_SAFE)
            w->live[n++] = k;
        else
            w->inlive[k] = 0;
    }
    w->nlive = n;
    /* the list is usually in order already (registers are set in the
     * order an instruction names them): qsort only when it is not */
    bool sorted = true;
    for (uint32_t i = 1; i < n && sorted; i++)
        sorted = w->live[i - 1] < w->live[i];
    if (!sorted)
        qsort(w->live, n, sizeof *w->live, cmp_u32);
    for (uint32_t i = 0; i < n; i++)
        w->snap[i] = (Pair){w->live[i], w->cur[w->live[i]]};
    w->nsnap = n;
}

static void note_read(void *ud, const MOperand *reg)
{
    Walk *w = ud;
    uint32_t k = slot_of(&w->sl, reg);
    if (k != UINT32_MAX && w->cur[k] != ST_SAFE && !w->race)
        w->race = reg;
}

static void set_uncommitted(void *ud, const MOperand *reg)
{
    Walk *w = ud;
    uint32_t k = slot_of(&w->sl, reg);
    if (k != UINT32_MAX)
        set_state(w, k, ST_UNCOMMITTED);
}

/* Reports the first finding of each flag in a function (a missing drain
 * before a 128-register epilogue is one bug, not 128). */
static void warn(Walk *w, const char *flag, const char *msg)
{
    if (!w->report)
        return;
    for (size_t i = 0; i < countof(warnings); i++)
        if (!strcmp(flag + 2, warnings[i].name)) {
            if (w->reported & (1u << i))
                return;
            w->reported |= 1u << i;
        }
    diag_report(w->ctx, PTXSEL_WARNING, w->file, w->f->fn, w->in->src, flag, "%s", msg);
}

/* The race message, naming the register as PTX prints it. */
static void warn_race(Walk *w, const char *what)
{
    if (!w->race || !w->report)
        return;
    StrBuf b = {0};
    mo_print(&b, w->f, w->race);
    sb_puts(&b, what);
    warn(w, "-Wwgmma-acc-race", b.p);
    sb_free(&b);
}

/* Constant SM90 descriptors of an mma_async (operands 2 = A for the SS forms,
 * 3 = B). */
static void check_descs(Walk *w, const MInst *in)
{
    for (unsigned k = 2; k <= 3 && k < in->nops; k++) {
        const MOperand *o = &in->ops[k];
        if (o->kind != MO_IMM)
            continue;
        uint64_t d = (uint64_t)o->imm;
        char msg[160];
        if (ptxsel_gmma_desc_validate(d, msg, sizeof msg) != PTXSEL_OK) {
            char full[240];
            snprintf(full, sizeof full, "constant wgmma %s descriptor 0x%016llx: %s", k == 2 ? "A" : "B",
                     (unsigned long long)d, msg);
            warn(w, "-Wwgmma-desc", full);
            continue;
        }
        ptxsel_gmma_desc_fields fl;
        ptxsel_gmma_desc_decode(d, &fl);
        if (fl.start_addr >= SM90_SMEM_BYTES) {
            char full[220];
            snprintf(full, sizeof full,
                     "constant wgmma %s descriptor 0x%016llx: start address 0x%x is beyond the %u KiB of shared memory",
                     k == 2 ? "A" : "B", (unsigned long long)d, fl.start_addr, SM90_SMEM_BYTES / 1024);
            warn(w, "-Wwgmma-desc", full);
        }
    }
}

/* The race message for register input operand k of an mma_async: the A
 * fragment (operand 2, the +rs forms) or, past B and the immediates, the
 * metadata word of a wgmma.mma_async.sp (tablegen-data/wgmma_sp.td). */
static const char *mma_input_what(const MInst *in, unsigned k)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (k != 2 && r->qword == QW_wgmma && qword_is(&form_qwords[QW_wgmma], QF_wgmma_op, r->word, "wgmma.mma_async.sp"))
        return " (the sparsity metadata of this wgmma.mma_async.sp) is an accumulator of a wgmma.mma_async whose "
               "group no wgmma.wait_group has drained on some path";
    return " (an A fragment of this wgmma.mma_async) is an accumulator of a wgmma.mma_async whose group "
           "no wgmma.wait_group has drained on some path";
}

static void transfer(Walk *w, const MInst *in)
{
    w->in = in;
    uint8_t *st = w->cur;
    switch (inst_kind(in)) {
    case K_MOV: {
        uint32_t d = slot_of(&w->sl, &in->ops[0]);
        uint8_t s = ST_SAFE;
        if (in->ops[1].kind == MO_REG) {
            uint32_t k = slot_of(&w->sl, &in->ops[1]);
            if (k != UINT32_MAX)
                s = st[k];
        }
        if (d != UINT32_MAX && s < st[d])
            set_state(w, d, s);
        return;
    }
    case K_MMA: {
        if (!w->fenced)
            warn(w, "-Wwgmma-missing-fence",
                 "wgmma.mma_async is not preceded by wgmma.fence in its region (a region ends at wgmma.commit_group)");
        if (w->report)
            check_descs(w, in);
        /* operands 0 and 1 are the accumulator (result and tied input):
         * chaining on an in-flight accumulator is ordered by the hardware;
         * any other register operand (an RS-form A fragment, a sparse
         * form's metadata word) must be ready */
        w->race = NULL;
        unsigned rk = 2;
        for (unsigned k = 2; k < in->nops && !w->race; k++) {
            each_reg(&in->ops[k], note_read, w);
            rk = k;
        }
        warn_race(w, mma_input_what(in, rk));
        if (in->nops)
            each_reg(&in->ops[0], set_uncommitted, w);
        set_state(w, w->sl.any, ST_UNCOMMITTED);
        return;
    }
    case K_FENCE:
        w->fenced = true;
        return;
    case K_COMMIT:
        for (uint32_t i = 0; i < w->nlive; i++) {
            uint32_t k = w->live[i];
            if (st[k] != ST_SAFE && st[k] < ST_CAP)
                st[k]++;
        }
        w->fenced = false;
        return;
    case K_WAIT: {
        int64_t n = in->nops && in->ops[0].kind == MO_IMM ? in->ops[0].imm : 0;
        if (st[w->sl.any] == ST_UNCOMMITTED)
            warn(w, "-Wwgmma-missing-commit",
                 "wgmma.wait_group waits for no group of the wgmma.mma_async operations before it on some path "
                 "(missing wgmma.commit_group)");
        for (uint32_t i = 0; i < w->nlive; i++) {
            uint32_t k = w->live[i];
            if (st[k] != ST_SAFE && st[k] != ST_UNCOMMITTED && (int64_t)st[k] - 1 >= n)
                st[k] = ST_SAFE;
        }
        return;
    }
    case K_RET:
        if (w->f->is_kernel && st[w->sl.any] == ST_UNCOMMITTED)
            warn(w, "-Wwgmma-missing-commit",
                 "the kernel can exit with wgmma.mma_async operations that no wgmma.commit_group committed");
        else if (w->f->is_kernel && st[w->sl.any] != ST_SAFE)
            warn(w, "-Wwgmma-in-flight-at-exit",
                 "the kernel can exit with wgmma groups in flight (no wgmma.wait_group 0 on some path)");
        return;
    case K_BRA:
    case K_TRAP:
        return;
    case K_OTHER:
        w->race = NULL;
        for (unsigned k = 0; k < in->nops; k++)
            each_reg(&in->ops[k], note_read, w);
        warn_race(w, " is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains "
                     "its group on some path");
        return;
    }
}

/* Successor block indices of block bi (branch labels, then fall-through). */
static size_t successors(const MFunc *f, size_t bi, uint32_t *out, size_t max)
{
    size_t n = 0;
    const MInst *last = NULL;
    for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
        last = in;
        for (unsigned k = 0; k < in->nops; k++)
            if (in->ops[k].kind == MO_LABEL && n < max && (size_t)in->ops[k].imm < f->nblocks)
                out[n++] = (uint32_t)in->ops[k].imm;
    }
    bool falls = true;
    if (last && last->guard < 0) {
        InstKind k = inst_kind(last);
        falls = k != K_BRA && k != K_RET && k != K_TRAP;
    }
    if (falls && bi + 1 < f->nblocks && n < max)
        out[n++] = (uint32_t)(bi + 1);
    return n;
}

/* bra.uni or the guarded bra. */
static bool is_bra(const MInst *in)
{
    uint8_t role = ptxsel_form_rows[in->form].role;
    return role == ROLE_bra || role == ROLE_bra_cond;
}

static uint32_t label_of(const MInst *in)
{
    for (unsigned k = 0; k < in->nops; k++)
        if (in->ops[k].kind == MO_LABEL)
            return (uint32_t)in->ops[k].imm;
    return UINT32_MAX;
}

/* Forgets the facts about a register an instruction may write. */
static void kill_reg(void *ud, const MOperand *reg)
{
    Walk *w = ud;
    uint32_t k = slot_of(&w->sl, reg);
    if (k == UINT32_MAX)
        return;
    Term t = {.v = k};
    unsigned n = 0;
    for (unsigned i = 0; i < w->facts.n; i++)
        if (!term_eq(w->facts.f[i].a, t) && !term_eq(w->facts.f[i].b, t))
            w->facts.f[n++] = w->facts.f[i];
    w->facts.n = (uint8_t)n;
    if (w->have_cmp && (k == w->cmp_pred || term_eq(w->cmp.a, t) || term_eq(w->cmp.b, t)))
        w->have_cmp = false;
}

static bool term_of(const Walk *w, const MOperand *o, Term *t)
{
    if (o->kind == MO_IMM) {
        *t = (Term){.is_imm = true, .v = o->imm};
        return true;
    }
    uint32_t k = o->kind == MO_REG ? slot_of(&w->sl, o) : UINT32_MAX;
    *t = (Term){.v = k};
    return k != UINT32_MAX;
}

/* The branch-fact side of one instruction: what it writes kills facts; a
 * setp becomes the pending compare; a guarded bra records its condition. */
static void facts_step(Walk *w, const MInst *in)
{
    for (unsigned k = 0; k < in->nops; k++)
        if (in->ops[k].kind == MO_LABEL) {
            w->nlabeled++;
            break;
        }
    if (is_bra(in)) {
        if (in->guard >= 0) {
            MOperand g = {.kind = MO_REG, .rc = RC_PRED, .reg = (uint32_t)in->guard};
            w->nguarded++;
            w->cond = in;
            w->cond_known = w->have_cmp && slot_of(&w->sl, &g) == w->cmp_pred;
            w->cond_fact = w->cmp;
        }
        return;
    }
    /* writes (FormRow.writes, from the template): operand 0 alone, none
     * for a memory destination, otherwise every register it names */
    uint8_t writes = ptxsel_form_rows[in->form].writes;
    if (writes == FORM_WRITES_OP0)
        each_reg(&in->ops[0], kill_reg, w);
    else if (writes == FORM_WRITES_ALL)
        for (unsigned k = 0; k < in->nops; k++)
            each_reg(&in->ops[k], kill_reg, w);
    char sign;
    uint8_t rel = setp_rel(in->form, &sign);
    if (rel && in->nops == 3 && in->guard < 0 && in->ops[0].kind == MO_REG &&
        term_of(w, &in->ops[1], &w->cmp.a) && term_of(w, &in->ops[2], &w->cmp.b)) {
        w->cmp_pred = slot_of(&w->sl, &in->ops[0]);
        w->cmp.rel = rel;
        w->cmp.sign = sign;
        w->have_cmp = w->cmp_pred != UINT32_MAX;
    }
}

/* The fact the edge from block bi to block 'to' learns, when the block ends
 * in one guarded bra on a setp of the block (alone, falling through, or
 * followed by one unguarded bra) whose two targets differ. */
static bool edge_fact(const Walk *w, size_t bi, uint32_t to, Fact *f)
{
    const MBlock *b = w->f->blocks[bi];
    const MInst *c = w->cond;
    if (w->nguarded != 1 || !w->cond_known)
        return false;
    uint32_t taken = label_of(c), other;
    if (c == b->last && w->nlabeled == 1)
        other = (uint32_t)(bi + 1);
    else if (c->next == b->last && is_bra(b->last) && b->last->guard < 0 && w->nlabeled == 2)
        other = label_of(b->last);
    else
        return false;
    if (taken == other || (to != taken && to != other))
        return false;
    *f = w->cond_fact;
    if ((to == taken) == (bool)c->guard_neg)
        f->rel = (uint8_t)(REL_ALL & ~f->rel);
    return true;
}

/* e's states become 'from' (n sorted pairs), in e's array when it fits. */
static void entry_set(Arena *a, Entry *e, const Pair *from, uint32_t n)
{
    if (n > e->cap) {
        e->cap = n + n / 2 + 4;
        e->st = arena_alloc(a, e->cap * sizeof *e->st);
    }
    if (n) /* from and e->st may be NULL when there is nothing */
        memcpy(e->st, from, n * sizeof *from);
    e->n = n;
}

/* Join 'from' (sorted pairs) into entry e, by slot the minimum (an absent
 * slot is ST_SAFE, the top); true when e changed. tmp holds e->n + n pairs. */
static bool join_into(Arena *a, Entry *e, const Pair *from, uint32_t n, bool fenced, Pair *tmp)
{
    bool changed = false;
    /* the common case at a join of many paths: every slot of 'from' is in e
     * or after e's last, updated in place / appended (no copy of e) */
    uint32_t lo = 0, newer = n;
    for (uint32_t j = 0; j < n; j++) {
        if (e->n && from[j].slot > e->st[e->n - 1].slot) {
            newer = j;
            break;
        }
        uint32_t l = lo, h = e->n;
        while (l < h) {
            uint32_t m = l + (h - l) / 2;
            if (e->st[m].slot < from[j].slot)
                l = m + 1;
            else
                h = m;
        }
        if (l == e->n || e->st[l].slot != from[j].slot)
            goto merge;
        lo = l;
    }
    for (uint32_t j = 0; j < newer; j++) { /* every one is in e (above) */
        Pair *p = e->st;
        uint32_t l = 0, h = e->n;
        while (l < h) {
            uint32_t m = l + (h - l) / 2;
            if (p[m].slot < from[j].slot)
                l = m + 1;
            else
                h = m;
        }
        if (from[j].st < p[l].st) {
            p[l].st = from[j].st;
            changed = true;
        }
    }
    if (newer < n) {
        uint32_t add = n - newer;
        if (e->n + add > e->cap) {
            uint32_t cap = (e->n + add) * 2;
            Pair *np = arena_alloc(a, cap * sizeof *np);
            if (e->n)
                memcpy(np, e->st, e->n * sizeof *np);
            e->st = np;
            e->cap = cap;
        }
        memcpy(e->st + e->n, from + newer, add * sizeof *from);
        e->n += add;
        changed = true;
    }
    if (e->fenced && !fenced) {
        e->fenced = false;
        changed = true;
    }
    return changed;
merge:;
    uint32_t i = 0, j = 0, k = 0;
    while (i < e->n || j < n) {
        if (j == n || (i < e->n && e->st[i].slot < from[j].slot))
            tmp[k++] = e->st[i++];
        else if (i == e->n || from[j].slot < e->st[i].slot) {
            tmp[k++] = from[j++];
            changed = true;
        } else {
            Pair p = e->st[i++];
            if (from[j].st < p.st) {
                p.st = from[j].st;
                changed = true;
            }
            j++;
            tmp[k++] = p;
        }
    }
    if (changed)
        entry_set(a, e, tmp, k);
    if (e->fenced && !fenced) {
        e->fenced = false;
        changed = true;
    }
    return changed;
}

static bool same_states(const Entry *e, const Pair *st, uint32_t n)
{
    if (e->n != n)
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (e->st[i].slot != st[i].slot || e->st[i].st != st[i].st)
            return false;
    return true;
}

/* Adds a path with facts fs and states st (n sorted pairs) to block state b:
 * joins it into the entry of the same facts; else into an entry of the same
 * state, which keeps the facts both have; else into a new entry; when full
 * (one place is kept for the empty set), into the entry with the most facts
 * all of which are in fs. Returns the entry that changed, or -1. tmp: a
 * scratch array of 2 * nslots pairs. */
static int add_path(Arena *a, BState *b, const FactSet *fs, const Pair *st, uint32_t n, bool fenced, Pair *tmp)
{
    static const FactSet none = {.n = 0};
    for (unsigned i = 0; i < b->n; i++)
        if (b->e[i].fs.n == fs->n && factset_subset(&b->e[i].fs, fs))
            return join_into(a, &b->e[i], st, n, fenced, tmp) ? (int)i : -1;
    int best = -1;
    for (unsigned i = 0; i < b->n; i++) {
        FactSet *ef = &b->e[i].fs;
        if (b->e[i].fenced == fenced && same_states(&b->e[i], st, n)) {
            unsigned m = 0;
            for (unsigned k = 0; k < ef->n; k++)
                if (factset_has(fs, &ef->f[k]))
                    ef->f[m++] = ef->f[k];
            if (m == ef->n)
                return -1;
            ef->n = (uint8_t)m;
            return (int)i;
        }
        if (factset_subset(ef, fs) && (best < 0 || ef->n > b->e[best].fs.n))
            best = (int)i;
    }
    if (b->n >= MAX_ENTRIES - (fs->n ? 1 : 0)) {
        if (best >= 0)
            return join_into(a, &b->e[best], st, n, fenced, tmp) ? best : -1;
        fs = &none;
    }
    Entry *e = &b->e[b->n];
    e->fs = *fs;
    e->st = NULL;
    e->n = e->cap = 0;
    entry_set(a, e, st, n);
    e->fenced = fenced;
    return b->n++;
}

/* Called for a function with a wgmma.mma_async (protocol_verify_function
 * looks: most have none). */
static void check_function(ptxsel_context *ctx, const char *file, const MFunc *f)
{
    if (f->is_decl || !f->nblocks)
        return;
    Walk w = {.ctx = ctx, .file = file, .f = f};
    slots_init(&w.sl, f);
    uint32_t ns = w.sl.nslots;
    BState *bs = arena_alloc(ctx->arena, f->nblocks * sizeof *bs);
    w.cur = arena_alloc(ctx->arena, ns);
    memset(w.cur, ST_SAFE, ns);
    w.live = arena_alloc(ctx->arena, ns * sizeof *w.live);
    w.inlive = arena_alloc(ctx->arena, ns);
    memset(w.inlive, 0, ns);
    w.snap = arena_alloc(ctx->arena, ns * sizeof *w.snap);
    Pair *tmp = arena_alloc(ctx->arena, 2 * (size_t)ns * sizeof *tmp);
    /* a function other than a kernel may be entered inside a region */
    add_path(ctx->arena, &bs[0], &w.facts, NULL, 0, !f->is_kernel, tmp);
    /* work items: block * MAX_ENTRIES + entry, taken in sweeps in block
     * order (a join block is walked once after its predecessors, not once
     * per predecessor: linear on a chain of blocks that all reach one exit) */
    size_t cap = f->nblocks * MAX_ENTRIES;
    bool *queued = arena_alloc(ctx->arena, cap * sizeof *queued);
    memset(queued, 0, cap * sizeof *queued);
    size_t count = 1, next = 0;
    queued[0] = true;
    uint32_t succ[256];
    while (count) {
        while (!queued[next])
            next = (next + 1) % cap;
        uint32_t item = (uint32_t)next;
        count--;
        queued[item] = false;
        size_t bi = item / MAX_ENTRIES;
        const Entry *e = &bs[bi].e[item % MAX_ENTRIES];
        load_entry(&w, e);
        w.facts = e->fs;
        w.have_cmp = false;
        w.cond = NULL;
        w.nguarded = w.nlabeled = 0;
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
            transfer(&w, in);
            facts_step(&w, in);
        }
        size_t n = successors(f, bi, succ, countof(succ));
        snapshot(&w);
        for (size_t s = 0; s < n; s++) {
            FactSet fs = w.facts;
            Fact ef;
            if (edge_fact(&w, bi, succ[s], &ef)) {
                bool dead = false;
                for (unsigned i = 0; i < fs.n && !dead; i++)
                    dead = contradicts(&ef, &fs.f[i]);
                if (dead)
                    continue; /* the path cannot take this edge */
                factset_add(&fs, &ef);
            }
            int ei = add_path(ctx->arena, &bs[succ[s]], &fs, w.snap, w.nsnap, w.fenced, tmp);
            uint32_t it = succ[s] * MAX_ENTRIES + (uint32_t)ei;
            if (ei >= 0 && !queued[it]) {
                count++;
                queued[it] = true;
            }
        }
    }
    /* final pass over the fixpoint: report each finding once */
    w.report = true;
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (unsigned i = 0; i < bs[bi].n; i++) {
            load_entry(&w, &bs[bi].e[i]);
            for (const MInst *in = f->blocks[bi]->first; in; in = in->next)
                transfer(&w, in);
        }
}

/* ------------------------------------------------------------ tcgen05 descriptors */

/* Why a constant idesc does not fit the tcgen05.mma that uses it (its decoded
 * control word), or NULL. Only the kinds whose descriptor layout docs/encodings.md
 * gives are checked (not the block-scaled ones, which reuse bits). */
static const char *idesc_mismatch(uint32_t idesc, uint32_t ctrl, char *buf, size_t len)
{
    if (ptxsel_idesc_validate(idesc, buf, len) != PTXSEL_OK)
        return buf;
    ptxsel_tcgen05_ctrl c;
    ptxsel_tcgen05_ctrl_decode(ctrl, &c);
    ptxsel_idesc_fields d;
    ptxsel_idesc_decode(idesc, &d);
    /* A/B format codes legal per kind (bit mask) and D formats (bit mask) */
    static const struct {
        unsigned ab, dd;
    } kinds[4] = {
        {0x03, 0x3}, /* f16: f16, bf16 -> f16, f32 */
        {0x04, 0x2}, /* tf32 -> f32 */
        {0x3B, 0x3}, /* f8f6f4: e4m3, e5m2, e2m3, e3m2, e2m1 -> f16, f32 */
        {0x03, 0x4}, /* i8: u8, s8 -> s32 */
    };
    const char *kname = ptxsel_tcgen05_kind_name(c.kind);
    if (c.kind < 4) {
        if (!(kinds[c.kind].ab >> d.a_fmt & 1) || !(kinds[c.kind].ab >> d.b_fmt & 1)) {
            snprintf(buf, len, "A/B formats %u/%u are not formats of kind::%s", d.a_fmt, d.b_fmt, kname);
            return buf;
        }
        if (!(kinds[c.kind].dd >> d.d_fmt & 1)) {
            snprintf(buf, len, "D format %u is not an accumulator of kind::%s", d.d_fmt, kname);
            return buf;
        }
    }
    if (c.weight_stationary) {
        if (d.m != 32 && d.m != 64 && d.m != 128) {
            snprintf(buf, len, "M %u is not a weight-stationary shape (32, 64, 128)", d.m);
            return buf;
        }
    } else if (c.cta_group == 1 ? d.m != 64 && d.m != 128 : d.m != 128 && d.m != 256) {
        snprintf(buf, len, "M %u is not a cta_group::%u shape (%s)", d.m, c.cta_group,
                 c.cta_group == 1 ? "64, 128" : "128, 256");
        return buf;
    }
    unsigned step = d.m == 64 ? 8 : 16;
    if (!c.weight_stationary && d.n % step) {
        snprintf(buf, len, "N %u is not a multiple of %u for M %u", d.n, step, d.m);
        return buf;
    }
    return NULL;
}

/* Constant descriptors of tcgen05.mma (operands: 0 d, 1 A, 2 b_desc, 3
 * idesc): the instruction descriptor against the instruction's control
 * word, the SMEM descriptors (A only when it is not in tensor memory)
 * against the SM100 layout. ptxas accepts any value (even 0xFFFFFFFF). */
static void check_tcgen05_descs(ptxsel_context *ctx, const char *file, const MFunc *f)
{
    bool reported = false;
    for (size_t bi = 0; bi < f->nblocks && !reported; bi++)
        for (const MInst *in = f->blocks[bi]->first; in && !reported; in = in->next) {
            const FormRow *r = &ptxsel_form_rows[in->form];
            if (r->fam != FAM_tcgen05_mma || in->nops < 4)
                continue;
            char why[200];
            const char *bad = NULL;
            uint64_t val = 0;
            const char *what = NULL;
            if (in->ops[3].kind == MO_IMM && !(in->ctrl >> 5 & 1)) {
                val = (uint32_t)in->ops[3].imm;
                what = "instruction descriptor";
                bad = idesc_mismatch((uint32_t)val, in->ctrl, why, sizeof why);
            }
            for (unsigned k = 1; !bad && k <= 2; k++) {
                if (in->ops[k].kind != MO_IMM || (k == 1 && (in->ctrl >> 11 & 1)))
                    continue;
                val = (uint64_t)in->ops[k].imm;
                what = k == 1 ? "A descriptor" : "B descriptor";
                if (ptxsel_umma_desc_validate(val, why, sizeof why) != PTXSEL_OK)
                    bad = why;
            }
            if (!bad)
                continue;
            diag_report(ctx, PTXSEL_WARNING, file, f->fn, in->src, "-Wtcgen05-desc",
                        "constant tcgen05.mma %s 0x%llx: %s", what, (unsigned long long)val, bad);
            reported = true;
        }
}

void protocol_verify_function(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f)
{
    (void)t;
    /* one walk for what both checks look for: a wgmma.mma_async (inst_kind's
     * K_MMA) and a tcgen05.mma; most functions have neither */
    bool wgmma = false, tcgen05 = false;
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
            const FormRow *r = &ptxsel_form_rows[in->form];
            wgmma |= r->role == ROLE_wgmma_mma;
            tcgen05 |= r->fam == FAM_tcgen05_mma;
        }
    if (wgmma)
        check_function(ctx, file, f);
    if (!f->is_decl && tcgen05)
        check_tcgen05_descs(ctx, file, f);
}

void protocol_verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    for (const MFunc *f = m->funcs; f; f = f->next)
        protocol_verify_function(ctx, t, file, f);
}
