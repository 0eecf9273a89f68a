; Contraction in a vector fsub split into scalar lanes, where the lanes
; share their fmuls (lane i is m[i+1] - m[i]): each lane fuses the fmul with
; fewer uses left, so the order in which llc-19's combiner visits the lanes
; decides the result. Lanes are planned in that order (a power-of-two width:
; decreasing bit-reversed index, 3, 1, 2, 0; otherwise last lane first),
; which gives llc-19's choices: with four lanes m0 and m2 are fused in both
; their lanes and m1, m3 stay products; with three, m0 twice and m2 once
; (difftest s17144, one lane 1 ulp apart before).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry lanes4(
; CHECK-NOT: fma.rn.f32 {{.*}}0f40800000
; CHECK-NOT: fma.rn.f32 {{.*}}0f40C00000
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40400000, {{%[fr][0-9]+}};
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40A00000, {{%[fr][0-9]+}};
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40A00000, {{%[fr][0-9]+}};
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40400000, {{%[fr][0-9]+}};
; CHECK-NOT: fma.rn.f32
; CHECK-LABEL: .entry lanes3(
; CHECK-NOT: fma.rn.f32 {{.*}}0f40800000
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40400000, {{%[fr][0-9]+}};
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40A00000, {{%[fr][0-9]+}};
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f40400000, {{%[fr][0-9]+}};
; CHECK-NOT: fma.rn.f32

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @lanes4(ptr %p, ptr %q, float %s) {
  %a0p = getelementptr float, ptr %p, i64 0
  %a0 = load float, ptr %a0p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <4 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <4 x float> %v0, float %m1, i64 1
  %a2p = getelementptr float, ptr %p, i64 2
  %a2 = load float, ptr %a2p
  %m2 = fmul contract float %a2, 5.000000e+00
  %v2 = insertelement <4 x float> %v1, float %m2, i64 2
  %a3p = getelementptr float, ptr %p, i64 3
  %a3 = load float, ptr %a3p
  %m3 = fmul contract float %a3, 6.000000e+00
  %v3 = insertelement <4 x float> %v2, float %m3, i64 3
  %sh = shufflevector <4 x float> %v3, <4 x float> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %d = fsub contract <4 x float> %sh, %v3
  store <4 x float> %d, ptr %q, align 4
  ret void
}
define ptx_kernel void @lanes3(ptr %p, ptr %q, float %s) {
  %a0p = getelementptr float, ptr %p, i64 0
  %a0 = load float, ptr %a0p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <3 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <3 x float> %v0, float %m1, i64 1
  %a2p = getelementptr float, ptr %p, i64 2
  %a2 = load float, ptr %a2p
  %m2 = fmul contract float %a2, 5.000000e+00
  %v2 = insertelement <3 x float> %v1, float %m2, i64 2
  %sh = shufflevector <3 x float> %v2, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %d = fsub contract <3 x float> %sh, %v2
  store <3 x float> %d, ptr %q, align 4
  ret void
}
