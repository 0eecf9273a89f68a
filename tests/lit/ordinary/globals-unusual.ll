; Unusual module-scope variables, each printed from its machine-IR record
; (mc/print.c): address arrays with addends,
; null and integer words, generic() of const and global symbols, a
; function, padded struct arrays, half/bfloat/i128 data, strings with
; escapes in const and global space, weak_odr/linkonce/common/extern/
; extern_weak linkage, nested arrays, undef and poison elements, and a
; 16 GiB zero array that is never materialised.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -c -arch=sm_90a %t.ptx -o %t.o
; A generic pointer to an addrspace(0) variable is generic(sym), as llc-19
; prints it (the variable lives in .global). A negative addend is printed
; as +(-N): ptxas rejects the "sym-N" llc-19 prints. The address of a
; shared variable cannot be an initial value (ptxas: "Variable used as
; initial value not in .global or .const state space"): refused.
; RUN: %ptxsel -O0 -mcpu=sm_90a %S/Inputs/globals-addend.ll -o %t2.ptx
; RUN: FileCheck %s --check-prefix=ADD < %t2.ptx
; RUN: %ptxas -c -arch=sm_90a %t2.ptx -o %t2.o
; ADD: .visible .global .align 8 .u64 p[1] = {generic(g_arr)+(-16)};
; ADD: .visible .global .align 8 .u64 r[2] = {g_arr+(-4), g_arr+8};
; RUN: not %ptxsel -O0 -mcpu=sm_90a %S/Inputs/globals-shared-addr.ll -o %t3.ptx 2>&1 | FileCheck %s --check-prefix=SH
; RUN: test ! -e %t3.ptx
; SH: error: initialiser of global 'q' holds the address of 'sh' in address space 3: PTX initialisers may only hold addresses of .global and .const variables and of functions
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [16 x float] undef, align 4
@c_tab = addrspace(4) constant [4 x i32] [i32 1, i32 -2, i32 3, i32 0]
@str = private unnamed_addr addrspace(4) constant [12 x i8] c"hello world\00"
@str1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a\0Ab\22c\00"
@g_arr = addrspace(1) global [4 x i64] [i64 1, i64 2, i64 3, i64 4]
@ptrs = addrspace(1) global [5 x ptr] [ptr addrspacecast (ptr addrspace(4) getelementptr (i8, ptr addrspace(4) @c_tab, i64 8) to ptr), ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g_arr, i64 16) to ptr), ptr null, ptr addrspacecast (ptr addrspace(4) @str to ptr), ptr inttoptr (i64 1234 to ptr)]
@ptrs1 = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g_arr, i64 24), ptr addrspace(1) @str1]
%pad = type { i8, i32, i16, i64, i8 }
@padded_arr = addrspace(1) global [2 x %pad] [%pad { i8 -1, i32 0, i16 -1, i64 0, i8 0 }, %pad { i8 0, i32 0, i16 0, i64 0, i8 9 }]
@cm = common addrspace(1) global [10 x i32] zeroinitializer, align 16
@wko = weak_odr addrspace(4) constant i32 5
@lo = linkonce addrspace(1) global i16 3
@ex4 = external addrspace(4) global i32
@exw = extern_weak addrspace(1) global i32
@huge = internal addrspace(1) global [4294967296 x i32] zeroinitializer
@tail = addrspace(1) global { [20 x i8], i32 } { [20 x i8] zeroinitializer, i32 1 }
@h = addrspace(1) global [4 x half] [half 1.0, half -0.0, half 0xH7C00, half 0xH0001]
@bf = addrspace(4) constant [3 x bfloat] [bfloat 1.0, bfloat 0xR7FC0, bfloat -2.5]
@q = addrspace(1) global [2 x i128] [i128 -170141183460469231731687303715884105728, i128 18446744073709551616]
@f = addrspace(1) global { float, double } { float -0.0, double 0x7FF8000000000001 }
@v = addrspace(1) global <3 x i16> <i16 1, i16 2, i16 3>
@gen = global i32 42
@genp = global ptr @gen
@fp = addrspace(1) global ptr @kfun
@nest = addrspace(1) global [2 x [3 x i8]] [[3 x i8] c"abc", [3 x i8] c"\00\00\01"]
@ua = addrspace(1) global [3 x i32] [i32 undef, i32 7, i32 poison]

; CHECK: .visible .func kfun();
; CHECK-EMPTY:
; CHECK-NEXT: .shared .align 4 .b8 sh[64];
; CHECK-NEXT: .visible .const .align 4 .b8 c_tab[16] = {1, 0, 0, 0, 254, 255, 255, 255, 3};
; CHECK-NEXT: .const .align 1 .b8 str[12] = {104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100};
; CHECK-NEXT: .global .align 1 .b8 str1[6] = {97, 10, 98, 34, 99};
; CHECK-NEXT: .visible .global .align 8 .b8 g_arr[32] = {1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4};
; CHECK-NEXT: .visible .global .align 8 .u64 ptrs[5] = {generic(c_tab)+8, generic(g_arr)+16, 0, generic(str), 1234};
; CHECK-NEXT: .visible .global .align 8 .u64 ptrs1[2] = {g_arr+24, str1};
; CHECK-NEXT: .visible .global .align 8 .b8 padded_arr[64] = {255, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9};
; CHECK-NEXT: .common .global .align 16 .b8 cm[40];
; CHECK-NEXT: .weak .const .align 4 .b8 wko[4] = {5};
; CHECK-NEXT: .weak .global .align 2 .b8 lo[2] = {3};
; CHECK-NEXT: .extern .const .align 4 .b8 ex4[4];
; CHECK-NEXT: .global .align 4 .b8 exw[4];
; CHECK-NEXT: .global .align 4 .b8 huge[17179869184];
; CHECK-NEXT: .visible .global .align 8 .b8 tail[24] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
; CHECK-NEXT: .visible .global .align 2 .b8 h[8] = {0, 60, 0, 128, 0, 124, 1};
; CHECK-NEXT: .visible .const .align 2 .b8 bf[6] = {128, 63, 192, 127, 32, 192};
; CHECK-NEXT: .visible .global .align 16 .b8 q[32] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 1};
; CHECK-NEXT: .visible .global .align 8 .b8 f[16] = {0, 0, 0, 128, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 248, 127};
; CHECK-NEXT: .visible .global .align 8 .b8 v[6] = {1, 0, 2, 0, 3};
; CHECK-NEXT: .visible .global .align 4 .b8 gen[4] = {42};
; CHECK-NEXT: .visible .global .align 8 .u64 genp[1] = {generic(gen)};
; CHECK-NEXT: .visible .global .align 8 .u64 fp[1] = {kfun};
; CHECK-NEXT: .visible .global .align 1 .b8 nest[6] = {97, 98, 99, 0, 0, 1};
; CHECK-NEXT: .visible .global .align 4 .b8 ua[12] = {0, 0, 0, 0, 7};
; CHECK-NEXT: // @kfun
; CHECK-NEXT: .visible .func kfun()

define void @kfun() {
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %o, i32 %i) {
  %a = getelementptr [16 x float], ptr addrspace(3) @sh, i32 0, i32 %i
  %x = load float, ptr addrspace(3) %a
  %z = fptosi float %x to i32
  %e4 = load i32, ptr addrspace(4) @ex4
  %ew = load i32, ptr addrspace(1) @exw
  %hv = getelementptr [4294967296 x i32], ptr addrspace(1) @huge, i64 0, i32 %i
  %hl = load i32, ptr addrspace(1) %hv
  %r1 = add i32 %z, %e4
  %r2 = add i32 %r1, %ew
  %r3 = add i32 %r2, %hl
  store i32 %r3, ptr addrspace(1) %o
  ret void
}
