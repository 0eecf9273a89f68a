; i128 shifts by a variable amount: the halves combine through PTX's
; clamping of shift amounts above 64; ashr selects the low half so that the
; sign fill of the high half never leaks into shifts below 64. Results are
; checked on the GPU by the differential campaign (tests/difftest).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; CHECK-LABEL: .entry k(
; CHECK: cvt.u32.u64 [[S:%r[0-9]+]],
; CHECK: neg.s32 [[R:%r[0-9]+]], [[S]];
; CHECK: add.s32 [[R]], [[R]], 64;
; CHECK: add.s32 [[M:%r[0-9]+]], [[S]], -64;
; CHECK: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[S]];
; CHECK: shr.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[R]];
; CHECK: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[M]];
; CHECK: shr.u64
; CHECK: shr.s64 [[T3:%rd[0-9]+]], {{%rd[0-9]+}}, [[M2:%r[0-9]+]];
; CHECK: setp.lt.u32 [[P:%p[0-9]+]], [[S2:%r[0-9]+]], 64;
; CHECK: selp.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[T3]], [[P]];
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %x, i128 %s) {
  %a = shl i128 %x, %s
  store i128 %a, ptr addrspace(1) %p
  %b = lshr i128 %x, %s
  %p1 = getelementptr i128, ptr addrspace(1) %p, i64 1
  store i128 %b, ptr addrspace(1) %p1
  %c = ashr i128 %x, %s
  %p2 = getelementptr i128, ptr addrspace(1) %p, i64 2
  store i128 %c, ptr addrspace(1) %p2
  ret void
}
