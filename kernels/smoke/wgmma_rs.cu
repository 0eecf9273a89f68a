/*
 * wgmma_rs.cu — D (64x128 f32) = A * B^T with wgmma m64n128k16 bf16, A from
 * registers (RS form), B from an SMEM descriptor, K = 64 in four steps
 * (smoke kernel, issue 3; layouts and fragments: wgmma_common.h).
 */
#include "wgmma_common.h"

KERNEL void __launch_bounds__(128) wgmma_rs(const u16 *A, const u16 *B, float *D, int swz)
{
    __shared__ __attribute__((aligned(1024))) unsigned char sb[TN * TK * 2];
    stage(sb, B, TN, swz);
    fence_proxy_async_shared_cta();
    __syncthreads();
    u32 w = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
    const u16 *a0 = A + (size_t)(16 * w + g) * TK, *a1 = a0 + 8 * TK;
    u32x4 a[TK / 16];
#pragma unroll
    for (int k = 0; k < TK / 16; k++) {
        u32 c = 16u * (u32)k + 2u * t;
        a[k].x = *(const u32 *)(a0 + c);
        a[k].y = *(const u32 *)(a1 + c);
        a[k].z = *(const u32 *)(a0 + c + 8);
        a[k].w = *(const u32 *)(a1 + c + 8);
    }
    u64 db = desc_of(sb, swz);
    u32 step = swz ? 32u : 256u;
    f32x64 d = {};
    wgmma_fence();
#pragma unroll
    for (int k = 0; k < TK / 16; k++)
        d = wgmma_m64n128k16_bf16(d, a[k], gmma_desc_advance(db, k * step), k > 0);
    wgmma_commit_group();
    wgmma_wait_group(0);
    store_d(D, d);
}
