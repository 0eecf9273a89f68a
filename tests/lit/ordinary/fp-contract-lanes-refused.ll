; Vector add/sub lanes whose fmul choice depends on the order in which
; llc-19's DAG combiner visits the split lanes, in shapes where ptxsel does
; not reproduce that order, are refused with a diagnostic naming the
; function and the instruction (before, ptxsel fused a different fmul than
; llc-19 in some lanes of such shapes: difftest s61670_O2 and s62260_O2,
; one lane 1-2 ulp apart on the GPU):
; lanes4, lanes3: rotations of four and three shared fmuls;
; shared2: two lanes whose fmuls another vector fsub also reads;
; same2: both lanes add the same two elements of a vector fmul (llc-19
; fuses differently as other uses of those elements change).
; Without 'contract' the same functions compile.
; RUN: not %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: test ! -e %t.ptx
; RUN: sed -e 's/ contract / /' %s > %t.nc.ll
; RUN: %ptxsel -O2 -mcpu=sm_90a %t.nc.ll -o %t.nc.ptx
; RUN: %ptxas -arch=sm_90a %t.nc.ptx -o %t.nc.cubin

; CHECK: in function 'lanes4': error: contraction of this vector operation is not supported: lane 0 can fuse either of two fmuls and other lanes read them too in a vector of more than two lanes; which one llc-19 fuses depends on the order in which its DAG combiner visits the split lanes, which ptxsel does not reproduce (without 'contract' on this instruction or on those fmuls it compiles)
; CHECK-NEXT: in function 'lanes4': note: at instruction: %d = fsub contract <4 x float> %sh, %v3
; CHECK: in function 'lanes3': error: contraction of this vector operation is not supported: lane 0 can fuse
; CHECK: in function 'shared2': error: contraction of this vector operation is not supported: lane 0 can fuse either of two fmuls and lanes of another vector operation read them too;
; CHECK: in function 'same2': error: contraction of this vector operation is not supported: lane 0 can fuse either of two fmuls and another lane combines the same two elements of a vector fmul;

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @lanes4(ptr %p, ptr %q, float %s) {
  %a0p = getelementptr float, ptr %p, i64 0
  %a0 = load float, ptr %a0p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <4 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <4 x float> %v0, float %m1, i64 1
  %a2p = getelementptr float, ptr %p, i64 2
  %a2 = load float, ptr %a2p
  %m2 = fmul contract float %a2, 5.000000e+00
  %v2 = insertelement <4 x float> %v1, float %m2, i64 2
  %a3p = getelementptr float, ptr %p, i64 3
  %a3 = load float, ptr %a3p
  %m3 = fmul contract float %a3, 6.000000e+00
  %v3 = insertelement <4 x float> %v2, float %m3, i64 3
  %sh = shufflevector <4 x float> %v3, <4 x float> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %d = fsub contract <4 x float> %sh, %v3
  store <4 x float> %d, ptr %q, align 4
  ret void
}
define ptx_kernel void @lanes3(ptr %p, ptr %q, float %s) {
  %a0p = getelementptr float, ptr %p, i64 0
  %a0 = load float, ptr %a0p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <3 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <3 x float> %v0, float %m1, i64 1
  %a2p = getelementptr float, ptr %p, i64 2
  %a2 = load float, ptr %a2p
  %m2 = fmul contract float %a2, 5.000000e+00
  %v2 = insertelement <3 x float> %v1, float %m2, i64 2
  %sh = shufflevector <3 x float> %v2, <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
  %d = fsub contract <3 x float> %sh, %v2
  store <3 x float> %d, ptr %q, align 4
  ret void
}

define ptx_kernel void @shared2(ptr %p, ptr %q, ptr %r) {
  %a0 = load float, ptr %p
  %m0 = fmul contract float %a0, 3.000000e+00
  %v0 = insertelement <2 x float> poison, float %m0, i64 0
  %a1p = getelementptr float, ptr %p, i64 1
  %a1 = load float, ptr %a1p
  %m1 = fmul contract float %a1, 4.000000e+00
  %v1 = insertelement <2 x float> %v0, float %m1, i64 1
  %sh = shufflevector <2 x float> %v1, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %d = fsub contract <2 x float> %sh, %v1
  %e = fsub contract <2 x float> %v1, %sh
  store <2 x float> %d, ptr %q, align 8
  store <2 x float> %e, ptr %r, align 8
  ret void
}
define ptx_kernel void @same2(ptr %p, ptr %q, ptr %r) {
  %x = load <2 x float>, ptr %p, align 8
  %m = fmul contract <2 x float> %x, <float 3.000000e+00, float 4.000000e+00>
  %s1 = shufflevector <2 x float> %m, <2 x float> poison, <2 x i32> <i32 1, i32 1>
  %s0 = shufflevector <2 x float> %m, <2 x float> poison, <2 x i32> <i32 0, i32 0>
  %d = fadd contract <2 x float> %s1, %s0
  %e1 = extractelement <2 x float> %m, i64 1
  store <2 x float> %d, ptr %q, align 8
  store float %e1, ptr %r, align 4
  ret void
}
