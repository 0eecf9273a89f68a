; NVPTX's vararg ABI as llc-19 lowers nvptx64 modules (ExpandVariadics): the
; variadic function takes one more .b64 parameter, the generic address of an
; argument buffer in the caller's local frame, where each variadic argument
; sits at an offset aligned to its ABI alignment (the i32 at 0, the double at
; 8, the i64 at 16). The same CHECK lines run on llc-19's output for the
; declarations. The GPU check is kernels/corpus/varargs.ll.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SEL < %t.ptx
; RUN: %ptxas -arch=sm_90a -c %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK: .extern .func {{ *}}(.param .b32 func_retval0) ext
; CHECK: .param .b32 ext_param_0,
; CHECK-NEXT: .param .b64 ext_param_1
; CHECK-NEXT: )
declare i32 @ext(i32, ...)

; CHECK-LABEL: .func {{ *}}(.param .b32 func_retval0) callee(
; CHECK-NEXT: .param .b32 callee_param_0,
; CHECK-NEXT: .param .b64 callee_param_1
; SEL: ld.param.u64 [[P:%rd[0-9]+]], [callee_param_1];
; SEL: st.u64 [[[AP:%rd[0-9]+]]], [[P]];
; SEL: ld.u64 [[Q:%rd[0-9]+]], [[[AP]]];
; SEL-NEXT: add.s64 [[T:%rd[0-9]+]], [[Q]], 7;
; SEL-NEXT: and.b64 [[A:%rd[0-9]+]], [[T]], -8;
; SEL-NEXT: add.s64 [[N:%rd[0-9]+]], [[A]], 8;
; SEL-NEXT: st.u64 [[[AP]]], [[N]];
; SEL-NEXT: ld.f64 {{%[fr]d[0-9]+}}, [[[A]]];
define i32 @callee(i32 %n, ...) noinline {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %d = va_arg ptr %ap, double
  call void @llvm.va_end.p0(ptr %ap)
  %i = fptosi double %d to i32
  %r = add i32 %i, %n
  ret i32 %r
}

; SEL-LABEL: .entry caller(
; SEL: add.s64 [[L:%rd[0-9]+]], %SPL, 0;
; SEL: add.s64 [[G:%rd[0-9]+]], %SP, 0;
; SEL: st.local.b32 [[[L]]], {{%r[0-9]+}};
; SEL: st.local.b64 [[[L]]+8], {{%[fr]d[0-9]+}};
; SEL: st.local.b64 [[[L]]+16], {{%rd[0-9]+}};
; SEL: .param .b64 param1;
; SEL: st.param.b64 [param1], [[G]];
; SEL: call.uni (retval0), ext, (param0, param1);
define ptx_kernel void @caller(ptr addrspace(1) %o, i32 %x, double %d, i64 %l) {
  %r = call i32 (i32, ...) @ext(i32 1, i32 %x, double %d, i64 %l)
  store i32 %r, ptr addrspace(1) %o
  %r2 = call i32 (i32, ...) @callee(i32 2, double %d)
  store i32 %r2, ptr addrspace(1) %o
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
