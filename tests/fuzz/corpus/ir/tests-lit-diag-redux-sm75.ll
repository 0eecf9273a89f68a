; redux.sync needs sm_80: the verifier rejects it on sm_75 (exit 1, no output).
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: redux-sm75.ll: in function 'k': error: {{.*}}has_redux_sync
; CHECK: note: at instruction: %m = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 -1)
define ptx_kernel void @k(ptr %out, i32 %v) {
  %m = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 -1)
  store i32 %m, ptr %out
  ret void
}
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
