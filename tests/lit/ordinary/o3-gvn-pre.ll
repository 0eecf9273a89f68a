; At -O3 llc-19 runs GVN where -O1 and -O2 run EarlyCSE (NVPTX's
; addEarlyCSEOrGVNPass). GVN's PRE turns fmul (phi a, b), (phi a, b) into a
; phi of products when a predecessor already computes a * a, and the fadd
; that used the product no longer fuses with it (difftest s92284_O3: ptxsel
; ran EarlyCSE at -O3 and fused, 54 of 256 words apart from llc-19 on an
; H200). At -O2 the fadd fuses in both.
; RUN: %ptxsel -O3 -mcpu=sm_90 %s -o %t3.ptx
; RUN: FileCheck %s --check-prefix=O3 < %t3.ptx
; RUN: %ptxas -arch=sm_90 %t3.ptx -o %t3.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t2.ptx
; RUN: FileCheck %s --check-prefix=O2 < %t2.ptx
; RUN: %llc -O3 -mcpu=sm_90 %s -o %t.llc3.ptx
; RUN: FileCheck %s --check-prefix=LLC3 < %t.llc3.ptx
; RUN: %llc -O2 -mcpu=sm_90 %s -o %t.llc2.ptx
; RUN: FileCheck %s --check-prefix=LLC2 < %t.llc2.ptx

target triple = "nvptx64-nvidia-cuda"

; O3-LABEL: .entry pre(
; O3-NOT: fma.rn.f64
; O3: ret;
; O2-LABEL: .entry pre(
; O2: fma.rn.f64
; LLC3-LABEL: .entry pre(
; LLC3-NOT: fma.rn.f64
; LLC3: ret;
; LLC2-LABEL: .entry pre(
; LLC2: fma.rn.f64
define ptx_kernel void @pre(ptr addrspace(1) %o, double %a, i1 %c) {
entry:
  %sq = fmul contract double %a, %a
  store double %sq, ptr addrspace(1) %o
  br i1 %c, label %t, label %j
t:
  %b = fadd double %a, 1.0
  br label %j
j:
  %p = phi double [ %a, %entry ], [ %b, %t ]
  %m = fmul contract double %p, %p
  %r = fadd contract double %p, %m
  %o1 = getelementptr double, ptr addrspace(1) %o, i64 1
  store double %r, ptr addrspace(1) %o1
  ret void
}
