; Positive tests, one per tcgen05 memory-side variant (docs/intrinsics.md
; "tcgen05"): allocation, commit, shift, cp (each shape, each source format),
; wait and fence. cta_group::1 and ::2 are in separate kernels (ptxas rejects
; mixing them in one function). Every instruction is checked with its exact
; qualifier order and operand shape; ptxas assembles the module.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}

; CHECK-LABEL: .entry alloc_cg1(
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.b32 [%rd{{[0-9]+}}], 32;
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], 64;
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 32;
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
define ptx_kernel void @alloc_cg1(ptr %dst, ptr addrspace(3) %sdst, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %dst, i32 32)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %sdst, i32 64)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  ret void
}

; CHECK-LABEL: .entry alloc_cg2(
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.b32 [%rd{{[0-9]+}}], 128;
; CHECK: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], 256;
; CHECK: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r{{[0-9]+}}, 128;
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
define ptx_kernel void @alloc_cg2(ptr %dst, ptr addrspace(3) %sdst, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.alloc.cg2(ptr %dst, i32 128)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %sdst, i32 256)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %t, i32 128)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  ret void
}

; CHECK-LABEL: .entry commit_cg1(
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
define ptx_kernel void @commit_cg1(ptr %m, ptr addrspace(3) %sm, i16 %mask) {
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr %m)
  call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr %m, i16 %mask)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %sm)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %sm, i16 %mask)
  ret void
}

; CHECK-LABEL: .entry commit_cg2(
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
define ptx_kernel void @commit_cg2(ptr %m, ptr addrspace(3) %sm, i16 %mask) {
  call void @llvm.nvvm.tcgen05.commit.cg2(ptr %m)
  call void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr %m, i16 %mask)
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %sm)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %sm, i16 %mask)
  ret void
}

; CHECK-LABEL: .entry shift_cg1(
; CHECK: tcgen05.shift.cta_group::1.down [%r{{[0-9]+}}];
define ptx_kernel void @shift_cg1(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  ret void
}

; CHECK-LABEL: .entry shift_cg2(
; CHECK: tcgen05.shift.cta_group::2.down [%r{{[0-9]+}}];
define ptx_kernel void @shift_cg2(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %t)
  ret void
}

; Every cp shape (cta_group::1), both source formats on 128x256b.
; CHECK-LABEL: .entry cp_cg1(
; CHECK: tcgen05.cp.cta_group::1.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.4x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.128x128b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.128x256b.b8x16.b4x16_p64 [%r{{[0-9]+}}], %rd{{[0-9]+}};
define ptx_kernel void @cp_cg1(ptr addrspace(6) %t, i64 %s) {
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %s)
  ret void
}

; Every cp shape (cta_group::2), the source formats on other shapes.
; CHECK-LABEL: .entry cp_cg2(
; CHECK: tcgen05.cp.cta_group::2.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.4x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.128x128b [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.4x256b.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b4x16_p64 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.128x128b.b8x16.b4x16_p64 [%r{{[0-9]+}}], %rd{{[0-9]+}};
define ptx_kernel void @cp_cg2(ptr addrspace(6) %t, i64 %s) {
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %s)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %s)
  ret void
}

; CHECK-LABEL: .entry sync_forms(
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK-NEXT: tcgen05.wait::st.sync.aligned;
; CHECK-NEXT: tcgen05.fence::before_thread_sync;
; CHECK-NEXT: tcgen05.fence::after_thread_sync;
define ptx_kernel void @sync_forms() {
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  ret void
}

declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr, i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.commit.cg2(ptr)
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr, i16)
declare void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr, i16)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
