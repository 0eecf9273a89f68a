/*
 * ptxsel — public C API: encoding codecs.
 *
 * Pure functions over the packed words ptxsel and the hardware use: the SM90
 * WGMMA and SM100 tcgen05 shared-memory matrix descriptors, the tcgen05
 * instruction descriptor, and the tcgen05.mma control and collector words
 * (docs/encodings.md has every layout). Included by ptxsel/ptxsel.h; usable
 * on its own (the status type and PTXSEL_API come from ptxsel/status.h).
 */
#ifndef PTXSEL_ENCODINGS_H
#define PTXSEL_ENCODINGS_H

#include <stddef.h>
#include <stdint.h>

#include "ptxsel/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------- hardware descriptors */

/* SM90 WGMMA shared-memory matrix descriptor (64 bits; docs/encodings.md, the PTX
 * ISA "Matrix Descriptor Format" layout): bits 0-13 start
 * address >> 4, 16-29 leading byte offset >> 4, 32-45 stride byte offset >> 4,
 * 49-51 base offset, 62-63 swizzle; every other bit reserved (zero).
 * Byte quantities below are in bytes, as a kernel computes them. */
typedef struct ptxsel_gmma_desc_fields {
    uint32_t start_addr;  /* shared-memory byte address: 16-byte aligned, < 0x40000 */
    uint32_t lbo;         /* leading dimension byte offset: multiple of 16, < 0x40000 */
    uint32_t sbo;         /* stride dimension byte offset: multiple of 16, < 0x40000 */
    unsigned base_offset; /* 0..7 */
    unsigned swizzle;     /* 0 none, 1 128B, 2 64B, 3 32B */
} ptxsel_gmma_desc_fields;

/* Encode. PTXSEL_OK with *out set, or PTXSEL_INVALID with the reason in err
 * (misaligned or out-of-range field); *out is untouched on failure.
 * f and out are required (NULL: PTXSEL_USAGE); err may be NULL. The same
 * holds for every _pack / _desc / _idesc encoder below. */
PTXSEL_API ptxsel_status ptxsel_gmma_desc(const ptxsel_gmma_desc_fields *f, uint64_t *out, char *err, size_t errlen);
/* Decode every field (reserved bits are ignored; see _validate). f NULL:
 * nothing done; the same for every _decode below. */
PTXSEL_API void ptxsel_gmma_desc_decode(uint64_t desc, ptxsel_gmma_desc_fields *f);
/* PTXSEL_OK, or PTXSEL_INVALID with "reserved bits set in gmma-desc: 0x..."
 * (the offending bits) in msg; msg may be NULL, as for every _validate below. */
PTXSEL_API ptxsel_status ptxsel_gmma_desc_validate(uint64_t desc, char *msg, size_t msglen);
/* "none", "128B", "64B", "32B" for 0..3, NULL otherwise (the _name functions
 * below likewise return NULL for a value with no name). */
PTXSEL_API const char *ptxsel_gmma_swizzle_name(unsigned swizzle);

/* ------------------------------------------- tcgen05 (Blackwell) words and descriptors */

/* tcgen05.mma compiler control word (32 bits, docs/encodings.md): bits 0-1
 * cta_group (1, 2), 2-3 scale_vec (0 implicit, 1 1X, 2 2X, 3 4X), 4
 * scale_input_acc, 5 block_scale, 6-8 kind (0 f16, 1 tf32, 2 f8f6f4, 3 i8,
 * 4 mxf8f6f4, 5 mxf4, 6 mxf4nvf4), 9 sparse, 10 weight_stationary, 11 a_tmem,
 * 12 disable_output_lane, 13-31 reserved. */
typedef struct ptxsel_tcgen05_ctrl {
    unsigned cta_group, scale_vec, scale_input_acc, block_scale, kind;
    unsigned sparse, weight_stationary, a_tmem, disable_output_lane;
} ptxsel_tcgen05_ctrl;
/* Collector word: bit 0 collector_a requested, 1-2 collector_a (0 discard,
 * 1 lastuse, 2 fill, 3 use), 3 ashift, 4-5 collector_b buffer, 6-7
 * collector_b op, 8-31 reserved. */
typedef struct ptxsel_tcgen05_coll {
    unsigned a_valid, a_op, ashift, b_buffer, b_op;
} ptxsel_tcgen05_coll;

/* Pack: PTXSEL_OK, or PTXSEL_INVALID with the field outside its range in err. */
PTXSEL_API ptxsel_status ptxsel_tcgen05_ctrl_pack(const ptxsel_tcgen05_ctrl *f, uint32_t *out, char *err, size_t errlen);
PTXSEL_API ptxsel_status ptxsel_tcgen05_coll_pack(const ptxsel_tcgen05_coll *f, uint32_t *out, char *err, size_t errlen);
/* Decode every field (reserved bits ignored; see _validate). */
PTXSEL_API void ptxsel_tcgen05_ctrl_decode(uint32_t w, ptxsel_tcgen05_ctrl *f);
PTXSEL_API void ptxsel_tcgen05_coll_decode(uint32_t w, ptxsel_tcgen05_coll *f);
/* PTXSEL_INVALID with "reserved bits set in ctrl: 0x..." (or collector), or a
 * cta_group of 0 / 3, or kind 7. */
PTXSEL_API ptxsel_status ptxsel_tcgen05_ctrl_validate(uint32_t w, char *msg, size_t len);
PTXSEL_API ptxsel_status ptxsel_tcgen05_coll_validate(uint32_t w, char *msg, size_t len);
/* "f16" ... "mxf4nvf4" for kinds 0..6; "discard" ... "use" for 0..3; else NULL. */
PTXSEL_API const char *ptxsel_tcgen05_kind_name(unsigned kind);
PTXSEL_API const char *ptxsel_tcgen05_collector_op_name(unsigned op);

/* SM100 (tcgen05) shared-memory matrix descriptor (64 bits, hardware): bits
 * 0-13 start address >> 4, 16-29 LBO >> 4, 32-45 SBO >> 4, 46-48 version
 * (must be 1), 49-51 base offset, 52 LBO mode, 61-63 layout (0 none, 1 128B
 * with 32B atom, 2 128B, 4 64B, 6 32B); every other bit reserved. */
typedef struct ptxsel_umma_desc_fields {
    uint32_t start_addr;  /* bytes: multiple of 16, < 0x40000 */
    uint32_t lbo, sbo;    /* bytes: multiples of 16, < 0x40000 */
    unsigned version;     /* decode only (encode writes 1) */
    unsigned base_offset; /* 0..7 */
    unsigned lbo_mode;    /* 0..1 */
    unsigned layout;      /* 0, 1, 2, 4, 6 */
} ptxsel_umma_desc_fields;
PTXSEL_API ptxsel_status ptxsel_umma_desc(const ptxsel_umma_desc_fields *f, uint64_t *out, char *err, size_t errlen);
PTXSEL_API void ptxsel_umma_desc_decode(uint64_t desc, ptxsel_umma_desc_fields *f);
/* "reserved bits set in umma-desc: 0x...", a version other than 1, or a
 * layout value 3, 5, 7. */
PTXSEL_API ptxsel_status ptxsel_umma_desc_validate(uint64_t desc, char *msg, size_t len);
PTXSEL_API const char *ptxsel_umma_layout_name(unsigned layout);

/* tcgen05 instruction descriptor (the 32-bit idesc operand, hardware). */
typedef struct ptxsel_idesc_fields {
    unsigned sparse_sel, sparse, saturate;
    unsigned d_fmt;           /* 0 f16, 1 f32, 2 s32 */
    unsigned a_fmt, b_fmt;    /* kind-dependent codes (docs/encodings.md) */
    unsigned neg_a, neg_b;
    unsigned a_major, b_major; /* 0 K-major, 1 MN-major */
    unsigned n;               /* 8..256, multiple of 8 */
    unsigned m;               /* 32, 64, 128 or 256 */
    unsigned max_shift;       /* .ws only, 0..3 */
} ptxsel_idesc_fields;
PTXSEL_API ptxsel_status ptxsel_idesc(const ptxsel_idesc_fields *f, uint32_t *out, char *err, size_t errlen);
PTXSEL_API void ptxsel_idesc_decode(uint32_t idesc, ptxsel_idesc_fields *f);
/* "reserved bits set in idesc: 0x..." (bits 6, 23, 29), D format 3, N 0 or
 * above 256, M not 32, 64, 128 or 256. */
PTXSEL_API ptxsel_status ptxsel_idesc_validate(uint32_t idesc, char *msg, size_t len);

#ifdef __cplusplus
}
#endif
#endif
