; Odd integer widths are promoted to the next legal width (isel/legalize_int.c)
; as llc-19's DAG promotes them: operations that read the high bits get them
; defined first -- zero-extended in register (and with 2^N-1) for udiv/lshr/
; unsigned compares/uitofp/zext/shift amounts, sign-extended in register (shl
; then shr.s by M-N) for sdiv/ashr/signed compares/sitofp/sext.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t2.ptx
; RUN: %ptxas -arch=sm_90 %t2.ptx -o %t2.cubin

; CHECK-LABEL: udiv33(
; CHECK: and.b64 %rd[[B:[0-9]+]], %rd{{[0-9]+}}, 8589934591;
; CHECK: and.b64 %rd[[A:[0-9]+]], %rd{{[0-9]+}}, 8589934591;
; CHECK: div.u64 %rd[[Q:[0-9]+]], %rd[[A]], %rd[[B]];
; CHECK: and.b64 %rd{{[0-9]+}}, %rd[[Q]], 8589934591;
define i64 @udiv33(i64 %a, i64 %b) {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %q = udiv i33 %x, %y
  %r = zext i33 %q to i64
  ret i64 %r
}

; i7 lives in a 16-bit register (i8): sign-extension in register is shl 1
; then an arithmetic shift right by 1 (through the i8 value's sign).
; CHECK-LABEL: sdiv7(
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK: shr.s16
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK: shr.s16
; CHECK: div.s16
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK: shr.s16
; CHECK: cvt.s32.s8
define i32 @sdiv7(i32 %a, i32 %b) {
  %x = trunc i32 %a to i7
  %y = trunc i32 %b to i7
  %q = sdiv i7 %x, %y
  %r = sext i7 %q to i32
  ret i32 %r
}

; every shift amount is masked to 13 bits; lshr masks its value, ashr
; sign-extends it, shl uses it as it is
; CHECK-LABEL: shifts13(
; CHECK: and.b16 %rs[[AMT1:[0-9]+]], %rs[[B:[0-9]+]], 8191;
; CHECK: and.b16 %rs[[XZ:[0-9]+]], %rs[[A:[0-9]+]], 8191;
; CHECK: cvt.u32.u16 %r[[S1:[0-9]+]], %rs[[AMT1]];
; CHECK: shr.u16 %rs{{[0-9]+}}, %rs[[XZ]], %r[[S1]];
; CHECK: and.b16 %rs{{[0-9]+}}, %rs[[B]], 8191;
; CHECK: shl.b16 %rs[[T:[0-9]+]], %rs[[A]], 3;
; CHECK: shr.s16 %rs[[XS:[0-9]+]], %rs[[T]], 3;
; CHECK: shr.s16 %rs{{[0-9]+}}, %rs[[XS]], %r{{[0-9]+}};
; CHECK: and.b16 %rs{{[0-9]+}}, %rs[[B]], 8191;
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs[[A]], %r{{[0-9]+}};
; CHECK: add.s16
; CHECK: xor.b16
; CHECK: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 8191;
define i32 @shifts13(i32 %a, i32 %b) {
  %x = trunc i32 %a to i13
  %y = trunc i32 %b to i13
  %l = lshr i13 %x, %y
  %s = ashr i13 %x, %y
  %h = shl i13 %x, %y
  %t = add i13 %l, %s
  %u = xor i13 %t, %h
  %r = zext i13 %u to i32
  ret i32 %r
}

; CHECK-LABEL: cmp24(
; CHECK: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 8;
; CHECK: shr.s32
; CHECK: setp.lt.s32
; CHECK: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16777215;
; CHECK: setp.lt.u32
; CHECK: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16777215;
; CHECK: setp.eq.s32
define i1 @cmp24(i32 %a, i32 %b) {
  %x = trunc i32 %a to i24
  %y = trunc i32 %b to i24
  %c = icmp slt i24 %x, %y
  %d = icmp ult i24 %x, %y
  %e = icmp eq i24 %x, %y
  %f = or i1 %c, %d
  %g = xor i1 %f, %e
  ret i1 %g
}

; CHECK-LABEL: conv48(
; CHECK: shl.b64 %rd[[T:[0-9]+]], %rd[[X:[0-9]+]], 16;
; CHECK: shr.s64 %rd[[S:[0-9]+]], %rd[[T]], 16;
; CHECK: cvt.rn.f32.s64 %{{[fr]}}{{[0-9]+}}, %rd[[S]];
; CHECK: and.b64 %rd[[Z:[0-9]+]], %rd[[X]], 281474976710655;
; CHECK: cvt.rn.f32.u64 %{{[fr]}}{{[0-9]+}}, %rd[[Z]];
define float @conv48(i64 %a) {
  %x = trunc i64 %a to i48
  %f = sitofp i48 %x to float
  %g = uitofp i48 %x to float
  %h = fadd float %f, %g
  ret float %h
}

; i65..i127 compute in i128 (pairs of 64-bit registers)
; CHECK-LABEL: wide96(
; CHECK-DAG: mul.lo.u64
; CHECK-DAG: mul.hi.u64
; the udiv reads the zero-extended 96 bits: the high half masked to 32
; CHECK: and.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4294967295;
define i64 @wide96(i64 %a, i64 %b) {
  %x = zext i64 %a to i96
  %y = sext i64 %b to i96
  %m = mul i96 %x, %y
  %d = udiv i96 %m, 12345
  %s = lshr i96 %d, 40
  %t = trunc i96 %s to i64
  ret i64 %t
}

; phi, select, freeze and switch on i9 (an i16 register): the switch
; compares the zero-extended value with the cases (-1 is 511)
; CHECK-LABEL: phisel(
; CHECK: mul.lo.s16
; CHECK: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 511;
; CHECK-DAG: setp.eq.s16 %p{{[0-9]+}}, %rs{{[0-9]+}}, 5;
; CHECK-DAG: setp.eq.s16 %p{{[0-9]+}}, %rs{{[0-9]+}}, 511;
define i32 @phisel(i32 %a, i1 %c, i32 %n) {
entry:
  %x = trunc i32 %a to i9
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i9 [ %x, %entry ], [ %acc2, %loop ]
  %m = mul i9 %acc, 3
  %acc2 = select i1 %c, i9 %m, i9 %acc
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %out, label %loop
out:
  %f = freeze i9 %acc2
  switch i9 %f, label %d [ i9 5, label %five
                           i9 -1, label %ones ]
five:
  ret i32 5
ones:
  ret i32 -1
d:
  %r = zext i9 %f to i32
  ret i32 %r
}
