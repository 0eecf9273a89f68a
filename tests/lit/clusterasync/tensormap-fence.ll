; In-kernel tensormap update protocol: tensormap.cp_fenceproxy (ours,
; llvm.nvvm.tensormap.cp_fenceproxy.*: copy the 128-byte map from
; .shared::cta to .global and release it to the tensormap proxy) and
; upstream's fence.proxy.tensormap_generic release / acquire (the acquire
; takes the map's address and 128), every sm_90+ target from PTX 8.3.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx83 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx82 %s -o %t82.ptx 2> %t82.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX82 < %t82.err
; RUN: sed 's/, i32 128)/, i32 64)/' %s > %t.sz.ll
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx83 %t.sz.ll -o %t.sz.ptx 2> %t.sz.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SIZE < %t.sz.err
; PTX82: error: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned requires PTX ISA 8.3 (the module targets PTX ISA 8.2; use -mattr=+ptx83)
; SIZE: error: operand 2 of 'tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned' is 64, expected 128

; CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [%rd[[G:[0-9]+]]], [%rd[[S:[0-9]+]]], 128;
; CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [%rd[[G]]], [%rd[[S]]], 128;
; CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd[[G]]], [%rd[[S]]], 128;
; CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [%rd[[G]]], [%rd[[S]]], 128;
; CHECK: fence.proxy.tensormap::generic.release.gpu;
; CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
; CHECK: fence.proxy.tensormap::generic.acquire.sys [%rd{{[0-9]+}}], 128;

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %gen) {
  call void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.cta.sync.aligned(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128)
  call void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.cluster.sync.aligned(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128)
  call void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.gpu.sync.aligned(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128)
  call void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.sys.sync.aligned(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %gen, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %gen, i32 128)
  ret void
}

declare void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.cta.sync.aligned(ptr addrspace(1), ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.cluster.sync.aligned(ptr addrspace(1), ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.gpu.sync.aligned(ptr addrspace(1), ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.sys.sync.aligned(ptr addrspace(1), ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
