/*
 * WMMA family rules (docs/intrinsics.md "WMMA").
 * Consumes: llvm.nvvm.wmma.* names no row of tablegen-data/wmma.td knows
 *           (selector stage) and selected wmma instructions (machine verifier).
 * Produces: one rule string per malformed name (shapes and types, popc on
 *           b1 only, layouts, rounding / satfinite modifiers, fragment roles:
 *           what is legal is what the rows' control words hold);
 *           the PTX ceiling of f16 .satfinite; the refusal of the one WMMA
 *           load ptxas 13.0 crashes on (below).
 * Guarantees: the per-arch floors are the rows' feature bits and PTX minimums
 *           (verify/verify.c reports them); the only SM test is that of the
 *           ptxas crash, which is a fact about ptxas's sm_120 code path, not
 *           a feature of the target.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* What the WMMA rows hold, read from their control words (the wmma_ldst and
 * wmma_mma words of tablegen-data/wmma.td), so the rules below state no shape
 * or type table of their own. A query names field values by spelling: NULL
 * any, "" absent (an mma of f16 inputs has no A / B type in its word). */
/* a load / store row: op (QV_wmma_ldst_op_*, 0 any), shape, layout, type */
static bool ldst_exists(uint64_t op, const char *shape, const char *layout, const char *type)
{
    const QualWord *w = &form_qwords[QW_wmma_ldst];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword == QW_wmma_ldst && (!op || qword_field(w, QF_wmma_ldst_op, r->word) == op) &&
            qword_is(w, QF_wmma_ldst_shape, r->word, shape) && qword_is(w, QF_wmma_ldst_layout, r->word, layout) &&
            qword_is(w, QF_wmma_ldst_type, r->word, type))
            return true;
    }
    return false;
}

typedef struct {
    const char *shape, *a, *d, *c, *la, *lb;
    int bop, rnd, sat; /* -1 any, else whether the row has it */
} WmmaQuery;

static bool mma_exists(const WmmaQuery *q)
{
    const QualWord *w = &form_qwords[QW_wmma_mma];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        uint64_t x = r->word;
        if (r->qword == QW_wmma_mma && qword_is(w, QF_wmma_mma_shape, x, q->shape) &&
            qword_is(w, QF_wmma_mma_atype, x, q->a) && qword_is(w, QF_wmma_mma_dtype, x, q->d) &&
            qword_is(w, QF_wmma_mma_ctype, x, q->c) && qword_is(w, QF_wmma_mma_alayout, x, q->la) &&
            qword_is(w, QF_wmma_mma_blayout, x, q->lb) &&
            (q->bop < 0 || (qword_field(w, QF_wmma_mma_bop, x) != 0) == q->bop) &&
            (q->rnd < 0 || (qword_field(w, QF_wmma_mma_rnd, x) != 0) == q->rnd) &&
            (q->sat < 0 || (qword_field(w, QF_wmma_mma_satfinite, x) != 0) == q->sat))
            return true;
    }
    return false;
}

#define WQ(...) mma_exists(&(WmmaQuery){__VA_ARGS__})

static bool is_layout(const char *t)
{
    return !strcmp(t, "row") || !strcmp(t, "col");
}

static bool is_rnd(const char *t)
{
    return !strcmp(t, "rn") || !strcmp(t, "rz") || !strcmp(t, "rm") || !strcmp(t, "rp");
}

#define NAME_MAX_TOKENS 16

/* Rules of a malformed llvm.nvvm.wmma.<geom>.load|store|mma... name. */
bool wmma_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    static const char prefix[] = "llvm.nvvm.wmma.";
    if (strncmp(name, prefix, sizeof prefix - 1))
        return false;
    char buf[160];
    snprintf(buf, sizeof buf, "%s", name + sizeof prefix - 1);
    const char *tok[NAME_MAX_TOKENS];
    size_t n = 0;
    for (char *save = NULL, *p = strtok_r(buf, ".", &save); p && n < NAME_MAX_TOKENS; p = strtok_r(NULL, ".", &save))
        tok[n++] = p;
    if (n < 3)
        return false;
    const char *geom = tok[0];
    if (!ldst_exists(0, geom, NULL, NULL)) {
        const QualField *sf = &form_qwords[QW_wmma_ldst].f[QF_wmma_ldst_shape];
        StrBuf b = {0};
        for (size_t v = 0; v < sf->nv; v++)
            if (ldst_exists(0, sf->v[v].spell, NULL, NULL))
                sb_printf(&b, "%s%s", b.p ? ", " : "", sf->v[v].spell);
        snprintf(msg, len, "'%s': %s is not a WMMA shape (%s)", name, geom, b.p ? b.p : "");
        sb_free(&b);
        return true;
    }
    if (!strcmp(tok[1], "load") || !strcmp(tok[1], "store")) {
        bool ld = tok[1][0] == 'l';
        const char *frag = tok[2];
        bool frag_ok = ld ? (!strcmp(frag, "a") || !strcmp(frag, "b") || !strcmp(frag, "c")) : !strcmp(frag, "d");
        if (!frag_ok) {
            snprintf(msg, len, "'%s': WMMA loads take fragment a, b or c and stores fragment d", name);
            return true;
        }
        if (n < 5 || !is_layout(tok[3])) {
            snprintf(msg, len, "'%s': a WMMA %s names one layout (row or col) after the fragment", name, tok[1]);
            return true;
        }
        size_t k = n > 4 && !strcmp(tok[4], "stride") ? 5 : 4;
        if (k >= n) {
            snprintf(msg, len, "'%s': the WMMA %s names no element type", name, tok[1]);
            return true;
        }
        const char *t = tok[k];
        uint64_t op = frag[0] == 'a' ? QV_wmma_ldst_op_wmma_load_a : frag[0] == 'b' ? QV_wmma_ldst_op_wmma_load_b
                      : frag[0] == 'c' ? QV_wmma_ldst_op_wmma_load_c : QV_wmma_ldst_op_wmma_store_d;
        if (!ldst_exists(op, geom, NULL, t)) {
            snprintf(msg, len, "'%s': WMMA shape %s has no %s fragment of type %s", name, geom, frag, t);
            return true;
        }
        if (!ldst_exists(op, geom, tok[3], t)) {
            /* the sub-byte types (s4, u4, b1): A row-major, B column-major */
            snprintf(msg, len, "'%s': %s WMMA fragments are A row-major and B column-major only", name, t);
            return true;
        }
        if (k + 1 >= n || (strcmp(tok[k + 1], "p0") && strcmp(tok[k + 1], "p1") && strcmp(tok[k + 1], "p3"))) {
            snprintf(msg, len, "'%s': a WMMA %s names its pointer type last (.p0 generic, .p1 global, .p3 shared)",
                     name, tok[1]);
            return true;
        }
        return false;
    }
    if (strcmp(tok[1], "mma"))
        return false;
    size_t k = 2;
    const char *popc = NULL;
    if (k + 1 < n && (!strcmp(tok[k], "xor") || !strcmp(tok[k], "and")) && !strcmp(tok[k + 1], "popc")) {
        popc = tok[k];
        k += 2;
    }
    size_t nl = 0;
    while (k < n && is_layout(tok[k]))
        k++, nl++;
    if (nl != 2) {
        snprintf(msg, len, "'%s': a WMMA mma names two layouts, A's and B's (C and D take the layout of their "
                 "load and store)", name);
        return true;
    }
    const char *la = tok[k - 2], *lb = tok[k - 1];
    const char *rnd = k < n && is_rnd(tok[k]) ? tok[k++] : NULL;
    bool sat = n > k && !strcmp(tok[n - 1], "satfinite");
    size_t nt = n - k - sat;
    if (nt < 1 || nt > 2) {
        snprintf(msg, len, "'%s': a WMMA mma names its input type, or the D and C types of an f16 mma", name);
        return true;
    }
    const char *t = tok[k], *a = t; /* a: the A type in the word ("" for f16 inputs) */
    if (nt == 2) {
        /* f16 inputs: D type and C type */
        if (!WQ(geom, "", tok[k], tok[k + 1], NULL, NULL, -1, -1, -1)) {
            snprintf(msg, len, "'%s': WMMA shape %s has no f16 mma with D type %s and C type %s", name, geom,
                     tok[k], tok[k + 1]);
            return true;
        }
        t = "f16";
        a = "";
    } else if (!*t || !WQ(geom, t, NULL, NULL, NULL, NULL, -1, -1, -1)) {
        snprintf(msg, len, "'%s': WMMA shape %s has no mma with input type %s", name, geom, t);
        return true;
    }
    if (!WQ(geom, a, NULL, NULL, NULL, NULL, popc != NULL, -1, -1)) {
        snprintf(msg, len, "'%s': .xor.popc / .and.popc apply to b1 WMMA only, and b1 WMMA needs one of them", name);
        return true;
    }
    if (!WQ(geom, a, NULL, NULL, la, lb, -1, -1, -1)) {
        snprintf(msg, len, "'%s': %s WMMA mma is row.col only", name, t);
        return true;
    }
    if (rnd && !WQ(geom, a, NULL, NULL, NULL, NULL, -1, 1, -1)) {
        snprintf(msg, len, "'%s': WMMA rounding modifiers apply to f64 only", name);
        return true;
    }
    if (sat && !WQ(NULL, a, NULL, NULL, NULL, NULL, -1, -1, 1)) {
        snprintf(msg, len, "'%s': WMMA .satfinite applies to f16, s8, u8, s4 and u4 only", name);
        return true;
    }
    return false;
}

