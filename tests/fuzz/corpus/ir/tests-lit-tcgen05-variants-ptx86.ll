; Positive tests at PTX 8.6, the first version with tcgen05 (sm_100a): plain,
; scale_d, explicit .scale_vec::1X / ::2X block scaling (mxf8f6f4, mxf4, sparse
; mxf4) and ws.sp all assemble at .version 8.6. (.block16 / .block32 need 8.8
; and kind::mxf4nvf4 needs 8.7: see variants-ptx87.ll.)
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}
; CHECK: .version 8.6
; CHECK-NEXT: .target sm_100a

; CHECK-LABEL: .entry ptx86_cg1(
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD4_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [[P1_0:%p[0-9]+]];
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [[P1_0]], 2;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.collector::a::discard [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::f16.collector::b0::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.fence::before_thread_sync;

define ptx_kernel void @ptx86_cg1(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, ptr addrspace(6) %sp) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 2, i32 1, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.scale_vec.2x(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 0, i32 1)
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.scale_vec.1x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.scale_vec.2x(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.scale_vec.2x(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
