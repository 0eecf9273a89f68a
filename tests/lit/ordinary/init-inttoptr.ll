; A pointer constant that is an integer (inttoptr of a constant, through
; casts) in an initialiser is that integer's bytes (upstream b52037.ll).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK: .visible .global .align 8 .b8 g[24] = {16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255};
@g = constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr inttoptr (i64 -1 to ptr)] }, align 8
; CHECK: .visible .global .align 4 .b8 h[4] = {7};
@h = global i32 ptrtoint (ptr inttoptr (i32 7 to ptr) to i32)

define ptr @f() {
  %p = load ptr, ptr @g
  ret ptr %p
}
