; A global initialised with a vector of integers narrower than a byte (or of
; a width that is not a multiple of 8) is bit-packed in memory: element i at
; bits i*w of a little-endian integer of the type's store size, as upstream
; LLVM prints it (sub-byte-constant-vector-convert.ll: <i4 1, i4 2> is the
; byte 33; llc-19 printed one byte per element, {1, 2}). ptxsel refused these
; initialisers ("symbol addresses in initialisers"). Undefined elements are
; zero. ptxas assembles the output.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK: .visible .global .align 1 .b8 test0[1] = {33};
@test0 = local_unnamed_addr addrspace(1) constant <2 x i4> <i4 1, i4 2>, align 1
; bits 0, 2, 3 and 8 (the last element is poison)
; CHECK: .visible .global .align 2 .b8 b[2] = {13, 1};
@b = addrspace(1) global <10 x i1> <i1 1, i1 0, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 1, i1 poison>
; 127 in bits 0..6, 1 at bit 7, 64 at bit 20
; CHECK: .visible .global .align 4 .b8 c[3] = {255, 0, 16};
@c = addrspace(1) global <3 x i7> <i7 127, i7 1, i7 64>
; CHECK: .visible .global .align 4 .b8 d[3] = {255, 47};
@d = addrspace(1) global <2 x i12> <i12 4095, i12 2>

define i8 @first() {
  %ld = load i8, ptr addrspace(1) @test0, align 1
  ret i8 %ld
}
