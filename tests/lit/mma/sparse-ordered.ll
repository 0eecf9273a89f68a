; Warp-level mma.sp::ordered_metadata (tablegen-data/mma_sp.td) on sm_90 at
; PTX 8.5: tf32, s4 and e4m3 x e5m2 inputs (has_mma_fp8); on sm_120a (PTX
; 8.7) also .kind::f8f6f4 with an e3m2 x e2m1 pair and an f16 accumulator
; (has_mma_f6f4_f16acc). ptxas accepts both modules.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx85 %s -o %t90.ptx && FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
; RUN: sed 's/^;KIND //' %s > %t.ll
; RUN: %ptxsel -mcpu=sm_120a %t.ll -o %t120.ptx && FileCheck --check-prefixes=CHECK,KIND %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 2;
; CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 1;
; CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f32.e4m3.e5m2.f32
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 0;
; KIND: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f16.e3m2.e2m1.f16
; KIND-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; KIND-NEXT: {%r{{.*}}},
; KIND-NEXT: {%r{{.*}}},
; KIND-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; KIND-NEXT: %r{{[0-9]+}},
; KIND-NEXT: 0;

%f4 = type {float, float, float, float}
%i4 = type {i32, i32, i32, i32}
%h2 = type {<2 x half>, <2 x half>}

define ptx_kernel void @k(ptr %out, <2 x half> %h, i32 %a, i32 %m, float %f) {
  %t = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k8.row.col.tf32(i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 2)
  %t0 = extractvalue %f4 %t, 0
  %s = call %i4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s4(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %m, i32 1)
  %s0 = extractvalue %i4 %s, 0
  %e = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %t0, float %f, float %f, float %f, i32 %s0, i32 0)
  %e3 = extractvalue %f4 %e, 3
  store float %e3, ptr %out
;KIND %k = call %h2 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e2m1.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h, i32 %m, i32 0)
;KIND %k1 = extractvalue %h2 %k, 1
;KIND %o = getelementptr i8, ptr %out, i64 8
;KIND store <2 x half> %k1, ptr %o
  ret void
}
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k8.row.col.tf32(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare %i4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
;KIND declare %h2 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg)
