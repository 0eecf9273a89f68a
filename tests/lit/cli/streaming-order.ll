; Each function is selected, machine-verified and printed before the next
; one is selected (its machine IR is then forgotten), yet the output is the
; whole-module order: every selection diagnostic before every machine
; verifier diagnostic, verifier diagnostics only when selection succeeded
; everywhere, and the prototype of a function called before its definition
; (with parameters known only once that function is selected) ahead of all
; bodies.
; 'early' (first) draws a machine verifier warning (-Wlegacy-warp), the
; kernel 'late' (after it) a selection warning (-Wcluster-dropped): the
; selection warning comes first.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx63 %s -o %t.ptx 2> %t.err
; RUN: FileCheck --check-prefix=ORDER %s < %t.err
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; A selection error in a later function: the earlier function's verifier
; warning is not reported (the machine verifier runs only on a module that
; selected cleanly), and there is no output.
; RUN: sed -e 's/;BAD //' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx63 %t.bad.ll -o %t.bad.ptx 2> %t.bad.err
; RUN: FileCheck --check-prefix=BAD %s < %t.bad.err
; RUN: not test -e %t.bad.ptx

; ORDER: in function 'late': warning: launch directive .reqnctapercluster 2, 1, 1 of kernel 'late' is left out
; ORDER-NEXT: in function 'early': warning: shfl.down.b32: shfl / vote without .sync
; ORDER-NOT: warning

; BAD-NOT: legacy-warp
; BAD: in function 'broken': error: the address of kernel 'late' cannot be taken in PTX
; BAD-NOT: legacy-warp

; CHECK: .address_size 64
; CHECK-NOT: {
; CHECK: .func (.param .b32 func_retval0) callee(
; CHECK-NEXT: .param .b32 callee_param_0,
; CHECK-NEXT: .param .align 16 .b8 callee_param_1[32]
; CHECK-NEXT: );
; CHECK: .visible .func (.param .b32 func_retval0) early(
; CHECK: shfl.down.b32
; CHECK: .visible .entry late(
; CHECK: callee,
; CHECK: .func (.param .b32 func_retval0) callee(
; CHECK-NEXT: .param .b32 callee_param_0,
; CHECK-NEXT: .param .align 16 .b8 callee_param_1[32]
; CHECK-NEXT: )

define i32 @early(i32 %a) {
  %v = call i32 @llvm.nvvm.shfl.down.i32(i32 %a, i32 1, i32 31)
  ret i32 %v
}

define ptx_kernel void @late(ptr addrspace(1) %p) "nvvm.cluster_dim"="2,1,1" {
  %r = call i32 @callee(i32 3, [8 x i32] zeroinitializer)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define internal i32 @callee(i32 %x, [8 x i32] %arr) {
  %e = extractvalue [8 x i32] %arr, 1
  %s = add i32 %x, %e
  ret i32 %s
}

;BAD define void @broken(ptr %q) {
;BAD   store ptr @late, ptr %q
;BAD   ret void
;BAD }

declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
