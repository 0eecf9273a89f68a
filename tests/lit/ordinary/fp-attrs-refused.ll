; Floating-point attributes and fast-math flags under which llc-19 computes
; differently in ways ptxsel does not model are refused, with the function
; and the instruction named (exit 1, no output file), instead of being
; compiled as if they were absent:
;  - in a function with "unsafe-fp-math"="true", what llc-19 then computes
;    in ways not modelled: fadd / fsub fused with a multiplication without
;    'contract', and the rest unsafe-fp-math-refused.ll lists (div.approx,
;    sqrt / rsqrt estimates, frem, fadd / fmul without .rn are selected:
;    unsafe-fp-math.ll; sin / cos: sincos.ll);
;  - "no-signed-zeros-fp-math"="true": the folds by it not modelled, e.g. a
;    negation moved into an fsub (cvt.rzi and min / max are selected:
;    nsz-attr.ll);
;  - the reassoc and nsz flags where llc-19's DAG combiner folds by them (a
;    constant operand, a value with an expression of it: (x * c) + x, (x +
;    x) + x, x - (x + y), re-fusing contractions, min / max from a select
;    of values that may be NaNs); a reassoc / fast fadd tree over distinct
;    values (a vector reduction) is selected (@tree below, and
;    expand-intrinsics.ll), and so are the flags' instructions no fold
;    applies to (fmf-selected.ll);
;  - an arcp division of vectors by a divisor whose lanes may repeat a value
;    (a splat), hold constants, or are divisors of other arcp divisions (llc
;    multiplies those lanes by a reciprocal; scalars and vectors with
;    distinct, non-constant lanes: fdiv-arcp.ll);
;  - bfloat arithmetic in a function that flushes f32 denormals: llc-19
;    prints add.rn.ftz.bf16 / fma.rn.ftz.bf16, which ptxas rejects.
; The same functions without them compile (the sed runs).
; RUN: not %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; RUN: not %ptxsel -mcpu=sm_90 -O0 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: sed -e '/^attributes #/d' -e 's/ #[0-9]//' -e 's/ \(reassoc\|nsz\|arcp\) / /' %s > %t.plain.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.plain.ll -o %t.plain.ptx
; RUN: %ptxas -arch=sm_90 %t.plain.ptx -o %t.plain.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: in function 'unsafe': error: this instruction in a function with "unsafe-fp-math"="true" is not supported (llc-19 selects it differently there: it fuses a multiplication into an fma without 'contract')
; CHECK-DAG: in function 'unsafe': note: at instruction: %r = fadd float %m, %b
define float @unsafe(float %a, float %b) #0 {
  %m = fmul float %a, %b
  %r = fadd float %m, %b
  ret float %r
}

; CHECK-DAG: in function 'nsz_attr': error: this instruction in a function with "no-signed-zeros-fp-math"="true" is not supported (llc-19's DAG combiner rewrites it there: it moves the negation into the operation)
define float @nsz_attr(float %a, float %b) #1 {
  %s = fsub float %a, %b
  %r = fneg float %s
  ret float %r
}

; CHECK-DAG: in function 'reassoc': error: fast-math flags 'reassoc' are not supported here (llc-19's DAG combiner rewrites the instruction by them: it folds a constant operand)
define float @reassoc(float %a, float %b) {
  %m = fmul reassoc float %a, 3.0
  %r = fmul reassoc float %m, 5.0
  ret float %r
}

; CHECK-DAG: in function 'value_folds': error: fast-math flags 'reassoc nsz' are not supported here (llc-19's DAG combiner rewrites the instruction by them: it folds a value with an expression of it)
; CHECK-DAG: in function 'value_folds': note: at instruction: %d = fadd reassoc nsz float %m, %x
; CHECK-DAG: in function 'value_folds': note: at instruction: %f = fadd reassoc nsz float %t, %y
; CHECK-DAG: in function 'value_folds': note: at instruction: %i = fadd reassoc nsz float %m2, %y
; (x * 3) + x is x * 4; (y + y) + y and (y * 2) + y are y * 3
define void @value_folds(ptr %p, float %x, float %y) {
  %m = fmul float %x, 3.0
  %d = fadd reassoc nsz float %m, %x
  %t = fadd float %y, %y
  %f = fadd reassoc nsz float %t, %y
  %m2 = fmul float %y, 2.0
  %i = fadd reassoc nsz float %m2, %y
  store volatile float %d, ptr %p
  store volatile float %f, ptr %p
  store volatile float %i, ptr %p
  ret void
}

; CHECK-DAG: in function 'nsz_select': error: fast-math flags 'nsz' are not supported here (llc-19's DAG combiner rewrites the instruction by them: a select of a compare may become min / max)
; (-x against a constant: the combiner may negate min / max of x)
define float @nsz_select(float %a) {
  %n = fneg float %a
  %c = fcmp olt float %a, -1.0
  %s = select nsz i1 %c, float %n, float 1.0
  ret float %s
}

; (difftest s103159_O2: (a - t) * L - M, which llc-19 prints as -fma(t - a,
; L, M): -0.0 where fma(a - t, L, -M) is +0.0)
; CHECK-DAG: in function 'fused_neg': error: this instruction in a function with 'nsz' flags is not supported (llc-19's DAG combiner rewrites it there: it may negate the fused multiply-add, and the sign of a zero result with it)
; CHECK-DAG: in function 'fused_neg': note: at instruction: %r = fsub nsz contract float %m, %z
define float @fused_neg(float %a, float %t, float %l, float %z) {
  %s = fsub nsz float %a, %t
  %m = fmul contract float %s, %l
  %r = fsub nsz contract float %m, %z
  ret float %r
}

; (x * 0.5 - z: -fma(x, -0.5, z) in llc-19)
; CHECK-DAG: in function 'fused_neg_const': error: this instruction in a function with 'nsz' flags is not supported (llc-19's DAG combiner rewrites it there: it may negate the fused multiply-add
define float @fused_neg_const(float %x, float %z) {
  %m = fmul contract float %x, 5.0e-1
  %r = fsub nsz contract float %m, %z
  ret float %r
}

; CHECK-DAG: in function 'nsz': error: fast-math flags 'nsz' are not supported here (llc-19's DAG combiner rewrites the instruction by them: it folds a constant operand)
; (0.0 - x is -x by nsz, selected; here x * 2.0, which llc-19 negates in
; place: x * -2.0)
define float @nsz(float %a, float %b) {
  %m = fmul float %a, 2.0
  %r = fsub nsz float 0.0, %m
  ret float %r
}

; CHECK-DAG: in function 'arcp_vec': error: an 'arcp' vector division by a divisor with constant lanes or lanes other divisions share is not supported (llc-19 multiplies those lanes by a reciprocal)
; CHECK-DAG: in function 'arcp_lane': error: an 'arcp' vector division by a divisor with constant lanes or lanes other divisions share is not supported
; CHECK-DAG: in function 'arcp_lane': note: at instruction: %r = fdiv arcp <2 x float> %a, %v
; (a constant lane: x * 1/3; a lane shared with a scalar division)
define void @arcp_lane(ptr %p, <2 x float> %a, float %z, float %s) {
  %v = insertelement <2 x float> <float 3.0, float poison>, float %s, i32 1
  %r = fdiv arcp <2 x float> %a, %v
  %w = fdiv arcp float %z, %s
  store <2 x float> %r, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store float %w, ptr %q
  ret void
}

; (difftest s102579, recip profile: each lane of a divides two lanes, through
; a shuffle; llc-19 takes one reciprocal per lane, ptxsel divided and 3 of
; 256 threads differed)
; CHECK-DAG: in function 'arcp_shuffle': error: an 'arcp' vector division by a divisor with constant lanes or lanes other divisions share is not supported
; CHECK-DAG: in function 'arcp_shuffle': note: at instruction: %q = fdiv arcp contract afn <2 x half> %p, %a
define <2 x half> @arcp_shuffle(<2 x half> %a) {
  %p = fmul arcp contract afn <2 x half> %a, %a
  %q = fdiv arcp contract afn <2 x half> %p, %a
  %s = shufflevector <2 x half> %a, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %r = fdiv arcp contract afn <2 x half> %q, %s
  ret <2 x half> %r
}

; (a lane of a divides a scalar division too, through extractelement)
; CHECK-DAG: in function 'arcp_extract': error: an 'arcp' vector division by a divisor with constant lanes or lanes other divisions share is not supported
; (llc-19: div.rn for lane 0, one rcp.rn of a.y for lane 1 and for %d)
define void @arcp_extract(ptr %p, <2 x float> %a, <2 x float> %b, float %x) {
  %q = fdiv arcp <2 x float> %b, %a
  %e = extractelement <2 x float> %a, i64 1
  %d = fdiv arcp float %x, %e
  store <2 x float> %q, ptr %p
  %p2 = getelementptr i8, ptr %p, i64 8
  store float %d, ptr %p2
  ret void
}

; (-O0 IR reloads a variable at every use; llc-19's DAG makes two loads of
; one address with nothing written between one node, and multiplies both
; divisions by one rcp.rn of it; ptxsel divided twice before this)
; (at -O2 the IR passes make the two loads one value first, and the two
; divisions share one reciprocal: fdiv-arcp.ll)
; RUN: not %ptxsel -mcpu=sm_90 -O0 %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=RELOAD
; RELOAD-DAG: in function 'arcp_reload': error: an 'arcp' division by a divisor that is, to llc-19's DAG, another division's (a repeated load, or an extracted lane) is not supported (llc-19 multiplies both by one reciprocal)
; RELOAD-DAG: in function 'arcp_reload': note: at instruction: %d2 = fdiv arcp float %b, %y2
define void @arcp_reload(ptr %p, ptr %q, float %a, float %b) {
  %y1 = load float, ptr %q
  %d1 = fdiv arcp float %a, %y1
  %y2 = load float, ptr %q
  %d2 = fdiv arcp float %b, %y2
  store float %d1, ptr %p
  %p2 = getelementptr float, ptr %p, i64 1
  store float %d2, ptr %p2
  ret void
}

define <2 x float> @arcp_vec(<2 x float> %a, float %s) {
  %i = insertelement <2 x float> poison, float %s, i32 0
  %y = shufflevector <2 x float> %i, <2 x float> poison, <2 x i32> zeroinitializer
  %r = fdiv arcp <2 x float> %a, %y
  ret <2 x float> %r
}

; CHECK-DAG: in function 'bf16_ftz': error: 'add.rn.bf16' in a function whose f32 denormals flush to zero ("denormal-fp-math" preserve-sign): llc-19 selects it with .ftz, a form ptxsel does not print (ptxas rejects .ftz on bf16 arithmetic)
; CHECK-DAG: in function 'bf16_ftz': error: 'fma.rn.bf16' in a function whose f32 denormals flush to zero
define bfloat @bf16_ftz(bfloat %a, bfloat %b) #2 {
  %s = fadd bfloat %a, %b
  %r = call bfloat @llvm.fma.bf16(bfloat %s, bfloat %b, bfloat %a)
  ret bfloat %r
}
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)

; CHECK-NOT: 'tree'
define float @tree(float %a, float %b, float %c, float %d) {
  %x = fadd fast float %a, %b
  %y = fadd fast float %c, %d
  %r = fadd fast float %x, %y
  ret float %r
}

; CHECK-NOT: 'unsafe_cmp'
define i1 @unsafe_cmp(float %a, float %b) #0 {
  %r = fcmp olt float %a, %b
  ret i1 %r
}

attributes #0 = { "unsafe-fp-math"="true" }
attributes #1 = { "no-signed-zeros-fp-math"="true" }
attributes #2 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
