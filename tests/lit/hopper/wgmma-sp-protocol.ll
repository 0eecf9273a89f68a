; The WGMMA protocol checks (docs/verifier.md) follow a sparse wgmma.mma_async.sp
; exactly as a dense one (same role): its accumulator read before a
; wgmma.wait_group drains its group is a race, a missing fence / commit is
; reported, and the pipelined pattern is clean. The metadata register is an
; input that must be ready, like an RS-form A fragment.
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx82 %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx82 --werror %s -o %t.werr.ptx 2> %t.werr; test $? -eq 1
; RUN: FileCheck %s --check-prefix=WERR < %t.werr
; RUN: not test -e %t.werr.ptx

; CHECK-NOT: in function 'clean'
; CHECK: in function 'read_before_wait': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK-NEXT: note: at instruction: store float %e, ptr addrspace(1) %out
; CHECK: in function 'meta_from_acc': warning: %r{{[0-9]+}} (the sparsity metadata of this wgmma.mma_async.sp) is an accumulator of a wgmma.mma_async whose group no wgmma.wait_group has drained on some path [-Wwgmma-acc-race]
; CHECK: in function 'afrag_from_acc': warning: %r{{[0-9]+}} (an A fragment of this wgmma.mma_async) is an accumulator of a wgmma.mma_async whose group no wgmma.wait_group has drained on some path [-Wwgmma-acc-race]
; CHECK: in function 'no_fence': warning: wgmma.mma_async is not preceded by wgmma.fence in its region (a region ends at wgmma.commit_group) [-Wwgmma-missing-fence]
; CHECK: in function 'no_fence': warning: the kernel can exit with wgmma.mma_async operations that no wgmma.commit_group committed [-Wwgmma-missing-commit]
; CHECK-NOT: warning
; WERR: in function 'read_before_wait': error: {{.*}} [-Wwgmma-acc-race]

; wait 1 in the loop, wait 0 after it: clean
define ptx_kernel void @clean(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %meta, i32 %n) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a0 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <4 x float> [ %a0, %entry ], [ %a1, %loop ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a1 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 1)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a1, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

; the accumulator is read after wait_group 1, which leaves its group in flight
define ptx_kernel void @read_before_wait(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %meta) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %e = extractelement <4 x float> %a, i32 2
  store float %e, ptr addrspace(1) %out
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

; the metadata of the second wgmma is an s32 accumulator of the first, still in flight
define ptx_kernel void @meta_from_acc(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %meta) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  %m2 = extractelement <4 x i32> %a, i32 0
  %b = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %m2, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x i32> %b, i32 1
  store i32 %e, ptr addrspace(1) %out
  ret void
}

; the RS-form A fragment of the second wgmma is an accumulator of the first
define ptx_kernel void @afrag_from_acc(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %meta) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  %b = call <8 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n16k64.s32.s8.s8(<8 x i32> zeroinitializer, <4 x i32> %a, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <8 x i32> %b, i32 1
  store i32 %e, ptr addrspace(1) %out
  ret void
}

; no fence before the sparse wgmma, and no commit before the kernel ends
define ptx_kernel void @no_fence(i64 %da, i64 %db, i32 %meta) {
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0, i32 %meta, i32 0)
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <4 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8(<4 x i32>, i64, i64, i1, i32, i32, i32, i32, i32, i32)
declare <8 x i32> @llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n16k64.s32.s8.s8(<8 x i32>, <4 x i32>, i64, i1, i32, i32, i32, i32, i32, i32)
