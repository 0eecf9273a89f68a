	; One cta_group per kernel: ptxas 13.0 rejects a function whose tcgen05
; instructions mix cta_group::1 and cta_group::2 ("uses single
; CTA(.cta_group::1) and CTA pair granularity(.cta_group::2)"), at PTX 8.6
; through 9.0; ptxsel reports it at the instruction that breaks it. The clean
; kernel (one group) compiles and assembles.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx90 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx90 %S/Inputs/one-group.ll -o %t2.ptx
; RUN: FileCheck --check-prefix=OK %s < %t2.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t2.ptx -o %t2.cubin %}
; CHECK: in function 'mixed': error: tcgen05 instructions of one kernel must use one cta_group: this one uses cta_group::2, an earlier one (tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32) cta_group::1
; CHECK-NEXT: note: at instruction: call void @llvm.nvvm.tcgen05.commit.shared.cg2
; CHECK-NOT: error:
; OK: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], 64;
; OK: tcgen05.ld.sync.aligned.32x32b.x2.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}];
; OK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; OK: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r{{[0-9]+}}, 64;

define ptx_kernel void @mixed(ptr addrspace(3) %s, ptr addrspace(3) %bar) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 64)
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %bar)
  ret void
}
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
