/*
 * cluster_dsmem.cu — a 2-CTA thread-block cluster exchanging data through
 * distributed shared memory (smoke kernel, issue 3). Launched with cluster
 * dimensions (2, 1, 1) and 256 threads per CTA.
 *
 *   1. each CTA fills mine[] from in[] (its own block of 256 words);
 *      barrier.cluster arrive + wait;
 *   2. every thread reads the peer CTA's mine[255 - t] through mapa
 *      (ld.shared::cluster) into out_pull, and writes its own word into the
 *      peer's inbox[t] (st.shared::cluster) as in[t] + rank + 1;
 *   3. barrier.cluster arrive + wait (orders the remote stores), each thread
 *      copies its own inbox[t] to out_push;
 *   4. thread 0 records the cluster special registers and getctarank of
 *      the peer address in info[8 * blockIdx.x + 0..7];
 *   5. a last cluster barrier keeps each CTA's shared memory alive until
 *      the peer has finished reading it.
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"

#define CL_THREADS 256

KERNEL void __launch_bounds__(CL_THREADS) cluster_dsmem(const u32 *in, u32 *out_pull, u32 *out_push, u32 *info)
{
    __shared__ u32 mine[CL_THREADS];
    __shared__ u32 inbox[CL_THREADS];
    unsigned t = threadIdx.x;
    size_t g = (size_t)blockIdx.x * CL_THREADS + t;
    u32 rank = cluster_ctarank();
    u32 peer = rank ^ 1u;
    mine[t] = in[g];
    cluster_arrive();
    cluster_wait();

    DSMEM u32 *peer_mine = (DSMEM u32 *)cluster_map(mine, peer);
    DSMEM u32 *peer_inbox = (DSMEM u32 *)cluster_map(inbox, peer);
    out_pull[g] = peer_mine[CL_THREADS - 1 - t];
    peer_inbox[t] = in[g] + rank + 1u;
    cluster_arrive();
    cluster_wait();
    out_push[g] = inbox[t];

    if (t == 0) {
        u32 *o = info + 8 * (size_t)blockIdx.x;
        o[0] = rank;
        o[1] = cluster_nctarank();
        o[2] = cluster_ctaid_x();
        o[3] = cluster_nctaid_x();
        o[4] = clusterid_x();
        o[5] = nclusterid_x();
        o[6] = is_explicit_cluster() ? 1u : 0u;
        o[7] = cluster_rank_of(cluster_map_generic(mine, peer));
    }
    cluster_arrive_relaxed();
    cluster_wait();
}
