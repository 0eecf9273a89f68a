; A select of two arcp divisions by one divisor (each division and the
; condition without another use) is one division of the selected numerators
; at -O1 and up, as llc-19's combiner folds it before it visits the
; divisions (foldSelectOfBinops), so no reciprocal is shared: div.rn after
; the select. Likewise a select of two divisions of one numerator divides
; by the selected divisor, which leaves the other division by y alone. At
; -O0 the divisions share rcp.rn and the select comes last. Before, ptxsel
; multiplied by the shared reciprocal at -O2 too (a different value).
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O2 < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s --check-prefixes=CHECK,O0
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func{{.*}} sel(
; O2: selp.{{[bf]}}32
; O2: div.rn.f32
; O2-NOT: rcp
; O0: rcp.rn.f32
; O0: mul.rn.f32
; O0: mul.rn.f32
; O0: selp.{{[bf]}}32
; CHECK: ret;
define float @sel(i1 %p, float %a, float %b, float %y) {
  %x = fdiv arcp float %a, %y
  %z = fdiv arcp float %b, %y
  %r = select i1 %p, float %x, float %z
  ret float %r
}

; CHECK-LABEL: .func{{.*}} same_numerator(
; O2: div.rn.f32
; O2: selp.{{[bf]}}32
; O2: div.rn.f32
; O2-NOT: rcp
; O0: rcp.rn.f32
; CHECK: ret;
define float @same_numerator(i1 %p, float %a, float %y, float %z, float %w) {
  %x = fdiv arcp float %a, %y
  %t = fdiv arcp float %a, %z
  %u = fdiv arcp float %w, %y
  %s = select i1 %p, float %x, float %t
  %r = fadd float %s, %u
  ret float %r
}
