; TMA selector rules (docs/verifier.md "TMA"): rank and im2col-rank strings for
; names no row knows; flags must be constants in range.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'rank6': error: TMA rank must be in the range 1..5
; CHECK-DAG: in function 'im2col2': error: im2col tensor copies require at least three dimensions
; CHECK-DAG: in function 'cg3': error: operand 8 of 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d' is 3, outside the range 0..2
; CHECK-DAG: in function 'flag': error: operand 6 of 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d' must be a constant (immarg)

define ptx_kernel void @rank6(ptr %t, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.6d(ptr addrspace(3) %s, ptr %t, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i64 0, i1 false)
  ret void
}
define ptx_kernel void @im2col2(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false, i32 0)
  ret void
}
define ptx_kernel void @cg3(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i16 0, i64 0, i1 false, i1 false, i32 3)
  ret void
}
define ptx_kernel void @flag(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i1 %f) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i16 0, i64 0, i1 %f, i1 false, i32 0)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.6d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)
