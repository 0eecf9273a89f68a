; LLVM's DAG folds x + -0.0, x - +0.0, x * 1.0 (either side) and x / 1.0 to x
; as it builds the node (at every level), so llc-19's PTX passes x through
; bit for bit; ptxsel computed them, and the GPU makes a NaN operand's result
; the canonical NaN, so a NaN payload came out different from llc-19's.
; x + +0.0 (not an identity for x = -0.0) stays, and 1.0 / x is rcp.rn (as
; llc-19 selects it; isel/arith.c).
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; CHECK-LABEL: .entry k(
; CHECK-NOT: mul.
; CHECK-NOT: sub.
; CHECK: st.global.v2.f32
; CHECK-NOT: mul.
; CHECK: add.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, 0f00000000;
; CHECK: rcp.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %x, double %d, half %h, <2 x float> %v) {
  %a = fmul float %x, 1.0
  %b = fadd float %a, -0.0
  %c = fsub float %b, 0.0
  %e = fdiv float %c, 1.0
  store float %e, ptr addrspace(1) %p
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  %f = fmul double 1.0, %d
  store double %f, ptr addrspace(1) %q
  %r = getelementptr i8, ptr addrspace(1) %p, i64 16
  %g = fmul half %h, 1.0
  store half %g, ptr addrspace(1) %r
  %s = getelementptr i8, ptr addrspace(1) %p, i64 24
  %w = fmul <2 x float> %v, <float 1.0, float 1.0>
  store <2 x float> %w, ptr addrspace(1) %s
  %t = getelementptr i8, ptr addrspace(1) %p, i64 32
  %n = fadd float %x, 0.0
  %o = fdiv float 1.0, %x
  %no = fadd float %n, %o
  store float %no, ptr addrspace(1) %t
  ret void
}
