; ptxsel compiles __nvvm_reflect("__CUDA_ARCH") as a call to an external
; function that nothing defines; llc-19 folds it to the target's value (750 on
; sm_75) at every -O level. ptxas -c accepts ptxsel's PTX, the link fails on the
; unresolved __nvvm_reflect. Reduced from upstream nvvm-reflect-arch-O0.ll.
;   build/bin/ptxsel -mcpu=sm_75 nvvm-reflect-not-folded.ll   # .extern .func __nvvm_reflect, call
;   llc-19 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 nvvm-reflect-not-folded.ll   # mov.b32 ..., 750
target triple = "nvptx64-nvidia-cuda"

@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"

declare i32 @__nvvm_reflect(ptr)

define i32 @arch() {
  %v = call i32 @__nvvm_reflect(ptr @.arch)
  ret i32 %v
}
