; Divisions whose divisor the IR proves to be 1, and signed divisions of
; values the IR bounds below the sign bit, as llc-19's DAG folds them by
; known bits (at -O0 too): no division for a divisor of 1 (x / 1 is x,
; x % 1 is 0), div.u / rem.u for non-negative operands. The difftest
; generator writes 'x % ((...) | 1)' for safe division; its
; '((u128)(u64)x * 3) >> 64' is 0 for a 32-bit x, so the divisor is 1
; (s60231_O0 had a rem.u32 and a rem.s64 llc-19 did not). Bounds only
; through arithmetic that provably does not wrap: a 64-bit x makes the
; same divisor up to 3 (not_one).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin

; CHECK-LABEL: .entry rem_one_i128(
; CHECK-NOT: rem.
; CHECK-NOT: div.
; CHECK-LABEL: .entry srem_one_i64(
; CHECK-NOT: rem.
; CHECK-NOT: div.
; CHECK-LABEL: .entry sdiv_nonneg(
; CHECK-NOT: div.s32
; CHECK: div.u32
; CHECK-NOT: rem.s32
; CHECK: rem.u32
; CHECK-LABEL: .entry not_one(
; CHECK: rem.u32
; CHECK: rem.u32
; CHECK: div.s32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rem_one_i128(i32 %x, ptr addrspace(1) %p) {
  %a = zext i32 %x to i64
  %b = zext i64 %a to i128
  %m = mul i128 3, %b
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i32
  %d = or i32 %t, 1
  %r = urem i32 %x, %d
  %q = udiv i32 %x, %d
  %s = add i32 %r, %q
  store i32 %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @srem_one_i64(i64 %x, i64 %y, ptr addrspace(1) %p) {
  %c = icmp ne i64 %y, 0
  %z = zext i1 %c to i64
  %h = lshr i64 %z, 1
  %d = or i64 %h, 1
  %r = srem i64 %x, %d
  %q = sdiv i64 %x, %d
  %s = add i64 %r, %q
  store i64 %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @sdiv_nonneg(i16 %x, i16 %y, ptr addrspace(1) %p) {
  %a = zext i16 %x to i32
  %b = zext i16 %y to i32
  %d = or i32 %b, 1
  %q = sdiv i32 %a, %d
  %r = srem i32 3, %d
  %s = add i32 %r, %q
  store i32 %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @not_one(i64 %x, i32 %y, i32 %v, ptr addrspace(1) %p) {
  %b = zext i64 %x to i128
  %m = mul i128 3, %b
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i32
  %d = or i32 %t, 1
  %r = urem i32 %v, %d
  %e = or i32 %y, 1
  %r2 = urem i32 %v, %e
  %q = sdiv i32 %v, %e
  %s = add i32 %r, %r2
  %s2 = add i32 %s, %q
  store i32 %s2, ptr addrspace(1) %p
  ret void
}
