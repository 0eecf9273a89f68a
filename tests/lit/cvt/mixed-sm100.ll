; Mixed-precision add / sub / fma (an .f16 / .bf16 source converted to .f32
; inside the instruction; DeepGEMM's add.rn.f32.bf16). Upstream has no
; intrinsic: the names are ours (docs/intrinsics.md "cvt: packed narrow
; floats"). has_mixed_fp_arith: sm_100 and every later target (ptxas 13:
; "Feature 'add.f32.bf16' requires .target sm_100 or higher").
; RUN: %ptxsel -mcpu=sm_100 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120 %t120.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90a -mattr=+ptx90 %s -o %t90.ptx 2>&1 | FileCheck --check-prefix=SM90 %s
; RUN: not test -e %t90.ptx
; SM90: error: add.rn.f32.bf16 is not supported on sm_90a (requires has_mixed_fp_arith: sm_100)

; CHECK-LABEL: add_rn_f32_bf16(
; CHECK: add.rn.f32.bf16 %{{[fr]}}{{[0-9]+}}, %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define float @add_rn_f32_bf16(bfloat %a, float %c) {
  %r = call float @llvm.nvvm.add.rn.f32.bf16(bfloat %a, float %c)
  ret float %r
}

; A constant narrow source is moved into a register; an f32 one is printed.
; CHECK-LABEL: add_f32_f16_const(
; CHECK: mov.b16 [[H:%rs[0-9]+]], 0x3C00;
; CHECK: add.f32.f16 %{{[fr]}}{{[0-9]+}}, [[H]], 0f40000000;
define float @add_f32_f16_const() {
  %r = call float @llvm.nvvm.add.f32.f16(half 1.0, float 2.0)
  ret float %r
}

; CHECK-LABEL: sub_rz_sat_f32_f16(
; CHECK: sub.rz.sat.f32.f16 %{{[fr]}}{{[0-9]+}}, %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define float @sub_rz_sat_f32_f16(half %a, float %c) {
  %r = call float @llvm.nvvm.sub.rz.sat.f32.f16(half %a, float %c)
  ret float %r
}

; CHECK-LABEL: fma_rn_f32_bf16(
; CHECK: fma.rn.f32.bf16 %{{[fr]}}{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define float @fma_rn_f32_bf16(bfloat %a, bfloat %b, float %c) {
  %r = call float @llvm.nvvm.fma.rn.f32.bf16(bfloat %a, bfloat %b, float %c)
  ret float %r
}

declare float @llvm.nvvm.add.rn.f32.bf16(bfloat, float)
declare float @llvm.nvvm.add.f32.f16(half, float)
declare float @llvm.nvvm.sub.rz.sat.f32.f16(half, float)
declare float @llvm.nvvm.fma.rn.f32.bf16(bfloat, bfloat, float)
