; Values whose bits the IR proves zero, folded as llc-19's SelectionDAG folds
; them at -O0 too (computeKnownBits / SimplifyDemandedBits), and what the
; folds leave: each RUN pair checks ptxsel's PTX and llc-19's with the same
; patterns.
;  - 'trunc (bswap (zext i16 x to i64)) to i16' is 0: the 'or' it feeds is
;    its other operand, which is the value loaded from the address the
;    result is stored to, so the store writes nothing new and goes, and a
;    reload after it is the first load (difftest s103218_O0: such a loop ran
;    at 1.68x llc-19's time with the or, the store and the reload);
;  - an intrinsic that touches no memory (llvm.bswap) between two loads of
;    one address leaves them one load;
;  - an i128 sign test reads the high half only, and a compare of two
;    values whose high halves are zero compares the low halves;
;  - the high half of a product of two zero-extended 64-bit values is one
;    mul.hi.u64;
;  - a remainder is never above its dividend nor its divisor: the top byte
;    of a remainder of two zero-extended bytes is 0, and the remainder and
;    the byte swap that read it go (difftest s106534_O0: a run-time
;    remainder in a loop, 1.30x llc-19's time).
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O2 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.bswap.i32(i32)

; CHECK-LABEL: .func bswap_or(
; CHECK-NOT: or.b
; CHECK-NOT: {{^[[:space:]]*}}st.u16
; CHECK: ret;
define void @bswap_or(ptr %p, i16 %x) {
  %v = load i16, ptr %p, align 2
  %z = zext i16 %x to i64
  %b = call i64 @llvm.bswap.i64(i64 %z)
  %t = trunc i64 %b to i16
  %o = or i16 %v, %t
  store i16 %o, ptr %p, align 2
  ret void
}

; CHECK-LABEL: .func reload(
; CHECK: {{^[[:space:]]*}}ld.u16
; CHECK-NOT: {{^[[:space:]]*}}ld.u16
; CHECK: {{^[[:space:]]*}}st.u16
; CHECK-NOT: {{^[[:space:]]*}}st.u16
; CHECK: ret;
define void @reload(ptr %p, i16 %x, i16 %s) {
  %v = load i16, ptr %p, align 2
  %z = zext i16 %x to i64
  %b = call i64 @llvm.bswap.i64(i64 %z)
  %t = trunc i64 %b to i16
  %o = or i16 %v, %t
  store i16 %o, ptr %p, align 2
  %w = load i16, ptr %p, align 2
  %sh = shl i16 %w, %s
  %a = add i16 %w, %sh
  store i16 %a, ptr %p, align 2
  ret void
}

; CHECK-LABEL: .func (.param .b32 func_retval0) sign(
; CHECK: setp.gt.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -1;
; CHECK-NOT: setp
; CHECK: ret;
define i1 @sign(i128 %x) {
  %c = icmp sgt i128 %x, -1
  ret i1 %c
}

; (llc-19 shifts the sign bit down; ptxsel compares the high half with 0)
; CHECK-LABEL: .func (.param .b32 func_retval0) negative(
; CHECK-NOT: setp.{{.*}}u64
; CHECK-NOT: and.pred
; CHECK: ret;
define i1 @negative(i128 %x) {
  %c = icmp slt i128 %x, 0
  ret i1 %c
}

; CHECK-LABEL: .func (.param .b32 func_retval0) narrow(
; CHECK: setp.lt.u64
; CHECK-NOT: setp
; CHECK: ret;
define i1 @narrow(i64 %a, i64 %b) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %c = icmp slt i128 %x, %y
  ret i1 %c
}

; CHECK-LABEL: .func (.param .b64 func_retval0) mulhi(
; CHECK-NOT: mul.lo
; CHECK: mul.hi.u64
; CHECK-NOT: mul.lo
; CHECK: ret;
define i64 @mulhi(i32 %a, i64 %b) {
  %x = zext i32 %a to i128
  %y = zext i64 %b to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}

; CHECK-LABEL: .func rem_bswap(
; CHECK-NOT: rem.
; CHECK-NOT: prmt
; CHECK: st.u8
; CHECK: ret;
define void @rem_bswap(ptr %p) {
  %x = load i8, ptr %p, align 1
  %a = zext i8 %x to i32
  %y = load i8, ptr %p, align 1
  %b = zext i8 %y to i32
  %o = or i32 %b, 1
  %r = srem i32 %a, %o
  %s = call i32 @llvm.bswap.i32(i32 %r)
  %t = trunc i32 %s to i8
  store i8 %t, ptr %p, align 1
  ret void
}
