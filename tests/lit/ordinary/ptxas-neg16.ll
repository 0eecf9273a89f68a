; ptxas 13.0 miscompiles a 16-bit negation whose result is sign-extended:
; neg.s16 (or sub.s16 from 0, or abs.s16) of -32768 followed by cvt.s64.s16
; gives +32768 on the H100 (shown against hand-written PTX that computes in
; 32 bits; llc-19's own PTX for these functions gets the wrong answer).
; ptxsel negates an i16 as a multiplication by -1 and expands llvm.abs.i16
; to a select of x and x * -1, which ptxas compiles correctly.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: neg16(
; CHECK-NOT: neg.s16
; CHECK-NOT: sub.s16
; CHECK: mul.lo.s16 [[N:%rs[0-9]+]], {{%rs[0-9]+}}, -1;
; CHECK: cvt.s64.s16 {{%rd[0-9]+}}, [[N]];
define i64 @neg16(i16 %x) {
  %m = sub i16 0, %x
  %s = sext i16 %m to i64
  ret i64 %s
}

; CHECK-LABEL: abs16(
; CHECK-NOT: abs.s16
; CHECK: mul.lo.s16 [[N:%rs[0-9]+]], [[X:%rs[0-9]+]], -1;
; CHECK: setp.lt.s16 [[P:%p[0-9]+]], [[X]], 0;
; CHECK: selp.b16 {{%rs[0-9]+}}, [[N]], [[X]], [[P]];
define i64 @abs16(i16 %x) {
  %m = call i16 @llvm.abs.i16(i16 %x, i1 false)
  %s = sext i16 %m to i64
  ret i64 %s
}
declare i16 @llvm.abs.i16(i16, i1)
