; TMA into .shared::cta (g2s.cta.*, PTX 8.6) and cp.async.bulk
; global.to.shared.cta: tile and im2col on every TMA target (sm_90 included).
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; PTX 8.0 is too old for the .shared::cta destination:
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx80 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX80 < %t80.err
; PTX80: error: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes requires PTX ISA 8.6 (the module targets PTX ISA 8.0; use -mattr=+ptx86)

; CHECK: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%rd[[D:[0-9]+]]], [%rd[[T:[0-9]+]], {%r{{[0-9]+}}}], [%rd[[B:[0-9]+]]];
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 4, 5}], [%rd[[B]]], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd[[B]]], {%rs{{[0-9]+}}};
; CHECK: cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[T]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 4, 5}], [%rd[[B]]], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%rd[[D]]], [%rd[[G:[0-9]+]]], 4096, [%rd[[B]]];
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd[[D]]], [%rd[[G]]], %r{{[0-9]+}}, [%rd[[B]]], %rd{{[0-9]+}};

define ptx_kernel void @k(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, ptr addrspace(1) %g,
                          i32 %x, i32 %y, i32 %z, i32 %n, i16 %o1, i16 %o2, i16 %o3, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 4, i32 5, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %o1, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 4, i32 5, i16 %o1, i16 %o2, i16 %o3, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 4096, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %dst, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i64 %ch, i1 true)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1)
