/*
 * gemm_runner.c — host side of the Hopper GEMM (CUDA driver API), built as a
 * shared library that kernels/gemm/bench.py drives through ctypes, so that
 * ptxsel's kernel and cuBLAS (torch) run on the same device buffers in the
 * same process and the same (primary) context.
 *
 *   gemm_plan_create(image, kernel, cluster, elem_bytes): loads ptxsel's
 *       module (a cubin assembled from ptxsel's PTX, or the PTX itself:
 *       cuModuleLoadDataEx JIT-compiles it), raises the dynamic SMEM limit.
 *   gemm_plan_bind(plan, A, B, D, M, N, K): checks the shape, encodes the two
 *       CUtensorMaps of A and B (128-byte swizzle, boxes of 128 bytes x 128 /
 *       256 rows) and of D (64 x 64 bf16 boxes, for the TMA-store epilogue)
 *       into device memory, sizes the persistent grid from
 *       cuOccupancyMaxActiveClusters.
 *   gemm_plan_launch(plan, stream): cuLaunchKernelEx with the cluster shape.
 * Every call returns 0 or -1 with gemm_plan_error() saying which driver call
 * failed and how. The library never exits.
 */
#include <cuda.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BM 128
#define BN 256
#define STAGES 4
#define STAGE_BYTES (BM * 128 + BN * 128)
#define EPI_BYTES (2 * 2 * 64 * 128) /* epilogue staging (kernels built with GEMM_EPI 1) */
#define SMEM_BYTES (STAGES * STAGE_BYTES + EPI_BYTES + 2 * STAGES * 8 + 1024)
#define THREADS 384

typedef struct gemm_plan {
    CUmodule mod;
    CUfunction fn;
    int cluster;
    int elem_bytes; /* 2: bf16 inputs, 1: e4m3 inputs */
    int sms;
    CUdeviceptr maps; /* three CUtensorMaps: A, B, D */
    CUdeviceptr d;
    int m, n, k;
    unsigned grid;
    char err[1024];
} gemm_plan;

static char g_err[1024];

static void set_err(gemm_plan *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p ? p->err : g_err, sizeof g_err, fmt, ap);
    va_end(ap);
}

static int check(gemm_plan *p, CUresult r, const char *what)
{
    if (r == CUDA_SUCCESS)
        return 0;
    const char *name = NULL, *msg = NULL;
    cuGetErrorName(r, &name);
    cuGetErrorString(r, &msg);
    set_err(p, "%s: %s (%s)", what, name ? name : "?", msg ? msg : "?");
    return -1;
}

#define CK(p, call)                                                                                                    \
    do {                                                                                                               \
        if (check((p), (call), #call))                                                                                 \
            return -1;                                                                                                 \
    } while (0)

const char *gemm_plan_error(const gemm_plan *p)
{
    return p ? p->err : g_err;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0) {
            buf = malloc((size_t)n + 1);
            if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
                free(buf);
                buf = NULL;
            } else if (buf) {
                buf[n] = 0;
                *len = (size_t)n;
            }
        }
    }
    fclose(f);
    return buf;
}

static int plan_init(gemm_plan *p, const char *image, const char *kernel)
{
    CUdevice dev;
    CUcontext ctx;
    CK(p, cuInit(0));
    CK(p, cuDeviceGet(&dev, 0));
    CK(p, cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(p, cuCtxSetCurrent(ctx));
    CK(p, cuDeviceGetAttribute(&p->sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
    size_t len = 0;
    char *data = read_file(image, &len);
    if (!data) {
        set_err(p, "cannot read %s", image);
        return -1;
    }
    char log[8192] = {0};
    CUjit_option opt[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *val[] = {log, (void *)(uintptr_t)sizeof log};
    CUresult r = cuModuleLoadDataEx(&p->mod, data, 2, opt, val);
    free(data);
    if (check(p, r, "cuModuleLoadDataEx")) {
        size_t n = strlen(p->err);
        snprintf(p->err + n, sizeof p->err - n, ": %s", log);
        return -1;
    }
    CK(p, cuModuleGetFunction(&p->fn, p->mod, kernel));
    CK(p, cuFuncSetAttribute(p->fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, SMEM_BYTES));
    CK(p, cuMemAlloc(&p->maps, 384));
    return 0;
}

gemm_plan *gemm_plan_create(const char *image, const char *kernel, int cluster, int elem_bytes)
{
    if (cluster < 1 || cluster > 2 || (elem_bytes != 1 && elem_bytes != 2)) {
        set_err(NULL, "gemm_plan_create: cluster must be 1 or 2, elem_bytes 1 or 2");
        return NULL;
    }
    gemm_plan *p = calloc(1, sizeof *p);
    if (!p) {
        set_err(NULL, "out of memory");
        return NULL;
    }
    p->cluster = cluster;
    p->elem_bytes = elem_bytes;
    if (plan_init(p, image, kernel)) {
        memcpy(g_err, p->err, sizeof g_err);
        if (p->mod)
            cuModuleUnload(p->mod);
        if (p->maps)
            cuMemFree(p->maps);
        free(p);
        return NULL;
    }
    return p;
}

void gemm_plan_destroy(gemm_plan *p)
{
    if (!p)
        return;
    cuMemFree(p->maps);
    cuModuleUnload(p->mod);
    free(p);
}

/* A K-major operand: rows x K elements, boxes of 128 bytes (K) x box_rows. */
static int encode(gemm_plan *p, CUtensorMap *map, CUdeviceptr base, int rows, int k, unsigned box_rows)
{
    CUtensorMapDataType ty = p->elem_bytes == 2 ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 : CU_TENSOR_MAP_DATA_TYPE_UINT8;
    cuuint64_t dims[2] = {(cuuint64_t)k, (cuuint64_t)rows};
    cuuint64_t strides[1] = {(cuuint64_t)k * (cuuint64_t)p->elem_bytes};
    cuuint32_t box[2] = {128u / (unsigned)p->elem_bytes, box_rows};
    cuuint32_t estr[2] = {1, 1};
    CK(p, cuTensorMapEncodeTiled(map, ty, 2, (void *)(uintptr_t)base, dims, strides, box, estr,
                                 CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                 CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    return 0;
}

/* D (bf16, rows x cols row-major) for the TMA-store epilogue: boxes of 64
 * columns (128 bytes) x 64 rows, 128B swizzle. */
static int encode_d(gemm_plan *p, CUtensorMap *map, CUdeviceptr base, int rows, int cols)
{
    cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
    cuuint64_t strides[1] = {(cuuint64_t)cols * 2u};
    cuuint32_t box[2] = {64u, 64u};
    cuuint32_t estr[2] = {1, 1};
    CK(p, cuTensorMapEncodeTiled(map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, (void *)(uintptr_t)base, dims, strides, box,
                                 estr, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                 CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
    return 0;
}

static void launch_config(gemm_plan *p, CUlaunchConfig *cfg, CUlaunchAttribute *attr, unsigned grid, CUstream s)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->gridDimX = grid;
    cfg->gridDimY = cfg->gridDimZ = 1;
    cfg->blockDimX = THREADS;
    cfg->blockDimY = cfg->blockDimZ = 1;
    cfg->sharedMemBytes = SMEM_BYTES;
    cfg->hStream = s;
    attr->id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    attr->value.clusterDim.x = (unsigned)p->cluster;
    attr->value.clusterDim.y = attr->value.clusterDim.z = 1;
    cfg->attrs = attr;
    cfg->numAttrs = 1;
}

int gemm_plan_bind(gemm_plan *p, unsigned long long a, unsigned long long b, unsigned long long d, int m, int n, int k)
{
    int bk = 128 / p->elem_bytes;
    if (m <= 0 || n <= 0 || k < bk || m % (BM * p->cluster) || n % BN || k % bk) {
        set_err(p, "shape %dx%dx%d: need M %% %d == 0, N %% %d == 0, K %% %d == 0", m, n, k, BM * p->cluster, BN, bk);
        return -1;
    }
    CUtensorMap maps[3];
    if (encode(p, &maps[0], (CUdeviceptr)a, m, k, BM) ||
        encode(p, &maps[1], (CUdeviceptr)b, n, k, (unsigned)(BN / p->cluster)) ||
        encode_d(p, &maps[2], (CUdeviceptr)d, m, n))
        return -1;
    CK(p, cuMemcpyHtoD(p->maps, maps, sizeof maps));
    /* persistent grid: as many clusters as can be resident at once, no more
     * than there are cluster tiles */
    CUlaunchConfig cfg;
    CUlaunchAttribute attr;
    launch_config(p, &cfg, &attr, (unsigned)p->cluster, NULL);
    int nclusters = 0;
    CK(p, cuOccupancyMaxActiveClusters(&nclusters, p->fn, &cfg));
    int ctiles = (m / (BM * p->cluster)) * (n / BN);
    if (nclusters <= 0) {
        set_err(p, "cuOccupancyMaxActiveClusters: no cluster of %d CTAs fits", p->cluster);
        return -1;
    }
    if (nclusters > ctiles)
        nclusters = ctiles;
    p->grid = (unsigned)(nclusters * p->cluster);
    p->d = (CUdeviceptr)d;
    p->m = m;
    p->n = n;
    p->k = k;
    return 0;
}

unsigned gemm_plan_grid(const gemm_plan *p)
{
    return p->grid;
}

int gemm_plan_launch(gemm_plan *p, unsigned long long stream)
{
    CUlaunchConfig cfg;
    CUlaunchAttribute attr;
    launch_config(p, &cfg, &attr, p->grid, (CUstream)(uintptr_t)stream);
    CUdeviceptr ma = p->maps, mb = p->maps + 128, md = p->maps + 256;
    void *args[] = {&ma, &mb, &md, &p->d, &p->m, &p->n, &p->k};
    CK(p, cuLaunchKernelEx(&cfg, p->fn, args, NULL));
    return 0;
}

int gemm_sync(gemm_plan *p)
{
    CK(p, cuCtxSynchronize());
    return 0;
}
