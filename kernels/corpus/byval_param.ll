; ModuleID = 'kernels/corpus/byval_param.cu'
source_filename = "kernels/corpus/byval_param.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Table = type { i32, float, [8 x i32] }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bv_index(ptr nocapture noundef readonly byval(%struct.Table) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %27

11:                                               ; preds = %4
  %12 = load i32, ptr %0, align 4, !tbaa !7
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !13
  %17 = and i32 %16, 7
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [8 x i32], ptr %13, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !13
  %21 = add nsw i32 %20, %12
  %22 = sitofp i32 %21 to float
  %23 = getelementptr inbounds i8, ptr %0, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !14
  %25 = fmul contract float %24, %22
  %26 = getelementptr inbounds float, ptr %2, i64 %14
  store float %25, ptr %26, align 4, !tbaa !15
  br label %27

27:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bv_escape(ptr nocapture noundef readonly byval(%struct.Table) align 4 %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = call fastcc noundef i32 @_ZL9sum_tablePK5Tablei(ptr noundef nonnull %0, i32 noundef %8) #3
  store i32 %13, ptr %12, align 4, !tbaa !13
  br label %14

14:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_ZL9sum_tablePK5Tablei(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 {
  %3 = load i32, ptr %0, align 4, !tbaa !7
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = and i32 %1, 7
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !13
  %9 = add nsw i32 %8, %3
  %10 = add nsw i32 %1, 1
  %11 = and i32 %10, 7
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !13
  %15 = shl nsw i32 %14, 1
  %16 = add nsw i32 %15, %9
  %17 = add nsw i32 %1, 2
  %18 = and i32 %17, 7
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !13
  %22 = mul nsw i32 %21, 3
  %23 = add nsw i32 %22, %16
  %24 = add nsw i32 %1, 3
  %25 = and i32 %24, 7
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !13
  %29 = shl nsw i32 %28, 2
  %30 = add nsw i32 %29, %23
  %31 = and i32 %1, 7
  %32 = xor i32 %31, 4
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = mul nsw i32 %35, 5
  %37 = add nsw i32 %36, %30
  %38 = add nsw i32 %1, 5
  %39 = and i32 %38, 7
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = mul nsw i32 %42, 6
  %44 = add nsw i32 %43, %37
  %45 = add nsw i32 %1, 6
  %46 = and i32 %45, 7
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !13
  %50 = mul nsw i32 %49, 7
  %51 = add nsw i32 %50, %44
  %52 = add nsw i32 %1, 7
  %53 = and i32 %52, 7
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !13
  %57 = shl nsw i32 %56, 3
  %58 = add nsw i32 %57, %51
  ret i32 %58
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bv_write(ptr nocapture noundef byval(%struct.Table) align 4 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %46

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = and i32 %15, 7
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !13
  %20 = add nsw i32 %19, %9
  store i32 %20, ptr %18, align 4, !tbaa !13
  %21 = load i32, ptr %12, align 4, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %0, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = add nsw i32 %23, %21
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = add nsw i32 %26, %24
  %28 = getelementptr inbounds i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4, !tbaa !13
  %30 = add nsw i32 %29, %27
  %31 = getelementptr inbounds i8, ptr %0, i64 24
  %32 = load i32, ptr %31, align 4, !tbaa !13
  %33 = add nsw i32 %32, %30
  %34 = getelementptr inbounds i8, ptr %0, i64 28
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = add nsw i32 %35, %33
  %37 = getelementptr inbounds i8, ptr %0, i64 32
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = add nsw i32 %38, %36
  %40 = getelementptr inbounds i8, ptr %0, i64 36
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = add nsw i32 %41, %39
  %43 = load i32, ptr %0, align 4, !tbaa !7
  %44 = add nsw i32 %43, %42
  %45 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %44, ptr %45, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @bv_index, !"kernel", i32 1}
!1 = !{ptr @bv_escape, !"kernel", i32 1}
!2 = !{ptr @bv_write, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !9, i64 0}
!8 = !{!"_ZTS5Table", !9, i64 0, !12, i64 4, !10, i64 8}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!"float", !10, i64 0}
!13 = !{!9, !9, i64 0}
!14 = !{!8, !12, i64 4}
!15 = !{!12, !12, i64 0}
