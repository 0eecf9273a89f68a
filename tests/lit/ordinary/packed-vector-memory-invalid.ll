; A vector whose elements are not whole bytes is bit-packed in memory
; (<4 x i1> is one byte; vectors of other odd widths are refused earlier): a load or store of one, alone or
; inside a struct, is refused with a diagnostic naming the vector, not laid
; out one byte per element (ptxsel used to read and write bytes 0..3 of a
; one-byte <4 x i1>, past the object). Nothing is written.
; RUN: not %ptxsel -mcpu=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: in function 'ld_v4i1': error: load of '<4 x i1>' is not supported: a vector of 1-bit elements is bit-packed in memory
; CHECK: in function 'st_struct': error: store of '<2 x i1>' is not supported: a vector of 1-bit elements is bit-packed in memory
; CHECK-NOT: error:

target triple = "nvptx64-nvidia-cuda"

define <4 x i1> @ld_v4i1(ptr %p) {
  %v = load <4 x i1>, ptr %p
  ret <4 x i1> %v
}

define void @st_struct(ptr %p, i8 %b) {
  %s = insertvalue {i8, <2 x i1>} {i8 0, <2 x i1> <i1 1, i1 0>}, i8 %b, 0
  store {i8, <2 x i1>} %s, ptr %p
  ret void
}

; whole-byte elements and arrays of i1 (one byte each) are fine
define void @ok(ptr %p, <4 x i8> %v, [4 x i1] %a) {
  store <4 x i8> %v, ptr %p
  store [4 x i1] %a, ptr %p
  ret void
}
