; ModuleID = 'kernels/smoke/wmma_gemm.cu'
source_filename = "kernels/smoke/wmma_gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @wmma_gemm_f16(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl nuw nsw i32 %6, 4
  %9 = shl i32 %7, 4
  %10 = icmp sgt i32 %0, 0
  %11 = zext nneg i32 %8 to i64
  br i1 %10, label %14, label %12

12:                                               ; preds = %5
  %13 = sext i32 %9 to i64
  br label %21

14:                                               ; preds = %5
  %15 = zext nneg i32 %0 to i64
  %16 = mul nuw nsw i64 %15, %11
  %17 = getelementptr inbounds i16, ptr %2, i64 %16
  %18 = sext i32 %9 to i64
  %19 = mul nsw i64 %15, %18
  %20 = getelementptr inbounds i16, ptr %3, i64 %19
  br label %35

21:                                               ; preds = %35, %12
  %22 = phi i64 [ %13, %12 ], [ %18, %35 ]
  %23 = phi float [ 0.000000e+00, %12 ], [ %74, %35 ]
  %24 = phi float [ 0.000000e+00, %12 ], [ %73, %35 ]
  %25 = phi float [ 0.000000e+00, %12 ], [ %72, %35 ]
  %26 = phi float [ 0.000000e+00, %12 ], [ %71, %35 ]
  %27 = phi float [ 0.000000e+00, %12 ], [ %70, %35 ]
  %28 = phi float [ 0.000000e+00, %12 ], [ %69, %35 ]
  %29 = phi float [ 0.000000e+00, %12 ], [ %68, %35 ]
  %30 = phi float [ 0.000000e+00, %12 ], [ %67, %35 ]
  %31 = sext i32 %1 to i64
  %32 = mul nsw i64 %11, %31
  %33 = getelementptr inbounds float, ptr %4, i64 %32
  %34 = getelementptr inbounds float, ptr %33, i64 %22
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %34, float %30, float %29, float %28, float %27, float %26, float %25, float %24, float %23, i32 %1)
  ret void

35:                                               ; preds = %14, %35
  %36 = phi float [ 0.000000e+00, %14 ], [ %74, %35 ]
  %37 = phi float [ 0.000000e+00, %14 ], [ %73, %35 ]
  %38 = phi float [ 0.000000e+00, %14 ], [ %72, %35 ]
  %39 = phi float [ 0.000000e+00, %14 ], [ %71, %35 ]
  %40 = phi float [ 0.000000e+00, %14 ], [ %70, %35 ]
  %41 = phi float [ 0.000000e+00, %14 ], [ %69, %35 ]
  %42 = phi float [ 0.000000e+00, %14 ], [ %68, %35 ]
  %43 = phi i32 [ 0, %14 ], [ %75, %35 ]
  %44 = phi float [ 0.000000e+00, %14 ], [ %67, %35 ]
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds i16, ptr %17, i64 %45
  %47 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %46, i32 %0)
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 0
  %49 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 1
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 2
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 3
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 4
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 5
  %54 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 6
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %47, 7
  %56 = getelementptr inbounds i16, ptr %20, i64 %45
  %57 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %56, i32 %0)
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 0
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 1
  %60 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 2
  %61 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 3
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 4
  %63 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 5
  %64 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 6
  %65 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %57, 7
  %66 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %48, <2 x half> %49, <2 x half> %50, <2 x half> %51, <2 x half> %52, <2 x half> %53, <2 x half> %54, <2 x half> %55, <2 x half> %58, <2 x half> %59, <2 x half> %60, <2 x half> %61, <2 x half> %62, <2 x half> %63, <2 x half> %64, <2 x half> %65, float %44, float %42, float %41, float %40, float %39, float %38, float %37, float %36)
  %67 = extractvalue { float, float, float, float, float, float, float, float } %66, 0
  %68 = extractvalue { float, float, float, float, float, float, float, float } %66, 1
  %69 = extractvalue { float, float, float, float, float, float, float, float } %66, 2
  %70 = extractvalue { float, float, float, float, float, float, float, float } %66, 3
  %71 = extractvalue { float, float, float, float, float, float, float, float } %66, 4
  %72 = extractvalue { float, float, float, float, float, float, float, float } %66, 5
  %73 = extractvalue { float, float, float, float, float, float, float, float } %66, 6
  %74 = extractvalue { float, float, float, float, float, float, float, float } %66, 7
  %75 = add nuw nsw i32 %43, 16
  %76 = icmp slt i32 %75, %0
  br i1 %76, label %35, label %21, !llvm.loop !6
}

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #3

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @wmma_gemm_s8(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl nuw nsw i32 %6, 4
  %9 = shl i32 %7, 4
  %10 = icmp sgt i32 %0, 0
  %11 = zext nneg i32 %8 to i64
  br i1 %10, label %14, label %12

12:                                               ; preds = %5
  %13 = sext i32 %9 to i64
  br label %21

14:                                               ; preds = %5
  %15 = zext nneg i32 %0 to i64
  %16 = mul nuw nsw i64 %15, %11
  %17 = getelementptr inbounds i8, ptr %2, i64 %16
  %18 = sext i32 %9 to i64
  %19 = mul nsw i64 %15, %18
  %20 = getelementptr inbounds i8, ptr %3, i64 %19
  br label %35

21:                                               ; preds = %35, %12
  %22 = phi i64 [ %13, %12 ], [ %18, %35 ]
  %23 = phi i32 [ 0, %12 ], [ %62, %35 ]
  %24 = phi i32 [ 0, %12 ], [ %61, %35 ]
  %25 = phi i32 [ 0, %12 ], [ %60, %35 ]
  %26 = phi i32 [ 0, %12 ], [ %59, %35 ]
  %27 = phi i32 [ 0, %12 ], [ %58, %35 ]
  %28 = phi i32 [ 0, %12 ], [ %57, %35 ]
  %29 = phi i32 [ 0, %12 ], [ %56, %35 ]
  %30 = phi i32 [ 0, %12 ], [ %55, %35 ]
  %31 = sext i32 %1 to i64
  %32 = mul nsw i64 %11, %31
  %33 = getelementptr inbounds i32, ptr %4, i64 %32
  %34 = getelementptr inbounds i32, ptr %33, i64 %22
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %34, i32 %30, i32 %29, i32 %28, i32 %27, i32 %26, i32 %25, i32 %24, i32 %23, i32 %1)
  ret void

35:                                               ; preds = %14, %35
  %36 = phi i32 [ 0, %14 ], [ %62, %35 ]
  %37 = phi i32 [ 0, %14 ], [ %61, %35 ]
  %38 = phi i32 [ 0, %14 ], [ %60, %35 ]
  %39 = phi i32 [ 0, %14 ], [ %59, %35 ]
  %40 = phi i32 [ 0, %14 ], [ %58, %35 ]
  %41 = phi i32 [ 0, %14 ], [ %57, %35 ]
  %42 = phi i32 [ 0, %14 ], [ %56, %35 ]
  %43 = phi i32 [ 0, %14 ], [ %63, %35 ]
  %44 = phi i32 [ 0, %14 ], [ %55, %35 ]
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds i8, ptr %17, i64 %45
  %47 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr %46, i32 %0)
  %48 = extractvalue { i32, i32 } %47, 0
  %49 = extractvalue { i32, i32 } %47, 1
  %50 = getelementptr inbounds i8, ptr %20, i64 %45
  %51 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p0(ptr %50, i32 %0)
  %52 = extractvalue { i32, i32 } %51, 0
  %53 = extractvalue { i32, i32 } %51, 1
  %54 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32 %48, i32 %49, i32 %52, i32 %53, i32 %44, i32 %42, i32 %41, i32 %40, i32 %39, i32 %38, i32 %37, i32 %36)
  %55 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 0
  %56 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 1
  %57 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 2
  %58 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 3
  %59 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 4
  %60 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 5
  %61 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 6
  %62 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %54, 7
  %63 = add nuw nsw i32 %43, 16
  %64 = icmp slt i32 %63, %0
  br i1 %64, label %35, label %21, !llvm.loop !8
}

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr nocapture writeonly, i32, i32, i32, i32, i32, i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @wmma_gemm_f16, !"kernel", i32 1}
!1 = !{ptr @wmma_gemm_s8, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
