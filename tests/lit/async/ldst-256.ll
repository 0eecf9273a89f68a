; 256-bit global loads and stores with cache hints (DeepGEMM's
; ld.global.L2::256B.v4.s64 on Blackwell): has_ldst_256, sm_100 and every
; later target at PTX 8.8 (ptxas: "Feature '256 bit wide load/store' requires
; .target sm_100 or higher" / "... requires PTX ISA .version 8.8 or later").
; RUN: %ptxsel -mcpu=sm_100 -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120a -mattr=+ptx88 %s -o %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90a -mattr=+ptx88 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=GATE
; RUN: not test -e %t.bad.ptx

; CHECK: ld.global.L2::256B.v4.b64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.nc.L1::no_allocate.L2::cache_hint.v8.b32 {{[{](%r[0-9]+, ){7}%r[0-9]+[}]}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: st.global.L1::no_allocate.v4.b64 [%rd{{[0-9]+}}], {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK: st.global.L1::evict_first.L2::cache_hint.v8.b32 [%rd{{[0-9]+}}], {{[{](%r[0-9]+, ){7}%r[0-9]+[}]}}, %rd{{[0-9]+}};
; GATE: error: ld.global.L2::256B.v4.b64 is not supported on sm_90a (requires has_ldst_256: sm_100)

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %pol) {
  %a = call <4 x i64> @llvm.nvvm.ld.global.L2.256B.v4i64(ptr addrspace(1) %in)
  %b = call <8 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.cache.hint.v8i32(ptr addrspace(1) %in, i64 %pol)
  call void @llvm.nvvm.st.global.L1.no.allocate.v4i64(ptr addrspace(1) %out, <4 x i64> %a)
  call void @llvm.nvvm.st.global.L1.evict.first.L2.cache.hint.v8i32(ptr addrspace(1) %out, <8 x i32> %b, i64 %pol)
  ret void
}

declare <4 x i64> @llvm.nvvm.ld.global.L2.256B.v4i64(ptr addrspace(1))
declare <8 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.cache.hint.v8i32(ptr addrspace(1), i64)
declare void @llvm.nvvm.st.global.L1.no.allocate.v4i64(ptr addrspace(1), <4 x i64>)
declare void @llvm.nvvm.st.global.L1.evict.first.L2.cache.hint.v8i32(ptr addrspace(1), <8 x i32>, i64)
