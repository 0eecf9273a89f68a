!; A 10,000-case switch is a balanced compare tree (as llc-19 lowers it), not
; 10,000 compare/branch pairs in a row (on which ptxas crashes): ptxas
; assembles it.
; RUN: %python %S/Inputs/gen_switch.py 10000 > %t.ll
; RUN: %ptxsel -mcpu=sm_90a %t.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; The first test splits the 10,000 sorted values (-9998..0, 3..29997) at
; the 5,001st (3), the next the lower half at -4998.
; CHECK-LABEL: .entry big(
; CHECK: setp.ge.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 3;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[X]], -4998;
; CHECK-COUNT-10000: setp.eq.s32
; CHECK-NOT: setp.eq.s32
