; ModuleID = 'kernels/corpus/dyn_shared_sort.cu'
source_filename = "kernels/corpus/dyn_shared_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dsmem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = shl nuw nsw i32 %5, 1
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dsmem to ptr), i64 %7
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %7, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp ult i32 %12, %6
  br i1 %13, label %15, label %14

14:                                               ; preds = %15, %4
  tail call void @llvm.nvvm.barrier0()
  br label %27

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %25, %15 ], [ %12, %4 ]
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %11, %17
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dsmem to ptr), i64 %17
  store i32 %20, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds float, ptr %1, i64 %18
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = getelementptr inbounds float, ptr %8, i64 %17
  store float %23, ptr %24, align 4, !tbaa !9
  %25 = add nuw nsw i32 %16, %5
  %26 = icmp ult i32 %25, %6
  br i1 %26, label %15, label %14, !llvm.loop !11

27:                                               ; preds = %14, %34
  %28 = phi i32 [ 2, %14 ], [ %35, %34 ]
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %31

30:                                               ; preds = %34
  br i1 %13, label %63, label %62

31:                                               ; preds = %27, %37
  %32 = phi i32 [ %33, %37 ], [ %28, %27 ]
  %33 = lshr i32 %32, 1
  br i1 %13, label %39, label %37

34:                                               ; preds = %37, %27
  %35 = shl i32 %28, 1
  %36 = icmp ugt i32 %35, %6
  br i1 %36, label %30, label %27, !llvm.loop !13

37:                                               ; preds = %59, %31
  tail call void @llvm.nvvm.barrier0()
  %38 = icmp ult i32 %32, 4
  br i1 %38, label %34, label %31, !llvm.loop !14

39:                                               ; preds = %31, %59
  %40 = phi i32 [ %60, %59 ], [ %12, %31 ]
  %41 = xor i32 %40, %33
  %42 = icmp ugt i32 %41, %40
  br i1 %42, label %43, label %59

43:                                               ; preds = %39
  %44 = and i32 %40, %28
  %45 = zext nneg i32 %40 to i64
  %46 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dsmem to ptr), i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = zext nneg i32 %41 to i64
  %49 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dsmem to ptr), i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = icmp sgt i32 %47, %50
  %52 = icmp ne i32 %44, 0
  %53 = xor i1 %52, %51
  br i1 %53, label %54, label %59

54:                                               ; preds = %43
  store i32 %50, ptr %46, align 4, !tbaa !5
  store i32 %47, ptr %49, align 4, !tbaa !5
  %55 = getelementptr inbounds float, ptr %8, i64 %45
  %56 = load float, ptr %55, align 4, !tbaa !9
  %57 = getelementptr inbounds float, ptr %8, i64 %48
  %58 = load float, ptr %57, align 4, !tbaa !9
  store float %58, ptr %55, align 4, !tbaa !9
  store float %56, ptr %57, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %43, %54, %39
  %60 = add nuw nsw i32 %40, %5
  %61 = icmp ult i32 %60, %6
  br i1 %61, label %39, label %37, !llvm.loop !15

62:                                               ; preds = %63, %30
  ret void

63:                                               ; preds = %30, %63
  %64 = phi i32 [ %73, %63 ], [ %12, %30 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dsmem to ptr), i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = add nuw nsw i64 %11, %65
  %69 = getelementptr inbounds i32, ptr %2, i64 %68
  store i32 %67, ptr %69, align 4, !tbaa !5
  %70 = getelementptr inbounds float, ptr %8, i64 %65
  %71 = load float, ptr %70, align 4, !tbaa !9
  %72 = getelementptr inbounds float, ptr %3, i64 %68
  store float %71, ptr %72, align 4, !tbaa !9
  %73 = add nuw nsw i32 %64, %5
  %74 = icmp ult i32 %73, %6
  br i1 %74, label %63, label %62, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @bitonic_sort, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
