; i128 values are (lo, hi) pairs of 64-bit registers: mul-high through i128,
; add with carry, compares and constant shifts.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; The product of two zero-extended 64-bit values is one mul.hi.u64 when only
; its high half is used (the high halves are zero: no cross products), as
; llc-19 prints it.
; CHECK-LABEL: mulhi(
; CHECK-NOT: mul.lo
; CHECK: mul.hi.u64
; CHECK-NOT: mul.lo
; CHECK: ret;
; CHECK-LABEL: addcmp(
; CHECK: add.cc.u64
; CHECK-NEXT: addc.u64
; CHECK: setp.lt.u64
; CHECK: setp.eq.s64

define i64 @mulhi(i64 %a, i64 %b) {
  %w = zext i64 %a to i128
  %x = zext i64 %b to i128
  %m = mul i128 %w, %x
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}
define i1 @addcmp(i64 %a, i64 %b) {
  %w = sext i64 %a to i128
  %x = zext i64 %b to i128
  %s = add i128 %w, %x
  %s2 = shl i128 %s, 3
  %c = icmp ult i128 %s2, 340282366920938463463374607431768211455
  ret i1 %c
}
