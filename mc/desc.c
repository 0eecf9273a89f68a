/*
 * Hardware descriptors: the SM90 WGMMA shared-memory matrix descriptor.
 * Consumes: field values (encode) or a 64-bit descriptor (decode / validate).
 * Produces: the docs/encodings.md layout (PTX ISA "Matrix Descriptor Format"; an
 *           older layout with LBO at bits 14-29 is wrong).
 * Guarantees: pure functions; encode rejects unaligned or out-of-range fields
 *           instead of truncating them; validate names the reserved bits set.
 *           The layout is a field table; mc/fields.c packs, decodes and
 *           validates it.
 */
#include <stdio.h>

#include "internal.h"

/* Field order is the order pack checks them in. */
enum { GD_START, GD_LBO, GD_SBO, GD_BASE, GD_SWZ, GD_N };
static const WordField gmma_fields[GD_N] = {
    [GD_START] = {.name = "start address", .shift = 0, .width = 14, .unit_log2 = 4, .bytes = true},
    [GD_LBO] = {.name = "leading byte offset", .shift = 16, .width = 14, .unit_log2 = 4, .bytes = true},
    [GD_SBO] = {.name = "stride byte offset", .shift = 32, .width = 14, .unit_log2 = 4, .bytes = true},
    [GD_BASE] = {.name = "base offset", .shift = 49, .width = 3, .hi = 7, .dom = "0..7"},
    [GD_SWZ] = {.name = "swizzle", .shift = 62, .width = 2, .hi = 3, .dom = "0..3"},
};
const WordLayout word_gmma_desc = {"gmma-desc", "gmma-desc", 64, gmma_fields, GD_N};

ptxsel_status ptxsel_gmma_desc(const ptxsel_gmma_desc_fields *f, uint64_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_gmma_desc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    const uint64_t v[GD_N] = {f->start_addr, f->lbo, f->sbo, f->base_offset, f->swizzle};
    return word_pack(&word_gmma_desc, v, out, err, errlen) ? PTXSEL_OK : PTXSEL_INVALID;
}

void ptxsel_gmma_desc_decode(uint64_t d, ptxsel_gmma_desc_fields *f)
{
    if (!f)
        return;
    uint64_t v[GD_N];
    word_decode(&word_gmma_desc, d, v);
    f->start_addr = (uint32_t)v[GD_START];
    f->lbo = (uint32_t)v[GD_LBO];
    f->sbo = (uint32_t)v[GD_SBO];
    f->base_offset = (unsigned)v[GD_BASE];
    f->swizzle = (unsigned)v[GD_SWZ];
}

ptxsel_status ptxsel_gmma_desc_validate(uint64_t d, char *msg, size_t msglen)
{
    return word_validate(&word_gmma_desc, d, msg, msglen) ? PTXSEL_OK : PTXSEL_INVALID;
}

const char *ptxsel_gmma_swizzle_name(unsigned s)
{
    static const char *const names[] = {"none", "128B", "64B", "32B"};
    return s < 4 ? names[s] : NULL;
}
