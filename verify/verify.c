/*
 * The machine verifier: the second, independent check of every selected
 * instruction against the target's named feature bitmap.
 * Consumes: an MModule and the target.
 * Produces: diagnostics (one per offending instruction); nothing else.
 * Guarantees: tests feature bits and PTX versions only, never SM numbers;
 *           every message names the form, the target and the missing bit.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Family verifiers, tried in order on an instruction; the first that
 * reports (returns true) makes the generic checks below skip that
 * instruction. Each one looks at its own families only: 'takes' says
 * which rows it may report on when the target has every feature the row
 * needs, so the others' instructions (nearly all) skip the calls. */
static const struct {
    FamilyVerifyFn verify;
    bool (*takes)(const FormRow *r);
} family_verifiers[] = {
    {hopper_verify_inst, hopper_verify_takes},
    {tcgen05_verify_inst, tcgen05_verify_takes},
    {clusterasync_verify_inst, clusterasync_verify_takes}, /* clasync: tensormap.replace field values */
};

/* Whether some family verifier takes a form: by FormId, 0 not known yet,
 * 1 no, 2 yes; each form's answer found at its first instruction (the
 * same for every compile; threads that race store the same answer). */
static _Atomic uint8_t family_forms[FORM_COUNT];

static bool family_takes(uint32_t form)
{
    if (form >= FORM_COUNT)
        return true;
    uint8_t k = atomic_load_explicit(&family_forms[form], memory_order_relaxed);
    if (!k) {
        k = 1;
        for (size_t i = 0; i < countof(family_verifiers); i++)
            if (family_verifiers[i].takes(&ptxsel_form_rows[form]))
                k = 2;
        atomic_store_explicit(&family_forms[form], k, memory_order_relaxed);
    }
    return k == 2;
}

static bool family_verify(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                          const MInst *in, int miss)
{
    if (miss < 0 && !family_takes(in->form))
        return false;
    for (size_t i = 0; i < countof(family_verifiers); i++)
        if (family_verifiers[i].verify(ctx, t, file, f, in, miss))
            return true;
    return false;
}

/* Every immediate an operand with a domain holds (immargs, and constants
 * left as immediates: tools/tblgen.c "DOMAIN") is one PTX accepts there. */
void verify_immediates(ptxsel_context *ctx, const char *file, const MFunc *f, const MInst *in, const FormRow *r)
{
    for (unsigned a = 0; a + 1u < r->nsig; a++) {
        const SigType *s = &r->sig[a + 1];
        if (!sig_dom_has(s)) /* most arguments */
            continue;
        unsigned k = form_arg_operand(r, a);
        if (k >= in->nops || in->ops[k].kind != MO_IMM || sig_dom_ok(s, in->ops[k].imm))
            continue;
        char why[192];
        sig_dom_violation(s, in->ops[k].imm, why, sizeof why);
        diag_report(ctx, PTXSEL_ERROR, file, f ? f->fn : NULL, in->src, NULL, "operand %u of '%s' %s", a, r->key, why);
    }
}

/* Launch directives: the cluster ones need the target's clusters; and what
 * ptxas rejects ("Conflicting directives", "Positive non-zero value
 * expected") is refused here rather than printed (llc-19 prints it). */
static void verify_directives(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f)
{
    const MDirectives *d = &f->dir;
    if (!f->is_kernel)
        return;
    if ((d->has_cluster || d->maxclusterrank) && !feat_has(&t->feat, FEAT_has_clusters))
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, NULL, NULL,
                    "cluster launch directives require has_clusters (sm_90+, PTX 7.8), not available on %s", t->name);
    if (d->has_maxntid && d->has_reqntid)
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, NULL, NULL,
                    "conflicting launch directives: .maxntid and .reqntid cannot both be specified");
    if (d->has_cluster && d->maxclusterrank)
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, NULL, NULL,
                    "conflicting launch directives: .reqnctapercluster and .maxclusterrank cannot both be specified");
    const struct {
        bool has;
        const unsigned *v;
        const char *name;
    } dims[] = {{d->has_maxntid, d->maxntid, ".maxntid"}, {d->has_reqntid, d->reqntid, ".reqntid"}};
    for (size_t i = 0; i < countof(dims); i++)
        if (dims[i].has && (!dims[i].v[0] || !dims[i].v[1] || !dims[i].v[2]))
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, NULL, NULL, "launch directive %s %u, %u, %u: every value must be positive",
                        dims[i].name, dims[i].v[0], dims[i].v[1], dims[i].v[2]);
}

/* Every register an instruction reads is written by some instruction of
 * the function. A read of a register nothing writes is an undefined value
 * in the PTX, which ptxas may turn into anything (it gave different
 * answers at -O3 and -O0 for difftest s60589_O2, where a contraction read
 * an addend whose instruction had been dropped): a selection bug, reported
 * as an internal error instead of printed. What an instruction writes
 * comes from its row (FormRow.writes): operand 0, nothing, or (several
 * instructions, lists, calls, inline asm) every register it names, which
 * then counts as written and is not checked as read. Run on compiled
 * functions (isel/driver.c), not on ptxsel-query's one-instruction
 * modules, whose operands are made-up registers. */
void verify_defined_regs(ptxsel_context *ctx, const char *file, const MFunc *f)
{
    RegSet s;
    regset_init(&s, ctx->arena, f);
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
            uint8_t w = ptxsel_form_rows[in->form].writes;
            unsigned nw = w == FORM_WRITES_ALL ? in->nops : w == FORM_WRITES_OP0 && in->nops ? 1 : 0;
            for (unsigned k = 0; k < nw; k++)
                regset_add_op(&s, f, &in->ops[k], false);
        }
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
            const FormRow *r = &ptxsel_form_rows[in->form];
            MOperand tmp, g = {.kind = MO_REG, .rc = RC_PRED, .reg = (uint32_t)in->guard};
            const MOperand *u = in->guard >= 0 ? regset_first_missing(&s, f, &g, &tmp) : NULL;
            for (unsigned k = minst_first_read(in); !u && r->writes != FORM_WRITES_ALL && k < in->nops; k++) {
                const MOperand *o = &in->ops[k];
                if (o->kind == MO_IMM)
                    continue; /* names no register */
                if (o->kind == MO_REG) { /* regset_first_missing's case, inline */
                    if (o->rc < RC_COUNT && o->reg && o->reg <= f->nregs[o->rc] && !regset_has(&s, o->rc, o->reg))
                        u = o;
                    continue;
                }
                u = regset_first_missing(&s, f, o, &tmp);
            }
            if (u)
                diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                            "internal error: %s reads %s%u, which no instruction of the function writes (a selection bug; "
                            "please report it)",
                            r->key, rc_prefix[u->rc], u->reg);
        }
}

/* What an instruction of a row with a control word needs: the row's own
 * requirement and what each qualifier in its word needs, through the
 * context's memo of them (ctx->qneeds). */
static void word_needs(ptxsel_context *ctx, uint32_t form, uint64_t word, ptxsel_features *need, unsigned *ptx)
{
    uint64_t h = (word ^ word >> 23 ^ (uint64_t)form * 0x9E3779B97F4A7C15u) * 0x9E3779B97F4A7C15u;
    WordNeed *e = &ctx->qneeds[h >> 58];
    _Static_assert(countof(ctx->qneeds) == 64, "qneeds' index is the hash's top 6 bits");
    if (e->form1 != form + 1 || e->word != word) {
        const FormRow *r = &ptxsel_form_rows[form];
        const QualWord *w = &form_qwords[r->qword];
        PTXSEL_ASSERT(qword_validate(w, word, NULL, 0));
        e->need = r->base_req;
        e->ptx = r->base_ptx;
        qword_needs(w, word, &e->need, &e->ptx);
        e->form1 = form + 1;
        e->word = word;
    }
    *need = e->need;
    *ptx = e->ptx;
}

/* What the checks of verify_function that depend on the form and the
 * target alone found for a form without a control word: not asked yet;
 * passed, and none of the row's arguments has a domain (nothing else to
 * check), or one has (verify_immediates); anything else (a missing feature,
 * a PTX version out of range, a family verifier's or a warning's form),
 * which every instruction of the form goes through in full. */
enum { FC_UNKNOWN, FC_CLEAN, FC_CLEAN_IMM, FC_FULL };

/* The context's verdicts for target t, cleared when t's features or PTX
 * version differ from those they were found for; NULL when out of memory
 * (every instruction is then checked in full). */
static uint8_t *form_checks(ptxsel_context *ctx, const ptxsel_target *t)
{
    if (!ctx->form_check) {
        ctx->form_check = calloc(FORM_COUNT, 1);
        if (!ctx->form_check)
            return NULL;
    } else if (ctx->form_check_ptx == t->ptx && !memcmp(&ctx->form_check_feat, &t->feat, sizeof t->feat)) {
        return ctx->form_check;
    } else {
        memset(ctx->form_check, 0, FORM_COUNT);
    }
    ctx->form_check_feat = t->feat;
    ctx->form_check_ptx = t->ptx;
    return ctx->form_check;
}

/* The verdict on form id (no control word) for t: the checks below in
 * verify_function that read nothing of an instruction but its form. */
static uint8_t form_check(const ptxsel_target *t, uint32_t id)
{
    const FormRow *r = &ptxsel_form_rows[id];
    if (feat_first_missing(&t->feat, &r->req) >= 0 || family_takes(id) || (r->max_ptx && t->ptx > r->max_ptx) ||
        r->min_ptx > t->ptx || r->role == ROLE_legacy_warp)
        return FC_FULL;
    for (unsigned a = 0; a + 1u < r->nsig; a++)
        if (sig_dom_has(&r->sig[a + 1]))
            return FC_CLEAN_IMM;
    return FC_CLEAN;
}

void verify_function(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f)
{
    uint8_t *checks = form_checks(ctx, t);
    verify_directives(ctx, t, file, f);
    /* the needs of the last instruction with a control word, by form and
     * word (a pure function of the two; runs of one form are common) */
    uint32_t last_form = UINT32_MAX;
    uint64_t last_word = 0;
    ptxsel_features last_need = {0};
    unsigned last_ptx = 0;
    /* the (form, word) pairs of this function found clean: all the checks
     * below but the immediates' passed (a pure function of the pair and
     * the target: ld / st and their kin are most instructions), direct
     * mapped by a hash of the pair */
    struct {
        uint32_t form1; /* form + 1, 0: empty */
        uint64_t word;
    } clean[16];
    memset(clean, 0, sizeof clean);
    for (size_t bi = 0; bi < f->nblocks; bi++) {
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
            const FormRow *r = &ptxsel_form_rows[in->form];
            size_t ci = 0;
            if (r->qword != QW_NONE) {
                uint64_t h = (in->word ^ in->word >> 29 ^ (uint64_t)in->form * 0x9E3779B97F4A7C15u) *
                             0x9E3779B97F4A7C15u;
                ci = h >> 60;
                if (clean[ci].form1 == in->form + 1 && clean[ci].word == in->word) {
                    verify_immediates(ctx, file, f, in, r);
                    continue;
                }
            }
            if (checks && r->qword == QW_NONE && in->form < FORM_COUNT) {
                uint8_t c = checks[in->form];
                if (c == FC_UNKNOWN)
                    c = checks[in->form] = form_check(t, in->form);
                if (c == FC_CLEAN)
                    continue;
                if (c == FC_CLEAN_IMM) {
                    verify_immediates(ctx, file, f, in, r);
                    continue;
                }
            }
            /* what it needs: the row's own requirement and, for a form
             * with a control word, what each qualifier in the
             * instruction's word needs */
            ptxsel_features need = r->req;
            unsigned need_ptx = r->min_ptx;
            if (r->qword != QW_NONE) {
                if (in->form != last_form || in->word != last_word) {
                    word_needs(ctx, in->form, in->word, &last_need, &last_ptx);
                    last_form = in->form;
                    last_word = in->word;
                }
                need = last_need;
                need_ptx = last_ptx;
            }
            int miss = feat_first_missing(&t->feat, &need);
            const char *gate = miss >= 0 ? gate_message(r->fam, miss) : NULL;
            if (gate) {
                diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL, "%s", gate);
                continue;
            }
            if (family_verify(ctx, t, file, f, in, miss))
                continue;
            if (miss >= 0) {
                diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                            "%s is not supported on %s (requires %s: %s)", r->key, t->name,
                            ptxsel_feature_name(miss), ptxsel_feature_targets(miss));
                continue;
            }
            if (r->max_ptx && t->ptx > r->max_ptx) {
                diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                            "%s is not supported after PTX ISA %u.%u (the module targets PTX ISA %u.%u)%s%s",
                            r->key, r->max_ptx / 10, r->max_ptx % 10, t->ptx / 10, t->ptx % 10,
                            r->reason ? ": " : "", r->reason ? r->reason : "");
                continue;
            }
            if (need_ptx > t->ptx) {
                diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                            "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)",
                            r->key, need_ptx / 10, need_ptx % 10, t->ptx / 10, t->ptx % 10, need_ptx);
                continue;
            }
            verify_immediates(ctx, file, f, in, r);
            /* every check that depends on more than the pair passed here
             * (miss < 0) but a family verifier's and the warning's */
            if (r->qword != QW_NONE && !family_takes(in->form) && r->role != ROLE_legacy_warp) {
                _Static_assert(countof(clean) == 16, "the index is the hash's top 4 bits");
                clean[ci].form1 = in->form + 1;
                clean[ci].word = in->word;
            }
            if (r->role == ROLE_legacy_warp)
                diag_report(ctx, PTXSEL_WARNING, file, f->fn, in->src, "-Wlegacy-warp",
                            "%s: shfl / vote without .sync may produce unpredictable results on sm_70 and "
                            "later (the target is %s); the .sync intrinsics are the portable form",
                            r->key, t->name);
        }
    }
}

void verify_function_late(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f)
{
    protocol_verify_function(ctx, t, file, f);
}

void verify_module_late(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    tcgen05_verify_module(ctx, t, file, m);
}

bool verify_module_late_reads(const MInst *in)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    return r->fam == FAM_tcgen05 || r->fam == FAM_tcgen05_mma || r->role == ROLE_call;
}

void verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    for (const MFunc *f = m->funcs; f; f = f->next)
        verify_function(ctx, t, file, f);
    for (const MFunc *f = m->funcs; f; f = f->next)
        verify_function_late(ctx, t, file, f);
    verify_module_late(ctx, t, file, m);
}
