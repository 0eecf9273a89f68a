; bf16 -> f32/f64 on targets/PTX versions without cvt.f32.bf16 (PTX 7.1) or
; cvt.f64.bf16 (sm_90 / PTX 7.8): exact bit shift into the high half.
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: FileCheck %s --check-prefix=SM90 < %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin
; SM80-LABEL: .entry k(
; SM80: .param .align 2 .b8 k_param_2[2]
; SM80: mov.b16 [[Z:%rs[0-9]+]], 0;
; SM80: mov.b32 %{{[fr]}}{{[0-9]+}}, {[[Z]], %rs{{[0-9]+}}};
; SM80: cvt.f64.f32
; SM80-NOT: cvt.f32.bf16
; SM90-LABEL: .entry k(
; SM90: cvt.f32.bf16
; SM90: cvt.f64.bf16
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, bfloat %h) {
  %f = fpext bfloat %h to float
  store float %f, ptr addrspace(1) %p
  %d = fpext bfloat %h to double
  store double %d, ptr addrspace(1) %q
  ret void
}
