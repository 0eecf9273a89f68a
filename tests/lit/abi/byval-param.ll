; Byval parameters are read in place with ld.param when their memory is only
; read (as NVPTX's argument lowering does), also through GEPs with variable
; offsets and through addrspacecast to addrspace(101). A byval parameter that
; is written or whose address escapes is copied to the local depot and every
; use reads the copy; an addrspace(101) cast of the copy reads it with
; ld.local (llc-19 reads the copy's generic address with ld.param there,
; which is wrong). __grid_constant__ parameters whose address escapes get
; their own generic address through cvta.param, like llc-19.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { i32, float, [4 x i32] }

define void @use(ptr %p) noinline {
  ret void
}

; The reproducer: a struct by value read through addrspace(101).
; CHECK-LABEL: .entry k_as101(
; CHECK-NEXT: .param .align 4 .b8 k_as101_param_0[24],
; CHECK-NOT: __local_depot
; Its address is never needed: no mov of it (llc-19 has none either).
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, k_as101_param_0;
; CHECK-NOT: cvta
; The constant offset is folded into the parameter's symbol, as llc-19 does.
; CHECK: ld.param.f32 {{%[fr][0-9]+}}, [k_as101_param_0+4];
define ptx_kernel void @k_as101(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) {
  %q = addrspacecast ptr %p to ptr addrspace(101)
  %g = getelementptr inbounds i8, ptr addrspace(101) %q, i64 4
  %v = load float, ptr addrspace(101) %g
  store float %v, ptr addrspace(1) %out
  ret void
}

; A variable index into the array member, through a generic GEP.
; CHECK-LABEL: .entry k_var(
; CHECK-NOT: __local_depot
; CHECK: mov.u64 [[P:%rd[0-9]+]], k_var_param_0;
; CHECK: mul.wide.s32 [[O:%rd[0-9]+]], {{%r[0-9]+}}, 4;
; CHECK-NEXT: add.s64 [[B:%rd[0-9]+]], [[P]], [[O]];
; CHECK-NEXT: ld.param.u32 {{%r[0-9]+}}, {{\[}}[[B]]+8];
define ptx_kernel void @k_var(ptr byval(%S) align 4 %p, i32 %i, ptr addrspace(1) %out) {
  %g = getelementptr inbounds %S, ptr %p, i64 0, i32 2, i32 %i
  %v = load i32, ptr %g
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; The address escapes: a copy in the depot; the addrspace(101) cast of it
; reads the copy with ld.local.
; CHECK-LABEL: .entry k_esc(
; CHECK: .local .align 4 .b8 __local_depot_k_esc[24];
; CHECK: add.s64 [[C:%rd[0-9]+]], %SP, 0;
; CHECK: ld.param.u32 [[X:%r[0-9]+]], [k_esc_param_0+20];
; CHECK-NEXT: st.u32 {{\[}}[[C]]+20], [[X]];
; CHECK: st.param.b64 [param0], [[G:%rd[0-9]+]];
; CHECK: cvta.to.local.u64 [[L:%rd[0-9]+]], [[G]];
; CHECK-NEXT: ld.local.u32 {{%r[0-9]+}}, {{\[}}[[L]]];
define ptx_kernel void @k_esc(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) {
  call void @use(ptr %p)
  %q = addrspacecast ptr %p to ptr addrspace(101)
  %v = load i32, ptr addrspace(101) %q
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Written: the store goes to the copy; later reads (generic, and through an
; addrspace(101) cast) see it.
; CHECK-LABEL: .entry k_wr(
; CHECK: .local .align 4 .b8 __local_depot_k_wr[24];
; CHECK: mov.b32 [[SEVEN:%r[0-9]+]], 7;
; CHECK-NEXT: st.u32 [{{%rd[0-9]+}}+8], [[SEVEN]];
; CHECK-NEXT: ld.u32 {{%r[0-9]+}}, [[[G:%rd[0-9]+]]];
; CHECK-NEXT: cvta.to.local.u64 [[L:%rd[0-9]+]], [[G]];
; CHECK-NEXT: ld.local.u32 {{%r[0-9]+}}, {{\[}}[[L]]+8];
define ptx_kernel void @k_wr(ptr byval(%S) align 4 %p, i32 %i, ptr addrspace(1) %out) {
  %g = getelementptr inbounds %S, ptr %p, i64 0, i32 2, i32 %i
  store i32 7, ptr %g
  %v = load i32, ptr %p
  %q = addrspacecast ptr %p to ptr addrspace(101)
  %g2 = getelementptr inbounds i8, ptr addrspace(101) %q, i64 8
  %v2 = load i32, ptr addrspace(101) %g2
  %s = add i32 %v, %v2
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; __grid_constant__ whose address escapes: cvta.param, as llc-19.
; CHECK-LABEL: .entry k_gc(
; CHECK-NOT: __local_depot
; CHECK: mov.u64 [[P:%rd[0-9]+]], k_gc_param_0;
; CHECK-NEXT: cvta.param.u64 [[G:%rd[0-9]+]], [[P]];
; CHECK: st.param.b64 [param0], [[G]];
; CHECK: ld.u32 {{%r[0-9]+}}, {{\[}}[[G]]];
define ptx_kernel void @k_gc(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) {
  call void @use(ptr %p)
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; __grid_constant__ only read: in place.
; CHECK-LABEL: .entry k_gc_ro(
; CHECK-NOT: cvta
; CHECK: ld.param.u32
; CHECK: ret;
define ptx_kernel void @k_gc_ro(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) {
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Device functions: read in place too, copied when written.
; CHECK-LABEL: .func f_bv(
; CHECK-NOT: __local_depot
; CHECK: mov.u64 [[P:%rd[0-9]+]], f_bv_param_0;
; CHECK: ld.param.u32
define void @f_bv(ptr byval(%S) align 4 %p, i32 %i, ptr addrspace(1) %out) noinline {
  %g = getelementptr inbounds %S, ptr %p, i64 0, i32 2, i32 %i
  %v = load i32, ptr %g
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: .func f_bvw(
; CHECK: __local_depot_f_bvw[24];
; CHECK: ld.param.u32 {{%r[0-9]+}}, [f_bvw_param_0+20];
define void @f_bvw(ptr byval(%S) align 4 %p, i32 %i, ptr addrspace(1) %out) noinline {
  %g = getelementptr inbounds %S, ptr %p, i64 0, i32 2, i32 %i
  store i32 %i, ptr %g
  call void @use(ptr %p)
  ret void
}

define ptx_kernel void @k_calls(ptr byval(%S) align 4 %p, ptr addrspace(1) %out) {
  call void @f_bv(ptr byval(%S) align 4 %p, i32 1, ptr addrspace(1) %out)
  call void @f_bvw(ptr byval(%S) align 4 %p, i32 2, ptr addrspace(1) %out)
  ret void
}

!nvvm.annotations = !{!0, !2}
!0 = !{ptr @k_gc, !"grid_constant", !1}
!1 = !{i32 1}
!2 = !{ptr @k_gc_ro, !"grid_constant", !1}

; A copy of a parameter with padding copies its fields, not the padding, as
; llc-19 does (the whole 16 bytes went as two .b64: the first read the i8 and
; i16 fields and the padding between and after them).
%Pad = type { i8, i16, i64 }
; CHECK-LABEL: .entry k_pad(
; CHECK: ld.param.u8 [[A:%rs[0-9]+]], [k_pad_param_0];
; CHECK-NEXT: st.u8 [[[C:%rd[0-9]+]]], [[A]];
; CHECK-NEXT: ld.param.u16 [[B:%rs[0-9]+]], [k_pad_param_0+2];
; CHECK-NEXT: st.u16 {{\[}}[[C]]+2], [[B]];
; CHECK-NEXT: ld.param.u64 [[D:%rd[0-9]+]], [k_pad_param_0+8];
; CHECK-NEXT: st.u64 {{\[}}[[C]]+8], [[D]];
define ptx_kernel void @k_pad(ptr byval(%Pad) align 8 %p, ptr addrspace(1) %out) {
  call void @use(ptr %p)
  %v = load i64, ptr %p
  store i64 %v, ptr addrspace(1) %out
  ret void
}
