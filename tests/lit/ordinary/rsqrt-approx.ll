; 1.0 / llvm.nvvm.sqrt.approx.f(x) is rsqrt.approx.f32 x, as llc-19 selects
; it (its rsqrt-approx-opt pattern, at -O0 too; the .ftz intrinsic gives
; rsqrt.approx.ftz.f32), not sqrt.approx then an IEEE reciprocal: the values
; differ. -1.0 / s, a sqrt in another block and sqrt.rn stay a division.
; llvm.nvvm.sqrt.{rn,rz,rm,rp}.{f,ftz.f,d} print their rounding. The CHECK
; lines hold for llc-19's output too; ptxas assembles ptxsel's.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare float @llvm.nvvm.sqrt.rz.f(float)
declare float @llvm.nvvm.sqrt.rm.ftz.f(float)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare double @llvm.nvvm.sqrt.rp.d(double)

; CHECK-LABEL: .func a(
; CHECK: sqrt.approx.f32
; CHECK: rsqrt.approx.f32
; CHECK-NOT: div
; CHECK: ret;
define void @a(ptr %p, float %x) {
  %s = call float @llvm.nvvm.sqrt.approx.f(float %x)
  %r = fdiv float 1.0, %s
  store float %r, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store float %s, ptr %q
  ret void
}

; CHECK-LABEL: .func b(
; CHECK: rsqrt.approx.ftz.f32
; CHECK-NOT: div
; CHECK: ret;
define void @b(ptr %p, float %x) {
  %s = call float @llvm.nvvm.sqrt.approx.ftz.f(float %x)
  %r = fdiv float 1.0, %s
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func negone(
; CHECK: sqrt.approx.f32
; CHECK: div.rn.f32
define void @negone(ptr %p, float %x) {
  %s = call float @llvm.nvvm.sqrt.approx.f(float %x)
  %r = fdiv float -1.0, %s
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func otherblock(
; CHECK: sqrt.approx.f32
; CHECK-NOT: rsqrt
; CHECK: ret;
define void @otherblock(ptr %p, float %x) {
  %s = call float @llvm.nvvm.sqrt.approx.f(float %x)
  br label %n
n:
  %r = fdiv float 1.0, %s
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func rounded(
; CHECK: sqrt.rz.f32
; CHECK: sqrt.rm.ftz.f32
; CHECK: sqrt.rn.f64
; CHECK: sqrt.rp.f64
define void @rounded(ptr %p, float %x, double %y) {
  %a = call float @llvm.nvvm.sqrt.rz.f(float %x)
  %b = call float @llvm.nvvm.sqrt.rm.ftz.f(float %a)
  %c = call double @llvm.nvvm.sqrt.rn.d(double %y)
  %d = call double @llvm.nvvm.sqrt.rp.d(double %c)
  store float %b, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store double %d, ptr %q
  ret void
}
