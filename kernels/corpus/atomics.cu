/* atomics.cu — atomics on global and shared memory, 32 and 64 bit.
 * Covers: atomicrmw add/sub/min/max/umin/umax/and/or/xor/xchg (i32, i64),
 * atomicrmw fadd (f32, f64), cmpxchg loops (i32 counter, f32 max through the
 * bit pattern, i64), atom.inc/atom.dec (llvm.nvvm.atomic.load.inc/dec),
 * the same operations on __shared__ counters (atom.shared.*), and a few
 * through address-space-qualified pointers (atomicrmw/cmpxchg ptr
 * addrspace(1) / addrspace(3) in the IR).
 * Every final value is order-independent, so the host checks it exactly
 * (floating-point sums with a tolerance). */
#include "ptxsel_device.h"

DEVFN float atomic_max_float(float *addr, float v) {
    unsigned *p = (unsigned *)addr;
    unsigned old = *(volatile unsigned *)p, assumed;
    do {
        assumed = old;
        if (__builtin_bit_cast(float, assumed) >= v)
            break;
        old = atomicCAS(p, assumed, __builtin_bit_cast(unsigned, v));
    } while (old != assumed);
    return __builtin_bit_cast(float, old);
}

DEVFN void atomic_add_cas(unsigned long long *p, unsigned long long v) {
    unsigned long long old = *(volatile unsigned long long *)p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, assumed + v);
    } while (old != assumed);
}

/* ci: 0 add, 1 min, 2 max, 3 and, 4 or, 5 xor, 6 sub, 7 exch, 8 cas-add
 * cu: 0 umin, 1 umax, 2 inc(lim 1000), 3 dec(lim 777)
 * c64: 0 add, 1 umin, 2 smax, 3 or, 4 cas-add, 5 exch
 * cf: 0 fadd, 1 cas-max, 2 exch;  cd: 0 fadd */
KERNEL void atomics_global(const int *vals, int n, int *ci, unsigned *cu, unsigned long long *c64,
                           float *cf, double *cd, int *old_i, unsigned long long *old_64) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = vals[i];
    unsigned uv = (unsigned)v;
    unsigned long long v64 = ((unsigned long long)uv << 20) ^ (unsigned long long)i;
    atomicAdd(&ci[0], v);
    atomicMin(&ci[1], v);
    atomicMax(&ci[2], v);
    atomicAnd(&ci[3], v | (int)(1u << (i & 31)));
    atomicOr(&ci[4], v & (int)(0x10001u << (i & 15)));
    atomicXor(&ci[5], v);
    atomicSub(&ci[6], v >> 3);
    old_i[i] = atomicExch(&ci[7], v);
    unsigned *cas = (unsigned *)&ci[8];
    unsigned o = *(volatile unsigned *)cas, a;
    do {
        a = o;
        o = atomicCAS(cas, a, a + (uv & 0xff));
    } while (o != a);

    atomicMin(&cu[0], uv);
    atomicMax(&cu[1], uv);
    atomicInc(&cu[2], 1000u);
    atomicDec(&cu[3], 777u);

    atomicAdd_global(&c64[0], v64);          /* atomicrmw ptr addrspace(1) */
    atomicMin(&c64[1], v64 * 0x9E3779B97F4A7C15ull);
    atomicMax((long long *)&c64[2], (long long)(v64 * 0xD6E8FEB86659FD93ull));
    atomicOr(&c64[3], 1ull << (uv & 63));
    atomic_add_cas(&c64[4], v64 & 0xffffff);
    old_64[i] = atomicExch(&c64[5], v64);

    float f = (float)(v & 0xfff) * 0.25f;
    atomicAdd(&cf[0], f);
    atomic_max_float(&cf[1], (float)v);
    atomicExch(&cf[2], f);
    atomicAdd(&cd[0], (double)v * 0.5);
}

#define ABLOCK 256
/* per block: 0 add, 1 min, 2 max, 3 and, 4 or, 5 xor, 6 cas-add, 7 umax,
 * 8 fadd (as float bits), 9..10 u64 add (lo, hi), 11 inc(lim 100), 12 exch-count */
#define ANS 13
KERNEL void atomics_shared(const int *vals, int n, int *out) {
    __shared__ int s[8];
    __shared__ unsigned su[3];
    __shared__ float sf;
    __shared__ unsigned long long s64;
    int t = threadIdx.x;
    if (t == 0) {
        s[0] = 0; s[1] = 2147483647; s[2] = -2147483647 - 1; s[3] = -1;
        s[4] = 0; s[5] = 0; s[6] = 0; s[7] = -1;
        su[0] = 0; su[1] = 0; su[2] = 0;
        sf = 0.0f;
        s64 = 0;
    }
    __syncthreads();
    int i = blockIdx.x * ABLOCK + t;
    if (i < n) {
        int v = vals[i];
        atomicAdd(&s[0], v);
        atomicMin(&s[1], v);
        atomicMax(&s[2], v);
        atomicAnd(&s[3], v | 0x0f0f0000);
        atomicOr(&s[4], v & 0x0101);
        atomicXor(&s[5], v);
        int o = s[6], a;
        do {
            a = o;
            o = atomicCAS_shared(&s[6], a, a + (v & 0xf));   /* cmpxchg ptr addrspace(3) */
        } while (o != a);
        atomicMax(&su[0], (unsigned)v);
        atomicAdd(&sf, (float)(v & 0xff));
        atomicAdd(&s64, (unsigned long long)(unsigned)v * 1000003ull);
        atomicInc(&su[1], 100u);
        if (atomicExch(&s[7], t) != -1)
            atomicAdd_shared(&su[2], 1u);                    /* atomicrmw ptr addrspace(3) */
    }
    __syncthreads();
    if (t == 0) {
        int *o = out + blockIdx.x * ANS;
        for (int k = 0; k < 6; k++)
            o[k] = s[k];
        o[6] = s[6];
        o[7] = (int)su[0];
        o[8] = __builtin_bit_cast(int, sf);
        o[9] = (int)(unsigned)s64;
        o[10] = (int)(unsigned)(s64 >> 32);
        o[11] = (int)su[1];
        o[12] = (int)su[2];
    }
}
