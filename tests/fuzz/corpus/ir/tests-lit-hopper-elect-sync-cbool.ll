; elect.sync from C: clang-19 has no __nvvm_elect_sync, so C declares the
; intrinsic through an asm label,
;   struct elect { unsigned lane; bool pred; };
;   __device__ struct elect elect_sync(unsigned mask) __asm__("llvm.nvvm.elect.sync");
; and clang returns the struct as {i32, i8} (bool in memory form). ptxsel
; accepts it besides upstream's {i32, i1} (tests/lit/hopper/cluster.ll):
; elect.sync writes a predicate and selp.u16 materialises it as 0 / 1 in the
; i8. A non-predicate register is never printed after '|' (ptxas:
; "Predicate output expected").
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry cbool(
; CHECK: elect.sync %r[[L:[0-9]+]]|%p[[Q:[0-9]+]], %r{{[0-9]+}};
; CHECK-NEXT: selp.u16 %rs{{[0-9]+}}, 1, 0, %p[[Q]];
; CHECK: cvt.u32.u8
; CHECK-NOT: elect.sync {{.*}}|%r

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cbool(ptr addrspace(1) %o, i32 %mask) {
  %e = call { i32, i8 } @llvm.nvvm.elect.sync(i32 %mask)
  %lane = extractvalue { i32, i8 } %e, 0
  %b = extractvalue { i32, i8 } %e, 1
  %z = zext i8 %b to i32
  store i32 %lane, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %z, ptr addrspace(1) %o1
  ret void
}

declare { i32, i8 } @llvm.nvvm.elect.sync(i32)
