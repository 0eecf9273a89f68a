; Loads and stores with memory-model semantics and an L1 eviction priority
; (flag polls and remote stores as DeepGEMM / DeepEP write them): the
; scope's gate and PTX 7.4; .cluster needs sm_90.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx74 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: sed 's/relaxed.gpu.global.L1.evict.last.i32/relaxed.cluster.global.L1.evict.last.i32/g' %s > %t.cl.ll
; RUN: %ptxsel -mcpu=sm_90 %t.cl.ll -o %t.cl.ptx
; RUN: %ptxas -arch=sm_90 %t.cl.ptx -o %t.cl.cubin
; RUN: FileCheck %s --check-prefix=CL < %t.cl.ptx
; RUN: not %ptxsel -mcpu=sm_89 %t.cl.ll -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK: ld.relaxed.gpu.global.L1::no_allocate.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: ld.acquire.sys.global.L1::no_allocate.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: ld.relaxed.gpu.global.L1::evict_last.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: st.relaxed.sys.global.L1::no_allocate.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: st.release.cta.global.L1::evict_first.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CL: ld.relaxed.cluster.global.L1::evict_last.b32
; GATE: error: ld.relaxed.cluster.global.L1::evict_last.b32 is not supported on sm_89 (requires has_fence_cluster: sm_90)

define ptx_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
  %a = call i32 @llvm.nvvm.ld.relaxed.gpu.global.L1.no.allocate.i32(ptr addrspace(1) %flag)
  %b = call i64 @llvm.nvvm.ld.acquire.sys.global.L1.no.allocate.i64(ptr addrspace(1) %flag)
  %c = call i32 @llvm.nvvm.ld.relaxed.gpu.global.L1.evict.last.i32(ptr addrspace(1) %flag)
  call void @llvm.nvvm.st.relaxed.sys.global.L1.no.allocate.i64(ptr addrspace(1) %out, i64 %b)
  %s = add i32 %a, %c
  call void @llvm.nvvm.st.release.cta.global.L1.evict.first.i32(ptr addrspace(1) %out, i32 %s)
  ret void
}

declare i32 @llvm.nvvm.ld.relaxed.gpu.global.L1.no.allocate.i32(ptr addrspace(1))
declare i64 @llvm.nvvm.ld.acquire.sys.global.L1.no.allocate.i64(ptr addrspace(1))
declare i32 @llvm.nvvm.ld.relaxed.gpu.global.L1.evict.last.i32(ptr addrspace(1))
declare void @llvm.nvvm.st.relaxed.sys.global.L1.no.allocate.i64(ptr addrspace(1), i64)
declare void @llvm.nvvm.st.release.cta.global.L1.evict.first.i32(ptr addrspace(1), i32)
