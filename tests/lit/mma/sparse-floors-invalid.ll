; Floors of the sparse mma (tablegen-data/mma_sp.td), each from ptxas: mma.sp
; sm_80 (has_mma_ampere) and PTX 7.1, ::ordered_metadata PTX 8.5, e4m3 /
; e5m2 inputs has_mma_fp8 (sm_89, PTX 8.4), .kind::f8f6f4 has_mma_f8f6f4
; ('a' / 'f' targets from sm_100), with an FP6 / FP4 input also
; has_mma_f6f4_f16acc (sm_120f family). No output file on error.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx71 %s -o %t75.ptx 2> %t75.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM75 %s < %t75.err
; RUN: not test -e %t75.ptx
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx70 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck --check-prefix=PTX70 %s < %t80.err
; RUN: %ptxsel -mcpu=sm_88 -mattr=+ptx90 %s -o %t88.ptx 2> %t88.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM88 %s < %t88.err
; RUN: not grep -e m16n8k16 -e tf32 %t88.err
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx90 %s -o %t90.ptx 2> %t90.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM90A %s < %t90.err
; RUN: not grep -e e4m3.e4m3 %t90.err
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx90 %s -o %t100.ptx 2> %t100.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM100A %s < %t100.err
; RUN: not grep -e e5m2.e4m3 %t100.err
; SM75-DAG: error: mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 is not supported on sm_75 (requires has_mma_ampere: sm_80)
; SM75-DAG: error: mma.sp::ordered_metadata.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 is not supported on sm_75 (requires has_mma_ampere: sm_80)
; SM75-DAG: error: mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32 is not supported on sm_75 (requires has_mma_fp8: sm_89)
; PTX70-DAG: error: mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 requires PTX ISA 7.1 (the module targets PTX ISA 7.0; use -mattr=+ptx71)
; PTX70-DAG: error: mma.sp::ordered_metadata.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 requires PTX ISA 8.5 (the module targets PTX ISA 7.0; use -mattr=+ptx85)
; SM88-DAG: error: mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32 is not supported on sm_88 (requires has_mma_fp8: sm_89)
; SM88-DAG: error: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e5m2.e4m3.f32 is not supported on sm_88 (requires has_mma_f8f6f4: sm_100f, sm_110f, sm_120f)
; SM90A-DAG: error: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e5m2.e4m3.f32 is not supported on sm_90a (requires has_mma_f8f6f4: sm_100f, sm_110f, sm_120f)
; SM90A-DAG: error: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e2m3.e4m3.f32 is not supported on sm_90a (requires has_mma_f8f6f4: sm_100f, sm_110f, sm_120f)
; SM100A: error: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e2m3.e4m3.f32 is not supported on sm_100a (requires has_mma_f6f4_f16acc: sm_120f)

%f4 = type {float, float, float, float}
%i4 = type {i32, i32, i32, i32}
%h2 = type {<2 x half>, <2 x half>}
define ptx_kernel void @k(ptr %out, <2 x half> %h, i32 %a, i32 %m, float %f) {
  %1 = call %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, i32 %m, i32 0)
  %2 = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k8.row.col.tf32(i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 0)
  %3 = call %f4 @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 0)
  %4 = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 0)
  %5 = call %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f, i32 %m, i32 0)
  ret void
}
declare %h2 @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k8.row.col.tf32(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare %f4 @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
