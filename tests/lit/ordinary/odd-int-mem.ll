; Loads and stores of odd widths touch exactly the store size, ceil(N/8)
; bytes, in power-of-two pieces at increasing offsets (llc-19's split of
; i33: 4 + 1 bytes); a store writes the bits above N as zero.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

; CHECK-LABEL: mem33(
; CHECK: ld.global.u32 %r{{[0-9]+}}, [%rd[[P:[0-9]+]]];
; CHECK: ld.global.u8 %rs{{[0-9]+}}, [%rd[[P]]+4];
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 32;
; CHECK: and.b64 %rd[[V:[0-9]+]], %rd{{[0-9]+}}, 8589934591;
; CHECK: st.global.u32
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd[[V]], 32;
; CHECK: st.global.u8
; CHECK-NOT: st.global
; CHECK: ret;
define void @mem33(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i33, ptr addrspace(1) %p, align 8
  %w = add i33 %v, 1
  store i33 %w, ptr addrspace(1) %q, align 8
  ret void
}

; i56: 4 + 2 + 1 bytes, volatile kept on every piece
; CHECK-LABEL: mem56(
; CHECK: ld.volatile.global.u32
; CHECK: ld.volatile.global.u16
; CHECK: ld.volatile.global.u8
; CHECK: st.volatile.global.u32
; CHECK: st.volatile.global.u16
; CHECK: st.volatile.global.u8
; CHECK-NOT: st.
; CHECK: ret;
define void @mem56(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load volatile i56, ptr addrspace(1) %p, align 8
  store volatile i56 %v, ptr addrspace(1) %q, align 8
  ret void
}

; i65: 8 + 1 bytes
; CHECK-LABEL: mem65(
; CHECK: ld.global.u64
; CHECK: ld.global.u8
; CHECK: st.global.u64
; CHECK: st.global.u8
; CHECK-NOT: st.
; CHECK: ret;
define void @mem65(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i65, ptr addrspace(1) %p, align 16
  %n = sub i65 0, %v
  store i65 %n, ptr addrspace(1) %q, align 16
  ret void
}

; i7: one byte, bit 7 written as zero
; CHECK-LABEL: mem7(
; CHECK: ld.global.u8
; CHECK: and.b16 %rs[[M:[0-9]+]], %rs{{[0-9]+}}, 127;
; CHECK: st.global.u8 [%rd{{[0-9]+}}], %rs[[M]];
define void @mem7(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i7, ptr addrspace(1) %p
  %w = mul i7 %v, 3
  store i7 %w, ptr addrspace(1) %q
  ret void
}

; an odd-width index of a getelementptr is sign-extended
; CHECK-LABEL: gep12(
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 4;
; CHECK: shr.s16
; CHECK: cvt.s64.s16
define float @gep12(ptr addrspace(1) %p, i16 %i) {
  %j = trunc i16 %i to i12
  %a = getelementptr float, ptr addrspace(1) %p, i12 %j
  %v = load float, ptr addrspace(1) %a
  ret float %v
}
