/*
 * wgmma_ss.cu — D (64x128 f32) = A * B^T with wgmma m64n128k16 bf16, A and B
 * from SMEM descriptors (SS form), K = 64 in four steps
 * (smoke kernel, issue 3; layouts and fragments: wgmma_common.h).
 */
#include "wgmma_common.h"

KERNEL void __launch_bounds__(128) wgmma_ss(const u16 *A, const u16 *B, float *D, int swz)
{
    __shared__ __attribute__((aligned(1024))) unsigned char sa[TM * TK * 2];
    __shared__ __attribute__((aligned(1024))) unsigned char sb[TN * TK * 2];
    stage(sa, A, TM, swz);
    stage(sb, B, TN, swz);
    fence_proxy_async_shared_cta();
    __syncthreads();
    u64 da = desc_of(sa, swz), db = desc_of(sb, swz);
    u32 step = swz ? 32u : 256u;
    f32x64 d = {};
    wgmma_fence();
#pragma unroll
    for (int k = 0; k < TK / 16; k++)
        d = wgmma_m64n128k16_bf16(d, gmma_desc_advance(da, k * step), gmma_desc_advance(db, k * step), k > 0);
    wgmma_commit_group();
    wgmma_wait_group(0);
    store_d(D, d);
}
