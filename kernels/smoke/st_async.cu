/*
 * st_async.cu — st.async / red.async across a 2-CTA cluster with mbarrier
 * complete_tx (smoke kernel, issue 13). Launched with cluster dimensions
 * (2, 1, 1) and 128 threads per CTA; compiled for sm_90a at PTX 8.3.
 *
 *   1. thread 0 initialises the CTA's mbarrier (count 1) and zeroes the
 *      reduction words; fence.mbarrier_init + barrier.cluster make both
 *      visible to the peer;
 *   2. thread 0 arms its own mbarrier with the bytes the peer will send
 *      (arrive.expect_tx: 128 threads x 48 bytes = 6144);
 *   3. every thread t writes into the PEER's shared memory, each completing
 *      its bytes on the peer's mbarrier: st.async.b32 recv32[t] = in[g] + 1,
 *      st.async.weak.u64 recv64[t] = in[g] << 32 | g, st.async.v2.b32
 *      recv2[t] = {in[g] ^ 0x5a5a5a5a, t}, st.async.v4.f32 recv4[t] =
 *      {in[g] & 0xffff, t, rank, 0.5}, and red.async add.u32 acc[t % 4] +=
 *      in[g] & 0xff, max.u32 acc[4] = max in[g], xor.b32 acc[5] ^= in[g];
 *   4. every thread waits on its own mbarrier (phase 0, cluster scope), then
 *      copies what the peer sent to global memory;
 *   5. a last cluster barrier keeps the shared memory alive until both CTAs
 *      are done.
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"
#include "ptxsel_clasync.h"

#define SA_THREADS 128
#define SA_BYTES (SA_THREADS * (4 + 8 + 8 + 16 + 3 * 4))

KERNEL void __launch_bounds__(SA_THREADS) st_async(const u32 *in, u32 *out32, u64 *out64, u32 *out2, float *out4,
                                                  u32 *outacc)
{
    __shared__ u32 recv32[SA_THREADS];
    __shared__ u64 recv64[SA_THREADS];
    __shared__ __attribute__((aligned(8))) u32 recv2[2 * SA_THREADS];
    __shared__ __attribute__((aligned(16))) float recv4[4 * SA_THREADS];
    __shared__ u32 acc[8];
    __shared__ u64 bar;
    unsigned t = threadIdx.x;
    size_t g = (size_t)blockIdx.x * SA_THREADS + t;
    u32 rank = cluster_ctarank();
    u32 peer = rank ^ 1u;
    if (t == 0) {
        mbarrier_init(&bar, 1);
        fence_mbarrier_init_release_cluster();
    }
    if (t < 8)
        acc[t] = 0;
    __syncthreads();
    cluster_sync();

    if (t == 0)
        (void)mbarrier_arrive_expect_tx(&bar, SA_BYTES);
    DSMEM void *pbar = cluster_map(&bar, peer);
    u32 v = in[g];
    st_async_b32(cluster_map(&recv32[t], peer), v + 1u, pbar);
    st_async_weak_u64(cluster_map(&recv64[t], peer), ((u64)v << 32) | (u64)g, pbar);
    st_async_v2_b32(cluster_map(&recv2[2 * t], peer), v ^ 0x5a5a5a5au, t, pbar);
    st_async_v4_f32(cluster_map(&recv4[4 * t], peer), (float)(v & 0xffffu), (float)t, (float)rank, 0.5f, pbar);
    red_async_add_u32(cluster_map(&acc[t % 4], peer), v & 0xffu, pbar);
    red_async_max_u32(cluster_map(&acc[4], peer), v, pbar);
    red_async_xor_b32(cluster_map(&acc[5], peer), v, pbar);

    mbarrier_wait_parity_cluster(&bar, 0);
    out32[g] = recv32[t];
    out64[g] = recv64[t];
    out2[2 * g] = recv2[2 * t];
    out2[2 * g + 1] = recv2[2 * t + 1];
    for (unsigned k = 0; k < 4; k++)
        out4[4 * g + k] = recv4[4 * t + k];
    if (t < 8)
        outacc[(size_t)blockIdx.x * 8 + t] = acc[t];
    cluster_arrive_relaxed();
    cluster_wait();
}
