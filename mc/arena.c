/*
 * Arena allocation, growable strings and a pointer-keyed hash map.
 * Consumes: sizes and strings. Produces: memory owned by an arena (freed all
 * at once by arena_free) or by a StrBuf (sb_take hands it to the caller).
 * Guarantees: allocation failure (or an arena over its limit) is an internal
 *           abort, never silent: it unwinds to the caller's Recovery.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The head chunk's data up to the arena's room (ArenaRoom) is handed out.
 * arena_alloc zeroes each allocation, and arena_alloc_raw none: most of
 * the memory (machine instructions and their operands) is written in full
 * by whoever takes it, so zeroing it ahead would write it twice. */
typedef struct Chunk {
    struct Chunk *next;
    size_t cap;
    _Alignas(16) unsigned char data[];
} Chunk;

struct Arena {
    ArenaRoom room;      /* first: arena_alloc_raw (mc/internal.h) takes from it inline */
    Chunk *head;
    Chunk *spare;        /* chunks kept by arena_recycle, reused before any malloc */
    size_t total, limit; /* bytes held in chunks; 0 limit: none */
    Arena *parent;       /* arena_new_child: the chunks count against the parent's limit */
};

/* The innermost recovery point of this thread: thread-local, so contexts
 * on different threads never see each other's. */
static _Thread_local Recovery *recovery_top;

void recovery_push(Recovery *r)
{
    r->msg[0] = 0;
    r->prev = recovery_top;
    recovery_top = r;
}

void recovery_leave(Recovery *r)
{
    if (recovery_top == r)
        recovery_top = r->prev;
}

void ptxsel_internal_abort(const char *file, int line, const char *what)
{
    Recovery *r = recovery_top;
    if (r) {
        snprintf(r->msg, sizeof r->msg, "internal error at %s:%d: %s", file, line, what);
        longjmp(r->jb, 1);
    }
    fprintf(stderr, "ptxsel: internal error at %s:%d: %s\n", file, line, what);
    abort();
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    return p;
}

Arena *arena_new(void)
{
    Arena *a = xmalloc(sizeof *a);
    a->room = (ArenaRoom){NULL, NULL};
    a->head = a->spare = NULL;
    a->total = a->limit = 0;
    a->parent = NULL;
    return a;
}

Arena *arena_new_child(Arena *parent)
{
    Arena *a = arena_new();
    a->parent = parent;
    return a;
}

void arena_set_limit(Arena *a, size_t bytes)
{
    a->limit = bytes;
}

void arena_free(Arena *a)
{
    arena_reset(a);
    free(a);
}

static void free_chunks(Chunk *c)
{
    for (Chunk *n; c; c = n) {
        n = c->next;
        free(c);
    }
}

void arena_reset(Arena *a)
{
    if (!a)
        return;
    free_chunks(a->head);
    free_chunks(a->spare);
    if (a->parent)
        a->parent->total -= a->total;
    a->room = (ArenaRoom){NULL, NULL};
    a->head = a->spare = NULL;
    a->total = 0;
}

void arena_recycle(Arena *a)
{
    Chunk *c = a->head;
    while (c) {
        Chunk *n = c->next;
        c->next = a->spare;
        a->spare = c;
        c = n;
    }
    a->head = NULL;
    a->room = (ArenaRoom){NULL, NULL};
}

/* The arena whose limit applies to a (its parent's for a child). */
static Arena *limit_owner(Arena *a)
{
    return a->parent ? a->parent : a;
}

void *arena_alloc_new_chunk(Arena *a, size_t n)
{
    /* a recycled chunk large enough (the first spare: recycling keeps the
     * order in which they were taken) */
    Chunk **sp = &a->spare, *c;
    while (*sp && (*sp)->cap < n)
        sp = &(*sp)->next;
    if (*sp) {
        c = *sp;
        *sp = c->next;
    } else {
        size_t cap = n > 65536 ? n : 65536;
        Arena *o = limit_owner(a);
        if (o->limit && (cap > o->limit || o->total > o->limit - cap))
            ptxsel_internal_abort(__FILE__, __LINE__, "out of memory (over the limit set by ptxsel_options.max_memory)");
        c = xmalloc(sizeof *c + cap);
        a->total += cap;
        if (a->parent)
            a->parent->total += cap;
        c->cap = cap;
    }
    c->next = a->head;
    a->head = c;
    /* what the old head had left is not used again */
    a->room = (ArenaRoom){c->data + n, c->data + c->cap};
    return c->data;
}

void *arena_grow_copy(Arena *a, void *p, size_t n, size_t *cap, size_t sz)
{
    size_t nc = *cap ? 2 * *cap : 64;
    void *q = arena_alloc_raw(a, nc * sz);
    if (n)
        memcpy(q, p, n * sz);
    *cap = nc;
    return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc_raw(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s)
{
    return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

/* One vsnprintf into a stack buffer; a second only for a longer text. */
char *arena_vprintf(Arena *a, const char *fmt, va_list ap)
{
    char buf[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, ap2);
    va_end(ap2);
    if (n < 0) /* an encoding error formats as "", as sb_vprintf does */
        return arena_alloc(a, 1);
    char *p = arena_alloc_raw(a, (size_t)n + 1);
    if ((size_t)n < sizeof buf)
        memcpy(p, buf, (size_t)n + 1);
    else
        vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

void sb_grow(StrBuf *b, size_t extra)
{
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->n + extra + 1)
        cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    b->p = p;
    b->cap = cap;
}

static void sb_reserve(StrBuf *b, size_t extra)
{
    if (b->n + extra + 1 > b->cap)
        sb_grow(b, extra);
}

/* One vsnprintf into the room there is; a second only when it did not fit. */
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    sb_reserve(b, 64);
    size_t room = b->cap - b->n;
    int n = vsnprintf(b->p + b->n, room, fmt, ap);
    if (n < 0)
        n = 0;
    else if ((size_t)n >= room) {
        sb_reserve(b, (size_t)n);
        vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap2);
    }
    va_end(ap2);
    b->n += (size_t)n;
}

/* Decimal and hexadecimal integers without a format string (the printer's
 * registers and immediates: most of the PTX text). */
/* The number of decimal digits of v. */
static size_t u64_len(uint64_t v)
{
    size_t n = 1;
    while (v >= 10000) {
        v /= 10000;
        n += 4;
    }
    if (v >= 100) {
        v /= 100;
        n += 2;
    }
    return n + (v >= 10);
}

const char dec_pairs[201] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                            "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                            "8081828384858687888990919293949596979899";

/* v in decimal in the u64_len(v) bytes before end (two digits at a time). */
static void u64_write(char *end, uint64_t v)
{
    while (v >= 100) {
        unsigned r = (unsigned)(v % 100);
        v /= 100;
        end -= 2;
        memcpy(end, dec_pairs + 2 * r, 2);
    }
    if (v >= 10) {
        end -= 2;
        memcpy(end, dec_pairs + 2 * v, 2);
    } else
        *--end = (char)('0' + v);
}

/* fmt_u64 for any v: its case of 10000 and above */
size_t fmt_u64_long(char *out, uint64_t v)
{
    size_t n = u64_len(v);
    u64_write(out + n, v);
    return n;
}

char *arena_cat(Arena *a, const char *s, const char *t)
{
    size_t ns = strlen(s), nt = strlen(t);
    char *p = arena_alloc_raw(a, ns + nt + 1);
    memcpy(p, s, ns);
    memcpy(p + ns, t, nt + 1);
    return p;
}

char *arena_cat_u64(Arena *a, const char *s, const char *t, uint64_t v)
{
    size_t ns = strlen(s), nt = strlen(t), nv = u64_len(v);
    char *p = arena_alloc_raw(a, ns + nt + nv + 1);
    memcpy(p, s, ns);
    memcpy(p + ns, t, nt);
    u64_write(p + ns + nt + nv, v);
    p[ns + nt + nv] = 0;
    return p;
}

/* Straight into the buffer: a register number is printed for almost every
 * operand. */
void sb_put_u64(StrBuf *b, uint64_t v)
{
    if (b->n + 21 > b->cap)
        sb_grow(b, 20);
    size_t n = fmt_u64(b->p + b->n, v);
    b->n += n;
    b->p[b->n] = 0;
}

void sb_put_i64(StrBuf *b, int64_t v)
{
    if (v < 0) {
        sb_putc(b, '-');
        sb_put_u64(b, (uint64_t)0 - (uint64_t)v);
    } else
        sb_put_u64(b, (uint64_t)v);
}

void sb_put_hex(StrBuf *b, uint64_t v, unsigned digits)
{
    char t[16];
    for (unsigned i = digits; i-- > 0; v >>= 4)
        t[i] = "0123456789ABCDEF"[v & 15];
    sb_putn(b, t, digits);
}

void sb_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

void sb_prepend(StrBuf *b, const char *s, size_t n)
{
    sb_reserve(b, n);
    memmove(b->p + n, b->p, b->n);
    memcpy(b->p, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

char *sb_take(StrBuf *b)
{
    sb_reserve(b, 0);
    char *p = b->p;
    b->p = NULL;
    b->n = b->cap = 0;
    return p;
}

void sb_free(StrBuf *b)
{
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}

/* ---------------------------------------------------------------- PtrMap */

/* The slots come with the first pmap_put: most of the maps a function's
 * selection sets up stay empty for a small function. */
void pmap_init(PtrMap *m, Arena *a)
{
    m->cap = 0;
    m->len = 0;
    m->arena = a;
    m->slots = NULL;
}

/* cap slots (a power of two above twice the entries); the old keys are
 * distinct: each goes to the first free slot of its probe sequence */
static void pmap_rehash(PtrMap *m, size_t cap)
{
    PtrSlot *slots = arena_alloc(m->arena, cap * sizeof *slots);
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->slots[i].key)
            continue;
        size_t j = pmap_hash(m->slots[i].key, cap);
        while (slots[j].key)
            j = (j + 1) & (cap - 1);
        slots[j] = m->slots[i];
    }
    m->slots = slots;
    m->cap = cap;
}

void pmap_reserve(PtrMap *m, size_t n)
{
    if ((n + 1) * 2 <= m->cap)
        return;
    size_t cap = m->cap ? m->cap : 64;
    while ((n + 1) * 2 > cap)
        cap *= 2;
    pmap_rehash(m, cap);
}

void pmap_grow(PtrMap *m)
{
    pmap_rehash(m, m->cap ? m->cap * 2 : 64); /* twice the room */
}
