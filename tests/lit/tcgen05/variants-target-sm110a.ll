; Positive tests on sm_110a (PTX 9.0, its minimum): the target that has
; both kind::i8 (has_tcgen05_i8) and tcgen05.ld.red (has_tcgen05_ld_red), and
; tcgen05.shift; i8 through plain, ashift and ws forms, a .block16 form, and
; ld.red f32 (.max.abs.NaN) and i32 (.min.u32, 16x32bx2 offset) forms. No
; .scale_d here: sm_110 has no scale-input-d (has_scale_input_accumulator).
; RUN: %ptxsel -mcpu=sm_110a -mattr=+ptx90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_110a %t.ptx -o %t.cubin %}
; CHECK: .version 9.0
; CHECK-NEXT: .target sm_110a

; CHECK-LABEL: .entry sm110_cg1(
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [[[RD7_0:%rd[0-9]+]]], 32;
; CHECK: tcgen05.mma.cta_group::1.kind::i8.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD4_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::i8.ashift.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::i8.collector::b2::use [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.shift.cta_group::1.down [%r{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [[[RD7_0]]];
; CHECK-LABEL: .entry sm110_ldred(
; CHECK: tcgen05.ld.red.sync.aligned.32x32b.x4.max.abs.NaN.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %{{[fr]}}{{[0-9]+}}, [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.red.sync.aligned.16x32bx2.x64.min.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], 32;

define ptx_kernel void @sm110_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, ptr addrspace(3) %mbar) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %mbar, i32 32)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i32 3, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %d)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %mbar)
  ret void
}
define ptx_kernel void @sm110_ldred(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %r = call { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.f32(ptr addrspace(6) %t, i32 1, i1 true, i1 true)
  %red = extractvalue { <4 x float>, float } %r, 1
  store float %red, ptr addrspace(1) %out
  %q = call { <64 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x64.i32(ptr addrspace(6) %t, i64 32, i32 0)
  %qr = extractvalue { <64 x i32>, i32 } %q, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %qr, ptr addrspace(1) %p1
  ret void
}
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.f32(ptr addrspace(6), i32, i1, i1)
declare { <64 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x64.i32(ptr addrspace(6), i64, i32)
