; Integer division and remainder by a constant: the multiply-high sequences
; llc-19 prints at -O0 as at -O2 (LLVM's BuildUDIV / BuildSDIV, the same
; magic numbers, order and shifts), never div / rem by an immediate, which
; ptxas expands into a long sequence (for 64 bits a call of its division
; subroutine). Checked against llc-19 -O0 / -O2 for each function below; the
; one difference: llc -O2 prints the signed magic's add / sub of x as
; mad.lo x, +-1, t, ptxsel the -O0 add / sub at every level.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 -c %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90 -c %t2.ptx -o %t2.cubin
; RUN: FileCheck %s --check-prefix=NODIV < %t0.ptx
; RUN: FileCheck %s --check-prefix=NODIV < %t2.ptx
; NODIV-NOT: {{div|rem}}.{{[su]}}
target triple = "nvptx64-nvidia-cuda"

; the campaign's pattern: remainder as x - (mulhi(x, m) >> s) * c
; CHECK-LABEL: urem3_64(
; CHECK: mul.hi.u64 [[T:%rd[0-9]+]], [[X:%rd[0-9]+]], -6148914691236517205;
; CHECK-NEXT: shr.u64 [[Q:%rd[0-9]+]], [[T]], 1;
; CHECK-NEXT: mul.lo.s64 [[M:%rd[0-9]+]], [[Q]], 3;
; CHECK-NEXT: sub.s64 {{%rd[0-9]+}}, [[X]], [[M]];
define i64 @urem3_64(i64 %x) {
  %r = urem i64 %x, 3
  ret i64 %r
}

; a magic of W + 1 bits: the add form
; CHECK-LABEL: udiv7_32(
; CHECK: mul.hi.u32 [[T:%r[0-9]+]], [[X:%r[0-9]+]], 613566757;
; CHECK-NEXT: sub.s32 [[D:%r[0-9]+]], [[X]], [[T]];
; CHECK-NEXT: shr.u32 [[H:%r[0-9]+]], [[D]], 1;
; CHECK-NEXT: add.s32 [[S:%r[0-9]+]], [[H]], [[T]];
; CHECK-NEXT: shr.u32 {{%r[0-9]+}}, [[S]], 2;
define i32 @udiv7_32(i32 %x) {
  %r = udiv i32 %x, 7
  ret i32 %r
}

; an even divisor that would need the add form: its power of two first
; CHECK-LABEL: udiv1000_64(
; CHECK: shr.u64 [[P:%rd[0-9]+]], {{%rd[0-9]+}}, 3;
; CHECK-NEXT: mul.hi.u64 [[T:%rd[0-9]+]], [[P]], 2361183241434822607;
; CHECK-NEXT: shr.u64 {{%rd[0-9]+}}, [[T]], 4;
define i64 @udiv1000_64(i64 %x) {
  %r = udiv i64 %x, 1000
  ret i64 %r
}

; CHECK-LABEL: udiv3_16(
; CHECK: mul.hi.u16 [[T:%rs[0-9]+]], {{%rs[0-9]+}}, -21845;
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, [[T]], 1;
define i16 @udiv3_16(i16 %x) {
  %r = udiv i16 %x, 3
  ret i16 %r
}

; signed: the sign bit of the product is added after the arithmetic shift
; CHECK-LABEL: srem10_32(
; CHECK: mul.hi.s32 [[T:%r[0-9]+]], [[X:%r[0-9]+]], 1717986919;
; CHECK-NEXT: shr.u32 [[S:%r[0-9]+]], [[T]], 31;
; CHECK-NEXT: shr.s32 [[A:%r[0-9]+]], [[T]], 2;
; CHECK-NEXT: add.s32 [[Q:%r[0-9]+]], [[A]], [[S]];
; CHECK-NEXT: mul.lo.s32 [[M:%r[0-9]+]], [[Q]], 10;
; CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[X]], [[M]];
define i32 @srem10_32(i32 %x) {
  %r = srem i32 %x, 10
  ret i32 %r
}

; a negative divisor whose magic is positive: x is subtracted first
; CHECK-LABEL: sdivm7_32(
; CHECK: mul.hi.s32 [[T:%r[0-9]+]], [[X:%r[0-9]+]], 1840700269;
; CHECK-NEXT: sub.s32 [[U:%r[0-9]+]], [[T]], [[X]];
; CHECK-NEXT: shr.u32 [[S:%r[0-9]+]], [[U]], 31;
; CHECK-NEXT: shr.s32 [[A:%r[0-9]+]], [[U]], 2;
; CHECK-NEXT: add.s32 {{%r[0-9]+}}, [[A]], [[S]];
define i32 @sdivm7_32(i32 %x) {
  %r = sdiv i32 %x, -7
  ret i32 %r
}

; a remainder by -48 = -3 * 2^4 needs only the low 12 bits of the quotient:
; the shift by 3 is logical (llc's demanded bits)
; CHECK-LABEL: sremm48_16(
; CHECK: mul.hi.s16 [[T:%rs[0-9]+]], [[X:%rs[0-9]+]], -10923;
; CHECK-NEXT: shr.u16 [[S:%rs[0-9]+]], [[T]], 15;
; CHECK-NEXT: shr.u16 [[A:%rs[0-9]+]], [[T]], 3;
; CHECK-NEXT: add.s16 [[Q:%rs[0-9]+]], [[A]], [[S]];
; CHECK-NEXT: mul.lo.s16 [[M:%rs[0-9]+]], [[Q]], -48;
; CHECK-NEXT: sub.s16 {{%rs[0-9]+}}, [[X]], [[M]];
define i16 @sremm48_16(i16 %x) {
  %r = srem i16 %x, -48
  ret i16 %r
}

; a dividend known below 2^8: the smaller magic, no shift; signed of a
; non-negative dividend by a positive constant is unsigned
; CHECK-LABEL: known_bits(
; CHECK: and.b32 [[X:%r[0-9]+]], {{%r[0-9]+}}, 255;
; CHECK-NEXT: mul.hi.u32 {{%r[0-9]+}}, [[X]], 613566757;
define i32 @known_bits(i32 %a) {
  %x = and i32 %a, 255
  %r = sdiv i32 %x, 7
  ret i32 %r
}

; negative powers of two, -1, INT_MIN and (unsigned) all ones
; CHECK-LABEL: sdivm8_64(
; CHECK: shr.s64 [[B:%rd[0-9]+]], [[X:%rd[0-9]+]], 63;
; CHECK-NEXT: shr.u64 [[S:%rd[0-9]+]], [[B]], 61;
; CHECK-NEXT: add.s64 [[A:%rd[0-9]+]], [[X]], [[S]];
; CHECK-NEXT: shr.s64 [[Q:%rd[0-9]+]], [[A]], 3;
; CHECK-NEXT: neg.s64 {{%rd[0-9]+}}, [[Q]];
define i64 @sdivm8_64(i64 %x) {
  %r = sdiv i64 %x, -8
  ret i64 %r
}

; CHECK-LABEL: sremm8_32(
; CHECK: shr.s32 [[B:%r[0-9]+]], [[X:%r[0-9]+]], 31;
; CHECK-NEXT: shr.u32 [[S:%r[0-9]+]], [[B]], 29;
; CHECK-NEXT: add.s32 [[A:%r[0-9]+]], [[X]], [[S]];
; CHECK-NEXT: and.b32 [[M:%r[0-9]+]], [[A]], -8;
; CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[X]], [[M]];
define i32 @sremm8_32(i32 %x) {
  %r = srem i32 %x, -8
  ret i32 %r
}

; CHECK-LABEL: sdivm1_32(
; CHECK: neg.s32 {{%r[0-9]+}}, {{%r[0-9]+}};
define i32 @sdivm1_32(i32 %x) {
  %r = sdiv i32 %x, -1
  ret i32 %r
}

; CHECK-LABEL: sdivmin_32(
; CHECK: setp.eq.s32 [[P:%p[0-9]+]], {{%r[0-9]+}}, -2147483648;
; CHECK-NEXT: selp.u32 {{%r[0-9]+}}, 1, 0, [[P]];
define i32 @sdivmin_32(i32 %x) {
  %r = sdiv i32 %x, -2147483648
  ret i32 %r
}

; CHECK-LABEL: sremmin_32(
; CHECK: shr.s32 [[B:%r[0-9]+]], [[X:%r[0-9]+]], 31;
; CHECK-NEXT: shr.u32 [[S:%r[0-9]+]], [[B]], 1;
; CHECK-NEXT: add.s32 [[A:%r[0-9]+]], [[X]], [[S]];
; CHECK-NEXT: and.b32 [[M:%r[0-9]+]], [[A]], -2147483648;
; CHECK-NEXT: add.s32 {{%r[0-9]+}}, [[X]], [[M]];
define i32 @sremmin_32(i32 %x) {
  %r = srem i32 %x, -2147483648
  ret i32 %r
}

; CHECK-LABEL: udivmax_64(
; CHECK: setp.eq.s64 [[P:%p[0-9]+]], {{%rd[0-9]+}}, -1;
; CHECK-NEXT: selp.u64 {{%rd[0-9]+}}, 1, 0, [[P]];
define i64 @udivmax_64(i64 %x) {
  %r = udiv i64 %x, -1
  ret i64 %r
}

; CHECK-LABEL: uremmax_32(
; CHECK: setp.eq.s32 [[P:%p[0-9]+]], [[X:%r[0-9]+]], -1;
; CHECK-NEXT: selp.b32 {{%r[0-9]+}}, 0, [[X]], [[P]];
define i32 @uremmax_32(i32 %x) {
  %r = urem i32 %x, -1
  ret i32 %r
}

; each lane of a vector
; CHECK-LABEL: vec(
; CHECK: mul.hi.u32 {{.*}}, 613566757;
; CHECK: mul.hi.u32 {{.*}}, 954437177;
define <2 x i32> @vec(<2 x i32> %x) {
  %r = udiv <2 x i32> %x, <i32 7, i32 9>
  ret <2 x i32> %r
}

; (x % c) == k with x % c used only there: no division at all, as llc's
; DAG folds it ((x - k) * inverse(c) against a bound; an even c rotates)
; CHECK-LABEL: urem_eq(
; CHECK: mul.lo.s64 [[T:%rd[0-9]+]], {{%rd[0-9]+}}, -6148914691236517205;
; CHECK-NEXT: add.s64 [[U:%rd[0-9]+]], [[T]], 6148914691236517205;
; CHECK-NEXT: setp.lt.u64 {{%p[0-9]+}}, [[U]], 6148914691236517205;
define i1 @urem_eq(i64 %x) {
  %r = urem i64 %x, 3
  %c = icmp eq i64 %r, 1
  ret i1 %c
}

; CHECK-LABEL: urem_ne_even(
; CHECK: mul.lo.s32 [[T:%r[0-9]+]], {{%r[0-9]+}}, -1431655765;
; CHECK-NEXT: add.s32 [[U:%r[0-9]+]], [[T]], -1;
; CHECK-NEXT: shf.r.wrap.b32 [[R:%r[0-9]+]], [[U]], [[U]], 1;
; CHECK-NEXT: setp.gt.u32 {{%p[0-9]+}}, [[R]], 715827882;
define i1 @urem_ne_even(i32 %x) {
  %r = urem i32 %x, 6
  %c = icmp ne i32 %r, 3
  ret i1 %c
}

; CHECK-LABEL: srem_eq0_16(
; CHECK: mul.lo.s16 [[T:%rs[0-9]+]], {{%rs[0-9]+}}, -21845;
; CHECK-NEXT: add.s16 [[U:%rs[0-9]+]], [[T]], 10920;
; CHECK-NEXT: shl.b16 [[H:%rs[0-9]+]], [[U]], 14;
; CHECK-NEXT: shr.u16 [[L:%rs[0-9]+]], [[U]], 2;
; CHECK-NEXT: or.b16 [[R:%rs[0-9]+]], [[L]], [[H]];
; CHECK-NEXT: setp.lt.u16 {{%p[0-9]+}}, [[R]], 5461;
define i1 @srem_eq0_16(i16 %x) {
  %r = srem i16 %x, 12
  %c = icmp eq i16 %r, 0
  ret i1 %c
}

; the remainder used elsewhere too, or compared with k >= c: computed
; CHECK-LABEL: urem_two_uses(
; CHECK: mul.hi.u32
; CHECK: setp.eq.s32
define i1 @urem_two_uses(i32 %x, ptr %p) {
  %r = urem i32 %x, 5
  store i32 %r, ptr %p
  %c = icmp eq i32 %r, 0
  ret i1 %c
}

; i8 (a 16-bit register): the 8-bit sequences with the multiply-high as a
; 16-bit mul.lo of the extended dividend (equal to llc-19 -O0 for all 972
; i8 divisions by a constant that is not 0, +-1, +-2^k or 255)
; CHECK-LABEL: udiv7_8(
; CHECK: and.b16 [[X8:%rs[0-9]+]], [[X:%rs[0-9]+]], 255;
; CHECK-NEXT: mul.lo.s16 [[P:%rs[0-9]+]], [[X8]], 37;
; CHECK-NEXT: shr.u16 [[T:%rs[0-9]+]], [[P]], 8;
; CHECK-NEXT: sub.s16 [[D:%rs[0-9]+]], [[X]], [[T]];
; CHECK-NEXT: and.b16 [[D2:%rs[0-9]+]], [[D]], 254;
; CHECK-NEXT: shr.u16 [[H:%rs[0-9]+]], [[D2]], 1;
; CHECK-NEXT: add.s16 [[A:%rs[0-9]+]], [[H]], [[T]];
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, [[A]], 2;
define void @udiv7_8(i8 %a, i8 %b, ptr %p) {
  %x = add i8 %a, %b
  %r = udiv i8 %x, 7
  store i8 %r, ptr %p
  ret void
}

; CHECK-LABEL: sremm7_8(
; CHECK: cvt.s16.s8 [[XS:%rs[0-9]+]], [[X:%rs[0-9]+]];
; CHECK-NEXT: mul.lo.s16 [[P:%rs[0-9]+]], [[XS]], 109;
; CHECK-NEXT: shr.u16 [[T:%rs[0-9]+]], [[P]], 8;
; CHECK-NEXT: sub.s16 [[U:%rs[0-9]+]], [[T]], [[X]];
; CHECK-NEXT: and.b16 [[B:%rs[0-9]+]], [[U]], 128;
; CHECK-NEXT: shr.u16 [[S:%rs[0-9]+]], [[B]], 7;
; CHECK-NEXT: cvt.s16.s8 [[US:%rs[0-9]+]], [[U]];
; CHECK-NEXT: shr.u16 [[A:%rs[0-9]+]], [[US]], 2;
; CHECK-NEXT: add.s16 [[Q:%rs[0-9]+]], [[A]], [[S]];
; CHECK-NEXT: mul.lo.s16 [[M:%rs[0-9]+]], [[Q]], -7;
; CHECK-NEXT: sub.s16 {{%rs[0-9]+}}, [[X]], [[M]];
define void @sremm7_8(i8 %a, i8 %b, ptr %p) {
  %x = add i8 %a, %b
  %r = srem i8 %x, -7
  store i8 %r, ptr %p
  ret void
}

; a remainder by 2^W - 2^k (the quotient is 0 or 1) adds q << k
; CHECK-LABEL: urem192_8(
; CHECK: mul.lo.s16 [[P:%rs[0-9]+]], {{%rs[0-9]+}}, 171;
; CHECK-NEXT: shr.u16 [[T:%rs[0-9]+]], [[P]], 9;
; CHECK-NEXT: and.b16 [[M:%rs[0-9]+]], [[T]], 64;
; CHECK-NEXT: add.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[M]];
define void @urem192_8(i8 %a, i8 %b, ptr %p) {
  %x = add i8 %a, %b
  %r = urem i8 %x, 192
  store i8 %r, ptr %p
  ret void
}

; just above 2^15: LLVM's 16-bit quotients wrap, the add form follows
; CHECK-LABEL: udiv32769_16(
; CHECK: mul.hi.u16 [[T:%rs[0-9]+]], [[X:%rs[0-9]+]], -3;
; CHECK-NEXT: sub.s16 [[D:%rs[0-9]+]], [[X]], [[T]];
; CHECK-NEXT: shr.u16 [[H:%rs[0-9]+]], [[D]], 1;
; CHECK-NEXT: add.s16 [[A:%rs[0-9]+]], [[H]], [[T]];
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, [[A]], 15;
define i16 @udiv32769_16(i16 %x) {
  %r = udiv i16 %x, 32769
  ret i16 %r
}
