; i128 division by a constant power of two is shifts and masks (as llc-19's
; DAG does after ExpandLargeDivRem leaves it alone), not the division loop:
; difftest s12576_O0 (a urem by 1 in a loop nest) ran 3.6x slower before.
; The GPU check is tests/difftest/intrin_gen.py's divpow2 group.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; CHECK-LABEL: urem1(
; CHECK-NOT: i128_div_loop
; CHECK: ret;
define i128 @urem1(i128 %x) {
  %r = urem i128 %x, 1
  ret i128 %r
}
; CHECK-LABEL: sdiv8(
; CHECK-NOT: i128_div_loop
; CHECK: shr.s64
; CHECK: ret;
define i128 @sdiv8(i128 %x) {
  %r = sdiv i128 %x, 8
  ret i128 %r
}
; the signed divisor 2^127 is negative: the loop
; CHECK-LABEL: sdivmin(
; CHECK: i128_div_loop
define i128 @sdivmin(i128 %x) {
  %r = sdiv i128 %x, -170141183460469231731687303715884105728
  ret i128 %r
}
