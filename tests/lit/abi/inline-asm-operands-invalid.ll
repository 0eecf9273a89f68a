; Inline asm operands ptxsel cannot bind as llc-19 does are refused by name:
; memory and multi-letter constraints, a float on an integer constraint,
; 'q' (.b128) on anything but an i128 (ordinary/inline-asm-b128.ll has i128).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'm': error: unsupported inline asm constraint 'm' (operand 0;
; CHECK: in function 'fr': error: inline asm operand 1: constraint 'r' does not fit its type float
; CHECK: in function 'q': error: inline asm operand 0: constraint 'q' does not fit its type i64
; CHECK: in function 'qout': error: inline asm output 0: constraint '=q' does not fit its type i64
target triple = "nvptx64-nvidia-cuda"
define void @m(ptr %p) {
  call void asm sideeffect "st.u32 [$0], 1;", "m"(ptr %p)
  ret void
}
define i32 @fr(float %x) {
  %r = call i32 asm "mov.b32 $0, $1;", "=r,r"(float %x)
  ret i32 %r
}
define void @q(i64 %x) {
  call void asm sideeffect "// $0", "q"(i64 %x)
  ret void
}
define i64 @qout() {
  %r = call i64 asm "// $0", "=q"()
  ret i64 %r
}
