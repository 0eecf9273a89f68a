; Sparse WGMMA rules on selected instructions: the dense WGMMA rules of
; verify/hopper.c (scale / transpose immediates by input type, no tnsp_a with
; A in registers) hold for wgmma.mma_async.sp, and the sparsity selector has
; the range ptxas gives per input type (0..1 for f16 / bf16 / tf32, 0 for
; e4m3 / e5m2 / s8 / u8: "Argument 4 of instruction 'Sparse wgmma.mma_async
; with FP8 types': unexpected value '1', expected to be 0").
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx82 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'selrange': error: operand 9 of 'wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16' is 2, outside the range 0..1
; CHECK-DAG: in function 'selfp8': error: operand 9 of 'wgmma.mma_async.sp.sync.aligned.m64n8k64.f32.e4m3.e4m3' is 1, expected 0
; CHECK-DAG: in function 'scale': error: WGMMA scale_a must be 1 or -1, got 2
; CHECK-DAG: in function 'tnsptf32': error: WGMMA transpose (tnsp_b) is not supported for .tf32 inputs
; CHECK-DAG: in function 'negs8': error: WGMMA negation (scale_a = -1) is not supported for .s8 inputs
; CHECK-DAG: in function 'tnsprs': error: WGMMA transpose of A (tnsp_a) is not supported when A is in registers

define ptx_kernel void @selrange(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 2)
  ret void
}
define ptx_kernel void @selfp8(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.f32.e4m3.e4m3(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 1)
  ret void
}
define ptx_kernel void @scale(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 2, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @tnsptf32(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.tf32.tf32(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 1, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @negs8(i64 %d, i32 %m) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 -1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @tnsprs(<4 x i32> %a, i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16(<4 x float> zeroinitializer, <4 x i32> %a, i64 %d, i1 true, i32 1, i32 1, i32 1, i32 0, i32 %m, i32 0)
  ret void
}
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.f32.e4m3.e4m3(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.tf32.tf32(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16(<4 x float>, <4 x i32>, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
