/*
 * Look-ups into the generated form tables (build/gen/forms.c).
 * Consumes: the sorted indices emitted by ptxsel-tblgen.
 * Produces: row indices by key, by (LLVM opcode, type), by intrinsic name;
 *           operand domains; where each argument of a row sits among the
 *           instruction's operands.
 * Guarantees: read-only; safe from any thread.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "intrhash.h" /* intr_name_hash, as ptxsel-tblgen placed the names */

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

long form_axis_find(const uint16_t *axis, size_t n, uint32_t form)
{
    for (size_t i = 0; i < n; i++)
        if (axis[i] == form)
            return (long)i;
    return -1;
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

void form_intr_range(const char *name, size_t *lo, size_t *hi)
{
    size_t mask = ptxsel_form_intr_nhash - 1;
    for (size_t i = intr_name_hash(name) & mask;; i = (i + 1) & mask) {
        uint32_t v = ptxsel_form_intr_hash[i];
        if (!v)
            break;
        size_t first = v & 0xfffff;
        if (!strcmp(ptxsel_form_rows[ptxsel_form_by_intr[first]].intr, name)) {
            *lo = first;
            *hi = first + (v >> 20);
            return;
        }
    }
    *lo = *hi = 0;
}

/* The row a binary search of ptxsel_form_by_intr by name meets first
 * among the name's rows (which one of them callers get has always been
 * that search's): the search's steps on positions alone, the rows' range
 * known from form_intr_range. */
int form_find_intr(const char *name)
{
    size_t first, end;
    form_intr_range(name, &first, &end);
    if (first == end)
        return -1;
    size_t lo = 0, hi = ptxsel_form_nintr;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (mid >= first && mid < end)
            return (int)ptxsel_form_by_intr[mid];
        if (mid < first)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1; /* not reached: [first, end) is not empty */
}

/* ------------------------------------------------------------ operand domains */

bool sig_dom_has(const SigType *s)
{
    return s->ndom || s->domflags || s->mult > 1;
}

bool sig_dom_ok(const SigType *s, int64_t v)
{
    if (s->mult > 1 && v % s->mult)
        return false;
    if ((s->domflags & SIG_DOM_NONZERO) && !v)
        return false;
    if ((s->domflags & SIG_DOM_POW2) && (v <= 0 || (v & (v - 1))))
        return false;
    if (!s->ndom)
        return true;
    for (unsigned i = 0; i < s->ndom; i++)
        if (v >= s->dom[2 * i] && v <= s->dom[2 * i + 1])
            return true;
    return false;
}

/* Is hi the type's largest value (a range "at least LO")? */
static bool open_above(const SigType *s, int64_t hi)
{
    return hi == INT64_MAX || (hi == INT32_MAX && s->bits <= 32);
}

/* "0..15", "-1 or 1", "a multiple of 16 in 0..1048560", "a power of two in
 * 32..512", "a non-zero multiple of 32", "at least 1" */
void sig_dom_str(const SigType *s, char *buf, size_t n)
{
    size_t k = 0;
#define PUT(...) (k += (size_t)snprintf(buf + (k < n ? k : n), k < n ? n - k : 0, __VA_ARGS__))
    buf[0] = 0;
    bool nz = s->domflags & SIG_DOM_NONZERO;
    if (s->domflags & SIG_DOM_POW2)
        PUT("a power of two");
    else if (s->mult > 1)
        PUT("a%s multiple of %lld", nz ? " non-zero" : "", (long long)s->mult);
    else if (nz)
        PUT("non-zero");
    bool any = k > 0;
    for (unsigned i = 0; i < s->ndom; i++) {
        long long lo = s->dom[2 * i], hi = s->dom[2 * i + 1];
        PUT("%s", i ? (i + 1 == s->ndom ? " or " : ", ") : (any ? " in " : ""));
        if (lo == hi)
            PUT("%lld", lo);
        else if (open_above(s, hi))
            PUT("at least %lld", lo);
        else
            PUT("%lld..%lld", lo, hi);
    }
#undef PUT
}

void sig_dom_violation(const SigType *s, int64_t v, char *buf, size_t n)
{
    if (s->ndom == 1 && !s->domflags && s->mult <= 1 && s->dom[0] != s->dom[1] && !open_above(s, s->dom[1])) {
        snprintf(buf, n, "is %lld, outside the range %lld..%lld", (long long)v, (long long)s->dom[0],
                 (long long)s->dom[1]);
        return;
    }
    char want[128];
    sig_dom_str(s, want, sizeof want);
    snprintf(buf, n, "is %lld, expected %s", (long long)v, want);
}

int64_t sig_dom_first(const SigType *s)
{
    if (sig_dom_ok(s, 0))
        return 0;
    int64_t m = s->mult > 1 ? s->mult : 1;
    for (unsigned i = 0; i < (s->ndom ? s->ndom : 1u); i++) {
        int64_t v = s->ndom ? s->dom[2 * i] : 1, hi = s->ndom ? s->dom[2 * i + 1] : INT64_MAX;
        if (v % m)
            v += v > 0 ? m - v % m : -(v % m);
        if (!v && (s->domflags & SIG_DOM_NONZERO))
            v = m;
        if (s->domflags & SIG_DOM_POW2) {
            int64_t p = 1;
            while (p < v && p < INT64_MAX / 2)
                p *= 2;
            v = p;
        }
        if (v <= hi && sig_dom_ok(s, v))
            return v;
    }
    return s->ndom ? s->dom[0] : 0;
}

/* Whether a template prints operand k alone in brackets, "[%k]" (or
 * "[%{k}]"): an address operand, which may then be an MO_ADDR ([reg+off],
 * [sym+off]; mc/print.c prints it inside the template's brackets). */
bool tmpl_operand_is_address(const char *t, unsigned k)
{
    for (; t && *t; t++) {
        if (t[0] != '[' || t[1] != '%')
            continue;
        const char *p = t + 2;
        unsigned n = 0;
        if (*p == '{') {
            p++;
            if (!isdigit((unsigned char)*p))
                continue;
            while (isdigit((unsigned char)*p))
                n = n * 10 + (unsigned)(*p++ - '0');
            if (*p++ != '}')
                continue;
        } else if (isdigit((unsigned char)*p)) {
            n = (unsigned)(*p++ - '0');
        } else {
            continue;
        }
        if (n == k && *p == ']')
            return true;
    }
    return false;
}

unsigned form_arg_operand(const FormRow *r, unsigned a)
{
    const SigType *res = &r->sig[0];
    if (!r->nsig || res->kind == SIG_VOID)
        return a;
    if (res->regform == SIG_REG_VEC_SCALAR || res->regform == SIG_REG_PRED_PAIR)
        return a + 2;
    return a + 1;
}
