; Ampere async copies through upstream's intrinsics: ptxsel prints every
; cp.async line as llc does (the lines of both, in order, with register
; numbers left out, must be the same),
; ptxas takes it, and the target gate (sm_80) holds (PTX 7.0 is sm_80's own minimum).
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx70 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx70 %s -o %t.llc.ptx
; RUN: grep -o 'cp\.async[^;]*;' %t.ptx | sed -E 's/%%(rd|r|p)[0-9]+/%%\1/g' > %t.mine
; RUN: grep -o 'cp\.async[^;]*;' %t.llc.ptx | sed -E 's/%%(rd|r|p)[0-9]+/%%\1/g' > %t.theirs
; RUN: test -s %t.mine
; RUN: diff %t.theirs %t.mine
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_75 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK-LABEL: .entry copies(
; CHECK: cp.async.ca.shared.global [{{[^]]+}}], [{{[^]]+}}], 4;
; CHECK: cp.async.ca.shared.global [{{[^]]+}}], [{{[^]]+}}], 8, %r{{[0-9]+}};
; CHECK: cp.async.ca.shared.global [{{[^]]+}}], [{{[^]]+}}], 16, 0;
; CHECK: cp.async.cg.shared.global [{{[^]]+}}], [{{[^]]+}}], 16;
; CHECK: cp.async.cg.shared.global [{{[^]]+}}], [{{[^]]+}}], 16, 16;
; CHECK: cp.async.commit_group;
; CHECK: cp.async.wait_group 3;
; CHECK: cp.async.wait_group 0;
; CHECK: cp.async.wait_all;
; CHECK-LABEL: .entry arrives(
; CHECK: cp.async.mbarrier.arrive.b64 [{{[^]]+}}];
; CHECK: cp.async.mbarrier.arrive.shared.b64 [{{[^]]+}}];
; CHECK: cp.async.mbarrier.arrive.noinc.b64 [{{[^]]+}}];
; CHECK: cp.async.mbarrier.arrive.noinc.shared.b64 [{{[^]]+}}];
; GATE: error: cp.async.ca.shared.global.4 is not supported on sm_75 (requires has_cp_async: sm_80)

@buf = internal addrspace(3) global [64 x i8] undef, align 16
@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @copies(ptr addrspace(1) %src, i32 %n) {
  %d4 = getelementptr i8, ptr addrspace(3) @buf, i32 0
  %d8 = getelementptr i8, ptr addrspace(3) @buf, i32 8
  %d16 = getelementptr i8, ptr addrspace(3) @buf, i32 16
  %d32 = getelementptr i8, ptr addrspace(3) @buf, i32 32
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %d4, ptr addrspace(1) %src)
  call void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) %d8, ptr addrspace(1) %src, i32 %n)
  call void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) %d16, ptr addrspace(1) %src, i32 0)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %d32, ptr addrspace(1) %src)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d32, ptr addrspace(1) %src, i32 16)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 3)
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}

define ptx_kernel void @arrives(ptr %gbar) {
  call void @llvm.nvvm.cp.async.mbarrier.arrive(ptr %gbar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr %gbar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) @bar)
  ret void
}

declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.cp.async.mbarrier.arrive(ptr)
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr)
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3))
