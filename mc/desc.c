/*
 * Hardware descriptors: the SM90 WGMMA shared-memory matrix descriptor.
 * Consumes: field values (encode) or a 64-bit descriptor (decode / validate).
 * Produces: the docs/encodings.md layout (PTX ISA "Matrix Descriptor Format"; an
 *           older layout with LBO at bits 14-29 is wrong).
 * Guarantees: pure functions; encode rejects unaligned or out-of-range fields
 *           instead of truncating them; validate names the reserved bits set.
 */
#include <stdio.h>

#include "internal.h"

#define GMMA_ADDR_SHIFT 0
#define GMMA_LBO_SHIFT 16
#define GMMA_SBO_SHIFT 32
#define GMMA_BASE_SHIFT 49
#define GMMA_SWZ_SHIFT 62
#define GMMA_FIELD14 0x3FFFull
/* every bit that belongs to a field */
#define GMMA_USED ((GMMA_FIELD14 << GMMA_ADDR_SHIFT) | (GMMA_FIELD14 << GMMA_LBO_SHIFT) | \
                   (GMMA_FIELD14 << GMMA_SBO_SHIFT) | (0x7ull << GMMA_BASE_SHIFT) | (0x3ull << GMMA_SWZ_SHIFT))

static bool bytes_field(const char *name, uint32_t v, char *err, size_t errlen)
{
    if (v & 0xF) {
        if (err && errlen)
            snprintf(err, errlen, "gmma-desc %s 0x%x is not a multiple of 16 bytes", name, v);
        return false;
    }
    if (v >= 0x40000) {
        if (err && errlen)
            snprintf(err, errlen, "gmma-desc %s 0x%x does not fit in 14 bits of 16-byte units (max 0x3fff0)", name, v);
        return false;
    }
    return true;
}

ptxsel_status ptxsel_gmma_desc(const ptxsel_gmma_desc_fields *f, uint64_t *out, char *err, size_t errlen)
{
    if (!f || !out) {
        if (err && errlen)
            snprintf(err, errlen, "ptxsel_gmma_desc: %s is NULL", !f ? "fields" : "out");
        return PTXSEL_USAGE;
    }
    if (!bytes_field("start address", f->start_addr, err, errlen) || !bytes_field("leading byte offset", f->lbo, err, errlen) ||
        !bytes_field("stride byte offset", f->sbo, err, errlen))
        return PTXSEL_INVALID;
    if (f->base_offset > 7) {
        if (err && errlen)
            snprintf(err, errlen, "gmma-desc base offset %u is outside 0..7", f->base_offset);
        return PTXSEL_INVALID;
    }
    if (f->swizzle > 3) {
        if (err && errlen)
            snprintf(err, errlen, "gmma-desc swizzle %u is outside 0..3", f->swizzle);
        return PTXSEL_INVALID;
    }
    *out = ((uint64_t)(f->start_addr >> 4) << GMMA_ADDR_SHIFT) | ((uint64_t)(f->lbo >> 4) << GMMA_LBO_SHIFT) |
           ((uint64_t)(f->sbo >> 4) << GMMA_SBO_SHIFT) | ((uint64_t)f->base_offset << GMMA_BASE_SHIFT) |
           ((uint64_t)f->swizzle << GMMA_SWZ_SHIFT);
    return PTXSEL_OK;
}

void ptxsel_gmma_desc_decode(uint64_t d, ptxsel_gmma_desc_fields *f)
{
    if (!f)
        return;
    f->start_addr = (uint32_t)(((d >> GMMA_ADDR_SHIFT) & GMMA_FIELD14) << 4);
    f->lbo = (uint32_t)(((d >> GMMA_LBO_SHIFT) & GMMA_FIELD14) << 4);
    f->sbo = (uint32_t)(((d >> GMMA_SBO_SHIFT) & GMMA_FIELD14) << 4);
    f->base_offset = (unsigned)((d >> GMMA_BASE_SHIFT) & 7);
    f->swizzle = (unsigned)((d >> GMMA_SWZ_SHIFT) & 3);
}

ptxsel_status ptxsel_gmma_desc_validate(uint64_t d, char *msg, size_t msglen)
{
    uint64_t bad = d & ~GMMA_USED;
    if (bad) {
        if (msg && msglen)
            snprintf(msg, msglen, "reserved bits set in gmma-desc: 0x%016llx", (unsigned long long)bad);
        return PTXSEL_INVALID;
    }
    return PTXSEL_OK;
}

const char *ptxsel_gmma_swizzle_name(unsigned s)
{
    static const char *const names[] = {"none", "128B", "64B", "32B"};
    return s < 4 ? names[s] : NULL;
}
