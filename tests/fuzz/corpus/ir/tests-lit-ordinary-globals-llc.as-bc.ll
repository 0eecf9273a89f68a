…; Global declarations as llc-19 prints them: alignment (the variable's own,
; else its type's preferred one: structs 8, i128 16), linkage (.common,
; .weak, .visible .shared, private/internal bare), vector store sizes,
; open extern arrays, zero-sized globals, trailing zero bytes left to ptxas,
; a scalar i1 true as 0xff (llc's .u8 -1), and no data layout: NVPTX's.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -c -arch=sm_90a %t.ptx -o %t.cubin

; CHECK: .visible .global .align 4 .b8 a[12] = {1, 0, 0, 0, 2, 0, 0, 0, 3};
; CHECK-NEXT: .visible .global .align 16 .b8 v3[12];
; CHECK-NEXT: .visible .global .align 8 .b8 s[16] = {1, 0, 0, 0, 0, 0, 0, 0, 2};
; CHECK-NEXT: .visible .global .align 8 .b8 s1[1] = {1};
; CHECK-NEXT: .visible .global .align 16 .b8 i[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16};
; CHECK-NEXT: .visible .global .align 16 .b8 ineg[16] = {255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
; CHECK-NEXT: .common .global .align 4 .b8 c[4];
; CHECK-NEXT: .common .global .align 1 .b8 c3[3];
; CHECK-NEXT: .weak .global .align 4 .b8 w[4] = {1};
; CHECK-NEXT: .weak .global .align 4 .b8 lo[4];
; CHECK-NEXT: .global .align 4 .b8 in[4] = {3};
; CHECK-NEXT: .visible .shared .align 4 .b8 sh[16];
; CHECK-NEXT: .weak .shared .align 4 .b8 shc[4];
; CHECK-NEXT: .visible .global .align 1 .b8 b[1] = {255};
; CHECK-NEXT: .visible .global .align 32 .b8 al[4] = {97, 98};
; CHECK-NEXT: .visible .global .align 2 .b8 y[4] = {1};
; CHECK-NEXT: .visible .global .align 8 .b8 z;
; CHECK-NEXT: .visible .global .align 4 .b8 und[8] = {};
; CHECK-NEXT: .extern .global .align 8 .b8 e[2];
; CHECK-NEXT: .extern .global .align 4 .b8 e2[];
; CHECK-NEXT: .visible .global .align 1 .b8 huge[1099511627776];
; CHECK-NEXT: .visible .global .align 8 .b8 tailz[4294967297];

@a = addrspace(1) global [3 x i32] [i32 1, i32 2, i32 3]
@v3 = addrspace(1) global <3 x i32> zeroinitializer
@s = addrspace(1) global { i8, i64 } { i8 1, i64 2 }
@s1 = addrspace(1) global { i8 } { i8 1 }
@i = addrspace(1) global i128 1267650600228229401496703205376
@ineg = addrspace(1) global i128 -1
@c = common addrspace(1) global i32 0, align 4
@c3 = common addrspace(1) global [3 x i8] zeroinitializer
@w = weak addrspace(1) global i32 1
@lo = linkonce_odr addrspace(1) global i32 0
@in = internal addrspace(1) global i32 3
@sh = addrspace(3) global [4 x i32] undef
@shc = common addrspace(3) global i32 0
@b = addrspace(1) global i1 true
@al = addrspace(1) global [4 x i8] c"ab\00\00", align 32
@y = addrspace(1) global [1 x i32] [i32 1], align 2
@z = addrspace(1) global {} {}
@und = addrspace(1) global [2 x i32] [i32 0, i32 undef]
@e = external addrspace(1) global { i8, i8 }
@e2 = external addrspace(1) global [0 x i32]
; 1 TiB of zeros and 4 GiB of zeros then one byte: nothing is materialised
@huge = addrspace(1) global [1099511627776 x i8] zeroinitializer
@tailz = addrspace(1) global { [4294967296 x i8], i8 } { [4294967296 x i8] zeroinitializer, i8 0 }

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %x = load i32, ptr addrspace(3) @sh
  %y = load i32, ptr addrspace(3) @shc
  %q = add i32 %x, %y
  store i32 %q, ptr addrspace(1) %o
  ret void
}
