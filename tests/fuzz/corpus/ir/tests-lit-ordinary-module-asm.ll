; Module-level inline asm is printed after the header, before declarations
; and globals, as llc-19 prints it.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK: .address_size 64
; CHECK-EMPTY:
; CHECK-NEXT: // Start of file scope inline assembly
; CHECK-NEXT: .global .b32 val;
; CHECK-NEXT: .global .b32 val2;
; CHECK-EMPTY:
; CHECK-NEXT: // End of file scope inline assembly
; CHECK: .visible .global .align 4 .b8 g[4] = {5};
; CHECK-LABEL: .entry k(
; CHECK: st.global.u32

target triple = "nvptx64-nvidia-cuda"

module asm ".global .b32 val;"
module asm ".global .b32 val2;"

@g = addrspace(1) global i32 5, align 4

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %p
  ret void
}
