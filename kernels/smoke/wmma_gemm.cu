/* wmma_gemm.cu — WMMA GEMMs through clang-19's WMMA builtins (which lower to
 * llvm.nvvm.wmma.m16n16k16.*): C[M x N] = A[M x K] * B[K x N], A row-major,
 * B column-major, C row-major; M, N, K multiples of 16. One warp computes one
 * 16 x 16 tile of C (blockDim.x = 32, grid = (N/16, M/16)).
 *   wmma_gemm_f16: f16 inputs, f32 accumulator (ld.a/ld.b f16, mma f32.f32)
 *   wmma_gemm_s8:  s8 inputs, s32 accumulator (ld.a/ld.b s8, mma s8)
 * Issue 5's GPU check: kernels/runner/smoke_runner.c runs both against CPU
 * references (ptxsel's PTX and llc-19's PTX of the same IR side by side);
 * tests/lit/kernels/smoke.test compiles and assembles the IR. */
#include "ptxsel_device.h"

/* clang-19 builtins (BuiltinsNVPTX.def); layout 0 = row, 1 = col; the mma
 * layout is 2*a_col + b_col (1 = row.col). */
extern "C" {
__device__ void __hmma_m16n16k16_ld_a(int *dst, const int *src, unsigned ldm, int layout);
__device__ void __hmma_m16n16k16_ld_b(int *dst, const int *src, unsigned ldm, int layout);
__device__ void __hmma_m16n16k16_mma_f32f32(float *d, const int *a, const int *b, const float *c, int layout, int satf);
__device__ void __hmma_m16n16k16_st_c_f32(float *dst, const float *src, unsigned ldm, int layout);
__device__ void __imma_m16n16k16_ld_a_s8(int *dst, const int *src, unsigned ldm, int layout);
__device__ void __imma_m16n16k16_ld_b_s8(int *dst, const int *src, unsigned ldm, int layout);
__device__ void __imma_m16n16k16_mma_s8(int *d, const int *a, const int *b, const int *c, int layout, int satf);
__device__ void __imma_m16n16k16_st_c_i32(int *dst, const int *src, unsigned ldm, int layout);
}

KERNEL void wmma_gemm_f16(int K, int N, const unsigned short *A, const unsigned short *B, float *C) {
    int tm = blockIdx.y * 16, tn = blockIdx.x * 16;
    int a[8], b[8];
    float acc[8];
    for (int i = 0; i < 8; i++)
        acc[i] = 0.0f;
    for (int k = 0; k < K; k += 16) {
        __hmma_m16n16k16_ld_a(a, (const int *)(A + (long)tm * K + k), K, 0);
        __hmma_m16n16k16_ld_b(b, (const int *)(B + (long)tn * K + k), K, 1);
        __hmma_m16n16k16_mma_f32f32(acc, a, b, acc, 1, 0);
    }
    __hmma_m16n16k16_st_c_f32(C + (long)tm * N + tn, acc, N, 0);
}

KERNEL void wmma_gemm_s8(int K, int N, const signed char *A, const signed char *B, int *C) {
    int tm = blockIdx.y * 16, tn = blockIdx.x * 16;
    int a[2], b[2], acc[8];
    for (int i = 0; i < 8; i++)
        acc[i] = 0;
    for (int k = 0; k < K; k += 16) {
        __imma_m16n16k16_ld_a_s8(a, (const int *)(A + (long)tm * K + k), K, 0);
        __imma_m16n16k16_ld_b_s8(b, (const int *)(B + (long)tn * K + k), K, 1);
        __imma_m16n16k16_mma_s8(acc, a, b, acc, 1, 0);
    }
    __imma_m16n16k16_st_c_i32(C + (long)tm * N + tn, acc, N, 0);
}
