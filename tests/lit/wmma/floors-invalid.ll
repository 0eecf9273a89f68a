; Per-arch floors through named feature bits (int8 sm_72, sub-byte / b1
; sm_75, bf16 / tf32 / f64 sm_80), PTX minimums (m32n8k16 6.1, and.popc 7.1)
; and the f16 .satfinite ceiling (ptxas: not supported from PTX ISA 6.5).
; RUN: %ptxsel -mcpu=sm_70 -mattr=+ptx60 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx70 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM80 %s < %t80.err
; CHECK-DAG: error: wmma.load.a.sync.aligned.row.m16n16k16.s8 is not supported on sm_70 (requires has_wmma_int8: sm_72)
; CHECK-DAG: error: wmma.load.a.sync.aligned.row.m8n8k32.s4 is not supported on sm_70 (requires has_wmma_subbyte: sm_75)
; CHECK-DAG: error: wmma.load.a.sync.aligned.row.m8n8k4.f64 is not supported on sm_70 (requires has_wmma_bf16_tf32_f64: sm_80)
; CHECK-DAG: error: wmma.load.a.sync.row.m32n8k16.f16 requires PTX ISA 6.1 (the module targets PTX ISA 6.0; use -mattr=+ptx61)
; CHECK-NOT: satfinite
; SM80-DAG: error: wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 requires PTX ISA 7.1 (the module targets PTX ISA 7.0; use -mattr=+ptx71)
; SM80-DAG: error: wmma.mma.sync.aligned.row.col.m16n16k16.f16.f16.satfinite is not supported after PTX ISA 6.4 (the module targets PTX ISA 7.0)

%h4 = type {<2 x half>, <2 x half>, <2 x half>, <2 x half>}

define ptx_kernel void @k(ptr %p, ptr %o, i32 %x, <2 x half> %h) {
  %1 = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p0(ptr %p)
  %2 = call i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.s4.p0(ptr %p)
  %3 = call double @llvm.nvvm.wmma.m8n8k4.load.a.row.f64.p0(ptr %p)
  %4 = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m32n8k16.load.a.row.f16.p0(ptr %p)
  %5 = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1(i32 %x, i32 %x, i32 %x, i32 %x)
  %6 = call %h4 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h)
  %e = extractvalue %h4 %6, 0
  store <2 x half> %e, ptr %o
  ret void
}
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p0(ptr)
declare i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.s4.p0(ptr)
declare double @llvm.nvvm.wmma.m8n8k4.load.a.row.f64.p0(ptr)
declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m32n8k16.load.a.row.f16.p0(ptr)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1(i32, i32, i32, i32)
declare %h4 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
