; At -O1 and above llc-19 runs NVPTX's alloca lowering before address-space
; inference, so loads and stores of a private array use the local space
; (ld.local / st.local from the depot, %SPL) instead of generic addresses;
; ptxsel runs the same step. A volatile access and any use other than a
; load, store, GEP or bitcast (a call, an atomic) keep the generic address.
; At -O0 (no IR passes, as llc) an access through a variable index stays
; generic; one straight into a depot slot is .local there too
; (tests/lit/quality/depot-local-o0.ll).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 -c %t0.ptx -o %t0.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @ext(ptr)

; CHECK-LABEL: .entry k(
; CHECK: add.s64 [[A:%rd[0-9]+]], %SPL, 0;
; CHECK: st.local.u32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK: st.local.u32 {{\[}}[[A]]+12], {{%r[0-9]+}};
; CHECK: ld.local.u32
; CHECK: atom.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}],
; CHECK: st.param.b64 [param0],
; O0-LABEL: .entry k(
; O0: st.u32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; O0: st.local.u32 [%SPL+12],
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %a = alloca [8 x i32], align 4
  %c = alloca i32, align 4
  %b = alloca i32, align 4
  %p = getelementptr inbounds [8 x i32], ptr %a, i64 0, i32 %n
  store i32 5, ptr %p, align 4
  %q = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %c, align 4
  %old = atomicrmw add ptr %c, i32 %v monotonic
  call void @ext(ptr %b)
  %w = load i32, ptr %b, align 4
  %s = add i32 %old, %w
  store i32 %s, ptr addrspace(1) %out
  ret void
}
