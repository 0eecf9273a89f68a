; Fast-math flags (nsz, reassoc) where llc-19's DAG combiner folds by them
; and ptxsel does the same fold, or where no fold of theirs applies and
; ptxsel selects the instruction as it is. Each RUN pair checks ptxsel's PTX
; and llc-19's with the same patterns.
;  - a select with the nsz flag of a compare of its own values becomes min /
;    max when both values are never NaN (as under the
;    "no-signed-zeros-fp-math" attribute, nsz-attr.ll); half and bfloat too
;    on sm_80 and later (min.f16 / max.bf16), not before (selp on sm_75);
;    a select by an ord compare (x == x ? x : 0) has no min / max, and a
;    clamp of a warp shuffle's value stays a select;
;  - a call with a constant operand and the flags: min / max, copysign,
;    rounding and llvm.nvvm.* calls have no fold by reassoc or nsz;
;  - fadd / fsub of two values: x + x, x - x, -x + x, (x * y) + x and (x * 3)
;    + (x * 5) stay as they are (the folds that apply: fp-attrs-refused.ll);
;  - x * y - z with nsz, x and y not negatable to llc-19's DAG (parameters):
;    fma(x, y, -z), not -fma(-x, y, z) (which fp-attrs-refused.ll refuses);
;  - a zero operand with nsz: x + 0.0 is x, 0.0 - x is -x; x * 0.0 stays.
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o - | FileCheck %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s
; RUN: %ptxsel -mcpu=sm_75 -O2 %s -o %t75.ptx
; RUN: FileCheck --check-prefix=SM75 %s < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 -O2 %s -o - | FileCheck --check-prefix=SM75 %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func{{.*}}sel_min
; CHECK: min.f32
; CHECK-NOT: selp
; SM75-LABEL: .func{{.*}}sel_min
; SM75: min.f32
define float @sel_min(i32 %x, i32 %y) {
  %a = sitofp i32 %x to float
  %b = sitofp i32 %y to float
  %c = fcmp olt float %a, %b
  %s = select nsz i1 %c, float %a, float %b
  ret float %s
}

; (operands swapped: max, the constant second)
; CHECK-LABEL: .func{{.*}}sel_max_const
; CHECK: max.f64 {{.*}}0d4000000000000000
; CHECK-NOT: selp
define double @sel_max_const(i32 %x) {
  %a = sitofp i32 %x to double
  %c = fcmp olt double %a, 2.0
  %s = select reassoc nsz i1 %c, double 2.0, double %a
  ret double %s
}

; (a parameter may be a NaN: the select stays)
; CHECK-LABEL: .func{{.*}}sel_maybe_nan
; CHECK: selp
define float @sel_maybe_nan(float %a, float %b) {
  %c = fcmp olt float %a, %b
  %s = select nsz i1 %c, float %a, float %b
  ret float %s
}

; CHECK-LABEL: .func{{.*}}sel_half
; CHECK: min.f16
; CHECK-NOT: selp
; SM75-LABEL: .func{{.*}}sel_half
; SM75: selp.b16
define half @sel_half(i32 %x) {
  %a = sitofp i32 %x to half
  %c = fcmp ogt half %a, 0xH5400
  %s = select nsz i1 %c, half 0xH5400, half %a
  ret half %s
}

; CHECK-LABEL: .func{{.*}}sel_bf16
; CHECK: max.bf16
; CHECK-NOT: selp
define bfloat @sel_bf16(i32 %x) {
  %a = sitofp i32 %x to bfloat
  %c = fcmp olt bfloat %a, 0xRCE80
  %s = select nsz i1 %c, bfloat 0xRCE80, bfloat %a
  ret bfloat %s
}

; CHECK-LABEL: .func{{.*}}sel_ord
; CHECK: setp.num.f32
; CHECK: selp
define float @sel_ord(float %a) {
  %c = fcmp ord float %a, 0.0
  %s = select reassoc nsz i1 %c, float %a, float 0.0
  ret float %s
}

declare float @llvm.minnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.trunc.f64(double)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)

; CHECK-LABEL: .func{{.*}}calls_const
; CHECK: min.f32 {{.*}}0f40200000
; CHECK: shfl.sync.down.b32
define float @calls_const(float %x, i32 %n) {
  %a = call reassoc nsz float @llvm.minnum.f32(float %x, float 2.5)
  %b = call reassoc nsz float @llvm.copysign.f32(float 3.0, float %x)
  %s = call reassoc nsz float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float 1.5, i32 %n, i32 31)
  %t = call reassoc nsz double @llvm.trunc.f64(double 2.5)
  %tf = fptrunc double %t to float
  %r1 = fadd float %a, %b
  %r2 = fadd float %r1, %s
  %r3 = fadd float %r2, %tf
  ret float %r3
}

; CHECK-LABEL: .func{{.*}}values
; CHECK: add.rn.f32 [[T:%[a-z0-9]+]], [[X:%[a-z0-9]+]], [[X]];
; CHECK: sub.rn.f32 {{%[a-z0-9]+}}, [[X]], [[X]];
; CHECK: mul.rn.f32 [[M:%[a-z0-9]+]], [[X]], [[Y:%[a-z0-9]+]];
; CHECK: add.rn.f32 {{%[a-z0-9]+}}, [[M]], [[X]];
; CHECK: mul.rn.f32 {{%[a-z0-9]+}}, [[Y]], 0f40400000;
; CHECK: mul.rn.f32 {{%[a-z0-9]+}}, [[Y]], 0f40A00000;
define void @values(ptr %p, float %x, float %y) {
  %a = fadd reassoc nsz float %x, %x
  %b = fsub reassoc nsz float %x, %x
  %m = fmul float %x, %y
  %e = fadd reassoc nsz float %m, %x
  %m3 = fmul float %y, 3.0
  %m5 = fmul float %y, 5.0
  %j = fadd reassoc nsz float %m3, %m5
  store volatile float %a, ptr %p
  store volatile float %b, ptr %p
  store volatile float %e, ptr %p
  store volatile float %j, ptr %p
  ret void
}

; CHECK-LABEL: .func{{.*}}fused_plain
; CHECK: neg.f32 [[N:%[a-z0-9]+]], [[Z:%[a-z0-9]+]];
; CHECK: fma.rn.f32 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, [[N]];
; CHECK-NOT: neg.f32
; CHECK: ret;
define float @fused_plain(float %x, float %y, float %z) {
  %m = fmul contract float %x, %y
  %r = fsub nsz contract float %m, %z
  ret float %r
}

; A zero operand: x * 0.0 stays (its fold needs nnan too); x + 0.0, 0.0 + x
; and x - -0.0 are x, 0.0 - x is -x (nsz).
; CHECK-LABEL: .func{{.*}}zeros
; CHECK: mul.rn.f32 {{%[a-z0-9]+}}, {{%[a-z0-9]+}}, 0f00000000;
; CHECK: neg.f32
; CHECK-NOT: add.
; CHECK-NOT: sub.
; CHECK: ret;
define void @zeros(ptr %p, float %x, half %h) {
  %a = fmul reassoc nsz float %x, 0.0
  %d = fadd reassoc nsz float %x, 0.0
  %e = fsub reassoc nsz float 0.0, %x
  %f = fsub nsz float %x, -0.0
  %g = fadd nsz half 0xH0000, %h
  store volatile float %a, ptr %p
  store volatile float %d, ptr %p
  store volatile float %e, ptr %p
  store volatile float %f, ptr %p
  store volatile half %g, ptr %p
  ret void
}

; A warp shuffle's result may be a NaN to llc-19's DAG (an intrinsic node it
; knows nothing of), and so may a select of it: the clamp after the NaN
; check stays a select.
; CHECK-LABEL: .func{{.*}}clamp_shfl
; CHECK: shfl.sync.down.b32
; CHECK-NOT: max.f32
; CHECK: selp
; CHECK-NOT: max.f32
; CHECK: ret;
define float @clamp_shfl(float %x, i32 %n) {
  %s = call reassoc nsz float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %x, i32 %n, i32 31)
  %o = fcmp reassoc nsz ord float %s, 0.0
  %c = select reassoc nsz i1 %o, float %s, float 0.0
  %l = fcmp reassoc nsz olt float %c, -1.0e+02
  %r = select reassoc nsz i1 %l, float -1.0e+02, float %c
  ret float %r
}
