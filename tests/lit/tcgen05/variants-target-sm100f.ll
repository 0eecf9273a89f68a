; Positive tests on the family target sm_100f (PTX 8.8, its minimum): forms
; without an 'a'-only gate (no i8, no shift, no explicit .scale_vec::NX):
; alloc, scale_d + disable_output_lane, .block32 / .block16 block scaling, ws,
; commit.mc, ld / wait::ld / st (the st stores the registers the ld loaded) /
; wait::st.
; RUN: %ptxsel -mcpu=sm_100f -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.ptx -o %t.cubin %}
; CHECK: .version 8.8
; CHECK-NEXT: .target sm_100f

; CHECK-LABEL: .entry sm100f_cg1(
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.b32 [[[RD7_0:%rd[0-9]+]]], 512;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0:%rd[0-9]+]], [[R9_0:%r[0-9]+]], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [[P1_0:%p[0-9]+]], 1;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::use [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[RD4_0]], [[R9_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R9_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f8f6f4.collector::b1::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R9_0]], [[P1_0]];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [[[RD7_0]]], %rs{{[0-9]+}};
; CHECK: tcgen05.ld.sync.aligned.16x256b.x2.b32 {[[R1_0:%r[0-9]+]], [[R2_0:%r[0-9]+]], [[R3_0:%r[0-9]+]], [[R4_0:%r[0-9]+]], [[R5_0:%r[0-9]+]], [[R6_0:%r[0-9]+]], [[R7_0:%r[0-9]+]], [[R8_0:%r[0-9]+]]}, [%r{{[0-9]+}}];
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.st.sync.aligned.16x128b.x4.unpack::16b.b32 [%r{{[0-9]+}}], {[[R1_0]], [[R2_0]], [[R3_0]], [[R4_0]], [[R5_0]], [[R6_0]], [[R7_0]], [[R8_0]]};
; CHECK: tcgen05.wait::st.sync.aligned;

define ptx_kernel void @sm100f_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, <4 x i32> %m, ptr %mbar, i16 %mask) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %mbar, i32 512)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i64 1, <4 x i32> %m, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i32 2, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr %mbar, i16 %mask)
  %v = call <8 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x2(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.st.16x128b.x4(ptr addrspace(6) %d, <8 x i32> %v, i1 true)
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr, i16)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x2(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.st.16x128b.x4(ptr addrspace(6), <8 x i32>, i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
