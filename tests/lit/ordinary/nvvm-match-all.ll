; llvm.nvvm.match.all.sync.i32p / i64p (upstream match.ll; issue 11): the
; {i32, i1} result is PTX's d|p pair, the value is the first source and the
; mask the second, as llc-19 prints them. The same CHECK lines run on
; llc-19's PTX.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx

; CHECK-LABEL: all32(
; CHECK-DAG: ld.param.{{[bu]}}32 [[M:%r[0-9]+]], [all32_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[V:%r[0-9]+]], [all32_param_1];
; CHECK: match.all.sync.b32 %r{{[0-9]+}}|%p{{[0-9]+}}, [[V]], [[M]];
; CHECK: selp.{{[bu]}}32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0, %p{{[0-9]+}};
define i32 @all32(i32 %mask, i32 %v) {
  %r = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 %mask, i32 %v)
  %m = extractvalue {i32, i1} %r, 0
  %p = extractvalue {i32, i1} %r, 1
  %s = select i1 %p, i32 %m, i32 0
  ret i32 %s
}

; CHECK-LABEL: all64(
; CHECK-DAG: ld.param.{{[bu]}}32 [[M:%r[0-9]+]], [all64_param_0];
; CHECK-DAG: ld.param.{{[bu]}}64 [[V:%rd[0-9]+]], [all64_param_1];
; CHECK: match.all.sync.b64 %r{{[0-9]+}}|%p{{[0-9]+}}, [[V]], [[M]];
define i32 @all64(i32 %mask, i64 %v) {
  %r = call {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32 %mask, i64 %v)
  %m = extractvalue {i32, i1} %r, 0
  ret i32 %m
}

declare {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32, i64)
