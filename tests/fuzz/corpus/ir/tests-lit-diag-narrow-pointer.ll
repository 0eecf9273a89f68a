; A data layout with 32-bit pointers for an address space (upstream's
; "p6:32:32" for tensor memory): such pointers work in registers (@ok), but
; passing or storing one would need the narrower ABI, which ptxsel refuses
; by name instead of silently passing 64 bits.
; RUN: not %ptxsel -mcpu=sm_100a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'param': error: cannot pass a pointer to address space 6, which the data layout makes 32-bit: only 64-bit pointers are supported in memory and as parameters
; CHECK: in function 'store': error: cannot store a pointer to address space 6, which the data layout makes 32-bit: only 64-bit pointers are supported in memory and as parameters
; CHECK-NEXT: note: at instruction: store ptr addrspace(6) %t, ptr %p
; CHECK-NOT: in function 'ok'
; RUN: sed -e '/^define.*@param(/,/^}/d' -e '/^define.*@store(/,/^}/d' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_100a %t.ok.ll -o %t.ok.ptx
; RUN: %ptxas -arch=sm_100a %t.ok.ptx -o %t.cubin

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)

define ptx_kernel void @param(ptr addrspace(6) %d) {
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %d, i32 32)
  ret void
}

define ptx_kernel void @store(ptr %p, i32 %x) {
  %t = inttoptr i32 %x to ptr addrspace(6)
  store ptr addrspace(6) %t, ptr %p
  ret void
}

define ptx_kernel void @ok(i32 %x) {
  %t = inttoptr i32 %x to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  ret void
}
