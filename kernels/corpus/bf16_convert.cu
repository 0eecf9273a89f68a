/* bf16_convert.cu — bfloat16 conversions and arithmetic.
 * Covers: fptrunc float->bfloat (round to nearest even), fpext bfloat->float,
 * llvm.nvvm.f2bf16.rn, bfloat loads/stores (i16-sized), bfloat mul/add
 * (contracted to fma on sm_90), double->float->bfloat chains, <2 x bfloat>. */
#include "ptxsel_device.h"

KERNEL void bf16_convert(const float *in, bf16 *out_rn, bf16 *out_nvvm, float *back, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float f = in[i];
    bf16 r = (bf16)f;
    out_rn[i] = r;
    out_nvvm[i] = __float2bfloat16_rn(f * 2.0f);
    back[i] = __bfloat162float(r) * 3.0f;
}

KERNEL void bf16_axpy(bf16 a, const bf16 *x, const bf16 *y, bf16 *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    out[i] = a * x[i] + y[i];
}

KERNEL void bf162_scale(const bf162 *x, bf162 *out, float s, int n2) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n2)
        return;
    bf162 v = x[i];
    float lo = (float)v.x * s, hi = (float)v.y * s;
    bf162 r;
    r.x = (bf16)lo;
    r.y = (bf16)hi;
    out[i] = r;
}
