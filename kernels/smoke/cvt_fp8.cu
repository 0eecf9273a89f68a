/*
 * cvt_fp8.cu — the packed FP8 conversions of sm_89 / sm_90 (smoke kernel,
 * issue 13): e4m3x2 / e5m2x2 from f32 pairs and from f16x2, with and without
 * .relu, and back to f16x2, through upstream's intrinsics (ptxsel_cvt.h).
 *
 * Thread i takes the pair (a[i], b[i]) of f32 bit patterns and writes
 *   out[16 i + 0..3]   e4m3x2(a, b), e4m3x2.relu(a, b), e5m2x2(a, b), e5m2x2.relu(a, b)
 *                      (the u16 result: a in the upper byte, b in the lower)
 *   out[16 i + 4..7]   the same four from the f16x2 {lo = h[i].x, hi = h[i].y}
 *   out[16 i + 8..15]  f16x2 bits of e4m3x2 -> f16x2 and of e5m2x2 -> f16x2
 *                      (plain and .relu) of the 16-bit pattern p[i], as two
 *                      u32 words each (lo = element 0)
 * The runner (smoke_runner.c, t_cvt_fp8) checks every value against an exact
 * CPU reference of the OCP FP8 formats.
 */
#include "ptxsel_device.h"
#include "ptxsel_cvt.h"

#define CVT_WORDS 16

DEVFN float f32_of(u32 bits)
{
    return __builtin_bit_cast(float, bits);
}

KERNEL void cvt_fp8(const u32 *a, const u32 *b, const u32 *h, const u32 *p, u32 *out, int n)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i >= n)
        return;
    float x = f32_of(a[i]), y = f32_of(b[i]);
    u32 *o = out + (size_t)i * CVT_WORDS;
    o[0] = cvt_e4m3x2_f32(x, y);
    o[1] = cvt_e4m3x2_f32_relu(x, y);
    o[2] = cvt_e5m2x2_f32(x, y);
    o[3] = cvt_e5m2x2_f32_relu(x, y);
    half2_t hv = __builtin_bit_cast(half2_t, h[i]);
    o[4] = cvt_e4m3x2_f16x2(hv);
    o[5] = cvt_e4m3x2_f16x2_relu(hv);
    o[6] = cvt_e5m2x2_f16x2(hv);
    o[7] = cvt_e5m2x2_f16x2_relu(hv);
    u16 pv = (u16)p[i];
    o[8] = __builtin_bit_cast(u32, cvt_f16x2_e4m3x2(pv));
    o[9] = __builtin_bit_cast(u32, cvt_f16x2_e4m3x2_relu(pv));
    o[10] = __builtin_bit_cast(u32, cvt_f16x2_e5m2x2(pv));
    o[11] = __builtin_bit_cast(u32, cvt_f16x2_e5m2x2_relu(pv));
    /* round trips: f32 pair -> e4m3x2 -> f16x2 and -> e5m2x2 -> f16x2 */
    o[12] = __builtin_bit_cast(u32, cvt_f16x2_e4m3x2(cvt_e4m3x2_f32(x, y)));
    o[13] = __builtin_bit_cast(u32, cvt_f16x2_e5m2x2(cvt_e5m2x2_f32(x, y)));
    o[14] = __builtin_bit_cast(u32, cvt_f16x2_e4m3x2(cvt_e4m3x2_f16x2(hv)));
    o[15] = __builtin_bit_cast(u32, cvt_f16x2_e5m2x2(cvt_e5m2x2_f16x2(hv)));
}
