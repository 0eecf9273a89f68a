; Under the OpenCL triple llc-19 names every handle that an ld.param
; defines, which ptxas rejects ("Argument 1 of instruction 'tex': .texref or
; .u64 register expected") for a .func's parameter and an unannotated kernel
; parameter: ptxsel keeps those in .u64 registers, as does a handle used
; other than as a handle (istypep, a call). A declaration keeps .extern
; (llc-19 drops it: "Unresolved extern function").
target triple = "nvptx64-unknown-nvcl"

@tex0 = internal addrspace(1) global i64 0, align 8

; CHECK: .target sm_75, texmode_independent
; CHECK: .extern .func (.param .b32 func_retval0) ext(
; CHECK: .global .texref tex0;

; CHECK-LABEL: {{^}}.func (.param .b32 func_retval0) dev(
; CHECK: ld.param.b64 %rd[[T:[0-9]+]], [dev_param_0];
; CHECK: ld.param.b64 %rd[[S:[0-9]+]], [dev_param_1];
; CHECK: tex.1d.v4.f32.s32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [%rd[[T]], %rd[[S]], {%r{{[0-9]+}}}];
define float @dev(i64 %img, i64 %s, i32 %idx) noinline {
  %val = call { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64 %img, i64 %s, i32 %idx)
  %ret = extractvalue { float, float, float, float } %val, 0
  ret float %ret
}

declare float @ext(i64)

; CHECK-LABEL: {{^}}.entry k(
; CHECK-NEXT: .param .u64 .ptr .align 1 k_param_0,
; CHECK-NEXT: .param .u32 k_param_1,
; CHECK-NEXT: .param .u64 k_param_2,
; CHECK-NEXT: .param .u64 k_param_3
; CHECK-DAG: ld.param.u64 %rd[[P:[0-9]+]], [k_param_2];
; CHECK-DAG: mov.u64 %rd[[G:[0-9]+]], tex0;
; CHECK: call.uni (retval0), dev, (param0, param1, param2);
; CHECK: suld.b.1d.b32.trap {%r{{[0-9]+}}}, [%rd[[P]], {%r{{[0-9]+}}}];
; CHECK: istypep.texref %p{{[0-9]+}}, %rd[[G]];
; CHECK: call.uni (retval0), ext, (param0);
define void @k(ptr %red, i32 %idx, i64 %plain, i64 %s) {
  %t = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %f = call float @dev(i64 %t, i64 %s, i32 %idx)
  store float %f, ptr %red
  %v = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %plain, i32 %idx)
  store i32 %v, ptr %red
  %b = call i1 @llvm.nvvm.istypep.texture(i64 %t)
  %z = zext i1 %b to i32
  store i32 %z, ptr %red
  %e = call float @ext(i64 %t)
  store float %e, ptr %red
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64, i64, i32)
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare i1 @llvm.nvvm.istypep.texture(i64)

!nvvm.annotations = !{!1, !2}
!1 = !{ptr @k, !"kernel", i32 1}
!2 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
