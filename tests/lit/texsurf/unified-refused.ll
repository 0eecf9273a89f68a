; The separate-sampler array fetches (1d / 2d array, their .level, cube
; array .level) and the 3d gradients are refused in CUDA's unified texture
; mode: llc-19 prints them, and ptxas 13.0 crashes (segmentation fault) on
; every array one and rejects the 3d gradients ("Arguments mismatch for
; instruction 'mov'"), with handles from parameters or constants alike
; (found by the structured fuzzer). Under the OpenCL triple they compile.
; RUN: not %ptxsel -mcpu=sm_90 %s -o %t.ptx 2> %t.err
; RUN: test ! -e %t.ptx
; RUN: FileCheck %s < %t.err
target triple = "nvptx64-nvidia-cuda"
; CHECK-DAG: in function 'f0': error: 'llvm.nvvm.tex.1d.array.level.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.1d.array.level.v4f32.f32"(i64, i64, i32, float, float)
define {float, float, float, float} @f0(i64 %t, i64 %s, i32 %l, float %c0, float %lv) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.1d.array.level.v4f32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %lv)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f1': error: 'llvm.nvvm.tex.1d.array.level.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.level.v4s32.f32"(i64, i64, i32, float, float)
define {i32, i32, i32, i32} @f1(i64 %t, i64 %s, i32 %l, float %c0, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.level.v4s32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %lv)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f2': error: 'llvm.nvvm.tex.1d.array.level.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.level.v4u32.f32"(i64, i64, i32, float, float)
define {i32, i32, i32, i32} @f2(i64 %t, i64 %s, i32 %l, float %c0, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.level.v4u32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %lv)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f3': error: 'llvm.nvvm.tex.1d.array.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.1d.array.v4f32.f32"(i64, i64, i32, float)
define {float, float, float, float} @f3(i64 %t, i64 %s, i32 %l, float %c0) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.1d.array.v4f32.f32"(i64 %t, i64 %s, i32 %l, float %c0)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f4': error: 'llvm.nvvm.tex.1d.array.v4f32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.1d.array.v4f32.s32"(i64, i64, i32, i32)
define {float, float, float, float} @f4(i64 %t, i64 %s, i32 %l, i32 %c0) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.1d.array.v4f32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f5': error: 'llvm.nvvm.tex.1d.array.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4s32.f32"(i64, i64, i32, float)
define {i32, i32, i32, i32} @f5(i64 %t, i64 %s, i32 %l, float %c0) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4s32.f32"(i64 %t, i64 %s, i32 %l, float %c0)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f6': error: 'llvm.nvvm.tex.1d.array.v4s32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4s32.s32"(i64, i64, i32, i32)
define {i32, i32, i32, i32} @f6(i64 %t, i64 %s, i32 %l, i32 %c0) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4s32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f7': error: 'llvm.nvvm.tex.1d.array.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4u32.f32"(i64, i64, i32, float)
define {i32, i32, i32, i32} @f7(i64 %t, i64 %s, i32 %l, float %c0) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4u32.f32"(i64 %t, i64 %s, i32 %l, float %c0)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f8': error: 'llvm.nvvm.tex.1d.array.v4u32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4u32.s32"(i64, i64, i32, i32)
define {i32, i32, i32, i32} @f8(i64 %t, i64 %s, i32 %l, i32 %c0) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.1d.array.v4u32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f9': error: 'llvm.nvvm.tex.2d.array.level.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.2d.array.level.v4f32.f32"(i64, i64, i32, float, float, float)
define {float, float, float, float} @f9(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.2d.array.level.v4f32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f10': error: 'llvm.nvvm.tex.2d.array.level.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.level.v4s32.f32"(i64, i64, i32, float, float, float)
define {i32, i32, i32, i32} @f10(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.level.v4s32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f11': error: 'llvm.nvvm.tex.2d.array.level.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.level.v4u32.f32"(i64, i64, i32, float, float, float)
define {i32, i32, i32, i32} @f11(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.level.v4u32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %lv)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f12': error: 'llvm.nvvm.tex.2d.array.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.2d.array.v4f32.f32"(i64, i64, i32, float, float)
define {float, float, float, float} @f12(i64 %t, i64 %s, i32 %l, float %c0, float %c1) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.2d.array.v4f32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f13': error: 'llvm.nvvm.tex.2d.array.v4f32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.2d.array.v4f32.s32"(i64, i64, i32, i32, i32)
define {float, float, float, float} @f13(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.2d.array.v4f32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f14': error: 'llvm.nvvm.tex.2d.array.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4s32.f32"(i64, i64, i32, float, float)
define {i32, i32, i32, i32} @f14(i64 %t, i64 %s, i32 %l, float %c0, float %c1) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4s32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f15': error: 'llvm.nvvm.tex.2d.array.v4s32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4s32.s32"(i64, i64, i32, i32, i32)
define {i32, i32, i32, i32} @f15(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4s32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f16': error: 'llvm.nvvm.tex.2d.array.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4u32.f32"(i64, i64, i32, float, float)
define {i32, i32, i32, i32} @f16(i64 %t, i64 %s, i32 %l, float %c0, float %c1) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4u32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f17': error: 'llvm.nvvm.tex.2d.array.v4u32.s32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4u32.s32"(i64, i64, i32, i32, i32)
define {i32, i32, i32, i32} @f17(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.2d.array.v4u32.s32"(i64 %t, i64 %s, i32 %l, i32 %c0, i32 %c1)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f18': error: 'llvm.nvvm.tex.3d.grad.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.3d.grad.v4f32.f32"(i64, i64, float, float, float, float, float, float, float, float, float)
define {float, float, float, float} @f18(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.3d.grad.v4f32.f32"(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f19': error: 'llvm.nvvm.tex.3d.grad.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.3d.grad.v4s32.f32"(i64, i64, float, float, float, float, float, float, float, float, float)
define {i32, i32, i32, i32} @f19(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.3d.grad.v4s32.f32"(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f20': error: 'llvm.nvvm.tex.3d.grad.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.3d.grad.v4u32.f32"(i64, i64, float, float, float, float, float, float, float, float, float)
define {i32, i32, i32, i32} @f20(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.3d.grad.v4u32.f32"(i64 %t, i64 %s, float %c0, float %c1, float %c2, float %g0, float %g1, float %g2, float %g3, float %g4, float %g5)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f21': error: 'llvm.nvvm.tex.cube.array.level.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {float, float, float, float} @"llvm.nvvm.tex.cube.array.level.v4f32.f32"(i64, i64, i32, float, float, float, float)
define {float, float, float, float} @f21(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv) {
  %r = call {float, float, float, float} @"llvm.nvvm.tex.cube.array.level.v4f32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv)
  ret {float, float, float, float} %r
}
; CHECK-DAG: in function 'f22': error: 'llvm.nvvm.tex.cube.array.level.v4s32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.cube.array.level.v4s32.f32"(i64, i64, i32, float, float, float, float)
define {i32, i32, i32, i32} @f22(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.cube.array.level.v4s32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv)
  ret {i32, i32, i32, i32} %r
}
; CHECK-DAG: in function 'f23': error: 'llvm.nvvm.tex.cube.array.level.v4u32.f32' is not supported in the CUDA texture mode (texmode_unified)
declare {i32, i32, i32, i32} @"llvm.nvvm.tex.cube.array.level.v4u32.f32"(i64, i64, i32, float, float, float, float)
define {i32, i32, i32, i32} @f23(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv) {
  %r = call {i32, i32, i32, i32} @"llvm.nvvm.tex.cube.array.level.v4u32.f32"(i64 %t, i64 %s, i32 %l, float %c0, float %c1, float %c2, float %lv)
  ret {i32, i32, i32, i32} %r
}
