; ModuleID = 'kernels/smoke/cvt_fp8.cu'
source_filename = "kernels/smoke/cvt_fp8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cvt_fp8(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %69

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = shl nsw i64 %14, 6
  %20 = getelementptr inbounds i8, ptr %4, i64 %19
  %21 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e4m3x2.rn(float noundef %16, float noundef %18) #3
  %22 = zext i16 %21 to i32
  store i32 %22, ptr %20, align 4, !tbaa !5
  %23 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float noundef %16, float noundef %18) #3
  %24 = zext i16 %23 to i32
  %25 = getelementptr inbounds i8, ptr %20, i64 4
  store i32 %24, ptr %25, align 4, !tbaa !5
  %26 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e5m2x2.rn(float noundef %16, float noundef %18) #3
  %27 = zext i16 %26 to i32
  %28 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 %27, ptr %28, align 4, !tbaa !5
  %29 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float noundef %16, float noundef %18) #3
  %30 = zext i16 %29 to i32
  %31 = getelementptr inbounds i8, ptr %20, i64 12
  store i32 %30, ptr %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, ptr %2, i64 %14
  %33 = load <2 x half>, ptr %32, align 4, !tbaa !9
  %34 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> noundef %33) #3
  %35 = zext i16 %34 to i32
  %36 = getelementptr inbounds i8, ptr %20, i64 16
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> noundef %33) #3
  %38 = zext i16 %37 to i32
  %39 = getelementptr inbounds i8, ptr %20, i64 20
  store i32 %38, ptr %39, align 4, !tbaa !5
  %40 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> noundef %33) #3
  %41 = zext i16 %40 to i32
  %42 = getelementptr inbounds i8, ptr %20, i64 24
  store i32 %41, ptr %42, align 4, !tbaa !5
  %43 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> noundef %33) #3
  %44 = zext i16 %43 to i32
  %45 = getelementptr inbounds i8, ptr %20, i64 28
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = getelementptr inbounds i32, ptr %3, i64 %14
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = trunc i32 %47 to i16
  %49 = tail call contract noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 noundef zeroext %48) #3
  %50 = getelementptr inbounds i8, ptr %20, i64 32
  store <2 x half> %49, ptr %50, align 4, !tbaa !5
  %51 = tail call contract noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16 noundef zeroext %48) #3
  %52 = getelementptr inbounds i8, ptr %20, i64 36
  store <2 x half> %51, ptr %52, align 4, !tbaa !5
  %53 = tail call contract noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 noundef zeroext %48) #3
  %54 = getelementptr inbounds i8, ptr %20, i64 40
  store <2 x half> %53, ptr %54, align 4, !tbaa !5
  %55 = tail call contract noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 noundef zeroext %48) #3
  %56 = getelementptr inbounds i8, ptr %20, i64 44
  store <2 x half> %55, ptr %56, align 4, !tbaa !5
  %57 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e4m3x2.rn(float noundef %16, float noundef %18) #3
  %58 = tail call contract noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 noundef zeroext %57) #3
  %59 = getelementptr inbounds i8, ptr %20, i64 48
  store <2 x half> %58, ptr %59, align 4, !tbaa !5
  %60 = tail call noundef zeroext i16 @llvm.nvvm.ff.to.e5m2x2.rn(float noundef %16, float noundef %18) #3
  %61 = tail call contract noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 noundef zeroext %60) #3
  %62 = getelementptr inbounds i8, ptr %20, i64 52
  store <2 x half> %61, ptr %62, align 4, !tbaa !5
  %63 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> noundef %33) #3
  %64 = tail call contract noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 noundef zeroext %63) #3
  %65 = getelementptr inbounds i8, ptr %20, i64 56
  store <2 x half> %64, ptr %65, align 4, !tbaa !5
  %66 = tail call noundef zeroext i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> noundef %33) #3
  %67 = tail call contract noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 noundef zeroext %66) #3
  %68 = getelementptr inbounds i8, ptr %20, i64 60
  store <2 x half> %67, ptr %68, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.ff.to.e4m3x2.rn(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.ff.to.e5m2x2.rn(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 noundef zeroext) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16 noundef zeroext) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 noundef zeroext) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 noundef zeroext) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @cvt_fp8, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
