; llvm.round.f32 / f64 (upstream math-intrins.ll) as llc-19 expands them,
; instruction for instruction, and llvm.convert.{from,to}.fp16 (upstream
; fp16.ll; issue 11). The same CHECK lines run on llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t.cubin

; CHECK-LABEL: round32(
; CHECK: ld.param.{{[fb]}}32 [[X:%[fr][0-9]+]], [round32_param_0];
; CHECK: mov.b32 [[I:%[a-z0-9]+]], [[X]];
; CHECK-NEXT: and.b32 [[S:%[a-z0-9]+]], [[I]], -2147483648;
; CHECK-NEXT: or.b32 [[H:%[a-z0-9]+]], [[S]], 1056964608;
; CHECK-NEXT: mov.b32 [[HF:%[a-z0-9]+]], [[H]];
; CHECK-NEXT: add.rn.f32 [[SUM:%[a-z0-9]+]], [[X]], [[HF]];
; CHECK-NEXT: cvt.rzi.f32.f32 [[T:%[a-z0-9]+]], [[SUM]];
; CHECK-NEXT: abs.f32 [[A:%[a-z0-9]+]], [[X]];
; CHECK-NEXT: setp.gt.f32 [[BIG:%p[a-z0-9]+]], [[A]], 0f4B000000;
; CHECK-NEXT: selp.{{[bf]}}32 [[R:%[a-z0-9]+]], [[X]], [[T]], [[BIG]];
; CHECK-NEXT: cvt.rzi.f32.f32 [[TX:%[a-z0-9]+]], [[X]];
; CHECK-NEXT: setp.lt.f32 [[SMALL:%p[a-z0-9]+]], [[A]], 0f3F000000;
; CHECK-NEXT: selp.{{[bf]}}32 %{{[fr]}}{{[0-9]+}}, [[TX]], [[R]], [[SMALL]];
define float @round32(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

; CHECK-LABEL: round64(
; CHECK: ld.param.{{[fb]}}64 [[X:%[fr]d[0-9]+]], [round64_param_0];
; CHECK: abs.f64 [[A:%[a-z0-9]+]], [[X]];
; CHECK-NEXT: setp.lt.f64 [[SMALL:%p[a-z0-9]+]], [[A]], 0d3FE0000000000000;
; CHECK-NEXT: add.rn.f64 [[SUM:%[a-z0-9]+]], [[A]], 0d3FE0000000000000;
; CHECK-NEXT: cvt.rzi.f64.f64 [[T:%[a-z0-9]+]], [[SUM]];
; CHECK-NEXT: selp.{{[bf]}}64 [[Z:%[a-z0-9]+]], 0d0000000000000000, [[T]], [[SMALL]];
; CHECK-NEXT: abs.f64 [[M:%[a-z0-9]+]], [[Z]];
; CHECK-NEXT: neg.f64 [[N:%[a-z0-9]+]], [[M]];
; CHECK-NEXT: mov.b64 [[B:%[a-z0-9]+]], [[X]];
; CHECK-NEXT: shr.u64 [[SH:%[a-z0-9]+]], [[B]], 63;
; CHECK-NEXT: and.b64 [[SB:%[a-z0-9]+]], [[SH]], 1;
; CHECK-NEXT: setp.eq.b64 [[NEG:%p[a-z0-9]+]], [[SB]], 1;
; CHECK-NEXT: selp.{{[bf]}}64 [[R:%[a-z0-9]+]], [[N]], [[M]], [[NEG]];
; CHECK-NEXT: setp.gt.f64 [[BIG:%p[a-z0-9]+]], [[A]], 0d4330000000000000;
; CHECK-NEXT: selp.{{[bf]}}64 %{{[fr]}}d{{[0-9]+}}, [[X]], [[R]], [[BIG]];
define double @round64(double %x) {
  %r = call double @llvm.round.f64(double %x)
  ret double %r
}

; CHECK-LABEL: from16(
; CHECK: ld.param.{{[bu]}}16 [[H:%rs[0-9]+]], [from16_param_0];
; CHECK: cvt.f32.f16 %{{[fr]}}{{[0-9]+}}, [[H]];
define float @from16(i16 %h) {
  %r = call float @llvm.convert.from.fp16.f32(i16 %h)
  ret float %r
}

; CHECK-LABEL: to16(
; CHECK: ld.param.{{[fb]}}64 [[D:%[fr]d[0-9]+]], [to16_param_0];
; CHECK: cvt.rn.f16.f64 %rs{{[0-9]+}}, [[D]];
define i16 @to16(double %d) {
  %r = call i16 @llvm.convert.to.fp16.f64(double %d)
  ret i16 %r
}

declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare float @llvm.convert.from.fp16.f32(i16)
declare i16 @llvm.convert.to.fp16.f64(double)
