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
