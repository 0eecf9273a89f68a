; tcgen05.ld.red (docs/intrinsics.md): the result {<N x T>, T} is printed as the
; loaded {list} and the reduction value as its own operand, then [taddr]
; (and the 16x32bx2 half-split offset); redop 0/1 -> .min/.max, abs/nan ->
; .abs/.NaN (f32 only); the i32 intrinsic prints .u32 (as upstream). ptxas accepts it on
; sm_103a (has_tcgen05_ld_red; sm_100a has none, see ld-red-invalid.ll).
; RUN: %ptxsel -O0 -mcpu=sm_103a -mattr=+ptx88 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.ptx -o %t.cubin %}

; CHECK-LABEL: .entry f32_min(
; CHECK: tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32 {[[A:%[fr][0-9]+]], [[B:%[fr][0-9]+]]}, [[R:%[fr][0-9]+]], [%r{{[0-9]+}}];
; CHECK-DAG: mov.f32 {{%[fr][0-9]+}}, [[A]];
; CHECK-DAG: mov.f32 {{%[fr][0-9]+}}, [[B]];
; The reduction value is read from the instruction's own register (no copy).
; CHECK-NOT: mov.f32 {{%[fr][0-9]+}}, [[R]];
; CHECK: st.global.f32 [%rd{{[0-9]+}}+8], [[R]];
define ptx_kernel void @f32_min(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %r = call { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6) %t, i32 0, i1 false, i1 false)
  %v = extractvalue { <2 x float>, float } %r, 0
  %red = extractvalue { <2 x float>, float } %r, 1
  %v0 = extractelement <2 x float> %v, i32 0
  %v1 = extractelement <2 x float> %v, i32 1
  store float %v0, ptr addrspace(1) %out
  %p1 = getelementptr float, ptr addrspace(1) %out, i64 1
  store float %v1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %out, i64 2
  store float %red, ptr addrspace(1) %p2
  ret void
}

; CHECK-LABEL: .entry f32_variants(
; CHECK: tcgen05.ld.red.sync.aligned.32x32b.x4.max.abs.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %{{[fr]}}{{[0-9]+}}, [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.red.sync.aligned.32x32b.x8.min.NaN.f32 {
; CHECK: tcgen05.ld.red.sync.aligned.16x32bx2.x4.max.abs.NaN.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, %{{[fr]}}{{[0-9]+}}, [%r{{[0-9]+}}], 16;
; CHECK: tcgen05.ld.red.sync.aligned.16x32bx2.x128.min.f32 {%{{[fr]}}{{[0-9]+}}, {{(%[fr][0-9]+, )+}}%{{[fr]}}{{[0-9]+}}}, %{{[fr]}}{{[0-9]+}}, [%r{{[0-9]+}}], 0;
define ptx_kernel void @f32_variants(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %a = call { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.f32(ptr addrspace(6) %t, i32 1, i1 true, i1 false)
  %b = call { <8 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x8.f32(ptr addrspace(6) %t, i32 0, i1 false, i1 true)
  %c = call { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x4.f32(ptr addrspace(6) %t, i64 16, i32 1, i1 true, i1 true)
  %d = call { <128 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x128.f32(ptr addrspace(6) %t, i64 0, i32 0, i1 false, i1 false)
  %ra = extractvalue { <4 x float>, float } %a, 1
  %rb = extractvalue { <8 x float>, float } %b, 1
  %rc = extractvalue { <4 x float>, float } %c, 1
  %rd = extractvalue { <128 x float>, float } %d, 1
  %s0 = fadd float %ra, %rb
  %s1 = fadd float %rc, %rd
  %s = fadd float %s0, %s1
  store float %s, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: .entry i32_forms(
; CHECK: tcgen05.ld.red.sync.aligned.32x32b.x2.max.u32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [[RI:%r[0-9]+]], [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.red.sync.aligned.16x32bx2.x16.min.u32 {%r{{[0-9]+}}, {{(%r[0-9]+, )+}}%r{{[0-9]+}}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], 8;
; CHECK-NOT: mov.b32 {{%r[0-9]+}}, [[RI]];
; CHECK: st.global.u32 [%rd{{[0-9]+}}], [[RI]];
define ptx_kernel void @i32_forms(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %a = call { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.i32(ptr addrspace(6) %t, i32 1)
  %b = call { <16 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x16.i32(ptr addrspace(6) %t, i64 8, i32 0)
  %ra = extractvalue { <2 x i32>, i32 } %a, 1
  %rb = extractvalue { <16 x i32>, i32 } %b, 1
  store i32 %ra, ptr addrspace(1) %out
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %rb, ptr addrspace(1) %p1
  ret void
}

declare { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6), i32, i1, i1)
declare { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x4.f32(ptr addrspace(6), i32, i1, i1)
declare { <8 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x8.f32(ptr addrspace(6), i32, i1, i1)
declare { <4 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x4.f32(ptr addrspace(6), i64, i32, i1, i1)
declare { <128 x float>, float } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x128.f32(ptr addrspace(6), i64, i32, i1, i1)
declare { <2 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.i32(ptr addrspace(6), i32)
declare { <16 x i32>, i32 } @llvm.nvvm.tcgen05.ld.red.16x32bx2.x16.i32(ptr addrspace(6), i64, i32)
