; ModuleID = 'kernels/corpus/transpose.cu'
source_filename = "kernels/corpus/transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11transpose32E4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose32(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = sext i32 %2 to i64
  %15 = sext i32 %8 to i64
  %16 = getelementptr float, ptr %1, i64 %15
  %17 = zext nneg i32 %7 to i64
  %18 = icmp slt i32 %12, %3
  %19 = select i1 %13, i1 %18, i1 false
  br i1 %19, label %20, label %27

20:                                               ; preds = %4
  %21 = zext nneg i32 %12 to i64
  %22 = mul nsw i64 %21, %14
  %23 = getelementptr float, ptr %16, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = zext nneg i32 %11 to i64
  %26 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %25, i64 %17
  store float %24, ptr %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %4, %20
  br i1 %13, label %28, label %63

28:                                               ; preds = %27
  %29 = add nuw nsw i32 %12, 8
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %39

31:                                               ; preds = %28
  %32 = zext nneg i32 %29 to i64
  %33 = mul nsw i64 %32, %14
  %34 = getelementptr float, ptr %16, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = add nuw nsw i32 %11, 8
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %37, i64 %17
  store float %35, ptr %38, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %31, %28
  br i1 %13, label %40, label %63

40:                                               ; preds = %39
  %41 = add nuw nsw i32 %12, 16
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = zext nneg i32 %41 to i64
  %45 = mul nsw i64 %44, %14
  %46 = getelementptr float, ptr %16, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = add nuw nsw i32 %11, 16
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %49, i64 %17
  store float %47, ptr %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %43, %40
  br i1 %13, label %52, label %63

52:                                               ; preds = %51
  %53 = add nuw nsw i32 %12, 24
  %54 = icmp slt i32 %53, %3
  br i1 %54, label %55, label %63

55:                                               ; preds = %52
  %56 = zext nneg i32 %53 to i64
  %57 = mul nsw i64 %56, %14
  %58 = getelementptr float, ptr %16, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !5
  %60 = add nuw nsw i32 %11, 24
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %61, i64 %17
  store float %59, ptr %62, align 4, !tbaa !5
  br label %63

63:                                               ; preds = %27, %39, %55, %52, %51
  tail call void @llvm.nvvm.barrier0()
  %64 = add nuw nsw i32 %10, %7
  %65 = add i32 %6, %11
  %66 = icmp slt i32 %64, %3
  %67 = sext i32 %3 to i64
  %68 = zext nneg i32 %64 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = icmp slt i32 %65, %2
  %71 = and i1 %66, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %63
  %73 = zext nneg i32 %11 to i64
  %74 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %17, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = sext i32 %65 to i64
  %77 = mul nsw i64 %76, %67
  %78 = getelementptr float, ptr %69, i64 %77
  store float %75, ptr %78, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %63, %72
  br i1 %66, label %80, label %115

80:                                               ; preds = %79
  %81 = add nsw i32 %65, 8
  %82 = icmp slt i32 %81, %2
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = add nuw nsw i32 %11, 8
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %17, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  %88 = sext i32 %81 to i64
  %89 = mul nsw i64 %88, %67
  %90 = getelementptr float, ptr %69, i64 %89
  store float %87, ptr %90, align 4, !tbaa !5
  br label %91

91:                                               ; preds = %83, %80
  br i1 %66, label %92, label %115

92:                                               ; preds = %91
  %93 = add nsw i32 %65, 16
  %94 = icmp slt i32 %93, %2
  br i1 %94, label %95, label %103

95:                                               ; preds = %92
  %96 = add nuw nsw i32 %11, 16
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %17, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = sext i32 %93 to i64
  %101 = mul nsw i64 %100, %67
  %102 = getelementptr float, ptr %69, i64 %101
  store float %99, ptr %102, align 4, !tbaa !5
  br label %103

103:                                              ; preds = %95, %92
  br i1 %66, label %104, label %115

104:                                              ; preds = %103
  %105 = add nsw i32 %65, 24
  %106 = icmp slt i32 %105, %2
  br i1 %106, label %107, label %115

107:                                              ; preds = %104
  %108 = add nuw nsw i32 %11, 24
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose32E4tile to ptr), i64 0, i64 %17, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !5
  %112 = sext i32 %105 to i64
  %113 = mul nsw i64 %112, %67
  %114 = getelementptr float, ptr %69, i64 %113
  store float %111, ptr %114, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %79, %91, %107, %104, %103
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @transpose32, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
