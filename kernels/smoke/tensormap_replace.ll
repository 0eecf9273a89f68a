; ModuleID = 'kernels/smoke/tensormap_replace.cu'
source_filename = "kernels/smoke/tensormap_replace.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17tensormap_replaceE4tile = internal addrspace(3) global [1024 x i32] undef, align 1024
@_ZZ17tensormap_replaceE4smap = internal addrspace(3) global [16 x i64] undef, align 128
@_ZZ17tensormap_replaceE3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tensormap_replace(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = zext nneg i32 %10 to i64
  %13 = shl nuw nsw i64 %12, 7
  %14 = getelementptr inbounds i8, ptr %3, i64 %13
  %15 = getelementptr inbounds i8, ptr %4, i64 %13
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %8
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 1) #5
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #5
  br label %18

18:                                               ; preds = %17, %8
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %19, label %21

19:                                               ; preds = %18
  %20 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 4096) #5
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, ptr noundef %0, i32 noundef %11, i32 noundef 0, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #5
  br label %21

21:                                               ; preds = %19, %18
  br label %22

22:                                               ; preds = %21, %22
  %23 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 0) #5
  br i1 %23, label %24, label %22, !llvm.loop !6

24:                                               ; preds = %22
  %25 = shl nuw nsw i64 %12, 12
  %26 = getelementptr inbounds i8, ptr %5, i64 %25
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i32 [ %9, %24 ], [ %33, %27 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to ptr), i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !8
  %32 = getelementptr inbounds i32, ptr %26, i64 %29
  store i32 %31, ptr %32, align 4, !tbaa !8
  %33 = add nuw nsw i32 %28, 128
  %34 = icmp ult i32 %28, 896
  br i1 %34, label %27, label %35, !llvm.loop !12

35:                                               ; preds = %27
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %9, 32
  br i1 %36, label %37, label %50

37:                                               ; preds = %35
  %38 = icmp ult i32 %9, 16
  br i1 %38, label %39, label %44

39:                                               ; preds = %37
  %40 = zext nneg i32 %9 to i64
  %41 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ17tensormap_replaceE4smap to ptr), i64 0, i64 %40
  %42 = getelementptr inbounds i64, ptr %0, i64 %40
  %43 = load i64, ptr %42, align 8, !tbaa !13
  store i64 %43, ptr %41, align 8, !tbaa !13
  br label %44

44:                                               ; preds = %39, %37
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %16, label %45, label %48

45:                                               ; preds = %44
  %46 = zext i32 %2 to i64
  %47 = shl nuw nsw i64 %46, 2
  tail call void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE4smap, i64 noundef %1) #5
  tail call void @llvm.nvvm.tensormap.replace.global.dim.p3(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE4smap, i32 noundef 0, i32 noundef %2) #5
  tail call void @llvm.nvvm.tensormap.replace.global.stride.p3(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE4smap, i32 noundef 0, i64 noundef %47) #5
  br label %48

48:                                               ; preds = %45, %44
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %49 = addrspacecast ptr %14 to ptr addrspace(1)
  tail call void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.gpu.sync.aligned(ptr addrspace(1) noundef %49, ptr addrspace(3) noundef @_ZZ17tensormap_replaceE4smap, i32 noundef 128) #5
  br label %50

50:                                               ; preds = %48, %35
  br i1 %16, label %51, label %52

51:                                               ; preds = %50
  tail call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr noundef %14, i32 noundef 128) #5
  br label %52

52:                                               ; preds = %51, %50
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %53, label %55

53:                                               ; preds = %52
  %54 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 4096) #5
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, ptr noundef %14, i32 noundef %11, i32 noundef 0, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #5
  br label %55

55:                                               ; preds = %53, %52
  br label %56

56:                                               ; preds = %55, %56
  %57 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 1) #5
  br i1 %57, label %58, label %56, !llvm.loop !6

58:                                               ; preds = %56
  %59 = getelementptr inbounds i8, ptr %6, i64 %25
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i32 [ %9, %58 ], [ %66, %60 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to ptr), i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !8
  %65 = getelementptr inbounds i32, ptr %59, i64 %62
  store i32 %64, ptr %65, align 4, !tbaa !8
  %66 = add nuw nsw i32 %61, 128
  %67 = icmp ult i32 %61, 896
  br i1 %67, label %60, label %68, !llvm.loop !12

68:                                               ; preds = %60
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %69, label %119

69:                                               ; preds = %68
  %70 = load i64, ptr %0, align 8, !tbaa !13
  store i64 %70, ptr %15, align 8, !tbaa !13
  %71 = getelementptr inbounds i8, ptr %0, i64 8
  %72 = load i64, ptr %71, align 8, !tbaa !13
  %73 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 %72, ptr %73, align 8, !tbaa !13
  %74 = getelementptr inbounds i8, ptr %0, i64 16
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 %75, ptr %76, align 8, !tbaa !13
  %77 = getelementptr inbounds i8, ptr %0, i64 24
  %78 = load i64, ptr %77, align 8, !tbaa !13
  %79 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 %78, ptr %79, align 8, !tbaa !13
  %80 = getelementptr inbounds i8, ptr %0, i64 32
  %81 = load i64, ptr %80, align 8, !tbaa !13
  %82 = getelementptr inbounds i8, ptr %15, i64 32
  store i64 %81, ptr %82, align 8, !tbaa !13
  %83 = getelementptr inbounds i8, ptr %0, i64 40
  %84 = load i64, ptr %83, align 8, !tbaa !13
  %85 = getelementptr inbounds i8, ptr %15, i64 40
  store i64 %84, ptr %85, align 8, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %0, i64 48
  %87 = load i64, ptr %86, align 8, !tbaa !13
  %88 = getelementptr inbounds i8, ptr %15, i64 48
  store i64 %87, ptr %88, align 8, !tbaa !13
  %89 = getelementptr inbounds i8, ptr %0, i64 56
  %90 = load i64, ptr %89, align 8, !tbaa !13
  %91 = getelementptr inbounds i8, ptr %15, i64 56
  store i64 %90, ptr %91, align 8, !tbaa !13
  %92 = getelementptr inbounds i8, ptr %0, i64 64
  %93 = load i64, ptr %92, align 8, !tbaa !13
  %94 = getelementptr inbounds i8, ptr %15, i64 64
  store i64 %93, ptr %94, align 8, !tbaa !13
  %95 = getelementptr inbounds i8, ptr %0, i64 72
  %96 = load i64, ptr %95, align 8, !tbaa !13
  %97 = getelementptr inbounds i8, ptr %15, i64 72
  store i64 %96, ptr %97, align 8, !tbaa !13
  %98 = getelementptr inbounds i8, ptr %0, i64 80
  %99 = load i64, ptr %98, align 8, !tbaa !13
  %100 = getelementptr inbounds i8, ptr %15, i64 80
  store i64 %99, ptr %100, align 8, !tbaa !13
  %101 = getelementptr inbounds i8, ptr %0, i64 88
  %102 = load i64, ptr %101, align 8, !tbaa !13
  %103 = getelementptr inbounds i8, ptr %15, i64 88
  store i64 %102, ptr %103, align 8, !tbaa !13
  %104 = getelementptr inbounds i8, ptr %0, i64 96
  %105 = load i64, ptr %104, align 8, !tbaa !13
  %106 = getelementptr inbounds i8, ptr %15, i64 96
  store i64 %105, ptr %106, align 8, !tbaa !13
  %107 = getelementptr inbounds i8, ptr %0, i64 104
  %108 = load i64, ptr %107, align 8, !tbaa !13
  %109 = getelementptr inbounds i8, ptr %15, i64 104
  store i64 %108, ptr %109, align 8, !tbaa !13
  %110 = getelementptr inbounds i8, ptr %0, i64 112
  %111 = load i64, ptr %110, align 8, !tbaa !13
  %112 = getelementptr inbounds i8, ptr %15, i64 112
  store i64 %111, ptr %112, align 8, !tbaa !13
  %113 = getelementptr inbounds i8, ptr %0, i64 120
  %114 = load i64, ptr %113, align 8, !tbaa !13
  %115 = getelementptr inbounds i8, ptr %15, i64 120
  store i64 %114, ptr %115, align 8, !tbaa !13
  %116 = addrspacecast ptr %15 to ptr addrspace(1)
  tail call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) noundef %116, i64 noundef %1) #5
  tail call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) noundef %116, i32 noundef 0, i32 noundef %2) #5
  %117 = zext i32 %2 to i64
  %118 = shl nuw nsw i64 %117, 2
  tail call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) noundef %116, i32 noundef 0, i64 noundef %118) #5
  tail call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu() #5
  tail call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr noundef nonnull %15, i32 noundef 128) #5
  br label %119

119:                                              ; preds = %69, %68
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %120, label %122

120:                                              ; preds = %119
  %121 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 4096) #5
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef inttoptr (i64 ptrtoint (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to i64) to ptr addrspace(7)), ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, ptr noundef %15, i32 noundef %11, i32 noundef 0, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #5
  br label %122

122:                                              ; preds = %120, %119
  br label %123

123:                                              ; preds = %122, %123
  %124 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar, i32 noundef 0) #5
  br i1 %124, label %125, label %123, !llvm.loop !6

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %7, i64 %25
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i32 [ %9, %125 ], [ %133, %127 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17tensormap_replaceE4tile to ptr), i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !8
  %132 = getelementptr inbounds i32, ptr %126, i64 %129
  store i32 %131, ptr %132, align 4, !tbaa !8
  %133 = add nuw nsw i32 %128, 128
  %134 = icmp ult i32 %128, 896
  br i1 %134, label %127, label %135, !llvm.loop !12

135:                                              ; preds = %127
  tail call void @llvm.nvvm.barrier0()
  br i1 %16, label %136, label %137

136:                                              ; preds = %135
  tail call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) noundef @_ZZ17tensormap_replaceE3bar) #5
  br label %137

137:                                              ; preds = %136, %135
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.dim.p3(ptr addrspace(3) noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.stride.p3(ptr addrspace(3) noundef, i32 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) noundef, i32 noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.gpu.sync.aligned(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) noundef, i64 noundef) #1

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) nocapture writeonly) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(argmem: write) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @tensormap_replace, !"kernel", i32 1}
!1 = !{ptr @tensormap_replace, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !10, i64 0}
