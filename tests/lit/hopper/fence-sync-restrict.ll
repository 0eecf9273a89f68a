; The .sync_restrict fences of upstream's IntrinsicsNVVM.td, printed as its
; llc prints them; sm_90 and PTX 8.6 (ptxas 13: "Feature '.sync_restrict'
; requires PTX ISA .version 8.6 or later", "... requires .target sm_90 or higher").
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx85 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=PTX
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx86 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=SM
; RUN: not test -e %t.bad.ptx

; CHECK: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;
; CHECK: fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;
; CHECK: fence.acquire.sync_restrict::shared::cluster.cluster;
; CHECK: fence.release.sync_restrict::shared::cta.cluster;
; PTX: error: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster requires PTX ISA 8.6 (the module targets PTX ISA 8.5; use -mattr=+ptx86)
; SM: error: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster is not supported on sm_80 (requires has_clusters: sm_90)

define ptx_kernel void @k() {
  call void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
  call void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
  ret void
}
declare void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
declare void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
