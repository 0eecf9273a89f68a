; An i8 constant as the left operand of an unsigned division or remainder is
; normalised (255) before it is moved into a register (found by the
; differential campaign: it was materialised as -1, i.e. 0xffff).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; CHECK-LABEL: .entry k(
; CHECK: and.b16 [[Y:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK: mov.b16 [[X:%rs[0-9]+]], 255;
; CHECK: rem.u16 {{%rs[0-9]+}}, [[X]], [[Y]];
; CHECK: mov.b16 [[X2:%rs[0-9]+]], 200;
; CHECK: div.u16 {{%rs[0-9]+}}, [[X2]],
; CHECK: mov.b16 [[X3:%rs[0-9]+]], -56;
; CHECK: div.s16 {{%rs[0-9]+}}, [[X3]],
define ptx_kernel void @k(ptr addrspace(1) %p, i8 %y) {
  %r = urem i8 -1, %y
  store i8 %r, ptr addrspace(1) %p
  %d = udiv i8 200, %y
  %p1 = getelementptr i8, ptr addrspace(1) %p, i64 1
  store i8 %d, ptr addrspace(1) %p1
  %s = sdiv i8 200, %y
  %p2 = getelementptr i8, ptr addrspace(1) %p, i64 2
  store i8 %s, ptr addrspace(1) %p2
  ret void
}
