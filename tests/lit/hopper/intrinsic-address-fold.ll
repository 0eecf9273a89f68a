; An intrinsic's pointer operand that its instruction prints as "[%k]" is an
; address as llc folds it: a constant GEP offset goes into the brackets
; ([%rd1+128]; the GEP's own add is still computed, dead, when a call
; uses it), and a 32-bit shared pointer (--nvptx-short-ptr) stays a
; 32-bit register ([%r1+16]). A variable's own address stays in a register:
; ptxas rejects "st.bulk [smem], ..." with a symbol.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 --nvptx-short-ptr %s -o %t32.ptx
; RUN: FileCheck %s --check-prefix=S32 < %t32.ptx
; RUN: %ptxas -arch=sm_100a %t32.ptx -o %t32.cubin

; CHECK-LABEL: .func f(
; CHECK: mov.u64 [[S:%rd[0-9]+]], smem;
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.f16 {%r{{[0-9]+}}, {{.*}}}, [%rd{{[0-9]+}}+128];
; CHECK: mbarrier.init.shared.b64 [%rd{{[0-9]+}}+16], 32;
; CHECK: st.bulk.weak.shared::cta [[[S]]], 256, 0;
; S32-LABEL: .func f(
; S32-NOT: cvt.u64.u32
; S32: mbarrier.init.shared.b64 [%r{{[0-9]+}}+16], 32;

target triple = "nvptx64-nvidia-cuda"

@smem = addrspace(3) global [64 x i64] undef

declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)

define void @f(ptr %p, ptr addrspace(3) %s) {
  %q = getelementptr i8, ptr %p, i64 128
  %v = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr %q)
  %c = getelementptr i8, ptr addrspace(3) %s, i64 16
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %c, i32 32)
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) @smem, i64 256, i64 0)
  ret void
}
