!; docs/verifier.md ladder rule 10, from IR, with its verbatim string.
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'k': error: Cannot use collector::a::use or colletor::a::fill with ashift
; CHECK-NOT: error:

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %d, i64 %b, i32 %i, i1 %e, i32 0, i32 1, i32 2)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
