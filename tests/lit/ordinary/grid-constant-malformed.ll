; An !nvvm.annotations "grid_constant" entry whose value is not a node
; (here constants, as in the fuzz input that found it; below, a string) was
; handed to LLVMGetMDNodeNumOperands, which reads it as a node: SEGV inside
; LLVM (llc-19 crashes on the same input too). A malformed value is ignored,
; as other malformed annotation values are; the kernel compiles and its
; parameter is read as usual. Found by the ir fuzz harness (docs/fuzzing.md;
; input tests/fuzz/corpus/ir/regress-grid-constant-not-node.ll).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; CHECK: .entry k(
; CHECK: .entry s(
; CHECK: ld.param.u32

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr byval(i32) %a) {
  ret void
}

define ptx_kernel void @s(ptr byval(i32) %a, ptr addrspace(1) %out) {
  %v = load i32, ptr %a
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!nvvm.annotations = !{!1, !1, !2}
!1 = !{ptr @k, !"grid_constant", i32 34, i32 35, i32 36, i32 37, i32 38, i32 39}
!2 = !{ptr @s, !"grid_constant", !"one"}
