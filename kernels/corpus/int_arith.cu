/* int_arith.cu — integer arithmetic on i8, i16, i32 and i64, one output row
 * of NOPS values per element. The host reference (corpus_kernels.c) uses the
 * same expressions in C, so every operation must be free of UB: signed
 * wrap-around goes through unsigned, divisors are made non-zero, shift counts
 * are masked.
 * Covers: add/sub/mul/sdiv/udiv/srem/urem, shl/lshr/ashr, and/or/xor/not,
 * icmp -> zext, select, smin/smax/umin/umax/abs, ctpop/ctlz/cttz/bswap/
 * bitreverse/rotate (fshl), mulhi, byte_perm (prmt), sext/zext/trunc between
 * widths. Also built at -O0 (int_arith_O0.ll). */
#include "ptxsel_device.h"

#define NOPS 24

KERNEL void int_ops_i32(const int *a, const int *b, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int x = a[i], y = b[i];
    unsigned ux = (unsigned)x, uy = (unsigned)y;
    int d = y == 0 ? 1 : (y == -1 ? 3 : y); /* no div by 0, no INT_MIN/-1 */
    int *o = out + (size_t)i * NOPS;
    o[0] = (int)(ux + uy);
    o[1] = (int)(ux - uy);
    o[2] = (int)(ux * uy);
    o[3] = x / d;
    o[4] = x % d;
    o[5] = (int)(ux / (unsigned)d);
    o[6] = (int)(ux % (unsigned)d);
    o[7] = (int)(ux << (uy & 31));
    o[8] = (int)(ux >> (uy & 31));
    o[9] = x >> (uy & 31);
    o[10] = (x & y) ^ (x | ~y);
    o[11] = (x < y) + 2 * (ux < uy) + 4 * (x == y) + 8 * (x >= 0);
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = x == (-2147483647 - 1) ? x : (x < 0 ? -x : x);
    o[15] = __popc(ux) + 64 * __clz(x) + 4096 * (__ffs(x));
    o[16] = (int)__builtin_bswap32(ux);
    o[17] = (int)__brev(ux);
    o[18] = (int)__rotl(ux, uy);
    o[19] = __mulhi(x, y);
    o[20] = (int)__umulhi(ux, uy);
    o[21] = (int)__byte_perm(ux, uy, uy & 0x7777u);
    o[22] = (int)__funnelshift_l(ux, uy, ux);
    o[23] = (int)(ux * 3u + (ux >> 7) - (uy & 0xffu) * 5u);
}

KERNEL void int_ops_i64(const long long *a, const long long *b, long long *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    long long x = a[i], y = b[i];
    unsigned long long ux = (unsigned long long)x, uy = (unsigned long long)y;
    long long d = y == 0 ? 1 : (y == -1 ? 7 : y);
    long long *o = out + (size_t)i * NOPS;
    o[0] = (long long)(ux + uy);
    o[1] = (long long)(ux - uy);
    o[2] = (long long)(ux * uy);
    o[3] = x / d;
    o[4] = x % d;
    o[5] = (long long)(ux / (unsigned long long)d);
    o[6] = (long long)(ux % (unsigned long long)d);
    o[7] = (long long)(ux << (uy & 63));
    o[8] = (long long)(ux >> (uy & 63));
    o[9] = x >> (uy & 63);
    o[10] = (x & y) ^ (x | ~y);
    o[11] = (x < y) + 2 * (ux < uy) + 4 * (x == y) + 8 * (x >= 0);
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = __popcll(ux) + 128 * (ux ? __builtin_clzll(ux) : 64) + 65536LL * (ux ? __builtin_ctzll(ux) : 64);
    o[15] = (long long)__builtin_bswap64(ux);
    o[16] = (long long)__umul64hi(ux, uy);
    o[17] = (long long)((ux << 13) | (ux >> 51));
    o[18] = (long long)(int)x;                 /* trunc + sext */
    o[19] = (long long)(unsigned)(ux >> 17);    /* lshr + trunc + zext */
    o[20] = (long long)(ux * 0x9E3779B97F4A7C15ull);
    o[21] = (long long)((unsigned __int128)ux * uy >> 64 == 0);
    o[22] = (long long)__builtin_bitreverse64(ux);
    o[23] = (x & 0xffff) * (y >> 48);
}

KERNEL void int_ops_i16(const short *a, const short *b, short *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    short x = a[i], y = b[i];
    unsigned short ux = (unsigned short)x, uy = (unsigned short)y;
    short d = y == 0 ? (short)1 : y;
    short *o = out + (size_t)i * NOPS;
    o[0] = (short)(x + y);
    o[1] = (short)(x - y);
    o[2] = (short)(x * y);
    o[3] = (short)(x / d);
    o[4] = (short)(x % d);
    o[5] = (short)(ux / (unsigned short)d);
    o[6] = (short)(ux % (unsigned short)d);
    o[7] = (short)(ux << (uy & 15));
    o[8] = (short)(ux >> (uy & 15));
    o[9] = (short)(x >> (uy & 15));
    o[10] = (short)((x & y) ^ (x | ~y));
    o[11] = (short)((x < y) + 2 * (ux < uy) + 4 * (x == y));
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = (short)__builtin_bswap16(ux);
    o[15] = (short)__builtin_popcount(ux);
    o[16] = (short)(((int)x * (int)y) >> 16);
    o[17] = (short)(signed char)x;
    o[18] = (short)(unsigned char)y;
    o[19] = (short)(ux * 31u + uy);
    o[20] = (short)(x == -32768 ? x : (x < 0 ? -x : x));
    o[21] = (short)((ux << 3) | (ux >> 13));
    o[22] = (short)(x * 3 - y * 7);
    o[23] = (short)(~ux);
}

KERNEL void int_ops_i8(const signed char *a, const signed char *b, signed char *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    signed char x = a[i], y = b[i];
    unsigned char ux = (unsigned char)x, uy = (unsigned char)y;
    signed char d = y == 0 ? (signed char)1 : y;
    signed char *o = out + (size_t)i * NOPS;
    o[0] = (signed char)(x + y);
    o[1] = (signed char)(x - y);
    o[2] = (signed char)(x * y);
    o[3] = (signed char)(x / d);
    o[4] = (signed char)(x % d);
    o[5] = (signed char)(ux / (unsigned char)d);
    o[6] = (signed char)(ux % (unsigned char)d);
    o[7] = (signed char)(ux << (uy & 7));
    o[8] = (signed char)(ux >> (uy & 7));
    o[9] = (signed char)(x >> (uy & 7));
    o[10] = (signed char)((x & y) ^ (x | ~y));
    o[11] = (signed char)((x < y) + 2 * (ux < uy) + 4 * (x == y));
    o[12] = x < y ? x : y;
    o[13] = ux > uy ? x : y;
    o[14] = (signed char)__builtin_popcount(ux);
    o[15] = (signed char)(((int)x * (int)y) >> 8);
    o[16] = (signed char)((ux << 3) | (ux >> 5));
    o[17] = (signed char)(x == -128 ? x : (x < 0 ? -x : x));
    o[18] = (signed char)(ux * 7u + uy);
    o[19] = (signed char)(x > 0 ? x : 0);
    o[20] = (signed char)(ux > 200 ? 200 : ux);
    o[21] = (signed char)(x ^ 0x5a);
    o[22] = (signed char)((short)x * 300 >> 4);
    o[23] = (signed char)(~uy);
}
