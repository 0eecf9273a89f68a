; ModuleID = 'kernels/smoke/cluster_dsmem.cu'
source_filename = "kernels/smoke/cluster_dsmem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13cluster_dsmemE4mine = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ13cluster_dsmemE5inbox = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cluster_dsmem(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 8
  %9 = zext nneg i32 %5 to i64
  %10 = add nuw nsw i64 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #4
  %12 = xor i32 %11, 1
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cluster_dsmemE4mine to ptr), i64 0, i64 %9
  store i32 %14, ptr %15, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cluster.arrive.aligned() #4
  tail call void @llvm.nvvm.barrier.cluster.wait.aligned() #4
  %16 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef @_ZZ13cluster_dsmemE4mine, i32 noundef %12) #4
  %17 = ptrtoint ptr addrspace(3) %16 to i64
  %18 = inttoptr i64 %17 to ptr addrspace(7)
  %19 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef @_ZZ13cluster_dsmemE5inbox, i32 noundef %12) #4
  %20 = ptrtoint ptr addrspace(3) %19 to i64
  %21 = inttoptr i64 %20 to ptr addrspace(7)
  %22 = sub nsw i32 255, %5
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(7) %18, i64 %23
  %25 = load i32, ptr addrspace(7) %24, align 4, !tbaa !6
  %26 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %25, ptr %26, align 4, !tbaa !6
  %27 = load i32, ptr %13, align 4, !tbaa !6
  %28 = add i32 %11, 1
  %29 = add i32 %28, %27
  %30 = getelementptr inbounds i32, ptr addrspace(7) %21, i64 %9
  store i32 %29, ptr addrspace(7) %30, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cluster.arrive.aligned() #4
  tail call void @llvm.nvvm.barrier.cluster.wait.aligned() #4
  %31 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cluster_dsmemE5inbox to ptr), i64 0, i64 %9
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds i32, ptr %2, i64 %10
  store i32 %32, ptr %33, align 4, !tbaa !6
  %34 = icmp eq i32 %5, 0
  br i1 %34, label %35, label %54

35:                                               ; preds = %4
  %36 = shl nuw nsw i64 %7, 5
  %37 = getelementptr inbounds i8, ptr %3, i64 %36
  store i32 %11, ptr %37, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #4
  %39 = getelementptr inbounds i8, ptr %37, i64 4
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #4
  %41 = getelementptr inbounds i8, ptr %37, i64 8
  store i32 %40, ptr %41, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #4
  %43 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #4
  %45 = getelementptr inbounds i8, ptr %37, i64 16
  store i32 %44, ptr %45, align 4, !tbaa !6
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #4
  %47 = getelementptr inbounds i8, ptr %37, i64 20
  store i32 %46, ptr %47, align 4, !tbaa !6
  %48 = tail call noundef zeroext i1 @llvm.nvvm.read.ptx.sreg.is.explicit.cluster() #4
  %49 = zext i1 %48 to i32
  %50 = getelementptr inbounds i8, ptr %37, i64 24
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = tail call noundef ptr @llvm.nvvm.mapa(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13cluster_dsmemE4mine to ptr), i32 noundef %12) #4
  %52 = tail call noundef i32 @llvm.nvvm.getctarank(ptr noundef %51) #4
  %53 = getelementptr inbounds i8, ptr %37, i64 28
  store i32 %52, ptr %53, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %35, %4
  tail call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #4
  tail call void @llvm.nvvm.barrier.cluster.wait.aligned() #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.aligned() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait.aligned() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.read.ptx.sreg.is.explicit.cluster() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.nvvm.mapa(ptr nocapture, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) nocapture, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank(ptr nocapture) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @cluster_dsmem, !"kernel", i32 1}
!1 = !{ptr @cluster_dsmem, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
