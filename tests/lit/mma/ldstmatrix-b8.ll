; The 8-bit ldmatrix / stmatrix shapes of sm_100 (CUTLASS copy_sm100.hpp,
; DeepGEMM ld_st.cuh), upstream's names overloaded on the pointer:
; ldmatrix .m16n16.trans (.b8, or .b8x16 unpacking b6x16_p32 / b4x16_p64),
; ldmatrix .m8n16 (.b8x16 with a source format), stmatrix .m16n8.trans.b8.
; has_ldstmatrix_b8: the a / f targets of sm_100 .. sm_121, PTX 8.6.
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx && FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_120f %s -o %t120.ptx && %ptxas -arch=sm_120f %t120.ptx -o %t120.cubin
; RUN: not %ptxsel -mcpu=sm_100 -mattr=+ptx88 %s -o %t100.ptx 2>&1 | FileCheck --check-prefix=BASE %s
; RUN: not test -e %t100.ptx
; BASE: error: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 is not supported on sm_100 (requires has_ldstmatrix_b8: sm_100f, sm_110f, sm_120f)
; RUN: not %ptxsel -mcpu=sm_90a -mattr=+ptx88 %s -o %t90.ptx 2>&1 | FileCheck --check-prefix=SM90 %s
; SM90: error: stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 is not supported on sm_90a

; CHECK: ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{d?[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{d?[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r{{[0-9]+}}}, [%r{{d?[0-9]+}}];
; CHECK: ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: stmatrix.sync.aligned.m16n8.x4.trans.shared.b8 [%r{{d?[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: stmatrix.sync.aligned.m16n8.x1.trans.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};

define ptx_kernel void @k(ptr addrspace(3) %s, ptr %g, ptr addrspace(1) %o) {
  %a = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3) %s)
  %a0 = extractvalue { i32, i32 } %a, 0
  %a1 = extractvalue { i32, i32 } %a, 1
  %b = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3) %s)
  %b3 = extractvalue { i32, i32, i32, i32 } %b, 3
  %c = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %s)
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p0(ptr %g)
  %d0 = extractvalue { i32, i32, i32, i32 } %d, 0
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3(ptr addrspace(3) %s, i32 %a0, i32 %a1, i32 %b3, i32 %c)
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p0(ptr %g, i32 %d0)
  ret void
}

declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p0(ptr)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8.p3(ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p0(ptr, i32)
