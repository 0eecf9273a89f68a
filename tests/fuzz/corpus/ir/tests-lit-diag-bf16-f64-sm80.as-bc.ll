…; cvt between bf16 and f64 needs sm_90 (ptxas: "Feature 'cvt with .bf16.f64'
; requires .target sm_90 or higher"), not only PTX 7.8: on sm_80 with PTX
; 7.8 ptxsel exited 0 with PTX ptxas rejects. Now fpext bf16 -> f64 goes
; through f32 (exact) and fptrunc f64 -> bf16 is refused by name.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx78 %S/../ordinary/bf16-ext.ll -o %t.ptx
; RUN: FileCheck %s --check-prefix=EXT < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx78 %s -o %t2.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; EXT-NOT: cvt.f64.bf16
; EXT: cvt.f64.f32
; CHECK: error: cvt.rn.bf16.f64 is not supported on sm_80 (requires has_bf16_arith: sm_90)
define ptx_kernel void @k(ptr addrspace(1) %p, double %d) {
  %b = fptrunc double %d to bfloat
  store bfloat %b, ptr addrspace(1) %p
  ret void
}
