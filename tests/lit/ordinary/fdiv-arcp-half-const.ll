; fdiv arcp half x, C (every target ptxsel knows has half arithmetic), as
; llc-19's DAG combiner rewrites it: where 1 / C rounded to half is a normal
; number, x * (1 / C) in half (mul.rn.f16, the reciprocal in a register; x + x
; for 1 / C = 2.0, a negation for -1.0, x for 1.0), which fuses with a
; contract fadd / fsub like any product (fma.rn.f16, at -O0 too); where it is
; not (1 / 32768 and 1 / 2^-24 are not normal halves), the division is
; promoted to float and multiplied by 1 / C in float; x / -0.0 stays a
; division in float. The same for any half division by such a constant in a
; function with "unsafe-fp-math"="true" (there at -O1 and up mul.f16 and
; mul.f32, without .rn). Before, every such division was refused (difftest
; recip profile, seeds 101661-101960: 17 of 600 programs; unsafe profile,
; seeds 101961-102260: 13). The CHECK lines hold for llc-19's output too;
; ptxas assembles ptxsel's.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o - | FileCheck %s --check-prefix=UNSAFE2
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s --check-prefix=UNSAFE2
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=UNSAFE0
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=UNSAFE0
; The numerator a constant under unsafe-fp-math stays refused.
; RUN: sed -e 's/fdiv half %x, 0xH4280/fdiv half 0xH4000, %x/' %s > %t.num.ll
; RUN: not %ptxsel -mcpu=sm_90 -O2 %t.num.ll -o %t.num.ptx 2>&1 | FileCheck %s --check-prefix=NUM
; NUM: error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a half / bfloat division with a constant operand (rcp.approx, or a multiplication by the reciprocal))
; NUM: note: at instruction: %r = fdiv half 0xH4000, %x

target triple = "nvptx64-nvidia-cuda"

; 1 / 3.25 = 0x34EC in half
; CHECK-LABEL: .func by_3_25(
; CHECK: mov.b16 [[R:%rs[0-9]+]], 0x34EC;
; CHECK: mul.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[R]];
; CHECK-NOT: div
; CHECK-LABEL: -- End function
define void @by_3_25(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xH4280
  store half %r, ptr %p
  ret void
}

; 1 / 10000 (0x70E2) = 0x068E, fused with the contract fadd
; CHECK-LABEL: .func fused(
; CHECK: mov.b16 [[R:%rs[0-9]+]], 0x068E;
; CHECK: fma.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[R]], {{%rs[0-9]+}};
; CHECK-LABEL: -- End function
define void @fused(ptr %p, half %x, half %y) {
  %d = fdiv arcp contract half %x, 0xH70E2
  %s = fadd contract half %d, %y
  store half %s, ptr %p
  ret void
}

; 1 / 0.5 = 2.0: x + x, which does not fuse
; CHECK-LABEL: .func by_half(
; CHECK: add.rn.f16 [[T:%rs[0-9]+]], [[X:%rs[0-9]+]], [[X]];
; CHECK: sub.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[T]];
; CHECK-NOT: fma
; CHECK-LABEL: -- End function
define void @by_half(ptr %p, half %x, half %y) {
  %d = fdiv arcp contract half %x, 0xH3800
  %s = fsub contract half %y, %d
  store half %s, ptr %p
  ret void
}

; 1 / -1.0: the negation
; CHECK-LABEL: .func by_minus_one(
; CHECK: neg.f16
; CHECK-NOT: mul
; CHECK-LABEL: -- End function
define void @by_minus_one(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xHBC00
  store half %r, ptr %p
  ret void
}

; 1 / 2^-14 (the least normal half) = 2^14 = 0x7400, normal
; CHECK-LABEL: .func by_min_normal(
; CHECK: mov.b16 [[R:%rs[0-9]+]], 0x7400;
; CHECK: mul.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[R]];
; CHECK-LABEL: -- End function
define void @by_min_normal(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xH0400
  store half %r, ptr %p
  ret void
}

; 1 / 32768 = 2^-15, a subnormal half: in float
; CHECK-LABEL: .func by_32768(
; CHECK: cvt.f32.f16
; CHECK: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f38000000;
; CHECK: cvt.rn.f16.f32
; CHECK-LABEL: -- End function
define void @by_32768(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xH7800
  store half %r, ptr %p
  ret void
}

; 1 / 2^-24 (the least subnormal half) = 2^24, not a half: in float
; CHECK-LABEL: .func by_tiny(
; CHECK: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f4B800000;
; CHECK: cvt.rn.f16.f32
; CHECK-LABEL: -- End function
define void @by_tiny(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xH0001
  store half %r, ptr %p
  ret void
}

; x / -0.0: a division, in float
; CHECK-LABEL: .func by_minus_zero(
; CHECK: div.rn.f32
; CHECK-LABEL: -- End function
define void @by_minus_zero(ptr %p, half %x) {
  %r = fdiv arcp half %x, 0xH8000
  store half %r, ptr %p
  ret void
}

; UNSAFE2-LABEL: .func unsafe(
; UNSAFE2: mul.f16
; UNSAFE2: mul.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f38000000;
; UNSAFE2-LABEL: -- End function
; UNSAFE0-LABEL: .func unsafe(
; UNSAFE0: mul.rn.f16
; UNSAFE0: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f38000000;
; UNSAFE0-LABEL: -- End function
define void @unsafe(ptr %p, half %x) #0 {
  %r = fdiv half %x, 0xH4280
  store half %r, ptr %p
  %s = fdiv half %x, 0xH7800
  %q = getelementptr half, ptr %p, i64 1
  store half %s, ptr %q
  ret void
}

attributes #0 = { "unsafe-fp-math"="true" }

; float and double: where 1 / C is subnormal (x / 1e38) or overflows
; (x / 2^-149), llc-19's combiner keeps the division (DAGCombiner::visitFDIV
; takes no denormal or overflowing reciprocal); x / +-inf is x * +-0.0, in
; half too. Before, each was refused ("reciprocal is not a normal number";
; recip profile: 9 of 1,600 programs).
; CHECK-LABEL: .func not_normal(
; CHECK: div.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f7E967699;
; CHECK: div.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f00000001;
; CHECK: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f00000000;
; CHECK: div.rn.f64 {{%[fr]d[0-9]+}}, {{%[fr]d[0-9]+}}, 0d7FE1CCF385EBC8A0;
; CHECK: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f80000000;
; CHECK: mov.b16 [[Z:%rs[0-9]+]], 0x0000;
; CHECK: mul.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[Z]];
; CHECK-LABEL: -- End function
define void @not_normal(ptr %p, float %x, double %y, half %z) {
  %d1 = fdiv arcp float %x, 0x47D2CED320000000
  store float %d1, ptr %p
  %d2 = fdiv arcp float %x, 0x36A0000000000000
  %p2 = getelementptr float, ptr %p, i64 1
  store float %d2, ptr %p2
  %d3 = fdiv arcp float %x, 0x7FF0000000000000
  %p3 = getelementptr float, ptr %p, i64 2
  store float %d3, ptr %p3
  %d4 = fdiv arcp double %y, 0x7FE1CCF385EBC8A0
  %p4 = getelementptr float, ptr %p, i64 4
  store double %d4, ptr %p4
  %d5 = fdiv arcp float %x, 0xFFF0000000000000
  %p5 = getelementptr float, ptr %p, i64 6
  store float %d5, ptr %p5
  %d6 = fdiv arcp half %z, 0xH7C00
  %p6 = getelementptr float, ptr %p, i64 7
  store half %d6, ptr %p6
  ret void
}

; a NaN divisor stays refused (at -O0: at -O2 the IR passes fold x / NaN first)
; RUN: sed -e 's/fdiv arcp float %x, 0x7FF0000000000000/fdiv arcp float %x, 0x7FF8000000000000/' %s > %t.nan.ll
; RUN: not %ptxsel -mcpu=sm_90 -O0 %t.nan.ll -o %t.nan.ptx 2>&1 | FileCheck %s --check-prefix=NAN
; NAN: error: an 'arcp' division by a constant whose reciprocal is not a normal number is not supported
; NAN: note: at instruction: %d3 = fdiv arcp float %x, 0x7FF8000000000000
