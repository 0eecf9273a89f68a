; tensormap.replace (upstream's llvm.nvvm.tensormap.replace.*, .p1 global /
; .p3 shared::cta, printed as upstream's llc prints them), sm_90a PTX 8.3;
; the sm_100-era fields and values on sm_100a / sm_103a. ptxas assembles each.
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx83 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120f %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120f %t120.ptx -o %t120.cubin
; RUN: sed -n 's/^;SM100: //p' %s > %t100.ll
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %t100.ll -o %t100.ptx
; RUN: FileCheck %s --check-prefix=S100 < %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t100.cubin
; RUN: sed -n 's/^;SM103: //p' %s > %t103.ll
; RUN: %ptxsel -mcpu=sm_103a %t103.ll -o %t103.ptx
; RUN: FileCheck %s --check-prefix=S103 < %t103.ptx
; RUN: %ptxas -arch=sm_103a %t103.ptx -o %t103.cubin

; CHECK-LABEL: .entry replace(
; CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [%rd[[G:[0-9]+]]], %rd[[V:[0-9]+]];
; CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%rd[[S:[0-9]+]]], %rd[[V]];
; CHECK: tensormap.replace.tile.rank.global.b1024.b32 [%rd[[G]]], %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.rank.shared::cta.b1024.b32 [%rd[[S]]], 2;
; CHECK: tensormap.replace.tile.box_dim.global.b1024.b32 [%rd[[G]]], 0, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [%rd[[S]]], 4, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_dim.global.b1024.b32 [%rd[[G]]], 1, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 [%rd[[G]]], 3, %rd[[V]];
; CHECK: tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [%rd[[S]]], 2, %r{{[0-9]+}};
; CHECK: tensormap.replace.tile.elemtype.global.b1024.b32 [%rd[[G]]], 12;
; CHECK: tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [%rd[[S]]], 2;
; CHECK: tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd[[G]]], 3;
; CHECK: tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [%rd[[S]]], 1;

define ptx_kernel void @replace(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %v, i32 %w) {
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %g, i64 %v)
  call void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) %s, i64 %v)
  call void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1) %g, i32 %w)
  call void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3) %s, i32 2)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %g, i32 0, i32 %w)
  call void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3) %s, i32 4, i32 %w)
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %g, i32 1, i32 %w)
  call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %g, i32 3, i64 %v)
  call void @llvm.nvvm.tensormap.replace.element.stride.p3(ptr addrspace(3) %s, i32 2, i32 %w)
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %g, i32 12)
  call void @llvm.nvvm.tensormap.replace.interleave.layout.p3(ptr addrspace(3) %s, i32 2)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, i32 3)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p3(ptr addrspace(3) %s, i32 1)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3), i64)
declare void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1), i32, i64)
declare void @llvm.nvvm.tensormap.replace.element.stride.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.interleave.layout.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p3(ptr addrspace(3), i32)

; sm_100a at PTX 8.7: elemtype 13..15 and swizzle_atomicity.
;SM100: define ptx_kernel void @replace100(ptr addrspace(1) %g, ptr addrspace(3) %s) {
;SM100:   call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %g, i32 15)
;SM100:   call void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3) %s, i32 3)
;SM100:   ret void
;SM100: }
;SM100: declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
;SM100: declare void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3), i32)
; S100: tensormap.replace.tile.elemtype.global.b1024.b32 [%rd{{[0-9]+}}], 15;
; S100: tensormap.replace.tile.swizzle_atomicity.shared::cta.b1024.b32 [%rd{{[0-9]+}}], 3;

; sm_103a (PTX 8.8): swizzle_mode 4.
;SM103: define ptx_kernel void @replace103(ptr addrspace(1) %g) {
;SM103:   call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, i32 4)
;SM103:   ret void
;SM103: }
;SM103: declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)
; S103: tensormap.replace.tile.swizzle_mode.global.b1024.b32 [%rd{{[0-9]+}}], 4;
