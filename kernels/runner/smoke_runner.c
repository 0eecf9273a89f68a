/*
 * smoke_runner.c — the Hopper family smoke kernels of issue 3
 * (the .cu files of kernels/smoke, the kernel plan item 4) on the GPU through ptxsel, with
 * the harness of corpus_runner.c (same options, table and verdict line).
 *
 *   tma_2d_none / tma_2d_128b / tma_3d_none / tma_3d_128b
 *       TMA tile g2s (mbarrier complete_tx) -> xor in SMEM -> s2g; exact
 *       check of the round trip and of the raw SMEM image (swizzle pattern)
 *   mbar_ring       mbarrier producer/consumer ring, 4 slots x 16 phases
 *   cluster_dsmem   2-CTA clusters: mapa loads/stores through DSMEM,
 *                   barrier.cluster, cluster special registers, getctarank
 *   wgmma_{ss,rs}_{none,128b}
 *                   D = A * B^T with wgmma m64n128k16 bf16 -> f32 (K = 64),
 *                   against an fp32 CPU reference
 *   st_async / tensormap_replace  (issue 13, compiled at PTX 8.3)
 *                   st.async / red.async across a 2-CTA cluster; a tensor map
 *                   retargeted in the kernel before a TMA load
 *   wmma_f16_MxNxK / wmma_s8_MxNxK  (issue 5)
 *                   C = A * B with WMMA m16n16k16 (one warp per 16 x 16 tile,
 *                   K/16 mma steps): f16 -> f32 against a double reference
 *                   with an f32-accumulation error bound; s8 -> s32 exact
 *
 * llc-19 cannot compile the Hopper modules (ptxsel-defined intrinsics such as
 * wgmma.mma_async, LLVM-22 mbarrier/TMA names), so their column is n/a. It
 * does compile wmma_gemm.ll: with --llc-dir (run_smoke.sh passes smoke_llc/
 * when the bundle has it) the WMMA rows also run llc-19's PTX on the same data.
 */
#include "corpus_runner.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ helpers */

static void launch_cluster(rt *r, const char *fn, dim3u grid, dim3u block, unsigned cluster_x, void **args)
{
    CUfunction f;
    char what[200];
    snprintf(what, sizeof what, "cuLaunchKernelEx %s<<<(%u,%u,%u),(%u,%u,%u)>>> cluster (%u,1,1)", fn, grid.x, grid.y,
             grid.z, block.x, block.y, block.z, cluster_x);
    rt_check(r, cuModuleGetFunction(&f, rt_module(r), fn), "cuModuleGetFunction");
    CUlaunchAttribute attr[1];
    memset(attr, 0, sizeof attr);
    attr[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    attr[0].value.clusterDim.x = cluster_x;
    attr[0].value.clusterDim.y = 1;
    attr[0].value.clusterDim.z = 1;
    CUlaunchConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gridDimX = grid.x;
    cfg.gridDimY = grid.y;
    cfg.gridDimZ = grid.z;
    cfg.blockDimX = block.x;
    cfg.blockDimY = block.y;
    cfg.blockDimZ = block.z;
    cfg.attrs = attr;
    cfg.numAttrs = 1;
    rt_check(r, cuLaunchKernelEx(&cfg, f, args, NULL), what);
    rt_wait(r, what);
}

/* A tiled tensor map over 4-byte elements, copied to device memory (the
 * kernels take the map by pointer: clang-19 has no __grid_constant__). */
static CUdeviceptr tensor_map_u32(rt *r, CUdeviceptr base, unsigned rank, const cuuint64_t *dims,
                                  const cuuint32_t *box, int swizzle128)
{
    CUtensorMap tm;
    cuuint64_t strides[4];
    cuuint32_t estr[5] = {1, 1, 1, 1, 1};
    cuuint64_t s = 4;
    for (unsigned i = 0; i + 1 < rank; i++) {
        s *= dims[i];
        strides[i] = s;
    }
    rt_check(r,
             cuTensorMapEncodeTiled(&tm, CU_TENSOR_MAP_DATA_TYPE_UINT32, rank, (void *)(uintptr_t)base, dims, strides,
                                    box, estr, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                    swizzle128 ? CU_TENSOR_MAP_SWIZZLE_128B : CU_TENSOR_MAP_SWIZZLE_NONE,
                                    CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
             "cuTensorMapEncodeTiled");
    return rt_upload(r, &tm, sizeof tm);
}

static uint32_t *random_u32(rt *r, size_t n)
{
    uint32_t *p = rt_halloc(r, n * sizeof *p);
    for (size_t i = 0; i < n; i++)
        p[i] = rt_u32(r);
    return p;
}

/* ------------------------------------------------------------------ TMA */

#define BOX_ELEMS 2048u /* 8 KiB boxes: 32 x 64 (2D), 32 x 16 x 4 (3D) */

/* Byte offset in SMEM of logical byte offset o of a box (1024-byte aligned
 * base): 128B swizzle xors the 16-byte chunk index with the 128-byte row
 * index mod 8. */
static uint32_t swizzled(uint32_t o, int swz) { return swz ? o ^ (((o >> 7) & 7u) << 4) : o; }

static int tma_case(rt *r, unsigned rank, int swz)
{
    const cuuint64_t dims2[2] = {128, 256}, dims3[3] = {64, 48, 12};
    const cuuint32_t box2[2] = {32, 64}, box3[3] = {32, 16, 4};
    const cuuint64_t *dims = rank == 2 ? dims2 : dims3;
    const cuuint32_t *box = rank == 2 ? box2 : box3;
    unsigned ext[3] = {1, 1, 1}, bx[3] = {1, 1, 1}, grid[3] = {1, 1, 1};
    size_t n = 1;
    for (unsigned i = 0; i < rank; i++) {
        ext[i] = (unsigned)dims[i];
        bx[i] = box[i];
        grid[i] = ext[i] / bx[i];
        n *= ext[i];
    }
    size_t nbox = (size_t)grid[0] * grid[1] * grid[2];
    uint32_t *in = random_u32(r, n);
    uint32_t mask = rt_u32(r) | 1u;
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4), draw = rt_dalloc(r, nbox * BOX_ELEMS * 4);
    CUdeviceptr tmin = tensor_map_u32(r, din, rank, dims, box, swz);
    CUdeviceptr tmout = tensor_map_u32(r, dout, rank, dims, box, swz);
    void *args[] = {&tmin, &tmout, &draw, &mask};
    rt_launch(r, rank == 2 ? "tma_roundtrip_2d" : "tma_roundtrip_3d", d3(grid[0], grid[1], grid[2]), d1(128), 0,
              args);

    uint32_t *out = rt_halloc(r, n * 4), *raw = rt_halloc(r, nbox * BOX_ELEMS * 4);
    uint32_t *want_out = rt_halloc(r, n * 4), *want_raw = rt_halloc(r, nbox * BOX_ELEMS * 4);
    rt_d2h(r, out, dout, n * 4);
    rt_d2h(r, raw, draw, nbox * BOX_ELEMS * 4);
    for (size_t i = 0; i < n; i++)
        want_out[i] = in[i] ^ mask;
    for (unsigned gz = 0; gz < grid[2]; gz++)
        for (unsigned gy = 0; gy < grid[1]; gy++)
            for (unsigned gx = 0; gx < grid[0]; gx++) {
                size_t b = ((size_t)gz * grid[1] + gy) * grid[0] + gx;
                for (uint32_t e = 0; e < BOX_ELEMS; e++) {
                    unsigned x = e % bx[0], y = (e / bx[0]) % bx[1], z = e / (bx[0] * bx[1]);
                    size_t g = (((size_t)(gz * bx[2] + z) * ext[1]) + gy * bx[1] + y) * ext[0] + gx * bx[0] + x;
                    want_raw[b * BOX_ELEMS + swizzled(e * 4, swz) / 4] = in[g];
                }
            }
    if (check_i32(r, "round trip (in ^ mask)", (const int32_t *)out, (const int32_t *)want_out, n))
        return 1;
    return check_i32(r, swz ? "SMEM image (128B swizzle)" : "SMEM image (no swizzle)", (const int32_t *)raw,
                     (const int32_t *)want_raw, nbox * BOX_ELEMS);
}

static int t_tma_2d_none(rt *r) { return tma_case(r, 2, 0); }
static int t_tma_2d_128b(rt *r) { return tma_case(r, 2, 1); }
static int t_tma_3d_none(rt *r) { return tma_case(r, 3, 0); }
static int t_tma_3d_128b(rt *r) { return tma_case(r, 3, 1); }

/* ------------------------------------------------------------------ mbarrier ring */

static int t_mbar_ring(rt *r)
{
    const unsigned ctas = 8, chunk = 256;
    int items = 64; /* 16 phases of each of the 4 slots */
    size_t n = (size_t)ctas * (size_t)items * chunk;
    uint32_t *in = random_u32(r, n);
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4);
    void *args[] = {&din, &dout, &items};
    rt_launch(r, "mbar_ring", d1(ctas), d1(32 * 5), 0, args);
    uint32_t *out = rt_halloc(r, n * 4), *want = rt_halloc(r, n * 4);
    rt_d2h(r, out, dout, n * 4);
    for (size_t i = 0; i < n; i++)
        want[i] = in[i] * 3u + (uint32_t)((i / chunk) % (size_t)items);
    return check_i32(r, "ring output", (const int32_t *)out, (const int32_t *)want, n);
}

/* ------------------------------------------------------------------ cluster / DSMEM */

static int t_cluster_dsmem(rt *r)
{
    const unsigned ctas = 16, nt = 256;
    size_t n = (size_t)ctas * nt;
    uint32_t *in = random_u32(r, n);
    CUdeviceptr din = rt_upload(r, in, n * 4), dpull = rt_dalloc(r, n * 4), dpush = rt_dalloc(r, n * 4),
                dinfo = rt_dalloc(r, (size_t)ctas * 8 * 4);
    void *args[] = {&din, &dpull, &dpush, &dinfo};
    launch_cluster(r, "cluster_dsmem", d1(ctas), d1(nt), 2, args);
    uint32_t *pull = rt_halloc(r, n * 4), *push = rt_halloc(r, n * 4), *info = rt_halloc(r, (size_t)ctas * 8 * 4);
    uint32_t *want_pull = rt_halloc(r, n * 4), *want_push = rt_halloc(r, n * 4),
             *want_info = rt_halloc(r, (size_t)ctas * 8 * 4);
    rt_d2h(r, pull, dpull, n * 4);
    rt_d2h(r, push, dpush, n * 4);
    rt_d2h(r, info, dinfo, (size_t)ctas * 8 * 4);
    for (unsigned b = 0; b < ctas; b++) {
        unsigned peer = b ^ 1u;
        for (unsigned t = 0; t < nt; t++) {
            want_pull[(size_t)b * nt + t] = in[(size_t)peer * nt + (nt - 1 - t)];
            want_push[(size_t)b * nt + t] = in[(size_t)peer * nt + t] + (peer & 1u) + 1u;
        }
        const uint32_t wi[8] = {b & 1u, 2, b & 1u, 2, b / 2, ctas / 2, 1, peer & 1u};
        memcpy(want_info + 8 * (size_t)b, wi, sizeof wi);
    }
    if (check_i32(r, "DSMEM pull (mapa + ld.shared::cluster)", (const int32_t *)pull, (const int32_t *)want_pull, n))
        return 1;
    if (check_i32(r, "DSMEM push (mapa + st.shared::cluster)", (const int32_t *)push, (const int32_t *)want_push, n))
        return 1;
    /* info[8b + k]: ctarank, nctarank, cluster_ctaid.x, cluster_nctaid.x,
     * clusterid.x, nclusterid.x, is_explicit_cluster, getctarank(peer) */
    return check_i32(r, "cluster registers (8 per CTA)", (const int32_t *)info, (const int32_t *)want_info,
                     (size_t)ctas * 8);
}

/* ------------------------------------------------------------------ WGMMA */

enum { WM = 64, WN = 128, WK = 64 };

/* bf16 <-> float for finite values. (The harness header declares
 * bf16_from_float / bf16_to_float, but they are defined in corpus_kernels.c,
 * which this binary does not link.) */
static uint16_t to_bf16(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    u += 0x7FFFu + ((u >> 16) & 1u); /* round to nearest even */
    return (uint16_t)(u >> 16);
}

static float from_bf16(uint16_t b)
{
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static int wgmma_case(rt *r, const char *fn, int swz)
{
    uint16_t *a = rt_halloc(r, WM * WK * 2), *b = rt_halloc(r, WN * WK * 2);
    float *af = rt_halloc(r, WM * WK * 4), *bfl = rt_halloc(r, WN * WK * 4);
    for (int i = 0; i < WM * WK; i++) {
        a[i] = to_bf16(rt_f32(r, -1.0f, 1.0f));
        af[i] = from_bf16(a[i]);
    }
    for (int i = 0; i < WN * WK; i++) {
        b[i] = to_bf16(rt_f32(r, -1.0f, 1.0f));
        bfl[i] = from_bf16(b[i]);
    }
    float *ref = rt_halloc(r, WM * WN * 4), *got = rt_halloc(r, WM * WN * 4);
    for (int m = 0; m < WM; m++)
        for (int n = 0; n < WN; n++) {
            float s = 0.0f;
            for (int k = 0; k < WK; k++)
                s += af[m * WK + k] * bfl[n * WK + k];
            ref[m * WN + n] = s;
        }
    CUdeviceptr da = rt_upload(r, a, WM * WK * 2), db = rt_upload(r, b, WN * WK * 2), dd = rt_dalloc(r, WM * WN * 4);
    void *args[] = {&da, &db, &dd, &swz};
    rt_launch(r, fn, d1(1), d1(128), 0, args);
    rt_d2h(r, got, dd, WM * WN * 4);
    double num = 0.0, den = 0.0;
    for (int i = 0; i < WM * WN; i++) {
        double d = (double)got[i] - (double)ref[i];
        num += d * d;
        den += (double)ref[i] * (double)ref[i];
    }
    if (!(sqrt(num) <= 1e-2 * sqrt(den)))
        return rt_fail(r, "%s: relative Frobenius error %.3g (limit 1e-2)", fn, sqrt(num / den));
    return check_f32(r, fn, got, ref, WM * WN, 1e-3, 1e-3);
}

static int t_wgmma_ss_none(rt *r) { return wgmma_case(r, "wgmma_ss", 0); }
static int t_wgmma_ss_128b(rt *r) { return wgmma_case(r, "wgmma_ss", 1); }
static int t_wgmma_rs_none(rt *r) { return wgmma_case(r, "wgmma_rs", 0); }
static int t_wgmma_rs_128b(rt *r) { return wgmma_case(r, "wgmma_rs", 1); }

/* ------------------------------------------------------------------ WMMA (issue 5) */

/* kernels/smoke/wmma_gemm.cu: C[M x N] (row-major, ldm N) = A[M x K]
 * (row-major, ldm K) * B[K x N] stored column-major (B[k][n] at n*K + k);
 * grid (N/16, M/16), one warp per block. */

/* f16 bits of v = n / 1024 with |n| <= 1024: exactly representable (at most
 * 11 significant bits, normal since |v| >= 2^-10). */
static uint16_t f16_of_n1024(int n)
{
    if (n == 0)
        return 0;
    uint16_t sign = n < 0 ? 0x8000u : 0;
    unsigned a = (unsigned)(n < 0 ? -n : n);
    int e = 0; /* a = 1.f * 2^e */
    while ((a >> (e + 1)) != 0)
        e++;
    unsigned frac = (a << (10 - e)) & 0x3FFu; /* e <= 10 */
    return (uint16_t)(sign | (uint16_t)((e - 10 + 15) << 10) | frac);
}

static int wmma_f16_case(rt *r, int M, int N, int K)
{
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    uint16_t *a = rt_halloc(r, na * 2), *b = rt_halloc(r, nb * 2);
    double *ad = rt_halloc(r, na * 8), *bd = rt_halloc(r, nb * 8);
    for (size_t i = 0; i < na; i++) {
        int n = rt_range(r, -1024, 1024);
        a[i] = f16_of_n1024(n);
        ad[i] = n / 1024.0;
    }
    for (size_t i = 0; i < nb; i++) {
        int n = rt_range(r, -1024, 1024);
        b[i] = f16_of_n1024(n);
        bd[i] = n / 1024.0;
    }
    CUdeviceptr da = rt_upload(r, a, na * 2), db = rt_upload(r, b, nb * 2), dc = rt_dalloc(r, nc * 4);
    void *args[] = {&K, &N, &da, &db, &dc};
    rt_launch(r, "wmma_gemm_f16", d3((unsigned)N / 16, (unsigned)M / 16, 1), d1(32), 0, args);
    float *got = rt_halloc(r, nc * 4);
    rt_d2h(r, got, dc, nc * 4);
    /* Each f16 x f16 product is exact in f32 (22 significant bits); the
     * only error is the f32 accumulation (tensor cores: truncating adds,
     * >= 24 bits), at most K * 2^-23 * sum|a b| in the worst case; allow
     * twice that. A lost k-step or a wrong fragment element is O(0.1..10). */
    size_t bad = 0, first = 0;
    double first_ref = 0, first_tol = 0, maxerr = 0;
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            double s = 0, sa = 0;
            for (int k = 0; k < K; k++) {
                double p = ad[(size_t)m * K + k] * bd[(size_t)n * K + k];
                s += p;
                sa += fabs(p);
            }
            size_t i = (size_t)m * N + n;
            double tol = 2.0 * K * ldexp(sa, -23) + 1e-7, err = fabs((double)got[i] - s);
            if (!(err <= tol)) { /* NaN (the 0xFF poison) fails too */
                if (!bad) {
                    first = i;
                    first_ref = s;
                    first_tol = tol;
                }
                bad++;
            } else if (err > maxerr)
                maxerr = err;
        }
    if (bad)
        return rt_fail(r, "wmma_gemm_f16 %dx%dx%d: %zu/%zu out of bound, first C[%zu][%zu] got %.9g want %.9g (tol %.3g)",
                       M, N, K, bad, nc, first / (size_t)N, first % (size_t)N, (double)got[first], first_ref,
                       first_tol);
    return 0;
}

static int wmma_s8_case(rt *r, int M, int N, int K)
{
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    int8_t *a = rt_halloc(r, na), *b = rt_halloc(r, nb);
    for (size_t i = 0; i < na; i++)
        a[i] = (int8_t)rt_range(r, -128, 127);
    for (size_t i = 0; i < nb; i++)
        b[i] = (int8_t)rt_range(r, -128, 127);
    CUdeviceptr da = rt_upload(r, a, na), db = rt_upload(r, b, nb), dc = rt_dalloc(r, nc * 4);
    void *args[] = {&K, &N, &da, &db, &dc};
    rt_launch(r, "wmma_gemm_s8", d3((unsigned)N / 16, (unsigned)M / 16, 1), d1(32), 0, args);
    int32_t *got = rt_halloc(r, nc * 4), *want = rt_halloc(r, nc * 4);
    rt_d2h(r, got, dc, nc * 4);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            int32_t s = 0;
            for (int k = 0; k < K; k++)
                s += (int32_t)a[(size_t)m * K + k] * (int32_t)b[(size_t)n * K + k];
            want[(size_t)m * N + n] = s;
        }
    char what[64];
    snprintf(what, sizeof what, "wmma_gemm_s8 %dx%dx%d", M, N, K);
    return check_i32(r, what, got, want, nc);
}

static int t_wmma_f16_16(rt *r) { return wmma_f16_case(r, 16, 16, 16); }
static int t_wmma_f16_64x48x80(rt *r) { return wmma_f16_case(r, 64, 48, 80); }
static int t_wmma_f16_48x160x256(rt *r) { return wmma_f16_case(r, 48, 160, 256); }
static int t_wmma_f16_256x128x512(rt *r) { return wmma_f16_case(r, 256, 128, 512); }
static int t_wmma_s8_16(rt *r) { return wmma_s8_case(r, 16, 16, 16); }
static int t_wmma_s8_64x48x80(rt *r) { return wmma_s8_case(r, 64, 48, 80); }
static int t_wmma_s8_48x160x256(rt *r) { return wmma_s8_case(r, 48, 160, 256); }
static int t_wmma_s8_256x128x512(rt *r) { return wmma_s8_case(r, 256, 128, 512); }

/* ------------------------------------------------------------------ cpasync area (issue 13) */
/* cp_async.cu and tma_hint.cu: Ampere cp.async pipelines and L2 cache
 * policies, each against a CPU reference. */

static int t_cp_async_pipeline(rt *r)
{
    const unsigned ctas = 6, ta = 512, tb = 256, tc = 128;
    int ntiles = 7; /* more tiles than stages: the ring wraps twice */
    size_t tiles = (size_t)ctas * (size_t)ntiles;
    uint32_t *a = random_u32(r, tiles * ta), *b = random_u32(r, tiles * tb), *c = random_u32(r, tiles * tc);
    CUdeviceptr da = rt_upload(r, a, tiles * ta * 4), db = rt_upload(r, b, tiles * tb * 4),
                dc = rt_upload(r, c, tiles * tc * 4), dout = rt_dalloc(r, tiles * ta * 4);
    void *args[] = {&da, &db, &dc, &dout, &ntiles};
    rt_launch(r, "cp_async_pipeline", d1(ctas), d1(128), 0, args);
    uint32_t *out = rt_halloc(r, tiles * ta * 4), *want = rt_halloc(r, tiles * ta * 4);
    rt_d2h(r, out, dout, tiles * ta * 4);
    for (size_t g = 0; g < tiles; g++)
        for (uint32_t j = 0; j < ta; j++)
            want[g * ta + j] = a[g * ta + ta - 1 - j] + 3u * b[g * tb + tb - 1 - j / 2] + (c[g * tc + tc - 1 - j / 4] ^ j);
    return check_i32(r, "3-stage cp.async ring (cg.16 hint, ca.8, ca.4)", (const int32_t *)out,
                     (const int32_t *)want, tiles * ta);
}

static int t_cp_async_zfill(rt *r)
{
    const uint32_t n = 512, nbytes = 64 * 16 - 37; /* thread 61 copies 11 bytes, 62 and 63 none */
    uint32_t *src = random_u32(r, n);
    CUdeviceptr dsrc = rt_upload(r, src, n * 4), dout = rt_dalloc(r, n * 4);
    uint32_t nb = nbytes;
    void *args[] = {&dsrc, &dout, &nb};
    rt_launch(r, "cp_async_zfill", d1(1), d1(128), 0, args);
    uint32_t *out = rt_halloc(r, n * 4), *buf = rt_halloc(r, n * 4), *want = rt_halloc(r, n * 4);
    rt_d2h(r, out, dout, n * 4);
    const unsigned char *sb = (const unsigned char *)src;
    unsigned char *bb = (unsigned char *)buf;
    for (uint32_t t = 0; t < 128; t++)
        for (uint32_t k = 0; k < 16; k++) {
            uint32_t o = t * 16 + k;
            int copied = t < 64 ? o < nbytes : (t & 3u) != 3u;
            bb[o] = copied ? sb[o] : 0;
        }
    for (uint32_t i = 0; i < n; i++)
        want[i] = buf[n - 1 - i];
    return check_i32(r, "zero-fill (src-size, ignore-src) + cp.async.mbarrier.arrive.noinc", (const int32_t *)out,
                     (const int32_t *)want, n);
}

static int t_tma_hint(rt *r)
{
    const cuuint64_t dims[2] = {128, 96};
    const cuuint32_t box[2] = {32, 32};
    size_t n = (size_t)dims[0] * dims[1];
    uint32_t *in = random_u32(r, n);
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4);
    CUdeviceptr tmin = tensor_map_u32(r, din, 2, dims, box, 0);
    uint32_t width = (uint32_t)dims[0];
    void *args[] = {&tmin, &dout, &width};
    rt_launch(r, "tma_hint_2d", d3((unsigned)(dims[0] / box[0]), (unsigned)(dims[1] / box[1]), 1), d1(128), 0, args);
    uint32_t *out = rt_halloc(r, n * 4);
    rt_d2h(r, out, dout, n * 4);
    return check_i32(r, "TMA tile load with .L2::cache_hint (createpolicy)", (const int32_t *)out,
                     (const int32_t *)in, n);
}

static int t_hinted_copy(rt *r)
{
    const unsigned ctas = 16;
    size_t n = (size_t)ctas * 128;
    uint32_t *in = random_u32(r, n * 4), *in2 = random_u32(r, n);
    CUdeviceptr din = rt_upload(r, in, n * 16), dout = rt_dalloc(r, n * 16), din2 = rt_upload(r, in2, n * 4),
                dout2 = rt_dalloc(r, n * 4);
    void *args[] = {&din, &dout, &din2, &dout2};
    rt_launch(r, "hinted_copy", d1(ctas), d1(128), 0, args);
    uint32_t *out = rt_halloc(r, n * 16), *out2 = rt_halloc(r, n * 4);
    uint32_t *want = rt_halloc(r, n * 16), *want2 = rt_halloc(r, n * 4);
    rt_d2h(r, out, dout, n * 16);
    rt_d2h(r, out2, dout2, n * 4);
    for (size_t i = 0; i < n * 4; i++)
        want[i] = in[i] * 2u;
    for (size_t i = 0; i < n; i++)
        want2[i] = in2[i] * 3u + 1u;
    if (check_i32(r, "ld.nc.L1::no_allocate.L2::256B + ld.L2::cache_hint -> st.L1::no_allocate.L2::cache_hint",
                  (const int32_t *)out, (const int32_t *)want, n * 4))
        return 1;
    return check_i32(r, "ld.L1::evict_last -> st.L1::evict_first", (const int32_t *)out2, (const int32_t *)want2, n);
}

/* ------------------------------------------------------------------ clasync (issue 13) */

/* st_async.cu: 2-CTA clusters; each CTA st.async / red.async's into its
 * peer's shared memory and waits on its own mbarrier (complete_tx). */
static int t_st_async(rt *r)
{
    const unsigned ctas = 8, nt = 128;
    size_t n = (size_t)ctas * nt;
    uint32_t *in = random_u32(r, n);
    CUdeviceptr din = rt_upload(r, in, n * 4), d32 = rt_dalloc(r, n * 4), d64 = rt_dalloc(r, n * 8),
                d2 = rt_dalloc(r, n * 8), d4 = rt_dalloc(r, n * 16), dacc = rt_dalloc(r, (size_t)ctas * 8 * 4);
    void *args[] = {&din, &d32, &d64, &d2, &d4, &dacc};
    launch_cluster(r, "st_async", d1(ctas), d1(nt), 2, args);
    uint32_t *o32 = rt_halloc(r, n * 4), *w32 = rt_halloc(r, n * 4), *o2 = rt_halloc(r, n * 8),
             *w2 = rt_halloc(r, n * 8), *oacc = rt_halloc(r, (size_t)ctas * 8 * 4),
             *wacc = rt_halloc(r, (size_t)ctas * 8 * 4);
    uint64_t *o64 = rt_halloc(r, n * 8), *w64 = rt_halloc(r, n * 8);
    float *o4 = rt_halloc(r, n * 16), *w4 = rt_halloc(r, n * 16);
    rt_d2h(r, o32, d32, n * 4);
    rt_d2h(r, o64, d64, n * 8);
    rt_d2h(r, o2, d2, n * 8);
    rt_d2h(r, o4, d4, n * 16);
    rt_d2h(r, oacc, dacc, (size_t)ctas * 8 * 4);
    memset(wacc, 0, (size_t)ctas * 8 * 4);
    for (unsigned b = 0; b < ctas; b++) {
        unsigned peer = b ^ 1u;
        uint32_t *acc = wacc + 8 * (size_t)b;
        for (unsigned t = 0; t < nt; t++) {
            size_t i = (size_t)b * nt + t, gp = (size_t)peer * nt + t;
            uint32_t v = in[gp];
            w32[i] = v + 1u;
            w64[i] = ((uint64_t)v << 32) | gp;
            w2[2 * i] = v ^ 0x5a5a5a5au;
            w2[2 * i + 1] = t;
            w4[4 * i] = (float)(v & 0xffffu);
            w4[4 * i + 1] = (float)t;
            w4[4 * i + 2] = (float)(peer & 1u);
            w4[4 * i + 3] = 0.5f;
            acc[t % 4] += v & 0xffu;
            acc[4] = v > acc[4] ? v : acc[4];
            acc[5] ^= v;
        }
    }
    if (check_i32(r, "st.async.b32 (in + 1)", (const int32_t *)o32, (const int32_t *)w32, n))
        return 1;
    if (check_i32(r, "st.async.weak.u64 (in << 32 | g)", (const int32_t *)o64, (const int32_t *)w64, 2 * n))
        return 1;
    if (check_i32(r, "st.async.v2.b32", (const int32_t *)o2, (const int32_t *)w2, 2 * n))
        return 1;
    if (check_i32(r, "st.async.v4.f32 (bit patterns)", (const int32_t *)o4, (const int32_t *)w4, 4 * n))
        return 1;
    /* acc[8b + k]: red.async add.u32 of in & 0xff by t % 4 (k < 4), max.u32, xor.b32 */
    return check_i32(r, "red.async add / max / xor", (const int32_t *)oacc, (const int32_t *)wacc, (size_t)ctas * 8);
}

/* tensormap_replace.cu: a 2D map over A (64 x 32 u32) retargeted in the
 * kernel to B (96 x 32) through shared memory + tensormap.cp_fenceproxy and
 * through global memory + fence.proxy.tensormap::generic, then TMA-loaded. */
static int t_tensormap_replace(rt *r)
{
    const unsigned H = 32, WA = 64, WB = 96, ctas = WB / 32, box_elems = 32 * 32;
    uint32_t *a = random_u32(r, (size_t)WA * H), *bm = random_u32(r, (size_t)WB * H);
    CUdeviceptr da = rt_upload(r, a, (size_t)WA * H * 4), db = rt_upload(r, bm, (size_t)WB * H * 4);
    const cuuint64_t dims[2] = {WA, H};
    const cuuint32_t box[2] = {32, 32};
    CUdeviceptr tm0 = tensor_map_u32(r, da, 2, dims, box, 0);
    size_t nout = (size_t)ctas * box_elems;
    CUdeviceptr ws = rt_dalloc(r, (size_t)ctas * 128), wg = rt_dalloc(r, (size_t)ctas * 128),
                dorig = rt_dalloc(r, nout * 4), ds = rt_dalloc(r, nout * 4), dg = rt_dalloc(r, nout * 4);
    uint32_t wb = WB;
    void *args[] = {&tm0, &db, &wb, &ws, &wg, &dorig, &ds, &dg};
    rt_launch(r, "tensormap_replace", d1(ctas), d1(128), 0, args);
    uint32_t *oo = rt_halloc(r, nout * 4), *os = rt_halloc(r, nout * 4), *og = rt_halloc(r, nout * 4),
             *wo = rt_halloc(r, nout * 4), *wbx = rt_halloc(r, nout * 4);
    rt_d2h(r, oo, dorig, nout * 4);
    rt_d2h(r, os, ds, nout * 4);
    rt_d2h(r, og, dg, nout * 4);
    for (unsigned blk = 0; blk < ctas; blk++)
        for (unsigned i = 0; i < box_elems; i++) {
            unsigned x = blk * 32 + i % 32, y = i / 32;
            wo[(size_t)blk * box_elems + i] = x < WA ? a[(size_t)y * WA + x] : 0u;
            wbx[(size_t)blk * box_elems + i] = bm[(size_t)y * WB + x];
        }
    if (check_i32(r, "TMA through the original map (A, zero fill past WA)", (const int32_t *)oo,
                  (const int32_t *)wo, nout))
        return 1;
    if (check_i32(r, "replaced in shared + cp_fenceproxy (B)", (const int32_t *)os, (const int32_t *)wbx, nout))
        return 1;
    return check_i32(r, "replaced in global + fence.proxy.tensormap (B)", (const int32_t *)og, (const int32_t *)wbx,
                     nout);
}

/* ------------------------------------------------------------------ cvt: packed FP8 (issue 13) */

/*
 * The CPU reference of kernels/smoke/cvt_fp8.cu: the OCP 8-bit floating
 * point formats (OCP "OFP8 Formats for Deep Learning", v1.0, 2023):
 *   E4M3 (e4m3fn): bias 7, no infinities, S.1111.111 the only NaN, largest
 *     finite 448 (S.1111.110), smallest subnormal 2^-9;
 *   E5M2: bias 15, IEEE-like (S.11111.00 infinity, S.11111.xx NaN), largest
 *     finite 57344 (S.11110.11), smallest subnormal 2^-16.
 * PTX's cvt.rn.satfinite rounds to nearest, ties to even, then clamps a
 * result beyond the largest finite value (infinities included) to it with
 * the sign kept; a NaN source gives a NaN; .relu turns a negative result into
 * +0. An FP8 -> f16 conversion is exact (both formats fit in binary16).
 * NaN results are checked as "a NaN" (the encoding PTX calls canonical is
 * not pinned down by the OCP definition), and under .relu a result that
 * rounds to -0 may come back as either zero.
 */
typedef struct fp8_fmt {
    int man, bias;
    double maxf;
} fp8_fmt;
static const fp8_fmt E4M3 = {3, 7, 448.0}, E5M2 = {2, 15, 57344.0};

static int fp8_is_nan(const fp8_fmt *f, unsigned b)
{
    b &= 0x7fu;
    return f->man == 3 ? b == 0x7fu : (b >> 2) == 0x1fu && (b & 3u);
}

/* RNE with satfinite of a finite or infinite double; NaN handled by the caller */
static unsigned fp8_encode(const fp8_fmt *f, double v)
{
    unsigned sign = signbit(v) ? 0x80u : 0u;
    double a = fabs(v);
    int emin = 1 - f->bias;
    if (a > f->maxf) /* inf too: satfinite */
        a = f->maxf;
    int e = a == 0.0 ? emin : ilogb(a);
    if (e < emin)
        e = emin;
    double q = ldexp(1.0, e - f->man); /* the quantum at a's binade */
    double r = nearbyint(a / q) * q;   /* ties to even (the default mode) */
    if (r > f->maxf)
        r = f->maxf;
    if (r == 0.0)
        return sign;
    int er = ilogb(r);
    if (er < emin) /* subnormal */
        return sign | (unsigned)(r / ldexp(1.0, emin - f->man));
    unsigned m = (unsigned)(r / ldexp(1.0, er - f->man)) - (1u << f->man);
    return sign | ((unsigned)(er + f->bias) << f->man) | m;
}

/* expected byte, or -1 for "any NaN"; relu: a negative result is +0 */
static int fp8_ref(const fp8_fmt *f, double v, int relu)
{
    if (isnan(v))
        return -1;
    unsigned b = fp8_encode(f, v);
    if (relu && (b & 0x80u))
        return 0;
    return (int)b;
}

static double fp8_decode(const fp8_fmt *f, unsigned b)
{
    int ebits = 7 - f->man;
    unsigned e = (b >> f->man) & ((1u << ebits) - 1u), m = b & ((1u << f->man) - 1u);
    double v = e ? ldexp(1.0 + m / (double)(1u << f->man), (int)e - f->bias)
                 : ldexp(m / (double)(1u << f->man), 1 - f->bias);
    if (f->man == 2 && e == 31u)
        v = m ? NAN : INFINITY;
    if (f->man == 3 && e == 15u && m == 7u)
        v = NAN;
    return (b & 0x80u) ? -v : v;
}

static double f32_bits(uint32_t u)
{
    float x;
    memcpy(&x, &u, 4);
    return x;
}

/* binary16 bits -> double (exact) */
static double f16_bits(uint16_t h)
{
    unsigned e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    double v = e == 31u ? (m ? NAN : INFINITY) : e ? ldexp(1.0 + m / 1024.0, (int)e - 15) : ldexp(m / 1024.0, -14);
    return (h & 0x8000u) ? -v : v;
}

/* double -> binary16 bits, for a finite value binary16 holds exactly (every
 * FP8 value does) */
static unsigned f16_exact(double v)
{
    unsigned sign = signbit(v) ? 0x8000u : 0u;
    double a = fabs(v);
    if (a == 0.0)
        return sign;
    int e = ilogb(a);
    if (e < -14)
        return sign | (unsigned)(a / ldexp(1.0, -24));
    return sign | ((unsigned)(e + 15) << 10) | ((unsigned)(a / ldexp(1.0, e - 10)) - 1024u);
}

/* byte 'got' against fp8_ref */
static int fp8_ok(const fp8_fmt *f, unsigned got, double v, int relu)
{
    int want = fp8_ref(f, v, relu);
    if (want < 0)
        return fp8_is_nan(f, got);
    if (relu && want == 0 && got == 0x80u && signbit(v))
        return 1;
    return got == (unsigned)want;
}

/* f16 bits 'got' against the exact decoding of FP8 byte b (relu: negative -> +0) */
static int f16_of_fp8_ok(const fp8_fmt *f, unsigned got, unsigned b, int relu)
{
    double v = fp8_decode(f, b);
    if (isnan(v))
        return (got & 0x7c00u) == 0x7c00u && (got & 0x3ffu);
    if (relu && signbit(v))
        return got == 0u || (v == 0.0 && got == 0x8000u);
    if (isinf(v))
        return got == (signbit(v) ? 0xfc00u : 0x7c00u);
    return got == f16_exact(v);
}

#define CVT_WORDS 16

static int t_cvt_fp8(rt *r)
{
    /* every 16-bit FP8 pair pattern once (p[i] = i) */
    const size_t n = 65536;
    static const uint32_t edge32[] = {
        0x00000000u, 0x80000000u, 0x7fc00000u, 0xffc00000u, 0x7f800001u, 0x7f800000u, 0xff800000u,
        0x43e00000u /* 448 */, 0x43e80000u /* 464: tie above e4m3 max */, 0x43e08000u, 0x43fa0000u /* 500 */,
        0x49742400u /* 1e6 */, 0x47600000u /* 57344 */, 0x47700000u /* 61440 */, 0x47800000u /* 65536 */,
        0x3b000000u /* 2^-9 */, 0x3a800000u /* 2^-10: tie -> 0 */, 0x3ac00000u /* 1.5 * 2^-10 */,
        0x3c800000u /* 2^-6 */, 0x38800000u /* 2^-14 */, 0x37800000u /* 2^-16 */, 0x37000000u /* 2^-17 */,
        0x37400000u /* 1.5 * 2^-17 */, 0x00000001u, 0x807fffffu, 0x3f880000u /* 1.0625 */,
        0x3f980000u /* 1.1875 */, 0x3fa00000u /* 1.25 */, 0x3f900000u /* 1.125 */, 0x3fb00000u /* 1.375 */,
        0xc3e00000u, 0xc3e80000u, 0xbf880000u, 0xbb000000u, 0xba800000u, 0x7f7fffffu, 0xff7fffffu};
    static const uint16_t edge16[] = {0x0000u, 0x8000u, 0x7c00u, 0xfc00u, 0x7e00u, 0xfe00u, 0x7bffu,
                                      0xfbffu, 0x5f00u /* 448 */, 0x5f40u /* 464 */, 0x7b00u /* 57344 */,
                                      0x7b80u /* 61440 */, 0x0001u, 0x8001u, 0x1800u /* 2^-9 */,
                                      0x1400u /* 2^-10 */, 0x0400u /* 2^-14 */, 0x0100u /* 2^-16 */,
                                      0x0080u /* 2^-17 */, 0x3c40u, 0x3cc0u, 0xbc40u};
    const size_t ne32 = sizeof edge32 / sizeof edge32[0], ne16 = sizeof edge16 / sizeof edge16[0];
    uint32_t *a = rt_halloc(r, n * 4), *b = rt_halloc(r, n * 4), *h = rt_halloc(r, n * 4), *p = rt_halloc(r, n * 4);
    for (size_t i = 0; i < n; i++) {
        /* edges against edges first, then random values around the FP8 ranges */
        if (i < ne32 * ne32) {
            a[i] = edge32[i / ne32];
            b[i] = edge32[i % ne32];
        } else {
            a[i] = (rt_u32(r) & 0x807fffffu) | ((uint32_t)rt_range(r, 100, 150) << 23);
            b[i] = (i & 7u) ? ((rt_u32(r) & 0x807fffffu) | ((uint32_t)rt_range(r, 100, 150) << 23)) : rt_u32(r);
        }
        uint16_t lo, hi;
        if (i < ne16 * ne16) {
            lo = edge16[i % ne16];
            hi = edge16[i / ne16];
        } else {
            lo = (uint16_t)rt_u32(r);
            hi = (uint16_t)rt_u32(r);
        }
        h[i] = (uint32_t)lo | ((uint32_t)hi << 16);
        p[i] = (uint32_t)i;
    }
    CUdeviceptr da = rt_upload(r, a, n * 4), db = rt_upload(r, b, n * 4), dh = rt_upload(r, h, n * 4),
                dp = rt_upload(r, p, n * 4), dout = rt_dalloc(r, n * CVT_WORDS * 4);
    int ni = (int)n;
    void *args[] = {&da, &db, &dh, &dp, &dout, &ni};
    rt_launch(r, "cvt_fp8", d1((unsigned)(n / 256)), d1(256), 0, args);
    uint32_t *out = rt_halloc(r, n * CVT_WORDS * 4);
    rt_d2h(r, out, dout, n * CVT_WORDS * 4);
    static const char *const what[CVT_WORDS] = {
        "e4m3x2.f32", "relu.e4m3x2.f32", "e5m2x2.f32", "relu.e5m2x2.f32", "e4m3x2.f16x2", "relu.e4m3x2.f16x2",
        "e5m2x2.f16x2", "relu.e5m2x2.f16x2", "f16x2.e4m3x2", "relu.f16x2.e4m3x2", "f16x2.e5m2x2",
        "relu.f16x2.e5m2x2", "f32 -> e4m3x2 -> f16x2", "f32 -> e5m2x2 -> f16x2", "f16x2 -> e4m3x2 -> f16x2",
        "f16x2 -> e5m2x2 -> f16x2"};
    for (size_t i = 0; i < n; i++) {
        const uint32_t *o = out + i * CVT_WORDS;
        double x = f32_bits(a[i]), y = f32_bits(b[i]);
        double hl = f16_bits((uint16_t)h[i]), hh = f16_bits((uint16_t)(h[i] >> 16));
        for (int w = 0; w < CVT_WORDS; w++) {
            const fp8_fmt *f = (w / 2) % 2 ? &E5M2 : &E4M3;
            int relu = w < 8 && (w & 1), ok;
            unsigned g = o[w];
            if (w < 4) /* x -> upper byte, y -> lower byte */
                ok = g <= 0xffffu && fp8_ok(f, g >> 8, x, relu) && fp8_ok(f, g & 0xffu, y, relu);
            else if (w < 8) /* element 0 (low half) -> low byte */
                ok = g <= 0xffffu && fp8_ok(f, g & 0xffu, hl, relu) && fp8_ok(f, g >> 8, hh, relu);
            else if (w < 12) {
                f = w < 10 ? &E4M3 : &E5M2;
                relu = w & 1;
                ok = f16_of_fp8_ok(f, g & 0xffffu, p[i] & 0xffu, relu) &&
                     f16_of_fp8_ok(f, g >> 16, (p[i] >> 8) & 0xffu, relu);
            } else {
                /* the round trips: decode the reference bytes (a NaN stays a NaN) */
                f = w % 2 ? &E5M2 : &E4M3;
                double v0 = w < 14 ? y : hl, v1 = w < 14 ? x : hh;
                int b0 = fp8_ref(f, v0, 0), b1 = fp8_ref(f, v1, 0);
                ok = f16_of_fp8_ok(f, g & 0xffffu, b0 < 0 ? 0x7fu : (unsigned)b0, 0) &&
                     f16_of_fp8_ok(f, g >> 16, b1 < 0 ? 0x7fu : (unsigned)b1, 0);
            }
            if (!ok)
                return rt_fail(r, "cvt %s, element %zu: got 0x%08x (inputs a=0x%08x b=0x%08x h=0x%08x p=0x%04x)",
                               what[w], i, g, a[i], b[i], h[i], p[i]);
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ table */

static const corpus_kernel smoke_kernels[] = {
    {"tma_2d_none", "tma_roundtrip", t_tma_2d_none, KT_NO_LLC, "TMA 2D tile g2s/s2g, no swizzle, mbarrier complete_tx"},
    {"tma_2d_128b", "tma_roundtrip", t_tma_2d_128b, KT_NO_LLC, "TMA 2D tile g2s/s2g, 128B swizzle (SMEM image checked)"},
    {"tma_3d_none", "tma_roundtrip", t_tma_3d_none, KT_NO_LLC, "TMA 3D tile g2s/s2g, no swizzle"},
    {"tma_3d_128b", "tma_roundtrip", t_tma_3d_128b, KT_NO_LLC, "TMA 3D tile g2s/s2g, 128B swizzle"},
    {"mbar_ring", "mbar_ring", t_mbar_ring, KT_NO_LLC,
     "mbarrier ring: arrive, expect_tx, try_wait.parity, cp.async.bulk, 16 phases"},
    {"cluster_dsmem", "cluster_dsmem", t_cluster_dsmem, KT_NO_LLC,
     "2-CTA cluster: mapa, ld/st.shared::cluster, barrier.cluster, cluster sregs"},
    {"wgmma_ss_none", "wgmma_ss", t_wgmma_ss_none, KT_NO_LLC, "wgmma m64n128k16 bf16 SS, no-swizzle descriptors"},
    {"wgmma_ss_128b", "wgmma_ss", t_wgmma_ss_128b, KT_NO_LLC, "wgmma m64n128k16 bf16 SS, 128B-swizzle descriptors"},
    {"wgmma_rs_none", "wgmma_rs", t_wgmma_rs_none, KT_NO_LLC, "wgmma m64n128k16 bf16 RS, no-swizzle B"},
    {"wgmma_rs_128b", "wgmma_rs", t_wgmma_rs_128b, KT_NO_LLC, "wgmma m64n128k16 bf16 RS, 128B-swizzle B"},
    {"wmma_f16_16x16x16", "wmma_gemm", t_wmma_f16_16, 0, "WMMA m16n16k16 f16->f32 GEMM, one tile, one k-step"},
    {"wmma_f16_64x48x80", "wmma_gemm", t_wmma_f16_64x48x80, 0, "WMMA f16->f32 GEMM 64x48, K=80 (5 k-steps)"},
    {"wmma_f16_48x160x256", "wmma_gemm", t_wmma_f16_48x160x256, 0, "WMMA f16->f32 GEMM 48x160, K=256 (16 k-steps)"},
    {"wmma_f16_256x128x512", "wmma_gemm", t_wmma_f16_256x128x512, 0, "WMMA f16->f32 GEMM 256x128, K=512 (32 k-steps)"},
    {"wmma_s8_16x16x16", "wmma_gemm", t_wmma_s8_16, 0, "WMMA m16n16k16 s8->s32 GEMM, one tile, one k-step (exact)"},
    {"wmma_s8_64x48x80", "wmma_gemm", t_wmma_s8_64x48x80, 0, "WMMA s8->s32 GEMM 64x48, K=80 (exact)"},
    {"wmma_s8_48x160x256", "wmma_gemm", t_wmma_s8_48x160x256, 0, "WMMA s8->s32 GEMM 48x160, K=256 (exact)"},
    {"wmma_s8_256x128x512", "wmma_gemm", t_wmma_s8_256x128x512, 0, "WMMA s8->s32 GEMM 256x128, K=512 (exact)"},
    /* cvt (issue 13) */
    {"cvt_fp8", "cvt_fp8", t_cvt_fp8, KT_NO_LLC,
     "packed FP8 cvt: e4m3x2/e5m2x2 from f32 pairs and f16x2 (relu, satfinite) and back, exact"},
    /* cpasync area (issue 13) */
    {"cp_async_pipeline", "cp_async", t_cp_async_pipeline, KT_NO_LLC,
     "cp.async cg.16 (L2::cache_hint, L2::128B) / ca.8 / ca.4, 3-stage commit_group / wait_group ring"},
    {"cp_async_zfill", "cp_async", t_cp_async_zfill, KT_NO_LLC,
     "cp.async src-size and ignore-src zero-fill, cp.async.mbarrier.arrive.noinc"},
    {"tma_hint", "tma_hint", t_tma_hint, KT_NO_LLC, "createpolicy.fractional + TMA 2D tile load .L2::cache_hint"},
    {"hinted_copy", "tma_hint", t_hinted_copy, KT_NO_LLC,
     "ld/st .L1::no_allocate / evict_*, .L2::cache_hint, .L2::256B, prefetch.L2::evict_last, applypriority"},
    /* clasync (issue 13) */
    {"st_async", "st_async", t_st_async, KT_NO_LLC | KT_PTX83,
     "2-CTA cluster: st.async b32/u64/v2/v4 + red.async add/max/xor, mbarrier complete_tx"},
    {"tensormap_replace", "tensormap_replace", t_tensormap_replace, KT_NO_LLC | KT_PTX83,
     "tensormap.replace (shared + cp_fenceproxy, global + fence.proxy.tensormap) then TMA"},
};

int main(int argc, char **argv)
{
    const rt_suite suite = {"smoke_runner", smoke_kernels, sizeof smoke_kernels / sizeof smoke_kernels[0],
                            "kernels/smoke"};
    return rt_main(argc, argv, &suite);
}
