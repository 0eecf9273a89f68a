	; Constant tcgen05.mma descriptors (docs/verifier.md protocol check 3): ptxas
; accepts any idesc, even 0xFFFFFFFF; ptxsel warns when a constant instruction
; descriptor is malformed or does not fit the instruction (formats vs kind, M
; vs cta_group, N step), or a constant SMEM descriptor is not an SM100 one.
; Each kernel is compiled on its own (the first finding per function).
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_100a --werror %s -o %t2.ptx
; RUN: %ptxsel -mcpu=sm_100a -Wno-tcgen05-desc %s -o %t3.ptx 2> %t3.err
; RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t3.err
; QUIET-NOT: warning

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)

; bf16 x bf16 -> f32, M 128, N 256, cta_group::1: the Blackwell GEMM's idesc.
; CHECK-NOT: in function 'clean'
define ptx_kernel void @clean(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 138413200, i1 true, i32 0, i32 1, i32 0)
  ret void
}

; CHECK: in function 'all_ones': warning: constant tcgen05.mma instruction descriptor 0xffffffff: reserved bits set in idesc: 0x{{[0-9a-f]+}} [-Wtcgen05-desc]
define ptx_kernel void @all_ones(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 -1, i1 true, i32 0, i32 1, i32 0)
  ret void
}

; tf32 operand formats (2) under kind::f16
; CHECK: in function 'kind_mismatch': warning: constant tcgen05.mma instruction descriptor 0x8400910: A/B formats 2/2 are not formats of kind::f16 [-Wtcgen05-desc]
define ptx_kernel void @kind_mismatch(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 138414352, i1 true, i32 0, i32 1, i32 0)
  ret void
}

; M 256 needs cta_group::2
; CHECK: in function 'm_vs_cta_group': warning: constant tcgen05.mma instruction descriptor 0x10400490: M 256 is not a cta_group::1 shape (64, 128) [-Wtcgen05-desc]
define ptx_kernel void @m_vs_cta_group(ptr addrspace(6) %d, i64 %a, i64 %b) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 272630928, i1 true, i32 0, i32 1, i32 0)
  ret void
}

; an SM90 (wgmma) descriptor passed as B: version bits 46-48 are 0
; CHECK: in function 'sm90_b_desc': warning: constant tcgen05.mma B descriptor 0x4000004000010040: {{.*}} [-Wtcgen05-desc]
define ptx_kernel void @sm90_b_desc(ptr addrspace(6) %d, i64 %a) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 4611686293305360448, i32 138413200, i1 true, i32 0, i32 1, i32 0)
  ret void
}
