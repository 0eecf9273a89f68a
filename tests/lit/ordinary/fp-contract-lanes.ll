; Contraction in a vector add/sub split into scalar lanes whose operands
; are shuffled fmuls. A lane whose two operands are both fmuls the combiner
; could fuse picks the one with fewer uses left, and the other lanes'
; fusions change those counts: the result depends on the order in which
; llc-19's combiner visits the split lanes. ptxsel plans two-lane vectors
; in that order (checked against llc-19 on every 2 x 2 x 2 shuffle shape of
; two scalar fmuls or one vector fmul, fadd and fsub, with and without other
; uses, at -O0 and -O2) and refuses the other shapes
; (fp-contract-lanes-refused.ll). Each function below is what llc-19 prints:
; rot2: m1 - m0 and m0 - m1 both fuse m0 (difftest s17144 had a lane 1 ulp
; apart before lanes were planned in that order); m1 - m0 is fma(x0, -3, m1)
; with the negated multiplier as an immediate, as llc-19 prints it;
; identity: a shufflevector that keeps every lane in place is the vector
; itself to the DAG, so the vector fmul is fused before the split, in both
; lanes, also at -O0 (ptxsel fused the swapped operand at -O0 before);
; ownlane: that also holds for a lane whose other operand is the same
; product (ptxsel left lane 0 unfused before).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin

; CHECK-LABEL: .entry rot2(
; CHECK-NOT: fma.rn.f32 {{.*}}0f40800000
; CHECK: mul.rn.f32 [[M1:%r[0-9]+]], {{%r[0-9]+}}, 0f40800000;
; CHECK: fma.rn.f32 [[L0:%r[0-9]+]], [[X0:%r[0-9]+]], 0fC0400000, [[M1]];
; CHECK: neg.f32 [[N1:%r[0-9]+]], [[M1]];
; CHECK: fma.rn.f32 [[L1:%r[0-9]+]], [[X0]], 0f40400000, [[N1]];
; CHECK: st{{.*}}.v2.f32 [{{%rd[0-9]+}}], {[[L0]], [[L1]]};
; CHECK-LABEL: .entry identity(
; CHECK-DAG: mul.rn.f32 [[M0:%r[0-9]+]], [[X0:%r[0-9]+]], 0f40400000;
; CHECK-DAG: mul.rn.f32 [[M1:%r[0-9]+]], [[X1:%r[0-9]+]], 0f40800000;
; CHECK: fma.rn.f32 [[L0:%r[0-9]+]], [[X0]], 0f40400000, [[M1]];
; CHECK: fma.rn.f32 [[L1:%r[0-9]+]], [[X1]], 0f40800000, [[M0]];
; CHECK: st{{.*}}.v2.f32 [{{%rd[0-9]+}}], {[[L0]], [[L1]]};
; CHECK-LABEL: .entry ownlane(
; CHECK: mul.rn.f32 [[M0:%r[0-9]+]], [[X0:%r[0-9]+]], 0f40400000;
; CHECK: fma.rn.f32 [[L0:%r[0-9]+]], [[X0]], 0f40400000, [[M0]];
; CHECK: fma.rn.f32 [[L1:%r[0-9]+]], {{%r[0-9]+}}, 0f40800000, [[M0]];
; CHECK: st{{.*}}.v2.f32 [{{%rd[0-9]+}}], {[[L0]], [[L1]]};

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @rot2(ptr %p, ptr %q) {
  %a0 = load float, ptr %p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <2 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <2 x float> %v0, float %m1, i64 1
  %sh = shufflevector <2 x float> %v1, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %d = fsub contract <2 x float> %sh, %v1
  store <2 x float> %d, ptr %q, align 8
  ret void
}
define ptx_kernel void @identity(ptr %p, ptr %q) {
  %x = load <2 x float>, ptr %p, align 8
  %m = fmul contract <2 x float> %x, <float 3.000000e+00, float 4.000000e+00>
  %sw = shufflevector <2 x float> %m, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %id = shufflevector <2 x float> %m, <2 x float> poison, <2 x i32> <i32 0, i32 1>
  %d = fadd contract <2 x float> %sw, %id
  store <2 x float> %d, ptr %q, align 8
  ret void
}
define ptx_kernel void @ownlane(ptr %p, ptr %q) {
  %x = load <2 x float>, ptr %p, align 8
  %m = fmul contract <2 x float> %x, <float 3.000000e+00, float 4.000000e+00>
  %sp = shufflevector <2 x float> %m, <2 x float> poison, <2 x i32> <i32 0, i32 0>
  %d = fadd contract <2 x float> %sp, %m
  store <2 x float> %d, ptr %q, align 8
  ret void
}
