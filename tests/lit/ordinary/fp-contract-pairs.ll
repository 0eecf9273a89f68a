; Contraction where llc-19's type legaliser keeps vectors whole or splits
; them. f16 vectors (and bf16 where bf16x2 arithmetic is native, sm_90)
; stay pairs: the combiner sees a lane filled by a shufflevector or an
; insertelement as that node, not as the fmul behind it, and fuses none
; (difftest s66586_O2: '(v * v).xx + v' on <2 x half> was fused in both
; lanes, 16 of 256 outputs differed on the H100). A vector fmul that is the
; operand itself still fuses in every lane. A scalar extracted from a vector
; that is split into scalars (f32, f64) is that lane's fmul to the
; combiner, which fuses it; extracted from a pair it is not.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck --check-prefixes=CHECK,SM90 %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefixes=CHECK,SM90 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; bf16 on sm_80 has no bf16x2 add: the vector is split and its lanes fuse.
; RUN: %ptxsel -O2 -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck --check-prefixes=CHECK,SM80 %s < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin

target triple = "nvptx64-nvidia-cuda"

; The reduced difftest kernel's arithmetic.
; CHECK-LABEL: .entry splat_half2(
; CHECK-NOT: fma
; CHECK: {{^}}}
define ptx_kernel void @splat_half2(<2 x half> %a, ptr addrspace(1) %p) {
  %m = fmul contract <2 x half> %a, %a
  %s = shufflevector <2 x half> %m, <2 x half> poison, <2 x i32> zeroinitializer
  %r = fadd contract <2 x half> %a, %s
  store <2 x half> %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry ins_half4(
; CHECK-NOT: fma
; CHECK: {{^}}}
define ptx_kernel void @ins_half4(<4 x half> %a, <4 x half> %b, half %x, half %y, ptr addrspace(1) %p) {
  %m0 = fmul contract half %x, %y
  %m1 = fmul contract half %y, %y
  %v0 = insertelement <4 x half> %a, half %m0, i32 0
  %v1 = insertelement <4 x half> %v0, half %m1, i32 3
  %r = fsub contract <4 x half> %b, %v1
  store <4 x half> %r, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry rev_bf16x2(
; SM90-NOT: fma
; SM80-COUNT-2: fma.rn.bf16
; CHECK: {{^}}}
define ptx_kernel void @rev_bf16x2(<2 x bfloat> %a, <2 x bfloat> %b, ptr addrspace(1) %p) {
  %m = fmul contract <2 x bfloat> %a, %a
  %s = shufflevector <2 x bfloat> %m, <2 x bfloat> poison, <2 x i32> <i32 1, i32 0>
  %r = fadd contract <2 x bfloat> %b, %s
  store <2 x bfloat> %r, ptr addrspace(1) %p
  ret void
}

; The fmul itself as the operand: fused (in f16 lanes or f16x2).
; CHECK-LABEL: .entry whole_half2(
; CHECK: fma.rn.f16
; CHECK-NOT: add.rn.f16
; CHECK: {{^}}}
define ptx_kernel void @whole_half2(<2 x half> %a, <2 x half> %b, ptr addrspace(1) %p) {
  %m = fmul contract <2 x half> %a, %b
  %r = fadd contract <2 x half> %m, %b
  store <2 x half> %r, ptr addrspace(1) %p
  ret void
}

; A lane of a split <2 x float> fmul, extracted: fused.
; CHECK-LABEL: .entry extract_f32(
; CHECK: ld.param.b32 [[A1:%r[0-9]+]], [extract_f32_param_0+4];
; CHECK: ld.param.f32 [[B:%r[0-9]+]], [extract_f32_param_1];
; CHECK: fma.rn.f32 {{%r[0-9]+}}, [[A1]], [[A1]], [[B]];
define ptx_kernel void @extract_f32(<2 x float> %a, float %b, ptr addrspace(1) %p) {
  %m = fmul contract <2 x float> %a, %a
  %e = extractelement <2 x float> %m, i32 1
  %r = fadd contract float %b, %e
  store float %r, ptr addrspace(1) %p
  ret void
}

; ... and from an f16 pair: not fused.
; CHECK-LABEL: .entry extract_half(
; CHECK-NOT: fma
; CHECK: {{^}}}
define ptx_kernel void @extract_half(<2 x half> %a, half %b, ptr addrspace(1) %p) {
  %m = fmul contract <2 x half> %a, %a
  %e = extractelement <2 x half> %m, i32 1
  %r = fadd contract half %b, %e
  store half %r, ptr addrspace(1) %p
  ret void
}
