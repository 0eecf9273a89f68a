; fdiv arcp by a constant is a multiplication by its reciprocal, rounded to
; the type, as llc-19's DAG combiner rewrites it (at -O0 too) where the
; reciprocal is a normal number: x / 3.0 is x * 0f3EAAAAAB (not the correctly
; rounded quotient), x / 2^-127 is x * 2^127. Without arcp, or by a
; non-constant divisor used once, the division stays div.rn. The CHECK lines
; hold for llc-19's output too; ptxas assembles ptxsel's.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func div3(
; CHECK: mul.rn.f32 {{.*}}, 0f3EAAAAAB;
define void @div3(ptr %p, float %a) {
  %r = fdiv arcp float %a, 3.0
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func div3d(
; CHECK: mul.rn.f64 {{.*}}, 0d3FD5555555555555;
define void @div3d(ptr %p, double %a) {
  %r = fdiv arcp double %a, 3.0
  store double %r, ptr %p
  ret void
}

; CHECK-LABEL: .func divtiny(
; CHECK: mul.rn.f32 {{.*}}, 0f7F000000;
define void @divtiny(ptr %p, float %a) {
  %r = fdiv arcp float %a, 0x3800000000000000
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func noarcp(
; CHECK: div.rn.f32 {{.*}}, 0f40400000;
define void @noarcp(ptr %p, float %a) {
  %r = fdiv float %a, 3.0
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func once(
; CHECK: div.rn.f32
define void @once(ptr %p, float %a, float %y) {
  %r = fdiv arcp float %a, %y
  store float %r, ptr %p
  ret void
}
