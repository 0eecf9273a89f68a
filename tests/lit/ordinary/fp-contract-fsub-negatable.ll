; Which product an fsub / fadd of two products fuses, when one product is
; cheaper to negate than to keep (an fneg among its operands, or its
; operands' operands) and the other can be negated (an fmul by a
; constant). llc-19's combiner rewrites fsub A, B with such a B to
; fadd A, -B, then fadd A, -B with such an A to fsub -B, -A, and that fsub
; fuses its first operand: B's product, not A's as the plain tie rule says
; (difftest s91935_O0 and _O2: fsub ((x * -x) * |y|), (z * 7.5) was
; fma(x * -x, |y|, -(z * 7.5)) in ptxsel's PTX and fma(z, -7.5, -((x * x) *
; |y|)) in llc-19's, 5 and 6 of 256 words apart on an H200). An fadd whose
; first product holds an fneg two levels down is rewritten to an fsub the
; same way. A constant with another use in the block is not negated.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %llc -O2 -mcpu=sm_90 %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

target triple = "nvptx64-nvidia-cuda"
declare float @llvm.fabs.f32(float)

; CHECK-LABEL: .func (.param .b32 func_retval0) s91935(
; CHECK: ld.param.b32 [[Z:%r[0-9]+]], [s91935_param_2];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, [[Z]], 0fC0F00000, {{%r[0-9]+}};
; LLC-LABEL: .func  (.param .b32 func_retval0) s91935(
; LLC: ld.param.f32 [[LZ:%f[0-9]+]], [s91935_param_2];
; LLC: fma.rn.f32 {{%f[0-9]+}}, [[LZ]], 0fC0F00000, {{%f[0-9]+}};
define float @s91935(float %x, float %y, float %z) {
  %n = fneg contract float %x
  %a = fmul contract float %x, %n
  %ay = call contract float @llvm.fabs.f32(float %y)
  %b = fmul contract float %a, %ay
  %c = fmul contract float %z, 7.5
  %r = fsub contract float %b, %c
  ret float %r
}

; CHECK-LABEL: s91935b(
; CHECK: ld.param.b32 [[Z:%r[0-9]+]], [s91935b_param_2];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, [[Z]], 0fC0F00000, {{%r[0-9]+}};
; LLC-LABEL: s91935b(
; LLC: ld.param.f32 [[LZ:%f[0-9]+]], [s91935b_param_2];
; LLC: fma.rn.f32 {{%f[0-9]+}}, [[LZ]], 0fC0F00000, {{%f[0-9]+}};
define float @s91935b(float %x, float %y, float %z) {
  %n = fneg contract float %x
  %b = fmul contract float %n, %y
  %c = fmul contract float %z, 7.5
  %r = fsub contract float %b, %c
  ret float %r
}

; the fadd: (x * -x) * y is cheaper to negate, so z * w is fused
; CHECK-LABEL: deepadd(
; CHECK: ld.param.b32 [[Z:%r[0-9]+]], [deepadd_param_2];
; CHECK: ld.param.b32 [[W:%r[0-9]+]], [deepadd_param_3];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, [[Z]], [[W]], {{%r[0-9]+}};
; LLC-LABEL: deepadd(
; LLC: ld.param.f32 [[LZ:%f[0-9]+]], [deepadd_param_2];
; LLC: ld.param.f32 [[LW:%f[0-9]+]], [deepadd_param_3];
; LLC: fma.rn.f32 {{%f[0-9]+}}, [[LZ]], [[LW]], {{%f[0-9]+}};
define float @deepadd(float %x, float %y, float %z, float %w) {
  %n = fneg contract float %x
  %a = fmul contract float %x, %n
  %b = fmul contract float %a, %y
  %c = fmul contract float %z, %w
  %r = fadd contract float %b, %c
  ret float %r
}

; 7.5 has two uses and -7.5 none: z * 7.5 cannot be negated, the fsub
; fuses its first product
; CHECK-LABEL: sharedconst(
; CHECK: ld.param.b32 [[Y:%r[0-9]+]], [sharedconst_param_1];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[Y]], {{%r[0-9]+}};
; LLC-LABEL: sharedconst(
; LLC: ld.param.f32 [[LY:%f[0-9]+]], [sharedconst_param_1];
; LLC: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[LY]], {{%f[0-9]+}};
define float @sharedconst(float %x, float %y, float %z, float %w) {
  %n = fneg contract float %x
  %a = fmul contract float %x, %n
  %b = fmul contract float %a, %y
  %c = fmul contract float %z, 7.5
  %d = fmul contract float %w, 7.5
  %r = fsub contract float %b, %c
  %r2 = fadd contract float %r, %d
  ret float %r2
}
