; Cluster launch control (upstream's llvm.nvvm.clusterlaunchcontrol.*, as
; upstream's llc prints them: query_cancel moves the i128 response into a
; .b128 register first), sm_100 / PTX 8.6, and the .multicast::cluster::all
; form on sm_100a; sm_120 (a base target) has try_cancel but not multicast.
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120 %t120.ptx -o %t120.cubin
; RUN: sed 's/;MCAST: //' %s > %t.mc.ll
; RUN: %ptxsel -mcpu=sm_100a %t.mc.ll -o %t.mc.ptx
; RUN: FileCheck %s --check-prefix=MC < %t.mc.ptx
; RUN: %ptxas -arch=sm_100a %t.mc.ptx -o %t.mc.cubin
; RUN: %ptxsel -mcpu=sm_120 %t.mc.ll -o %t.mc120.ptx 2> %t.mc120.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=MC120 < %t.mc120.err
; RUN: not test -e %t.mc120.ptx
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx86 %s -o %t90.ptx 2> %t90.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM90 < %t90.err
; MC: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
; MC120: error: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 is not supported on sm_120 (requires has_clc_multicast: sm_100f, sm_110f, sm_120f)
; SM90: error: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 is not supported on sm_90a (requires has_clc: sm_100)

; CHECK-LABEL: .entry try_cancel(
; CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
define ptx_kernel void @try_cancel(ptr addrspace(3) %resp, ptr addrspace(3) %mbar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %resp, ptr addrspace(3) %mbar)
;MCAST:  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %resp, ptr addrspace(3) %mbar)
  ret void
}

; The response read back from shared memory as an i128 (one 16-byte
; aligned .b128 load at PTX 8.3+, unpacked into a pair of .b64), then queried.
; CHECK-LABEL: .entry query(
; CHECK: ld.shared.b128 [[Q:%rq[0-9]+]], [%rd{{[0-9]+}}];
; CHECK-NEXT: mov.b128 {%rd[[LO:[0-9]+]], %rd[[HI:[0-9]+]]}, [[Q]];
; CHECK: {
; CHECK-NEXT: .reg .b128 %clc_handle;
; CHECK-NEXT: mov.b128 %clc_handle, {%rd[[LO]], %rd[[HI]]};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p{{[0-9]+}}, %clc_handle;
; CHECK-NEXT: }
; CHECK: mov.b128 %clc_handle, {%rd[[LO]], %rd[[HI]]};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r{{[0-9]+}}, %clc_handle;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r{{[0-9]+}}, %clc_handle;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128 %r{{[0-9]+}}, %clc_handle;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %clc_handle;
define ptx_kernel void @query(ptr addrspace(3) %resp, ptr addrspace(1) %out) {
  %r = load i128, ptr addrspace(3) %resp, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)
  %c32 = zext i1 %c to i32
  store i32 %c32, ptr addrspace(1) %out
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %r)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %r)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %r)
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %x, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %y, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %z, ptr addrspace(1) %p3
  %v = call <4 x i32> @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.v4(i128 %r)
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store <4 x i32> %v, ptr addrspace(1) %p4, align 16
  ret void
}

; upstream's function (its i128 parameter is loaded as two .b64 here, as
; llc-19 does, where upstream's llc loads one .v2.b64; the instruction
; lines are upstream's).
; CHECK-LABEL: .func (.param .b32 func_retval0) is_canceled(
; CHECK: ld.param.b64 %rd[[L:[0-9]+]], [is_canceled_param_0];
; CHECK: ld.param.b64 %rd[[H:[0-9]+]], [is_canceled_param_0+8];
; CHECK: mov.b128 %clc_handle, {%rd[[L]], %rd[[H]]};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p[[P:[0-9]+]], %clc_handle;
; CHECK: selp.{{[bu]}}32 %r{{[0-9]+}}, 1, 0, %p[[P]];
define i32 @is_canceled(i128 %resp) {
  %v0 = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %resp)
  %v1 = zext i1 %v0 to i32
  ret i32 %v1
}

declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)
declare <4 x i32> @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.v4(i128)
