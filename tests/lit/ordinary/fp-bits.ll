; Floating-point constants keep their exact bits (NaN payloads, signalling
; NaNs, -0.0, denormals, infinities) for half, bfloat, float and double, in
; global initialisers (arrays, vectors, structs) and instruction operands;
; the bytes are llc-19's.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK: .visible .global .align 2 .b8 gh[10] = {1, 126, 1, 124, 0, 128, 1, 0, 0, 124};
; CHECK: .visible .global .align 2 .b8 gb[8] = {129, 127, 0, 128, 1, 0, 128, 255};
; CHECK: .visible .global .align 4 .b8 gf[16] = {1, 0, 128, 127, 0, 0, 0, 128, 1, 0, 0, 0, 0, 0, 128, 255};
; CHECK: .visible .global .align 8 .b8 gd[24] = {1, 0, 0, 0, 0, 0, 240, 127, 0, 0, 0, 0, 0, 0, 0, 128, 1};
; CHECK: .visible .global .align 8 .b8 gv[8] = {1, 0, 128, 127, 1, 0, 192, 127};
; CHECK: .visible .global .align 8 .b8 gs[16] = {1, 126, 0, 0, 1, 0, 128, 127, 1, 0, 0, 0, 0, 0, 240, 255};
; CHECK-LABEL: .entry k(
; CHECK: mov.b16 %rs{{[0-9]+}}, 0x7E01;
; CHECK: mov.b16 %rs{{[0-9]+}}, 0x7F81;
; A scalar float / double constant is stored as the integer of its bits
; (llc-19 too): 0x7F800001, 0x7FF0000000000001.
; CHECK: mov.b32 %r{{[0-9]+}}, 2139095041;
; CHECK: mov.{{[bu]}}64 %rd{{[0-9]+}}, 9218868437227405313;
; CHECK: mov.b16 %rs{{[0-9]+}}, 0x7C01;
; CHECK: mov.b16 %rs{{[0-9]+}}, 0x8000;
; CHECK: mov.f32 %{{[fr]}}{{[0-9]+}}, 0f80000000;
; CHECK: mov.f64 %{{[fr]}}d{{[0-9]+}}, 0d8000000000000001;
; CHECK: add.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f00000001;

target triple = "nvptx64-nvidia-cuda"

@gh = addrspace(1) global [5 x half] [half 0xH7E01, half 0xH7C01, half 0xH8000, half 0xH0001, half 0xH7C00]
@gb = addrspace(1) global [4 x bfloat] [bfloat 0xR7F81, bfloat 0xR8000, bfloat 0xR0001, bfloat 0xRFF80]
@gf = addrspace(1) global [4 x float] [float 0x7FF0000020000000, float -0.0, float 0x36A0000000000000, float 0xFFF0000000000000]
@gd = addrspace(1) global [3 x double] [double 0x7FF0000000000001, double -0.0, double 0x0000000000000001]
@gv = addrspace(1) global <2 x float> <float 0x7FF0000020000000, float 0x7FF8000020000000>
@gs = addrspace(1) global { half, float, double } { half 0xH7E01, float 0x7FF0000020000000, double 0xFFF0000000000001 }

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store half 0xH7E01, ptr addrspace(1) %p
  %p1 = getelementptr i8, ptr addrspace(1) %p, i64 2
  store bfloat 0xR7F81, ptr addrspace(1) %p1
  %p2 = getelementptr i8, ptr addrspace(1) %p, i64 4
  store float 0x7FF0000020000000, ptr addrspace(1) %p2
  %p3 = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double 0x7FF0000000000001, ptr addrspace(1) %p3
  %p4 = getelementptr i8, ptr addrspace(1) %p, i64 16
  store <2 x half> <half 0xH7C01, half 0xH8000>, ptr addrspace(1) %p4
  %p5 = getelementptr i8, ptr addrspace(1) %p, i64 24
  store { float, double } { float -0.0, double 0x8000000000000001 }, ptr addrspace(1) %p5
  %p6 = getelementptr i8, ptr addrspace(1) %p, i64 40
  %x = load float, ptr addrspace(1) %p6
  %y = fadd float %x, 0x36A0000000000000
  store float %y, ptr addrspace(1) %p6
  ret void
}
