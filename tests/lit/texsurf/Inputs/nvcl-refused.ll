; Under the OpenCL triple, refused by name: an image / sampler kernel
; parameter used other than as a handle (PTX cannot load a .texref
; parameter; llc-19 prints an ld.param that ptxas rejects), an annotated
; parameter that is not i64, and sampler initialisers PTX cannot spell.
target triple = "nvptx64-unknown-nvcl"

; CHECK-DAG: error: sampler 'bad_addr' has the initialiser 5: addressing mode 5..7 is not supported
; CHECK-DAG: error: sampler 'aniso' has the initialiser 32: anisotropic filtering is not supported
@bad_addr = internal addrspace(1) global i64 5, align 8
@aniso = internal addrspace(1) global i64 32, align 8

declare float @dev(i64)
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i32 @llvm.nvvm.txq.width(i64)

; CHECK-DAG: in function 'k': error: image / sampler parameter %img of kernel 'k' is used other than as the handle of a texture or surface instruction
; CHECK-DAG: in function 'k': error: image / sampler parameter %smp of kernel 'k' is used other than as the handle
; CHECK-DAG: in function 'k': error: image / sampler parameter %f of kernel 'k' has type float
define void @k(i64 %img, i64 %smp, ptr %out, float %f) {
  %w = call i32 @llvm.nvvm.txq.width(i64 %img)
  %b = call i1 @llvm.nvvm.istypep.texture(i64 %img)
  %d = call float @dev(i64 %smp)
  store float %d, ptr %out
  store i32 %w, ptr %out
  ret void
}

!nvvm.annotations = !{!1, !2, !3, !4, !5, !6}
!1 = !{ptr @k, !"kernel", i32 1}
!2 = !{ptr @k, !"rdoimage", i32 0}
!3 = !{ptr @k, !"sampler", i32 1}
!4 = !{ptr @k, !"rdoimage", i32 3}
!5 = !{ptr addrspace(1) @bad_addr, !"sampler", i32 1}
!6 = !{ptr addrspace(1) @aniso, !"sampler", i32 1}
