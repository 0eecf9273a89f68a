!; tcgen05.ld.red from IR: the result must be {<N x T>, T}, redop is 0 (min)
; or 1 (max), .abs / .NaN operands exist only on the f32 intrinsic, and the
; name is ld.red.<32x32b|16x32bx2>.x<2..128>.<f32|i32> (ptxas: "Illegal
; modifier '.x1'"). Exact messages; nothing is written.
; RUN: %ptxsel -mcpu=sm_103a -mattr=+ptx88 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'bad_type': error: wrong result type for 'llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32': expected {<2 x float>, float}, got { <2 x float>, i32 }
; CHECK: in function 'bad_vec': error: wrong result type for 'llvm.nvvm.tcgen05.ld.red.32x32b.x8.i32': expected {<8 x i32>, i32}, got { <4 x i32>, i32 }
; CHECK: in function 'bad_redop': error: operand 1 of 'llvm.nvvm.tcgen05.ld.red.32x32b.x4.i32' is 2, outside the range 0..1
; CHECK: in function 'bad_redop_split': error: operand 2 of 'llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32' is 3, outside the range 0..1
; CHECK: in function 'abs_i32': error: wrong number of operands to 'llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.i32': expected 3, got 5
; CHECK: in function 'x1': error: tcgen05.ld.red.32x32b takes .x2, .x4 ... .x128 (a power of two)
; CHECK: in function 'shape': error: tcgen05.ld.red shape '16x64b' is not one of 32x32b, 16x32bx2
; CHECK: in function 'elty': error: tcgen05.ld.red.32x32b.x2 takes .f32 or .i32
; CHECK-NOT: error:

define ptx_kernel void @bad_type(ptr addrspace(6) %t) {
  %r = call { <2 x float>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6) %t, i32 0, i1 false, i1 false)
  ret void
}
define ptx_kernel void @bad_vec(ptr addrspace(6) %t) {
  %r = call { <4 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x8.i32(ptr addrspace(6) %t, i32 0)
  ret void
}
define ptx_kernel void @bad_redop(ptr addrspace(6) %t) {
  %r = call { <4 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.i32(ptr addrspace(6) %t, i32 2)
  ret void
}
define ptx_kernel void @bad_redop_split(ptr addrspace(6) %t) {
  %r = call { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6) %t, i64 0, i32 3, i1 false, i1 false)
  ret void
}
define ptx_kernel void @abs_i32(ptr addrspace(6) %t) {
  %r = call { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.i32(ptr addrspace(6) %t, i64 0, i32 0, i1 true, i1 false)
  ret void
}
define ptx_kernel void @x1(ptr addrspace(6) %t) {
  %r = call { <1 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x1.f32(ptr addrspace(6) %t, i32 0, i1 false, i1 false)
  ret void
}
define ptx_kernel void @shape(ptr addrspace(6) %t) {
  %r = call { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x64b.x2.f32(ptr addrspace(6) %t, i32 0, i1 false, i1 false)
  ret void
}
define ptx_kernel void @elty(ptr addrspace(6) %t) {
  %r = call { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.u32(ptr addrspace(6) %t, i32 0)
  ret void
}
declare { <2 x float>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6), i32, i1, i1)
declare { <4 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x8.i32(ptr addrspace(6), i32)
declare { <4 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.i32(ptr addrspace(6), i32)
declare { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6), i64, i32, i1, i1)
declare { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.i32(ptr addrspace(6), i64, i32, i1, i1)
declare { <1 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x1.f32(ptr addrspace(6), i32, i1, i1)
declare { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x64b.x2.f32(ptr addrspace(6), i32, i1, i1)
declare { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.u32(ptr addrspace(6), i32)
