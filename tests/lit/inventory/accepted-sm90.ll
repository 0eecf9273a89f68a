; Inventory rows ptxsel implements that no other test covered: the upstream
; intrinsics for the cluster special registers, %smid / %laneid, grid
; dependency control, nanosleep, brkpt (llvm.debugtrap), the generic and
; tensormap-acquire proxy fences, mbarrier complete_tx (cluster) and
; try_wait.parity.acquire.cluster, bulk copies with an L2 cache hint, the
; tile-mode tensor prefetch, the multicast im2col tensor load and
; ThunderKittens' tile-mode tensor store / min-reduction / hinted prefetch, printed as
; the kernels spell them and assembled by ptxas at sm_90a / PTX 8.6.
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry k(
; CHECK: mov.u32 %r{{[0-9]+}}, %nclusterid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_ctaid.y;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_nctaid.z;
; CHECK: mov.u32 %r{{[0-9]+}}, %smid;
; CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
; CHECK: griddepcontrol.wait;
; CHECK: griddepcontrol.launch_dependents;
; CHECK: nanosleep.u32 5;
; CHECK: fence.proxy.async;
; CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
; CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.try_wait.parity.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], 0;
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rs{{[0-9]+}};
; CHECK: brkpt;
; CHECK-LABEL: .entry t(
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.tile.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {{{.*}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.griddepcontrol.launch.dependents()
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.debugtrap()
declare void @llvm.nvvm.fence.proxy.async()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1, i32)

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %bar, ptr addrspace(7) %cbar, ptr addrspace(7) %dst, ptr addrspace(3) %src, ptr addrspace(1) %g, ptr %tmap, i32 %n, i64 %pol, i16 %mask, i16 %off) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %e = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  call void @llvm.nvvm.nanosleep(i32 5)
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 128)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7) %cbar, i32 %n)
  %w = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) %bar, i32 0)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 0, i64 %pol, i1 false, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 %n, i64 %pol, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr %tmap, i32 %n, i32 %a, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %n, i32 %a, i32 %b, i16 %off, i16 %mask, i64 0, i1 true, i1 false, i32 0)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %wz = zext i1 %w to i32
  %s5 = add i32 %s4, %wz
  store i32 %s5, ptr addrspace(1) %out
  br i1 %w, label %done, label %trap
trap:
  call void @llvm.debugtrap()
  br label %done
done:
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d(ptr, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d(ptr addrspace(3), ptr, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)

define ptx_kernel void @t(ptr %tmap, ptr addrspace(3) %src, i32 %a, i64 %pol) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d(ptr %tmap, i32 %a, i32 %a, i32 %a, i32 %a, i64 %pol, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d(ptr addrspace(3) %src, ptr %tmap, i32 %a, i32 %a, i32 %a, i32 %a, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d(ptr addrspace(3) %src, ptr %tmap, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i64 %pol, i1 true)
  ret void
}
