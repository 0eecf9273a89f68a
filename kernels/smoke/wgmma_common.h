/*
 * wgmma_common.h — shared by wgmma_ss.cu and wgmma_rs.cu: one WGMMA tile, D (64 x 128, f32) = A (64 x 64, bf16,
 * row-major) * B^T (B: 128 x 64, bf16, row-major = K-major), as four
 * wgmma.mma_async m64n128k16 bf16 -> f32 steps along K (smoke kernel,
 * issue 3). One warpgroup (128 threads), one CTA.
 *
 * Operands are copied into shared memory by ordinary 16-byte stores (then
 * fence.proxy.async.shared::cta + bar.sync) in one of two K-major layouts,
 * chosen by 'swz', with the SM90 matrix descriptors of docs/encodings.md:
 *   swz = 0  no swizzle: 8x16-byte core matrices, core (r/8, k/8) at
 *            (r/8) * 1024 + (k/8) * 128; LBO 128 (K), SBO 1024 (M/N);
 *            a K step of 16 advances the start address by 256 bytes;
 *   swz = 1  128B swizzle: row r at r * 128, 16-byte chunk c stored at chunk
 *            c ^ (r % 8); SBO 1024 (8 rows), LBO 16 (unused); a K step of
 *            16 advances the start address by 32 bytes.
 * wgmma_ss: A and B from descriptors. wgmma_rs: A from registers (the
 * m64k16 A fragment: warp w owns rows 16w..16w+15, lane (g = lane / 4,
 * t = lane % 4) holds rows 16w+g and 16w+g+8, columns 2t, 2t+1, 2t+8,
 * 2t+9 of each K step), B from a descriptor.
 * The accumulator fragment goes to D: element 4j+{0,1} is row 16w+g,
 * columns 8j+2t+{0,1}; 4j+{2,3} is row 16w+g+8.
 * SS and RS live in separate modules: both call the same intrinsic name
 * with a different A type, and one LLVM module holds one signature per name.
 */
#ifndef SMOKE_WGMMA_COMMON_H
#define SMOKE_WGMMA_COMMON_H
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"

#define TM 64
#define TN 128
#define TK 64

DEVFN u32 kmajor_offset(u32 r, u32 k, int swz)
{
    if (swz)
        return r * 128u + ((((k / 8u) ^ (r % 8u)) * 16u)) + (k % 8u) * 2u;
    return (r / 8u) * 1024u + (k / 8u) * 128u + (r % 8u) * 16u + (k % 8u) * 2u;
}

/* rows x 64 bf16, row-major in global -> K-major SMEM layout */
DEVFN void stage(unsigned char *smem, const u16 *g, u32 rows, int swz)
{
    for (u32 i = threadIdx.x; i < rows * (TK / 8); i += 128) {
        u32 r = i / (TK / 8), c = i % (TK / 8);
        uint4 v = *(const uint4 *)(g + (size_t)r * TK + c * 8);
        *(uint4 *)(smem + kmajor_offset(r, c * 8, swz)) = v;
    }
}

DEVFN void store_d(float *D, f32x64 d)
{
    u32 w = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
    float *r0 = D + (size_t)(16 * w + g) * TN, *r1 = r0 + 8 * TN;
#pragma unroll
    for (int j = 0; j < TN / 8; j++) {
        r0[8 * j + 2 * t] = d[4 * j];
        r0[8 * j + 2 * t + 1] = d[4 * j + 1];
        r1[8 * j + 2 * t] = d[4 * j + 2];
        r1[8 * j + 2 * t + 1] = d[4 * j + 3];
    }
}

DEVFN u64 desc_of(const void *p, int swz)
{
    return gmma_desc(smem_u32addr(p), swz ? 16u : 128u, 1024u, swz ? GMMA_SWIZZLE_128B : GMMA_SWIZZLE_NONE);
}

#endif
