/*
 * Form spellings: the query layer's resolution and enumeration (the side of
 * `ptxsel-query can / targets / forms / emit` and of the conformance lattice
 * that reads what users type).
 * Consumes: a form spelling (a PTX instruction with its qualifiers as ptxsel
 *           prints it, the FormRow key; qualifiers in any order after the
 *           mnemonic; "+name" suffixes for operand-expressed variants; "@A=V"
 *           constants).
 * Produces: the row (and packed words) the spelling names; every spelling
 *           the tables and the family hooks know.
 * Guarantees: resolution is exact key, else the unique row with the same
 *           mnemonic and qualifier multiset, else a family hook; ambiguous and
 *           unknown spellings are usage errors listing candidates; a spelling
 *           no row knows but a family rule rejects answers "no" with the
 *           rule's string. No global mutable state.
 *
 * Constants: "@A=V" after the spelling makes argument A the constant V, an
 * immediate as the selector prints it (a register where the operand is
 * reg:T), checked against the operand's domain like a compiled one.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "query.h"

/* Families whose qualifiers live in packed words (one row, many spellings). */
static const FormFamilyHooks form_hooks[FAM_COUNT] = {
    [FAM_tcgen05_mma] = {tcgen05_parse_form, tcgen05_enum_forms},
};

/* Rule diagnosers for spellings no row or hook knows. */
static const SpellingDiagFn spelling_diagnosers[] = {
    hopper_diagnose_spelling,
    wgmma_sp_diagnose_spelling,
};

const FormFamilyHooks *form_hook_of_family(uint8_t fam)
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

/* ------------------------------------------------------------ order and synonyms */

#define MAX_TOKS 48

/* The qualifiers of a spelling in order ("+name" suffixes with their '+'),
 * copied into buf; false when too long. */
static size_t split_quals(const char *spelling, char *buf, size_t cap, const char **tok)
{
    size_t n = strlen(spelling), nt = 0;
    if (n + 2 > cap)
        return 0;
    size_t k = 0;
    bool first = true;
    const char *start = buf;
    for (size_t i = 0; i <= n; i++) {
        char c = spelling[i];
        if (c == '.' || c == '+' || c == 0) {
            buf[k++] = 0;
            if (!first && nt < MAX_TOKS)
                tok[nt++] = start;
            first = false;
            start = buf + k;
            if (c == '+')
                buf[k++] = '+';
            continue;
        }
        buf[k++] = c;
    }
    return nt;
}

/* Inversions between the spelling's qualifier order and a key's (the same
 * multiset): each qualifier of the spelling is matched to the first unused
 * equal one of the key. */
static size_t order_distance(const char *spelling, const char *key)
{
    char b1[MAX_SPELLING], b2[MAX_SPELLING];
    const char *t1[MAX_TOKS], *t2[MAX_TOKS];
    size_t n1 = split_quals(spelling, b1, sizeof b1, t1), n2 = split_quals(key, b2, sizeof b2, t2);
    size_t pos[MAX_TOKS], inv = 0;
    bool used[MAX_TOKS] = {false};
    if (n1 != n2)
        return (size_t)-1;
    for (size_t i = 0; i < n1; i++) {
        size_t j = 0;
        while (j < n2 && (used[j] || strcmp(t1[i], t2[j])))
            j++;
        if (j == n2)
            return (size_t)-1;
        used[j] = true;
        pos[i] = j;
    }
    for (size_t i = 0; i < n1; i++)
        for (size_t j = i + 1; j < n1; j++)
            inv += pos[i] > pos[j];
    return inv;
}

/* Of rows sharing the spelling's qualifier multiset, the one nearest its
 * order; -1 when two are equally near. */
static int nearest_order(const char *spelling, const uint32_t *rows, size_t n)
{
    int best = -1;
    size_t bd = (size_t)-1;
    bool tie = false;
    for (size_t k = 0; k < n; k++) {
        size_t d = order_distance(spelling, ptxsel_form_rows[rows[k]].key);
        if (d < bd)
            bd = d, best = (int)rows[k], tie = false;
        else if (d == bd)
            tie = true;
    }
    return tie ? -1 : best;
}

static bool has_q(const QualSet *s, const char *q)
{
    for (size_t i = 0; i < s->nq; i++)
        if (!strcmp(s->q[i], q))
            return true;
    return false;
}

static bool has_any(const QualSet *s, const char *const *qs)
{
    for (; *qs; qs++)
        if (has_q(s, *qs))
            return true;
    return false;
}

static void add_q(QualSet *s, const char *q)
{
    if (s->nq < MAX_QUALS)
        s->q[s->nq++] = q;
}

static bool drop_q(QualSet *s, const char *q)
{
    for (size_t i = 0; i < s->nq; i++)
        if (!strcmp(s->q[i], q)) {
            memmove(&s->q[i], &s->q[i + 1], (s->nq - i - 1) * sizeof s->q[0]);
            s->nq--;
            return true;
        }
    return false;
}

static bool swap_q(QualSet *s, const char *from, const char *to)
{
    if (!drop_q(s, from))
        return false;
    add_q(s, to);
    return true;
}

/* The spelling's 32- or 64-bit integer type qualifier (.bN, .sN, .uN) as
 * the one of kind 'to' (false: none, or it is that kind already). */
static bool swap_int_type(QualSet *s, char to)
{
    static const char *const types[3][2] = {{"b32", "b64"}, {"s32", "s64"}, {"u32", "u64"}};
    static const char kinds[3] = {'b', 's', 'u'};
    for (unsigned k = 0; k < 3; k++)
        for (unsigned w = 0; w < 2; w++)
            if (kinds[k] != to && has_q(s, types[k][w])) {
                unsigned t = to == 'b' ? 0 : to == 's' ? 1 : 2;
                return swap_q(s, types[k][w], types[t][w]);
            }
    return false;
}

/* Rewrite k of a spelling's qualifiers (false: it does not apply). What
 * ptxas takes as the same instruction: a default qualifier left out, or a
 * synonym (docs/query.md "Spellings"). */
static bool synonym_rewrite(unsigned k, QualSet *s)
{
    static const char *const sems[] = {"release", "acquire", "relaxed", NULL};
    static const char *const scopes[] = {"cta", "cluster", NULL};
    static const char *const atom_sems[] = {"relaxed", "acquire", "release", "acq_rel", NULL};
    static const char *const atom_scopes[] = {"cta", "cluster", "gpu", "sys", NULL};
    static const char *const tma_modes[] = {"tile", "im2col", "im2col::w", "im2col::w::128", "tile::gather4",
                                            "tile::scatter4", "im2col_no_offs", NULL};
    const char *m = s->mnemonic;
    switch (k) {
    case 0: /* .shared::cta is .shared, and the other way round: mbarrier, ldmatrix /
             * stmatrix and cp.async.mbarrier.arrive (PTX 7.8 added the ::cta spelling) */
        if (strcmp(m, "mbarrier") && strcmp(m, "ldmatrix") && strcmp(m, "stmatrix") &&
            !(!strcmp(m, "cp") && has_q(s, "async") && has_q(s, "mbarrier")))
            return false;
        return swap_q(s, "shared::cta", "shared") || swap_q(s, "shared", "shared::cta");
    case 1: /* mbarrier: the default .sem (release on arrive, acquire on a wait, relaxed on tx) and .cta scope */
        if (strcmp(m, "mbarrier") || has_any(s, sems))
            return false;
        if (has_q(s, "arrive") || has_q(s, "arrive_drop"))
            add_q(s, "release");
        else if (has_q(s, "test_wait") || has_q(s, "try_wait"))
            add_q(s, "acquire");
        else if (has_q(s, "expect_tx") || has_q(s, "complete_tx"))
            add_q(s, "relaxed");
        else
            return false;
        if (!has_any(s, scopes))
            add_q(s, "cta");
        return true;
    case 2: /* mbarrier: a scoped wait in its legacy spelling */
        if (strcmp(m, "mbarrier") || !(has_q(s, "test_wait") || has_q(s, "try_wait")) || has_any(s, sems))
            return false;
        add_q(s, "+scoped");
        return true;
    case 3: /* TMA: .tile is the default mode */
        if (strcmp(m, "cp") || !has_q(s, "bulk") || !has_q(s, "tensor") || has_any(s, tma_modes))
            return false;
        add_q(s, "tile");
        return true;
    case 4: /* barrier.cluster: .release is arrive's default, .acquire wait's */
        if (strcmp(m, "barrier") || !has_q(s, "cluster"))
            return false;
        return (has_q(s, "arrive") && drop_q(s, "release")) || (has_q(s, "wait") && drop_q(s, "acquire"));
    case 5: /* cvt: a conversion only an NVVM intrinsic produces has the key suffix .nvvm,
             * which PTX does not spell (cvt.rn.bf16x2.f32 is cvt.rn.bf16x2.f32.nvvm) */
        if (strcmp(m, "cvt") || has_q(s, "nvvm"))
            return false;
        add_q(s, "nvvm");
        return true;
    case 6: /* ld / st: a 32- or 64-bit .s / .u type is the .b one (the same bits moved) */
    case 7: /* ld / st: a 32- or 64-bit .s / .b type is the .u one */
        if (strcmp(m, "ld") && strcmp(m, "st"))
            return false;
        return swap_int_type(s, k == 6 ? 'b' : 'u');
    case 8: /* atom: a scope without .sem is .relaxed (PTX's default order) */
        if (strcmp(m, "atom") || has_any(s, atom_sems) || !has_any(s, atom_scopes))
            return false;
        add_q(s, "relaxed");
        return true;
    case 9: /* setp.eq / setp.ne: a .bN comparison is the .sN one (equality ignores the sign) */
        if (strcmp(m, "setp") || !(has_q(s, "eq") || has_q(s, "ne")))
            return false;
        return swap_q(s, "b16", "s16") || swap_q(s, "b32", "s32") || swap_q(s, "b64", "s64");
    case 10: /* mbarrier: an arrive's default .release.cta spelled out, where its form
              * is spelled without them (upstream's spelling; ptxas takes both alike) */
        if (strcmp(m, "mbarrier") || !(has_q(s, "arrive") || has_q(s, "arrive_drop")) || !has_q(s, "cta"))
            return false;
        return drop_q(s, "release") && drop_q(s, "cta");
    default:
        return false;
    }
}
enum { NSYNONYMS = 11 };

/* The unique row a rewritten spelling names, -1 when none or several. */
static int resolve_synonym(const QualSet *want, QualSet *have)
{
    /* fewest rewrites first; adding a default .sem/.scope counts as three,
     * so a legacy spelling (a wait without them) names its legacy form */
    for (unsigned cost = 1; cost <= 5; cost++)
        for (unsigned mask = 1; mask < 1u << NSYNONYMS; mask++) {
            unsigned bits = 0;
            for (unsigned k = 0; k < NSYNONYMS; k++)
                bits += mask >> k & 1 ? (k == 1 ? 3u : 1u) : 0u;
            if (bits != cost)
                continue;
            QualSet *v = malloc(sizeof *v);
            if (!v)
                ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
            memcpy(v, want, sizeof *v);
            v->mnemonic = v->buf + (want->mnemonic - want->buf);
            for (size_t i = 0; i < v->nq; i++)
                if (want->q[i] >= want->buf && want->q[i] < want->buf + sizeof want->buf)
                    v->q[i] = v->buf + (want->q[i] - want->buf);
            bool ok = true;
            for (unsigned k = 0; k < NSYNONYMS && ok; k++)
                if (mask >> k & 1)
                    ok = synonym_rewrite(k, v);
            int found = -1, n = 0;
            if (ok) {
                qsort(v->q, v->nq, sizeof v->q[0], cmp_str);
                for (size_t i = 0; i < ptxsel_form_nrows && n < 2; i++) {
                    uint32_t r = ptxsel_form_by_key[i];
                    if (qualset_init(have, ptxsel_form_rows[r].key) && qualset_equal(have, v))
                        found = (int)r, n++;
                }
            }
            free(v);
            if (n == 1)
                return found;
        }
    return -1;
}

/* ------------------------------------------------------------ resolution */

/* PTXSEL_OK: *fi names the form. PTXSEL_INVALID: no form, but a family rule
 * rejects the spelling (msg = rule string). PTXSEL_UNKNOWN: no form has it,
 * or several match (msg names the nearest or the candidates). PTXSEL_USAGE:
 * malformed. */
static ptxsel_status form_resolve_base(const char *spelling, FormInstance *fi, char *msg, size_t len)
{
    msg[0] = 0;
    memset(fi, 0, sizeof *fi);
    if (!spelling || !*spelling) {
        snprintf(msg, len, "empty form");
        return PTXSEL_USAGE;
    }
    for (unsigned fam = 0; fam < FAM_COUNT; fam++) {
        const FormFamilyHooks *h = form_hook_of_family((uint8_t)fam);
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
    /* several forms share the multiset (mixed-sign mma: s8.u8 and u8.s8):
     * the one whose qualifier order is nearest the spelling's */
    if (nmatch > 1 && nmatch <= NCAND) {
        int r = nearest_order(spelling, match, nmatch);
        if (r >= 0) {
            fi->row = (uint32_t)r;
            st = PTXSEL_OK;
            goto out;
        }
    }
    if (nmatch > 1) {
        st = PTXSEL_UNKNOWN;
        snprintf(msg, len, "ambiguous form '%.200s': the qualifiers match %zu forms:", spelling, nmatch);
        for (size_t k = 0; k < nmatch && k < NCAND; k++) {
            msg_append(msg, len, k ? ", " : " ");
            msg_append(msg, len, ptxsel_form_rows[match[k]].key);
        }
        msg_append(msg, len, nmatch > NCAND ? ", ... (spell the qualifiers in order)" : " (spell the qualifiers in order)");
        goto out;
    }
    /* a synonym or a spelling with default qualifiers left out */
    {
        int r = resolve_synonym(want, have);
        if (r >= 0) {
            fi->row = (uint32_t)r;
            st = PTXSEL_OK;
            goto out;
        }
    }
    for (size_t k = 0; k < countof(spelling_diagnosers); k++)
        if (spelling_diagnosers[k](spelling, msg, len)) {
            st = PTXSEL_INVALID;
            goto out;
        }
    st = PTXSEL_UNKNOWN;
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

/* The row's when= value for argument a, if any. */
bool form_when_value(const FormRow *r, unsigned a, int64_t *v)
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
    return form_when_value(r, a, &v);
}

/* A spelling with "@A=V" suffixes (argument A is the constant V, as in IR
 * that passes a constant: an immediate where the row prints one and checks
 * its domain, a register where the row's operand is reg:T) -> the form and
 * the constants. A must be a scalar integer argument that no when= fixes. */
ptxsel_status form_resolve(const char *spelling, FormInstance *fi, char *msg, size_t len)
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
        /* an immarg the PTX does not print still has a legal set the verifier
         * checks (a WGMMA tnsp_a of a form whose A is in registers), so can
         * answers for every immediate a compile can be given */
        if (!s || s->kind != SIG_INT || s->bits < 2 || (int)a == r->tie || when_fixes(r, (unsigned)a) ||
            (!s->is_imm && !tmpl_uses(r->tmpl, (int)form_arg_operand(r, (unsigned)a)))) {
            snprintf(msg, len, "argument %lu of '%s' cannot be given a constant (not a scalar integer argument "
                     "the PTX shows or an immarg, or its value picks the form)", a, r->key);
            return PTXSEL_USAGE;
        }
        fi->konst[fi->nconst].arg = (uint8_t)a;
        fi->konst[fi->nconst++].v = v;
        at = end;
    }
    return PTXSEL_OK;
}

ptxsel_status query_recovering(QueryFn fn, const void *args, char *msg, size_t msglen)
{
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        snprintf(msg, msglen, "%s", rec.msg);
        return PTXSEL_INTERNAL;
    }
    ptxsel_status st = fn(args, msg, msglen);
    recovery_leave(&rec);
    return st;
}

typedef struct ResolveArgs {
    const char *form;
    FormInstance *fi;
} ResolveArgs;

/* A QueryFn: form_resolve for ptxsel_form_resolve. */
static ptxsel_status resolve_fn(const void *args, char *msg, size_t msglen)
{
    const ResolveArgs *a = args;
    return form_resolve(a->form, a->fi, msg, msglen);
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
    ResolveArgs a = {form, &fi};
    ptxsel_status st = query_recovering(resolve_fn, &a, msg, msglen);
    if (st == PTXSEL_OK && canonlen) {
        /* hook families: the spelling as given (its row key names the whole family) */
        const FormRow *r = &ptxsel_form_rows[fi.row];
        const char *at = strchr(form, '@');
        if (form_hook_of_family(r->fam))
            snprintf(canon, canonlen, "%s", form);
        else
            snprintf(canon, canonlen, "%s%s", r->key, at ? at : "");
    }
    return st;
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
        if ((family && r->fam != want) || form_hook_of_family(r->fam))
            continue;
        cb(ud, r->key, form_family_name[r->fam]);
        n++;
    }
    for (unsigned fam = 0; fam < FAM_COUNT; fam++) {
        const FormFamilyHooks *h = form_hook_of_family((uint8_t)fam);
        if (!h || (family && fam != want))
            continue;
        HookEnum e = {cb, ud, form_family_name[fam], 0};
        h->enumerate(hook_enum_cb, &e);
        n += e.n;
    }
    return n;
}

/* The rows in key order (hook families' rows included: their keys name
 * operand shapes). */
size_t ptxsel_form_count(void)
{
    return ptxsel_form_nrows;
}

const char *ptxsel_form_name(size_t i)
{
    return i < ptxsel_form_nrows ? ptxsel_form_rows[ptxsel_form_by_key[i]].key : NULL;
}

const char *ptxsel_form_family(size_t i)
{
    return i < ptxsel_form_nrows ? ptxsel_form_rows[ptxsel_form_by_key[i]].family : NULL;
}
