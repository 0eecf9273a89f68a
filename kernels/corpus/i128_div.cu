/* i128_div.cu — 128-bit division and remainder, unsigned and signed, on
 * operands spanning every magnitude (divisors from 1 to 2^127 and above,
 * negative ones). Covers: udiv/urem/sdiv/srem on i128 (ptxsel's scoped
 * shift-subtract loop; llc-19's IR expansion). */
#include "ptxsel_device.h"

typedef unsigned __int128 u128;
typedef __int128 s128;

KERNEL void i128_div(const unsigned long long *a, const unsigned long long *b, unsigned long long *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    u128 x = (u128)a[2 * t + 1] << 64 | a[2 * t];
    u128 y = (u128)b[2 * t + 1] << 64 | b[2 * t];
    if (y == 0)
        y = 1;
    u128 q = x / y, r = x % y;
    s128 sx = (s128)x, sy = (s128)y;
    if (sy == -1 || sy == 0)
        sy = 3; /* no INT128_MIN / -1 overflow, no division by zero */
    s128 sq = sx / sy, sr = sx % sy;
    unsigned long long *o = out + 8 * t;
    o[0] = (unsigned long long)q;
    o[1] = (unsigned long long)(q >> 64);
    o[2] = (unsigned long long)r;
    o[3] = (unsigned long long)(r >> 64);
    o[4] = (unsigned long long)(u128)sq;
    o[5] = (unsigned long long)((u128)sq >> 64);
    o[6] = (unsigned long long)(u128)sr;
    o[7] = (unsigned long long)((u128)sr >> 64);
}
