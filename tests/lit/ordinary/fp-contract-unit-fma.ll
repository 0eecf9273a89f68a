; A contract llvm.fma / llvm.fmuladd whose multiplicand is exactly +1.0 or
; -1.0 is an add (or a subtraction) to llc-19's DAG combiner, and a contract
; fmul feeding it is then fused like an fadd's operand (campaign mismatch
; s591_O0: fma(1.0, a, b * c) computed as fma(b, c, a) by llc-19). The same
; CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O0 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t.cubin
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t2.llc.ptx
; RUN: FileCheck %s < %t2.llc.ptx

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)

; CHECK-LABEL: .func (.param .b32 func_retval0) one_first(
; CHECK-NEXT: .param .b32 one_first_param_0,
; CHECK-NEXT: .param .b32 one_first_param_1,
; CHECK-NEXT: .param .b32 one_first_param_2
; CHECK-DAG: ld.param.{{[fb]}}32 [[X:%[fr][0-9]+]], [one_first_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[B:%[fr][0-9]+]], [one_first_param_1];
; CHECK-DAG: ld.param.{{[fb]}}32 [[C:%[fr][0-9]+]], [one_first_param_2];
; CHECK-NOT: mul.rn
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[B]], [[C]], [[X]];
; CHECK-NOT: fma.rn
; CHECK: ret;
define float @one_first(float %x, float %b, float %c) {
  %m = fmul contract float %b, %c
  %r = call contract float @llvm.fma.f32(float 1.0, float %x, float %m)
  ret float %r
}

; the unit multiplicand second, and fmuladd
; CHECK-LABEL: one_second(
; CHECK-DAG: ld.param.{{[fb]}}32 [[X:%[fr][0-9]+]], [one_second_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[B:%[fr][0-9]+]], [one_second_param_1];
; CHECK-DAG: ld.param.{{[fb]}}32 [[C:%[fr][0-9]+]], [one_second_param_2];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[B]], [[C]], [[X]];
; CHECK-NOT: fma.rn
; CHECK: ret;
define float @one_second(float %x, float %b, float %c) {
  %m = fmul contract float %b, %c
  %r = call contract float @llvm.fmuladd.f32(float %x, float 1.0, float %m)
  ret float %r
}

; -1.0: fma(-1, x, b*c) = b*c - x -> fma(b, c, -x)
; CHECK-LABEL: minus_one(
; CHECK-DAG: ld.param.{{[fb]}}32 [[X:%[fr][0-9]+]], [minus_one_param_0];
; CHECK: neg.f32 [[NX:%[fr][0-9]+]], [[X]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, [[NX]];
; CHECK: ret;
define float @minus_one(float %x, float %b, float %c) {
  %m = fmul contract float %b, %c
  %r = call contract float @llvm.fma.f32(float -1.0, float %x, float %m)
  ret float %r
}

; -1.0 times the product: x - b*c -> fma(-b, c, x)
; CHECK-LABEL: minus_one_mul(
; CHECK-DAG: ld.param.{{[fb]}}32 [[X:%[fr][0-9]+]], [minus_one_mul_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[B:%[fr][0-9]+]], [minus_one_mul_param_1];
; CHECK: neg.f32 [[NB:%[fr][0-9]+]], [[B]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[NB]], {{%[fr][0-9]+}}, [[X]];
; CHECK: ret;
define float @minus_one_mul(float %x, float %b, float %c) {
  %m = fmul contract float %b, %c
  %r = call contract float @llvm.fma.f32(float -1.0, float %m, float %x)
  ret float %r
}

; vectors: element by element
; CHECK-LABEL: vec(
; CHECK-COUNT-2: fma.rn.f32
; CHECK-NOT: fma.rn
; CHECK: ret;
define <2 x float> @vec(<2 x float> %x, <2 x float> %b, <2 x float> %c) {
  %m = fmul contract <2 x float> %b, %c
  %r = call contract <2 x float> @llvm.fma.v2f32(<2 x float> <float 1.0, float 1.0>, <2 x float> %x, <2 x float> %m)
  ret <2 x float> %r
}

; double
; CHECK-LABEL: dbl(
; CHECK-DAG: ld.param.{{[fbu]}}64 [[X:%[fr]d[0-9]+]], [dbl_param_0];
; CHECK: fma.rn.f64 {{%[fr]d[0-9]+}}, {{%[fr]d[0-9]+}}, {{%[fr]d[0-9]+}}, [[X]];
; CHECK: ret;
define double @dbl(double %x, double %b, double %c) {
  %m = fmul contract double %b, %c
  %r = call contract double @llvm.fma.f64(double %x, double 1.0, double %m)
  ret double %r
}
