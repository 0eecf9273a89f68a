; The OpenCL triple (nvptx64-unknown-nvcl; upstream tex-read.ll,
; surf-read.ll, surf-write.ll, nvcl-param-align.ll; issue 11) as llc-19
; prints it: .target ..., texmode_independent; no linkage directive on
; definitions; kernel parameters annotated "rdoimage" / "wroimage" /
; "rdwrimage" / "sampler" declared .texref / .surfref / .samplerref and named
; in the instructions; kernel pointers .ptr [space] .align N (no
; cvta.to.global, no ld.global: OpenCL passes pointers of any space);
; texsurf.handle.internal of a global named directly; a sampler global's
; initialiser; the separate-sampler fetches ptxas takes only in this mode.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=NOVIS < %t.ptx
; RUN: %ptxas -arch=sm_75 -c %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_75 -O2 %s -o %t.o2.ptx
; RUN: FileCheck %s < %t.o2.ptx
; RUN: %ptxas -arch=sm_75 -c %t.o2.ptx -o %t.o2.cubin
; RUN: %llc -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: FileCheck %s --check-prefix=NOVIS < %t.llc.ptx
; The 15 separate-sampler fetches refused in CUDA's mode compile here, ptxas
; accepts them, spelled as llc-19 spells them:
; RUN: %ptxsel -mcpu=sm_75 %S/Inputs/nvcl-independent.ll -o %t.ind.ptx
; RUN: %ptxas -arch=sm_75 -c %t.ind.ptx -o %t.ind.cubin
; RUN: %llc -mcpu=sm_75 %S/Inputs/nvcl-independent.ll -o %t.ind.llc.ptx
; RUN: %python %S/Inputs/same-forms.py %t.ind.ptx %t.ind.llc.ptx | FileCheck %s --check-prefix=IND
; IND: 15 functions, 15 instructions, 0 differ
; RUN: not %ptxsel -mcpu=sm_75 -mtriple=nvptx64-nvidia-cuda %S/Inputs/nvcl-independent.ll -o %t.ind.cuda.ptx 2>&1 | grep -c "in the CUDA texture mode" | FileCheck %s --check-prefix=INDCUDA
; INDCUDA: {{^}}15{{$}}
; Handles llc-19 names where ptxas rejects the name, and what is refused:
; RUN: %ptxsel -mcpu=sm_75 %S/Inputs/nvcl-registers.ll -o %t.reg.ptx
; RUN: FileCheck %S/Inputs/nvcl-registers.ll < %t.reg.ptx
; RUN: %ptxas -arch=sm_75 -c %t.reg.ptx -o %t.reg.cubin
; RUN: not %ptxsel -mcpu=sm_75 %S/Inputs/nvcl-refused.ll -o %t.bad.ptx 2>&1 | FileCheck %S/Inputs/nvcl-refused.ll
; RUN: not test -e %t.bad.ptx
; -mtriple replaces the module's triple, as in llc: CUDA's mode then (image
; parameters as .u64 .ptr .texref handles in registers; the cube fetch and
; the sampler variable refused, as ptxas rejects them in texmode_unified).
; RUN: not %ptxsel -mcpu=sm_75 -mtriple=nvptx64-nvidia-cuda %s -o %t.cuda.ptx 2>&1 | FileCheck %s --check-prefix=CUDA
; RUN: not test -e %t.cuda.ptx
; CUDA-DAG: error: sampler variable 'samp0' (!nvvm.annotations "sampler") is not supported in the CUDA texture mode (texmode_unified)
; CUDA-DAG: error: 'llvm.nvvm.tex.cube.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)

target triple = "nvptx64-unknown-nvcl"

; CHECK: .target sm_75, texmode_independent
; NOVIS-NOT: .visible
; CHECK: .global .texref tex0;
; CHECK: .global .samplerref samp0 = { addr_mode_0 = clamp_to_edge, addr_mode_1 = clamp_to_edge, addr_mode_2 = clamp_to_edge, filter_mode = linear };
@tex0 = internal addrspace(1) global i64 0, align 8
@samp0 = internal addrspace(1) global i64 26, align 8

; CHECK-LABEL: {{^}}.entry images(
; CHECK-NEXT: .param .texref images_param_0,
; CHECK-NEXT: .param .samplerref images_param_1,
; CHECK-NEXT: .param .surfref images_param_2,
; CHECK-NEXT: .param .surfref images_param_3,
; CHECK-NEXT: .param .u64 .ptr .global .align 16 images_param_4,
; CHECK-NEXT: .param .u32 images_param_5
; CHECK-NOT: ld.param.u64 {{.*}}images_param_{{[0-3]}}]
; CHECK: tex.1d.v4.f32.s32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [images_param_0, images_param_1, {%r{{[0-9]+}}}];
; CHECK: tex.cube.v4.f32.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [images_param_0, images_param_1, {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}];
; CHECK: tld4.r.2d.v4.f32.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [images_param_0, images_param_1, {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}];
; CHECK: txq.width.b32 %r{{[0-9]+}}, [images_param_0];
; CHECK: suld.b.2d.b32.clamp {%r{{[0-9]+}}}, [images_param_3, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK: suq.height.b32 %r{{[0-9]+}}, [images_param_3];
; CHECK: sust.b.1d.b32.trap [images_param_2, {%r{{[0-9]+}}}], {%r{{[0-9]+}}};
; CHECK-NOT: cvta.to.global
; CHECK: st.global.f32 [%rd{{[0-9]+}}],
; CHECK: ret;
define void @images(i64 %img, i64 %smp, i64 %wimg, i64 %rwimg, ptr addrspace(1) align 16 %out, i32 %i) {
  %t = call { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64 %img, i64 %smp, i32 %i)
  %t0 = extractvalue { float, float, float, float } %t, 0
  %f = sitofp i32 %i to float
  %c = call { float, float, float, float } @llvm.nvvm.tex.cube.v4f32.f32(i64 %img, i64 %smp, float %f, float %f, float %f)
  %c1 = extractvalue { float, float, float, float } %c, 1
  %g = call { float, float, float, float } @llvm.nvvm.tld4.r.2d.v4f32.f32(i64 %img, i64 %smp, float %f, float %f)
  %g2 = extractvalue { float, float, float, float } %g, 2
  %w = call i32 @llvm.nvvm.txq.width(i64 %img)
  %v = call i32 @llvm.nvvm.suld.2d.i32.clamp(i64 %rwimg, i32 %i, i32 %w)
  %h = call i32 @llvm.nvvm.suq.height(i64 %rwimg)
  %vh = add i32 %v, %h
  call void @llvm.nvvm.sust.b.1d.i32.trap(i64 %wimg, i32 %i, i32 %vh)
  %s1 = fadd float %t0, %c1
  %s2 = fadd float %s1, %g2
  store float %s2, ptr addrspace(1) %out
  ret void
}

; Pointers of every space: .ptr, the space, the align attribute (default 1);
; a generic pointer stays generic.
; CHECK-LABEL: {{^}}.entry pointers(
; CHECK-NEXT: .param .u64 .ptr .align 1 pointers_param_0,
; CHECK-NEXT: .param .u64 .ptr .global .align 8 pointers_param_1,
; CHECK-NEXT: .param .u64 .ptr .shared .align 4 pointers_param_2,
; CHECK-NEXT: .param .u64 .ptr .const .align 1 pointers_param_3,
; CHECK-NEXT: .param .align 4 .b8 pointers_param_4[8]
; CHECK-NOT: cvta.to.global
; CHECK: st.u32 [%rd{{[0-9]+}}],
; CHECK: ret;
define void @pointers(ptr %gen, ptr addrspace(1) align 8 %g, ptr addrspace(3) align 4 %s, ptr addrspace(4) %c, ptr byval({i32, i32}) align 4 %bv) {
  %a = load i32, ptr addrspace(4) %c
  %b = load i32, ptr addrspace(3) %s
  %x = load i32, ptr %bv
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %x
  store i32 %s2, ptr addrspace(1) %g
  store i32 %s2, ptr %gen
  ret void
}

; A .texref / .samplerref global: its name in the instruction, no register.
; CHECK-LABEL: {{^}}.func (.param .b32 func_retval0) globals(
; CHECK-NOT: mov.u64
; CHECK: tex.2d.v4.f32.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [tex0, samp0, {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}];
; CHECK: txq.height.b32 %r{{[0-9]+}}, [tex0];
define float @globals(float %x, float %y) {
  %th = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %sh = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @samp0)
  %v = call { float, float, float, float } @llvm.nvvm.tex.2d.v4f32.f32(i64 %th, i64 %sh, float %x, float %y)
  %r = extractvalue { float, float, float, float } %v, 3
  %q = call i32 @llvm.nvvm.txq.height(i64 %th)
  %qf = sitofp i32 %q to float
  %s = fadd float %r, %qf
  ret float %s
}

declare { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64, i64, i32)
declare { float, float, float, float } @llvm.nvvm.tex.2d.v4f32.f32(i64, i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.cube.v4f32.f32(i64, i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.r.2d.v4f32.f32(i64, i64, float, float)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.txq.height(i64)
declare i32 @llvm.nvvm.suq.height(i64)
declare i32 @llvm.nvvm.suld.2d.i32.clamp(i64, i32, i32)
declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

!nvvm.annotations = !{!1, !2, !3, !4, !5, !6, !7, !8, !9}
!1 = !{ptr @images, !"kernel", i32 1}
!2 = !{ptr @images, !"rdoimage", i32 0}
!3 = !{ptr @images, !"sampler", i32 1}
!4 = !{ptr @images, !"wroimage", i32 2}
!5 = !{ptr @images, !"rdwrimage", i32 3}
!6 = !{ptr @pointers, !"kernel", i32 1}
!7 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
!8 = !{ptr addrspace(1) @samp0, !"sampler", i32 1}
!9 = !{ptr @globals, !"kernel", i32 0}
