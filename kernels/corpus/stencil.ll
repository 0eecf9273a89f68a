; ModuleID = 'kernels/corpus/stencil.cu'
source_filename = "kernels/corpus/stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_w5 = dso_local addrspace(4) externally_initialized global [5 x float] zeroinitializer, align 4
@c_w7 = dso_local addrspace(4) externally_initialized global [7 x float] zeroinitializer, align 4
@_ZZ12stencil1d_r3E1s = internal unnamed_addr addrspace(3) global [134 x float] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stencil5(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %69

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %2
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !6
  %24 = icmp sgt i32 %9, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %18
  %26 = getelementptr i8, ptr %22, i64 -4
  %27 = load float, ptr %26, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %18, %25
  %29 = phi contract float [ %27, %25 ], [ %23, %18 ]
  %30 = add nsw i32 %2, -1
  %31 = icmp slt i32 %9, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %28
  %33 = getelementptr i8, ptr %22, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %28, %32
  %36 = phi contract float [ %34, %32 ], [ %23, %28 ]
  %37 = icmp eq i32 %14, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %35
  %39 = sub nsw i32 %20, %2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %35, %38
  %44 = phi contract float [ %42, %38 ], [ %23, %35 ]
  %45 = add nsw i32 %3, -1
  %46 = icmp ult i32 %14, %45
  br i1 %46, label %47, label %52

47:                                               ; preds = %43
  %48 = add nsw i32 %20, %2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !6
  br label %52

52:                                               ; preds = %43, %47
  %53 = phi contract float [ %51, %47 ], [ %23, %43 ]
  %54 = load float, ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), align 4, !tbaa !6
  %55 = fmul contract float %23, %54
  %56 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), i64 4), align 4, !tbaa !6
  %57 = fmul contract float %29, %56
  %58 = fadd contract float %55, %57
  %59 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), i64 8), align 4, !tbaa !6
  %60 = fmul contract float %36, %59
  %61 = fadd contract float %58, %60
  %62 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), i64 12), align 4, !tbaa !6
  %63 = fmul contract float %44, %62
  %64 = fadd contract float %61, %63
  %65 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w5 to ptr), i64 16), align 4, !tbaa !6
  %66 = fmul contract float %53, %65
  %67 = fadd contract float %64, %66
  %68 = getelementptr inbounds float, ptr %1, i64 %21
  store float %67, ptr %68, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %4, %52
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil1d_r3(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = add nuw nsw i32 %6, 3
  %9 = icmp slt i32 %7, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %7 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = zext nneg i32 %8 to i64
  %17 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !6
  %18 = icmp ult i32 %6, 3
  br i1 %18, label %19, label %43

19:                                               ; preds = %14
  %20 = add nsw i32 %7, -3
  %21 = add nsw i32 %7, 128
  %22 = icmp sgt i32 %7, 2
  %23 = icmp slt i32 %20, %2
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %29

25:                                               ; preds = %19
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %19, %25
  %30 = phi contract float [ %28, %25 ], [ 0.000000e+00, %19 ]
  %31 = zext nneg i32 %6 to i64
  %32 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %31
  store float %30, ptr %32, align 4, !tbaa !6
  %33 = icmp slt i32 %21, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %29
  %35 = sext i32 %21 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %29, %34
  %39 = phi contract float [ %37, %34 ], [ 0.000000e+00, %29 ]
  %40 = add nuw nsw i32 %6, 131
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %41
  store float %39, ptr %42, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %38, %14
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %44, label %94

44:                                               ; preds = %43
  %45 = load float, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), align 4, !tbaa !6
  %46 = zext nneg i32 %6 to i64
  %47 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !6
  %49 = fmul contract float %45, %48
  %50 = fadd contract float %49, 0.000000e+00
  %51 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 4), align 4, !tbaa !6
  %52 = add nuw nsw i32 %6, 1
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !6
  %56 = fmul contract float %51, %55
  %57 = fadd contract float %50, %56
  %58 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 8), align 4, !tbaa !6
  %59 = add nuw nsw i32 %6, 2
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !6
  %63 = fmul contract float %58, %62
  %64 = fadd contract float %57, %63
  %65 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 12), align 4, !tbaa !6
  %66 = zext nneg i32 %8 to i64
  %67 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !6
  %69 = fmul contract float %65, %68
  %70 = fadd contract float %64, %69
  %71 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 16), align 4, !tbaa !6
  %72 = add nuw nsw i32 %6, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !6
  %76 = fmul contract float %71, %75
  %77 = fadd contract float %70, %76
  %78 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 20), align 4, !tbaa !6
  %79 = add nuw nsw i32 %6, 5
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !6
  %83 = fmul contract float %78, %82
  %84 = fadd contract float %77, %83
  %85 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_w7 to ptr), i64 24), align 4, !tbaa !6
  %86 = add nuw nsw i32 %6, 6
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12stencil1d_r3E1s to ptr), i64 0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !6
  %90 = fmul contract float %85, %89
  %91 = fadd contract float %84, %90
  %92 = sext i32 %7 to i64
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  store float %91, ptr %93, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %44, %43
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @stencil5, !"kernel", i32 1}
!1 = !{ptr @stencil1d_r3, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
