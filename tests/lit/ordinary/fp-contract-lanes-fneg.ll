; The combiner's negation folds apply to each lane of a vector add/sub
; once the type legaliser splits it into scalars: fadd a, (fneg m) is
; fsub a, m, which fuses m = x * C into fma(x, -C, a). ptxsel planned the
; folds only on whole operands, so a lane filled with a scalar fneg by
; insertelement stayed an add of the negation: difftest s89227_O1 / _O3
; (seed 89227, full profile) gave 2 and 1 of 256 output words different
; from llc-19's on an H200. Each function below is what llc-19 prints at
; -O0 and -O2; a negated multiplicand that is a constant is printed as the
; negated immediate (as llc-19 does), not as a neg.f32 of x.
; negb: <z, y, m, z> + <z, -m, -m, -m>: lanes 1 and 3 fuse with -C, lane 2
;       is fma(x, C, -m) (fsub m, m), lane 0 z + z;
; nega: <-m, y> + <y, -m>: both lanes are y - m, fused;
; subneg: <y, y> - <-m, x>: lane 0 is y + m, fused; lane 1 y - x.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin

; CHECK-LABEL: .entry negb(
; CHECK-DAG: ld{{.*}}.f32 [[X:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-DAG: ld{{.*}}.f32 [[Y:%r[0-9]+]], [{{%rd[0-9]+}}+4];
; CHECK-DAG: ld{{.*}}.f32 [[Z:%r[0-9]+]], [{{%rd[0-9]+}}+8];
; CHECK-DAG: mul.rn.f32 [[M:%r[0-9]+]], [[X]], 0f3A83126F;
; CHECK-DAG: neg.f32 [[N:%r[0-9]+]], [[M]];
; CHECK-DAG: add.rn.f32 [[L0:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK-DAG: fma.rn.f32 [[L1:%r[0-9]+]], [[X]], 0fBA83126F, [[Y]];
; CHECK-DAG: fma.rn.f32 [[L2:%r[0-9]+]], [[X]], 0f3A83126F, [[N]];
; CHECK-DAG: fma.rn.f32 [[L3:%r[0-9]+]], [[X]], 0fBA83126F, [[Z]];
; CHECK: st{{.*}}.v4.f32 [{{%rd[0-9]+}}], {[[L0]], [[L1]], [[L2]], [[L3]]};
; CHECK-LABEL: .entry nega(
; CHECK-NOT: neg.f32
; CHECK-NOT: add.rn.f32
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0fC0400000, {{%r[0-9]+}};
; CHECK-LABEL: .entry subneg(
; CHECK-DAG: ld{{.*}}.f32 [[X:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-DAG: ld{{.*}}.f32 [[Y:%r[0-9]+]], [{{%rd[0-9]+}}+4];
; CHECK-DAG: fma.rn.f32 [[L0:%r[0-9]+]], [[X]], 0f40400000, [[Y]];
; CHECK-DAG: sub.rn.f32 [[L1:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: st{{.*}}.v2.f32 [{{%rd[0-9]+}}], {[[L0]], [[L1]]};

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @negb(ptr %p, ptr %q) {
  %x = load float, ptr %p
  %yp = getelementptr float, ptr %p, i64 1
  %y = load float, ptr %yp
  %zp = getelementptr float, ptr %p, i64 2
  %z = load float, ptr %zp
  %m = fmul contract float %x, 0x3F50624DE0000000
  %n = fneg contract float %m
  %a0 = insertelement <4 x float> poison, float %z, i64 0
  %a1 = insertelement <4 x float> %a0, float %y, i64 1
  %a2 = insertelement <4 x float> %a1, float %m, i64 2
  %a3 = insertelement <4 x float> %a2, float %z, i64 3
  %b1 = insertelement <4 x float> %a0, float %n, i64 1
  %b2 = insertelement <4 x float> %b1, float %n, i64 2
  %b3 = insertelement <4 x float> %b2, float %n, i64 3
  %d = fadd contract <4 x float> %a3, %b3
  store <4 x float> %d, ptr %q, align 16
  ret void
}
define ptx_kernel void @nega(ptr %p, ptr %q) {
  %x = load float, ptr %p
  %yp = getelementptr float, ptr %p, i64 1
  %y = load float, ptr %yp
  %m = fmul contract float %x, 3.000000e+00
  %n = fneg contract float %m
  %a0 = insertelement <2 x float> poison, float %n, i64 0
  %a1 = insertelement <2 x float> %a0, float %y, i64 1
  %b0 = insertelement <2 x float> poison, float %y, i64 0
  %b1 = insertelement <2 x float> %b0, float %n, i64 1
  %d = fadd contract <2 x float> %a1, %b1
  store <2 x float> %d, ptr %q, align 8
  ret void
}
define ptx_kernel void @subneg(ptr %p, ptr %q) {
  %x = load float, ptr %p
  %yp = getelementptr float, ptr %p, i64 1
  %y = load float, ptr %yp
  %m = fmul contract float %x, 3.000000e+00
  %n = fneg contract float %m
  %a0 = insertelement <2 x float> poison, float %y, i64 0
  %a1 = insertelement <2 x float> %a0, float %y, i64 1
  %b0 = insertelement <2 x float> poison, float %n, i64 0
  %b1 = insertelement <2 x float> %b0, float %x, i64 1
  %d = fsub contract <2 x float> %a1, %b1
  store <2 x float> %d, ptr %q, align 8
  ret void
}
