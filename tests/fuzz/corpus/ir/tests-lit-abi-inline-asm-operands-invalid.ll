; Inline asm operands ptxsel cannot bind as llc-19 does are refused by name:
; memory and multi-letter constraints, a float on an integer constraint.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'm': error: unsupported inline asm constraint 'm' (operand 0;
; CHECK: in function 'fr': error: inline asm operand 1: constraint 'r' does not fit its type float
; CHECK: in function 'q': error: unsupported inline asm constraint 'q'
target triple = "nvptx64-nvidia-cuda"
define void @m(ptr %p) {
  call void asm sideeffect "st.u32 [$0], 1;", "m"(ptr %p)
  ret void
}
define i32 @fr(float %x) {
  %r = call i32 asm "mov.b32 $0, $1;", "=r,r"(float %x)
  ret i32 %r
}
define void @q(i128 %x) {
  call void asm sideeffect "// $0", "q"(i128 %x)
  ret void
}
