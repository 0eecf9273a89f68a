; (add (mul a, b), c) on i32 is one mad.lo.s32 at -O1 and up, as llc-19's
; NVPTX DAG combine makes it: the mul must have no other use and sit in the
; add's DAG (block); either operand order, the first operand when both are
; such muls; a constant multiplicand or addend stays an immediate. i16 and
; i64 stay mul + add (so does llc-19), and -O0 never fuses. (Before, ptxsel
; printed mul.lo + add.s32 everywhere; a difftest program, s65616_O2, gave
; a wrong answer after ptxas -O3 with the callee spelled that way and the
; right one with llc-19's mad.)
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; O0-NOT: mad.lo

; CHECK-LABEL: .func (.param .b32 func_retval0) a1(
; CHECK: mad.lo.s32 {{%r[0-9]+}}, [[A:%r[0-9]+]], [[B:%r[0-9]+]], [[C:%r[0-9]+]];
; CHECK-NOT: mul.lo
; CHECK-LABEL: a2(
; CHECK: mad.lo.s32
; CHECK-LABEL: a3(
; CHECK: mul.lo.s32
; CHECK: add.s32
; CHECK-LABEL: a4(
; CHECK: mad.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 37, {{%r[0-9]+}};
; CHECK-LABEL: a5(
; CHECK: mad.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 5;
; CHECK-LABEL: a6(
; CHECK: mul.lo.s64
; CHECK: add.s64
; CHECK-LABEL: a7(
; CHECK: mul.lo.s16
; CHECK: add.s16
; CHECK-LABEL: a9(
; CHECK: mul.lo.s32 [[N:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: mad.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, [[N]];
; CHECK-LABEL: a10(
; CHECK: mul.lo.s32
; CHECK: add.s32
; CHECK-LABEL: a12(
; CHECK: mul.lo.s32
; CHECK: add.s32
; CHECK-LABEL: a13(
; CHECK: mul.lo.s32
; CHECK: sub.s32
; CHECK-LABEL: a15(
; CHECK: mad.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, -1, {{%r[0-9]+}};

target triple = "nvptx64-nvidia-cuda"
define i32 @a1(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %r = add i32 %m, %c
  ret i32 %r
}
define i32 @a2(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %r = add i32 %c, %m
  ret i32 %r
}
define i32 @a3(i32 %a, i32 %b, i32 %c, ptr %p) {
  %m = mul i32 %a, %b
  %r = add i32 %m, %c
  store i32 %m, ptr %p
  ret i32 %r
}
define i32 @a4(i32 %a, i32 %c) {
  %m = mul i32 %a, 37
  %r = add i32 %m, %c
  ret i32 %r
}
define i32 @a5(i32 %a, i32 %b) {
  %m = mul i32 %a, %b
  %r = add i32 %m, 5
  ret i32 %r
}
define i64 @a6(i64 %a, i64 %b, i64 %c) {
  %m = mul i64 %a, %b
  %r = add i64 %m, %c
  ret i64 %r
}
define i16 @a7(i16 %a, i16 %b, i16 %c) {
  %m = mul i16 %a, %b
  %r = add i16 %m, %c
  ret i16 %r
}
define i32 @a9(i32 %a, i32 %b, i32 %c, i32 %d) {
  %m = mul i32 %a, %b
  %n = mul i32 %c, %d
  %r = add i32 %m, %n
  ret i32 %r
}
define i32 @a10(i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  %m = mul i32 %a, %b
  br i1 %f, label %x, label %y
x:
  %r = add i32 %m, %c
  ret i32 %r
y:
  ret i32 0
}
define i32 @a12(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %r = add i32 %m, %m
  ret i32 %r
}
define i32 @a13(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %r = sub i32 %c, %m
  ret i32 %r
}
define i32 @a15(i32 %a, i32 %c) {
  %m = mul i32 %a, -1
  %r = add i32 %m, %c
  ret i32 %r
}
