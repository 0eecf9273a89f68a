; llvm.nvvm.fmin / fmax (.ftz, .nan), fma.rn (.ftz, .sat, .relu) on f16, f16x2
; and bf16, abs / neg.bf16, the remaining div.* / rsqrt.approx.ftz.d forms and
; llvm.readcyclecounter / readsteadycounter (upstream math-intrins-sm53-ptx42.ll,
; math-intrins-sm80-ptx70.ll, rsqrt.ll, refl1.ll, intrinsics.ll; issue 11):
; one instruction each, as llc-19 spells it. The same CHECK lines run on
; llc-19's PTX. The sm_80 group (.NaN, .relu, f16 / bf16 min and max) is
; refused on sm_75.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t75.ptx 2>&1 | FileCheck --check-prefix=SM75 %s
; RUN: not test -e %t75.ptx
; SM75: error: max.NaN.f32.nvvm is not supported on sm_75 (requires has_minmax_nan: sm_80)
; SM75: error: max.f16.nvvm is not supported on sm_75 (requires has_bf16_fma: sm_80)
; SM75: error: fma.rn.relu.f16x2.nvvm is not supported on sm_75 (requires has_bf16_fma: sm_80)
; SM75: error: abs.bf16.nvvm is not supported on sm_75 (requires has_bf16_fma: sm_80)
; SM75-NOT: fma.rn.ftz.sat

; CHECK-LABEL: min_ftz_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [min_ftz_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [min_ftz_f32_param_1];
; CHECK: min.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @min_ftz_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmin.ftz.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: max_nan_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [max_nan_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [max_nan_f32_param_1];
; CHECK: max.NaN.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @max_nan_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmax.nan.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: min_ftz_nan_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [min_ftz_nan_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [min_ftz_nan_f32_param_1];
; CHECK: min.ftz.NaN.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @min_ftz_nan_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmin.ftz.nan.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: max_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [max_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [max_f16_param_1];
; CHECK: max.f16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define half @max_f16(half %a0, half %a1) {
  %r = call half @llvm.nvvm.fmax.f16(half %a0, half %a1)
  ret half %r
}

; CHECK-LABEL: min_ftz_nan_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [min_ftz_nan_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [min_ftz_nan_f16_param_1];
; CHECK: min.ftz.NaN.f16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define half @min_ftz_nan_f16(half %a0, half %a1) {
  %r = call half @llvm.nvvm.fmin.ftz.nan.f16(half %a0, half %a1)
  ret half %r
}

; CHECK-LABEL: max_ftz_f16x2(
; CHECK: max.ftz.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @max_ftz_f16x2(<2 x half> %a0, <2 x half> %a1) {
  %r = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %a0, <2 x half> %a1)
  ret <2 x half> %r
}

; CHECK-LABEL: min_nan_f16x2(
; CHECK: min.NaN.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @min_nan_f16x2(<2 x half> %a0, <2 x half> %a1) {
  %r = call <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half> %a0, <2 x half> %a1)
  ret <2 x half> %r
}

; CHECK-LABEL: min_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [min_bf16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [min_bf16_param_1];
; CHECK: min.bf16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define bfloat @min_bf16(bfloat %a0, bfloat %a1) {
  %r = call bfloat @llvm.nvvm.fmin.bf16(bfloat %a0, bfloat %a1)
  ret bfloat %r
}

; CHECK-LABEL: max_nan_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [max_nan_bf16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [max_nan_bf16_param_1];
; CHECK: max.NaN.bf16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define bfloat @max_nan_bf16(bfloat %a0, bfloat %a1) {
  %r = call bfloat @llvm.nvvm.fmax.nan.bf16(bfloat %a0, bfloat %a1)
  ret bfloat %r
}

; CHECK-LABEL: fma_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [fma_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [fma_f16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [fma_f16_param_2];
; CHECK: fma.rn.f16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define half @fma_f16(half %a0, half %a1, half %a2) {
  %r = call half @llvm.nvvm.fma.rn.f16(half %a0, half %a1, half %a2)
  ret half %r
}

; CHECK-LABEL: fma_ftz_sat_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [fma_ftz_sat_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [fma_ftz_sat_f16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [fma_ftz_sat_f16_param_2];
; CHECK: fma.rn.ftz.sat.f16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define half @fma_ftz_sat_f16(half %a0, half %a1, half %a2) {
  %r = call half @llvm.nvvm.fma.rn.ftz.sat.f16(half %a0, half %a1, half %a2)
  ret half %r
}

; CHECK-LABEL: fma_sat_f16x2(
; CHECK: fma.rn.sat.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @fma_sat_f16x2(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2) {
  %r = call <2 x half> @llvm.nvvm.fma.rn.sat.f16x2(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2)
  ret <2 x half> %r
}

; CHECK-LABEL: fma_relu_f16x2(
; CHECK: fma.rn.relu.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @fma_relu_f16x2(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2) {
  %r = call <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2)
  ret <2 x half> %r
}

; CHECK-LABEL: fma_ftz_relu_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [fma_ftz_relu_f16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [fma_ftz_relu_f16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [fma_ftz_relu_f16_param_2];
; CHECK: fma.rn.ftz.relu.f16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define half @fma_ftz_relu_f16(half %a0, half %a1, half %a2) {
  %r = call half @llvm.nvvm.fma.rn.ftz.relu.f16(half %a0, half %a1, half %a2)
  ret half %r
}

; CHECK-LABEL: fma_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [fma_bf16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [fma_bf16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [fma_bf16_param_2];
; CHECK: fma.rn.bf16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define bfloat @fma_bf16(bfloat %a0, bfloat %a1, bfloat %a2) {
  %r = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  ret bfloat %r
}

; CHECK-LABEL: fma_relu_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [fma_relu_bf16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [fma_relu_bf16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [fma_relu_bf16_param_2];
; CHECK: fma.rn.relu.bf16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define bfloat @fma_relu_bf16(bfloat %a0, bfloat %a1, bfloat %a2) {
  %r = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  ret bfloat %r
}

; CHECK-LABEL: abs_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [abs_bf16_param_0];
; CHECK: abs.bf16 %rs{{[0-9]+}}, [[A0]];
define bfloat @abs_bf16(bfloat %a0) {
  %r = call bfloat @llvm.nvvm.abs.bf16(bfloat %a0)
  ret bfloat %r
}

; CHECK-LABEL: neg_bf16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [neg_bf16_param_0];
; CHECK: neg.bf16 %rs{{[0-9]+}}, [[A0]];
define bfloat @neg_bf16(bfloat %a0) {
  %r = call bfloat @llvm.nvvm.neg.bf16(bfloat %a0)
  ret bfloat %r
}

; CHECK-LABEL: rsqrt_ftz_f64(
; CHECK-DAG: ld.param.{{[fb]}}64 [[A0:%[fr]d[0-9]+]], [rsqrt_ftz_f64_param_0];
; CHECK: rsqrt.approx.ftz.f64 %{{[fr]}}d{{[0-9]+}}, [[A0]];
define double @rsqrt_ftz_f64(double %a0) {
  %r = call double @llvm.nvvm.rsqrt.approx.ftz.d(double %a0)
  ret double %r
}

; CHECK-LABEL: div_approx_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [div_approx_ftz_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [div_approx_ftz_param_1];
; CHECK: div.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @div_approx_ftz(float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.approx.ftz.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: div_rz_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [div_rz_ftz_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [div_rz_ftz_param_1];
; CHECK: div.rz.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @div_rz_ftz(float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.rz.ftz.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: div_rm_f32(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [div_rm_f32_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[A1:%[fr][0-9]+]], [div_rm_f32_param_1];
; CHECK: div.rm.f32 %{{[fr]}}{{[0-9]+}}, [[A0]], [[A1]];
define float @div_rm_f32(float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.rm.f(float %a0, float %a1)
  ret float %r
}

; CHECK-LABEL: div_rp_f64(
; CHECK-DAG: ld.param.{{[fb]}}64 [[A0:%[fr]d[0-9]+]], [div_rp_f64_param_0];
; CHECK-DAG: ld.param.{{[fb]}}64 [[A1:%[fr]d[0-9]+]], [div_rp_f64_param_1];
; CHECK: div.rp.f64 %{{[fr]}}d{{[0-9]+}}, [[A0]], [[A1]];
define double @div_rp_f64(double %a0, double %a1) {
  %r = call double @llvm.nvvm.div.rp.d(double %a0, double %a1)
  ret double %r
}

declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare float @llvm.nvvm.fmax.nan.f(float, float)
declare float @llvm.nvvm.fmin.ftz.nan.f(float, float)
declare half @llvm.nvvm.fmax.f16(half, half)
declare half @llvm.nvvm.fmin.ftz.nan.f16(half, half)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half>, <2 x half>)
declare bfloat @llvm.nvvm.fmin.bf16(bfloat, bfloat)
declare bfloat @llvm.nvvm.fmax.nan.bf16(bfloat, bfloat)
declare half @llvm.nvvm.fma.rn.f16(half, half, half)
declare half @llvm.nvvm.fma.rn.ftz.sat.f16(half, half, half)
declare <2 x half> @llvm.nvvm.fma.rn.sat.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare half @llvm.nvvm.fma.rn.ftz.relu.f16(half, half, half)
declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.nvvm.abs.bf16(bfloat)
declare bfloat @llvm.nvvm.neg.bf16(bfloat)
declare double @llvm.nvvm.rsqrt.approx.ftz.d(double)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)
declare float @llvm.nvvm.div.rz.ftz.f(float, float)
declare float @llvm.nvvm.div.rm.f(float, float)
declare double @llvm.nvvm.div.rp.d(double, double)

; CHECK-LABEL: counters(
; CHECK: mov.u64 %rd{{[0-9]+}}, %clock64;
; CHECK: mov.u64 %rd{{[0-9]+}}, %globaltimer;
define i64 @counters() {
  %c = call i64 @llvm.readcyclecounter()
  %t = call i64 @llvm.readsteadycounter()
  %s = add i64 %c, %t
  ret i64 %s
}
declare i64 @llvm.readcyclecounter()
declare i64 @llvm.readsteadycounter()
