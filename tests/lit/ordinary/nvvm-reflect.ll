; __nvvm_reflect is folded as llc-19's NVVMReflect pass folds it, at every
; level: __CUDA_ARCH is the SM version times ten, __CUDA_FTZ the module flag
; nvvm-reflect-ftz, any other name 0. Found by the upstream NVPTX corpus
; (nvvm-reflect-arch-O0.ll): ptxsel called an undefined __nvvm_reflect.
; RUN: %ptxsel -O0 -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM75 < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: FileCheck %s --check-prefixes=CHECK,SM90 < %t2.ptx
; RUN: %ptxas -arch=sm_90a %t2.ptx -o %t2.cubin
; CHECK-NOT: __nvvm_reflect
; CHECK-LABEL: arch(
; SM75: 750
; SM90: 900
; CHECK-LABEL: ftz(
; CHECK: 1;
; CHECK-LABEL: other(
; CHECK: 0;
target triple = "nvptx64-nvidia-cuda"

@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
@.ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@.other = private unnamed_addr constant [6 x i8] c"OTHER\00"

declare i32 @__nvvm_reflect(ptr)

define i32 @arch() {
  %v = call i32 @__nvvm_reflect(ptr @.arch)
  ret i32 %v
}

define i32 @ftz() {
  %v = call i32 @__nvvm_reflect(ptr @.ftz)
  ret i32 %v
}

define i32 @other() {
  %v = call i32 @__nvvm_reflect(ptr @.other)
  ret i32 %v
}

!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
