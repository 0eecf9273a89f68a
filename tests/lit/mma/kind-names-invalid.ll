; Malformed fp8 / fp6 / fp4 and block-scaled mma names (verify/mma.c, issue
; 13): four types (D.A.B.C) for fp8 inputs, D = C, fp6 / fp4 only with
; .kind::f8f6f4, the shapes the rows have; block-scale variants no row has;
; upstream's mxf4nvf4.scale.4x ... ue8m0, which ptxas rejects. The sparse
; shapes list no block-scale "shape".
; RUN: %ptxsel -mcpu=sm_120a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k32.row.col.f32.e2m1.e4m3.f32': e2m1 inputs need .kind::f8f6f4 (llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e4m3.f32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f16': mma with fp8 / fp6 / fp4 inputs takes D and C of one type (f16.f16 or f32.f32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k16.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32': mma m16n8k16 with these types is not a warp-level mma of .kind::f8f6f4 (shapes: m16n8k32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e5m2.f32': mma m16n8k64 with these types is not a warp-level mma without a kind (shapes: m16n8k16, m16n8k32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k32.row.col.e4m3.e5m2': an mma with fp8 / fp6 / fp4 inputs names its D, A, B and C types (llvm.nvvm.mma.<geom>.row.col[.kind.f8f6f4].<D>.<A>.<B>.<C>)
; CHECK-DAG: error: 'llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0': ptxas 13 rejects mxf4nvf4 scale_vec::4X with ue8m0 scales (upstream LLVM defines the name); use ue4m3
; CHECK-DAG: error: 'llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.1x.f32.e2m1.e2m1.f32.ue8m0': no block-scaled mma has this shape, kind, scale vector, scale type and A / B types
; CHECK-DAG: error: 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0': ptxas 13 rejects mxf4nvf4 scale_vec::4X with ue8m0 scales (upstream LLVM defines the name); use ue4m3
; CHECK-DAG: error: 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.2x.f32.e4m3.e4m3.f32.ue8m0': no block-scaled mma has this shape, kind, scale vector, scale type and A / B types
; CHECK-DAG: error: 'llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32': no sparse warp-level mma has this shape, layout and types (sparse shapes: m16n8k16, m16n8k32, m16n8k8, m16n8k64, m16n8k128; the layout is row.col)

define ptx_kernel void @k(i32 %x) {
  %1 = call {float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e2m1.e4m3.f32(i32 %x)
  %2 = call {float, float} @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f16(i32 %x)
  %3 = call {float, float} @llvm.nvvm.mma.m16n8k16.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32 %x)
  %4 = call {float, float} @llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32 %x)
  %5 = call {float, float} @llvm.nvvm.mma.m16n8k32.row.col.e4m3.e5m2(i32 %x)
  %6 = call {float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0(i32 %x)
  %7 = call {float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.1x.f32.e2m1.e2m1.f32.ue8m0(i32 %x)
  %8 = call {float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0(i32 %x)
  %9 = call {float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.2x.f32.e4m3.e4m3.f32.ue8m0(i32 %x)
  %10 = call {float, float} @llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32(i32 %x)
  ret void
}
declare {float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e2m1.e4m3.f32(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f16(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k16.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k32.row.col.e4m3.e5m2(i32)
declare {float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0(i32)
declare {float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.1x.f32.e2m1.e2m1.f32.ue8m0(i32)
declare {float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue8m0(i32)
declare {float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.2x.f32.e4m3.e4m3.f32.ue8m0(i32)
declare {float, float} @llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32(i32)
