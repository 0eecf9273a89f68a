; llvm.round on half and bfloat, scalar and vector, as llc-19 promotes it:
; each element to f32 (exact), f32 round (trunc(x + copysign(0.5, x)) with
; the |x| < 0.5 and |x| > 2^23 cases), back to the narrow type (exact).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: round_v2f16(
; CHECK: cvt.f32.f16
; CHECK: cvt.rzi.f32.f32
; CHECK: cvt.rn.f16.f32
; CHECK: cvt.f32.f16
; CHECK: cvt.rzi.f32.f32
; CHECK: cvt.rn.f16.f32
define <2 x half> @round_v2f16(<2 x half> %x) {
  %r = call <2 x half> @llvm.round.v2f16(<2 x half> %x)
  ret <2 x half> %r
}

; CHECK-LABEL: round_bf16(
; CHECK: cvt.f32.bf16
; CHECK: cvt.rzi.f32.f32
; CHECK: cvt.rn.bf16.f32
define bfloat @round_bf16(bfloat %x) {
  %r = call bfloat @llvm.round.bf16(bfloat %x)
  ret bfloat %r
}
