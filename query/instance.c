/*
 * Form instances: the query layer's one-instruction modules for
 * `ptxsel-query can / targets / emit` and the conformance lattice.
 * Consumes: a resolved spelling (query/resolve.c) and a target.
 * Produces: a one-instruction MModule built through the selector's row
 *           builder (mc/build.c: the same operand layout and packed words),
 *           verified by the same verify_module as a compilation, or printed
 *           unverified as PTX.
 * Guarantees: an internal error or out of memory inside a public entry point
 *           is PTXSEL_INTERNAL with its message, never an abort. No global
 *           mutable state.
 *
 * Synthesised operands: a register of the signature's class for every value
 * operand (vectors and literal structs as {lists}); immediates take the row's
 * when= value, else the signature's explicit default (imm:iW=V), else 0 when
 * the operand's domain has it, else the domain's least value. A result of
 * signature "any" has as many leaves as the template uses beyond the
 * arguments; a leaf printed after '|' (PTX's "d|p" pair) is a predicate, the
 * others are 32-bit. A {vector, scalar} result (sig vNT+s) is a {list} and a
 * scalar of the element's class. Rows without a signature (generic lowering
 * of ordinary IR: their operands, addresses and labels come from the selector)
 * are verified by `can` but not emitted.
 */
#include <stdio.h>
#include <string.h>

#include "query.h"

/* addrspace: of a pointer operand; tensor-memory addresses (6) are 32-bit
 * registers in PTX, as the selector converts them (isel/intrin.c). */
static RegClass scalar_rc(int kind, unsigned bits, bool is_float, int addrspace)
{
    if (kind == SIG_PTR)
        return addrspace == 6 ? RC_B32 : RC_B64;
    if (is_float || kind == SIG_FLOAT)
        return bits == 64 ? RC_F64 : bits == 32 ? RC_F32 : RC_B16;
    return bits == 1 ? RC_PRED : bits <= 16 ? RC_B16 : bits <= 32 ? RC_B32 : RC_B64;
}

static MOperand new_reg(MFunc *f, RegClass rc)
{
    return mo_reg(rc, ++f->nregs[rc]);
}

static MOperand synth_operand(MModule *m, MFunc *f, const FormRow *r, const SigType *s, int arg)
{
    if (s->kind == SIG_VEC || s->kind == SIG_STRUCT) {
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = s->count;
        o.sub = arena_alloc(m->arena, (s->count ? s->count : 1) * sizeof *o.sub);
        RegClass rc = scalar_rc(SIG_INT, s->bits, s->is_float, -1);
        for (unsigned i = 0; i < s->count; i++)
            o.sub[i] = new_reg(f, rc);
        return o;
    }
    if (s->kind == SIG_INT && s->bits == 128 && !s->is_imm) {
        /* an i128 argument: its (lo, hi) pair of .b64 registers, as the
         * selector passes it (isel/intrin.c sig_operand) */
        MOperand o = {0};
        o.kind = MO_VEC;
        o.n = 2;
        o.sub = arena_alloc(m->arena, 2 * sizeof *o.sub);
        o.sub[0] = new_reg(f, RC_B64);
        o.sub[1] = new_reg(f, RC_B64);
        return o;
    }
    if (s->is_imm) {
        int64_t v = 0;
        if (arg >= 0 && form_when_value(r, (unsigned)arg, &v))
            return mo_imm(v);
        if (s->has_def)
            return mo_imm(s->def);
        return mo_imm(sig_dom_first(s));
    }
    return new_reg(f, scalar_rc(s->kind, s->bits, s->is_float == 1 || s->kind == SIG_FLOAT, s->addrspace));
}

/* Is operand k printed right after '|' (the predicate of a "d|p" pair)?
 * Printed as an address ("[%k")? (FormRow.pred_ops / addr_ops, from the
 * template) */
static bool tmpl_after_bar(const FormRow *r, int k)
{
    return k >= 0 && k <= r->max_op && (r->pred_ops >> k & 1);
}

static bool tmpl_addr(const FormRow *r, int k)
{
    return k >= 0 && k <= r->max_op && (r->addr_ops >> k & 1);
}

/* Operand k of a row whose signature does not supply it (the ordinary rows
 * have none): from the template and the key, as ptxsel-tblgen worked them
 * out. A label for a branch, an address for "[%k]", else a register of the
 * key's last type qualifier (.s32 -> 32 bits, .f64 -> f64, .pred or setp's
 * result -> predicate: FormRow.synth_rc). */
static MOperand synth_from_template(MFunc *f, const FormRow *r, int k)
{
    if (r->role == ROLE_bra || r->role == ROLE_bra_cond)
        return mo_label(0);
    if (tmpl_addr(r, k))
        return mo_addr_reg(mo_reg(RC_B64, ++f->nregs[RC_B64]), 0);
    if (tmpl_after_bar(r, k) || (k == 0 && r->role == ROLE_setp))
        return new_reg(f, RC_PRED);
    return new_reg(f, (RegClass)r->synth_rc);
}

/* row_build's source for a synthesised instance. */
typedef struct Synth {
    MModule *m;
    MFunc *f;
    const FormInstance *fi;
} Synth;

static unsigned synth_result(void *ud, const FormRow *r, MOperand *ops, unsigned cap)
{
    Synth *S = ud;
    unsigned n = 0;
    if (r->sig[0].kind == SIG_ANY) {
        int leaves = r->max_op + 1 - (int)(r->nsig - 1u);
        for (int l = 0; l < (leaves > 0 ? leaves : 1) && n < cap; l++)
            ops[n++] = new_reg(S->f, tmpl_after_bar(r, (int)l) ? RC_PRED : RC_B32);
    } else if (r->sig[0].regform == SIG_REG_VEC_SCALAR) {
        /* {<N x T>, T}: the vector's {list}, then a scalar of its element class */
        ops[n++] = synth_operand(S->m, S->f, r, &r->sig[0], -1);
        ops[n++] = new_reg(S->f, scalar_rc(SIG_INT, r->sig[0].bits, r->sig[0].is_float, -1));
    } else {
        ops[n++] = synth_operand(S->m, S->f, r, &r->sig[0], -1);
    }
    return n;
}

static MOperand synth_arg(void *ud, const FormRow *r, unsigned a)
{
    Synth *S = ud;
    /* a given constant: an immediate, except where the selector would move
     * it into a register (reg:T, and <2 x half> fragments, which the
     * selector packs into one .b32 register) */
    for (unsigned c = 0; c < S->fi->nconst; c++)
        if (S->fi->konst[c].arg == a && r->sig[a + 1].regform != SIG_REG_ONLY &&
            r->sig[a + 1].regform != SIG_REG_HALF2) {
            /* still made, so the registers after it keep their numbers */
            synth_operand(S->m, S->f, r, &r->sig[a + 1], (int)a);
            return mo_imm(S->fi->konst[c].v);
        }
    return synth_operand(S->m, S->f, r, &r->sig[a + 1], (int)a);
}

static MOperand synth_extra(void *ud, const FormRow *r, unsigned k)
{
    Synth *S = ud;
    return synth_from_template(S->f, r, (int)k);
}

/* The instance as the selector would build it; a hook family's words are
 * the ones its parser packed from the spelling (they replace the row's
 * pack= items, which hold only the row's operand shape). */
static void synth_inst(MModule *m, MFunc *f, MBlock *b, const FormInstance *fi)
{
    Synth S = {m, f, fi};
    RowSource src = {&S, synth_result, synth_arg, synth_extra};
    MInst *in = row_build(m, b, fi->row, &src, NULL);
    if (form_hook_of_family(ptxsel_form_rows[fi->row].fam)) {
        in->ctrl = fi->ctrl;
        in->coll = fi->coll;
    }
}

/* A module in arena a (freed by the caller, with module_free when it owns it). */
static MModule *module_new(Arena *a, const ptxsel_target *t)
{
    MModule *m = arena_alloc(a, sizeof *m);
    m->arena = a;
    m->ptx = t->ptx;
    m->header_target = arena_strdup(a, t->name);
    return m;
}

static void module_free(MModule *m)
{
    Arena *a = m->arena;
    sb_free(&m->init_bytes);
    arena_free(a);
}

/* Append kernel "form_<idx>" holding one synthesised instance. */
static void module_add_entry(MModule *m, size_t idx, const FormInstance *fi)
{
    MFunc *f = arena_alloc(m->arena, sizeof *f);
    f->name = arena_printf(m->arena, "form_%zu", idx);
    f->is_kernel = f->is_visible = true;
    MBlock *b = mir_new_block(m, f, arena_printf(m->arena, "$L__BB%zu_0", idx));
    synth_inst(m, f, b, fi);
    if (m->last)
        m->last->next = f;
    else
        m->funcs = f;
    m->last = f;
}

typedef struct CanArgs {
    const char *form;
    const ptxsel_target *t;
} CanArgs;

/* A QueryFn (query_recovering) */
static ptxsel_status form_can(const void *args, char *msg, size_t msglen)
{
    const CanArgs *a = args;
    const char *form = a->form;
    const ptxsel_target *t = a->t;
    FormInstance fi;
    ptxsel_status st = form_resolve(form, &fi, msg, msglen);
    if (st != PTXSEL_OK)
        return st;
    ptxsel_context *ctx = ptxsel_context_create();
    if (!ctx)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    /* as a compilation: the module lives in the context's arena */
    ctx->arena = arena_new();
    MModule *m = module_new(ctx->arena, t);
    module_add_entry(m, 0, &fi);
    verify_module(ctx, t, form, m);
    st = ctx->nerrors ? PTXSEL_INVALID : PTXSEL_OK;
    for (size_t i = 0; i < ctx->ndiags; i++)
        if (ctx->diags[i].severity == PTXSEL_ERROR) {
            snprintf(msg, msglen, "%s", ctx->diags[i].message);
            break;
        }
    sb_free(&m->init_bytes);
    ptxsel_context_destroy(ctx); /* frees ctx->arena and the module */
    return st;
}

typedef struct EmitArgs {
    const char *const *forms;
    size_t nforms;
    const ptxsel_target *t;
    char **ptx;
} EmitArgs;

/* A QueryFn (query_recovering) */
static ptxsel_status form_emit(const void *args, char *msg, size_t msglen)
{
    const EmitArgs *a = args;
    const char *const *forms = a->forms;
    size_t nforms = a->nforms;
    const ptxsel_target *t = a->t;
    char **ptx = a->ptx;
    *ptx = NULL;
    MModule *m = module_new(arena_new(), t);
    for (size_t i = 0; i < nforms; i++) {
        FormInstance fi;
        ptxsel_status st = form_resolve(forms[i], &fi, msg, msglen);
        if (st != PTXSEL_OK) {
            if (st == PTXSEL_INVALID) {
                char rule[256];
                snprintf(rule, sizeof rule, "%s", msg);
                snprintf(msg, msglen, "form '%.200s' cannot be emitted: no row has it (%s)", forms[i], rule);
            }
            module_free(m);
            return st == PTXSEL_UNKNOWN ? PTXSEL_UNKNOWN : PTXSEL_USAGE;
        }
        if (!ptxsel_form_rows[fi.row].sig) {
            snprintf(msg, msglen,
                     "form '%.200s' cannot be emitted on its own: it is a generic-lowering row without an "
                     "operand signature (its operands come from the IR it lowers)",
                     forms[i]);
            module_free(m);
            return PTXSEL_USAGE;
        }
        module_add_entry(m, i, &fi);
    }
    for (MFunc *f = m->funcs; f; f = f->next)
        mir_renumber_regs(m->arena, f);
    StrBuf b = {0};
    print_ptx(&b, m);
    *ptx = sb_take(&b);
    module_free(m);
    return PTXSEL_OK;
}

/* The public entry points (run under query_recovering). */
ptxsel_status ptxsel_form_can(const char *form, const ptxsel_target *t, char *msg, size_t msglen)
{
    char none[1]; /* NULL msg: no message wanted */
    if (!msg || !msglen)
        msg = none, msglen = sizeof none;
    if (!form || !t) {
        snprintf(msg, msglen, "ptxsel_form_can: %s is NULL", !form ? "form" : "target");
        return PTXSEL_USAGE;
    }
    CanArgs a = {form, t};
    return query_recovering(form_can, &a, msg, msglen);
}

ptxsel_status ptxsel_form_emit(const char *const *forms, size_t nforms, const ptxsel_target *t, char **ptx,
                               char *msg, size_t msglen)
{
    char none[1]; /* NULL msg: no message wanted */
    if (!msg || !msglen)
        msg = none, msglen = sizeof none;
    if (ptx)
        *ptx = NULL;
    const char *null = !ptx ? "ptx" : !t ? "target" : !forms && nforms ? "forms" : NULL;
    for (size_t i = 0; !null && i < nforms; i++)
        if (!forms[i])
            null = "an element of forms";
    if (null) {
        snprintf(msg, msglen, "ptxsel_form_emit: %s is NULL", null);
        return PTXSEL_USAGE;
    }
    EmitArgs a = {forms, nforms, t, ptx};
    return query_recovering(form_emit, &a, msg, msglen);
}

