; An unsigned 64-bit division or remainder of a constant dividend below
; 2^32 at -O1 and above: when the divisor exceeds the dividend the quotient
; is 0 and the remainder the dividend, with no division; otherwise both fit
; in 32 bits (llc-19's CodeGenPrepare bypass for a short dividend; difftest
; s72183_O2 had three 'urem i64 255, %x'). A constant dividend of 2^32 or
; more, and the signed forms, divide in 64 bits as before, and so does -O0.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin

target datalayout = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: mov.b64 [[C:%rd[0-9]+]], 255;
; CHECK: setp.gt.u64 %pb, [[X:%rd[0-9]+]], [[C]];
; CHECK: rem.u32
; CHECK: mov.b64 %rd{{[0-9]+}}, [[C]];
; CHECK: mov.b64 [[M:%rd[0-9]+]], 4294967295;
; CHECK: setp.gt.u64 %pb, [[X]], [[M]];
; CHECK: div.u32
; CHECK: mov.b64 %rd{{[0-9]+}}, 0;
; CHECK-NOT: setp.gt.u64 %pb
; CHECK: div.u64
; CHECK: rem.s64
; CHECK: ret;
; O0-LABEL: .entry k(
; O0-NOT: setp.gt.u64
; O0: rem.u64
; O0: div.u64
; O0: div.u64
; O0: rem.s64
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %x) {
  %r = urem i64 255, %x
  %q = udiv i64 4294967295, %x
  %q2 = udiv i64 4294967296, %x
  %r2 = srem i64 7, %x
  store i64 %r, ptr addrspace(1) %out, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %q, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %q2, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %r2, ptr addrspace(1) %p3, align 8
  ret void
}

; A run-time dividend the IR bounds below 2^32 (a zero extension, and the
; quotient of one) takes the same test of the divisor against it when the
; division is unsigned (difftest s72785_O2); when the divisor is bounded
; too, the division is 32-bit in place, with no test, signed or not; a
; signed division of a short dividend by an unbounded divisor keeps the
; general bypass (the width test of both).
; CHECK-LABEL: .entry kr(
; CHECK: setp.gt.u64 %pb, [[Y:%rd[0-9]+]], [[X:%rd[0-9]+]];
; CHECK: div.u32
; CHECK: setp.gt.u64 %pb, {{%rd[0-9]+}}, {{%rd[0-9]+}};
; CHECK: rem.u32
; CHECK-NOT: %pb
; CHECK: cvt.u32.u64 [[A:%r[0-9]+]],
; CHECK-NEXT: cvt.u32.u64 [[B:%r[0-9]+]],
; CHECK-NEXT: div.u32 {{%r[0-9]+}}, [[A]], [[B]];
; CHECK: div64_slow:
; CHECK-NEXT: div.s64
; CHECK: ret;
; O0-LABEL: .entry kr(
; O0-NOT: %pb
; O0: div.u64
; O0: rem.u64
; O0: div.u64
; O0: div.s64
define ptx_kernel void @kr(ptr addrspace(1) %out, i32 %g, i64 %x, i16 %h) {
  %a = zext i32 %g to i64
  %q = udiv i64 %a, %x
  %r = urem i64 %q, %x
  %b = zext i16 %h to i64
  %s = sdiv i64 %a, %b
  %t = sdiv i64 %a, %x
  store i64 %q, ptr addrspace(1) %out, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %r, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %s, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %t, ptr addrspace(1) %p3, align 8
  ret void
}

; A hash-like operand (an xor, a product with a constant wider than 32
; significant bits) is likely long: no bypass, the 64-bit division itself,
; as CodeGenPrepare leaves it (difftest s73926_O2); an xor of two values
; known to fit in 32 bits is short, not hash-like.
; CHECK-LABEL: .entry kh(
; CHECK-NOT: %pb
; CHECK: rem.u64
; CHECK-NOT: %pb
; CHECK: div.u64
; CHECK-NOT: %pb
; CHECK: div.u32
; CHECK: ret;
define ptx_kernel void @kh(ptr addrspace(1) %out, i64 %x, i64 %y, i32 %g, i32 %h) {
  %m = mul i64 %x, -72057594037927936
  %r = urem i64 %m, %y
  %e = xor i64 %x, %y
  %q = udiv i64 %y, %e
  %gz = zext i32 %g to i64
  %hz = zext i32 %h to i64
  %s = xor i64 %gz, %hz
  %t = udiv i64 %s, %hz
  store i64 %r, ptr addrspace(1) %out, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %q, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i64 %t, ptr addrspace(1) %p2, align 8
  ret void
}
