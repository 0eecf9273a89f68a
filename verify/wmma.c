/*
 * WMMA family rules (docs/intrinsics.md "WMMA").
 * Consumes: llvm.nvvm.wmma.* names no row of tablegen-data/wmma.td knows
 *           (selector stage) and selected wmma instructions (machine verifier).
 * Produces: one rule string per malformed name (shape x type table, popc on
 *           b1 only, layouts, rounding / satfinite modifiers, fragment roles);
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

/* The shape x type table: input types (A/B) and accumulator types (C/D). */
static const struct WmmaShape {
    const char *geom;
    const char *ab[4];
    const char *cd[3];
} wmma_shapes[] = {
    {"m16n16k16", {"f16", "bf16", "s8", "u8"}, {"f16", "f32", "s32"}},
    {"m32n8k16", {"f16", "bf16", "s8", "u8"}, {"f16", "f32", "s32"}},
    {"m8n32k16", {"f16", "bf16", "s8", "u8"}, {"f16", "f32", "s32"}},
    {"m16n16k8", {"tf32"}, {"f32"}},
    {"m8n8k4", {"f64"}, {"f64"}},
    {"m8n8k32", {"s4", "u4"}, {"s32"}},
    {"m8n8k128", {"b1"}, {"s32"}},
};

static bool in_list(const char *const *l, size_t n, const char *s)
{
    for (size_t i = 0; i < n && l[i]; i++)
        if (!strcmp(l[i], s))
            return true;
    return false;
}

static const struct WmmaShape *find_shape(const char *g)
{
    for (size_t i = 0; i < countof(wmma_shapes); i++)
        if (!strcmp(wmma_shapes[i].geom, g))
            return &wmma_shapes[i];
    return NULL;
}

static bool is_layout(const char *t)
{
    return !strcmp(t, "row") || !strcmp(t, "col");
}

static bool is_rnd(const char *t)
{
    return !strcmp(t, "rn") || !strcmp(t, "rz") || !strcmp(t, "rm") || !strcmp(t, "rp");
}

static bool is_subbyte(const char *t)
{
    return !strcmp(t, "s4") || !strcmp(t, "u4") || !strcmp(t, "b1");
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
    const struct WmmaShape *sh = find_shape(tok[0]);
    if (!sh) {
        snprintf(msg, len, "'%s': %s is not a WMMA shape (m16n16k16, m32n8k16, m8n32k16, m16n16k8, m8n8k4, "
                 "m8n8k32, m8n8k128)", name, tok[0]);
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
        bool ab = frag[0] == 'a' || frag[0] == 'b';
        if (ab ? !in_list(sh->ab, countof(sh->ab), t) : !in_list(sh->cd, countof(sh->cd), t)) {
            snprintf(msg, len, "'%s': WMMA shape %s has no %s fragment of type %s", name, sh->geom, frag, t);
            return true;
        }
        if (is_subbyte(t) && ((frag[0] == 'a' && strcmp(tok[3], "row")) || (frag[0] == 'b' && strcmp(tok[3], "col")))) {
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
    const char *t = tok[k];
    if (nt == 2) {
        /* f16 inputs: D type and C type */
        if (!in_list(sh->ab, countof(sh->ab), "f16") || !in_list((const char *const[]){"f16", "f32"}, 2, tok[k]) ||
            !in_list((const char *const[]){"f16", "f32"}, 2, tok[k + 1])) {
            snprintf(msg, len, "'%s': WMMA shape %s has no f16 mma with D type %s and C type %s", name, sh->geom,
                     tok[k], tok[k + 1]);
            return true;
        }
        t = "f16";
    } else if (!in_list(sh->ab, countof(sh->ab), t) || !strcmp(t, "f16")) {
        snprintf(msg, len, "'%s': WMMA shape %s has no mma with input type %s", name, sh->geom, t);
        return true;
    }
    if ((popc != NULL) != !strcmp(t, "b1")) {
        snprintf(msg, len, "'%s': .xor.popc / .and.popc apply to b1 WMMA only, and b1 WMMA needs one of them", name);
        return true;
    }
    if (is_subbyte(t) && (strcmp(la, "row") || strcmp(lb, "col"))) {
        snprintf(msg, len, "'%s': %s WMMA mma is row.col only", name, t);
        return true;
    }
    if (rnd && strcmp(t, "f64")) {
        snprintf(msg, len, "'%s': WMMA rounding modifiers apply to f64 only", name);
        return true;
    }
    if (sat && !in_list((const char *const[]){"f16", "s8", "u8", "s4", "u4"}, 5, t)) {
        snprintf(msg, len, "'%s': WMMA .satfinite applies to f16, s8, u8, s4 and u4 only", name);
        return true;
    }
    return false;
}

