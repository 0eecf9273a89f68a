; ModuleID = 'kernels/corpus/i128_div.cu'
source_filename = "kernels/corpus/i128_div.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @i128_div(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %67

11:                                               ; preds = %4
  %12 = shl nsw i32 %9, 1
  %13 = or disjoint i32 %12, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !5
  %17 = zext i64 %16 to i128
  %18 = shl nuw i128 %17, 64
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i64, ptr %0, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !5
  %22 = zext i64 %21 to i128
  %23 = or disjoint i128 %18, %22
  %24 = getelementptr inbounds i64, ptr %1, i64 %14
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = zext i64 %25 to i128
  %27 = shl nuw i128 %26, 64
  %28 = getelementptr inbounds i64, ptr %1, i64 %19
  %29 = load i64, ptr %28, align 8, !tbaa !5
  %30 = zext i64 %29 to i128
  %31 = or disjoint i128 %27, %30
  %32 = tail call i128 @llvm.umax.i128(i128 %31, i128 1)
  %33 = freeze i128 %23
  %34 = freeze i128 %32
  %35 = udiv i128 %33, %34
  %36 = mul i128 %35, %34
  %37 = sub i128 %33, %36
  %38 = icmp eq i128 %31, -1
  %39 = select i1 %38, i128 3, i128 %32
  %40 = freeze i128 %23
  %41 = freeze i128 %39
  %42 = sdiv i128 %40, %41
  %43 = mul i128 %42, %41
  %44 = sub i128 %40, %43
  %45 = shl nsw i32 %9, 3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr %2, i64 %46
  %48 = trunc i128 %35 to i64
  store i64 %48, ptr %47, align 8, !tbaa !5
  %49 = lshr i128 %35, 64
  %50 = trunc nuw i128 %49 to i64
  %51 = getelementptr inbounds i8, ptr %47, i64 8
  store i64 %50, ptr %51, align 8, !tbaa !5
  %52 = trunc i128 %37 to i64
  %53 = getelementptr inbounds i8, ptr %47, i64 16
  store i64 %52, ptr %53, align 8, !tbaa !5
  %54 = lshr i128 %37, 64
  %55 = trunc nuw i128 %54 to i64
  %56 = getelementptr inbounds i8, ptr %47, i64 24
  store i64 %55, ptr %56, align 8, !tbaa !5
  %57 = trunc i128 %42 to i64
  %58 = getelementptr inbounds i8, ptr %47, i64 32
  store i64 %57, ptr %58, align 8, !tbaa !5
  %59 = lshr i128 %42, 64
  %60 = trunc nuw i128 %59 to i64
  %61 = getelementptr inbounds i8, ptr %47, i64 40
  store i64 %60, ptr %61, align 8, !tbaa !5
  %62 = trunc i128 %44 to i64
  %63 = getelementptr inbounds i8, ptr %47, i64 48
  store i64 %62, ptr %63, align 8, !tbaa !5
  %64 = lshr i128 %44, 64
  %65 = trunc nuw i128 %64 to i64
  %66 = getelementptr inbounds i8, ptr %47, i64 56
  store i64 %65, ptr %66, align 8, !tbaa !5
  br label %67

67:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umax.i128(i128, i128) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @i128_div, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
