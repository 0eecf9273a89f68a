/*
 * gemm_sm100_host.c — host runner for kernels/blackwell/gemm_sm100.cu
 * (the kernel plan #3), CUDA driver API only.
 *
 *   gemm_sm100_host <gemm_sm100.ptx> [M N K] [--seed S] [--iters N]
 *
 * Loads ptxsel's PTX (sm_100a) with cuModuleLoadDataEx, builds the two tensor
 * maps with cuTensorMapEncodeTiled (bf16, 128-byte swizzle, boxes 64 x 128
 * for A and 64 x 256 for B), fills A and B with fresh random bf16 values,
 * poisons D, launches one 128-thread CTA per 128 x 256 tile, and checks D
 * against an fp32 CPU reference (relative Frobenius error < 1e-2, the kernel plan).
 * Then times --iters launches with CUDA events and prints TFLOP/s.
 * Needs a compute capability 10.x GPU; elsewhere it says so and exits 2.
 * Exit status: 0 correct, 1 wrong result, 2 setup error.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

enum { BM = 128, BN = 256, BK = 64, STAGES = 4 };
#define SMEM_BYTES (STAGES * (BM * BK * 2 + BN * BK * 2) + 1024)

static int check(CUresult r, const char *what)
{
    if (r == CUDA_SUCCESS)
        return 0;
    const char *s = NULL;
    cuGetErrorString(r, &s);
    fprintf(stderr, "gemm_sm100: %s failed: %s\n", what, s ? s : "unknown error");
    return 1;
}
#define CK(call)                                                                                   \
    do {                                                                                           \
        if (check((call), #call))                                                                  \
            return 2;                                                                              \
    } while (0)

static uint64_t rng_state;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)rng_state;
}

static uint16_t bf16_from_float(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    u += 0x7FFF + ((u >> 16) & 1); /* round to nearest even */
    return (uint16_t)(u >> 16);
}
static float bf16_to_float(uint16_t b)
{
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *p = malloc((size_t)n + 1);
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    if (p)
        p[n] = 0;
    fclose(f);
    return p;
}

/* K-major bf16 matrix rows x k, box 64 (K) x box_rows, 128-byte swizzle. */
static int make_map(CUtensorMap *map, CUdeviceptr base, int rows, int k, int box_rows)
{
    cuuint64_t dims[2] = {(cuuint64_t)k, (cuuint64_t)rows};
    cuuint64_t strides[1] = {(cuuint64_t)k * 2};
    cuuint32_t box[2] = {BK, (cuuint32_t)box_rows};
    cuuint32_t elem[2] = {1, 1};
    return check(cuTensorMapEncodeTiled(map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, (void *)base, dims, strides, box,
                                        elem, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                        CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
                 "cuTensorMapEncodeTiled");
}

int main(int argc, char **argv)
{
    const char *ptx_path = NULL;
    int dims[3] = {1024, 1024, 1024}, nd = 0, iters = 20;
    rng_state = 0x9E3779B97F4A7C15ull;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            rng_state ^= strtoull(argv[++i], NULL, 0) * 0x2545F4914F6CDD1Dull;
        else if (!strcmp(argv[i], "--iters") && i + 1 < argc)
            iters = atoi(argv[++i]);
        else if (!ptx_path)
            ptx_path = argv[i];
        else if (nd < 3)
            dims[nd++] = atoi(argv[i]);
        else {
            fprintf(stderr, "usage: gemm_sm100_host <ptx> [M N K] [--seed S] [--iters N]\n");
            return 2;
        }
    }
    const int M = dims[0], N = dims[1], K = dims[2];
    if (!ptx_path || M <= 0 || N <= 0 || K <= 0 || M % BM || N % BN || K % BK) {
        fprintf(stderr, "gemm_sm100: need a PTX file and M %% %d == 0, N %% %d == 0, K %% %d == 0\n", BM, BN, BK);
        return 2;
    }
    char *ptx = read_file(ptx_path);
    if (!ptx) {
        fprintf(stderr, "gemm_sm100: cannot read %s\n", ptx_path);
        return 2;
    }

    CUdevice dev;
    CUcontext ctx;
    CK(cuInit(0));
    CK(cuDeviceGet(&dev, 0));
    int major = 0, minor = 0;
    CK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
    if (major != 10) {
        fprintf(stderr, "gemm_sm100: needs a compute capability 10.x GPU (sm_100a); this one is %d.%d\n", major, minor);
        return 2;
    }
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    CUmodule mod;
    char log[8192] = "";
    CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[2] = {log, (void *)(uintptr_t)sizeof log};
    if (cuModuleLoadDataEx(&mod, ptx, 2, opts, vals) != CUDA_SUCCESS) {
        fprintf(stderr, "gemm_sm100: cuModuleLoadDataEx failed:\n%s\n", log);
        return 2;
    }
    CUfunction fn;
    CK(cuModuleGetFunction(&fn, mod, "gemm_bf16_sm100"));
    CK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, SMEM_BYTES));

    size_t na = (size_t)M * K, nb = (size_t)N * K, nd_ = (size_t)M * N;
    uint16_t *ha = malloc(na * 2), *hb = malloc(nb * 2), *hd = malloc(nd_ * 2);
    float *fa = malloc(na * 4), *fb = malloc(nb * 4);
    if (!ha || !hb || !hd || !fa || !fb) {
        fprintf(stderr, "gemm_sm100: out of host memory\n");
        return 2;
    }
    for (size_t i = 0; i < na; i++) {
        ha[i] = bf16_from_float((float)((int)(rnd() % 2001) - 1000) / 1000.0f);
        fa[i] = bf16_to_float(ha[i]);
    }
    for (size_t i = 0; i < nb; i++) {
        hb[i] = bf16_from_float((float)((int)(rnd() % 2001) - 1000) / 1000.0f);
        fb[i] = bf16_to_float(hb[i]);
    }
    CUdeviceptr da, db, dd, dmaps;
    CK(cuMemAlloc(&da, na * 2));
    CK(cuMemAlloc(&db, nb * 2));
    CK(cuMemAlloc(&dd, nd_ * 2));
    CK(cuMemAlloc(&dmaps, 2 * sizeof(CUtensorMap)));
    CK(cuMemcpyHtoD(da, ha, na * 2));
    CK(cuMemcpyHtoD(db, hb, nb * 2));
    CK(cuMemsetD8(dd, 0xFF, nd_ * 2)); /* poison: bf16 NaN */
    CUtensorMap maps[2];
    if (make_map(&maps[0], da, M, K, BM) || make_map(&maps[1], db, N, K, BN))
        return 2;
    CK(cuMemcpyHtoD(dmaps, maps, sizeof maps));

    CUdeviceptr pa = dmaps, pb = dmaps + sizeof(CUtensorMap);
    void *args[] = {&pa, &pb, &dd, (void *)&M, (void *)&N, (void *)&K};
    CK(cuLaunchKernel(fn, (unsigned)(N / BN), (unsigned)(M / BM), 1, 128, 1, 1, SMEM_BYTES, NULL, args, NULL));
    CK(cuCtxSynchronize());
    CK(cuMemcpyDtoH(hd, dd, nd_ * 2));

    double err2 = 0, ref2 = 0;
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float acc = 0;
            const float *ar = fa + (size_t)m * K, *br = fb + (size_t)n * K;
            for (int k = 0; k < K; k++)
                acc += ar[k] * br[k];
            double got = bf16_to_float(hd[(size_t)m * N + n]);
            err2 += (got - acc) * (got - acc);
            ref2 += (double)acc * acc;
        }
    double rel = sqrt(err2 / (ref2 > 0 ? ref2 : 1));
    int ok = rel < 1e-2 && !isnan(rel);
    printf("gemm_sm100 %dx%dx%d: relative Frobenius error %.3e (%s)\n", M, N, K, rel, ok ? "pass" : "FAIL");

    CUevent e0, e1;
    CK(cuEventCreate(&e0, 0));
    CK(cuEventCreate(&e1, 0));
    CK(cuEventRecord(e0, NULL));
    for (int i = 0; i < iters; i++)
        CK(cuLaunchKernel(fn, (unsigned)(N / BN), (unsigned)(M / BM), 1, 128, 1, 1, SMEM_BYTES, NULL, args, NULL));
    CK(cuEventRecord(e1, NULL));
    CK(cuEventSynchronize(e1));
    float ms = 0;
    CK(cuEventElapsedTime(&ms, e0, e1));
    if (iters > 0)
        printf("gemm_sm100 %dx%dx%d: %.3f ms/iter, %.1f TFLOP/s\n", M, N, K, ms / iters,
               2.0 * M * N * K / (ms / iters * 1e-3) / 1e12);
    cuDevicePrimaryCtxRelease(dev);
    free(ptx), free(ha), free(hb), free(hd), free(fa), free(fb);
    return ok ? 0 : 1;
}
