; What llc-19 computes differently under "unsafe-fp-math"="true" or
; "no-signed-zeros-fp-math"="true" and ptxsel does not model stays refused,
; with the function and the instruction named (exit 1, no output file);
; unsafe-fp-math.ll and nsz-attr.ll hold what is selected. The same
; functions without the attributes compile (the sed run).
; RUN: not %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx 2>&1 | FileCheck %s --check-prefixes=CHECK,O2
; RUN: not test -e %t.ptx
; RUN: not %ptxsel -mcpu=sm_90 -O0 %s -o %t.ptx 2>&1 | FileCheck %s --check-prefixes=CHECK,O0
; RUN: sed -e '/^attributes #/d' -e 's/ #[0-9]//' -e 's/ reassoc nsz / /' -e 's/ nsz / /' %s > %t.plain.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.plain.ll -o %t.plain.ptx
; RUN: %ptxas -arch=sm_90 %t.plain.ptx -o %t.plain.cubin

target triple = "nvptx64-nvidia-cuda"

; every fadd / fmul may contract there: fused into an fma
; CHECK-DAG: in function 'fuse': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it fuses a multiplication into an fma without 'contract')
; CHECK-DAG: in function 'fuse': note: at instruction: %r = fadd float %m, %c
define float @fuse(float %a, float %b, float %c) #0 {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}

; allowed to reassociate, it re-fuses a chain: (a * b + c * d) + e is
; fma(a, b, fma(c, d, e))
; CHECK-DAG: in function 'chain': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it re-fuses a chain of contractions (reassociation))
; CHECK-DAG: in function 'chain': note: at instruction: %r = fadd contract float %s, %e
define float @chain(float %a, float %b, float %c, float %d, float %e) #0 {
  %m = fmul contract float %a, %b
  %n = fmul contract float %c, %d
  %s = fadd contract float %m, %n
  %r = fadd contract float %s, %e
  ret float %r
}

; at -O2 NVPTX's own combine fuses m + m (fma(a, b, m)); -O0 leaves it
; O0-NOT: in function 'twice'
; O2-DAG: in function 'twice': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: NVPTX's combine fuses an fmul the generic one leaves (m + m, x * -2.0))
define float @twice(float %a, float %b, float %c) #0 {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %m
  %s = fadd float %r, %c
  ret float %s
}

; a division by a constant is a multiplication: fused the same way
; CHECK-DAG: in function 'fuse_div': note: at instruction: %r = fsub float %c, %d
define float @fuse_div(float %a, float %c) #0 {
  %d = fdiv float %a, 3.0
  %r = fsub float %c, %d
  ret float %r
}

; llvm.round adds copysign(0.5, x) to x: fused with x = a * b
; CHECK-DAG: in function 'round_mul': note: at instruction: %r = call float @llvm.round.f32(float %m)
define float @round_mul(float %a, float %b) #0 {
  %m = fmul float %a, %b
  %r = call float @llvm.round.f32(float %m)
  ret float %r
}

; CHECK-DAG: in function 'mul_chain': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it folds the constants of a chain of multiplications)
define float @mul_chain(float %a) #0 {
  %m = fmul float %a, 3.0
  %r = fmul float %m, 5.0
  ret float %r
}

; CHECK-DAG: in function 'vec_div': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a vector division (each lane a division or a multiplication by a reciprocal))
define <2 x float> @vec_div(<2 x float> %a, <2 x float> %b) #0 {
  %r = fdiv <2 x float> %a, %b
  ret <2 x float> %r
}

; CHECK-DAG: in function 'half_recip': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a half / bfloat division with a constant operand (rcp.approx, or a multiplication by the reciprocal))
define half @half_recip(half %b) #0 {
  %r = fdiv half 1.0, %b
  ret half %r
}

; CHECK-DAG: in function 'neg_shared': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a division of -1.0 by a divisor other divisions share (the shared reciprocal, negated))
define float @neg_shared(ptr %p, float %a, float %y) #0 {
  %x = fdiv float %a, %y
  %z = fdiv float -1.0, %y
  store float %x, ptr %p
  %r = fmul float %z, %a
  ret float %r
}

; CHECK-DAG: in function 'trunc2': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it rounds two narrowing conversions as one)
define half @trunc2(double %a) #0 {
  %f = fptrunc double %a to float
  %r = fptrunc float %f to half
  ret half %r
}

; CHECK-DAG: in function 'div_ext_sqrt': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a division by a square root in a form not modelled here (an rsqrt.approx estimate))
define double @div_ext_sqrt(double %x, float %a) #0 {
  %s = call float @llvm.sqrt.f32(float %a)
  %e = fpext float %s to double
  %r = fdiv double %x, %e
  ret double %r
}

; CHECK-DAG: in function 'sqrt_half': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a square root estimate not modelled here (half, bfloat, a vector, or refinement steps of "reciprocal-estimates"))
define half @sqrt_half(half %a) #0 {
  %r = call afn ninf half @llvm.sqrt.f16(half %a)
  ret half %r
}

; CHECK-DAG: in function 'sqrt_two_steps': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a square root estimate not modelled here
define float @sqrt_two_steps(float %a) #2 {
  %r = call afn ninf float @llvm.sqrt.f32(float %a)
  ret float %r
}

; CHECK-DAG: in function 'fma_const': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it folds a constant operand)
define float @fma_const(float %a, float %b) #0 {
  %r = call float @llvm.fma.f32(float %a, float 2.0, float %b)
  ret float %r
}

; CHECK-DAG: in function 'nsz_fneg': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: it moves the negation into the operation)
define float @nsz_fneg(float %a, float %b) #1 {
  %s = fsub float %a, %b
  %r = fneg float %s
  ret float %r
}

; CHECK-DAG: in function 'nsz_sub': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: it may negate the subtrahend)
define float @nsz_sub(float %a, float %b, float %c) #1 {
  %s = fadd float %b, %c
  %r = fsub float %a, %s
  ret float %r
}

; the attribute stands for nsz on every instruction (flags_change's folds;
; x + 0.0 is x and 0.0 - x is -x, selected: fmf-selected.ll; 0.0 - (x * 2.0)
; llc-19 negates in place)
; CHECK-DAG: in function 'nsz_const': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: it folds a constant operand)
define float @nsz_const(float %a) #1 {
  %m = fmul float %a, 2.0
  %r = fsub float 0.0, %m
  ret float %r
}

; whether the DAG knows a lane of a vector NaN-free is not modelled
; CHECK-DAG: in function 'nsz_minmax': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: a select of a compare may become min / max)
define float @nsz_minmax(<2 x i32> %i, float %b) #1 {
  %f = sitofp <2 x i32> %i to <2 x float>
  %a = extractelement <2 x float> %f, i32 0
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %a, float %b
  ret float %r
}

; CHECK-DAG: in function 'nsz_trunc_half': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: (float)(int)x becomes cvt.rzi)
define half @nsz_trunc_half(half %a) #1 {
  %i = fptosi half %a to i32
  %r = sitofp i32 %i to half
  ret half %r
}

; the flags alone: (x + c1) + c2 folds the constants; a negation moves
; CHECK-DAG: in function 'flags_chain': error: fast-math flags 'reassoc nsz' are not supported here (llc-19's DAG combiner rewrites the instruction by them: it folds a constant operand)
; CHECK-DAG: in function 'flags_chain': note: at instruction: %r = fadd reassoc nsz float %s, 5.000000e+00
define float @flags_chain(float %a) {
  %s = fsub reassoc nsz float %a, 3.0
  %r = fadd reassoc nsz float %s, 5.0
  ret float %r
}

; CHECK-DAG: in function 'flags_neg': error: this instruction in a function with 'nsz' flags is not supported (llc-19's DAG combiner rewrites it there: it moves the negation into the operation)
define float @flags_neg(float %a, float %b) {
  %s = fadd nsz float %a, %b
  %r = fneg nsz float %s
  ret float %r
}

; CHECK-NOT: 'plain'
define float @plain(float %a, float %b) {
  %m = fmul float %a, %b
  %r = fadd float %m, 1.0
  ret float %r
}

declare float @llvm.sqrt.f32(float)
declare half @llvm.sqrt.f16(half)
declare float @llvm.round.f32(float)
declare float @llvm.fma.f32(float, float, float)

; a product whose half lanes move (here a splat of lane 0) before the
; addition: llc-19 keeps the pair packed (mul.f16x2, unpack, pack,
; add.f16x2), which ptxas does not fuse without .rn, where it fuses
; ptxsel's scalar mul.f16 and add.f16 (difftest s103080_O2, unsafe profile)
; CHECK-DAG: in function 'lane_moved': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: a half / bfloat addition of a product whose lanes were moved (llc-19 keeps the pair packed, which ptxas does not fuse without .rn; ptxsel's scalar lanes it fuses))
; CHECK-DAG: in function 'lane_moved': note: at instruction: %r = fadd <2 x half> %s, %c
define <2 x half> @lane_moved(<2 x half> %a, <2 x half> %b, <2 x half> %c) #0 {
  %m = fmul <2 x half> %a, %b
  %s = shufflevector <2 x half> %m, <2 x half> poison, <2 x i32> zeroinitializer
  %r = fadd <2 x half> %s, %c
  ret <2 x half> %r
}

; x * 0.0 + y fused is y under unsafe-fp-math (visitFMA; difftest
; s102958_O2: llc-19 -inf where the fma gives NaN)
; CHECK-DAG: in function 'fma_zero': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it folds a multiplication by zero fused into an fma)
define float @fma_zero(float %x, float %y) #0 {
  %m = fmul contract float %x, 0.0
  %r = fadd contract float %m, %y
  ret float %r
}

; a vector multiplication by a constant whose lanes are multiplications by
; constants: split into lanes, each is (x * c1) * c2, one multiplication by
; c1 * c2 to llc-19 (difftest s107201_O2: one ulp apart in lane 0)
; CHECK-DAG: in function 'lane_mul_chain': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it folds the constants of a chain of multiplications)
; CHECK-DAG: in function 'lane_mul_chain': note: at instruction: %v = fmul <2 x float> %b, <float 6.550400e+04, float 6.550400e+04>
define <2 x float> @lane_mul_chain(float %x, float %y) #0 {
  %m = fmul float %x, 1.500000e+00
  %n = fmul float %y, 1.500000e+00
  %a = insertelement <2 x float> poison, float %m, i64 0
  %b = insertelement <2 x float> %a, float %n, i64 1
  %v = fmul <2 x float> %b, <float 6.550400e+04, float 6.550400e+04>
  ret <2 x float> %v
}

attributes #0 = { "unsafe-fp-math"="true" }
attributes #1 = { "no-signed-zeros-fp-math"="true" }
attributes #2 = { "unsafe-fp-math"="true" "reciprocal-estimates"="sqrtf:2" }
