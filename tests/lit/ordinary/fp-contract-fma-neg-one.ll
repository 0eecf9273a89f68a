; llvm.fma with a multiplicand of -1.0 is a subtraction to llc-19's combiner
; only as the second multiplicand, after (fma c, x, z) with c constant and
; x not has become (fma x, c, z); +1.0 is an addition on either side. So
; fma(-1.0, C, z) with C a constant stays an fma, and an fmul behind z is
; not fused into it (difftest s92469_O1 and _O3: ptxsel took
; fma(-1.0, -7.5, x * 1.5) for x * 1.5 + 7.5 and printed fma(x, 1.5, 7.5);
; llc-19 computes x * 1.5 first, 37-52 of 256 words apart on an H200).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %llc -O2 -mcpu=sm_90 %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

target triple = "nvptx64-nvidia-cuda"
declare float @llvm.fma.f32(float, float, float)

; CHECK-LABEL: constpair(
; CHECK: mul.rn.f32 [[M:%r[0-9]+]], {{%r[0-9]+}}, 0f3FC00000;
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{.*}}0fC0F00000, [[M]];
; LLC-LABEL: constpair(
; LLC: mul.rn.f32 [[LM:%f[0-9]+]], {{%f[0-9]+}}, 0f3FC00000;
; LLC: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0fC0F00000, [[LM]];
define float @constpair(float %x) {
  %m = fmul contract float %x, 1.5
  %r = call contract float @llvm.fma.f32(float -1.0, float -7.5, float %m)
  ret float %r
}

; -1.0 second after the swap: z - (-7.5), and x * 1.5 fuses
; CHECK-LABEL: swapped(
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0f3FC00000,
; LLC-LABEL: swapped(
; LLC: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f3FC00000, 0f40F00000;
define float @swapped(float %x) {
  %m = fmul contract float %x, 1.5
  %r = call contract float @llvm.fma.f32(float -7.5, float -1.0, float %m)
  ret float %r
}

; a variable and -1.0 in either order: x * y - z
; CHECK-LABEL: varfirst(
; CHECK: neg.f32 [[N:%r[0-9]+]], {{%r[0-9]+}};
; CHECK: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, [[N]];
; LLC-LABEL: varfirst(
; LLC: neg.f32 [[LN:%f[0-9]+]], {{%f[0-9]+}};
; LLC: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[LN]];
define float @varfirst(float %x, float %y, float %z) {
  %m = fmul contract float %x, %y
  %r = call contract float @llvm.fma.f32(float -1.0, float %z, float %m)
  ret float %r
}
