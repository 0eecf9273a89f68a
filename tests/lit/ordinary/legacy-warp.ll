; The warp collectives without .sync (upstream shfl.ll, shfl-p.ll, vote.ll;
; issue 11) compile as llc-19 prints them where ptxas takes them: every
; target ptxsel knows is sm_70 or later, where ptxas accepts them only below
; PTX ISA 6.4 and warns that the results are unpredictable. ptxsel gives the
; same warning (-Wlegacy-warp) and refuses them from PTX ISA 6.4 on.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx63 %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 -mattr=+ptx63 %s -o %t.llc.ptx
; RUN: FileCheck --check-prefix=LLC %s < %t.llc.ptx
; The warning can be turned off; -Werror makes it an error.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx63 -Wno-legacy-warp %s -o %t2.ptx 2> %t2.err
; RUN: count 0 < %t2.err
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx63 -Werror %s -o %t3.ptx
; RUN: not test -e %t3.ptx
; From PTX ISA 6.4 they are refused (ptxas: "Instruction 'shfl' without
; '.sync' is not supported on .target sm_70 and higher from PTX ISA version 6.4").
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx64 %s -o %t4.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not test -e %t4.ptx
; RUN: sed -e 's/^.version 6.3/.version 6.4/' %t.ptx > %t5.ptx
; RUN: not %ptxas -arch=sm_75 %t5.ptx -o %t5.cubin

; WARN: in function 'down': warning: shfl.down.b32: shfl / vote without .sync may produce unpredictable results on sm_70 and later (the target is sm_75); the .sync intrinsics are the portable form [-Wlegacy-warp]
; BAD-DAG: in function 'down': error: shfl.down.b32 is not supported after PTX ISA 6.3 (the module targets PTX ISA 6.4): ptxas rejects shfl without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.shfl.sync.down.i32
; BAD-DAG: in function 'all': error: vote.all.pred is not supported after PTX ISA 6.3 (the module targets PTX ISA 6.4): ptxas rejects vote without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.vote.all.sync

; CHECK-LABEL: down(
; CHECK: shfl.down.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1, 31;
; LLC-LABEL: down(
; LLC: shfl.down.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1, 31;
define i32 @down(i32 %a) {
  %v = call i32 @llvm.nvvm.shfl.down.i32(i32 %a, i32 1, i32 31)
  ret i32 %v
}
; CHECK-LABEL: up_f(
; CHECK: shfl.up.b32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %r{{[0-9]+}}, 0;
define float @up_f(float %a, i32 %b) {
  %v = call float @llvm.nvvm.shfl.up.f32(float %a, i32 %b, i32 0)
  ret float %v
}
; CHECK-LABEL: bfly_p(
; CHECK: shfl.bfly.b32 %r{{[0-9]+}}|%p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; LLC-LABEL: bfly_p(
; LLC: shfl.bfly.b32 %r{{[0-9]+}}|%p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define {i32, i1} @bfly_p(i32 %a, i32 %b, i32 %c) {
  %v = call {i32, i1} @llvm.nvvm.shfl.bfly.i32p(i32 %a, i32 %b, i32 %c)
  ret {i32, i1} %v
}
; CHECK-LABEL: idx_fp(
; CHECK: shfl.idx.b32 %{{[fr]}}{{[0-9]+}}|%p{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 3, 31;
define {float, i1} @idx_fp(float %a) {
  %v = call {float, i1} @llvm.nvvm.shfl.idx.f32p(float %a, i32 3, i32 31)
  ret {float, i1} %v
}
; CHECK-LABEL: all(
; CHECK: vote.all.pred %p{{[0-9]+}}, %p{{[0-9]+}};
; LLC-LABEL: all(
; LLC: vote.all.pred %p{{[0-9]+}}, %p{{[0-9]+}};
define i1 @all(i1 %p) {
  %v = call i1 @llvm.nvvm.vote.all(i1 %p)
  ret i1 %v
}
; CHECK-LABEL: any(
; CHECK: vote.any.pred
define i1 @any(i1 %p) {
  %v = call i1 @llvm.nvvm.vote.any(i1 %p)
  ret i1 %v
}
; CHECK-LABEL: uni(
; CHECK: vote.uni.pred
define i1 @uni(i1 %p) {
  %v = call i1 @llvm.nvvm.vote.uni(i1 %p)
  ret i1 %v
}
; CHECK-LABEL: ballot(
; CHECK: vote.ballot.b32 %r{{[0-9]+}}, %p{{[0-9]+}};
; LLC-LABEL: ballot(
; LLC: vote.ballot.b32 %r{{[0-9]+}}, %p{{[0-9]+}};
define i32 @ballot(i1 %p) {
  %v = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  ret i32 %v
}
declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.up.f32(float, i32, i32)
declare {i32, i1} @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.idx.f32p(float, i32, i32)
declare i1 @llvm.nvvm.vote.all(i1)
declare i1 @llvm.nvvm.vote.any(i1)
declare i1 @llvm.nvvm.vote.uni(i1)
declare i32 @llvm.nvvm.vote.ballot(i1)
