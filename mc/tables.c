/*
 * Look-ups into the generated form tables (build/gen/forms.c).
 * Consumes: the sorted indices emitted by ptxsel-tblgen.
 * Produces: row indices by key, by (LLVM opcode, type), by intrinsic name;
 *           the public form iteration API.
 * Guarantees: read-only; safe from any thread.
 */
#include <string.h>

#include "internal.h"

static int bsearch_idx(const uint32_t *idx, size_t n, const void *want,
                       int (*cmp)(const FormRow *, const void *))
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = cmp(&ptxsel_form_rows[idx[mid]], want);
        if (c == 0)
            return (int)idx[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

static int cmp_key(const FormRow *r, const void *w)
{
    return strcmp(r->key, (const char *)w);
}

typedef struct {
    const char *op, *ty;
} IrWant;

static int cmp_ir(const FormRow *r, const void *w)
{
    const IrWant *x = w;
    int c = strcmp(r->irop, x->op);
    return c ? c : strcmp(r->irty, x->ty);
}

static int cmp_intr(const FormRow *r, const void *w)
{
    return strcmp(r->intr, (const char *)w);
}

int form_find_key(const char *key)
{
    return bsearch_idx(ptxsel_form_by_key, ptxsel_form_nrows, key, cmp_key);
}

int form_find_ir(const char *irop, const char *irty)
{
    IrWant w = {irop, irty};
    return bsearch_idx(ptxsel_form_by_ir, ptxsel_form_nir, &w, cmp_ir);
}

int form_find_intr(const char *name)
{
    return bsearch_idx(ptxsel_form_by_intr, ptxsel_form_nintr, name, cmp_intr);
}

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
