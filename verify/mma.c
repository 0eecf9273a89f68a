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

/* What the dense mma rows hold, read from their control words (the mma word
 * of tablegen-data/mma.td), so the rules below state no shape or type table
 * of their own: a query names field values by spelling (NULL: any) and asks
 * whether some mma.sync row has them all. */
typedef struct {
    const char *shape, *a, *b, *d, *c, *la, *lb;
    int sat; /* -1 any, 0 without, 1 with .satfinite */
    int bop; /* -1 any, 0 without, 1 with .xor/.and.popc */
    const char *kind; /* NULL any, "" none, else the kind's spelling */
} MmaQuery;

static bool mma_row_exists(const MmaQuery *q)
{
    const QualWord *w = &form_qwords[QW_mma];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword != QW_mma || qword_field(w, QF_mma_op, r->word) != QV_mma_op_mma_sync)
            continue;
        uint64_t x = r->word;
        if (qword_is(w, QF_mma_shape, x, q->shape) && qword_is(w, QF_mma_atype, x, q->a) &&
            qword_is(w, QF_mma_btype, x, q->b) && qword_is(w, QF_mma_dtype, x, q->d) && qword_is(w, QF_mma_ctype, x, q->c) &&
            qword_is(w, QF_mma_alayout, x, q->la) && qword_is(w, QF_mma_blayout, x, q->lb) &&
            (q->sat < 0 || (int)qword_field(w, QF_mma_satfinite, x) == q->sat) &&
            (q->bop < 0 || (qword_field(w, QF_mma_bop, x) != 0) == q->bop) && qword_is(w, QF_mma_kind, x, q->kind))
            return true;
    }
    return false;
}

#define MQ(...) mma_row_exists(&(MmaQuery){__VA_ARGS__})
#define ANY NULL, NULL, NULL, NULL, NULL, NULL, NULL, -1, -1, NULL

#define NAME_MAX_TOKENS 12

/* Split a copy of REST (in BUF) at its dots into at most NAME_MAX_TOKENS tokens. */
static size_t name_tokens(const char *rest, char *buf, size_t size, const char *tok[NAME_MAX_TOKENS])
{
    snprintf(buf, size, "%s", rest);
    size_t n = 0;
    for (char *save = NULL, *p = strtok_r(buf, ".", &save); p && n < NAME_MAX_TOKENS; p = strtok_r(NULL, ".", &save))
        tok[n++] = p;
    return n;
}

/* Rules of a malformed llvm.nvvm.mma.[xor|and.popc.]<geom>.<la>.<lb>[.satfinite].<types> name. */
static bool mma_name(const char *name, const char *rest, char *msg, size_t len)
{
    char buf[160];
    const char *tok[NAME_MAX_TOKENS];
    size_t n = name_tokens(rest, buf, sizeof buf, tok);
    size_t k = 0;
    const char *popc = NULL;
    if (n > 1 && (!strcmp(tok[0], "xor") || !strcmp(tok[0], "and")) && !strcmp(tok[1], "popc")) {
        popc = tok[0];
        k = 2;
    }
    if (k >= n)
        return false;
    const char *geom = tok[k];
    if (!MQ(geom, NULL, NULL, NULL, NULL, NULL, NULL, -1, -1, NULL)) {
        /* the dense shapes, in the shape field's order */
        const QualField *sf = &form_qwords[QW_mma].f[QF_mma_shape];
        StrBuf b = {0};
        for (size_t v = 0; v < sf->nv; v++)
            if (MQ(sf->v[v].spell, NULL, NULL, NULL, NULL, NULL, NULL, -1, -1, NULL))
                sb_printf(&b, "%s%s", b.p ? ", " : "", sf->v[v].spell);
        snprintf(msg, len, "'%s': %s is not a warp-level mma shape (%s)", name, geom, b.p ? b.p : "");
        sb_free(&b);
        return true;
    }
    bool sat = k + 3 < n && !strcmp(tok[k + 3], "satfinite");
    size_t t0 = k + 3 + sat, nt = n > t0 ? n - t0 : 0;
    if (nt < 1 || nt > 2) {
        snprintf(msg, len, "'%s': an mma names A's and B's layouts, then its input type(s), or the D and C "
                 "types of an f16 mma", name);
        return true;
    }
    /* two accumulator types of f16 inputs (the D types an f16 mma row has) */
    bool f16 = nt == 2 && MQ(NULL, "f16", NULL, tok[t0], NULL, NULL, NULL, -1, -1, NULL) &&
               MQ(NULL, "f16", NULL, tok[t0 + 1], NULL, NULL, NULL, -1, -1, NULL);
    const char *ta = f16 ? "f16" : tok[t0], *tb = f16 || nt == 1 ? ta : tok[t0 + 1];
    bool a_ok = MQ(geom, ta, NULL, NULL, NULL, NULL, NULL, -1, -1, NULL);
    if (!a_ok || !MQ(geom, tb, NULL, NULL, NULL, NULL, NULL, -1, -1, NULL)) {
        snprintf(msg, len, "'%s': mma shape %s has no input type %s", name, geom, a_ok ? tb : ta);
        return true;
    }
    if (strcmp(ta, tb) && (ta[1] != tb[1] || strchr("su", ta[0]) == NULL || strchr("su", tb[0]) == NULL)) {
        snprintf(msg, len, "'%s': mma A and B types differ only in signedness (s8 / u8, s4 / u4)", name);
        return true;
    }
    /* row.col, or (a name with the D and C types of f16 inputs) a layout pair
     * an f16 row of the shape has */
    bool row_col = !strcmp(tok[k + 1], "row") && !strcmp(tok[k + 2], "col");
    if (!row_col && !(f16 && MQ(geom, "f16", NULL, NULL, NULL, tok[k + 1], tok[k + 2], -1, -1, NULL))) {
        snprintf(msg, len, "'%s': mma is row.col only (m8n8k4 with f16 inputs also takes row.row, col.col, col.row)",
                 name);
        return true;
    }
    if (!MQ(geom, ta, NULL, NULL, NULL, NULL, NULL, -1, popc != NULL, NULL)) {
        snprintf(msg, len, "'%s': .xor.popc / .and.popc apply to b1 mma only, and b1 mma needs one of them", name);
        return true;
    }
    if (sat && !MQ(NULL, ta, NULL, NULL, NULL, NULL, NULL, 1, -1, NULL)) {
        snprintf(msg, len, "'%s': mma .satfinite applies to s8, u8, s4 and u4 only", name);
        return true;
    }
    if (f16 && strcmp(tok[t0], tok[t0 + 1]) && !MQ(geom, "f16", NULL, tok[t0], tok[t0 + 1], NULL, NULL, -1, -1, NULL) &&
        !MQ(geom, "f16", NULL, tok[t0 + 1], tok[t0], NULL, NULL, -1, -1, NULL)) {
        /* LLVM 19 defines m16n8k16 f16.f32 / f32.f16; ptxas 13: ".dtype must be
         * '.f16' when .ctype is '.f16' for 'mma' instruction with shape '.m16n8k16'":
         * a shape whose f16 rows have one D and C type */
        snprintf(msg, len, "'%s': mma %s with f16 inputs takes D and C of one type (f16.f16 or f32.f32)", name,
                 geom);
        return true;
    }
    if (f16 && !MQ(geom, "f16", NULL, tok[t0], tok[t0 + 1], NULL, NULL, -1, -1, NULL)) {
        /* m8n8k4: ptxas 13: ".dtype must be '.f32' when .ctype is '.f32' for
         * 'mma' instruction with shape '.m8n8k4'" (LLVM 19 has no such name) */
        snprintf(msg, len, "'%s': mma %s has no %s D with an %s C", name, geom, tok[t0], tok[t0 + 1]);
        return true;
    }
    return false;
}

/* ldmatrix / stmatrix: m8n8, x1 / x2 / x4, optional .trans, b16, .p0 or .p3
 * (the 8-bit shapes of sm_100 are rows; a name here that is neither is
 * diagnosed against the m8n8 pattern, the shapes listed). */
static bool matrix_name(const char *name, const char *op, const char *rest, char *msg, size_t len)
{
    static const char shape[] = "sync.aligned.m8n8.";
    const char *p = rest;
    if (strncmp(p, shape, sizeof shape - 1)) {
        snprintf(msg, len, "'%s': %s shapes are sync.aligned.m8n8 (.b16) and %s", name, op,
                 !strcmp(op, "ldmatrix") ? "m16n16.x{1,2}.trans / m8n16 (8-bit, sm_100)"
                                         : "m16n8.x{1,2,4}.trans.b8 (sm_100)");
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
        if (!strncmp(in, "block.", 6))
            continue; /* block_scale_name lists those */
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

/* The fp8 / fp6 / fp4 element types of the mma word (mmakind, issue 13). */
static bool f8f6f4_type(const char *t)
{
    static const char *const f8[] = {"e4m3", "e5m2", "e3m2", "e2m3", "e2m1"};
    for (size_t i = 0; i < countof(f8); i++)
        if (!strcmp(t, f8[i]))
            return true;
    return false;
}

/* A malformed llvm.nvvm.mma.<geom>.<la>.<lb>[.kind.f8f6f4].<D>.<A>.<B>.<C> name
 * with fp8 / fp6 / fp4 inputs (upstream's MMA_SIGNATURE names all four types
 * for them). False when the name is not of that shape (the dense-name rules
 * answer it). */
static bool f8_name(const char *name, const char *rest, char *msg, size_t len)
{
    char buf[160];
    const char *tok[NAME_MAX_TOKENS];
    size_t n = name_tokens(rest, buf, sizeof buf, tok);
    bool kind = n > 4 && !strcmp(tok[3], "kind");
    size_t t0 = kind ? 5 : 3;
    if (n < t0 + 2 || !(f8f6f4_type(tok[t0]) || f8f6f4_type(tok[t0 + 1]) || kind))
        return false;
    if (kind && strcmp(tok[4], "f8f6f4")) {
        snprintf(msg, len, "'%s': a warp-level mma kind is kind.f8f6f4 (the block-scaled kinds are "
                 "llvm.nvvm.mma.block.scale.*)", name);
        return true;
    }
    if (n != t0 + 4) {
        snprintf(msg, len, "'%s': an mma with fp8 / fp6 / fp4 inputs names its D, A, B and C types "
                 "(llvm.nvvm.mma.<geom>.row.col[.kind.f8f6f4].<D>.<A>.<B>.<C>)", name);
        return true;
    }
    const char *geom = tok[0], *d = tok[t0], *a = tok[t0 + 1], *b = tok[t0 + 2], *c = tok[t0 + 3];
    if (strcmp(tok[1], "row") || strcmp(tok[2], "col")) {
        snprintf(msg, len, "'%s': mma with fp8 / fp6 / fp4 inputs is row.col only", name);
        return true;
    }
    if (!f8f6f4_type(a) || !f8f6f4_type(b)) {
        snprintf(msg, len, "'%s': A and B of this mma are e4m3, e5m2, e3m2, e2m3 or e2m1", name);
        return true;
    }
    if (strcmp(d, c) || !MQ(NULL, a, NULL, d, NULL, NULL, NULL, -1, -1, NULL)) {
        snprintf(msg, len, "'%s': mma with fp8 / fp6 / fp4 inputs takes D and C of one type (f16.f16 or f32.f32)",
                 name);
        return true;
    }
    const char *k = kind ? "kind::f8f6f4" : "";
    if (!kind && (!MQ(NULL, a, NULL, NULL, NULL, NULL, NULL, -1, -1, "") ||
                  !MQ(NULL, b, NULL, NULL, NULL, NULL, NULL, -1, -1, ""))) {
        /* ptxas: e3m2 / e2m3 / e2m1 exist with .kind::f8f6f4 only */
        snprintf(msg, len, "'%s': %s inputs need .kind::f8f6f4 (llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.%s.%s.%s.%s)",
                 name, MQ(NULL, a, NULL, NULL, NULL, NULL, NULL, -1, -1, "") ? b : a, d, a, b, c);
        return true;
    }
    /* the shapes the rows of this kind (or of none) have, in the shape field's order */
    const QualField *sf = &form_qwords[QW_mma].f[QF_mma_shape];
    StrBuf sb = {0};
    for (size_t v = 0; v < sf->nv; v++)
        if (MQ(sf->v[v].spell, a, b, d, c, NULL, NULL, -1, -1, k))
            sb_printf(&sb, "%s%s", sb.p ? ", " : "", sf->v[v].spell);
    snprintf(msg, len, "'%s': mma %s with these types is not a warp-level mma%s (shapes: %s)", name, geom,
             kind ? " of .kind::f8f6f4" : " without a kind", sb.p ? sb.p : "none");
    sb_free(&sb);
    return true;
}

/* A llvm.nvvm.mma[.sp.ordered.metadata].block.scale.* name no row has (the
 * names are long: the rule fits the 256-byte diagnostic with the name). */
static bool block_scale_name(const char *name, char *msg, size_t len)
{
    const char *st = strrchr(name, '.');
    if (strstr(name, ".mxf4nvf4.scale.4x.") && st && !strcmp(st, ".ue8m0")) {
        /* IntrinsicsNVVM.td defines it (NVVM_MMA_BLOCK_SCALE_SUPPORTED); ptxas
         * 13: "Illegal modifier '.scale_vec::4X' for instruction 'mma' with
         * type '.ue8m0'" */
        snprintf(msg, len, "'%s': ptxas 13 rejects mxf4nvf4 scale_vec::4X with ue8m0 scales (upstream LLVM defines "
                 "the name); use ue4m3", name);
        return true;
    }
    /* the variants: mma.td / mma_sp.td, docs/intrinsics.md (mmakind) */
    snprintf(msg, len, "'%s': no block-scaled mma has this shape, kind, scale vector, scale type and A / B types", name);
    return true;
}

bool mma_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    static const char mma[] = "llvm.nvvm.mma.", ld[] = "llvm.nvvm.ldmatrix.", st[] = "llvm.nvvm.stmatrix.";
    static const char bs[] = "llvm.nvvm.mma.block.scale.", spbs[] = "llvm.nvvm.mma.sp.ordered.metadata.block.scale.";
    if (!strncmp(name, bs, sizeof bs - 1))
        return block_scale_name(name, msg, len);
    if (!strncmp(name, spbs, sizeof spbs - 1))
        return block_scale_name(name, msg, len);
    if (!strncmp(name, "llvm.nvvm.mma.sp.", 17))
        return sparse_name(name, msg, len);
    if (!strncmp(name, mma, sizeof mma - 1))
        return f8_name(name, name + sizeof mma - 1, msg, len) || mma_name(name, name + sizeof mma - 1, msg, len);
    if (!strncmp(name, ld, sizeof ld - 1))
        return matrix_name(name, "ldmatrix", name + sizeof ld - 1, msg, len);
    if (!strncmp(name, st, sizeof st - 1))
        return matrix_name(name, "stmatrix", name + sizeof st - 1, msg, len);
    return false;
}
