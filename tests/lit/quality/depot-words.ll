; Every static alloca's depot slot starts and ends on a 4-byte boundary, so
; two allocas never share a 32-bit word of local memory: a .local load of a
; word that another slot's byte or halfword store wrote shortly before stalls
; far longer than llc-19 -O0's generic access to the same packed layout
; (difftest s104342_O0: an i16 and an i8 variable in one word, both updated
; in a loop, 1.50x llc-19's time; with a word each 0.93x). Bytes of one
; alloca (an array, a struct) stay packed as the type lays them out.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .b32 func_retval0) packed(
; CHECK: .local .align 4 .b8 __local_depot_packed[20];
; CHECK-DAG: st.local.u16 [%SPL], {{%rs[0-9]+}};
; CHECK-DAG: st.local.u8 [%SPL+4], {{%rs[0-9]+}};
; CHECK-DAG: st.local.u32 [%SPL+8], {{%r[0-9]+}};
; CHECK-DAG: st.local.u8 [%SPL+12], {{%rs[0-9]+}};
; CHECK-DAG: st.local.u8 [%SPL+15], {{%rs[0-9]+}};
; CHECK-DAG: st.local.u8 [%SPL+16], {{%rs[0-9]+}};
define i32 @packed(i16 %a, i8 %b, i32 %c, i8 %d) {
  %x = alloca i16, align 2
  %y = alloca i8, align 1
  %z = alloca i32, align 4
  %arr = alloca [4 x i8], align 1
  %w = alloca i8, align 1
  store i16 %a, ptr %x, align 2
  store i8 %b, ptr %y, align 1
  store i32 %c, ptr %z, align 4
  store i8 %d, ptr %arr, align 1
  %e = getelementptr inbounds [4 x i8], ptr %arr, i64 0, i64 3
  store i8 %d, ptr %e, align 1
  store i8 %b, ptr %w, align 1
  %lx = load volatile i16, ptr %x, align 2
  %ly = load volatile i8, ptr %y, align 1
  %lz = load volatile i32, ptr %z, align 4
  %la = load volatile i8, ptr %e, align 1
  %lw = load volatile i8, ptr %w, align 1
  %sx = sext i16 %lx to i32
  %sy = zext i8 %ly to i32
  %sa = zext i8 %la to i32
  %sw = zext i8 %lw to i32
  %r1 = add i32 %sx, %sy
  %r2 = add i32 %r1, %lz
  %r3 = add i32 %r2, %sa
  %r4 = add i32 %r3, %sw
  ret i32 %r4
}
