; The scale_d immediate of tcgen05.mma (PTX: scale-input-d, 0..15) was never
; range-checked: tcgen05.mma rows are verified by their family verifier,
; which skipped the generic immediate check, and scale_d is not part of the
; packed control word. ptxsel exited 0 and ptxas rejected the output
; ("Argument 7 of instruction 'tcgen05.mma': value '-1' out of range,
; expected to be in range [0..15]"). Found by the structured fuzz harness
; (docs/fuzzing.md; input tests/fuzz/corpus/structured/regress-tcgen05-scale-d).
; RUN: rm -f %t.ptx
; RUN: %ptxsel -mcpu=sm_100a %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: sed -e 's/i64 16,/i64 15,/' -e 's/i64 -1,/i64 0,/' %s > %t.ok.ll
; RUN: %ptxsel -mcpu=sm_100a %t.ok.ll -o %t.ok.ptx
; RUN: %ptxas -arch=sm_100a %t.ok.ptx -o %t.ok.cubin
; CHECK: in function 'k': error: operand 5 of 'tcgen05.mma.shared.scale_d' is 16, outside the range 0..15
; CHECK: in function 'k': error: operand 6 of 'tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1' is -1, outside the range 0..15
; CHECK-NOT: error:

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %ta, ptr addrspace(6) %sp, <4 x i32> %lanes) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i64 16, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %sp, i64 -1, <4 x i32> %lanes, i32 1, i32 0)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, <4 x i32>, i32, i32)
