; A function with "no-signed-zeros-fp-math"="true" is selected as llc-19's
; DAG combiner rewrites it there (isel/expand.c expand_nsz): (float)(int)x
; of x's own type is cvt.rzi (llvm.trunc; the round trip differs from it
; only in the sign of a zero), and select (fcmp a, b), a, b with a and b
; never NaN ("no-nans-fp-math", constants, int-to-float conversions, nnan)
; is min / max (a, b). A select whose values may be NaN stays a select.
; The CHECK lines hold for llc-19 too.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func{{.*}} trunc_f32(
; CHECK: cvt.rzi.f32.f32
; CHECK-NOT: cvt
; CHECK: ret;
define float @trunc_f32(float %a) #0 {
  %i = fptosi float %a to i32
  %r = sitofp i32 %i to float
  ret float %r
}

; CHECK-LABEL: .func{{.*}} trunc_f64_unsigned(
; CHECK: cvt.rzi.f64.f64
; CHECK-NOT: cvt
; CHECK: ret;
define double @trunc_f64_unsigned(double %a) #0 {
  %i = fptoui double %a to i64
  %r = uitofp i64 %i to double
  ret double %r
}

; CHECK-LABEL: .func{{.*}} trunc_ftz(
; CHECK: cvt.rzi.ftz.f32.f32
define float @trunc_ftz(float %a) #2 {
  %i = fptosi float %a to i16
  %r = sitofp i16 %i to float
  ret float %r
}

; CHECK-LABEL: .func{{.*}} relu(
; CHECK: max.f32 {{.*}}, 0f00000000;
; CHECK-NOT: selp
; CHECK: ret;
define float @relu(float %a) #1 {
  %c = fcmp olt float %a, 0.0
  %r = select i1 %c, float 0.0, float %a
  ret float %r
}

; CHECK-LABEL: .func{{.*}} min_double(
; CHECK: min.f64
; CHECK-NOT: selp
; CHECK: ret;
define double @min_double(double %a, double %b) #1 {
  %c = fcmp ule double %a, %b
  %r = select i1 %c, double %a, double %b
  ret double %r
}

; never NaN without the attribute: both values converted from integers
; CHECK-LABEL: .func{{.*}} max_ints(
; CHECK: max.f32
; CHECK-NOT: selp
; CHECK: ret;
define float @max_ints(i32 %x, i32 %y) #0 {
  %a = sitofp i32 %x to float
  %b = sitofp i32 %y to float
  %c = fcmp ogt float %a, %b
  %r = select i1 %c, float %a, float %b
  ret float %r
}

; CHECK-LABEL: .func{{.*}} maybe_nan(
; CHECK: setp
; CHECK: selp.{{[bf]}}32
define float @maybe_nan(float %a, float %b) #0 {
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %a, float %b
  ret float %r
}

attributes #0 = { "no-signed-zeros-fp-math"="true" }
attributes #1 = { "no-signed-zeros-fp-math"="true" "no-nans-fp-math"="true" }
attributes #2 = { "no-signed-zeros-fp-math"="true" "denormal-fp-math-f32"="preserve-sign" }
