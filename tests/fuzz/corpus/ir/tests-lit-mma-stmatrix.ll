; stmatrix (sm_90, PTX 7.8; LLVM 21's intrinsic name, overloaded on the
; pointer): the Hopper epilogue stores an accumulator tile to shared memory,
; .x4.trans through a shared pointer and .x1 through a generic one.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx && FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx78 %s -o %t78.ptx && FileCheck %s < %t78.ptx
; RUN: %ptxas -arch=sm_90 %t78.ptx -o %t78.cubin
; CHECK: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%r{{d?[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: stmatrix.sync.aligned.m8n8.x1.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};

define ptx_kernel void @k(ptr addrspace(3) %s, ptr %g, i32 %x, i32 %y) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %s, i32 %x, i32 %y, i32 %x, i32 7)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr %g, i32 %y)
  ret void
}
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p0(ptr, i32)
