; bfloat compares are setp.<cond>.bf16 where bfloat arithmetic is native
; (sm_90, PTX 7.8), as llc-19 selects them at -O0 and -O2; ptxsel converted
; both sides to f32 first (two cvt per compare in s52003's hot loop). On
; sm_80 and older llc-19 compares in f32 too. In a function whose f32
; denormals flush llc-19 prints setp.<cond>.ftz.bf16, which ptxas rejects:
; there ptxsel keeps the f32 compare (setp.<cond>.ftz.f32).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t90.ptx
; RUN: FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90 -c %t90.ptx -o %t90.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: %ptxsel -O0 -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_80 -c %t80.ptx -o %t80.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: olt(
; CHECK-NOT: cvt
; CHECK: setp.lt.bf16 {{%p[0-9]+}}, {{%rs[0-9]+}}, {{%rs[0-9]+}};
; SM80-LABEL: olt(
; SM80: setp.lt.f32
define i1 @olt(bfloat %x, bfloat %y) {
  %c = fcmp olt bfloat %x, %y
  ret i1 %c
}

; CHECK-LABEL: ueq(
; CHECK: setp.equ.bf16
define i1 @ueq(bfloat %x, bfloat %y) {
  %c = fcmp ueq bfloat %x, %y
  ret i1 %c
}

; CHECK-LABEL: uno(
; CHECK: setp.nan.bf16
define i1 @uno(bfloat %x, bfloat %y) {
  %c = fcmp uno bfloat %x, %y
  ret i1 %c
}

; a constant operand goes through a register (no 16-bit float immediates)
; CHECK-LABEL: one_const(
; CHECK: mov.b16 [[C:%rs[0-9]+]], 0x3F80;
; CHECK-NEXT: setp.ne.bf16 {{%p[0-9]+}}, {{%rs[0-9]+}}, [[C]];
define i1 @one_const(bfloat %x) {
  %c = fcmp one bfloat %x, 0xR3F80
  ret i1 %c
}

; CHECK-LABEL: vec(
; CHECK: setp.gt.bf16
; CHECK: setp.gt.bf16
define <2 x i1> @vec(<2 x bfloat> %x, <2 x bfloat> %y) {
  %c = fcmp ogt <2 x bfloat> %x, %y
  ret <2 x i1> %c
}

; CHECK-LABEL: olt_ftz(
; CHECK-NOT: .bf16 %p
; CHECK: setp.lt.ftz.f32
define i1 @olt_ftz(bfloat %x, bfloat %y) #0 {
  %c = fcmp olt bfloat %x, %y
  ret i1 %c
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign" }
