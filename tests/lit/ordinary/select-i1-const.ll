; A predicate select with a constant arm is one logical operation, as
; llc-19 makes it (clang's && and || at -O1 and above are such selects:
; 'select i1 %a, i1 %b, i1 false' is a && b): c ? x : false is c & x,
; c ? true : y is c | y, c ? false : y is !c & y, c ? x : true is !c | x.
; Before, every predicate select was not + and + and + or with the
; constant moved into a predicate register (difftest s88927_O1's ballot).
; A select with no constant arm keeps the general form; vector selects
; fold lane by lane.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

; CHECK-LABEL: .entry shapes(
; CHECK-NOT: mov.pred
; CHECK: setp.eq.s32 [[X:%p[0-9]+]], %r{{[0-9]+}}, 0;
; CHECK: setp.lt.u32 [[Y:%p[0-9]+]], %r{{[0-9]+}}, 7;
; CHECK: setp.gt.s32 [[Z:%p[0-9]+]], %r{{[0-9]+}}, 3;
; CHECK: and.pred [[S1:%p[0-9]+]], [[X]], [[Y]];
; CHECK: or.pred [[S2:%p[0-9]+]], [[X]], [[Y]];
; CHECK: not.pred [[N3:%p[0-9]+]], [[X]];
; CHECK: and.pred [[S3:%p[0-9]+]], [[N3]], [[Y]];
; CHECK: not.pred [[N4:%p[0-9]+]], [[X]];
; CHECK: or.pred [[S4:%p[0-9]+]], [[N4]], [[Y]];
; CHECK: not.pred [[N5:%p[0-9]+]], [[X]];
; CHECK: and.pred [[A5:%p[0-9]+]], [[X]], [[Y]];
; CHECK: and.pred [[B5:%p[0-9]+]], [[N5]], [[Z]];
; CHECK: or.pred [[S5:%p[0-9]+]], [[A5]], [[B5]];
; CHECK-NOT: mov.pred
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, [[S1]], -1;
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, [[S2]], -1;
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, [[S3]], -1;
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, [[S4]], -1;
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, [[S5]], -1;
define ptx_kernel void @shapes(ptr %o, i32 %a, i32 %b, i32 %c) {
  %x = icmp eq i32 %a, 0
  %y = icmp ult i32 %b, 7
  %z = icmp sgt i32 %c, 3
  %s1 = select i1 %x, i1 %y, i1 false
  %s2 = select i1 %x, i1 true, i1 %y
  %s3 = select i1 %x, i1 false, i1 %y
  %s4 = select i1 %x, i1 %y, i1 true
  %s5 = select i1 %x, i1 %y, i1 %z
  %r1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s1)
  %r2 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s2)
  %r3 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s3)
  %r4 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s4)
  %r5 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s5)
  %p1 = getelementptr i32, ptr %o, i32 1
  %p2 = getelementptr i32, ptr %o, i32 2
  %p3 = getelementptr i32, ptr %o, i32 3
  %p4 = getelementptr i32, ptr %o, i32 4
  store i32 %r1, ptr %o
  store i32 %r2, ptr %p1
  store i32 %r3, ptr %p2
  store i32 %r4, ptr %p3
  store i32 %r5, ptr %p4
  ret void
}

; A constant vector arm folds lane by lane: lane 0 is c0 & x0, lane 1 is
; !c1 | x1.
; CHECK-LABEL: .entry vec(
; CHECK-NOT: mov.pred
; CHECK: setp.eq.s32 [[C0:%p[0-9]+]],
; CHECK: setp.eq.s32 [[C1:%p[0-9]+]],
; CHECK: setp.lt.u32 [[X0:%p[0-9]+]],
; CHECK: setp.lt.u32 [[X1:%p[0-9]+]],
; CHECK: and.pred [[L0:%p[0-9]+]], [[C0]], [[X0]];
; CHECK: not.pred [[N1:%p[0-9]+]], [[C1]];
; CHECK: or.pred [[L1:%p[0-9]+]], [[N1]], [[X1]];
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, {{%p[0-9]+}}, -1;
; CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, {{%p[0-9]+}}, -1;
define ptx_kernel void @vec(ptr %o, <2 x i32> %a, <2 x i32> %b) {
  %cv = icmp eq <2 x i32> %a, zeroinitializer
  %xv = icmp ult <2 x i32> %b, <i32 7, i32 9>
  %s = select <2 x i1> %cv, <2 x i1> %xv, <2 x i1> <i1 false, i1 true>
  %s0 = extractelement <2 x i1> %s, i64 0
  %s1 = extractelement <2 x i1> %s, i64 1
  %r0 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s0)
  %r1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s1)
  %p1 = getelementptr i32, ptr %o, i32 1
  store i32 %r0, ptr %o
  store i32 %r1, ptr %p1
  ret void
}
