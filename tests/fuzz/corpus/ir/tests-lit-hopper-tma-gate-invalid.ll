; TMA gates (docs/verifier.md "TMA" strings): .cta_group needs has_two_cta_tma
; (not on sm_90a); .multicast::cluster needs has_cluster_multicast.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: not %ptxsel -mcpu=sm_90a -mattr=-has_cluster_multicast %s -o %t2.ptx 2>&1 | FileCheck %s --check-prefix=MC
; RUN: not test -e %t2.ptx
; CHECK: in function 'k': error: two-CTA TMA tensor copies are not supported on this architecture
; CHECK-NOT: cluster multicast
; MC: in function 'k': error: two-CTA TMA tensor copies are not supported on this architecture
; MC: in function 'k': error: cluster multicast TMA requires a compatible SM target

define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i16 %m) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i32 0, i16 %m, i64 0, i1 true, i1 false, i32 0)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
