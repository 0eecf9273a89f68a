; Divisions and remainders that llc-19's DAG folds before selecting, at -O0
; too: 0 / y and 0 % y are 0, x / x is 1 and x % x is 0 (a zero divisor is
; undefined, so the folds lose nothing). The difftest generator writes
; '(T)0 / ((y >> 1) | 1)'; in a loop (s68377_O0, 1.26x llc-19's time on an
; H100) the 64-bit division stayed, and ptxas does not remove it. A divisor
; of a different value keeps its division (keep).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin

; CHECK-LABEL: .entry zero_dividend(
; CHECK-NOT: div.
; CHECK-NOT: rem.
; CHECK: ret;
; CHECK-LABEL: .entry same_operands(
; CHECK-NOT: div.
; CHECK-NOT: rem.
; CHECK: ret;
; CHECK-LABEL: .entry keep(
; CHECK: div.s64
; CHECK: rem.u32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @zero_dividend(i32 %x, i16 %w, i64 %z, ptr addrspace(1) %p) {
  %a = zext i32 %x to i64
  %h = lshr i64 %a, 1
  %d = or i64 %h, 1
  %q = sdiv i64 0, %d
  %r = urem i64 0, %d
  %s = shl i64 %q, 45
  %t = add i64 %s, %r
  %e = or i32 %x, 1
  %u = udiv i32 0, %e
  %v = srem i32 0, %e
  %f = or i16 %w, 1
  %g = sdiv i16 0, %f
  %g32 = sext i16 %g to i32
  %uv = add i32 %u, %v
  %uvg = add i32 %uv, %g32
  %w64 = zext i32 %uvg to i64
  %all = add i64 %t, %w64
  store i64 %all, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @same_operands(i32 %x, i64 %y, ptr addrspace(1) %p) {
  %q = udiv i32 %x, %x
  %r = srem i32 %x, %x
  %s = sdiv i64 %y, %y
  %t = urem i64 %y, %y
  %a = add i32 %q, %r
  %a64 = zext i32 %a to i64
  %b = add i64 %s, %t
  %c = add i64 %a64, %b
  store i64 %c, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @keep(i64 %x, i32 %y, ptr addrspace(1) %p) {
  %d = or i64 %x, 1
  %q = sdiv i64 7, %d
  %e = or i32 %y, 1
  %r = urem i32 %y, %e
  %z = zext i32 %r to i64
  %s = add i64 %q, %z
  store i64 %s, ptr addrspace(1) %p
  ret void
}
