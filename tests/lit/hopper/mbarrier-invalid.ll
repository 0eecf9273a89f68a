; mbarrier: constant parity operands must be 0 or 1; .relaxed needs PTX 8.6.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK-DAG: error: mbarrier parity operand must be 0 or 1, got 2
; CHECK-DAG: error: mbarrier.arrive.relaxed.cta.shared.b64+count requires PTX ISA 8.6 (the module targets PTX ISA 8.0; use -mattr=+ptx86)

define ptx_kernel void @k(ptr addrspace(3) %b, ptr %o) {
  %d = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b, i32 2)
  %s = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3) %b, i32 1)
  store i1 %d, ptr %o
  store i64 %s, ptr %o
  ret void
}
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
