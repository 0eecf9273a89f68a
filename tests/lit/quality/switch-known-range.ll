; Cases a switch condition cannot take are left out of the compares, as
; llc-19's DAG folds their compares by the condition's known bits: the
; difftest generator's 'switch ((u32)(bool) % 25)' is 0 or 1, and the 23
; other cases (with the calls in them) stayed reachable to ptxas behind a
; rem.u32. The bound comes from the IR: zext, and/urem/udiv by a constant,
; lshr, trunc, or/xor, select; an unknown condition keeps every case (at
; -O0 the three consecutive values -1..1 are one range test).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; the remainder of a value below 25 by 25 is the value (isel/divconst.c)
; CHECK: mov.b32 [[X:%r[0-9]+]], {{%r[0-9]+}};
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 0;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: bra.uni [[T1:\$L__BB[0-9_]+]];
; CHECK-NEXT: [[T1]]:
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 1;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: bra.uni
; CHECK-NOT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 2;
; CHECK: and.b32 [[Y:%r[0-9]+]], {{%r[0-9]+}}, 6;
; CHECK-NOT: , 7;
; CHECK: setp.eq.s32 {{%p[0-9]+}}, [[Y]], 6;
; CHECK-NOT: , 7;
; CHECK-LABEL: .entry unknown(
; CHECK: add.s32 [[T:%r[0-9]+]], {{%r[0-9]+}}, 1;
; CHECK-NEXT: setp.lt.u32 {{%p[0-9]+}}, [[T]], 3;
define ptx_kernel void @k(ptr addrspace(1) %out, i1 %b, i32 %n) {
entry:
  %z = zext i1 %b to i32
  %r = urem i32 %z, 25
  switch i32 %r, label %d [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 24, label %c2
  ]
c0:
  store i32 10, ptr addrspace(1) %out
  br label %next
c1:
  store i32 11, ptr addrspace(1) %out
  br label %next
c2:
  store i32 12, ptr addrspace(1) %out
  br label %next
d:
  br label %next
next:
  %m = and i32 %n, 6
  switch i32 %m, label %e [
    i32 6, label %c0b
    i32 7, label %c1b
  ]
c0b:
  store i32 20, ptr addrspace(1) %out
  ret void
c1b:
  store i32 21, ptr addrspace(1) %out
  ret void
e:
  ret void
}

define ptx_kernel void @unknown(ptr addrspace(1) %out, i32 %n) {
entry:
  switch i32 %n, label %d [
    i32 0, label %c0
    i32 1, label %c0
    i32 -1, label %c0
  ]
c0:
  store i32 10, ptr addrspace(1) %out
  ret void
d:
  ret void
}
