!; Protocol check 3 (docs/verifier.md): a compile-time-constant SM90 shared-memory
; descriptor of wgmma.mma_async with reserved bits set (mc/desc.c's
; validator, docs/encodings.md layout) or a start address beyond the 228 KiB of
; shared memory. ptxas accepts both.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a --werror %s -o %t.werr.ptx 2> %t.werr; test $? -eq 1
; RUN: FileCheck %s --check-prefix=WERR < %t.werr
; RUN: %ptxsel -mcpu=sm_90a --werror -Wno-wgmma-desc %s -o %t.off.ptx

; 0x4000004000010040: 128B swizzle, SBO 1024, LBO 16, start 0x400 (valid).
; CHECK-NOT: in function 'clean'
; CHECK: in function 'reserved': warning: constant wgmma B descriptor 0x4001004000010040: reserved bits set in gmma-desc: 0x0001000000000000 [-Wwgmma-desc]
; CHECK-NEXT: note: at instruction: %a = call <4 x float> @llvm.nvvm.wgmma.mma_async
; CHECK: in function 'far': warning: constant wgmma A descriptor 0x0000004000013a00: start address 0x3a000 is beyond the 228 KiB of shared memory [-Wwgmma-desc]
; CHECK-NOT: warning
; WERR: error: constant wgmma B descriptor 0x4001004000010040: reserved bits set in gmma-desc: 0x0001000000000000 [-Wwgmma-desc]

define ptx_kernel void @clean(ptr addrspace(1) %out) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 4611686293305360448, i64 4611686293305360448, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @reserved(ptr addrspace(1) %out, i64 %da) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 %da, i64 4611967768282071104, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @far(ptr addrspace(1) %out, i64 %db) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %a = call <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float> zeroinitializer, i64 274877987328, i64 %db, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractelement <4 x float> %a, i32 0
  store float %e, ptr addrspace(1) %out
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare <4 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16(<4 x float>, i64, i64, i1, i32, i32, i32, i32)
