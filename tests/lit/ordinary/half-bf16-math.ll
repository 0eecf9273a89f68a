; half and bfloat math intrinsics select the instructions llc-19 selects on
; sm_90 (so results agree bit for bit, NaN payloads included); on sm_80 the
; bfloat rounding forms (sm_90) go through f32, as llc-19 promotes them.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; SM80-NOT: cvt.rpi.bf16.bf16
; SM80: cvt.rpi.f32.f32
; CHECK-LABEL: .entry k(
; CHECK: cvt.f32.f16 [[T:%pt]], [[A:%rs[0-9]+]];
; CHECK-NEXT: abs.f32 [[T]], [[T]];
; CHECK-NEXT: cvt.rn.f16.f32
; CHECK: cvt.rpi.f16.f16 {{%rs[0-9]+}}, [[A]];
; CHECK: cvt.rmi.f16.f16
; CHECK: cvt.rzi.f16.f16
; CHECK: cvt.rni.f16.f16
; CHECK: cvt.rni.f16.f16
; CHECK: cvt.rni.f16.f16
; CHECK: max.f16
; CHECK: min.f16
; CHECK: max.NaN.f16
; CHECK: min.NaN.f16
; CHECK: and.b16 %pt, {{%rs[0-9]+}}, -32768;
; CHECK-NEXT: and.b16 %pu, [[A]], 32767;
; CHECK-NEXT: or.b16
; CHECK: sqrt.rn.f32
; CHECK: fma.rn.f16
; CHECK: fma.rn.f16
; CHECK: abs.bf16
; CHECK: cvt.rpi.bf16.bf16
; CHECK: cvt.rmi.bf16.bf16
; CHECK: cvt.rzi.bf16.bf16
; CHECK: cvt.rni.bf16.bf16
; CHECK: max.bf16
; CHECK: min.bf16
; CHECK: abs.bf16 %pa
; CHECK-NEXT: neg.bf16 %pn, %pa;
; CHECK-NEXT: shr.u16 %ps, {{%rs[0-9]+}}, 15;
; CHECK: selp.b16
; CHECK: fma.rn.bf16
; CHECK: neg.bf16
; CHECK: add.rn.bf16
; CHECK: ret;
declare half @llvm.fabs.f16(half)
declare half @llvm.ceil.f16(half)
declare half @llvm.floor.f16(half)
declare half @llvm.trunc.f16(half)
declare half @llvm.rint.f16(half)
declare half @llvm.nearbyint.f16(half)
declare half @llvm.roundeven.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maximum.f16(half, half)
declare half @llvm.minimum.f16(half, half)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fmuladd.f16(half, half, half)
declare bfloat @llvm.fabs.bf16(bfloat)
declare bfloat @llvm.ceil.bf16(bfloat)
declare bfloat @llvm.floor.bf16(bfloat)
declare bfloat @llvm.trunc.bf16(bfloat)
declare bfloat @llvm.rint.bf16(bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.copysign.bf16(bfloat, bfloat)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
define ptx_kernel void @k(ptr addrspace(1) %p, half %a, half %b, half %c, bfloat %x, bfloat %y, bfloat %z) {
  %1 = call half @llvm.fabs.f16(half %a)
  store volatile half %1, ptr addrspace(1) %p
  %2 = call half @llvm.ceil.f16(half %a)
  store volatile half %2, ptr addrspace(1) %p
  %3 = call half @llvm.floor.f16(half %a)
  store volatile half %3, ptr addrspace(1) %p
  %4 = call half @llvm.trunc.f16(half %a)
  store volatile half %4, ptr addrspace(1) %p
  %5 = call half @llvm.rint.f16(half %a)
  store volatile half %5, ptr addrspace(1) %p
  %6 = call half @llvm.nearbyint.f16(half %a)
  store volatile half %6, ptr addrspace(1) %p
  %7 = call half @llvm.roundeven.f16(half %a)
  store volatile half %7, ptr addrspace(1) %p
  %8 = call half @llvm.maxnum.f16(half %a, half %b)
  store volatile half %8, ptr addrspace(1) %p
  %9 = call half @llvm.minnum.f16(half %a, half %b)
  store volatile half %9, ptr addrspace(1) %p
  %10 = call half @llvm.maximum.f16(half %a, half %b)
  store volatile half %10, ptr addrspace(1) %p
  %11 = call half @llvm.minimum.f16(half %a, half %b)
  store volatile half %11, ptr addrspace(1) %p
  %12 = call half @llvm.copysign.f16(half %a, half %b)
  store volatile half %12, ptr addrspace(1) %p
  %13 = call half @llvm.sqrt.f16(half %a)
  store volatile half %13, ptr addrspace(1) %p
  %14 = call half @llvm.fma.f16(half %a, half %b, half %c)
  store volatile half %14, ptr addrspace(1) %p
  %15 = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  store volatile half %15, ptr addrspace(1) %p
  %21 = call bfloat @llvm.fabs.bf16(bfloat %x)
  store volatile bfloat %21, ptr addrspace(1) %p
  %22 = call bfloat @llvm.ceil.bf16(bfloat %x)
  store volatile bfloat %22, ptr addrspace(1) %p
  %23 = call bfloat @llvm.floor.bf16(bfloat %x)
  store volatile bfloat %23, ptr addrspace(1) %p
  %24 = call bfloat @llvm.trunc.bf16(bfloat %x)
  store volatile bfloat %24, ptr addrspace(1) %p
  %25 = call bfloat @llvm.rint.bf16(bfloat %x)
  store volatile bfloat %25, ptr addrspace(1) %p
  %26 = call bfloat @llvm.maxnum.bf16(bfloat %x, bfloat %y)
  store volatile bfloat %26, ptr addrspace(1) %p
  %27 = call bfloat @llvm.minnum.bf16(bfloat %x, bfloat %y)
  store volatile bfloat %27, ptr addrspace(1) %p
  %28 = call bfloat @llvm.copysign.bf16(bfloat %x, bfloat %y)
  store volatile bfloat %28, ptr addrspace(1) %p
  %29 = call bfloat @llvm.fma.bf16(bfloat %x, bfloat %y, bfloat %z)
  store volatile bfloat %29, ptr addrspace(1) %p
  %30 = fneg bfloat %x
  store volatile bfloat %30, ptr addrspace(1) %p
  %31 = fadd bfloat %x, %y
  store volatile bfloat %31, ptr addrspace(1) %p
  ret void
}
