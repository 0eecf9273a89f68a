; ModuleID = 'kernels/corpus/bf16_convert.cu'
source_filename = "kernels/corpus/bf16_convert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @bf16_convert(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %24

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !7
  %16 = fptrunc float %15 to bfloat
  %17 = getelementptr inbounds bfloat, ptr %1, i64 %13
  store bfloat %16, ptr %17, align 2, !tbaa !11
  %18 = fmul contract float %15, 2.000000e+00
  %19 = tail call contract noundef bfloat @llvm.nvvm.f2bf16.rn(float %18)
  %20 = getelementptr inbounds bfloat, ptr %2, i64 %13
  store bfloat %19, ptr %20, align 2, !tbaa !11
  %21 = fpext bfloat %16 to float
  %22 = fmul contract float %21, 3.000000e+00
  %23 = getelementptr inbounds float, ptr %3, i64 %13
  store float %22, ptr %23, align 4, !tbaa !7
  br label %24

24:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bf16_axpy(bfloat noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds bfloat, ptr %1, i64 %13
  %15 = load bfloat, ptr %14, align 2, !tbaa !11
  %16 = fmul contract bfloat %15, %0
  %17 = getelementptr inbounds bfloat, ptr %2, i64 %13
  %18 = load bfloat, ptr %17, align 2, !tbaa !11
  %19 = fadd contract bfloat %16, %18
  %20 = getelementptr inbounds bfloat, ptr %3, i64 %13
  store bfloat %19, ptr %20, align 2, !tbaa !11
  br label %21

21:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bf162_scale(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <2 x bfloat>, ptr %0, i64 %12
  %14 = load bfloat, ptr %13, align 4
  %15 = fpext bfloat %14 to float
  %16 = fmul contract float %15, %2
  %17 = getelementptr inbounds i8, ptr %13, i64 2
  %18 = load bfloat, ptr %17, align 2
  %19 = fpext bfloat %18 to float
  %20 = fmul contract float %19, %2
  %21 = fptrunc float %16 to bfloat
  %22 = insertelement <2 x bfloat> poison, bfloat %21, i64 0
  %23 = fptrunc float %20 to bfloat
  %24 = insertelement <2 x bfloat> %22, bfloat %23, i64 1
  %25 = getelementptr inbounds <2 x bfloat>, ptr %1, i64 %12
  store <2 x bfloat> %24, ptr %25, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare bfloat @llvm.nvvm.f2bf16.rn(float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @bf16_convert, !"kernel", i32 1}
!1 = !{ptr @bf16_axpy, !"kernel", i32 1}
!2 = !{ptr @bf162_scale, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"__bf16", !9, i64 0}
!13 = !{!9, !9, i64 0}
