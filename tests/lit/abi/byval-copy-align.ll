; A byval parameter that is written is copied into the local depot at the
; larger of its type's ABI alignment and its align attribute: a packed
; struct has ABI alignment 1 but its accesses here are align 8 (found by the
; differential campaign on the GPU: CUDA_ERROR_MISALIGNED_ADDRESS when the
; copy landed at depot offset 60).
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a -c %t.ptx -o %t.cubin
target triple = "nvptx64-nvidia-cuda"
%P = type <{ i64, i32, [4 x i8], i128, double }>

; CHECK-LABEL: .func (.param .b64 func_retval0) f(
; CHECK: .local .align 8 .b8 __local_depot_f[48];
; CHECK: add.s64 {{%rd[0-9]+}}, %SP, 8;
; CHECK-NOT: %SP, 1;
define internal i64 @f(i8 %b, ptr byval(%P) align 8 %p) noinline {
  %x = alloca i8, align 1
  store i8 %b, ptr %x, align 1
  %q = getelementptr inbounds %P, ptr %p, i32 0, i32 1
  store i32 5, ptr %q, align 8
  %r = getelementptr inbounds %P, ptr %p, i32 0, i32 3
  %v = load i128, ptr %r, align 8
  %t = trunc i128 %v to i64
  ret i64 %t
}

define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %in) {
  %s = alloca %P, align 8
  call void @llvm.memcpy.p0.p1.i64(ptr align 8 %s, ptr addrspace(1) align 8 %in, i64 40, i1 false)
  %r = call i64 @f(i8 1, ptr byval(%P) align 8 %s)
  store i64 %r, ptr addrspace(1) %o
  ret void
}
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
