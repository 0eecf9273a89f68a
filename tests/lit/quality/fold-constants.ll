; Values the IR proves constant are folded before selection, at -O0 too, as
; llc-19's SelectionDAG folds them: a chain of integer operations on
; constants ('x % 1' is 0, so '3 / ((0 >> 1) | 1)' is 3 and its conversion
; to half the immediate 0x4200: no 64-bit division routine, difftest
; s73273_O0), the high half of a 128-bit product of 16-bit values (0:
; no 128-bit multiplication, s73365_O0, also through a sign extension of a
; product the IR bounds below its sign bit), a compare the operand's bound
; decides and a select of a constant condition. What stays: a division by
; a value the IR does not know, and a shift by the width (poison: left to
; the selector).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin

target datalayout = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-NOT: div.u64
; CHECK-NOT: div.s64
; CHECK-NOT: rem.s64
; CHECK: mov.b16 [[H:%rs[0-9]+]], 0x4200;
; CHECK: st.global.b16 [{{%rd[0-9]+}}], [[H]];
; CHECK-NEXT: mov.b32 [[Z1:%r[0-9]+]], 0;
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}+4], [[Z1]];
; CHECK-NEXT: mov.b32 [[Z2:%r[0-9]+]], 0;
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}+8], [[Z2]];
; CHECK-NEXT: mov.b32 [[T:%r[0-9]+]], 1;
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}+12], [[T]];
; CHECK-NEXT: mov.b32 [[S:%r[0-9]+]], 7;
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}+16], [[S]];
; CHECK: div.u32
; CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 32;
; CHECK: ret;
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i16 %a, i16 %b) {
  ; 3 / ((((zext x) % 1) >> 1) | 1) as half
  %z = zext i32 %x to i64
  %r = srem i64 %z, 1
  %s = lshr i64 %r, 1
  %o = or i64 %s, 1
  %q = sdiv i64 3, %o
  %h = sitofp i64 %q to half
  store half %h, ptr addrspace(1) %out
  ; ((u128)(u16)a * (u128)(u16)b) >> 64 is 0
  %a64 = zext i16 %a to i64
  %a128 = zext i64 %a64 to i128
  %b64 = zext i16 %b to i64
  %b128 = zext i64 %b64 to i128
  %m = mul i128 %a128, %b128
  %hi = lshr i128 %m, 64
  %hi32 = trunc i128 %hi to i32
  %p1 = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i32 %hi32, ptr addrspace(1) %p1
  ; (u128)(i64)(7628 * (u32)(u16)a) * (u16)b >> 64: the product is below 2^31
  %a32 = zext i16 %a to i32
  %n = mul nsw i32 7628, %a32
  %ns = sext i32 %n to i64
  %ns128 = zext i64 %ns to i128
  %m2 = mul i128 %ns128, %b128
  %hi2 = lshr i128 %m2, 64
  %hi2_32 = trunc i128 %hi2 to i32
  %p2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i32 %hi2_32, ptr addrspace(1) %p2
  ; (u16)a < 65536 in 32 bits is true
  %c = icmp ult i32 %a32, 65536
  %cz = zext i1 %c to i32
  %p3 = getelementptr i8, ptr addrspace(1) %out, i64 12
  store i32 %cz, ptr addrspace(1) %p3
  ; a select of a constant condition
  %sel = select i1 %c, i32 7, i32 %x
  %p4 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store i32 %sel, ptr addrspace(1) %p4
  ; not folded: a division by an unknown value, a shift by the width
  %d = udiv i32 100, %x
  %p5 = getelementptr i8, ptr addrspace(1) %out, i64 20
  store i32 %d, ptr addrspace(1) %p5
  %sh = shl i32 %x, 32
  %p6 = getelementptr i8, ptr addrspace(1) %out, i64 24
  store i32 %sh, ptr addrspace(1) %p6
  ret void
}

; A branch on a compare the fold decides is a plain branch (no predicate).
; CHECK-LABEL: .entry b(
; CHECK-NOT: setp
; CHECK-NOT: {{@!?%p}}
; CHECK: bra.uni
; CHECK: ret;
define ptx_kernel void @b(ptr addrspace(1) %out, i32 %x) {
  %r = srem i32 %x, 1
  %c = icmp eq i32 %r, 0
  br i1 %c, label %t, label %f
t:
  store i32 1, ptr addrspace(1) %out
  br label %j
f:
  store i32 2, ptr addrspace(1) %out
  br label %j
j:
  ret void
}

; Unreachable code may define a value in terms of itself; an identity that
; names the instruction itself ('x = x + 0') is not folded (replacing it by
; itself would never end), and the compile finishes.
; CHECK-LABEL: .func (.param .b32 func_retval0) selfref(
; CHECK: ret;
define i32 @selfref(i1 %c) {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 0
  %y = select i1 %c, i32 %y, i32 %y
  %z = xor i32 %z, %z
  %s = add i32 %y, %z
  %t = add i32 %x, %s
  ret i32 %t
}

; A switch on a value the fold makes constant is a branch to its case; the
; edges not taken keep their phi copies in blocks nothing branches to, so a
; block reached only through one (%d here, at -O0) still finds its phi
; written.
; CHECK-LABEL: .entry sw(
; CHECK-NOT: setp
; CHECK: bra.uni [[B:\$L__BB[0-9]+_[0-9]+]];
; CHECK: [[B]]:
; CHECK-NEXT: mov.b32 [[T:%r[0-9]+]], 2;
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}], [[T]];
; CHECK: ret;
define ptx_kernel void @sw(ptr addrspace(1) %out, i32 %x) {
  %r = srem i32 %x, 1
  %w = add i32 %r, 2
  switch i32 %w, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 3, label %c ]
a:
  store i32 1, ptr addrspace(1) %out
  ret void
b:
  store i32 2, ptr addrspace(1) %out
  ret void
c:
  store i32 3, ptr addrspace(1) %out
  ret void
d:
  %p = phi i32 [ %w, %0 ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; The same for a constant branch whose untaken successor has a phi.
; CHECK-LABEL: .entry brphi(
; CHECK: ret;
define ptx_kernel void @brphi(ptr addrspace(1) %out, i32 %x, i1 %c2) {
entry:
  %r = srem i32 %x, 1
  %c = icmp ne i32 %r, 0
  br i1 %c2, label %pre, label %j
pre:
  br i1 %c, label %j, label %t
t:
  br label %j
j:
  %p = phi i32 [ %x, %entry ], [ 5, %pre ], [ 7, %t ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; A signed remainder of a non-negative dividend lies between 0 and the
; dividend: 1 % ((x >> 1) | 1) is 0 or 1, so shifted right once it is 0 and
; 'y % ((that >> 1) | 1)' is y % 1, 0 (difftest s74083_O0: three 64-bit
; remainders that llc-19's DAG folds away).
; CHECK-LABEL: .entry srem_bound(
; CHECK-NOT: rem.
; CHECK: ret;
define ptx_kernel void @srem_bound(ptr addrspace(1) %out, i64 %x, i64 %y) {
  %a = lshr i64 %x, 1
  %b = or i64 %a, 1
  %c = srem i64 1, %b
  %d = lshr i64 %c, 1
  %e = or i64 %d, 1
  %f = srem i64 %y, %e
  store i64 %f, ptr addrspace(1) %out
  ret void
}

; A right shift by an amount whose set bits the IR knows shifts by at least
; those bits: 'select(c, -1, 3) % 32' is 3 or more, so a value below 8
; shifted right by it is 0, and the remainder that computed the value goes
; (difftest s72014_O0: a 32-bit remainder llc-19's known bits remove).
; CHECK-LABEL: .entry shift_bound(
; CHECK-NOT: rem.
; CHECK-NOT: shr.
; CHECK: ret;
define ptx_kernel void @shift_bound(ptr addrspace(1) %out, i32 %x, i1 %c) {
  %o = or i32 %x, 1
  %r = urem i32 3, %o
  %s = select i1 %c, i32 -1, i32 3
  %m = urem i32 %s, 32
  %v = lshr i32 %r, %m
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; 0 shifted by anything is 0 (a shift by the width or more is poison).
; CHECK-LABEL: .entry zero_shift(
; CHECK-NOT: shl.
; CHECK-NOT: shr.
; CHECK: ret;
define ptx_kernel void @zero_shift(ptr addrspace(1) %out, i64 %x) {
  %a = shl i64 0, %x
  %b = lshr i64 0, %x
  %c = ashr i64 0, %x
  %d = or i64 %a, %b
  %e = or i64 %d, %c
  store i64 %e, ptr addrspace(1) %out
  ret void
}
