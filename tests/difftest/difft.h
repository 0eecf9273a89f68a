/*
 * difft.h — the device environment of the differential-testing programs
 * (tests/difftest/gen.py). clang-19 -x cuda --cuda-device-only -nocudainc
 * -nocudalib: everything here lowers to plain IR or llvm.nvvm.* intrinsics.
 *
 * Contract: every helper is well defined for every input (float->int
 * conversions clamp NaN/inf/out-of-range values first), so a generated
 * program has one meaning and two compilers must agree on it bit for bit.
 */
#ifndef DIFFT_H
#define DIFFT_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define NOINLINE __attribute__((noinline))
#define INL static __device__ __inline__ __attribute__((always_inline))
#define AS1 __attribute__((address_space(1)))
#define AS3 __attribute__((address_space(3)))
#define RLX __ATOMIC_RELAXED
#define FULL 0xffffffffu

typedef unsigned u32;
typedef unsigned long long u64;
typedef unsigned __int128 u128;
typedef _Float16 half;
typedef __bf16 bf16;
typedef float v4f32 __attribute__((ext_vector_type(4)));
typedef double v2f64 __attribute__((ext_vector_type(2)));
typedef _Float16 v2f16 __attribute__((ext_vector_type(2)));
typedef unsigned v4u32 __attribute__((ext_vector_type(4)));
typedef unsigned char v4u8 __attribute__((ext_vector_type(4)));
typedef unsigned long long v2u64 __attribute__((ext_vector_type(2)));

/* the kernel's by-value parameter: 64 bytes of random words */
struct Params {
    u32 w[8];
    u64 d[4];
};

#define TID (__nvvm_read_ptx_sreg_tid_x())
#define BID (__nvvm_read_ptx_sreg_ctaid_x())
#define NTID (__nvvm_read_ptx_sreg_ntid_x())

/* checksum: every computed value is mixed into one u64 per thread */
INL u64 mix(u64 h, u64 v) {
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}
/* floats by their bit patterns, every NaN as one canonical NaN */
INL u64 hf(float x) { return x == x ? (u64)__builtin_bit_cast(u32, x) : 0x7fc00000ull; }
INL u64 hf(double x) { return x == x ? __builtin_bit_cast(u64, x) : 0x7ff8000000000000ull; }
INL u64 hf(half x) { return x == x ? (u64)__builtin_bit_cast(unsigned short, x) : 0x7e00ull; }
INL u64 hf(bf16 x) { return x == x ? (u64)__builtin_bit_cast(unsigned short, x) : 0x7fc0ull; }

/* float -> integer of any width, defined for every input: NaN -> 0, then
 * clamped to [lo, hi] (both exactly representable in F and in T) */
template <typename T, typename F> INL T f2i(F x, F lo, F hi) {
    F t = x == x ? x : (F)0;
    t = t < lo ? lo : t;
    t = t > hi ? hi : t;
    return (T)t;
}

#endif
