; ModuleID = 'kernels/smoke/tma_hint.cu'
source_filename = "kernels/smoke/tma_hint.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11tma_hint_2dE4tile = internal addrspace(3) global [1024 x i32] undef, align 128
@_ZZ11tma_hint_2dE3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tma_hint_2d(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = shl nuw nsw i32 %6, 5
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ11tma_hint_2dE3bar, i32 noundef 1) #5
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #5
  br label %11

11:                                               ; preds = %10, %3
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %12, label %23

12:                                               ; preds = %11
  %13 = add nuw i32 %4, %6
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = tail call noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last(float noundef 1.000000e+00) #5
  br label %20

18:                                               ; preds = %12
  %19 = tail call noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first.L2.evict.unchanged(float noundef 5.000000e-01) #5
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i64 [ %17, %16 ], [ %19, %18 ]
  %22 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ11tma_hint_2dE3bar, i32 noundef 4096) #5
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ11tma_hint_2dE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ11tma_hint_2dE3bar, ptr noundef %0, i32 noundef %5, i32 noundef %7, i16 noundef zeroext 0, i64 noundef %21, i1 noundef zeroext false, i1 noundef zeroext true, i32 noundef 0) #5
  br label %23

23:                                               ; preds = %20, %11
  br label %24

24:                                               ; preds = %23, %24
  %25 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ11tma_hint_2dE3bar, i32 noundef 0) #5
  br i1 %25, label %26, label %24, !llvm.loop !8

26:                                               ; preds = %24
  %27 = zext i32 %2 to i64
  %28 = sext i32 %5 to i64
  %29 = getelementptr i32, ptr %1, i64 %28
  %30 = and i32 %8, 31
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr i32, ptr %29, i64 %31
  br label %34

33:                                               ; preds = %34
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %46, label %47

34:                                               ; preds = %26, %34
  %35 = phi i32 [ %8, %26 ], [ %44, %34 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11tma_hint_2dE4tile to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = lshr i32 %35, 5
  %40 = or disjoint i32 %39, %7
  %41 = zext nneg i32 %40 to i64
  %42 = mul nuw nsw i64 %41, %27
  %43 = getelementptr i32, ptr %32, i64 %42
  store i32 %38, ptr %43, align 4, !tbaa !10
  %44 = add nuw nsw i32 %35, 128
  %45 = icmp ult i32 %35, 896
  br i1 %45, label %34, label %33, !llvm.loop !14

46:                                               ; preds = %33
  tail call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) noundef @_ZZ11tma_hint_2dE3bar) #5
  br label %47

47:                                               ; preds = %46, %33
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first.L2.evict.unchanged(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @hinted_copy(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.last(float noundef 1.000000e+00) #5
  %10 = zext i32 %8 to i64
  %11 = getelementptr inbounds <4 x i32>, ptr %0, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  tail call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) noundef %12) #5
  %13 = tail call noundef <4 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.256B.v4i32(ptr addrspace(1) noundef %12) #5
  %14 = tail call noundef <4 x i32> @llvm.nvvm.ld.global.L2.cache.hint.v4i32(ptr addrspace(1) noundef %12, i64 noundef %9) #5
  %15 = getelementptr inbounds <4 x i32>, ptr %1, i64 %10
  %16 = add <4 x i32> %14, %13
  %17 = addrspacecast ptr %15 to ptr addrspace(1)
  tail call void @llvm.nvvm.st.global.L1.no.allocate.L2.cache.hint.v4i32(ptr addrspace(1) noundef %17, <4 x i32> noundef %16, i64 noundef %9) #5
  %18 = getelementptr inbounds i32, ptr %2, i64 %10
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = tail call noundef i32 @llvm.nvvm.ld.global.L1.evict.last.i32(ptr addrspace(1) noundef %19) #5
  %21 = getelementptr inbounds i32, ptr %3, i64 %10
  %22 = mul i32 %20, 3
  %23 = add i32 %22, 1
  %24 = addrspacecast ptr %21 to ptr addrspace(1)
  tail call void @llvm.nvvm.st.global.L1.evict.first.i32(ptr addrspace(1) noundef %24, i32 noundef %23) #5
  %25 = and i32 %7, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %4
  tail call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) noundef %12, i64 noundef 128) #5
  br label %28

28:                                               ; preds = %27, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) nocapture writeonly) #4

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <4 x i32> @llvm.nvvm.ld.global.nc.L1.no.allocate.L2.256B.v4i32(ptr addrspace(1) noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef <4 x i32> @llvm.nvvm.ld.global.L2.cache.hint.v4i32(ptr addrspace(1) noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.global.L1.no.allocate.L2.cache.hint.v4i32(ptr addrspace(1) noundef, <4 x i32> noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.ld.global.L1.evict.last.i32(ptr addrspace(1) noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.global.L1.evict.first.i32(ptr addrspace(1) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) noundef, i64 noundef) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @tma_hint_2d, !"kernel", i32 1}
!1 = !{ptr @tma_hint_2d, !"maxntidx", i32 128}
!2 = !{ptr @hinted_copy, !"kernel", i32 1}
!3 = !{ptr @hinted_copy, !"maxntidx", i32 128}
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
!14 = distinct !{!14, !9}
