; ptxas 13.0 segfaults on an 8-bit WMMA fragment loaded in its transposed
; layout (A col-major, B row-major) from an address it folds to an integer
; with a negative stride, on sm_120 and sm_121: ptxsel refuses those loads
; there (exit 1, no output) and compiles them where ptxas takes them.
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx 2> %t120.err; test $? -eq 1
; RUN: FileCheck %s < %t120.err
; RUN: not test -e %t120.ptx
; RUN: %ptxsel -mcpu=sm_121a -mattr=+ptx88 %s -o %t121.ptx 2> %t121.err; test $? -eq 1
; RUN: FileCheck %s < %t121.err
; The same module on sm_100a and sm_90: compiled, and ptxas assembles it.
; RUN: %ptxsel -mcpu=sm_100a %s -o %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t100.cubin
; RUN: %ptxsel -mcpu=sm_90 %s -o %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
; The loads ptxas takes on sm_120 (run-time or global address, stride >= 0,
; native layout): compiled and assembled.
; RUN: %ptxsel -mcpu=sm_120 -mattr=+ptx87 %S/Inputs/ptxas-crash-ok.ll -o %tok.ptx
; RUN: %ptxas -arch=sm_120 %tok.ptx -o %tok.cubin

; CHECK-DAG: in function 'null_b': error: wmma.load.b.sync.aligned.row.m16n16k16.global.s8+stride: a constant integer address with a negative stride (-1) crashes ptxas 13.0 on {{sm_12[01]a?}}; refused
; CHECK-DAG: in function 'inttoptr_a': error: wmma.load.a.sync.aligned.col.m32n8k16.u8+stride: a constant integer address with a negative stride (-8) crashes ptxas 13.0 on {{sm_12[01]a?}}; refused
; CHECK-DAG: in function 'gep_b': error: wmma.load.b.sync.aligned.row.m8n32k16.shared.s8+stride: a constant integer address with a negative stride (-4) crashes ptxas 13.0 on {{sm_12[01]a?}}; refused

define ptx_kernel void @null_b(ptr addrspace(1) %o) {
  %f = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1) null, i32 -1)
  %x = extractvalue {i32, i32} %f, 1
  store i32 %x, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @inttoptr_a(ptr addrspace(1) %o) {
  %f = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m32n8k16.load.a.col.stride.u8.p0(ptr inttoptr (i64 4096 to ptr), i32 -8)
  %x = extractvalue {i32, i32, i32, i32} %f, 3
  store i32 %x, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @gep_b(ptr addrspace(1) %o) {
  %f = call {i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.s8.p3(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) null, i64 64), i32 -4)
  %x = extractvalue {i32, i32, i32, i32} %f, 0
  store i32 %x, ptr addrspace(1) %o
  ret void
}

declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1), i32)
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m32n8k16.load.a.col.stride.u8.p0(ptr, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k16.load.b.row.stride.s8.p3(ptr addrspace(3), i32)
