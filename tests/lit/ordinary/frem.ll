; frem as llc-19 expands it: a - trunc(a / b) * b, a when b is infinite, with
; mul and sub printed without a rounding modifier as llc prints them (ptxas
; then contracts both alike); half and bfloat through f32. The GPU check is
; tests/difftest/intrin_gen.py's frem group (every FP type, bit for bit).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; CHECK-LABEL: f32(
; CHECK: div.rn.f32 [[Q:%[a-z0-9]+]], [[A:%[fr][0-9]+]], [[B:%[fr][0-9]+]];
; CHECK-NEXT: cvt.rzi.f32.f32 [[T:%[a-z0-9]+]], [[Q]];
; CHECK-NEXT: mul.f32 [[M:%[a-z0-9]+]], [[T]], [[B]];
; CHECK-NEXT: sub.f32 [[S:%[a-z0-9]+]], [[A]], [[M]];
; CHECK-NEXT: testp.infinite.f32 [[P:%[a-z0-9]+]], [[B]];
; CHECK-NEXT: selp.{{[bf]}}32 {{%[fr][0-9]+}}, [[A]], [[S]], [[P]];
define float @f32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}
; CHECK-LABEL: f64(
; CHECK: div.rn.f64
; CHECK: testp.infinite.f64
define double @f64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
; CHECK-LABEL: f16(
; CHECK: cvt.f32.f16
; CHECK: div.rn.f32
; CHECK: cvt.rn.f16.f32
define half @f16(half %a, half %b) {
  %r = frem half %a, %b
  ret half %r
}
