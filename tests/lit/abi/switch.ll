; Switch lowering as llc-19 (which builds no jump tables for NVPTX): at -O1
; and above a balanced tree of signed compares over the sorted case values
; with up to 3 equality tests per leaf (TREE); at -O0 one chain of tests in
; ascending order, runs of consecutive values with one destination merged
; into a range test (CHAIN). One edge block per destination with phis;
; i8 (sign-normalised), i1, i64 and i128 (both halves) conditions.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.o2.ptx
; RUN: FileCheck --check-prefixes=CHECK,TREE %s < %t.o2.ptx
; RUN: %ptxas -arch=sm_90a %t.o2.ptx -o %t.o2.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.o0.ptx
; RUN: FileCheck --check-prefixes=CHECK,CHAIN %s < %t.o0.ptx
; RUN: %ptxas -arch=sm_90a %t.o0.ptx -o %t.o0.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry dense8(
; TREE: setp.ge.s32 [[P:%p[0-9]+]], [[X:%r[0-9]+]], 4;
; TREE-NEXT: @[[P]] bra [[UP:\$L__BB[0-9_]+]];
; TREE-NEXT: setp.ge.s32 [[Q:%p[0-9]+]], [[X]], 2;
; TREE-NEXT: @[[Q]] bra
; TREE-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 0;
; TREE-NEXT: @{{%p[0-9]+}} bra [[A:\$L__BB[0-9_]+]];
; TREE-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 1;
; TREE-NEXT: @{{%p[0-9]+}} bra
; TREE-NEXT: bra.uni [[DEF:\$L__BB[0-9_]+]];
; TREE: [[UP]]:
; TREE-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[X]], 6;
; CHAIN-NOT: setp.ge
; CHAIN: setp.eq.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 0;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[A:\$L__BB[0-9_]+]];
; CHAIN-NEXT: bra.uni [[T1:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T1]]:
; CHAIN-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 1;
; CHAIN-NEXT: @{{%p[0-9]+}} bra
; CHAIN: setp.eq.s32 {{%p[0-9]+}}, [[X]], 4;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[A]];
; CHAIN: setp.eq.s32 {{%p[0-9]+}}, [[X]], 7;
; CHAIN-NEXT: @{{%p[0-9]+}} bra
; CHAIN-NEXT: bra.uni
define ptx_kernel void @dense8(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %b
                              i32 2, label %c
                              i32 3, label %d
                              i32 4, label %a
                              i32 5, label %b
                              i32 6, label %c
                              i32 7, label %d ]
a: store i32 10, ptr addrspace(1) %p
  ret void
b: store i32 11, ptr addrspace(1) %p
  ret void
c: store i32 12, ptr addrspace(1) %p
  ret void
d: store i32 13, ptr addrspace(1) %p
  ret void
def: ret void
}

; Sparse values, unsorted in the IR; the phi target gets one edge block.
; At -O2 the cases that go to the default block are gone (llc-19's
; CodeGenPrepare removes them), and 7, whose destination is the next
; block, is tested last.
; CHECK-LABEL: .entry sparse_phi(
; TREE: setp.eq.s64 {{%p[0-9]+}}, [[X:%rd[0-9]+]], 1000;
; TREE: setp.eq.s64 {{%p[0-9]+}}, [[X]], 7;
; CHAIN: setp.eq.s64 {{%p[0-9]+}}, [[X:%rd[0-9]+]], -9000000000;
; CHAIN: setp.eq.s64 {{%p[0-9]+}}, [[X]], 7;
; CHAIN: setp.eq.s64 {{%p[0-9]+}}, [[X]], 1000;
; CHAIN: setp.eq.s64 {{%p[0-9]+}}, [[X]], 123456789012;
; CHECK-NOT: setp.eq
; CHECK: {{^}}}
define ptx_kernel void @sparse_phi(i64 %x, ptr addrspace(1) %p) {
entry:
  switch i64 %x, label %join [ i64 123456789012, label %join
                               i64 7, label %other
                               i64 -9000000000, label %join
                               i64 1000, label %other ]
other:
  br label %join
join:
  %v = phi i32 [ 1, %entry ], [ 1, %entry ], [ 1, %entry ], [ 2, %other ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; i8: at -O0 the condition is sign-normalised (200 is -56), at -O2
; zero-extended to 16 bits as llc-19's CodeGenPrepare widens it.
; CHECK-LABEL: .entry sw_i8(
; CHAIN: cvt.s16.s8 [[X:%rs[0-9]+]],
; CHAIN: setp.eq.s16 {{%p[0-9]+}}, [[X]], -56;
; CHAIN: setp.eq.s16 {{%p[0-9]+}}, [[X]], 5;
; TREE: and.b16 [[X:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; TREE: setp.eq.s16 {{%p[0-9]+}}, [[X]], 200;
; TREE: setp.eq.s16 {{%p[0-9]+}}, [[X]], 5;
define ptx_kernel void @sw_i8(i8 %x, ptr addrspace(1) %p) {
entry:
  switch i8 %x, label %def [ i8 5, label %a
                             i8 200, label %b ]
a: store i32 1, ptr addrspace(1) %p
  ret void
b: store i32 2, ptr addrspace(1) %p
  ret void
def: ret void
}

; i1
; CHECK-LABEL: .entry sw_i1(
; CHECK: selp.u32 [[X:%r[0-9]+]], 1, 0,
; CHECK: setp.eq.s32 {{%p[0-9]+}}, [[X]], 1;
define ptx_kernel void @sw_i1(i32 %y, ptr addrspace(1) %p) {
entry:
  %x = icmp sgt i32 %y, 3
  switch i1 %x, label %def [ i1 true, label %a ]
a: store i32 1, ptr addrspace(1) %p
  ret void
def: ret void
}

; i128: both halves, case by case.
; CHECK-LABEL: .entry sw_i128(
; CHECK: setp.eq.s64 [[L:%p[0-9]+]], {{%rd[0-9]+}}, 0;
; CHECK-NEXT: setp.eq.s64 [[H:%p[0-9]+]], {{%rd[0-9]+}}, 1;
; CHECK-NEXT: and.pred [[B:%p[0-9]+]], [[L]], [[H]];
; CHECK-NEXT: @[[B]] bra
; CHECK: setp.eq.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -1;
; CHECK-NEXT: setp.eq.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -1;
define ptx_kernel void @sw_i128(i128 %x, ptr addrspace(1) %p) {
entry:
  switch i128 %x, label %def [ i128 18446744073709551616, label %a
                               i128 -1, label %b ]
a: store i32 1, ptr addrspace(1) %p
  ret void
b: store i32 2, ptr addrspace(1) %p
  ret void
def: ret void
}

; -O0 ranges: consecutive values with one destination are one unsigned test
; (no subtraction when the run starts at 0); a lone value is an equality.
; CHAIN-LABEL: .entry ranges(
; CHAIN: setp.lt.u32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 3;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[A:\$L__BB[0-9_]+]];
; CHAIN-NEXT: bra.uni [[T2:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T2]]:
; CHAIN-NEXT: add.s32 [[T:%r[0-9]+]], [[X]], -5;
; CHAIN-NEXT: setp.lt.u32 {{%p[0-9]+}}, [[T]], 2;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[B:\$L__BB[0-9_]+]];
; CHAIN-NEXT: bra.uni [[T3:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T3]]:
; CHAIN-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 7;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[A]];
; CHAIN-NEXT: bra.uni [[T4:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T4]]:
; CHAIN-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 9;
; CHAIN-NEXT: @{{%p[0-9]+}} bra [[B]];
; CHAIN-NEXT: bra.uni
define ptx_kernel void @ranges(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [ i32 0, label %a
                              i32 1, label %a
                              i32 2, label %a
                              i32 5, label %b
                              i32 6, label %b
                              i32 7, label %a
                              i32 9, label %b ]
a: store i32 1, ptr addrspace(1) %p
  ret void
b: store i32 2, ptr addrspace(1) %p
  ret void
def: ret void
}

; An i8 run across -1..0 in the sign-normalised 16-bit register.
; CHAIN-LABEL: .entry range_i8(
; CHAIN: cvt.s16.s8 [[X:%rs[0-9]+]],
; CHAIN-NEXT: add.s16 [[T:%rs[0-9]+]], [[X]], 2;
; CHAIN-NEXT: setp.lt.u16 {{%p[0-9]+}}, [[T]], 4;
define ptx_kernel void @range_i8(i8 %x, ptr addrspace(1) %p) {
entry:
  switch i8 %x, label %def [ i8 -2, label %a
                             i8 -1, label %a
                             i8 0, label %a
                             i8 1, label %a ]
a: store i32 1, ptr addrspace(1) %p
  ret void
def: ret void
}

; i64 runs at both ends of the signed range: the subtraction of INT64_MIN
; and no run extended past INT64_MAX.
; CHAIN-LABEL: .entry range_i64(
; CHAIN: add.s64 [[T:%rd[0-9]+]], [[X:%rd[0-9]+]], -9223372036854775808;
; CHAIN-NEXT: setp.lt.u64 {{%p[0-9]+}}, [[T]], 2;
; CHAIN-NEXT: @{{%p[0-9]+}} bra
; CHAIN-NEXT: bra.uni [[T5:\$L__BB[0-9_]+]];
; CHAIN-NEXT: [[T5]]:
; CHAIN-NEXT: add.s64 [[U:%rd[0-9]+]], [[X]], -9223372036854775806;
; CHAIN-NEXT: setp.lt.u64 {{%p[0-9]+}}, [[U]], 2;
; CHAIN-NEXT: @{{%p[0-9]+}} bra
; CHAIN-NEXT: bra.uni
define ptx_kernel void @range_i64(i64 %x, ptr addrspace(1) %p) {
entry:
  switch i64 %x, label %def [ i64 -9223372036854775808, label %a
                              i64 -9223372036854775807, label %a
                              i64 9223372036854775806, label %b
                              i64 9223372036854775807, label %b ]
a: store i32 1, ptr addrspace(1) %p
  ret void
b: store i32 2, ptr addrspace(1) %p
  ret void
def: ret void
}

