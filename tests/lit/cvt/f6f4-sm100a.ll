; The Blackwell FP6 / FP4 / UE8M0 pair conversions under upstream's names
; and signatures, printed as upstream's llc prints them (convert-sm100a.ll:
; the FP4 byte goes through a .b8 scratch register). Feature has_cvt_f6f4:
; the 'a' / 'f' targets of sm_100f, sm_110f and sm_120f; every base target
; is refused (ptxas 13 rejects them there).
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: FileCheck %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_110f %s -o %t110.ptx
; RUN: %ptxas -arch=sm_110f %t110.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_100 %s -o %t100.ptx 2>&1 | FileCheck --check-prefix=BASE %s
; RUN: not test -e %t100.ptx
; RUN: not %ptxsel -mcpu=sm_90a %s -o %t90.ptx 2>&1 | FileCheck --check-prefix=SM90 %s
; BASE: error: cvt.rn.satfinite.e2m3x2.f32 is not supported on sm_100 (requires has_cvt_f6f4: sm_100f, sm_110f, sm_120f)
; SM90: error: cvt.rn.bf16x2.ue8m0x2 is not supported on sm_90a (requires has_cvt_f6f4: sm_100f, sm_110f, sm_120f)

; CHECK-LABEL: cvt_rn_sf_e2m3x2_f32(
; CHECK: cvt.rn.satfinite.e2m3x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_sf_e2m3x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_sf_e3m2x2_f32(
; CHECK: cvt.rn.satfinite.relu.e3m2x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rn_relu_sf_e3m2x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_f16x2_e2m3x2(
; CHECK: cvt.rn.f16x2.e2m3x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x half> @cvt_rn_f16x2_e2m3x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16 %in)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rn_relu_f16x2_e3m2x2(
; CHECK: cvt.rn.relu.f16x2.e3m2x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x half> @cvt_rn_relu_f16x2_e3m2x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16 %in)
  ret <2 x half> %val
}

; CHECK-LABEL: cvt_rz_ue8m0x2_f32(
; CHECK: cvt.rz.ue8m0x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rz_ue8m0x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rp_sf_ue8m0x2_f32(
; CHECK: cvt.rp.satfinite.ue8m0x2.f32 %rs{{[0-9]+}}, %r1, %r2;
define i16 @cvt_rp_sf_ue8m0x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rz_sf_ue8m0x2_bf16x2(
; CHECK: cvt.rz.satfinite.ue8m0x2.bf16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rz_sf_ue8m0x2_bf16x2(<2 x bfloat> %in) {
  %val = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rp_ue8m0x2_bf16x2(
; CHECK: cvt.rp.ue8m0x2.bf16x2 %rs{{[0-9]+}}, %r{{[0-9]+}};
define i16 @cvt_rp_ue8m0x2_bf16x2(<2 x bfloat> %in) {
  %val = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_bf16x2_ue8m0x2(
; CHECK: cvt.rn.bf16x2.ue8m0x2 %r{{[0-9]+}}, %rs{{[0-9]+}};
define <2 x bfloat> @cvt_bf16x2_ue8m0x2(i16 %in) {
  %val = call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %in)
  ret <2 x bfloat> %val
}

; CHECK-LABEL: cvt_rn_sf_e2m1x2_f32(
; CHECK: .reg .b8 %e2m1x2_out;
; CHECK-NEXT: cvt.rn.satfinite.e2m1x2.f32 %e2m1x2_out, %r1, %r2;
; CHECK-NEXT: cvt.u16.u8 %rs{{[0-9]+}}, %e2m1x2_out;
define i16 @cvt_rn_sf_e2m1x2_f32(float %f1, float %f2) {
  %val = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %f1, float %f2)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_sf_e2m1x2_f16x2(
; CHECK: .reg .b8 %e2m1x2_out;
; CHECK-NEXT: cvt.rn.satfinite.relu.e2m1x2.f16x2 %e2m1x2_out, %r{{[0-9]+}};
; CHECK-NEXT: cvt.u16.u8 %rs{{[0-9]+}}, %e2m1x2_out;
define i16 @cvt_rn_relu_sf_e2m1x2_f16x2(<2 x half> %in) {
  %val = call i16 @llvm.nvvm.f16x2.to.e2m1x2.rn.relu.satfinite(<2 x half> %in)
  ret i16 %val
}

; CHECK-LABEL: cvt_rn_relu_f16x2_e2m1x2(
; CHECK: .reg .b8 %e2m1x2_in;
; CHECK-NEXT: cvt.u8.u16 %e2m1x2_in, %rs{{[0-9]+}};
; CHECK-NEXT: cvt.rn.relu.f16x2.e2m1x2 %r{{[0-9]+}}, %e2m1x2_in;
define <2 x half> @cvt_rn_relu_f16x2_e2m1x2(i16 %in) {
  %val = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16 %in)
  ret <2 x half> %val
}

declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float, float)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat>)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.f16x2.to.e2m1x2.rn.relu.satfinite(<2 x half>)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16)
