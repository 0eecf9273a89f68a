; With no -O option ptxsel compiles at -O2, llc's default level: the output
; is -O2's byte for byte, and not -O0's (here -O2's IR passes keep the
; private array in registers, where -O0 gives it a local depot; -O2's block
; CSE computes %a + %b once).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.default.ptx
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.O2.ptx
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.O0.ptx
; RUN: cmp %t.default.ptx %t.O2.ptx
; RUN: not cmp -s %t.default.ptx %t.O0.ptx
; RUN: FileCheck --check-prefix=DEF %s < %t.default.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t.O0.ptx
; RUN: %ptxas -arch=sm_90a %t.default.ptx -o %t.cubin

target datalayout = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; DEF-LABEL: .entry k(
; DEF-NOT: __local_depot
; DEF-COUNT-1: add.s32
; DEF-NOT: add.s32
; DEF: ret;
; O0-LABEL: .entry k(
; O0: __local_depot
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
  %p = alloca [2 x i32], align 4
  %s1 = add i32 %a, %b
  store i32 %s1, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %s2 = add i32 %a, %b
  store i32 %s2, ptr %q, align 4
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %q, align 4
  %m = mul i32 %x, %y
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}
