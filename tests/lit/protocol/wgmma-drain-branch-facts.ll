; Protocol checks 1 and 2 on a pipelined k-loop whose last step drains
; (verify/protocol.c, branch facts): the loop waits with wait_group 1 while
; k+1 < n and with wait_group 0 on the last step, and leaves on k+1 == n
; (LLVM rewrites the < of the C loop into ==). Both setps compare the same
; two registers, so the exit edge is taken only on the drained path: clean.
; The same loop with an exit not tied to the drain branch, and one whose
; compare register is redefined (the loop-carried k) before the exit test,
; still warn.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: sed -n '/^define ptx_kernel void @drain_last(/,/^}/p;/^declare/p' %s > %t.clean.ll
; RUN: %ptxsel -mcpu=sm_90a --werror %t.clean.ll -o %t.clean.ptx 2> %t.clean.err
; RUN: FileCheck %s --check-prefix=CLEAN --allow-empty < %t.clean.err

; The reproducer's two compares: the same registers, < then ==.
; PTX-LABEL: .entry drain_last(
; PTX: setp.lt.u32 [[P:%p[0-9]+]], [[K1:%r[0-9]+]], [[N:%r[0-9]+]];
; PTX-NEXT: @{{!?}}[[P]] bra
; PTX: wgmma.wait_group.sync.aligned 1;
; PTX: wgmma.wait_group.sync.aligned 0;
; PTX: setp.eq.s32 [[E:%p[0-9]+]], [[K1]], [[N]];
; PTX-NOT: setp
; PTX: @{{!?}}[[E]] bra

; CHECK-NOT: in function 'drain_last'
; CHECK: in function 'exit_other_bound': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK: in function 'exit_other_bound': warning: the kernel can exit with wgmma groups in flight (no wgmma.wait_group 0 on some path) [-Wwgmma-in-flight-at-exit]
; CHECK-NOT: in function 'drain_last'
; CHECK: in function 'k_redefined': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK: in function 'k_redefined': warning: the kernel can exit with wgmma groups in flight (no wgmma.wait_group 0 on some path) [-Wwgmma-in-flight-at-exit]
; CHECK-NOT: warning
; CLEAN-NOT: {{.}}

; The reduced GEMM k-loop (kernels/gemm/gemm_sm90.cu): clean.
define ptx_kernel void @drain_last(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %d, %latch ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %d = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %keep, label %drain
keep:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  br label %latch
drain:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  br label %latch
latch:
  %last = icmp eq i32 %k1, %n
  br i1 %last, label %exit, label %loop
exit:
  %e = extractelement <4 x float> %d, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

; The exit tests k+1 == m, not the drain branch's bound: when m < n the loop
; leaves from the wait_group 1 path.
define ptx_kernel void @exit_other_bound(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %n, i32 %m) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %d, %latch ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %d = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %keep, label %drain
keep:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  br label %latch
drain:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  br label %latch
latch:
  %last = icmp eq i32 %k1, %m
  br i1 %last, label %exit, label %loop
exit:
  %e = extractelement <4 x float> %d, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

; The drain branch tests k < n in the body and the header leaves on k == n:
; the same registers, but the back edge writes k (its phi copy) in between,
; so the fact k < n is gone. (k < n holds in every iteration: the loop never
; drains.)
define ptx_kernel void @k_redefined(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %n) {
entry:
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %d, %latch ]
  %done = icmp eq i32 %k, %n
  br i1 %done, label %exit, label %body
body:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %d = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k, %n
  br i1 %more, label %keep, label %drain
keep:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  br label %latch
drain:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  br label %latch
latch:
  br label %head
exit:
  %e = extractelement <4 x float> %acc, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
