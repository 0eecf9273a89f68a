/*
 * corpus_kernels.c — the kernel table of the corpus runner: for every corpus
 * IR file, a test that makes random inputs, launches each kernel of the file
 * and compares the outputs with a CPU reference written here in C.
 *
 * Contract: one row per IR file (kernels/corpus/<ll>.ll); the -O0 builds
 * reuse the -O2 file's test. References follow the device source
 * (kernels/corpus/NAME.cu) expression by expression; tolerances are exact for
 * integer work and IEEE-exact float operations, and loose only where the
 * device uses approximate instructions, fp contraction (fma) may differ
 * between compilers, or atomics sum in an unspecified order.
 * Compile with -ffp-contract=off so the host does not fuse either.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "corpus_runner.h"

#define ARGS(...) ((void *[]){__VA_ARGS__})
#define CEIL_DIV(a, b) (((a) + (b)-1) / (b))

/* --------------------------------------------------------------- fp16/bf16 */

float half_to_float(uint16_t h) {
    int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
    float v;
    if (e == 0)
        v = ldexpf((float)m, -24);
    else if (e == 31)
        v = m ? NAN : INFINITY;
    else
        v = ldexpf((float)(m | 1024), e - 25);
    return s ? -v : v;
}

uint16_t half_from_double(double d) {
    uint16_t sign = signbit(d) ? 0x8000 : 0;
    if (isnan(d))
        return 0x7e00;
    double a = fabs(d);
    if (a >= 65520.0)
        return sign | 0x7c00;
    if (a < 6.103515625e-05) { /* below 2^-14: subnormal, quantum 2^-24 */
        double q = nearbyint(ldexp(a, 24));
        return sign | (uint16_t)q; /* q == 1024 is exactly the smallest normal */
    }
    int e;
    double m = frexp(a, &e); /* a = m * 2^e, m in [0.5, 1) */
    double q = nearbyint(ldexp(m, 11));
    if (q == 2048.0) {
        q = 1024.0;
        e++;
    }
    int E = e - 1 + 15;
    if (E >= 31)
        return sign | 0x7c00;
    return (uint16_t)(sign | (E << 10) | ((int)q - 1024));
}

float bf16_to_float(uint16_t b) {
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

uint16_t bf16_from_float(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    if (isnan(f))
        return (uint16_t)((u >> 16) | 0x40);
    u += 0x7fffu + ((u >> 16) & 1);
    return (uint16_t)(u >> 16);
}

static uint32_t f2u(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float u2f(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static uint64_t d2u(double d) {
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

/* random half in [lo, hi], as bits */
static uint16_t rnd_half(rt *r, float lo, float hi) { return half_from_double(rt_f32(r, lo, hi)); }

/* --------------------------------------------------------------- saxpy */

static int test_saxpy(rt *r) {
    const int n = 1 << 20;
    float a = rt_f32(r, -2.0f, 2.0f);
    float *x = rt_halloc(r, n * 4), *y = rt_halloc(r, n * 4), *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++) {
        x[i] = rt_f32(r, -10.0f, 10.0f);
        y[i] = rt_f32(r, -10.0f, 10.0f);
        ref[i] = fmaf(a, x[i], y[i]);
    }
    CUdeviceptr dx = rt_upload(r, x, n * 4), dy = rt_upload(r, y, n * 4);
    int nn = n;
    rt_launch(r, "saxpy", d1(264), d1(256), 0, ARGS(&nn, &a, &dx, &dy));
    rt_d2h(r, got, dy, n * 4);
    /* fma or mul+add are both fine: one rounding apart */
    if (check_f32(r, "saxpy", got, ref, n, 2e-6, 2e-6))
        return 1;

    const int m = 1 << 18;
    double ad = rt_f64(r, -2.0, 2.0);
    double *xd = rt_halloc(r, m * 8), *yd = rt_halloc(r, m * 8), *refd = rt_halloc(r, m * 8), *gotd = rt_halloc(r, m * 8);
    for (int i = 0; i < m; i++) {
        xd[i] = rt_f64(r, -10.0, 10.0);
        yd[i] = rt_f64(r, -10.0, 10.0);
        refd[i] = fma(ad, xd[i], yd[i]);
    }
    CUdeviceptr dxd = rt_upload(r, xd, m * 8), dyd = rt_upload(r, yd, m * 8);
    int mm = m;
    rt_launch(r, "daxpy", d1(CEIL_DIV(m, 256)), d1(256), 0, ARGS(&mm, &ad, &dxd, &dyd));
    rt_d2h(r, gotd, dyd, m * 8);
    return check_f64(r, "daxpy", gotd, refd, m, 1e-14, 1e-14);
}

/* --------------------------------------------------------------- reduce */

static int test_reduce(rt *r) {
    const int n = (1 << 20) + 333;
    float *x = rt_halloc(r, n * 4);
    unsigned *u = rt_halloc(r, n * 4);
    int *s = rt_halloc(r, n * 4);
    double sum = 0;
    unsigned long long usum = 0;
    for (int i = 0; i < n; i++) {
        x[i] = rt_f32(r, 0.0f, 1.0f);
        sum += x[i];
        u[i] = rt_u32(r);
        usum += u[i];
        s[i] = (int)(rt_u32(r) >> 2) - (1 << 29);
    }
    if (rt_u32(r) & 1)
        s[rt_range(r, 0, n - 1)] = INT32_MAX - 7; /* sometimes a very large value */
    int mx = INT32_MIN;
    for (int i = 0; i < n; i++)
        if (s[i] > mx)
            mx = s[i];
    CUdeviceptr dx = rt_upload(r, x, n * 4), du = rt_upload(r, u, n * 4), ds = rt_upload(r, s, n * 4);
    float zero = 0.0f;
    unsigned long long zero64 = 0;
    int imin = INT32_MIN;
    CUdeviceptr dout = rt_upload(r, &zero, 4), dout64 = rt_upload(r, &zero64, 8), dmax = rt_upload(r, &imin, 4);
    int nn = n;
    rt_launch(r, "reduce_sum_f32", d1(300), d1(256), 0, ARGS(&dx, &dout, &nn));
    rt_launch(r, "reduce_sum_u64", d1(300), d1(256), 0, ARGS(&du, &dout64, &nn));
    rt_launch(r, "reduce_max_i32", d1(300), d1(256), 0, ARGS(&ds, &dmax, &nn));
    float got;
    unsigned long long got64;
    int gotmax;
    rt_d2h(r, &got, dout, 4);
    rt_d2h(r, &got64, dout64, 8);
    rt_d2h(r, &gotmax, dmax, 4);
    float ref = (float)sum;
    if (check_f32(r, "reduce_sum_f32", &got, &ref, 1, 3e-5, 0))
        return 1;
    int64_t g64 = (int64_t)got64, r64 = (int64_t)usum;
    if (check_i64(r, "reduce_sum_u64", &g64, &r64, 1))
        return 1;
    return check_i32(r, "reduce_max_i32", &gotmax, &mx, 1);
}

/* --------------------------------------------------------------- histogram */

static int test_histogram(rt *r) {
    const int n = 3 * 1000 * 1000 + 3; /* tail bytes */
    unsigned char *d = rt_halloc(r, n);
    int32_t ref[256] = {0}, got[256];
    int skew = rt_range(r, 0, 255);
    for (int i = 0; i < n; i++) {
        uint32_t v = rt_u32(r);
        d[i] = (v & 0x300) == 0 ? (unsigned char)skew : (unsigned char)v; /* a hot bin */
        ref[d[i]]++;
    }
    CUdeviceptr dd = rt_upload(r, d, n);
    CUdeviceptr bins = rt_dalloc(r, 1024);
    uint32_t zeros[256] = {0};
    rt_h2d(r, bins, zeros, sizeof zeros);
    int nn = n;
    rt_launch(r, "histogram256", d1(264), d1(256), 0, ARGS(&dd, &nn, &bins));
    rt_d2h(r, got, bins, sizeof got);
    return check_i32(r, "histogram256", got, ref, 256);
}

/* --------------------------------------------------------------- scan */

static int test_scan(rt *r) {
    const int B = 256, n = 256 * 500 + 77, nb = CEIL_DIV(n, B);
    int32_t *in = rt_halloc(r, n * 4), *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    int32_t *bref = rt_halloc(r, nb * 4), *bgot = rt_halloc(r, nb * 4);
    for (int i = 0; i < n; i++)
        in[i] = rt_range(r, -1000, 1000);
    for (int b = 0; b < nb; b++) {
        int acc = 0;
        for (int t = 0; t < B; t++) {
            int i = b * B + t;
            acc += i < n ? in[i] : 0;
            if (i < n)
                ref[i] = acc;
        }
        bref[b] = acc;
    }
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4), dbs = rt_dalloc(r, nb * 4);
    int nn = n;
    rt_launch(r, "scan_block_i32", d1(nb), d1(B), 0, ARGS(&din, &dout, &dbs, &nn));
    rt_d2h(r, got, dout, n * 4);
    rt_d2h(r, bgot, dbs, nb * 4);
    if (check_i32(r, "scan_block_i32 out", got, ref, n))
        return 1;
    return check_i32(r, "scan_block_i32 block_sums", bgot, bref, nb);
}

/* --------------------------------------------------------------- transpose */

static int test_transpose(rt *r) {
    const int w = 1000 + rt_range(r, 0, 40), h = 700 + rt_range(r, 0, 40);
    float *in = rt_halloc(r, (size_t)w * h * 4), *ref = rt_halloc(r, (size_t)w * h * 4), *got = rt_halloc(r, (size_t)w * h * 4);
    for (int i = 0; i < w * h; i++)
        in[i] = rt_f32(r, -1e3f, 1e3f);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            ref[(size_t)x * h + y] = in[(size_t)y * w + x];
    CUdeviceptr din = rt_upload(r, in, (size_t)w * h * 4), dout = rt_dalloc(r, (size_t)w * h * 4);
    int ww = w, hh = h;
    rt_launch(r, "transpose32", d3(CEIL_DIV(w, 32), CEIL_DIV(h, 32), 1), d3(32, 8, 1), 0, ARGS(&dout, &din, &ww, &hh));
    rt_d2h(r, got, dout, (size_t)w * h * 4);
    return check_f32(r, "transpose32", got, ref, (size_t)w * h, 0, 0);
}

/* --------------------------------------------------------------- stencil */

static int test_stencil(rt *r) {
    float w5[5], w7[7];
    for (int k = 0; k < 5; k++)
        w5[k] = rt_f32(r, -1.0f, 1.0f);
    for (int k = 0; k < 7; k++)
        w7[k] = rt_f32(r, -1.0f, 1.0f);
    size_t sz;
    CUdeviceptr cw5 = rt_global(r, "c_w5", &sz);
    if (sz != sizeof w5)
        return rt_fail(r, "c_w5 has %zu bytes, want %zu", sz, sizeof w5);
    rt_h2d(r, cw5, w5, sizeof w5);
    CUdeviceptr cw7 = rt_global(r, "c_w7", &sz);
    if (sz != sizeof w7)
        return rt_fail(r, "c_w7 has %zu bytes, want %zu", sz, sizeof w7);
    rt_h2d(r, cw7, w7, sizeof w7);

    const int nx = 517, ny = 301, n2 = nx * ny;
    float *in = rt_halloc(r, n2 * 4), *ref = rt_halloc(r, n2 * 4), *got = rt_halloc(r, n2 * 4);
    for (int i = 0; i < n2; i++)
        in[i] = rt_f32(r, -1.0f, 1.0f);
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            int i = y * nx + x;
            float c = in[i];
            float wv = x > 0 ? in[i - 1] : c, e = x < nx - 1 ? in[i + 1] : c;
            float nv = y > 0 ? in[i - nx] : c, s = y < ny - 1 ? in[i + nx] : c;
            ref[i] = (float)((double)w5[0] * c + (double)w5[1] * wv + (double)w5[2] * e + (double)w5[3] * nv +
                             (double)w5[4] * s);
        }
    CUdeviceptr din = rt_upload(r, in, n2 * 4), dout = rt_dalloc(r, n2 * 4);
    int nnx = nx, nny = ny;
    rt_launch(r, "stencil5", d3(CEIL_DIV(nx, 32), CEIL_DIV(ny, 8), 1), d3(32, 8, 1), 0, ARGS(&din, &dout, &nnx, &nny));
    rt_d2h(r, got, dout, n2 * 4);
    if (check_f32(r, "stencil5", got, ref, n2, 1e-5, 1e-5))
        return 1;

    const int n = 100000 + rt_range(r, 0, 127);
    float *a = rt_halloc(r, n * 4), *ref1 = rt_halloc(r, n * 4), *got1 = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++)
        a[i] = rt_f32(r, -1.0f, 1.0f);
    for (int i = 0; i < n; i++) {
        double acc = 0;
        for (int k = -3; k <= 3; k++) {
            int j = i + k;
            acc += (double)w7[k + 3] * (j >= 0 && j < n ? a[j] : 0.0f);
        }
        ref1[i] = (float)acc;
    }
    CUdeviceptr da = rt_upload(r, a, n * 4), db = rt_dalloc(r, n * 4);
    int nn = n;
    rt_launch(r, "stencil1d_r3", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&da, &db, &nn));
    rt_d2h(r, got1, db, n * 4);
    return check_f32(r, "stencil1d_r3", got1, ref1, n, 1e-5, 1e-5);
}

/* --------------------------------------------------------------- int_arith */

#define NOPS 24

static uint32_t rotl32(uint32_t x, uint32_t s) {
    s &= 31;
    return s ? (x << s) | (x >> (32 - s)) : x;
}
static uint32_t brev32(uint32_t x) {
    uint32_t y = 0;
    for (int i = 0; i < 32; i++)
        y |= ((x >> i) & 1u) << (31 - i);
    return y;
}
static uint64_t brev64(uint64_t x) {
    return ((uint64_t)brev32((uint32_t)x) << 32) | brev32((uint32_t)(x >> 32));
}
static uint32_t byte_perm(uint32_t x, uint32_t y, uint32_t s) {
    uint64_t b = ((uint64_t)y << 32) | x;
    uint32_t out = 0;
    for (int k = 0; k < 4; k++) {
        unsigned sel = (s >> (4 * k)) & 15;
        unsigned byte = (unsigned)(b >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = (byte & 0x80) ? 0xff : 0;
        out |= byte << (8 * k);
    }
    return out;
}
static uint64_t mulhi64(uint64_t a, uint64_t b) {
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
static int clz32(uint32_t x) { return x ? __builtin_clz(x) : 32; }

static void ref_i32(int32_t x, int32_t y, int32_t *o) {
    uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
    int32_t d = y == 0 ? 1 : (y == -1 ? 3 : y);
    o[0] = (int32_t)(ux + uy);
    o[1] = (int32_t)(ux - uy);
    o[2] = (int32_t)(ux * uy);
    o[3] = x / d;
    o[4] = x % d;
    o[5] = (int32_t)(ux / (uint32_t)d);
    o[6] = (int32_t)(ux % (uint32_t)d);
    o[7] = (int32_t)(ux << (uy & 31));
    o[8] = (int32_t)(ux >> (uy & 31));
    o[9] = x >> (uy & 31);
    o[10] = (x & y) ^ (x | ~y);
    o[11] = (x < y) + 2 * (ux < uy) + 4 * (x == y) + 8 * (x >= 0);
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = x == INT32_MIN ? x : (x < 0 ? -x : x);
    o[15] = __builtin_popcount(ux) + 64 * clz32(ux) + 4096 * __builtin_ffs(x);
    o[16] = (int32_t)__builtin_bswap32(ux);
    o[17] = (int32_t)brev32(ux);
    o[18] = (int32_t)rotl32(ux, uy);
    o[19] = (int32_t)(((int64_t)x * y) >> 32);
    o[20] = (int32_t)(((uint64_t)ux * uy) >> 32);
    o[21] = (int32_t)byte_perm(ux, uy, uy & 0x7777u);
    uint32_t s = ux & 31;
    o[22] = (int32_t)(s ? (uy << s) | (ux >> (32 - s)) : uy);
    o[23] = (int32_t)(ux * 3u + (ux >> 7) - (uy & 0xffu) * 5u);
}

static void ref_i64(int64_t x, int64_t y, int64_t *o) {
    uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
    int64_t d = y == 0 ? 1 : (y == -1 ? 7 : y);
    o[0] = (int64_t)(ux + uy);
    o[1] = (int64_t)(ux - uy);
    o[2] = (int64_t)(ux * uy);
    o[3] = x / d;
    o[4] = x % d;
    o[5] = (int64_t)(ux / (uint64_t)d);
    o[6] = (int64_t)(ux % (uint64_t)d);
    o[7] = (int64_t)(ux << (uy & 63));
    o[8] = (int64_t)(ux >> (uy & 63));
    o[9] = x >> (uy & 63);
    o[10] = (x & y) ^ (x | ~y);
    o[11] = (x < y) + 2 * (ux < uy) + 4 * (x == y) + 8 * (x >= 0);
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = __builtin_popcountll(ux) + 128 * (ux ? __builtin_clzll(ux) : 64) + 65536LL * (ux ? __builtin_ctzll(ux) : 64);
    o[15] = (int64_t)__builtin_bswap64(ux);
    o[16] = (int64_t)mulhi64(ux, uy);
    o[17] = (int64_t)((ux << 13) | (ux >> 51));
    o[18] = (int64_t)(int32_t)x;
    o[19] = (int64_t)(uint32_t)(ux >> 17);
    o[20] = (int64_t)(ux * 0x9E3779B97F4A7C15ull);
    o[21] = mulhi64(ux, uy) == 0;
    o[22] = (int64_t)brev64(ux);
    o[23] = (x & 0xffff) * (y >> 48);
}

static void ref_i16(int16_t x, int16_t y, int16_t *o) {
    uint16_t ux = (uint16_t)x, uy = (uint16_t)y;
    int16_t d = y == 0 ? 1 : y;
    o[0] = (int16_t)(x + y);
    o[1] = (int16_t)(x - y);
    o[2] = (int16_t)(x * y);
    o[3] = (int16_t)(x / d);
    o[4] = (int16_t)(x % d);
    o[5] = (int16_t)(ux / (uint16_t)d);
    o[6] = (int16_t)(ux % (uint16_t)d);
    o[7] = (int16_t)(ux << (uy & 15));
    o[8] = (int16_t)(ux >> (uy & 15));
    o[9] = (int16_t)(x >> (uy & 15));
    o[10] = (int16_t)((x & y) ^ (x | ~y));
    o[11] = (int16_t)((x < y) + 2 * (ux < uy) + 4 * (x == y));
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = (int16_t)(uint16_t)((ux >> 8) | (ux << 8));
    o[15] = (int16_t)__builtin_popcount(ux);
    o[16] = (int16_t)(((int)x * (int)y) >> 16);
    o[17] = (int16_t)(int8_t)x;
    o[18] = (int16_t)(uint8_t)y;
    o[19] = (int16_t)(ux * 31u + uy);
    o[20] = (int16_t)(x == -32768 ? x : (x < 0 ? -x : x));
    o[21] = (int16_t)((ux << 3) | (ux >> 13));
    o[22] = (int16_t)(x * 3 - y * 7);
    o[23] = (int16_t)(~ux);
}

static void ref_i8(int8_t x, int8_t y, int8_t *o) {
    uint8_t ux = (uint8_t)x, uy = (uint8_t)y;
    int8_t d = y == 0 ? 1 : y;
    o[0] = (int8_t)(x + y);
    o[1] = (int8_t)(x - y);
    o[2] = (int8_t)(x * y);
    o[3] = (int8_t)(x / d);
    o[4] = (int8_t)(x % d);
    o[5] = (int8_t)(ux / (uint8_t)d);
    o[6] = (int8_t)(ux % (uint8_t)d);
    o[7] = (int8_t)(ux << (uy & 7));
    o[8] = (int8_t)(ux >> (uy & 7));
    o[9] = (int8_t)(x >> (uy & 7));
    o[10] = (int8_t)((x & y) ^ (x | ~y));
    o[11] = (int8_t)((x < y) + 2 * (ux < uy) + 4 * (x == y));
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = (int8_t)__builtin_popcount(ux);
    o[15] = (int8_t)(((int)x * (int)y) >> 8);
    o[16] = (int8_t)((ux << 3) | (ux >> 5));
    o[17] = (int8_t)(x == -128 ? x : (x < 0 ? -x : x));
    o[18] = (int8_t)(ux * 7u + uy);
    o[19] = (int8_t)(x > 0 ? x : 0);
    o[20] = (int8_t)(ux > 200 ? 200 : ux);
    o[21] = (int8_t)(x ^ 0x5a);
    o[22] = (int8_t)((int16_t)x * 300 >> 4);
    o[23] = (int8_t)(~uy);
}

/* interesting integers: edges mixed with random values */
static uint64_t rnd_edge64(rt *r) {
    static const uint64_t edges[] = {0,          1,          2,          3,          0xffffffffffffffffull,
                                     0x7fffffffffffffffull, 0x8000000000000000ull, 0x7fffffff, 0x80000000,
                                     0xffffffff, 0x7fff,     0x8000,     0xffff,     0x7f,       0x80, 0xff};
    uint32_t c = rt_u32(r);
    if ((c & 7) == 0)
        return edges[(c >> 8) % (sizeof edges / sizeof edges[0])];
    if ((c & 7) == 1)
        return (uint64_t)(int64_t)(int32_t)(rt_u32(r) >> (c >> 27)); /* small magnitudes */
    return rt_u64(r);
}

static int test_int_arith(rt *r) {
    const int n = 4096 + 17;
    int nn = n;
    dim3u g = d1(CEIL_DIV(n, 128)), b = d1(128);
    /* i32 */
    {
        int32_t *a = rt_halloc(r, n * 4), *bb = rt_halloc(r, n * 4);
        int32_t *ref = rt_halloc(r, (size_t)n * NOPS * 4), *got = rt_halloc(r, (size_t)n * NOPS * 4);
        for (int i = 0; i < n; i++) {
            a[i] = (int32_t)rnd_edge64(r);
            bb[i] = (int32_t)rnd_edge64(r);
            ref_i32(a[i], bb[i], ref + (size_t)i * NOPS);
        }
        CUdeviceptr da = rt_upload(r, a, n * 4), db = rt_upload(r, bb, n * 4), dout = rt_dalloc(r, (size_t)n * NOPS * 4);
        rt_launch(r, "int_ops_i32", g, b, 0, ARGS(&da, &db, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * NOPS * 4);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < NOPS; k++)
                if (got[i * NOPS + k] != ref[i * NOPS + k])
                    return rt_fail(r, "int_ops_i32 op %d: x=%d y=%d got %d want %d", k, a[i], bb[i], got[i * NOPS + k],
                                   ref[i * NOPS + k]);
    }
    /* i64 */
    {
        int64_t *a = rt_halloc(r, n * 8), *bb = rt_halloc(r, n * 8);
        int64_t *ref = rt_halloc(r, (size_t)n * NOPS * 8), *got = rt_halloc(r, (size_t)n * NOPS * 8);
        for (int i = 0; i < n; i++) {
            a[i] = (int64_t)rnd_edge64(r);
            bb[i] = (int64_t)rnd_edge64(r);
            if (a[i] == INT64_MIN && bb[i] == -1)
                bb[i] = 5;
            ref_i64(a[i], bb[i], ref + (size_t)i * NOPS);
        }
        CUdeviceptr da = rt_upload(r, a, n * 8), db = rt_upload(r, bb, n * 8), dout = rt_dalloc(r, (size_t)n * NOPS * 8);
        rt_launch(r, "int_ops_i64", g, b, 0, ARGS(&da, &db, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * NOPS * 8);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < NOPS; k++)
                if (got[i * NOPS + k] != ref[i * NOPS + k])
                    return rt_fail(r, "int_ops_i64 op %d: x=%lld y=%lld got %lld want %lld", k, (long long)a[i],
                                   (long long)bb[i], (long long)got[i * NOPS + k], (long long)ref[i * NOPS + k]);
    }
    /* i16 */
    {
        int16_t *a = rt_halloc(r, n * 2), *bb = rt_halloc(r, n * 2);
        int16_t *ref = rt_halloc(r, (size_t)n * NOPS * 2), *got = rt_halloc(r, (size_t)n * NOPS * 2);
        for (int i = 0; i < n; i++) {
            a[i] = (int16_t)rnd_edge64(r);
            bb[i] = (int16_t)rnd_edge64(r);
            ref_i16(a[i], bb[i], ref + (size_t)i * NOPS);
        }
        CUdeviceptr da = rt_upload(r, a, n * 2), db = rt_upload(r, bb, n * 2), dout = rt_dalloc(r, (size_t)n * NOPS * 2);
        rt_launch(r, "int_ops_i16", g, b, 0, ARGS(&da, &db, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * NOPS * 2);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < NOPS; k++)
                if (got[i * NOPS + k] != ref[i * NOPS + k])
                    return rt_fail(r, "int_ops_i16 op %d: x=%d y=%d got %d want %d", k, a[i], bb[i], got[i * NOPS + k],
                                   ref[i * NOPS + k]);
    }
    /* i8 */
    {
        int8_t *a = rt_halloc(r, n), *bb = rt_halloc(r, n);
        int8_t *ref = rt_halloc(r, (size_t)n * NOPS), *got = rt_halloc(r, (size_t)n * NOPS);
        for (int i = 0; i < n; i++) {
            a[i] = (int8_t)rnd_edge64(r);
            bb[i] = (int8_t)rnd_edge64(r);
            ref_i8(a[i], bb[i], ref + (size_t)i * NOPS);
        }
        CUdeviceptr da = rt_upload(r, a, n), db = rt_upload(r, bb, n), dout = rt_dalloc(r, (size_t)n * NOPS);
        rt_launch(r, "int_ops_i8", g, b, 0, ARGS(&da, &db, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * NOPS);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < NOPS; k++)
                if (got[i * NOPS + k] != ref[i * NOPS + k])
                    return rt_fail(r, "int_ops_i8 op %d: x=%d y=%d got %d want %d", k, a[i], bb[i], got[i * NOPS + k],
                                   ref[i * NOPS + k]);
    }
    return 0;
}

/* --------------------------------------------------------------- float_math */

#define NF 24
#define ND 16

/* per-column tolerance: {rtol, atol}; 0,0 = exact */
static const double f32_tol[NF][2] = {
    {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
    {0, 0}, {0, 0}, {0, 0}, {0, 0},
    {2e-6, 0},      /* 16 rsqrt.approx */
    {2e-6, 1e-30},  /* 17 ex2.approx */
    {2e-6, 2e-6},   /* 18 lg2.approx */
    {0, 4e-5},      /* 19 sin.approx + cos.approx */
    {2e-6, 1e-30},  /* 20 div.approx */
    {0, 0}, {0, 0}, {0, 0}};

static void ref_f32(float x, float y, float z, float *o) {
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = fmaf(x, y, z);
    o[5] = sqrtf(fabsf(x));
    o[6] = fminf(x, y);
    o[7] = fmaxf(x, y);
    o[8] = floorf(x);
    o[9] = ceilf(x);
    o[10] = truncf(x);
    o[11] = rintf(x);
    o[12] = copysignf(y, x);
    o[13] = -z;
    o[14] = (x < y ? 1.0f : 0.0f) + (x >= z ? 2.0f : 0.0f);
    o[15] = (float)(int)(x * 100.0f);
    o[16] = (float)(1.0 / sqrt((double)fabsf(x) + 1.0));
    o[17] = (float)exp2((double)x);
    o[18] = (float)log2((double)fabsf(y) + 0.5);
    o[19] = (float)(sin((double)x) + cos((double)y));
    o[20] = (float)((double)x / (double)y);
    o[21] = x < 0 ? 0.0f : (x > 1 ? 1.0f : x);
    o[22] = 1.0f / y;
    o[23] = x > 0.0f ? x : 0.125f * x;
}

static void ref_f64(double x, double y, double z, double *o) {
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = fma(x, y, z);
    o[5] = sqrt(fabs(x));
    o[6] = fmin(x, y);
    o[7] = fmax(x, y);
    o[8] = floor(x);
    o[9] = ceil(x);
    o[10] = trunc(x);
    o[11] = rint(x);
    o[12] = -z;
    o[13] = (x < y ? 1.0 : 0.0) + (x >= z ? 2.0 : 0.0);
    o[14] = (double)(long long)(x * 1e6);
    o[15] = (double)(float)x;
}

static int test_float_math(rt *r) {
    const int n = 8192 + 5;
    int nn = n;
    dim3u g = d1(CEIL_DIV(n, 128)), b = d1(128);
    {
        float *a = rt_halloc(r, n * 4), *bb = rt_halloc(r, n * 4), *c = rt_halloc(r, n * 4);
        float *ref = rt_halloc(r, (size_t)n * NF * 4), *got = rt_halloc(r, (size_t)n * NF * 4);
        for (int i = 0; i < n; i++) {
            a[i] = rt_f32(r, -3.0f, 3.0f);
            bb[i] = rt_f32(r, -3.0f, 3.0f);
            c[i] = rt_f32(r, -3.0f, 3.0f);
            if ((i & 15) == 1)
                a[i] = (float)rt_range(r, -6, 6) * 0.5f; /* exact halves: rint ties, floor of integers */
            if ((i & 15) == 2)
                bb[i] = a[i];
            ref_f32(a[i], bb[i], c[i], ref + (size_t)i * NF);
        }
        CUdeviceptr da = rt_upload(r, a, n * 4), db = rt_upload(r, bb, n * 4), dc = rt_upload(r, c, n * 4);
        CUdeviceptr dout = rt_dalloc(r, (size_t)n * NF * 4);
        rt_launch(r, "fmath_f32", g, b, 0, ARGS(&da, &db, &dc, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * NF * 4);
        for (int k = 0; k < NF; k++)
            for (int i = 0; i < n; i++) {
                double gv = got[i * NF + k], rv = ref[i * NF + k];
                double rtol = f32_tol[k][0], atol = f32_tol[k][1];
                double d = fabs(gv - rv);
                if (!(d <= atol + rtol * fabs(rv)) && !(isnan(gv) && isnan(rv)))
                    return rt_fail(r, "fmath_f32 op %d: x=%.9g y=%.9g z=%.9g got %.9g want %.9g", k, a[i], bb[i], c[i],
                                   gv, rv);
            }
    }
    {
        double *a = rt_halloc(r, n * 8), *bb = rt_halloc(r, n * 8), *c = rt_halloc(r, n * 8);
        double *ref = rt_halloc(r, (size_t)n * ND * 8), *got = rt_halloc(r, (size_t)n * ND * 8);
        for (int i = 0; i < n; i++) {
            a[i] = rt_f64(r, -1000.0, 1000.0);
            bb[i] = rt_f64(r, -1000.0, 1000.0);
            c[i] = rt_f64(r, -1000.0, 1000.0);
            if ((i & 15) == 1)
                a[i] = (double)rt_range(r, -9, 9) * 0.5;
            ref_f64(a[i], bb[i], c[i], ref + (size_t)i * ND);
        }
        CUdeviceptr da = rt_upload(r, a, n * 8), db = rt_upload(r, bb, n * 8), dc = rt_upload(r, c, n * 8);
        CUdeviceptr dout = rt_dalloc(r, (size_t)n * ND * 8);
        rt_launch(r, "fmath_f64", g, b, 0, ARGS(&da, &db, &dc, &dout, &nn));
        rt_d2h(r, got, dout, (size_t)n * ND * 8);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < ND; k++)
                if (d2u(got[i * ND + k]) != d2u(ref[i * ND + k]) && got[i * ND + k] != ref[i * ND + k])
                    return rt_fail(r, "fmath_f64 op %d: x=%.17g y=%.17g z=%.17g got %.17g want %.17g", k, a[i], bb[i],
                                   c[i], got[i * ND + k], ref[i * ND + k]);
    }
    return 0;
}

/* --------------------------------------------------------------- half_ops */

#define NH 10

static int test_half_ops(rt *r) {
    const int n = 4096 + 3;
    int nn = n;
    uint16_t *a = rt_halloc(r, n * 2), *b = rt_halloc(r, n * 2), *c = rt_halloc(r, n * 2);
    uint16_t *ref = rt_halloc(r, (size_t)n * NH * 2), *got = rt_halloc(r, (size_t)n * NH * 2);
    float *reff = rt_halloc(r, n * 4), *gotf = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++) {
        a[i] = rnd_half(r, -4.0f, 4.0f);
        do
            b[i] = rnd_half(r, -4.0f, 4.0f);
        while (fabsf(half_to_float(b[i])) < 0.25f);
        c[i] = rnd_half(r, -4.0f, 4.0f);
        double x = half_to_float(a[i]), y = half_to_float(b[i]), z = half_to_float(c[i]);
        uint16_t *o = ref + (size_t)i * NH;
        o[0] = half_from_double(x + y);
        o[1] = half_from_double(x - y);
        o[2] = half_from_double(x * y);
        o[3] = half_from_double(x / y);
        o[4] = half_from_double(x * y + z); /* exact in double, one rounding */
        o[5] = a[i] ^ 0x8000;
        o[6] = x > y ? a[i] : b[i];
        o[7] = half_from_double((double)((float)x * 0.5f + 1.0f));
        o[8] = x < z ? 0x3c00 : 0;
        o[9] = half_from_double((double)(int)half_to_float(half_from_double(x * 4.0)));
        reff[i] = (float)x + (float)y;
    }
    CUdeviceptr da = rt_upload(r, a, n * 2), db = rt_upload(r, b, n * 2), dc = rt_upload(r, c, n * 2);
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * NH * 2), doutf = rt_dalloc(r, n * 4);
    rt_launch(r, "half_ops", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&da, &db, &dc, &dout, &doutf, &nn));
    rt_d2h(r, got, dout, (size_t)n * NH * 2);
    rt_d2h(r, gotf, doutf, n * 4);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NH; k++) {
            uint16_t gv = got[i * NH + k], rv = ref[i * NH + k];
            /* +0 and -0 compare equal (o[9] of a small negative) */
            if (gv != rv && !(half_to_float(gv) == 0.0f && half_to_float(rv) == 0.0f))
                return rt_fail(r, "half_ops op %d: x=%g y=%g z=%g got %g (0x%04x) want %g (0x%04x)", k,
                               half_to_float(a[i]), half_to_float(b[i]), half_to_float(c[i]), half_to_float(gv), gv,
                               half_to_float(rv), rv);
        }
    if (check_f32(r, "half_ops outf", gotf, reff, n, 0, 0))
        return 1;

    /* half2_axpy: a*x+y on pairs; fma or mul+add, so one half ulp */
    const int n2 = 10000 + rt_range(r, 0, 31);
    uint16_t ah[2] = {rnd_half(r, -2.0f, 2.0f), rnd_half(r, -2.0f, 2.0f)};
    uint16_t *x = rt_halloc(r, (size_t)n2 * 4), *y = rt_halloc(r, (size_t)n2 * 4);
    float *refy = rt_halloc(r, (size_t)n2 * 8), *goty = rt_halloc(r, (size_t)n2 * 8);
    double *scale = rt_halloc(r, (size_t)n2 * 16);
    for (int i = 0; i < 2 * n2; i++) {
        x[i] = rnd_half(r, -4.0f, 4.0f);
        y[i] = rnd_half(r, -4.0f, 4.0f);
        double ax = (double)half_to_float(ah[i & 1]) * half_to_float(x[i]);
        refy[i] = half_to_float(half_from_double(ax + half_to_float(y[i])));
        scale[i] = fabs(ax) + fabs((double)half_to_float(y[i]));
    }
    CUdeviceptr dx = rt_upload(r, x, (size_t)n2 * 4), dy = rt_upload(r, y, (size_t)n2 * 4);
    uint32_t apacked = (uint32_t)ah[0] | ((uint32_t)ah[1] << 16);
    int nn2 = n2;
    rt_launch(r, "half2_axpy", d1(CEIL_DIV(n2, 128)), d1(128), 0, ARGS(&apacked, &dx, &dy, &nn2));
    rt_d2h(r, y, dy, (size_t)n2 * 4);
    for (int i = 0; i < 2 * n2; i++)
        goty[i] = half_to_float(y[i]);
    /* fma (one rounding) or mul + add (two): the product's rounding is
     * relative to |a*x|, not to the possibly cancelled result */
    for (int i = 0; i < 2 * n2; i++)
        if (!(fabs((double)goty[i] - refy[i]) <= scale[i] / 1024 + 1e-7))
            return rt_fail(r, "half2_axpy[%d]: got %.9g want %.9g (|a*x|+|y| = %g)", i, goty[i], refy[i], scale[i]);
    return 0;
}

/* --------------------------------------------------------------- bf16 */

static int test_bf16(rt *r) {
    const int n = 20000 + rt_range(r, 0, 100);
    int nn = n;
    float *in = rt_halloc(r, n * 4), *back = rt_halloc(r, n * 4), *refb = rt_halloc(r, n * 4);
    uint16_t *rn = rt_halloc(r, n * 2), *nv = rt_halloc(r, n * 2), *refrn = rt_halloc(r, n * 2), *refnv = rt_halloc(r, n * 2);
    for (int i = 0; i < n; i++) {
        float f = rt_f32(r, -1e4f, 1e4f);
        if ((i & 7) == 3) /* exact ties: low 16 bits 0x8000 */
            f = u2f((f2u(f) & 0xffff0000u) | 0x8000u);
        in[i] = f;
        refrn[i] = bf16_from_float(f);
        refnv[i] = bf16_from_float(f * 2.0f);
        refb[i] = bf16_to_float(refrn[i]) * 3.0f;
    }
    CUdeviceptr din = rt_upload(r, in, n * 4), drn = rt_dalloc(r, n * 2), dnv = rt_dalloc(r, n * 2), dback = rt_dalloc(r, n * 4);
    rt_launch(r, "bf16_convert", d1(CEIL_DIV(n, 256)), d1(256), 0, ARGS(&din, &drn, &dnv, &dback, &nn));
    rt_d2h(r, rn, drn, n * 2);
    rt_d2h(r, nv, dnv, n * 2);
    rt_d2h(r, back, dback, n * 4);
    if (check_u16(r, "bf16_convert fptrunc", rn, refrn, n) || check_u16(r, "bf16_convert f2bf16.rn", nv, refnv, n) ||
        check_f32(r, "bf16_convert fpext", back, refb, n, 0, 0))
        return 1;

    /* axpy in bf16: fma or mul+add, one bf16 ulp (2^-8 relative) */
    uint16_t a = bf16_from_float(rt_f32(r, -2.0f, 2.0f));
    uint16_t *x = rt_halloc(r, n * 2), *y = rt_halloc(r, n * 2), *o = rt_halloc(r, n * 2);
    float *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    double *scale = rt_halloc(r, (size_t)n * 8);
    for (int i = 0; i < n; i++) {
        x[i] = bf16_from_float(rt_f32(r, -8.0f, 8.0f));
        y[i] = bf16_from_float(rt_f32(r, -8.0f, 8.0f));
        double ax = (double)bf16_to_float(a) * bf16_to_float(x[i]);
        ref[i] = bf16_to_float(bf16_from_float((float)(ax + bf16_to_float(y[i]))));
        scale[i] = fabs(ax) + fabs((double)bf16_to_float(y[i]));
    }
    CUdeviceptr dx = rt_upload(r, x, n * 2), dy = rt_upload(r, y, n * 2), dout = rt_dalloc(r, n * 2);
    rt_launch(r, "bf16_axpy", d1(CEIL_DIV(n, 256)), d1(256), 0, ARGS(&a, &dx, &dy, &dout, &nn));
    rt_d2h(r, o, dout, n * 2);
    for (int i = 0; i < n; i++)
        got[i] = bf16_to_float(o[i]);
    /* fma or mul + add: error relative to |a*x| + |y| (see half2_axpy) */
    for (int i = 0; i < n; i++)
        if (!(fabs((double)got[i] - ref[i]) <= scale[i] / 128 + 1e-30))
            return rt_fail(r, "bf16_axpy[%d]: got %.9g want %.9g (|a*x|+|y| = %g)", i, got[i], ref[i], scale[i]);

    /* bf162_scale: exact (one float multiply, one rounding) */
    const int n2 = n / 2;
    float s = rt_f32(r, -3.0f, 3.0f);
    uint16_t *refs = rt_halloc(r, (size_t)n2 * 4), *gots = rt_halloc(r, (size_t)n2 * 4);
    for (int i = 0; i < 2 * n2; i++)
        refs[i] = bf16_from_float(bf16_to_float(x[i]) * s);
    CUdeviceptr dso = rt_dalloc(r, (size_t)n2 * 4);
    int nn2 = n2;
    rt_launch(r, "bf162_scale", d1(CEIL_DIV(n2, 256)), d1(256), 0, ARGS(&dx, &dso, &s, &nn2));
    rt_d2h(r, gots, dso, (size_t)n2 * 4);
    return check_u16(r, "bf162_scale", gots, refs, (size_t)2 * n2);
}

/* --------------------------------------------------------------- vector_ops */

static int test_vector_ops(rt *r) {
    const int n4 = 50000 + rt_range(r, 0, 63);
    int nn4 = n4;
    float a = rt_f32(r, -2.0f, 2.0f);
    float *x = rt_halloc(r, (size_t)n4 * 16), *y = rt_halloc(r, (size_t)n4 * 16), *ref = rt_halloc(r, (size_t)n4 * 16);
    for (int i = 0; i < 4 * n4; i++) {
        x[i] = rt_f32(r, -10.0f, 10.0f);
        y[i] = rt_f32(r, -10.0f, 10.0f);
        ref[i] = fmaf(a, x[i], y[i]);
    }
    CUdeviceptr dx = rt_upload(r, x, (size_t)n4 * 16), dy = rt_upload(r, y, (size_t)n4 * 16);
    rt_launch(r, "vec4_axpy", d1(CEIL_DIV(n4, 256)), d1(256), 0, ARGS(&a, &dx, &dy, &nn4));
    rt_d2h(r, y, dy, (size_t)n4 * 16);
    if (check_f32(r, "vec4_axpy", y, ref, (size_t)4 * n4, 2e-6, 2e-6))
        return 1;

    const int n = 20000 + rt_range(r, 0, 63);
    int nn = n;
    int32_t *v = rt_halloc(r, (size_t)n * 16), *sel = rt_halloc(r, n * 4), *refv = rt_halloc(r, (size_t)n * 16),
            *gotv = rt_halloc(r, (size_t)n * 16);
    static const int yxwz[4] = {1, 0, 3, 2};
    for (int i = 0; i < n; i++) {
        int32_t *vi = v + 4 * i, *ri = refv + 4 * i;
        for (int k = 0; k < 4; k++)
            vi[k] = rt_range(r, -(1 << 20), 1 << 20);
        sel[i] = (int32_t)rt_u32(r);
        int s = sel[i] & 3;
        for (int k = 0; k < 4; k++)
            ri[k] = vi[3 - k] + vi[yxwz[k]] * 2;
        ri[s] = vi[(s + 1) & 3] * 7;
        for (int k = 0; k < 4; k++)
            ri[k] = vi[k] > ri[k] ? vi[k] : ri[k];
    }
    CUdeviceptr dv = rt_upload(r, v, (size_t)n * 16), dsel = rt_upload(r, sel, n * 4), dov = rt_dalloc(r, (size_t)n * 16);
    rt_launch(r, "vec_swizzle", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&dv, &dsel, &dov, &nn));
    rt_d2h(r, gotv, dov, (size_t)n * 16);
    if (check_i32(r, "vec_swizzle", gotv, refv, (size_t)4 * n))
        return 1;

    double *d = rt_halloc(r, (size_t)n * 16), *refd = rt_halloc(r, (size_t)n * 16), *gotd = rt_halloc(r, (size_t)n * 16);
    uint8_t *c = rt_halloc(r, (size_t)n * 4), *refc = rt_halloc(r, (size_t)n * 4), *gotc = rt_halloc(r, (size_t)n * 4);
    int16_t *s = rt_halloc(r, (size_t)n * 8);
    float *reff = rt_halloc(r, (size_t)n * 16), *gotf = rt_halloc(r, (size_t)n * 16);
    for (int i = 0; i < n; i++) {
        d[2 * i] = rt_f64(r, -100, 100);
        d[2 * i + 1] = rt_f64(r, -100, 100);
        refd[2 * i] = d[2 * i + 1] * 0.5 + d[2 * i];
        refd[2 * i + 1] = d[2 * i] * 0.5 + d[2 * i + 1];
        for (int k = 0; k < 4; k++) {
            c[4 * i + k] = (uint8_t)rt_u32(r);
            s[4 * i + k] = (int16_t)rt_u32(r);
        }
        for (int k = 0; k < 4; k++) {
            refc[4 * i + k] = (uint8_t)(c[4 * i + k] + (k + 1) * c[4 * i + 3 - k]);
            reff[4 * i + k] = (float)s[4 * i + k] + (float)c[4 * i + k];
        }
    }
    CUdeviceptr dd = rt_upload(r, d, (size_t)n * 16), dc = rt_upload(r, c, (size_t)n * 4), ds = rt_upload(r, s, (size_t)n * 8);
    CUdeviceptr dod = rt_dalloc(r, (size_t)n * 16), doc = rt_dalloc(r, (size_t)n * 4), dof = rt_dalloc(r, (size_t)n * 16);
    rt_launch(r, "vec_mixed", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&dd, &dc, &ds, &dod, &doc, &dof, &nn));
    rt_d2h(r, gotd, dod, (size_t)n * 16);
    rt_d2h(r, gotc, doc, (size_t)n * 4);
    rt_d2h(r, gotf, dof, (size_t)n * 16);
    if (check_f64(r, "vec_mixed double2", gotd, refd, (size_t)2 * n, 0, 0) ||
        check_i8(r, "vec_mixed uchar4", (int8_t *)gotc, (int8_t *)refc, (size_t)4 * n))
        return 1;
    return check_f32(r, "vec_mixed float4", gotf, reff, (size_t)4 * n, 0, 0);
}

/* --------------------------------------------------------------- atomics */

static int cmp_i64(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* the multiset {init} + vals must equal {olds} + {final} */
static int exch_ok(const int64_t *vals, const int64_t *olds, int n, int64_t init, int64_t fin, int64_t *scratch) {
    int64_t *a = scratch, *b = scratch + n + 1;
    memcpy(a, vals, (size_t)n * 8);
    a[n] = init;
    memcpy(b, olds, (size_t)n * 8);
    b[n] = fin;
    qsort(a, (size_t)n + 1, 8, cmp_i64);
    qsort(b, (size_t)n + 1, 8, cmp_i64);
    return memcmp(a, b, (size_t)(n + 1) * 8) == 0;
}

static int test_atomics(rt *r) {
    const int n = 4096;
    int nn = n;
    int32_t *vals = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++)
        vals[i] = (int32_t)rt_u32(r);
    int32_t ci[9] = {rt_range(r, -100, 100), INT32_MAX, INT32_MIN, -1, 0, (int32_t)rt_u32(r), (int32_t)rt_u32(r),
                     (int32_t)rt_u32(r), (int32_t)rt_u32(r)};
    uint32_t cu[4] = {0xffffffffu, 0, 0, 0};
    uint64_t c64[6] = {rt_u64(r), ~0ull, (uint64_t)INT64_MIN, 0, rt_u64(r), rt_u64(r)};
    float cf[3] = {0.0f, -1e30f, -1.0f};
    double cd[1] = {0.0};
    /* references */
    int32_t ei[9];
    memcpy(ei, ci, sizeof ei);
    uint32_t eu[4];
    memcpy(eu, cu, sizeof eu);
    uint64_t e64[6];
    memcpy(e64, c64, sizeof e64);
    float ef0 = 0.0f, ef1 = cf[1];
    double ed = 0.0;
    for (int i = 0; i < n; i++) {
        int32_t v = vals[i];
        uint32_t uv = (uint32_t)v;
        uint64_t v64 = ((uint64_t)uv << 20) ^ (uint64_t)i;
        ei[0] = (int32_t)((uint32_t)ei[0] + uv);
        ei[1] = v < ei[1] ? v : ei[1];
        ei[2] = v > ei[2] ? v : ei[2];
        ei[3] &= v | (int32_t)(1u << (i & 31));
        ei[4] |= v & (int32_t)(0x10001u << (i & 15));
        ei[5] ^= v;
        ei[6] = (int32_t)((uint32_t)ei[6] - (uint32_t)(v >> 3));
        ei[8] = (int32_t)((uint32_t)ei[8] + (uv & 0xff));
        eu[0] = uv < eu[0] ? uv : eu[0];
        eu[1] = uv > eu[1] ? uv : eu[1];
        e64[0] += v64;
        uint64_t m = v64 * 0x9E3779B97F4A7C15ull;
        e64[1] = m < e64[1] ? m : e64[1];
        int64_t sm = (int64_t)(v64 * 0xD6E8FEB86659FD93ull);
        e64[2] = sm > (int64_t)e64[2] ? (uint64_t)sm : e64[2];
        e64[3] |= 1ull << (uv & 63);
        e64[4] += v64 & 0xffffff;
        ef0 += (float)(v & 0xfff) * 0.25f; /* exact: multiples of 1/4 below 2^22 */
        float fv = (float)v;
        ef1 = fv > ef1 ? fv : ef1;
        ed += (double)v * 0.5; /* exact below 2^52 */
    }
    eu[2] = (uint32_t)(n % 1001);
    eu[3] = (uint32_t)(n % 778 == 0 ? 0 : 778 - n % 778);
    CUdeviceptr dvals = rt_upload(r, vals, n * 4), dci = rt_upload(r, ci, sizeof ci), dcu = rt_upload(r, cu, sizeof cu);
    CUdeviceptr dc64 = rt_upload(r, c64, sizeof c64), dcf = rt_upload(r, cf, sizeof cf), dcd = rt_upload(r, cd, sizeof cd);
    CUdeviceptr dold = rt_dalloc(r, n * 4), dold64 = rt_dalloc(r, n * 8);
    rt_launch(r, "atomics_global", d1(n / 128), d1(128), 0, ARGS(&dvals, &nn, &dci, &dcu, &dc64, &dcf, &dcd, &dold, &dold64));
    int32_t gi[9];
    uint32_t gu[4];
    uint64_t g64[6];
    float gf[3];
    double gd[1];
    int32_t *old = rt_halloc(r, n * 4);
    int64_t *old64 = rt_halloc(r, n * 8);
    rt_d2h(r, gi, dci, sizeof gi);
    rt_d2h(r, gu, dcu, sizeof gu);
    rt_d2h(r, g64, dc64, sizeof g64);
    rt_d2h(r, gf, dcf, sizeof gf);
    rt_d2h(r, gd, dcd, sizeof gd);
    rt_d2h(r, old, dold, n * 4);
    rt_d2h(r, old64, dold64, n * 8);
    static const char *ni[9] = {"add", "min", "max", "and", "or", "xor", "sub", "exch", "cas-add"};
    for (int k = 0; k < 9; k++)
        if (k != 7 && gi[k] != ei[k])
            return rt_fail(r, "atomics_global i32 %s: got %d want %d", ni[k], gi[k], ei[k]);
    static const char *nu[4] = {"umin", "umax", "inc", "dec"};
    for (int k = 0; k < 4; k++)
        if (gu[k] != eu[k])
            return rt_fail(r, "atomics_global u32 %s: got %u want %u", nu[k], gu[k], eu[k]);
    static const char *n64[5] = {"add", "umin", "smax", "or", "cas-add"};
    for (int k = 0; k < 5; k++)
        if (g64[k] != e64[k])
            return rt_fail(r, "atomics_global u64 %s: got 0x%llx want 0x%llx", n64[k], (unsigned long long)g64[k],
                           (unsigned long long)e64[k]);
    if (gf[0] != ef0)
        return rt_fail(r, "atomics_global f32 add: got %.9g want %.9g", gf[0], ef0);
    if (gf[1] != ef1)
        return rt_fail(r, "atomics_global f32 cas-max: got %.9g want %.9g", gf[1], ef1);
    if (gd[0] != ed)
        return rt_fail(r, "atomics_global f64 add: got %.17g want %.17g", gd[0], ed);
    /* exchanges: permutation checks */
    int64_t *tv = rt_halloc(r, (size_t)n * 8), *to = rt_halloc(r, (size_t)n * 8), *scratch = rt_halloc(r, (size_t)(n + 1) * 16);
    for (int i = 0; i < n; i++) {
        tv[i] = vals[i];
        to[i] = old[i];
    }
    if (!exch_ok(tv, to, n, ci[7], gi[7], scratch))
        return rt_fail(r, "atomics_global i32 exch: returned values are not a permutation of the stored ones");
    for (int i = 0; i < n; i++)
        tv[i] = (int64_t)((((uint64_t)(uint32_t)vals[i]) << 20) ^ (uint64_t)i);
    if (!exch_ok(tv, old64, n, (int64_t)c64[5], (int64_t)g64[5], scratch))
        return rt_fail(r, "atomics_global u64 exch: returned values are not a permutation of the stored ones");
    int fin_ok = gf[2] == cf[2];
    for (int i = 0; i < n && !fin_ok; i++)
        fin_ok = gf[2] == (float)(vals[i] & 0xfff) * 0.25f;
    if (!fin_ok)
        return rt_fail(r, "atomics_global f32 exch: final %.9g was never stored", gf[2]);

    /* shared-memory atomics, one result row per block */
    const int B = 256, ns = B * 40 + 77, nb = CEIL_DIV(ns, B);
    int nns = ns;
    int32_t *sv = rt_halloc(r, ns * 4), *sref = rt_halloc(r, (size_t)nb * 13 * 4), *sgot = rt_halloc(r, (size_t)nb * 13 * 4);
    for (int i = 0; i < ns; i++)
        sv[i] = (int32_t)rt_u32(r);
    for (int bi = 0; bi < nb; bi++) {
        uint32_t add = 0, cas = 0, umax = 0, fsum = 0;
        int32_t mn = INT32_MAX, mx = INT32_MIN, an = -1, orr = 0, xr = 0;
        uint64_t s64 = 0;
        int cnt = 0;
        for (int t = 0; t < B; t++) {
            int i = bi * B + t;
            if (i >= ns)
                break;
            int32_t v = sv[i];
            cnt++;
            add += (uint32_t)v;
            mn = v < mn ? v : mn;
            mx = v > mx ? v : mx;
            an &= v | 0x0f0f0000;
            orr |= v & 0x0101;
            xr ^= v;
            cas += (uint32_t)(v & 0xf);
            umax = (uint32_t)v > umax ? (uint32_t)v : umax;
            fsum += (uint32_t)(v & 0xff);
            s64 += (uint64_t)(uint32_t)v * 1000003ull;
        }
        int32_t *o = sref + bi * 13;
        o[0] = (int32_t)add;
        o[1] = mn;
        o[2] = mx;
        o[3] = an;
        o[4] = orr;
        o[5] = xr;
        o[6] = (int32_t)cas;
        o[7] = (int32_t)umax;
        o[8] = (int32_t)f2u((float)fsum); /* exact: < 2^24 */
        o[9] = (int32_t)(uint32_t)s64;
        o[10] = (int32_t)(uint32_t)(s64 >> 32);
        o[11] = cnt % 101;
        o[12] = cnt - 1;
    }
    CUdeviceptr dsv = rt_upload(r, sv, ns * 4), dso = rt_dalloc(r, (size_t)nb * 13 * 4);
    rt_launch(r, "atomics_shared", d1(nb), d1(B), 0, ARGS(&dsv, &nns, &dso));
    rt_d2h(r, sgot, dso, (size_t)nb * 13 * 4);
    static const char *ns_[13] = {"add", "min", "max", "and", "or", "xor", "cas-add", "umax", "fadd", "u64 lo", "u64 hi",
                                  "inc", "exch count"};
    for (int bi = 0; bi < nb; bi++)
        for (int k = 0; k < 13; k++)
            if (sgot[bi * 13 + k] != sref[bi * 13 + k])
                return rt_fail(r, "atomics_shared block %d %s: got %d (0x%x) want %d (0x%x)", bi, ns_[k],
                               sgot[bi * 13 + k], (unsigned)sgot[bi * 13 + k], sref[bi * 13 + k],
                               (unsigned)sref[bi * 13 + k]);
    return 0;
}

/* --------------------------------------------------------------- fence_reduce */

static int test_fence_reduce(rt *r) {
    const int n = 200000 + rt_range(r, 0, 1000), grid = 97;
    int nn = n;
    float *in = rt_halloc(r, n * 4);
    double sum = 0, asum = 0;
    for (int i = 0; i < n; i++) {
        in[i] = rt_f32(r, -1.0f, 1.0f);
        sum += in[i];
        asum += fabs(in[i]);
    }
    CUdeviceptr din = rt_upload(r, in, n * 4), dpart = rt_dalloc(r, grid * 4), dres = rt_dalloc(r, 4), dlast = rt_dalloc(r, 4);
    for (int rep = 0; rep < 2; rep++) { /* the second launch checks that the ticket was reset */
        rt_launch(r, "fence_reduce", d1(grid), d1(128), 0, ARGS(&din, &dpart, &dres, &dlast, &nn));
        float got;
        uint32_t last, ticket;
        rt_d2h(r, &got, dres, 4);
        rt_d2h(r, &last, dlast, 4);
        size_t sz;
        rt_d2h(r, &ticket, rt_global(r, "g_ticket", &sz), 4);
        if (!(fabs((double)got - sum) <= 1e-5 * asum))
            return rt_fail(r, "fence_reduce launch %d: got %.9g want %.9g", rep, got, sum);
        if (last >= (uint32_t)grid)
            return rt_fail(r, "fence_reduce launch %d: last block %u out of range", rep, last);
        if (ticket != 0)
            return rt_fail(r, "fence_reduce launch %d: ticket not reset (%u)", rep, ticket);
        float poison = NAN;
        rt_h2d(r, dres, &poison, 4);
    }
    return 0;
}

/* --------------------------------------------------------------- vm_switch */

#define VM_MAXPROG 64

static int32_t vm_ref(const uint32_t *prog, int len, int32_t in, int t) {
    int32_t reg[4] = {in, t, 1, in ^ 0x5555};
    int pc = 0, steps = 0;
    while (pc < len && steps < 256) {
        uint32_t ins = prog[pc];
        unsigned op = ins >> 24, d = (ins >> 16) & 3, s = (ins >> 8) & 3;
        int imm = (int)(int8_t)(ins & 0xff);
        pc++;
        steps++;
        switch (op) {
        case 0: reg[d] = (int32_t)((uint32_t)reg[d] + (uint32_t)reg[s]); break;
        case 1: reg[d] = (int32_t)((uint32_t)reg[d] - (uint32_t)reg[s]); break;
        case 2: reg[d] = (int32_t)((uint32_t)reg[d] * (uint32_t)reg[s]); break;
        case 3: reg[d] ^= reg[s]; break;
        case 4: reg[d] = (int32_t)((uint32_t)reg[d] << (imm & 31)); break;
        case 5: reg[d] = (int32_t)((uint32_t)reg[d] >> (imm & 31)); break;
        case 6: reg[d] = imm; break;
        case 7: reg[d] = (int32_t)((uint32_t)reg[d] + (uint32_t)imm); break;
        case 8: reg[d] = reg[d] < reg[s] ? reg[d] : reg[s]; break;
        case 9: reg[d] = reg[d] > reg[s] ? reg[d] : reg[s]; break;
        case 10:
            if ((reg[d] & 1) && pc > (imm & 7))
                pc -= (imm & 7) + 1;
            break;
        case 11: {
            int32_t q = reg[s] | 1;
            reg[d] = q == -1 ? (int32_t)(0u - (uint32_t)reg[d]) : reg[d] / q;
            break;
        }
        default: reg[d] = ~reg[d]; break;
        }
    }
    return reg[0] ^ (int32_t)((uint32_t)reg[1] * 3u) ^ (int32_t)((uint32_t)reg[2] * 5u) ^
           (int32_t)((uint32_t)reg[3] * 7u) ^ steps;
}

static int test_vm_switch(rt *r) {
    uint32_t prog[VM_MAXPROG];
    int len = rt_range(r, 24, VM_MAXPROG);
    for (int i = 0; i < len; i++)
        prog[i] = ((uint32_t)rt_range(r, 0, 13) << 24) | (rt_u32(r) & 0x0303ffu);
    for (int i = len; i < VM_MAXPROG; i++)
        prog[i] = 0;
    size_t sz;
    CUdeviceptr cp = rt_global(r, "c_prog", &sz);
    if (sz != sizeof prog)
        return rt_fail(r, "c_prog has %zu bytes, want %zu", sz, sizeof prog);
    rt_h2d(r, cp, prog, sizeof prog);
    CUdeviceptr cl = rt_global(r, "c_proglen", &sz);
    rt_h2d(r, cl, &len, 4);
    const int n = 30000 + rt_range(r, 0, 99);
    int nn = n;
    int32_t *in = rt_halloc(r, n * 4), *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++) {
        in[i] = (int32_t)rt_u32(r);
        ref[i] = vm_ref(prog, len, in[i], i);
    }
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4);
    rt_launch(r, "vm_run", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&din, &dout, &nn));
    rt_d2h(r, got, dout, n * 4);
    return check_i32(r, "vm_run", got, ref, n);
}

/* --------------------------------------------------------------- casts */

#define NC 32

static void ref_casts(int64_t q, float f, double d, uint64_t *o) {
    o[0] = (uint64_t)(int64_t)(int8_t)q;
    o[1] = (uint64_t)(uint8_t)q;
    o[2] = (uint64_t)(int64_t)(int16_t)q;
    o[3] = (uint64_t)(uint16_t)q;
    o[4] = (uint64_t)(int64_t)(int32_t)q;
    o[5] = (uint64_t)(uint32_t)q;
    o[6] = q < 0;
    o[7] = (uint64_t)(int64_t) - (int64_t)(q & 1);
    o[8] = f2u((float)(int32_t)q);
    o[9] = f2u((float)(uint32_t)q);
    o[10] = d2u((double)q);
    o[11] = d2u((double)(uint64_t)q);
    o[12] = f2u((float)q);
    o[13] = f2u((float)(uint64_t)q);
    o[14] = (uint64_t)(int64_t)(int32_t)f;
    o[15] = (uint64_t)(uint32_t)(f < 0 ? -f : f);
    o[16] = (uint64_t)(int64_t)d;
    o[17] = (uint64_t)(d < 0 ? -d : d);
    o[18] = (uint64_t)(int64_t)(int16_t)(f * 0.25f);
    o[19] = (uint64_t)(int64_t)(int8_t)(f * 0.01f);
    o[20] = d2u((double)f);
    o[21] = f2u((float)d);
    float fm = f * 0.001f;
    uint16_t h = half_from_double(fm);
    o[22] = h;
    o[23] = f2u(half_to_float(h));
    o[24] = half_from_double(d * 1e-6);
    o[25] = d2u((double)half_to_float(h));
    o[26] = (uint64_t)(int64_t)(int32_t)half_to_float(h);
    o[27] = half_from_double((double)(int32_t)(q & 1023));
    o[28] = f2u(f) ^ (uint32_t)(d2u(d) >> 32);
    o[29] = 1;
    o[30] = (uint64_t)(uint32_t)(int32_t)q + (1ull << 32) + (1ull << 33);
    o[31] = 1;
}

static int test_casts(rt *r) {
    const int n = 8192 + 11;
    int nn = n;
    int64_t *qi = rt_halloc(r, n * 8);
    float *fi = rt_halloc(r, n * 4);
    double *di = rt_halloc(r, n * 8);
    uint64_t *ref = rt_halloc(r, (size_t)n * NC * 8), *got = rt_halloc(r, (size_t)n * NC * 8);
    for (int i = 0; i < n; i++) {
        qi[i] = (int64_t)rnd_edge64(r);
        fi[i] = rt_f32(r, -9999.0f, 9999.0f);
        di[i] = rt_f64(r, -999999999.0, 999999999.0);
        ref_casts(qi[i], fi[i], di[i], ref + (size_t)i * NC);
    }
    CUdeviceptr dq = rt_upload(r, qi, n * 8), df = rt_upload(r, fi, n * 4), dd = rt_upload(r, di, n * 8);
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * NC * 8);
    rt_launch(r, "casts", d1(CEIL_DIV(n, 256)), d1(256), 0, ARGS(&dq, &df, &dd, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * NC * 8);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NC; k++)
            if (got[i * NC + k] != ref[i * NC + k])
                return rt_fail(r, "casts op %d: q=%lld f=%.9g d=%.17g got 0x%llx want 0x%llx", k, (long long)qi[i], fi[i],
                               di[i], (unsigned long long)got[i * NC + k], (unsigned long long)ref[i * NC + k]);
    return 0;
}

/* --------------------------------------------------------------- structs */

typedef struct {
    float x, y, z;
} vec3;
typedef struct {
    vec3 pos, vel;
    float mass;
    int id;
} Particle;
typedef struct {
    float dt;
    vec3 gravity;
    float damping;
    int steps;
    unsigned char flags;
    short tag;
} SimParams;
typedef struct __attribute__((packed)) {
    unsigned char kind;
    int value;
    short weight;
    double score;
} Record;

static int test_structs(rt *r) {
    const int n = 5000 + rt_range(r, 0, 99);
    int nn = n;
    Particle *ps = rt_halloc(r, (size_t)n * sizeof(Particle)), *ref = rt_halloc(r, (size_t)n * sizeof(Particle)),
             *got = rt_halloc(r, (size_t)n * sizeof(Particle));
    SimParams prm;
    memset(&prm, 0, sizeof prm);
    prm.dt = rt_f32(r, 0.001f, 0.01f);
    prm.gravity.x = rt_f32(r, -1, 1);
    prm.gravity.y = rt_f32(r, -10, -9);
    prm.gravity.z = rt_f32(r, -1, 1);
    prm.damping = rt_f32(r, 0.95f, 1.0f);
    prm.steps = rt_range(r, 3, 9);
    prm.flags = (unsigned char)rt_range(r, 0, 255);
    prm.tag = (short)rt_range(r, -1000, 1000);
    for (int i = 0; i < n; i++) {
        Particle *p = &ps[i];
        p->pos.x = rt_f32(r, -10, 10);
        p->pos.y = rt_f32(r, -10, 10);
        p->pos.z = rt_f32(r, -10, 10);
        p->vel.x = rt_f32(r, -1, 1);
        p->vel.y = rt_f32(r, -1, 1);
        p->vel.z = rt_f32(r, -1, 1);
        p->mass = rt_f32(r, 0.5f, 2.0f);
        p->id = rt_range(r, 0, 1 << 20);
        Particle q = *p;
        for (int k = 0; k < prm.steps; k++) {
            float inv = 1.0f / q.mass;
            q.vel.x = (q.vel.x + prm.gravity.x * inv * prm.dt) * prm.damping;
            q.vel.y = (q.vel.y + prm.gravity.y * inv * prm.dt) * prm.damping;
            q.vel.z = (q.vel.z + prm.gravity.z * inv * prm.dt) * prm.damping;
            q.pos.x = q.pos.x + q.vel.x * prm.dt;
            q.pos.y = q.pos.y + q.vel.y * prm.dt;
            q.pos.z = q.pos.z + q.vel.z * prm.dt;
        }
        q.id = q.id * 16 + prm.flags + prm.tag;
        ref[i] = q;
    }
    CUdeviceptr dps = rt_upload(r, ps, (size_t)n * sizeof(Particle));
    rt_launch(r, "particles", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&dps, &prm, &nn));
    rt_d2h(r, got, dps, (size_t)n * sizeof(Particle));
    for (int i = 0; i < n; i++) {
        const float *g = &got[i].pos.x, *e = &ref[i].pos.x;
        for (int k = 0; k < 7; k++)
            if (!(fabsf(g[k] - e[k]) <= 1e-5f + 1e-5f * fabsf(e[k])))
                return rt_fail(r, "particles[%d] field %d: got %.9g want %.9g", i, k, g[k], e[k]);
        if (got[i].id != ref[i].id)
            return rt_fail(r, "particles[%d].id: got %d want %d", i, got[i].id, ref[i].id);
    }

    /* packed records */
    const int nsrc = 3000, m = 7000;
    int mm = m, nns = nsrc;
    Record *src = rt_halloc(r, (size_t)nsrc * sizeof(Record)), *rref = rt_halloc(r, (size_t)m * sizeof(Record)),
           *rgot = rt_halloc(r, (size_t)m * sizeof(Record));
    int32_t *idx = rt_halloc(r, m * 4);
    for (int i = 0; i < nsrc; i++) {
        src[i].kind = (unsigned char)rt_u32(r);
        src[i].value = rt_range(r, -1000000, 1000000);
        src[i].weight = (short)rt_u32(r);
        src[i].score = rt_f64(r, -1e6, 1e6);
    }
    for (int i = 0; i < m; i++) {
        idx[i] = rt_range(r, -50, nsrc + 50);
        int j = idx[i] < 0 || idx[i] >= nsrc ? 0 : idx[i];
        Record q = src[j];
        if (q.kind & 1) {
            memset(&q, 0, sizeof q);
            q.kind = 0xee;
        } else {
            q.value += q.weight;
            q.score *= 2.0;
        }
        rref[i] = q;
    }
    CUdeviceptr dsrc = rt_upload(r, src, (size_t)nsrc * sizeof(Record)), didx = rt_upload(r, idx, m * 4);
    CUdeviceptr ddst = rt_dalloc(r, (size_t)m * sizeof(Record));
    rt_launch(r, "gather_records", d1(CEIL_DIV(m, 128)), d1(128), 0, ARGS(&dsrc, &didx, &ddst, &mm, &nns));
    rt_d2h(r, rgot, ddst, (size_t)m * sizeof(Record));
    for (int i = 0; i < m; i++)
        if (memcmp(&rgot[i], &rref[i], sizeof(Record)) != 0)
            return rt_fail(r, "gather_records[%d]: got {%u,%d,%d,%g} want {%u,%d,%d,%g}", i, rgot[i].kind, rgot[i].value,
                           rgot[i].weight, rgot[i].score, rref[i].kind, rref[i].value, rref[i].weight, rref[i].score);

    /* variable-length memcpy into a memset local buffer */
    const int k = 4000;
    int kk = k;
    uint8_t *bytes = rt_halloc(r, (size_t)k * 64);
    int32_t *href = rt_halloc(r, k * 4), *hgot = rt_halloc(r, k * 4);
    for (int i = 0; i < k * 64; i++)
        bytes[i] = (uint8_t)rt_u32(r);
    for (int i = 0; i < k; i++) {
        uint8_t buf[64];
        int len = bytes[i * 64] & 63;
        memset(buf, 0xA5, sizeof buf);
        memcpy(buf, bytes + (size_t)i * 64, (size_t)len);
        uint32_t h = 2166136261u;
        for (int j = 0; j < 64; j++)
            h = (h ^ buf[j]) * 16777619u;
        href[i] = (int32_t)h;
    }
    CUdeviceptr db = rt_upload(r, bytes, (size_t)k * 64), dh = rt_dalloc(r, k * 4);
    rt_launch(r, "memcpy_var", d1(CEIL_DIV(k, 128)), d1(128), 0, ARGS(&db, &dh, &kk));
    rt_d2h(r, hgot, dh, k * 4);
    return check_i32(r, "memcpy_var", hgot, href, k);
}

/* --------------------------------------------------------------- calls */

#define NCALL 10

static unsigned gcd_ref(unsigned a, unsigned b) { return b == 0 ? a : gcd_ref(b, a % b); }
static int tree_sum_ref(const int *t, int node, int n) {
    return node >= n ? 0 : t[node] + tree_sum_ref(t, 2 * node + 1, n) + tree_sum_ref(t, 2 * node + 2, n);
}
static int is_even_ref(unsigned n) { return (n & 1) == 0; }

static void ref_calls(int32_t x, float fin, int32_t in0, int64_t *o) {
    uint32_t ux = (uint32_t)x;
    o[0] = gcd_ref(ux & 0xffff, (ux >> 16) | 1);
    int64_t a = (int64_t)x * 1000003LL, b = (int64_t)((ux & 0xff) + 1);
    int64_t q = a / b, rm = a % b;
    o[1] = q;
    o[2] = rm + (int32_t)(q & 7);
    int64_t bs = 0;
    int seed = x & 0xfff;
    for (int k = 0; k < 12; k++)
        bs += (int64_t)((seed * (k + 1)) ^ (k << 8)) * (k + 1);
    o[3] = bs;
    o[4] = (ux & 1) ? is_even_ref(ux & 63) : !is_even_ref(ux & 31);
    double v = (double)(fin + 1.0f + 2.0f + (-fin * 0.5f));
    double mix = (double)(int8_t)x + (double)(int16_t)(x >> 8) * 2.0 + (double)((int64_t)x * 1048576) * 0.5 + 1.5 +
                 (double)fin * 3.0 + 0.25 * x + v + (double)in0;
    o[5] = (int64_t)(mix * 16.0);
    int tree[15];
    for (int k = 0; k < 15; k++)
        tree[k] = (x >> k) & 0xff;
    o[6] = tree_sum_ref(tree, 0, 7 + (int)(ux & 7));
    o[7] = (int64_t)(x * 3) * (int64_t)(x ^ 0x3c3c);
    int64_t acc = 0;
    for (int k = 0; k < (int)(ux & 7); k++)
        acc += gcd_ref((unsigned)k * 12u + 6u, ux & 0x3ff);
    o[8] = acc;
    o[9] = (x & 2) ? (int64_t)gcd_ref(ux, 360u) : -(int64_t)gcd_ref(ux, 84u);
}

static int test_calls(rt *r) {
    const int n = 2048 + 7;
    int nn = n;
    int32_t *in = rt_halloc(r, n * 4);
    float *fin = rt_halloc(r, n * 4);
    int64_t *ref = rt_halloc(r, (size_t)n * NCALL * 8), *got = rt_halloc(r, (size_t)n * NCALL * 8);
    for (int i = 0; i < n; i++) {
        in[i] = rt_range(r, -(1 << 20), 1 << 20);
        fin[i] = (float)rt_range(r, -1024, 1024) / 16.0f; /* keeps the mixed sum exact */
    }
    for (int i = 0; i < n; i++)
        ref_calls(in[i], fin[i], in[0], ref + (size_t)i * NCALL);
    CUdeviceptr din = rt_upload(r, in, n * 4), dfin = rt_upload(r, fin, n * 4), dout = rt_dalloc(r, (size_t)n * NCALL * 8);
    rt_launch(r, "calls", d1(CEIL_DIV(n, 64)), d1(64), 0, ARGS(&din, &dfin, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * NCALL * 8);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NCALL; k++)
            if (got[i * NCALL + k] != ref[i * NCALL + k])
                return rt_fail(r, "calls op %d: x=%d got %lld want %lld", k, in[i], (long long)got[i * NCALL + k],
                               (long long)ref[i * NCALL + k]);
    return 0;
}

/* --------------------------------------------------------------- local_array */

static int test_local_array(rt *r) {
    const int LN = 16, n = 6000 + rt_range(r, 0, 99);
    int nn = n;
    int32_t *in = rt_halloc(r, (size_t)n * LN * 4), *ref = rt_halloc(r, (size_t)n * (LN + 3) * 4),
            *got = rt_halloc(r, (size_t)n * (LN + 3) * 4);
    for (int i = 0; i < n * LN; i++)
        in[i] = rt_range(r, -(1 << 29), 1 << 29);
    for (int t = 0; t < n; t++) {
        int a[16];
        memcpy(a, in + t * LN, sizeof a);
        for (int k = 1; k < LN; k++) {
            int v = a[k], j = k - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
        int pos = (int)((uint32_t)in[t * LN] % LN);
        uint32_t walk = 0;
        for (int k = 0; k < 8; k++) {
            walk = walk * 31u + (uint32_t)a[pos];
            pos = (int)((uint32_t)(a[pos] ^ k) % LN);
        }
        unsigned char hist[32] = {0};
        for (int k = 0; k < LN; k++)
            hist[(uint32_t)a[k] % 32]++;
        int hsum = 0;
        for (int k = 0; k < 32; k++)
            hsum += hist[k] * (k + 1);
        int32_t *o = ref + (size_t)t * (LN + 3);
        memcpy(o, a, sizeof a);
        o[LN] = (a[LN / 2 - 1] + a[LN / 2]) / 2;
        o[LN + 1] = (int32_t)walk;
        o[LN + 2] = hsum;
    }
    CUdeviceptr din = rt_upload(r, in, (size_t)n * LN * 4), dout = rt_dalloc(r, (size_t)n * (LN + 3) * 4);
    rt_launch(r, "local_sort", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&din, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * (LN + 3) * 4);
    return check_i32(r, "local_sort", got, ref, (size_t)n * (LN + 3));
}

/* --------------------------------------------------------------- crc32_globals */

static int test_crc32_globals(rt *r) {
    uint32_t table[256];
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    const int n = 4000 + rt_range(r, 0, 99), MSG = 256;
    int nn = n;
    uint8_t *msgs = rt_halloc(r, (size_t)n * MSG);
    int32_t *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    for (int i = 0; i < n * MSG; i++)
        msgs[i] = (uint8_t)rt_u32(r);
    for (int t = 0; t < n; t++) {
        uint32_t c = 0xFFFFFFFFu;
        for (int k = 0; k < MSG; k++)
            c = table[(c ^ msgs[(size_t)t * MSG + k]) & 0xff] ^ (c >> 8);
        ref[t] = (int32_t)~c;
    }
    size_t sz;
    uint32_t zero = 0;
    CUdeviceptr gcalls = rt_global(r, "g_calls", &sz);
    rt_h2d(r, gcalls, &zero, 4);
    CUdeviceptr dm = rt_upload(r, msgs, (size_t)n * MSG), dc = rt_dalloc(r, n * 4);
    rt_launch(r, "crc32_msgs", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&dm, &dc, &nn));
    rt_d2h(r, got, dc, n * 4);
    if (check_i32(r, "crc32_msgs", got, ref, n))
        return 1;
    uint32_t calls;
    rt_d2h(r, &calls, gcalls, 4);
    if (calls != (uint32_t)n)
        return rt_fail(r, "crc32_msgs: g_calls = %u, want %d", calls, n);

    /* initialised globals */
    static const int primes[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
    static const float scale[4] = {1.0f, 0.5f, 0.25f, 0.125f};
    const int m = 300;
    int mm = m;
    int32_t *gref = rt_halloc(r, m * 12 * 4), *ggot = rt_halloc(r, m * 12 * 4);
    for (int t = 0; t < m; t++) {
        int32_t *o = gref + t * 12;
        o[0] = primes[t & 15];
        o[1] = primes[5 + (t & 7)];
        o[2] = 'x' + -1234;
        o[3] = 0x12345678;
        o[4] = (int32_t)(-0x123456789abcdefLL >> 24);
        o[5] = 1500;
        o[6] = -2250;
        o[7] = 1 + t % 5;
        o[8] = (int32_t)table[128 + (t & 127)];
        o[9] = (int32_t)(scale[t & 3] * 64.0f);
        o[10] = 7 * 100 + 53;
        o[11] = (int32_t)table[255];
    }
    CUdeviceptr dg = rt_dalloc(r, m * 12 * 4);
    rt_launch(r, "globals_read", d1(CEIL_DIV(m, 64)), d1(64), 0, ARGS(&dg, &mm));
    rt_d2h(r, ggot, dg, m * 12 * 4);
    for (int t = 0; t < m; t++)
        for (int k = 0; k < 12; k++)
            if (ggot[t * 12 + k] != gref[t * 12 + k])
                return rt_fail(r, "globals_read thread %d field %d: got %d want %d", t, k, ggot[t * 12 + k], gref[t * 12 + k]);
    return 0;
}

/* --------------------------------------------------------------- dyn_shared_sort */

typedef struct {
    int32_t k;
    float v;
} kv;
static int cmp_kv(const void *a, const void *b) {
    int32_t x = ((const kv *)a)->k, y = ((const kv *)b)->k;
    return x < y ? -1 : x > y;
}

static int test_dyn_shared_sort(rt *r) {
    const int threads = 256, len = 2 * threads, blocks = 64 + rt_range(r, 0, 15), n = len * blocks;
    int32_t *keys = rt_halloc(r, n * 4), *gk = rt_halloc(r, n * 4), *rk = rt_halloc(r, n * 4);
    float *vals = rt_halloc(r, n * 4), *gv = rt_halloc(r, n * 4), *rv = rt_halloc(r, n * 4);
    kv *seg = rt_halloc(r, len * sizeof(kv));
    uint32_t salt = rt_u32(r);
    for (int i = 0; i < n; i++)
        keys[i] = i;
    for (int i = n - 1; i > 0; i--) { /* shuffle, then a bijection: distinct keys */
        int j = rt_range(r, 0, i);
        int32_t t = keys[i];
        keys[i] = keys[j];
        keys[j] = t;
    }
    for (int i = 0; i < n; i++) {
        keys[i] = (int32_t)(((uint32_t)keys[i] * 2654435761u) ^ salt);
        vals[i] = rt_f32(r, -1, 1);
    }
    for (int b = 0; b < blocks; b++) {
        for (int i = 0; i < len; i++) {
            seg[i].k = keys[b * len + i];
            seg[i].v = vals[b * len + i];
        }
        qsort(seg, (size_t)len, sizeof(kv), cmp_kv);
        for (int i = 0; i < len; i++) {
            rk[b * len + i] = seg[i].k;
            rv[b * len + i] = seg[i].v;
        }
    }
    CUdeviceptr dk = rt_upload(r, keys, n * 4), dv = rt_upload(r, vals, n * 4), dok = rt_dalloc(r, n * 4), dov = rt_dalloc(r, n * 4);
    rt_launch(r, "bitonic_sort", d1(blocks), d1(threads), (unsigned)len * 8, ARGS(&dk, &dv, &dok, &dov));
    rt_d2h(r, gk, dok, n * 4);
    rt_d2h(r, gv, dov, n * 4);
    if (check_i32(r, "bitonic_sort keys", gk, rk, n))
        return 1;
    return check_f32(r, "bitonic_sort payload", gv, rv, n, 0, 0);
}

/* --------------------------------------------------------------- inline_asm */

#define NA 12

static int test_inline_asm(rt *r) {
    const int n = 4096 + 9;
    int nn = n;
    int32_t *a = rt_halloc(r, n * 4), *b = rt_halloc(r, n * 4);
    float *f = rt_halloc(r, n * 4);
    double *d = rt_halloc(r, n * 8);
    int64_t *ref = rt_halloc(r, (size_t)n * NA * 8), *got = rt_halloc(r, (size_t)n * NA * 8);
    for (int i = 0; i < n; i++) {
        a[i] = (int32_t)rnd_edge64(r);
        b[i] = (int32_t)rnd_edge64(r);
        f[i] = rt_f32(r, -100, 100);
        d[i] = rt_f64(r, -1e6, 1e6);
        int32_t x = a[i], y = b[i];
        int64_t *o = ref + (size_t)i * NA;
        o[0] = (int32_t)((uint32_t)x + (uint32_t)y);
        int64_t w = (int64_t)x * y;
        o[1] = w;
        o[2] = (int64_t)(uint32_t)((uint64_t)w >> 32) * 3 + (uint32_t)w;
        o[3] = (int32_t)f2u(fmaf(f[i], 2.0f, -1.0f));
        o[4] = (int64_t)d2u(d[i] + d[i]);
        o[5] = (uint16_t)((uint16_t)x * 2);
        o[6] = (int32_t)((uint32_t)x << 3);
        o[7] = x > y ? x : y;
        o[8] = 1;
        o[9] = ((uint32_t)x >> 8) & 0xff;
        o[10] = (int64_t)(((uint64_t)((int64_t)x + y)) << 1);
        o[11] = (int64_t)(uint32_t)(x ^ y) + 7;
    }
    CUdeviceptr da = rt_upload(r, a, n * 4), db = rt_upload(r, b, n * 4), df = rt_upload(r, f, n * 4), dd = rt_upload(r, d, n * 8);
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * NA * 8);
    rt_launch(r, "inline_asm", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&da, &db, &df, &dd, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * NA * 8);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NA; k++)
            if (got[i * NA + k] != ref[i * NA + k])
                return rt_fail(r, "inline_asm op %d: x=%d y=%d got %lld want %lld", k, a[i], b[i],
                               (long long)got[i * NA + k], (long long)ref[i * NA + k]);
    return 0;
}

/* --------------------------------------------------------------- sregs_barriers */

#define NS 16

static int test_sregs(rt *r) {
    const unsigned gx = 3, gy = 2, gz = 2, bx = 8, by = 4, bz = 4;
    const unsigned nth = bx * by * bz, nblk = gx * gy * gz, total = nth * nblk;
    int32_t *pred = rt_halloc(r, total * 4), *ref = rt_halloc(r, (size_t)total * NS * 4), *got = rt_halloc(r, (size_t)total * NS * 4);
    for (unsigned i = 0; i < total; i++)
        pred[i] = (int32_t)(rt_u32(r) & 0xffff);
    /* sometimes make 'and' true or 'or' false for a block */
    unsigned forced = rt_u32(r) % nblk;
    for (unsigned t = 0; t < nth; t++)
        pred[forced * nth + t] = (pred[forced * nth + t] | 2) & ~4;
    for (unsigned bz_ = 0; bz_ < gz; bz_++)
        for (unsigned by_ = 0; by_ < gy; by_++)
            for (unsigned bx_ = 0; bx_ < gx; bx_++) {
                unsigned bid = bx_ + gx * (by_ + gy * bz_);
                int cnt = 0, all = 1, any = 0;
                for (unsigned t = 0; t < nth; t++) {
                    int p = pred[bid * nth + t];
                    cnt += (p & 1) != 0;
                    all &= (p & 2) != 0;
                    any |= (p & 4) != 0;
                }
                for (unsigned tz = 0; tz < bz; tz++)
                    for (unsigned ty = 0; ty < by; ty++)
                        for (unsigned tx = 0; tx < bx; tx++) {
                            unsigned bt = tx + bx * (ty + by * tz), g = bid * nth + bt;
                            int32_t *o = ref + (size_t)g * NS;
                            o[0] = (int32_t)(tx | ty << 10 | tz << 20);
                            o[1] = (int32_t)(bx_ | by_ << 10 | bz_ << 20);
                            o[2] = (int32_t)(bx | by << 10 | bz << 20);
                            o[3] = (int32_t)(gx | gy << 10 | gz << 20);
                            o[4] = 1;
                            o[5] = 1;
                            o[6] = cnt;
                            o[7] = all;
                            o[8] = any;
                            o[9] = pred[bid * nth + (bt + 1) % nth];
                            o[10] = bt < 64 ? pred[bid * nth + 63 - bt] * 3 : -1;
                            o[11] = 1;
                            o[12] = 1;
                            o[13] = 1;
                            o[14] = (int32_t)g;
                            o[15] = (int32_t)total;
                        }
            }
    CUdeviceptr dp = rt_upload(r, pred, total * 4), dout = rt_dalloc(r, (size_t)total * NS * 4);
    rt_launch(r, "sregs", d3(gx, gy, gz), d3(bx, by, bz), 0, ARGS(&dp, &dout));
    rt_d2h(r, got, dout, (size_t)total * NS * 4);
    static const char *what[NS] = {"tid",   "ctaid", "ntid",   "nctaid", "laneid", "lanemask_lt", "bar.red.popc", "bar.red.and",
                                   "bar.red.or", "bar.sync 1", "barrier.sync 2,64", "warpid", "clock64", "clock", "g", "total"};
    for (unsigned g = 0; g < total; g++)
        for (int k = 0; k < NS; k++)
            if (got[g * NS + k] != ref[g * NS + k])
                return rt_fail(r, "sregs thread %u %s: got %d (0x%x) want %d (0x%x)", g, what[k], got[g * NS + k],
                               (unsigned)got[g * NS + k], ref[g * NS + k], (unsigned)ref[g * NS + k]);
    return 0;
}

/* --------------------------------------------------------------- warp_ops */

#define NW 14

static int test_warp_ops(rt *r) {
    const int n = 32 * 300;
    int nn = n;
    int32_t *in = rt_halloc(r, n * 4), *ref = rt_halloc(r, (size_t)n * NW * 4), *got = rt_halloc(r, (size_t)n * NW * 4);
    float *fin = rt_halloc(r, n * 4);
    for (int i = 0; i < n; i++) {
        in[i] = (int32_t)rt_u32(r);
        if ((rt_u32(r) & 63) == 0)
            in[i] = 12345;
        fin[i] = rt_f32(r, -1, 1);
    }
    for (int w = 0; w < n / 32; w++) {
        const int32_t *v = in + w * 32;
        const float *f = fin + w * 32;
        uint32_t ballot = 0, ballot2 = 0, any = 0, all = 1;
        uint32_t rsum = 0;
        for (int l = 0; l < 32; l++) {
            ballot |= (uint32_t)(v[l] & 1) << l;
            ballot2 |= (uint32_t)((v[l] & 2) != 0) << l;
            any |= v[l] == 12345;
            all &= v[l] > -2000000000;
            rsum += (uint32_t)v[l] & 0xffff;
        }
        for (int l = 0; l < 32; l++) {
            int32_t *o = ref + (size_t)(w * 32 + l) * NW;
            o[0] = v[(l * 7 + 3) & 31];
            o[1] = l >= 3 ? v[l - 3] : v[l];
            o[2] = l + 5 <= 31 ? v[l + 5] : v[l];
            o[3] = v[l ^ 9];
            o[4] = v[(l & 16) | ((l + 1) & 15)];
            int j = l + 1;
            o[5] = (int32_t)f2u(j <= ((l & 16) | 15) ? f[j] : f[l]);
            o[6] = 1;
            o[7] = (int32_t)ballot;
            o[8] = (int32_t)(any | all << 1 | 1 << 2);
            uint32_t mm = 0;
            for (int k = 0; k < 32; k++)
                mm |= (uint32_t)(((v[k] ^ v[l]) & 3) == 0) << k;
            o[9] = (int32_t)mm;
            o[10] = (int32_t)rsum;
            o[11] = -1;
            o[12] = (int32_t)(ballot2 & (l < 16 ? 0x0000ffffu : 0xffff0000u));
            int pl = l ^ 1;
            int64_t wv = (int64_t)(((uint64_t)(uint32_t)v[pl] << 32) | (uint32_t)(v[pl] ^ 0x7fff));
            o[13] = (int32_t)(wv >> 16);
        }
    }
    CUdeviceptr din = rt_upload(r, in, n * 4), dfin = rt_upload(r, fin, n * 4), dout = rt_dalloc(r, (size_t)n * NW * 4);
    rt_launch(r, "warp_ops", d1(n / 128), d1(128), 0, ARGS(&din, &dfin, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * NW * 4);
    static const char *what[NW] = {"shfl.idx", "shfl.up", "shfl.down", "shfl.bfly", "shfl.idx w16", "shfl.down f32 w16",
                                   "bfly sum", "ballot", "any/all/uni", "match.any", "redux.add", "activemask",
                                   "ballot half mask", "shfl f64"};
    for (int i = 0; i < n; i++)
        for (int k = 0; k < NW; k++)
            if (got[i * NW + k] != ref[i * NW + k])
                return rt_fail(r, "warp_ops lane %d %s: got %d (0x%x) want %d (0x%x)", i, what[k], got[i * NW + k],
                               (unsigned)got[i * NW + k], ref[i * NW + k], (unsigned)ref[i * NW + k]);
    return 0;
}

/* --------------------------------------------------------------- sgemm */

static int test_sgemm(rt *r) {
    const int M = 256, N = 192, K = 320;
    float alpha = rt_f32(r, 0.5f, 1.5f), beta = rt_f32(r, -1.0f, 1.0f);
    float *A = rt_halloc(r, (size_t)M * K * 4), *Bm = rt_halloc(r, (size_t)K * N * 4), *C = rt_halloc(r, (size_t)M * N * 4);
    float *ref = rt_halloc(r, (size_t)M * N * 4), *got = rt_halloc(r, (size_t)M * N * 4);
    for (int i = 0; i < M * K; i++)
        A[i] = rt_f32(r, -1, 1);
    for (int i = 0; i < K * N; i++)
        Bm[i] = rt_f32(r, -1, 1);
    for (int i = 0; i < M * N; i++)
        C[i] = rt_f32(r, -1, 1);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double acc = 0;
            for (int k = 0; k < K; k++)
                acc += (double)A[(size_t)i * K + k] * Bm[(size_t)k * N + j];
            ref[(size_t)i * N + j] = (float)(alpha * acc + (double)beta * C[(size_t)i * N + j]);
        }
    CUdeviceptr dA = rt_upload(r, A, (size_t)M * K * 4), dB = rt_upload(r, Bm, (size_t)K * N * 4), dC = rt_upload(r, C, (size_t)M * N * 4);
    int m = M, nn = N, kk = K;
    rt_launch(r, "sgemm_tiled", d3(N / 64, M / 64, 1), d3(16, 16, 1), 0, ARGS(&m, &nn, &kk, &alpha, &dA, &dB, &beta, &dC));
    rt_d2h(r, got, dC, (size_t)M * N * 4);
    if (check_f32(r, "sgemm_tiled", got, ref, (size_t)M * N, 1e-4, 2e-4 * sqrt((double)K)))
        return 1;

    const int gm = 1000 + rt_range(r, 0, 30), gn = 777;
    float *x = rt_halloc(r, gn * 4), *y = rt_halloc(r, gm * 4), *yr = rt_halloc(r, gm * 4);
    float *GA = rt_halloc(r, (size_t)gm * gn * 4);
    for (int i = 0; i < gm * gn; i++)
        GA[i] = rt_f32(r, -1, 1);
    for (int j = 0; j < gn; j++)
        x[j] = rt_f32(r, -1, 1);
    for (int i = 0; i < gm; i++) {
        double acc = 0;
        for (int j = 0; j < gn; j++)
            acc += (double)GA[(size_t)i * gn + j] * x[j];
        yr[i] = (float)acc;
    }
    CUdeviceptr dGA = rt_upload(r, GA, (size_t)gm * gn * 4), dx = rt_upload(r, x, gn * 4), dy = rt_dalloc(r, gm * 4);
    int gmm = gm, gnn = gn;
    rt_launch(r, "gemv_warp", d1(CEIL_DIV(gm, 4)), d1(128), 0, ARGS(&dGA, &dx, &dy, &gmm, &gnn));
    rt_d2h(r, y, dy, gm * 4);
    return check_f32(r, "gemv_warp", y, yr, gm, 1e-4, 2e-4 * sqrt((double)gn));
}

/* --------------------------------------------------------------- softmax */

static int test_softmax(rt *r) {
    const int rows = 500 + rt_range(r, 0, 20), cols = 333;
    int rr = rows, cc = cols;
    float *in = rt_halloc(r, (size_t)rows * cols * 4), *ref = rt_halloc(r, (size_t)rows * cols * 4),
          *got = rt_halloc(r, (size_t)rows * cols * 4);
    for (int i = 0; i < rows * cols; i++)
        in[i] = rt_f32(r, -20, 20);
    for (int i = 0; i < rows; i++) {
        const float *x = in + (size_t)i * cols;
        double m = -1e300, s = 0;
        for (int j = 0; j < cols; j++)
            m = x[j] > m ? x[j] : m;
        for (int j = 0; j < cols; j++)
            s += exp((double)x[j] - m);
        for (int j = 0; j < cols; j++)
            ref[(size_t)i * cols + j] = (float)(exp((double)x[j] - m) / s);
    }
    CUdeviceptr din = rt_upload(r, in, (size_t)rows * cols * 4), dout = rt_dalloc(r, (size_t)rows * cols * 4);
    rt_launch(r, "softmax_rows", d1(CEIL_DIV(rows * 32, 128)), d1(128), 0, ARGS(&din, &dout, &rr, &cc));
    rt_d2h(r, got, dout, (size_t)rows * cols * 4);
    return check_f32(r, "softmax_rows", got, ref, (size_t)rows * cols, 2e-5, 1e-9);
}

/* --------------------------------------------------------------- philox */

static int test_philox(rt *r) {
    const int n = 100000 + rt_range(r, 0, 999);
    int nn = n;
    uint64_t seed = rt_u64(r), offset = rt_u64(r) >> 8;
    uint32_t *ref = rt_halloc(r, (size_t)n * 16), *got = rt_halloc(r, (size_t)n * 16);
    float *uref = rt_halloc(r, (size_t)n * 16), *ugot = rt_halloc(r, (size_t)n * 16);
    for (int t = 0; t < n; t++) {
        uint64_t ctr = offset + (uint64_t)t;
        uint32_t c0 = (uint32_t)ctr, c1 = (uint32_t)(ctr >> 32), c2 = 0, c3 = 0;
        uint32_t k0 = (uint32_t)seed, k1 = (uint32_t)(seed >> 32);
        for (int rd = 0; rd < 10; rd++) {
            uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
            uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0, n1 = (uint32_t)p1, n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1,
                     n3 = (uint32_t)p0;
            c0 = n0;
            c1 = n1;
            c2 = n2;
            c3 = n3;
            k0 += 0x9E3779B9u;
            k1 += 0xBB67AE85u;
        }
        uint32_t c[4] = {c0, c1, c2, c3};
        for (int k = 0; k < 4; k++) {
            ref[4 * t + k] = c[k];
            uref[4 * t + k] = (float)c[k] * 2.3283064365386963e-10f;
        }
    }
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * 16), duni = rt_dalloc(r, (size_t)n * 16);
    rt_launch(r, "philox4x32", d1(CEIL_DIV(n, 256)), d1(256), 0, ARGS(&seed, &offset, &dout, &duni, &nn));
    rt_d2h(r, got, dout, (size_t)n * 16);
    rt_d2h(r, ugot, duni, (size_t)n * 16);
    if (check_i32(r, "philox4x32 bits", (int32_t *)got, (int32_t *)ref, (size_t)4 * n))
        return 1;
    return check_f32(r, "philox4x32 uniform", ugot, uref, (size_t)4 * n, 0, 0);
}

/* --------------------------------------------------------------- fences_ir */

static int test_fences_ir(rt *r) {
    const int B = 256, n = B * 30 + 100, nb = CEIL_DIV(n, B);
    int nn = n;
    int32_t *in = rt_halloc(r, n * 4), *ref = rt_halloc(r, n * 4), *got = rt_halloc(r, n * 4);
    int32_t *fref = rt_halloc(r, nb * 4), *fgot = rt_halloc(r, nb * 4);
    for (int i = 0; i < n; i++)
        in[i] = rt_range(r, -(1 << 28), 1 << 28);
    for (int i = 0; i < n; i++) {
        int b = i / B, t = i % B, w = t / 32;
        int first = b * B + w * 32, first0 = b * B;
        int pw = (first < n ? in[first] : 0) * 2, p0 = (first0 < n ? in[first0] : 0) * 2;
        ref[i] = pw + p0 + in[i];
    }
    for (int b = 0; b < nb; b++)
        fref[b] = b + 1;
    CUdeviceptr din = rt_upload(r, in, n * 4), dout = rt_dalloc(r, n * 4), dflag = rt_dalloc(r, nb * 4);
    int32_t *zeros = rt_halloc(r, nb * 4);
    rt_h2d(r, dflag, zeros, nb * 4);
    rt_launch(r, "fences_ir", d1(nb), d1(B), 0, ARGS(&din, &dout, &dflag, &nn));
    rt_d2h(r, got, dout, n * 4);
    rt_d2h(r, fgot, dflag, nb * 4);
    if (check_i32(r, "fences_ir out", got, ref, n))
        return 1;
    return check_i32(r, "fences_ir cmpxchg flags", fgot, fref, nb);
}

/* --------------------------------------------------------------- byval_param */

typedef struct {
    int base;
    float scale;
    int vals[8];
} Table;

static int bv_sum_table(const Table *t, int k) {
    int s = t->base;
    for (int j = 0; j < 8; j++)
        s += t->vals[(j + k) & 7] * (j + 1);
    return s;
}

static int test_byval_param(rt *r) {
    const int n = 3000 + rt_range(r, 0, 99);
    int nn = n;
    Table t;
    t.base = rt_range(r, -1000, 1000);
    t.scale = rt_f32(r, 0.5f, 2.0f);
    for (int j = 0; j < 8; j++)
        t.vals[j] = rt_range(r, -100000, 100000);
    int32_t *idx = rt_halloc(r, (size_t)n * 4), *iref = rt_halloc(r, (size_t)n * 4), *igot = rt_halloc(r, (size_t)n * 4);
    float *fref = rt_halloc(r, (size_t)n * 4), *fgot = rt_halloc(r, (size_t)n * 4);
    for (int i = 0; i < n; i++) {
        idx[i] = (int32_t)rt_u32(r);
        fref[i] = (float)(t.base + t.vals[idx[i] & 7]) * t.scale;
    }
    CUdeviceptr didx = rt_upload(r, idx, (size_t)n * 4), dout = rt_dalloc(r, (size_t)n * 4);
    rt_launch(r, "bv_index", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&t, &didx, &dout, &nn));
    rt_d2h(r, fgot, dout, (size_t)n * 4);
    for (int i = 0; i < n; i++)
        if (fgot[i] != fref[i])
            return rt_fail(r, "bv_index[%d]: got %.9g want %.9g", i, fgot[i], fref[i]);
    for (int i = 0; i < n; i++)
        iref[i] = bv_sum_table(&t, i);
    rt_launch(r, "bv_escape", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&t, &dout, &nn));
    rt_d2h(r, igot, dout, (size_t)n * 4);
    for (int i = 0; i < n; i++)
        if (igot[i] != iref[i])
            return rt_fail(r, "bv_escape[%d]: got %d want %d", i, igot[i], iref[i]);
    for (int i = 0; i < n; i++) {
        Table c = t;
        c.vals[idx[i] & 7] += i;
        int s = 0;
        for (int j = 0; j < 8; j++)
            s += c.vals[j];
        iref[i] = s + c.base;
    }
    rt_launch(r, "bv_write", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&t, &didx, &dout, &nn));
    rt_d2h(r, igot, dout, (size_t)n * 4);
    for (int i = 0; i < n; i++)
        if (igot[i] != iref[i])
            return rt_fail(r, "bv_write[%d]: got %d want %d", i, igot[i], iref[i]);
    return 0;
}

/* --------------------------------------------------------------- varargs */

static int64_t va_ref(int n, const int *kinds, const int64_t *iv, const double *dv) {
    int64_t s = 0;
    for (int j = 0; j < n; j++) {
        int64_t w = kinds[j] == 1 ? (int64_t)dv[j] : iv[j];
        s = (int64_t)((uint64_t)s * 31u + (uint64_t)w);
    }
    return s + (int64_t)kinds[0] * 1000;
}

static int test_varargs(rt *r) {
    const int n = 2000 + rt_range(r, 0, 99);
    int nn = n;
    int32_t *a = rt_halloc(r, (size_t)n * 4);
    double *b = rt_halloc(r, (size_t)n * 8);
    int64_t *ref = rt_halloc(r, (size_t)n * 8), *got = rt_halloc(r, (size_t)n * 8);
    for (int i = 0; i < n; i++) {
        a[i] = rt_range(r, -1000000, 1000000);
        b[i] = rt_f64(r, -1e6, 1e6);
        int k1[3] = {0, 1, 2}, k2[2] = {1, 0};
        int64_t i1[3] = {a[i], 0, (int64_t)((uint64_t)(int64_t)a[i] << 20)}, i2[2] = {0, a[i] ^ 5};
        double d1[3] = {0, b[i], 0}, d2[2] = {b[i] * 0.5, 0};
        ref[i] = (int64_t)((uint64_t)va_ref(3, k1, i1, d1) + (uint64_t)va_ref(2, k2, i2, d2));
    }
    CUdeviceptr da = rt_upload(r, a, (size_t)n * 4), db = rt_upload(r, b, (size_t)n * 8);
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * 8);
    rt_launch(r, "varargs", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&da, &db, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * 8);
    return check_i64(r, "varargs", got, ref, (size_t)n);
}

/* --------------------------------------------------------------- fp_bits */

static int test_fp_bits(rt *r) {
    enum { N = 128 };
    int32_t sel[N];
    uint64_t ref[N * 5], got[N * 5];
    for (int i = 0; i < N; i++) {
        sel[i] = (int32_t)(rt_u32(r) & 1);
        int c = sel[i] != 0;
        uint64_t *w = ref + 5 * i;
        w[0] = c ? (0x7F800001ull | 0x80000000ull << 32) : (0xFFC00002ull | 0x00000001ull << 32);
        w[1] = c ? 0x7FF0000000000123ull : 0xFFF4000000000001ull;
        w[2] = c ? (0x7E01ull | 0x7F81ull << 16) : (0xFC01ull | 0xFFC1ull << 16);
        w[3] = 0x7F800001ull | 0xFFC00002ull << 32;
        w[4] = (0x7E01ull | 0xFC01ull << 16) | 0x00000001ull << 32;
    }
    CUdeviceptr dsel = rt_upload(r, sel, sizeof sel), dout = rt_dalloc(r, sizeof got);
    rt_launch(r, "fp_bits", d1(1), d1(N), 0, ARGS(&dout, &dsel));
    rt_d2h(r, got, dout, sizeof got);
    return check_i64(r, "fp_bits", (const int64_t *)got, (const int64_t *)ref, N * 5);
}

/* --------------------------------------------------------------- i128_div */

__extension__ typedef unsigned __int128 u128_t;
__extension__ typedef __int128 s128_t;

static int test_i128_div(rt *r) {
    const int n = 4096 + rt_range(r, 0, 99);
    int nn = n;
    uint64_t *a = rt_halloc(r, (size_t)n * 16), *b = rt_halloc(r, (size_t)n * 16);
    uint64_t *ref = rt_halloc(r, (size_t)n * 64), *got = rt_halloc(r, (size_t)n * 64);
    for (int t = 0; t < n; t++) {
        /* magnitudes from a few bits to all 128 for both operands */
        unsigned xb = (unsigned)rt_range(r, 1, 128), yb = (unsigned)rt_range(r, 1, 128);
        u128_t x = (u128_t)rt_u64(r) << 64 | rt_u64(r), y = (u128_t)rt_u64(r) << 64 | rt_u64(r);
        if (xb < 128)
            x &= ((u128_t)1 << xb) - 1;
        if (yb < 128)
            y &= ((u128_t)1 << yb) - 1;
        if (t % 7 == 0)
            y = -y; /* negative signed divisors */
        a[2 * t] = (uint64_t)x, a[2 * t + 1] = (uint64_t)(x >> 64);
        b[2 * t] = (uint64_t)y, b[2 * t + 1] = (uint64_t)(y >> 64);
        if (y == 0)
            y = 1;
        u128_t q = x / y, rm = x % y;
        s128_t sx = (s128_t)x, sy = (s128_t)y;
        if (sy == -1 || sy == 0)
            sy = 3;
        s128_t sq = sx / sy, sr = sx % sy;
        uint64_t *o = ref + 8 * t;
        o[0] = (uint64_t)q, o[1] = (uint64_t)(q >> 64), o[2] = (uint64_t)rm, o[3] = (uint64_t)(rm >> 64);
        o[4] = (uint64_t)(u128_t)sq, o[5] = (uint64_t)((u128_t)sq >> 64);
        o[6] = (uint64_t)(u128_t)sr, o[7] = (uint64_t)((u128_t)sr >> 64);
    }
    CUdeviceptr da = rt_upload(r, a, (size_t)n * 16), db = rt_upload(r, b, (size_t)n * 16);
    CUdeviceptr dout = rt_dalloc(r, (size_t)n * 64);
    rt_launch(r, "i128_div", d1(CEIL_DIV(n, 128)), d1(128), 0, ARGS(&da, &db, &dout, &nn));
    rt_d2h(r, got, dout, (size_t)n * 64);
    return check_i64(r, "i128_div", (const int64_t *)got, (const int64_t *)ref, (size_t)n * 8);
}

/* --------------------------------------------------------------- table */

const corpus_kernel corpus_kernels[] = {
    {"saxpy", "saxpy", test_saxpy, 0, "f32/f64 fma, grid-stride loop"},
    {"saxpy_O0", "saxpy_O0", test_saxpy, 0, "saxpy at -O0"},
    {"reduce", "reduce", test_reduce, 0, "shared tree + shuffles, atomicAdd f32/u64, redux.sync, atomicMax"},
    {"histogram", "histogram", test_histogram, 0, "u8/uchar4 loads, shared atomics, global atomics"},
    {"scan", "scan", test_scan, 0, "shfl.up block scan, shared memory"},
    {"transpose", "transpose", test_transpose, 0, "2D grid, padded shared tile"},
    {"stencil", "stencil", test_stencil, 0, "__constant__ weights set by the host, shared halo"},
    {"int_arith", "int_arith", test_int_arith, 0, "i8/i16/i32/i64 arithmetic, bit ops, mulhi, prmt"},
    {"int_arith_O0", "int_arith_O0", test_int_arith, 0, "int_arith at -O0"},
    {"float_math", "float_math", test_float_math, 0, "f32/f64 IEEE ops, math intrinsics, approx ops"},
    {"half_ops", "half_ops", test_half_ops, 0, "f16 scalar and <2 x half> arithmetic"},
    {"bf16_convert", "bf16_convert", test_bf16, 0, "bf16 conversions, bf16 fma, <2 x bfloat>"},
    {"vector_ops", "vector_ops", test_vector_ops, 0, "v4f32/v4i32/v2f64/v4i8/v4i16, shufflevector, dyn extract/insert"},
    {"atomics", "atomics", test_atomics, 0, "atomicrmw/cmpxchg/inc/dec on global and shared, 32/64-bit, f32/f64"},
    {"fence_reduce", "fence_reduce", test_fence_reduce, 0, "membar, fence asm, volatile, atomicInc last-block"},
    {"vm_switch", "vm_switch", test_vm_switch, 0, "switch dispatch, loops, __constant__ program"},
    {"vm_switch_O0", "vm_switch_O0", test_vm_switch, 0, "vm_switch at -O0"},
    {"casts", "casts", test_casts, 0, "every cast, addrspacecast, isspacep"},
    {"structs", "structs", test_structs, 0, "byval params, struct returns, memcpy/memset, packed records"},
    {"structs_O0", "structs_O0", test_structs, 0, "structs at -O0"},
    {"calls", "calls", test_calls, 0, "noinline calls, recursion, struct/array returns, mixed params"},
    {"calls_O0", "calls_O0", test_calls, 0, "calls at -O0"},
    {"local_array", "local_array", test_local_array, 0, "dynamically indexed local arrays"},
    {"local_array_O0", "local_array_O0", test_local_array, 0, "local_array at -O0"},
    {"crc32_globals", "crc32_globals", test_crc32_globals, 0, "__constant__ table, initialised globals, constant GEPs"},
    {"dyn_shared_sort", "dyn_shared_sort", test_dyn_shared_sort, 0, "extern __shared__, bitonic sort"},
    {"inline_asm", "inline_asm", test_inline_asm, 0, "inline PTX with r/l/f/d/h/n constraints"},
    {"sregs_barriers", "sregs_barriers", test_sregs, 0, "special registers, bar.red, named barriers"},
    {"warp_ops", "warp_ops", test_warp_ops, 0, "shfl idx/up/down/bfly, votes, match, redux"},
    {"sgemm", "sgemm", test_sgemm, 0, "tiled SGEMM + GEMV, __launch_bounds__"},
    {"softmax", "softmax", test_softmax, 0, "row softmax, ex2.approx, butterfly reductions"},
    {"philox", "philox", test_philox, 0, "Philox4x32-10, mul.hi, v4 stores"},
    {"byval_param", "byval_param", test_byval_param, 0, "byval kernel params read in place, escaping, written"},
    {"i128_div", "i128_div", test_i128_div, 0, "udiv/urem/sdiv/srem on i128 across every magnitude"},
    {"fp_bits", "fp_bits", test_fp_bits, 0, "hand-written IR: FP constants bit for bit (NaN payloads, -0.0, denormals) as operands and initialisers"},
    {"varargs", "varargs", test_varargs, 0, "hand-written IR: variadic .func, va_start/va_copy/va_arg/va_end (llc-19's caller misplaces a double after an i32)"},
    {"fences_ir", "fences_ir", test_fences_ir, KT_NO_LLC, "IR fence / acquire-release atomics"},
};
const size_t corpus_kernel_count = sizeof corpus_kernels / sizeof corpus_kernels[0];
