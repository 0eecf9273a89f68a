; The g2s tile / im2col intrinsics in LLVM 20's signature, without the
; trailing i32 immarg cta_group that LLVM 21 appended: LLVM's reader upgrades
; such a call by passing cta_group 0 (LLVM 23's own
; cp-async-bulk-tensor-g2s.ll calls them so), and ptxsel does the same.
; Anything else with a wrong operand count is still refused.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: sed -e 's/, i1 1, i1 0)$/, i1 1)/' -e '/declare.*im2col/s/, i1, i1)$/, i1)/' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx80 %t.bad.ll -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.ptx

; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}}, %rs{{[0-9]+}};
; CHECK-NOT: cta_group
; BAD: error: wrong number of operands to 'llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d'

define void @k(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i16 %off, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 %mc, i64 %ch, i1 0, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 0, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i16 %off, i16 %mc, i64 %ch, i1 1, i1 0)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
