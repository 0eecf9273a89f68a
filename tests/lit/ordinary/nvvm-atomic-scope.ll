; Scoped NVVM atomics on generic addresses, llvm.nvvm.atomic.OP.gen.{i,f}.
; {cta,sys}.T.p0 (upstream atomics-with-scope.ll; issue 11), spelled as
; llc-19 spells them (add.s32 but add.u64, min / max signed). The same CHECK
; lines run on llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx

; CHECK-LABEL: add_i32_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [add_i32_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [add_i32_cta_param_1];
; CHECK: atom.cta.add.s32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @add_i32_cta(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: add_i64_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [add_i64_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [add_i64_sys_param_1];
; CHECK: atom.sys.add.u64 %rd{{[0-9]+}}, [[[P]]], [[V]];
define i64 @add_i64_sys(ptr %p, i64 %v) {
  %r = call i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr %p, i64 %v)
  ret i64 %r
}

; CHECK-LABEL: add_f32_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [add_f32_cta_param_0];
; CHECK-DAG: ld.param.{{[fb]}}32 [[V:%[fr][0-9]+]], [add_f32_cta_param_1];
; CHECK: atom.cta.add.f32 %{{[fr]}}{{[0-9]+}}, [[[P]]], [[V]];
define float @add_f32_cta(ptr %p, float %v) {
  %r = call float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr %p, float %v)
  ret float %r
}

; CHECK-LABEL: add_f64_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [add_f64_sys_param_0];
; CHECK-DAG: ld.param.{{[fb]}}64 [[V:%[fr]d[0-9]+]], [add_f64_sys_param_1];
; CHECK: atom.sys.add.f64 %{{[fr]}}d{{[0-9]+}}, [[[P]]], [[V]];
define double @add_f64_sys(ptr %p, double %v) {
  %r = call double @llvm.nvvm.atomic.add.gen.f.sys.f64.p0(ptr %p, double %v)
  ret double %r
}

; CHECK-LABEL: exch_i64_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [exch_i64_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [exch_i64_cta_param_1];
; CHECK: atom.cta.exch.b64 %rd{{[0-9]+}}, [[[P]]], [[V]];
define i64 @exch_i64_cta(ptr %p, i64 %v) {
  %r = call i64 @llvm.nvvm.atomic.exch.gen.i.cta.i64.p0(ptr %p, i64 %v)
  ret i64 %r
}

; CHECK-LABEL: max_i32_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [max_i32_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [max_i32_sys_param_1];
; CHECK: atom.sys.max.s32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @max_i32_sys(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: min_i64_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [min_i64_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [min_i64_cta_param_1];
; CHECK: atom.cta.min.s64 %rd{{[0-9]+}}, [[[P]]], [[V]];
define i64 @min_i64_cta(ptr %p, i64 %v) {
  %r = call i64 @llvm.nvvm.atomic.min.gen.i.cta.i64.p0(ptr %p, i64 %v)
  ret i64 %r
}

; CHECK-LABEL: inc_i32_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [inc_i32_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [inc_i32_cta_param_1];
; CHECK: atom.cta.inc.u32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @inc_i32_cta(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: dec_i32_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [dec_i32_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [dec_i32_sys_param_1];
; CHECK: atom.sys.dec.u32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @dec_i32_sys(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: and_i32_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [and_i32_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [and_i32_cta_param_1];
; CHECK: atom.cta.and.b32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @and_i32_cta(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: or_i64_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [or_i64_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [or_i64_sys_param_1];
; CHECK: atom.sys.or.b64 %rd{{[0-9]+}}, [[[P]]], [[V]];
define i64 @or_i64_sys(ptr %p, i64 %v) {
  %r = call i64 @llvm.nvvm.atomic.or.gen.i.sys.i64.p0(ptr %p, i64 %v)
  ret i64 %r
}

; CHECK-LABEL: xor_i32_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [xor_i32_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [xor_i32_sys_param_1];
; CHECK: atom.sys.xor.b32 %r{{[0-9]+}}, [[[P]]], [[V]];
define i32 @xor_i32_sys(ptr %p, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.xor.gen.i.sys.i32.p0(ptr %p, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: cas_i32_cta(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [cas_i32_cta_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[C:%r[0-9]+]], [cas_i32_cta_param_1];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [cas_i32_cta_param_2];
; CHECK: atom.cta.cas.b32 %r{{[0-9]+}}, [[[P]]], [[C]], [[V]];
define i32 @cas_i32_cta(ptr %p, i32 %c, i32 %v) {
  %r = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %p, i32 %c, i32 %v)
  ret i32 %r
}

; CHECK-LABEL: cas_i64_sys(
; CHECK-DAG: ld.param.{{[bu]}}64 [[P:%rd[0-9]+]], [cas_i64_sys_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[C:%rd[0-9]+]], [cas_i64_sys_param_1];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [cas_i64_sys_param_2];
; CHECK: atom.sys.cas.b64 %rd{{[0-9]+}}, [[[P]]], [[C]], [[V]];
define i64 @cas_i64_sys(ptr %p, i64 %c, i64 %v) {
  %r = call i64 @llvm.nvvm.atomic.cas.gen.i.sys.i64.p0(ptr %p, i64 %c, i64 %v)
  ret i64 %r
}

declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0(ptr, i64)
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr, float)
declare double @llvm.nvvm.atomic.add.gen.f.sys.f64.p0(ptr, double)
declare i64 @llvm.nvvm.atomic.exch.gen.i.cta.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.min.gen.i.cta.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.or.gen.i.sys.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.xor.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
declare i64 @llvm.nvvm.atomic.cas.gen.i.sys.i64.p0(ptr, i64, i64)
