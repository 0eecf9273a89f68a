; llvm.nvvm.prefetch.tensormap.p0 of a pointer cast from the const (4) or
; param (101) space prints prefetch.const.tensormap / prefetch.param.tensormap
; of the source pointer, as upstream's llc does
; (llvm/test/CodeGen/NVPTX/prefetch-inferas-test.ll); a generic pointer, and
; a cast of a global variable (llc folds it into the symbol's cvta), stay
; prefetch.tensormap. At -O0 and -O2; ptxas assembles both.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 -mattr=+ptx80 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t.cubin

@tmap = addrspace(4) global [64 x i8] zeroinitializer, align 64

; CHECK-LABEL: .func from_const(
; CHECK-NOT: cvta
; CHECK: prefetch.const.tensormap [%rd{{[0-9]+}}];
define void @from_const(ptr addrspace(4) %p) {
  %g = addrspacecast ptr addrspace(4) %p to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  ret void
}

; CHECK-LABEL: .entry from_param(
; CHECK-NOT: cvta
; CHECK: prefetch.param.tensormap [%rd{{[0-9]+}}];
define ptx_kernel void @from_param(ptr addrspace(101) %p) {
  %g = addrspacecast ptr addrspace(101) %p to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  ret void
}

; CHECK-LABEL: .func generic(
; CHECK: prefetch.tensormap [%rd{{[0-9]+}}];
define void @generic(ptr %p) {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %p)
  ret void
}

; CHECK-LABEL: .func of_global(
; CHECK: cvta.const.u64
; CHECK: prefetch.tensormap [%rd{{[0-9]+}}];
define void @of_global() {
  %g = addrspacecast ptr addrspace(4) @tmap to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  ret void
}

declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
