; min.NaN / max.NaN need sm_80 (ptxas on sm_75: "Modifier '.NaN' requires
; .target sm_80 or higher"); found by the conformance lattice on sm_75.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx78 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; CHECK: error: max.NaN.f32 is not supported on sm_75 (requires has_minmax_nan: sm_80)
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
define float @f(float %a, float %b) {
  %m = call float @llvm.maximum.f32(float %a, float %b)
  ret float %m
}
declare float @llvm.maximum.f32(float, float)
