; The scoped mbarrier intrinsics print upstream LLVM's spellings (llc 23,
; llvm/test/CodeGen/NVPTX/mbarrier_arr.ll, mbarrier_tx.ll,
; mbarrier_wait_sm90_ptx80.ll): .shared, never .shared::cta; an arrive of
; default semantics without .release.cta; a wait of default semantics in the
; legacy spelling. An arrive / arrive_drop with a count and no .sem is legal
; on sm_90 from PTX 7.8 (ptxas 13), so the intrinsic compiles there too; the
; forms with .expect_tx or .shared::cluster need PTX 8.0 however spelled.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t80.ptx
; RUN: FileCheck %s < %t80.ptx
; RUN: %ptxas -arch=sm_90 %t80.ptx -o %t.cubin
; RUN: sed -e '/EXPECTTX/d' %s > %t.cnt.ll
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx78 %t.cnt.ll -o %t78.ptx
; RUN: FileCheck %s --check-prefix=P78 < %t78.ptx
; RUN: %ptxas -arch=sm_90 %t78.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx78 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD78
; RUN: not test -e %t.bad.ptx

; CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive_drop.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.release.cluster.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.expect_tx.shared::cluster.b64 _, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.expect_tx.relaxed.cta.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.complete_tx.relaxed.cluster.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: mbarrier.test_wait.acquire.cluster.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-NOT: shared::cta
; P78: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; P78: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; P78: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; BAD78: error: mbarrier.arrive.expect_tx.shared.b64 requires PTX ISA 8.0 (the module targets PTX ISA 7.8; use -mattr=+ptx80)

define ptx_kernel void @k(ptr addrspace(3) %m, ptr addrspace(7) %mc, i32 %n, i64 %st, i32 %par, ptr %out) {
  %a = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %m, i32 %n)
  %b = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) %m, i32 %n)
  %c = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %m, i32 %n) ; EXPECTTX
  %d = call i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3) %m, i32 %n) ; EXPECTTX
  %e = call i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3) %m, i32 %n) ; EXPECTTX
  call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) %mc, i32 %n) ; EXPECTTX
  call void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %mc, i32 %n) ; EXPECTTX
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %m, i32 %n) ; EXPECTTX
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3) %m, i32 %n) ; EXPECTTX
  %f = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %m, i64 %st)
  %g = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3) %m, i64 %st) ; EXPECTTX
  %h = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %m, i32 %par)
  store volatile i64 %a, ptr %out
  store volatile i64 %b, ptr %out
  store volatile i64 %c, ptr %out ; EXPECTTX
  store volatile i64 %d, ptr %out ; EXPECTTX
  store volatile i64 %e, ptr %out ; EXPECTTX
  %fz = zext i1 %f to i64
  store volatile i64 %fz, ptr %out
  %gz = zext i1 %g to i64 ; EXPECTTX
  store volatile i64 %gz, ptr %out ; EXPECTTX
  %hz = zext i1 %h to i64
  store volatile i64 %hz, ptr %out
  ret void
}

declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
