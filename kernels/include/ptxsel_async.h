/*
 * ptxsel_async.h — Ampere asynchronous copies (cp.async) and the L2 cache
 * policy intrinsics (createpolicy, cache-hinted loads / stores, prefetch,
 * applypriority) of docs/intrinsics.md "Async copies and cache policies
 * (cpasync)", as C declarations with asm labels for CUDA-style kernels
 * compiled by clang-19 and then by ptxsel. Include after ptxsel_device.h
 * (and after ptxsel_hopper.h when both are used).
 *
 * Conventions (as ptxsel_hopper.h):
 *  - Declarations named ptxsel_as_* are the raw intrinsics, on address-space
 *    pointers: PTXSEL_AS_SMEM (3, shared::cta), PTXSEL_AS_GMEM (1, global).
 *    The wrappers without the prefix take generic pointers (to __shared__
 *    objects and to global memory) and cast them.
 *  - cp_async_wait_group(N) is a macro: N reaches the IR as a constant
 *    (the intrinsic's operand is an immarg).
 *  - A cp.async's size is part of the intrinsic's name: 4, 8 or 16 bytes
 *    (.ca), 16 (.cg); source and destination aligned to it.
 */
#ifndef PTXSEL_ASYNC_H
#define PTXSEL_ASYNC_H

#ifndef PTXSEL_DEVICE_H
#error "include ptxsel_device.h before ptxsel_async.h"
#endif

#define PTXSEL_AS_SMEM __attribute__((address_space(3)))
#define PTXSEL_AS_GMEM __attribute__((address_space(1)))
#define PTXSEL_AS_S(p) ((PTXSEL_AS_SMEM void *)(p))
#define PTXSEL_AS_G(p) ((PTXSEL_AS_GMEM const void *)(p))

/* ------------------------------------------------------------ cp.async */
/* upstream's names */
__device__ void ptxsel_as_cp_ca_4(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src)
    __asm__("llvm.nvvm.cp.async.ca.shared.global.4");
__device__ void ptxsel_as_cp_ca_8(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src)
    __asm__("llvm.nvvm.cp.async.ca.shared.global.8");
__device__ void ptxsel_as_cp_ca_16(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src)
    __asm__("llvm.nvvm.cp.async.ca.shared.global.16");
__device__ void ptxsel_as_cp_cg_16(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src)
    __asm__("llvm.nvvm.cp.async.cg.shared.global.16");
/* with a src-size: bytes src_size..15 of the destination are zero-filled */
__device__ void ptxsel_as_cp_cg_16_zfill(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src, u32 src_size)
    __asm__("llvm.nvvm.cp.async.cg.shared.global.16.s");
__device__ void ptxsel_as_commit_group(void) __asm__("llvm.nvvm.cp.async.commit.group");
__device__ void ptxsel_as_wait_group(int n) __asm__("llvm.nvvm.cp.async.wait.group");
__device__ void ptxsel_as_wait_all(void) __asm__("llvm.nvvm.cp.async.wait.all");
__device__ void ptxsel_as_mbar_arrive_noinc(PTXSEL_AS_SMEM u64 *bar)
    __asm__("llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared");
/* ours: L2 prefetch size, cache policy, ignore-src predicate */
__device__ void ptxsel_as_cp_cg_16_hint_128b(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src, u64 policy)
    __asm__("llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16");
__device__ void ptxsel_as_cp_ca_8_256b(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src)
    __asm__("llvm.nvvm.cp.async.ca.shared.global.L2.256B.8");
__device__ void ptxsel_as_cp_ca_16_ignore(PTXSEL_AS_SMEM void *dst, PTXSEL_AS_GMEM const void *src, bool ignore)
    __asm__("llvm.nvvm.cp.async.ca.shared.global.16.ignore.src");

DEVFN void cp_async_ca_4(void *dst, const void *src) { ptxsel_as_cp_ca_4(PTXSEL_AS_S(dst), PTXSEL_AS_G(src)); }
DEVFN void cp_async_ca_8(void *dst, const void *src) { ptxsel_as_cp_ca_8(PTXSEL_AS_S(dst), PTXSEL_AS_G(src)); }
DEVFN void cp_async_ca_16(void *dst, const void *src) { ptxsel_as_cp_ca_16(PTXSEL_AS_S(dst), PTXSEL_AS_G(src)); }
DEVFN void cp_async_cg_16(void *dst, const void *src) { ptxsel_as_cp_cg_16(PTXSEL_AS_S(dst), PTXSEL_AS_G(src)); }
DEVFN void cp_async_cg_16_zfill(void *dst, const void *src, u32 src_size)
{
    ptxsel_as_cp_cg_16_zfill(PTXSEL_AS_S(dst), PTXSEL_AS_G(src), src_size);
}
/* .cg 16 bytes with .L2::cache_hint (policy from createpolicy) and .L2::128B */
DEVFN void cp_async_cg_16_hint_128b(void *dst, const void *src, u64 policy)
{
    ptxsel_as_cp_cg_16_hint_128b(PTXSEL_AS_S(dst), PTXSEL_AS_G(src), policy);
}
/* .ca 8 bytes with .L2::256B */
DEVFN void cp_async_ca_8_256b(void *dst, const void *src) { ptxsel_as_cp_ca_8_256b(PTXSEL_AS_S(dst), PTXSEL_AS_G(src)); }
/* .ca 16 bytes; when 'ignore' is true the source is not read and the
 * destination is zero-filled (PTX 7.5) */
DEVFN void cp_async_ca_16_ignore_src(void *dst, const void *src, bool ignore)
{
    ptxsel_as_cp_ca_16_ignore(PTXSEL_AS_S(dst), PTXSEL_AS_G(src), ignore);
}
DEVFN void cp_async_commit_group(void) { ptxsel_as_commit_group(); }
/* N: a compile-time constant (immarg) */
#define cp_async_wait_group(N) ptxsel_as_wait_group(N)
DEVFN void cp_async_wait_all(void) { ptxsel_as_wait_all(); }
/* the mbarrier (a __shared__ u64) receives an arrive-on once every prior
 * cp.async of this thread has completed; .noinc: its pending count is not
 * raised first, so the barrier's expected count includes these arrivals */
DEVFN void cp_async_mbarrier_arrive_noinc(u64 *bar) { ptxsel_as_mbar_arrive_noinc((PTXSEL_AS_SMEM u64 *)bar); }

/* ------------------------------------------------------------ cache policies */
__device__ u64 createpolicy_evict_last(float fraction) __asm__("llvm.nvvm.createpolicy.fractional.L2.evict.last");
__device__ u64 createpolicy_evict_first(float fraction) __asm__("llvm.nvvm.createpolicy.fractional.L2.evict.first");
__device__ u64 createpolicy_evict_first_unchanged(float fraction)
    __asm__("llvm.nvvm.createpolicy.fractional.L2.evict.first.L2.evict.unchanged");

/* ------------------------------------------------------------ hinted global memory */
__device__ uint4 ptxsel_as_ld_nc_na_256b_v4(PTXSEL_AS_GMEM const void *p)
    __asm__("llvm.nvvm.ld.global.nc.L1.no.allocate.L2.256B.v4i32");
__device__ uint4 ptxsel_as_ld_hint_v4(PTXSEL_AS_GMEM const void *p, u64 policy)
    __asm__("llvm.nvvm.ld.global.L2.cache.hint.v4i32");
__device__ u32 ptxsel_as_ld_evict_last_b32(PTXSEL_AS_GMEM const void *p) __asm__("llvm.nvvm.ld.global.L1.evict.last.i32");
__device__ void ptxsel_as_st_na_hint_v4(PTXSEL_AS_GMEM const void *p, uint4 v, u64 policy)
    __asm__("llvm.nvvm.st.global.L1.no.allocate.L2.cache.hint.v4i32");
__device__ void ptxsel_as_st_evict_first_b32(PTXSEL_AS_GMEM const void *p, u32 v)
    __asm__("llvm.nvvm.st.global.L1.evict.first.i32");
__device__ void ptxsel_as_prefetch_l2_evict_last(PTXSEL_AS_GMEM const void *p)
    __asm__("llvm.nvvm.prefetch.global.L2.evict.last");
__device__ void ptxsel_as_applypriority(PTXSEL_AS_GMEM const void *p, u64 size)
    __asm__("llvm.nvvm.applypriority.global.L2.evict.normal");

/* ld.global.nc.L1::no_allocate.L2::256B.v4.b32 (read-only data) */
DEVFN uint4 ld_nc_no_allocate_256b(const uint4 *p) { return ptxsel_as_ld_nc_na_256b_v4(PTXSEL_AS_G(p)); }
/* ld.global.L2::cache_hint.v4.b32 */
DEVFN uint4 ld_cache_hint(const uint4 *p, u64 policy) { return ptxsel_as_ld_hint_v4(PTXSEL_AS_G(p), policy); }
DEVFN u32 ld_evict_last(const u32 *p) { return ptxsel_as_ld_evict_last_b32(PTXSEL_AS_G(p)); }
/* st.global.L1::no_allocate.L2::cache_hint.v4.b32 */
DEVFN void st_no_allocate_hint(uint4 *p, uint4 v, u64 policy) { ptxsel_as_st_na_hint_v4(PTXSEL_AS_G(p), v, policy); }
DEVFN void st_evict_first(u32 *p, u32 v) { ptxsel_as_st_evict_first_b32(PTXSEL_AS_G(p), v); }
DEVFN void prefetch_l2_evict_last(const void *p) { ptxsel_as_prefetch_l2_evict_last(PTXSEL_AS_G(p)); }
/* applypriority.global.L2::evict_normal on the 128-byte line at p (aligned) */
DEVFN void applypriority_evict_normal(const void *p) { ptxsel_as_applypriority(PTXSEL_AS_G(p), 128); }

#endif
