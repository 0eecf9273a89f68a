; ModuleID = 'kernels/corpus/vector_ops.cu'
source_filename = "kernels/corpus/vector_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @vec4_axpy(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %21

11:                                               ; preds = %4
  %12 = insertelement <4 x float> poison, float %0, i64 0
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> zeroinitializer
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds <4 x float>, ptr %1, i64 %14
  %16 = tail call contract noundef <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %15, i32 16)
  %17 = fmul contract <4 x float> %13, %16
  %18 = getelementptr inbounds <4 x float>, ptr %2, i64 %14
  %19 = load <4 x float>, ptr %18, align 16, !tbaa !7
  %20 = fadd contract <4 x float> %17, %19
  store <4 x float> %20, ptr %18, align 16, !tbaa !7
  br label %21

21:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vec_swizzle(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %29

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <4 x i32>, ptr %0, i64 %12
  %14 = load <4 x i32>, ptr %13, align 16, !tbaa !7
  %15 = getelementptr inbounds i32, ptr %1, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !10
  %17 = and i32 %16, 3
  %18 = shufflevector <4 x i32> %14, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %19 = shl <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %21 = add <4 x i32> %20, %18
  %22 = add i32 %16, 1
  %23 = and i32 %22, 3
  %24 = extractelement <4 x i32> %14, i32 %23
  %25 = mul nsw i32 %24, 7
  %26 = insertelement <4 x i32> %21, i32 %25, i32 %17
  %27 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %14, <4 x i32> %26)
  %28 = getelementptr inbounds <4 x i32>, ptr %2, i64 %12
  store <4 x i32> %27, ptr %28, align 16, !tbaa !7
  br label %29

29:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vec_mixed(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %34

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds <2 x double>, ptr %0, i64 %15
  %17 = load <2 x double>, ptr %16, align 16, !tbaa !7
  %18 = fmul contract <2 x double> %17, <double 5.000000e-01, double 5.000000e-01>
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %20 = fadd contract <2 x double> %17, %19
  %21 = getelementptr inbounds <2 x double>, ptr %3, i64 %15
  store <2 x double> %20, ptr %21, align 16, !tbaa !7
  %22 = getelementptr inbounds <4 x i8>, ptr %1, i64 %15
  %23 = load <4 x i8>, ptr %22, align 4, !tbaa !7
  %24 = mul <4 x i8> %23, <i8 4, i8 3, i8 2, i8 1>
  %25 = shufflevector <4 x i8> %24, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %26 = add <4 x i8> %25, %23
  %27 = getelementptr inbounds <4 x i8>, ptr %4, i64 %15
  store <4 x i8> %26, ptr %27, align 4, !tbaa !7
  %28 = getelementptr inbounds <4 x i16>, ptr %2, i64 %15
  %29 = load <4 x i16>, ptr %28, align 8, !tbaa !7
  %30 = sitofp <4 x i16> %29 to <4 x float>
  %31 = uitofp <4 x i8> %23 to <4 x float>
  %32 = fadd contract <4 x float> %31, %30
  %33 = getelementptr inbounds <4 x float>, ptr %5, i64 %15
  store <4 x float> %32, ptr %33, align 16, !tbaa !7
  br label %34

34:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #4

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @vec4_axpy, !"kernel", i32 1}
!1 = !{ptr @vec_swizzle, !"kernel", i32 1}
!2 = !{ptr @vec_mixed, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
