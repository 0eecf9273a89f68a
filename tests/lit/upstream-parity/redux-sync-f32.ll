; Upstream LLVM's redux.sync .f32 intrinsics (LLVM 23's redux-sync-f32.ll):
; llvm.nvvm.redux.sync.f{min,max}[.abs][.NaN](float, i32 mask) print
; redux.sync.{min,max}[.abs][.NaN].f32 d, a, mask as upstream's llc.
; has_redux_f32 (ptxas 13): sm_100a/f, sm_103a/f from PTX 8.6; every base
; target, sm_110f and sm_120f refuse it ("Instruction 'redux.f32' not
; supported on .target 'sm_100'").
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_103f %s -o %t103f.ptx
; RUN: %ptxas -arch=sm_103f %t103f.ptx -o %t103f.cubin
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx88 %s -o %t100.ptx 2> %t100.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM100 < %t100.err
; RUN: not test -e %t100.ptx
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx 2> %t120.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM120 < %t120.err
; SM100: error: redux.sync.min.f32 is not supported on sm_100 (requires has_redux_f32: sm_100f)
; SM120: error: redux.sync.min.f32 is not supported on sm_120a (requires has_redux_f32: sm_100f)

; CHECK-LABEL: redux_f32(
; CHECK: ld.param.{{[bf]}}32 %{{[fr]}}[[A:[0-9]+]],
; CHECK: ld.param.{{[bu]}}32 %r[[M:[0-9]+]],
; CHECK: redux.sync.min.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.min.abs.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.min.NaN.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.min.abs.NaN.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.max.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.max.abs.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.max.NaN.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
; CHECK: redux.sync.max.abs.NaN.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}[[A]], %r[[M]];
define void @redux_f32(float %a, i32 %m, ptr addrspace(1) %p) {
  %r0 = call float @llvm.nvvm.redux.sync.fmin(float %a, i32 %m)
  store volatile float %r0, ptr addrspace(1) %p
  %r1 = call float @llvm.nvvm.redux.sync.fmin.abs(float %a, i32 %m)
  store volatile float %r1, ptr addrspace(1) %p
  %r2 = call float @llvm.nvvm.redux.sync.fmin.NaN(float %a, i32 %m)
  store volatile float %r2, ptr addrspace(1) %p
  %r3 = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %a, i32 %m)
  store volatile float %r3, ptr addrspace(1) %p
  %r4 = call float @llvm.nvvm.redux.sync.fmax(float %a, i32 %m)
  store volatile float %r4, ptr addrspace(1) %p
  %r5 = call float @llvm.nvvm.redux.sync.fmax.abs(float %a, i32 %m)
  store volatile float %r5, ptr addrspace(1) %p
  %r6 = call float @llvm.nvvm.redux.sync.fmax.NaN(float %a, i32 %m)
  store volatile float %r6, ptr addrspace(1) %p
  %r7 = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %a, i32 %m)
  store volatile float %r7, ptr addrspace(1) %p
  ret void
}

declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)
