; docs/verifier.md ladder rule 4, from IR, with its verbatim string.
; RUN: %ptxsel -mcpu=sm_110a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'k': error: Scale input accumulator is not supported on this architecture.
; CHECK-NOT: error:

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i64 3, i32 0, i32 1, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
