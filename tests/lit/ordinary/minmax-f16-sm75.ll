; llvm.minnum / llvm.maxnum on half before sm_80 (no min.f16 / max.f16):
; through f32 as llc-19 promotes them (exact both ways); on sm_80 the native
; instructions.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t75.ptx
; RUN: FileCheck --check-prefix=SM75 %s < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck --check-prefix=SM80 %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin

; SM75-LABEL: min_h(
; SM75: cvt.f32.f16
; SM75: cvt.f32.f16
; SM75: min.f32
; SM75: cvt.rn.f16.f32
; SM80-LABEL: min_h(
; SM80: min.f16
define half @min_h(half %a, half %b) {
  %r = call half @llvm.minnum.f16(half %a, half %b)
  ret half %r
}

; SM75-LABEL: max_v2h(
; SM75-COUNT-2: max.f32
; SM80-LABEL: max_v2h(
; SM80: max.f16
define <2 x half> @max_v2h(<2 x half> %a, <2 x half> %b) {
  %r = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %r
}
