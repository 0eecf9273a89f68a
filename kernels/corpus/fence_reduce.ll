; ModuleID = 'kernels/corpus/fence_reduce.cu'
source_filename = "kernels/corpus/fence_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_ticket = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ12fence_reduceE1s = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ12fence_reduceE7am_last = internal unnamed_addr addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_ticket to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fence_reduce(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 7
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = shl i32 %12, 7
  br label %19

14:                                               ; preds = %19, %5
  %15 = phi float [ 0.000000e+00, %5 ], [ %25, %19 ]
  %16 = zext nneg i32 %6 to i64
  %17 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %6, 64
  br i1 %18, label %28, label %35

19:                                               ; preds = %11, %19
  %20 = phi float [ 0.000000e+00, %11 ], [ %25, %19 ]
  %21 = phi i32 [ %9, %11 ], [ %26, %19 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fadd contract float %20, %24
  %26 = add i32 %21, %13
  %27 = icmp slt i32 %26, %4
  br i1 %27, label %19, label %14, !llvm.loop !9

28:                                               ; preds = %14
  %29 = or disjoint i32 %6, 64
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !5
  %33 = load float, ptr %17, align 4, !tbaa !5
  %34 = fadd contract float %32, %33
  store float %34, ptr %17, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %28, %14
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp ult i32 %6, 32
  br i1 %36, label %37, label %69

37:                                               ; preds = %35
  %38 = load volatile float, ptr %17, align 4, !tbaa !5
  %39 = or disjoint i32 %6, 32
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %40
  %42 = load volatile float, ptr %41, align 4, !tbaa !5
  %43 = fadd contract float %38, %42
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %43, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %44 = zext nneg i32 %6 to i64
  %45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 64
  %47 = load volatile float, ptr %46, align 4, !tbaa !5
  %48 = fadd contract float %43, %47
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %48, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %49 = zext nneg i32 %6 to i64
  %50 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %49
  %51 = getelementptr inbounds i8, ptr %50, i64 32
  %52 = load volatile float, ptr %51, align 4, !tbaa !5
  %53 = fadd contract float %48, %52
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %53, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %54 = zext nneg i32 %6 to i64
  %55 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load volatile float, ptr %56, align 4, !tbaa !5
  %58 = fadd contract float %53, %57
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %58, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %59 = zext nneg i32 %6 to i64
  %60 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  %62 = load volatile float, ptr %61, align 4, !tbaa !5
  %63 = fadd contract float %58, %62
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %63, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %64 = zext nneg i32 %6 to i64
  %65 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 %64
  %66 = getelementptr inbounds i8, ptr %65, i64 4
  %67 = load volatile float, ptr %66, align 4, !tbaa !5
  %68 = fadd contract float %63, %67
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store volatile float %68, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %69

69:                                               ; preds = %37, %35
  %70 = icmp eq i32 %6, 0
  br i1 %70, label %71, label %80

71:                                               ; preds = %69
  %72 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), align 4, !tbaa !5
  %73 = zext nneg i32 %7 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  store volatile float %72, ptr %74, align 4, !tbaa !5
  tail call void @llvm.nvvm.membar.gl()
  %75 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %76 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @g_ticket to ptr), i32 %75)
  %77 = add nsw i32 %75, -1
  %78 = icmp eq i32 %76, %77
  %79 = zext i1 %78 to i32
  store i32 %79, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE7am_last to ptr), align 4, !tbaa !11
  br label %80

80:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier0()
  %81 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE7am_last to ptr), align 4, !tbaa !11
  %82 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %81)
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %123, label %84

84:                                               ; preds = %80
  tail call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"() #5, !srcloc !13
  %85 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %86 = icmp ult i32 %6, %85
  br i1 %86, label %89, label %87

87:                                               ; preds = %89, %84
  %88 = phi float [ 0.000000e+00, %84 ], [ %95, %89 ]
  store float %88, ptr %17, align 4, !tbaa !5
  tail call void @llvm.nvvm.membar.cta()
  tail call void @llvm.nvvm.barrier0()
  br i1 %70, label %99, label %123

89:                                               ; preds = %84, %89
  %90 = phi i32 [ %96, %89 ], [ %6, %84 ]
  %91 = phi float [ %95, %89 ], [ 0.000000e+00, %84 ]
  %92 = zext nneg i32 %90 to i64
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load volatile float, ptr %93, align 4, !tbaa !5
  %95 = fadd contract float %91, %94
  %96 = add nuw i32 %90, 128
  %97 = icmp ult i32 %96, %85
  br i1 %97, label %89, label %87, !llvm.loop !14

98:                                               ; preds = %99
  store float %120, ptr %2, align 4, !tbaa !5
  store i32 %7, ptr %3, align 4, !tbaa !11
  store i32 0, ptr addrspacecast (ptr addrspace(1) @g_ticket to ptr), align 4, !tbaa !11
  br label %123

99:                                               ; preds = %87, %99
  %100 = phi i32 [ %121, %99 ], [ 0, %87 ]
  %101 = phi float [ %120, %99 ], [ 0.000000e+00, %87 ]
  %102 = zext nneg i32 %100 to i64
  %103 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !5
  %105 = fadd contract float %101, %104
  %106 = or disjoint i32 %100, 1
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !5
  %110 = fadd contract float %105, %109
  %111 = or disjoint i32 %100, 2
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !5
  %115 = fadd contract float %110, %114
  %116 = or disjoint i32 %100, 3
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12fence_reduceE1s to ptr), i64 0, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !5
  %120 = fadd contract float %115, %119
  %121 = add nuw nsw i32 %100, 4
  %122 = icmp eq i32 %121, 128
  br i1 %122, label %98, label %99, !llvm.loop !15

123:                                              ; preds = %87, %98, %80
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fence_reduce, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{i64 1679}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
