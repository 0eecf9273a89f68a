; Fragment cardinality and element types are checked against the shape and
; type (the row's signature): an m16n8k16 f16 A fragment is 4 x <2 x half>,
; an m16n8k8 tf32 A fragment 4 x i32, an ldmatrix .x2 result {i32, i32},
; a stmatrix .x4 takes four i32.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: error: wrong number of operands to 'llvm.nvvm.mma.m16n8k16.row.col.f32.f32': expected 10, got 8
; CHECK-DAG: error: wrong result type for 'llvm.nvvm.mma.m16n8k16.row.col.f16.f16': expected {2 x <2 x half>}, got { i32, i32 }
; CHECK-DAG: error: wrong number of operands to 'llvm.nvvm.mma.m16n8k8.row.col.tf32': expected 10, got 8
; CHECK-DAG: error: wrong result type for 'llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3': expected {2 x i32}, got { i32, i32, i32, i32 }
; CHECK-DAG: error: wrong number of operands to 'llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3': expected 5, got 3

define ptx_kernel void @k(ptr addrspace(3) %s, i32 %x, <2 x half> %h, float %f) {
  %1 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, float %f, float %f, float %f, float %f)
  %2 = call {i32, i32} @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h)
  %3 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %x, i32 %x, i32 %x, i32 %x, float %f, float %f, float %f, float %f)
  %4 = call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %s)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %s, i32 %x, i32 %x)
  ret void
}
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {i32, i32} @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32, i32, i32, i32, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3), i32, i32)
