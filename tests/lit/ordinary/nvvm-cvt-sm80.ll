; The sm_80 NVVM conversions of upstream convert-sm80.ll (issue 11):
; f2bf16 .relu, ff2bf16x2 / ff2f16x2 (two floats into one packed pair; the
; first argument is the first PTX source, the upper half) and f2tf32.rna,
; spelled as llc-19 spells them. The same CHECK lines run on llc-19's PTX.
; ptxas on sm_75: "Feature 'cvt.f16x2.f32' requires .target sm_80".
; RUN: %ptxsel -mcpu=sm_80 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_80 -mattr=+ptx70 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t75.ptx 2>&1 | FileCheck --check-prefix=SM75 %s
; RUN: not test -e %t75.ptx
; SM75: error: cvt.rn.relu.bf16.f32.nvvm is not supported on sm_75 (requires has_cvt_bf16: sm_80)
; SM75: error: cvt.rz.relu.bf16x2.f32.nvvm is not supported on sm_75 (requires has_cvt_bf16: sm_80)
; SM75: error: cvt.rn.f16x2.f32.nvvm is not supported on sm_75 (requires has_cvt_bf16: sm_80)
; SM75: error: cvt.rna.tf32.f32.nvvm is not supported on sm_75 (requires has_cvt_bf16: sm_80)

; CHECK-LABEL: f2bf16_rn_relu(
; CHECK: ld.param.{{[fb]}}32 [[A:%[fr][0-9]+]], [f2bf16_rn_relu_param_0];
; CHECK: cvt.rn.relu.bf16.f32 %rs{{[0-9]+}}, [[A]];
define bfloat @f2bf16_rn_relu(float %a) {
  %r = call bfloat @llvm.nvvm.f2bf16.rn.relu(float %a)
  ret bfloat %r
}

; CHECK-LABEL: ff2bf16x2_rz_relu(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A:%[fr][0-9]+]], [ff2bf16x2_rz_relu_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[B:%[fr][0-9]+]], [ff2bf16x2_rz_relu_param_1];
; CHECK: cvt.rz.relu.bf16x2.f32 %r{{[0-9]+}}, [[A]], [[B]];
define <2 x bfloat> @ff2bf16x2_rz_relu(float %a, float %b) {
  %r = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float %a, float %b)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: ff2f16x2_rn(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A:%[fr][0-9]+]], [ff2f16x2_rn_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[B:%[fr][0-9]+]], [ff2f16x2_rn_param_1];
; CHECK: cvt.rn.f16x2.f32 %r{{[0-9]+}}, [[A]], [[B]];
define <2 x half> @ff2f16x2_rn(float %a, float %b) {
  %r = call <2 x half> @llvm.nvvm.ff2f16x2.rn(float %a, float %b)
  ret <2 x half> %r
}

; CHECK-LABEL: f2tf32_rna(
; CHECK: ld.param.{{[fb]}}32 [[A:%[fr][0-9]+]], [f2tf32_rna_param_0];
; CHECK: cvt.rna.tf32.f32 %r{{[0-9]+}}, [[A]];
define i32 @f2tf32_rna(float %a) {
  %r = call i32 @llvm.nvvm.f2tf32.rna(float %a)
  ret i32 %r
}

declare bfloat @llvm.nvvm.f2bf16.rn.relu(float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn(float, float)
declare i32 @llvm.nvvm.f2tf32.rna(float)
