; Malformed warp-level mma / ldmatrix / stmatrix names: shape x input type
; table, layouts, popc on b1 only, .satfinite, the f16 D / C pairing ptxas
; enforces (LLVM 19 defines m16n8k16 f16.f32 / f32.f16; ptxas rejects them),
; the shared-memory pointer of ldmatrix / stmatrix.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n16k16.row.col.f32.f32': m16n16k16 is not a warp-level mma shape (m8n8k4, m16n8k4, m16n8k8, m16n8k16, m8n8k16, m16n8k32, m8n8k32, m16n8k64, m8n8k128, m16n8k128, m16n8k256)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k4.row.col.bf16': mma shape m16n8k4 has no input type bf16
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k32.row.col.s8.u4': mma A and B types differ only in signedness (s8 / u8, s4 / u4)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k16.col.col.bf16': mma is row.col only (m8n8k4 with f16 inputs also takes row.row, col.col, col.row)
; CHECK-DAG: error: 'llvm.nvvm.mma.xor.popc.m16n8k32.row.col.s8': .xor.popc / .and.popc apply to b1 mma only, and b1 mma needs one of them
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k256.row.col.b1': .xor.popc / .and.popc apply to b1 mma only, and b1 mma needs one of them
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k8.row.col.satfinite.tf32': mma .satfinite applies to s8, u8, s4 and u4 only
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k16.row.col.f32.f16': mma m16n8k16 with f16 inputs takes D and C of one type (f16.f16 or f32.f32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m16n8k16.row.col.f16.f32': mma m16n8k16 with f16 inputs takes D and C of one type (f16.f16 or f32.f32)
; CHECK-DAG: error: 'llvm.nvvm.mma.m8n8k4.row.col.f16.f32': mma m8n8k4 has no f16 D with an f32 C
; CHECK-DAG: error: 'llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p1': ldmatrix addresses shared memory: the pointer is generic (.p0) or shared (.p3)
; CHECK-DAG: error: 'llvm.nvvm.ldmatrix.sync.aligned.m8n8.x8.b16.p3': ldmatrix moves .x1, .x2 or .x4 matrices
; CHECK-DAG: error: 'llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.b8.p3': stmatrix shapes are sync.aligned.m8n8 (.b16) and m16n8.x{1,2,4}.trans.b8 (sm_100)
; CHECK-DAG: error: 'llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b8.p3': stmatrix m8n8 moves .b16 elements

define ptx_kernel void @k(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %x, <2 x half> %h, float %f) {
  %1 = call {float, float} @llvm.nvvm.mma.m16n16k16.row.col.f32.f32(i32 %x)
  %2 = call {float, float} @llvm.nvvm.mma.m16n8k4.row.col.bf16(i32 %x)
  %3 = call {i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.s8.u4(i32 %x)
  %4 = call {float, float} @llvm.nvvm.mma.m16n8k16.col.col.bf16(i32 %x)
  %5 = call {i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k32.row.col.s8(i32 %x)
  %6 = call {i32, i32} @llvm.nvvm.mma.m16n8k256.row.col.b1(i32 %x)
  %7 = call {float, float} @llvm.nvvm.mma.m16n8k8.row.col.satfinite.tf32(i32 %x)
  %8 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h)
  %9 = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, float %f, float %f, float %f, float %f)
  %10 = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m8n8k4.row.col.f16.f32(<2 x half> %h)
  %11 = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p1(ptr addrspace(1) %g)
  %12 = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x8.b16.p3(ptr addrspace(3) %s)
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.b8.p3(ptr addrspace(3) %s, i32 %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b8.p3(ptr addrspace(3) %s, i32 %x)
  ret void
}
declare {float, float} @llvm.nvvm.mma.m16n16k16.row.col.f32.f32(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k4.row.col.bf16(i32)
declare {i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.s8.u4(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k16.col.col.bf16(i32)
declare {i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k32.row.col.s8(i32)
declare {i32, i32} @llvm.nvvm.mma.m16n8k256.row.col.b1(i32)
declare {float, float} @llvm.nvvm.mma.m16n8k8.row.col.satfinite.tf32(i32)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m8n8k4.row.col.f16.f32(<2 x half>)
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p1(ptr addrspace(1))
declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x8.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.b8.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b8.p3(ptr addrspace(3), i32)
