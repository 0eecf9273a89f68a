; An addrspacecast of a vector of pointers casts every lane (upstream's
; addrspacecast.ll widen1To0 / widen0To1): ptxsel cast lane 0 without its
; cvta and left the other lanes in registers nothing wrote, storing through
; garbage addresses with exit 0. The machine verifier's defined-register
; rule found it (it now refuses such PTX as an internal error).
; RUN: %ptxsel -O0 -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %llc -O0 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: widen1To0(
; CHECK: cvta.global.u64 {{%rd[0-9]+}}, [[A:%rd[0-9]+]];
; CHECK: cvta.global.u64 {{%rd[0-9]+}}, [[B:%rd[0-9]+]];
; CHECK: cvta.global.u64 {{%rd[0-9]+}}, [[C:%rd[0-9]+]];
; CHECK-COUNT-3: st.{{f32|u32}} [%rd
define void @widen1To0(ptr %xs) {
  %v = load <3 x ptr addrspace(1)>, ptr %xs, align 16
  %c = addrspacecast <3 x ptr addrspace(1)> %v to <3 x ptr>
  %p0 = extractelement <3 x ptr> %c, i64 0
  store float 0.5, ptr %p0
  %p1 = extractelement <3 x ptr> %c, i64 1
  store float 1.0, ptr %p1
  %p2 = extractelement <3 x ptr> %c, i64 2
  store float 1.5, ptr %p2
  ret void
}

; CHECK-LABEL: shared0To3(
; CHECK: cvta.to.shared.u64
; CHECK: cvta.to.shared.u64
define void @shared0To3(ptr %xs, <2 x ptr> %v) {
  %c = addrspacecast <2 x ptr> %v to <2 x ptr addrspace(3)>
  %p0 = extractelement <2 x ptr addrspace(3)> %c, i64 0
  store float 0.5, ptr addrspace(3) %p0
  %p1 = extractelement <2 x ptr addrspace(3)> %c, i64 1
  store float 1.0, ptr addrspace(3) %p1
  ret void
}
