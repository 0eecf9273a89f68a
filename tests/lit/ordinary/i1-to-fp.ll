; uitofp / sitofp of an i1 select between the two results, as llc-19 does.
; The earlier lowering (selp.u32 1, 0 then cvt.rn.f32.u32) is legal PTX,
; but ptxas 13.0 drops that cvt in some kernels and the register keeps the
; integer 1: campaign mismatches s2635_O2 and s2054_O2 on the H100, fixed by
; exactly this change. The same CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_75 %s -o %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin

; CHECK-LABEL: u_f32(
; CHECK: setp.ne.s64 [[P:%p[0-9]+]]
; CHECK-NEXT: selp.{{[bf]}}32 {{%[fr][0-9]+}}, 0f3F800000, 0f00000000, [[P]];
; CHECK-NOT: cvt
define float @u_f32(i64 %x) {
  %c = icmp ne i64 %x, 0
  %r = uitofp i1 %c to float
  ret float %r
}

; CHECK-LABEL: s_f32(
; CHECK: selp.{{[bf]}}32 {{%[fr][0-9]+}}, 0fBF800000, 0f00000000,
; CHECK-NOT: cvt
define float @s_f32(i64 %x) {
  %c = icmp ne i64 %x, 0
  %r = sitofp i1 %c to float
  ret float %r
}

; CHECK-LABEL: u_f16(
; CHECK: selp.b16 {{%rs[0-9]+}}, 0x3C00, 0x0000,
; CHECK-NOT: cvt
define half @u_f16(i64 %x) {
  %c = icmp ne i64 %x, 0
  %r = uitofp i1 %c to half
  ret half %r
}

; CHECK-LABEL: s_f64(
; CHECK: selp.{{[bf]}}64 {{%[fr]d[0-9]+}}, 0dBFF0000000000000, 0d0000000000000000,
; CHECK-NOT: cvt
define double @s_f64(i64 %x) {
  %c = icmp ne i64 %x, 0
  %r = sitofp i1 %c to double
  ret double %r
}

; CHECK-LABEL: u_bf16(
; CHECK: selp.b16 {{%rs[0-9]+}}, 0x3F80, 0x0000,
; CHECK-NOT: cvt
define bfloat @u_bf16(i64 %x) {
  %c = icmp ne i64 %x, 0
  %r = uitofp i1 %c to bfloat
  ret bfloat %r
}
