!; An unknown llvm.nvvm.* intrinsic is an error naming the instruction (exit 1).
; RUN: %ptxsel %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: not %ptxsel --diag-format=json %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=JSON
; CHECK: unknown-nvvm.ll: in function 'k': error: unknown NVVM intrinsic 'llvm.nvvm.no.such.thing'
; CHECK-NEXT: note: at instruction: %v = call i32 @llvm.nvvm.no.such.thing(i32 1)
; JSON: "severity": "error", "file": "{{.*}}unknown-nvvm.ll", "line": 0, "function": "k", "instruction": "%v = call i32 @llvm.nvvm.no.such.thing(i32 1)", "message": "unknown NVVM intrinsic 'llvm.nvvm.no.such.thing'"

define ptx_kernel void @k(ptr %p) {
  %v = call i32 @llvm.nvvm.no.such.thing(i32 1)
  store i32 %v, ptr %p
  ret void
}
declare i32 @llvm.nvvm.no.such.thing(i32)
