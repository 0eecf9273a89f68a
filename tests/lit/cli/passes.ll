; --passes=<pipeline> runs a new-pass-manager pipeline first, as opt does
; (the product contract's CLI): here default<O2> promotes the alloca and
; folds 2 + 3, which -O0 alone keeps (a local depot and an add). A pipeline
; LLVM cannot parse is a usage error (exit 2) naming it, and no output file
; is written; an empty one is refused too.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.plain.ptx
; RUN: FileCheck --check-prefix=PLAIN %s < %t.plain.ptx
; RUN: %ptxsel -O0 -mcpu=sm_90 --passes='default<O2>' %s -o %t.o2.ptx
; RUN: FileCheck --check-prefix=O2 %s < %t.o2.ptx
; RUN: %ptxas -arch=sm_90 %t.o2.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -passes sroa,instcombine -O2 %s -o %t.two.ptx
; RUN: FileCheck --check-prefix=O2 %s < %t.two.ptx
; RUN: rm -f %t.bad.ptx
; RUN: not %ptxsel -O0 -mcpu=sm_90 --passes=frobnicate %s -o %t.bad.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: test ! -e %t.bad.ptx
; RUN: not %ptxsel -O0 -mcpu=sm_90 --passes= %s -o %t.bad.ptx 2>&1 | FileCheck --check-prefix=EMPTY %s
; PLAIN: __local_depot_k
; PLAIN: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 3;
; O2-NOT: __local_depot
; O2: mov.b32 [[R:%r[0-9]+]], 5;
; O2-NEXT: st.global.u32 [%rd{{[0-9]+}}], [[R]];
; BAD: error: invalid pass pipeline 'frobnicate': unknown pass name 'frobnicate'
; EMPTY: error: --passes needs a pipeline

target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %a = alloca i32
  store i32 2, ptr %a
  %x = load i32, ptr %a
  %y = add i32 %x, 3
  store i32 %y, ptr addrspace(1) %o
  ret void
}
