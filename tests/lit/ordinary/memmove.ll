; memmove is correct on overlap: a constant size loads everything before the
; first store; a run-time size copies backwards when dst is above src.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)

; CHECK-LABEL: .entry mv_const(
; CHECK: ld.global.u32 [[A:%r[0-9]+]], {{\[}}[[S:%rd[0-9]+]]{{\]}};
; CHECK-NEXT: ld.global.u32 [[B:%r[0-9]+]], {{\[}}[[S]]+4];
; CHECK-NEXT: ld.global.u32 [[C:%r[0-9]+]], {{\[}}[[S]]+8];
; CHECK-NEXT: st.global.u32 {{\[}}[[D:%rd[0-9]+]]{{\]}}, [[A]];
; CHECK-NEXT: st.global.u32 {{\[}}[[D]]+4], [[B]];
; CHECK-NEXT: st.global.u32 {{\[}}[[D]]+8], [[C]];
define ptx_kernel void @mv_const(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 12, i1 false)
  ret void
}

; CHECK-LABEL: .entry mv_var(
; CHECK: ld.param.u64 [[D:%rd[0-9]+]], {{\[}}mv_var_param_0{{\]}};
; CHECK: ld.param.u64 [[S:%rd[0-9]+]], {{\[}}mv_var_param_1{{\]}};
; CHECK: setp.gt.u64 [[UP:%p[0-9]+]], [[D]], [[S]];
; CHECK-NEXT: @[[UP]] bra [[BACK:\$L__BB[0-9_]+]];
; CHECK: [[BACK]]:
; CHECK: setp.eq.u64
; CHECK: sub.s64 [[J:%rd[0-9]+]], [[J]], 1;
; CHECK-NEXT: add.s64 [[SA:%rd[0-9]+]], [[S]], [[J]];
; CHECK-NEXT: ld.global.u8 [[X:%rs[0-9]+]], {{\[}}[[SA]]{{\]}};
; CHECK-NEXT: add.s64 [[DA:%rd[0-9]+]], [[D]], [[J]];
; CHECK-NEXT: st.global.u8 {{\[}}[[DA]]{{\]}}, [[X]];
define ptx_kernel void @mv_var(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  ret void
}
