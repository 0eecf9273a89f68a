; Clusters, proxy fences, elect.sync ({i32, i1} printed as %r|%p),
; llvm.nvvm.mapa.shared.cluster / getctarank.shared.cluster: LLVM 19 declares them
; on ptr addrspace(3) (upstream 22: addrspace(7)); the rows accept either.
; setmaxnreg, mapa, getctarank.
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx83 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx83 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK: barrier.cluster.arrive.relaxed.aligned;
; CHECK: barrier.cluster.wait.aligned;
; CHECK: fence.proxy.async.shared::cta;
; CHECK: fence.proxy.async.shared::cluster;
; CHECK: fence.proxy.tensormap::generic.release.gpu;
; CHECK: fence.proxy.tensormap::generic.acquire.cta [%rd{{[0-9]+}}], 128;
; CHECK: fence.mbarrier_init.release.cluster;
; CHECK: elect.sync %r{{[0-9]+}}|%p{{[0-9]+}}, -1;
; CHECK: setmaxnreg.inc.sync.aligned.u32 240;
; CHECK: setmaxnreg.dec.sync.aligned.u32 40;
; CHECK: mapa.shared::cluster.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 1;
; CHECK: mapa.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: getctarank.shared::cluster.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: getctarank.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; GATE: error: setmaxnreg.inc.sync.aligned.u32 is not supported on sm_90 (requires has_setmaxnreg:

@smem = internal addrspace(3) global [64 x i32] zeroinitializer, align 4

define ptx_kernel void @k(ptr %out, ptr %tmap, i32 %rank) {
entry:
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.shared_cluster()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  %e = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %lane = extractvalue { i32, i1 } %e, 0
  %pred = extractvalue { i32, i1 } %e, 1
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  %r = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @smem, i32 1)
  %g = call ptr @llvm.nvvm.mapa(ptr %out, i32 %rank)
  %cr = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %r)
  %cg = call i32 @llvm.nvvm.getctarank(ptr %g)
  %z = zext i1 %pred to i32
  %s1 = add i32 %lane, %z
  %s2 = add i32 %s1, %cr
  %s3 = add i32 %s2, %cg
  store i32 %s3, ptr %g
  ret void
}
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
declare void @llvm.nvvm.barrier.cluster.wait.aligned()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.async.shared_cluster()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32)
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))
declare i32 @llvm.nvvm.getctarank(ptr)
