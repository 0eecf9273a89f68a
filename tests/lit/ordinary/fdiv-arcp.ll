; fdiv arcp by a constant is a multiplication by its reciprocal, rounded to
; the type, as llc-19's DAG combiner rewrites it (at -O0 too) where the
; reciprocal is a normal number: x / 3.0 is x * 0f3EAAAAAB (not the correctly
; rounded quotient), x / 2^-127 is x * 2^127. Two or more arcp divisions by
; one non-constant divisor in a block (one with a numerator other than
; +-1.0) become one reciprocal and multiplications (combineRepeatedFPDivisors;
; half: the reciprocal in float rounded to half). Without arcp, by a divisor
; used once, in other blocks, or only 1.0 / y and -1.0 / y, the division
; stays a division. The CHECK lines hold for llc-19's output too (the
; reciprocal is rcp.rn in both); ptxas assembles ptxsel's.
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

; CHECK-LABEL: .func two(
; CHECK: {{(rcp.rn.f32 (%[a-z0-9]+), %[a-z0-9]+|div.rn.f32 (%[a-z0-9]+), 0f3F800000, %[a-z0-9]+)}};
; CHECK-NOT: div
; CHECK: mul.rn.f32
; CHECK-NOT: div
; CHECK: mul.rn.f32
; CHECK-NOT: div
; CHECK: ret;
define void @two(ptr %p, float %a, float %b, float %y) {
  %1 = fdiv arcp float %a, %y
  %2 = fdiv arcp float %b, %y
  %s = fadd float %1, %2
  store float %s, ptr %p
  ret void
}

; CHECK-LABEL: .func dbl(
; CHECK: {{(rcp.rn.f64|div.rn.f64 .*0d3FF0000000000000)}}
; CHECK: mul.rn.f64
; CHECK: mul.rn.f64
define void @dbl(ptr %p, double %a, double %b, double %y) {
  %1 = fdiv arcp double %a, %y
  %2 = fdiv arcp double %b, %y
  %s = fadd double %1, %2
  store double %s, ptr %p
  ret void
}

; CHECK-LABEL: .func half(
; CHECK: cvt.f32.f16
; CHECK: {{(rcp.rn.f32|div.rn.f32 .*0f3F800000)}}
; CHECK: cvt.rn.f16.f32
; CHECK: mul.rn.f16
; CHECK: mul.rn.f16
define void @half(ptr %p, half %a, half %b, half %y) {
  %1 = fdiv arcp half %a, %y
  %2 = fdiv arcp half %b, %y
  %s = fadd half %1, %2
  store half %s, ptr %p
  ret void
}

; CHECK-LABEL: .func onearcp(
; CHECK: div.rn.f32
; CHECK: div.rn.f32
define void @onearcp(ptr %p, float %a, float %b, float %y) {
  %1 = fdiv arcp float %a, %y
  %2 = fdiv float %b, %y
  %s = fadd float %1, %2
  store float %s, ptr %p
  ret void
}

; CHECK-LABEL: .func ones(
; CHECK-NOT: mul
; CHECK: ret;
define void @ones(ptr %p, float %a, float %y) {
  %1 = fdiv arcp float -1.0, %y
  %2 = fdiv arcp float 1.0, %y
  %s = fadd float %1, %2
  store float %s, ptr %p
  ret void
}

; CHECK-LABEL: .func blocks(
; CHECK: div.rn.f32
; CHECK: div.rn.f32
define void @blocks(ptr %p, float %a, float %b, float %y) {
  %1 = fdiv arcp float %a, %y
  br label %n
n:
  %2 = fdiv arcp float %b, %y
  %s = fadd float %1, %2
  store float %s, ptr %p
  ret void
}

; distinct lanes: each its own division
; CHECK-LABEL: .func {{.*}}vec(
; CHECK: div.rn.f32
; CHECK: div.rn.f32
define <2 x float> @vec(<2 x float> %a, <2 x float> %y) {
  %r = fdiv arcp <2 x float> %a, %y
  ret <2 x float> %r
}
