; Integer to bfloat converts in one rounding where the target has it (sm_90:
; cvt.rn.bf16.s32 ...), as llc-19 does; through f32 a large integer was
; rounded twice (found by the differential campaign on the GPU). Targets
; without the direct form keep the f32 path (sm_80).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=SM90 < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; SM90: cvt.rn.bf16.s32
; SM90: cvt.rn.bf16.u64
; SM90-NOT: cvt.rn.bf16.f32
; SM80: cvt.rn.f32.s32
; SM80: cvt.rn.bf16.f32
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i, i64 %l) {
  %e = sitofp i32 %i to bfloat
  store volatile bfloat %e, ptr addrspace(1) %p
  %f = uitofp i64 %l to bfloat
  store volatile bfloat %f, ptr addrspace(1) %p
  ret void
}

; i8 sources are widened first: ptxas has no cvt.rn.bf16.s8 from a 16-bit
; register ("Arguments mismatch for instruction 'cvt'", found by the
; campaign's CPU side).
; SM90-LABEL: .entry k8(
; SM90: cvt.s16.s8 [[W:%rs[0-9]+]],
; SM90: cvt.rn.bf16.s16 {{%rs[0-9]+}}, [[W]];
; SM90: and.b16 [[U:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; SM90: cvt.rn.bf16.u16 {{%rs[0-9]+}}, [[U]];
define ptx_kernel void @k8(ptr addrspace(1) %p, i8 %c) {
  %e = sitofp i8 %c to bfloat
  store volatile bfloat %e, ptr addrspace(1) %p
  %f = uitofp i8 %c to bfloat
  store volatile bfloat %f, ptr addrspace(1) %p
  ret void
}
