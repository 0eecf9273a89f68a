; The sm_89 FP8 pair conversions under upstream's names and signatures
; (IntrinsicsNVVM.td: ff.to.{e4m3x2,e5m2x2}.rn[.relu], f16x2.to.*, *.to.f16x2),
; printed as upstream's llc prints them (convert-sm89.ll), and the tf32
; .rna.satfinite rounding. Feature has_cvt_fp8: sm_89 from PTX 8.1, sm_90
; and later from PTX 7.8 (ptxas 13: sm_89 at 7.8 / 8.0 "requires .target
; sm_90 or higher"). llc-19 does not know these intrinsics: ptxas judges.
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx81 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_89 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: FileCheck %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_89 -mattr=+ptx80 %s -o %t80.ptx 2>&1 | FileCheck --check-prefix=PTX80 %s
; RUN: not test -e %t80.ptx
; RUN: not %ptxsel -mcpu=sm_88 -mattr=+ptx81 %s -o %t88.ptx 2>&1 | FileCheck --check-prefix=SM88 %s
; PTX80: error: cvt.rn.satfinite.e4m3x2.f32 is not supported on sm_89 (requires has_cvt_fp8: sm_89 from PTX 8.1, sm_90)
; PTX80: error: cvt.rna.satfinite.tf32.f32 requires PTX ISA 8.1
; SM88: error: cvt.rn.satfinite.e4m3x2.f32 is not supported on sm_88 (requires has_cvt_fp8: sm_89 from PTX 8.1, sm_90)

; CHECK-LABEL: cvt_rn_e4m3x2_f32(
; CHECK: cvt.rn.satfinite.e4m3x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_e4m3x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_e4m3x2_f32(
; CHECK: cvt.rn.satfinite.relu.e4m3x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_relu_e4m3x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_e5m2x2_f32(
; CHECK: cvt.rn.satfinite.e5m2x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_e5m2x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e5m2x2.rn(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_e5m2x2_f32(
; CHECK: cvt.rn.satfinite.relu.e5m2x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_relu_e5m2x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_e4m3x2_f16x2(
; CHECK: cvt.rn.satfinite.e4m3x2.f16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rn_e4m3x2_f16x2(<2 x half> %in) {
  %val = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_e4m3x2_f16x2(
; CHECK: cvt.rn.satfinite.relu.e4m3x2.f16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rn_relu_e4m3x2_f16x2(<2 x half> %in) {
  %val = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_e5m2x2_f16x2(
; CHECK: cvt.rn.satfinite.e5m2x2.f16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rn_e5m2x2_f16x2(<2 x half> %in) {
  %val = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_e5m2x2_f16x2(
; CHECK: cvt.rn.satfinite.relu.e5m2x2.f16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rn_relu_e5m2x2_f16x2(<2 x half> %in) {
  %val = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_f16x2_e4m3x2(
; CHECK: cvt.rn.f16x2.e4m3x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x half> @cvt_rn_f16x2_e4m3x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %in)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rn_relu_f16x2_e4m3x2(
; CHECK: cvt.rn.relu.f16x2.e4m3x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x half> @cvt_rn_relu_f16x2_e4m3x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16 %in)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rn_f16x2_e5m2x2(
; CHECK: cvt.rn.f16x2.e5m2x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x half> @cvt_rn_f16x2_e5m2x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 %in)
  ret <2 x half> %val
}

; A constant source is moved into a register (ptxas: "Arguments mismatch
; for instruction 'cvt'" for an immediate there).
; CHECK-LABEL: cvt_rn_relu_f16x2_e5m2x2_const(
; CHECK: mov.b16 [[K:%rs[0-9]+]], 15420;
; CHECK: cvt.rn.relu.f16x2.e5m2x2 %r{{[0-9]+}}, [[K]];
define <2 x half> @cvt_rn_relu_f16x2_e5m2x2_const() {
  %val = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 15420)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rna_satfinite_tf32_f32(
; CHECK: cvt.rna.satfinite.tf32.f32 %r{{[0-9]+}}, %r1;
define i32 @cvt_rna_satfinite_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rna.satfinite(float %f1)
  ret i32 %val
}

declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half>)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16)
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float)
