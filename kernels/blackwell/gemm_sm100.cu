/*
 * gemm_sm100.cu — Blackwell (sm_100a) bf16 GEMM through tcgen05.
 *
 *   D[M][N] = sum_k A[M][K] * B[N][K]      A row-major, B given N x K (K-major),
 *                                          fp32 accumulation in tensor memory,
 *                                          bf16 output, row-major.
 *
 * One CTA computes one 128 x 256 tile of D with 128 threads (4 warps):
 *   - thread 0 is the producer and the MMA issuer: it streams 128 x 64 (A) and
 *     256 x 64 (B) bf16 tiles by TMA (128-byte swizzle) into a STAGES-deep SMEM
 *     ring guarded by full/empty mbarriers, and issues four
 *     tcgen05.mma.cta_group::1.kind::f16 (M=128, N=256, K=16) per stage from
 *     SMEM descriptors into a 128-lane x 256-column f32 accumulator in tensor
 *     memory; tcgen05.commit on the stage's empty barrier frees the stage when
 *     the MMAs that read it are done, and a last commit signals `done`;
 *   - warp 0 allocates 256 TMEM columns (tcgen05.alloc) and frees them at
 *     the end;
 *   - the epilogue: each warp w reads TMEM lanes 32w..32w+31 (rows of D) with
 *     tcgen05.ld.32x32b.x32 (32 columns per load), converts to bf16 and
 *     stores its row segments.
 *
 * Descriptors (docs/encodings.md): SM100 SMEM descriptor (version 1 at bits 46-48,
 * layout 2 = 128B swizzle at 61-63, SBO = 1024 B between 8-row groups,
 * K advanced by 32 B = 2 units per K=16 step); instruction descriptor with
 * D f32, A/B bf16, K-major A and B, N>>3 and M>>4.
 *
 * The host side is kernels/blackwell/gemm_sm100_host.c. No Blackwell GPU is
 * reachable here: `make check` compiles this IR with ptxsel for sm_100a and
 * assembles it with ptxas -arch=sm_100a (tests/lit/kernels/blackwell-gemm.test).
 */
#include "ptxsel_device.h"
#include "ptxsel_blackwell.h"

#define BM 128
#define BN 256
#define BK 64 /* bf16: 64 x 2 B = 128 B rows = one 128B swizzle atom row */
#define STAGES 4
#define UMMA_K 16
#define TMEM_COLS 256

#define A_STAGE_BYTES (BM * BK * 2) /* 16 KiB */
#define B_STAGE_BYTES (BN * BK * 2) /* 32 KiB */
#define STAGE_BYTES (A_STAGE_BYTES + B_STAGE_BYTES)
/* dynamic SMEM: 1024-byte aligned ring (the 128B swizzle atom), then barriers */
#define SMEM_BYTES (STAGES * STAGE_BYTES + 1024)

/* SM100 SMEM matrix descriptor, K-major, 128-byte swizzle. */
DEVFN u64 umma_desc_sw128(u32 smem_addr)
{
    u64 d = 0;
    d |= (u64)((smem_addr & 0x3FFFF) >> 4);       /* start address, 16 B units */
    d |= (u64)1 << 16;                            /* LBO: unused for swizzled K-major */
    d |= (u64)(1024 >> 4) << 32;                  /* SBO: 8 rows x 128 B */
    d |= (u64)1 << 46;                            /* version 1 (sm_100) */
    d |= (u64)2 << 61;                            /* layout: 128B swizzle */
    return d;
}

/* Instruction descriptor: kind::f16, A = B = bf16, D = f32, K-major, M x N. */
DEVFN u32 idesc_bf16_f32(u32 m, u32 n)
{
    return (1u << 4)          /* D format f32 */
         | (1u << 7)          /* A format bf16 */
         | (1u << 10)         /* B format bf16 */
         | ((n >> 3) << 17)   /* N >> 3 */
         | ((m >> 4) << 24);  /* M >> 4 */
}

DEVFN void wait_parity(smem_u64 *bar, u32 parity)
{
    while (!mbar_try_wait_parity(bar, parity))
        ;
}

KERNEL __launch_bounds__(128, 1) void gemm_bf16_sm100(const CUtensorMap_opaque *__restrict__ tmap_a,
                                                      const CUtensorMap_opaque *__restrict__ tmap_b,
                                                      bf16 *__restrict__ d, int M, int N, int K)
{
    extern __shared__ __attribute__((aligned(1024))) unsigned char smem[];
    __shared__ u64 full[STAGES], empty[STAGES], done;
    __shared__ u32 tmem_base_slot;

    const unsigned tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    const int ktiles = K / BK;

    if (tid == 0) {
        for (int s = 0; s < STAGES; s++) {
            mbar_init(SMEM_U64(&full[s]), 1);
            mbar_init(SMEM_U64(&empty[s]), 1);
        }
        mbar_init(SMEM_U64(&done), 1);
        fence_mbarrier_init_release_cluster();
        fence_proxy_async_shared_cta();
    }
    if (warp == 0) {
        tcgen05_alloc_cg1(SMEM_U32(&tmem_base_slot), TMEM_COLS);
        tcgen05_relinquish_alloc_permit_cg1();
    }
    tcgen05_fence_before_thread_sync();
    __syncthreads();
    tcgen05_fence_after_thread_sync();
    const u32 tmem = tmem_base_slot;

    if (tid == 0) {
        const u32 ring = smem_addr_of(smem);
        const u32 idesc = idesc_bf16_f32(BM, BN);
        for (int it = 0; it < ktiles + STAGES - 1; it++) {
            int p = it; /* produce k-tile p */
            if (p < ktiles) {
                int s = p % STAGES;
                if (p >= STAGES)
                    wait_parity(SMEM_U64(&empty[s]), ((p / STAGES) - 1) & 1);
                mbar_arrive_expect_tx(SMEM_U64(&full[s]), STAGE_BYTES);
                unsigned char *sa = smem + s * STAGE_BYTES, *sb = sa + A_STAGE_BYTES;
                tma_load_2d(SMEM_CLUSTER(sa), SMEM_U64(&full[s]), tmap_a, p * BK, m0);
                tma_load_2d(SMEM_CLUSTER(sb), SMEM_U64(&full[s]), tmap_b, p * BK, n0);
            }
            int c = it - (STAGES - 1); /* consume k-tile c */
            if (c >= 0) {
                int s = c % STAGES;
                wait_parity(SMEM_U64(&full[s]), (c / STAGES) & 1);
                tcgen05_fence_after_thread_sync();
                u32 a_addr = ring + s * STAGE_BYTES, b_addr = a_addr + A_STAGE_BYTES;
                for (int k = 0; k < BK / UMMA_K; k++) {
                    /* K = 16 bf16 = 32 bytes further along the swizzled row */
                    u64 ad = umma_desc_sw128(a_addr + k * 32), bd = umma_desc_sw128(b_addr + k * 32);
                    tcgen05_mma_f16_cg1(TMEM_PTR(tmem), ad, bd, idesc, c > 0 || k > 0);
                }
                tcgen05_commit_cg1(SMEM_U64(&empty[s]));
            }
        }
        tcgen05_commit_cg1(SMEM_U64(&done));
    }

    /* epilogue: warp w owns rows 32w..32w+31 (TMEM lanes), thread = row */
    wait_parity(SMEM_U64(&done), 0);
    tcgen05_fence_after_thread_sync();
    const int row = m0 + warp * 32 + lane;
    for (int col = 0; col < BN; col += 32) {
        u32x32 v = tcgen05_ld_32x32b_x32(TMEM_PTR(tmem + ((warp * 32u) << 16) + (u32)col));
        tcgen05_wait_ld();
        if (row < M) {
            bf16 *out = d + (size_t)row * N + n0 + col;
            for (int j = 0; j < 32; j += 2) {
                bf162 pr = {(bf16)__builtin_bit_cast(float, v[j]), (bf16)__builtin_bit_cast(float, v[j + 1])};
                *(bf162 *)(out + j) = pr;
            }
        }
    }
    tcgen05_fence_before_thread_sync();
    __syncthreads();
    if (warp == 0)
        tcgen05_dealloc_cg1(TMEM_PTR(tmem), TMEM_COLS);
}
