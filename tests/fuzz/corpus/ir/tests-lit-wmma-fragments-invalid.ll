!; Fragment cardinality and element types are checked against the shape and
; type (the row's signature): an m16n16k16 s8 A fragment is 2 x i32, an f16
; A fragment 8 x <2 x half>, an f32 accumulator 8 x float.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; CHECK-DAG: error: wrong result type for 'llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p0': expected {2 x i32}, got { i32, i32, i32, i32 }
; CHECK-DAG: error: wrong result type for 'llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0': expected {8 x <2 x half>}, got { i32, i32, i32, i32, i32, i32, i32, i32 }
; CHECK-DAG: error: wrong number of operands to 'llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p0': expected 9, got 5

define ptx_kernel void @k(ptr %p, float %f) {
  %1 = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p0(ptr %p)
  %2 = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr %p)
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p0(ptr %p, float %f, float %f, float %f, float %f)
  ret void
}
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p0(ptr)
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p0(ptr, float, float, float, float)
