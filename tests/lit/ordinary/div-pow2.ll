; Integer division and remainder by a constant power of two are shifts and
; masks at every width and level, as LLVM's DAG combiner folds them (llc -O0
; too); ptxsel printed div.s64 x, 1, which ptxas turns into a call of its
; generic 64-bit division routine (difftest s20188_O0: 1.6x slower than
; llc-19). A signed division by the most negative value is a compare
; (isel/divconst.c, as llc-19).
; The GPU check is tests/difftest/intrin_gen.py's divpow2 group.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: sdiv1(
; CHECK-NOT: div.
; CHECK: ret;
define i64 @sdiv1(i64 %x) {
  %r = sdiv i64 %x, 1
  ret i64 %r
}
; CHECK-LABEL: urem64(
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 63;
; CHECK-NOT: rem.
define i32 @urem64(i32 %x) {
  %r = urem i32 %x, 64
  ret i32 %r
}
; CHECK-LABEL: udiv8(
; CHECK: shr.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 3;
; CHECK-NOT: div.
define i64 @udiv8(i64 %x) {
  %r = udiv i64 %x, 8
  ret i64 %r
}
; sdiv x, 4 = (x + (x >>s 15 >>u 14)) >>s 2
; CHECK-LABEL: sdiv4(
; CHECK: shr.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 15;
; CHECK: shr.u16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 14;
; CHECK: add.s16
; CHECK: shr.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 2;
; CHECK-NOT: div.
define i16 @sdiv4(i16 %x) {
  %r = sdiv i16 %x, 4
  ret i16 %r
}
; CHECK-LABEL: sdivmin(
; CHECK: setp.eq.s32 [[P:%p[0-9]+]], {{%r[0-9]+}}, -2147483648;
; CHECK-NEXT: selp.u32 {{%r[0-9]+}}, 1, 0, [[P]];
define i32 @sdivmin(i32 %x) {
  %r = sdiv i32 %x, -2147483648
  ret i32 %r
}

