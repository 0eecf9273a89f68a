; st.bulk: zero-fill shared (DeepGEMM ptx/ld_st.cuh) or generic memory,
; upstream's llvm.nvvm.st.bulk[.shared.cta](ptr, i64 size, i64 immarg 0).
; has_st_bulk: sm_100 and every later target, PTX 8.6. A constant size is
; an immediate that ptxas wants a multiple of 8; the init value is 0.
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx && %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; RUN: not %ptxsel -mcpu=sm_90a -mattr=+ptx86 %s -o %t90.ptx 2>&1 | FileCheck --check-prefix=SM90 %s
; RUN: not test -e %t90.ptx
; SM90: error: st.bulk.weak.shared::cta is not supported on sm_90a (requires has_st_bulk: sm_100)
; RUN: sed -e 's/i64 256, i64 0/i64 100, i64 0/' %s > %t.size.ll
; RUN: not %ptxsel -mcpu=sm_100 -mattr=+ptx86 %t.size.ll -o %t.size.ptx 2>&1 | FileCheck --check-prefix=SIZE %s
; SIZE: error: operand 1 of 'st.bulk.weak.shared::cta' is 100, expected a multiple of 8
; RUN: sed -e 's/i64 256, i64 0/i64 256, i64 1/' %s > %t.init.ll
; RUN: not %ptxsel -mcpu=sm_100 -mattr=+ptx86 %t.init.ll -o %t.init.ptx 2>&1 | FileCheck --check-prefix=INIT %s
; INIT: error: {{.*}}st.bulk.weak.shared::cta{{.*}} 1

@smem = internal addrspace(3) global [1024 x i8] undef, align 16

; CHECK-LABEL: zero_smem(
; CHECK: st.bulk.weak.shared::cta [{{[^]]+}}], %rd{{[0-9]+}}, 0;
; CHECK: st.bulk.weak.shared::cta [{{[^]]+}}], 256, 0;
define void @zero_smem(i64 %n) {
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) @smem, i64 %n, i64 0)
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) @smem, i64 256, i64 0)
  ret void
}

; CHECK-LABEL: zero_generic(
; CHECK: st.bulk.weak [{{[^]]+}}], %rd{{[0-9]+}}, 0;
define void @zero_generic(ptr %p, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0)
  ret void
}

declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
declare void @llvm.nvvm.st.bulk(ptr, i64, i64)
