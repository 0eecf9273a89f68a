/*
 * gemm_intrin.h — the docs/intrinsics.md declarations (asm labels) that the Hopper
 * GEMM uses: WGMMA (SS form, m64n256, bf16 and e4m3), TMA tile loads,
 * mbarriers, cluster barriers, mapa, setmaxnreg. Include after
 * ptxsel_device.h. Immarg operands must be passed as literal constants.
 */
#ifndef GEMM_INTRIN_H
#define GEMM_INTRIN_H

#define PTXSEL_SMEM __attribute__((address_space(3)))
#define PTXSEL_DSMEM __attribute__((address_space(7)))
#define PTXSEL_CONV __attribute__((convergent))

typedef float f32x128 __attribute__((ext_vector_type(128)));

/* ------------------------------------------------------------ WGMMA */
PTXSEL_CONV __device__ void ptxsel_wgmma_fence(void) __asm__("llvm.nvvm.wgmma.fence.sync.aligned");
PTXSEL_CONV __device__ void ptxsel_wgmma_commit(void) __asm__("llvm.nvvm.wgmma.commit_group.sync.aligned");
PTXSEL_CONV __device__ void ptxsel_wgmma_wait(long long n) __asm__("llvm.nvvm.wgmma.wait_group.sync.aligned");
/* (acc, a_desc, b_desc, scale_d, scale_a, scale_b, tnsp_a, tnsp_b) */
PTXSEL_CONV __device__ f32x128 wgmma_m64n256k16_f32_bf16_bf16(f32x128 acc, u64 a, u64 b, bool scale_d, int sa, int sb,
                                                              int ta, int tb)
    __asm__("llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16");
PTXSEL_CONV __device__ f32x128 wgmma_m64n256k32_f32_e4m3_e4m3(f32x128 acc, u64 a, u64 b, bool scale_d, int sa, int sb,
                                                              int ta, int tb)
    __asm__("llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3");

/* ------------------------------------------------------------ mbarrier */
__device__ void ptxsel_mbar_init(PTXSEL_SMEM u64 *bar, int count) __asm__("llvm.nvvm.mbarrier.init.shared");
__device__ u64 ptxsel_mbar_arrive_expect_tx_state(PTXSEL_SMEM u64 *bar, int tx)
    __asm__("llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta");
__device__ bool ptxsel_mbar_try_wait_parity(PTXSEL_SMEM u64 *bar, int parity)
    __asm__("llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta");
/* arrive (release.cta, as CUTLASS's ClusterBarrier::arrive) on a barrier of
 * any CTA of the cluster (mapa address). The .release.cluster form costs a
 * MEMBAR.ALL.GPU in SASS on every arrival. */
__device__ void ptxsel_mbar_arrive_remote(PTXSEL_DSMEM u64 *bar, int count)
    __asm__("llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster");
__device__ u64 ptxsel_mbar_arrive_local(PTXSEL_SMEM u64 *bar) __asm__("llvm.nvvm.mbarrier.arrive.shared");
DEVFN void ptxsel_mbar_arrive_expect_tx(PTXSEL_SMEM u64 *bar, int tx)
{
    (void)ptxsel_mbar_arrive_expect_tx_state(bar, tx);
}

/* ------------------------------------------------------------ clusters */
/* LLVM 19 declares mapa.shared.cluster on addrspace(3) -> addrspace(3); the
 * result is a shared::cluster address, so it is re-typed as addrspace(7). */
__device__ PTXSEL_SMEM u64 *ptxsel_mapa_raw(PTXSEL_SMEM u64 *p, int rank) __asm__("llvm.nvvm.mapa.shared.cluster");
DEVFN PTXSEL_DSMEM u64 *ptxsel_mapa(PTXSEL_SMEM u64 *p, int rank)
{
    return (PTXSEL_DSMEM u64 *)(unsigned long)ptxsel_mapa_raw(p, rank);
}
PTXSEL_CONV __device__ void ptxsel_cluster_arrive(void) __asm__("llvm.nvvm.barrier.cluster.arrive");
PTXSEL_CONV __device__ void ptxsel_cluster_wait(void) __asm__("llvm.nvvm.barrier.cluster.wait");
__device__ void ptxsel_fence_mbarrier_init_cluster(void) __asm__("llvm.nvvm.fence.mbarrier_init.release.cluster");
PTXSEL_CONV __device__ void ptxsel_setmaxnreg_inc(int n) __asm__("llvm.nvvm.setmaxnreg.inc.sync.aligned.u32");
PTXSEL_CONV __device__ void ptxsel_setmaxnreg_dec(int n) __asm__("llvm.nvvm.setmaxnreg.dec.sync.aligned.u32");

/* A shared::cta address is a shared::cluster address of the executing CTA. */
DEVFN PTXSEL_DSMEM char *ptxsel_to_cluster(PTXSEL_SMEM char *p)
{
    return (PTXSEL_DSMEM char *)(unsigned long)(u32)(unsigned long)p;
}

/* ------------------------------------------------------------ TMA */
/* (dst, mbar, tmap, x, y, cta_mask, cache_hint, use_cta_mask, use_cache_hint, cta_group) */
__device__ void ptxsel_tma_load_2d(PTXSEL_DSMEM char *dst, PTXSEL_SMEM u64 *bar, const void *tmap, int x, int y,
                                   short mask, long long hint, bool use_mask, bool use_hint, int cta_group)
    __asm__("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");

/* ------------------------------------------------------------ TMA store (epilogue) */
/* (src shared::cta, tmap, x, y, cache_hint, use_cache_hint) */
__device__ void ptxsel_tma_store_2d(PTXSEL_SMEM char *src, const void *tmap, int x, int y, long long hint,
                                    bool use_hint) __asm__("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d");
__device__ void ptxsel_bulk_commit(void) __asm__("llvm.nvvm.cp.async.bulk.commit.group");
/* n: a literal constant (immarg) */
__device__ void ptxsel_bulk_wait(int n) __asm__("llvm.nvvm.cp.async.bulk.wait.group");
__device__ void ptxsel_bulk_wait_read(int n) __asm__("llvm.nvvm.cp.async.bulk.wait.group.read");
__device__ void ptxsel_fence_proxy_async_smem(void) __asm__("llvm.nvvm.fence.proxy.async.shared_cta");
/* barrier.sync id, count (named barrier among count threads) */
PTXSEL_CONV __device__ void ptxsel_bar_sync_cnt(int id, int cnt) __asm__("llvm.nvvm.barrier.sync.cnt");

#endif /* GEMM_INTRIN_H */
