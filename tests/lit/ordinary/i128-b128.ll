; A 16-byte aligned i128 load or store is one .b128 access through a .b128
; register (mov.b128 {lo, hi}) from PTX 8.3, the version that has .b128
; (DeepGEMM writes st.shared.b128 with an __int128 "q" operand in inline
; asm); below 8.3, and for an i128 aligned to less than 16, two .u64 accesses
; as llc-19 prints them. Upstream LLVM prints st.v2.b64 for the aligned
; store (i128-ld-st.ll) and .b128 only for "q" operands and 128-bit atomics;
; docs/inline-asm-inventory.md says why ptxsel takes .b128. ptxas assembles
; every output; ptxsel-query gates the forms at PTX 8.3.
; RUN: %ptxsel -O0 -mcpu=sm_90 -mattr=+ptx83 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_75 -mattr=+ptx83 %s -o %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 -mattr=+ptx82 %s -o %t.82.ptx
; RUN: FileCheck --check-prefix=OLD %s < %t.82.ptx
; RUN: %ptxas -arch=sm_90 %t.82.ptx -o %t.82.cubin
; RUN: %ptxsel-query can st.shared.b128 --cpu sm_75 --ptx 83 | FileCheck --check-prefix=YES %s
; RUN: %ptxsel-query can ld.global.b128 --cpu sm_90 --ptx 82 | FileCheck --check-prefix=NO %s
; YES: yes
; NO: no: ld.global.b128 requires PTX ISA 8.3

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry copy(
; CHECK: mov.b128 [[Q:%rq[0-9]+]], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK-NEXT: st.shared.b128 [%rd{{[0-9]+}}], [[Q]];
; CHECK-NEXT: ld.global.b128 [[L:%rq[0-9]+]], [%rd{{[0-9]+}}];
; CHECK-NEXT: mov.b128 {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]}, [[L]];
; CHECK-NEXT: mov.b128 [[S:%rq[0-9]+]], {[[LO]], [[HI]]};
; CHECK-NEXT: st.b128 [%rd{{[0-9]+}}+16], [[S]];
; CHECK-NEXT: ld.volatile.shared.b128 %rq{{[0-9]+}}, [%rd{{[0-9]+}}+32];
; CHECK: st.global.u64 [%rd{{[0-9]+}}+8], %rd{{[0-9]+}};
; CHECK-NEXT: st.global.u64 [%rd{{[0-9]+}}+16], %rd{{[0-9]+}};
; OLD-LABEL: .entry copy(
; OLD-NOT: b128
; OLD: st.shared.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; OLD-NEXT: st.shared.u64 [%rd{{[0-9]+}}+8], %rd{{[0-9]+}};
define ptx_kernel void @copy(ptr addrspace(3) %s, ptr addrspace(1) %g, ptr %p, i128 %v) {
  store i128 %v, ptr addrspace(3) %s, align 16
  %l = load i128, ptr addrspace(1) %g, align 16
  %p16 = getelementptr i8, ptr %p, i64 16
  store i128 %l, ptr %p16, align 16
  %s32 = getelementptr i8, ptr addrspace(3) %s, i64 32
  %w = load volatile i128, ptr addrspace(3) %s32, align 16
  ; align 8: two 64-bit stores
  %g8 = getelementptr i8, ptr addrspace(1) %g, i64 8
  store i128 %w, ptr addrspace(1) %g8, align 8
  ret void
}
