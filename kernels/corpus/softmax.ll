; ModuleID = 'kernels/corpus/softmax.cu'
source_filename = "kernels/corpus/softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @softmax_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = and i32 %8, 31
  %12 = icmp slt i32 %10, %2
  br i1 %12, label %13, label %79

13:                                               ; preds = %4
  %14 = zext nneg i32 %10 to i64
  %15 = sext i32 %3 to i64
  %16 = mul nsw i64 %15, %14
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = icmp slt i32 %11, %3
  br i1 %18, label %31, label %19

19:                                               ; preds = %31, %13
  %20 = phi float [ 0xC7EFFFFFE0000000, %13 ], [ %37, %31 ]
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 16, i32 31)
  %22 = tail call contract noundef float @llvm.maxnum.f32(float %20, float %21)
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 8, i32 31)
  %24 = tail call contract noundef float @llvm.maxnum.f32(float %22, float %23)
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 4, i32 31)
  %26 = tail call contract noundef float @llvm.maxnum.f32(float %24, float %25)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 2, i32 31)
  %28 = tail call contract noundef float @llvm.maxnum.f32(float %26, float %27)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 1, i32 31)
  %30 = tail call contract noundef float @llvm.maxnum.f32(float %28, float %29)
  br i1 %18, label %53, label %40

31:                                               ; preds = %13, %31
  %32 = phi i32 [ %38, %31 ], [ %11, %13 ]
  %33 = phi float [ %37, %31 ], [ 0xC7EFFFFFE0000000, %13 ]
  %34 = zext nneg i32 %32 to i64
  %35 = getelementptr inbounds float, ptr %17, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = tail call contract noundef float @llvm.maxnum.f32(float %33, float %36)
  %38 = add nuw nsw i32 %32, 32
  %39 = icmp slt i32 %38, %3
  br i1 %39, label %31, label %19, !llvm.loop !9

40:                                               ; preds = %53, %19
  %41 = phi float [ 0.000000e+00, %19 ], [ %62, %53 ]
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 16, i32 31)
  %43 = fadd contract float %41, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 8, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 4, i32 31)
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 2, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 1, i32 31)
  %51 = fadd contract float %49, %50
  %52 = fdiv contract float 1.000000e+00, %51
  br i1 %18, label %65, label %79

53:                                               ; preds = %19, %53
  %54 = phi i32 [ %63, %53 ], [ %11, %19 ]
  %55 = phi float [ %62, %53 ], [ 0.000000e+00, %19 ]
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %17, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fsub contract float %58, %30
  %60 = fmul contract float %59, 0x3FF7154760000000
  %61 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %60)
  %62 = fadd contract float %55, %61
  %63 = add nuw nsw i32 %54, 32
  %64 = icmp slt i32 %63, %3
  br i1 %64, label %53, label %40, !llvm.loop !11

65:                                               ; preds = %40
  %66 = getelementptr float, ptr %1, i64 %16
  br label %67

67:                                               ; preds = %65, %67
  %68 = phi i32 [ %11, %65 ], [ %77, %67 ]
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %17, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !5
  %72 = fsub contract float %71, %30
  %73 = fmul contract float %72, 0x3FF7154760000000
  %74 = tail call contract noundef float @llvm.nvvm.ex2.approx.f(float %73)
  %75 = fmul contract float %52, %74
  %76 = getelementptr float, ptr %66, i64 %69
  store float %75, ptr %76, align 4, !tbaa !5
  %77 = add nuw nsw i32 %68, 32
  %78 = icmp slt i32 %77, %3
  br i1 %78, label %67, label %79, !llvm.loop !12

79:                                               ; preds = %67, %40, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @softmax_rows, !"kernel", i32 1}
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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
