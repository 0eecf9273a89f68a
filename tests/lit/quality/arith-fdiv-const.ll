; fdiv outside fast math as llc-19's DAG combiner leaves it, at -O0 as at
; -O2: x / C is x * (1 / C) where that reciprocal is exact and normal (a
; power of two, an infinity, a NaN), x / -1.0 is neg (an fsub from -0.0
; where f32 denormals are not IEEE), 1.0 / x is rcp.rn; half and bfloat are
; multiplied in their own type where the target has the instruction, else
; in float (after the promotion llc's combiner sees the division again).
; ptxsel printed div.rn, which ptxas expands with a slow-path subroutine.
; Every function checked against llc-19 -O0 / -O2 (-mcpu=sm_90 and sm_75).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 -c %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxsel -O0 -mcpu=sm_75 %s -o %t75.ptx
; RUN: FileCheck %s --check-prefix=SM75 < %t75.ptx
; RUN: %ptxas -arch=sm_75 -c %t75.ptx -o %t75.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: by4(
; CHECK: mul.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3E800000;
; CHECK-NOT: div.rn
define float @by4(float %x) {
  %r = fdiv float %x, 4.0
  ret float %r
}

; 1 / 2^127 is subnormal: a division
; CHECK-LABEL: by2p127(
; CHECK: div.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f7F000000;
define float @by2p127(float %x) {
  %r = fdiv float %x, 0x47E0000000000000
  ret float %r
}

; CHECK-LABEL: by3(
; CHECK: div.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f40400000;
define float @by3(float %x) {
  %r = fdiv float %x, 3.0
  ret float %r
}

; CHECK-LABEL: byinf(
; CHECK: mul.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f00000000;
define float @byinf(float %x) {
  %r = fdiv float %x, 0x7FF0000000000000
  ret float %r
}

; CHECK-LABEL: bym8d(
; CHECK: mul.rn.f64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 0dC020000000000000;
define double @bym8d(double %x) {
  %r = fdiv double %x, -0.125
  ret double %r
}

; CHECK-LABEL: negd(
; CHECK: neg.f64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; CHECK-NOT: div.rn
define double @negd(double %x) {
  %r = fdiv double %x, -1.0
  ret double %r
}

; CHECK-LABEL: negftz(
; CHECK: mov.f32 [[Z:%r[0-9]+]], 0f80000000;
; CHECK-NEXT: sub.rn.ftz.f32 {{%r[0-9]+}}, [[Z]], {{%r[0-9]+}};
define float @negftz(float %x) #0 {
  %r = fdiv float %x, -1.0
  ret float %r
}

; CHECK-LABEL: rcp(
; CHECK: rcp.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}};
define float @rcp(float %x) {
  %r = fdiv float 1.0, %x
  ret float %r
}

; CHECK-LABEL: rcpftz(
; CHECK: rcp.rn.ftz.f32 {{%r[0-9]+}}, {{%r[0-9]+}};
define float @rcpftz(float %x) #0 {
  %r = fdiv float 1.0, %x
  ret float %r
}

; -1.0 / x stays a division
; CHECK-LABEL: rcpm(
; CHECK: div.rn.f32
define float @rcpm(float %x) {
  %r = fdiv float -1.0, %x
  ret float %r
}

; CHECK-LABEL: rcpd(
; CHECK: rcp.rn.f64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
define double @rcpd(double %x) {
  %r = fdiv double 1.0, %x
  ret double %r
}

; CHECK-LABEL: h4(
; CHECK: mov.b16 [[C:%rs[0-9]+]], 0x3400;
; CHECK-NEXT: mul.rn.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, [[C]];
; SM75-LABEL: h4(
; SM75: mul.rn.f16
define half @h4(half %x) {
  %r = fdiv half %x, 4.0
  ret half %r
}

; 1 / 2^15 is subnormal in half, normal in float
; CHECK-LABEL: hbig(
; CHECK: mul.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f38000000;
define half @hbig(half %x) {
  %r = fdiv half %x, 0xH7800
  ret half %r
}

; CHECK-LABEL: hrcp(
; CHECK: cvt.f32.f16 [[F:%r[0-9]+]], {{%rs[0-9]+}};
; CHECK-NEXT: rcp.rn.f32 [[R:%r[0-9]+]], [[F]];
; CHECK-NEXT: cvt.rn.f16.f32 {{%rs[0-9]+}}, [[R]];
define half @hrcp(half %x) {
  %r = fdiv half 1.0, %x
  ret half %r
}

; bfloat: mul.rn.bf16 on sm_90, in float on sm_75
; CHECK-LABEL: b4(
; CHECK: mul.rn.bf16
; SM75-LABEL: b4(
; SM75: mul.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3E800000;
define bfloat @b4(bfloat %x) {
  %r = fdiv bfloat %x, 4.0
  ret bfloat %r
}

; CHECK-LABEL: bm1(
; CHECK: neg.bf16
; SM75-LABEL: bm1(
; SM75: xor.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, -32768;
define bfloat @bm1(bfloat %x) {
  %r = fdiv bfloat %x, -1.0
  ret bfloat %r
}

; CHECK-LABEL: vec(
; CHECK: mul.rn.f32 {{.*}}, 0f3E800000;
; CHECK: mul.rn.f32 {{.*}}, 0f3F000000;
define <2 x float> @vec(<2 x float> %x) {
  %r = fdiv <2 x float> %x, <float 4.0, float 2.0>
  ret <2 x float> %r
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign" }
