/* vector_ops.cu — small vectors (ext_vector_type).
 * Covers: <4 x float> / <4 x i32> / <2 x double> / <4 x i8> / <4 x i16>
 * vector loads and stores (ld.global.v4 etc., __ldg of a float4), element-wise vector
 * arithmetic, shufflevector swizzles, extractelement / insertelement with
 * dynamic indices, vector compares and selects, vector casts. */
#include "ptxsel_device.h"

KERNEL void vec4_axpy(float a, const float4 *x, float4 *y, int n4) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n4)
        y[i] = a * __ldg(&x[i]) + y[i];   /* ld.global.nc.v4.f32 */
}

KERNEL void vec_swizzle(const int4 *in, const int *sel, int4 *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int4 v = in[i];
    int s = sel[i] & 3;
    int4 r = v.wzyx + v.yxwz * 2;    /* shufflevector */
    r[s] = v[(s + 1) & 3] * 7;         /* dynamic insert / extract */
    int4 m = v > r;                    /* vector compare -> mask */
    out[i] = (r & ~m) | (v & m);       /* select through masks */
}

KERNEL void vec_mixed(const double2 *d, const uchar4 *c, const short4 *s, double2 *od, uchar4 *oc,
                      float4 *of, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double2 v = d[i];
    od[i] = v.yx * 0.5 + v;
    uchar4 u = c[i];
    oc[i] = u + (uchar4){1, 2, 3, 4} * u.wzyx;   /* i8 vector wraps */
    short4 t = s[i];
    of[i] = __builtin_convertvector(t, float4) + __builtin_convertvector(u, float4);
}
