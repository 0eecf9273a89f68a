; Inline asm operands as llc-19 binds them: "b" a predicate register (an i1
; directly), integers of another width than their constraint truncated on
; the way in and zero-extended on the way out (i64 on "r", i16 on "r",
; i32 tied to an "l" output), "=b" outputs predicates.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: .entry k(
; CHECK: setp.gt.s32 [[C:%p[0-9]+]],
; CHECK-NEXT: // begin inline asm
; CHECK-NEXT: { .reg .pred %p; and.pred %p, [[C]], [[C]]; selp.b32 {{%r[0-9]+}}, 1, 0, %p; }
; CHECK: cvt.u32.u64 [[T:%r[0-9]+]], [[Y:%rd[0-9]+]];
; CHECK-NEXT: // begin inline asm
; CHECK-NEXT: add.s32 [[O:%r[0-9]+]], [[T]], 1;
; CHECK-NEXT: // end inline asm
; CHECK-NEXT: cvt.u64.u32 {{%rd[0-9]+}}, [[O]];
; CHECK: cvt.u32.u16 [[Z:%r[0-9]+]], {{%rs[0-9]+}};
; CHECK-NEXT: // begin inline asm
; CHECK-NEXT: add.s32 [[S:%r[0-9]+]], [[Z]], {{%r[0-9]+}};
; CHECK-NEXT: // end inline asm
; CHECK-NEXT: cvt.u16.u32 {{%rs[0-9]+}}, [[S]];
; CHECK: cvt.u64.u32 [[TIED:%rd[0-9]+]], {{%r[0-9]+}};
; CHECK-NEXT: // begin inline asm
; CHECK-NEXT: add.s64 [[TIED]], [[TIED]], [[Y]];
; CHECK: setp.ne.s32 [[B:%p[0-9]+]], {{%r[0-9]+}}, 0;
; CHECK-NEXT: // end inline asm
; CHECK-NEXT: selp.u32 {{%r[0-9]+}}, 1, 0, [[B]];
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %x, i64 %y, i16 %z, ptr addrspace(1) %out) {
  %c = icmp sgt i32 %x, 3
  %r = call i32 asm "{ .reg .pred %p; and.pred %p, $1, $1; selp.b32 $0, 1, 0, %p; }", "=r,b"(i1 %c)
  store i32 %r, ptr addrspace(1) %out
  %s = call i64 asm "add.s32 $0, $1, 1;", "=r,r"(i64 %y)
  store i64 %s, ptr addrspace(1) %out
  %t = call i16 asm "add.s32 $0, $1, $2;", "=r,r,r"(i16 %z, i32 %x)
  store i16 %t, ptr addrspace(1) %out
  %u = call i32 asm "add.s64 $0, $0, $1;", "=l,l,0"(i64 %y, i32 %x)
  store i32 %u, ptr addrspace(1) %out
  %b = call i1 asm "setp.ne.s32 $0, $1, 0;", "=b,r"(i32 %x)
  %bz = zext i1 %b to i32
  store i32 %bz, ptr addrspace(1) %out
  ret void
}
