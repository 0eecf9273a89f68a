; At -O0 a load or store straight into a static alloca's depot slot (the
; alloca or a constant offset from it) is a .local access at the depot's
; local address ([%SPL+slot]), as llc-19 selects it at -O1 and above; the
; generic %SP address stays for everything else: the alloca passed to a
; call, a variable index, a volatile access ([%SP+slot], as llc-19 -O0
; folds the frame index), an atomic one (the alloca's register, as llc-19).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @ext(ptr)

; CHECK-LABEL: .entry k(
; CHECK: add.s64 [[A:%rd[0-9]+]], %SP, 0;
; CHECK-NEXT: mov.b32 [[V5:%r[0-9]+]], 5;
; CHECK-NEXT: st.local.u32 [%SPL], [[V5]];
; CHECK-NEXT: mov.b32 [[V7:%r[0-9]+]], 7;
; CHECK-NEXT: st.local.u32 [%SPL+12], [[V7]];
; CHECK: st.u32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK: st.volatile.u32 [%SP+4], {{%r[0-9]+}};
; CHECK-NEXT: add.s64 [[T:%rd[0-9]+]], [[A]], 8;
; CHECK-NEXT: atom.add.u32 {{%r[0-9]+}}, {{\[}}[[T]]], 1;
; CHECK: st.param.b64 [param0], [[A]];
; CHECK: call.uni ext,
; CHECK: ld.local.u32 {{%r[0-9]+}}, [%SPL+12];
; CHECK: ret;
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %a = alloca [8 x i32], align 4
  store i32 5, ptr %a, align 4
  %q = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %q, align 4
  %p = getelementptr inbounds [8 x i32], ptr %a, i64 0, i32 %n
  store i32 9, ptr %p, align 4
  %r = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 1
  store volatile i32 1, ptr %r, align 4
  %t = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 2
  %old = atomicrmw add ptr %t, i32 1 monotonic
  call void @ext(ptr %a)
  %v = load i32, ptr %q, align 4
  %s = add i32 %v, %old
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
