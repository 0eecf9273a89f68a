	; Fields of packed structs passed or returned through .param at offsets
; their size does not divide (an i128 at offset 9) are stored and loaded
; byte by byte, as llc-19 splits them: ptxas accepts a misaligned
; st.param.b64 but the GPU does not store it where the caller reads it
; (found by the differential campaign on the H100: wrong results).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .align 16 .b8 func_retval0[27]) ret_packed(
; CHECK: st.param.b64 [func_retval0], {{%rd[0-9]+}};
; CHECK: st.param.u8 [func_retval0+8],
; CHECK: st.param.u8 [func_retval0+9],
; CHECK: st.param.u8 [func_retval0+16],
; CHECK-NOT: st.param.b64 [func_retval0+9]
; CHECK: st.param.u8 [func_retval0+26],
define internal <{ i64, i8, i128, i16 }> @ret_packed(i64 %a, i128 %b) noinline {
  %s0 = insertvalue <{ i64, i8, i128, i16 }> poison, i64 %a, 0
  %s1 = insertvalue <{ i64, i8, i128, i16 }> %s0, i8 7, 1
  %s2 = insertvalue <{ i64, i8, i128, i16 }> %s1, i128 %b, 2
  %s3 = insertvalue <{ i64, i8, i128, i16 }> %s2, i16 -2, 3
  ret <{ i64, i8, i128, i16 }> %s3
}

; CHECK-LABEL: .entry k(
; CHECK: ld.param.u8 {{%rd[0-9]+}}, [retval0+9];
; CHECK: shl.b64
; CHECK: or.b64
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %a, i128 %b) {
  %r = call <{ i64, i8, i128, i16 }> @ret_packed(i64 %a, i128 %b)
  %v = extractvalue <{ i64, i8, i128, i16 }> %r, 2
  store i128 %v, ptr addrspace(1) %o
  ret void
}
