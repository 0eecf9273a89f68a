; fsub (fneg m), m with m = fmul contract: the combiner fuses m into
; fma(-x, y, fneg m), so the fneg is the addend and stays (with its use of
; m); -x times the constant y is printed as x times -y, as llc-19 does. ptxsel counted the fneg as absorbed by the fusion and dropped it and
; the fmul, and printed the fma reading a register nothing wrote (difftest
; s60589_O2: different answers at ptxas -O3 and -O0 on the H100). The
; machine verifier now refuses such a read as an internal error
; (tests/unit/test_verify_regs.c).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O2 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .visible .func k(
; CHECK: ld.param.b32 [[A:%r[0-9]+]], [k_param_1];
; CHECK: mul.rn.f32 [[M:%r[0-9]+]], [[A]], 0fBE800000;
; CHECK: neg.f32 [[N:%r[0-9]+]], [[M]];
; CHECK: fma.rn.f32 [[S:%r[0-9]+]], [[A]], 0f3E800000, [[N]];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, [[S]],
; LLC-LABEL: .visible .func k(
; LLC: mul.rn.f32 [[LN:%f[0-9]+]], [[LA:%f[0-9]+]], 0f3E800000;
; LLC: fma.rn.f32 {{%f[0-9]+}}, [[LA]], 0f3E800000, [[LN]];
define void @k(ptr %o, float %a, float %b) {
  %m = fmul contract float %a, -2.500000e-01
  %n = fneg contract float %m
  %s = fsub contract float %n, %m
  %t = fmul contract float %s, %b
  %u = fadd contract float %t, 2.000000e+00
  store float %u, ptr %o
  ret void
}
