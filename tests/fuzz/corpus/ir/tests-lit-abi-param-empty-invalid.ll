; Empty parameter and return types are refused (llc-19 aborts on them with
; "Empty parameter types are not supported").
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'f': error: a parameter or return value of the empty type {} cannot be passed
; CHECK: in function 'g': error: a parameter or return value of the empty type [0 x i32] cannot be passed
target triple = "nvptx64-nvidia-cuda"
define void @f({} %a) noinline { ret void }
define [0 x i32] @g() noinline { ret [0 x i32] zeroinitializer }
