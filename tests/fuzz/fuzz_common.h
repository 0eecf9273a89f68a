/*
 * Shared helpers of the libFuzzer harnesses (tests/fuzz/fuzz_*.c).
 * A harness aborts through FUZZ_CHECK when an invariant of the public API
 * breaks, so that libFuzzer records the input as a crash.
 */
#ifndef PTXSEL_FUZZ_COMMON_H
#define PTXSEL_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptxsel/ptxsel.h"

#define FUZZ_CHECK(cond, ...)                                                        \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "fuzz invariant failed at %s:%d: %s\n  ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                            \
            fputc('\n', stderr);                                                     \
            abort();                                                                 \
        }                                                                            \
    } while (0)

/* A NUL-terminated heap copy of [p, p+n) (ASan sees reads past its end). */
static inline char *fuzz_strndup(const uint8_t *p, size_t n)
{
    char *s = malloc(n + 1);
    if (!s)
        abort();
    memcpy(s, p, n);
    s[n] = 0;
    return s;
}

/* A byte reader over the fuzzer's input: past the end it yields zeros. */
typedef struct FuzzIn {
    const uint8_t *p;
    size_t n;
} FuzzIn;

static inline uint8_t fuzz_u8(FuzzIn *in)
{
    if (!in->n)
        return 0;
    in->n--;
    return *in->p++;
}

static inline uint64_t fuzz_u64(FuzzIn *in)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)fuzz_u8(in) << (8 * i);
    return v;
}

#endif
