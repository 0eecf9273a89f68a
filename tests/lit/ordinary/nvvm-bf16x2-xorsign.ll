; <2 x bfloat> NVVM intrinsics (signature type bh2: one .b32 register) and
; the sm_86 min / max .xorsign.abs group (feature has_minmax_xorsign: sm_86,
; PTX 7.2), from upstream math-intrins-sm80-ptx70.ll and
; math-intrins-sm86-ptx72.ll (issue 11), as llc-19 spells them. The same
; CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_86 -mattr=+ptx72 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_86 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_86 -mattr=+ptx72 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 %s -o %t80.ptx 2>&1 | FileCheck --check-prefix=SM80 %s
; RUN: not test -e %t80.ptx
; RUN: not %ptxsel -mcpu=sm_86 -mattr=+ptx71 %s -o %t71.ptx 2>&1 | FileCheck --check-prefix=PTX71 %s
; SM80-NOT: abs.bf16x2
; SM80: error: min.xorsign.abs.f32 is not supported on sm_80 (requires has_minmax_xorsign: sm_86)
; SM80: error: max.NaN.xorsign.abs.bf16x2 is not supported on sm_80 (requires has_minmax_xorsign: sm_86)
; PTX71: error: min.xorsign.abs.f32 is not supported on sm_86 (requires has_minmax_xorsign: sm_86)

; CHECK-LABEL: abs_bf16x2(
; CHECK: abs.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @abs_bf16x2(<2 x bfloat> %a0) {
  %r = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %a0)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: neg_bf16x2(
; CHECK: neg.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @neg_bf16x2(<2 x bfloat> %a0) {
  %r = call <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat> %a0)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: min_bf16x2(
; CHECK: min.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @min_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1) {
  %r = call <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: max_nan_bf16x2(
; CHECK: max.NaN.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @max_nan_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1) {
  %r = call <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: fma_bf16x2(
; CHECK: fma.rn.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @fma_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2) {
  %r = call <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: fma_relu_bf16x2(
; CHECK: fma.rn.relu.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @fma_relu_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2) {
  %r = call <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: min_xorsign_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [min_xorsign_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [min_xorsign_f32_param_1];
; CHECK: min.xorsign.abs.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @min_xorsign_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmin.xorsign.abs.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: max_ftz_nan_xorsign_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [max_ftz_nan_xorsign_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [max_ftz_nan_xorsign_f32_param_1];
; CHECK: max.ftz.NaN.xorsign.abs.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @max_ftz_nan_xorsign_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: min_ftz_xorsign_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [min_ftz_xorsign_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [min_ftz_xorsign_f16_param_1];
; CHECK: min.ftz.xorsign.abs.f16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define half @min_ftz_xorsign_f16(half %a0, half %a1) {
  %r = call half @llvm.nvvm.fmin.ftz.xorsign.abs.f16(half %a0, half %a1)
  ret half %r
}

; CHECK-LABEL: max_nan_xorsign_f16x2(
; CHECK: max.NaN.xorsign.abs.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @max_nan_xorsign_f16x2(<2 x half> %a0, <2 x half> %a1) {
  %r = call <2 x half> @llvm.nvvm.fmax.nan.xorsign.abs.f16x2(<2 x half> %a0, <2 x half> %a1)
  ret <2 x half> %r
}

; CHECK-LABEL: min_xorsign_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [min_xorsign_bf16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [min_xorsign_bf16_param_1];
; CHECK: min.xorsign.abs.bf16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define bfloat @min_xorsign_bf16(bfloat %a0, bfloat %a1) {
  %r = call bfloat @llvm.nvvm.fmin.xorsign.abs.bf16(bfloat %a0, bfloat %a1)
  ret bfloat %r
}

; CHECK-LABEL: max_nan_xorsign_bf16x2(
; CHECK: max.NaN.xorsign.abs.bf16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x bfloat> @max_nan_xorsign_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1) {
  %r = call <2 x bfloat> @llvm.nvvm.fmax.nan.xorsign.abs.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1)
  ret <2 x bfloat> %r
}

declare <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
declare float @llvm.nvvm.fmin.xorsign.abs.f(float, float)
declare float @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f(float, float)
declare half @llvm.nvvm.fmin.ftz.xorsign.abs.f16(half, half)
declare <2 x half> @llvm.nvvm.fmax.nan.xorsign.abs.f16x2(<2 x half>, <2 x half>)
declare bfloat @llvm.nvvm.fmin.xorsign.abs.bf16(bfloat, bfloat)
declare <2 x bfloat> @llvm.nvvm.fmax.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>)
