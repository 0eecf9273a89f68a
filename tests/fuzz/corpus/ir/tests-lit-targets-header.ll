; The printed module header follows the target: canonical name (aliases
; printed as sm_110*), PTX version = the target's minimum unless -mattr moves
; it, default target sm_90a; bad -mcpu / -mattr are usage errors (exit 2).

; RUN: %ptxsel %s | FileCheck %s --check-prefix=DEFAULT
; DEFAULT:      .version 8.0
; DEFAULT-NEXT: .target sm_90a
; DEFAULT-NEXT: .address_size 64

; RUN: %ptxsel -mcpu=sm_101a %s | FileCheck %s --check-prefix=ALIAS
; ALIAS:      .version 9.0
; ALIAS-NEXT: .target sm_110a
; RUN: %ptxsel -mcpu=sm_101f %s | FileCheck %s --check-prefix=ALIASF
; ALIASF: .target sm_110f

; RUN: %ptxsel -mcpu=sm_100f %s | FileCheck %s --check-prefix=F100
; F100:      .version 8.8
; F100-NEXT: .target sm_100f
; RUN: %ptxsel -mcpu=sm_120 %s | FileCheck %s --check-prefix=B120
; B120:      .version 8.7
; B120-NEXT: .target sm_120
; RUN: %ptxsel -mcpu=sm_75 %s | FileCheck %s --check-prefix=T75
; T75:      .version 6.3
; T75-NEXT: .target sm_75

; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %s | FileCheck %s --check-prefix=P87
; P87:      .version 8.7
; P87-NEXT: .target sm_100a

; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx78 %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=MIN < %t.err
; RUN: not test -e %t.ptx
; MIN: error: PTX ISA 7.8 is below the minimum 8.0 for sm_90a

; RUN: %ptxsel -mcpu=sm_90a -mattr=+ptx91 %s 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=MAX < %t.err
; MAX: error: PTX ISA 9.1 is not supported

; RUN: %ptxsel -mcpu=sm_90f %s 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=NOF < %t.err
; NOF: error: unknown target CPU 'sm_90f': sm_90 has no family-conditional ('f') form

; RUN: %ptxsel -mcpu=sm_90a -mattr=+has_wgmmma %s 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=FEAT < %t.err
; FEAT: error: unknown -mattr feature 'has_wgmmma' (did you mean 'has_wgmma'?

define ptx_kernel void @k() {
  ret void
}
