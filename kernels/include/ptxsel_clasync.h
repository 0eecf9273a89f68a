/*
 * ptxsel_clasync.h — the clasync intrinsics of docs/intrinsics.md (st.async /
 * red.async into a peer CTA's shared memory with mbarrier complete_tx,
 * tensormap.replace, tensormap.cp_fenceproxy, fence.proxy.tensormap::generic)
 * as C declarations with asm labels, for kernels compiled by clang-19 and
 * then ptxsel. Include after ptxsel_device.h and ptxsel_hopper.h (SMEM,
 * DSMEM, TO_SMEM, cluster_map).
 *
 * Conventions as ptxsel_hopper.h: ptxsel_cl_* are the raw intrinsics (immarg
 * operands must be constants: the wrappers taking an ordinal are macros);
 * the lower-case wrappers take generic pointers to __shared__ objects (and
 * the DSMEM pointers cluster_map returns). A tensor map lives in global
 * memory (GMEM) or in shared memory, 128-byte aligned.
 * PTX: st.async / red.async need PTX 8.1, tensormap.* PTX 8.3 (compile with
 * -mattr=+ptx83; tensormap.replace also needs sm_90a or an sm_100f / sm_110f
 * / sm_120f family target).
 */
#ifndef PTXSEL_CLASYNC_H
#define PTXSEL_CLASYNC_H

#ifndef PTXSEL_HOPPER_H
#error "include ptxsel_hopper.h before ptxsel_clasync.h"
#endif

#define GMEM __attribute__((address_space(1)))
#define PTXSEL_CL_CONV __attribute__((convergent))

/* ------------------------------------------------------------ st.async / red.async */
/* [addr] and [mbar] are shared::cluster addresses of the same peer CTA; the
 * store (or reduction) completes its bytes on that CTA's mbarrier. */
__device__ void ptxsel_cl_st_async_b32(DSMEM u32 *addr, u32 v, DSMEM u64 *mbar) __asm__("llvm.nvvm.st.async.i32");
__device__ void ptxsel_cl_st_async_weak_u64(DSMEM u64 *addr, u64 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.st.async.weak.u64");
typedef u32 ptxsel_u32x2 __attribute__((ext_vector_type(2)));
typedef float ptxsel_f32x4 __attribute__((ext_vector_type(4)));
__device__ void ptxsel_cl_st_async_v2_b32(DSMEM ptxsel_u32x2 *addr, ptxsel_u32x2 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.st.async.v2.b32");
__device__ void ptxsel_cl_st_async_v4_f32(DSMEM ptxsel_f32x4 *addr, ptxsel_f32x4 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.st.async.v4.f32");
__device__ void ptxsel_cl_red_async_add_u32(DSMEM u32 *addr, u32 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.red.async.relaxed.cluster.add.u32");
__device__ void ptxsel_cl_red_async_max_u32(DSMEM u32 *addr, u32 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.red.async.relaxed.cluster.max.u32");
__device__ void ptxsel_cl_red_async_xor_b32(DSMEM u32 *addr, u32 v, DSMEM u64 *mbar)
    __asm__("llvm.nvvm.red.async.relaxed.cluster.xor.b32");

DEVFN void st_async_b32(DSMEM void *addr, u32 v, DSMEM void *mbar)
{
    ptxsel_cl_st_async_b32((DSMEM u32 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void st_async_weak_u64(DSMEM void *addr, u64 v, DSMEM void *mbar)
{
    ptxsel_cl_st_async_weak_u64((DSMEM u64 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void st_async_v2_b32(DSMEM void *addr, u32 a, u32 b, DSMEM void *mbar)
{
    ptxsel_u32x2 v = {a, b};
    ptxsel_cl_st_async_v2_b32((DSMEM ptxsel_u32x2 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void st_async_v4_f32(DSMEM void *addr, float a, float b, float c, float d, DSMEM void *mbar)
{
    ptxsel_f32x4 v = {a, b, c, d};
    ptxsel_cl_st_async_v4_f32((DSMEM ptxsel_f32x4 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void red_async_add_u32(DSMEM void *addr, u32 v, DSMEM void *mbar)
{
    ptxsel_cl_red_async_add_u32((DSMEM u32 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void red_async_max_u32(DSMEM void *addr, u32 v, DSMEM void *mbar)
{
    ptxsel_cl_red_async_max_u32((DSMEM u32 *)addr, v, (DSMEM u64 *)mbar);
}
DEVFN void red_async_xor_b32(DSMEM void *addr, u32 v, DSMEM void *mbar)
{
    ptxsel_cl_red_async_xor_b32((DSMEM u32 *)addr, v, (DSMEM u64 *)mbar);
}

/* ------------------------------------------------------------ tensormap.replace */
/* upstream's llvm.nvvm.tensormap.replace.*.p1 (global) / .p3 (shared::cta) */
__device__ void ptxsel_cl_tm_addr_p1(GMEM void *tm, u64 v) __asm__("llvm.nvvm.tensormap.replace.global.address.p1");
__device__ void ptxsel_cl_tm_addr_p3(SMEM void *tm, u64 v) __asm__("llvm.nvvm.tensormap.replace.global.address.p3");
__device__ void ptxsel_cl_tm_gdim_p1(GMEM void *tm, int ord, u32 v) __asm__("llvm.nvvm.tensormap.replace.global.dim.p1");
__device__ void ptxsel_cl_tm_gdim_p3(SMEM void *tm, int ord, u32 v) __asm__("llvm.nvvm.tensormap.replace.global.dim.p3");
__device__ void ptxsel_cl_tm_gstride_p1(GMEM void *tm, int ord, u64 v)
    __asm__("llvm.nvvm.tensormap.replace.global.stride.p1");
__device__ void ptxsel_cl_tm_gstride_p3(SMEM void *tm, int ord, u64 v)
    __asm__("llvm.nvvm.tensormap.replace.global.stride.p3");

DEVFN void tensormap_replace_global_address_global(void *tm, u64 addr) { ptxsel_cl_tm_addr_p1((GMEM void *)tm, addr); }
DEVFN void tensormap_replace_global_address_shared(void *tm, u64 addr) { ptxsel_cl_tm_addr_p3(TO_SMEM(void, tm), addr); }
/* ORD: a constant 0..4 (the dimension; for global_stride, the stride of
 * dimension ORD + 1 in bytes) */
#define tensormap_replace_global_dim_global(tm, ORD, v) ptxsel_cl_tm_gdim_p1((GMEM void *)(tm), ORD, v)
#define tensormap_replace_global_dim_shared(tm, ORD, v) ptxsel_cl_tm_gdim_p3(TO_SMEM(void, tm), ORD, v)
#define tensormap_replace_global_stride_global(tm, ORD, v) ptxsel_cl_tm_gstride_p1((GMEM void *)(tm), ORD, v)
#define tensormap_replace_global_stride_shared(tm, ORD, v) ptxsel_cl_tm_gstride_p3(TO_SMEM(void, tm), ORD, v)

/* ------------------------------------------------------------ tensormap proxy fences */
/* copy the 128-byte map from shared::cta to global and release it to the
 * tensormap proxy at gpu scope (warp-collective: .sync.aligned) */
PTXSEL_CL_CONV __device__ void ptxsel_cl_tm_cp_fenceproxy_gpu(GMEM void *dst, SMEM void *src, int size)
    __asm__("llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.gpu.sync.aligned");
__device__ void fence_proxy_tensormap_release_gpu(void) __asm__("llvm.nvvm.fence.proxy.tensormap_generic.release.gpu");
__device__ void ptxsel_cl_fence_tm_acquire_gpu(const void *tm, int size)
    __asm__("llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu");

DEVFN void tensormap_cp_fenceproxy_gpu(void *gdst, void *ssrc)
{
    ptxsel_cl_tm_cp_fenceproxy_gpu((GMEM void *)gdst, TO_SMEM(void, ssrc), 128);
}
/* make a tensor map modified through the generic proxy visible to this
 * thread's TMA instructions */
DEVFN void fence_proxy_tensormap_acquire_gpu(const void *tm) { ptxsel_cl_fence_tm_acquire_gpu(tm, 128); }

#endif
