; ModuleID = 'kernels/smoke/tma_roundtrip.cu'
source_filename = "kernels/smoke/tma_roundtrip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16tma_roundtrip_2dE4tile = internal addrspace(3) global [2048 x i32] undef, align 1024
@_ZZ16tma_roundtrip_2dE3bar = internal addrspace(3) global i64 undef, align 8
@_ZZ16tma_roundtrip_3dE4tile = internal addrspace(3) global [2048 x i32] undef, align 1024
@_ZZ16tma_roundtrip_3dE3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_roundtrip_2d(ptr noundef %0, ptr noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 6
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE3bar, i32 noundef 1) #6
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #6
  br label %12

12:                                               ; preds = %11, %4
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %13, label %15

13:                                               ; preds = %12
  %14 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE3bar, i32 noundef 8192) #6
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE3bar, ptr noundef %0, i32 noundef %6, i32 noundef %8, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  br label %15

15:                                               ; preds = %13, %12
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %7, %16
  br label %18

18:                                               ; preds = %18, %15
  %19 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE3bar, i32 noundef 0) #6
  br i1 %19, label %20, label %18, !llvm.loop !8

20:                                               ; preds = %18
  %21 = add i32 %17, %5
  %22 = zext i32 %21 to i64
  %23 = shl nuw nsw i64 %22, 13
  %24 = getelementptr inbounds i8, ptr %2, i64 %23
  %25 = lshr i32 %9, 7
  %26 = sub nsw i32 0, %25
  %27 = and i32 %26, 3
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %40, label %29

29:                                               ; preds = %20, %29
  %30 = phi i32 [ %37, %29 ], [ %9, %20 ]
  %31 = phi i32 [ %38, %29 ], [ 0, %20 ]
  %32 = zext nneg i32 %30 to i64
  %33 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to ptr), i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = getelementptr inbounds i32, ptr %24, i64 %32
  store i32 %34, ptr %35, align 4, !tbaa !10
  %36 = xor i32 %34, %3
  store i32 %36, ptr %33, align 4, !tbaa !10
  %37 = add nuw nsw i32 %30, 128
  %38 = add i32 %31, 1
  %39 = icmp eq i32 %38, %27
  br i1 %39, label %40, label %29, !llvm.loop !14

40:                                               ; preds = %20, %29
  %41 = phi i32 [ %9, %20 ], [ %37, %29 ]
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i32 [ %41, %40 ], [ %67, %42 ]
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to ptr), i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !10
  %47 = getelementptr inbounds i32, ptr %24, i64 %44
  store i32 %46, ptr %47, align 4, !tbaa !10
  %48 = xor i32 %46, %3
  store i32 %48, ptr %45, align 4, !tbaa !10
  %49 = add nuw nsw i32 %43, 128
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to ptr), i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !10
  %53 = getelementptr inbounds i32, ptr %24, i64 %50
  store i32 %52, ptr %53, align 4, !tbaa !10
  %54 = xor i32 %52, %3
  store i32 %54, ptr %51, align 4, !tbaa !10
  %55 = add nuw nsw i32 %43, 256
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to ptr), i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = getelementptr inbounds i32, ptr %24, i64 %56
  store i32 %58, ptr %59, align 4, !tbaa !10
  %60 = xor i32 %58, %3
  store i32 %60, ptr %57, align 4, !tbaa !10
  %61 = add nuw nsw i32 %43, 384
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_2dE4tile to ptr), i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !10
  %65 = getelementptr inbounds i32, ptr %24, i64 %62
  store i32 %64, ptr %65, align 4, !tbaa !10
  %66 = xor i32 %64, %3
  store i32 %66, ptr %63, align 4, !tbaa !10
  %67 = add nuw nsw i32 %43, 512
  %68 = icmp ult i32 %43, 1536
  br i1 %68, label %42, label %69, !llvm.loop !16

69:                                               ; preds = %42
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #6
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %70, label %71

70:                                               ; preds = %69
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE4tile, ptr noundef %1, i32 noundef %6, i32 noundef %8, i64 noundef 0, i1 noundef zeroext false) #6
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #6
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 noundef 0) #6
  tail call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_2dE3bar) #6
  br label %71

71:                                               ; preds = %70, %69
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_roundtrip_3d(ptr noundef %0, ptr noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %10 = shl nuw nsw i32 %9, 2
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %4
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE3bar, i32 noundef 1) #6
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #6
  br label %14

14:                                               ; preds = %13, %4
  tail call void @llvm.nvvm.barrier0()
  br i1 %12, label %15, label %17

15:                                               ; preds = %14
  %16 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE3bar, i32 noundef 8192) #6
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE3bar, ptr noundef %0, i32 noundef %6, i32 noundef %8, i32 noundef %10, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  br label %17

17:                                               ; preds = %15, %14
  %18 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %19 = mul nuw i32 %9, %18
  %20 = add nuw i32 %19, %7
  %21 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = mul i32 %20, %21
  br label %23

23:                                               ; preds = %23, %17
  %24 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE3bar, i32 noundef 0) #6
  br i1 %24, label %25, label %23, !llvm.loop !8

25:                                               ; preds = %23
  %26 = add i32 %22, %5
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 13
  %29 = getelementptr inbounds i8, ptr %2, i64 %28
  %30 = lshr i32 %11, 7
  %31 = sub nsw i32 0, %30
  %32 = and i32 %31, 3
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %25, %34
  %35 = phi i32 [ %42, %34 ], [ %11, %25 ]
  %36 = phi i32 [ %43, %34 ], [ 0, %25 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to ptr), i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = getelementptr inbounds i32, ptr %29, i64 %37
  store i32 %39, ptr %40, align 4, !tbaa !10
  %41 = xor i32 %39, %3
  store i32 %41, ptr %38, align 4, !tbaa !10
  %42 = add nuw nsw i32 %35, 128
  %43 = add i32 %36, 1
  %44 = icmp eq i32 %43, %32
  br i1 %44, label %45, label %34, !llvm.loop !17

45:                                               ; preds = %25, %34
  %46 = phi i32 [ %11, %25 ], [ %42, %34 ]
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i32 [ %46, %45 ], [ %72, %47 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to ptr), i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = getelementptr inbounds i32, ptr %29, i64 %49
  store i32 %51, ptr %52, align 4, !tbaa !10
  %53 = xor i32 %51, %3
  store i32 %53, ptr %50, align 4, !tbaa !10
  %54 = add nuw nsw i32 %48, 128
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to ptr), i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = getelementptr inbounds i32, ptr %29, i64 %55
  store i32 %57, ptr %58, align 4, !tbaa !10
  %59 = xor i32 %57, %3
  store i32 %59, ptr %56, align 4, !tbaa !10
  %60 = add nuw nsw i32 %48, 256
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to ptr), i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !10
  %64 = getelementptr inbounds i32, ptr %29, i64 %61
  store i32 %63, ptr %64, align 4, !tbaa !10
  %65 = xor i32 %63, %3
  store i32 %65, ptr %62, align 4, !tbaa !10
  %66 = add nuw nsw i32 %48, 384
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16tma_roundtrip_3dE4tile to ptr), i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = getelementptr inbounds i32, ptr %29, i64 %67
  store i32 %69, ptr %70, align 4, !tbaa !10
  %71 = xor i32 %69, %3
  store i32 %71, ptr %68, align 4, !tbaa !10
  %72 = add nuw nsw i32 %48, 512
  %73 = icmp ult i32 %48, 1536
  br i1 %73, label %47, label %74, !llvm.loop !16

74:                                               ; preds = %47
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #6
  tail call void @llvm.nvvm.barrier0()
  br i1 %12, label %75, label %76

75:                                               ; preds = %74
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE4tile, ptr noundef %1, i32 noundef %6, i32 noundef %8, i32 noundef %10, i64 noundef 0, i1 noundef zeroext false) #6
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #6
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 noundef 0) #6
  tail call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) noundef @_ZZ16tma_roundtrip_3dE3bar) #6
  br label %76

76:                                               ; preds = %75, %74
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.async.shared_cta() #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) nocapture writeonly) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #4

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(argmem: write) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @tma_roundtrip_2d, !"kernel", i32 1}
!1 = !{ptr @tma_roundtrip_2d, !"maxntidx", i32 128}
!2 = !{ptr @tma_roundtrip_3d, !"kernel", i32 1}
!3 = !{ptr @tma_roundtrip_3d, !"maxntidx", i32 128}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !15}
