; ModuleID = 'demo.cu'
source_filename = "demo.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9saxpy_sumE7partial = internal unnamed_addr addrspace(3) global [8 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @saxpy_sum(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, float noundef %2, i32 noundef %3, ptr noalias nocapture noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %7
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %27, label %14

14:                                               ; preds = %27, %5
  %15 = phi float [ 0.000000e+00, %5 ], [ %36, %27 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 8, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 4, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 2, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 1, i32 31)
  %25 = and i32 %11, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %39, label %44

27:                                               ; preds = %5, %27
  %28 = phi float [ %36, %27 ], [ 0.000000e+00, %5 ]
  %29 = phi i32 [ %37, %27 ], [ %12, %5 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !7
  %33 = getelementptr inbounds float, ptr %0, i64 %30
  %34 = load float, ptr %33, align 4, !tbaa !7
  %35 = tail call contract float @llvm.fma.f32(float %2, float %32, float %34)
  store float %35, ptr %33, align 4, !tbaa !7
  %36 = fadd contract float %28, %35
  %37 = add nsw i32 %29, %8
  %38 = icmp slt i32 %37, %3
  br i1 %38, label %27, label %14, !llvm.loop !11

39:                                               ; preds = %14
  %40 = fadd contract float %23, %24
  %41 = lshr exact i32 %11, 5
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9saxpy_sumE7partial to ptr), i64 0, i64 %42
  store float %40, ptr %43, align 4, !tbaa !7
  br label %44

44:                                               ; preds = %39, %14
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp ult i32 %11, 32
  br i1 %45, label %46, label %63

46:                                               ; preds = %44
  %47 = lshr i32 %7, 5
  %48 = icmp ult i32 %25, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = zext nneg i32 %25 to i64
  %51 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9saxpy_sumE7partial to ptr), i64 0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %46, %49
  %54 = phi contract float [ %52, %49 ], [ 0.000000e+00, %46 ]
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 4, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 2, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %58, i32 1, i32 31)
  br i1 %26, label %60, label %63

60:                                               ; preds = %53
  %61 = fadd contract float %58, %59
  %62 = atomicrmw fadd ptr %4, float %61 seq_cst, align 4
  br label %63

63:                                               ; preds = %53, %60, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @saxpy_sum, !"kernel", i32 1}
!1 = !{ptr @saxpy_sum, !"maxntidx", i32 256}
!2 = !{ptr @saxpy_sum, !"minctasm", i32 2}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
