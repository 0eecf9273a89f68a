; ModuleID = 'kernels/smoke/mbar_ring.cu'
source_filename = "kernels/smoke/mbar_ring.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9mbar_ringE4slot = internal addrspace(3) global [4 x [256 x i32]] undef, align 128
@_ZZ9mbar_ringE4full = internal addrspace(3) global [4 x i64] undef, align 8
@_ZZ9mbar_ringE5empty = internal addrspace(3) global [4 x i64] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mbar_ring(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = sext i32 %2 to i64
  %9 = mul nsw i64 %8, %7
  %10 = icmp eq i32 %4, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ9mbar_ringE4full, i32 noundef 1) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ9mbar_ringE5empty, i32 noundef 4) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4full to ptr), i64 8) to ptr addrspace(3)), i32 noundef 1) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE5empty to ptr), i64 8) to ptr addrspace(3)), i32 noundef 4) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4full to ptr), i64 16) to ptr addrspace(3)), i32 noundef 1) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE5empty to ptr), i64 16) to ptr addrspace(3)), i32 noundef 4) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4full to ptr), i64 24) to ptr addrspace(3)), i32 noundef 1) #4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE5empty to ptr), i64 24) to ptr addrspace(3)), i32 noundef 4) #4
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #4
  br label %12

12:                                               ; preds = %11, %3
  tail call void @llvm.nvvm.barrier0()
  %13 = icmp ult i32 %4, 32
  br i1 %13, label %23, label %14

14:                                               ; preds = %12
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %16, label %96

16:                                               ; preds = %14
  %17 = shl nuw nsw i32 %4, 1
  %18 = and i32 %17, 1984
  %19 = add nsw i32 %18, -64
  %20 = or disjoint i32 %19, %5
  %21 = icmp ult i32 %20, %18
  %22 = icmp eq i32 %5, 0
  br label %62

23:                                               ; preds = %12
  %24 = icmp eq i32 %5, 0
  %25 = icmp sgt i32 %2, 0
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %96

27:                                               ; preds = %23, %50
  %28 = phi i32 [ %60, %50 ], [ 0, %23 ]
  %29 = and i32 %28, 3
  %30 = icmp ugt i32 %28, 3
  br i1 %30, label %31, label %40

31:                                               ; preds = %27
  %32 = lshr i32 %28, 2
  %33 = zext nneg i32 %29 to i64
  %34 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE5empty to ptr), i64 0, i64 %33
  %35 = and i32 %32, 1
  %36 = xor i32 %35, 1
  %37 = addrspacecast ptr %34 to ptr addrspace(3)
  br label %38

38:                                               ; preds = %38, %31
  %39 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %37, i32 noundef %36) #4
  br i1 %39, label %40, label %38, !llvm.loop !6

40:                                               ; preds = %38, %27
  %41 = and i32 %28, 1
  %42 = icmp eq i32 %41, 0
  %43 = zext nneg i32 %29 to i64
  %44 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4full to ptr), i64 0, i64 %43
  %45 = addrspacecast ptr %44 to ptr addrspace(3)
  br i1 %42, label %48, label %46

46:                                               ; preds = %40
  tail call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %45, i32 noundef 1024) #4
  %47 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %45) #4
  br label %50

48:                                               ; preds = %40
  %49 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %45, i32 noundef 1024) #4
  br label %50

50:                                               ; preds = %48, %46
  %51 = getelementptr inbounds [4 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4slot to ptr), i64 0, i64 %43
  %52 = zext nneg i32 %28 to i64
  %53 = add nuw nsw i64 %9, %52
  %54 = shl i64 %53, 10
  %55 = getelementptr inbounds i8, ptr %0, i64 %54
  %56 = addrspacecast ptr %51 to ptr addrspace(3)
  %57 = ptrtoint ptr addrspace(3) %56 to i64
  %58 = inttoptr i64 %57 to ptr addrspace(7)
  %59 = addrspacecast ptr %55 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) noundef %58, ptr addrspace(3) noundef %45, ptr addrspace(1) noundef %59, i32 noundef 1024, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false) #4
  %60 = add nuw nsw i32 %28, 1
  %61 = icmp eq i32 %60, %2
  br i1 %61, label %96, label %27, !llvm.loop !8

62:                                               ; preds = %16, %93
  %63 = phi i32 [ 0, %16 ], [ %94, %93 ]
  %64 = and i32 %63, 3
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4full to ptr), i64 0, i64 %65
  %67 = lshr i32 %63, 2
  %68 = and i32 %67, 1
  %69 = addrspacecast ptr %66 to ptr addrspace(3)
  br label %70

70:                                               ; preds = %70, %62
  %71 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %69, i32 noundef %68) #4
  br i1 %71, label %72, label %70, !llvm.loop !6

72:                                               ; preds = %70
  br i1 %21, label %73, label %78

73:                                               ; preds = %72
  %74 = zext nneg i32 %63 to i64
  %75 = add nuw nsw i64 %9, %74
  %76 = shl i64 %75, 10
  %77 = getelementptr i8, ptr %1, i64 %76
  br label %79

78:                                               ; preds = %79, %72
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %22, label %89, label %93

79:                                               ; preds = %73, %79
  %80 = phi i32 [ %20, %73 ], [ %87, %79 ]
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [4 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE4slot to ptr), i64 0, i64 %65, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = mul i32 %83, 3
  %85 = add i32 %84, %63
  %86 = getelementptr i32, ptr %77, i64 %81
  store i32 %85, ptr %86, align 4, !tbaa !9
  %87 = add nuw nsw i32 %80, 32
  %88 = icmp ult i32 %87, %18
  br i1 %88, label %79, label %78, !llvm.loop !13

89:                                               ; preds = %78
  %90 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ9mbar_ringE5empty to ptr), i64 0, i64 %65
  %91 = addrspacecast ptr %90 to ptr addrspace(3)
  %92 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %91) #4
  br label %93

93:                                               ; preds = %89, %78
  %94 = add nuw nsw i32 %63, 1
  %95 = icmp eq i32 %94, %2
  br i1 %95, label %96, label %62, !llvm.loop !14

96:                                               ; preds = %93, %50, %14, %23
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr addrspace(1) noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @mbar_ring, !"kernel", i32 1}
!1 = !{ptr @mbar_ring, !"maxntidx", i32 160}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
