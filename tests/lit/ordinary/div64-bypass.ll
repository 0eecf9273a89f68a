; 64-bit division and remainder by a run-time divisor: at -O1 and up, as llc's
; CodeGenPrepare, a 32-bit unsigned division when neither operand has a bit
; above bit 31 (difftest s11741_O2 ran 2.75x slower than llc-19's PTX without
; it); at -O0 the plain 64-bit instruction, as llc -O0.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=O2 < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s --check-prefix=O0 < %t0.ptx
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

; O2-LABEL: sdiv64(
; O2: or.b64 [[T:%t]], [[A:%rd[0-9]+]], [[B:%rd[0-9]+]];
; O2: shr.u64 [[T]], [[T]], 32;
; O2: @%pb bra div64_slow;
; O2: div.u32
; O2: div64_slow:
; O2-NEXT: div.s64 {{%rd[0-9]+}}, [[A]], [[B]];
; O0-LABEL: sdiv64(
; O0-NOT: div.u32
; O0: div.s64
; LLC-LABEL: sdiv64(
; LLC-DAG: div.u32
; LLC-DAG: div.s64
define i64 @sdiv64(i64 %a, i64 %b) {
  %r = sdiv i64 %a, %b
  ret i64 %r
}

; O2-LABEL: urem64(
; O2: rem.u32
; O2: rem.u64
; LLC-LABEL: urem64(
; LLC-DAG: rem.u32
; LLC-DAG: rem.u64
define i64 @urem64(i64 %a, i64 %b) {
  %r = urem i64 %a, %b
  ret i64 %r
}

; a constant divisor: no bypass (the DAG's multiply-high sequences)
; O2-LABEL: byconst(
; O2-NOT: div64_slow
; O2: ret;
define i64 @byconst(i64 %a) {
  %r = udiv i64 %a, 7
  ret i64 %r
}
