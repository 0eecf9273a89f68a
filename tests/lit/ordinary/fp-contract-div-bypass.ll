; llc-19's CodeGenPrepare splits a block at a 64-bit division of two
; run-time values (a 32-bit fast path behind a run-time check), so an fmul
; before it and an fadd/fsub after it are in different DAGs and never fuse.
; It leaves the block whole when both operands are known to fit in 32 bits
; (a 32-bit division in place) and when an operand looks like a hash (an
; xor, a multiplication by a wide constant: no bypass at all). ptxsel split
; the block in all three cases, so it did not fuse where llc-19 does
; (difftest s56300_O2_recip: m - m is 0 unfused, the fma's rounding error
; fused). Both tools' outputs are checked.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O2 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: short(
; CHECK: fma.rn.f32
define void @short(ptr %o, ptr %q, float %a, i32 %x, i32 %y) {
  %m = fmul contract float %a, 2.500000e-01
  %xx = zext i32 %x to i64
  %yy = zext i32 %y to i64
  %ys = lshr i64 %yy, 1
  %yo = or i64 %ys, 1
  %d = udiv i64 %xx, %yo
  store i64 %d, ptr %q
  %s = fsub contract float %m, %m
  store float %s, ptr %o
  ret void
}

; CHECK-LABEL: hashlike(
; CHECK: fma.rn.f32
define void @hashlike(ptr %o, ptr %q, float %a, i64 %x, i64 %y) {
  %m = fmul contract float %a, 2.500000e-01
  %h = xor i64 %x, 2611923443488327891
  %d = urem i64 %h, %y
  store i64 %d, ptr %q
  %s = fsub contract float %m, %m
  store float %s, ptr %o
  ret void
}

; CHECK-LABEL: split(
; CHECK-NOT: fma.rn.f32
; CHECK: sub.rn.f32
define void @split(ptr %o, ptr %q, float %a, i64 %x, i64 %y) {
  %m = fmul contract float %a, 2.500000e-01
  %d = udiv i64 %x, %y
  store i64 %d, ptr %q
  %s = fsub contract float %m, %m
  store float %s, ptr %o
  ret void
}
