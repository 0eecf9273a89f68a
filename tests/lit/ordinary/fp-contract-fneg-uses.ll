; An fmul reached through a one-use fneg that a contraction absorbs loses that
; use (the fneg dies with the fusion), which decides what the fmul's other
; user fuses: LLVM's combiner visits the later fsub first, fuses
; (fsub (fneg %m), %s) into fma(-a, C, -%s), and then %s = fsub %m, %n sees
; %m with one use left and %n with one, so it fuses %m, not %n (difftest
; s40091_O2: fusing %n instead differed from llc-19 by 1 ulp on the GPU).
; The dead fneg is not lowered.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: %ptxas -c -arch=sm_90 %t.ptx -o %t.cubin
; RUN: FileCheck %s < %t.ptx

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .b32 func_retval0) f(
; CHECK-NOT: neg.f32 {{.*}}%f1;
; CHECK: mul.rn.f32 [[N:%[fr][0-9]+]], [[B:%[fr][0-9]+]], 0f3A83126F;
; CHECK: neg.f32 [[NN:%[fr][0-9]+]], [[N]];
; CHECK: fma.rn.f32 [[S:%[fr][0-9]+]], [[A:%[fr][0-9]+]], 0f3A83126F, [[NN]];
;  -a times the constant is printed as a times the negated constant, as
;  llc-19 prints it:
; CHECK: neg.f32 [[NS:%[fr][0-9]+]], [[S]];
; CHECK: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, [[A]], 0fBA83126F, [[NS]];
; CHECK-NOT: mul.rn.f32
; CHECK: ret;
define float @f(float %a, float %b) {
  %m = fmul contract float %a, 0x3F50624DE0000000
  %n = fmul contract float %b, 0x3F50624DE0000000
  %s = fsub contract float %m, %n
  %ng = fneg contract float %m
  %t = fsub contract float %ng, %s
  ret float %t
}

; The negation fold (fadd %b, (fneg %m) -> fsub %b, %m) also consumes a
; one-use fneg: %m is left with one use, the fsub fuses it.
; CHECK-LABEL: .func (.param .b32 func_retval0) g(
; CHECK: mul.rn.f32 [[N2:%[fr][0-9]+]], [[B2:%[fr][0-9]+]], [[C2:%[fr][0-9]+]];
; CHECK: neg.f32 [[NN2:%[fr][0-9]+]], [[N2]];
; CHECK: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, [[A2:%[fr][0-9]+]], [[C2]], [[NN2]];
; CHECK: neg.f32 [[NA2:%[fr][0-9]+]], [[A2]];
; CHECK: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, [[NA2]], [[C2]], [[B2]];
; CHECK: add.rn.f32
define float @g(float %a, float %b, float %c) {
  %m = fmul contract float %a, %c
  %n = fmul contract float %b, %c
  %ng = fneg contract float %m
  %s = fsub contract float %m, %n
  %u = fadd contract float %b, %ng
  %t = fadd contract float %u, %s
  ret float %t
}
