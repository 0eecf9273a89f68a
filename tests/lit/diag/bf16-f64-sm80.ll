; cvt between bf16 and f64 needs sm_90 (ptxas: "Feature 'cvt with .bf16.f64'
; requires .target sm_90 or higher"), not only PTX 7.8: on sm_80 with PTX
; 7.8 ptxsel once exited 0 with PTX ptxas rejects. fpext bf16 -> f64 goes
; through f32 (exact), and fptrunc f64 -> bf16 is rounded to odd into f32
; and then to nearest even on the bits, as llc-19 does before sm_90 (it was
; refused by name until llc-19's lowering was added; checked on the GPU by
; the intrinsic kernels' bf16_sm75 group).
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx78 %S/../ordinary/bf16-ext.ll -o %t.ptx
; RUN: FileCheck %s --check-prefix=EXT < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx78 %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_80 %t2.ptx -o %t2.cubin
; RUN: %ptxsel -mcpu=sm_90 %s -o %t3.ptx
; RUN: FileCheck %s --check-prefix=SM90 < %t3.ptx
; EXT-NOT: cvt.f64.bf16
; EXT: cvt.f64.f32
; CHECK-NOT: cvt.rn.bf16.f64
; CHECK: cvt.rn.f32.f64
; CHECK: setp.equ.f64
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 32767;
; SM90: cvt.rn.bf16.f64
define ptx_kernel void @k(ptr addrspace(1) %p, double %d) {
  %b = fptrunc double %d to bfloat
  store bfloat %b, ptr addrspace(1) %p
  ret void
}
