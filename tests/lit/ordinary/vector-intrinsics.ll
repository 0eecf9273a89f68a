; Vector operands of generic intrinsics are lowered element by element;
; vector loads/stores, extract/insert/shuffle.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry v(
; CHECK: ld.global.v4.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK-COUNT-4: max.s32
; one fma: the lane nothing reads is dropped, as llc-19 drops it
; CHECK: fma.rn.f32
; CHECK-NOT: fma.rn.f32
; CHECK: st.global.v4.u32
define ptx_kernel void @v(ptr addrspace(1) %p, ptr addrspace(1) %q, <2 x float> %x) {
  %a = load <4 x i32>, ptr addrspace(1) %p, align 16
  %b = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %a, <4 x i32> %b)
  %f = call <2 x float> @llvm.fma.v2f32(<2 x float> %x, <2 x float> %x, <2 x float> %x)
  %f0 = extractelement <2 x float> %f, i32 1
  %fi = bitcast float %f0 to i32
  %m2 = insertelement <4 x i32> %m, i32 %fi, i32 2
  store <4 x i32> %m2, ptr addrspace(1) %q, align 16
  ret void
}
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
