; Positive tests for the block-scaled tcgen05.mma intrinsics (docs/intrinsics.md
; "tcgen05"): kinds mxf8f6f4, mxf4 and mxf4nvf4; the .block16 / .block32
; spellings and our .scale_vec.{1x,2x,4x} extension (printed .scale_vec::NX)
; in the scale-vector slot, between .block_scale and .collector::a; only the
; combinations PTX allows (mxf8f6f4: 1X / block32; mxf4: 2X / block32;
; mxf4nvf4: 2X, 4X, block16, block32 -- plain mxf4nvf4.block_scale is
; rejected by ptxas, "requires modifier '.scale_vectorsize'"); shared and
; tensor A, dense and sparse ([sp_meta] before idesc), [scale_a] and
; [scale_b] after idesc, every collector::a usage, cta_group::1 and ::2 in
; separate kernels. .block16 / .block32 need PTX 8.8. ptxas assembles it.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}

; CHECK-LABEL: .entry block_scale_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD4_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::fill [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::fill [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.block32.collector::a::use [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::2X.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::4X.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK-LABEL: .entry block_scale_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::mxf8f6f4.block_scale.collector::a::discard [%r{{[0-9]+}}], [[RD2_1:%rd[0-9]+]], [[RD4_1:%rd[0-9]+]], [[R1_1:%r[0-9]+]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf8f6f4.block_scale.block32.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::fill [%r{{[0-9]+}}], [[RD2_1]], [[RD4_1]], [%r{{[0-9]+}}], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4.block_scale.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4.block_scale.block32.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_1]], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4.block_scale.scale_vec::2X.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_1]], [%r{{[0-9]+}}], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.block16.collector::a::fill [%r{{[0-9]+}}], [[RD2_1]], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4nvf4.block_scale.block32.collector::a::use [%r{{[0-9]+}}], [[RD2_1]], [[RD4_1]], [%r{{[0-9]+}}], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::2X.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_1]], [[RD4_1]], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::4X.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_1]], [%r{{[0-9]+}}], [[R1_1]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_1]];

define ptx_kernel void @block_scale_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.scale_vec.4x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  ret void
}
define ptx_kernel void @block_scale_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.scale_vec.4x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.scale_vec.2x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4.block_scale.scale_vec.2x(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.scale_vec.4x(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
