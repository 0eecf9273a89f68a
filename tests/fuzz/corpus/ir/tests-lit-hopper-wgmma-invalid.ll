!; WGMMA selector rules (docs/verifier.md "WGMMA"): shape / type spellings no row
; knows get the rule string instead of "unknown intrinsic"; accumulator length
; and immarg constness are checked against the row's signature.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'badn': error: WGMMA N must be a multiple of 8
; CHECK-DAG: in function 'badm': error: WGMMA M must be 64
; CHECK-DAG: in function 'badk': error: WGMMA K must be 16 for .bf16 inputs
; CHECK-DAG: in function 'badintn': error: WGMMA N=40 is not valid for .s8 inputs (N must be 8, 16, 24 or a multiple of 16 up to 256)
; CHECK-DAG: in function 'badsat': error: WGMMA .satfinite requires an s32 accumulator
; CHECK-DAG: in function 'acc': error: wrong result type for 'llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16': expected <8 x f32>, got <4 x float>
; CHECK-DAG: in function 'wait': error: operand 0 of 'llvm.nvvm.wgmma.wait_group.sync.aligned' must be a constant (immarg)

define ptx_kernel void @badn(i64 %d) {
  %r = call <6 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n12k16.f32.bf16.bf16(<6 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
define ptx_kernel void @badm(i64 %d) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m32n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
define ptx_kernel void @badk(i64 %d) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
define ptx_kernel void @badintn(i64 %d) {
  %r = call <20 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8(<20 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
define ptx_kernel void @badsat(i64 %d) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16.satfinite(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
define ptx_kernel void @acc(i64 %d, ptr %o) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  store <4 x float> %r, ptr %o
  ret void
}
define ptx_kernel void @wait(i64 %n) {
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 %n)
  ret void
}
declare <6 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n12k16.f32.bf16.bf16(<6 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m32n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <20 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8(<20 x i32>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16.satfinite(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
