; Variadic calls and definitions are refused: NVPTX's vararg ABI (the caller
; packs the variadic arguments into a local buffer and passes its address as
; one extra .param) is not implemented yet, and passing them as extra .params
; would not be read by an llc-19 callee.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: in function 'callee': error: variadic function definitions are not supported
; CHECK-DAG: in function 'caller': error: calls to variadic functions are not supported (callee 'ext')
target triple = "nvptx64-nvidia-cuda"
declare i32 @ext(i32, ...)
define i32 @callee(i32 %n, ...) {
  ret i32 %n
}
define ptx_kernel void @caller() {
  %r = call i32 (i32, ...) @ext(i32 1, double 2.0)
  ret void
}
