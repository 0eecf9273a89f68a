; Positive tests at PTX 8.7, the first version with kind::mxf4nvf4 (ptxas:
; "Feature '.kind::mxf4nvf4' requires PTX ISA .version 8.7 or later"): dense
; .scale_vec::4X, sparse tensor .scale_vec::2X, and mxf8f6f4 ::1X, all with
; cta_group::2.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}
; CHECK: .version 8.7
; CHECK-NEXT: .target sm_100a

; CHECK-LABEL: .entry ptx87_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::4X.collector::a::use [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[RD4_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::2X.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::2.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];

define ptx_kernel void @ptx87_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.scale_vec.4x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.scale_vec.4x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.scale_vec.2x(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
