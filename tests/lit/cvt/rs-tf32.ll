; Stochastic rounding (.rs, the last operand the random bits) and the tf32
; roundings under upstream's names, printed as upstream's llc prints them
; (convert-sm103a.ll, convert-sm90.ll, convert-sm100.ll). has_cvt_rs:
; sm_100a from PTX 8.7 and sm_103a only (ptxas 13: "Feature '.rs' not
; supported on .target 'sm_100f'"); has_cvt_tf32_rn: sm_90, PTX 7.8;
; has_cvt_tf32_satfinite: sm_100 and later.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_103a %s -o %t103.ptx
; RUN: %ptxas -arch=sm_103a %t103.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t86.ptx 2>&1 | FileCheck --check-prefix=PTX86 %s
; RUN: not %ptxsel -mcpu=sm_100f %s -o %tf.ptx 2>&1 | FileCheck --check-prefix=SM100F %s
; RUN: not test -e %tf.ptx
; RUN: not %ptxsel -mcpu=sm_90 %s -o %t90.ptx 2>&1 | FileCheck --check-prefix=SM90 %s
; PTX86: error: cvt.rs.f16x2.f32 is not supported on sm_100a (requires has_cvt_rs: sm_100a, sm_103a)
; PTX86-NOT: tf32.f32 is not
; SM100F: error: cvt.rs.f16x2.f32 is not supported on sm_100f (requires has_cvt_rs: sm_100a, sm_103a)
; SM100F-NOT: tf32.f32 is not
; SM90-NOT: cvt.rn.relu.tf32.f32 is not
; SM90: error: cvt.rz.relu.satfinite.tf32.f32 is not supported on sm_90 (requires has_cvt_tf32_satfinite: sm_100)

; CHECK-LABEL: cvt_rs_f16x2_f32(
; CHECK: cvt.rs.f16x2.f32 %r{{[0-9]+}}, %r1, %r2, %r{{[0-9]+}};
define <2 x half> @cvt_rs_f16x2_f32(float %f1, float %f2, i32 %rbits) {
  %val = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %f1, float %f2, i32 %rbits)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rs_relu_sf_bf16x2_f32(
; CHECK: cvt.rs.relu.satfinite.bf16x2.f32 %r{{[0-9]+}}, %r1, %r2, %r{{[0-9]+}};
define <2 x bfloat> @cvt_rs_relu_sf_bf16x2_f32(float %f1, float %f2, i32 %rbits) {
  %val = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float %f1, float %f2, i32 %rbits)
  ret <2 x bfloat> %val
}

; A constant random word is moved into a register (ptxas: "Arguments
; mismatch for instruction 'cvt'" for an immediate there).
; CHECK-LABEL: cvt_rs_sf_e2m1x4_f32(
; CHECK: mov.b32 [[R:%r[0-9]+]], 305419896;
; CHECK: cvt.rs.satfinite.e2m1x4.f32 %rs{{[0-9]+}}, {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [[R]];
define i16 @cvt_rs_sf_e2m1x4_f32(<4 x float> %fvec) {
  %val = call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float> %fvec, i32 305419896)
  ret i16 %val
}

; A <4 x i8> result: PTX writes one .b32, ptxsel's <4 x i8> is four .b16
; registers: the bytes are spread into 16-bit lanes and unpacked.
; CHECK-LABEL: cvt_rs_sf_e4m3x4_f32(
; CHECK: cvt.rs.satfinite.e4m3x4.f32 [[W:%pt]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %r{{[0-9]+}};
; CHECK-NEXT: prmt.b32 %pl, [[W]], 0, 0x4140;
; CHECK-NEXT: prmt.b32 %ph, [[W]], 0, 0x4342;
; CHECK-NEXT: mov.b64 %pd, {%pl, %ph};
; CHECK-NEXT: mov.b64 {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %pd;
define <4 x i8> @cvt_rs_sf_e4m3x4_f32(<4 x float> %fvec, i32 %rbits) {
  %val = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %fvec, i32 %rbits)
  ret <4 x i8> %val
}

; CHECK-LABEL: cvt_rs_relu_sf_e3m2x4_f32(
; CHECK: cvt.rs.relu.satfinite.e3m2x4.f32 %pt, {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %r{{[0-9]+}};
; CHECK: st.param.b32 [func_retval0],
define i32 @cvt_rs_relu_sf_e3m2x4_f32(<4 x float> %fvec, i32 %rbits) {
  %val = call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float> %fvec, i32 %rbits)
  %w = bitcast <4 x i8> %val to i32
  ret i32 %w
}

; CHECK-LABEL: cvt_rn_relu_tf32_f32(
; CHECK: cvt.rn.relu.tf32.f32 %r{{[0-9]+}}, %r1;
define i32 @cvt_rn_relu_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rn.relu(float %f1)
  ret i32 %val
}

; CHECK-LABEL: cvt_rz_relu_satf_tf32_f32(
; CHECK: cvt.rz.relu.satfinite.tf32.f32 %r{{[0-9]+}}, %r1;
define i32 @cvt_rz_relu_satf_tf32_f32(float %f1) {
  %val = call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %f1)
  ret i32 %val
}

declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float, float, i32)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float>, i32)
declare i32 @llvm.nvvm.f2tf32.rn.relu(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float)
