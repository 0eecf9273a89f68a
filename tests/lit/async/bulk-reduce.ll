; The non-tensor bulk reduction shared::cta -> global (FlashAttention-3's
; epilogue), with and without an L2 cache policy (the i1 immarg picks the
; form, as in upstream's llvm.nvvm.cp.async.bulk.shared.cta.to.global), and
; its completion through the bulk groups. sm_90, PTX 8.0; a constant size
; is a multiple of 16 up to 1048560.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx80 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_89 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx
; RUN: sed 's/i32 4096, i64 0, i1 false/i32 4100, i64 0, i1 false/' %s > %t.size.ll
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx80 %t.size.ll -o %t.size.ptx 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: not test -e %t.size.ptx

; CHECK: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [{{[^]]+}}], [{{[^]]+}}], 4096;
; CHECK: cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [{{[^]]+}}], [{{[^]]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [{{[^]]+}}], [{{[^]]+}}], 256;
; CHECK: cp.async.bulk.commit_group;
; CHECK: cp.async.bulk.wait_group.read 0;
; GATE: error: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 is not supported on sm_89 (requires has_tma: sm_90)
; SIZE: error: operand 2 of 'cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32' is 4100, {{.*}}

@tile = internal addrspace(3) global [4096 x i8] undef, align 128

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i64 %pol) {
  call void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.add.f32(ptr addrspace(1) %out, ptr addrspace(3) @tile, i32 4096, i64 0, i1 false)
  call void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.add.noftz.bf16(ptr addrspace(1) %out, ptr addrspace(3) @tile, i32 %n, i64 %pol, i1 true)
  call void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.max.s64(ptr addrspace(1) %out, ptr addrspace(3) @tile, i32 256, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  ret void
}

declare void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.add.f32(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.add.noftz.bf16(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.max.s64(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg)
