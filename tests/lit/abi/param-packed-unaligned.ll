; Fields of packed structs passed or returned through .param are stored and
; loaded byte by byte, as llc-19 splits them: every field whose alignment in
; the parameter (the common alignment of the type's ABI alignment, 1 for a
; packed struct, and the field's offset) is below its size. Found by the
; differential campaign on the H100, twice: an i128 at offset 9 written with
; a misaligned st.param.b64 was not stored where the caller read it; and an
; i64 at offset 0 of a packed return value (s52003_O2), written and read
; with st/ld.param.b64 on both sides of the call, gave wrong answers through
; ptxas -O3 (either side alone, with llc-19's byte accesses on the other,
; ran right). The field at offset 0 is byte-wise too, whatever .align the
; parameter is declared with (llc-19's own output is checked with LLC).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .align 16 .b8 func_retval0[27]) ret_packed(
; CHECK-NOT: st.param.b64
; CHECK: st.param.u8 [func_retval0], {{%rd[0-9]+}};
; CHECK: st.param.u8 [func_retval0+7],
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

; LLC-LABEL: ret_packed(
; LLC-NOT: st.param.b64
; LLC: st.param.b8 [func_retval0+0], {{%rd[0-9]+}};
; LLC: st.param.b8 [func_retval0+7],
; LLC: st.param.b8 [func_retval0+8],

; An external function's packed return value: read byte by byte by the
; caller too (.align 1); an internal one's is declared .align 16 (llc-19
; raises it), and the caller reads its offset-0 field wide, as llc-19 does.
; CHECK-LABEL: .func (.param .align 1 .b8 func_retval0[12]) ret_ext(
; CHECK-NOT: st.param.b32
; CHECK: st.param.u8 [func_retval0+11],
define <{ i64, i32 }> @ret_ext(i64 %a, i32 %b) noinline {
  %s0 = insertvalue <{ i64, i32 }> poison, i64 %a, 0
  %s1 = insertvalue <{ i64, i32 }> %s0, i32 %b, 1
  ret <{ i64, i32 }> %s1
}

; CHECK-LABEL: .entry k(
; CHECK: ld.param.b64 {{%rd[0-9]+}}, [retval0];
; CHECK: ld.param.u8 {{%rd[0-9]+}}, [retval0+9];
; CHECK: shl.b64
; CHECK: or.b64
; CHECK: retval0[12];
; CHECK-NOT: ld.param.b{{32|64}}
; CHECK: ld.param.u8 {{%r[0-9]+}}, [retval0+11];
; LLC-LABEL: .entry k(
; LLC: ld.param.b64 {{%rd[0-9]+}}, [retval0+0];
; LLC: retval0[12];
; LLC-NOT: ld.param.b{{32|64}}
; LLC: ld.param.b8 {{%rs[0-9]+}}, [retval0+11];
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %a, i128 %b) {
  %r = call <{ i64, i8, i128, i16 }> @ret_packed(i64 %a, i128 %b)
  %v = extractvalue <{ i64, i8, i128, i16 }> %r, 2
  %w = extractvalue <{ i64, i8, i128, i16 }> %r, 0
  store i128 %v, ptr addrspace(1) %o
  store i64 %w, ptr addrspace(1) %o
  %e = call <{ i64, i32 }> @ret_ext(i64 %a, i32 5)
  %e1 = extractvalue <{ i64, i32 }> %e, 1
  store i32 %e1, ptr addrspace(1) %o
  ret void
}
