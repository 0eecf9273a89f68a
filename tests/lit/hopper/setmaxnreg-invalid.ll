; setmaxnreg: upstream LLVM's strings for a count that is not a multiple of 8
; and for one outside 24..256, from verify/hopper.c, with function and
; instruction, exit 1. LLVM 19's own IR verifier rejects these calls first;
; the driver (isel/driver.c) sees that the failure is confined to calls of
; table intrinsics (a copy without them verifies) and lets ptxsel's checks
; report. A module that is malformed elsewhere still exits 2 with LLVM's
; message about the other problem.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=MULT < %t.err
; RUN: not test -e %t.ptx
; RUN: sed 's/i32 100/i32 264/' %s > %t.range.ll
; RUN: %ptxsel -mcpu=sm_90a %t.range.ll -o %t.range.ptx 2> %t.range.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=RANGE < %t.range.err
; RUN: not test -e %t.range.ptx
; RUN: sed 's/i32 100/i32 16/' %s > %t.low.ll
; RUN: %ptxsel -mcpu=sm_90a %t.low.ll -o %t.low.ptx 2> %t.low.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=LOW < %t.low.err
; RUN: sed 's/i32 100/i32 96/' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_90a %t.ok.ll -o %t.ok.ptx
; RUN: FileCheck %s --check-prefix=OK < %t.ok.ptx
; RUN: %ptxas -arch=sm_90a %t.ok.ptx -o %t.cubin
; RUN: sed 's/^  ret void/  %%x = add i32 %%x, 1\n  ret void/' %s > %t.bad.ll
; RUN: %ptxsel -mcpu=sm_90a %t.bad.ll -o %t.bad.ptx 2> %t.bad.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
; MULT: in function 'k': error: reg_count argument to nvvm.setmaxnreg must be in multiples of 8
; MULT-NEXT: in function 'k': note: at instruction: call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
; RANGE: in function 'k': error: reg_count argument to nvvm.setmaxnreg must be within [24, 256]
; RANGE-NEXT: note: at instruction: call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 264)
; LOW: in function 'k': error: reg_count argument to nvvm.setmaxnreg must be within [24, 256]
; OK: setmaxnreg.inc.sync.aligned.u32 96;
; A module that is malformed besides: LLVM's verifier's whole message, every
; problem it found (llc-19 prints the same lines), exit 2.
; BAD: in function 'k': error: reg_count argument to nvvm.setmaxnreg must be in multiples of 8
; BAD-NEXT: Only PHI nodes may reference their own value!
; BAD-NEXT: %x = add i32 %x, 1

define ptx_kernel void @k() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
