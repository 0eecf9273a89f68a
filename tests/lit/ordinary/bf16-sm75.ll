; bfloat arithmetic on sm_75, which has no bf16 instruction (cvt.rn.bf16.f32
; needs sm_80): computed in float and rounded back to nearest even on the
; bits (bits + 0x7fff + bit 16, NaNs quieted), as llc-19 does there; ptxas
; takes it for sm_75. Checked against llc-19 on the GPU by the intrinsic
; kernels' bf16_sm75 group.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t.80.ptx
; RUN: FileCheck --check-prefix=SM80 %s < %t.80.ptx

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: mul(
; CHECK: mul.rn.f32 [[F:%[fr][0-9]+]]
; CHECK: mov.b32 [[B:%r[0-9]+]], [[F]];
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 32767;
; CHECK: setp.nan.f32 %p{{[0-9]+}}, [[F]], [[F]];
; CHECK: or.b32 %r{{[0-9]+}}, [[B]], 4194304;
; CHECK-NOT: cvt.rn.bf16
; SM80: cvt.rn.bf16.f32
define bfloat @mul(bfloat %a, bfloat %b) {
  %r = fmul bfloat %a, %b
  ret bfloat %r
}
define bfloat @trunc(float %f) {
  %r = fptrunc float %f to bfloat
  ret bfloat %r
}
; fabs on the bits (LangRef), fma through float, fptrunc from double by
; rounding to odd first
; CHECK-LABEL: ab(
; CHECK: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 32767;
; CHECK-LABEL: fm(
; CHECK: fma.rn.f32
; CHECK-LABEL: dtrunc(
; CHECK: cvt.rn.f32.f64
; CHECK: setp.equ.f64
define bfloat @ab(bfloat %a) {
  %r = call bfloat @llvm.fabs.bf16(bfloat %a)
  ret bfloat %r
}
define bfloat @fm(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %b)
  ret bfloat %r
}
define bfloat @dtrunc(double %d) {
  %r = fptrunc double %d to bfloat
  ret bfloat %r
}
declare bfloat @llvm.fabs.bf16(bfloat)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
define bfloat @mn(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.minnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %r
}
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
