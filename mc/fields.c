/*
 * Packed words as data: one engine packs, decodes and validates every word
 * ptxsel or the hardware defines (the SM90 and SM100 shared-memory matrix
 * descriptors, the tcgen05 instruction descriptor, tcgen05.mma's control and
 * collector words), each described once as a WordLayout of WordFields.
 * Consumes: a layout and field values (pack) or a word (decode, validate).
 * Produces: the word, each field's value (in its own units: bytes for byte
 *           offsets, N and M for the idesc shape), messages.
 * Guarantees: pure functions; pack checks every field in table order and
 *           refuses a value outside its domain instead of truncating it;
 *           validate reports reserved bits first, then each field whose
 *           decoded value its domain excludes (those with a vmsg).
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

static uint64_t field_mask(const WordField *f)
{
    return f->width >= 64 ? ~0ull : ((1ull << f->width) - 1);
}

uint64_t word_used(const WordLayout *L)
{
    uint64_t m = 0;
    for (size_t i = 0; i < L->n; i++)
        m |= field_mask(&L->f[i]) << L->f[i].shift;
    return m;
}

uint64_t word_get(const WordLayout *L, size_t i, uint64_t w)
{
    const WordField *f = &L->f[i];
    return (w >> f->shift & field_mask(f)) << f->unit_log2;
}

static bool in_domain(const WordField *f, uint64_t v)
{
    if (v & ((1ull << f->unit_log2) - 1))
        return false;
    if (f->bytes) /* every multiple of the unit the field holds */
        return (v >> f->unit_log2) <= field_mask(f);
    if (f->nset) {
        for (size_t k = 0; k < f->nset; k++)
            if (f->set[k] == v)
                return true;
        return false;
    }
    return v >= f->lo && v <= f->hi;
}

/* Expand a message template: %N the layout's message name, %F the field's
 * name, %V the value (decimal), %X (hex), %D the domain text, %U the unit,
 * %W the word (hex, every digit), %B the field's bits ("17-22"), %w its
 * width, %M the largest value it holds (hex), %% a '%'. */
static void expand(char *out, size_t len, const char *t, const WordLayout *L, const WordField *f, uint64_t v,
                   uint64_t w)
{
    StrBuf b = {0};
    for (; *t; t++) {
        if (*t != '%' || !t[1]) {
            sb_putc(&b, *t);
            continue;
        }
        switch (*++t) {
        case 'N': sb_puts(&b, L->msg_name); break;
        case 'F': sb_puts(&b, f->name); break;
        case 'V': sb_printf(&b, "%llu", (unsigned long long)v); break;
        case 'X': sb_printf(&b, "0x%llx", (unsigned long long)v); break;
        case 'D': sb_puts(&b, f->dom); break;
        case 'U': sb_printf(&b, "%u", 1u << f->unit_log2); break;
        case 'W': sb_printf(&b, "0x%0*llx", L->bits / 4, (unsigned long long)w); break;
        case 'B': sb_printf(&b, "%u-%u", f->shift, f->shift + f->width - 1); break;
        case 'w': sb_printf(&b, "%u", f->width); break;
        case 'M': sb_printf(&b, "0x%llx", (unsigned long long)(field_mask(f) << f->unit_log2)); break;
        default: sb_putc(&b, *t); break;
        }
    }
    snprintf(out, len, "%s", b.p ? b.p : "");
    sb_free(&b);
}

/* The pack message of a value outside the field's domain. */
static void pack_message(char *out, size_t len, const WordLayout *L, const WordField *f, uint64_t v)
{
    const char *t = f->packmsg;
    if (!t && f->bytes)
        t = v & ((1ull << f->unit_log2) - 1) ? "%N %F %X is not a multiple of %U bytes"
                                              : "%N %F %X does not fit in %w bits of %U-byte units (max %M)";
    if (!t)
        t = "%N %F %V is outside %D";
    expand(out, len, t, L, f, v, 0);
}

bool word_pack(const WordLayout *L, const uint64_t *vals, uint64_t *out, char *err, size_t len)
{
    uint64_t w = 0;
    for (size_t i = 0; i < L->n; i++) {
        const WordField *f = &L->f[i];
        uint64_t v = f->fixed ? f->lo : vals[i];
        if (!f->fixed && (!in_domain(f, v) || (v >> f->unit_log2) > field_mask(f))) {
            if (err && len)
                pack_message(err, len, L, f, v);
            return false;
        }
        w |= (v >> f->unit_log2 & field_mask(f)) << f->shift;
    }
    *out = w;
    return true;
}

void word_decode(const WordLayout *L, uint64_t w, uint64_t *vals)
{
    for (size_t i = 0; i < L->n; i++)
        vals[i] = word_get(L, i, w);
}

bool word_validate(const WordLayout *L, uint64_t w, char *msg, size_t len)
{
    uint64_t bad = w & ~word_used(L);
    if (bad) {
        if (msg && len)
            snprintf(msg, len, "reserved bits set in %s: 0x%0*llx", L->name, L->bits / 4, (unsigned long long)bad);
        return false;
    }
    for (size_t i = 0; i < L->n; i++) {
        const WordField *f = &L->f[i];
        uint64_t v = word_get(L, i, w);
        if (f->vmsg && !in_domain(f, v)) {
            if (msg && len)
                expand(msg, len, f->vmsg, L, f, v, w);
            return false;
        }
    }
    return true;
}
