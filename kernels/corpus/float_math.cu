/* float_math.cu — float and double arithmetic and math intrinsics, one row
 * of NF outputs per element.
 * Covers: fadd/fsub/fmul/fdiv (IEEE), llvm.fma, llvm.sqrt, minnum/maxnum,
 * fabs, floor/ceil/trunc/rint, copysign, fneg, fcmp -> select, sitofp/fptosi,
 * nvvm rsqrt/ex2/lg2/sin/cos/div approx and saturate, rcp.rn. */
#include "ptxsel_device.h"

#define NF 24
#define ND 16

KERNEL void fmath_f32(const float *a, const float *b, const float *c, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = a[i], y = b[i], z = c[i];
    float *o = out + (size_t)i * NF;
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
    o[14] = (x < y ? 1.0f : 0.0f) + (x >= z ? 2.0f : 0.0f) + (x != x ? 4.0f : 0.0f);
    o[15] = (float)(int)(x * 100.0f);
    o[16] = rsqrtf(fabsf(x) + 1.0f);
    o[17] = exp2f_approx(x);
    o[18] = log2f_approx(fabsf(y) + 0.5f);
    o[19] = __sinf(x) + __cosf(y);
    o[20] = __fdividef(x, y);
    o[21] = __saturatef(x);
    o[22] = __frcp_rn(y);
    o[23] = x > 0.0f ? x : 0.125f * x;
}

KERNEL void fmath_f64(const double *a, const double *b, const double *c, double *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    double x = a[i], y = b[i], z = c[i];
    double *o = out + (size_t)i * ND;
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
