; Sparse WGMMA (wgmma.mma_async.sp, tablegen-data/wgmma_sp.td): SS and RS
; forms of every input type, f32 / f16 / s32 accumulators. The sparse
; operands come after the dense ones in the intrinsic (metadata, then the
; selector) and are printed where PTX has them: after B, before scale-d. A
; constant metadata word goes to a register (PTX has no immediate there).
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx84 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; The floor is PTX 8.2 (ptxas: "Feature 'Sparse WGMMA with floating point
; types' requires PTX ISA .version 8.2 or later"), mixed s8/u8 PTX 8.4; sm_90a
; alone means PTX 8.0, where every one is refused.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.80.ptx 2> %t.80.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX80 < %t.80.err
; RUN: not test -e %t.80.ptx
; sm_90 without 'a' has no WGMMA (ptxas: "Instruction 'Sparse wgmma.mma_async
; with floating point types' not supported on .target 'sm_90'"):
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx84 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx82 %s -o %t.82.ptx 2> %t.82.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX82 < %t.82.err
; RUN: not test -e %t.82.ptx

; CHECK: .version 8.4
; CHECK: wgmma.fence.sync.aligned;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[M:[0-9]+]], 1, %p{{[0-9]+}}, 1, 1, 0, 1;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.f16.f16 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %r[[M]], 0, %p{{[0-9]+}}, -1, 1, 1;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.f16.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[M]], 0, %p{{[0-9]+}}, 1, -1, 1, 0;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n24k16.f32.tf32.tf32 {{{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[M]], 1, %p{{[0-9]+}}, -1, 1;
; CHECK: mov.b32 %r[[K:[0-9]+]], 1431655765;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n8k64.f16.e4m3.e5m2 {%r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[K]], 0, %p{{[0-9]+}}, 1, 1;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n256k64.f32.e5m2.e5m2 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %r[[M]], 0, %p{{[0-9]+}}, 1, -1;
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.satfinite {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[M]], 0, %p{{[0-9]+}};
; CHECK: wgmma.mma_async.sp.sync.aligned.m64n48k64.s32.u8.s8 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %r[[M]], 0, %p{{[0-9]+}};
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK: wgmma.wait_group.sync.aligned 0;
; PTX82: in function 'k': error: wgmma.mma_async.sp.sync.aligned.m64n48k64.s32.u8.s8+rs requires PTX ISA 8.4 (the module targets PTX ISA 8.2; use -mattr=+ptx84)
; PTX82-NOT: error
; GATE: error: wgmma.fence.sync.aligned is not supported on sm_90 (requires has_wgmma: sm_90a)
; GATE: error: wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16 is not supported on sm_90 (requires has_wgmma: sm_90a)
; GATE: error: wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.f16.f16+rs is not supported on sm_90 (requires has_wgmma: sm_90a)
; PTX80: error: wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16 requires PTX ISA 8.2 (the module targets PTX ISA 8.0; use -mattr=+ptx82)
; PTX80: error: wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.satfinite requires PTX ISA 8.2 (the module targets PTX ISA 8.0; use -mattr=+ptx82)

define ptx_kernel void @k(ptr %out, i64 %da, i64 %db, <4 x i32> %ra, i32 %meta, i1 %sd) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 1, i32 %meta, i32 1)
  %a8 = shufflevector <4 x float> %a, <4 x float> %a, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %b8 = call <8 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.f16.f16(<8 x float> %a8, <4 x i32> %ra, i64 %db, i1 %sd, i32 -1, i32 1, i32 0, i32 1, i32 %meta, i32 0)
  %h = call <2 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.f16.f16(<2 x i32> zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 1, i32 -1, i32 1, i32 0, i32 %meta, i32 0)
  %t = call { float, float, float, float, float, float, float, float, float, float, float, float } @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n24k16.f32.tf32.tf32({ float, float, float, float, float, float, float, float, float, float, float, float } zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 -1, i32 1, i32 0, i32 0, i32 %meta, i32 1)
  %e8 = call <2 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.f16.e4m3.e5m2(<2 x i32> zeroinitializer, i64 %da, i64 %db, i1 %sd, i32 1, i32 1, i32 0, i32 0, i32 1431655765, i32 0)
  %w = call <128 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n256k64.f32.e5m2.e5m2(<128 x float> zeroinitializer, <4 x i32> %ra, i64 %db, i1 %sd, i32 1, i32 -1, i32 0, i32 0, i32 %meta, i32 0)
  %c = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.satfinite(<4 x i32> zeroinitializer, i64 %da, i64 %db, i1 false, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  %m = call <24 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n48k64.s32.u8.s8(<24 x i32> zeroinitializer, <4 x i32> %ra, i64 %db, i1 %sd, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %x0 = extractelement <8 x float> %b8, i32 7
  store float %x0, ptr %out
  %x1 = extractelement <2 x i32> %h, i32 1
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %x1, ptr %p1
  %x2 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float } %t, 11
  %p2 = getelementptr float, ptr %out, i32 2
  store float %x2, ptr %p2
  %x3 = extractelement <2 x i32> %e8, i32 1
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %x3, ptr %p3
  %x4 = extractelement <128 x float> %w, i32 127
  %p4 = getelementptr float, ptr %out, i32 4
  store float %x4, ptr %p4
  %x5 = extractelement <4 x i32> %c, i32 3
  %p5 = getelementptr i32, ptr %out, i32 5
  store i32 %x5, ptr %p5
  %x6 = extractelement <24 x i32> %m, i32 23
  %p6 = getelementptr i32, ptr %out, i32 6
  store i32 %x6, ptr %p6
  ret void
}
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <8 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n16k32.f32.f16.f16(<8 x float>, <4 x i32>, i64, i1, i32, i32, i32, i32, i32, i32)
declare <2 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f16.f16.f16(<2 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare { float, float, float, float, float, float, float, float, float, float, float, float } @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n24k16.f32.tf32.tf32({ float, float, float, float, float, float, float, float, float, float, float, float }, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <2 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.f16.e4m3.e5m2(<2 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <128 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n256k64.f32.e5m2.e5m2(<128 x float>, <4 x i32>, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8.satfinite(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <24 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n48k64.s32.u8.s8(<24 x i32>, <4 x i32>, i64, i1, i32, i32, i32, i32, i32, i32)
