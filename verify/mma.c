/*
 * Warp-level MMA family rules (tablegen-data/mma.td): llvm.nvvm.mma.*,
 * llvm.nvvm.ldmatrix.*, llvm.nvvm.stmatrix.*.
 * Consumes: such names that no row of tablegen-data/mma.td knows (selector
 *           stage).
 * Produces: one rule string per malformed name: shape x input type table,
 *           layouts, .satfinite, popc on b1 only, the f16 D / C pairing
 *           ptxas enforces, the shared-memory pointer of ldmatrix / stmatrix.
 * Guarantees: the per-arch floors are the rows' feature bits and PTX minimums
 *           (verify/verify.c reports them); nothing here tests an SM number.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* The shape x input type table (LLVM 19 NVVM_MMA_OPS, as ptxas accepts it). */
static const struct MmaShape {
    const char *geom;
    const char *ab[4];
} mma_shapes[] = {
    {"m8n8k4", {"f16", "f64"}},          {"m16n8k4", {"tf32"}},
    {"m16n8k8", {"f16", "bf16", "tf32"}}, {"m16n8k16", {"f16", "bf16", "s8", "u8"}},
    {"m8n8k16", {"s8", "u8"}},           {"m16n8k32", {"s8", "u8", "s4", "u4"}},
    {"m8n8k32", {"s4", "u4"}},           {"m16n8k64", {"s4", "u4"}},
    {"m8n8k128", {"b1"}},                {"m16n8k128", {"b1"}},
    {"m16n8k256", {"b1"}},
};

static bool in_list(const char *const *l, size_t n, const char *s)
{
    for (size_t i = 0; i < n && l[i]; i++)
        if (!strcmp(l[i], s))
            return true;
    return false;
}

static bool is_acc(const char *t)
{
    return !strcmp(t, "f16") || !strcmp(t, "f32");
}

#define NAME_MAX_TOKENS 12

/* Rules of a malformed llvm.nvvm.mma.[xor|and.popc.]<geom>.<la>.<lb>[.satfinite].<types> name. */
static bool mma_name(const char *name, const char *rest, char *msg, size_t len)
{
    char buf[160];
    snprintf(buf, sizeof buf, "%s", rest);
    const char *tok[NAME_MAX_TOKENS];
    size_t n = 0;
    for (char *save = NULL, *p = strtok_r(buf, ".", &save); p && n < NAME_MAX_TOKENS; p = strtok_r(NULL, ".", &save))
        tok[n++] = p;
    size_t k = 0;
    const char *popc = NULL;
    if (n > 1 && (!strcmp(tok[0], "xor") || !strcmp(tok[0], "and")) && !strcmp(tok[1], "popc")) {
        popc = tok[0];
        k = 2;
    }
    if (k >= n)
        return false;
    const struct MmaShape *sh = NULL;
    for (size_t i = 0; i < countof(mma_shapes); i++)
        if (!strcmp(mma_shapes[i].geom, tok[k]))
            sh = &mma_shapes[i];
    if (!sh) {
        snprintf(msg, len, "'%s': %s is not a warp-level mma shape (m8n8k4, m16n8k4, m16n8k8, m16n8k16, m8n8k16, "
                 "m16n8k32, m8n8k32, m16n8k64, m8n8k128, m16n8k128, m16n8k256)", name, tok[k]);
        return true;
    }
    bool sat = k + 3 < n && !strcmp(tok[k + 3], "satfinite");
    size_t t0 = k + 3 + sat, nt = n > t0 ? n - t0 : 0;
    if (nt < 1 || nt > 2) {
        snprintf(msg, len, "'%s': an mma names A's and B's layouts, then its input type(s), or the D and C "
                 "types of an f16 mma", name);
        return true;
    }
    bool f16 = nt == 2 && is_acc(tok[t0]) && is_acc(tok[t0 + 1]);
    const char *ta = f16 ? "f16" : tok[t0], *tb = f16 || nt == 1 ? ta : tok[t0 + 1];
    if (!in_list(sh->ab, countof(sh->ab), ta) || !in_list(sh->ab, countof(sh->ab), tb)) {
        snprintf(msg, len, "'%s': mma shape %s has no input type %s", name, sh->geom,
                 in_list(sh->ab, countof(sh->ab), ta) ? tb : ta);
        return true;
    }
    if (strcmp(ta, tb) && (ta[1] != tb[1] || strchr("su", ta[0]) == NULL || strchr("su", tb[0]) == NULL)) {
        snprintf(msg, len, "'%s': mma A and B types differ only in signedness (s8 / u8, s4 / u4)", name);
        return true;
    }
    bool row_col = !strcmp(tok[k + 1], "row") && !strcmp(tok[k + 2], "col");
    if (!row_col && !(f16 && !strcmp(sh->geom, "m8n8k4"))) {
        snprintf(msg, len, "'%s': mma is row.col only (m8n8k4 with f16 inputs also takes row.row, col.col, col.row)",
                 name);
        return true;
    }
    if ((popc != NULL) != !strcmp(ta, "b1")) {
        snprintf(msg, len, "'%s': .xor.popc / .and.popc apply to b1 mma only, and b1 mma needs one of them", name);
        return true;
    }
    if (sat && !in_list((const char *const[]){"s8", "u8", "s4", "u4"}, 4, ta)) {
        snprintf(msg, len, "'%s': mma .satfinite applies to s8, u8, s4 and u4 only", name);
        return true;
    }
    if (f16 && strcmp(sh->geom, "m8n8k4") && strcmp(tok[t0], tok[t0 + 1])) {
        /* LLVM 19 defines m16n8k16 f16.f32 / f32.f16; ptxas 13: ".dtype must be
         * '.f16' when .ctype is '.f16' for 'mma' instruction with shape '.m16n8k16'" */
        snprintf(msg, len, "'%s': mma %s with f16 inputs takes D and C of one type (f16.f16 or f32.f32)", name,
                 sh->geom);
        return true;
    }
    if (f16 && !strcmp(tok[t0], "f16") && !strcmp(tok[t0 + 1], "f32")) {
        /* ptxas 13: ".dtype must be '.f32' when .ctype is '.f32' for 'mma'
         * instruction with shape '.m8n8k4'" (LLVM 19 has no such name) */
        snprintf(msg, len, "'%s': mma m8n8k4 has no f16 D with an f32 C", name);
        return true;
    }
    return false;
}

/* ldmatrix / stmatrix: m8n8, x1 / x2 / x4, optional .trans, b16, .p0 or .p3. */
static bool matrix_name(const char *name, const char *op, const char *rest, char *msg, size_t len)
{
    static const char shape[] = "sync.aligned.m8n8.";
    const char *p = rest;
    if (strncmp(p, shape, sizeof shape - 1)) {
        snprintf(msg, len, "'%s': %s is sync.aligned.m8n8 only (LLVM 19)", name, op);
        return true;
    }
    p += sizeof shape - 1;
    if (strncmp(p, "x1.", 3) && strncmp(p, "x2.", 3) && strncmp(p, "x4.", 3)) {
        snprintf(msg, len, "'%s': %s moves .x1, .x2 or .x4 matrices", name, op);
        return true;
    }
    p += 3;
    if (!strncmp(p, "trans.", 6))
        p += 6;
    if (strncmp(p, "b16.", 4)) {
        snprintf(msg, len, "'%s': %s m8n8 moves .b16 elements", name, op);
        return true;
    }
    p += 4;
    if (strcmp(p, "p0") && strcmp(p, "p3")) {
        snprintf(msg, len, "'%s': %s addresses shared memory: the pointer is generic (.p0) or shared (.p3)", name,
                 op);
        return true;
    }
    return false;
}

/* A sparse mma name no row has: the shapes the sparse rows define, read
 * from the rows themselves (so a shape added as rows is listed here too). */
static bool sparse_name(const char *name, char *msg, size_t len)
{
    static const char sp[] = "llvm.nvvm.mma.sp.", ord[] = "ordered.metadata.";
    const char *shape[16];
    size_t shapelen[16], n = 0;
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const char *in = ptxsel_form_rows[i].intr;
        if (!in || strncmp(in, sp, sizeof sp - 1))
            continue;
        in += sizeof sp - 1;
        if (!strncmp(in, ord, sizeof ord - 1))
            in += sizeof ord - 1;
        size_t k = strcspn(in, "."), s = 0;
        while (s < n && !(shapelen[s] == k && !strncmp(shape[s], in, k)))
            s++;
        if (s == n && n < countof(shape)) {
            shape[n] = in;
            shapelen[n++] = k;
        }
    }
    StrBuf b = {0};
    for (size_t s = 0; s < n; s++)
        sb_printf(&b, "%s%.*s", s ? ", " : "", (int)shapelen[s], shape[s]);
    snprintf(msg, len, "'%s': no sparse warp-level mma has this shape, layout and types (sparse shapes: %s; the "
             "layout is row.col)", name, b.p ? b.p : "");
    sb_free(&b);
    return true;
}

bool mma_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    static const char mma[] = "llvm.nvvm.mma.", ld[] = "llvm.nvvm.ldmatrix.", st[] = "llvm.nvvm.stmatrix.";
    if (!strncmp(name, "llvm.nvvm.mma.sp.", 17))
        return sparse_name(name, msg, len);
    if (!strncmp(name, mma, sizeof mma - 1))
        return mma_name(name, name + sizeof mma - 1, msg, len);
    if (!strncmp(name, ld, sizeof ld - 1))
        return matrix_name(name, "ldmatrix", name + sizeof ld - 1, msg, len);
    if (!strncmp(name, st, sizeof st - 1))
        return matrix_name(name, "stmatrix", name + sizeof st - 1, msg, len);
    return false;
}
