; The one-cta_group rule applies per kernel over its call graph, as ptxas
; 13.0 applies it: an .entry whose own code or any function it calls
; (transitively) mixes cta_group::1 and cta_group::2 is rejected ("Function
; 'k' uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2)
; and that is not allowed"); a .func that mixes them is accepted, and so is
; a kernel reaching only one group.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx90 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; CHECK-DAG: in function 'g2': error: tcgen05 instructions of one kernel must use one cta_group: this one uses cta_group::2, an earlier one (tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32) cta_group::1 (kernel 'direct' reaches tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 in 'direct' through direct and tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 in 'g2' through direct -> g2)
; CHECK-DAG: in function 'g2': error: {{.*}} (kernel 'transitive' reaches tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 in 'transitive' through transitive and tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 in 'g2' through transitive -> via -> g2)
; CHECK-DAG: in function 'g2': error: {{.*}} (kernel 'two_funcs' reaches tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 in 'g1' through two_funcs -> g1 and tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 in 'g2' through two_funcs -> g2)
; CHECK-NOT: error:

; Without the three bad kernels: the mixing .func and the one-group kernels
; compile, and ptxas assembles them.
; RUN: sed -e '/^define ptx_kernel void @direct/,/^}/d' -e '/^define ptx_kernel void @transitive/,/^}/d' \
; RUN:     -e '/^define ptx_kernel void @two_funcs/,/^}/d' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx90 %t.ok.ll -o %t.ok.ptx
; RUN: FileCheck %s --check-prefix=OK < %t.ok.ptx
; RUN: %ptxas -arch=sm_100a %t.ok.ptx -o %t.ok.cubin
; OK: .func mixed(
; OK: .entry only_two(

define void @g1(ptr addrspace(3) %s) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 64)
  ret void
}
define void @g2(ptr addrspace(3) %b) {
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %b)
  ret void
}
define void @via(ptr addrspace(3) %b) {
  call void @g2(ptr addrspace(3) %b)
  ret void
}
define void @mixed(ptr addrspace(3) %s, ptr addrspace(3) %b) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 64)
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %b)
  ret void
}
define ptx_kernel void @direct(ptr addrspace(3) %s, ptr addrspace(3) %b) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 64)
  call void @g2(ptr addrspace(3) %b)
  ret void
}
define ptx_kernel void @transitive(ptr addrspace(3) %s, ptr addrspace(3) %b) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 64)
  call void @via(ptr addrspace(3) %b)
  ret void
}
define ptx_kernel void @two_funcs(ptr addrspace(3) %s, ptr addrspace(3) %b) {
  call void @g1(ptr addrspace(3) %s)
  call void @g2(ptr addrspace(3) %b)
  ret void
}
define ptx_kernel void @only_two(ptr addrspace(3) %s, ptr addrspace(3) %b) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %s, i32 64)
  call void @via(ptr addrspace(3) %b)
  ret void
}
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
