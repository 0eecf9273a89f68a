; Simple llvm.nvvm.* intrinsics of the upstream NVPTX tests mulhi-intrins.ll,
; sad-intrins.ll, rsqrt.ll, rsqrt-opt.ll, refl1.ll, f16-ex2.ll, fns.ll and
; intrinsics.ll (issue 11): each is one PTX instruction, spelled as llc-19
; spells it. The same CHECK lines run on llc-19's PTX. ex2.approx.f16 needs
; PTX 7.0: refused with a diagnostic on sm_75's default PTX 6.3.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx70 %s -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t63.ptx 2>&1 | FileCheck --check-prefix=PTX63 %s
; RUN: not test -e %t63.ptx
; PTX63: error: ex2.approx.f16 requires PTX ISA 7.0 (the module targets PTX ISA 6.3; use -mattr=+ptx70)

; CHECK-LABEL: mulhi_s16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [mulhi_s16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [mulhi_s16_param_1];
; CHECK: mul.hi.s16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define i16 @mulhi_s16(i16 %a0, i16 %a1) {
  %r = call i16 @llvm.nvvm.mulhi.s(i16 %a0, i16 %a1)
  ret i16 %r
}

declare i16 @llvm.nvvm.mulhi.s(i16, i16)

; CHECK-LABEL: mulhi_u16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [mulhi_u16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [mulhi_u16_param_1];
; CHECK: mul.hi.u16 %rs{{[0-9]+}}, [[A0]], [[A1]];
define i16 @mulhi_u16(i16 %a0, i16 %a1) {
  %r = call i16 @llvm.nvvm.mulhi.us(i16 %a0, i16 %a1)
  ret i16 %r
}

declare i16 @llvm.nvvm.mulhi.us(i16, i16)

; CHECK-LABEL: mulhi_s32(
; CHECK-DAG: ld.param.{{[bu]}}32 [[A0:%r[0-9]+]], [mulhi_s32_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A1:%r[0-9]+]], [mulhi_s32_param_1];
; CHECK: mul.hi.s32 %r{{[0-9]+}}, [[A0]], [[A1]];
define i32 @mulhi_s32(i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.mulhi.i(i32 %a0, i32 %a1)
  ret i32 %r
}

declare i32 @llvm.nvvm.mulhi.i(i32, i32)

; CHECK-LABEL: mulhi_u64(
; CHECK-DAG: ld.param.{{[bu]}}64 [[A0:%rd[0-9]+]], [mulhi_u64_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[A1:%rd[0-9]+]], [mulhi_u64_param_1];
; CHECK: mul.hi.u64 %rd{{[0-9]+}}, [[A0]], [[A1]];
define i64 @mulhi_u64(i64 %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.mulhi.ull(i64 %a0, i64 %a1)
  ret i64 %r
}

declare i64 @llvm.nvvm.mulhi.ull(i64, i64)

; CHECK-LABEL: sad_s16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [sad_s16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [sad_s16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [sad_s16_param_2];
; CHECK: sad.s16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i16 @sad_s16(i16 %a0, i16 %a1, i16 %a2) {
  %r = call i16 @llvm.nvvm.sad.s(i16 %a0, i16 %a1, i16 %a2)
  ret i16 %r
}

declare i16 @llvm.nvvm.sad.s(i16, i16, i16)

; CHECK-LABEL: sad_u16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [sad_u16_param_0];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A1:%rs[0-9]+]], [sad_u16_param_1];
; CHECK-DAG: ld.param.{{[bu]}}16 [[A2:%rs[0-9]+]], [sad_u16_param_2];
; CHECK: sad.u16 %rs{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i16 @sad_u16(i16 %a0, i16 %a1, i16 %a2) {
  %r = call i16 @llvm.nvvm.sad.us(i16 %a0, i16 %a1, i16 %a2)
  ret i16 %r
}

declare i16 @llvm.nvvm.sad.us(i16, i16, i16)

; CHECK-LABEL: sad_s32(
; CHECK-DAG: ld.param.{{[bu]}}32 [[A0:%r[0-9]+]], [sad_s32_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A1:%r[0-9]+]], [sad_s32_param_1];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A2:%r[0-9]+]], [sad_s32_param_2];
; CHECK: sad.s32 %r{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i32 @sad_s32(i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.sad.i(i32 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}

declare i32 @llvm.nvvm.sad.i(i32, i32, i32)

; CHECK-LABEL: sad_u32(
; CHECK-DAG: ld.param.{{[bu]}}32 [[A0:%r[0-9]+]], [sad_u32_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A1:%r[0-9]+]], [sad_u32_param_1];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A2:%r[0-9]+]], [sad_u32_param_2];
; CHECK: sad.u32 %r{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i32 @sad_u32(i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.sad.ui(i32 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}

declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)

; CHECK-LABEL: sad_s64(
; CHECK-DAG: ld.param.{{[bu]}}64 [[A0:%rd[0-9]+]], [sad_s64_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[A1:%rd[0-9]+]], [sad_s64_param_1];
; CHECK-DAG: ld.param.{{[bu]}}64 [[A2:%rd[0-9]+]], [sad_s64_param_2];
; CHECK: sad.s64 %rd{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i64 @sad_s64(i64 %a0, i64 %a1, i64 %a2) {
  %r = call i64 @llvm.nvvm.sad.ll(i64 %a0, i64 %a1, i64 %a2)
  ret i64 %r
}

declare i64 @llvm.nvvm.sad.ll(i64, i64, i64)

; CHECK-LABEL: sad_u64(
; CHECK-DAG: ld.param.{{[bu]}}64 [[A0:%rd[0-9]+]], [sad_u64_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[A1:%rd[0-9]+]], [sad_u64_param_1];
; CHECK-DAG: ld.param.{{[bu]}}64 [[A2:%rd[0-9]+]], [sad_u64_param_2];
; CHECK: sad.u64 %rd{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i64 @sad_u64(i64 %a0, i64 %a1, i64 %a2) {
  %r = call i64 @llvm.nvvm.sad.ull(i64 %a0, i64 %a1, i64 %a2)
  ret i64 %r
}

declare i64 @llvm.nvvm.sad.ull(i64, i64, i64)

; CHECK-LABEL: rsqrt_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [rsqrt_ftz_param_0];
; CHECK: rsqrt.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @rsqrt_ftz(float %a0) {
  %r = call float @llvm.nvvm.rsqrt.approx.ftz.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.rsqrt.approx.ftz.f(float)

; CHECK-LABEL: sqrt_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [sqrt_ftz_param_0];
; CHECK: sqrt.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @sqrt_ftz(float %a0) {
  %r = call float @llvm.nvvm.sqrt.approx.ftz.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.sqrt.approx.ftz.f(float)

; CHECK-LABEL: sin_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [sin_ftz_param_0];
; CHECK: sin.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @sin_ftz(float %a0) {
  %r = call float @llvm.nvvm.sin.approx.ftz.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.sin.approx.ftz.f(float)

; CHECK-LABEL: cos_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [cos_ftz_param_0];
; CHECK: cos.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @cos_ftz(float %a0) {
  %r = call float @llvm.nvvm.cos.approx.ftz.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.cos.approx.ftz.f(float)

; CHECK-LABEL: lg2_ftz(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [lg2_ftz_param_0];
; CHECK: lg2.approx.ftz.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @lg2_ftz(float %a0) {
  %r = call float @llvm.nvvm.lg2.approx.ftz.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.lg2.approx.ftz.f(float)

; CHECK-LABEL: sqrt_f(
; CHECK-DAG: ld.param.{{[fb]}}32 [[A0:%[fr][0-9]+]], [sqrt_f_param_0];
; CHECK: sqrt.rn.f32 %{{[fr]}}{{[0-9]+}}, [[A0]];
define float @sqrt_f(float %a0) {
  %r = call float @llvm.nvvm.sqrt.f(float %a0)
  ret float %r
}

declare float @llvm.nvvm.sqrt.f(float)

; CHECK-LABEL: ex2_f16(
; CHECK-DAG: ld.param.{{[bu]}}16 [[A0:%rs[0-9]+]], [ex2_f16_param_0];
; CHECK: ex2.approx.f16 %rs{{[0-9]+}}, [[A0]];
define half @ex2_f16(half %a0) {
  %r = call half @llvm.nvvm.ex2.approx.f16(half %a0)
  ret half %r
}

declare half @llvm.nvvm.ex2.approx.f16(half)

; (the <2 x half> parameter is loaded as one .b32 by llc-19, as two .b16 by ptxsel)
; CHECK-LABEL: ex2_f16x2(
; CHECK: ex2.approx.f16x2 %r{{[0-9]+}}, %r{{[0-9]+}};
define <2 x half> @ex2_f16x2(<2 x half> %a0) {
  %r = call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %a0)
  ret <2 x half> %r
}

declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)

; CHECK-LABEL: fns(
; CHECK-DAG: ld.param.{{[bu]}}32 [[A0:%r[0-9]+]], [fns_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A1:%r[0-9]+]], [fns_param_1];
; CHECK-DAG: ld.param.{{[bu]}}32 [[A2:%r[0-9]+]], [fns_param_2];
; CHECK: fns.b32 %r{{[0-9]+}}, [[A0]], [[A1]], [[A2]];
define i32 @fns(i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.fns(i32 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}

declare i32 @llvm.nvvm.fns(i32, i32, i32)
