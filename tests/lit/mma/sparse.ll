; Warp-level sparse mma.sp (tablegen-data/mma_sp.td) on sm_80 at PTX 7.1
; and sm_90a at 8.0: f16, bf16 and s8 x u8 with .satfinite; the metadata
; word in a register, the sparsity selector printed as the immediate the
; call gives. ptxas accepts both (plain .sp draws an advisory only).
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx71 %s -o %t80.ptx && FileCheck %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx && FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t90.cubin
; CHECK: mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 3;
; CHECK: mma.sp.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 1;
; CHECK: mma.sp.sync.aligned.m16n8k64.row.col.satfinite.s32.s8.u8.s32
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 0;

%f4 = type {float, float, float, float}
%i4 = type {i32, i32, i32, i32}
%h2 = type {<2 x half>, <2 x half>}

define ptx_kernel void @k(ptr %out, <2 x half> %h, i32 %a, i32 %m, float %f) {
  %d = call %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, i32 %m, i32 3)
  %d0 = extractvalue %h2 %d, 0
  store <2 x half> %d0, ptr %out
  %b = call %f4 @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 1)
  %b0 = extractvalue %f4 %b, 0
  %o1 = getelementptr i8, ptr %out, i64 4
  store float %b0, ptr %o1
  %s = call %i4 @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %m, i32 0)
  %s0 = extractvalue %i4 %s, 2
  %o2 = getelementptr i8, ptr %out, i64 8
  store i32 %s0, ptr %o2
  ret void
}
declare %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare %i4 @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg)
