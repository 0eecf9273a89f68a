; "nvvm.blocksareclusters" (LLVM 21+) prints .blocksareclusters after
; .reqntid and .reqnctapercluster, without .explicitcluster, as upstream's
; llc prints it; ptxas takes it from PTX 9.0 on sm_90+ and only with both
; other directives, so it is refused where it cannot be printed (it was
; dropped without a word). Nothing is written on a refusal.
; RUN: %ptxsel -mcpu=sm_90 -mattr=+ptx90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx88 %s -o %t.88.ptx 2>&1 | FileCheck %s --check-prefix=PTX88
; RUN: not test -e %t.88.ptx
; RUN: sed -e 's/"nvvm.reqntid"="128,1,1"//' %s > %t.noreq.ll
; RUN: not %ptxsel -mcpu=sm_90 -mattr=+ptx90 %t.noreq.ll -o %t.noreq.ptx 2>&1 | FileCheck %s --check-prefix=NOREQ

; CHECK-LABEL: .entry k(
; CHECK: .reqntid 128, 1, 1
; CHECK-NEXT: .reqnctapercluster 2, 1, 1
; CHECK-NEXT: .blocksareclusters
; CHECK-NEXT: {
; CHECK-NOT: .explicitcluster
; PTX88: error: kernel 'k': "nvvm.blocksareclusters" (.blocksareclusters) needs sm_90 or later and PTX ISA 9.0 (the module targets sm_90, PTX ISA 8.8)
; NOREQ: error: kernel 'k': "nvvm.blocksareclusters" needs "nvvm.reqntid" and "nvvm.cluster_dim"

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) #0 {
  ret void
}

attributes #0 = { "nvvm.blocksareclusters" "nvvm.reqntid"="128,1,1" "nvvm.cluster_dim"="2,1,1" }
