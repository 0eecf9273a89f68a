; ModuleID = 'kernels/smoke/st_async.cu'
source_filename = "kernels/smoke/st_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8st_asyncE6recv32 = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ8st_asyncE6recv64 = internal addrspace(3) global [128 x i64] undef, align 8
@_ZZ8st_asyncE5recv2 = internal addrspace(3) global [256 x i32] undef, align 8
@_ZZ8st_asyncE5recv4 = internal addrspace(3) global [512 x float] undef, align 16
@_ZZ8st_asyncE3acc = internal addrspace(3) global [8 x i32] undef, align 4
@_ZZ8st_asyncE3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @st_async(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 7
  %11 = zext nneg i32 %7 to i64
  %12 = add nuw nsw i64 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #4
  %14 = xor i32 %13, 1
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ8st_asyncE3bar, i32 noundef 1) #4
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #4
  br label %17

17:                                               ; preds = %16, %6
  %18 = icmp ult i32 %7, 8
  br i1 %18, label %19, label %21

19:                                               ; preds = %17
  %20 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE3acc to ptr), i64 0, i64 %11
  store i32 0, ptr %20, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %19, %17
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.barrier.cluster.arrive.aligned() #4
  tail call void @llvm.nvvm.barrier.cluster.wait.aligned() #4
  br i1 %15, label %22, label %24

22:                                               ; preds = %21
  %23 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ8st_asyncE3bar, i32 noundef 6144) #4
  br label %24

24:                                               ; preds = %22, %21
  %25 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef @_ZZ8st_asyncE3bar, i32 noundef %14) #4
  %26 = ptrtoint ptr addrspace(3) %25 to i64
  %27 = inttoptr i64 %26 to ptr addrspace(7)
  %28 = getelementptr inbounds i32, ptr %0, i64 %12
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE6recv32 to ptr), i64 0, i64 %11
  %31 = addrspacecast ptr %30 to ptr addrspace(3)
  %32 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %31, i32 noundef %14) #4
  %33 = ptrtoint ptr addrspace(3) %32 to i64
  %34 = inttoptr i64 %33 to ptr addrspace(7)
  %35 = add i32 %29, 1
  tail call void @llvm.nvvm.st.async.i32(ptr addrspace(7) noundef %34, i32 noundef %35, ptr addrspace(7) noundef %27) #4
  %36 = getelementptr inbounds [128 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE6recv64 to ptr), i64 0, i64 %11
  %37 = addrspacecast ptr %36 to ptr addrspace(3)
  %38 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %37, i32 noundef %14) #4
  %39 = ptrtoint ptr addrspace(3) %38 to i64
  %40 = inttoptr i64 %39 to ptr addrspace(7)
  %41 = zext i32 %29 to i64
  %42 = shl nuw i64 %41, 32
  %43 = or i64 %42, %12
  tail call void @llvm.nvvm.st.async.weak.u64(ptr addrspace(7) noundef %40, i64 noundef %43, ptr addrspace(7) noundef %27) #4
  %44 = shl nuw nsw i32 %7, 1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv2 to ptr), i64 0, i64 %45
  %47 = addrspacecast ptr %46 to ptr addrspace(3)
  %48 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %47, i32 noundef %14) #4
  %49 = ptrtoint ptr addrspace(3) %48 to i64
  %50 = inttoptr i64 %49 to ptr addrspace(7)
  %51 = xor i32 %29, 1515870810
  %52 = insertelement <2 x i32> poison, i32 %51, i64 0
  %53 = insertelement <2 x i32> %52, i32 %7, i64 1
  tail call void @llvm.nvvm.st.async.v2.b32(ptr addrspace(7) noundef %50, <2 x i32> noundef %53, ptr addrspace(7) noundef %27) #4
  %54 = shl nuw nsw i32 %7, 2
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv4 to ptr), i64 0, i64 %55
  %57 = addrspacecast ptr %56 to ptr addrspace(3)
  %58 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %57, i32 noundef %14) #4
  %59 = ptrtoint ptr addrspace(3) %58 to i64
  %60 = inttoptr i64 %59 to ptr addrspace(7)
  %61 = and i32 %29, 65535
  %62 = uitofp nneg i32 %61 to float
  %63 = uitofp nneg i32 %7 to float
  %64 = uitofp i32 %13 to float
  %65 = insertelement <4 x float> <float poison, float poison, float poison, float 5.000000e-01>, float %62, i64 0
  %66 = insertelement <4 x float> %65, float %63, i64 1
  %67 = insertelement <4 x float> %66, float %64, i64 2
  tail call void @llvm.nvvm.st.async.v4.f32(ptr addrspace(7) noundef %60, <4 x float> noundef %67, ptr addrspace(7) noundef %27) #4
  %68 = and i32 %7, 3
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE3acc to ptr), i64 0, i64 %69
  %71 = addrspacecast ptr %70 to ptr addrspace(3)
  %72 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %71, i32 noundef %14) #4
  %73 = ptrtoint ptr addrspace(3) %72 to i64
  %74 = inttoptr i64 %73 to ptr addrspace(7)
  %75 = and i32 %29, 255
  tail call void @llvm.nvvm.red.async.relaxed.cluster.add.u32(ptr addrspace(7) noundef %74, i32 noundef %75, ptr addrspace(7) noundef %27) #4
  %76 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE3acc to ptr), i64 16) to ptr addrspace(3)), i32 noundef %14) #4
  %77 = ptrtoint ptr addrspace(3) %76 to i64
  %78 = inttoptr i64 %77 to ptr addrspace(7)
  tail call void @llvm.nvvm.red.async.relaxed.cluster.max.u32(ptr addrspace(7) noundef %78, i32 noundef %29, ptr addrspace(7) noundef %27) #4
  %79 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE3acc to ptr), i64 20) to ptr addrspace(3)), i32 noundef %14) #4
  %80 = ptrtoint ptr addrspace(3) %79 to i64
  %81 = inttoptr i64 %80 to ptr addrspace(7)
  tail call void @llvm.nvvm.red.async.relaxed.cluster.xor.b32(ptr addrspace(7) noundef %81, i32 noundef %29, ptr addrspace(7) noundef %27) #4
  br label %82

82:                                               ; preds = %82, %24
  %83 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) noundef @_ZZ8st_asyncE3bar, i32 noundef 0) #4
  br i1 %83, label %84, label %82, !llvm.loop !10

84:                                               ; preds = %82
  %85 = load i32, ptr %30, align 4, !tbaa !6
  %86 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %85, ptr %86, align 4, !tbaa !6
  %87 = load i64, ptr %36, align 8, !tbaa !12
  %88 = getelementptr inbounds i64, ptr %2, i64 %12
  store i64 %87, ptr %88, align 8, !tbaa !12
  %89 = load i32, ptr %46, align 4, !tbaa !6
  %90 = shl nuw nsw i64 %12, 1
  %91 = getelementptr inbounds i32, ptr %3, i64 %90
  store i32 %89, ptr %91, align 4, !tbaa !6
  %92 = or disjoint i32 %44, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv2 to ptr), i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = or disjoint i64 %90, 1
  %97 = getelementptr inbounds i32, ptr %3, i64 %96
  store i32 %95, ptr %97, align 4, !tbaa !6
  %98 = load float, ptr %56, align 4, !tbaa !14
  %99 = shl nuw nsw i64 %12, 4
  %100 = getelementptr inbounds i8, ptr %4, i64 %99
  store float %98, ptr %100, align 4, !tbaa !14
  %101 = or disjoint i32 %54, 1
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv4 to ptr), i64 0, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !14
  %105 = getelementptr inbounds i8, ptr %100, i64 4
  store float %104, ptr %105, align 4, !tbaa !14
  %106 = or disjoint i32 %54, 2
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv4 to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !14
  %110 = getelementptr inbounds i8, ptr %100, i64 8
  store float %109, ptr %110, align 4, !tbaa !14
  %111 = or disjoint i32 %54, 3
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE5recv4 to ptr), i64 0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !14
  %115 = getelementptr inbounds i8, ptr %100, i64 12
  store float %114, ptr %115, align 4, !tbaa !14
  br i1 %18, label %116, label %122

116:                                              ; preds = %84
  %117 = shl nuw nsw i64 %9, 3
  %118 = or disjoint i64 %117, %11
  %119 = getelementptr inbounds i32, ptr %5, i64 %118
  %120 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8st_asyncE3acc to ptr), i64 0, i64 %11
  %121 = load i32, ptr %120, align 4, !tbaa !6
  store i32 %121, ptr %119, align 4, !tbaa !6
  br label %122

122:                                              ; preds = %116, %84
  tail call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #4
  tail call void @llvm.nvvm.barrier.cluster.wait.aligned() #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait.aligned() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.aligned() #3

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) nocapture, i32) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.async.i32(ptr addrspace(7) noundef, i32 noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.async.weak.u64(ptr addrspace(7) noundef, i64 noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.async.v2.b32(ptr addrspace(7) noundef, <2 x i32> noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.st.async.v4.f32(ptr addrspace(7) noundef, <4 x float> noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.red.async.relaxed.cluster.add.u32(ptr addrspace(7) noundef, i32 noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.red.async.relaxed.cluster.max.u32(ptr addrspace(7) noundef, i32 noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.red.async.relaxed.cluster.xor.b32(ptr addrspace(7) noundef, i32 noundef, ptr addrspace(7) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @st_async, !"kernel", i32 1}
!1 = !{ptr @st_async, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
