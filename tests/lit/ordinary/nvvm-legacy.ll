; NVVM intrinsics clang emits for CUDA builtins: __ldg (ld.global.nc, scalar
; and vector), atomicInc/atomicDec, __float2bfloat16_rn, and redux.sync's
; unsigned forms (PTX spells them min/max.u32).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin

; CHECK-LABEL: .entry k(
; CHECK: ld.global.nc.f32 %{{[fr]}}{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.nc.v4.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: atom.inc.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1000;
; CHECK: atom.global.dec.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 7;
; CHECK: cvt.rn.bf16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: redux.sync.max.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, -1;
; CHECK: redux.sync.min.u32
; CHECK: redux.sync.add.s32
; CHECK-NOT: redux.sync.umax
define ptx_kernel void @k(ptr %in, ptr %out, ptr addrspace(1) %cnt, i32 %v) {
  %a = call float @llvm.nvvm.ldg.global.f.f32.p0(ptr %in, i32 4)
  %b = call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %in, i32 16)
  %b0 = extractelement <4 x float> %b, i32 0
  %b3 = extractelement <4 x float> %b, i32 3
  %s = fadd float %a, %b0
  %s2 = fadd float %s, %b3
  store float %s2, ptr %out
  %i = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %out, i32 1000)
  %d = call i32 @llvm.nvvm.atomic.load.dec.32.p1(ptr addrspace(1) %cnt, i32 7)
  %h = call bfloat @llvm.nvvm.f2bf16.rn(float %s2)
  %hp = getelementptr i8, ptr %out, i64 4
  store bfloat %h, ptr %hp
  %m = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 -1)
  %n = call i32 @llvm.nvvm.redux.sync.umin(i32 %m, i32 -1)
  %o = call i32 @llvm.nvvm.redux.sync.add(i32 %n, i32 -1)
  %t = add i32 %o, %i
  %t2 = add i32 %t, %d
  %op = getelementptr i8, ptr %out, i64 8
  store i32 %t2, ptr %op
  ret void
}
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr, i32)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p1(ptr addrspace(1), i32)
declare bfloat @llvm.nvvm.f2bf16.rn(float)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
