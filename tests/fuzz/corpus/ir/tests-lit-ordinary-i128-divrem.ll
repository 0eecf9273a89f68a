; i128 udiv/urem/sdiv/srem as a 128-step shift-subtract loop in a scoped
; block (its label is local, so several divisions in one function assemble),
; and llvm.{u,s}{min,max}.i128 as a compare of the pairs and two selects.
; Results are checked on the GPU by kernels/corpus/i128_div.cu (CPU
; reference) and the differential campaign.
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; CHECK-LABEL: .entry k(
; CHECK-COUNT-4: i128_div_loop:
; CHECK-LABEL: .entry mm(
; CHECK: setp.gt.u64
; CHECK: selp.b64
; CHECK: selp.b64
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %a, i128 %b) {
 %q = udiv i128 %a, %b
 store i128 %q, ptr addrspace(1) %p
 %r = urem i128 %a, %b
 %p1 = getelementptr i128, ptr addrspace(1) %p, i64 1
 store i128 %r, ptr addrspace(1) %p1
 %s = sdiv i128 %a, %b
 %p2 = getelementptr i128, ptr addrspace(1) %p, i64 2
 store i128 %s, ptr addrspace(1) %p2
 %t = srem i128 %a, %b
 %p3 = getelementptr i128, ptr addrspace(1) %p, i64 3
 store i128 %t, ptr addrspace(1) %p3
 ret void
}
define ptx_kernel void @mm(ptr addrspace(1) %p, i128 %a, i128 %b) {
  %m = call i128 @llvm.umax.i128(i128 %a, i128 %b)
  store i128 %m, ptr addrspace(1) %p
  %n = call i128 @llvm.smin.i128(i128 %a, i128 %b)
  %p1 = getelementptr i128, ptr addrspace(1) %p, i64 1
  store i128 %n, ptr addrspace(1) %p1
  ret void
}
declare i128 @llvm.umax.i128(i128, i128)
declare i128 @llvm.smin.i128(i128, i128)
