; A 64-bit unsigned division or remainder whose dividend is a count of bits
; (llvm.cttz, llvm.ctlz, llvm.ctpop: at most 64) and whose divisor is not
; known to fit in 32 bits: at -O1 and up, as llc-19's CodeGenPrepare (its
; known bits of the count), the divisor is compared with the dividend and
; the division done in 32 bits; no 64-bit division routine (difftest
; s95560_O2 ran 1.21x llc-19's time with the routine behind a run-time width
; check, in a loop).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=O2 < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

; O2-LABEL: udiv_cttz(
; O2-NOT: div.u64
; O2: setp.gt.u64 %pb, [[D:%rd[0-9]+]], [[N:%rd[0-9]+]];
; O2: div.u32
; O2: div64_big:
; O2-NEXT: mov.b64 {{%rd[0-9]+}}, 0;
; O2-NOT: div.u64
; O2-LABEL: -- End function
; LLC-LABEL: udiv_cttz(
; LLC-NOT: div.u64
; LLC: div.u32
; LLC-NOT: div.u64
; LLC-LABEL: -- End function
define i64 @udiv_cttz(i64 %x, i64 %y) {
  %o = or i64 %x, -9223372036854775808
  %c = call i64 @llvm.cttz.i64(i64 %o, i1 true)
  %s = lshr i64 %y, 1
  %d = or i64 %s, 1
  %q = udiv i64 %c, %d
  ret i64 %q
}

; O2-LABEL: urem_ctpop(
; O2-NOT: rem.u64
; O2: setp.gt.u64
; O2: rem.u32
; O2-NOT: rem.u64
; O2-LABEL: -- End function
; LLC-LABEL: urem_ctpop(
; LLC-NOT: rem.u64
; LLC: rem.u32
; LLC-NOT: rem.u64
; LLC-LABEL: -- End function
define i64 @urem_ctpop(i64 %x, i64 %y) {
  %c = call i64 @llvm.ctpop.i64(i64 %x)
  %r = urem i64 %c, %y
  ret i64 %r
}

; O2-LABEL: udiv_ctlz(
; O2-NOT: div.u64
; O2: div.u32
; O2-NOT: div.u64
; O2-LABEL: -- End function
define i64 @udiv_ctlz(i64 %x, i64 %y) {
  %c = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  %q = udiv i64 %c, %y
  ret i64 %q
}

; A count is not a bound on anything else: the sum of a count and a wide
; value keeps the run-time width check and the 64-bit routine.
; O2-LABEL: udiv_wide(
; O2: div64_slow:
; O2-NEXT: div.u64
define i64 @udiv_wide(i64 %x, i64 %y) {
  %c = call i64 @llvm.ctpop.i64(i64 %x)
  %a = add i64 %c, %x
  %q = udiv i64 %a, %y
  ret i64 %q
}

declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
