; Gates of the sm_100-era TMA forms, with docs/verifier.md's TMA strings where the
; table has one (wide im2col, two-CTA, multicast, rank, im2col rank) and the
; generic gate message (form, target, missing bit) otherwise.
; RUN: sed -n '/^;W/,$p' %s | sed 's/^;W //' > %t.w.ll
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx86 %t.w.ll -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=W90 < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_120a %t.w.ll -o %t.ptx 2> %t120.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=W120 < %t120.err
; RUN: %ptxsel -mcpu=sm_100a -mattr=-has_cluster_multicast %t.w.ll -o %t.ptx 2> %tmc.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=MC < %tmc.err
; RUN: %ptxsel -mcpu=sm_100a %t.w.ll -o %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t100.cubin
; RUN: sed 's/g2s.im2col.w.3d/g2s.im2col.w.2d/g' %t.w.ll > %t.r2.ll
; RUN: %ptxsel -mcpu=sm_100a %t.r2.ll -o %t.ptx 2> %tr2.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=RANK2 < %tr2.err
; RUN: sed 's/g2s.cta.tile.gather4.2d/g2s.cta.tile.6d/g' %t.w.ll > %t.r6.ll
; RUN: %ptxsel -mcpu=sm_100a %t.r6.ll -o %t.ptx 2> %tr6.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=RANK6 < %tr6.err
;
; sm_90a: every sm_100 form is gated (in the order of the calls).
; W90: in function 'k': error: wide im2col tensor copies are not supported on this architecture
; W90-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(
; W90-NEXT: in function 'k': error: two-CTA TMA tensor copies are not supported on this architecture
; W90-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(
; W90-NEXT: in function 'k': error: wide im2col tensor copies are not supported on this architecture
; W90-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(
; W90-NEXT: in function 'k': error: wide im2col tensor copies are not supported on this architecture
; W90-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(
; W90-NEXT: in function 'k': error: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes is not supported on sm_90a (requires has_tma_gather4_cta: sm_100)
; W90-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(
; W90-NEXT: in function 'k': error: cp.async.bulk.global.shared::cta.bulk_group.cp_mask is not supported on sm_90a (requires has_bulk_cp_mask: sm_100)
;
; sm_120a: im2col::w into .shared::cta, gather4 into .shared::cta and .cp_mask
; are legal (ptxas 13.0); the .shared::cluster forms and ::128 are not.
; W120: in function 'k': error: wide im2col tensor copies are not supported on this architecture
; W120-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(
; W120-NEXT: in function 'k': error: two-CTA TMA tensor copies are not supported on this architecture
; W120-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(
; W120-NEXT: in function 'k': error: wide im2col tensor copies are not supported on this architecture
; W120-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(
; W120-NOT: error
;
; MC: in function 'k': error: cluster multicast TMA requires a compatible SM target
; MC-NEXT: note: at instruction: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(
; MC-NOT: error
; RANK2: in function 'k': error: im2col tensor copies require at least three dimensions
; RANK6: in function 'k': error: TMA rank must be in the range 1..5

;W define ptx_kernel void @k(ptr addrspace(7) %dst, ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap,
;W                           ptr addrspace(1) %g, i32 %x, i16 %mask) {
;W   call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i16 1, i16 2, i16 %mask, i64 0, i1 true, i1 false, i32 0)
;W   call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %dst, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 1)
;W   call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i16 1, i16 2, i64 0, i1 false)
;W   call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i16 1, i16 2, i64 0, i1 false)
;W   call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %cta, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i64 0, i1 false)
;W   call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %cta, i32 256, i64 0, i1 false, i16 %mask)
;W   ret void
;W }
;W declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
;W declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)
;W declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1)
;W declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1)
;W declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
;W declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1, i16)
