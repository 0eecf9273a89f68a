; Loop-invariant code motion at -O1 and above (isel/licm.c), as llc-19's
; MachineLICM: the compares of a switch on a value the loop never changes
; are computed once before the loop (difftest s71318_O2: ptxas turned the
; in-loop compare chains into indirect jumps, 1.16x llc-19's time on an
; H100; 0.98x with them hoisted). A division that runs every iteration
; moves too; one that only a condition inside the loop reaches stays (not
; speculated). At -O0 nothing moves.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx

; CHECK-LABEL: .entry sw(
; CHECK: ld.param.u32 [[SEL:%r[0-9]+]], [sw_param_1];
; CHECK-COUNT-5: setp.{{ge|eq}}.s32 %p{{[0-9]+}}, [[SEL]],
; CHECK: $L__BB0_1:
; CHECK-NOT: , [[SEL]],
; CHECK: ret;
; O0-LABEL: .entry sw(
; O0: ld.param.u32 [[SEL:%r[0-9]+]], [sw_param_1];
; O0: $L__BB0_1:
; O0-NEXT: setp.eq.s32 %p{{[0-9]+}}, [[SEL]], 0;
target datalayout = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define ptx_kernel void @sw(ptr addrspace(1) %out, i32 %sel, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  switch i32 %sel, label %dflt [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 5, label %c5
  ]
c0:
  %a0 = add i32 %acc, 3
  br label %latch
c1:
  %a1 = mul i32 %acc, 7
  br label %latch
c2:
  %a2 = xor i32 %acc, %i
  br label %latch
c5:
  %a5 = sub i32 %acc, %i
  br label %latch
dflt:
  br label %latch
latch:
  %acc.next = phi i32 [ %a0, %c0 ], [ %a1, %c1 ], [ %a2, %c2 ], [ %a5, %c5 ], [ %acc, %dflt ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry divs(
; CHECK: div.u32
; CHECK: $L__BB1_1:
; CHECK-NOT: div.u32
; CHECK: rem.u32
; CHECK-NOT: div.u32
; CHECK: ret;
define ptx_kernel void @divs(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %q = udiv i32 %a, %b
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %latch
then:
  %r = urem i32 %b, %a
  %t = add i32 %acc, %r
  br label %latch
latch:
  %acc1 = phi i32 [ %t, %then ], [ %acc, %loop ]
  %acc.next = add i32 %acc1, %q
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}
