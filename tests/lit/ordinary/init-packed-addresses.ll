; Addresses at offsets that are not multiples of 8 in an initialiser (packed
; structs): the global is printed as bytes and each address byte with PTX's
; mask operator, 0xFF(sym) .. 0xFF00000000000000(sym), as llc-19 prints it
; (PTX 7.1; below it the global is refused with the version it needs).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -c -arch=sm_90a %t.ptx -o %t.o
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t75.ptx 2> %t75.err
; RUN: FileCheck --check-prefix=OLD %s < %t75.err
target triple = "nvptx64-nvidia-cuda"

declare void @func()
@p = addrspace(1) global i8 0

; CHECK: .visible .global .align 1 .u8 s1[21] = {12, 0, 0xFF(generic(p)+3), 0xFF00(generic(p)+3), 0xFF0000(generic(p)+3), 0xFF000000(generic(p)+3), 0xFF00000000(generic(p)+3), 0xFF0000000000(generic(p)+3), 0xFF000000000000(generic(p)+3), 0xFF00000000000000(generic(p)+3), 34, 0xFF(func), 0xFF00(func), 0xFF0000(func), 0xFF000000(func), 0xFF00000000(func), 0xFF0000000000(func), 0xFF000000000000(func), 0xFF00000000000000(func), 0, 0};
; OLD: error: initialised packed aggregate with addresses 's1' requires PTX ISA 7.1 (the module targets PTX ISA 6.3; use -mattr=+ptx71)
@s1 = addrspace(1) global <{ i16, ptr, i8, ptr, i16 }> <{
    i16 12,
    ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @p, i32 3) to ptr),
    i8 34, ptr @func, i16 0 }>, align 1

; Aligned addresses stay words.
; CHECK: .visible .global .align 8 .u64 s4[2] = {func, 15};
@s4 = addrspace(1) global <{ ptr, i64 }> <{ ptr @func, i64 15 }>, align 1
