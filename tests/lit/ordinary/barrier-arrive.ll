; The non-aligned named-barrier arrive, as CUTLASS's barrier.h writes it
; (barrier.arrive id, count): upstream's llvm.nvvm.barrier.cta.arrive.count.
; Constants are immediates checked against ptxas's ranges (id 0..15, a
; non-zero count that is a multiple of 32); registers pass through.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: sed -e 's/i32 3, i32 128/i32 3, i32 48/' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.bad.ll -o %t.bad.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not test -e %t.bad.ptx
; BAD: error: operand 1 of 'barrier.arrive' is 48, expected a non-zero multiple of 32
; RUN: sed -e 's/i32 3, i32 128/i32 3, i32 0/' %s > %t.zero.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.zero.ll -o %t.zero.ptx 2>&1 | FileCheck --check-prefix=ZERO %s
; ZERO: error: operand 1 of 'barrier.arrive' is 0
; RUN: sed -e 's/i32 3, i32 128/i32 16, i32 128/' %s > %t.id.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.id.ll -o %t.id.ptx 2>&1 | FileCheck --check-prefix=RANGE %s
; RANGE: error: operand 0 of 'barrier.arrive' is 16

; CHECK-LABEL: arrive(
; CHECK-DAG: ld.param.{{[bu]}}32 [[ID:%r[0-9]+]], [arrive_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[N:%r[0-9]+]], [arrive_param_1];
; CHECK: barrier.arrive [[ID]], [[N]];
define void @arrive(i32 %id, i32 %n) {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 %n)
  ret void
}

; CHECK-LABEL: arrive_imm(
; CHECK: barrier.arrive 3, 128;
define void @arrive_imm() {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 3, i32 128)
  ret void
}

declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
