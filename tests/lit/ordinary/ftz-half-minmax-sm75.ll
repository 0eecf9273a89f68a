; llvm.maximum / llvm.minimum on half before sm_80 (no max.NaN.f16) in a
; function whose f32 denormals flush: llc-19 takes the base as a compare
; and a select, setp.gt.ftz.f16 / setp.lt.ftz.f16, where half subnormals
; compare as zeros; the maxnum through float ptxsel uses otherwise would keep
; them apart. Then the NaN and signed-zero fix-ups, as without .ftz. The
; CHECK lines hold for llc-19's output too; ptxas assembles ptxsel's.
; RUN: %ptxsel -mcpu=sm_75 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 -O2 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func hmaximum(
; CHECK-NOT: cvt
; CHECK: setp.gt.ftz.f16
; CHECK: setp.nan.ftz.f16
; CHECK: setp.eq.ftz.f16
define void @hmaximum(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.maximum.f16(half %a, half %b)
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hminimum(
; CHECK-NOT: cvt
; CHECK: setp.lt.ftz.f16
; CHECK: setp.nan.ftz.f16
; CHECK: setp.eq.ftz.f16
define void @hminimum(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.minimum.f16(half %a, half %b)
  store half %r, ptr %p
  ret void
}

declare half @llvm.maximum.f16(half, half)
declare half @llvm.minimum.f16(half, half)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
