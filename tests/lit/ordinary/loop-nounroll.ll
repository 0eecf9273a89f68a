; A loop whose back edge carries !llvm.loop metadata with
; llvm.loop.unroll.disable (CUDA's `#pragma unroll 1`, and what LLVM's
; unroller leaves on loops it is done with) or llvm.loop.unroll.count 1
; gets `.pragma "nounroll";` as the first line of its header block, so
; ptxas does not unroll it: llc-19's rule (a header one of whose
; predecessors in the same innermost loop ends in such a branch). Other
; loop metadata (an unroll count above 1, mustprogress) prints nothing,
; and a back edge that leaves a nested loop for the outer header does not
; mark the outer loop. llc-19 prints the pragma at exactly these headers
; (the LLC lines).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %llc -O2 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %s -o %tl.ptx
; RUN: FileCheck --check-prefix=LLC %s < %tl.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func copy(
; CHECK: $L__BB0_1:{{.*}}
; CHECK-NEXT: .pragma "nounroll";
; CHECK-NOT: .pragma
; CHECK: -- End function
; LLC-LABEL: .func copy(
; LLC: $L__BB0_1:{{.*}}
; LLC: .pragma "nounroll";
; LLC-NOT: .pragma
; LLC: -- End function
define void @copy(ptr %in, ptr %out) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %x = sext i32 %i to i64
  %pi = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %pi, align 4
  %po = getelementptr inbounds float, ptr %out, i64 %x
  store float %v, ptr %po, align 4
  %inc = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inc, 2
  br i1 %done, label %end, label %body, !llvm.loop !0

end:
  ret void
}

; An unroll count of 1 marks the loop; a count of 4 and mustprogress do not.
; CHECK-LABEL: .func counts(
; CHECK: .pragma "nounroll";
; CHECK-NOT: .pragma
; CHECK: -- End function
; LLC-LABEL: .func counts(
; LLC: .pragma "nounroll";
; LLC-NOT: .pragma
; LLC: -- End function
define void @counts(ptr %p, i32 %n) {
entry:
  br label %a

a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %pa = getelementptr inbounds i32, ptr %p, i32 %i
  store i32 %i, ptr %pa, align 4
  %i1 = add i32 %i, 1
  %da = icmp eq i32 %i1, %n
  br i1 %da, label %b.pre, label %a, !llvm.loop !2

b.pre:
  br label %b

b:
  %j = phi i32 [ 0, %b.pre ], [ %j1, %b ]
  %pb = getelementptr inbounds i32, ptr %p, i32 %j
  store i32 %j, ptr %pb, align 4
  %j1 = add i32 %j, 1
  %db = icmp eq i32 %j1, %n
  br i1 %db, label %c.pre, label %b, !llvm.loop !4

c.pre:
  br label %c

c:
  %k = phi i32 [ 0, %c.pre ], [ %k1, %c ]
  %pc = getelementptr inbounds i32, ptr %p, i32 %k
  store i32 %k, ptr %pc, align 4
  %k1 = add i32 %k, 1
  %dc = icmp eq i32 %k1, %n
  br i1 %dc, label %end, label %c, !llvm.loop !6

end:
  ret void
}

; The inner loop's latch also branches straight back to the outer header,
; with the metadata: that edge leaves the inner loop, so only the inner
; header is marked. The outer loop's own latch carries none.
; CHECK-LABEL: .func nest(
; CHECK: .pragma "nounroll";
; CHECK-NOT: .pragma
; CHECK: -- End function
; LLC-LABEL: .func nest(
; LLC: .pragma "nounroll";
; LLC-NOT: .pragma
; LLC: -- End function
define void @nest(ptr %p, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %inner ], [ %i2, %olatch ]
  %po = getelementptr inbounds i32, ptr %p, i32 %i
  store i32 %i, ptr %po, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %pj = getelementptr inbounds i32, ptr %p, i32 %j
  %v = load volatile i32, ptr %pj, align 4
  %j1 = add i32 %j, %v
  %i1 = add i32 %i, 1
  %cj = icmp slt i32 %j1, %n
  %ci = icmp eq i32 %v, 7
  %t = select i1 %ci, i32 2, i32 %v
  switch i32 %t, label %olatch [
    i32 0, label %inner
    i32 2, label %outer
  ], !llvm.loop !0

olatch:
  %i2 = add i32 %i, 2
  %ci2 = icmp slt i32 %i2, %n
  br i1 %ci2, label %outer, label %end

end:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.count", i32 4}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
