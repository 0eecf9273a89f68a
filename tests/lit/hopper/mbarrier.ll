; mbarrier: init / arrive / test_wait, transaction counts and the
; .sem/.scope/.space forms (space.cluster forms return nothing: sink '_').
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx86 %s -o %t86.ptx
; RUN: %ptxas -arch=sm_90a %t86.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], 128;
; CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: mbarrier.expect_tx.relaxed.cta.shared.b64 [%rd{{[0-9]+}}], 4096;
; CHECK: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1024;
; CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%rd{{[0-9]+}}], 1;
; CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], 0;
; CHECK: mbarrier.try_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}}, 1000;
; CHECK: mbarrier.pending_count.b64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: mbarrier.inval.shared.b64 [%rd{{[0-9]+}}];
; GATE: error: mbarrier.expect_tx.relaxed.cta.shared.b64 is not supported on sm_80 (requires has_tma: sm_90)

@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @k(ptr %out, ptr addrspace(7) %rbar) {
entry:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 128)
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  %ok = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) @bar, i64 %st)
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 4096)
  %st2 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1024)
  call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %rbar, i32 1)
  br label %wait
wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %done, label %next, label %wait
next:
  %d2 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3) @bar, i64 %st2, i32 1000)
  %n = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %st)
  %z = zext i1 %ok to i32
  %z2 = zext i1 %d2 to i32
  %s = add i32 %n, %z
  %s2 = add i32 %s, %z2
  store i32 %s2, ptr %out
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @bar)
  ret void
}
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3), i64, i32)
