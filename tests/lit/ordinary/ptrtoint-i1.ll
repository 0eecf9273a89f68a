; ptrtoint to i1 keeps the low bit (as trunc) and inttoptr from i1 zero-extends,
; as llc-19 computes them (ptxsel refused both: no conversion row has a 1-bit
; side). A va_arg through a pointer into an address space PTX has no state
; space for is refused with what and why.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: not %ptxsel -mcpu=sm_90 %S/Inputs/va-arg-space.ll -o %t2.ptx 2>&1 | FileCheck %s --check-prefix=SPACE
; RUN: test ! -e %t2.ptx

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func k(
; CHECK: and.b64 [[B:%rd[0-9]+]], [[P:%rd[0-9]+]], 1;
; CHECK-NEXT: setp.ne.s64 [[PB:%p[0-9]+]], [[B]], 0;
; CHECK-NEXT: selp.u32 [[Z:%r[0-9]+]], 1, 0, [[PB]];
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}], [[Z]];
; CHECK-NEXT: selp.u64 {{%rd[0-9]+}}, 1, 0, {{%p[0-9]+}};
define void @k(ptr addrspace(1) %o, ptr %p, i1 %b) {
  %t = ptrtoint ptr %p to i1
  %z = zext i1 %t to i32
  store i32 %z, ptr addrspace(1) %o
  %q = inttoptr i1 %b to ptr
  %qi = ptrtoint ptr %q to i64
  %g = getelementptr i8, ptr addrspace(1) %o, i64 8
  store i64 %qi, ptr addrspace(1) %g
  ret void
}

; SPACE: in function 'v': error: cannot load through a pointer into an address space PTX has no state space for (PTX has 0 generic, 1 global, 3 shared, 4 const, 5 local, 7 shared::cluster and 101 param)
