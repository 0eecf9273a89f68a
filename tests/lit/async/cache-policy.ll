; L2 cache policies and cache-hinted memory operations: createpolicy (its
; fraction and sizes always in registers), ld / st with L1 eviction
; priorities, .L2::cache_hint and prefetch sizes, prefetch with eviction
; priorities, discard and applypriority (size 128). ptxas takes the result
; on sm_80 at PTX 7.4 (the first version with them) and on sm_90a / sm_120a.
; RUN: %ptxsel -mcpu=sm_80 -mattr=+ptx74 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t90.ptx
; RUN: %ptxas -arch=sm_90a %t90.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin

; CHECK: mov.f32 [[F:%[fr][0-9]+]], 0f3F000000;
; CHECK: createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 [[POL:%rd[0-9]+]], [[F]];
; CHECK: createpolicy.fractional.L2::evict_first.b64 %rd{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: createpolicy.range.global.L2::evict_last.L2::evict_first.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: createpolicy.range.L2::evict_normal.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: createpolicy.cvt.L2.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: ld.global.L2::cache_hint.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[POL]];
; CHECK: ld.global.nc.L1::no_allocate.L2::256B.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.L1::evict_last.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.nc.L1::evict_first.L2::cache_hint.L2::128B.v2.b64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, [%rd{{[0-9]+}}], [[POL]];
; CHECK: ld.global.L2::64B.v2.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: st.global.L1::no_allocate.v4.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: st.global.L2::cache_hint.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}}, [[POL]];
; CHECK: st.global.L1::evict_first.L2::cache_hint.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}}, 1234;
; CHECK: prefetch.global.L2 [%rd{{[0-9]+}}];
; CHECK: prefetch.global.L2::evict_last [%rd{{[0-9]+}}];
; CHECK: prefetch.global.L2::evict_normal [%rd{{[0-9]+}}];
; CHECK: prefetch.L2::evict_last [%rd{{[0-9]+}}];
; CHECK: prefetch.L1 [%rd{{[0-9]+}}];
; CHECK: prefetchu.L1 [%rd{{[0-9]+}}];
; CHECK: discard.global.L2 [%rd{{[0-9]+}}], 128;
; CHECK: discard.L2 [%rd{{[0-9]+}}], 128;
; CHECK: applypriority.global.L2::evict_normal [%rd{{[0-9]+}}], 128;
; CHECK: applypriority.L2::evict_normal [%rd{{[0-9]+}}], 128;

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr %gen, i32 %a, i32 %b, i64 %prop) {
  %pol = call i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last.L2.evict.unchanged(float 0.5)
  %p2 = call i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float 1.0)
  %p3 = call i64 @llvm.nvvm.createpolicy.range.global.L2.evict.last.L2.evict.first(ptr addrspace(1) %in, i32 %a, i32 %b)
  %p4 = call i64 @llvm.nvvm.createpolicy.range.L2.evict.normal(ptr %gen, i32 64, i32 128)
  %p5 = call i64 @llvm.nvvm.createpolicy.cvt.L2(i64 %prop)
  %x = call i32 @llvm.nvvm.ld.global.L2.cache.hint.i32(ptr addrspace(1) %in, i64 %pol)
  %v = call <4 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.256B.v4i32(ptr addrspace(1) %in)
  %y = call i64 @llvm.nvvm.ld.global.L1.evict.last.i64(ptr addrspace(1) %in)
  %w = call <2 x i64> @llvm.nvvm.ld.global.nc.L1.evict.first.L2.cache.hint.L2.128B.v2i64(ptr addrspace(1) %in, i64 %pol)
  %u = call <2 x i32> @llvm.nvvm.ld.global.L2.64B.v2i32(ptr addrspace(1) %in)
  call void @llvm.nvvm.st.global.L1.no.allocate.v4i32(ptr addrspace(1) %out, <4 x i32> %v)
  call void @llvm.nvvm.st.global.L2.cache.hint.i32(ptr addrspace(1) %out, i32 %x, i64 %pol)
  %s1 = add i64 %y, %p2
  %s2 = add i64 %s1, %p3
  %s3 = add i64 %s2, %p4
  %s4 = add i64 %s3, %p5
  %w0 = extractelement <2 x i64> %w, i32 0
  %u0 = extractelement <2 x i32> %u, i32 1
  %u64 = zext i32 %u0 to i64
  %s5 = add i64 %s4, %w0
  %s6 = add i64 %s5, %u64
  call void @llvm.nvvm.st.global.L1.evict.first.L2.cache.hint.i64(ptr addrspace(1) %out, i64 %s6, i64 1234)
  call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %in)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %in)
  call void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) %in)
  call void @llvm.nvvm.prefetch.L2.evict.last(ptr %gen)
  call void @llvm.nvvm.prefetch.L1(ptr %gen)
  call void @llvm.nvvm.prefetchu.L1(ptr %gen)
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %out, i64 128)
  call void @llvm.nvvm.discard.L2(ptr %gen, i64 128)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %in, i64 128)
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %gen, i64 128)
  ret void
}

declare i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last.L2.evict.unchanged(float)
declare i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float)
declare i64 @llvm.nvvm.createpolicy.range.global.L2.evict.last.L2.evict.first(ptr addrspace(1), i32, i32)
declare i64 @llvm.nvvm.createpolicy.range.L2.evict.normal(ptr, i32, i32)
declare i64 @llvm.nvvm.createpolicy.cvt.L2(i64)
declare i32 @llvm.nvvm.ld.global.L2.cache.hint.i32(ptr addrspace(1), i64)
declare <4 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.256B.v4i32(ptr addrspace(1))
declare i64 @llvm.nvvm.ld.global.L1.evict.last.i64(ptr addrspace(1))
declare <2 x i64> @llvm.nvvm.ld.global.nc.L1.evict.first.L2.cache.hint.L2.128B.v2i64(ptr addrspace(1), i64)
declare <2 x i32> @llvm.nvvm.ld.global.L2.64B.v2i32(ptr addrspace(1))
declare void @llvm.nvvm.st.global.L1.no.allocate.v4i32(ptr addrspace(1), <4 x i32>)
declare void @llvm.nvvm.st.global.L2.cache.hint.i32(ptr addrspace(1), i32, i64)
declare void @llvm.nvvm.st.global.L1.evict.first.L2.cache.hint.i64(ptr addrspace(1), i64, i64)
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.L2.evict.last(ptr)
declare void @llvm.nvvm.prefetch.L1(ptr)
declare void @llvm.nvvm.prefetchu.L1(ptr)
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64 immarg)
declare void @llvm.nvvm.discard.L2(ptr, i64 immarg)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
