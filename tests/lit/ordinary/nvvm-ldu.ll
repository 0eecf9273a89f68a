; llvm.nvvm.ldu.global.* (upstream ldu-i8.ll, ldu-ldg.ll,
; ldu-reg-plus-offset.ll; issue 11) and ldg.global of half / <2 x half>,
; spelled as llc-19 spells them (integers .uN, <2 x half> as one .u32).
; The same CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin

; CHECK-LABEL: ldu_v2f32(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldu_v2f32_param_0];
; CHECK: ldu.global.v2.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [[[P]]];
define <2 x float> @ldu_v2f32(ptr addrspace(1) %p) {
  %r = call <2 x float> @llvm.nvvm.ldu.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  ret <2 x float> %r
}

; CHECK-LABEL: ldu_v4i32(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldu_v4i32_param_0];
; CHECK: ldu.global.v4.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [[[P]]];
define <4 x i32> @ldu_v4i32(ptr %p) {
  %r = call <4 x i32> @llvm.nvvm.ldu.global.i.v4i32.p0(ptr %p, i32 16)
  ret <4 x i32> %r
}

; CHECK-LABEL: ldu_i8(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldu_i8_param_0];
; CHECK: ldu.global.u8 %rs{{[0-9]+}}, [[[P]]];
define i8 @ldu_i8(ptr %p) {
  %r = call i8 @llvm.nvvm.ldu.global.i.i8.p0(ptr %p, i32 1)
  ret i8 %r
}

; CHECK-LABEL: ldu_p(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldu_p_param_0];
; CHECK: ldu.global.u64 %rd{{[0-9]+}}, [[[P]]];
define ptr @ldu_p(ptr addrspace(1) %p) {
  %r = call ptr @llvm.nvvm.ldu.global.p.p0.p1(ptr addrspace(1) %p, i32 8)
  ret ptr %r
}

; CHECK-LABEL: ldu_v2f16(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldu_v2f16_param_0];
; CHECK: ldu.global.u32 %r{{[0-9]+}}, [[[P]]];
define <2 x half> @ldu_v2f16(ptr addrspace(1) %p) {
  %r = call <2 x half> @llvm.nvvm.ldu.global.f.v2f16.p1(ptr addrspace(1) %p, i32 4)
  ret <2 x half> %r
}

; CHECK-LABEL: ldg_f16(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldg_f16_param_0];
; CHECK: ld.global.nc.u16 %rs{{[0-9]+}}, [[[P]]];
define half @ldg_f16(ptr addrspace(1) %p) {
  %r = call half @llvm.nvvm.ldg.global.f.f16.p1(ptr addrspace(1) %p, i32 2)
  ret half %r
}

; CHECK-LABEL: ldg_v2f16(
; CHECK: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [ldg_v2f16_param_0];
; CHECK: ld.global.nc.u32 %r{{[0-9]+}}, [[[P]]];
define <2 x half> @ldg_v2f16(ptr addrspace(1) %p) {
  %r = call <2 x half> @llvm.nvvm.ldg.global.f.v2f16.p1(ptr addrspace(1) %p, i32 4)
  ret <2 x half> %r
}

declare <2 x float> @llvm.nvvm.ldu.global.f.v2f32.p1(ptr addrspace(1), i32)
declare <4 x i32> @llvm.nvvm.ldu.global.i.v4i32.p0(ptr, i32)
declare i8 @llvm.nvvm.ldu.global.i.i8.p0(ptr, i32)
declare ptr @llvm.nvvm.ldu.global.p.p0.p1(ptr addrspace(1), i32)
declare <2 x half> @llvm.nvvm.ldu.global.f.v2f16.p1(ptr addrspace(1), i32)
declare half @llvm.nvvm.ldg.global.f.f16.p1(ptr addrspace(1), i32)
declare <2 x half> @llvm.nvvm.ldg.global.f.v2f16.p1(ptr addrspace(1), i32)
