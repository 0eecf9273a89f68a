; The .w special registers, %pm0..3 and %envreg0..31 (upstream
; intrinsic-old.ll, envreg.ll, intrinsics-sm90.ll; issue 11), moved as
; llc-19 moves them. The same CHECK lines run on llc-19's PTX. %clusterid.w
; needs sm_90 like the other cluster registers.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck --check-prefixes=CHECK,CLUSTER %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck --check-prefixes=CHECK,CLUSTER %s < %t.llc.ptx
; RUN: sed -e '/^define i32 @cluster_w/,$d' %s > %t75.ll
; RUN: %ptxsel -mcpu=sm_75 %t75.ll -o %t75.ptx
; RUN: FileCheck %s < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t75c.ptx 2>&1 | FileCheck --check-prefix=SM75 %s
; SM75: error: mov.u32.clusterid.w is not supported on sm_75 (requires has_clusters: sm_90)

; CHECK-LABEL: w_regs(
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %tid.w;
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %ntid.w;
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %ctaid.w;
; CHECK-DAG: mov.u32 %r{{[0-9]+}}, %nctaid.w;
; CHECK: ret;
define i32 @w_regs() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  %ab = add i32 %a, %b
  %cd = add i32 %c, %d
  %r = add i32 %ab, %cd
  ret i32 %r
}

; CHECK-LABEL: pm_regs(
; CHECK: mov.u32 %r{{[0-9]+}}, %pm0;
; CHECK: mov.u32 %r{{[0-9]+}}, %pm3;
define i32 @pm_regs() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.pm3()
  %r = add i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: env_regs(
; CHECK-DAG: mov.b32 %r{{[0-9]+}}, %envreg0;
; CHECK-DAG: mov.b32 %r{{[0-9]+}}, %envreg17;
; CHECK-DAG: mov.b32 %r{{[0-9]+}}, %envreg31;
; CHECK: ret;
define i32 @env_regs() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.envreg0()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.envreg17()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.envreg31()
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i32 @llvm.nvvm.read.ptx.sreg.pm3()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg0()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg17()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg31()

; CLUSTER-LABEL: cluster_w(
; CLUSTER: mov.u32 %r{{[0-9]+}}, %clusterid.w;
define i32 @cluster_w() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
  ret i32 %a
}
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
