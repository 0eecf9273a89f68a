; A float or double select picks bits: ptxsel prints selp.b32 / selp.b64.
; ptxas 13.0 at -O1 and above turns a selp.f32 whose operand holds the
; constant -0.0 into +0.0: difftest s84482_O2 (a dynamic extractelement
; from <-0.0, -1.0, x, -1.0>, lowered to a chain of selects) gave +0.0 on an
; H100 where the IR says -0.0, while the same PTX with selp.b32 was right
; (docs/difftest.md; the GPU check is tests/difftest/refkernels/negzero_selp).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry lanes(
; CHECK-NOT: selp.f32
; CHECK: mov.{{[bf]}}32 {{%r[0-9]+}}, {{0f80000000|-2147483648}};
; CHECK-COUNT-3: selp.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%p[0-9]+}};
; CHECK-NOT: selp.f32
; CHECK: ret;
define ptx_kernel void @lanes(ptr addrspace(1) %out, float %x, i32 %i) {
  %v = insertelement <4 x float> <float -0.000000e+00, float -1.000000e+00, float poison, float -1.000000e+00>, float %x, i64 2
  %e = extractelement <4 x float> %v, i32 %i
  store float %e, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry imm32(
; CHECK: selp.b32 {{%r[0-9]+}}, 0f80000000, {{%r[0-9]+}}, {{%p[0-9]+}};
; CHECK-NOT: selp.f32
; CHECK: ret;
define ptx_kernel void @imm32(ptr addrspace(1) %out, float %x, i1 %c) {
  %s = select i1 %c, float -0.000000e+00, float %x
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry imm64(
; CHECK: selp.b64 {{%rd[0-9]+}}, 0d8000000000000000, {{%rd[0-9]+}}, {{%p[0-9]+}};
; CHECK-NOT: selp.f64
; CHECK: ret;
define ptx_kernel void @imm64(ptr addrspace(1) %out, double %x, i1 %c) {
  %s = select i1 %c, double -0.000000e+00, double %x
  store double %s, ptr addrspace(1) %out, align 8
  ret void
}
