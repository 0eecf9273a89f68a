/*
 * Local common-subexpression elimination on the selected machine code of one
 * function at -O1 and above, before copy coalescing. (At -O0 it changed
 * 803 of 1,000 campaign programs and their time on the H100 not at all:
 * geomean against llc-19 0.9710 -> 0.9714; -O0 keeps its compile time.)
 *
 * llc-19 builds one SelectionDAG per block and keeps one node per distinct
 * (opcode, operands): two computations of the same value in a block become
 * one, at every optimisation level. Much of that redundancy appears only when
 * a value is split into registers, so LLVM's IR passes never see it: four
 * '<4 x float> fdiv's whose first three lanes divide the same registers are
 * sixteen div.rn.f32 in ptxsel's selection and seven in llc-19's (difftest
 * s70776_O2 ran 1.15x llc-19's time on an H100 for it; ptxas keeps every
 * division, each a call to its slow-path routine).
 *
 * The rule, per block in program order: an unguarded instruction of a pure
 * form (pure_forms, the selects among them: its one result, operand 0, is
 * computed from its other operands alone) whose read operands are registers and
 * immediates computes the same value as an earlier such instruction of the
 * block with the same form, control word and operands when
 *   - no operand register it reads was written after the earlier one, and
 *   - the earlier one's result register was not written after it.
 * It then becomes a copy of that result ('mov %later, %earlier'), which the
 * coalescer merges at -O1 and above and ptxas propagates. Moves themselves
 * are left (a copy for a copy gains nothing), but seen through: a register
 * an unguarded move of the same block wrote stands for the move's source
 * while neither is written again, so lanes that selection copied into
 * registers of their own compare equal. Selection's registers are not single-definition (phi
 * copies, select chains), so "written after" is tracked per register: the
 * position of its last definition, counting every register an impure or
 * guarded instruction mentions as written by it, which is never less than
 * the truth.
 */
#include <string.h>

#include "isel.h"

enum { CSE_MAX_READS = 4 };

/* An operand as the key sees it: a register through the copies that wrote
 * it, or an immediate. */
typedef struct CseOp {
    uint8_t kind, rc;
    uint32_t reg;
    int64_t imm;
} CseOp;

typedef struct CseSlot {
    const MInst *in; /* the earlier instruction; its ops[0] is the result */
    uint32_t pos;    /* its position in the function */
    uint32_t gen;    /* the block it belongs to (stale when not the current one) */
    uint32_t hash;
    CseOp key[CSE_MAX_READS];
} CseSlot;

/* What the pass keeps from one function to the next of a module, in the
 * module's arena, so that a function pays for neither zeroed register
 * arrays nor a new slot table: positions and block generations keep
 * counting up through the module, so what an earlier function left reads
 * as "written before this block" and "a stale slot". */
struct CseState {
    uint32_t *last_def[RC_COUNT]; /* position of each register's last definition, 0: none yet */
    uint32_t *copy_of[RC_COUNT];  /* the source register of the move that last wrote it, 0: none */
    uint32_t cap[RC_COUNT];       /* entries of each array */
    uint32_t pos, gen;
    CseSlot *slot;
    uint32_t slotcap;
};

typedef struct Cse {
    Arena *a;
    uint32_t **last_def;  /* the state's arrays, by class */
    uint32_t **copy_of;
    uint32_t nregs[RC_COUNT];
    CseSlot *slot;
    uint32_t cap, used, gen;
    uint32_t pos;         /* the current instruction's position */
    uint32_t block_start; /* the position before the current block's first instruction */
} Cse;

static bool tracked(const Cse *C, const MOperand *o)
{
    return o->kind == MO_REG && o->rc < RC_COUNT && o->reg && o->reg <= C->nregs[o->rc];
}

/* Register reg of class rc is written here, by a move from src (0: by
 * anything else). */
static void note_write(Cse *C, unsigned rc, uint32_t reg, uint32_t src)
{
    C->last_def[rc][reg] = C->pos;
    C->copy_of[rc][reg] = src == reg ? 0 : src;
}

static void note_def(void *ud, MOperand *o)
{
    Cse *C = ud;
    if (tracked(C, o))
        note_write(C, o->rc, o->reg, 0);
}

/* The register reg of class rc stands for: the source of the move of this
 * block that wrote it while that source has not been written since,
 * followed a few moves back. A move in another block says nothing here:
 * that block may not be on the path (a phi's copy on one incoming edge;
 * difftest s60240_O2, where every other path left the register as it was). */
static uint32_t canon(const Cse *C, unsigned rc, uint32_t reg)
{
    for (int hop = 0; hop < 8; hop++) {
        uint32_t src = C->copy_of[rc][reg];
        if (!src || C->last_def[rc][reg] <= C->block_start || C->last_def[rc][src] >= C->last_def[rc][reg])
            break;
        reg = src;
    }
    return reg;
}

/* A copy (is_copy) of tracked registers: what canon sees through. */
static bool is_tracked_copy(const Cse *C, const MInst *in)
{
    return is_copy(in) && tracked(C, &in->ops[0]) && tracked(C, &in->ops[1]);
}

/* A candidate: unguarded, a pure form (pure_forms) that is not a move,
 * its result a tracked register, and at most CSE_MAX_READS read operands,
 * each a tracked register or an immediate. */
static bool candidate(const Cse *C, const uint8_t *forms, const MInst *in)
{
    if (in->guard >= 0 || in->nops < 2 || in->nops > 1 + CSE_MAX_READS || !formset_has(forms, in->form) ||
        minst_first_read(in) != 1)
        return false;
    const MOperand *d = &in->ops[0];
    if (!tracked(C, d) || d->rc == RC_B128 || in->form == (uint32_t)mov_form((RegClass)d->rc))
        return false;
    for (unsigned k = 1; k < in->nops; k++) {
        const MOperand *o = &in->ops[k];
        if (o->kind == MO_REG ? !tracked(C, o) : o->kind != MO_IMM && o->kind != MO_FIMM)
            return false;
    }
    return true;
}

static void make_key(const Cse *C, const MInst *in, CseOp *key)
{
    memset(key, 0, CSE_MAX_READS * sizeof *key);
    for (unsigned k = 1; k < in->nops; k++) {
        const MOperand *o = &in->ops[k];
        key[k - 1] = (CseOp){o->kind, o->rc, o->kind == MO_REG ? canon(C, o->rc, o->reg) : 0,
                             o->kind == MO_REG ? 0 : o->imm};
    }
}

static uint32_t key_hash(const MInst *in, const CseOp *key)
{
    uint64_t h = 0x9e3779b97f4a7c15u ^ in->form;
    h = (h ^ in->word) * 0x100000001b3u;
    h = (h ^ in->ctrl ^ ((uint64_t)in->coll << 32)) * 0x100000001b3u;
    for (unsigned k = 0; k + 1 < in->nops; k++) {
        h = (h ^ ((uint64_t)key[k].kind << 40 | (uint64_t)key[k].rc << 32 | key[k].reg)) * 0x100000001b3u;
        h = (h ^ (uint64_t)key[k].imm) * 0x100000001b3u;
    }
    return (uint32_t)(h ^ h >> 32);
}

static bool same_key(const CseSlot *s, const MInst *in, const CseOp *key)
{
    const MInst *e = s->in;
    if (e->form != in->form || e->word != in->word || e->ctrl != in->ctrl || e->coll != in->coll ||
        e->nops != in->nops || e->ops[0].rc != in->ops[0].rc)
        return false;
    for (unsigned k = 0; k + 1 < in->nops; k++)
        if (s->key[k].kind != key[k].kind || s->key[k].rc != key[k].rc || s->key[k].reg != key[k].reg ||
            s->key[k].imm != key[k].imm)
            return false;
    return true;
}

/* Does the slot's instruction still hold, in its result register, the value
 * its key computes: neither that register nor a register of the key written
 * since? */
static bool still_valid(const Cse *C, const CseSlot *s)
{
    const MOperand *d = &s->in->ops[0];
    if (C->last_def[d->rc][d->reg] != s->pos)
        return false;
    for (unsigned k = 0; k + 1 < s->in->nops; k++)
        if (s->key[k].kind == MO_REG && C->last_def[s->key[k].rc][s->key[k].reg] >= s->pos)
            return false;
    return true;
}

static void grow(Cse *C)
{
    CseSlot *old = C->slot;
    uint32_t ocap = C->cap;
    C->cap = ocap ? ocap * 2 : 256;
    C->slot = arena_alloc(C->a, (size_t)C->cap * sizeof *C->slot); /* zeroed */
    C->used = 0;
    for (uint32_t i = 0; i < ocap; i++) {
        if (!old[i].in || old[i].gen != C->gen)
            continue;
        uint32_t j = old[i].hash & (C->cap - 1);
        while (C->slot[j].in && C->slot[j].gen == C->gen)
            j = (j + 1) & (C->cap - 1);
        C->slot[j] = old[i];
        C->used++;
    }
}

/* The slot of the key in the current block: its earlier instruction, or
 * the empty (or stale) slot where the key goes. */
static CseSlot *lookup(Cse *C, const MInst *in, const CseOp *key, uint32_t h)
{
    for (uint32_t j = h & (C->cap - 1);; j = (j + 1) & (C->cap - 1)) {
        CseSlot *s = &C->slot[j];
        if (!s->in || s->gen != C->gen)
            return s;
        if (s->hash == h && same_key(s, in, key))
            return s;
    }
}

void cse_blocks(SelectCtx *S, MFunc *f)
{
    const uint8_t *value_set = pure_forms();
    Arena *ma = S->m->arena;
    struct CseState *st = S->cse;
    /* positions count up through the module; a new state (zeroed arrays)
     * once past half their range (a function has far fewer than 2^31
     * instructions, so they cannot wrap within one) */
    if (!st || st->pos >= UINT32_MAX / 2 || st->gen >= UINT32_MAX / 2)
        st = S->cse = arena_alloc(ma, sizeof *st);
    Cse C = {.a = ma, .last_def = st->last_def, .copy_of = st->copy_of, .pos = st->pos, .gen = st->gen};
    for (unsigned rc = 0; rc < RC_COUNT; rc++) {
        uint32_t n = f->nregs[rc] + 1;
        C.nregs[rc] = f->nregs[rc];
        if (n > st->cap[rc]) {
            uint32_t cap = n > 2 * st->cap[rc] ? n : 2 * st->cap[rc];
            /* zeroed, as arena_alloc hands memory out: "none yet" */
            st->last_def[rc] = arena_alloc(ma, (size_t)cap * sizeof **st->last_def);
            st->copy_of[rc] = arena_alloc(ma, (size_t)cap * sizeof **st->copy_of);
            st->cap[rc] = cap;
        }
    }
    C.slot = st->slot;
    C.cap = st->slotcap;
    for (size_t bi = 0; bi < f->nblocks; bi++) {
        C.gen++; /* the slots of earlier blocks go stale */
        C.used = 0;
        C.block_start = C.pos;
        for (MInst *in = f->blocks[bi]->first; in; in = in->next) {
            C.pos++;
            if (is_tracked_copy(&C, in)) {
                note_write(&C, in->ops[0].rc, in->ops[0].reg, in->ops[1].reg);
                continue;
            }
            if (!candidate(&C, value_set, in)) {
                /* every register it mentions may be written (a guard is only read) */
                for (unsigned k = 0; k < in->nops; k++)
                    mo_each_reg(&in->ops[k], note_def, &C);
                continue;
            }
            CseOp key[CSE_MAX_READS];
            make_key(&C, in, key);
            if (2 * (C.used + 1) > C.cap)
                grow(&C);
            uint32_t h = key_hash(in, key);
            CseSlot *s = lookup(&C, in, key, h);
            MOperand d = in->ops[0];
            if (s->in && s->gen == C.gen && still_valid(&C, s)) {
                /* the same value: a copy of the earlier result */
                const MOperand *e = &s->in->ops[0];
                in->form = (uint32_t)mov_form((RegClass)d.rc);
                in->word = ptxsel_form_rows[in->form].word;
                in->ctrl = in->coll = 0;
                in->nops = 2;
                in->ops[1] = mo_reg((RegClass)e->rc, e->reg);
                note_write(&C, d.rc, d.reg, e->reg);
                continue;
            }
            if (!s->in || s->gen != C.gen)
                C.used++;
            s->in = in;
            s->pos = C.pos;
            s->gen = C.gen;
            s->hash = h;
            memcpy(s->key, key, sizeof s->key);
            note_write(&C, d.rc, d.reg, 0);
        }
    }
    st->pos = C.pos;
    st->gen = C.gen;
    st->slot = C.slot;
    st->slotcap = C.cap;
}
