…; Per-arch floors through named feature bits (has_mma_turing sm_75,
; has_mma_ampere sm_80, has_stmatrix sm_90) and PTX minimums (ldmatrix and
; m16n8k8 6.5, m8n8k128 7.0, .and.popc 7.1).
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx64 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx70 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM80 %s < %t80.err
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx65 %s -o %t65.ptx 2> %t65.err; test $? -eq 1
; RUN: FileCheck --check-prefix=PTX65 %s < %t65.err
; RUN: not grep -e ldmatrix -e m16n8k8 %t65.err
; RUN: not grep -e ldmatrix -e bf16 -e xor.popc %t80.err
; A bit with a PTX floor is off below it (featbits.py checks each against ptxas):
; CHECK-DAG: error: ldmatrix.sync.aligned.m8n8.x4.shared.b16 is not supported on sm_75 (requires has_ldmatrix: sm_75)
; CHECK-DAG: error: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 is not supported on sm_75 (requires has_mma_turing: sm_75)
; CHECK-DAG: error: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 is not supported on sm_75 (requires has_mma_ampere: sm_80)
; CHECK-DAG: error: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc is not supported on sm_75 (requires has_mma_ampere: sm_80)
; CHECK-DAG: error: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 is not supported on sm_75 (requires has_stmatrix: sm_90)
; SM80-DAG: error: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc requires PTX ISA 7.1 (the module targets PTX ISA 7.0; use -mattr=+ptx71)
; SM80-DAG: error: stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 is not supported on sm_80 (requires has_stmatrix: sm_90)
; PTX65-DAG: error: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc requires PTX ISA 7.0 (the module targets PTX ISA 6.5; use -mattr=+ptx70)

define ptx_kernel void @k(ptr addrspace(3) %s, ptr %o, i32 %x, <2 x half> %h, float %f) {
  %1 = call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %s)
  %2 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half> %h, <2 x half> %h, <2 x half> %h, float %f, float %f, float %f, float %f)
  %3 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, float %f, float %f, float %f, float %f)
  %4 = call {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32 %x, i32 %x, i32 %x, i32 %x)
  %5 = call {i32, i32} @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32 %x, i32 %x, i32 %x, i32 %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %s, i32 %x, i32 %x, i32 %x, i32 %x)
  %e = extractvalue {float, float, float, float} %3, 0
  store float %e, ptr %o
  ret void
}
declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3), i32, i32, i32, i32)
