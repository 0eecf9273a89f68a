; ModuleID = 'kernels/corpus/saxpy.cu'
source_filename = "kernels/corpus/saxpy.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %24, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !6
  %20 = fmul contract float %19, %1
  %21 = getelementptr inbounds float, ptr %3, i64 %17
  %22 = load float, ptr %21, align 4, !tbaa !6
  %23 = fadd contract float %20, %22
  store float %23, ptr %21, align 4, !tbaa !6
  %24 = add i32 %16, %13
  %25 = icmp slt i32 %24, %0
  br i1 %25, label %15, label %14, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @daxpy(i32 noundef %0, double noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %24, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %2, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !12
  %20 = fmul contract double %19, %1
  %21 = getelementptr inbounds double, ptr %3, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !12
  %23 = fadd contract double %20, %22
  store double %23, ptr %21, align 8, !tbaa !12
  %24 = add i32 %16, %13
  %25 = icmp slt i32 %24, %0
  br i1 %25, label %15, label %14, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @saxpy, !"kernel", i32 1}
!1 = !{ptr @daxpy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !11}
