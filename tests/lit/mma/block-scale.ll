; Dense block-scaled mma (tablegen-data/mma.td, issue 13), upstream's
; llvm.nvvm.mma.block.scale.<geom>.row.col.<kind>[.scale.Nx].f32.<A>.<B>.f32.<stype>
; (a, b, c, i32 scale-a, i16 byte-id-a, i16 thread-id-a, i32 scale-b, i16
; byte-id-b, i16 thread-id-b): the ids are printed as .b16 registers, as
; upstream's llc prints them (constants moved into registers). .block_scale
; needs has_mma_block_scale (sm_120a/f, sm_121a/f) and PTX 8.7: ptxas
; "Instruction 'mma with block scale' not supported on .target 'sm_120'".
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx && FileCheck %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; RUN: %ptxsel -mcpu=sm_121f %s -o %t121.ptx && %ptxas -arch=sm_121f %t121.ptx -o %t121.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %tbad.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM120 %s < %t.err
; RUN: not test -e %tbad.ptx
; RUN: %ptxsel -mcpu=sm_100a %s -o %tbad.ptx 2> %t100.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM100A %s < %t100.err
; CHECK-DAG: mov.b16 [[ONE:%rs[0-9]+]], 1;
; CHECK-DAG: mov.b16 [[ZERO:%rs[0-9]+]], 0;
; CHECK: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e2m1.e4m3.f32.ue8m0
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {[[ONE]], [[ZERO]]},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e3m2.e2m3.f32.ue8m0
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: {%r{{.*}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; SM120: error: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e2m1.e4m3.f32.ue8m0 is not supported on sm_120 (requires has_mma_block_scale: sm_120f)
; SM100A: error: mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 is not supported on sm_100a (requires has_mma_block_scale: sm_120f)

%f4 = type {float, float, float, float}

define ptx_kernel void @k(ptr %out, i32 %a, float %f, i16 %s) {
  %r = call %f4 @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e4m3.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %a, i16 1, i16 0, i32 %a, i16 %s, i16 3)
  %r0 = extractvalue %f4 %r, 0
  %t = call %f4 @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e2m3.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %r0, float %f, float %f, float %f, i32 %a, i16 %s, i16 %s, i32 %a, i16 %s, i16 %s)
  %t0 = extractvalue %f4 %t, 0
  %u = call %f4 @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %t0, float %f, float %f, float %f, i32 %a, i16 0, i16 1, i32 %a, i16 2, i16 3)
  %u0 = extractvalue %f4 %u, 0
  %v = call %f4 @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %u0, float %f, float %f, float %f, i32 %a, i16 0, i16 1, i32 %a, i16 0, i16 3)
  %v0 = extractvalue %f4 %v, 0
  store float %v0, ptr %out
  ret void
}
declare %f4 @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
declare %f4 @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
declare %f4 @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
declare %f4 @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
