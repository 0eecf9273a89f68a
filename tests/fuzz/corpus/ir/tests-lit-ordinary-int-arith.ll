!; Integer arithmetic: i8 (normalised high byte), i16, i64, div/rem, shifts,
; overflow intrinsics, funnel shifts, byte swaps, cttz.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin

; CHECK-LABEL: .entry i8ops(
; the i8 shift amount is zero-extended before the shift
; CHECK: and.b16 [[AMT:%rs[0-9]+]], %rs{{[0-9]+}}, 255;
; CHECK: cvt.u32.u16 [[A32:%r[0-9]+]], [[AMT]];
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, [[A32]];
; CHECK: cvt.s16.s8
; CHECK: div.s16
; CHECK: rem.u16
; CHECK: max.u16
; CHECK: min.s16
define ptx_kernel void @i8ops(ptr addrspace(1) %p, i8 %a, i8 %b) {
  %s = shl i8 %a, %b
  store i8 %s, ptr addrspace(1) %p
  %d = sdiv i8 %a, %b
  %g1 = getelementptr i8, ptr addrspace(1) %p, i64 1
  store i8 %d, ptr addrspace(1) %g1
  %r = urem i8 %a, %b
  %g2 = getelementptr i8, ptr addrspace(1) %p, i64 2
  store i8 %r, ptr addrspace(1) %g2
  %m = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  %g3 = getelementptr i8, ptr addrspace(1) %p, i64 3
  store i8 %m, ptr addrspace(1) %g3
  %n = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %g4 = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i8 %n, ptr addrspace(1) %g4
  %f = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 3)
  %g5 = getelementptr i8, ptr addrspace(1) %p, i64 5
  store i8 %f, ptr addrspace(1) %g5
  ret void
}

; CHECK-LABEL: .entry i64ops(
; CHECK: mul.lo.s64 [[LO:%rd[0-9]+]], [[X:%rd[0-9]+]], [[Y:%rd[0-9]+]];
; CHECK: mul.hi.u64 [[HI:%rd[0-9]+]], [[X]], [[Y]];
; CHECK: setp.ne.s64 %p{{[0-9]+}}, [[HI]], 0;
; CHECK: add.s64 [[S:%rd[0-9]+]], [[X]], [[Y]];
; CHECK: setp.lt.u64 %p{{[0-9]+}}, [[S]], [[X]];
; CHECK: brev.b64
; CHECK: clz.b64
; CHECK: shr.u64
; CHECK: prmt.b32 %pnh, %plo, 0, 0x0123;
; CHECK: prmt.b32 %pt, %pt, 0, 0x0001;
; CHECK: div.u64
; CHECK: rem.s64
; CHECK: shr.s64
define ptx_kernel void @i64ops(ptr addrspace(1) %p, i64 %x, i64 %y, i16 %h) {
  %m = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %x, i64 %y)
  %mv = extractvalue { i64, i1 } %m, 0
  %mo = extractvalue { i64, i1 } %m, 1
  %a = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %x, i64 %y)
  %av = extractvalue { i64, i1 } %a, 0
  %ao = extractvalue { i64, i1 } %a, 1
  %o = or i1 %mo, %ao
  %oz = zext i1 %o to i64
  %t = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  %f = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 13)
  %bs = call i64 @llvm.bswap.i64(i64 %x)
  %b16 = call i16 @llvm.bswap.i16(i16 %h)
  %b16z = zext i16 %b16 to i64
  %q = udiv i64 %x, %y
  %r = srem i64 %x, %y
  %sh = ashr i64 %x, %y
  %s1 = add i64 %mv, %av
  %s2 = add i64 %s1, %oz
  %s3 = add i64 %s2, %t
  %s4 = add i64 %s3, %f
  %s5 = add i64 %s4, %bs
  %s6 = add i64 %s5, %b16z
  %s7 = add i64 %s6, %q
  %s8 = add i64 %s7, %r
  %s9 = add i64 %s8, %sh
  store i64 %s9, ptr addrspace(1) %p
  ret void
}

declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.bswap.i64(i64)
declare i16 @llvm.bswap.i16(i16)
