; Constants that PTX takes as immediates are checked against the operand's
; domain in the tables (tools/tblgen.c "DOMAIN"), as ptxas checks them:
; barrier ids 0..15, thread counts multiples of 32 (not 0 on bar.arrive),
; mbarrier arrive counts >= 1, cp.async.bulk sizes multiples of 16,
; wgmma.wait_group non-negative. ptxas rejects every one of these lines.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'bar_id': error: operand 0 of 'barrier.sync' is 44, outside the range 0..15
; CHECK-DAG: in function 'bar_id': error: operand 0 of 'bar.sync' is 16, outside the range 0..15
; CHECK-DAG: in function 'bar_cnt': error: operand 1 of 'barrier.sync.cnt' is 33, expected a multiple of 32
; CHECK-DAG: in function 'bar_arrive': error: operand 1 of 'bar.arrive' is 0, expected a non-zero multiple of 32
; CHECK-DAG: in function 'bar_arrive': error: operand 1 of 'bar.arrive' is 48, expected a non-zero multiple of 32
; CHECK-DAG: in function 'mbar': error: operand 1 of 'mbarrier.arrive.noComplete.shared.b64' is 0, expected at least 1
; CHECK-DAG: in function 'mbar': error: operand 1 of 'mbarrier.arrive.shared.b64+count' is -1, expected at least 1
; CHECK-DAG: in function 'bulk': error: operand 3 of 'cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes' is 17, expected a multiple of 16 in 0..1048560
; CHECK-DAG: in function 'bulk': error: operand 1 of 'cp.async.bulk.prefetch.L2.global' is 1048576, expected a multiple of 16 in 0..1048560
; CHECK-DAG: in function 'wait': error: operand 0 of 'wgmma.wait_group.sync.aligned' is -1, expected at least 0

; In range, the same calls assemble (constants stay immediates).
; RUN: sed -e 's/i32 44)/i32 15)/; s/i32 16)/i32 0)/; s/i32 33)/i32 64)/; s/i32 1, i32 0)/i32 1, i32 32)/; s/i32 48)/i32 1024)/' \
; RUN:     -e 's/%b, i32 0)/%b, i32 1)/; s/i32 -1)/i32 2)/; s/i32 17)/i32 32)/; s/i32 1048576,/i32 1048560,/; s/i64 -1)/i64 0)/' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_90a %t.ok.ll -o %t.ok.ptx
; RUN: FileCheck %s --check-prefix=OK < %t.ok.ptx
; RUN: %ptxas -arch=sm_90a %t.ok.ptx -o %t.ok.cubin
; OK: barrier.sync 15;
; OK: bar.sync 0;
; OK: barrier.sync 1, 64;
; OK: bar.arrive 1, 32;
; OK: bar.arrive 2, 1024;
; OK: mbarrier.arrive.noComplete.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; OK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 2;
; OK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 32, [%rd{{[0-9]+}}];
; OK: cp.async.bulk.prefetch.L2.global [%rd{{[0-9]+}}], 1048560;
; OK: wgmma.wait_group.sync.aligned 0;

define ptx_kernel void @bar_id() {
  call void @llvm.nvvm.barrier.sync(i32 44)
  call void @llvm.nvvm.bar.sync(i32 16)
  ret void
}
define ptx_kernel void @bar_cnt() {
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 33)
  ret void
}
define ptx_kernel void @bar_arrive() {
  call void @llvm.nvvm.barrier.arrive(i32 1, i32 0)
  call void @llvm.nvvm.barrier.arrive(i32 2, i32 48)
  ret void
}
define ptx_kernel void @mbar(ptr addrspace(3) %b, ptr %o) {
  %s = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %b, i32 0)
  %t = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %b, i32 -1)
  store i64 %s, ptr %o
  store i64 %t, ptr %o
  ret void
}
define ptx_kernel void @bulk(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr addrspace(3) %s, ptr addrspace(1) %g) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr addrspace(3) %s, i32 17)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 1048576, i64 0, i1 false)
  ret void
}
define ptx_kernel void @wait() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 -1)
  ret void
}
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier.arrive(i32, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
