/* sgemm.cu — classic shared-memory tiled SGEMM, C = alpha*A*B + beta*C with
 * 64x64 block tiles, 16x16 threads, 4x4 outputs per thread, and a GEMV with
 * one warp per row.
 * Covers: __launch_bounds__ (.maxntid, .minnctapersm), register-blocked
 * accumulators (fully unrolled loops), 2D shared tiles, float4 shared loads,
 * __ldg (llvm.nvvm.ldg.global.f),
 * fma chains, warp shuffle reduction, row-major/col-major index math. */
#include "ptxsel_device.h"

#define BM 64
#define BN 64
#define BK 16

/* M, N multiples of 64, K multiple of 16 */
KERNEL __launch_bounds__(256, 2) void sgemm_tiled(int M, int N, int K, float alpha, const float *A,
                                                   const float *B, float beta, float *C) {
    (void)M; /* M is implied by the grid */
    __shared__ __attribute__((aligned(16))) float As[BK][BM];     /* A tile, transposed: As[k][m] */
    __shared__ __attribute__((aligned(16))) float Bs[BK][BN];
    int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
    int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    float acc[4][4] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int e = tid; e < BM * BK; e += 256) {
            int m = e / BK, k = e % BK;
            As[k][m] = A[(size_t)(row0 + m) * K + k0 + k];
            int kk = e / BN, nn = e % BN;
            Bs[kk][nn] = B[(size_t)(k0 + kk) * N + col0 + nn];
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; k++) {
            float4 a = *(const float4 *)&As[k][ty * 4];
            float4 b = *(const float4 *)&Bs[k][tx * 4];
            float av[4] = {a.x, a.y, a.z, a.w}, bv[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
            for (int i = 0; i < 4; i++)
#pragma unroll
                for (int j = 0; j < 4; j++)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) {
            size_t idx = (size_t)(row0 + ty * 4 + i) * N + col0 + tx * 4 + j;
            C[idx] = alpha * acc[i][j] + beta * C[idx];
        }
}

/* y = A x, A is m x n row-major; one warp per row, 4 warps per block */
KERNEL __launch_bounds__(128) void gemv_warp(const float *A, const float *x, float *y, int m, int n) {
    int row = blockIdx.x * 4 + (threadIdx.x >> 5);
    unsigned lane = threadIdx.x & 31;
    if (row >= m)
        return;
    float s = 0.0f;
    for (int j = lane; j < n; j += 32)
        s = fmaf(__ldg(&A[(size_t)row * n + j]), __ldg(&x[j]), s);   /* ld.global.nc */
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0)
        y[row] = s;
}
