; A function with "unsafe-fp-math"="true" is selected as llc-19 selects it
; there (isel/fpmode.c, isel/expand.c): float division div.approx(.ftz),
; 1.0 / y rcp.approx, by a constant a multiplication by the reciprocal,
; several divisions by one divisor rcp.approx and multiplications, a select
; of two divisions by one divisor one division of the selected numerator
; (-O1 and up);
; sqrt stays sqrt.rn unless it has afn and ninf (then the estimate:
; sqrt.approx, on double rcp.approx.ftz.f64 of rsqrt.approx.f64, and 0.0 for
; a zero or subnormal input), 1.0 / sqrt(x) is rsqrt.approx, x / sqrt(y) x
; times it, refined by one Newton-Raphson step where "reciprocal-estimates"
; asks (sqrtf / sqrtd, for both); llvm.nvvm.sqrt.f sqrt.approx; frem
; without the infinity test; and, at -O1 and up only, fadd / fsub / fmul
; without .rn (half, bfloat and double too; llvm.round's addition too). The
; same CHECK lines hold for llc-19 at both levels.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O2 < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o %t0.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O0 < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func{{.*}} div(
; CHECK: div.approx.f32
define float @div(float %a, float %b) #0 {
  %r = fdiv float %a, %b
  ret float %r
}

; CHECK-LABEL: .func{{.*}} div_ftz(
; CHECK: div.approx.ftz.f32
define float @div_ftz(float %a, float %b) #1 {
  %r = fdiv float %a, %b
  ret float %r
}

; CHECK-LABEL: .func{{.*}} recip(
; CHECK: rcp.approx.f32
; CHECK-NOT: div
; CHECK: ret;
define float @recip(float %b) #0 {
  %r = fdiv float 1.0, %b
  ret float %r
}

; CHECK-LABEL: .func{{.*}} div_double(
; CHECK: div.rn.f64
define double @div_double(double %a, double %b) #0 {
  %r = fdiv double %a, %b
  ret double %r
}

; CHECK-LABEL: .func{{.*}} div_half(
; CHECK: div.approx.f32
; CHECK: cvt.rn.f16.f32
define half @div_half(half %a, half %b) #0 {
  %r = fdiv half %a, %b
  ret half %r
}

; CHECK-LABEL: .func{{.*}} div_const(
; O2: mul.f32 {{.*}}, 0f3EAAAAAB;
; O0: mul.rn.f32 {{.*}}, 0f3EAAAAAB;
define float @div_const(float %a) #0 {
  %r = fdiv float %a, 3.0
  ret float %r
}

; by -1.0: x * -1.0, which is fneg x (arcp alone too)
; CHECK-LABEL: .func{{.*}} div_minus_one(
; CHECK: neg.f32
; CHECK-NOT: mul
; CHECK: ret;
define float @div_minus_one(float %a) #0 {
  %r = fdiv float %a, -1.0
  ret float %r
}

; CHECK-LABEL: .func{{.*}} div_minus_one_arcp(
; CHECK: neg.f64
; CHECK-NOT: mul
; CHECK: ret;
define double @div_minus_one_arcp(double %a) {
  %r = fdiv arcp double %a, -1.0
  ret double %r
}

; x * 2.0 is x + x (so that ptxas cannot contract it at -O2, as llc's)
; CHECK-LABEL: .func{{.*}} times_two(
; O2: add.f32 [[R:%[a-z0-9]+]], [[X:%[a-z0-9]+]], [[X]];
; O2-NOT: mul
; CHECK: ret;
define float @times_two(float %a) #0 {
  %r = fmul reassoc nsz float %a, 2.0
  ret float %r
}

; CHECK-LABEL: .func{{.*}} repeated(
; CHECK: rcp.approx.f32
; O2: mul.f32
; O2: mul.f32
; O2: mul.f32
; O0: mul.rn.f32
; O0: mul.rn.f32
; O0: mul.rn.f32
; CHECK-NOT: div
; CHECK: ret;
define float @repeated(float %a, float %b, float %y) #0 {
  %x = fdiv float %a, %y
  %z = fdiv float %b, %y
  %r = fmul float %x, %z
  ret float %r
}

; (at -O0 the divisions share a reciprocal before the select)
; CHECK-LABEL: .func{{.*}} select_divs(
; O2: selp.{{[bf]}}32
; O2: div.approx.f32
; O2-NOT: div
; O0: rcp.approx.f32
; O0: mul.rn.f32
; O0: mul.rn.f32
; O0: selp.{{[bf]}}32
; CHECK: ret;
define float @select_divs(i1 %p, float %a, float %b, float %y) #0 {
  %x = fdiv float %a, %y
  %z = fdiv float %b, %y
  %r = select i1 %p, float %x, float %z
  ret float %r
}

; CHECK-LABEL: .func{{.*}} sqrt_plain(
; CHECK: sqrt.rn.f32
define float @sqrt_plain(float %a) #0 {
  %r = call afn float @llvm.sqrt.f32(float %a)
  ret float %r
}

; CHECK-LABEL: .func{{.*}} sqrt_est(
; CHECK-DAG: sqrt.approx.f32
; CHECK-DAG: abs.f32
; CHECK-DAG: setp.lt.f32 {{.*}}, 0f00800000;
; CHECK: selp.{{[bf]}}32 {{.*}}, 0f00000000,
define float @sqrt_est(float %a) #0 {
  %r = call afn ninf float @llvm.sqrt.f32(float %a)
  ret float %r
}

; "no-infs-fp-math" stands for ninf; inputs that flush test for zero only
; CHECK-LABEL: .func{{.*}} sqrt_est_ftz(
; CHECK-DAG: sqrt.approx.ftz.f32
; CHECK-DAG: setp.eq.ftz.f32 {{.*}}, 0f00000000;
; CHECK: selp.{{[bf]}}32 {{.*}}, 0f00000000,
define float @sqrt_est_ftz(float %a) #2 {
  %r = call afn float @llvm.sqrt.f32(float %a)
  ret float %r
}

; CHECK-LABEL: .func{{.*}} sqrt_est_double(
; CHECK: rsqrt.approx.f64
; CHECK: rcp.approx.ftz.f64
; CHECK: selp.{{[bf]}}64 {{.*}}, 0d0000000000000000,
define double @sqrt_est_double(double %a) #0 {
  %r = call afn ninf double @llvm.sqrt.f64(double %a)
  ret double %r
}

; CHECK-LABEL: .func{{.*}} rsqrt(
; CHECK-NOT: sqrt.rn
; CHECK: rsqrt.approx.f32
; CHECK-NOT: div
; CHECK: ret;
define float @rsqrt(float %a) #0 {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv float 1.0, %s
  ret float %r
}

; CHECK-LABEL: .func{{.*}} x_over_sqrt(
; CHECK: rsqrt.approx.f64
; O2: mul.f64
; O0: mul.rn.f64
; CHECK-NOT: div
; CHECK: ret;
define double @x_over_sqrt(double %x, double %a) #0 {
  %s = call double @llvm.sqrt.f64(double %a)
  %r = fdiv double %x, %s
  ret double %r
}

; one refinement step: a * e, fma(a * e, e, -3.0), (e * -0.5) * that
; CHECK-LABEL: .func{{.*}} rsqrt_refined(
; CHECK: rsqrt.approx.ftz.f32
; O2: mul.ftz.f32
; O0: mul.rn.ftz.f32
; CHECK: fma.rn.ftz.f32 {{.*}}, 0fC0400000;
; O2: mul.ftz.f32 {{.*}}, 0fBF000000;
; O0: mul.rn.ftz.f32 {{.*}}, 0fBF000000;
define float @rsqrt_refined(float %a) #3 {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv float 1.0, %s
  ret float %r
}

; "rsqrtf" is not a name llc-19 looks for (the rsqrt estimate takes sqrtf's steps)
; CHECK-LABEL: .func{{.*}} rsqrt_unrefined(
; CHECK: rsqrt.approx.f32
; CHECK-NOT: fma
; CHECK: ret;
define float @rsqrt_unrefined(float %a) #5 {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv float 1.0, %s
  ret float %r
}

; CHECK-LABEL: .func{{.*}} sqrt_refined(
; CHECK: rsqrt.approx.f64
; CHECK: fma.rn.f64 {{.*}}, 0dC008000000000000;
; CHECK: setp.lt.f64 {{.*}}, 0d0010000000000000;
; CHECK: selp.{{[bf]}}64
define double @sqrt_refined(double %a) #4 {
  %r = call afn ninf double @llvm.sqrt.f64(double %a)
  ret double %r
}

; CHECK-LABEL: .func{{.*}} nvvm_sqrt(
; CHECK: sqrt.approx.f32
define float @nvvm_sqrt(float %a) #0 {
  %r = call float @llvm.nvvm.sqrt.f(float %a)
  ret float %r
}

; CHECK-LABEL: .func{{.*}} rem(
; CHECK: div.rn.f32
; CHECK: cvt.rzi.f32.f32
; CHECK: mul.f32
; CHECK: sub.f32
; CHECK-NOT: testp
; CHECK: ret;
define float @rem(float %a, float %b) #0 {
  %r = frem float %a, %b
  ret float %r
}

; CHECK-LABEL: .func{{.*}} rem_double_ftz(
; CHECK: div.rn.f64
; CHECK: cvt.rzi.f64.f64
; CHECK: mul.f64
; CHECK: sub.f64
; CHECK-NOT: testp
; CHECK: ret;
define double @rem_double_ftz(double %a, double %b) #1 {
  %r = frem double %a, %b
  ret double %r
}

; CHECK-LABEL: .func{{.*}} arith(
; O2: add.f32
; O2: mul.f64
; O2: add.f16
; O2: mul.bf16
; O0: add.rn.f32
; O0: mul.rn.f64
; O0: add.rn.f16
; O0: mul.rn.bf16
define void @arith(ptr %p, float %a, float %b, double %c, half %h, bfloat %g) #0 {
  %x = fadd float %a, %b
  store volatile float %x, ptr %p
  %y = call float @sub_ftz(float %a, float %b)
  store volatile float %y, ptr %p
  %z = fmul double %c, %c
  store volatile double %z, ptr %p
  %w = fadd half %h, %h
  store volatile half %w, ptr %p
  %v = fmul bfloat %g, %g
  store volatile bfloat %v, ptr %p
  ret void
}

; CHECK-LABEL: .func{{.*}} sub_ftz(
; O2: sub.ftz.f32
; O0: sub.rn.ftz.f32
define float @sub_ftz(float %a, float %b) #1 {
  %r = fsub float %a, %b
  ret float %r
}

; llvm.round's expansion adds without .rn at -O2 too
; CHECK-LABEL: .func{{.*}} round(
; O2: add.f32
; O0: add.rn.f32
; CHECK: cvt.rzi.f32.f32
define float @round(float %a) #0 {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}

; CHECK-LABEL: .func{{.*}} round_double(
; O2: add.f64 {{.*}}, 0d3FE0000000000000;
; O0: add.rn.f64 {{.*}}, 0d3FE0000000000000;
define double @round_double(double %a) #0 {
  %r = call double @llvm.round.f64(double %a)
  ret double %r
}

; clang -funsafe-math-optimizations puts reassoc nsz arcp contract afn on
; every instruction: a constant operand alone is not folded (only chains of
; constants and zeros are, refused: unsafe-fp-math-refused.ll)
; CHECK-LABEL: .func{{.*}} fast_flags(
; O2: add.f32 {{.*}}, 0f40400000;
; O0: add.rn.f32 {{.*}}, 0f40400000;
; O2: mul.f32 {{.*}}, 0f40A00000;
; O0: mul.rn.f32 {{.*}}, 0f40A00000;
; CHECK: div.approx.f32
; O2: mul.f32 {{.*}}, 0f3EAAAAAB;
; O0: mul.rn.f32 {{.*}}, 0f3EAAAAAB;
define float @fast_flags(float %a, float %b) #6 {
  %x = fadd reassoc nsz arcp contract afn float %a, 3.0
  %m = fmul reassoc nsz arcp contract afn float %x, %b
  %y = fmul reassoc nsz arcp contract afn float %m, 5.0
  %d = fdiv reassoc nsz arcp contract afn float %y, %a
  %r = fdiv reassoc nsz arcp contract afn float %d, 3.0
  ret float %r
}

; with 'contract' on both (as clang puts it), the fusion is the one the
; flags make (isel/contract.c), mul / add without .rn where not fused
; CHECK-LABEL: .func{{.*}} fused(
; CHECK: fma.rn.f32
; CHECK: fma.rn.f32
; CHECK-NOT: add
; CHECK: ret;
define void @fused(ptr %p, float %a, float %b, float %c, float %d) #0 {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %c
  %s = fsub contract float %d, %m
  store volatile float %r, ptr %p
  store volatile float %s, ptr %p
  ret void
}

declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.nvvm.sqrt.f(float)

attributes #0 = { "unsafe-fp-math"="true" }
attributes #1 = { "unsafe-fp-math"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
attributes #2 = { "unsafe-fp-math"="true" "no-infs-fp-math"="true" "denormal-fp-math-f32"="preserve-sign" }
attributes #3 = { "unsafe-fp-math"="true" "denormal-fp-math-f32"="preserve-sign" "reciprocal-estimates"="sqrtf:1" }
attributes #6 = { "unsafe-fp-math"="true" "no-signed-zeros-fp-math"="true" }
attributes #5 = { "unsafe-fp-math"="true" "reciprocal-estimates"="rsqrtf:1" }
attributes #4 = { "unsafe-fp-math"="true" "reciprocal-estimates"="sqrtd:1,divf" }
