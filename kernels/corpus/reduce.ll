; ModuleID = 'kernels/corpus/reduce.cu'
source_filename = "kernels/corpus/reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14reduce_sum_f32E1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14reduce_sum_u64E1s = internal unnamed_addr addrspace(3) global [8 x i64] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum_f32(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %18

13:                                               ; preds = %18, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %24, %18 ]
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_f32E1s to ptr), i64 0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp ugt i32 %5, 63
  br i1 %17, label %29, label %27

18:                                               ; preds = %10, %18
  %19 = phi float [ 0.000000e+00, %10 ], [ %24, %18 ]
  %20 = phi i32 [ %8, %10 ], [ %25, %18 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !7
  %24 = fadd contract float %19, %23
  %25 = add i32 %20, %12
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %18, label %13, !llvm.loop !11

27:                                               ; preds = %40, %13
  %28 = icmp ult i32 %7, 32
  br i1 %28, label %42, label %57

29:                                               ; preds = %13, %40
  %30 = phi i32 [ %31, %40 ], [ %5, %13 ]
  %31 = lshr i32 %30, 1
  %32 = icmp ult i32 %7, %31
  br i1 %32, label %33, label %40

33:                                               ; preds = %29
  %34 = add nuw nsw i32 %31, %7
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_f32E1s to ptr), i64 0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !7
  %38 = load float, ptr %16, align 4, !tbaa !7
  %39 = fadd contract float %37, %38
  store float %39, ptr %16, align 4, !tbaa !7
  br label %40

40:                                               ; preds = %33, %29
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ugt i32 %30, 127
  br i1 %41, label %29, label %27, !llvm.loop !13

42:                                               ; preds = %27
  %43 = load float, ptr %16, align 4, !tbaa !7
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 16, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 8, i32 31)
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 4, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 2, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 1, i32 31)
  %53 = icmp eq i32 %7, 0
  br i1 %53, label %54, label %57

54:                                               ; preds = %42
  %55 = fadd contract float %51, %52
  %56 = atomicrmw fadd ptr %1, float %55 seq_cst, align 4
  br label %57

57:                                               ; preds = %42, %54, %27
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum_u64(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %62

13:                                               ; preds = %62, %3
  %14 = phi i64 [ 0, %3 ], [ %69, %62 ]
  %15 = trunc i64 %14 to i32
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %15, i32 16, i32 31)
  %17 = lshr i64 %14, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 16, i32 31)
  %20 = zext i32 %19 to i64
  %21 = shl nuw i64 %20, 32
  %22 = zext i32 %16 to i64
  %23 = add i64 %14, %22
  %24 = add i64 %23, %21
  %25 = trunc i64 %23 to i32
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %25, i32 8, i32 31)
  %27 = lshr i64 %24, 32
  %28 = trunc nuw i64 %27 to i32
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 8, i32 31)
  %30 = zext i32 %29 to i64
  %31 = shl nuw i64 %30, 32
  %32 = zext i32 %26 to i64
  %33 = add i64 %24, %32
  %34 = add i64 %33, %31
  %35 = trunc i64 %33 to i32
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %35, i32 4, i32 31)
  %37 = lshr i64 %34, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %38, i32 4, i32 31)
  %40 = zext i32 %39 to i64
  %41 = shl nuw i64 %40, 32
  %42 = zext i32 %36 to i64
  %43 = add i64 %34, %42
  %44 = add i64 %43, %41
  %45 = trunc i64 %43 to i32
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %45, i32 2, i32 31)
  %47 = lshr i64 %44, 32
  %48 = trunc nuw i64 %47 to i32
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 2, i32 31)
  %50 = zext i32 %49 to i64
  %51 = shl nuw i64 %50, 32
  %52 = zext i32 %46 to i64
  %53 = add i64 %44, %52
  %54 = add i64 %53, %51
  %55 = trunc i64 %53 to i32
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %55, i32 1, i32 31)
  %57 = lshr i64 %54, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 1, i32 31)
  %60 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %72, label %81

62:                                               ; preds = %10, %62
  %63 = phi i64 [ 0, %10 ], [ %69, %62 ]
  %64 = phi i32 [ %8, %10 ], [ %70, %62 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !14
  %68 = zext i32 %67 to i64
  %69 = add i64 %63, %68
  %70 = add i32 %64, %12
  %71 = icmp slt i32 %70, %2
  br i1 %71, label %62, label %13, !llvm.loop !16

72:                                               ; preds = %13
  %73 = zext i32 %56 to i64
  %74 = add i64 %54, %73
  %75 = zext i32 %59 to i64
  %76 = shl nuw i64 %75, 32
  %77 = add i64 %74, %76
  %78 = lshr i32 %7, 5
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %79
  store i64 %77, ptr %80, align 8, !tbaa !17
  br label %81

81:                                               ; preds = %72, %13
  tail call void @llvm.nvvm.barrier0()
  %82 = icmp eq i32 %7, 0
  br i1 %82, label %83, label %137

83:                                               ; preds = %81
  %84 = lshr i32 %5, 5
  %85 = icmp ult i32 %5, 32
  br i1 %85, label %108, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %84, -1
  %88 = and i32 %84, 3
  %89 = icmp ult i32 %87, 3
  br i1 %89, label %92, label %90

90:                                               ; preds = %86
  %91 = and i32 %84, 60
  br label %111

92:                                               ; preds = %111, %86
  %93 = phi i64 [ poison, %86 ], [ %133, %111 ]
  %94 = phi i32 [ 0, %86 ], [ %134, %111 ]
  %95 = phi i64 [ 0, %86 ], [ %133, %111 ]
  %96 = icmp eq i32 %88, 0
  br i1 %96, label %108, label %97

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %105, %97 ], [ %94, %92 ]
  %99 = phi i64 [ %104, %97 ], [ %95, %92 ]
  %100 = phi i32 [ %106, %97 ], [ 0, %92 ]
  %101 = zext nneg i32 %98 to i64
  %102 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !17
  %104 = add i64 %103, %99
  %105 = add nuw nsw i32 %98, 1
  %106 = add i32 %100, 1
  %107 = icmp eq i32 %106, %88
  br i1 %107, label %108, label %97, !llvm.loop !19

108:                                              ; preds = %92, %97, %83
  %109 = phi i64 [ 0, %83 ], [ %93, %92 ], [ %104, %97 ]
  %110 = atomicrmw add ptr %1, i64 %109 monotonic, align 8
  br label %137

111:                                              ; preds = %111, %90
  %112 = phi i32 [ 0, %90 ], [ %134, %111 ]
  %113 = phi i64 [ 0, %90 ], [ %133, %111 ]
  %114 = phi i32 [ 0, %90 ], [ %135, %111 ]
  %115 = zext nneg i32 %112 to i64
  %116 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !17
  %118 = add i64 %117, %113
  %119 = or disjoint i32 %112, 1
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %120
  %122 = load i64, ptr %121, align 8, !tbaa !17
  %123 = add i64 %122, %118
  %124 = or disjoint i32 %112, 2
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %125
  %127 = load i64, ptr %126, align 8, !tbaa !17
  %128 = add i64 %127, %123
  %129 = or disjoint i32 %112, 3
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds [8 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_sum_u64E1s to ptr), i64 0, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !17
  %133 = add i64 %132, %128
  %134 = add nuw nsw i32 %112, 4
  %135 = add i32 %114, 4
  %136 = icmp eq i32 %135, %91
  br i1 %136, label %92, label %111, !llvm.loop !21

137:                                              ; preds = %108, %81
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @reduce_max_i32(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %20

13:                                               ; preds = %20
  %14 = xor i32 %26, -2147483648
  br label %15

15:                                               ; preds = %13, %3
  %16 = phi i32 [ 0, %3 ], [ %14, %13 ]
  %17 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %16, i32 -1)
  %18 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %29, label %32

20:                                               ; preds = %10, %20
  %21 = phi i32 [ -2147483648, %10 ], [ %26, %20 ]
  %22 = phi i32 [ %8, %10 ], [ %27, %20 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !14
  %26 = tail call noundef i32 @llvm.smax.i32(i32 %21, i32 %25)
  %27 = add i32 %22, %12
  %28 = icmp slt i32 %27, %2
  br i1 %28, label %20, label %13, !llvm.loop !22

29:                                               ; preds = %15
  %30 = xor i32 %17, -2147483648
  %31 = atomicrmw max ptr %1, i32 %30 monotonic, align 4
  br label %32

32:                                               ; preds = %29, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @reduce_sum_f32, !"kernel", i32 1}
!1 = !{ptr @reduce_sum_u64, !"kernel", i32 1}
!2 = !{ptr @reduce_max_i32, !"kernel", i32 1}
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
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !9, i64 0}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !9, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
