; ModuleID = 'kernels/corpus/scan.cu'
source_filename = "kernels/corpus/scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14scan_block_i32E4wsum = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_block_i32(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = lshr i32 %5, 5
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 8
  %10 = add i32 %9, %5
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %4, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %4 ]
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %17, i32 1, i32 0)
  %19 = icmp eq i32 %6, 0
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %17
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 2, i32 0)
  %23 = icmp ult i32 %6, 2
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 4, i32 0)
  %27 = icmp ult i32 %6, 4
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add nsw i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 8, i32 0)
  %31 = icmp ult i32 %6, 8
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %29
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %33, i32 16, i32 0)
  %35 = icmp ult i32 %6, 16
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add nsw i32 %36, %33
  %38 = icmp eq i32 %6, 31
  br i1 %38, label %39, label %42

39:                                               ; preds = %16
  %40 = zext nneg i32 %7 to i64
  %41 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14scan_block_i32E4wsum to ptr), i64 0, i64 %40
  store i32 %37, ptr %41, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %39, %16
  tail call void @llvm.nvvm.barrier0()
  %43 = icmp ult i32 %5, 32
  br i1 %43, label %44, label %67

44:                                               ; preds = %42
  br i1 %31, label %45, label %49

45:                                               ; preds = %44
  %46 = zext nneg i32 %6 to i64
  %47 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14scan_block_i32E4wsum to ptr), i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %44, %45
  %50 = phi i32 [ %48, %45 ], [ 0, %44 ]
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 1, i32 0)
  %52 = select i1 %19, i32 0, i32 %51
  %53 = add nsw i32 %52, %50
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 2, i32 0)
  %55 = select i1 %23, i32 0, i32 %54
  %56 = add nsw i32 %55, %53
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 4, i32 0)
  %58 = select i1 %27, i32 0, i32 %57
  %59 = add nsw i32 %58, %56
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %59, i32 8, i32 0)
  %61 = select i1 %31, i32 0, i32 %60
  %62 = add nsw i32 %61, %59
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %62, i32 16, i32 0)
  br i1 %31, label %64, label %67

64:                                               ; preds = %49
  %65 = zext nneg i32 %6 to i64
  %66 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14scan_block_i32E4wsum to ptr), i64 0, i64 %65
  store i32 %62, ptr %66, align 4, !tbaa !5
  br label %67

67:                                               ; preds = %49, %64, %42
  tail call void @llvm.nvvm.barrier0()
  br i1 %43, label %74, label %68

68:                                               ; preds = %67
  %69 = add nsw i32 %7, -1
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14scan_block_i32E4wsum to ptr), i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add nsw i32 %72, %37
  br label %74

74:                                               ; preds = %68, %67
  %75 = phi i32 [ %73, %68 ], [ %37, %67 ]
  br i1 %11, label %76, label %79

76:                                               ; preds = %74
  %77 = sext i32 %10 to i64
  %78 = getelementptr inbounds i32, ptr %1, i64 %77
  store i32 %75, ptr %78, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %76, %74
  %80 = icmp eq i32 %5, 255
  br i1 %80, label %81, label %84

81:                                               ; preds = %79
  %82 = zext nneg i32 %8 to i64
  %83 = getelementptr inbounds i32, ptr %2, i64 %82
  store i32 %75, ptr %83, align 4, !tbaa !5
  br label %84

84:                                               ; preds = %81, %79
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @scan_block_i32, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
