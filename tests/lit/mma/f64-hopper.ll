; Warp-level mma m16n8k4 / m16n8k8 / m16n8k16 with f64 (tablegen-data/mma.td,
; issue 13; upstream's f64_mma_ops, llvm.nvvm.mma.<geom>.row.col.f64):
; has_mma_f64_hopper (sm_90 and later, PTX 7.8; ptxas on sm_89: "Feature
; '.m16n8k4 with double types' requires .target sm_90 or higher"). m8n8k4
; f64 stays sm_80.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t90.ptx && FileCheck %s < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx && %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx90 %s -o %tbad.ptx 2> %t89.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM89 %s < %t89.err
; RUN: not grep m8n8k4 %t89.err
; RUN: not test -e %tbad.ptx
; CHECK: mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{.*}}}
; CHECK: mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64
; CHECK-NEXT: {%{{[fr]}}d{{.*}}},
; CHECK-NEXT: {{{(%[fr]d[0-9]+, ){7}%[fr]d[0-9]+}}},
; CHECK-NEXT: {{{(%[fr]d[0-9]+, ){3}%[fr]d[0-9]+}}},
; CHECK-NEXT: {%{{[fr]}}d{{.*}}}
; CHECK: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
; SM89-DAG: error: mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 is not supported on sm_89 (requires has_mma_f64_hopper: sm_90)
; SM89-DAG: error: mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 is not supported on sm_89 (requires has_mma_f64_hopper: sm_90)

%d4 = type {double, double, double, double}
%d2 = type {double, double}

define ptx_kernel void @k(ptr %out, double %x) {
  %r = call %d4 @llvm.nvvm.mma.m16n8k4.row.col.f64(double %x, double %x, double %x, double %x, double %x, double %x, double %x)
  %r0 = extractvalue %d4 %r, 0
  %s = call %d4 @llvm.nvvm.mma.m16n8k16.row.col.f64(double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %x, double %r0, double %x, double %x, double %x)
  %s3 = extractvalue %d4 %s, 3
  %t = call %d2 @llvm.nvvm.mma.m8n8k4.row.col.f64(double %s3, double %x, double %x, double %x)
  %t1 = extractvalue %d2 %t, 1
  store double %t1, ptr %out
  ret void
}
declare %d4 @llvm.nvvm.mma.m16n8k4.row.col.f64(double, double, double, double, double, double, double)
declare %d4 @llvm.nvvm.mma.m16n8k16.row.col.f64(double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double)
declare %d2 @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double)
