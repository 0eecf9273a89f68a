; A store of a float or double constant is a store of the integer of its
; bits, as llc-19's combiner makes it at every level (volatile too); atomic
; stores and vectors keep the float, half and bfloat were 16-bit stores
; already. ptxas 13.0 compiled a difftest kernel (s17887_O2) calling a
; function that stored a double constant with st.f64 into one that faults
; with a misaligned address; with llc-19's st.u64 it runs right.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx

; CHECK-LABEL: f64g(
; CHECK: mov.{{[bu]}}64 [[R:%rd[0-9]+]], 4679166345558884352;
; CHECK: st.global.u64 [{{%rd[0-9]+}}], [[R]];
; CHECK-LABEL: f32p(
; CHECK: mov.b32 [[S:%r[0-9]+]], 1069547520;
; CHECK: st.u32 [{{%rd[0-9]+}}], [[S]];
; CHECK-LABEL: f64v(
; CHECK: st.volatile.u64
; CHECK-LABEL: f32s(
; CHECK: st.shared.u32
; CHECK-LABEL: v2f32(
; CHECK: st.v2.f32
; CHECK-LABEL: zero(
; CHECK: mov.b32 [[Z:%r[0-9]+]], 0;
; CHECK: st.u32 [{{%rd[0-9]+}}], [[Z]];
; CHECK-LABEL: atom(
; CHECK: st.{{.*}}f32

target triple = "nvptx64-nvidia-cuda"
define void @f64g(ptr addrspace(1) %p) { store double 6.5e4, ptr addrspace(1) %p
 ret void }
define void @f64p(ptr %p) { store double 6.5e4, ptr %p
 ret void }
define void @f32p(ptr %p) { store float 1.5, ptr %p
 ret void }
define void @f16p(ptr %p) { store half 1.5, ptr %p
 ret void }
define void @bf16p(ptr %p) { store bfloat 1.5, ptr %p
 ret void }
define void @f64v(ptr %p) { store volatile double 6.5e4, ptr %p
 ret void }
define void @f32s(ptr addrspace(3) %p) { store float 1.5, ptr addrspace(3) %p
 ret void }
define void @v2f32(ptr %p) { store <2 x float> <float 1.5, float 2.5>, ptr %p, align 8
 ret void }
define void @zero(ptr %p) { store float 0.0, ptr %p
 ret void }
define void @atom(ptr %p) { store atomic float 1.5, ptr %p monotonic, align 4
 ret void }
