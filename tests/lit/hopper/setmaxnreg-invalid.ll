; setmaxnreg: upstream LLVM's strings for a count that is not a multiple of 8
; and for one outside 24..256. LLVM 19 knows this intrinsic and its IR
; verifier already rejects both with these strings, so today they surface
; from the module verifier (the driver maps that to exit 2); verify/hopper.c
; carries the same rule with the same strings for the machine verifier. The
; invariants tested: the exact string, a failing exit, no output file.
; RUN: not %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err
; RUN: FileCheck %s --check-prefix=MULT < %t.err
; RUN: not test -e %t.ptx
; RUN: sed 's/i32 100/i32 264/' %s > %t.range.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.range.ll -o %t.range.ptx 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not test -e %t.range.ptx
; RUN: sed 's/i32 100/i32 16/' %s > %t.low.ll
; RUN: not %ptxsel -mcpu=sm_90a %t.low.ll -o %t.low.ptx 2>&1 | FileCheck %s --check-prefix=RANGE
; MULT: error: reg_count argument to nvvm.setmaxnreg must be in multiples of 8
; RANGE: error: reg_count argument to nvvm.setmaxnreg must be within [24, 256]

define ptx_kernel void @k() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
