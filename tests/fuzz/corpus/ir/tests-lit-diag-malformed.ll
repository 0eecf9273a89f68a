; Malformed IR: exit 2 with the parser's message and line, no output file.
; RUN: %ptxsel %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: malformed.ll:[[@LINE+3]]: error: use of undefined value '%nope'

define void @f(ptr %p) {
  store i32 %nope, ptr %p
  ret void
}
