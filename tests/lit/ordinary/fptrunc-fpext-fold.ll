; fptrunc (fpext x) back to x's own type is x, as llc-19's combiner folds
; it at every level, -O0 too, when both are in one block (one DAG), also
; through the DAG's identities (x / 1.0 here). The store of the loaded
; value that remains is then dropped as a no-op store (difftest
; s89735_O0: '(bf16)((float)v / 1.0f)' stored back into v's slot in a
; loop ran 1.9x llc-19's time; the round trip also made a NaN's payload
; the canonical NaN where llc-19 keeps the bits). Across blocks (d) or
; to another type (e) the conversions stay, as in llc-19's PTX.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=O2 < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func a(
; CHECK: ld.b16 [[X:%rs[0-9]+]], [
; CHECK-NOT: cvt
; CHECK: st.b16 [{{%rd[0-9]+}}], [[X]];
define void @a(ptr %p, ptr %q) {
  %x = load bfloat, ptr %p
  %e = fpext bfloat %x to float
  %d = fdiv contract float %e, 1.000000e+00
  %t = fptrunc float %d to bfloat
  store bfloat %t, ptr %q
  ret void
}

; CHECK-LABEL: .func b(
; CHECK: ld.b16 [[X:%rs[0-9]+]], [
; CHECK-NOT: cvt
; CHECK: st.b16 [{{%rd[0-9]+}}], [[X]];
define void @b(ptr %p, ptr %q) {
  %x = load half, ptr %p
  %e = fpext half %x to double
  %t = fptrunc double %e to half
  store half %t, ptr %q
  ret void
}

; -O0: another block, another DAG: the conversions stay (-O2's IR passes
; fold them first, as llc-19 -O2's do)
; CHECK-LABEL: .func d(
; CHECK: cvt.f64.f32
; CHECK: cvt.rn.f32.f64
; O2-LABEL: .func d(
; O2-NOT: cvt
; O2: ret;
define void @d(ptr %p, ptr %q, i1 %c) {
  %x = load float, ptr %p
  %e = fpext float %x to double
  br i1 %c, label %l, label %m
l:
  %t = fptrunc double %e to float
  store float %t, ptr %q
  ret void
m:
  ret void
}

; half -> float -> bfloat is a real conversion
; CHECK-LABEL: .func e(
; CHECK: cvt.f32.f16
; CHECK: cvt.rn.bf16.f32
define void @e(ptr %p, ptr %q) {
  %x = load half, ptr %p
  %e = fpext half %x to float
  %t = fptrunc float %e to bfloat
  store bfloat %t, ptr %q
  ret void
}

; the loop of s89735_O0: v = (bf16)((float)v / 1.0f) stores nothing
; CHECK-LABEL: .func loop(
; CHECK: $L__BB4_1:
; CHECK-NOT: st.local.b16
; CHECK: $L__BB4_3:
define void @loop(i32 %n) {
  %v = alloca bfloat, align 2
  %i = alloca i32, align 4
  store bfloat 0xR3F80, ptr %v, align 2
  store i32 %n, ptr %i, align 4
  br label %h
h:
  %c = load i32, ptr %i, align 4
  %t = icmp ne i32 %c, 0
  br i1 %t, label %b, label %x
b:
  %c1 = add i32 %c, -1
  store i32 %c1, ptr %i, align 4
  %l = load bfloat, ptr %v, align 2
  %e = fpext bfloat %l to float
  %d = fdiv contract float %e, 1.000000e+00
  %r = fptrunc float %d to bfloat
  store bfloat %r, ptr %v, align 2
  br label %h
x:
  ret void
}
