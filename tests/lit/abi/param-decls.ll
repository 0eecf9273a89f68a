; Parameter and return-value declarations exactly as llc-19 prints them
; (every CHECK line below is llc-19's output for this file), so that a .func
; compiled by ptxsel is callable from PTX compiled by llc-19 and vice versa:
; .func scalars .b32/.b64 (i1/i8/i16 promoted), half/bfloat/i128/vectors/
; aggregates as aligned byte arrays (ABI alignment capped at 128, at least 16
; for a local function only called directly), byval at max(align attribute,
; ABI alignment), .entry scalars by type. Call sites declare the callee's.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%B = type { i32, [3 x i32] }
%C = type { double, i8 }

define i1 @f_i1(i1 %a) noinline { ret i1 %a }
define signext i8 @f_i8(i8 signext %a, i16 %b) noinline { ret i8 %a }
define i128 @f_i128(i128 %a) noinline { ret i128 %a }
define half @f_half(half %a, bfloat %b) noinline { ret half %a }
define {float, float, i64} @f_ffl({float, float, i64} %a) noinline { ret {float, float, i64} %a }
define <4 x float> @f_v4f(<4 x float> %a, <3 x float> %b) noinline { ret <4 x float> %a }
define <64 x float> @f_v64f(<64 x float> %a) noinline { ret <64 x float> %a }
define <2 x half> @f_v2h(<2 x half> %a, <4 x i8> %b, <2 x i8> %c) noinline { ret <2 x half> %a }
define [3 x i32] @f_arr([3 x i32] %a, [2 x i8] %b, {i8, i32} %c) noinline { ret [3 x i32] %a }
define ptr @f_ptr(ptr %a, ptr addrspace(1) %b, double %c, float %d) noinline { ret ptr %a }
define void @f_byval(ptr byval(%B) align 4 %a, ptr byval(%B) align 16 %b, ptr byval(%C) align 8 %c) noinline { ret void }
define internal {i8, i32} @f_local({i8, i32} %a, half %h, <2 x float> %v, i32 %i, ptr byval(%B) align 4 %e) noinline { ret {i8, i32} %a }
define ptx_kernel void @k_scalars(i1 %a, i8 %b, i16 %c, i32 %d, i64 %e, half %f, bfloat %g, float %h, double %i, ptr %j) { ret void }
define ptx_kernel void @k_aggr(i128 %a, <64 x float> %b, {float, float, i64} %c, <2 x half> %d, [3 x i8] %e) { ret void }
define ptx_kernel void @k_byval(ptr byval(%B) align 4 %a, ptr byval(%B) align 16 %b, ptr byval(%C) align 32 %c) { ret void }
define ptx_kernel void @caller(ptr %p) {
  %r = call {i8, i32} @f_local({i8, i32} zeroinitializer, half 1.0, <2 x float> zeroinitializer, i32 1, ptr byval(%B) align 4 %p)
  %s = call <64 x float> @f_v64f(<64 x float> zeroinitializer)
  %t = call signext i8 @f_i8(i8 signext -3, i16 300)
  call void @f_byval(ptr byval(%B) align 4 %p, ptr byval(%B) align 16 %p, ptr byval(%C) align 8 %p)
  ret void
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) f_i1(
; CHECK-NEXT: .param .b32 f_i1_param_0
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) f_i8(
; CHECK-NEXT: .param .b32 f_i8_param_0,
; CHECK-NEXT: .param .b32 f_i8_param_1
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 16 .b8 func_retval0[16]) f_i128(
; CHECK-NEXT: .param .align 16 .b8 f_i128_param_0[16]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 2 .b8 func_retval0[2]) f_half(
; CHECK-NEXT: .param .align 2 .b8 f_half_param_0[2],
; CHECK-NEXT: .param .align 2 .b8 f_half_param_1[2]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 8 .b8 func_retval0[16]) f_ffl(
; CHECK-NEXT: .param .align 8 .b8 f_ffl_param_0[16]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 16 .b8 func_retval0[16]) f_v4f(
; CHECK-NEXT: .param .align 16 .b8 f_v4f_param_0[16],
; CHECK-NEXT: .param .align 16 .b8 f_v4f_param_1[16]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 128 .b8 func_retval0[256]) f_v64f(
; CHECK-NEXT: .param .align 128 .b8 f_v64f_param_0[256]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 4 .b8 func_retval0[4]) f_v2h(
; CHECK-NEXT: .param .align 4 .b8 f_v2h_param_0[4],
; CHECK-NEXT: .param .align 4 .b8 f_v2h_param_1[4],
; CHECK-NEXT: .param .align 2 .b8 f_v2h_param_2[2]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .align 4 .b8 func_retval0[12]) f_arr(
; CHECK-NEXT: .param .align 4 .b8 f_arr_param_0[12],
; CHECK-NEXT: .param .align 1 .b8 f_arr_param_1[2],
; CHECK-NEXT: .param .align 4 .b8 f_arr_param_2[8]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func (.param .b64 func_retval0) f_ptr(
; CHECK-NEXT: .param .b64 f_ptr_param_0,
; CHECK-NEXT: .param .b64 f_ptr_param_1,
; CHECK-NEXT: .param .b64 f_ptr_param_2,
; CHECK-NEXT: .param .b32 f_ptr_param_3
; CHECK-NEXT: )
; CHECK-LABEL: .visible .func f_byval(
; CHECK-NEXT: .param .align 4 .b8 f_byval_param_0[16],
; CHECK-NEXT: .param .align 16 .b8 f_byval_param_1[16],
; CHECK-NEXT: .param .align 8 .b8 f_byval_param_2[16]
; CHECK-NEXT: )
; CHECK-LABEL: .func (.param .align 16 .b8 func_retval0[8]) f_local(
; CHECK-NEXT: .param .align 16 .b8 f_local_param_0[8],
; CHECK-NEXT: .param .align 16 .b8 f_local_param_1[2],
; CHECK-NEXT: .param .align 16 .b8 f_local_param_2[8],
; CHECK-NEXT: .param .b32 f_local_param_3,
; CHECK-NEXT: .param .align 16 .b8 f_local_param_4[16]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .entry k_scalars(
; CHECK-NEXT: .param .u8 k_scalars_param_0,
; CHECK-NEXT: .param .u8 k_scalars_param_1,
; CHECK-NEXT: .param .u16 k_scalars_param_2,
; CHECK-NEXT: .param .u32 k_scalars_param_3,
; CHECK-NEXT: .param .u64 k_scalars_param_4,
; CHECK-NEXT: .param .align 2 .b8 k_scalars_param_5[2],
; CHECK-NEXT: .param .align 2 .b8 k_scalars_param_6[2],
; CHECK-NEXT: .param .f32 k_scalars_param_7,
; CHECK-NEXT: .param .f64 k_scalars_param_8,
; CHECK-NEXT: .param .u64 k_scalars_param_9
; CHECK-NEXT: )
; CHECK-LABEL: .visible .entry k_aggr(
; CHECK-NEXT: .param .align 16 .b8 k_aggr_param_0[16],
; CHECK-NEXT: .param .align 128 .b8 k_aggr_param_1[256],
; CHECK-NEXT: .param .align 8 .b8 k_aggr_param_2[16],
; CHECK-NEXT: .param .align 4 .b8 k_aggr_param_3[4],
; CHECK-NEXT: .param .align 1 .b8 k_aggr_param_4[3]
; CHECK-NEXT: )
; CHECK-LABEL: .visible .entry k_byval(
; CHECK-NEXT: .param .align 4 .b8 k_byval_param_0[16],
; CHECK-NEXT: .param .align 16 .b8 k_byval_param_1[16],
; CHECK-NEXT: .param .align 32 .b8 k_byval_param_2[16]
; CHECK-NEXT: )
; CHECK-LABEL: .entry caller(
; CHECK: .param .u64 caller_param_0
; CHECK: .param .align 16 .b8 param0[8];
; CHECK: .param .align 16 .b8 param1[2];
; CHECK: .param .align 16 .b8 param2[8];
; CHECK: .param .b32 param3;
; CHECK: .param .align 16 .b8 param4[16];
; CHECK: .param .align 16 .b8 retval0[8];
; CHECK: .param .align 128 .b8 param0[256];
; CHECK: .param .align 128 .b8 retval0[256];
; CHECK: .param .b32 param0;
; CHECK: .param .b32 param1;
; CHECK: .param .b32 retval0;
; CHECK: .param .align 4 .b8 param0[16];
; CHECK: .param .align 16 .b8 param1[16];
; CHECK: .param .align 8 .b8 param2[16];
