; Packed f32x2 arithmetic (sm_100 and every later target, PTX 8.6): fadd /
; fsub / fmul <N x float> and llvm.fma / llvm.fmuladd on them compute lanes
; 2i and 2i+1 in one add / sub / mul / fma.rn.f32x2 on .b64 registers (packed
; and unpacked with mov.b64), upstream LLVM's spelling; an odd last lane stays
; scalar. sm_90 and below keep the lane-by-lane .f32 instructions (llc-19's
; output). CUTLASS's add.f32x2 / mul.f32x2 (no rounding) are forms the
; verifier gates like the .rn ones; ptxas assembles every output.
; RUN: %ptxsel -mcpu=sm_100 %s -o %t.ptx
; RUN: FileCheck --check-prefix=SM100 %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t.120.ptx
; RUN: %ptxas -arch=sm_120a %t.120.ptx -o %t.120.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.90.ptx
; RUN: FileCheck --check-prefix=SM90 %s < %t.90.ptx
; RUN: %ptxas -arch=sm_90a %t.90.ptx -o %t.90.cubin
; RUN: %ptxsel-query can add.f32x2 --cpu sm_100 --ptx 86 | FileCheck --check-prefix=YES %s
; RUN: %ptxsel-query can mul.f32x2 --cpu sm_120 --ptx 87 | FileCheck --check-prefix=YES %s
; RUN: %ptxsel-query can fma.rn.f32x2 --cpu sm_100a --ptx 86 | FileCheck --check-prefix=YES %s
; RUN: %ptxsel-query can add.f32x2 --cpu sm_90a | FileCheck --check-prefix=NO90 %s
; RUN: %ptxsel-query can mul.rn.f32x2 --cpu sm_89 | FileCheck --check-prefix=NO89 %s
; YES: yes
; NO90: no: add.f32x2 is not supported on sm_90a (requires has_f32x2: sm_100)
; NO89: no: mul.rn.f32x2 is not supported on sm_89 (requires has_f32x2: sm_100)

target triple = "nvptx64-nvidia-cuda"

; SM100-LABEL: .func (.param .align 8 .b8 func_retval0[8]) fadd(
; SM100: mov.b64 [[A:%rd[0-9]+]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}};
; SM100-NEXT: mov.b64 [[B:%rd[0-9]+]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}};
; SM100-NEXT: add.rn.f32x2 [[D:%rd[0-9]+]], [[A]], [[B]];
; SM100-NEXT: mov.b64 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [[D]];
; SM90-LABEL: fadd(
; SM90-NOT: f32x2
; SM90: add.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM90-NEXT: add.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define <2 x float> @fadd(<2 x float> %a, <2 x float> %b) {
  %r = fadd <2 x float> %a, %b
  ret <2 x float> %r
}

; SM100-LABEL: fsub_mul_odd(
; SM100-DAG: mov.f32 [[C2:%[fr][0-9]+]], 0f40000000;
; SM100-DAG: mov.f32 [[C1:%[fr][0-9]+]], 0f3F800000;
; SM100: mov.b64 [[K:%rd[0-9]+]], {[[C1]], [[C2]]};
; SM100-NEXT: sub.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[K]];
; SM100: sub.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, 0f40400000;
; SM100: mul.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM100: mul.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM90-LABEL: fsub_mul_odd(
; SM90-NOT: f32x2
; SM90: ret;
define <3 x float> @fsub_mul_odd(<3 x float> %a, <3 x float> %b) {
  %s = fsub <3 x float> %a, <float 1.0, float 2.0, float 3.0>
  %m = fmul <3 x float> %s, %b
  ret <3 x float> %m
}

; SM100-LABEL: fma(
; SM100: fma.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM100-NOT: fma.rn.f32 
; SM90-LABEL: fma(
; SM90: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; SM90-NEXT: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define <2 x float> @fma(<2 x float> %a, <2 x float> %b, <2 x float> %c) {
  %r = call <2 x float> @llvm.fma.v2f32(<2 x float> %a, <2 x float> %b, <2 x float> %c)
  ret <2 x float> %r
}

; SM100-LABEL: fmuladd4(
; SM100-COUNT-2: fma.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM100-NOT: fma.rn.f32 
; SM100: ret;
define <4 x float> @fmuladd4(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
  %r = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  ret <4 x float> %r
}

; a contracted fsub (fmul x, y) - z: one packed fma of the negated addends,
; as the DAG combiner fuses the vector (sm_90: two scalar fma.rn.f32)
; SM100-LABEL: contract(
; SM100: neg.f32
; SM100-NEXT: neg.f32
; SM100: fma.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; SM100-NOT: fma.rn.f32 
; SM100: ret;
; SM90-LABEL: contract(
; SM90-COUNT-2: fma.rn.f32 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define <2 x float> @contract(<2 x float> %a, <2 x float> %b, <2 x float> %c) {
  %m = fmul contract <2 x float> %a, %b
  %s = fsub contract <2 x float> %m, %c
  ret <2 x float> %s
}

; double and half vectors are untouched
; SM100-LABEL: other(
; SM100-NOT: f32x2
; SM100: ret;
define <2 x double> @other(<2 x double> %a, <2 x double> %b) {
  %r = fadd <2 x double> %a, %b
  ret <2 x double> %r
}

declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
