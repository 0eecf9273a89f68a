; Sparse block-scaled mma (tablegen-data/mma_sp.td, issue 13), upstream's
; llvm.nvvm.mma.sp.ordered.metadata.block.scale.<geom>.row.col.<kind>[.scale.Nx]
; .f32.<A>.<B>.f32.<stype> (a x4, b x4, c x4, metadata, immarg selector 0,
; then the scale operands of the dense form). m16n8k64 kind::mxf8f6f4: the
; sm_120f family (has_mma_block_scale); m16n8k128 kind::mxf4 / mxf4nvf4:
; sm_120a / sm_121a only (has_mma_sp_block_scale_fp4; ptxas: "Instruction
; 'Sparse mma with block scale' not supported on .target 'sm_120f'").
; RUN: sed 's/^;FP4 //' %s > %t.ll
; RUN: %ptxsel -mcpu=sm_120a %t.ll -o %t120.ptx && FileCheck --check-prefixes=CHECK,FP4 %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; RUN: %ptxsel -mcpu=sm_121f %s -o %t121.ptx && FileCheck %s < %t121.ptx
; RUN: %ptxas -arch=sm_121f %t121.ptx -o %t121.cubin
; RUN: %ptxsel -mcpu=sm_120f %t.ll -o %tbad.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM120F %s < %t.err
; RUN: not grep mxf8f6f4 %t.err
; RUN: not test -e %tbad.ptx
; A selector other than 0 is refused (the immarg's domain).
; RUN: sed 's/i32 %m, i32 0, i32 %a, i16 1/i32 %m, i32 1, i32 %a, i16 1/' %s > %tsel.ll
; RUN: not %ptxsel -mcpu=sm_120a %tsel.ll -o %tbad.ptx 2> %tsel.err
; RUN: FileCheck --check-prefix=SEL %s < %tsel.err
; CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0
; CHECK-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}{{.*}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: 0,
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}},
; CHECK-NEXT: %r{{[0-9]+}},
; CHECK-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; FP4: mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3
; FP4-NEXT: {%{{[fr]}}{{.*}}},
; FP4-NEXT: {%r{{.*}}},
; FP4-NEXT: {%r{{.*}}},
; FP4-NEXT: {%{{[fr]}}{{.*}}},
; FP4-NEXT: %r{{[0-9]+}},
; FP4-NEXT: 0,
; FP4-NEXT: %r{{[0-9]+}},
; FP4-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}},
; FP4-NEXT: %r{{[0-9]+}},
; FP4-NEXT: {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; SM120F: error: mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 is not supported on sm_120f (requires has_mma_sp_block_scale_fp4: sm_120a, sm_121a)
; SEL: error: operand 13 of 'mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0' is 1, expected 0

%f4 = type {float, float, float, float}

define ptx_kernel void @k(ptr %out, i32 %a, i32 %m, float %f, i16 %s) {
  %r = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 0, i32 %a, i16 1, i16 0, i32 %a, i16 %s, i16 3)
  %r0 = extractvalue %f4 %r, 0
  store float %r0, ptr %out
;FP4 %v = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %r0, float %f, float %f, float %f, i32 %m, i32 0, i32 %a, i16 0, i16 1, i32 %a, i16 0, i16 3)
;FP4 %v0 = extractvalue %f4 %v, 0
;FP4 %o = getelementptr i8, ptr %out, i64 4
;FP4 store float %v0, ptr %o
  ret void
}
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg, i32, i16, i16, i32, i16, i16)
;FP4 declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg, i32, i16, i16, i32, i16, i16)
