; Usage errors exit 2 and write nothing.
; RUN: %ptxsel -mcpu=sm_999 %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=CPU < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx60 %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=PTX < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel --bogus %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=OPT < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel %s.does-not-exist -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: not test -e %t.ptx
; RUN: printf 'define void @f( {' | %ptxsel - -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: printf 'BC\xc0\xde\x00\x00\x00\x01garbage' > %t.bc
; RUN: %ptxsel %t.bc -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: not test -e %t.ptx
; CPU: error: unknown target CPU 'sm_999'
; PTX: error: PTX ISA 6.0 is below the minimum 8.0 for sm_90a
; OPT: error: unknown option '--bogus'
define void @f() {
  ret void
}
