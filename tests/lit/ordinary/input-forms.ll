; Bitcode input, stdin ('-'), stdout output, and -O0 vs -O2 canonicalisation.
; RUN: llvm-as %s -o %t.bc
; RUN: %ptxsel -O0 -mcpu=sm_90a %t.bc -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: cat %s | %ptxsel -O0 -mcpu=sm_90a - -o - > %t.stdin.ptx
; RUN: FileCheck %s < %t.stdin.ptx
; RUN: %ptxsel -mcpu=sm_90a -O2 %s -o %t.o2.ptx
; RUN: FileCheck %s --check-prefix=O2 < %t.o2.ptx
; RUN: %ptxas -arch=sm_90a %t.o2.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a -O0 %s -o %t.o0.ptx
; RUN: FileCheck %s < %t.o0.ptx
; CHECK-LABEL: .entry k(
; CHECK: st.local.u32
; CHECK: ld.local.u32
; CHECK: mul.lo.s32
; O2-LABEL: .entry k(
; O2-NOT: .local
; O2: mul.lo.s32
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %slot = alloca i32, align 4, addrspace(5)
  store i32 %x, ptr addrspace(5) %slot, align 4
  %v = load i32, ptr addrspace(5) %slot, align 4
  %m = mul i32 %v, %x
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}
