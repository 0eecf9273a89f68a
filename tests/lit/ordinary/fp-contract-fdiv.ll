; An fdiv by a constant whose reciprocal is exact is an fmul by that
; reciprocal to llc-19's DAG combiner, and, with `contract` on both, fused
; into its add like any product (before, ptxsel printed div.rn + add.rn:
; the same value except where x / C is subnormal). The combiner turns the
; fdiv into an fmul only when it visits it, after the add's first visit, so
; a real fmul operand is fused first (div_mul); of two such fdivs an fadd
; fuses the later one (div_div_add), an fsub its second operand, whose
; divisor it negates first (div_div_sub; the negated constant is printed
; as the immediate -0.5, as llc-19 prints it, not as a neg.f32); x / -0.5 subtracted becomes
; x + x, which is never fused (sub_half). Each fuses what llc-19 fuses.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx

; CHECK-LABEL: .entry div_add(
; CHECK-NOT: div.rn
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3E800000, {{%r[0-9]+}};
; CHECK-LABEL: .entry div_mul(
; CHECK: mul.rn.f32 [[D:%r[0-9]+]], {{%r[0-9]+}}, 0f3F000000;
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, [[D]];
; CHECK-LABEL: .entry div_div_add(
; CHECK: mul.rn.f32 [[D:%r[0-9]+]], {{%r[0-9]+}}, 0f3F000000;
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3E800000, [[D]];
; CHECK-LABEL: .entry div_div_sub(
; CHECK: mul.rn.f32 [[M:%r[0-9]+]], {{%r[0-9]+}}, 0f3E800000;
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0fBF000000, [[M]];
; CHECK-LABEL: .entry sub_half(
; CHECK-NOT: fma
; CHECK: sub.rn.f32
; CHECK-NOT: fma

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @div_add(ptr %o, float %x, float %z) {
  %d = fdiv contract float %x, 4.000000e+00
  %r = fadd contract float %d, %z
  store float %r, ptr %o
  ret void
}
define ptx_kernel void @div_mul(ptr %o, float %x, float %y, float %z) {
  %d = fdiv contract float %x, 2.000000e+00
  %m = fmul contract float %y, %z
  %r = fadd contract float %d, %m
  store float %r, ptr %o
  ret void
}
define ptx_kernel void @div_div_add(ptr %o, float %x, float %y) {
  %d = fdiv contract float %x, 2.000000e+00
  %m = fdiv contract float %y, 4.000000e+00
  %r = fadd contract float %d, %m
  store float %r, ptr %o
  ret void
}
define ptx_kernel void @div_div_sub(ptr %o, float %x, float %y) {
  %m = fdiv contract float %y, 4.000000e+00
  %d = fdiv contract float %x, 2.000000e+00
  %r = fsub contract float %m, %d
  store float %r, ptr %o
  ret void
}
define ptx_kernel void @sub_half(ptr %o, float %x, float %z) {
  %d = fdiv contract float %x, -5.000000e-01
  %r = fsub contract float %z, %d
  store float %r, ptr %o
  ret void
}
