; Positive tests for the weight-stationary tcgen05.mma.ws intrinsics
; (docs/intrinsics.md "tcgen05"): shared and tensor A, dense and sparse (.ws.sp,
; [sp_meta] before idesc), with and without the zero-column-mask descriptor
; (printed last, after enable-input-d), every kind (f16, tf32, f8f6f4, i8),
; and every collector_buffer_b (b0..b3) x collector_usage_b (discard,
; lastuse, fill, use) through the immargs; .collector::bN::discard is printed
; too. cta_group is always ::1. ptxas assembles the module.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}

; CHECK-LABEL: .entry ws_shared(
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::discard [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD3_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::tf32.collector::b1::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f8f6f4.collector::b2::fill [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::i8.collector::b3::use [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b3::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]], [[RD4_0:%rd[0-9]+]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f8f6f4.collector::b0::use [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]], [[RD4_0]];
; CHECK-LABEL: .entry ws_tensor(
; CHECK: tcgen05.mma.ws.cta_group::1.kind::tf32.collector::b2::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1:%rd[0-9]+]], [[R1_1:%r[0-9]+]], [[P1_1:%p[0-9]+]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::i8.collector::b0::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b1::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]], [[RD4_1:%rd[0-9]+]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f8f6f4.collector::b3::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]], [[RD4_1]];
; CHECK-LABEL: .entry ws_sparse(
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::f16.collector::b2::lastuse [%r{{[0-9]+}}], [[RD2_2:%rd[0-9]+]], [[RD4_2:%rd[0-9]+]], [%r{{[0-9]+}}], [[R1_2:%r[0-9]+]], [[P1_2:%p[0-9]+]];
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::i8.collector::b1::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_2]], [%r{{[0-9]+}}], [[R1_2]], [[P1_2]];
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::tf32.collector::b3::use [%r{{[0-9]+}}], [[RD2_2]], [[RD4_2]], [%r{{[0-9]+}}], [[R1_2]], [[P1_2]], [[RD6_2:%rd[0-9]+]];
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::f8f6f4.collector::b0::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_2]], [%r{{[0-9]+}}], [[R1_2]], [[P1_2]], [[RD6_2]];

define ptx_kernel void @ws_shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm) {
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 2, i32 2)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 3, i32 3)
  call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm, i32 0, i32 3, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm, i32 2, i32 0, i32 3)
  ret void
}
define ptx_kernel void @ws_tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm) {
  call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 0, i32 2)
  call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm, i32 0, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i64 %zcm, i32 2, i32 3, i32 0)
  ret void
}
define ptx_kernel void @ws_sparse(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %zcm) {
  call void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %zcm, i32 1, i32 3, i32 3)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 %zcm, i32 2, i32 0, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
