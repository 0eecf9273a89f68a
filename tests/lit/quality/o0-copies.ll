; -O0 copies llc-19 has none of:
; - a load that repeats an earlier one of its block (isel/memory.c,
;   repeated_load) names the first load's register where every use is in
;   its block (no mov.b32 of it); a use in another block keeps the copy;
; - a GEP with a variable index: its last add.s64 writes the GEP's own
;   register (no mov.b64 of the sum);
; - the zext of an i32 index that the GEP scales with mul.wide.u32: its
;   cvt.u64.u32 is never read and not printed.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .b32 func_retval0) reload(
; CHECK: ld.local.u32 [[X:%r[0-9]+]], [%SPL];
; CHECK-NEXT: add.s32 {{%r[0-9]+}}, [[X]], [[X]];
; CHECK: ld.local.u32 [[Y:%r[0-9]+]], [%SPL];
; CHECK-NEXT: mov.b32 [[Z:%r[0-9]+]], [[Y]];
; CHECK: // %bb.1:
; CHECK: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[Z]];
define i32 @reload(i32 %a) {
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  %w = load i32, ptr %x, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr %x, align 4
  %y = load i32, ptr %x, align 4
  %z = load i32, ptr %x, align 4
  br label %next
next:
  %r = add i32 %y, %z
  ret i32 %r
}

; CHECK-LABEL: .func (.param .b32 func_retval0) index(
; CHECK-NOT: cvt.u64.u32
; CHECK: mul.wide.u32 [[O:%rd[0-9]+]], {{%r[0-9]+}}, 4;
; CHECK-NEXT: add.s64 [[P:%rd[0-9]+]], {{%rd[0-9]+}}, [[O]];
; CHECK-NEXT: ld.u32 {{%r[0-9]+}}, [[[P]]];
; CHECK-NOT: mov.b64
; CHECK: ret;
define i32 @index(ptr %p, i32 %i) {
  %e = zext i32 %i to i64
  %q = getelementptr inbounds i32, ptr %p, i64 %e
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
