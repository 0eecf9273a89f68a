; Protocol check 2 (docs/verifier.md): an mma_async not preceded by wgmma.fence in
; its region (a region ends at wgmma.commit_group), mma_async operations that
; no commit_group puts in a group (reaching a wait_group or the kernel's end),
; a kernel that can exit with groups in flight. Warnings by default.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a --werror %s -o %t.werr.ptx 2> %t.werr; test $? -eq 1
; RUN: FileCheck %s --check-prefix=WERR < %t.werr
; RUN: %ptxsel -mcpu=sm_90a --werror -Wno-wgmma-missing-fence -Wno-wgmma-missing-commit -Wno-wgmma-in-flight-at-exit %s -o %t.off.ptx 2> %t.off
; RUN: FileCheck %s --check-prefix=OFF --allow-empty < %t.off
; RUN: %ptxsel --help-warnings | FileCheck %s --check-prefix=LIST

; CHECK-NOT: in function 'clean'
; CHECK: in function 'no_fence': warning: wgmma.mma_async is not preceded by wgmma.fence in its region (a region ends at wgmma.commit_group) [-Wwgmma-missing-fence]
; CHECK-NEXT: note: at instruction: %b = call <4 x float> @llvm.nvvm.wgmma.mma_async
; CHECK: in function 'no_commit': warning: wgmma.wait_group waits for no group of the wgmma.mma_async operations before it on some path (missing wgmma.commit_group) [-Wwgmma-missing-commit]
; CHECK-NEXT: note: at instruction: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; CHECK: in function 'no_commit_at_exit': warning: the kernel can exit with wgmma.mma_async operations that no wgmma.commit_group committed [-Wwgmma-missing-commit]
; CHECK-NEXT: note: at instruction: ret void
; CHECK: in function 'exit_in_flight': warning: the kernel can exit with wgmma groups in flight (no wgmma.wait_group 0 on some path) [-Wwgmma-in-flight-at-exit]
; CHECK-NEXT: note: at instruction: ret void
; CHECK-NOT: warning
; WERR: in function 'no_fence': error: {{.*}} [-Wwgmma-missing-fence]
; OFF-NOT: {{.}}
; LIST: -Wwgmma-acc-race
; LIST: -Wwgmma-missing-fence
; LIST: -Wwgmma-missing-commit
; LIST: -Wwgmma-in-flight-at-exit
; LIST: -Wwgmma-desc

; Two regions, each fenced and committed; wait 0 on every path to the exit.
define ptx_kernel void @clean(ptr addrspace(1) %out, i64 %da, i64 %db, i1 %p) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br i1 %p, label %more, label %done
more:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %b = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %a, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br label %done
done:
  %r = phi <4 x float> [ %a, %entry ], [ %b, %more ]
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %r, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

; The second region (after the first commit) has no fence.
define ptx_kernel void @no_fence(ptr addrspace(1) %out, i64 %da, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %b = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %a, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %b, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @no_commit(ptr addrspace(1) %out, i64 %da, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

define ptx_kernel void @no_commit_at_exit(i64 %da, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}

; wait 0 on one path only.
define ptx_kernel void @exit_in_flight(i64 %da, i64 %db, i1 %p) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br i1 %p, label %drain, label %out
drain:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  br label %out
out:
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
