; tcgen05.ld / st .x1 (32x32b, 16x64b, 16x32bx2): upstream's LLVM 23 types
; the one value as <1 x i32> (tcgen05-ld.ll, tcgen05-st.ll), older IR as
; i32; both select the same row and print the same instruction, "{%r}".
; RUN: rm -rf %t.d && split-file %s %t.d
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %t.d/vec.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin
; The i32 signature (older IR) gives the same instruction:
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx86 %t.d/scalar.ll -o %t.s.ptx
; RUN: FileCheck %s --check-prefix=SCALAR < %t.s.ptx
; RUN: %ptxas -arch=sm_100a %t.s.ptx -o %t.s.cubin
; RUN: %ptxsel -mcpu=sm_110f %t.d/vec.ll -o %t110.ptx
; RUN: %ptxas -arch=sm_110f %t110.ptx -o %t110.cubin
; Without tensor memory (sm_90a, sm_120a) it is refused:
; RUN: %ptxsel -mcpu=sm_120a %t.d/vec.ll -o %t120.ptx 2> %t120.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=SM120 < %t120.err
; RUN: not test -e %t120.ptx
; A <2 x i32> for .x1 is still a type error:
; RUN: %ptxsel -mcpu=sm_100a %t.d/bad.ll -o %t.bad.ptx 2> %t.bad.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
; SM120: error: tcgen05.ld.sync.aligned.32x32b.x1.b32 is not supported on sm_120a (requires has_tmem:
; BAD: wrong result type for 'llvm.nvvm.tcgen05.ld.32x32b.x1': expected <1 x i32>, got <2 x i32>

;--- vec.ll
; CHECK-LABEL: x1_vec(
; CHECK: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r[[A:[0-9]+]]}, [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.sync.aligned.16x64b.x1.pack::16b.b32 {%r{{[0-9]+}}}, [%r{{[0-9]+}}];
; CHECK: tcgen05.ld.sync.aligned.16x32bx2.x1.b32 {%r{{[0-9]+}}}, [%r{{[0-9]+}}], 2;
; CHECK: tcgen05.st.sync.aligned.32x32b.x1.b32 [%r{{[0-9]+}}], {%r[[A]]};
; CHECK: tcgen05.st.sync.aligned.16x64b.x1.unpack::16b.b32 [%r{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK: tcgen05.st.sync.aligned.16x32bx2.x1.b32 [%r{{[0-9]+}}], 2, {%r{{[0-9]+}}};
define void @x1_vec(ptr addrspace(6) %t) {
  %a = call <1 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 0)
  %b = call <1 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6) %t, i1 1)
  %c = call <1 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6) %t, i64 2, i1 0)
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, <1 x i32> %a, i1 0)
  call void @llvm.nvvm.tcgen05.st.16x64b.x1(ptr addrspace(6) %t, <1 x i32> %b, i1 1)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x1(ptr addrspace(6) %t, i64 2, <1 x i32> %c, i1 0)
  ret void
}

declare <1 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare <1 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6), i1)
declare <1 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6), i64, i1)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), <1 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.16x64b.x1(ptr addrspace(6), <1 x i32>, i1)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x1(ptr addrspace(6), i64, <1 x i32>, i1)

;--- scalar.ll
; SCALAR-LABEL: x1_scalar(
; SCALAR: tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r[[S:[0-9]+]]}, [%r{{[0-9]+}}];
; SCALAR: add.s32 %r[[T:[0-9]+]], %r[[S]], 1;
; SCALAR: tcgen05.st.sync.aligned.32x32b.x1.b32 [%r{{[0-9]+}}], {%r[[T]]};
define void @x1_scalar(ptr addrspace(6) %t) {
  %a = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 0)
  %b = add i32 %a, 1
  call void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) %t, i32 %b, i1 0)
  ret void
}

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6), i32, i1)

;--- bad.ll
define void @x1_bad(ptr addrspace(6) %t, ptr addrspace(1) %p) {
  %a = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 0)
  store <2 x i32> %a, ptr addrspace(1) %p
  ret void
}
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
