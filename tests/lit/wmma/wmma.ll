; WMMA m16n16k16 f16 -> f32: load A/B (f16 pairs in .b32 registers), load C,
; mma, store D; ptxas accepts the output on sm_75 (PTX 6.3) and sm_90a (ptxas 13 has no sm_70).
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx63 %s -o %t70.ptx && FileCheck %s < %t70.ptx
; RUN: %ptxas -arch=sm_75 %t70.ptx -o %t70.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx && FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: wmma.load.b.sync.aligned.col.m16n16k16.global.f16 {{{.*}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: wmma.load.c.sync.aligned.row.m16n16k16.f32 {{{.*}}}, [%rd{{[0-9]+}}];
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {{{.*}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}}
; CHECK: wmma.store.d.sync.aligned.row.m16n16k16.global.f32 [%rd{{[0-9]+}}], {%{{[fr]}}{{.*}}}, %r{{[0-9]+}};

%h8 = type {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>}
%f8 = type {float, float, float, float, float, float, float, float}

define ptx_kernel void @k(ptr addrspace(3) %a, ptr addrspace(1) %b, ptr %c, ptr addrspace(1) %d, i32 %s) {
  %fa = call %h8 @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3) %a, i32 %s)
  %fb = call %h8 @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1) %b, i32 %s)
  %fc = call %f8 @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr %c)
  %a0 = extractvalue %h8 %fa, 0
  %a1 = extractvalue %h8 %fa, 1
  %a2 = extractvalue %h8 %fa, 2
  %a3 = extractvalue %h8 %fa, 3
  %a4 = extractvalue %h8 %fa, 4
  %a5 = extractvalue %h8 %fa, 5
  %a6 = extractvalue %h8 %fa, 6
  %a7 = extractvalue %h8 %fa, 7
  %b0 = extractvalue %h8 %fb, 0
  %b1 = extractvalue %h8 %fb, 1
  %b2 = extractvalue %h8 %fb, 2
  %b3 = extractvalue %h8 %fb, 3
  %b4 = extractvalue %h8 %fb, 4
  %b5 = extractvalue %h8 %fb, 5
  %b6 = extractvalue %h8 %fb, 6
  %b7 = extractvalue %h8 %fb, 7
  %c0 = extractvalue %f8 %fc, 0
  %c1 = extractvalue %f8 %fc, 1
  %c2 = extractvalue %f8 %fc, 2
  %c3 = extractvalue %f8 %fc, 3
  %c4 = extractvalue %f8 %fc, 4
  %c5 = extractvalue %f8 %fc, 5
  %c6 = extractvalue %f8 %fc, 6
  %c7 = extractvalue %f8 %fc, 7
  %r = call %f8 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d0 = extractvalue %f8 %r, 0
  %d1 = extractvalue %f8 %r, 1
  %d2 = extractvalue %f8 %r, 2
  %d3 = extractvalue %f8 %r, 3
  %d4 = extractvalue %f8 %r, 4
  %d5 = extractvalue %f8 %r, 5
  %d6 = extractvalue %f8 %r, 6
  %d7 = extractvalue %f8 %r, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %d, float %d0, float %d1, float %d2, float %d3, float %d4, float %d5, float %d6, float %d7, i32 %s)
  ret void
}
declare %h8 @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3(ptr addrspace(3), i32)
declare %h8 @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1), i32)
declare %f8 @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr)
declare %f8 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1), float, float, float, float, float, float, float, float, i32)
