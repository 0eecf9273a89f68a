; --print-mir shows every instruction's control word (family=0x...), and
; that word decodes to the instruction's form: the word is what the printer
; and the verifier read.
; RUN: %ptxsel --print-mir -mcpu=sm_90 %s -o %t.mir
; RUN: FileCheck %s < %t.mir
; RUN: sed -n 's/.*atom.global.add.u32 .*memory=\(0x[0-9a-f]*\).*/\1/p' %t.mir > %t.w
; RUN: %ptxsel-query decode ctrl --family memory $(cat %t.w) | FileCheck --check-prefix=DEC %s
; RUN: sed -n 's/.*mbarrier.init.shared.b64 .*mbarrier=\(0x[0-9a-f]*\).*/\1/p' %t.mir > %t.m
; RUN: %ptxsel-query decode ctrl --family mbarrier $(cat %t.m) | FileCheck --check-prefix=MB %s

; CHECK: ld.global.u32 {{.*}} memory=0x{{[0-9a-f]+}}
; CHECK: atom.global.add.u32 {{.*}} memory=0x{{[0-9a-f]+}}
; CHECK: mbarrier.init.shared.b64 {{.*}} mbarrier=0x{{[0-9a-f]+}}
; CHECK: st.global.u32 {{.*}} memory=0x{{[0-9a-f]+}}
; DEC: form atom.global.add.u32
; MB: form mbarrier.init.shared.b64

target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %b) {
  %v = load i32, ptr addrspace(1) %p
  %w = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %b, i32 %w)
  store i32 %w, ptr addrspace(1) %p
  ret void
}
