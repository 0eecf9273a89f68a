; Register where PTX needs one, a checked immediate where PTX takes one:
; a constant multicast CTA mask of tcgen05.commit and the one value of an
; .x1 tcgen05.st are moved into registers (ptxas: "Arguments mismatch" on
; an immediate), a null mbarrier or tensor-map pointer into a register
; (ptxas: "Immediate addresses allowed only for .local state space", and
; "[0, {...}]" does not parse). Every line assembles.
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; CHECK-LABEL: .entry regs(
; CHECK: mov.b16 [[M:%rs[0-9]+]], 3;
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd{{[0-9]+}}], [[M]];
; CHECK: mov.b32 [[V:%r[0-9]+]], 7;
; CHECK: tcgen05.st.sync.aligned.32x32b.x1.b32 [%r{{[0-9]+}}], {[[V]]};
; CHECK: mov.b64 [[Z:%rd[0-9]+]], 0;
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [[[Z]]];
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd{{[0-9]+}}], 512;
; CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 64;
; CHECK-LABEL: .entry tmap(
; CHECK: mov.b64 [[T:%rd[0-9]+]], 0;
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [[[T]], {1, 2}], [%rd{{[0-9]+}}];

; Out of range: the column counts are diagnosed (ptxas: "value '48' ...
; power of 2", "expected to be in range [32..512]", "multiple of 32").
; RUN: sed -e 's/i32 512)/i32 48)/; s/i32 64)/i32 40)/' %s > %t.bad.ll
; RUN: %ptxsel -mcpu=sm_100a %t.bad.ll -o %t.bad.ptx 2> %t.bad.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
; BAD-DAG: error: operand 1 of 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32' is 48, expected a power of two in 32..512
; BAD-DAG: error: operand 1 of 'tcgen05.dealloc.cta_group::1.sync.aligned.b32' is 40, expected a multiple of 32
; RUN: sed -e 's/i32 512)/i32 1024)/' %s > %t.big.ll
; RUN: %ptxsel -mcpu=sm_100a %t.big.ll -o %t.big.ptx 2> %t.big.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=BIG < %t.big.err
; BIG: error: operand 1 of 'tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32' is 1024, expected a power of two in 32..512

define ptx_kernel void @regs(ptr addrspace(3) %b, ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %b, i16 3)
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 7, i1 false)
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr null)
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %b, i32 512)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 64)
  ret void
}
define ptx_kernel void @tmap(ptr addrspace(7) %d, ptr addrspace(3) %b) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr null, i32 1, i32 2, i16 0, i64 0, i1 false, i1 false, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1)
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
