	; Prototypes as llc-19 prints them: used external functions, and
; definitions used before they are defined (directly, through a constant
; expression, or by a global's initialiser); a function defined before its
; callers, or only calling itself, gets none.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -c -arch=sm_90a %t.ptx -o %t.cubin

; CHECK: .address_size 64
; CHECK-NOT: .func first(
; CHECK: .extern .func ext(
; CHECK-NOT: .func first(
; CHECK: .func later();
; CHECK: .func in_init();
; CHECK-NOT: .func first(
; CHECK: .visible .global .align 8 .u64 fp[1] = {in_init};
; CHECK: .visible .func first()
; CHECK: .visible .func caller()
; CHECK: .func later()
; CHECK: .func in_init()
; CHECK: .func (.param .b32 func_retval0) rec(

target triple = "nvptx64-nvidia-cuda"

@fp = addrspace(1) global ptr @in_init

declare void @ext(i32)

define void @first() {
  call void @ext(i32 1)
  ret void
}

define void @caller() {
  call void @first()
  call void @later()
  ret void
}

define internal void @later() {
  ret void
}

define internal void @in_init() {
  ret void
}

define internal i32 @rec(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %again
again:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  ret i32 %r
done:
  ret i32 0
}

define ptx_kernel void @k(ptr addrspace(1) %p) {
  call void @caller()
  %r = call i32 @rec(i32 3)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
