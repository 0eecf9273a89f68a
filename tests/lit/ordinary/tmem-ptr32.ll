; A data layout with 32-bit tensor-memory pointers (upstream's "p6:32:32"):
; such a pointer is a 32-bit value everywhere — passed as .b32, stored in 4
; bytes, and handed to tcgen05 as the 32-bit address PTX wants, without the
; truncation a 64-bit register needs.
; RUN: %ptxsel -O0 -mcpu=sm_100a %s -o %t.ptx
; RUN: %ptxas -c -arch=sm_100a %t.ptx -o %t.cubin
; RUN: FileCheck %s < %t.ptx
; CHECK-LABEL: .entry param(
; CHECK-NEXT: .param .u32 param_param_0
; CHECK: ld.param.u32 [[D:%r[0-9]+]], [param_param_0];
; CHECK-NOT: cvt.u32.u64
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 [[D]], 32;
; CHECK-LABEL: .entry store(
; CHECK: st.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};

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
