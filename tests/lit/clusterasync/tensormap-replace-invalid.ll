; tensormap.replace refusals, each with what it needs, exit 1, no output:
; a base target (sm_90), PTX 8.2, an ordinal out of 0..4, elemtype 13 on
; sm_90a and at PTX 8.6 on sm_100a, swizzle_mode 4 off sm_103a,
; swizzle_atomicity on sm_90a.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx83 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=BASE < %t.err
; RUN: not test -e %t.ptx
; BASE: error: tensormap.replace.tile.global_address.global.b1024.b64 is not supported on sm_90 (requires has_tensormap_replace: sm_90a, sm_100f, sm_110f, sm_120f)
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx82 %s -o %t82.ptx 2> %t82.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX82 < %t82.err
; PTX82: error: tensormap.replace.tile.global_address.global.b1024.b64 requires PTX ISA 8.3 (the module targets PTX ISA 8.2; use -mattr=+ptx83)
; RUN: sed 's/i32 4, i32 %w/i32 5, i32 %w/' %s > %t.ord.ll
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx83 %t.ord.ll -o %t.ord.ptx 2> %t.ord.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=ORD < %t.ord.err
; ORD: error: operand 1 of 'tensormap.replace.tile.box_dim.global.b1024.b32' is 5, outside the range 0..4
; RUN: sed 's/elemtype.p1(ptr addrspace(1) %g, i32 12)/elemtype.p1(ptr addrspace(1) %g, i32 13)/' %s > %t.et.ll
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx83 %t.et.ll -o %t.et.ptx 2> %t.et.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=ET90 < %t.et.err
; ET90: error: tensormap.replace.tile.elemtype.global.b1024.b32 with value 13 is not supported on sm_90a with PTX ISA {{[0-9.]+}} (requires has_tensormap_sm100: sm_100f, sm_110f, sm_120f, and PTX ISA 8.7)
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %t.et.ll -o %t.et86.ptx 2> %t.et86.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=ET86 < %t.et86.err
; ET86: error: tensormap.replace.tile.elemtype.global.b1024.b32 with value 13 is not supported on sm_100a with PTX ISA 8.6 (requires has_tensormap_sm100: sm_100f, sm_110f, sm_120f, and PTX ISA 8.7)
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %t.et.ll -o %t.et87.ptx
; RUN: %ptxas -arch=sm_100a %t.et87.ptx -o %t.et87.cubin
; RUN: sed 's/swizzle.mode.p1(ptr addrspace(1) %g, i32 3)/swizzle.mode.p1(ptr addrspace(1) %g, i32 4)/' %s > %t.sw.ll
; RUN: %ptxsel -mcpu=sm_100a %t.sw.ll -o %t.sw.ptx 2> %t.sw.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SW < %t.sw.err
; SW: error: tensormap.replace.tile.swizzle_mode.global.b1024.b32 with value 4 is not supported on sm_100a with PTX ISA {{[0-9.]+}} (requires has_tensormap_swizzle_mode4: sm_103a, and PTX ISA 8.8)
; RUN: sed 's/;ATOM: //' %s > %t.at.ll
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx86 %t.at.ll -o %t.at.ptx 2> %t.at.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=AT < %t.at.err
; AT: error: tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 is not supported on sm_90a (requires has_tensormap_sm100: sm_100f, sm_110f, sm_120f)

define ptx_kernel void @k(ptr addrspace(1) %g, i64 %v, i32 %w) {
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %g, i64 %v)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %g, i32 4, i32 %w)
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %g, i32 12)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, i32 3)
;ATOM:  call void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p1(ptr addrspace(1) %g, i32 1)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p1(ptr addrspace(1), i32)
