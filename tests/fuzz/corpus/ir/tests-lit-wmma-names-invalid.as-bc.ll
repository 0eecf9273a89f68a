…; Malformed WMMA names: shape x type table, popc on b1 only, sub-byte
; layouts, rounding / satfinite modifiers, fragment roles, two layouts on mma.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: error: 'llvm.nvvm.wmma.m8n32k8.load.a.row.tf32.p0': m8n32k8 is not a WMMA shape (m16n16k16, m32n8k16, m8n32k16, m16n16k8, m8n8k4, m8n8k32, m8n8k128)
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.load.a.row.tf32.p0': WMMA shape m16n16k16 has no a fragment of type tf32
; CHECK-DAG: error: 'llvm.nvvm.wmma.m8n8k32.load.a.col.s4.p0': s4 WMMA fragments are A row-major and B column-major only
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.load.d.row.f32.p0': WMMA loads take fragment a, b or c and stores fragment d
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.mma.xor.popc.row.col.s8': .xor.popc / .and.popc apply to b1 WMMA only, and b1 WMMA needs one of them
; CHECK-DAG: error: 'llvm.nvvm.wmma.m8n8k128.mma.row.col.b1': .xor.popc / .and.popc apply to b1 WMMA only, and b1 WMMA needs one of them
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.mma.row.col.row.f32.f32': a WMMA mma names two layouts, A's and B's (C and D take the layout of their load and store)
; CHECK-DAG: error: 'llvm.nvvm.wmma.m8n8k32.mma.col.col.s4': s4 WMMA mma is row.col only
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.mma.row.col.rn.f32.f32': WMMA rounding modifiers apply to f64 only
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16.satfinite': WMMA .satfinite applies to f16, s8, u8, s4 and u4 only
; CHECK-DAG: error: 'llvm.nvvm.wmma.m16n16k8.mma.row.col.f16.f16': WMMA shape m16n16k8 has no f16 mma with D type f16 and C type f16

define ptx_kernel void @k(ptr %p, i32 %x) {
  %1 = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k8.load.a.row.tf32.p0(ptr %p)
  %2 = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.tf32.p0(ptr %p)
  %3 = call i32 @llvm.nvvm.wmma.m8n8k32.load.a.col.s4.p0(ptr %p)
  %4 = call {float, float} @llvm.nvvm.wmma.m16n16k16.load.d.row.f32.p0(ptr %p)
  %5 = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.xor.popc.row.col.s8(i32 %x)
  %6 = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.row.col.b1(i32 %x)
  %7 = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.row.f32.f32(i32 %x)
  %8 = call {i32, i32} @llvm.nvvm.wmma.m8n8k32.mma.col.col.s4(i32 %x)
  %9 = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.rn.f32.f32(i32 %x)
  %10 = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16.satfinite(i32 %x)
  %11 = call {i32, i32} @llvm.nvvm.wmma.m16n16k8.mma.row.col.f16.f16(i32 %x)
  ret void
}
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k8.load.a.row.tf32.p0(ptr)
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.tf32.p0(ptr)
declare i32 @llvm.nvvm.wmma.m8n8k32.load.a.col.s4.p0(ptr)
declare {float, float} @llvm.nvvm.wmma.m16n16k16.load.d.row.f32.p0(ptr)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.xor.popc.row.col.s8(i32)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.row.col.b1(i32)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.row.f32.f32(i32)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k32.mma.col.col.s4(i32)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.rn.f32.f32(i32)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16.satfinite(i32)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k8.mma.row.col.f16.f16(i32)
