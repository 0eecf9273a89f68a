; The sparsity selector of a sparse mma is an immarg with the range ptxas
; gives per shape and type (0..3 for m16n8k16 f16, 0..1 for m16n8k32 bf16,
; only 0 for m16n8k64 s8): a value outside it, or a selector that is not a
; constant, is an error naming the operand; no output file.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx85 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: sed 's/i32 %m, i32 4)/i32 %m, i32 %a)/' %s > %t.ll
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx85 %t.ll -o %t2.ptx 2> %t2.err; test $? -eq 1
; RUN: FileCheck --check-prefix=NONCONST %s < %t2.err
; RUN: not test -e %t2.ptx
; CHECK-DAG: error: operand 7 of 'mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16' is 4, outside the range 0..3
; CHECK-DAG: error: operand 13 of 'mma.sp.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32' is 2, outside the range 0..1
; CHECK-DAG: error: operand 13 of 'mma.sp.sync.aligned.m16n8k64.row.col.satfinite.s32.s8.u8.s32' is 1, expected 0
; CHECK-DAG: error: operand 7 of 'mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16' is -1, outside the range 0..3
; NONCONST: error: operand 7 of 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16' must be a constant (immarg)

%f4 = type {float, float, float, float}
%i4 = type {i32, i32, i32, i32}
%h2 = type {<2 x half>, <2 x half>}
define ptx_kernel void @k(ptr %out, <2 x half> %h, i32 %a, i32 %m, float %f) {
  %1 = call %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, i32 %m, i32 4)
  %2 = call %f4 @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 2)
  %3 = call %i4 @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %m, i32 1)
  %5 = call %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, i32 %m, i32 -1)
  ret void
}
declare %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32)
declare %f4 @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32)
declare %i4 @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
