/*
 * inline_asm_host.cpp — host version of kernels/corpus/inline_asm.cu for the
 * emulator (runner-selftest): each inline-PTX statement written out as the
 * C it computes, so the runner's reference is checked against an independent
 * reading of the PTX semantics.
 */
#include "ptxsel_device.h"

#define NA 12

KERNEL void inline_asm(const int *a, const int *b, const float *f, const double *d, long long *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = a[i], y = b[i];
    long long *o = out + (size_t)i * NA;
    o[0] = (int)((unsigned)x + (unsigned)y);                     /* add.s32 */
    long long w = (long long)x * (long long)y;                   /* mul.wide.s32 */
    o[1] = w;
    unsigned lo = (unsigned)w, hi = (unsigned)((unsigned long long)w >> 32); /* mov.b64 {lo, hi} */
    o[2] = (long long)hi * 3 + lo;
    o[3] = (int)emu_bits(fmaf(f[i], 2.0f, -1.0f));              /* fma.rn.f32 */
    double dr = d[i] + d[i];                                     /* add.rn.f64 */
    memcpy(&o[4], &dr, 8);
    unsigned short h = (unsigned short)x;                        /* cvt.u16.u32 */
    o[5] = (unsigned short)(h + h);                              /* add.u16 */
    o[6] = (int)((unsigned)x << 3);                              /* shl.b32 by "n"(3) */
    o[7] = x > y ? x : y;                                        /* setp.gt + selp */
    o[8] = __laneid() == (threadIdx.x & 31);                     /* %laneid */
    o[9] = ((unsigned)x >> 8) & 0xff;                            /* bfe.u32 8, 8 */
    o[10] = (long long)(((unsigned long long)((long long)x + (long long)y)) << 1); /* add.s64; shl.b64 */
    *(volatile unsigned *)(o + 11) = (unsigned)(x ^ y);          /* st.u32 */
    o[11] = (long long)(unsigned)(*(volatile unsigned *)(o + 11)) + 7;
}
