/*
 * ptxsel_blackwell.h — the Blackwell (tcgen05) intrinsics of docs/intrinsics.md as
 * C declarations with asm labels, plus the TMA / mbarrier / fence subset a
 * tcgen05 kernel needs, for kernels compiled by clang-19 (-nocudainc) and
 * then by ptxsel. Include after ptxsel_device.h.
 *
 * Address spaces are spelled as clang address_space attributes so the IR
 * carries them: 3 shared::cta, 6 tensor memory, 7 shared::cluster.
 * Immediate (immarg) flags are passed as literal constants by the inline
 * wrappers. Every warp-collective (.sync.aligned) declaration is convergent.
 */
#ifndef PTXSEL_BLACKWELL_H
#define PTXSEL_BLACKWELL_H

#define PTXSEL_AS(n) __attribute__((address_space(n)))
#define PTXSEL_INTRIN(name) __asm__(name)
#define PTXSEL_CONV __attribute__((convergent))

typedef PTXSEL_AS(3) u64 smem_u64;
typedef PTXSEL_AS(3) u32 smem_u32;
typedef PTXSEL_AS(7) unsigned char cluster_u8;
typedef PTXSEL_AS(6) u32 tmem_u32;
typedef unsigned u32x32 __attribute__((ext_vector_type(32)));
/* A CUtensorMap passed by pointer (a __grid_constant__ kernel parameter or
 * global memory): its 128 bytes are opaque to the device code. */
typedef struct CUtensorMap_opaque { u64 opaque[16]; } __attribute__((aligned(64))) CUtensorMap_opaque;

#define SMEM_U64(p) ((smem_u64 *)(p))
#define SMEM_U32(p) ((smem_u32 *)(p))
#define SMEM_CLUSTER(p) ((cluster_u8 *)(p))
#define TMEM_PTR(a) ((tmem_u32 *)(size_t)(u32)(a))

/* Shared-window byte address of a generic pointer into shared memory. */
DEVFN u32 smem_addr_of(const void *p) { return (u32)(size_t)(PTXSEL_AS(3) const unsigned char *)p; }

/* ------------------------------------------------------------ mbarrier */
__device__ void mbar_init(smem_u64 *bar, u32 count) PTXSEL_INTRIN("llvm.nvvm.mbarrier.init.shared");
__device__ u64 ptxsel_mbar_arrive_expect_tx(smem_u64 *bar, u32 tx)
    PTXSEL_INTRIN("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta");
__device__ bool mbar_try_wait_parity(smem_u64 *bar, u32 parity)
    PTXSEL_INTRIN("llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta");
DEVFN void mbar_arrive_expect_tx(smem_u64 *bar, u32 tx) { (void)ptxsel_mbar_arrive_expect_tx(bar, tx); }

/* ------------------------------------------------------------ fences */
__device__ void fence_mbarrier_init_release_cluster(void)
    PTXSEL_INTRIN("llvm.nvvm.fence.mbarrier_init.release.cluster");
__device__ void fence_proxy_async_shared_cta(void) PTXSEL_INTRIN("llvm.nvvm.fence.proxy.async.shared_cta");

/* ------------------------------------------------------------ TMA */
__device__ void ptxsel_tma_g2s_tile_2d(cluster_u8 *dst, smem_u64 *bar, const void *tmap, int c0, int c1,
                                       u16 cta_mask, u64 cache_hint, bool use_mask, bool use_hint, int cta_group)
    PTXSEL_INTRIN("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");
DEVFN void tma_load_2d(cluster_u8 *dst, smem_u64 *bar, const void *tmap, int c0, int c1)
{
    ptxsel_tma_g2s_tile_2d(dst, bar, tmap, c0, c1, 0, 0, false, false, 0);
}

/* ------------------------------------------------------------ tcgen05 */
PTXSEL_CONV __device__ void tcgen05_alloc_cg1(smem_u32 *dst, u32 ncols)
    PTXSEL_INTRIN("llvm.nvvm.tcgen05.alloc.shared.cg1");
PTXSEL_CONV __device__ void tcgen05_dealloc_cg1(tmem_u32 *taddr, u32 ncols)
    PTXSEL_INTRIN("llvm.nvvm.tcgen05.dealloc.cg1");
PTXSEL_CONV __device__ void tcgen05_relinquish_alloc_permit_cg1(void)
    PTXSEL_INTRIN("llvm.nvvm.tcgen05.relinq.alloc.permit.cg1");
__device__ void tcgen05_commit_cg1(smem_u64 *bar) PTXSEL_INTRIN("llvm.nvvm.tcgen05.commit.shared.cg1");
__device__ void tcgen05_fence_before_thread_sync(void) PTXSEL_INTRIN("llvm.nvvm.tcgen05.fence.before.thread.sync");
__device__ void tcgen05_fence_after_thread_sync(void) PTXSEL_INTRIN("llvm.nvvm.tcgen05.fence.after.thread.sync");
PTXSEL_CONV __device__ void tcgen05_wait_ld(void) PTXSEL_INTRIN("llvm.nvvm.tcgen05.wait.ld");
PTXSEL_CONV __device__ u32x32 ptxsel_tcgen05_ld_32x32b_x32(tmem_u32 *taddr, bool pack)
    PTXSEL_INTRIN("llvm.nvvm.tcgen05.ld.32x32b.x32");
DEVFN u32x32 tcgen05_ld_32x32b_x32(tmem_u32 *taddr) { return ptxsel_tcgen05_ld_32x32b_x32(taddr, false); }

/* tcgen05.mma (A and B from SMEM descriptors): kind 0 = f16 (f16/bf16 inputs),
 * cta_group 1, collector_usage_a 0 = discard. */
__device__ void ptxsel_tcgen05_mma_shared(tmem_u32 *d, u64 a_desc, u64 b_desc, u32 idesc, bool enable_input_d,
                                          int kind, int cta_group, int collector_a)
    PTXSEL_INTRIN("llvm.nvvm.tcgen05.mma.shared");
DEVFN void tcgen05_mma_f16_cg1(tmem_u32 *d, u64 a_desc, u64 b_desc, u32 idesc, bool accumulate)
{
    ptxsel_tcgen05_mma_shared(d, a_desc, b_desc, idesc, accumulate, 0, 1, 0);
}

#endif
