/*
 * tma_roundtrip.cu — TMA tile load -> store round trip (smoke kernel, issue 3).
 *
 * One CTA per box. Thread 0 initialises an mbarrier, arms it with the box's
 * byte count (arrive.expect_tx) and issues cp.async.bulk.tensor g2s; every
 * thread waits on phase 0 (try_wait.parity). The threads then (1) copy the
 * raw shared-memory image of the box to 'raw' (so the host can check the
 * swizzle the copy engine applied) and (2) xor every element with 'mask' in
 * place; after fence.proxy.async.shared::cta and a CTA barrier, thread 0
 * stores the box back with cp.async.bulk.tensor s2g and waits for it
 * (bulk commit_group / wait_group 0).
 *
 * Boxes are 4-byte elements, 32 wide (128 bytes, one 128B-swizzle row):
 * 2D box 32 x 64, 3D box 32 x 16 x 4, 8 KiB each. The host encodes the
 * tensor maps (no swizzle or 128B swizzle); the kernel is the same for both.
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"

#define BOX_X 32
#define BOX_ELEMS 2048
#define BOX_BYTES (BOX_ELEMS * 4)
#define NTHREADS 128

static __device__ void finish_box(u64 *bar, u32 *tile, u32 *raw, u32 mask, unsigned box)
{
    mbarrier_wait_parity(bar, 0);
    for (unsigned i = threadIdx.x; i < BOX_ELEMS; i += NTHREADS) {
        u32 v = tile[i];
        raw[(size_t)box * BOX_ELEMS + i] = v;
        tile[i] = v ^ mask;
    }
    fence_proxy_async_shared_cta();
    __syncthreads();
}

KERNEL void __launch_bounds__(NTHREADS) tma_roundtrip_2d(const void *tm_in,
                                                         const void *tm_out, u32 *raw, u32 mask)
{
    __shared__ __attribute__((aligned(1024))) u32 tile[BOX_ELEMS];
    __shared__ u64 bar;
    int x = (int)(blockIdx.x * BOX_X), y = (int)(blockIdx.y * 64);
    if (threadIdx.x == 0) {
        mbarrier_init(&bar, 1);
        fence_mbarrier_init_release_cluster();
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        (void)mbarrier_arrive_expect_tx(&bar, BOX_BYTES);
        tma_load_2d(tile, &bar, tm_in, x, y);
    }
    finish_box(&bar, tile, raw, mask, blockIdx.y * gridDim.x + blockIdx.x);
    if (threadIdx.x == 0) {
        tma_store_2d(tile, tm_out, x, y);
        bulk_commit_group();
        bulk_wait_group(0);
        mbarrier_inval(&bar);
    }
}

KERNEL void __launch_bounds__(NTHREADS) tma_roundtrip_3d(const void *tm_in,
                                                         const void *tm_out, u32 *raw, u32 mask)
{
    __shared__ __attribute__((aligned(1024))) u32 tile[BOX_ELEMS];
    __shared__ u64 bar;
    int x = (int)(blockIdx.x * BOX_X), y = (int)(blockIdx.y * 16), z = (int)(blockIdx.z * 4);
    if (threadIdx.x == 0) {
        mbarrier_init(&bar, 1);
        fence_mbarrier_init_release_cluster();
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        (void)mbarrier_arrive_expect_tx(&bar, BOX_BYTES);
        tma_load_3d(tile, &bar, tm_in, x, y, z);
    }
    finish_box(&bar, tile, raw, mask, (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x);
    if (threadIdx.x == 0) {
        tma_store_3d(tile, tm_out, x, y, z);
        bulk_commit_group();
        bulk_wait_group(0);
        mbarrier_inval(&bar);
    }
}
