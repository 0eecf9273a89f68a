…; A value of a type no PTX register class holds is reported once per function
; and type, at the first value of that type, not again at each use.
; RUN: %ptxsel %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; CHECK: in function 'k': error: unsupported type 'x86_fp80': no PTX register class holds it
; CHECK-NEXT: in function 'k': note: at instruction: {{.*}}x86_fp80
; CHECK-NOT: error:

target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, x86_fp80 %a) {
  store x86_fp80 %a, ptr %p
  %b = fadd x86_fp80 %a, %a
  store x86_fp80 %b, ptr %p
  ret void
}
