; A store of what a load of the same block read from the same address, with
; nothing that writes memory in between, writes nothing new: llc-19's
; combiner drops it at every level, and the load with it when nothing else
; uses the value (`v = v;` at clang -O0 is a load and a store of v's slot:
; difftest s70323_O0). A store, call or volatile access in between, another
; address, or a use of the loaded value elsewhere keeps what is needed.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @ext()

; CHECK-LABEL: self_assign(
; CHECK: st.local.u32 [%SPL], {{%r[0-9]+}};
; CHECK-NEXT: ld.local.u32 [[V:%r[0-9]+]], [%SPL];
; CHECK-NEXT: st.param.b32 [func_retval0], [[V]];
define i32 @self_assign(i32 %x) {
  %v = alloca i32, align 4
  store i32 %x, ptr %v, align 4
  %a = load i32, ptr %v, align 4
  store i32 %a, ptr %v, align 4
  %r = load i32, ptr %v, align 4
  ret i32 %r
}

; The loaded value is used again: the load stays, the store goes.
; CHECK-LABEL: used_twice(
; CHECK: ld.u32 [[A:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NOT: st.u32
; CHECK: add.s32 {{%r[0-9]+}}, [[A]], 1;
define i32 @used_twice(ptr %p) {
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr %p, align 4
  %b = add i32 %a, 1
  ret i32 %b
}

; CHECK-LABEL: .func kept(
; CHECK: ld.u32 [[A:%r[0-9]+]], [[[P:%rd[0-9]+]]];
; CHECK: st.u32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK: st.u32 [[[P]]], [[A]];
; CHECK: ld.u32 [[B:%r[0-9]+]], [[[P]]];
; CHECK: call.uni ext
; CHECK: st.u32 [[[P]]], [[B]];
; CHECK: ld.volatile.u32 [[C:%r[0-9]+]], [[[P]]];
; CHECK: st.u32 [[[P]]], [[C]];
; CHECK: ld.u32 [[D:%r[0-9]+]], [[[P]]];
; CHECK: st.volatile.u32 [[[P]]], [[D]];
; CHECK: ld.u32 [[E:%r[0-9]+]], [[[P]]];
; CHECK: st.u32 [[[P]]+4], [[E]];
; CHECK: ret;
define void @kept(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  store i32 7, ptr %q, align 4
  store i32 %a, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  call void @ext()
  store i32 %b, ptr %p, align 4
  %c = load volatile i32, ptr %p, align 4
  store i32 %c, ptr %p, align 4
  %d = load i32, ptr %p, align 4
  store volatile i32 %d, ptr %p, align 4
  %e = load i32, ptr %p, align 4
  %p4 = getelementptr i8, ptr %p, i64 4
  store i32 %e, ptr %p4, align 4
  ret void
}
