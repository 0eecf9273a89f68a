; Warp-level mma tile step: ldmatrix A (x4) and B (x2, .trans) from shared
; memory, m16n8k16 f16 -> f32 and bf16 mma, an s8 .satfinite and a b1
; and.popc mma; ptxas accepts the output on sm_80 (PTX 7.1) and sm_90a.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx71 %s -o %t80.ptx && FileCheck %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx && FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{d?[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{d?[0-9]+}}];
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}}
; CHECK: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}}
; CHECK: mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}}

%f4 = type {float, float, float, float}
%i4 = type {i32, i32, i32, i32}

define ptx_kernel void @k(ptr addrspace(3) %a, ptr addrspace(3) %b, ptr %out, i32 %x) {
  %la = call %i4 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %a)
  %lb = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %b)
  %a0 = extractvalue %i4 %la, 0
  %a1 = extractvalue %i4 %la, 1
  %a2 = extractvalue %i4 %la, 2
  %a3 = extractvalue %i4 %la, 3
  %b0 = extractvalue {i32, i32} %lb, 0
  %b1 = extractvalue {i32, i32} %lb, 1
  %h0 = bitcast i32 %a0 to <2 x half>
  %h1 = bitcast i32 %a1 to <2 x half>
  %h2 = bitcast i32 %a2 to <2 x half>
  %h3 = bitcast i32 %a3 to <2 x half>
  %hb0 = bitcast i32 %b0 to <2 x half>
  %hb1 = bitcast i32 %b1 to <2 x half>
  %d = call %f4 @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %h0, <2 x half> %h1, <2 x half> %h2, <2 x half> %h3, <2 x half> %hb0, <2 x half> %hb1, float 0.0, float 0.0, float 0.0, float 0.0)
  %d0 = extractvalue %f4 %d, 0
  %d1 = extractvalue %f4 %d, 1
  %d2 = extractvalue %f4 %d, 2
  %d3 = extractvalue %f4 %d, 3
  %e = call %f4 @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %d0, float %d1, float %d2, float %d3)
  %e0 = extractvalue %f4 %e, 0
  store float %e0, ptr %out
  %s = call %i4 @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %x, i32 %x, i32 %x, i32 %x)
  %s0 = extractvalue %i4 %s, 0
  %p = call %i4 @llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %s0, i32 %s0, i32 %s0, i32 %s0)
  %p0 = extractvalue %i4 %p, 3
  %o = getelementptr i8, ptr %out, i64 4
  store i32 %p0, ptr %o
  ret void
}
declare %i4 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))
declare %f4 @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare %f4 @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare %i4 @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare %i4 @llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
