; A binary operation of a select of two constants with a constant, the select
; used only there and in the same block, is the select of the two folded
; constants, as llc-19's DAGCombiner::foldBinOpIntoSelect folds it at every
; level (difftest s104778_O0: 'urem 0x80000000, (or (select c, 2, K), 1)' in
; a compare-and-swap loop was a run-time division, 1.19x llc-19's time). A
; select with another use, or in another block, stays (the DAG sees a
; register there). Each RUN pair checks ptxsel's PTX and llc-19's with the
; same patterns.
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O2 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: rem_of_select(
; CHECK-NOT: rem.
; CHECK-NOT: or.b32
; CHECK: selp.b32 {{%r[0-9]+}}, 2, -2147483648, {{%p[0-9]+}};
; CHECK-NOT: rem.
; CHECK: ret;
define i32 @rem_of_select(i1 %c) {
  %s = select i1 %c, i32 2, i32 -47624297
  %o = or i32 %s, 1
  %r = urem i32 -2147483648, %o
  ret i32 %r
}

; The select has a second use: the division stays.
; CHECK-LABEL: two_uses(
; CHECK: rem.u32
; CHECK: ret;
define i32 @two_uses(i1 %c) {
  %s = select i1 %c, i32 3, i32 7
  %r = urem i32 100, %s
  %t = add i32 %r, %s
  ret i32 %t
}

; At a width no register has (i7) the fold happens once the select is
; promoted, and gives the folded constants (2 | 8 and 5 | 8): an earlier
; build rewrote the i7 select after type legalisation had copied it, and
; printed 2 and 5.
; CHECK-LABEL: odd_select(
; CHECK-DAG: {{[[:space:],]}}10{{[,;]}}
; CHECK-DAG: {{[[:space:],]}}13{{[,;]}}
; CHECK: ret;
define i32 @odd_select(i1 %c) {
  %s = select i1 %c, i7 2, i7 5
  %o = or i7 %s, 8
  %z = zext i7 %o to i32
  ret i32 %z
}
