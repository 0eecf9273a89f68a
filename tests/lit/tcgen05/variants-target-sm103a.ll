; Positive tests on sm_103a (PTX 8.8): scale_d, f8f6f4, a sparse mxf4
; .block32 (has_tcgen05_sparse_mxf4), a cp source format, tcgen05.shift and a
; 16x32bx2 ld.red with .abs, all with cta_group::2. (kind::i8 is absent on
; sm_103a: ptxas "Feature '.kind::i8' not supported on .target 'sm_103a'".)
; RUN: %ptxsel -mcpu=sm_103a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.ptx -o %t.cubin %}
; CHECK: .version 8.8
; CHECK-NEXT: .target sm_103a

; CHECK-LABEL: .entry sm103_cg2(
; CHECK: tcgen05.mma.cta_group::2.kind::f16.collector::a::use [%r{{[0-9]+}}], [[RD2_0:%rd[0-9]+]], [[RD4_0:%rd[0-9]+]], [[R1_0:%r[0-9]+]], [[P1_0:%p[0-9]+]], 12;
; CHECK: tcgen05.mma.cta_group::2.kind::f8f6f4.collector::a::fill [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[RD4_0]], [[R1_0]], [[P1_0]];
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4.block_scale.block32.collector::a::lastuse [%r{{[0-9]+}}], [[RD2_0]], [[RD4_0]], [%r{{[0-9]+}}], [[R1_0]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], [[P1_0]];
; CHECK: tcgen05.cp.cta_group::2.128x128b.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.shift.cta_group::2.down [%r{{[0-9]+}}];
; CHECK-LABEL: .entry sm103_ldred(
; CHECK: tcgen05.ld.red.sync.aligned.16x32bx2.x2.min.abs.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %{{[fr]}}{{[0-9]+}}, [%r{{[0-9]+}}], 64;

define ptx_kernel void @sm103_cg2(ptr addrspace(6) %d, i64 %a, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, ptr addrspace(6) %sp, i64 %s) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 12, i32 0, i32 2, i32 3)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i32 2, i32 2, i32 2)
  call void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6) %d, i64 %s)
  call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %d)
  ret void
}
define ptx_kernel void @sm103_ldred(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %r = call { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6) %t, i64 64, i32 0, i1 true, i1 false)
  %red = extractvalue { <2 x float>, float } %r, 1
  store float %red, ptr addrspace(1) %out
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6))
declare { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6), i64, i32, i1, i1)
