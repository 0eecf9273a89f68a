; cp.async with what CUTLASS writes around it: the L2 prefetch sizes
; (.L2::64B / 128B / 256B), an L2 cache policy (.L2::cache_hint, its i64
; operand last, from createpolicy) and the ignore-src predicate; a constant
; src-size is printed as an immediate. ptxas takes the result on sm_80 at
; PTX 7.5 and on sm_90a / sm_120a.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin

; CHECK: createpolicy.fractional.L2::evict_first.b64 [[POL:%rd[0-9]+]], %{{[fr]}}{{[0-9]+}};
; CHECK: cp.async.cg.shared.global.L2::128B [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
; CHECK: cp.async.ca.shared.global.L2::256B [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8, 3;
; CHECK: cp.async.ca.shared.global.L2::64B [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
; CHECK: cp.async.cg.shared.global.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, [[POL]];
; CHECK: cp.async.cg.shared.global.L2::cache_hint.L2::128B [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}}, [[POL]];
; CHECK: setp.{{.*}} [[P:%p[0-9]+]],
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, [[P]];
; CHECK: cp.async.ca.shared.global.L2::cache_hint.L2::256B [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, [[P]], [[POL]];
; a constant predicate goes into a register (an immediate there would read as a src-size)
; CHECK: mov.pred %p{{[0-9]+}}, -1;
; CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %p{{[0-9]+}};
; CHECK: cp.async.commit_group;
; CHECK: cp.async.wait_group 1;

@buf = internal addrspace(3) global [256 x i8] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %src, i32 %n) {
  %pol = call i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float 1.0)
  %d1 = getelementptr i8, ptr addrspace(3) @buf, i32 16
  %d2 = getelementptr i8, ptr addrspace(3) @buf, i32 32
  %d3 = getelementptr i8, ptr addrspace(3) @buf, i32 48
  %d4 = getelementptr i8, ptr addrspace(3) @buf, i32 64
  call void @llvm.nvvm.cp.async.cg.shared.global.L2.128B.16(ptr addrspace(3) @buf, ptr addrspace(1) %src)
  call void @llvm.nvvm.cp.async.ca.shared.global.L2.256B.8.s(ptr addrspace(3) %d1, ptr addrspace(1) %src, i32 3)
  call void @llvm.nvvm.cp.async.ca.shared.global.L2.64B.4.s(ptr addrspace(3) %d2, ptr addrspace(1) %src, i32 %n)
  call void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.16(ptr addrspace(3) %d3, ptr addrspace(1) %src, i64 %pol)
  call void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16.s(ptr addrspace(3) %d3, ptr addrspace(1) %src, i32 %n, i64 %pol)
  %skip = icmp eq i32 %n, 0
  call void @llvm.nvvm.cp.async.ca.shared.global.16.ignore.src(ptr addrspace(3) %d4, ptr addrspace(1) %src, i1 %skip)
  call void @llvm.nvvm.cp.async.ca.shared.global.L2.cache.hint.L2.256B.16.ignore.src(ptr addrspace(3) %d4, ptr addrspace(1) %src, i1 %skip, i64 %pol)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.ignore.src(ptr addrspace(3) %d4, ptr addrspace(1) %src, i1 true)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  ret void
}

declare i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float)
declare void @llvm.nvvm.cp.async.cg.shared.global.L2.128B.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.L2.256B.8.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.L2.64B.4.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.16(ptr addrspace(3), ptr addrspace(1), i64)
declare void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16.s(ptr addrspace(3), ptr addrspace(1), i32, i64)
declare void @llvm.nvvm.cp.async.ca.shared.global.16.ignore.src(ptr addrspace(3), ptr addrspace(1), i1)
declare void @llvm.nvvm.cp.async.ca.shared.global.L2.cache.hint.L2.256B.16.ignore.src(ptr addrspace(3), ptr addrspace(1), i1, i64)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.ignore.src(ptr addrspace(3), ptr addrspace(1), i1)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
