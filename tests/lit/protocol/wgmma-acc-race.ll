; Protocol check 1 (docs/verifier.md): a read of a wgmma.mma_async accumulator
; before a wgmma.wait_group N that drains its group, along any CFG path,
; loops included. wait_group N leaves at most N groups in flight.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; Warnings by default (exit 0, PTX written, ptxas accepts it); errors under --werror:
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a --werror %s -o %t.werr.ptx 2> %t.werr; test $? -eq 1
; RUN: FileCheck %s --check-prefix=WERR < %t.werr
; RUN: not test -e %t.werr.ptx
; RUN: %ptxsel -mcpu=sm_90a -Wno-wgmma-acc-race -Wno-wgmma-in-flight-at-exit --werror %s -o %t.off.ptx 2> %t.off
; RUN: FileCheck %s --check-prefix=OFF --allow-empty < %t.off
; RUN: not %ptxsel -mcpu=sm_90a -Wno-no-such-warning %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=UNKNOWN

; The pipelined loop (wait 1 in the loop, wait 0 after it) and the one-shot
; pattern are clean.
; CHECK-NOT: in function 'pipelined'
; CHECK-NOT: in function 'oneshot'
; CHECK: in function 'wait1_then_read': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK-NEXT: note: at instruction: store float %e, ptr addrspace(1) %out
; CHECK: in function 'wait1_then_read': warning: the kernel can exit with wgmma groups in flight (no wgmma.wait_group 0 on some path) [-Wwgmma-in-flight-at-exit]
; CHECK: in function 'read_in_loop': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK-NEXT: note: at instruction: %s1 = fadd float %s, %x
; CHECK: in function 'one_path': warning: %{{[fr]}}{{[0-9]+}} is an accumulator of a wgmma.mma_async and is accessed before a wgmma.wait_group drains its group on some path [-Wwgmma-acc-race]
; CHECK-NEXT: note: at instruction: store float %e, ptr addrspace(1) %out
; CHECK-NOT: warning
; WERR: in function 'wait1_then_read': error: {{.*}} [-Wwgmma-acc-race]
; OFF-NOT: acc-race
; OFF-NOT: error
; UNKNOWN: ptxsel: error: unknown warning 'no-such-warning'

define ptx_kernel void @pipelined(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %n) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a0 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <4 x float> [ %a0, %entry ], [ %a1, %loop ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a1 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a1, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @oneshot(ptr addrspace(1) %out, i64 %da, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  %b = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %a, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %b, i32 3
  store float %e, ptr addrspace(1) %out
  ret void
}

; wait_group 1 right after the only commit leaves that group in flight.
define ptx_kernel void @wait1_then_read(ptr addrspace(1) %out, i64 %da, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %e = extractelement <4 x float> %a, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

; The pipelined loop, but each iteration also reads the accumulator it just
; issued (only wait 1 in between).
define ptx_kernel void @read_in_loop(ptr addrspace(1) %out, i64 %da, i64 %db, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %a1, %loop ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a1 = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> %acc, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %x = extractelement <4 x float> %a1, i32 1
  %s1 = fadd float %s, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  store float %s1, ptr addrspace(1) %out
  ret void
}

; Drained on one path only.
define ptx_kernel void @one_path(ptr addrspace(1) %out, i64 %da, i64 %db, i1 %p) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  br i1 %p, label %drain, label %join
drain:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  br label %join
join:
  %e = extractelement <4 x float> %a, i32 0
  store float %e, ptr addrspace(1) %out
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
