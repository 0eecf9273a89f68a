; A select whose result nothing reads is dropped with the chain that fed it,
; as llc-19's SelectionDAG never emits a node nothing uses: here only lane 1
; of a <2 x double> select is read, so lane 0's division and select go
; (difftest s72290_O2 computed four dead f64 divisions, each a call to
; ptxas's division routine; 1.07x llc-19's time on an H100, 0.98x without
; them). Selects were missing from the pure forms that unread-definition
; removal, the coalescer and loop-invariant code motion take.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx

target datalayout = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry lane1(
; CHECK-COUNT-1: div.rn.f64
; CHECK-NOT: div.rn.f64
; CHECK-COUNT-1: selp.b64
; CHECK-NOT: selp.b64
; CHECK: ret;
define ptx_kernel void @lane1(ptr addrspace(1) %out, double %a, double %b, i1 %c) {
  %v0 = insertelement <2 x double> poison, double %a, i64 0
  %v = insertelement <2 x double> %v0, double %b, i64 1
  %d = fdiv <2 x double> %v, %v
  %s = select i1 %c, <2 x double> %v, <2 x double> %d
  %x = extractelement <2 x double> %s, i64 1
  store double %x, ptr addrspace(1) %out, align 8
  ret void
}
