; The NVVM conversions with an explicit rounding (llvm.nvvm.f2i.rn ...,
; 90 intrinsics of LLVM 19) are rows of tablegen-data/ordinary.td, printed
; as llc-19 prints them; ptxas takes them. All 90 run against llc-19 on the
; GPU in the intrinsic kernels' nvvm_cvt group (kernels/RESULTS.md).
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK: cvt.rni.s32.f32 %r{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rzi.ftz.u64.f32 %rd{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
; CHECK: cvt.rmi.s64.f64 %rd{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}};
; CHECK: cvt.rp.f32.u32 %{{[fr]}}{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: cvt.rz.f64.s64 %{{[fr]}}d{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cvt.rm.ftz.f32.f64 %{{[fr]}}{{[0-9]+}}, %{{[fr]}}d{{[0-9]+}};
; CHECK: cvt.rn.ftz.f16.f32 %rs{{[0-9]+}}, %{{[fr]}}{{[0-9]+}};
define void @k(ptr %o, float %f, double %d, i32 %i, i64 %l) {
  %a = call i32 @llvm.nvvm.f2i.rn(float %f)
  store volatile i32 %a, ptr %o
  %b = call i64 @llvm.nvvm.f2ull.rz.ftz(float %f)
  store volatile i64 %b, ptr %o
  %c = call i64 @llvm.nvvm.d2ll.rm(double %d)
  store volatile i64 %c, ptr %o
  %e = call float @llvm.nvvm.ui2f.rp(i32 %i)
  store volatile float %e, ptr %o
  %g = call double @llvm.nvvm.ll2d.rz(i64 %l)
  store volatile double %g, ptr %o
  %h = call float @llvm.nvvm.d2f.rm.ftz(double %d)
  store volatile float %h, ptr %o
  %j = call i16 @llvm.nvvm.f2h.rn.ftz(float %f)
  store volatile i16 %j, ptr %o
  ret void
}
declare i32 @llvm.nvvm.f2i.rn(float)
declare i64 @llvm.nvvm.f2ull.rz.ftz(float)
declare i64 @llvm.nvvm.d2ll.rm(double)
declare float @llvm.nvvm.ui2f.rp(i32)
declare double @llvm.nvvm.ll2d.rz(i64)
declare float @llvm.nvvm.d2f.rm.ftz(double)
declare i16 @llvm.nvvm.f2h.rn.ftz(float)
