/*
 * The hash of an intrinsic's name, shared by ptxsel-tblgen (which places
 * each name's rows in the generated table ptxsel_form_intr_hash) and the
 * library (mc/tables.c form_intr_range, which looks them up): the two must
 * compute the same. FNV-1a, 32 bits. Self-contained (no other header of
 * the library), so the generator can include it.
 */
#ifndef PTXSEL_INTRHASH_H
#define PTXSEL_INTRHASH_H
#include <stdint.h>

static inline uint32_t intr_name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

#endif
