; Unsupported constructs are errors naming the instruction (exit 1, every
; error reported, no output file).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: unsupported.ll: in function 'f_sin': error: cannot select intrinsic 'llvm.sin.f32': not supported by ptxsel
; CHECK-DAG: note: at instruction: %r = call float @llvm.sin.f32(float %a)
; CHECK-DAG: unsupported.ll: in function 'f_kaddr': error: the address of kernel 'kern' cannot be taken in PTX
; CHECK-DAG: note: at instruction: ret ptr @kern
; CHECK-DAG: unsupported.ll: in function 'f_i128': error: cannot select intrinsic 'llvm.smul.with.overflow.i128'
; CHECK-DAG: note: at instruction: %m = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %w, i128 %x)
; CHECK-DAG: unsupported.ll: in function 'f_stacksave': error: cannot select intrinsic 'llvm.stacksave.p0'
; CHECK-DAG: note: at instruction: %s = call ptr @llvm.stacksave.p0()

define float @f_sin(float %a, float %b) {
  %r = call float @llvm.sin.f32(float %a)
  ret float %r
}
declare float @llvm.sin.f32(float)
define ptx_kernel void @kern() {
  ret void
}
define ptr @f_kaddr() {
  ret ptr @kern
}
define i64 @f_i128(i64 %a, i64 %b) {
  %w = zext i64 %a to i128
  %x = zext i64 %b to i128
  %m = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %w, i128 %x)
  %v = extractvalue { i128, i1 } %m, 0
  %h = lshr i128 %v, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}
define ptr @f_stacksave() {
  %s = call ptr @llvm.stacksave.p0()
  ret ptr %s
}
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
