; TMA forms of sm_100 and later (PTX 8.6): im2col::w / im2col::w::128 into
; .shared::cluster and .shared::cta and as prefetch, tile::gather4 (cluster,
; cta, prefetch), tile::scatter4, cp.async.bulk .cp_mask (bytemask).
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_110f %s -o %t110.ptx
; RUN: %ptxas -arch=sm_110f %t110.ptx -o %t110.cubin
; RUN: %ptxsel -mcpu=sm_103a %s -o %t103.ptx
; RUN: %ptxas -arch=sm_103a %t103.ptx -o %t103.cubin

; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%rd[[D:[0-9]+]]], [%rd[[T:[0-9]+]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B:[0-9]+]]], {%rs[[H:[0-9]+]], %rs[[W:[0-9]+]]};
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3}], [%rd[[B]]], {%rs[[H]], %rs[[W]]}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.cta_group::1 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[B]]], {%rs[[H]], %rs[[W]]};
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[B]]];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::1 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[B]]], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[C:[0-9]+]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[H]], %rs[[W]]}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col::w::128.mbarrier::complete_tx::bytes [%rd[[C]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs[[H]], %rs[[W]]};
; CHECK: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%rd[[C]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[B]]];
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs[[H]], %rs[[W]]};
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], {%rs[[H]], %rs[[W]]}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}];
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[C]]];
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 3, 4}], [%rd[[C]]], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd[[G:[0-9]+]]], [%rd[[C]]], 256, %rs{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd[[G]]], [%rd[[C]]], %r{{[0-9]+}}, %rd{{[0-9]+}}, %rs{{[0-9]+}};

define ptx_kernel void @k(ptr addrspace(7) %dst, ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap,
                          ptr addrspace(1) %g, i32 %x, i32 %y, i32 %z, i32 %n, i16 %wh, i16 %wo, i16 %mask,
                          i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %wh, i16 %wo, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i16 %wh, i16 %wo, i16 %mask, i64 %ch, i1 true, i1 true, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i16 %wh, i16 %wo, i16 0, i64 0, i1 false, i1 false, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i16 %mask, i64 %ch, i1 true, i1 true, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %wh, i16 %wo, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %wh, i16 %wo, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %wh, i16 %wo, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i16 %wh, i16 %wo, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %cta, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %cta, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 3, i32 4, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %cta, i32 256, i64 0, i1 false, i16 %mask)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %cta, i32 %n, i64 %ch, i1 true, i16 %mask)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr, i32, i32, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1, i16)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
