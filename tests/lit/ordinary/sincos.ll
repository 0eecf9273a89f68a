; llvm.sin / llvm.cos as llc-19 selects them: sin.approx.f32 / cos.approx.f32
; only in a function with "unsafe-fp-math"="true" (f16 through f32, vectors
; element by element); without the attribute llc-19 cannot select them and
; ptxsel refuses the call.
; RUN: sed -n '1,/^; END-OK/p' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_90a %t.ok.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90a %s -o %t.bad.ptx 2> %t.err
; RUN: FileCheck --check-prefix=ERR %s < %t.err

; CHECK-LABEL: sin_f32(
; CHECK: sin.approx.f32
define float @sin_f32(float %x) #0 {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}

; CHECK-LABEL: cos_v2f16(
; CHECK: cvt.f32.f16
; CHECK: cos.approx.f32
; CHECK: cvt.rn.f16.f32
; CHECK: cvt.f32.f16
; CHECK: cos.approx.f32
; CHECK: cvt.rn.f16.f32
define <2 x half> @cos_v2f16(<2 x half> %x) #0 {
  %r = call <2 x half> @llvm.cos.v2f16(<2 x half> %x)
  ret <2 x half> %r
}
attributes #0 = { "unsafe-fp-math"="true" }
; END-OK

; ERR: in function 'strict': error: cannot select intrinsic 'llvm.sin.f32'
define float @strict(float %x) {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}
