!; The classic mbarrier forms need sm_80 and PTX 7.0 (has_mbarrier): ptxas,
; sm_75 at PTX 7.0: "Feature 'mbarrier.init' requires .target sm_80 or
; higher"; at PTX 6.3 also "requires PTX ISA .version 7.0 or later".
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx70 %s -o %t.ptx 2> %t70.err; test $? -eq 1
; RUN: FileCheck %s < %t70.err
; CHECK-DAG: error: mbarrier.init.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.inval.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.arrive.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.arrive.noComplete.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.arrive_drop.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.arrive_drop.noComplete.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.test_wait.shared.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)
; CHECK-DAG: error: mbarrier.pending_count.b64 is not supported on sm_75 (requires has_mbarrier: sm_80)

; sm_80 (PTX 7.0, its minimum) takes them all.
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: FileCheck %s --check-prefix=OK < %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
; OK: .version 7.0
; OK: mbarrier.init.shared.b64
; OK: mbarrier.pending_count.b64

define ptx_kernel void @k(ptr addrspace(3) %b, ptr %g, ptr %o) {
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b, i32 32)
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %b)
  %s2 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3) %b, i32 2)
  %s3 = call i64 @llvm.nvvm.mbarrier.arrive.drop(ptr %g)
  %s4 = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3) %b, i32 1)
  %w = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %b, i64 %s1)
  %n = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s2)
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %b)
  store i64 %s3, ptr %o
  store i64 %s4, ptr %o
  store i1 %w, ptr %o
  store i32 %n, ptr %o
  ret void
}
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop(ptr)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
