; --no-verify-ir skips LLVM's IR verifier (trusted input). This module breaks
; only a rule of that verifier (a module flag with an unknown behaviour, which
; nothing else reads): by default it is malformed input (exit 2, nothing
; written); with --no-verify-ir it compiles. --no-verify (the machine
; verifier) does not skip the IR verifier.
; RUN: rm -f %t.ptx %t.nv.ptx
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_90a --no-verify %s -o %t.nv.ptx 2> %t.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: not test -e %t.nv.ptx
; RUN: %ptxsel -mcpu=sm_90a --no-verify-ir %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel --help | FileCheck %s --check-prefix=HELP
; ERR: error: invalid behavior operand in module flag
; CHECK: .visible .entry k(
; CHECK: st.global.u32
; HELP: --no-verify-ir            skip LLVM's IR verifier

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 99, !"x", i32 1}
