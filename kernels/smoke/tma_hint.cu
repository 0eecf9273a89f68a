/*
 * tma_hint.cu — L2 cache policies (smoke kernels, issue 13).
 *
 * tma_hint_2d: one CTA (128 threads) per 32 x 32 box of 4-byte elements.
 * Thread 0 makes an L2 policy with createpolicy.fractional (evict_last on
 * one checkerboard colour of boxes, evict_first + evict_unchanged at 0.5 on
 * the other), arms the mbarrier with the box's 4096 bytes and issues the
 * TMA tile load with .L2::cache_hint and that policy; every thread waits on
 * phase 0 and copies the box to 'out' at its place. The host checks out ==
 * in (a policy is a hint: the data must not change).
 *
 * hinted_copy: per thread, one 16-byte element of 'in' read twice —
 * ld.global.nc.L1::no_allocate.L2::256B and ld.global.L2::cache_hint (an
 * evict_last policy), after prefetch.global.L2::evict_last — and stored
 * with st.global.L1::no_allocate.L2::cache_hint as their lane-wise sum
 * (out = 2 * in); one 4-byte element of in2 through ld.global.L1::evict_last
 * and st.global.L1::evict_first (out2 = 3 * in2 + 1); every eighth thread
 * returns its 128-byte line of 'in' to evict_normal with applypriority.
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"
#include "ptxsel_async.h"

#define BOX 32
#define BOX_ELEMS (BOX * BOX)
#define NT 128

KERNEL void __launch_bounds__(NT) tma_hint_2d(const void *tm_in, u32 *out, u32 width)
{
    __shared__ __attribute__((aligned(128))) u32 tile[BOX_ELEMS];
    __shared__ u64 bar;
    int x = (int)(blockIdx.x * BOX), y = (int)(blockIdx.y * BOX);
    if (threadIdx.x == 0) {
        mbarrier_init(&bar, 1);
        fence_mbarrier_init_release_cluster();
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        u64 pol = ((blockIdx.x + blockIdx.y) & 1) ? createpolicy_evict_last(1.0f)
                                                  : createpolicy_evict_first_unchanged(0.5f);
        (void)mbarrier_arrive_expect_tx(&bar, BOX_ELEMS * 4);
        ptxsel_hp_tma_g2s_2d(smem_to_cluster(tile), TO_SMEM(u64, &bar), tm_in, x, y, 0, pol, false, true, 0);
    }
    mbarrier_wait_parity(&bar, 0);
    for (unsigned i = threadIdx.x; i < BOX_ELEMS; i += NT)
        out[(size_t)(y + (int)(i / BOX)) * width + (size_t)x + i % BOX] = tile[i];
    __syncthreads();
    if (threadIdx.x == 0)
        mbarrier_inval(&bar);
}

KERNEL void __launch_bounds__(NT) hinted_copy(const uint4 *in, uint4 *out, const u32 *in2, u32 *out2)
{
    unsigned i = blockIdx.x * NT + threadIdx.x;
    u64 pol = createpolicy_evict_last(1.0f);
    prefetch_l2_evict_last(in + i);
    uint4 v = ld_nc_no_allocate_256b(in + i);
    uint4 w = ld_cache_hint(in + i, pol);
    st_no_allocate_hint(out + i, v + w, pol);
    u32 x = ld_evict_last(in2 + i);
    st_evict_first(out2 + i, x * 3u + 1u);
    if ((i & 7u) == 0)
        applypriority_evict_normal(in + i);
}
