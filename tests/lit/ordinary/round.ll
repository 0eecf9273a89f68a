; llvm.round (half away from zero) as llc-19 expands it (the same sequence,
; checked on llc's PTX too). The GPU check is tests/difftest/intrin_gen.py's
; round group (random bits and the edges 0.5, 2.5, -0.0, 2^23+1, 2^52+1 ...).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; CHECK-LABEL: r32(
; CHECK: or.b32 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 1056964608;
; CHECK: add.rn.f32
; CHECK: cvt.rzi.f32.f32
; CHECK: setp.gt.f32 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 0f4B000000;
; CHECK: setp.lt.f32 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 0f3F000000;
define float @r32(float %a) {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}
; CHECK-LABEL: r64(
; CHECK: add.rn.f64 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 0d3FE0000000000000;
; CHECK: setp.gt.f64 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 0d4330000000000000;
define double @r64(double %a) {
  %r = call double @llvm.round.f64(double %a)
  ret double %r
}
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
