; Contraction of fmul + fadd/fsub into fma exactly where llc-19 forms one:
; both instructions carry `contract`, they share a basic block, and with two
; candidate fmuls the one with fewer uses is fused. The same CHECK lines run
; on llc-19's PTX, so the test fails if the two tools stop agreeing.
; At -O2 both run speculative execution first, which hoists a conditional
; fadd next to its fmul (function `blocks`).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O0 < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -O0 -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O0 < %t.llc.ptx
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O2 < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t.cubin
; RUN: %llc -O2 -march=nvptx64 -mcpu=sm_90a %s -o %t2.llc.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,O2 < %t2.llc.ptx

; CHECK-LABEL: .entry add_sub(
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[X:%[fr][0-9]+]], [[Y:%[fr][0-9]+]], [[Z:%[fr][0-9]+]];
; CHECK: neg.f32 [[NZ:%[fr][0-9]+]], [[Z]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[X]], [[Y]], [[NZ]];
; CHECK: neg.f32 [[NX:%[fr][0-9]+]], [[X]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[NX]], [[Y]], [[Z]];
; CHECK-NOT: mul.rn.f32
; CHECK: ret;
define ptx_kernel void @add_sub(ptr addrspace(1) %p, float %x, float %y, float %z) {
  %m = fmul contract float %x, %y
  %a = fadd contract float %m, %z
  store float %a, ptr addrspace(1) %p
  %s = fsub contract float %m, %z
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %s, ptr addrspace(1) %p1
  %r = fsub contract float %z, %m
  %p2 = getelementptr float, ptr addrspace(1) %p, i64 2
  store float %r, ptr addrspace(1) %p2
  ret void
}

; No `contract` on the add: no fma.
; CHECK-LABEL: .entry no_contract(
; CHECK-NOT: fma.rn
; CHECK: mul.rn.f64
; CHECK: add.rn.f64
; CHECK: ret;
define ptx_kernel void @no_contract(ptr addrspace(1) %p, double %x, double %y, double %z) {
  %m = fmul contract double %x, %y
  %a = fadd double %m, %z
  store double %a, ptr addrspace(1) %p
  ret void
}

; The fmul in another block: no fma at -O0; at -O2 the add is hoisted.
; CHECK-LABEL: .entry blocks(
; O0-NOT: fma.rn
; O0: mul.rn.f64
; O0: add.rn.f64
; O2: fma.rn.f64
; CHECK: ret;
define ptx_kernel void @blocks(ptr addrspace(1) %p, double %x, double %y, double %z, i1 %c) {
  %m2 = fmul contract double %x, %z
  br i1 %c, label %t, label %e
t:
  %b = fadd contract double %m2, %y
  store double %b, ptr addrspace(1) %p
  br label %e
e:
  ret void
}

; half and bfloat fuse natively on sm_90; fneg of the product folds in.
; CHECK-LABEL: .entry narrow(
; CHECK: fma.rn.f16
; CHECK: fma.rn.bf16
; CHECK: neg.f32
; CHECK: fma.rn.f32
; CHECK: ret;
define ptx_kernel void @narrow(ptr addrspace(1) %p, half %a, half %b, half %c, bfloat %d, bfloat %e, bfloat %f, float %x, float %y, float %z) {
  %m = fmul contract half %a, %b
  %s = fadd contract half %m, %c
  store half %s, ptr addrspace(1) %p
  %m2 = fmul contract bfloat %d, %e
  %s2 = fadd contract bfloat %f, %m2
  %p1 = getelementptr half, ptr addrspace(1) %p, i64 1
  store bfloat %s2, ptr addrspace(1) %p1
  %m3 = fmul contract float %x, %y
  %n3 = fneg contract float %m3
  %s3 = fadd contract float %n3, %z
  %p2 = getelementptr float, ptr addrspace(1) %p, i64 2
  store float %s3, ptr addrspace(1) %p2
  ret void
}

; fadd m, m is never fused; fsub m, m is, and keeps the fmul as the addend
; (found by the differential campaign: the fmul was dropped as dead).
; CHECK-LABEL: .entry same_operand(
; CHECK: mul.rn.f32 [[M:%[fr][0-9]+]], [[X:%[fr][0-9]+]], [[Y:%[fr][0-9]+]];
; CHECK: add.rn.f32 {{%[fr][0-9]+}}, [[M]], [[M]];
; CHECK: neg.f32 [[N:%[fr][0-9]+]], [[M]];
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[X]], [[Y]], [[N]];
; CHECK: ret;
define ptx_kernel void @same_operand(ptr addrspace(1) %p, float %x, float %y) {
  %m = fmul contract float %x, %y
  %a = fadd contract float %m, %m
  store float %a, ptr addrspace(1) %p
  %s = fsub contract float %m, %m
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %s, ptr addrspace(1) %p1
  ret void
}

; fadd x, -0.0 is x for the combiner: the fmul behind it fuses into the
; next fadd, and the identity add itself is never an fma (campaign
; mismatches s1701_O0 and s2199_O0 on the GPU).
; CHECK-LABEL: .entry identity(
; CHECK: fma.rn.f32 {{%[fr][0-9]+}}, [[X:%[fr][0-9]+]], [[Y:%[fr][0-9]+]], [[Z:%[fr][0-9]+]];
; CHECK-NOT: fma.rn.f32 {{%[fr][0-9]+}}, [[X]], [[Y]], 0f80000000;
; CHECK: ret;
define ptx_kernel void @identity(ptr addrspace(1) %p, float %x, float %y, float %z) {
  %m = fmul contract float %x, %y
  %i = fadd contract float %m, -0.000000e+00
  %a = fadd contract float %i, %z
  store float %a, ptr addrspace(1) %p
  ret void
}

; x * 1.0 is x when the DAG builds it: it is never the fmul that is fused
; (campaign mismatch s2199_O0 on the GPU: ptxsel fused it, llc-19 fused the
; other product).
; CHECK-LABEL: .entry times_one(
; CHECK-NOT: mul.rn.f64 {{.*}}0d46293E5939A08CEA
; CHECK: fma.rn.f64
; CHECK: ret;
define ptx_kernel void @times_one(ptr addrspace(1) %p, double %x, double %y) {
  %a = fmul contract double %x, 1.000000e+00
  %b = fmul contract double %y, 1.000000e+30
  %d = fsub contract double %a, %b
  store double %d, ptr addrspace(1) %p
  ret void
}
