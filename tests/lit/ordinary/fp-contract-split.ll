; FMA contraction sees one DAG at a time, and llc-19's IR passes split a
; block where they expand an instruction into control flow: a division or
; remainder wider than 64 bits (ExpandLargeDivRem), at -O1 and above a
; 64-bit one of two run-time values (CodeGenPrepare's 32-bit bypass), and a
; memcpy / memmove / memset of unknown length or of 128 bytes and more
; (NVPTX's LowerAggrCopies). An fmul before such an instruction and an fadd
; after it are not fused (difftest seed 17899: an fsub 1 ulp apart); across
; anything else they are. llc-19 gives the same answers on this file.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx

; CHECK-LABEL: across_div(
; CHECK: mul.rn.f32
; CHECK: sub.rn.f32
; CHECK-NOT: fma.rn.f32
define float @across_div(float %a, float %b, float %c, i128 %x, i128 %y, ptr %o) {
  %m = fmul contract float %a, %b
  %q = urem i128 %x, %y
  store i128 %q, ptr %o
  %r = fsub contract float %c, %m
  ret float %r
}

; CHECK-LABEL: across_memcpy(
; CHECK: mul.rn.f32
; CHECK: add.rn.f32
; CHECK-NOT: fma.rn.f32
define float @across_memcpy(float %a, float %b, float %c, ptr %d, ptr %s, i64 %n) {
  %m = fmul contract float %a, %b
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  %r = fadd contract float %m, %c
  ret float %r
}

; CHECK-LABEL: across_div64(
; CHECK: mul.rn.f32
; CHECK: sub.rn.f32
; At -O0 there is no bypass: one DAG.
; O0-LABEL: across_div64(
; O0: fma.rn.f32
define float @across_div64(float %a, float %b, float %c, i64 %x, i64 %y, ptr %o) {
  %m = fmul contract float %a, %b
  %q = urem i64 %x, %y
  store i64 %q, ptr %o
  %r = fsub contract float %c, %m
  ret float %r
}

; CHECK-LABEL: same_dag(
; CHECK: fma.rn.f32
define float @same_dag(float %a, float %b, float %c, i64 %x, ptr %o) {
  %m = fmul contract float %a, %b
  %q = urem i64 %x, 10
  store i64 %q, ptr %o
  call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %o, i64 16, i1 false)
  %r = fsub contract float %c, %m
  ret float %r
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
