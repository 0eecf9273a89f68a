; Upstream LLVM's f32 -> f16 / bf16 conversions (LLVM 23's convert-sm80.ll and
; convert-sm80-sf.ll): llvm.nvvm.f2f16.R[.relu][.satfinite] (a half result)
; and the .satfinite forms of f2bf16 / ff2bf16x2 / ff2f16x2, printed as
; upstream's llc prints them. ptxas: .relu, .bf16 and the pairs need sm_80;
; .satfinite needs PTX 8.1; cvt.rz.f16.f32 and .satfinite .f16 are on sm_75 too.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx81 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; sm_75 at PTX 8.1 takes the .f16 forms without .relu:
; RUN: sed -e '/^define void @sm80_/,/^}/d' %s > %t.sm75.ll
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx81 %t.sm75.ll -o %t75.ptx
; RUN: FileCheck %s --check-prefix=SM75 < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin
; and refuses .relu; PTX 8.0 refuses .satfinite:
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx81 %s -o %t75all.ptx 2> %t75.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM75ERR < %t75.err
; RUN: not test -e %t75all.ptx
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx80 %s -o %t80.ptx 2> %t80.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX80 < %t80.err
; SM75ERR: error: cvt.rn.relu.f16.f32 is not supported on sm_75 (requires has_cvt_bf16: sm_80)
; SM75ERR: error: cvt.rn.satfinite.bf16.f32 is not supported on sm_75 (requires has_cvt_bf16: sm_80)
; PTX80: error: cvt.rn.satfinite.f16.f32 requires PTX ISA 8.1 (the module targets PTX ISA 8.0; use -mattr=+ptx81)
; PTX80: error: cvt.rz.relu.satfinite.f16x2.f32 requires PTX ISA 8.1 (the module targets PTX ISA 8.0; use -mattr=+ptx81)

; CHECK-LABEL: f16(
; CHECK: cvt.rn.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rz.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rn.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rz.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM75-LABEL: f16(
; SM75: cvt.rn.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM75: cvt.rz.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM75: cvt.rn.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM75: cvt.rz.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM75-NOT: cvt.{{.*}}relu
define void @f16(float %a, ptr addrspace(1) %p) {
  %v0 = call half @llvm.nvvm.f2f16.rn(float %a)
  store volatile half %v0, ptr addrspace(1) %p
  %v1 = call half @llvm.nvvm.f2f16.rz(float %a)
  store volatile half %v1, ptr addrspace(1) %p
  %v4 = call half @llvm.nvvm.f2f16.rn.satfinite(float %a)
  store volatile half %v4, ptr addrspace(1) %p
  %v5 = call half @llvm.nvvm.f2f16.rz.satfinite(float %a)
  store volatile half %v5, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: sm80_f16_relu(
; CHECK: cvt.rn.relu.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rz.relu.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rn.relu.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rz.relu.satfinite.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define void @sm80_f16_relu(float %a, ptr addrspace(1) %p) {
  %v2 = call half @llvm.nvvm.f2f16.rn.relu(float %a)
  store volatile half %v2, ptr addrspace(1) %p
  %v3 = call half @llvm.nvvm.f2f16.rz.relu(float %a)
  store volatile half %v3, ptr addrspace(1) %p
  %v6 = call half @llvm.nvvm.f2f16.rn.relu.satfinite(float %a)
  store volatile half %v6, ptr addrspace(1) %p
  %v7 = call half @llvm.nvvm.f2f16.rz.relu.satfinite(float %a)
  store volatile half %v7, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: sm80_satfinite(
; CHECK: cvt.rn.satfinite.bf16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rz.relu.satfinite.bf16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rn.satfinite.bf16x2.f32 %r{{[0-9]+}}, %{{[fr]}}[[A:[0-9]+]], %{{[fr]}}[[B:[0-9]+]];
; CHECK: cvt.rz.relu.satfinite.bf16x2.f32 %r{{[0-9]+}}, %{{[fr]}}[[A]], %{{[fr]}}[[B]];
; CHECK: cvt.rn.relu.satfinite.f16x2.f32 %r{{[0-9]+}}, %{{[fr]}}[[A]], %{{[fr]}}[[B]];
; CHECK: cvt.rz.relu.satfinite.f16x2.f32 %r{{[0-9]+}}, %{{[fr]}}[[A]], %{{[fr]}}[[B]];
define void @sm80_satfinite(float %a, float %b, ptr addrspace(1) %p) {
  %b0 = call bfloat @llvm.nvvm.f2bf16.rn.satfinite(float %a)
  store volatile bfloat %b0, ptr addrspace(1) %p
  %b1 = call bfloat @llvm.nvvm.f2bf16.rz.relu.satfinite(float %a)
  store volatile bfloat %b1, ptr addrspace(1) %p
  %x0 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.satfinite(float %a, float %b)
  store volatile <2 x bfloat> %x0, ptr addrspace(1) %p
  %x1 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu.satfinite(float %a, float %b)
  store volatile <2 x bfloat> %x1, ptr addrspace(1) %p
  %h0 = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu.satfinite(float %a, float %b)
  store volatile <2 x half> %h0, ptr addrspace(1) %p
  %h1 = call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu.satfinite(float %a, float %b)
  store volatile <2 x half> %h1, ptr addrspace(1) %p
  ret void
}

declare half @llvm.nvvm.f2f16.rn(float)
declare half @llvm.nvvm.f2f16.rz(float)
declare half @llvm.nvvm.f2f16.rn.relu(float)
declare half @llvm.nvvm.f2f16.rz.relu(float)
declare half @llvm.nvvm.f2f16.rn.satfinite(float)
declare half @llvm.nvvm.f2f16.rz.satfinite(float)
declare half @llvm.nvvm.f2f16.rn.relu.satfinite(float)
declare half @llvm.nvvm.f2f16.rz.relu.satfinite(float)
declare bfloat @llvm.nvvm.f2bf16.rn.satfinite(float)
declare bfloat @llvm.nvvm.f2bf16.rz.relu.satfinite(float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.satfinite(float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu.satfinite(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.relu.satfinite(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu.satfinite(float, float)
