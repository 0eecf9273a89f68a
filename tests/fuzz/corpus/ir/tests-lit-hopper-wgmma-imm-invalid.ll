	; WGMMA machine-verifier rules: negation / transpose immediates only where PTX
; has them (ptxas 13.0: f16/bf16 scale+transpose, tf32/fp8 scale, integer none).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'tnsp': error: WGMMA transpose (tnsp_a) is not supported for .tf32 inputs
; CHECK-DAG: in function 'scale': error: WGMMA scale_b must be 1 or -1, got 0
; CHECK-DAG: in function 'neg': error: WGMMA negation (scale_a = -1) is not supported for .s8 inputs
; CHECK-DAG: in function 'rs': error: WGMMA transpose of A (tnsp_a) is not supported when A is in registers

define ptx_kernel void @rs(<4 x i32> %a, i64 %d, ptr %o) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16(<4 x float> zeroinitializer, <4 x i32> %a, i64 %d, i1 true, i32 1, i32 1, i32 1, i32 0)
  store <4 x float> %r, ptr %o
  ret void
}
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16(<4 x float>, <4 x i32>, i64, i1, i32, i32, i32, i32)
define ptx_kernel void @tnsp(i64 %d, ptr %o) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 1, i32 0)
  store <4 x float> %r, ptr %o
  ret void
}
define ptx_kernel void @scale(i64 %d, ptr %o) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 0, i32 0, i32 0)
  store <4 x float> %r, ptr %o
  ret void
}
define ptx_kernel void @neg(i64 %d, ptr %o) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 -1, i32 1, i32 0, i32 0)
  store <4 x i32> %r, ptr %o
  ret void
}
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8(<4 x i32>, i64, i64, i1, i32, i32, i32, i32)
