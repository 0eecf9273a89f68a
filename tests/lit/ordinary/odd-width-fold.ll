; An operation on an odd-width integer whose value the operation alone
; decides is folded at that width, before the width is promoted, as llc-19's
; DAG combiner folds it before type legalisation, at every level: 'or i7 -1,
; x' is -1 (at i16 the promoted -1 is 127, and nothing folds), and the
; division that only fed it is gone (difftest s96936_O0: such an 'or' in a
; loop kept an i7 division, 2.0x llc-19's time).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %llc -O0 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx

; CHECK-LABEL: or_all_ones(
; CHECK-NOT: div.s
; CHECK: -- End function
define i8 @or_all_ones(i8 %a, i8 %b) {
  %x = trunc i8 %a to i7
  %y = trunc i8 %b to i7
  %s = lshr i7 %y, 1
  %d = or i7 %s, 1
  %q = sdiv i7 %x, %d
  %o = or i7 -1, %q
  %r = sext i7 %o to i8
  ret i8 %r
}

; 'and i13 x, 0' is 0 and 'mul i13 x, 0' is 0: no remainder is computed.
; CHECK-LABEL: and_zero(
; CHECK-NOT: rem.u
; CHECK: -- End function
define i16 @and_zero(i16 %a, i16 %b) {
  %x = trunc i16 %a to i13
  %y = trunc i16 %b to i13
  %d = or i13 %y, 1
  %m = urem i13 %x, %d
  %z = and i13 %m, 0
  %w = mul i13 %m, 0
  %s = add i13 %z, %w
  %r = zext i13 %s to i16
  ret i16 %r
}

; The value is kept where it is not decided: 'or i7 63, x' keeps the
; division.
; CHECK-LABEL: or_not_all_ones(
; CHECK: div.s
; CHECK: -- End function
define i8 @or_not_all_ones(i8 %a, i8 %b) {
  %x = trunc i8 %a to i7
  %y = trunc i8 %b to i7
  %s = lshr i7 %y, 1
  %d = or i7 %s, 1
  %q = sdiv i7 %x, %d
  %o = or i7 63, %q
  %r = sext i7 %o to i8
  ret i8 %r
}

; -1 shifted right arithmetically is -1 by any amount (DAGCombiner's
; visitSRA), at any width: the amount, a remainder here, is not computed.
; CHECK-LABEL: ashr_all_ones(
; CHECK-NOT: rem.
; CHECK-NOT: mul.hi
; CHECK-NOT: shr.s
; CHECK: -- End function
define i8 @ashr_all_ones(i8 %a) {
  %x = trunc i8 %a to i7
  %n = urem i7 %x, 7
  %s = ashr i7 -1, %n
  %r = sext i7 %s to i8
  ret i8 %r
}

; CHECK-LABEL: ashr_all_ones_i32(
; CHECK-NOT: rem.
; CHECK-NOT: shr.s
; CHECK: -- End function
define i32 @ashr_all_ones_i32(i32 %a) {
  %n = urem i32 %a, 31
  %s = ashr i32 -1, %n
  ret i32 %s
}
