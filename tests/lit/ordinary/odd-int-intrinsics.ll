; Intrinsics on odd widths, computed in the promoted width: min/max on
; extended operands, ctlz minus the M-N extra bits, cttz with bit N set,
; bswap/bitreverse shifted down by M-N, fshl/fshr with the amount modulo N,
; saturating and overflow arithmetic on operands shifted to the top of iM
; (where saturation and overflow are exactly those of iN), vector reductions.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t2.ptx
; RUN: %ptxas -arch=sm_90 %t2.ptx -o %t2.cubin
; CHECK-LABEL: intrins(
; umax.i33 on the zero-extended operands
; CHECK: and.b64 %rd[[A:[0-9]+]], %rd{{[0-9]+}}, 8589934591;
; CHECK: and.b64 %rd[[B:[0-9]+]], %rd{{[0-9]+}}, 8589934591;
; CHECK: max.u64 %rd{{[0-9]+}}, %rd[[A]], %rd[[B]];
; smin.i7 on sign-extended ones
; CHECK: min.s16
; ctlz.i24 in i32: 8 leading bits too many
; CHECK: clz.b32 %r[[C:[0-9]+]],
; CHECK-NEXT: sub.s32 %r{{[0-9]+}}, %r[[C]], 8;
; cttz.i24: bit 24 set
; CHECK: or.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16777216;
; CHECK: popc.b32
; bswap.i48 in i64, shifted down by 16
; CHECK: prmt.b32
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 16;
; bitreverse.i13 in i16 (through 32 bits), down by 3
; CHECK: brev.b32
; fshl/fshr.i13: the amount modulo 13 (a multiply-high, as llc-19)
; CHECK: mul.hi.u16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 10083;
; CHECK: mul.hi.u16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 10083;
; CHECK: abs.s16
; sadd.sat.i13: operands shifted to the top of i16
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 3;
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 3;
; smul.with.overflow.i13 (in i16, through i32), uadd.with.overflow.i33
; CHECK: mul.lo.s32
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 31;
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 31;
; CHECK: setp.lt.u64
; vector.reduce.umax on <4 x i13>
; CHECK: max.u16
; CHECK: max.u16
; CHECK: max.u16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i33 @llvm.umax.i33(i33, i33)
declare i7 @llvm.smin.i7(i7, i7)
declare i24 @llvm.ctlz.i24(i24, i1)
declare i24 @llvm.cttz.i24(i24, i1)
declare i24 @llvm.ctpop.i24(i24)
declare i48 @llvm.bswap.i48(i48)
declare i13 @llvm.bitreverse.i13(i13)
declare i13 @llvm.fshl.i13(i13, i13, i13)
declare i13 @llvm.fshr.i13(i13, i13, i13)
declare i7 @llvm.abs.i7(i7, i1)
declare i13 @llvm.sadd.sat.i13(i13, i13)
declare i13 @llvm.usub.sat.i13(i13, i13)
declare i13 @llvm.ushl.sat.i13(i13, i13)
declare {i13, i1} @llvm.smul.with.overflow.i13(i13, i13)
declare {i33, i1} @llvm.uadd.with.overflow.i33(i33, i33)
declare i13 @llvm.vector.reduce.umax.v4i13(<4 x i13>)
define i64 @intrins(i64 %a, i64 %b, float %f) {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %x7 = trunc i64 %a to i7
  %y7 = trunc i64 %b to i7
  %x24 = trunc i64 %a to i24
  %x48 = trunc i64 %a to i48
  %x13 = trunc i64 %a to i13
  %y13 = trunc i64 %b to i13
  %r1 = call i33 @llvm.umax.i33(i33 %x, i33 %y)
  %r2 = call i7 @llvm.smin.i7(i7 %x7, i7 %y7)
  %r3 = call i24 @llvm.ctlz.i24(i24 %x24, i1 false)
  %r4 = call i24 @llvm.cttz.i24(i24 %x24, i1 false)
  %r5 = call i24 @llvm.ctpop.i24(i24 %x24)
  %r6 = call i48 @llvm.bswap.i48(i48 %x48)
  %r7 = call i13 @llvm.bitreverse.i13(i13 %x13)
  %r8 = call i13 @llvm.fshl.i13(i13 %x13, i13 %y13, i13 %y13)
  %r9 = call i13 @llvm.fshr.i13(i13 %x13, i13 %y13, i13 %x13)
  %r10 = call i7 @llvm.abs.i7(i7 %x7, i1 false)
  %r11 = call i13 @llvm.sadd.sat.i13(i13 %x13, i13 %y13)
  %r12 = call i13 @llvm.usub.sat.i13(i13 %x13, i13 %y13)
  %r13 = call i13 @llvm.ushl.sat.i13(i13 %x13, i13 5)
  %o1 = call {i13, i1} @llvm.smul.with.overflow.i13(i13 %x13, i13 %y13)
  %o2 = call {i33, i1} @llvm.uadd.with.overflow.i33(i33 %x, i33 %y)
  %r14 = extractvalue {i13, i1} %o1, 0
  %c14 = extractvalue {i13, i1} %o1, 1
  %r15 = extractvalue {i33, i1} %o2, 0
  %c15 = extractvalue {i33, i1} %o2, 1
  %v0 = insertelement <4 x i13> poison, i13 %x13, i32 0
  %v1 = insertelement <4 x i13> %v0, i13 %y13, i32 1
  %v2 = shufflevector <4 x i13> %v1, <4 x i13> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %v3 = add <4 x i13> %v2, <i13 1, i13 2, i13 3, i13 4>
  %r17 = call i13 @llvm.vector.reduce.umax.v4i13(<4 x i13> %v3)
  %e1 = extractelement <4 x i13> %v3, i32 2
  %z1 = zext i33 %r1 to i64
  %z2 = sext i7 %r2 to i64
  %z3 = zext i24 %r3 to i64
  %z4 = zext i24 %r4 to i64
  %z5 = zext i24 %r5 to i64
  %z6 = zext i48 %r6 to i64
  %z7 = zext i13 %r7 to i64
  %z8 = zext i13 %r8 to i64
  %z9 = zext i13 %r9 to i64
  %z10 = sext i7 %r10 to i64
  %z11 = sext i13 %r11 to i64
  %z12 = zext i13 %r12 to i64
  %z13 = zext i13 %r13 to i64
  %z14 = zext i13 %r14 to i64
  %z15 = zext i33 %r15 to i64
  %z17 = zext i13 %r17 to i64
  %z18 = zext i13 %e1 to i64
  %b14 = zext i1 %c14 to i64
  %b15 = zext i1 %c15 to i64
  %s1 = add i64 %z1, %z2
  %s2 = add i64 %s1, %z3
  %s3 = add i64 %s2, %z4
  %s4 = add i64 %s3, %z5
  %s5 = add i64 %s4, %z6
  %s6 = add i64 %s5, %z7
  %s7 = add i64 %s6, %z8
  %s8 = add i64 %s7, %z9
  %s9 = add i64 %s8, %z10
  %s10 = add i64 %s9, %z11
  %s11 = add i64 %s10, %z12
  %s12 = add i64 %s11, %z13
  %s13 = add i64 %s12, %z14
  %s14 = add i64 %s13, %z15
  %s15 = add i64 %s14, 0
  %s16 = add i64 %s15, %z17
  %s17 = add i64 %s16, %z18
  %s18 = add i64 %s17, %b14
  %s19 = add i64 %s18, %b15
  ret i64 %s19
}
