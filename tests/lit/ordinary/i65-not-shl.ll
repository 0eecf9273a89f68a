; The low 64 bits of ~(1 << x) in i65, x in 0..64: all ones when x is 64
; (1 << 64 sets bit 64 only). llc-19 computes them as a rotate of -2 by
; x & 63, which is -2 when x is 64: difftest s100735_O3 (two of 256 threads
; differ on the GPU, those with tid % 65 == 64) is llc-19's miscompile, and
; ptxsel's PTX computes the value the IR defines. ptxsel shifts 1 left (PTX
; clamps a shift by 64 to 0) and complements it.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

; CHECK-LABEL: low_of_not_shl(
; CHECK: mov.b64 [[ONE:%rd[0-9]+]], 1;
; CHECK: shl.b64 [[S:%rd[0-9]+]], [[ONE]], [[AMT:%r[0-9]+]];
; CHECK-NEXT: xor.b64 [[R:%rd[0-9]+]], [[S]], -1;
; CHECK-NEXT: st.param.b64 [func_retval0], [[R]];
; LLC-LABEL: low_of_not_shl(
; LLC: mov.u64 {{%rd[0-9]+}}, -2;
; LLC: and.b32 %amt2, {{%r[0-9]+}}, 63;
define i64 @low_of_not_shl(i16 %a) {
  %m = urem i16 %a, 65
  %z = zext i16 %m to i65
  %s = shl nuw i65 1, %z
  %x = xor i65 %s, -1
  %t = trunc i65 %x to i64
  ret i64 %t
}
