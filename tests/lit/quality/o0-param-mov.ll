; A byval parameter read in place: every access whose address folds reads
; [f_param_0+off], and no mov.u64 %rdN, f_param_0 is printed unless an
; address needs the register (a variable index). The unread mov made
; ptxas 13.0 give the parameter a stack copy in every caller it inlined
; the function into (18 -O2 kernels of difftest seeds 52001-52300 had a
; larger frame than llc-19's; ptxas -v shows llc-19's frame without it).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 -c %t0.ptx -o %t0.cubin

target triple = "nvptx64-nvidia-cuda"
%S = type { i32, i32, [4 x i64] }

; CHECK-LABEL: .func (.param .b64 func_retval0) folded(
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, folded_param_0;
; CHECK-DAG: ld.param.u32 {{%r[0-9]+}}, [folded_param_0+4];
; CHECK-DAG: ld.param.u64 {{%rd[0-9]+}}, [folded_param_0+16];
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, folded_param_0;
; CHECK: ret;
define i64 @folded(ptr byval(%S) align 8 %s) {
  %p1 = getelementptr inbounds %S, ptr %s, i64 0, i32 1
  %a = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds %S, ptr %s, i64 0, i32 2, i64 1
  %b = load i64, ptr %p2, align 8
  %a64 = zext i32 %a to i64
  %r = add i64 %a64, %b
  ret i64 %r
}

; CHECK-LABEL: .func (.param .b64 func_retval0) indexed(
; CHECK: mov.u64 [[P:%rd[0-9]+]], indexed_param_0;
; CHECK: ld.param.u64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+8];
; CHECK: ret;
define i64 @indexed(ptr byval(%S) align 8 %s, i32 %i) {
  %p = getelementptr inbounds %S, ptr %s, i64 0, i32 2, i32 %i
  %b = load i64, ptr %p, align 8
  ret i64 %b
}
