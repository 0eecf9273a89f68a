/*
 * Hopper family rules (docs/verifier.md "TMA", "WGMMA", "Others").
 * Consumes: intrinsic names no row knows (selector stage) and selected
 *           instructions of the wgmma / tma / mbarrier / cluster families
 *           (machine-verifier stage, called from verify/verify.c).
 * Produces: diagnostics with the verbatim rule strings of docs/verifier.md.
 * Guarantees: tests feature bits and operand values only, never SM numbers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ------------------------------------------------------------ WGMMA shapes */

/* What the WGMMA rows hold, read from their control words (the wgmma word
 * of tablegen-data/wgmma.td), so the name diagnoser below states no shape or
 * type table of its own: a query names a field value by its spelling (NULL:
 * any) and asks whether some mma_async row has them all. */
typedef struct {
    const char *d, *a, *b; /* dtype, atype, btype spellings, NULL any */
    unsigned n, k;         /* 0 any */
    int sat;               /* -1 any, 0 without, 1 with .satfinite */
} WgQuery;

static bool wg_row_exists(const WgQuery *q)
{
    const QualWord *w = &form_qwords[QW_wgmma];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword != QW_wgmma || r->role != ROLE_wgmma_mma)
            continue;
        uint64_t sh = qword_field(w, QF_wgmma_shape, r->word);
        unsigned m = 0, n = 0, k = 0;
        if (!sh || sscanf(w->f[QF_wgmma_shape].v[sh - 1].spell, "m%un%uk%u", &m, &n, &k) != 3)
            continue;
        if ((q->n && q->n != n) || (q->k && q->k != k) || !qword_is(w, QF_wgmma_dtype, r->word, q->d) ||
            !qword_is(w, QF_wgmma_atype, r->word, q->a) || !qword_is(w, QF_wgmma_btype, r->word, q->b) ||
            (q->sat >= 0 && (int)qword_field(w, QF_wgmma_satfinite, r->word) != q->sat))
            continue;
        return true;
    }
    return false;
}

/* The K every row with A type 'a' has (0: no row has the type). */
static unsigned wg_k_of(const char *a)
{
    for (unsigned k = 1; k <= 1024; k *= 2)
        if (wg_row_exists(&(WgQuery){NULL, a, NULL, 0, k, -1}))
            return k;
    return 0;
}

/* Parse "m<M>n<N>k<K>.<d>.<a>.<b>[.rest]" into its parts. */
typedef struct {
    unsigned m, n, k;
    char d[8], a[8], b[8], rest[32];
} WgShape;

static bool wg_parse(const char *s, WgShape *w)
{
    memset(w, 0, sizeof *w);
    int used = 0;
    if (sscanf(s, "m%un%uk%u%n", &w->m, &w->n, &w->k, &used) != 3)
        return false;
    s += used;
    char *fields[4] = {w->d, w->a, w->b, w->rest};
    size_t caps[4] = {sizeof w->d, sizeof w->a, sizeof w->b, sizeof w->rest};
    for (int i = 0; i < 4 && *s == '.'; i++) {
        s++;
        size_t n = i < 3 ? strcspn(s, ".") : strlen(s);
        if (n >= caps[i])
            return false;
        memcpy(fields[i], s, n);
        fields[i][n] = 0;
        s += n;
    }
    return w->b[0] != 0;
}

/* The rule string for an mma_async shape/type spelling, NULL if it is legal.
 * The order of the rules and their words are the verifier's; what is legal
 * is what the rows hold. */
static const char *wg_shape_rule(const WgShape *w, char *buf, size_t len)
{
    if (w->m != 64)
        return "WGMMA M must be 64";
    if (w->n % 8)
        return "WGMMA N must be a multiple of 8";
    if (w->n < 8 || w->n > 256)
        return "WGMMA N must be in the range 8..256";
    if (!wg_row_exists(&(WgQuery){NULL, w->a, w->b, 0, 0, -1})) {
        snprintf(buf, len, "WGMMA input types .%s.%s are not supported (A and B must be f16, bf16, tf32, "
                 "e4m3/e5m2, s8/u8 or b1 pairs)", w->a, w->b);
        return buf;
    }
    unsigned k = wg_k_of(w->a);
    if (w->k != k) {
        snprintf(buf, len, "WGMMA K must be %u for .%s inputs", k, w->a);
        return buf;
    }
    if (!wg_row_exists(&(WgQuery){NULL, w->a, w->b, w->n, k, -1})) {
        snprintf(buf, len, "WGMMA N=%u is not valid for .%s inputs (N must be 8, 16, 24 or a multiple of 16 up to 256)",
                 w->n, w->a);
        return buf;
    }
    bool sat = !strcmp(w->rest, "satfinite");
    if (sat && !wg_row_exists(&(WgQuery){w->d, NULL, NULL, 0, 0, 1}))
        return "WGMMA .satfinite requires an s32 accumulator";
    if (!wg_row_exists(&(WgQuery){w->d, w->a, NULL, 0, 0, -1})) {
        snprintf(buf, len, "WGMMA accumulator type .%s is not valid for .%s inputs", w->d, w->a);
        return buf;
    }
    if (sat && !wg_row_exists(&(WgQuery){NULL, w->a, NULL, 0, 0, 1}))
        return "WGMMA .satfinite is not supported for .b1 inputs";
    return NULL;
}

/* ------------------------------------------------------------ TMA names */

/* Does some TMA tensor row (an im2col one) have this rank? From the rows'
 * control words: the dim and mode fields of the tma word. */
static bool tma_rank_exists(long rank, bool im2col)
{
    const QualWord *w = &form_qwords[QW_tma];
    char dim[24];
    snprintf(dim, sizeof dim, "%ldd", rank);
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword != QW_tma)
            continue;
        uint64_t d = qword_field(w, QF_tma_dim, r->word), m = qword_field(w, QF_tma_mode, r->word);
        if (d && !strcmp(w->f[QF_tma_dim].v[d - 1].spell, dim) &&
            (!im2col || (m && !strncmp(w->f[QF_tma_mode].v[m - 1].spell, "im2col", 6))))
            return true;
    }
    return false;
}

static const char *tma_name_rule(const char *s)
{
    /* s points after "llvm.nvvm.cp.async.bulk.tensor." */
    static const char *const kinds[] = {"g2s.cta.", "g2s.", "prefetch.", "s2g.", "reduce."};
    size_t i;
    for (i = 0; i < countof(kinds); i++)
        if (!strncmp(s, kinds[i], strlen(kinds[i])))
            break;
    if (i == countof(kinds))
        return NULL;
    s += strlen(kinds[i]);
    if (i == 4) { /* reduce.<op>. */
        const char *dot = strchr(s, '.');
        if (!dot)
            return NULL;
        s = dot + 1;
    }
    const char *last = strrchr(s, '.');
    if (!last)
        return NULL;
    char *end;
    long rank = strtol(last + 1, &end, 10);
    if (end == last + 1 || strcmp(end, "d"))
        return NULL;
    if (!tma_rank_exists(rank, false))
        return "TMA rank must be in the range 1..5";
    if (!strncmp(s, "im2col", 6) && !tma_rank_exists(rank, true))
        return "im2col tensor copies require at least three dimensions";
    return NULL;
}

bool hopper_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    static const char wg[] = "llvm.nvvm.wgmma.mma_async.sync.aligned.";
    static const char tma[] = "llvm.nvvm.cp.async.bulk.tensor.";
    if (!strncmp(name, wg, sizeof wg - 1)) {
        WgShape w;
        if (!wg_parse(name + sizeof wg - 1, &w))
            return false;
        char buf[200];
        const char *r = wg_shape_rule(&w, buf, sizeof buf);
        if (!r && w.rest[0]) {
            snprintf(buf, sizeof buf, "WGMMA qualifier .%s is not supported for .%s.%s.%s", w.rest, w.d, w.a, w.b);
            r = buf;
        }
        if (!r)
            return false;
        snprintf(msg, len, "%s", r);
        return true;
    }
    if (!strncmp(name, tma, sizeof tma - 1)) {
        const char *r = tma_name_rule(name + sizeof tma - 1);
        if (!r)
            return false;
        snprintf(msg, len, "%s", r);
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.setmaxnreg.", 21))
        return false;
    return false;
}

/* Is the qualifier q[0..k) one that some cp.async.bulk.tensor form has, and
 * the first of its kind in the spelling (base)? */
static bool tma_qualifier_known(const char *base, const char *q, size_t k)
{
    for (const char *p = base; p < q; p += strcspn(p, ".") + (p[strcspn(p, ".")] != 0))
        if (strcspn(p, ".") == k && !strncmp(p, q, k))
            return false;
    static const char tma[] = "cp.async.bulk.tensor.";
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const char *key = ptxsel_form_rows[i].key;
        if (strncmp(key, tma, sizeof tma - 1))
            continue;
        for (const char *p = key + sizeof tma - 1; *p;) {
            size_t n = strcspn(p, ".+");
            if (n == k && !strncmp(p, q, k))
                return true;
            p += n;
            if (*p == '+')
                break;
            if (*p)
                p++;
        }
    }
    return false;
}

/* A PTX spelling no row knows: the same shape rules as the intrinsic names
 * (WGMMA: the spelling after "wgmma." is the intrinsic's suffix; TMA: the
 * rank qualifier ".<N>d" and an im2col mode qualifier). "+name" operand
 * variants are ignored. */
bool hopper_diagnose_spelling(const char *spelling, char *msg, size_t len)
{
    static const char tma[] = "cp.async.bulk.tensor.";
    char base[256];
    size_t n = strcspn(spelling, "+");
    if (n >= sizeof base)
        return false;
    memcpy(base, spelling, n);
    base[n] = 0;
    if (!strncmp(base, "wgmma.mma_async.", 16)) {
        /* a rule answers only for a spelling made of WGMMA qualifiers: one
         * trailing qualifier the forms know (.satfinite, .and.popc), else it
         * is an unknown form, not a "no" */
        static const char wg[] = "wgmma.mma_async.sync.aligned.";
        WgShape w;
        if (!strncmp(base, wg, sizeof wg - 1) && wg_parse(base + sizeof wg - 1, &w) && w.rest[0] &&
            strcmp(w.rest, "satfinite") && strcmp(w.rest, "and.popc"))
            return false;
        char name[300];
        snprintf(name, sizeof name, "llvm.nvvm.%s", base);
        return hopper_diagnose_intrinsic_name(name, msg, len);
    }
    if (strncmp(base, tma, sizeof tma - 1))
        return false;
    long rank = -1; /* -1: no ".<N>d" qualifier */
    bool im2col = false;
    for (char *q = base + sizeof tma - 1; *q;) {
        size_t k = strcspn(q, ".");
        char *end;
        long v = strtol(q, &end, 10);
        if (end != q && end == q + k - 1 && *end == 'd')
            rank = v;
        else if (!tma_qualifier_known(base, q, k))
            return false; /* unknown or repeated: an unknown form, not a rule */
        if (!strncmp(q, "im2col", 6) && (k == 6 || q[6] == ':'))
            im2col = true;
        q += k;
        if (*q)
            q++;
    }
    const char *r = NULL;
    if (rank >= 0 && (rank < 1 || rank > 5))
        r = "TMA rank must be in the range 1..5";
    else if (rank >= 0 && im2col && rank < 3)
        r = "im2col tensor copies require at least three dimensions";
    if (!r)
        return false;
    snprintf(msg, len, "%s", r);
    return true;
}

/* ------------------------------------------------------------ per-instruction rules */

static bool imm_op(const MInst *in, unsigned k, int64_t *v)
{
    if (k >= in->nops || in->ops[k].kind != MO_IMM)
        return false;
    *v = in->ops[k].imm;
    return true;
}

/* The legal values of a WGMMA immediate are its row's: the signature's
 * domain of scale_a / scale_b ([-1,1] where the input type negates, [1]
 * where it does not) and tnsp_a / tnsp_b ([0..1] where it transposes, [0]
 * where it does not or A is in registers). This only words the refusal. */
static bool wg_allows(const FormRow *r, unsigned arg, int64_t v)
{
    return arg + 1u < r->nsig && sig_dom_ok(&r->sig[arg + 1], v);
}

static bool verify_wgmma_mma(ptxsel_context *ctx, const char *file, const MFunc *f, const MInst *in,
                             const FormRow *r)
{
    if (r->role != ROLE_wgmma_mma)
        return false;
    /* the +rs forms: A in registers, a {4 x b32} operand rather than a
     * descriptor */
    bool rs = r->nsig > 2 && r->sig[2].kind == SIG_VEC;
    const char *aname = form_type_name[r->atype];
    bool reported = false;
    int64_t v;
    for (unsigned arg = 4; arg <= 5; arg++) { /* scale_a, scale_b */
        const char *which = arg == 4 ? "scale_a" : "scale_b";
        if (!imm_op(in, form_arg_operand(r, arg), &v) || wg_allows(r, arg, v))
            continue;
        if (wg_allows(r, arg, -1))
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL, "WGMMA %s must be 1 or -1, got %lld", which,
                        (long long)v);
        else
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                        "WGMMA negation (%s = %lld) is not supported for .%s inputs", which, (long long)v, aname);
        reported = true;
    }
    for (unsigned arg = 6; arg <= 7; arg++) { /* tnsp_a, tnsp_b */
        const char *which = arg == 6 ? "tnsp_a" : "tnsp_b";
        if (!imm_op(in, form_arg_operand(r, arg), &v) || wg_allows(r, arg, v))
            continue;
        if (v != 0 && v != 1)
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL, "WGMMA %s must be 0 or 1, got %lld", which,
                        (long long)v);
        else if (arg == 6 && rs && wg_allows(r, 7, 1)) /* the type transposes; A in registers does not */
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                        "WGMMA transpose of A (tnsp_a) is not supported when A is in registers");
        else
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                        "WGMMA transpose (%s) is not supported for .%s inputs", which, aname);
        reported = true;
    }
    return reported;
}

static bool verify_setmaxnreg(ptxsel_context *ctx, const char *file, const MFunc *f, const MInst *in)
{
    int64_t v;
    if (!imm_op(in, 0, &v))
        return false;
    if (v < 24 || v > 256) {
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                    "reg_count argument to nvvm.setmaxnreg must be within [24, 256]");
        return true;
    }
    if (v % 8) {
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                    "reg_count argument to nvvm.setmaxnreg must be in multiples of 8");
        return true;
    }
    return false;
}

/* A feature the target lacks only for its PTX version (has_tma: sm_90 from
 * PTX 8.0): the PTX version the instruction needs on this target, 0 when a
 * newer PTX would not give it every feature it needs. */
static unsigned ptx_that_gives(const ptxsel_target *t, const FormRow *r, const MInst *in)
{
    ptxsel_features need = r->req;
    unsigned need_ptx = r->min_ptx;
    if (r->qword != QW_NONE) {
        need = r->base_req;
        need_ptx = r->base_ptx;
        qword_needs(&form_qwords[r->qword], in->word, &need, &need_ptx);
    }
    for (int b = feat_first_missing(&t->feat, &need); b >= 0; b = feat_first_missing(&t->feat, &need)) {
        unsigned v = ptxsel_feature_min_ptx(b);
        if (v <= t->ptx)
            return 0; /* missing for another reason (the SM, or -mattr) */
        if (v > need_ptx)
            need_ptx = v;
        feat_set(&need, b, false);
    }
    char mattr[16];
    snprintf(mattr, sizeof mattr, "+ptx%u", need_ptx);
    ptxsel_target newer;
    need = r->qword != QW_NONE ? r->base_req : r->req;
    if (r->qword != QW_NONE) {
        unsigned ignored = 0;
        qword_needs(&form_qwords[r->qword], in->word, &need, &ignored);
    }
    if (ptxsel_target_init(&newer, t->name, mattr, NULL, 0) != PTXSEL_OK || feat_first_missing(&newer.feat, &need) >= 0)
        return 0;
    return need_ptx;
}

bool hopper_verify_takes(const FormRow *r)
{
    return r->fam == FAM_wgmma || r->role == ROLE_setmaxnreg || r->role == ROLE_mbarrier_parity;
}

bool hopper_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                        const MInst *in, int miss)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (miss >= 0) {
        /* an mbarrier / TMA / fence form the SM has from a newer PTX: say
         * so, rather than "not supported on sm_90 (requires has_tma: sm_90)" */
        unsigned v = r->fam == FAM_mbarrier || r->fam == FAM_tma || r->fam == FAM_fence ? ptx_that_gives(t, r, in) : 0;
        if (!v)
            return false; /* the generic gate message names the form and the bit */
        diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                    "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)", r->key, v / 10,
                    v % 10, t->ptx / 10, t->ptx % 10, v);
        return true;
    }
    if (r->fam == FAM_wgmma)
        return verify_wgmma_mma(ctx, file, f, in, r);
    if (r->role == ROLE_setmaxnreg)
        return verify_setmaxnreg(ctx, file, f, in);
    if (r->role == ROLE_mbarrier_parity) {
        int64_t v;
        if (imm_op(in, 2, &v) && v != 0 && v != 1) {
            diag_report(ctx, PTXSEL_ERROR, file, f->fn, in->src, NULL,
                        "mbarrier parity operand must be 0 or 1, got %lld", (long long)v);
            return true;
        }
    }
    return false;
}
