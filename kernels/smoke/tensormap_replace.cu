/*
 * tensormap_replace.cu — in-kernel tensor-map updates before a TMA load
 * (smoke kernel, issue 13), the way grouped GEMMs retarget a descriptor.
 * Compiled for sm_90a at PTX 8.3; one CTA per 32-column box, 128 threads.
 *
 * The host passes tm0, a 2D map over A (WA x H u32, box 32 x 32), B's
 * address and width WB (> WA), and two scratch areas of 128 bytes per CTA
 * (work_s, work_g). Each CTA, for box x = 32 * blockIdx.x:
 *   1. loads the box through tm0 unchanged (the columns past WA are out of
 *      bounds: TMA fills zeros) -> out_orig;
 *   2. shared path: warp 0 copies tm0 into shared memory, lane 0 replaces
 *      its global_address (B), global_dim 0 (WB) and global_stride 0 (WB *
 *      4 bytes) with tensormap.replace...shared::cta, then the warp copies
 *      it to work_s with tensormap.cp_fenceproxy...release.gpu; thread 0
 *      fence.proxy.tensormap::generic.acquire's it and loads the box -> out_s;
 *   3. global path: thread 0 copies tm0 to work_g, replaces the same fields
 *      with tensormap.replace...global, fence.proxy.tensormap::generic
 *      release then acquire, and loads the box -> out_g.
 * Both out_s and out_g must equal B's box; out_orig A's (zeros past WA).
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"
#include "ptxsel_clasync.h"

#define TR_THREADS 128
#define TR_BOX 32
#define TR_BOX_ELEMS (TR_BOX * TR_BOX)
#define TR_BOX_BYTES (TR_BOX_ELEMS * 4)

/* one TMA load of box (x, 0) through tm into tile, waited on bar's phase */
static __device__ void load_box(u32 *tile, u64 *bar, const void *tm, int x, u32 phase, u32 *out)
{
    if (threadIdx.x == 0) {
        (void)mbarrier_arrive_expect_tx(bar, TR_BOX_BYTES);
        tma_load_2d(tile, bar, tm, x, 0);
    }
    mbarrier_wait_parity(bar, phase);
    for (unsigned i = threadIdx.x; i < TR_BOX_ELEMS; i += TR_THREADS)
        out[(size_t)blockIdx.x * TR_BOX_ELEMS + i] = tile[i];
    __syncthreads();
}

KERNEL void __launch_bounds__(TR_THREADS) tensormap_replace(const u64 *tm0, u64 b_addr, u32 wb, u64 *work_s,
                                                           u64 *work_g, u32 *out_orig, u32 *out_s, u32 *out_g)
{
    __shared__ __attribute__((aligned(1024))) u32 tile[TR_BOX_ELEMS];
    __shared__ __attribute__((aligned(128))) u64 smap[16];
    __shared__ u64 bar;
    unsigned t = threadIdx.x;
    int x = (int)(blockIdx.x * TR_BOX);
    u64 *ws = work_s + 16 * (size_t)blockIdx.x, *wg = work_g + 16 * (size_t)blockIdx.x;
    if (t == 0) {
        mbarrier_init(&bar, 1);
        fence_mbarrier_init_release_cluster();
    }
    __syncthreads();

    load_box(tile, &bar, tm0, x, 0, out_orig);

    if (t < 32) {
        if (t < 16)
            smap[t] = tm0[t];
        __syncwarp(0xffffffffu);
        if (t == 0) {
            tensormap_replace_global_address_shared(smap, b_addr);
            tensormap_replace_global_dim_shared(smap, 0, wb);
            tensormap_replace_global_stride_shared(smap, 0, (u64)wb * 4u);
        }
        __syncwarp(0xffffffffu);
        tensormap_cp_fenceproxy_gpu(ws, smap);
    }
    if (t == 0)
        fence_proxy_tensormap_acquire_gpu(ws);
    __syncthreads();
    load_box(tile, &bar, ws, x, 1, out_s);

    if (t == 0) {
        for (unsigned k = 0; k < 16; k++)
            wg[k] = tm0[k];
        tensormap_replace_global_address_global(wg, b_addr);
        tensormap_replace_global_dim_global(wg, 0, wb);
        tensormap_replace_global_stride_global(wg, 0, (u64)wb * 4u);
        fence_proxy_tensormap_release_gpu();
        fence_proxy_tensormap_acquire_gpu(wg);
    }
    __syncthreads();
    load_box(tile, &bar, wg, x, 0, out_g);
    if (t == 0)
        mbarrier_inval(&bar);
}
