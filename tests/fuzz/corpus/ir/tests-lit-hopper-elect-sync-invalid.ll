; elect.sync result types other than {i32, i1} and {i32, i8} are rejected
; with the expected type; nothing is written.
; RUN: rm -f %t.i16.ptx
; RUN: sed 's/RTY/{ i32, i16 }/g' %s > %t.i16.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.i16.ll -o %t.i16.ptx 2>&1 | FileCheck %s -DGOT='{ i32, i16 }'
; RUN: not test -e %t.i16.ptx
; RUN: sed 's/RTY/{ i32, i32 }/g' %s > %t.i32.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.i32.ll -o %t.i32.ptx 2>&1 | FileCheck %s -DGOT='{ i32, i32 }'
; RUN: sed 's/RTY/{ i1, i1 }/g' %s > %t.i1.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.i1.ll -o %t.i1.ptx 2>&1 | FileCheck %s -DGOT='{ i1, i1 }'
; RUN: sed 's/RTY/{ i32 }/g' %s > %t.one.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.one.ll -o %t.one.ptx 2>&1 | FileCheck %s -DGOT='{ i32 }'
; RUN: sed 's/RTY/{ i32, i1, i32 }/g' %s > %t.three.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.three.ll -o %t.three.ptx 2>&1 | FileCheck %s -DGOT='{ i32, i1, i32 }'
; RUN: sed 's/RTY/i32/g' %s > %t.scalar.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.scalar.ll -o %t.scalar.ptx 2>&1 | FileCheck %s -DGOT='i32'

; CHECK: error: wrong result type for 'llvm.nvvm.elect.sync': expected {i32, i1} (or {i32, i8}, a C bool), got [[GOT]]

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %e = call RTY @llvm.nvvm.elect.sync(i32 -1)
  store RTY %e, ptr addrspace(1) %o
  ret void
}

declare RTY @llvm.nvvm.elect.sync(i32)
