/*
 * ptxsel_device.h (host emulation) — the same names as
 * kernels/include/ptxsel_device.h, implemented for the CPU so that the corpus
 * sources compile as host C++ (clang++) inside the fake CUDA driver
 * (emu_cuda.cpp) used by `make runner-selftest`.
 *
 * Contract: a kernel runs as one fiber per GPU thread; barriers and warp
 * collectives (shuffles, votes, match, redux, bar.warp.sync) switch fibers
 * and follow PTX semantics (shfl's c operand, segment masks, clamping);
 * atomics are plain read-modify-writes (fibers only switch at collectives,
 * so they are atomic); approximate math uses the exact libm function.
 * __shared__ variables are statics in the "emu_shared" section (CTAs run
 * one after another); the runner's CPU references are what is being tested,
 * never the compiler.
 */
#ifndef PTXSEL_DEVICE_H
#define PTXSEL_DEVICE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __shared__ static __attribute__((section("emu_shared")))
#define __forceinline__ inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define KERNEL extern "C"
#define DEVFN static inline

typedef _Float16 half;
typedef __bf16 bf16;
typedef unsigned char u8;
typedef signed char i8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long i64;

typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef unsigned uint4 __attribute__((ext_vector_type(4)));
typedef signed char char4 __attribute__((ext_vector_type(4)));
typedef unsigned char uchar4 __attribute__((ext_vector_type(4)));
typedef short short2 __attribute__((ext_vector_type(2)));
typedef short short4 __attribute__((ext_vector_type(4)));
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
typedef __bf16 bf162 __attribute__((ext_vector_type(2)));

#include "emu_register.h"

#define threadIdx (emu_regs()->tid)
#define blockIdx (emu_regs()->ctaid)
#define blockDim (emu_regs()->ntid)
#define gridDim (emu_regs()->nctaid)
#define warpSize 32

DEVFN unsigned __laneid(void) { return emu_regs()->lane; }
DEVFN unsigned __warpid(void) { return emu_regs()->warp; }
DEVFN unsigned __smid(void) { return 0; }
DEVFN long long clock64(void) { return emu_clock(); }
DEVFN int clock(void) { return (int)emu_clock(); }
DEVFN unsigned __lanemask_lt(void) { return (1u << emu_regs()->lane) - 1u; }

/* ------------------------------------------------------------- barriers */
DEVFN void __syncthreads(void) { emu_bar(0, 0); }
DEVFN int __syncthreads_count(int p) { return emu_bar_red(0, p); }
DEVFN int __syncthreads_and(int p) { return emu_bar_red(1, p); }
DEVFN int __syncthreads_or(int p) { return emu_bar_red(2, p); }
DEVFN void __syncwarp(unsigned mask = 0xffffffffu) { emu_warp(EMU_WARP_SYNC, mask, 0, 0, 0); }
DEVFN void __named_bar_sync(int id) { emu_bar(id, 0); }
DEVFN void __named_bar_sync_cnt(int id, int cnt) { emu_bar(id, cnt); }
DEVFN void __threadfence_block(void) {}
DEVFN void __threadfence(void) {}
DEVFN void __threadfence_system(void) {}

/* ------------------------------------------------------ shuffles, votes */
#define PTXSEL_SHFL_C(width) ((unsigned)(32 - (width)) << 8)
template <class T> DEVFN unsigned emu_bits(T v) {
    unsigned u;
    memcpy(&u, &v, 4);
    return u;
}
template <class T> DEVFN T emu_from(unsigned u) {
    T v;
    memcpy(&v, &u, 4);
    return v;
}
#define EMU_SHFL_FN(NAME, KIND, CLAMP)                                                             \
    DEVFN int NAME(unsigned m, int v, int b, int w = 32) {                                         \
        return (int)emu_warp(KIND, m, (unsigned)v, (unsigned)b, PTXSEL_SHFL_C(w) | (CLAMP));       \
    }                                                                                              \
    DEVFN unsigned NAME(unsigned m, unsigned v, int b, int w = 32) {                               \
        return emu_warp(KIND, m, v, (unsigned)b, PTXSEL_SHFL_C(w) | (CLAMP));                      \
    }                                                                                              \
    DEVFN float NAME(unsigned m, float v, int b, int w = 32) {                                     \
        return emu_from<float>(emu_warp(KIND, m, emu_bits(v), (unsigned)b, PTXSEL_SHFL_C(w) | (CLAMP))); \
    }
EMU_SHFL_FN(__shfl_sync, EMU_SHFL_IDX, 0x1f)
EMU_SHFL_FN(__shfl_up_sync, EMU_SHFL_UP, 0)
EMU_SHFL_FN(__shfl_down_sync, EMU_SHFL_DOWN, 0x1f)
EMU_SHFL_FN(__shfl_xor_sync, EMU_SHFL_BFLY, 0x1f)
DEVFN double __shfl_xor_sync(unsigned m, double v, int x, int w = 32) {
    long long b;
    memcpy(&b, &v, 8);
    int lo = __shfl_xor_sync(m, (int)b, x, w);
    int hi = __shfl_xor_sync(m, (int)(b >> 32), x, w);
    long long r = (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
    double d;
    memcpy(&d, &r, 8);
    return d;
}
DEVFN unsigned __ballot_sync(unsigned m, int p) { return emu_warp(EMU_BALLOT, m, p != 0, 0, 0); }
DEVFN int __any_sync(unsigned m, int p) { return (int)emu_warp(EMU_ANY, m, p != 0, 0, 0); }
DEVFN int __all_sync(unsigned m, int p) { return (int)emu_warp(EMU_ALL, m, p != 0, 0, 0); }
DEVFN int __uni_sync(unsigned m, int p) { return (int)emu_warp(EMU_UNI, m, p != 0, 0, 0); }
DEVFN unsigned __match_any_sync(unsigned m, unsigned v) { return emu_warp(EMU_MATCH_ANY, m, v, 0, 0); }
DEVFN unsigned __reduce_add_sync(unsigned m, unsigned v) { return emu_warp(EMU_REDUX_ADD, m, v, 0, 0); }
DEVFN unsigned __reduce_max_sync(unsigned m, unsigned v) { return emu_warp(EMU_REDUX_UMAX, m, v, 0, 0); }
DEVFN unsigned __activemask(void) { return 0xffffffffu; } /* the corpus calls it with full warps */

/* -------------------------------------------------------------- atomics */
#define EMU_RMW(NAME, EXPR)                                                                        \
    template <class T> DEVFN T NAME(T *p, T v) {                                                   \
        T old = *p;                                                                                \
        *p = (EXPR);                                                                               \
        return old;                                                                                \
    }
EMU_RMW(atomicAdd, old + v)
EMU_RMW(atomicSub, (T)(old - v))
EMU_RMW(atomicMin, v < old ? v : old)
EMU_RMW(atomicMax, v > old ? v : old)
EMU_RMW(atomicAnd, old & v)
EMU_RMW(atomicOr, old | v)
EMU_RMW(atomicXor, old ^ v)
EMU_RMW(atomicExch, v)
template <class T> DEVFN T atomicCAS(T *p, T cmp, T v) {
    T old = *p;
    if (old == cmp)
        *p = v;
    return old;
}
DEVFN unsigned long long atomicAdd_global(unsigned long long *p, unsigned long long v) { return atomicAdd(p, v); }
DEVFN unsigned atomicAdd_shared(unsigned *p, unsigned v) { return atomicAdd(p, v); }
DEVFN int atomicCAS_shared(int *p, int cmp, int v) { return atomicCAS(p, cmp, v); }
template <class T> DEVFN T __ldg(const T *p) { return *p; }
DEVFN unsigned atomicInc(unsigned *p, unsigned lim) {
    unsigned old = *p;
    *p = old >= lim ? 0 : old + 1;
    return old;
}
DEVFN unsigned atomicDec(unsigned *p, unsigned lim) {
    unsigned old = *p;
    *p = (old == 0 || old > lim) ? lim : old - 1;
    return old;
}

/* ---------------------------------------------------------------- math */
DEVFN float rsqrtf(float x) { return (float)(1.0 / sqrt((double)x)); }
DEVFN float exp2f_approx(float x) { return exp2f(x); }
DEVFN float log2f_approx(float x) { return log2f(x); }
/* glibc declares __expf & co. itself: macros here */
#define __expf(x) expf(x)
#define __logf(x) logf(x)
#define __sinf(x) sinf(x)
#define __cosf(x) cosf(x)
DEVFN float __fdividef(float a, float b) { return a / b; }
DEVFN float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
DEVFN float __frcp_rn(float x) { return 1.0f / x; }

DEVFN int __popc(unsigned x) { return __builtin_popcount(x); }
DEVFN int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
DEVFN int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
DEVFN int __ffs(int x) { return __builtin_ffs(x); }
DEVFN unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
DEVFN unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
    unsigned long long b = ((unsigned long long)y << 32) | x;
    unsigned out = 0;
    for (int k = 0; k < 4; k++) {
        unsigned sel = (s >> (4 * k)) & 15, byte = (unsigned)(b >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = (byte & 0x80) ? 0xff : 0;
        out |= byte << (8 * k);
    }
    return out;
}
DEVFN int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
DEVFN unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
DEVFN unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
    return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
DEVFN unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) {
    s &= 31;
    return s ? (hi << s) | (lo >> (32 - s)) : hi;
}
DEVFN unsigned __rotl(unsigned x, unsigned s) { return __builtin_rotateleft32(x, s); }

template <class T> DEVFN T min(T a, T b) { return a < b ? a : b; }
template <class T> DEVFN T max(T a, T b) { return a > b ? a : b; }

DEVFN half __float2half(float f) { return (half)f; }
DEVFN float __half2float(half h) { return (float)h; }
DEVFN bf16 __float2bfloat16_rn(float f) { return (bf16)f; }
DEVFN float __bfloat162float(bf16 b) { return (float)b; }
DEVFN half __hfma(half a, half b, half c) { return (half)((double)a * (double)b + (double)c); }

/* NVVM builtins the corpus calls directly */
DEVFN unsigned __nvvm_isspacep_shared(const void *p) { return emu_is_shared(p); }
DEVFN unsigned __nvvm_isspacep_local(const void *p) { return emu_is_local(p); }
DEVFN unsigned __nvvm_isspacep_global(const void *p) { return !emu_is_shared(p) && !emu_is_local(p); }
DEVFN void emu_fence(void) {}

#endif
