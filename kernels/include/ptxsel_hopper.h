/*
 * ptxsel_hopper.h — the Hopper (sm_90 / sm_90a) intrinsics of docs/intrinsics.md
 * as C declarations with asm labels, for CUDA-style kernels compiled by
 * clang-19 (-nocudainc -nocudalib) and then by ptxsel. Include after
 * ptxsel_device.h.
 *
 * Families: TMA (cp.async.bulk.tensor tile g2s 1d-5d / s2g 1d-5d, bulk
 * global->shared copy, bulk groups), mbarrier (init/inval, arrive, arrive.expect_tx, expect_tx,
 * try_wait/test_wait parity, remote cluster arrive), fences
 * (fence.proxy.async*, fence.mbarrier_init, fence.sc.cluster), clusters
 * (barrier.cluster, mapa, getctarank, cluster special registers),
 * setmaxnreg, WGMMA (fence / commit_group / wait_group, mma_async
 * m64n{64,128,256}k16 bf16 and f16 -> f32 in SS and RS forms, m64n256k32
 * e4m3 SS).
 *
 * Conventions
 *  - Address spaces are clang address_space attributes, so the IR carries
 *    them: SMEM (3, shared::cta), DSMEM (7, shared::cluster).
 *  - Declarations named ptxsel_hp_* are the raw intrinsics: their trailing
 *    immarg operands (flags, immediates) must be compile-time constants. The
 *    inline wrappers without that prefix pass literal constants and are what
 *    kernels normally call. wgmma_wait_group(), bulk_wait_group*() and
 *    setmaxnreg_*() are macros and the other wrappers always-inline, so
 *    their immediates reach the IR as constants.
 *  - One LLVM module holds one signature per intrinsic name: the SS and RS
 *    forms of the same wgmma shape (i64 vs <4 x i32> A) cannot both be
 *    called from one translation unit (kernels/smoke/wgmma_{ss,rs}.cu).
 *  - Every warp- or warpgroup-collective (.sync.aligned) and every barrier
 *    declaration is __attribute__((convergent)) (PTXSEL_HP_CONV), so clang's
 *    -O2 does not move the call across control flow.
 *  - Wrappers take generic pointers to __shared__ variables (clang types
 *    __shared__ objects as generic) and cast them to SMEM themselves.
 *  - A CUtensorMap (128 bytes, 64-byte aligned) is passed as a pointer to a
 *    copy in global memory: clang-19 has no __grid_constant__, and a
 *    by-value struct kernel parameter would be copied to local memory.
 */
#ifndef PTXSEL_HOPPER_H
#define PTXSEL_HOPPER_H

#ifndef PTXSEL_DEVICE_H
#error "include ptxsel_device.h before ptxsel_hopper.h"
#endif

#define SMEM __attribute__((address_space(3)))
#define DSMEM __attribute__((address_space(7)))
#define PTXSEL_HP_CONV __attribute__((convergent))


/* ------------------------------------------------------------ addresses */
/* A generic pointer into shared memory, as a shared::cta pointer. */
#define TO_SMEM(T, p) ((SMEM T *)(p))
/* The 32-bit shared::cta byte address of a generic pointer into shared
 * memory (what SMEM matrix descriptors and PTX .shared operands use). */
DEVFN u32 smem_u32addr(const void *p) { return (u32)(size_t)(SMEM const unsigned char *)p; }
/* A shared::cta address is a shared::cluster address of the executing CTA
 * (PTX ISA: the shared::cta window is contained in the shared::cluster
 * window). Used for the destination of TMA loads into this CTA. */
DEVFN DSMEM void *smem_to_cluster(void *p) { return (DSMEM void *)(size_t)TO_SMEM(void, p); }

/* ------------------------------------------------------------ mbarrier */
/* Raw intrinsics on shared::cta (SMEM) / shared::cluster (DSMEM) pointers. */
__device__ void ptxsel_hp_mbar_init(SMEM u64 *bar, u32 count) __asm__("llvm.nvvm.mbarrier.init.shared");
__device__ void ptxsel_hp_mbar_inval(SMEM u64 *bar) __asm__("llvm.nvvm.mbarrier.inval.shared");
__device__ u64 ptxsel_hp_mbar_arrive(SMEM u64 *bar) __asm__("llvm.nvvm.mbarrier.arrive.shared");
__device__ u64 ptxsel_hp_mbar_arrive_cnt(SMEM u64 *bar, u32 count)
    __asm__("llvm.nvvm.mbarrier.arrive.scope.cta.space.cta");
__device__ u64 ptxsel_hp_mbar_arrive_expect_tx(SMEM u64 *bar, u32 tx_bytes)
    __asm__("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta");
__device__ void ptxsel_hp_mbar_expect_tx(SMEM u64 *bar, u32 tx_bytes)
    __asm__("llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta");
__device__ bool ptxsel_hp_mbar_try_wait_parity(SMEM u64 *bar, u32 parity)
    __asm__("llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta");
__device__ bool ptxsel_hp_mbar_try_wait_parity_cluster(SMEM u64 *bar, u32 parity)
    __asm__("llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta");
__device__ bool ptxsel_hp_mbar_test_wait_parity(SMEM u64 *bar, u32 parity)
    __asm__("llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta");
__device__ void ptxsel_hp_mbar_arrive_remote(DSMEM u64 *bar, u32 count)
    __asm__("llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster");

/* Wrappers on generic pointers to __shared__ u64 barriers. */
DEVFN void mbarrier_init(u64 *bar, u32 count) { ptxsel_hp_mbar_init(TO_SMEM(u64, bar), count); }
DEVFN void mbarrier_inval(u64 *bar) { ptxsel_hp_mbar_inval(TO_SMEM(u64, bar)); }
/* arrive (release.cta), one arrival; returns the state token */
DEVFN u64 mbarrier_arrive(u64 *bar) { return ptxsel_hp_mbar_arrive(TO_SMEM(u64, bar)); }
/* arrive with an arrival count (scoped form, release.cta) */
DEVFN u64 mbarrier_arrive_cnt(u64 *bar, u32 count) { return ptxsel_hp_mbar_arrive_cnt(TO_SMEM(u64, bar), count); }
/* arrive and add tx_bytes to the expected transaction count of this phase */
DEVFN u64 mbarrier_arrive_expect_tx(u64 *bar, u32 tx_bytes)
{
    return ptxsel_hp_mbar_arrive_expect_tx(TO_SMEM(u64, bar), tx_bytes);
}
/* add tx_bytes to the expected transaction count without arriving */
DEVFN void mbarrier_expect_tx(u64 *bar, u32 tx_bytes) { ptxsel_hp_mbar_expect_tx(TO_SMEM(u64, bar), tx_bytes); }
/* one try of the wait for the phase with this parity (0/1) to complete */
DEVFN bool mbarrier_try_wait_parity(u64 *bar, u32 parity)
{
    return ptxsel_hp_mbar_try_wait_parity(TO_SMEM(u64, bar), parity);
}
DEVFN bool mbarrier_test_wait_parity(u64 *bar, u32 parity)
{
    return ptxsel_hp_mbar_test_wait_parity(TO_SMEM(u64, bar), parity);
}
/* spin until the phase with this parity has completed (acquire.cta / .cluster) */
DEVFN void mbarrier_wait_parity(u64 *bar, u32 parity)
{
    while (!ptxsel_hp_mbar_try_wait_parity(TO_SMEM(u64, bar), parity)) {
    }
}
DEVFN void mbarrier_wait_parity_cluster(u64 *bar, u32 parity)
{
    while (!ptxsel_hp_mbar_try_wait_parity_cluster(TO_SMEM(u64, bar), parity)) {
    }
}
/* ------------------------------------------------------------ fences */
__device__ void fence_proxy_async(void) __asm__("llvm.nvvm.fence.proxy.async");
__device__ void fence_proxy_async_global(void) __asm__("llvm.nvvm.fence.proxy.async.global");
__device__ void fence_proxy_async_shared_cta(void) __asm__("llvm.nvvm.fence.proxy.async.shared_cta");
__device__ void fence_proxy_async_shared_cluster(void) __asm__("llvm.nvvm.fence.proxy.async.shared_cluster");
__device__ void fence_mbarrier_init_release_cluster(void) __asm__("llvm.nvvm.fence.mbarrier_init.release.cluster");
__device__ void fence_sc_cluster(void) __asm__("llvm.nvvm.fence.sc.cluster");

/* ------------------------------------------------------------ clusters */
PTXSEL_HP_CONV __device__ void cluster_arrive(void) __asm__("llvm.nvvm.barrier.cluster.arrive.aligned");
PTXSEL_HP_CONV __device__ void cluster_arrive_relaxed(void)
    __asm__("llvm.nvvm.barrier.cluster.arrive.relaxed.aligned");
PTXSEL_HP_CONV __device__ void cluster_wait(void) __asm__("llvm.nvvm.barrier.cluster.wait.aligned");
/* barrier.cluster.arrive + wait: all threads of all CTAs of the cluster */
DEVFN void cluster_sync(void)
{
    cluster_arrive();
    cluster_wait();
}
/* mapa: the address of the same shared variable in CTA 'rank' of the
 * cluster. LLVM 19 declares the intrinsic with an addrspace(3) result; the
 * value is a shared::cluster address, so the wrapper returns it as DSMEM. */
__device__ SMEM void *ptxsel_hp_mapa_shared(SMEM void *p, u32 rank) __asm__("llvm.nvvm.mapa.shared.cluster");
DEVFN DSMEM void *cluster_map(void *p, u32 rank)
{
    return (DSMEM void *)(size_t)ptxsel_hp_mapa_shared(TO_SMEM(void, p), rank);
}
/* mapa on a generic address: a generic address of the peer's variable */
__device__ void *cluster_map_generic(void *p, u32 rank) __asm__("llvm.nvvm.mapa");
/* getctarank: the rank of the CTA whose shared memory p points into */
__device__ u32 ptxsel_hp_getctarank(void *p) __asm__("llvm.nvvm.getctarank");
DEVFN u32 cluster_rank_of(void *p) { return ptxsel_hp_getctarank(p); }
/* release.cluster arrive on the barrier at bar's offset in CTA 'rank' */
DEVFN void mbarrier_arrive_remote(u64 *bar, u32 rank, u32 count)
{
    ptxsel_hp_mbar_arrive_remote((DSMEM u64 *)cluster_map(bar, rank), count);
}
/* special registers */
__device__ u32 cluster_ctarank(void) __asm__("llvm.nvvm.read.ptx.sreg.cluster.ctarank");
__device__ u32 cluster_nctarank(void) __asm__("llvm.nvvm.read.ptx.sreg.cluster.nctarank");
__device__ u32 cluster_ctaid_x(void) __asm__("llvm.nvvm.read.ptx.sreg.cluster.ctaid.x");
__device__ u32 cluster_ctaid_y(void) __asm__("llvm.nvvm.read.ptx.sreg.cluster.ctaid.y");
__device__ u32 cluster_nctaid_x(void) __asm__("llvm.nvvm.read.ptx.sreg.cluster.nctaid.x");
__device__ u32 clusterid_x(void) __asm__("llvm.nvvm.read.ptx.sreg.clusterid.x");
__device__ u32 clusterid_y(void) __asm__("llvm.nvvm.read.ptx.sreg.clusterid.y");
__device__ u32 nclusterid_x(void) __asm__("llvm.nvvm.read.ptx.sreg.nclusterid.x");
__device__ bool is_explicit_cluster(void) __asm__("llvm.nvvm.read.ptx.sreg.is.explicit.cluster");

/* ------------------------------------------------------------ misc */
/* elect.sync: one lane of 'mask' is elected. Upstream's result is {i32, i1};
 * clang-19 (no __nvvm_elect_sync builtin) spells this struct {i32, i8} (a C
 * bool in memory form), which ptxsel accepts and fills from the predicate. */
struct ptxsel_elect {
    u32 lane;  /* the elected lane id */
    bool pred; /* true in the elected lane */
};
PTXSEL_HP_CONV __device__ struct ptxsel_elect ptxsel_hp_elect_sync(u32 mask) __asm__("llvm.nvvm.elect.sync");
DEVFN bool elect_one_sync(void) { return ptxsel_hp_elect_sync(0xFFFFFFFFu).pred; }
/* setmaxnreg: N in 24..256, a multiple of 8, a compile-time constant. */
PTXSEL_HP_CONV __device__ void ptxsel_hp_setmaxnreg_inc(int n) __asm__("llvm.nvvm.setmaxnreg.inc.sync.aligned.u32");
PTXSEL_HP_CONV __device__ void ptxsel_hp_setmaxnreg_dec(int n) __asm__("llvm.nvvm.setmaxnreg.dec.sync.aligned.u32");
#define setmaxnreg_inc(N) ptxsel_hp_setmaxnreg_inc(N)
#define setmaxnreg_dec(N) ptxsel_hp_setmaxnreg_dec(N)

/* ------------------------------------------------------------ TMA */
/* Raw g2s tile loads: (dst shared::cluster, mbarrier, tensor map, coords...,
 * cta_mask, cache_hint, use_cta_mask, use_cache_hint, cta_group). The
 * transfer completes on the mbarrier with complete_tx::bytes. */
#define PTXSEL_HP_G2S_TAIL u16 cta_mask, u64 cache_hint, bool use_cta_mask, bool use_cache_hint, int cta_group
__device__ void ptxsel_hp_tma_g2s_1d(DSMEM void *dst, SMEM u64 *bar, const void *tmap, int c0, PTXSEL_HP_G2S_TAIL)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d");
__device__ void ptxsel_hp_tma_g2s_2d(DSMEM void *dst, SMEM u64 *bar, const void *tmap, int c0, int c1,
                                     PTXSEL_HP_G2S_TAIL) __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");
__device__ void ptxsel_hp_tma_g2s_3d(DSMEM void *dst, SMEM u64 *bar, const void *tmap, int c0, int c1, int c2,
                                     PTXSEL_HP_G2S_TAIL) __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d");
__device__ void ptxsel_hp_tma_g2s_4d(DSMEM void *dst, SMEM u64 *bar, const void *tmap, int c0, int c1, int c2, int c3,
                                     PTXSEL_HP_G2S_TAIL) __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d");
__device__ void ptxsel_hp_tma_g2s_5d(DSMEM void *dst, SMEM u64 *bar, const void *tmap, int c0, int c1, int c2, int c3,
                                     int c4, PTXSEL_HP_G2S_TAIL) __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d");
/* Raw s2g tile stores: (src shared::cta, tensor map, coords..., cache_hint,
 * use_cache_hint). Completion: bulk_commit_group + bulk_wait_group_read. */
__device__ void ptxsel_hp_tma_s2g_1d(SMEM void *src, const void *tmap, int c0, u64 ch, bool use_ch)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d");
__device__ void ptxsel_hp_tma_s2g_2d(SMEM void *src, const void *tmap, int c0, int c1, u64 ch, bool use_ch)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d");
__device__ void ptxsel_hp_tma_s2g_3d(SMEM void *src, const void *tmap, int c0, int c1, int c2, u64 ch, bool use_ch)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d");
__device__ void ptxsel_hp_tma_s2g_4d(SMEM void *src, const void *tmap, int c0, int c1, int c2, int c3, u64 ch,
                                     bool use_ch) __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d");
__device__ void ptxsel_hp_tma_s2g_5d(SMEM void *src, const void *tmap, int c0, int c1, int c2, int c3, int c4, u64 ch,
                                     bool use_ch) __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d");
/* Non-tensor bulk copy global -> shared (dst shared::cluster, mbarrier,
 * src global, bytes (multiple of 16), cta_mask, cache_hint, use_cta_mask,
 * use_cache_hint); completes on the mbarrier with complete_tx::bytes. */
__device__ void ptxsel_hp_bulk_g2s(DSMEM void *dst, SMEM u64 *bar, __attribute__((address_space(1))) const void *src,
                                   u32 bytes, u16 cta_mask, u64 cache_hint, bool use_cta_mask, bool use_cache_hint)
    __asm__("llvm.nvvm.cp.async.bulk.global.to.shared.cluster");
DEVFN void bulk_load(void *dst, u64 *bar, const void *src, u32 bytes)
{
    ptxsel_hp_bulk_g2s(smem_to_cluster(dst), TO_SMEM(u64, bar), (__attribute__((address_space(1))) const void *)src, bytes, 0, 0,
                       false, false);
}
__device__ void bulk_commit_group(void) __asm__("llvm.nvvm.cp.async.bulk.commit.group");
__device__ void ptxsel_hp_bulk_wait_group(int n) __asm__("llvm.nvvm.cp.async.bulk.wait.group");
__device__ void ptxsel_hp_bulk_wait_group_read(int n) __asm__("llvm.nvvm.cp.async.bulk.wait.group.read");
/* N: a compile-time constant (immarg) */
#define bulk_wait_group(N) ptxsel_hp_bulk_wait_group(N)
#define bulk_wait_group_read(N) ptxsel_hp_bulk_wait_group_read(N)

/* Tile loads into this CTA's shared memory, no multicast, no cache hint. */
DEVFN void tma_load_1d(void *dst, u64 *bar, const void *tmap, int c0)
{
    ptxsel_hp_tma_g2s_1d(smem_to_cluster(dst), TO_SMEM(u64, bar), tmap, c0, 0, 0, false, false, 0);
}
DEVFN void tma_load_2d(void *dst, u64 *bar, const void *tmap, int c0, int c1)
{
    ptxsel_hp_tma_g2s_2d(smem_to_cluster(dst), TO_SMEM(u64, bar), tmap, c0, c1, 0, 0, false, false, 0);
}
DEVFN void tma_load_3d(void *dst, u64 *bar, const void *tmap, int c0, int c1, int c2)
{
    ptxsel_hp_tma_g2s_3d(smem_to_cluster(dst), TO_SMEM(u64, bar), tmap, c0, c1, c2, 0, 0, false, false, 0);
}
/* Tile load delivered to the same offset in every CTA of cta_mask
 * (.multicast::cluster); each destination CTA's mbarrier at bar's offset
 * receives the complete_tx. */
DEVFN void tma_load_2d_multicast(void *dst, u64 *bar, const void *tmap, int c0, int c1, u16 cta_mask)
{
    ptxsel_hp_tma_g2s_2d(smem_to_cluster(dst), TO_SMEM(u64, bar), tmap, c0, c1, cta_mask, 0, true, false, 0);
}
DEVFN void tma_store_1d(void *src, const void *tmap, int c0) { ptxsel_hp_tma_s2g_1d(TO_SMEM(void, src), tmap, c0, 0, false); }
DEVFN void tma_store_2d(void *src, const void *tmap, int c0, int c1)
{
    ptxsel_hp_tma_s2g_2d(TO_SMEM(void, src), tmap, c0, c1, 0, false);
}
DEVFN void tma_store_3d(void *src, const void *tmap, int c0, int c1, int c2)
{
    ptxsel_hp_tma_s2g_3d(TO_SMEM(void, src), tmap, c0, c1, c2, 0, false);
}

/* ------------------------------------------------------------ WGMMA */
typedef float f32x32 __attribute__((ext_vector_type(32)));
typedef float f32x64 __attribute__((ext_vector_type(64)));
typedef float f32x128 __attribute__((ext_vector_type(128)));
typedef unsigned u32x4 __attribute__((ext_vector_type(4)));

PTXSEL_HP_CONV __device__ void wgmma_fence(void) __asm__("llvm.nvvm.wgmma.fence.sync.aligned");
PTXSEL_HP_CONV __device__ void wgmma_commit_group(void) __asm__("llvm.nvvm.wgmma.commit_group.sync.aligned");
PTXSEL_HP_CONV __device__ void ptxsel_hp_wgmma_wait_group(long long n) __asm__("llvm.nvvm.wgmma.wait_group.sync.aligned");
/* N: a compile-time constant (immarg) */
#define wgmma_wait_group(N) ptxsel_hp_wgmma_wait_group(N)

/* mma_async: (acc, A, b_desc, scale_d, scale_a, scale_b, tnsp_a, tnsp_b).
 * A: i64 SMEM descriptor (SS) or <4 x i32> registers (RS, tnsp_a must be 0).
 * scale_d false: D = A*B; true: D = A*B + D. scale_a/scale_b +1/-1, tnsp 0/1:
 * immargs. */
#define PTXSEL_HP_WGMMA(NAME, ACC, ATYPE, LABEL)                                                        \
    PTXSEL_HP_CONV __device__ ACC NAME(ACC acc, ATYPE a, u64 b_desc, bool scale_d, int sa, int sb, int ta, \
                                       int tb) __asm__(LABEL)
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n64k16_f32_bf16_ss, f32x32, u64,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n64k16_f32_bf16_rs, f32x32, u32x4,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n128k16_f32_bf16_ss, f32x64, u64,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n128k16_f32_bf16_rs, f32x64, u32x4,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n256k16_f32_bf16_ss, f32x128, u64,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n256k16_f32_bf16_rs, f32x128, u32x4,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n128k16_f32_f16_ss, f32x64, u64,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n128k16_f32_f16_rs, f32x64, u32x4,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16");
PTXSEL_HP_WGMMA(ptxsel_hp_wgmma_m64n256k32_f32_e4m3_ss, f32x128, u64,
                "llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3");

/* Wrappers with the default immediates (no negation). SS: A and B K-major
 * (tnsp 0). Every thread of the warpgroup calls them with its own fragment.
 * The overloads differ in the A operand: u64 descriptor (SS) or u32x4 (RS). */
DEVFN f32x32 wgmma_m64n64k16_bf16(f32x32 d, u64 a_desc, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n64k16_f32_bf16_ss(d, a_desc, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x32 wgmma_m64n64k16_bf16(f32x32 d, u32x4 a, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n64k16_f32_bf16_rs(d, a, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x64 wgmma_m64n128k16_bf16(f32x64 d, u64 a_desc, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n128k16_f32_bf16_ss(d, a_desc, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x64 wgmma_m64n128k16_bf16(f32x64 d, u32x4 a, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n128k16_f32_bf16_rs(d, a, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x128 wgmma_m64n256k16_bf16(f32x128 d, u64 a_desc, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n256k16_f32_bf16_ss(d, a_desc, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x128 wgmma_m64n256k16_bf16(f32x128 d, u32x4 a, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n256k16_f32_bf16_rs(d, a, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x64 wgmma_m64n128k16_f16(f32x64 d, u64 a_desc, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n128k16_f32_f16_ss(d, a_desc, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x64 wgmma_m64n128k16_f16(f32x64 d, u32x4 a, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n128k16_f32_f16_rs(d, a, b_desc, acc, 1, 1, 0, 0);
}
DEVFN f32x128 wgmma_m64n256k32_e4m3(f32x128 d, u64 a_desc, u64 b_desc, bool acc)
{
    return ptxsel_hp_wgmma_m64n256k32_f32_e4m3_ss(d, a_desc, b_desc, acc, 1, 1, 0, 0);
}

/* SM90 shared-memory matrix descriptor (docs/encodings.md, PTX ISA "Matrix
 * Descriptor Format"): bits 0-13 start address >> 4, 16-29 leading byte
 * offset >> 4, 32-45 stride byte offset >> 4, 49-51 base offset, 62-63
 * swizzle (0 none, 1 128B, 2 64B, 3 32B). Byte offsets, not 16-byte units. */
enum { GMMA_SWIZZLE_NONE = 0, GMMA_SWIZZLE_128B = 1, GMMA_SWIZZLE_64B = 2, GMMA_SWIZZLE_32B = 3 };
DEVFN u64 gmma_desc(u32 smem_addr, u32 lbo_bytes, u32 sbo_bytes, u32 swizzle)
{
    return (u64)((smem_addr & 0x3FFFFu) >> 4) | ((u64)((lbo_bytes >> 4) & 0x3FFFu) << 16) |
           ((u64)((sbo_bytes >> 4) & 0x3FFFu) << 32) | ((u64)(swizzle & 3u) << 62);
}
/* Advance a descriptor's start address by 'bytes' (a multiple of 16). */
DEVFN u64 gmma_desc_advance(u64 desc, u32 bytes) { return desc + (u64)(bytes >> 4); }

#endif /* PTXSEL_HOPPER_H */
