; llvm.fpto{s,u}i.sat at any width up to 64 bits from half, bfloat, float,
; double (isel/fpclass.c: the conversion, then the bounds: below the
; smallest or NaN -> the smallest, above the largest -> the largest, NaN ->
; 0 for the signed; half and bfloat through float), and llvm.minimum /
; maximum on double (minnum / maxnum, then NaN and signed-zero selects, in
; llc-19's order). ptxas takes the PTX on sm_75 and sm_90.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O2 -mcpu=sm_75 %s -o %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin

target triple = "nvptx64-nvidia-cuda"

; i32 from float: the bounds are -2^31 and the largest float below 2^31
; CHECK-LABEL: si32_f32(
; CHECK-DAG: cvt.rzi.s32.f32
; CHECK-DAG: setp.ltu.f32 %p{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0fCF000000;
; CHECK-DAG: setp.gt.f32 %p{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f4EFFFFFF;
; CHECK-DAG: setp.nan.f32
; i1 (unsigned): 0 below 0 and for NaN, 1 from 1.0 up (llc-19 gets this one
; wrong: kernels/results/intrin-2026-11-26-h200-fpclass-fpsat.txt)
; CHECK-LABEL: ui1_f32(
; CHECK-DAG: cvt.rzi.u32.f32
; CHECK-DAG: setp.ltu.f32 %p{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f00000000;
; CHECK-DAG: setp.gt.f32 %p{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f3F800000;
; CHECK-LABEL: min_f64(
; CHECK: min.f64
; CHECK: 0d7FF8000000000000
define i32 @si32_f32(float %x) {
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  ret i32 %r
}
define i1 @ui1_f32(float %x) {
  %r = call i1 @llvm.fptoui.sat.i1.f32(float %x)
  ret i1 %r
}
define i7 @si7_f16(half %x) {
  %r = call i7 @llvm.fptosi.sat.i7.f16(half %x)
  ret i7 %r
}
define i64 @ui64_f64(double %x) {
  %r = call i64 @llvm.fptoui.sat.i64.f64(double %x)
  ret i64 %r
}
define i16 @si16_bf16(bfloat %x) {
  %r = call i16 @llvm.fptosi.sat.i16.bf16(bfloat %x)
  ret i16 %r
}
define <2 x i32> @v2(<2 x float> %x) {
  %r = call <2 x i32> @llvm.fptosi.sat.v2i32.v2f32(<2 x float> %x)
  ret <2 x i32> %r
}
define double @min_f64(double %a, double %b) {
  %r = call double @llvm.minimum.f64(double %a, double %b)
  ret double %r
}
define double @max_f64(double %a, double %b) {
  %r = call double @llvm.maximum.f64(double %a, double %b)
  ret double %r
}
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i1 @llvm.fptoui.sat.i1.f32(float)
declare i7 @llvm.fptosi.sat.i7.f16(half)
declare i64 @llvm.fptoui.sat.i64.f64(double)
declare i16 @llvm.fptosi.sat.i16.bf16(bfloat)
declare <2 x i32> @llvm.fptosi.sat.v2i32.v2f32(<2 x float>)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)

; llvm.ldexp: LLVM's expansion in the value's own type (scale up by 2^127
; once or twice, down by 2^-102 once or twice, then one multiplication by a
; power of two made from the bits), llc-19's constants for float
; CHECK-LABEL: ldexp_f32(
; CHECK-DAG: mul.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f7F000000;
; CHECK-DAG: mul.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f0C800000;
; CHECK-DAG: setp.lt.u32 %p{{[0-9]+}}, %r{{[0-9]+}}, -228;
; CHECK-DAG: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 23;
define float @ldexp_f32(float %x, i32 %n) {
  %r = call float @llvm.ldexp.f32.i32(float %x, i32 %n)
  ret float %r
}
define double @ldexp_f64(double %x, i32 %n) {
  %r = call double @llvm.ldexp.f64.i32(double %x, i32 %n)
  ret double %r
}
define half @ldexp_f16(half %x, i32 %n) {
  %r = call half @llvm.ldexp.f16.i32(half %x, i32 %n)
  ret half %r
}
declare float @llvm.ldexp.f32.i32(float, i32)
declare double @llvm.ldexp.f64.i32(double, i32)
declare half @llvm.ldexp.f16.i32(half, i32)

; minimum / maximum on float and half before sm_80 (no min.NaN there): the
; same expansion, the half base through float
; RUN: %ptxsel -mcpu=sm_75 -O0 %s -o %t.75b.ptx
; RUN: FileCheck --check-prefix=SM75 %s < %t.75b.ptx
; SM75-LABEL: min_f32(
; SM75: min.f32
; SM75: 0f7FC00000
; SM75-LABEL: max_f16(
; SM75: max.f32
; SM75: 0x7E00
define float @min_f32(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
define half @max_f16(half %a, half %b) {
  %r = call half @llvm.maximum.f16(half %a, half %b)
  ret half %r
}
declare float @llvm.minimum.f32(float, float)
declare half @llvm.maximum.f16(half, half)
