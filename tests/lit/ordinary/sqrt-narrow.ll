; llvm.sqrt on bfloat (scalar and vector) and on vectors of half, through
; f32 as llc-19 promotes it: sqrt.rn.f32 of the exact f32 value, rounded to
; the narrow type.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: sqrt_bf16(
; CHECK: cvt.f32.bf16
; CHECK: sqrt.rn.f32
; CHECK: cvt.rn.bf16.f32
define bfloat @sqrt_bf16(bfloat %x) {
  %r = call bfloat @llvm.sqrt.bf16(bfloat %x)
  ret bfloat %r
}

; CHECK-LABEL: sqrt_v2bf16(
; CHECK-COUNT-2: sqrt.rn.f32
define <2 x bfloat> @sqrt_v2bf16(<2 x bfloat> %x) {
  %r = call <2 x bfloat> @llvm.sqrt.v2bf16(<2 x bfloat> %x)
  ret <2 x bfloat> %r
}

; CHECK-LABEL: sqrt_v2f16(
; CHECK-COUNT-2: sqrt.rn.f32
define <2 x half> @sqrt_v2f16(<2 x half> %x) {
  %r = call <2 x half> @llvm.sqrt.v2f16(<2 x half> %x)
  ret <2 x half> %r
}
