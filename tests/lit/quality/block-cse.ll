; At -O1 and above a pure instruction that computes a value an earlier
; instruction of its block already holds becomes a copy of it, as llc-19's
; SelectionDAG keeps one node per value in a block. Most such repeats appear
; only when vectors are split: below, the second fdiv's first three lanes
; divide the same registers as the first's (difftest s70776_O2: 16 div.rn.f32
; where llc-19 has 7, 1.15x llc-19's time on an H100). A copy made on one
; incoming edge of a block says nothing in that block (difftest s60240_O2:
; the phi below is %x only when %c is true).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s --check-prefix=O0 < %t0.ptx

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: vec_lanes(
; CHECK-COUNT-4: div.rn.f32
; CHECK: selp.b32 [[E:%r[0-9]+]],
; CHECK-NOT: div.rn.f32
; CHECK: div.rn.f32 {{%r[0-9]+}}, [[E]],
; CHECK-NOT: div.rn.f32
; CHECK: ret;
; O0-LABEL: vec_lanes(
; O0-COUNT-8: div.rn.f32
; O0-NOT: div.rn.f32
; O0: ret;
define float @vec_lanes(<4 x float> %a, <4 x float> %b, i32 %i) {
  %x = fdiv <4 x float> %a, %b
  %e = extractelement <4 x float> %x, i32 %i
  %a2 = insertelement <4 x float> %a, float %e, i64 3
  %y = fdiv <4 x float> %a2, %b
  %e2 = extractelement <4 x float> %y, i32 %i
  ret float %e2
}

; CHECK-LABEL: phi_edge_copy(
; CHECK-DAG: ld.param.b32 [[X:%r[0-9]+]], [phi_edge_copy_param_0];
; CHECK-DAG: ld.param.b32 [[Y:%r[0-9]+]], [phi_edge_copy_param_1];
; CHECK: mov.b32 [[X]], [[Y]];
; CHECK: // %M
; CHECK-DAG: cvt.u64.u32 [[EY:%rd[0-9]+]], [[Y]];
; CHECK-DAG: cvt.u64.u32 [[EP:%rd[0-9]+]], [[X]];
; CHECK: mul.lo.s64 {{%rd[0-9]+}}, [[EY]], [[EP]];
define i64 @phi_edge_copy(i32 %x, i32 %y, i1 %c) {
entry:
  br i1 %c, label %A, label %B
A:
  br label %M
B:
  br label %M
M:
  %p = phi i32 [%x, %A], [%y, %B]
  %ey = zext i32 %y to i64
  %ep = zext i32 %p to i64
  %s = mul i64 %ey, %ep
  ret i64 %s
}
