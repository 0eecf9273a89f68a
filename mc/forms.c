/*
 * Form resolution and synthesis: the library side of `ptxsel-query can /
 * targets / forms / emit` and of the conformance lattice.
 * Consumes: a form spelling (a PTX instruction with its qualifiers as ptxsel
 *           prints it, the FormRow key; qualifiers in any order after the
 *           mnemonic; "+name" suffixes for operand-expressed variants) and a
 *           target.
 * Produces: the row (and packed words) the spelling names; a one-instruction
 *           MModule built as the selector would build it, verified by the same
 *           verify_module as a compilation, or printed unverified as PTX.
 * Guarantees: resolution is exact key, else the unique row with the same
 *           mnemonic and qualifier multiset, else a family hook; ambiguous and
 *           unknown spellings are usage errors listing candidates; a spelling
 *           no row knows but a family rule rejects answers "no" with the
 *           rule's string. No global mutable state.
 *
 * Constants: "@A=V" after the spelling makes argument A the constant V, an
 * immediate as the selector prints it (a register where the operand is
 * reg:T), checked against the operand's domain like a compiled one.
 *
 * Synthesised operands: a register of the signature's class for every value
 * operand (vectors and literal structs as {lists}); immediates take the row's
 * when= value, else the signature's explicit default (imm:iW=V), else 0 when
 * the operand's domain has it, else the domain's least value. A result of signature "any" has as many
 * leaves as the template uses beyond the arguments; a leaf printed after '|'
 * (PTX's "d|p" pair) is a predicate, the others are 32-bit. A {vector,
 * scalar} result (sig vNT+s) is a {list} and a scalar of the element's class. Rows without a
 * signature (generic lowering of ordinary IR: their operands, addresses and
 * labels come from select.c) are verified by `can` but not emitted.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Families whose qualifiers live in packed words (one row, many spellings). */
static const FormFamilyHooks form_hooks[FAM_COUNT] = {
    [FAM_tcgen05_mma] = {tcgen05_parse_form, tcgen05_enum_forms},
};

/* Rule diagnosers for spellings no row or hook knows. */
static const SpellingDiagFn spelling_diagnosers[] = {
    hopper_diagnose_spelling,
};

static const FormFamilyHooks *hook_of_family(uint8_t fam)
{
    return fam < FAM_COUNT && form_hooks[fam].parse ? &form_hooks[fam] : NULL;
}

/* ------------------------------------------------------------ qualifier sets */

#define MAX_QUALS 48
#define MAX_SPELLING 512

/* A spelling split into its mnemonic and sorted qualifiers ("+name" suffixes
 * are qualifiers spelled with their '+'). Points into buf. */
typedef struct QualSet {
    char buf[MAX_SPELLING];
    const char *mnemonic;
    const char *q[MAX_QUALS];
    size_t nq;
} QualSet;

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* False when the spelling is too long or has too many qualifiers. */
static bool qualset_init(QualSet *s, const char *spelling)
{
    size_t n = strlen(spelling);
    if (n + 2 > sizeof s->buf)
        return false;
    /* Copy, giving each '+' suffix its own byte before it: "a.b+rs" -> "a.b\0+rs". */
    size_t k = 0;
    s->nq = 0;
    s->mnemonic = s->buf;
    const char *start = s->buf;
    for (size_t i = 0; i <= n; i++) {
        char c = spelling[i];
        if (c == '.' || c == '+' || c == 0) {
            if (k + 2 > sizeof s->buf)
                return false;
            s->buf[k++] = 0;
            if (start != s->buf) {
                if (s->nq == MAX_QUALS)
                    return false;
                s->q[s->nq++] = start;
            }
            start = s->buf + k;
            if (c == '+')
                s->buf[k++] = '+';
            continue;
        }
        if (k + 2 > sizeof s->buf)
            return false;
        s->buf[k++] = c;
    }
    qsort(s->q, s->nq, sizeof s->q[0], cmp_str);
    return true;
}

static bool qualset_equal(const QualSet *a, const QualSet *b)
{
    if (strcmp(a->mnemonic, b->mnemonic) || a->nq != b->nq)
        return false;
    for (size_t i = 0; i < a->nq; i++)
        if (strcmp(a->q[i], b->q[i]))
            return false;
    return true;
}

/* Size of the symmetric difference of two sorted qualifier multisets. */
static size_t qualset_distance(const QualSet *a, const QualSet *b)
{
    size_t i = 0, j = 0, d = 0;
    while (i < a->nq || j < b->nq) {
        int c = i == a->nq ? 1 : j == b->nq ? -1 : strcmp(a->q[i], b->q[j]);
        if (c == 0) {
            i++;
            j++;
        } else if (c < 0) {
            i++;
            d++;
        } else {
            j++;
            d++;
        }
    }
    return d;
}

static void msg_append(char *msg, size_t len, const char *s)
{
    size_t n = strlen(msg);
    if (n + 1 < len)
        snprintf(msg + n, len - n, "%s", s);
}

/* ------------------------------------------------------------ resolution */

/* PTXSEL_OK: *fi names the form. PTXSEL_INVALID: no form, but a family rule
 * rejects the spelling (msg = rule string). PTXSEL_USAGE: unknown, ambiguous
 * or malformed (msg says which, with candidates). */
static ptxsel_status form_resolve_base(const char *spelling, FormInstance *fi, char *msg, size_t len)
{
    msg[0] = 0;
    memset(fi, 0, sizeof *fi);
    if (!spelling || !*spelling) {
        snprintf(msg, len, "empty form");
        return PTXSEL_USAGE;
    }
    for (unsigned fam = 0; fam < FAM_COUNT; fam++) {
        const FormFamilyHooks *h = hook_of_family((uint8_t)fam);
        if (!h)
            continue;
        int r = h->parse(spelling, fi, msg, len);
        if (r > 0)
            return PTXSEL_OK;
        if (r < 0)
            return PTXSEL_USAGE;
    }
    int row = form_find_key(spelling);
    if (row >= 0) {
        fi->row = (uint32_t)row;
        return PTXSEL_OK;
    }
    QualSet *want = malloc(sizeof *want), *have = malloc(sizeof *have);
    if (!want || !have)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    ptxsel_status st = PTXSEL_USAGE;
    if (!qualset_init(want, spelling)) {
        snprintf(msg, len, "malformed form '%.200s' (too long or too many qualifiers)", spelling);
        goto out;
    }
    /* Matches of the qualifier multiset; else the nearest rows (same mnemonic). */
    enum { NCAND = 4 };
    uint32_t match[NCAND], near[NCAND];
    size_t nmatch = 0, nnear = 0, neardist[NCAND];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        uint32_t r = ptxsel_form_by_key[i];
        if (!qualset_init(have, ptxsel_form_rows[r].key) || strcmp(have->mnemonic, want->mnemonic))
            continue;
        if (qualset_equal(have, want)) {
            if (nmatch < NCAND)
                match[nmatch] = r;
            nmatch++;
            continue;
        }
        size_t d = qualset_distance(have, want), k = nnear < NCAND ? nnear++ : NCAND;
        while (k > 0 && neardist[k - 1] > d) {
            if (k < NCAND) {
                near[k] = near[k - 1];
                neardist[k] = neardist[k - 1];
            }
            k--;
        }
        if (k < NCAND) {
            near[k] = r;
            neardist[k] = d;
        }
    }
    if (nmatch == 1) {
        fi->row = match[0];
        st = PTXSEL_OK;
        goto out;
    }
    if (nmatch > 1) {
        snprintf(msg, len, "ambiguous form '%.200s': the qualifiers match %zu forms:", spelling, nmatch);
        for (size_t k = 0; k < nmatch && k < NCAND; k++) {
            msg_append(msg, len, k ? ", " : " ");
            msg_append(msg, len, ptxsel_form_rows[match[k]].key);
        }
        msg_append(msg, len, nmatch > NCAND ? ", ... (spell the qualifiers in order)" : " (spell the qualifiers in order)");
        goto out;
    }
    for (size_t k = 0; k < countof(spelling_diagnosers); k++)
        if (spelling_diagnosers[k](spelling, msg, len)) {
            st = PTXSEL_INVALID;
            goto out;
        }
    snprintf(msg, len, "unknown form '%.200s'", spelling);
    if (nnear) {
        msg_append(msg, len, "; nearest forms:");
        for (size_t k = 0; k < nnear; k++) {
            msg_append(msg, len, k ? ", " : " ");
            msg_append(msg, len, ptxsel_form_rows[near[k]].key);
        }
    } else {
        msg_append(msg, len, " (no form has this mnemonic; see 'ptxsel-query forms')");
    }
out:
    free(want);
    free(have);
    return st;
}

static bool when_value(const FormRow *r, unsigned a, int64_t *v);

/* Does template t print operand k ("%k" / "%{k}")? */
static bool tmpl_uses(const char *t, int k)
{
    for (; t && *t; t++) {
        if (*t != '%')
            continue;
        if (t[1] == '{' ? atoi(t + 2) == k : isdigit((unsigned char)t[1]) && t[1] - '0' == k && !isdigit((unsigned char)t[2]))
            return true;
    }
    return false;
}

/* Is argument a of row r fixed by the row's when= (its value picks the row)? */
static bool when_fixes(const FormRow *r, unsigned a)
{
    int64_t v;
    return when_value(r, a, &v);
}

/* A spelling with "@A=V" suffixes (argument A is the constant V, as in IR
 * that passes a constant: an immediate where the row prints one and checks
 * its domain, a register where the row's operand is reg:T) -> the form and
 * the constants. A must be a scalar integer argument that no when= fixes. */
static ptxsel_status form_resolve(const char *spelling, FormInstance *fi, char *msg, size_t len)
{
    const char *at = spelling ? strchr(spelling, '@') : NULL;
    if (!at)
        return form_resolve_base(spelling, fi, msg, len);
    char base[MAX_SPELLING];
    if ((size_t)(at - spelling) >= sizeof base) {
        snprintf(msg, len, "malformed form '%.200s' (too long)", spelling);
        return PTXSEL_USAGE;
    }
    memcpy(base, spelling, (size_t)(at - spelling));
    base[at - spelling] = 0;
    ptxsel_status st = form_resolve_base(base, fi, msg, len);
    if (st != PTXSEL_OK)
        return st;
    const FormRow *r = &ptxsel_form_rows[fi->row];
    while (*at == '@') {
        char *end;
        unsigned long a = strtoul(at + 1, &end, 10);
        long long v = end != at + 1 && *end == '=' ? strtoll(end + 1, &end, 0) : 0;
        if (end == at + 1 || (*end && *end != '@') || end[-1] == '=' || fi->nconst == countof(fi->konst)) {
            snprintf(msg, len, "malformed constant '%.60s' in form '%.200s' (want @ARG=VALUE, at most %zu)", at,
                     spelling, countof(fi->konst));
            return PTXSEL_USAGE;
        }
        const SigType *s = a + 1 < r->nsig ? &r->sig[a + 1] : NULL;
        if (!s || s->kind != SIG_INT || s->bits < 2 || (int)a == r->tie || when_fixes(r, (unsigned)a) ||
            !tmpl_uses(r->tmpl, (int)form_arg_operand(r, (unsigned)a))) {
            snprintf(msg, len, "argument %lu of '%s' cannot be given a constant (not a scalar integer argument "
                     "the PTX shows, or its value picks the form)", a, r->key);
            return PTXSEL_USAGE;
        }
        fi->konst[fi->nconst].arg = (uint8_t)a;
        fi->konst[fi->nconst++].v = v;
        at = end;
    }
    return PTXSEL_OK;
}

/* form_resolve for a public entry point: out of memory is PTXSEL_INTERNAL
 * with the message, never an abort of the host. */
static ptxsel_status form_resolve_recovering(const char *form, FormInstance *fi, char *msg, size_t msglen)
{
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        snprintf(msg, msglen, "%s", rec.msg);
        return PTXSEL_INTERNAL;
    }
    ptxsel_status st = form_resolve(form, fi, msg, msglen);
    recovery_leave(&rec);
    return st;
}

ptxsel_status ptxsel_form_resolve(const char *form, char *canon, size_t canonlen, char *msg, size_t msglen)
{
    char none[1]; /* NULL msg: no message wanted */
    if (!msg || !msglen)
        msg = none, msglen = sizeof none;
    if (!canon)
        canonlen = 0;
    if (!form) {
        snprintf(msg, msglen, "ptxsel_form_resolve: form is NULL");
        return PTXSEL_USAGE;
    }
    FormInstance fi;
    ptxsel_status st = form_resolve_recovering(form, &fi, msg, msglen);
    if (st == PTXSEL_OK && canonlen) {
        /* hook families: the spelling as given (its row key names the whole family) */
        const FormRow *r = &ptxsel_form_rows[fi.row];
        const char *at = strchr(form, '@');
        if (hook_of_family(r->fam))
            snprintf(canon, canonlen, "%s", form);
        else
            snprintf(canon, canonlen, "%s%s", r->key, at ? at : "");
    }
    return st;
}

/* ------------------------------------------------------------ synthesis */

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

/* The row's when= value for argument a, if any. */
static bool when_value(const FormRow *r, unsigned a, int64_t *v)
{
    for (const char *p = r->when; p && *p;) {
        char *end;
        long arg = strtol(p, &end, 10);
        long long val = strtoll(end + 1, &end, 10);
        p = *end ? end + 1 : end;
        if ((unsigned long)arg == a) {
            *v = val;
            return true;
        }
    }
    return false;
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
    if (s->is_imm) {
        int64_t v = 0;
        if (arg >= 0 && when_value(r, (unsigned)arg, &v))
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
        return mo_addr_reg(++f->nregs[RC_B64], 0);
    if (tmpl_after_bar(r, k) || (k == 0 && r->role == ROLE_setp))
        return new_reg(f, RC_PRED);
    return new_reg(f, (RegClass)r->synth_rc);
}

static void synth_inst(MModule *m, MFunc *f, MBlock *b, const FormInstance *fi)
{
    const FormRow *r = &ptxsel_form_rows[fi->row];
    unsigned nargs = r->nsig ? r->nsig - 1u : 0;
    int maxop = r->max_op;
    MOperand ops[128];
    unsigned n = 0;
    if (r->nsig && r->sig[0].kind == SIG_ANY) {
        int leaves = maxop + 1 - (int)nargs;
        for (int l = 0; l < (leaves > 0 ? leaves : 1) && n < countof(ops); l++)
            ops[n++] = new_reg(f, tmpl_after_bar(r, (int)l) ? RC_PRED : RC_B32);
    } else if (r->nsig && r->sig[0].regform == SIG_REG_VEC_SCALAR) {
        /* {<N x T>, T}: the vector's {list}, then a scalar of its element class */
        ops[n++] = synth_operand(m, f, r, &r->sig[0], -1);
        ops[n++] = new_reg(f, scalar_rc(SIG_INT, r->sig[0].bits, r->sig[0].is_float, -1));
    } else if (r->nsig && r->sig[0].kind != SIG_VOID) {
        ops[n++] = synth_operand(m, f, r, &r->sig[0], -1);
    }
    for (unsigned i = 0; i < nargs && n < countof(ops); i++) {
        ops[n++] = (int)i == r->tie ? ops[0] : synth_operand(m, f, r, &r->sig[i + 1], (int)i);
        /* a given constant: an immediate, except where the selector would
         * move it into a register (reg:T) */
        for (unsigned c = 0; c < fi->nconst; c++)
            if (fi->konst[c].arg == i && r->sig[i + 1].regform != SIG_REG_ONLY)
                ops[n - 1] = mo_imm(fi->konst[c].v);
    }
    while ((int)n <= maxop && n < countof(ops))
        ops[n] = synth_from_template(f, r, (int)n), n++;
    MInst *in = mir_append(m, b, fi->row, (uint16_t)n, NULL);
    if (n)
        memcpy(in->ops, ops, n * sizeof *ops);
    in->ctrl = fi->ctrl;
    in->coll = fi->coll;
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
    sb_free(&m->globals);
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

static ptxsel_status form_can(const char *form, const ptxsel_target *t, char *msg, size_t msglen)
{
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
    sb_free(&m->globals);
    ptxsel_context_destroy(ctx); /* frees ctx->arena and the module */
    return st;
}

static ptxsel_status form_emit(const char *const *forms, size_t nforms, const ptxsel_target *t, char **ptx,
                               char *msg, size_t msglen)
{
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
            return PTXSEL_USAGE;
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
    StrBuf b = {0};
    print_ptx(&b, m);
    *ptx = sb_take(&b);
    module_free(m);
    return PTXSEL_OK;
}

/* ------------------------------------------------------------ enumeration */

typedef struct HookEnum {
    ptxsel_form_fn cb;
    void *ud;
    const char *family;
    size_t n;
} HookEnum;

static void hook_enum_cb(void *ud, const char *spelling)
{
    HookEnum *e = ud;
    e->cb(e->ud, spelling, e->family);
    e->n++;
}

size_t ptxsel_form_foreach(const char *family, ptxsel_form_fn cb, void *ud)
{
    size_t n = 0;
    if (!cb)
        return 0;
    /* the caller's family name (user input) as a FormFamily; none: every family */
    unsigned want = FAM_COUNT;
    if (family) {
        while (want-- > 0 && strcmp(form_family_name[want], family))
            ;
        if (want >= FAM_COUNT)
            return 0; /* no family of that name */
    }
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[ptxsel_form_by_key[i]];
        if ((family && r->fam != want) || hook_of_family(r->fam))
            continue;
        cb(ud, r->key, form_family_name[r->fam]);
        n++;
    }
    for (unsigned fam = 0; fam < FAM_COUNT; fam++) {
        const FormFamilyHooks *h = hook_of_family((uint8_t)fam);
        if (!h || (family && fam != want))
            continue;
        HookEnum e = {cb, ud, form_family_name[fam], 0};
        h->enumerate(hook_enum_cb, &e);
        n += e.n;
    }
    return n;
}

/* The public entry points: an internal error or out of memory inside is
 * PTXSEL_INTERNAL with its message, never an abort (what the unwound call
 * had allocated is lost, not freed twice). */
static ptxsel_status form_can_recovering(const char *form, const ptxsel_target *t, char *msg, size_t msglen)
{
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        snprintf(msg, msglen, "%s", rec.msg);
        return PTXSEL_INTERNAL;
    }
    ptxsel_status st = form_can(form, t, msg, msglen);
    recovery_leave(&rec);
    return st;
}

static ptxsel_status form_emit_recovering(const char *const *forms, size_t nforms, const ptxsel_target *t,
                                          char **ptx, char *msg, size_t msglen)
{
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        snprintf(msg, msglen, "%s", rec.msg);
        return PTXSEL_INTERNAL;
    }
    ptxsel_status st = form_emit(forms, nforms, t, ptx, msg, msglen);
    recovery_leave(&rec);
    return st;
}

ptxsel_status ptxsel_form_can(const char *form, const ptxsel_target *t, char *msg, size_t msglen)
{
    char none[1]; /* NULL msg: no message wanted */
    if (!msg || !msglen)
        msg = none, msglen = sizeof none;
    if (!form || !t) {
        snprintf(msg, msglen, "ptxsel_form_can: %s is NULL", !form ? "form" : "target");
        return PTXSEL_USAGE;
    }
    return form_can_recovering(form, t, msg, msglen);
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
    return form_emit_recovering(forms, nforms, t, ptx, msg, msglen);
}
