/*
 * ptxsel_cvt.h — the packed narrow-float conversions (issue 13, area cvt) as
 * C declarations with asm labels naming upstream LLVM's intrinsics
 * (docs/intrinsics.md "cvt: packed narrow floats"), for CUDA-style kernels
 * compiled by clang-19 with ptxsel_device.h. Each lowers to one checked
 * ptxsel intrinsic, never to inline asm.
 *
 * Packing: in the two-float forms the first argument goes to the upper byte
 * of the packed pair, the second to the lower byte (PTX's cvt d, a, b); in
 * a half2 the element [0] is the lower half. FP8 pairs are u16 values.
 * sm_89 from PTX 8.1, sm_90 and later from PTX 7.8 (has_cvt_fp8).
 */
#ifndef PTXSEL_CVT_H
#define PTXSEL_CVT_H

#include "ptxsel_device.h"

typedef half half2_t __attribute__((ext_vector_type(2)));

/* two f32 -> e4m3x2 / e5m2x2 (round to nearest even, satfinite, optional relu) */
__device__ u16 cvt_e4m3x2_f32(float hi, float lo) __asm__("llvm.nvvm.ff.to.e4m3x2.rn");
__device__ u16 cvt_e4m3x2_f32_relu(float hi, float lo) __asm__("llvm.nvvm.ff.to.e4m3x2.rn.relu");
__device__ u16 cvt_e5m2x2_f32(float hi, float lo) __asm__("llvm.nvvm.ff.to.e5m2x2.rn");
__device__ u16 cvt_e5m2x2_f32_relu(float hi, float lo) __asm__("llvm.nvvm.ff.to.e5m2x2.rn.relu");
/* f16x2 -> e4m3x2 / e5m2x2 */
__device__ u16 cvt_e4m3x2_f16x2(half2_t v) __asm__("llvm.nvvm.f16x2.to.e4m3x2.rn");
__device__ u16 cvt_e4m3x2_f16x2_relu(half2_t v) __asm__("llvm.nvvm.f16x2.to.e4m3x2.rn.relu");
__device__ u16 cvt_e5m2x2_f16x2(half2_t v) __asm__("llvm.nvvm.f16x2.to.e5m2x2.rn");
__device__ u16 cvt_e5m2x2_f16x2_relu(half2_t v) __asm__("llvm.nvvm.f16x2.to.e5m2x2.rn.relu");
/* e4m3x2 / e5m2x2 -> f16x2 (exact; .relu clamps negatives to +0) */
__device__ half2_t cvt_f16x2_e4m3x2(u16 v) __asm__("llvm.nvvm.e4m3x2.to.f16x2.rn");
__device__ half2_t cvt_f16x2_e4m3x2_relu(u16 v) __asm__("llvm.nvvm.e4m3x2.to.f16x2.rn.relu");
__device__ half2_t cvt_f16x2_e5m2x2(u16 v) __asm__("llvm.nvvm.e5m2x2.to.f16x2.rn");
__device__ half2_t cvt_f16x2_e5m2x2_relu(u16 v) __asm__("llvm.nvvm.e5m2x2.to.f16x2.rn.relu");

#endif
