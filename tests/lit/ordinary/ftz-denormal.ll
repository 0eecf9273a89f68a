; Functions whose f32 denormals flush to zero ("denormal-fp-math-f32" or
; "denormal-fp-math" with output mode preserve-sign: clang's
; -fgpu-flush-denormals-to-zero) select the .ftz forms exactly where llc-19
; does (NVPTX's useF32FTZ): f32 arithmetic, compares, conversions from and to
; f32 (not from integers, not to half / bfloat), the f32 expansions (frem,
; round, copysign), and half arithmetic and compares. The same CHECK lines
; hold for llc-19's own output (the FTZ prefix runs on both), and ptxas
; assembles ptxsel's. Without the attribute, or with another output mode
; (ieee, positive-zero, dynamic, or preserve-sign only as the input mode),
; nothing changes (IEEE prefix, also checked on llc-19).
; RUN: %ptxsel -mcpu=sm_90 -O2 %s -o %t.ptx
; RUN: FileCheck --check-prefixes=CHECK,FTZ,SAME %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 -O0 %s -o %t.O0.ptx
; RUN: FileCheck --check-prefixes=CHECK,FTZ,SAME %s < %t.O0.ptx
; RUN: %ptxas -arch=sm_90 %t.O0.ptx -o %t.O0.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %s -o %t.llc.ptx
; RUN: FileCheck --check-prefixes=CHECK,FTZ,SAME %s < %t.llc.ptx
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { nounwind }/' %s > %t.ieee.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.ieee.ll -o %t.ieee.ptx
; RUN: FileCheck --check-prefixes=CHECK,IEEE,SAME %s < %t.ieee.ptx
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.ieee.ll -o %t.ieee.llc.ptx
; RUN: FileCheck --check-prefixes=CHECK,IEEE,SAME %s < %t.ieee.llc.ptx
; The output mode decides, "denormal-fp-math-f32" before "denormal-fp-math":
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math"="preserve-sign" }/' %s > %t.dfm.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.dfm.ll | FileCheck --check-prefixes=CHECK,FTZ,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.dfm.ll -o - | FileCheck --check-prefixes=CHECK,FTZ,SAME %s
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math-f32"="preserve-sign,ieee" }/' %s > %t.psieee.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.psieee.ll | FileCheck --check-prefixes=CHECK,FTZ,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.psieee.ll -o - | FileCheck --check-prefixes=CHECK,FTZ,SAME %s
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math-f32"="ieee,preserve-sign" }/' %s > %t.ieeeps.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.ieeeps.ll | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.ieeeps.ll -o - | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math-f32"="positive-zero,positive-zero" }/' %s > %t.pz.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.pz.ll | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.pz.ll -o - | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math-f32"="dynamic,dynamic" }/' %s > %t.dyn.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.dyn.ll | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.dyn.ll -o - | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: sed -e 's/^attributes #0 = .*/attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" }/' %s > %t.f32wins.ll
; RUN: %ptxsel -mcpu=sm_90 -O2 %t.f32wins.ll | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
; RUN: %llc -march=nvptx64 -mcpu=sm_90 -O2 %t.f32wins.ll -o - | FileCheck --check-prefixes=CHECK,IEEE,SAME %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func fadd(
; FTZ: add.rn.ftz.f32{{[[:space:]]}}
; IEEE: add.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fadd(ptr %p, float %a, float %b) #0 {
  %r = fadd float %a, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fsub(
; FTZ: sub.rn.ftz.f32{{[[:space:]]}}
; IEEE: sub.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fsub(ptr %p, float %a, float %b) #0 {
  %r = fsub float %a, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fmul(
; FTZ: mul.rn.ftz.f32{{[[:space:]]}}
; IEEE: mul.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fmul(ptr %p, float %a, float %b) #0 {
  %r = fmul float %a, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fdiv(
; FTZ: div.rn.ftz.f32{{[[:space:]]}}
; IEEE: div.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fdiv(ptr %p, float %a, float %b) #0 {
  %r = fdiv float %a, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func rcp(
; FTZ: {{(rcp.rn.ftz.f32 .*%|div.rn.ftz.f32 .*0f3F800000)}}
; IEEE: {{(rcp.rn.f32 .*%|div.rn.f32 .*0f3F800000)}}
; IEEE-NOT: .ftz
define void @rcp(ptr %p, float %a, float %b) #0 {
  %r = fdiv float 1.0, %a
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func frem(
; FTZ: div.rn.ftz.f32{{[[:space:]]}}
; IEEE: div.rn.f32{{[[:space:]]}}
; FTZ: cvt.rzi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rzi.f32.f32{{[[:space:]]}}
; FTZ: mul.ftz.f32{{[[:space:]]}}
; IEEE: mul.f32{{[[:space:]]}}
; FTZ: sub.ftz.f32{{[[:space:]]}}
; IEEE: sub.f32{{[[:space:]]}}
; FTZ: testp.infinite.f32{{[[:space:]]}}
; IEEE: testp.infinite.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @frem(ptr %p, float %a, float %b) #0 {
  %r = frem float %a, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fneg(
; FTZ: neg.ftz.f32{{[[:space:]]}}
; IEEE: neg.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fneg(ptr %p, float %a, float %b) #0 {
  %r = fneg float %a
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fabs(
; FTZ: abs.ftz.f32{{[[:space:]]}}
; IEEE: abs.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fabs(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.fabs.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func minnum(
; FTZ: min.ftz.f32{{[[:space:]]}}
; IEEE: min.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @minnum(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func maxnum(
; FTZ: max.ftz.f32{{[[:space:]]}}
; IEEE: max.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @maxnum(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func minimum(
; FTZ: min.NaN.ftz.f32{{[[:space:]]}}
; IEEE: min.NaN.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @minimum(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func maximum(
; FTZ: max.NaN.ftz.f32{{[[:space:]]}}
; IEEE: max.NaN.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @maximum(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.maximum.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func sqrt(
; FTZ: sqrt.rn.ftz.f32{{[[:space:]]}}
; IEEE: sqrt.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @sqrt(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.sqrt.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func nvvm_sqrt(
; FTZ: sqrt.rn.ftz.f32{{[[:space:]]}}
; IEEE: sqrt.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @nvvm_sqrt(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.nvvm.sqrt.f(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fma(
; FTZ: fma.rn.ftz.f32{{[[:space:]]}}
; IEEE: fma.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fma(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.fma.f32(float %a, float %b, float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fmuladd(
; FTZ: fma.rn.ftz.f32{{[[:space:]]}}
; IEEE: fma.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fmuladd(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func contract(
; FTZ: fma.rn.ftz.f32{{[[:space:]]}}
; IEEE: fma.rn.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @contract(ptr %p, float %a, float %b) #0 {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func floor(
; FTZ: cvt.rmi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rmi.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @floor(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.floor.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func ceil(
; FTZ: cvt.rpi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rpi.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @ceil(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.ceil.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func trunc(
; FTZ: cvt.rzi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rzi.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @trunc(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.trunc.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func rint(
; FTZ: cvt.rni.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rni.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @rint(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.rint.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func nearbyint(
; FTZ: cvt.rni.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rni.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @nearbyint(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.nearbyint.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func roundeven(
; FTZ: cvt.rni.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rni.f32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @roundeven(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.roundeven.f32(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func round(
; FTZ: add.rn.ftz.f32{{[[:space:]]}}
; IEEE: add.rn.f32{{[[:space:]]}}
; FTZ: cvt.rzi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rzi.f32.f32{{[[:space:]]}}
; FTZ: abs.ftz.f32{{[[:space:]]}}
; IEEE: abs.f32{{[[:space:]]}}
; FTZ: setp.gt.ftz.f32{{[[:space:]]}}
; IEEE: setp.gt.f32{{[[:space:]]}}
; FTZ: cvt.rzi.ftz.f32.f32{{[[:space:]]}}
; IEEE: cvt.rzi.f32.f32{{[[:space:]]}}
; FTZ: setp.lt.ftz.f32{{[[:space:]]}}
; IEEE: setp.lt.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @round(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.round.f32(float %a)
  store float %r, ptr %p
  ret void
}

; (without .ftz, ptxsel prints copysign.f32 and llc-19 abs, neg and a select:
; the same values)
; CHECK-LABEL: .func copysign(
; FTZ: abs.ftz.f32{{[[:space:]]}}
; IEEE: {{(abs.f32|copysign.f32)}}
; FTZ: neg.ftz.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @copysign(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fcmp(
; FTZ: setp.ltu.ftz.f32{{[[:space:]]}}
; IEEE: setp.ltu.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fcmp(ptr %p, float %a, float %b) #0 {
  %c = fcmp ult float %a, %b
  %r = select i1 %c, float %a, float %b
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fpext(
; FTZ: cvt.ftz.f64.f32{{[[:space:]]}}
; IEEE: cvt.f64.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fpext(ptr %p, float %a, float %b) #0 {
  %r = fpext float %a to double
  store double %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fptrunc(
; FTZ: cvt.rn.ftz.f32.f64{{[[:space:]]}}
; IEEE: cvt.rn.f32.f64{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fptrunc(ptr %p, double %a, double %b) #0 {
  %r = fptrunc double %a to float
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fptosi(
; FTZ: cvt.rzi.ftz.s32.f32{{[[:space:]]}}
; IEEE: cvt.rzi.s32.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fptosi(ptr %p, float %a, float %b) #0 {
  %r = fptosi float %a to i32
  store i32 %r, ptr %p
  ret void
}

; CHECK-LABEL: .func fptoui(
; FTZ: cvt.rzi.ftz.u64.f32{{[[:space:]]}}
; IEEE: cvt.rzi.u64.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @fptoui(ptr %p, float %a, float %b) #0 {
  %r = fptoui float %a to i64
  store i64 %r, ptr %p
  ret void
}

; CHECK-LABEL: .func h2f(
; FTZ: cvt.ftz.f32.f16{{[[:space:]]}}
; IEEE: cvt.f32.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @h2f(ptr %p, half %a, half %b) #0 {
  %r = fpext half %a to float
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func bf2f(
; FTZ: cvt.ftz.f32.bf16{{[[:space:]]}}
; IEEE: cvt.f32.bf16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @bf2f(ptr %p, bfloat %a, bfloat %b) #0 {
  %r = fpext bfloat %a to float
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hadd(
; FTZ: add.rn.ftz.f16{{[[:space:]]}}
; IEEE: add.rn.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hadd(ptr %p, half %a, half %b) #0 {
  %r = fadd half %a, %b
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hmul(
; FTZ: mul.rn.ftz.f16{{[[:space:]]}}
; IEEE: mul.rn.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hmul(ptr %p, half %a, half %b) #0 {
  %r = fmul half %a, %b
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hneg(
; FTZ: neg.ftz.f16{{[[:space:]]}}
; IEEE: neg.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hneg(ptr %p, half %a, half %b) #0 {
  %r = fneg half %a
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hfma(
; FTZ: fma.rn.ftz.f16{{[[:space:]]}}
; IEEE: fma.rn.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hfma(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.fma.f16(half %a, half %b, half %a)
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hmin(
; FTZ: min.ftz.f16{{[[:space:]]}}
; IEEE: min.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hmin(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.minnum.f16(half %a, half %b)
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hmaximum(
; FTZ: max.NaN.ftz.f16{{[[:space:]]}}
; IEEE: max.NaN.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hmaximum(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.maximum.f16(half %a, half %b)
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hcmp(
; FTZ: setp.lt.ftz.f16{{[[:space:]]}}
; IEEE: setp.lt.f16{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hcmp(ptr %p, half %a, half %b) #0 {
  %c = fcmp olt half %a, %b
  %r = select i1 %c, half %a, half %b
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hdiv(
; FTZ: cvt.ftz.f32.f16{{[[:space:]]}}
; IEEE: cvt.f32.f16{{[[:space:]]}}
; FTZ: cvt.ftz.f32.f16{{[[:space:]]}}
; IEEE: cvt.f32.f16{{[[:space:]]}}
; FTZ: div.rn.ftz.f32{{[[:space:]]}}
; IEEE: div.rn.f32{{[[:space:]]}}
; FTZ: cvt.rn.f16.f32{{[[:space:]]}}
; IEEE: cvt.rn.f16.f32{{[[:space:]]}}
; IEEE-NOT: .ftz
define void @hdiv(ptr %p, half %a, half %b) #0 {
  %r = fdiv half %a, %b
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func nvvm_fmin(
; SAME: min.f32{{[[:space:]]}}
; SAME-NOT: .ftz
define void @nvvm_fmin(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.nvvm.fmin.f(float %a, float %b)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func nvvm_ex2(
; SAME: ex2.approx.f32{{[[:space:]]}}
; SAME-NOT: .ftz
define void @nvvm_ex2(ptr %p, float %a, float %b) #0 {
  %r = call float @llvm.nvvm.ex2.approx.f(float %a)
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func sitofp(
; SAME: cvt.rn.f32.s32{{[[:space:]]}}
; SAME-NOT: .ftz
define void @sitofp(ptr %p, i32 %a, i32 %b) #0 {
  %r = sitofp i32 %a to float
  store float %r, ptr %p
  ret void
}

; CHECK-LABEL: .func f2h(
; SAME: cvt.rn.f16.f32{{[[:space:]]}}
; SAME-NOT: .ftz
define void @f2h(ptr %p, float %a, float %b) #0 {
  %r = fptrunc float %a to half
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func dadd(
; SAME: add.rn.f64{{[[:space:]]}}
; SAME-NOT: .ftz
define void @dadd(ptr %p, double %a, double %b) #0 {
  %r = fadd double %a, %b
  store double %r, ptr %p
  ret void
}

; CHECK-LABEL: .func hceil(
; SAME: cvt.rpi.f16.f16{{[[:space:]]}}
; SAME-NOT: .ftz
define void @hceil(ptr %p, half %a, half %b) #0 {
  %r = call half @llvm.ceil.f16(half %a)
  store half %r, ptr %p
  ret void
}

; CHECK-LABEL: .func bfabs(
; SAME: abs.bf16{{[[:space:]]}}
; SAME-NOT: .ftz
define void @bfabs(ptr %p, bfloat %a, bfloat %b) #0 {
  %r = call bfloat @llvm.fabs.bf16(bfloat %a)
  store bfloat %r, ptr %p
  ret void
}

declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.copysign.f32(float, float)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maximum.f16(half, half)
declare half @llvm.ceil.f16(half)
declare bfloat @llvm.fabs.bf16(bfloat)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.ex2.approx.f(float)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
