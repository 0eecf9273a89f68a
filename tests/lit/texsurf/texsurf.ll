; Textures and surfaces in CUDA's unified mode (upstream tex-read-cuda.ll,
; surf-read-cuda.ll, surf-write-cuda.ll, texsurf-queries.ll; issue 11): a
; global annotated "texture" / "surface" is a .texref / .surfref variable,
; texsurf.handle.internal of it a mov.u64 of its name, and the handle a
; .u64 register of the fetch, load, store or query, as llc-19 prints them.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 -c %t.ptx -o %t.cubin
; RUN: %llc -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; Refused, by name: what ptxas rejects although llc-19 prints it.
; RUN: not %ptxsel -mcpu=sm_75 %S/Inputs/refused.ll -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.ptx
; BAD-DAG: in function 'sustp8': error: 'llvm.nvvm.sust.p.1d.i8.trap' is not supported: sust.p (formatted surface store) takes .b32 elements only
; BAD-DAG: in function 'cube': error: 'llvm.nvvm.tex.cube.v4f32.f32' is not supported in the CUDA texture mode (texmode_unified)
; BAD-DAG: in function 'nohandle': error: 'llvm.nvvm.texsurf.handle.internal.p1' needs a global variable annotated as a texture, surface or sampler

target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: .global .texref tex0;
; CHECK-DAG: .global .surfref surf0;
@tex0 = internal addrspace(1) global i64 0, align 8
@surf0 = internal addrspace(1) global i64 0, align 8

; CHECK-LABEL: fetch(
; CHECK: mov.u64 %rd[[H:[0-9]+]], tex0;
; CHECK: tex.2d.v4.f32.f32 {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}, [%rd[[H]], {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}}];
define float @fetch(float %x, float %y) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %v = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %h, float %x, float %y)
  %r = extractvalue {float, float, float, float} %v, 1
  ret float %r
}

; A handle in a register (a parameter), a 3d fetch with its coordinate repeated.
; CHECK-LABEL: fetch3d(
; CHECK: tex.3d.v4.s32.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r[[X:[0-9]+]], %r[[Y:[0-9]+]], %r[[Z:[0-9]+]], %r[[Z]]}];
define i32 @fetch3d(i64 %h, i32 %x, i32 %y, i32 %z) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.s32(i64 %h, i32 %x, i32 %y, i32 %z)
  %r = extractvalue {i32, i32, i32, i32} %v, 0
  ret i32 %r
}

; CHECK-LABEL: load_store(
; CHECK: mov.u64 %rd[[S:[0-9]+]], surf0;
; CHECK: suld.b.2d.v2.b32.clamp {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd[[S]], {%r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK: sust.b.2d.b32.zero [%rd[[S]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
define void @load_store(i32 %x, i32 %y) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @surf0)
  %v = call {i32, i32} @llvm.nvvm.suld.2d.v2i32.clamp(i64 %h, i32 %x, i32 %y)
  %a = extractvalue {i32, i32} %v, 0
  call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %h, i32 %x, i32 %y, i32 %a)
  ret void
}

; CHECK-LABEL: query(
; CHECK: txq.width.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: suq.height.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
define i32 @query() {
  %t = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %s = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @surf0)
  %w = call i32 @llvm.nvvm.txq.width(i64 %t)
  %h = call i32 @llvm.nvvm.suq.height(i64 %s)
  %r = add i32 %w, %h
  ret i32 %r
}

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.s32(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.v2i32.clamp(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.txq.width(i64)
declare i32 @llvm.nvvm.suq.height(i64)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
!1 = !{ptr addrspace(1) @surf0, !"surface", i32 1}
