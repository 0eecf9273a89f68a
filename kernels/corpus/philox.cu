/* philox.cu — Philox4x32-10 counter-based random numbers (Salmon et al.),
 * one 128-bit block per thread, plus a conversion to uniform floats.
 * Covers: mul.hi.u32 (__umulhi), 32x32->64 multiplies, uint4 vector
 * construction and v4 stores, fully unrolled 10-round loop, u32->float
 * conversion and scaling. */
#include "ptxsel_device.h"

#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

KERNEL void philox4x32(unsigned long long seed, unsigned long long offset, uint4 *out, float4 *uni, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    unsigned long long ctr = offset + (unsigned long long)t;
    unsigned c0 = (unsigned)ctr, c1 = (unsigned)(ctr >> 32), c2 = 0, c3 = 0;
    unsigned k0 = (unsigned)seed, k1 = (unsigned)(seed >> 32);
#pragma unroll
    for (int r = 0; r < 10; r++) {
        unsigned hi0 = __umulhi(PHILOX_M0, c0), lo0 = PHILOX_M0 * c0;
        unsigned long long p1 = (unsigned long long)PHILOX_M1 * c2;
        unsigned hi1 = (unsigned)(p1 >> 32), lo1 = (unsigned)p1;
        unsigned n0 = hi1 ^ c1 ^ k0, n1 = lo1, n2 = hi0 ^ c3 ^ k1, n3 = lo0;
        c0 = n0; c1 = n1; c2 = n2; c3 = n3;
        k0 += PHILOX_W0;
        k1 += PHILOX_W1;
    }
    uint4 v = {c0, c1, c2, c3};
    out[t] = v;
    const float s = 2.3283064365386963e-10f; /* 2^-32 */
    uni[t] = (float4){(float)c0 * s, (float)c1 * s, (float)c2 * s, (float)c3 * s};
}
