; Positive tests for the plain, sparse, scale_d, ashift and
; disable_output_lane tcgen05.mma intrinsics (docs/intrinsics.md "tcgen05"): every
; kind (f16, tf32, f8f6f4, i8 on sm_100a, which has it), every collector::a
; usage through the immargs (printed even when discard), shared (i64 desc)
; and tensor ([taddr]) A, the scale-input-d immediate last, the
; disable-output-lane {list} (4 registers for cta_group::1, 8 for ::2)
; between idesc and enable-input-d, and [sp_meta] before idesc. Operands that
; are the same IR value are checked to be the same register. cta_group::1 and
; ::2 are kept in separate kernels. ptxas assembles the module.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}

; CHECK-LABEL: .entry kinds_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD3_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::i8.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD3_0]], [[R1_0]], [[P1_0]];
; CHECK-LABEL: .entry collectors_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::f16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1:%rd[0-9]+]], [[R1_1:%r[0-9]+]], [[P1_1:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::f8f6f4.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]];
; CHECK: tcgen05.mma.cta_group::2.kind::i8.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_1]], [[R1_1]], [[P1_1]];
; CHECK-LABEL: .entry collectors_shared_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_2:%rd[0-9]+]], [[RD3_2:%rd[0-9]+]], [[R1_2:%r[0-9]+]], [[P1_2:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::fill [%r{{[0-9]+}}], [[RD2_2]], [[RD3_2]], [[R1_2]], [[P1_2]];
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::use [%r{{[0-9]+}}], [[RD2_2]], [[RD3_2]], [[R1_2]], [[P1_2]];
; CHECK-LABEL: .entry ashift_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_3:%rd[0-9]+]], [[R1_3:%r[0-9]+]], [[P1_3:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_3]], [[R1_3]], [[P1_3]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.ashift.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD3_3]], [%r{{[0-9]+}}], [[R1_3]], [[P1_3]];
; CHECK-LABEL: .entry ashift_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::i8.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK-LABEL: .entry scale_d_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [[RD2_5:%rd[0-9]+]], [[RD4_5:%rd[0-9]+]], [[R1_5:%r[0-9]+]], [[P1_5:%p[0-9]+]], 0;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::use [%r{{[0-9]+}}], [[RD2_5]], [[RD4_5]], [[R1_5]], [[P1_5]], 15;
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_5]], [[R1_5]], [[P1_5]], 7;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_5]], [[R1_5]], [[P1_5]], 3;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [[RD2_5]], [[RD4_5]], [%r{{[0-9]+}}], [[R1_5]], [[P1_5]], 1;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_5]], [%r{{[0-9]+}}], [[R1_5]], [[P1_5]], 2;
; CHECK-LABEL: .entry scale_d_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[RD4_6:%rd[0-9]+]], [[R1_6:%r[0-9]+]], [[P1_6:%p[0-9]+]], 4;
; CHECK: tcgen05.mma.sp.cta_group::2.kind::f16.ashift.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_6]], [%r{{[0-9]+}}], [[R1_6]], [[P1_6]], 9;
; CHECK-LABEL: .entry sp_cg1(
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::lastuse [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[RD4_7:%rd[0-9]+]], [%r{{[0-9]+}}], [[R1_7:%r[0-9]+]], [[P1_7:%p[0-9]+]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f8f6f4.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_7]], [%r{{[0-9]+}}], [[R1_7]], [[P1_7]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::i8.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_7]], [%r{{[0-9]+}}], [[R1_7]], [[P1_7]];
; CHECK-LABEL: .entry sp_cg2(
; CHECK: tcgen05.mma.sp.cta_group::2.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK-LABEL: .entry dol_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [[RD2_9:%rd[0-9]+]], [[RD4_9:%rd[0-9]+]], [[R1_9:%r[0-9]+]], {[[R2_9:%r[0-9]+]], [[R3_9:%r[0-9]+]], [[R4_9:%r[0-9]+]], [[R5_9:%r[0-9]+]]}, [[P1_9:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_9]], [[R1_9]], {[[R2_9]], [[R3_9]], [[R4_9]], [[R5_9]]}, [[P1_9]];
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_9]], [[R1_9]], {[[R2_9]], [[R3_9]], [[R4_9]], [[R5_9]]}, [[P1_9]];
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::fill [%r{{[0-9]+}}], [[RD2_9]], [[RD4_9]], [[R1_9]], {[[R2_9]], [[R3_9]], [[R4_9]], [[R5_9]]}, [[P1_9]], 5;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::i8.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_9]], [[RD4_9]], [%r{{[0-9]+}}], [[R1_9]], {[[R2_9]], [[R3_9]], [[R4_9]], [[R5_9]]}, [[P1_9]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_9]], [%r{{[0-9]+}}], [[R1_9]], {[[R2_9]], [[R3_9]], [[R4_9]], [[R5_9]]}, [[P1_9]], 6;
; CHECK-LABEL: .entry dol_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.collector::a::discard [%r{{[0-9]+}}], [[RD2_10:%rd[0-9]+]], [[RD4_10:%rd[0-9]+]], [[R1_10:%r[0-9]+]], {[[R2_10:%r[0-9]+]], [[R3_10:%r[0-9]+]], [[R4_10:%r[0-9]+]], [[R5_10:%r[0-9]+]], [[R6_10:%r[0-9]+]], [[R7_10:%r[0-9]+]], [[R8_10:%r[0-9]+]], [[R9_10:%r[0-9]+]]}, [[P1_10:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::2.kind::i8.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_10]], [[R1_10]], {[[R2_10]], [[R3_10]], [[R4_10]], [[R5_10]], [[R6_10]], [[R7_10]], [[R8_10]], [[R9_10]]}, [[P1_10]];
; CHECK: tcgen05.mma.cta_group::2.kind::f16.ashift.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_10]], [[R1_10]], {[[R2_10]], [[R3_10]], [[R4_10]], [[R5_10]], [[R6_10]], [[R7_10]], [[R8_10]], [[R9_10]]}, [[P1_10]], 15;
; CHECK: tcgen05.mma.sp.cta_group::2.kind::f8f6f4.collector::a::use [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_10]], [%r{{[0-9]+}}], [[R1_10]], {[[R2_10]], [[R3_10]], [[R4_10]], [[R5_10]], [[R6_10]], [[R7_10]], [[R8_10]], [[R9_10]]}, [[P1_10]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::tf32.collector::a::discard [%r{{[0-9]+}}], [[RD2_10]], [[RD4_10]], [%r{{[0-9]+}}], [[R1_10]], {[[R2_10]], [[R3_10]], [[R4_10]], [[R5_10]], [[R6_10]], [[R7_10]], [[R8_10]], [[R9_10]]}, [[P1_10]], 8;

; kinds (shared A, cta_group::1), collector::a discard
define ptx_kernel void @kinds_cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 1, i32 0)
  ret void
}
; collector ops (tensor A, cta_group::2)
define ptx_kernel void @collectors_cg2(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 2, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 3)
  ret void
}
; collector ops on shared A, cta_group::1
define ptx_kernel void @collectors_shared_cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 1, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 3)
  ret void
}
; ashift (tensor only), discard and lastuse; sp + ashift
define ptx_kernel void @ashift_cg1(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 1, i32 1, i32 0)
  ret void
}
define ptx_kernel void @ashift_cg2(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 1)
  ret void
}
; scale_d (f16 / tf32) with immediate, sp, tensor
define ptx_kernel void @scale_d_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 0, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 15, i32 1, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i64 7, i32 0, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i64 3, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 1, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 2, i32 1, i32 1, i32 1)
  ret void
}
define ptx_kernel void @scale_d_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 4, i32 1, i32 2, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 9, i32 0, i32 2, i32 0)
  ret void
}
; sp: shared and tensor, each kind
define ptx_kernel void @sp_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 2, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 3, i32 1, i32 2)
  ret void
}
define ptx_kernel void @sp_cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 2, i32 0)
  ret void
}
; disable_output_lane cg1 (<4 x i32>)
define ptx_kernel void @dol_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <4 x i32> %m) {
  call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, <4 x i32> %m, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 5, <4 x i32> %m, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <4 x i32> %m, i32 3, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 6, <4 x i32> %m, i32 0, i32 0)
  ret void
}
; disable_output_lane cg2 (<8 x i32>)
define ptx_kernel void @dol_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <8 x i32> %m) {
  call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, <8 x i32> %m, i32 3, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i64 15, <8 x i32> %m, i32 0, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg2(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, <8 x i32> %m, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i64 8, <8 x i32> %m, i32 1, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6), i64, i64, i32, i1, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6), i64, i64, i32, i1, i64, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.disable_output_lane.cg1(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6), i64, i64, i32, i1, <8 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <8 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, <8 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg2(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), <8 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i64, <8 x i32>, i32, i32)
