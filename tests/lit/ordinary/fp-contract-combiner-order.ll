; Where LLVM's DAG combiner rewrites an operand before it can fuse, ptxsel
; must not fuse either (campaign mismatches s12171_O0/O2, s11735_O2 on the
; H100). The same CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx

; fadd A, (fmul B, -2.0) with one use is A - (B + B) before fusing (llc
; prints that; ptxsel the plain A + B * -2.0, the same value)
; CHECK-LABEL: neg_two(
; CHECK-NOT: fma
; CHECK: {{add|sub}}.rn.f32
; CHECK-NOT: fma
; CHECK: ret;
define float @neg_two(float %v, float %x) {
  %m = fmul contract float %x, -2.0
  %a = fadd contract float %v, %m
  ret float %a
}

; ... but the other operand still fuses: fma(y, 3.0, -(x + x))
; CHECK-LABEL: neg_two_other(
; CHECK: add.rn.f32 [[T:%[fr][0-9]+]], [[X:%[fr][0-9]+]], [[X]];
; CHECK: neg.f32 [[N:%[fr][0-9]+]], [[T]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{[^,]+}}, {{[^,]+}}, [[N]];
define float @neg_two_other(float %x, float %y) {
  %m = fmul contract float %x, -2.0
  %n = fmul contract float %y, 3.0
  %a = fadd contract float %n, %m
  ret float %a
}

; with two uses the later fadd fuses first, then the earlier one gets the rule
; CHECK-LABEL: neg_two_twice(
; CHECK: {{add|sub}}.rn.f32
; CHECK: fma.rn.f32
; CHECK: ret;
define float @neg_two_twice(float %v, float %x) {
  %m = fmul contract float %x, -2.0
  %a = fadd contract float %v, %m
  %b = fadd contract float %a, %m
  ret float %b
}

; fmul by <poison, 2.0> becomes x + x before its user is combined
; CHECK-LABEL: two_poison(
; CHECK-NOT: fma
; CHECK: ret;
define <2 x half> @two_poison(<2 x half> %v, <2 x half> %w) {
  %e = fadd <2 x half> %v, %w
  %m = fmul contract <2 x half> %e, <half poison, half 0xH4000>
  %r = fsub contract <2 x half> %e, %m
  ret <2 x half> %r
}

; a vector fmul operand is fused before the vector is split, in preference to
; the scalar fmuls behind the other operand's insertelements
; CHECK-LABEL: vector_first(
; CHECK-COUNT-2: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0fBE800000;
; CHECK-COUNT-2: fma.rn.f32
; CHECK-NOT: fma
; CHECK: ret;
define <2 x float> @vector_first(float %p, float %q, <2 x float> %s, <2 x float> %t) {
  %p4 = fmul contract float %p, -2.500000e-01
  %q4 = fmul contract float %q, -2.500000e-01
  %a0 = insertelement <2 x float> poison, float %p4, i64 0
  %a = insertelement <2 x float> %a0, float %q4, i64 1
  %m = fmul contract <2 x float> %s, %t
  %r = fadd contract <2 x float> %a, %m
  ret <2 x float> %r
}

; fadd (fmul x, (fneg y)), B with B an fmul: visitFADD first makes it
; fsub B, (fmul x, y), which then fuses B (difftest s13388_O0)
; CHECK-LABEL: neg_operand_first(
; CHECK-DAG: ld.param.{{[bf]}}32 [[V:%[fr][0-9]+]], [neg_operand_first_param_2];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[V]], {{%[fr][0-9]+|0f3DCCCCCD}}, {{%[fr][0-9]+}};
; CHECK: ret;
define float @neg_operand_first(float %x, float %b, float %v) {
  %n = fneg contract float %b
  %m1 = fmul contract float %x, %n
  %m2 = fmul contract float %v, 0x3FB99999A0000000
  %r = fadd contract float %m1, %m2
  ret float %r
}

; fmul -1.0, m is fneg m to the DAG: fadd (fmul -1.0, (fmul a, b)), v fuses
; the inner product, fma(-a, b, v) (difftest s12927_O0)
; CHECK-LABEL: minus_one_product(
; CHECK: neg.f32 [[NA:%[fr][0-9]+]], [[A:%[fr][0-9]+]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[NA]], {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
; CHECK: ret;
define float @minus_one_product(float %a, float %b, float %v) {
  %m = fmul contract float %a, %b
  %n = fmul contract float -1.000000e+00, %m
  %r = fadd contract float %n, %v
  ret float %r
}
