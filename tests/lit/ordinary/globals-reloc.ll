; Globals: byte initialisers, __constant__, extern __shared__, and symbol
; addresses in initialisers (.u64 words with generic()), emitted after the
; symbols they name.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_80 %s -o %t80.ptx
; RUN: %ptxas -arch=sm_80 %t80.ptx -o %t.cubin

; Order as llc-19 prints it: module order, a global after those its
; initialiser names; trailing zero bytes are left to ptxas.
; CHECK: .visible .global .align 4 .b8 g_arr[16] = {2, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, 7};
; CHECK-NEXT: .visible .global .align 8 .u64 g_ptr[1] = {generic(g_arr)+8};
; CHECK-NEXT: .visible .const .align 4 .b8 c_tab[8] = {1, 0, 0, 0, 255, 255, 255, 255};
; CHECK-NEXT: .visible .global .align 8 .u64 g_pair[2] = {generic(c_tab)+4, 42};
; CHECK-NEXT: .visible .global .align 8 .u64 g_gptr[1] = {g_arr+12};
; CHECK-NEXT: .extern .shared .align 16 .b8 dyn_smem[];
; CHECK-LABEL: .entry k(
; A global accessed in its own state space is named in the address, as
; llc-19 prints it.
; CHECK: ld.global.u64 %rd{{[0-9]+}}, [g_ptr];
; CHECK: st.shared.u32 [dyn_smem],

@g_ptr = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @g_arr to ptr), i64 8), align 8
@g_pair = addrspace(1) global { ptr, i64 } { ptr getelementptr inbounds ([2 x i32], ptr addrspacecast (ptr addrspace(4) @c_tab to ptr), i64 0, i64 1), i64 42 }, align 8
@g_gptr = addrspace(1) global ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @g_arr, i64 0, i64 3), align 8
@c_tab = addrspace(4) global [2 x i32] [i32 1, i32 -1], align 4
@g_arr = addrspace(1) global [4 x i32] [i32 2, i32 3, i32 5, i32 7], align 4
@dyn_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = load ptr, ptr addrspace(1) @g_ptr, align 8
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr addrspace(3) @dyn_smem, align 4
  %w = load i32, ptr addrspace(3) @dyn_smem, align 4
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
