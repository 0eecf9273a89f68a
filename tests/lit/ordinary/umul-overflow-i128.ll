; llvm.umul.with.overflow.i128 from 64-bit halves: overflow when both high
; halves are non-zero, when a cross product needs more than 64 bits, or when
; their sum with the high half of lo*lo carries (GPU: intrin_gen.py's
; overflow group against llc-19's PTX).
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: umul128(
; CHECK-DAG: mul.hi.u64
; CHECK-DAG: mul.lo.s64
; CHECK: st.param.b64
define { i128, i1 } @umul128(i128 %a, i128 %b) {
  %m = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  ret { i128, i1 } %m
}
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128)
