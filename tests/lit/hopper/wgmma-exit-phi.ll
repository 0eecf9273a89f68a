; Loop-exit (LCSSA) phis of a wgmma accumulator reuse the accumulator's
; registers instead of copying it: the K loop's chain updates %f1..%f4 in
; place, and the exit phi reads them where they are, also inside a
; persistent tile loop that redefines the accumulator on its next iteration.
; A phi of two different accumulators still copies each of them.
; RUN: %ptxsel -mcpu=sm_90a --werror %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry tiles(
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%{{[fr]}}[[A:[0-9]+]], %{{[fr]}}[[B:[0-9]+]], %{{[fr]}}[[C:[0-9]+]], %{{[fr]}}[[D:[0-9]+]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}
; CHECK: wgmma.wait_group.sync.aligned 0;
; CHECK-NOT: mov.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]];
; CHECK: st.global.v4.f32 [%rd{{[0-9]+}}], {%{{[fr]}}[[A]], %{{[fr]}}[[B]], %{{[fr]}}[[C]], %{{[fr]}}[[D]]};
; CHECK-LABEL: .entry two_values(
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%{{[fr]}}[[A:[0-9]+]],
; CHECK: wgmma.wait_group.sync.aligned 0;
; CHECK: setp.lt.f32
; CHECK-NEXT: mov.f32 %{{[fr]}}[[R:[0-9]+]], %{{[fr]}}[[A]];
; CHECK: bra
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%{{[fr]}}[[K:[0-9]+]],
; CHECK: mov.f32 %{{[fr]}}[[R]], %{{[fr]}}[[K]];
; CHECK: st.global.v4.f32 [%rd{{[0-9]+}}], {%{{[fr]}}[[R]],

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @tiles(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %ntiles, i32 %kiters) {
entry:
  %any = icmp sgt i32 %ntiles, 0
  br i1 %any, label %tile, label %done
tile:
  %t = phi i32 [ 0, %entry ], [ %t1, %store ]
  br label %k
k:
  %i = phi i32 [ 0, %tile ], [ %i1, %k ]
  %acc = phi <4 x float> [ zeroinitializer, %tile ], [ %acc1, %k ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %acc1 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %kiters
  br i1 %more, label %k, label %store
store:
  %acc.lcssa = phi <4 x float> [ %acc1, %k ]
  %o = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %t
  store <4 x float> %acc.lcssa, ptr addrspace(1) %o, align 16
  %t1 = add i32 %t, 1
  %moret = icmp slt i32 %t1, %ntiles
  br i1 %moret, label %tile, label %done
done:
  ret void
}

; The exit phi joins two accumulators (the loop may be skipped): it is a copy
; on each edge.
define ptx_kernel void @two_values(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %kiters) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a0 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a0, i32 0
  %skip = fcmp olt float %e, 0.0
  br i1 %skip, label %store, label %k
k:
  %i = phi i32 [ 0, %entry ], [ %i1, %k ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %acc1, %k ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %acc1 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %kiters
  br i1 %more, label %k, label %store
store:
  %r = phi <4 x float> [ %acc1, %k ], [ %a0, %entry ]
  store <4 x float> %r, ptr addrspace(1) %out, align 16
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
