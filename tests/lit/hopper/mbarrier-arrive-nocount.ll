; mbarrier.arrive / arrive_drop .release.cta.shared::cta with a count of 1:
; ptxas 13 takes the form without the count on sm_80 / sm_89 from PTX 8.0
; and the count only on sm_90 ("Feature 'mbarrier.arrive with count argument
; and without '.noComplete' modifier' requires .target sm_90 or higher").
; A constant 1 compiles to the form without it where sm_90's is missing; on
; sm_90 the count is printed (as upstream's llc); any other count before
; sm_90 is refused for the counted form.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=NOCOUNT < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx80 %s -o %t89.ptx
; RUN: FileCheck %s --check-prefix=NOCOUNT < %t89.ptx
; RUN: %ptxas -arch=sm_89 %t89.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t90.ptx
; RUN: FileCheck %s --check-prefix=COUNT < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t.cubin
; RUN: sed 's/i32 1)/i32 %%n)/' %s > %t.var.ll
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx80 %t.var.ll -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=VAR
; RUN: not test -e %t.bad.ptx
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx78 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=PTX78

; NOCOUNT: mbarrier.arrive.release.cta.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; NOCOUNT: mbarrier.arrive_drop.release.cta.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; COUNT: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; COUNT: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; VAR: error: mbarrier.arrive.shared.b64+count is not supported on sm_80 (requires has_clusters: sm_90)
; PTX78: error: mbarrier.arrive.release.cta.shared.b64 requires PTX ISA 8.0 (the module targets PTX ISA 7.8; use -mattr=+ptx80)

@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @k(ptr %out, i32 %n) {
  %a = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)
  %b = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)
  %s = add i64 %a, %b
  store i64 %s, ptr %out
  ret void
}
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32)
