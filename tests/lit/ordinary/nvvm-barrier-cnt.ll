; LLVM 19's two-operand llvm.nvvm.barrier(id, count) (upstream
; named-barriers.ll; issue 11) is bar.sync id, count, as llc-19 prints it.
; The same CHECK lines run on llc-19's PTX. Constants are immediates in
; ptxsel's PTX (llc-19 moves them into registers first), checked against
; ptxas's ranges: id 0..15, count a multiple of 32.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: FileCheck --check-prefix=IMM %s < %t.ptx
; RUN: sed -e 's/i32 10, i32 352/i32 10, i32 33/' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.bad.ll -o %t.bad.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not test -e %t.bad.ptx
; BAD: error: operand 1 of 'bar.sync.cnt' is 33, expected a multiple of 32

; CHECK-LABEL: named(
; CHECK-DAG: ld.param.{{[bu]}}32 [[ID:%r[0-9]+]], [named_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[N:%r[0-9]+]], [named_param_1];
; CHECK: bar.sync [[ID]], [[N]];
define void @named(i32 %id, i32 %n) {
  call void @llvm.nvvm.barrier(i32 %id, i32 %n)
  ret void
}

; IMM-LABEL: named_imm(
; IMM: bar.sync 10, 352;
; CHECK-LABEL: named_imm(
; CHECK: bar.sync
define void @named_imm() {
  call void @llvm.nvvm.barrier(i32 10, i32 352)
  ret void
}

declare void @llvm.nvvm.barrier(i32, i32)
