; Dense warp-level mma with e4m3 / e5m2 inputs and no kind (tablegen-data/
; mma.td, issue 13; upstream's llvm.nvvm.mma.<geom>.row.col.<D>.<A>.<B>.<C>):
; has_mma_fp8 (sm_89). m16n8k32 with an f32 accumulator from PTX 8.4; an f16
; accumulator and m16n8k16 from PTX 8.7 (ptxas: "Feature 'mma with FP8
; floating point type and FP16 accumulation' requires PTX ISA .version 8.7").
; RUN: sed 's/^;K16 //' %s > %t.ll
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx84 %s -o %t84.ptx && FileCheck --check-prefix=K32 %s < %t84.ptx
; RUN: %ptxas -arch=sm_89 %t84.ptx -o %t84.cubin
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx87 %t.ll -o %t87.ptx && FileCheck --check-prefixes=K32,K16 %s < %t87.ptx
; RUN: %ptxas -arch=sm_89 %t87.ptx -o %t87.cubin
; RUN: %ptxsel -mcpu=sm_120 %t.ll -o %t120.ptx && FileCheck --check-prefixes=K32,K16 %s < %t120.ptx
; RUN: %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; The f16 accumulator at PTX 8.4, and sm_86: refused, no output.
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx84 %t.ll -o %tbad.ptx 2> %t84.err; test $? -eq 1
; RUN: FileCheck --check-prefix=PTX84 %s < %t84.err
; RUN: not test -e %tbad.ptx
; RUN: %ptxsel -mcpu=sm_86 -mattr=+ptx87 %s -o %tbad.ptx 2> %t86.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM86 %s < %t86.err
; RUN: not test -e %tbad.ptx
; K32: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32
; K32-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; K32-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; K32-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; K32-NEXT: {%{{[fr]}}{{.*}}}
; K16: mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e5m2.f16
; K16-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; K16-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; K16-NEXT: {%r{{[0-9]+}}},
; K16-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}};
; PTX84: error: mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e5m2.f16 requires PTX ISA 8.7 (the module targets PTX ISA 8.4; use -mattr=+ptx87)
; SM86: error: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 is not supported on sm_86 (requires has_mma_fp8: sm_89)

%f4 = type {float, float, float, float}
%h2 = type {<2 x half>, <2 x half>}

define ptx_kernel void @k(ptr %out, i32 %a, float %f, <2 x half> %h) {
  %r = call %f4 @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f)
  %r0 = extractvalue %f4 %r, 0
  store float %r0, ptr %out
;K16 %s = call %h2 @llvm.nvvm.mma.m16n8k16.row.col.f16.e5m2.e5m2.f16(i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h)
;K16 %s1 = extractvalue %h2 %s, 1
;K16 %o = getelementptr i8, ptr %out, i64 8
;K16 store <2 x half> %s1, ptr %o
  ret void
}
declare %f4 @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)
;K16 declare %h2 @llvm.nvvm.mma.m16n8k16.row.col.f16.e5m2.e5m2.f16(i32, i32, i32, <2 x half>, <2 x half>)
