/*
 * gemm_sm90.cu — Hopper (sm_90a) GEMM through ptxsel: D = A * B^T with
 * A M x K row-major, B N x K row-major (K-major), fp32 accumulation, bf16
 * (or, with GEMM_FP8, e4m3 inputs) and bf16 output D (M x N, row-major).
 *
 * Shape of the kernel (one CTA per SM, persistent):
 *   - 384 threads: warpgroup 0 is the producer (one thread issues TMA),
 *     warpgroups 1 and 2 are consumers; setmaxnreg 40 / 232.
 *   - CTA tile 128 x 256 (BM x BN), K step BK (64 bf16 / 128 e4m3 = 128 bytes,
 *     one 128-byte swizzle atom); each consumer owns 64 x 256 and issues
 *     wgmma m64n256 from shared memory descriptors (A and B K-major).
 *   - STAGES-deep SMEM ring; full[s] (TMA transaction bytes) and empty[s]
 *     (one arrival per consumer warp of every CTA in the cluster) mbarriers.
 *   - Clusters of GEMM_CLUSTER CTAs along M share the B tile: each CTA loads
 *     1/GEMM_CLUSTER of it with .multicast::cluster into every CTA.
 *   - Persistent tile scheduler: cluster c takes cluster tiles c, c + nclusters,
 *     ... in a grouped order (GROUP_M cluster rows per group) for L2 reuse.
 *   - Epilogue (GEMM_EPI 1): accumulators converted to bf16 pairs into
 *     128B-swizzled SMEM chunks, written to D by TMA stores that overlap the
 *     next tile's mainloop (GEMM_EPI 0: bf16x2 stores from registers).
 * Requirements (checked by the host): M % (128 * GEMM_CLUSTER) == 0,
 * N % 256 == 0, K % BK == 0, K >= BK.
 */
#include "ptxsel_device.h"
#include "gemm_intrin.h"

#ifndef GEMM_CLUSTER
#define GEMM_CLUSTER 2
#endif
/* GEMM_EPI 1: epilogue through SMEM and TMA stores (the copy engine writes D
 * while the consumers already run the next tile's wgmma); 0: bf16x2 stores
 * straight from registers (the first version, kept to compare). */
#ifndef GEMM_EPI
#define GEMM_EPI 1
#endif
#ifndef GROUP_M
#define GROUP_M 8
#endif

#define BM 128
#define BN 256
#define STAGES 4
#define TILE_BYTES_A (BM * 128)
#define TILE_BYTES_B (BN * 128)
#define STAGE_BYTES (TILE_BYTES_A + TILE_BYTES_B)
/* epilogue staging: per consumer two 64x64 bf16 chunks (8 KB each, one
 * 128-byte swizzle row per tile row), after the ring */
#define EPI_CHUNK_BYTES (64 * 128)
#define EPI_BYTES (2 * 2 * EPI_CHUNK_BYTES)

#ifdef GEMM_FP8
#define BK 128
#define KSTEPS 4 /* k32 instructions per 128-byte K slice */
#define KERNEL_NAME gemm_e4m3_sm90
#define WGMMA wgmma_m64n256k32_f32_e4m3_e4m3
#else
#define BK 64
#define KSTEPS 4 /* k16 instructions per 128-byte K slice */
#define KERNEL_NAME gemm_bf16_sm90
#define WGMMA wgmma_m64n256k16_f32_bf16_bf16
#endif

/* 128-byte-swizzled K-major SMEM matrix descriptor (PTX ISA "Matrix
 * Descriptor Format"): start address >> 4, leading byte offset 1 (unused for
 * swizzled K-major), stride byte offset 1024 (8 rows of 128 bytes), mode 1 =
 * 128B swizzle. Tiles start on 1024-byte boundaries, so the base offset is 0. */
DEVFN u64 smem_desc(u32 addr)
{
    return (u64)((addr & 0x3FFFFu) >> 4) | (1ull << 16) | (64ull << 32) | (1ull << 62);
}

DEVFN void mbar_wait(PTXSEL_SMEM u64 *bar, u32 phase)
{
    while (!ptxsel_mbar_try_wait_parity(bar, (int)phase)) {
    }
}

/* Cluster tile t -> (first CTA row block, column block), grouped order. */
DEVFN void tile_coords(u32 t, u32 mtiles, u32 ntiles, u32 *mb, u32 *nb)
{
    u32 per_group = GROUP_M * ntiles;
    u32 group = t / per_group;
    u32 first = group * GROUP_M;
    u32 gsize = mtiles - first < GROUP_M ? mtiles - first : GROUP_M;
    u32 r = t - group * per_group;
    *mb = first + r % gsize;
    *nb = r / gsize;
}

/* One arrival of this warp on empty[stage] of every CTA in the cluster. */
DEVFN void release(PTXSEL_SMEM u64 *empty, u32 stage)
{
#if GEMM_CLUSTER > 1
    for (u32 r = 0; r < GEMM_CLUSTER; r++)
        ptxsel_mbar_arrive_remote(ptxsel_mapa(&empty[stage], (int)r), 1);
#else
    (void)ptxsel_mbar_arrive_local(&empty[stage]);
#endif
}

/* Epilogue: fragment element i of m64n256 f32 is at row warp*16 + lane/4 +
 * 8*((i/2)%2), column (i/4)*8 + (lane%4)*2 + i%2; pairs of columns become one
 * bf16x2 store. row/col: this thread's first element. */
#if !GEMM_EPI
DEVFN void store_tile(f32x128 acc, bf16 *D, u32 ldd, u32 row, u32 col)
{
    bf16 *d0 = D + (size_t)row * ldd + col;
    bf16 *d1 = d0 + (size_t)8 * ldd;
#pragma unroll
    for (int j = 0; j < 32; j++) {
        bf162 lo = {(bf16)acc[j * 4 + 0], (bf16)acc[j * 4 + 1]};
        bf162 hi = {(bf16)acc[j * 4 + 2], (bf16)acc[j * 4 + 3]};
        *(bf162 *)(d0 + j * 8) = lo;
        *(bf162 *)(d1 + j * 8) = hi;
    }
}

#endif

#if GEMM_EPI
/* Epilogue through SMEM: the consumer's 64 x 256 half of the tile goes out in
 * four 64 x 64 chunks (columns 64q .. 64q+63), alternating between its two
 * 8 KB buffers. Each chunk: thread 0 of the warpgroup waits until the TMA
 * store issued two chunks earlier from this buffer has read it
 * (cp.async.bulk.wait_group.read 1), a named barrier of the warpgroup frees
 * the buffer for all, every thread writes its bf16 pairs at the
 * 128B-swizzled position (16-byte unit u of row r at unit u ^ (r % 8): for a
 * fixed register pair the 32 lanes hit 32 different banks), fences the
 * generic-proxy writes for the async proxy, a second barrier, and thread 0
 * issues one TMA tile store and commits it as a bulk group. Nothing waits
 * for the global writes: the last two chunks drain during the next tile's
 * mainloop. */
DEVFN void store_tile_tma(f32x128 acc, PTXSEL_SMEM char *buf, const void *tmD, u32 tid, u32 bar_id, int x0, int y0)
{
    const u32 warp = tid / 32u, lane = tid % 32u;
    const u32 r0 = warp * 16u + lane / 4u; /* and r0 + 8; both are lane/4 mod 8 */
    const u32 sw = lane / 4u;
    const u32 colb = (lane % 4u) * 4u;
#pragma unroll
    for (int q = 0; q < 4; q++) {
        PTXSEL_SMEM char *b = buf + (q & 1) * EPI_CHUNK_BYTES;
        if (tid == 0)
            ptxsel_bulk_wait_read(1);
        ptxsel_bar_sync_cnt((int)bar_id, 128);
#pragma unroll
        for (int jj = 0; jj < 8; jj++) {
            const int j = q * 8 + jj;
            bf162 lo = {(bf16)acc[j * 4 + 0], (bf16)acc[j * 4 + 1]};
            bf162 hi = {(bf16)acc[j * 4 + 2], (bf16)acc[j * 4 + 3]};
            u32 off = (((u32)jj ^ sw) * 16u) + colb;
            *(PTXSEL_SMEM bf162 *)(b + r0 * 128u + off) = lo;
            *(PTXSEL_SMEM bf162 *)(b + (r0 + 8u) * 128u + off) = hi;
        }
        ptxsel_fence_proxy_async_smem();
        ptxsel_bar_sync_cnt((int)bar_id, 128);
        if (tid == 0) {
            ptxsel_tma_store_2d(b, tmD, x0 + q * 64, y0, 0, false);
            ptxsel_bulk_commit();
        }
    }
}
#endif

extern __shared__ __attribute__((aligned(1024))) char gemm_smem[];

/* tmA, tmB, tmD: CUtensorMaps (128 bytes each) in global memory; clang-19 has
 * no __grid_constant__, and a by-value struct parameter would be copied.
 * tmD (D, boxes of 64 x 64, 128B swizzle) is used with GEMM_EPI 1, D with 0. */
KERNEL __launch_bounds__(384, 1) void KERNEL_NAME(const void *tmA, const void *tmB, const void *tmD, bf16 *D, int M,
                                                  int N, int K)
{
    /* 1024-byte aligned base for the swizzled tiles; barriers after the ring */
    u32 raw = (u32)(unsigned long)(PTXSEL_SMEM char *)gemm_smem;
    u32 base = (raw + 1023u) & ~1023u;
    PTXSEL_SMEM char *smem = (PTXSEL_SMEM char *)gemm_smem + (base - raw);
    PTXSEL_SMEM char *epi = smem + STAGES * STAGE_BYTES;
    PTXSEL_SMEM u64 *full = (PTXSEL_SMEM u64 *)(epi + EPI_BYTES);
    PTXSEL_SMEM u64 *empty = full + STAGES;

    const u32 wg = threadIdx.x / 128u;
    const u32 tid = threadIdx.x % 128u;
    const u32 rank = blockIdx.x % GEMM_CLUSTER;
    const u32 cluster = blockIdx.x / GEMM_CLUSTER;
    const u32 nclusters = gridDim.x / GEMM_CLUSTER;
    const u32 mtiles = (u32)M / (BM * GEMM_CLUSTER); /* cluster rows */
    const u32 ntiles = (u32)N / BN;
    const u32 ctiles = mtiles * ntiles;
    const u32 kiters = (u32)K / BK;

    if (threadIdx.x == 0) {
        for (int s = 0; s < STAGES; s++) {
            ptxsel_mbar_init(&full[s], 1);
            ptxsel_mbar_init(&empty[s], 8 * GEMM_CLUSTER);
        }
        ptxsel_fence_mbarrier_init_cluster();
    }
#if GEMM_CLUSTER > 1
    ptxsel_cluster_arrive();
    ptxsel_cluster_wait();
#else
    __syncthreads();
#endif

    if (wg == 0) {
        ptxsel_setmaxnreg_dec(40);
        if (tid == 0) {
            u32 s = 0, phase = 0;
            for (u32 t = cluster; t < ctiles; t += nclusters) {
                u32 mb, nb;
                tile_coords(t, mtiles, ntiles, &mb, &nb);
                int m0 = (int)((mb * GEMM_CLUSTER + rank) * BM);
                int n0 = (int)(nb * BN);
                for (u32 k = 0; k < kiters; k++) {
                    mbar_wait(&empty[s], phase ^ 1u);
                    ptxsel_mbar_arrive_expect_tx(&full[s], STAGE_BYTES);
                    PTXSEL_SMEM char *sa = smem + s * TILE_BYTES_A;
                    PTXSEL_SMEM char *sb = smem + STAGES * TILE_BYTES_A + s * TILE_BYTES_B;
                    int kc = (int)(k * BK);
                    ptxsel_tma_load_2d(ptxsel_to_cluster(sa), &full[s], tmA, kc, m0, 0, 0, false, false, 0);
#if GEMM_CLUSTER > 1
                    ptxsel_tma_load_2d(ptxsel_to_cluster(sb + rank * (TILE_BYTES_B / GEMM_CLUSTER)), &full[s], tmB,
                                       kc, n0 + (int)(rank * (BN / GEMM_CLUSTER)),
                                       (short)((1 << GEMM_CLUSTER) - 1), 0, true, false, 0);
#else
                    ptxsel_tma_load_2d(ptxsel_to_cluster(sb), &full[s], tmB, kc, n0, 0, 0, false, false, 0);
#endif
                    if (++s == STAGES) {
                        s = 0;
                        phase ^= 1u;
                    }
                }
            }
        }
    } else {
        ptxsel_setmaxnreg_inc(232);
        const u32 c = wg - 1u;      /* consumer: rows c*64 .. c*64+63 of the tile */
        const u32 warp = tid / 32u; /* warp within the warpgroup */
        const u32 lane = tid % 32u;
        const u32 a_base = base + c * (64u * 128u);
        const u32 b_base = base + STAGES * TILE_BYTES_A;
        u32 s = 0, phase = 0;
        for (u32 t = cluster; t < ctiles; t += nclusters) {
            u32 mb, nb;
            tile_coords(t, mtiles, ntiles, &mb, &nb);
            f32x128 acc;
#pragma unroll
            for (int i = 0; i < 128; i++)
                acc[i] = 0.0f;
            u32 prev = 0;
            for (u32 k = 0; k < kiters; k++) {
                mbar_wait(&full[s], phase);
                u64 da = smem_desc(a_base + s * TILE_BYTES_A);
                u64 db = smem_desc(b_base + s * TILE_BYTES_B);
                ptxsel_wgmma_fence();
#pragma unroll
                for (int j = 0; j < KSTEPS; j++)
                    acc = WGMMA(acc, da + 2u * (u64)j, db + 2u * (u64)j, true, 1, 1, 0, 0);
                ptxsel_wgmma_commit();
                if (k + 1 < kiters) {
                    /* keep this stage's group in flight; the previous one has
                     * finished reading its stage, which goes back to the producer */
                    ptxsel_wgmma_wait(1);
                    if (k > 0 && lane == 0)
                        release(empty, prev);
                    prev = s;
                } else {
                    /* last K step: drain, free both stages, store the tile.
                     * The epilogue sits inside the loop so that it reads this
                     * iteration's accumulator itself, not a loop-exit copy of
                     * it (ptxas serialises wgmma when its registers are read
                     * while a group may be in flight). */
                    ptxsel_wgmma_wait(0);
                    if (lane == 0) {
                        if (k > 0)
                            release(empty, prev);
                        release(empty, s);
                    }
#if GEMM_EPI
                    (void)D;
                    (void)warp;
                    store_tile_tma(acc, epi + c * (2u * EPI_CHUNK_BYTES), tmD, tid, 1u + c, (int)(nb * BN),
                                   (int)((mb * GEMM_CLUSTER + rank) * BM + c * 64u));
#else
                    (void)tmD;
                    store_tile(acc, D, (u32)N, (mb * GEMM_CLUSTER + rank) * BM + c * 64u + warp * 16u + lane / 4u,
                               nb * BN + (lane % 4u) * 2u);
#endif
                }
                if (++s == STAGES) {
                    s = 0;
                    phase ^= 1u;
                }
            }
            /* nothing is in flight here (the last K step drained); this says
             * so on every path out of the loop, for ptxas and the verifier */
            ptxsel_wgmma_wait(0);
        }
#if GEMM_EPI
        /* the last tile's stores: complete before the CTA's SMEM goes away */
        if (tid == 0)
            ptxsel_bulk_wait(0);
#endif
    }
#if GEMM_CLUSTER > 1
    /* no CTA leaves while a peer may still multicast into it or arrive on it
     * (not .aligned: warp 0 of the producer reconverges only here) */
    ptxsel_cluster_arrive();
    ptxsel_cluster_wait();
#endif
}
