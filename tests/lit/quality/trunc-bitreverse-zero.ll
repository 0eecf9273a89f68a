; A truncation that keeps only the reversed high bits of llvm.bitreverse of a
; value the IR bounds below them is 0, as llc-19's DAG finds by known bits
; (at -O0 too): the difftest generator's
; '(u16)__builtin_bitreverse32((u32)(u16)x)' is 0, and the shift and
; division that read it in s60221_O0's loop (1.11x llc-19's time on an
; H100) had it as a register. The stored value is then a constant. Where a
; kept bit can be set (an i16 bounded by 2^17, a 24-bit truncation) the
; reversal stays. (The dead brev itself is left to ptxas.)
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin

; CHECK-LABEL: .entry zero16(
; CHECK: mov.b16 [[Z:%rs[0-9]+]], 0;
; CHECK-NEXT: st.global.u16 [%rd{{[0-9]+}}], [[Z]];
; CHECK-LABEL: .entry zero8_64(
; CHECK: mov.b16 [[Y:%rs[0-9]+]], 0;
; CHECK-NEXT: st.global.u8 [%rd{{[0-9]+}}], [[Y]];
; CHECK-LABEL: .entry kept(
; CHECK: brev.b32 [[A:%r[0-9]+]],
; CHECK: cvt.u16.u32 [[B:%rs[0-9]+]], [[A]];
; CHECK: st.global.u16 [%rd{{[0-9]+}}], [[B]];
; CHECK: brev.b32
; CHECK: and.b32 [[C:%r[0-9]+]], %r{{[0-9]+}}, 16777215;
; CHECK: st.global.u32 [%rd{{[0-9]+}}], [[C]];
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)

define ptx_kernel void @zero16(i16 %x, ptr addrspace(1) %p) {
  %z = zext i16 %x to i32
  %r = call i32 @llvm.bitreverse.i32(i32 %z)
  %t = trunc i32 %r to i16
  store i16 %t, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @zero8_64(i32 %x, ptr addrspace(1) %p) {
  %m = and i32 %x, 255
  %z = zext i32 %m to i64
  %r = call i64 @llvm.bitreverse.i64(i64 %z)
  %t = trunc i64 %r to i8
  store i8 %t, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @kept(i32 %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %m = and i32 %x, 131071
  %r = call i32 @llvm.bitreverse.i32(i32 %m)
  %t = trunc i32 %r to i16
  store i16 %t, ptr addrspace(1) %p
  %z = and i32 %x, 65535
  %s = call i32 @llvm.bitreverse.i32(i32 %z)
  %u = trunc i32 %s to i24
  %w = zext i24 %u to i32
  store i32 %w, ptr addrspace(1) %q
  ret void
}
