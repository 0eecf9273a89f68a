; Sparse WGMMA names no row knows get the WGMMA shape / type rule they break
; (verify/wgmma_sp.c, from the sparse rows: K is twice the dense K, no b1),
; instead of "unknown NVVM intrinsic"; the selector is an immarg and the
; signature has the two sparse operands.
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx84 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'badk': error: sparse WGMMA K must be 32 for .bf16 inputs (twice the dense K)
; CHECK-DAG: in function 'b1': error: sparse WGMMA input types .b1.b1 are not supported (A and B must be f16, bf16, tf32, e4m3/e5m2 or s8/u8 pairs)
; CHECK-DAG: in function 'intn': error: WGMMA N=40 is not valid for .s8 inputs (N must be 8, 16, 24 or a multiple of 16 up to 256)
; CHECK-DAG: in function 'densek': error: sparse WGMMA K must be 64 for .u8 inputs (twice the dense K)
; CHECK-DAG: in function 'sat': error: WGMMA .satfinite requires an s32 accumulator
; CHECK-DAG: in function 'acc': error: WGMMA accumulator type .f16 is not valid for .bf16 inputs
; CHECK-DAG: in function 'popc': error: sparse WGMMA qualifier .and.popc is not supported for .s32.s8.s8
; CHECK-DAG: in function 'badm': error: WGMMA M must be 64
; CHECK-DAG: in function 'selvar': error: operand 9 of 'llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16' must be a constant (immarg)
; CHECK-DAG: in function 'dense_sig': error: wrong number of operands to 'llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16': expected 10, got 8

define ptx_kernel void @badk(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @b1(i64 %d, i32 %m) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k512.s32.b1.b1(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @intn(i64 %d, i32 %m) {
  %r = call <20 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n40k64.s32.s8.s8(<20 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @densek(i64 %d, i32 %m) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.s32.u8.u8(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @sat(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16.satfinite(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @acc(i64 %d, i32 %m) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.bf16.bf16(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @popc(i64 %d, i32 %m) {
  %r = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.and.popc(<4 x i32> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @badm(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m32n8k32.f32.f16.f16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 0)
  ret void
}
define ptx_kernel void @selvar(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m, i32 %m)
  ret void
}
define ptx_kernel void @dense_sig(i64 %d, i32 %m) {
  %r = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %d, i64 %d, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k512.s32.b1.b1(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <20 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n40k64.s32.s8.s8(<20 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.s32.u8.u8(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16.satfinite(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.bf16.bf16(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.and.popc(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m32n8k32.f32.f16.f16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
