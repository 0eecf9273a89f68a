; WGMMA: fence / mma_async (SS and RS forms, f32/s32 accumulators) / commit / wait.
; The accumulator input is tied to the result (copied in with movs); scale_d
; is a predicate operand; immediates appear only where PTX has them.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK: wgmma.fence.sync.aligned;
; CHECK: mov.f32 [[Z:%[fr][0-9]+]], 0f00000000;
; CHECK: mov.pred %p[[P:[0-9]+]], -1;
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {[[Z]], %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p[[P]], 1, 1, 0, 1;
; CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, -1, 1, 0;
; CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.satfinite {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32 {{{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, -1, 1;
; CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {%r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1;
; CHECK: wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1.and.popc {{{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK: wgmma.wait_group.sync.aligned 0;
; GATE: error: wgmma.fence.sync.aligned is not supported on sm_90 (requires has_wgmma: sm_90a)
; GATE: error: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 is not supported on sm_90 (requires has_wgmma: sm_90a)

define ptx_kernel void @k(ptr %out, i64 %da, i64 %db, <4 x i32> %ra, i1 %sd) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 1)
  %a8 = shufflevector <4 x float> %a, <4 x float> %a, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %b8 = call <8 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16(<8 x float> %a8, <4 x i32> %ra, i64 %db, i1 %sd, i32 -1, i32 1, i32 0, i32 0)
  %c = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.satfinite(<4 x i32> zeroinitializer, i64 %da, i64 %db, i1 false, i32 1, i32 1, i32 0, i32 0)
  %t = call { float, float, float, float, float, float, float, float, float, float, float, float } @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32({ float, float, float, float, float, float, float, float, float, float, float, float } zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 -1, i32 1, i32 0, i32 0)
  %h = call <2 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2(<2 x i32> zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 1, i32 1, i32 0, i32 0)
  %bb = call <8 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1(<8 x i32> zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <8 x float> %b8, i32 7
  store float %e, ptr %out
  %e2 = extractelement <4 x i32> %c, i32 1
  %p2 = getelementptr i32, ptr %out, i32 1
  store i32 %e2, ptr %p2
  %e3 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float } %t, 11
  %p3 = getelementptr float, ptr %out, i32 2
  store float %e3, ptr %p3
  %e4 = extractelement <2 x i32> %h, i32 1
  %p4 = getelementptr i32, ptr %out, i32 3
  store i32 %e4, ptr %p4
  %e5 = extractelement <8 x i32> %bb, i32 7
  %p5 = getelementptr i32, ptr %out, i32 4
  store i32 %e5, ptr %p5
  ret void
}
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
declare <8 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16(<8 x float>, <4 x i32>, i64, i1, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.satfinite(<4 x i32>, i64, i64, i1, i32, i32, i32, i32)
declare { float, float, float, float, float, float, float, float, float, float, float, float } @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32({ float, float, float, float, float, float, float, float, float, float, float, float }, i64, i64, i1, i32, i32, i32, i32)
declare <2 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2(<2 x i32>, i64, i64, i1, i32, i32, i32, i32)
declare <8 x i32> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1(<8 x i32>, i64, i64, i1, i32, i32, i32, i32)
