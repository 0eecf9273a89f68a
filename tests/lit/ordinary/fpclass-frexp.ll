; llvm.is.fpclass and llvm.frexp on half, bfloat, float, double and vectors
; compile (isel/fpclass.c: integer operations on the bits; llc-19 expands
; both too), and ptxas takes the PTX on sm_75 and sm_90. The values are
; checked bit for bit against llc-19 on the GPU by the intrinsic kernels'
; fpclass group (tests/difftest/intrin_gen.py; kernels/RESULTS.md).
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.90.ptx
; RUN: FileCheck %s < %t.90.ptx
; RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin
; RUN: %ptxsel -O2 -mcpu=sm_75 %s -o %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin

target triple = "nvptx64-nvidia-cuda"

; a subnormal is normalised by its leading zeros (no floating-point
; arithmetic): clz on the bits
; CHECK-LABEL: frexp_f32(
; CHECK: clz.b32
; CHECK-LABEL: frexp_f64(
; CHECK: clz.b64
; CHECK-LABEL: class_f16(
; CHECK-NOT: call
; CHECK: ret;
; CHECK-LABEL: class_none(
; an empty class mask is false
; CHECK: mov.pred [[P:%p[0-9]+]], 0;
; CHECK-NEXT: selp.u32 %r{{[0-9]+}}, 1, 0, [[P]];
define { float, i32 } @frexp_f32(float %x) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  ret { float, i32 } %r
}
define { double, i32 } @frexp_f64(double %x) {
  %r = call { double, i32 } @llvm.frexp.f64.i32(double %x)
  ret { double, i32 } %r
}
define { half, i32 } @frexp_f16(half %x) {
  %r = call { half, i32 } @llvm.frexp.f16.i32(half %x)
  ret { half, i32 } %r
}
define { bfloat, i32 } @frexp_bf16(bfloat %x) {
  %r = call { bfloat, i32 } @llvm.frexp.bf16.i32(bfloat %x)
  ret { bfloat, i32 } %r
}
define { <2 x float>, <2 x i32> } @frexp_v2f32(<2 x float> %x) {
  %r = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %x)
  ret { <2 x float>, <2 x i32> } %r
}
define i1 @class_f16(half %x) {
  %r = call i1 @llvm.is.fpclass.f16(half %x, i32 1023)
  ret i1 %r
}
define i1 @class_none(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 0)
  ret i1 %r
}
define i1 @class_bf16(bfloat %x) {
  %r = call i1 @llvm.is.fpclass.bf16(bfloat %x, i32 516)
  ret i1 %r
}
define i1 @class_f64(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}
define <2 x i1> @class_v2f32(<2 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %x, i32 144)
  ret <2 x i1> %r
}
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare { half, i32 } @llvm.frexp.f16.i32(half)
declare { bfloat, i32 } @llvm.frexp.bf16.i32(bfloat)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.bf16(bfloat, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32)
