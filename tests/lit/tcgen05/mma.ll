; tcgen05.mma printing (docs/intrinsics.md examples): qualifiers decoded from the
; control / collector words, collector::a printed even when discard; ptxas
; assembles the result.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o %t.cubin %}
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
define ptx_kernel void @plain(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sp, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 0, i32 0)
  ret void
}
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
