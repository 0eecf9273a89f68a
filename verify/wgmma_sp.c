/*
 * Sparse WGMMA names (docs/verifier.md "WGMMA"; tablegen-data/wgmma_sp.td).
 * Consumes: llvm.nvvm.wgmma.mma_async.sp.* intrinsic names and
 *           wgmma.mma_async.sp.* PTX spellings that no row knows.
 * Produces: the WGMMA shape / type rule the name breaks, worded for the
 *           sparse forms (their K is twice the dense K; there is no b1 form).
 * Guarantees: what is legal is what the sparse rows hold, read from their
 *           control words (opcode wgmma.mma_async.sp of the wgmma word); no
 *           shape or type table of its own. The per-instruction rules
 *           (immediates) are the dense ones' (verify/hopper.c: same family).
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* A query on the sparse rows: NULL / 0 / -1 is "any". */
typedef struct {
    const char *d, *a, *b;
    unsigned n, k;
    int sat;
} SpQuery;

static bool sp_row_exists(const SpQuery *q)
{
    const QualWord *w = &form_qwords[QW_wgmma];
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword != QW_wgmma || r->role != ROLE_wgmma_mma ||
            !qword_is(w, QF_wgmma_op, r->word, "wgmma.mma_async.sp"))
            continue;
        uint64_t sh = qword_field(w, QF_wgmma_shape, r->word);
        unsigned m, n, k;
        if (!sh || sscanf(w->f[QF_wgmma_shape].v[sh - 1].spell, "m%un%uk%u", &m, &n, &k) != 3)
            continue;
        if ((!q->n || q->n == n) && (!q->k || q->k == k) && qword_is(w, QF_wgmma_dtype, r->word, q->d) &&
            qword_is(w, QF_wgmma_atype, r->word, q->a) && qword_is(w, QF_wgmma_btype, r->word, q->b) &&
            (q->sat < 0 || (int)qword_field(w, QF_wgmma_satfinite, r->word) == q->sat))
            return true;
    }
    return false;
}

/* The K of the sparse rows with A type a (0: none has it). */
static unsigned sp_k_of(const char *a)
{
    for (unsigned k = 1; k <= 1024; k *= 2)
        if (sp_row_exists(&(SpQuery){NULL, a, NULL, 0, k, -1}))
            return k;
    return 0;
}

/* "m<M>n<N>k<K>.<d>.<a>.<b>[.<rest>]": fills msg with the rule it breaks
 * and returns true; false when it breaks none or is not such a spelling
 * (then it is an unknown name). */
static bool sp_rule(const char *s, char *msg, size_t len)
{
    unsigned m, n, k;
    char d[8], a[8], b[8];
    int used = 0;
    if (sscanf(s, "m%un%uk%u.%7[a-z0-9].%7[a-z0-9].%7[a-z0-9]%n", &m, &n, &k, d, a, b, &used) != 6)
        return false;
    const char *rest = s + used;
    if (*rest && *rest != '.')
        return false;
    bool sat = !strcmp(rest, ".satfinite");
    if (m != 64)
        snprintf(msg, len, "WGMMA M must be 64");
    else if (n % 8)
        snprintf(msg, len, "WGMMA N must be a multiple of 8");
    else if (n < 8 || n > 256)
        snprintf(msg, len, "WGMMA N must be in the range 8..256");
    else if (!sp_row_exists(&(SpQuery){NULL, a, b, 0, 0, -1}))
        snprintf(msg, len, "sparse WGMMA input types .%s.%s are not supported (A and B must be f16, bf16, tf32, "
                 "e4m3/e5m2 or s8/u8 pairs)", a, b);
    else if (k != sp_k_of(a))
        snprintf(msg, len, "sparse WGMMA K must be %u for .%s inputs (twice the dense K)", sp_k_of(a), a);
    else if (!sp_row_exists(&(SpQuery){NULL, a, b, n, k, -1}))
        snprintf(msg, len, "WGMMA N=%u is not valid for .%s inputs (N must be 8, 16, 24 or a multiple of 16 up to 256)",
                 n, a);
    else if (sat && !sp_row_exists(&(SpQuery){d, NULL, NULL, 0, 0, 1}))
        snprintf(msg, len, "WGMMA .satfinite requires an s32 accumulator");
    else if (!sp_row_exists(&(SpQuery){d, a, NULL, 0, 0, -1}))
        snprintf(msg, len, "WGMMA accumulator type .%s is not valid for .%s inputs", d, a);
    else if (*rest && !sat)
        snprintf(msg, len, "sparse WGMMA qualifier %s is not supported for .%s.%s.%s", rest, d, a, b);
    else
        return false;
    return true;
}

bool wgmma_sp_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    static const char pre[] = "llvm.nvvm.wgmma.mma_async.sp.sync.aligned.";
    return !strncmp(name, pre, sizeof pre - 1) && sp_rule(name + sizeof pre - 1, msg, len);
}

bool wgmma_sp_diagnose_spelling(const char *spelling, char *msg, size_t len)
{
    static const char pre[] = "wgmma.mma_async.sp.sync.aligned.";
    char base[256];
    size_t n = strcspn(spelling, "+"); /* "+rs": an operand variant */
    if (n >= sizeof base || strncmp(spelling, pre, sizeof pre - 1))
        return false;
    memcpy(base, spelling, n);
    base[n] = 0;
    const char *s = base + sizeof pre - 1;
    /* only .satfinite may follow the types; anything else is an unknown form */
    unsigned dots = 0;
    for (const char *p = s; *p; p++)
        dots += *p == '.';
    if (dots > 4 || (dots == 4 && strcmp(strrchr(s, '.'), ".satfinite")))
        return false;
    return sp_rule(s, msg, len);
}
