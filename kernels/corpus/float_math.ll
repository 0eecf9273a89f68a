; ModuleID = 'kernels/corpus/float_math.cu'
source_filename = "kernels/corpus/float_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fmath_f32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %86

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %1, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds float, ptr %2, i64 %13
  %19 = load float, ptr %18, align 4, !tbaa !6
  %20 = mul nsw i64 %13, 96
  %21 = getelementptr inbounds i8, ptr %3, i64 %20
  %22 = fadd contract float %15, %17
  store float %22, ptr %21, align 4, !tbaa !6
  %23 = fsub contract float %15, %17
  %24 = getelementptr inbounds i8, ptr %21, i64 4
  store float %23, ptr %24, align 4, !tbaa !6
  %25 = fmul contract float %15, %17
  %26 = getelementptr inbounds i8, ptr %21, i64 8
  store float %25, ptr %26, align 4, !tbaa !6
  %27 = fdiv contract float %15, %17
  %28 = getelementptr inbounds i8, ptr %21, i64 12
  store float %27, ptr %28, align 4, !tbaa !6
  %29 = tail call contract noundef float @llvm.fma.f32(float %15, float %17, float %19)
  %30 = getelementptr inbounds i8, ptr %21, i64 16
  store float %29, ptr %30, align 4, !tbaa !6
  %31 = tail call contract noundef float @llvm.fabs.f32(float %15)
  %32 = tail call contract noundef float @llvm.sqrt.f32(float %31)
  %33 = getelementptr inbounds i8, ptr %21, i64 20
  store float %32, ptr %33, align 4, !tbaa !6
  %34 = tail call contract noundef float @llvm.minnum.f32(float %15, float %17)
  %35 = getelementptr inbounds i8, ptr %21, i64 24
  store float %34, ptr %35, align 4, !tbaa !6
  %36 = tail call contract noundef float @llvm.maxnum.f32(float %15, float %17)
  %37 = getelementptr inbounds i8, ptr %21, i64 28
  store float %36, ptr %37, align 4, !tbaa !6
  %38 = tail call contract noundef float @llvm.floor.f32(float %15)
  %39 = getelementptr inbounds i8, ptr %21, i64 32
  store float %38, ptr %39, align 4, !tbaa !6
  %40 = tail call contract noundef float @llvm.ceil.f32(float %15)
  %41 = getelementptr inbounds i8, ptr %21, i64 36
  store float %40, ptr %41, align 4, !tbaa !6
  %42 = tail call contract noundef float @llvm.trunc.f32(float %15)
  %43 = getelementptr inbounds i8, ptr %21, i64 40
  store float %42, ptr %43, align 4, !tbaa !6
  %44 = tail call contract noundef float @llvm.rint.f32(float %15)
  %45 = getelementptr inbounds i8, ptr %21, i64 44
  store float %44, ptr %45, align 4, !tbaa !6
  %46 = tail call contract noundef float @llvm.copysign.f32(float %17, float %15)
  %47 = getelementptr inbounds i8, ptr %21, i64 48
  store float %46, ptr %47, align 4, !tbaa !6
  %48 = fneg contract float %19
  %49 = getelementptr inbounds i8, ptr %21, i64 52
  store float %48, ptr %49, align 4, !tbaa !6
  %50 = fcmp contract olt float %15, %17
  %51 = select contract i1 %50, float 1.000000e+00, float 0.000000e+00
  %52 = fcmp contract oge float %15, %19
  %53 = select contract i1 %52, float 2.000000e+00, float 0.000000e+00
  %54 = fadd contract float %51, %53
  %55 = fcmp contract uno float %15, 0.000000e+00
  %56 = select contract i1 %55, float 4.000000e+00, float 0.000000e+00
  %57 = fadd contract float %56, %54
  %58 = getelementptr inbounds i8, ptr %21, i64 56
  store float %57, ptr %58, align 4, !tbaa !6
  %59 = fmul contract float %15, 1.000000e+02
  %60 = fptosi float %59 to i32
  %61 = sitofp i32 %60 to float
  %62 = getelementptr inbounds i8, ptr %21, i64 60
  store float %61, ptr %62, align 4, !tbaa !6
  %63 = fadd contract float %31, 1.000000e+00
  %64 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %63)
  %65 = getelementptr inbounds i8, ptr %21, i64 64
  store float %64, ptr %65, align 4, !tbaa !6
  %66 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %15)
  %67 = getelementptr inbounds i8, ptr %21, i64 68
  store float %66, ptr %67, align 4, !tbaa !6
  %68 = tail call contract noundef float @llvm.fabs.f32(float %17)
  %69 = fadd contract float %68, 5.000000e-01
  %70 = tail call contract noundef float @llvm.nvvm.lg2.approx.f(float %69)
  %71 = getelementptr inbounds i8, ptr %21, i64 72
  store float %70, ptr %71, align 4, !tbaa !6
  %72 = tail call contract noundef float @llvm.nvvm.sin.approx.f(float %15)
  %73 = tail call contract noundef float @llvm.nvvm.cos.approx.f(float %17)
  %74 = fadd contract float %72, %73
  %75 = getelementptr inbounds i8, ptr %21, i64 76
  store float %74, ptr %75, align 4, !tbaa !6
  %76 = tail call contract noundef float @llvm.nvvm.div.approx.f(float %15, float %17)
  %77 = getelementptr inbounds i8, ptr %21, i64 80
  store float %76, ptr %77, align 4, !tbaa !6
  %78 = tail call contract noundef float @llvm.nvvm.saturate.f(float %15)
  %79 = getelementptr inbounds i8, ptr %21, i64 84
  store float %78, ptr %79, align 4, !tbaa !6
  %80 = tail call contract noundef float @llvm.nvvm.rcp.rn.f(float %17)
  %81 = getelementptr inbounds i8, ptr %21, i64 88
  store float %80, ptr %81, align 4, !tbaa !6
  %82 = fcmp contract ogt float %15, 0.000000e+00
  %83 = fmul contract float %15, 1.250000e-01
  %84 = select contract i1 %82, float %15, float %83
  %85 = getelementptr inbounds i8, ptr %21, i64 92
  store float %84, ptr %85, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fmath_f64(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %61

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = getelementptr inbounds double, ptr %1, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = getelementptr inbounds double, ptr %2, i64 %13
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = shl nsw i64 %13, 7
  %21 = getelementptr inbounds i8, ptr %3, i64 %20
  %22 = fadd contract double %15, %17
  store double %22, ptr %21, align 8, !tbaa !10
  %23 = fsub contract double %15, %17
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  store double %23, ptr %24, align 8, !tbaa !10
  %25 = fmul contract double %15, %17
  %26 = getelementptr inbounds i8, ptr %21, i64 16
  store double %25, ptr %26, align 8, !tbaa !10
  %27 = fdiv contract double %15, %17
  %28 = getelementptr inbounds i8, ptr %21, i64 24
  store double %27, ptr %28, align 8, !tbaa !10
  %29 = tail call contract noundef double @llvm.fma.f64(double %15, double %17, double %19)
  %30 = getelementptr inbounds i8, ptr %21, i64 32
  store double %29, ptr %30, align 8, !tbaa !10
  %31 = tail call contract noundef double @llvm.fabs.f64(double %15)
  %32 = tail call contract noundef double @llvm.sqrt.f64(double %31)
  %33 = getelementptr inbounds i8, ptr %21, i64 40
  store double %32, ptr %33, align 8, !tbaa !10
  %34 = tail call contract noundef double @llvm.minnum.f64(double %15, double %17)
  %35 = getelementptr inbounds i8, ptr %21, i64 48
  store double %34, ptr %35, align 8, !tbaa !10
  %36 = tail call contract noundef double @llvm.maxnum.f64(double %15, double %17)
  %37 = getelementptr inbounds i8, ptr %21, i64 56
  store double %36, ptr %37, align 8, !tbaa !10
  %38 = tail call contract noundef double @llvm.floor.f64(double %15)
  %39 = getelementptr inbounds i8, ptr %21, i64 64
  store double %38, ptr %39, align 8, !tbaa !10
  %40 = tail call contract noundef double @llvm.ceil.f64(double %15)
  %41 = getelementptr inbounds i8, ptr %21, i64 72
  store double %40, ptr %41, align 8, !tbaa !10
  %42 = tail call contract noundef double @llvm.trunc.f64(double %15)
  %43 = getelementptr inbounds i8, ptr %21, i64 80
  store double %42, ptr %43, align 8, !tbaa !10
  %44 = tail call contract noundef double @llvm.rint.f64(double %15)
  %45 = getelementptr inbounds i8, ptr %21, i64 88
  store double %44, ptr %45, align 8, !tbaa !10
  %46 = fneg contract double %19
  %47 = getelementptr inbounds i8, ptr %21, i64 96
  store double %46, ptr %47, align 8, !tbaa !10
  %48 = fcmp contract olt double %15, %17
  %49 = select contract i1 %48, double 1.000000e+00, double 0.000000e+00
  %50 = fcmp contract oge double %15, %19
  %51 = select contract i1 %50, double 2.000000e+00, double 0.000000e+00
  %52 = fadd contract double %49, %51
  %53 = getelementptr inbounds i8, ptr %21, i64 104
  store double %52, ptr %53, align 8, !tbaa !10
  %54 = fmul contract double %15, 1.000000e+06
  %55 = fptosi double %54 to i64
  %56 = sitofp i64 %55 to double
  %57 = getelementptr inbounds i8, ptr %21, i64 112
  store double %56, ptr %57, align 8, !tbaa !10
  %58 = fptrunc double %15 to float
  %59 = fpext float %58 to double
  %60 = getelementptr inbounds i8, ptr %21, i64 120
  store double %59, ptr %60, align 8, !tbaa !10
  br label %61

61:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @fmath_f32, !"kernel", i32 1}
!1 = !{ptr @fmath_f64, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
