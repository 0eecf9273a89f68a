; fsub A, B where A is cheaper to negate and B = (-z) * (-w): -B can be
; made by negating either factor and is then itself cheaper to negate, so
; llc-19's combiner can turn back before it reaches A; ptxsel does not
; model which way it goes and refuses (llc-19 fuses A here). Without
; 'contract' the function compiles. (fp-contract-fsub-negatable.ll has
; the shapes ptxsel fuses as llc-19 does.)
; RUN: not %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: test ! -e %t.ptx
; RUN: sed -e 's/ contract / /' %s > %t.nc.ll
; RUN: %ptxsel -O2 -mcpu=sm_90 %t.nc.ll -o %t.nc.ptx
; RUN: %ptxas -arch=sm_90 %t.nc.ptx -o %t.nc.cubin

; CHECK: in function 'twoneg': error: contraction of this operation is not supported: the subtracted product can be negated in more than one way by llc-19's DAG combiner, and which product it fuses depends on that (without 'contract' on this instruction or on those fmuls it compiles)
; CHECK-NEXT: in function 'twoneg': note: at instruction: %r = fsub contract float %a, %b

target triple = "nvptx64-nvidia-cuda"
define float @twoneg(float %x, float %y, float %z, float %w) {
  %n = fneg contract float %y
  %a = fmul contract float %x, %n
  %nz = fneg contract float %z
  %nw = fneg contract float %w
  %b = fmul contract float %nz, %nw
  %r = fsub contract float %a, %b
  ret float %r
}
