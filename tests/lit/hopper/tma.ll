; TMA: cp.async.bulk.tensor g2s (tile / im2col, multicast and cache-hint
; variants picked by the immarg flags), s2g, reduce, prefetch; cp.async.bulk.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t.cubin

; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd[[D:[0-9]+]]], [%rd[[T:[0-9]+]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B:[0-9]+]]];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}}], [%rd[[B]]], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 7, 8}], [%rd[[B]]], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 1}], [%rd[[B]]], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col.L2::cache_hint [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%rd[[D]]], [%rd{{[0-9]+}}], 4096, [%rd[[B]]], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4096;
; CHECK: cp.async.bulk.commit_group;
; CHECK: cp.async.bulk.wait_group.read 0;
; CHECK: cp.async.bulk.wait_group 1;

define ptx_kernel void @k(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, ptr addrspace(3) %src,
                          ptr addrspace(1) %g, i32 %x, i32 %y, i32 %z, i16 %mask, i16 %o1, i16 %o2, i64 %ch) {
entry:
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mask, i64 %ch, i1 true, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 0, i64 %ch, i1 false, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 7, i32 8, i16 %mask, i64 0, i1 true, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 1, i16 %o1, i16 %o2, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %x, i32 %y, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3) %src, ptr %tmap, i32 %x, i32 %y, i32 %z, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3) %src, ptr %tmap, i32 %x, i32 %y, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %o1, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 4096, i16 %mask, i64 0, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %src, i32 4096, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 1)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr, i32, i32, i32, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32)
