; A module without a data layout gets upstream NVPTX's (LLVM 21 and later),
; in which tensor-memory pointers (address space 6) are 32-bit: a
; ptr addrspace(6) parameter is a .b32 and goes to tcgen05 as it is, as
; upstream's llc prints it (no 64-bit load and truncation). A module whose
; layout says otherwise keeps its layout (tmem-ptr64 below).
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: (echo 'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"'; cat %s) > %t.l64.ll
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %t.l64.ll -o - | FileCheck %s --check-prefix=L64

; CHECK-LABEL: .func dealloc(
; CHECK-NEXT: .param .b32 dealloc_param_0,
; CHECK: ld.param.b32 %r1, [dealloc_param_0];
; CHECK-NEXT: ld.param.b32 %r2, [dealloc_param_1];
; CHECK-NEXT: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, %r2;
; CHECK-NOT: cvt.u32.u64
; CHECK: ret;

; L64-LABEL: .func dealloc(
; L64-NEXT: .param .b64 dealloc_param_0,
; L64: cvt.u32.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)

define void @dealloc(ptr addrspace(6) %tmem, i32 %ncols) {
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %tmem, i32 %ncols)
  ret void
}
