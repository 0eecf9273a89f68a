; multimem.ld_reduce / st / red on a multicast object's global address
; (sm_90, PTX 8.1; .acc::f32 on ld_reduce: PTX 8.2): memory orders and
; scopes, integer and packed-half types, vectors. ptxas assembles it.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx82 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_100 %s -o %t100.ptx
; RUN: %ptxas -arch=sm_100 %t100.ptx -o %t100.cubin
; .acc::f32 at PTX 8.1, and sm_89:
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx81 %s -o %t81.ptx 2> %t81.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=PTX81 < %t81.err
; RUN: not test -e %t81.ptx
; RUN: %ptxsel -mcpu=sm_89 -mattr=+ptx82 %s -o %t89.ptx 2> %t89.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM89 < %t89.err
; PTX81: error: multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v4.bf16x2 requires PTX ISA 8.2 (the module targets PTX ISA 8.1; use -mattr=+ptx82)
; SM89: error: multimem.ld_reduce.global.add.u32 is not supported on sm_89 (requires has_multimem: sm_90)

; CHECK-LABEL: .entry k(
; CHECK: multimem.ld_reduce.global.add.u32 %r{{[0-9]+}}, [%rd[[A:[0-9]+]]];
; CHECK: multimem.ld_reduce.acquire.gpu.global.min.s64 %rd{{[0-9]+}}, [%rd[[A]]];
; CHECK: multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [%rd[[A]]];
; CHECK: multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v4.bf16x2 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd[[A]]];
; CHECK: multimem.ld_reduce.relaxed.cluster.global.max.v2.f16 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, [%rd[[A]]];
; CHECK: multimem.st.relaxed.sys.global.v4.f32 [%rd[[A]]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}};
; CHECK: multimem.st.release.gpu.global.b64 [%rd[[A]]], 5;
; CHECK: multimem.st.global.f16x2 [%rd[[A]]], %r{{[0-9]+}};
; CHECK: multimem.red.release.sys.global.add.u32 [%rd[[A]]], 1;
; CHECK: multimem.red.relaxed.gpu.global.add.bf16x2 [%rd[[A]]], %r{{[0-9]+}};
; CHECK: multimem.red.global.xor.b64 [%rd[[A]]], %rd{{[0-9]+}};

define ptx_kernel void @k(ptr addrspace(1) %mc, ptr addrspace(1) %out, i32 %h) {
  %a = call i32 @llvm.nvvm.multimem.ld_reduce.add.u32(ptr addrspace(1) %mc)
  %b = call i64 @llvm.nvvm.multimem.ld_reduce.acquire.gpu.min.s64(ptr addrspace(1) %mc)
  %c = call <4 x float> @llvm.nvvm.multimem.ld_reduce.relaxed.sys.add.v4.f32(ptr addrspace(1) %mc)
  %d = call <4 x i32> @llvm.nvvm.multimem.ld_reduce.relaxed.sys.add.acc_f32.v4.bf16x2(ptr addrspace(1) %mc)
  %e = call <2 x half> @llvm.nvvm.multimem.ld_reduce.relaxed.cluster.max.v2.f16(ptr addrspace(1) %mc)
  store i32 %a, ptr addrspace(1) %out
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i64 %b, ptr addrspace(1) %o1
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store <4 x i32> %d, ptr addrspace(1) %o2
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <2 x half> %e, ptr addrspace(1) %o3
  call void @llvm.nvvm.multimem.st.relaxed.sys.v4.f32(ptr addrspace(1) %mc, <4 x float> %c)
  call void @llvm.nvvm.multimem.st.release.gpu.b64(ptr addrspace(1) %mc, i64 5)
  call void @llvm.nvvm.multimem.st.f16x2(ptr addrspace(1) %mc, i32 7)
  call void @llvm.nvvm.multimem.red.release.sys.add.u32(ptr addrspace(1) %mc, i32 1)
  call void @llvm.nvvm.multimem.red.relaxed.gpu.add.bf16x2(ptr addrspace(1) %mc, i32 %h)
  call void @llvm.nvvm.multimem.red.xor.b64(ptr addrspace(1) %mc, i64 %b)
  ret void
}

declare i32 @llvm.nvvm.multimem.ld_reduce.add.u32(ptr addrspace(1))
declare i64 @llvm.nvvm.multimem.ld_reduce.acquire.gpu.min.s64(ptr addrspace(1))
declare <4 x float> @llvm.nvvm.multimem.ld_reduce.relaxed.sys.add.v4.f32(ptr addrspace(1))
declare <4 x i32> @llvm.nvvm.multimem.ld_reduce.relaxed.sys.add.acc_f32.v4.bf16x2(ptr addrspace(1))
declare <2 x half> @llvm.nvvm.multimem.ld_reduce.relaxed.cluster.max.v2.f16(ptr addrspace(1))
declare void @llvm.nvvm.multimem.st.relaxed.sys.v4.f32(ptr addrspace(1), <4 x float>)
declare void @llvm.nvvm.multimem.st.release.gpu.b64(ptr addrspace(1), i64)
declare void @llvm.nvvm.multimem.st.f16x2(ptr addrspace(1), i32)
declare void @llvm.nvvm.multimem.red.release.sys.add.u32(ptr addrspace(1), i32)
declare void @llvm.nvvm.multimem.red.relaxed.gpu.add.bf16x2(ptr addrspace(1), i32)
declare void @llvm.nvvm.multimem.red.xor.b64(ptr addrspace(1), i64)
