; min.NaN / max.NaN need sm_80 (ptxas on sm_75: "Modifier '.NaN' requires
; .target sm_80 or higher"); found by the conformance lattice on sm_75, then
; refused there. Now llvm.maximum / minimum before sm_80 are expanded as
; llc-19 expands them (maxnum, then the NaN and signed-zero selects), and
; ptxas takes the PTX; sm_80 keeps max.NaN.f32.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx78 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; CHECK-NOT: max.NaN
; CHECK: max.f32
; CHECK: 0f7FC00000
; SM80: max.NaN.f32
define float @f(float %a, float %b) {
  %m = call float @llvm.maximum.f32(float %a, float %b)
  ret float %m
}
declare float @llvm.maximum.f32(float, float)
