/*
 * cp_async.cu — Ampere asynchronous copies (smoke kernels, issue 13).
 *
 * cp_async_pipeline: each CTA (128 threads) streams 'ntiles' tiles of three
 * arrays through a 3-stage shared-memory ring: per tile and thread one
 * 16-byte cp.async.cg (.L2::cache_hint with a createpolicy evict_first
 * policy, .L2::128B) of a, one 8-byte cp.async.ca of b (.L2::256B on odd
 * tiles) and one 4-byte cp.async.ca of c; one commit_group per tile,
 * wait_group 2 before a tile is read, wait_all at the end. Each thread then
 * reads elements other threads copied (reversed order), so a missing wait
 * or barrier shows in the result:
 *   out[j] = a'[511 - j] + 3 * b'[255 - j / 2] + (c'[127 - j / 4] ^ j)
 * for j = 0..511 of the tile (a', b', c' the tile's slices).
 *
 * cp_async_zfill: one CTA, 128 threads, 16 bytes each of a 2 KiB buffer
 * prefilled with 0xFFFFFFFF. Threads 0..63 copy with a src-size (bytes past
 * 'nbytes' zero-filled), threads 64..127 with the ignore-src predicate set
 * for every fourth thread (its 16 bytes zero-filled). Completion is tracked
 * by cp.async.mbarrier.arrive.noinc on an mbarrier expecting 128 arrivals
 * (no wait_group); then out[i] = buf[511 - i].
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"
#include "ptxsel_async.h"

#define NT 128
#define STAGES 3
#define TA 512 /* u32 per tile: 16 bytes per thread */
#define TB 256 /* 8 bytes per thread */
#define TC 128 /* 4 bytes per thread */

/* this thread's copies of tile g into one stage (odd tiles: b with .L2::256B) */
DEVFN void issue_tile(u32 *sa, u32 *sb, u32 *sc, const u32 *a, const u32 *b, const u32 *c, size_t g, int odd, u64 pol,
                      unsigned tid)
{
    cp_async_cg_16_hint_128b(&sa[tid * 4], a + g * TA + tid * 4, pol);
    if (odd)
        cp_async_ca_8_256b(&sb[tid * 2], b + g * TB + tid * 2);
    else
        cp_async_ca_8(&sb[tid * 2], b + g * TB + tid * 2);
    cp_async_ca_4(&sc[tid], c + g * TC + tid);
}

KERNEL void __launch_bounds__(NT) cp_async_pipeline(const u32 *a, const u32 *b, const u32 *c, u32 *out, int ntiles)
{
    __shared__ __attribute__((aligned(128))) u32 sa[STAGES][TA];
    __shared__ __attribute__((aligned(128))) u32 sb[STAGES][TB];
    __shared__ __attribute__((aligned(128))) u32 sc[STAGES][TC];
    unsigned tid = threadIdx.x;
    size_t g0 = (size_t)blockIdx.x * (size_t)ntiles;
    u64 pol = createpolicy_evict_first(1.0f);

    for (int t = 0; t < STAGES - 1; t++) {
        if (t < ntiles)
            issue_tile(sa[t], sb[t], sc[t], a, b, c, g0 + (size_t)t, t & 1, pol, tid);
        cp_async_commit_group();
    }
    for (int t = 0; t < ntiles; t++) {
        int tn = t + STAGES - 1;
        if (tn < ntiles)
            issue_tile(sa[tn % STAGES], sb[tn % STAGES], sc[tn % STAGES], a, b, c, g0 + (size_t)tn, tn & 1, pol, tid);
        cp_async_commit_group();
        cp_async_wait_group(STAGES - 1); /* tile t's group is complete */
        __syncthreads();                 /* ... for every thread */
        int s = t % STAGES;
        u32 *o = out + (g0 + (size_t)t) * TA;
        for (unsigned k = 0; k < 4; k++) {
            unsigned j = tid * 4 + k;
            o[j] = sa[s][TA - 1 - j] + 3u * sb[s][TB - 1 - j / 2] + (sc[s][TC - 1 - j / 4] ^ j);
        }
        __syncthreads(); /* stage s is refilled in iteration t + 1 */
    }
    cp_async_wait_all();
}

KERNEL void __launch_bounds__(NT) cp_async_zfill(const u32 *src, u32 *out, u32 nbytes)
{
    __shared__ __attribute__((aligned(128))) u32 buf[NT * 4];
    __shared__ u64 bar;
    unsigned tid = threadIdx.x;
    for (unsigned k = 0; k < 4; k++)
        buf[tid * 4 + k] = 0xFFFFFFFFu;
    if (tid == 0)
        mbarrier_init(&bar, NT);
    __syncthreads();
    if (tid < NT / 2) {
        int rem = (int)nbytes - (int)(tid * 16);
        u32 ss = rem <= 0 ? 0u : rem >= 16 ? 16u : (u32)rem;
        cp_async_cg_16_zfill(&buf[tid * 4], src + tid * 4, ss);
    } else {
        cp_async_ca_16_ignore_src(&buf[tid * 4], src + tid * 4, (tid & 3) == 3);
    }
    cp_async_mbarrier_arrive_noinc(&bar);
    mbarrier_wait_parity(&bar, 0);
    for (unsigned k = 0; k < 4; k++) {
        unsigned i = tid * 4 + k;
        out[i] = buf[NT * 4 - 1 - i];
    }
}
