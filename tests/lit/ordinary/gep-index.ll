; Address arithmetic of a GEP index, as llc-19 selects it at -O1 and above
; (and here at -O0 too): an i64 index that is a zext / sext of an i32 is
; scaled by mul.wide.u32 / mul.wide.s32 of the i32 value; another index by a
; shift for a power-of-two stride, else a mul.lo.s64. ptxas 13.0 miscompiled
; the extended forms (difftest seed 14368: cvt.u64.u32 + mul.lo.s64, an
; atomic after a CAS loop got a garbage high address word; seed 18102:
; cvt.u64.u32 + shl.b64, an out-of-bounds read); mul.wide ran correctly.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck --check-prefix=O2 %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; The module has no datalayout: it is parsed under NVPTX's, as llc-19 parses
; it, so the i64 load without an alignment is 8-aligned (one ld.global.u64).

@g = internal addrspace(1) global [64 x i64] zeroinitializer, align 8

; O2-LABEL: zext_idx(
; O2: mul.wide.u32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 8;
; O2-NOT: mul.lo.s64
; O2: ld.global.u64
; O0-LABEL: zext_idx(
; O0: mul.wide.u32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 8;
define i64 @zext_idx(i32 %i) {
  %x = zext i32 %i to i64
  %p = getelementptr inbounds [64 x i64], ptr addrspace(1) @g, i64 0, i64 %x
  %v = load i64, ptr addrspace(1) %p
  ret i64 %v
}

; O2-LABEL: sext_idx(
; O2: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 12;
; O0-LABEL: sext_idx(
; O0: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 12;
define i32 @sext_idx(ptr %q, i32 %i) {
  %x = sext i32 %i to i64
  %p = getelementptr inbounds [3 x i32], ptr %q, i64 %x
  %v = load i32, ptr %p
  ret i32 %v
}

; A stride mul.wide's 32-bit immediate cannot hold stays a 64-bit multiply.
; O2-LABEL: big_stride(
; O2: cvt.u64.u32 [[Y:%rd[0-9]+]], {{%r[0-9]+}};
; O2: mul.lo.s64 {{%rd[0-9]+}}, [[Y]], 8589934596;
define ptr @big_stride(ptr %q, i32 %i) {
  %x = zext i32 %i to i64
  %p = getelementptr [2147483649 x i32], ptr %q, i64 %x
  ret ptr %p
}

; An i64 index that is no extension: a shift by log2 of the stride.
; O2-LABEL: i64_idx(
; O2: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4;
; O0-LABEL: i64_idx(
; O0: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4;
define ptr @i64_idx(ptr %q, i64 %i) {
  %p = getelementptr <4 x float>, ptr %q, i64 %i
  ret ptr %p
}
