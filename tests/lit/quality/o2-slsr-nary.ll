; -O2 runs llc-19's straight-line strength reduction and n-ary
; reassociation, and leaves each out only where it provably changes nothing
; (isel/pipeline.c, slsr_may_change / nary_may_change). Here both change
; the IR, as in llc-19 -O2: b + (i+1)*s and b + (i+2)*s become the previous
; sum plus s (one mad, no more multiplications), and (a + c) + b reuses
; a + b. If either were left out, the checks below would fail.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry slsr_mul(
; CHECK: ld.param.u32 [[S:%r[0-9]+]], [slsr_mul_param_2];
; CHECK: mad.lo.s32 [[A0:%r[0-9]+]], {{%r[0-9]+}}, [[S]], {{%r[0-9]+}};
; CHECK-NOT: mul.lo
; CHECK: add.s32 [[A1:%r[0-9]+]], [[A0]], [[S]];
; CHECK-NOT: mul.lo
; CHECK: add.s32 {{%r[0-9]+}}, [[A1]], [[S]];
define ptx_kernel void @slsr_mul(i32 %b, i32 %i, i32 %s, ptr addrspace(1) %p) {
  %m0 = mul i32 %i, %s
  %a0 = add i32 %b, %m0
  store i32 %a0, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  %m1 = mul i32 %i1, %s
  %a1 = add i32 %b, %m1
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 1
  store i32 %a1, ptr addrspace(1) %p1
  %i2 = add i32 %i, 2
  %m2 = mul i32 %i2, %s
  %a2 = add i32 %b, %m2
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 2
  store i32 %a2, ptr addrspace(1) %p2
  ret void
}

; CHECK-LABEL: .entry nary(
; CHECK: add.s32 [[AB:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: add.s32 {{%r[0-9]+}}, [[AB]], {{%r[0-9]+}};
; CHECK-NOT: add.s32
; CHECK: ret;
define ptx_kernel void @nary(i32 %a, i32 %b, i32 %c, ptr addrspace(1) %p) {
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(1) %p
  %ac = add i32 %a, %c
  %abc = add i32 %ac, %b
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 1
  store i32 %abc, ptr addrspace(1) %p1
  ret void
}
