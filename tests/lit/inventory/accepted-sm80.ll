; Warp-level mma rows ptxsel implements that no other test covered: the
; f16-accumulate m16n8k16, tf32 m16n8k4 and f64 m8n8k4 shapes CUTLASS's
; mma_sm80.hpp writes, the f32-accumulate m16n8k8 and the ordered-metadata
; sparse m16n8k16 (PTX 8.5), from upstream's intrinsics, assembled at sm_80.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx85 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

; CHECK-LABEL: .entry m(
; CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}},
; CHECK: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}},
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}},
; CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {{.*}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 0;

target triple = "nvptx64-nvidia-cuda"

declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32, i32, i32, float, float, float, float)
declare { double, double } @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32)

define ptx_kernel void @m(ptr addrspace(1) %o, <2 x half> %a, i32 %t, float %f, double %d) {
  %h = call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a)
  %h0 = extractvalue { <2 x half>, <2 x half> } %h, 0
  store <2 x half> %h0, ptr addrspace(1) %o
  %x = call { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32 %t, i32 %t, i32 %t, float %f, float %f, float %f, float %f)
  %x0 = extractvalue { float, float, float, float } %x, 0
  store float %x0, ptr addrspace(1) %o
  %y = call { double, double } @llvm.nvvm.mma.m8n8k4.row.col.f64(double %d, double %d, double %d, double %d)
  %y0 = extractvalue { double, double } %y, 0
  store double %y0, ptr addrspace(1) %o
  %z = call { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, float %f, float %f, float %f, float %f)
  %z0 = extractvalue { float, float, float, float } %z, 0
  store float %z0, ptr addrspace(1) %o
  %s = call { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %f, float %f, float %f, float %f, i32 %t, i32 0)
  %s0 = extractvalue { float, float, float, float } %s, 0
  store float %s0, ptr addrspace(1) %o
  ret void
}
