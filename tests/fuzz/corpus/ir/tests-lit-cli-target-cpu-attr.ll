!; A "target-cpu" attribute is used whatever its length: one that names no
; target is an error naming it, never silently replaced by sm_90a (a value
; of 32 or more characters used to be ignored).
; RUN: not %ptxsel %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: test ! -e %t.ptx
; CHECK: error: {{.*}}sm_90a_with_a_very_long_suffix_that_is_not_a_target
define ptx_kernel void @k() #0 {
  ret void
}
attributes #0 = { "target-cpu"="sm_90a_with_a_very_long_suffix_that_is_not_a_target" }
