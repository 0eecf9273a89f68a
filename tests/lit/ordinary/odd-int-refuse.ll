; What the odd-width legalisation refuses, each by name, with no output:
; kernel parameters (llc-19 prints .param .u33, which ptxas rejects),
; parameters of i65..i127 (llc-19 cannot lower them either), loads/stores
; and bitcasts of vectors of odd widths.
; RUN: not %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: in function 'kern': error: unsupported: a kernel parameter of odd-width integer type {{.*}} ('void (i33, ptr)')
; CHECK: in function 'wideparam': error: unsupported: a parameter or return value of an integer type between i65 and i127 {{.*}} ('i65 (i65)')
; CHECK: in function 'vecmem': error: unsupported: a load of a vector or aggregate with odd-width integer elements ('<4 x i7>')
; CHECK: in function 'vecmem': error: unsupported: a store of a vector or aggregate with odd-width integer elements ('<4 x i7>')
; CHECK: in function 'vecbits': error: unsupported: a bitcast of a vector of odd-width integers
; CHECK-NOT: error

define ptx_kernel void @kern(i33 %x, ptr %p) {
  store i33 %x, ptr %p
  ret void
}
define i65 @wideparam(i65 %x) {
  ret i65 %x
}
define void @vecmem(ptr %p) {
  %v = load <4 x i7>, ptr %p
  store <4 x i7> %v, ptr %p
  ret void
}
define i64 @vecbits(i32 %a) {
  %t = trunc i32 %a to i28
  %v = bitcast i28 %t to <4 x i7>
  %e = extractelement <4 x i7> %v, i32 1
  %r = zext i7 %e to i64
  ret i64 %r
}
