; ModuleID = 'kernels/corpus/half_ops.cu'
source_filename = "kernels/corpus/half_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @half_ops(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %52

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds half, ptr %0, i64 %14
  %16 = load half, ptr %15, align 2, !tbaa !6
  %17 = getelementptr inbounds half, ptr %1, i64 %14
  %18 = load half, ptr %17, align 2, !tbaa !6
  %19 = getelementptr inbounds half, ptr %2, i64 %14
  %20 = load half, ptr %19, align 2, !tbaa !6
  %21 = mul nsw i64 %14, 20
  %22 = getelementptr inbounds i8, ptr %3, i64 %21
  %23 = fadd contract half %16, %18
  store half %23, ptr %22, align 2, !tbaa !6
  %24 = fsub contract half %16, %18
  %25 = getelementptr inbounds i8, ptr %22, i64 2
  store half %24, ptr %25, align 2, !tbaa !6
  %26 = fmul contract half %16, %18
  %27 = getelementptr inbounds i8, ptr %22, i64 4
  store half %26, ptr %27, align 2, !tbaa !6
  %28 = fdiv contract half %16, %18
  %29 = getelementptr inbounds i8, ptr %22, i64 6
  store half %28, ptr %29, align 2, !tbaa !6
  %30 = tail call contract noundef half @llvm.fma.f16(half %16, half %18, half %20)
  %31 = getelementptr inbounds i8, ptr %22, i64 8
  store half %30, ptr %31, align 2, !tbaa !6
  %32 = fneg contract half %16
  %33 = getelementptr inbounds i8, ptr %22, i64 10
  store half %32, ptr %33, align 2, !tbaa !6
  %34 = fcmp contract ogt half %16, %18
  %35 = select contract i1 %34, half %16, half %18
  %36 = getelementptr inbounds i8, ptr %22, i64 12
  store half %35, ptr %36, align 2, !tbaa !6
  %37 = fpext half %16 to float
  %38 = fmul contract float %37, 5.000000e-01
  %39 = fadd contract float %38, 1.000000e+00
  %40 = fptrunc float %39 to half
  %41 = getelementptr inbounds i8, ptr %22, i64 14
  store half %40, ptr %41, align 2, !tbaa !6
  %42 = fcmp contract olt half %16, %20
  %43 = select contract i1 %42, half 0xH3C00, half 0xH0000
  %44 = getelementptr inbounds i8, ptr %22, i64 16
  store half %43, ptr %44, align 2, !tbaa !6
  %45 = fmul contract half %16, 0xH4400
  %46 = fptosi half %45 to i32
  %47 = sitofp i32 %46 to half
  %48 = getelementptr inbounds i8, ptr %22, i64 18
  store half %47, ptr %48, align 2, !tbaa !6
  %49 = fpext half %18 to float
  %50 = fadd contract float %37, %49
  %51 = getelementptr inbounds float, ptr %4, i64 %14
  store float %50, ptr %51, align 4, !tbaa !10
  br label %52

52:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @half2_axpy(<2 x half> noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds <2 x half>, ptr %1, i64 %12
  %14 = load <2 x half>, ptr %13, align 4, !tbaa !12
  %15 = getelementptr inbounds <2 x half>, ptr %2, i64 %12
  %16 = load <2 x half>, ptr %15, align 4, !tbaa !12
  %17 = fmul contract <2 x half> %14, %0
  %18 = fadd contract <2 x half> %17, %16
  store <2 x half> %18, ptr %15, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @half_ops, !"kernel", i32 1}
!1 = !{ptr @half2_axpy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"_Float16", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!8, !8, i64 0}
