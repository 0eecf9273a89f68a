; An arcp division by a constant is a multiplication by the reciprocal to
; llc-19's DAG combiner, and that multiplication fuses like any other: with
; the contract flag on the division and on an fadd / fsub that uses it,
; llc-19 prints fma.rn x, 1/C, z (at -O0 too). ptxsel does the same: it had
; printed mul.rn + sub.rn, another rounding (difftest s77460_O0_recip, 3 of
; 256 words differed on an H100). x / 1.0, x / -1.0 and x / 0.5 are x, -x
; and x + x to the combiner and do not fuse. Divisions that share a
; non-constant divisor become x * rcp(y) there, and their products fuse too;
; ptxsel does not model that and refuses such a division when a contract
; fadd / fsub uses it. The FMA lines hold for llc-19's output too.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: sed -e 's/^;SHARED //' %s > %t.shared.ll
; RUN: not %ptxsel -mcpu=sm_90 -O2 %t.shared.ll -o %t.shared.ptx 2>&1 | FileCheck --check-prefix=ERR %s
; RUN: test ! -e %t.shared.ptx
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.shared.ll -o - | FileCheck --check-prefix=LLC %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func sub_fused(
; CHECK: neg.f32 [[N:%[rf][0-9]+]],
; CHECK-NEXT: fma.rn.f32 {{%[rf][0-9]+}}, {{%[rf][0-9]+}}, 0f3E9D89D9, [[N]];
define void @sub_fused(ptr %p, float %x, float %y) {
  %d = fdiv arcp contract float %x, 3.25
  %s = fsub contract float %d, %y
  store float %s, ptr %p
  ret void
}

; CHECK-LABEL: .func add_fused_f64(
; CHECK: fma.rn.f64 {{%(rd|fd)[0-9]+}}, {{%(rd|fd)[0-9]+}}, 0d3FD5555555555555, {{%(rd|fd)[0-9]+}};
define void @add_fused_f64(ptr %p, double %x, double %y) {
  %d = fdiv arcp contract double %x, 3.0
  %s = fadd contract double %d, %y
  store double %s, ptr %p
  ret void
}

; Without contract on the division the product stays a multiplication.
; CHECK-LABEL: .func not_fused(
; CHECK: mul.rn.f32 {{.*}}, 0f3E9D89D9;
; CHECK: add.rn.f32
define void @not_fused(ptr %p, float %x, float %y) {
  %d = fdiv arcp float %x, 3.25
  %s = fadd contract float %d, %y
  store float %s, ptr %p
  ret void
}

; x / 0.5 is x + x to the combiner: no fma.
; CHECK-LABEL: .func half_divisor(
; CHECK-NOT: fma
; CHECK: ret;
define void @half_divisor(ptr %p, float %x, float %y) {
  %d = fdiv arcp contract float %x, 0.5
  %s = fadd contract float %d, %y
  store float %s, ptr %p
  ret void
}

; ERR: error: an 'arcp' division by a divisor other divisions share, used by a 'contract' fadd / fsub, is not supported (llc-19 fuses its product with the reciprocal into an fma)
; ERR: note: at instruction: %a = fdiv arcp contract float %x, %y
; LLC-LABEL: .func shared(
; LLC: rcp.rn.f32 [[R:%f[0-9]+]],
; LLC: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[R]],
;SHARED define void @shared(ptr %p, float %x, float %y, float %z, float %w) {
;SHARED   %a = fdiv arcp contract float %x, %y
;SHARED   %b = fdiv arcp contract float %w, %y
;SHARED   %c = fadd contract float %a, %z
;SHARED   %q = getelementptr float, ptr %p, i64 1
;SHARED   store float %c, ptr %p
;SHARED   store float %b, ptr %q
;SHARED   ret void
;SHARED }
