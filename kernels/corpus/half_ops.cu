/* half_ops.cu — a small fp16 kernel: scalar and half2 arithmetic.
 * Covers: half loads/stores, fadd/fsub/fmul/fdiv/fneg on half, llvm.fma.f16,
 * fcmp on half, fpext/fptrunc half<->float, <2 x half> vector arithmetic and
 * vector loads, half max via select. */
#include "ptxsel_device.h"

#define NH 10

KERNEL void half_ops(const half *a, const half *b, const half *c, half *out, float *outf, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    half x = a[i], y = b[i], z = c[i];
    half *o = out + (size_t)i * NH;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = __hfma(x, y, z);
    o[5] = -x;
    o[6] = x > y ? x : y;
    o[7] = (half)((float)x * 0.5f + 1.0f);
    o[8] = x < z ? (half)1.0f : (half)0.0f;
    o[9] = (half)(float)(int)(x * (half)4.0f);
    outf[i] = (float)x + (float)y;
}

/* y = a*x + y on packed pairs */
KERNEL void half2_axpy(half2 a, const half2 *x, half2 *y, int n2) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n2)
        return;
    half2 v = x[i];
    half2 w = y[i];
    half2 p = a * v;
    y[i] = p + w;
}
