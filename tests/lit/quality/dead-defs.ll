; x * 0 and x & 0 are 0 (scalars and i128), and a definition by a pure
; form (arithmetic, compare, select, conversion, move) whose register no
; instruction reads is dropped, again and again, so the computation that
; fed only a folded value goes too: at -O0 as llc-19's SelectionDAG, which
; never emits a node nothing uses. ptxas keeps a dead 64-bit division (a
; call to its division routine): difftest s67068_O0 ran 1.66x llc-19's time
; on the H100 for one in a loop, 0.95x without it. A volatile load stays.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin

; CHECK-LABEL: .entry dead_div_i128(
; CHECK-NOT: div.
; CHECK-NOT: mul.
; CHECK: st.global.u64
; CHECK-LABEL: .entry dead_scalar(
; CHECK-NOT: div.
; CHECK-NOT: rem.
; CHECK-NOT: mul.
; CHECK: st.global.u32
; CHECK-LABEL: .entry kept(
; CHECK: ld.volatile.global.u32
; CHECK-NOT: mul.
; CHECK: st.global.u32
target triple = "nvptx64-nvidia-cuda"

; The difftest shape: a 64-bit division whose quotient is multiplied by 0.
define ptx_kernel void @dead_div_i128(i64 %x, ptr addrspace(1) %p) {
  %d = or i64 %x, 1
  %q = udiv i64 %x, %d
  %z = zext i64 %q to i128
  %m = mul i128 0, %z
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  %r = add i64 %t, %x
  store i64 %r, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @dead_scalar(i32 %x, i32 %y, ptr addrspace(1) %p) {
  %q = sdiv i32 %x, %y
  %m = mul i32 %q, 0
  %r = urem i32 %y, %x
  %a = and i32 0, %r
  %s = add i32 %m, %a
  %s2 = add i32 %s, %x
  store i32 %s2, ptr addrspace(1) %p
  ret void
}

; A load nothing reads is not a pure definition: it stays (volatile).
define ptx_kernel void @kept(ptr addrspace(1) %p) {
  %v = load volatile i32, ptr addrspace(1) %p
  %m = mul i32 %v, 0
  store i32 %m, ptr addrspace(1) %p
  ret void
}
