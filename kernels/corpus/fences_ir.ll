; ModuleID = 'kernels/corpus/fences_ir.cu'
source_filename = "kernels/corpus/fences_ir.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9fences_irE3pub = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fences_ir(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %8, 5
  %11 = icmp slt i32 %9, %3
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %4, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %4 ]
  %18 = and i32 %8, 31
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = zext nneg i32 %10 to i64
  br label %26

22:                                               ; preds = %16
  %23 = shl nsw i32 %17, 1
  %24 = zext nneg i32 %10 to i64
  %25 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9fences_irE3pub to ptr), i64 0, i64 %24
  store atomic i32 %23, ptr %25 release, align 4
  fence seq_cst
  br label %26

26:                                               ; preds = %20, %22
  %27 = phi i64 [ %21, %20 ], [ %24, %22 ]
  tail call void @llvm.nvvm.barrier0()
  %28 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9fences_irE3pub to ptr), i64 0, i64 %27
  %29 = load atomic i32, ptr %28 acquire, align 4
  %30 = load atomic i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9fences_irE3pub to ptr) monotonic, align 4
  fence acq_rel
  br i1 %11, label %31, label %36

31:                                               ; preds = %26
  %32 = add i32 %29, %17
  %33 = add i32 %32, %30
  %34 = sext i32 %9 to i64
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  store atomic i32 %33, ptr %35 monotonic, align 4
  br label %36

36:                                               ; preds = %31, %26
  %37 = icmp eq i32 %8, 0
  br i1 %37, label %38, label %43

38:                                               ; preds = %36
  %39 = add nuw nsw i32 %5, 1
  %40 = zext nneg i32 %5 to i64
  %41 = getelementptr inbounds i32, ptr %2, i64 %40
  %42 = cmpxchg ptr %41, i32 0, i32 %39 acq_rel acquire, align 4
  br label %43

43:                                               ; preds = %38, %36
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @fences_ir, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
