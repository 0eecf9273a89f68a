; ModuleID = 'kernels/corpus/histogram.cu'
source_filename = "kernels/corpus/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12histogram256E5sbins = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram256(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 256
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %16, label %7

7:                                                ; preds = %16, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = sdiv i32 %1, 4
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %6
  %11 = add i32 %10, %4
  %12 = icmp slt i32 %11, %8
  br i1 %12, label %13, label %22

13:                                               ; preds = %7
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %6, %14
  br label %29

16:                                               ; preds = %3, %16
  %17 = phi i32 [ %20, %16 ], [ %4, %3 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %18
  store i32 0, ptr %19, align 4, !tbaa !5
  %20 = add nuw nsw i32 %17, %6
  %21 = icmp ult i32 %20, 256
  br i1 %21, label %16, label %7, !llvm.loop !9

22:                                               ; preds = %29, %7
  %23 = shl nsw i32 %8, 2
  %24 = add i32 %11, %23
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %26, label %52

26:                                               ; preds = %22
  %27 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = mul i32 %6, %27
  br label %53

29:                                               ; preds = %13, %29
  %30 = phi i32 [ %11, %13 ], [ %50, %29 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <4 x i8>, ptr %0, i64 %31
  %33 = load <4 x i8>, ptr %32, align 4, !tbaa !11
  %34 = extractelement <4 x i8> %33, i64 0
  %35 = zext i8 %34 to i64
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %35
  %37 = atomicrmw add ptr %36, i32 1 monotonic, align 4
  %38 = extractelement <4 x i8> %33, i64 1
  %39 = zext i8 %38 to i64
  %40 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %39
  %41 = atomicrmw add ptr %40, i32 1 monotonic, align 4
  %42 = extractelement <4 x i8> %33, i64 2
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %43
  %45 = atomicrmw add ptr %44, i32 1 monotonic, align 4
  %46 = extractelement <4 x i8> %33, i64 3
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %47
  %49 = atomicrmw add ptr %48, i32 1 monotonic, align 4
  %50 = add i32 %30, %15
  %51 = icmp slt i32 %50, %8
  br i1 %51, label %29, label %22, !llvm.loop !12

52:                                               ; preds = %53, %22
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %64, label %63

53:                                               ; preds = %26, %53
  %54 = phi i32 [ %24, %26 ], [ %61, %53 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = zext i8 %57 to i64
  %59 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %58
  %60 = atomicrmw add ptr %59, i32 1 monotonic, align 4
  %61 = add i32 %54, %28
  %62 = icmp slt i32 %61, %1
  br i1 %62, label %53, label %52, !llvm.loop !13

63:                                               ; preds = %73, %52
  ret void

64:                                               ; preds = %52, %73
  %65 = phi i32 [ %74, %73 ], [ %4, %52 ]
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E5sbins to ptr), i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %73, label %70

70:                                               ; preds = %64
  %71 = getelementptr inbounds i32, ptr %2, i64 %66
  %72 = atomicrmw add ptr %71, i32 %68 monotonic, align 4
  br label %73

73:                                               ; preds = %70, %64
  %74 = add nuw nsw i32 %65, %6
  %75 = icmp ult i32 %74, 256
  br i1 %75, label %64, label %63, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @histogram256, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
