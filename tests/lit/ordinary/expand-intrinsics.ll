; Intrinsics expanded into plain IR before selection (isel/expand.c), as llc-19
; expands them: the order of a floating-point reduction decides its result.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; ordered: ((((s + a0) + a1) + a2) + a3)
; CHECK-LABEL: ordered(
; CHECK: ld.param.{{[bf]}}32 [[S:%[fr][0-9]+]], [ordered_param_0];
; CHECK: add.rn.f32 [[R1:%[fr][0-9]+]], [[S]], [[A0:%[fr][0-9]+]];
; CHECK-NEXT: add.rn.f32 [[R2:%[fr][0-9]+]], [[R1]],
; CHECK-NEXT: add.rn.f32 [[R3:%[fr][0-9]+]], [[R2]],
; CHECK-NEXT: add.rn.f32 {{%[fr][0-9]+}}, [[R3]],
define float @ordered(float %s, <4 x float> %v) {
  %r = call float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  ret float %r
}

; reassoc: s + ((a0 + a2) + (a1 + a3))
; CHECK-LABEL: tree(
; CHECK: mov.f32 [[A0:%[fr][0-9]+]],
; CHECK-NEXT: mov.f32 [[A1:%[fr][0-9]+]],
; CHECK-NEXT: mov.f32 [[A2:%[fr][0-9]+]],
; CHECK-NEXT: mov.f32 [[A3:%[fr][0-9]+]],
; CHECK-NEXT: add.rn.f32 [[L:%[fr][0-9]+]], [[A0]], [[A2]];
; CHECK-NEXT: add.rn.f32 [[H:%[fr][0-9]+]], [[A1]], [[A3]];
; CHECK-NEXT: add.rn.f32 [[T:%[fr][0-9]+]], [[L]], [[H]];
; CHECK-NEXT: add.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, [[T]];
define float @tree(float %s, <4 x float> %v) {
  %r = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  ret float %r
}

; CHECK-LABEL: umax8(
; CHECK-COUNT-7: max.u16
define i8 @umax8(<8 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %v)
  ret i8 %r
}

; usub.sat: a > b ? a - b : 0
; CHECK-LABEL: usubsat(
; CHECK: sub.s32
; CHECK: setp.lt.u32
; CHECK: selp.b32
define i32 @usubsat(i32 %a, i32 %b) {
  %r = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}

; ctpop.i8 through i32
; CHECK-LABEL: pop8(
; CHECK: popc.b32
define i8 @pop8(i8 %a) {
  %r = call i8 @llvm.ctpop.i8(i8 %a)
  ret i8 %r
}

; ctlz.i128 from the halves
; CHECK-LABEL: clz128(
; CHECK-COUNT-2: clz.b64
define i128 @clz128(i128 %a) {
  %r = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  ret i128 %r
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i8 @llvm.ctpop.i8(i8)
declare i128 @llvm.ctlz.i128(i128, i1)
