	; A module for another target is refused by name (exit 1, no output): host
; IR (x86_64), 32-bit NVPTX, a data layout with 32-bit generic pointers.
; No triple and no data layout is NVPTX's (checked in ordinary/globals-llc.ll).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=X86 %s < %t.err
; RUN: not test -e %t.ptx
; RUN: sed 's/x86_64-unknown-linux-gnu/nvptx-nvidia-cuda/; /datalayout/d' %s | %ptxsel -mcpu=sm_90a - -o %t2.ptx 2> %t2.err; test $? -eq 1
; RUN: FileCheck --check-prefix=NV32 %s < %t2.err
; RUN: sed 's/x86_64-unknown-linux-gnu/nvptx64-nvidia-cuda/; s/^target datalayout.*/target datalayout = "e-p:32:32-i64:64"/' %s | %ptxsel -mcpu=sm_90a - -o %t3.ptx 2> %t3.err; test $? -eq 1
; RUN: FileCheck --check-prefix=DL %s < %t3.err

; X86: error: module target triple 'x86_64-unknown-linux-gnu' is not NVPTX: ptxsel compiles device code for nvptx64-nvidia-cuda
; NV32: error: module target triple 'nvptx-nvidia-cuda' is 32-bit NVPTX: ptxsel generates 64-bit PTX only
; DL: error: module data layout 'e-p:32:32-i64:64' is not NVPTX's: generic pointers must be 64-bit and little-endian

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 5

define void @f() {
  ret void
}
