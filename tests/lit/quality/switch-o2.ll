; -O1 and above: switches as llc-19's SelectionDAG SwitchLowering lowers
; them on NVPTX (isel/control.c switch_lower): cases merged into range
; clusters, bit tests, a dominant case peeled, a tree of signed pivots
; balanced by probability with up to 3 clusters a leaf, no jump tables (LLVM
; 19's NVPTX has none). Each decision below is llc-19 -O2's for the same IR.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; Range clusters (one subtraction and an unsigned compare each) under a
; tree of signed pivots: 10..12 -> d0, 100..101 -> d1, 200, 300, 400. The
; pivots balance the probabilities (100, then 300); a leaf tests its most
; probable cluster first.
; CHECK-LABEL: .entry ranges(
; CHECK: setp.ge.s32 [[P:%p[0-9]+]], [[X:%r[0-9]+]], 100;
; CHECK-NEXT: @[[P]] bra [[UP:\$L__BB[0-9_]+]];
; CHECK-NEXT: add.s32 [[T:%r[0-9]+]], [[X]], -10;
; CHECK-NEXT: setp.lt.u32 {{%p[0-9]+}}, [[T]], 3;
; CHECK: [[UP]]:
; CHECK-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[X]], 300;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: add.s32 [[U:%r[0-9]+]], [[X]], -100;
; CHECK-NEXT: setp.lt.u32 {{%p[0-9]+}}, [[U]], 2;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 200;
define ptx_kernel void @ranges(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 10, label %d0
    i32 11, label %d0
    i32 12, label %d0
    i32 100, label %d1
    i32 101, label %d1
    i32 200, label %d2
    i32 300, label %d3
    i32 400, label %d4
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
d3:
  store i32 4, ptr addrspace(1) %p
  ret void
d4:
  store i32 5, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; Bit tests: 7 cases in 1..21 with 2 destinations are one range check (no
; subtraction: all values are positive and below 64) and one shifted-mask
; test per destination, the one with more cases first.
; CHECK-LABEL: .entry bits(
; CHECK: setp.gt.u32 [[P:%p[0-9]+]], [[X:%r[0-9]+]], 21;
; CHECK-NEXT: @[[P]] bra [[DEF:\$L__BB[0-9_]+]];
; CHECK-NEXT: mov.b32 [[ONE:%r[0-9]+]], 1;
; CHECK-NEXT: shl.b32 [[S:%r[0-9]+]], [[ONE]], [[X]];
; CHECK-NEXT: and.b32 [[A:%r[0-9]+]], [[S]], 1048618;
; CHECK-NEXT: setp.ne.s32 [[Q:%p[0-9]+]], [[A]], 0;
; CHECK-NEXT: @[[Q]] bra
; CHECK-NEXT: and.b32 [[B:%r[0-9]+]], [[S]], 2105600;
; CHECK-NEXT: setp.ne.s32 [[R:%p[0-9]+]], [[B]], 0;
; CHECK-NEXT: @[[R]] bra
; CHECK-NEXT: bra.uni [[DEF]];
; CHECK-NOT: setp.eq
define ptx_kernel void @bits(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 1, label %d0
    i32 3, label %d0
    i32 5, label %d0
    i32 8, label %d1
    i32 13, label %d1
    i32 20, label %d0
    i32 21, label %d1
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; 60..69 alternating between two destinations: the range has no hole, so
; after the range check one test decides (the last one is left out).
; CHECK-LABEL: .entry contig(
; CHECK: add.s32 [[T:%r[0-9]+]], {{%r[0-9]+}}, -60;
; CHECK-NEXT: setp.gt.u32 {{%p[0-9]+}}, [[T]], 9;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: mov.b32 [[ONE:%r[0-9]+]], 1;
; CHECK-NEXT: shl.b32 [[S:%r[0-9]+]], [[ONE]], [[T]];
; CHECK-NEXT: and.b32 [[M:%r[0-9]+]], [[S]], 341;
; CHECK-NEXT: setp.ne.s32 {{%p[0-9]+}}, [[M]], 0;
; CHECK-NEXT: @!{{%p[0-9]+}} bra
; CHECK-NOT: and.b32
; CHECK-NOT: setp
; CHECK: {{^}}}
define ptx_kernel void @contig(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 60, label %d0
    i32 61, label %d1
    i32 62, label %d0
    i32 63, label %d1
    i32 64, label %d0
    i32 65, label %d1
    i32 66, label %d0
    i32 67, label %d1
    i32 68, label %d0
    i32 69, label %d1
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; A 64-bit mask needs a 64-bit shift (its amount a 32-bit register); a
; lone case of a destination outside the bit test is an equality.
; CHECK-LABEL: .entry bits64(
; CHECK: setp.gt.u64 {{%p[0-9]+}}, [[X:%rd[0-9]+]], 63;
; CHECK: cvt.u32.u64 [[N:%r[0-9]+]], [[X]];
; CHECK: shl.b64 [[S:%rd[0-9]+]], {{%rd[0-9]+}}, [[N]];
; CHECK-NEXT: and.b64 {{%rd[0-9]+}}, [[S]], -8070450523657993727;
; CHECK: and.b64 {{%rd[0-9]+}}, [[S]], 2199023386660;
; CHECK: setp.eq.s64 {{%p[0-9]+}}, [[X]], 40;
define ptx_kernel void @bits64(i64 %x, ptr addrspace(1) %p) {
entry:
  switch i64 %x, label %def [
    i64 0, label %d0
    i64 2, label %d2
    i64 5, label %d2
    i64 9, label %d0
    i64 17, label %d2
    i64 33, label %d0
    i64 40, label %d1
    i64 41, label %d2
    i64 60, label %d0
    i64 63, label %d0
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; A cluster with at least 66% of the probability (0..9 of 12 cases) is
; tested first, before the rest of the switch.
; CHECK-LABEL: .entry peel(
; CHECK: setp.lt.u32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 10;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 20;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 30;
define ptx_kernel void @peel(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 0, label %d0
    i32 1, label %d0
    i32 2, label %d0
    i32 3, label %d0
    i32 4, label %d0
    i32 5, label %d0
    i32 6, label %d0
    i32 7, label %d0
    i32 8, label %d0
    i32 9, label %d0
    i32 20, label %d1
    i32 30, label %d2
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; A side of the tree that is one range cluster exactly between the bounds
; the tree proved (0 <= x < 30, all to d0) is a branch to its destination,
; no test: the heavy cluster 0..29 balances the first split at 0.
; CHECK-LABEL: .entry direct(
; CHECK: setp.ge.s32 [[P:%p[0-9]+]], [[X:%r[0-9]+]], 0;
; CHECK-NEXT: @[[P]] bra [[UP:\$L__BB[0-9_]+]];
; CHECK: [[UP]]:
; CHECK-NEXT: setp.ge.s32 [[Q:%p[0-9]+]], [[X]], 30;
; CHECK-NEXT: @![[Q]] bra [[D0:\$L__BB[0-9_]+]];
; CHECK-NOT: setp.lt.u32
; CHECK: [[D0]]: // %d0
define ptx_kernel void @direct(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 -1000, label %d1
    i32 -900, label %d2
    i32 -800, label %d3
    i32 -700, label %d1
    i32 -600, label %d2
    i32 -500, label %d3
    i32 -400, label %d1
    i32 -300, label %d2
    i32 -200, label %d3
    i32 -100, label %d1
    i32 0, label %d0
    i32 1, label %d0
    i32 2, label %d0
    i32 3, label %d0
    i32 4, label %d0
    i32 5, label %d0
    i32 6, label %d0
    i32 7, label %d0
    i32 8, label %d0
    i32 9, label %d0
    i32 10, label %d0
    i32 11, label %d0
    i32 12, label %d0
    i32 13, label %d0
    i32 14, label %d0
    i32 15, label %d0
    i32 16, label %d0
    i32 17, label %d0
    i32 18, label %d0
    i32 19, label %d0
    i32 20, label %d0
    i32 21, label %d0
    i32 22, label %d0
    i32 23, label %d0
    i32 24, label %d0
    i32 25, label %d0
    i32 26, label %d0
    i32 27, label %d0
    i32 28, label %d0
    i32 29, label %d0
    i32 30, label %d1
    i32 130, label %d2
    i32 230, label %d3
    i32 330, label %d1
    i32 430, label %d2
    i32 530, label %d3
    i32 630, label %d1
    i32 730, label %d2
    i32 830, label %d3
    i32 930, label %d1
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
d3:
  store i32 4, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; Cases that go to the default block are no cases (CodeGenPrepare removes
; them); the case whose destination is the next block is tested last, so
; that it falls through.
; CHECK-LABEL: .entry to_default(
; CHECK: setp.eq.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 2;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 [[P:%p[0-9]+]], [[X]], 1;
; CHECK-NEXT: @![[P]] bra
; CHECK-NOT: setp
; CHECK: {{^}}}
define ptx_kernel void @to_default(i32 %x, ptr addrspace(1) %p) {
entry:
  switch i32 %x, label %def [
    i32 1, label %d0
    i32 2, label %d1
    i32 5, label %def
    i32 7, label %def
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; An i8 condition is widened to i16 by zero extension (CodeGenPrepare):
; -3..-1 is 253..255.
; CHECK-LABEL: .entry sw_i8(
; CHECK: and.b16 [[X:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK-NEXT: add.s16 [[T:%rs[0-9]+]], [[X]], -253;
; CHECK-NEXT: setp.lt.u16 {{%p[0-9]+}}, [[T]], 3;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s16 {{%p[0-9]+}}, [[X]], 5;
; CHECK: setp.eq.s16 {{%p[0-9]+}}, [[X]], 100;
define ptx_kernel void @sw_i8(i8 %x, ptr addrspace(1) %p) {
entry:
  switch i8 %x, label %def [
    i8 -1, label %d0
    i8 -2, label %d0
    i8 -3, label %d0
    i8 5, label %d1
    i8 100, label %d2
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; A range that starts at the least value is one signed compare.
; CHECK-LABEL: .entry minrange(
; CHECK: setp.le.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -9223372036854775807;
define ptx_kernel void @minrange(i64 %x, ptr addrspace(1) %p) {
entry:
  switch i64 %x, label %def [
    i64 -9223372036854775808, label %d0
    i64 -9223372036854775807, label %d0
    i64 0, label %d1
    i64 7, label %d1
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; llc-19 selects an optnone function at -O0 whatever its -O: the -O0 chain
; of tests, each ending in 'bra.uni' to the next.
; CHECK-LABEL: .entry optnone(
; CHECK-NOT: setp.ge
; CHECK: setp.eq.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 0;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: bra.uni [[T1:\$L__BB[0-9_]+]];
; CHECK-NEXT: [[T1]]:
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 1;
; CHECK-COUNT-10: setp.eq.s32
; CHECK-NOT: setp
; CHECK: {{^}}}
define ptx_kernel void @optnone(i32 %x, ptr addrspace(1) %p) #0 {
entry:
  switch i32 %x, label %def [
    i32 0, label %d0
    i32 1, label %d1
    i32 2, label %d2
    i32 3, label %d3
    i32 4, label %d0
    i32 5, label %d1
    i32 6, label %d2
    i32 7, label %d3
    i32 8, label %d0
    i32 9, label %d1
    i32 10, label %d2
    i32 11, label %d3
  ]
d0:
  store i32 1, ptr addrspace(1) %p
  ret void
d1:
  store i32 2, ptr addrspace(1) %p
  ret void
d2:
  store i32 3, ptr addrspace(1) %p
  ret void
d3:
  store i32 4, ptr addrspace(1) %p
  ret void
def:
  ret void
}

; Branch probabilities as BranchProbabilityInfo's: the edge that leaves the
; loop (case 0) weighs 1/31 of the others, so the tree splits at 40 and
; then 20, and case 0 is tested after case 10 (llc-19's shape; uniform
; probabilities would split at 30 and test 0 first).
; CHECK-LABEL: .entry loop_exit(
; CHECK: setp.ge.s32 {{%p[0-9]+}}, [[X:%r[0-9]+]], 40;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[X]], 20;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 10;
; CHECK-NEXT: @{{%p[0-9]+}} bra
; CHECK-NEXT: setp.eq.s32 {{%p[0-9]+}}, [[X]], 0;
define ptx_kernel void @loop_exit(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %x = load i32, ptr addrspace(1) %a
  switch i32 %x, label %latch [ i32 0, label %exit
                                i32 10, label %c1
                                i32 20, label %c2
                                i32 30, label %c3
                                i32 40, label %c4
                                i32 50, label %c5
                                i32 60, label %c6 ]
c1:
  store i32 1, ptr addrspace(1) %a
  br label %latch
c2:
  store i32 2, ptr addrspace(1) %a
  br label %latch
c3:
  store i32 3, ptr addrspace(1) %a
  br label %latch
c4:
  store i32 4, ptr addrspace(1) %a
  br label %latch
c5:
  store i32 5, ptr addrspace(1) %a
  br label %latch
c6:
  store i32 6, ptr addrspace(1) %a
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

attributes #0 = { noinline optnone }
