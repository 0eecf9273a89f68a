# Clusters, proxy fences, elect.sync, setmaxnreg, mapa, getctarank
# (docs/intrinsics.md "Clusters, fences, barriers"). Cluster special
# registers are in sync.td.

family cluster
family fence

# .relaxed: PTX 8.0 (ptxas: "Modifier '.relaxed' on 'barrier.cluster.arrive'
# requires PTX ISA .version 8.0 or later")
foreach N,P,V in arrive,arrive,0 arrive.relaxed,arrive.relaxed,80 wait,wait,0 {
  form barrier.cluster.$P family=cluster intr=llvm.nvvm.barrier.cluster.$N sig=void() req=has_clusters ptx=$V \
    flags=convergent,side_effect "barrier.cluster.$P;"
  form barrier.cluster.$P.aligned family=cluster intr=llvm.nvvm.barrier.cluster.$N.aligned sig=void() req=has_clusters \
    ptx=$V flags=convergent,side_effect "barrier.cluster.$P.aligned;"
}

# proxy fences (fence.proxy.async: sm_90 / PTX 8.0; tensormap: PTX 8.3, ptxas:
# "Feature 'fence.proxy with unidirection proxy fence' requires PTX ISA .version 8.3")
form fence.proxy.alias family=fence intr=llvm.nvvm.fence.proxy.alias sig=void() flags=side_effect ptx=75 "fence.proxy.alias;"
foreach N,P in async,async async.global,async.global async.shared_cta,async.shared::cta async.shared_cluster,async.shared::cluster {
  form fence.proxy.$P family=fence intr=llvm.nvvm.fence.proxy.$N sig=void() req=has_tma flags=side_effect "fence.proxy.$P;"
}
foreach S in cta cluster gpu sys {
  form fence.proxy.tensormap::generic.release.$S family=fence intr=llvm.nvvm.fence.proxy.tensormap_generic.release.$S \
    sig=void() req=has_tma ptx=83 flags=side_effect "fence.proxy.tensormap::generic.release.$S;"
  form fence.proxy.tensormap::generic.acquire.$S family=fence intr=llvm.nvvm.fence.proxy.tensormap_generic.acquire.$S \
    sig=void(ptr,imm:i32[128..128]) req=has_tma ptx=83 flags=side_effect "fence.proxy.tensormap::generic.acquire.$S [%0], %1;"
}
# PTX 8.0 (ptxas: "Feature '.op_restrict' requires PTX ISA .version 8.0 or later")
form fence.mbarrier_init.release.cluster family=fence intr=llvm.nvvm.fence.mbarrier_init.release.cluster sig=void() \
  req=has_clusters ptx=80 flags=side_effect "fence.mbarrier_init.release.cluster;"
# llvm.nvvm.fence.sc.cluster is in ordinary.td (fence.sc.cluster.nvvm)

# elect.sync: {i32, i1} result printed as %r|%p. C (clang-19 has no
# __nvvm_elect_sync builtin) declares it through an asm label returning
# struct { unsigned; bool; }, which clang spells {i32, i8}: the selector takes
# that too and fills the i8 from the predicate (sig token i32|p, isel/intrin.c)
form elect.sync family=misc intr=llvm.nvvm.elect.sync sig=i32|p(i32) req=has_elect_sync flags=convergent,side_effect \
  "elect.sync %0|%1, %2;"

# setmaxnreg: the count's domain is 24..256 in multiples of 8 ("ptxas: Argument
# 0 of 'setmaxnreg' ..."); verify/hopper.c reports it with upstream's strings
role setmaxnreg
foreach D in inc dec {
  form setmaxnreg.$D.sync.aligned.u32 family=misc role=setmaxnreg intr=llvm.nvvm.setmaxnreg.$D.sync.aligned.u32 sig=void(imm:i32[24..256,x8]=128) \
    req=has_setmaxnreg flags=convergent,side_effect "setmaxnreg.$D.sync.aligned.u32 %0;"
}

# mapa.shared.cluster / getctarank.shared.cluster: LLVM 19 (the parser in use) declares them on
# ptr addrspace(3), upstream LLVM 22 on addrspace(7): the signatures accept any.
form mapa.u64 family=cluster intr=llvm.nvvm.mapa sig=ptr(ptr,i32) req=has_clusters flags=nomem "mapa.u64 %0, %1, %2;"
# A 32-bit shared pointer (--nvptx-short-ptr, "p3:32:32") maps with the .u32 form (CUTLASS's
# cluster_sm90.hpp spelling; ptxas takes it wherever it takes .u64: sm_90, PTX 7.8); the row
# comes first and matches only such a pointer (ptr3w32).
form mapa.shared::cluster.u32 family=cluster intr=llvm.nvvm.mapa.shared.cluster sig=ptr3w32(ptr3w32,i32) \
  req=has_clusters flags=nomem "mapa.shared::cluster.u32 %0, %1, %2;"
form mapa.shared::cluster.u64 family=cluster intr=llvm.nvvm.mapa.shared.cluster sig=ptr(ptr3,i32) req=has_clusters \
  flags=nomem "mapa.shared::cluster.u64 %0, %1, %2;"
form getctarank.u64 family=cluster intr=llvm.nvvm.getctarank sig=i32(ptr) req=has_clusters flags=nomem \
  "getctarank.u64 %0, %1;"
form getctarank.shared::cluster.u64 family=cluster intr=llvm.nvvm.getctarank.shared.cluster sig=i32(ptr) \
  req=has_clusters flags=nomem "getctarank.shared::cluster.u64 %0, %1;"
