; At -O0 a load or store into a static alloca's slot has the slot folded
; into its address, as llc-19 folds the frame index ([%SP+8] at -O0):
; [%SPL+slot+off] for a .local access, [%SP+slot+off] for a volatile one,
; with no add.s64 %rdN, %SPL, slot before each access (s62362_O0 had 492
; of them). An alloca whose every access folds gets no register at all
; (llc-19 prints none); one whose address is a value (passed to a call)
; keeps its add.s64 %rdN, %SP, slot.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @ext(ptr)

; CHECK-LABEL: .func (.param .b32 func_retval0) f(
; CHECK-NOT: add.s64 {{%rd[0-9]+}}, %SP
; CHECK: st.local.u32 [%SPL], {{%r[0-9]+}};
; CHECK-NEXT: st.local.u64 [%SPL+8], {{%rd[0-9]+}};
; CHECK-NEXT: st.local.u32 [%SPL+20], {{%r[0-9]+}};
; CHECK-NEXT: ld.local.u32 [[X:%r[0-9]+]], [%SPL];
; CHECK-NEXT: ld.volatile.u64 {{%rd[0-9]+}}, [%SP+8];
; CHECK-NOT: add.s64 {{%rd[0-9]+}}, %SP
; CHECK: ret;
define i32 @f(i32 %a, i64 %b) {
  %x = alloca i32, align 4
  %y = alloca i64, align 8
  %z = alloca [4 x i32], align 4
  store i32 %a, ptr %x, align 4
  store i64 %b, ptr %y, align 8
  %z1 = getelementptr inbounds [4 x i32], ptr %z, i64 0, i64 1
  store i32 %a, ptr %z1, align 4
  %v = load i32, ptr %x, align 4
  %w = load volatile i64, ptr %y, align 8
  %t = trunc i64 %w to i32
  %r = add i32 %v, %t
  ret i32 %r
}

; CHECK-LABEL: .func g(
; CHECK: add.s64 [[A:%rd[0-9]+]], %SP, 0;
; CHECK-NOT: add.s64 {{%rd[0-9]+}}, %SPL
; CHECK: st.local.u32 [%SPL+4], {{%r[0-9]+}};
; CHECK: st.param.b64 [param0], [[A]];
; CHECK: ret;
define void @g(i32 %a) {
  %x = alloca [2 x i32], align 4
  %x1 = getelementptr inbounds [2 x i32], ptr %x, i64 0, i64 1
  store i32 %a, ptr %x1, align 4
  call void @ext(ptr %x)
  ret void
}
