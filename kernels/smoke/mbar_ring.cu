/*
 * mbar_ring.cu — mbarrier producer/consumer ring over many phases (smoke
 * kernel, issue 3).
 *
 * One CTA = 1 producer warp + RING_CONSUMERS consumer warps, RING_SLOTS slots
 * of RING_CHUNK u32 each, and per slot a 'full' and an 'empty' mbarrier.
 * Item n (0 <= n < items) goes through slot s = n % RING_SLOTS in phase
 * p = n / RING_SLOTS:
 *   producer (lane 0 of warp 0): wait empty[s] parity (p & 1) ^ 1
 *     (skipped for the first round), then arm full[s] with the chunk's bytes
 *     — arrive.expect_tx for even items, expect_tx + plain arrive for odd
 *     ones — and copy the chunk global -> slot with cp.async.bulk, which
 *     completes the transaction on full[s];
 *   consumers: wait full[s] parity p & 1 (try_wait.parity loop), write
 *     out[n][i] = in[n][i] * 3 + n for their quarter of the chunk, then lane 0
 *     of each consumer warp arrives on empty[s] (count RING_CONSUMERS).
 * Each CTA streams its own 'items' chunks starting at blockIdx.x * items.
 */
#include "ptxsel_device.h"
#include "ptxsel_hopper.h"

#define RING_SLOTS 4
#define RING_CONSUMERS 4
#define RING_CHUNK 256 /* u32 per item: 1 KiB */
#define RING_THREADS (32 * (1 + RING_CONSUMERS))

KERNEL void __launch_bounds__(RING_THREADS) mbar_ring(const u32 *in, u32 *out, int items)
{
    __shared__ __attribute__((aligned(128))) u32 slot[RING_SLOTS][RING_CHUNK];
    __shared__ u64 full[RING_SLOTS], empty[RING_SLOTS];
    unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    size_t base = (size_t)blockIdx.x * (size_t)items;
    if (threadIdx.x == 0) {
        for (int s = 0; s < RING_SLOTS; s++) {
            mbarrier_init(&full[s], 1);
            mbarrier_init(&empty[s], RING_CONSUMERS);
        }
        fence_mbarrier_init_release_cluster();
    }
    __syncthreads();
    if (warp == 0) {
        if (lane == 0) {
            for (int n = 0; n < items; n++) {
                int s = n % RING_SLOTS;
                u32 phase = (u32)(n / RING_SLOTS);
                if (n >= RING_SLOTS)
                    mbarrier_wait_parity(&empty[s], (phase & 1u) ^ 1u);
                if (n & 1) {
                    mbarrier_expect_tx(&full[s], RING_CHUNK * 4);
                    (void)mbarrier_arrive(&full[s]);
                } else {
                    (void)mbarrier_arrive_expect_tx(&full[s], RING_CHUNK * 4);
                }
                bulk_load(slot[s], &full[s], in + (base + (size_t)n) * RING_CHUNK, RING_CHUNK * 4);
            }
        }
    } else {
        unsigned c = warp - 1;
        for (int n = 0; n < items; n++) {
            int s = n % RING_SLOTS;
            mbarrier_wait_parity(&full[s], (u32)(n / RING_SLOTS) & 1u);
            for (unsigned i = c * (RING_CHUNK / RING_CONSUMERS) + lane; i < (c + 1) * (RING_CHUNK / RING_CONSUMERS);
                 i += 32)
                out[(base + (size_t)n) * RING_CHUNK + i] = slot[s][i] * 3u + (u32)n;
            __syncwarp();
            if (lane == 0)
                (void)mbarrier_arrive(&empty[s]);
        }
    }
}
