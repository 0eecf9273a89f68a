; Vectors of odd widths compute elementwise in vectors of the promoted
; width: <4 x i7> in <4 x i8> (16-bit registers), udiv on the zero-extended
; elements (by constants: a multiply, isel/divconst.c), ashr and signed
; compares on the sign-extended ones. Only lanes 1 and 3 of the select are
; read, so the other two lanes' arithmetic is dropped (as llc-19 drops it).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t2.ptx
; RUN: %ptxas -arch=sm_90 %t2.ptx -o %t2.cubin
; CHECK-LABEL: v7(
; CHECK-COUNT-2: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 127;
; CHECK: mul.lo.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 205;
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK: shr.s16
; CHECK: setp.gt.s16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @v7(i32 %a, i32 %b) {
  %x = trunc i32 %a to i7
  %y = trunc i32 %b to i7
  %v0 = insertelement <4 x i7> poison, i7 %x, i32 0
  %v1 = insertelement <4 x i7> %v0, i7 %y, i32 1
  %v2 = shufflevector <4 x i7> %v1, <4 x i7> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %v3 = udiv <4 x i7> %v2, <i7 3, i7 5, i7 7, i7 -1>
  %v4 = ashr <4 x i7> %v2, <i7 1, i7 2, i7 3, i7 4>
  %v5 = add <4 x i7> %v3, %v4
  %c = icmp sgt <4 x i7> %v5, %v2
  %s = select <4 x i1> %c, <4 x i7> %v5, <4 x i7> %v2
  %e = extractelement <4 x i7> %s, i32 3
  %e2 = extractelement <4 x i7> %s, i32 1
  %f = add i7 %e, %e2
  %r = sext i7 %f to i32
  ret i32 %r
}
