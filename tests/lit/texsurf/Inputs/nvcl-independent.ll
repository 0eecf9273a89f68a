; The 15 fetches with a separate sampler that ptxas takes only under
; .target texmode_independent (cube, cube.array, 3d.level, the array
; gradients; refused in CUDA's mode, texsurf.ll), one kernel each, the
; texture and the sampler image / sampler parameters (nvcl.ll runs it).
target triple = "nvptx64-unknown-nvcl"

define void @f0(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.cube.v4f32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2)
  %e = extractvalue {float, float, float, float} %v, 3
  store float %e, ptr addrspace(1) %p
  ret void
}
define void @f1(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.v4s32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f2(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.v4u32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f3(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.cube.array.v4f32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {float, float, float, float} %v, 3
  store float %e, ptr addrspace(1) %p
  ret void
}
define void @f4(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.array.v4s32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f5(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.array.v4u32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f6(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2, float %a3) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.3d.level.v4f32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {float, float, float, float} %v, 3
  store float %e, ptr addrspace(1) %p
  ret void
}
define void @f7(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.level.v4s32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f8(i64 %t, i64 %s, ptr addrspace(1) %p, float %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.level.v4u32.f32(i64 %t, i64 %s, float %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f9(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.1d.array.grad.v4f32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {float, float, float, float} %v, 3
  store float %e, ptr addrspace(1) %p
  ret void
}
define void @f10(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.array.grad.v4s32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f11(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.array.grad.v4u32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f12(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.2d.array.grad.v4f32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  %e = extractvalue {float, float, float, float} %v, 3
  store float %e, ptr addrspace(1) %p
  ret void
}
define void @f13(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.array.grad.v4s32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
define void @f14(i64 %t, i64 %s, ptr addrspace(1) %p, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %v = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.array.grad.v4u32.f32(i64 %t, i64 %s, i32 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  %e = extractvalue {i32, i32, i32, i32} %v, 3
  store i32 %e, ptr addrspace(1) %p
  ret void
}
declare {float, float, float, float} @llvm.nvvm.tex.cube.v4f32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.v4s32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.v4u32.f32(i64, i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.cube.array.v4f32.f32(i64, i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.array.v4s32.f32(i64, i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.array.v4u32.f32(i64, i64, i32, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.3d.level.v4f32.f32(i64, i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.level.v4s32.f32(i64, i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.level.v4u32.f32(i64, i64, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.1d.array.grad.v4f32.f32(i64, i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.array.grad.v4s32.f32(i64, i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.array.grad.v4u32.f32(i64, i64, i32, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.2d.array.grad.v4f32.f32(i64, i64, i32, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.array.grad.v4s32.f32(i64, i64, i32, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.array.grad.v4u32.f32(i64, i64, i32, float, float, float, float, float, float)
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44}
!0 = !{ptr @f0, !"kernel", i32 1}
!1 = !{ptr @f0, !"rdoimage", i32 0}
!2 = !{ptr @f0, !"sampler", i32 1}
!3 = !{ptr @f1, !"kernel", i32 1}
!4 = !{ptr @f1, !"rdoimage", i32 0}
!5 = !{ptr @f1, !"sampler", i32 1}
!6 = !{ptr @f2, !"kernel", i32 1}
!7 = !{ptr @f2, !"rdoimage", i32 0}
!8 = !{ptr @f2, !"sampler", i32 1}
!9 = !{ptr @f3, !"kernel", i32 1}
!10 = !{ptr @f3, !"rdoimage", i32 0}
!11 = !{ptr @f3, !"sampler", i32 1}
!12 = !{ptr @f4, !"kernel", i32 1}
!13 = !{ptr @f4, !"rdoimage", i32 0}
!14 = !{ptr @f4, !"sampler", i32 1}
!15 = !{ptr @f5, !"kernel", i32 1}
!16 = !{ptr @f5, !"rdoimage", i32 0}
!17 = !{ptr @f5, !"sampler", i32 1}
!18 = !{ptr @f6, !"kernel", i32 1}
!19 = !{ptr @f6, !"rdoimage", i32 0}
!20 = !{ptr @f6, !"sampler", i32 1}
!21 = !{ptr @f7, !"kernel", i32 1}
!22 = !{ptr @f7, !"rdoimage", i32 0}
!23 = !{ptr @f7, !"sampler", i32 1}
!24 = !{ptr @f8, !"kernel", i32 1}
!25 = !{ptr @f8, !"rdoimage", i32 0}
!26 = !{ptr @f8, !"sampler", i32 1}
!27 = !{ptr @f9, !"kernel", i32 1}
!28 = !{ptr @f9, !"rdoimage", i32 0}
!29 = !{ptr @f9, !"sampler", i32 1}
!30 = !{ptr @f10, !"kernel", i32 1}
!31 = !{ptr @f10, !"rdoimage", i32 0}
!32 = !{ptr @f10, !"sampler", i32 1}
!33 = !{ptr @f11, !"kernel", i32 1}
!34 = !{ptr @f11, !"rdoimage", i32 0}
!35 = !{ptr @f11, !"sampler", i32 1}
!36 = !{ptr @f12, !"kernel", i32 1}
!37 = !{ptr @f12, !"rdoimage", i32 0}
!38 = !{ptr @f12, !"sampler", i32 1}
!39 = !{ptr @f13, !"kernel", i32 1}
!40 = !{ptr @f13, !"rdoimage", i32 0}
!41 = !{ptr @f13, !"sampler", i32 1}
!42 = !{ptr @f14, !"kernel", i32 1}
!43 = !{ptr @f14, !"rdoimage", i32 0}
!44 = !{ptr @f14, !"sampler", i32 1}
