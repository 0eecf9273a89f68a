; docs/verifier.md ladder rule 11, from IR, with its verbatim string.
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'k': error: Cannot use 2X or 4X as scale vector size for mxf8f6f4 type
; CHECK-NOT: error:

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.scale_vec.2x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %d, ptr addrspace(6) %d, i32 1, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.scale_vec.2x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
