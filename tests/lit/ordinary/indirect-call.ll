; Indirect calls as llc-19 prints them: a .callprototype inside the call
; sequence (the call site's parameter and return declarations, '_' for
; names), then `call` through the register holding the target; a function's
; address is `mov.u64 %rd, name`, an alias's its target's. Taking a
; kernel's address is refused.
; RUN: sed -n '1,/^; END-OK/p' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_90a %t.ok.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90a %s -o %t.bad.ptx 2> %t.err
; RUN: FileCheck --check-prefix=ERR %s < %t.err
; RUN: not test -e %t.bad.ptx

%struct.P = type { i32, float }

; CHECK-LABEL: .func void_noargs(
; CHECK: prototype_[[N:[0-9]+]] : .callprototype ()_ ();
; CHECK: call %rd{{[0-9]+}}, (), prototype_[[N]];
define void @void_noargs(ptr %p) {
  call void %p()
  ret void
}

; CHECK-LABEL: ret_args(
; CHECK: .param .b32 retval0;
; CHECK: prototype_[[M:[0-9]+]] : .callprototype (.param .b32 _) _ (.param .b32 _, .param .b64 _, .param .align 4 .b8 _[8]);
; CHECK: call (retval0), %rd{{[0-9]+}}, (param0, param1, param2), prototype_[[M]];
define i32 @ret_args(ptr %p, i8 signext %c, i64 %x, ptr %s) {
  %r = call i32 %p(i8 signext %c, i64 %x, ptr byval(%struct.P) align 4 %s)
  ret i32 %r
}

; CHECK-LABEL: chosen(
; CHECK-DAG: mov.u64 %rd{{[0-9]+}}, target_a;
; CHECK-DAG: mov.u64 %rd{{[0-9]+}}, target_b;
; CHECK: call (retval0), %rd
define float @chosen(i1 %c, float %x) {
  %f = select i1 %c, ptr @target_a, ptr @target_b
  %r = call float %f(float %x)
  ret float %r
}
define internal float @target_a(float %x) noinline {
  %r = fadd float %x, 1.0
  ret float %r
}
define internal float @target_b(float %x) noinline {
  %r = fmul float %x, 2.0
  ret float %r
}

; A call through an alias of a function calls the function itself.
; CHECK-LABEL: via_alias(
; CHECK: call.uni (retval0), target_a, (param0);
@alias_a = internal alias float (float), ptr @target_a
define float @via_alias(float %x) {
  %r = call float @alias_a(float %x)
  ret float %r
}
; END-OK

; ERR: error: the address of kernel 'k' cannot be taken in PTX
define ptx_kernel void @k() {
  ret void
}
define ptr @kaddr() {
  ret ptr @k
}
