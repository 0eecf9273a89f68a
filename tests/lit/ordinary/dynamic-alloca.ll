; Dynamic alloca (a run-time element count, or outside the entry block) as
; llc-19 lowers it from PTX 7.3: the byte count rounded up to 8, PTX's
; alloca with the alloca's alignment, the generic address of the local one;
; no local depot. Below PTX 7.3 it is refused with the version it needs.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -c -arch=sm_90a %t.ptx -o %t.o
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t75.ptx 2> %t75.err
; RUN: FileCheck --check-prefix=OLD %s < %t75.err

; CHECK-LABEL: test_dynamic_stackalloc(
; CHECK-NOT: __local_depot
; CHECK: add.s64 [[R:%rd[0-9]+]], {{%rd[0-9]+}}, 7;
; CHECK: and.b64 [[S:%rd[0-9]+]], [[R]], -8;
; CHECK: alloca.u64 [[A:%rd[0-9]+]], [[S]], 16;
; CHECK: cvta.local.u64 {{%rd[0-9]+}}, [[A]];
; OLD: error: alloca.u64 requires PTX ISA 7.3 (the module targets PTX ISA 6.3; use -mattr=+ptx73)
declare i32 @bar(ptr)
define i32 @test_dynamic_stackalloc(i64 %n) {
  %alloca = alloca i8, i64 %n, align 16
  %call = call i32 @bar(ptr %alloca)
  ret i32 %call
}

; An i32 count of i32 elements, in a loop.
; CHECK-LABEL: in_loop(
; CHECK: cvt.u64.u32
; CHECK: mul.lo.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4;
; CHECK: alloca.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4;
define i32 @in_loop(i32 %n, i32 %m) {
entry:
  br label %l
l:
  %i = phi i32 [0, %entry], [%i1, %l]
  %a = alloca i32, i32 %m, align 4
  store i32 %i, ptr %a
  %v = load i32, ptr %a
  %i1 = add i32 %i, %v
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %l, label %x
x:
  ret i32 %i1
}

; An i8 count is zero-extended from its low byte (an i8 lives in a 16-bit
; register whose high byte is not kept clear).
; CHECK-LABEL: count_i8(
; CHECK: and.b16 [[C:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK: cvt.u64.u16 {{%rd[0-9]+}}, [[C]];
define i32 @count_i8(i8 %n) {
  %a = alloca i32, i8 %n
  store i32 1, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}
