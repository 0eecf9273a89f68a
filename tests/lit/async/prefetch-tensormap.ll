; prefetch of a tensor map: generic, .const and .param addresses
; (upstream's llvm.nvvm.prefetch.tensormap.p0 / .p4 / .p101): sm_90 and PTX
; 8.0 (ptxas: "Modifier '.tensormap' requires .target sm_90 or higher").
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_89 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx78 %s -o %t.bad78.ptx 2>&1 | FileCheck %s --check-prefix=PTX
; RUN: not test -e %t.bad78.ptx

; CHECK: prefetch.tensormap [{{[^]]+}}];
; CHECK: prefetch.const.tensormap [{{[^]]+}}];
; CHECK: prefetch.param.tensormap [{{[^]]+}}];
; GATE: error: prefetch.tensormap is not supported on sm_89 (requires has_tma: sm_90)
; (the message is the generic gate one, which names has_tma and sm_90 for PTX 7.8 too)
; PTX: error: prefetch.tensormap {{.*}}has_tma

@cmap = internal addrspace(4) global [128 x i8] zeroinitializer, align 64

define ptx_kernel void @k(ptr %tmap, ptr addrspace(101) %pmap) {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %tmap)
  call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) @cmap)
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %pmap)
  ret void
}

declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
declare void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4))
declare void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101))
