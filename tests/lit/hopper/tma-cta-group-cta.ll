; TMA into .shared::cta with .cta_group::1 / ::2: ours,
; llvm.nvvm.cp.async.bulk.tensor.g2s.cta.<mode>.<N>d.cg1 / .cg2 (the g2s.cta
; operands; docs/intrinsics.md), DeepGEMM's gather4 load
; (docs/inline-asm-inventory.md). ptxas 13 takes the qualifier there where it
; takes it with .shared::cluster (has_two_cta_tma: sm_100f / sm_110f
; families, PTX 8.6), not on sm_100 or sm_120a.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_110f %s -o %t110.ptx
; RUN: %ptxas -arch=sm_110f %t110.ptx -o %t110.cubin
; RUN: not %ptxsel -mcpu=sm_100 -mattr=+ptx86 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: not %ptxsel -mcpu=sm_120a %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: not test -e %t.bad.ptx
; RUN: %ptxsel-query can cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::1.L2::cache_hint --cpu sm_100a --ptx 86 --json | FileCheck %s --check-prefix=Q
; SM100: error: two-CTA TMA tensor copies are not supported on this architecture
; Q: "canonical": "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::1", {{.*}}"answer": "yes"

; CHECK: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::1 [%rd[[D:[0-9]+]]], [%rd[[T:[0-9]+]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B:[0-9]+]]], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]];
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]];
; CHECK: cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes.cta_group::1 [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};

define ptx_kernel void @k(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %w, i32 %v, i16 %o0, i16 %o1, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg1(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %w, i32 %v, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg2(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %w, i32 %v, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d.cg1(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.4d.cg2(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %w, i16 %o0, i16 %o1, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d.cg1(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %o0, i16 %o1, i64 %ch, i1 0)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg1(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg2(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d.cg1(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.4d.cg2(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d.cg1(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1 immarg)
