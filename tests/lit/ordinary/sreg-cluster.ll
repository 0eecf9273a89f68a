; Special registers; cluster registers are gated on has_clusters.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.ptx

; CHECK: .target sm_90a
; CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %clusterid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
; ERR: in function 'k': error: mov.u32.clusterid.x is not supported on sm_80 (requires has_clusters: sm_90)
; ERR: note: at instruction: %c = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()

define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %s = add i32 %t, %c
  %s2 = add i32 %s, %r
  store i32 %s2, ptr %out
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()

; LLVM 19's name for %is_explicit_cluster (upstream intrinsics-sm90.ll).
; CHECK-LABEL: explicit(
; CHECK: mov.pred %p{{[0-9]+}}, %is_explicit_cluster;
define i1 @explicit() {
  %x = call i1 @llvm.nvvm.is_explicit_cluster()
  ret i1 %x
}
declare i1 @llvm.nvvm.is_explicit_cluster()
