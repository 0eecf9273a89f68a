; floor / ceil / trunc / rint / nearbyint / roundeven on bfloat before sm_90
; (no cvt.r*i.bf16): through f32 as llc-19 promotes them; exact both ways.
; From sm_90 the native instruction.
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck --check-prefix=SM80 %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; RUN: %ptxsel -mcpu=sm_90 %s -o %t90.ptx
; RUN: FileCheck --check-prefix=SM90 %s < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

; SM80-LABEL: floor_v2(
; SM80-COUNT-2: cvt.rmi.f32.f32
; SM90-LABEL: floor_v2(
; SM90: cvt.rmi.bf16.bf16
define <2 x bfloat> @floor_v2(<2 x bfloat> %x) {
  %r = call <2 x bfloat> @llvm.floor.v2bf16(<2 x bfloat> %x)
  ret <2 x bfloat> %r
}

; SM80-LABEL: roundeven(
; SM80: cvt.rni.f32.f32
; SM80: cvt.rn.bf16.f32
; SM90-LABEL: roundeven(
; SM90: cvt.rni.bf16.bf16
define bfloat @roundeven(bfloat %x) {
  %r = call bfloat @llvm.roundeven.bf16(bfloat %x)
  ret bfloat %r
}
