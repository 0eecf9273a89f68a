/*
 * ptxsel_device.h — CUDA-style device environment for kernels compiled by
 * clang-19 with -nocudainc -nocudalib (no CUDA headers, no libdevice).
 *
 * Contract: everything here lowers to plain LLVM IR or to LLVM/NVVM
 * intrinsics (llvm.nvvm.*, llvm.sqrt.*, llvm.fma.*, atomicrmw, cmpxchg ...);
 * nothing becomes a call to an undefined library function. Kernels include
 * this header and use the familiar CUDA spellings (threadIdx.x,
 * __syncthreads, __shfl_down_sync, atomicAdd, rsqrtf, ...). Names that are
 * macros in real CUDA are macros here; the rest are always-inline functions.
 * Kernels are declared with KERNEL (extern "C" __global__) so their PTX
 * entry names are unmangled and the host runner can find them by name.
 */
#ifndef PTXSEL_DEVICE_H
#define PTXSEL_DEVICE_H

#if !defined(__CUDA__) || !defined(__NVPTX__)
#error "ptxsel_device.h is for clang -x cuda --cuda-device-only"
#endif

/* ------------------------------------------------------------ qualifiers */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict
#define KERNEL extern "C" __global__
#define DEVFN static __device__ __forceinline__

typedef __SIZE_TYPE__ size_t;
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

/* ----------------------------------------------- threadIdx and friends */
#define PTXSEL_SREG3(T, A, B, C)                                               \
    struct T {                                                                 \
        __declspec(property(get = gx)) unsigned x;                             \
        __declspec(property(get = gy)) unsigned y;                             \
        __declspec(property(get = gz)) unsigned z;                             \
        static __device__ __forceinline__ unsigned gx(void) { return A; }     \
        static __device__ __forceinline__ unsigned gy(void) { return B; }     \
        static __device__ __forceinline__ unsigned gz(void) { return C; }     \
    };                                                                         \
    extern const __device__ __attribute__((weak)) T

PTXSEL_SREG3(ptxsel_tid_t, __nvvm_read_ptx_sreg_tid_x(), __nvvm_read_ptx_sreg_tid_y(),
             __nvvm_read_ptx_sreg_tid_z()) threadIdx;
PTXSEL_SREG3(ptxsel_ctaid_t, __nvvm_read_ptx_sreg_ctaid_x(), __nvvm_read_ptx_sreg_ctaid_y(),
             __nvvm_read_ptx_sreg_ctaid_z()) blockIdx;
PTXSEL_SREG3(ptxsel_ntid_t, __nvvm_read_ptx_sreg_ntid_x(), __nvvm_read_ptx_sreg_ntid_y(),
             __nvvm_read_ptx_sreg_ntid_z()) blockDim;
PTXSEL_SREG3(ptxsel_nctaid_t, __nvvm_read_ptx_sreg_nctaid_x(), __nvvm_read_ptx_sreg_nctaid_y(),
             __nvvm_read_ptx_sreg_nctaid_z()) gridDim;
#define warpSize 32

DEVFN unsigned __laneid(void) { return (unsigned)__nvvm_read_ptx_sreg_laneid(); }
DEVFN unsigned __warpid(void) { return (unsigned)__nvvm_read_ptx_sreg_warpid(); }
DEVFN unsigned __smid(void) { return (unsigned)__nvvm_read_ptx_sreg_smid(); }
DEVFN long long clock64(void) { return __nvvm_read_ptx_sreg_clock64(); }
DEVFN int clock(void) { return __nvvm_read_ptx_sreg_clock(); }
DEVFN unsigned __lanemask_lt(void) { return (unsigned)__nvvm_read_ptx_sreg_lanemask_lt(); }

/* ------------------------------------------------------------- barriers */
/* __syncthreads() is a clang builtin (llvm.nvvm.barrier0). */
DEVFN int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
DEVFN int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
DEVFN int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
DEVFN void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
DEVFN void __named_bar_sync(int id) { __nvvm_bar_sync(id); }
DEVFN void __named_bar_sync_cnt(int id, int cnt) { __nvvm_barrier_sync_cnt(id, cnt); }
DEVFN void __threadfence_block(void) { __nvvm_membar_cta(); }
DEVFN void __threadfence(void) { __nvvm_membar_gl(); }
DEVFN void __threadfence_system(void) { __nvvm_membar_sys(); }

/* ------------------------------------------------------ shuffles, votes */
#define PTXSEL_SHFL_C(width) ((32 - (width)) << 8)
DEVFN int __shfl_sync(unsigned m, int v, int lane, int w = 32) {
    return __nvvm_shfl_sync_idx_i32(m, v, lane, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN unsigned __shfl_sync(unsigned m, unsigned v, int lane, int w = 32) {
    return (unsigned)__nvvm_shfl_sync_idx_i32(m, (int)v, lane, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN float __shfl_sync(unsigned m, float v, int lane, int w = 32) {
    return __nvvm_shfl_sync_idx_f32(m, v, lane, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN int __shfl_up_sync(unsigned m, int v, unsigned d, int w = 32) {
    return __nvvm_shfl_sync_up_i32(m, v, (int)d, PTXSEL_SHFL_C(w));
}
DEVFN unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d, int w = 32) {
    return (unsigned)__nvvm_shfl_sync_up_i32(m, (int)v, (int)d, PTXSEL_SHFL_C(w));
}
DEVFN float __shfl_up_sync(unsigned m, float v, unsigned d, int w = 32) {
    return __nvvm_shfl_sync_up_f32(m, v, (int)d, PTXSEL_SHFL_C(w));
}
DEVFN int __shfl_down_sync(unsigned m, int v, unsigned d, int w = 32) {
    return __nvvm_shfl_sync_down_i32(m, v, (int)d, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d, int w = 32) {
    return (unsigned)__nvvm_shfl_sync_down_i32(m, (int)v, (int)d, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN float __shfl_down_sync(unsigned m, float v, unsigned d, int w = 32) {
    return __nvvm_shfl_sync_down_f32(m, v, (int)d, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN int __shfl_xor_sync(unsigned m, int v, int x, int w = 32) {
    return __nvvm_shfl_sync_bfly_i32(m, v, x, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN unsigned __shfl_xor_sync(unsigned m, unsigned v, int x, int w = 32) {
    return (unsigned)__nvvm_shfl_sync_bfly_i32(m, (int)v, x, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN float __shfl_xor_sync(unsigned m, float v, int x, int w = 32) {
    return __nvvm_shfl_sync_bfly_f32(m, v, x, PTXSEL_SHFL_C(w) | 0x1f);
}
DEVFN double __shfl_xor_sync(unsigned m, double v, int x, int w = 32) {
    long long b = __builtin_bit_cast(long long, v);
    int lo = __shfl_xor_sync(m, (int)b, x, w);
    int hi = __shfl_xor_sync(m, (int)(b >> 32), x, w);
    return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
DEVFN unsigned __ballot_sync(unsigned m, int p) { return (unsigned)__nvvm_vote_ballot_sync(m, p != 0); }
DEVFN int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p != 0); }
DEVFN int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p != 0); }
DEVFN int __uni_sync(unsigned m, int p) { return __nvvm_vote_uni_sync(m, p != 0); }
DEVFN unsigned __match_any_sync(unsigned m, unsigned v) { return (unsigned)__nvvm_match_any_sync_i32(m, (int)v); }
DEVFN unsigned __reduce_add_sync(unsigned m, unsigned v) { return (unsigned)__nvvm_redux_sync_add((int)v, m); }
DEVFN unsigned __reduce_max_sync(unsigned m, unsigned v) { return (unsigned)__nvvm_redux_sync_umax(v, m); }
DEVFN unsigned __activemask(void) {
    unsigned m;
    __asm__ volatile("activemask.b32 %0;" : "=r"(m));
    return m;
}

/* -------------------------------------------------------------- atomics */
/* CUDA atomics are relaxed; __atomic_* with __ATOMIC_RELAXED gives
 * atomicrmw/cmpxchg ... monotonic. Works on generic, global and shared
 * pointers (InferAddressSpaces specialises the address space at -O2). */
#define PTXSEL_ATOMIC_RMW(NAME, OP, T)                                         \
    DEVFN T NAME(T *p, T v) { return OP(p, v, __ATOMIC_RELAXED); }
#define PTXSEL_ATOMIC_INT(NAME, OP)                                            \
    PTXSEL_ATOMIC_RMW(NAME, OP, int)                                           \
    PTXSEL_ATOMIC_RMW(NAME, OP, unsigned)                                      \
    PTXSEL_ATOMIC_RMW(NAME, OP, long long)                                     \
    PTXSEL_ATOMIC_RMW(NAME, OP, unsigned long long)
PTXSEL_ATOMIC_INT(atomicAdd, __atomic_fetch_add)
PTXSEL_ATOMIC_INT(atomicSub, __atomic_fetch_sub)
PTXSEL_ATOMIC_INT(atomicMin, __atomic_fetch_min)
PTXSEL_ATOMIC_INT(atomicMax, __atomic_fetch_max)
PTXSEL_ATOMIC_INT(atomicAnd, __atomic_fetch_and)
PTXSEL_ATOMIC_INT(atomicOr, __atomic_fetch_or)
PTXSEL_ATOMIC_INT(atomicXor, __atomic_fetch_xor)
DEVFN float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
DEVFN double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
DEVFN int atomicExch(int *p, int v) { return __atomic_exchange_n(p, v, __ATOMIC_RELAXED); }
DEVFN unsigned atomicExch(unsigned *p, unsigned v) { return __atomic_exchange_n(p, v, __ATOMIC_RELAXED); }
DEVFN unsigned long long atomicExch(unsigned long long *p, unsigned long long v) {
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);
}
DEVFN float atomicExch(float *p, float v) {
    float r;
    __atomic_exchange(p, &v, &r, __ATOMIC_RELAXED);
    return r;
}
DEVFN int atomicCAS(int *p, int cmp, int v) {
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return cmp;
}
DEVFN unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return cmp;
}
DEVFN unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp, unsigned long long v) {
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return cmp;
}
/* The same through address-space-qualified pointers, so the IR itself says
 * atomicrmw/cmpxchg ptr addrspace(1|3) (atom.global / atom.shared). */
#define PTXSEL_AS(n) __attribute__((address_space(n)))
DEVFN unsigned long long atomicAdd_global(unsigned long long *p, unsigned long long v) {
    return __atomic_fetch_add((PTXSEL_AS(1) unsigned long long *)p, v, __ATOMIC_RELAXED);
}
DEVFN unsigned atomicAdd_shared(unsigned *p, unsigned v) {
    return __atomic_fetch_add((PTXSEL_AS(3) unsigned *)p, v, __ATOMIC_RELAXED);
}
DEVFN int atomicCAS_shared(int *p, int cmp, int v) {
    __atomic_compare_exchange_n((PTXSEL_AS(3) int *)p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return cmp;
}
/* CUDA's wrapping increment: ((old >= lim) ? 0 : old + 1). */
DEVFN unsigned atomicInc(unsigned *p, unsigned lim) { return __nvvm_atom_inc_gen_ui(p, lim); }
DEVFN unsigned atomicDec(unsigned *p, unsigned lim) { return __nvvm_atom_dec_gen_ui(p, lim); }

/* ---------------------------------------------------------------- math */
DEVFN float sqrtf(float x) { return __builtin_sqrtf(x); }
DEVFN double sqrt(double x) { return __builtin_sqrt(x); }
DEVFN float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
DEVFN double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
DEVFN float fabsf(float x) { return __builtin_fabsf(x); }
DEVFN double fabs(double x) { return __builtin_fabs(x); }
DEVFN float fminf(float a, float b) { return __builtin_fminf(a, b); }
DEVFN float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
DEVFN double fmin(double a, double b) { return __builtin_fmin(a, b); }
DEVFN double fmax(double a, double b) { return __builtin_fmax(a, b); }
DEVFN float floorf(float x) { return __builtin_floorf(x); }
DEVFN float ceilf(float x) { return __builtin_ceilf(x); }
DEVFN float truncf(float x) { return __builtin_truncf(x); }
DEVFN float rintf(float x) { return __builtin_rintf(x); }
DEVFN double floor(double x) { return __builtin_floor(x); }
DEVFN double ceil(double x) { return __builtin_ceil(x); }
DEVFN double trunc(double x) { return __builtin_trunc(x); }
DEVFN double rint(double x) { return __builtin_rint(x); }
DEVFN float copysignf(float a, float b) { return __builtin_copysignf(a, b); }
DEVFN float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
DEVFN float exp2f_approx(float x) { return __nvvm_ex2_approx_f(x); }
DEVFN float log2f_approx(float x) { return __nvvm_lg2_approx_f(x); }
DEVFN float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
DEVFN float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.6931471805599453f; }
DEVFN float __sinf(float x) { return __nvvm_sin_approx_f(x); }
DEVFN float __cosf(float x) { return __nvvm_cos_approx_f(x); }
DEVFN float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
DEVFN float __saturatef(float x) { return __nvvm_saturate_f(x); }
DEVFN float __frcp_rn(float x) { return __nvvm_rcp_rn_f(x); }

DEVFN int __popc(unsigned x) { return __builtin_popcount(x); }
DEVFN int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
DEVFN int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
DEVFN int __ffs(int x) { return __builtin_ffs(x); }
DEVFN unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
DEVFN unsigned __byte_perm(unsigned x, unsigned y, unsigned s) { return (unsigned)__nvvm_prmt((int)x, (int)y, (int)s); }
DEVFN int __mulhi(int a, int b) { return __nvvm_mulhi_i(a, b); }
DEVFN unsigned __umulhi(unsigned a, unsigned b) { return __nvvm_mulhi_ui(a, b); }
DEVFN unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return __nvvm_mulhi_ull(a, b); }
DEVFN unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) {
    s &= 31;
    return s ? (hi << s) | (lo >> (32 - s)) : hi;
}
DEVFN unsigned __rotl(unsigned x, unsigned s) { return __builtin_rotateleft32(x, s); }

template <class T> DEVFN T min(T a, T b) { return a < b ? a : b; }
template <class T> DEVFN T max(T a, T b) { return a > b ? a : b; }

/* read-only global loads (ld.global.nc) */
DEVFN float __ldg(const float *p) { return __nvvm_ldg_f(p); }
DEVFN int __ldg(const int *p) { return __nvvm_ldg_i(p); }
DEVFN float4 __ldg(const float4 *p) { return __nvvm_ldg_f4(p); }

/* ------------------------------------------------------- half, bfloat16 */
DEVFN half __float2half(float f) { return (half)f; }
DEVFN float __half2float(half h) { return (float)h; }
DEVFN bf16 __float2bfloat16_rn(float f) { return __nvvm_f2bf16_rn(f); }
DEVFN float __bfloat162float(bf16 b) { return (float)b; }
DEVFN half __hfma(half a, half b, half c) { return __builtin_elementwise_fma(a, b, c); }

#endif /* PTXSEL_DEVICE_H */
