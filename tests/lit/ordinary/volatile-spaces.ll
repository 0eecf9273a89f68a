; PTX has volatile loads and stores for the global and shared spaces and for
; generic addresses only: a volatile access to local, const or param memory
; is printed without the qualifier, as llc-19 prints it (ptxsel printed
; ld.volatile.local / ld.volatile.const, which ptxas rejects: "Modifier
; '.volatile' cannot be applied to '.local' space").
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
@c = addrspace(4) global i32 7
@s = addrspace(3) global i32 undef

; CHECK-LABEL: .entry k(
; CHECK: ld.local.u32 [[V:%r[0-9]+]], [[[L:%rd[0-9]+]]];
; CHECK-NEXT: st.local.u32 [[[L]]], [[V]];
; CHECK-NEXT: ld.const.u32 {{%r[0-9]+}}, [c];
; CHECK-NEXT: ld.volatile.shared.u32 {{%r[0-9]+}}, [s];
; CHECK: st.volatile.global.u32
; CHECK: ld.volatile.u32
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(5) %l, ptr %g) {
  %v = load volatile i32, ptr addrspace(5) %l
  store volatile i32 %v, ptr addrspace(5) %l
  %w = load volatile i32, ptr addrspace(4) @c
  %x = load volatile i32, ptr addrspace(3) @s
  %s1 = add i32 %v, %w
  %s2 = add i32 %s1, %x
  store volatile i32 %s2, ptr addrspace(1) %out
  %y = load volatile i32, ptr %g
  store i32 %y, ptr addrspace(1) %out
  ret void
}
