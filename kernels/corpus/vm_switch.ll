; ModuleID = 'kernels/corpus/vm_switch.cu'
source_filename = "kernels/corpus/vm_switch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_prog = dso_local addrspace(4) externally_initialized global [64 x i32] zeroinitializer, align 4
@c_proglen = dso_local addrspace(4) externally_initialized global i32 0, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_prog to ptr), ptr addrspacecast (ptr addrspace(4) @c_proglen to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @vm_run(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [4 x i32], align 4
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %161

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  store i32 %14, ptr %4, align 4, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %9, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 1, ptr %16, align 4, !tbaa !5
  %17 = xor i32 %14, 21845
  %18 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %17, ptr %18, align 4, !tbaa !5
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_proglen to ptr), align 4, !tbaa !5
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %148

21:                                               ; preds = %11, %137
  %22 = phi i32 [ %138, %137 ], [ 0, %11 ]
  %23 = phi i32 [ %35, %137 ], [ 0, %11 ]
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(4) @c_prog to ptr), i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = lshr i32 %26, 24
  %28 = lshr i32 %26, 16
  %29 = and i32 %28, 3
  %30 = lshr i32 %26, 8
  %31 = and i32 %30, 3
  %32 = shl i32 %26, 24
  %33 = ashr exact i32 %32, 24
  %34 = add nsw i32 %22, 1
  %35 = add nuw nsw i32 %23, 1
  %36 = trunc nuw i32 %27 to i8
  switch i8 %36, label %132 [
    i8 0, label %37
    i8 1, label %45
    i8 2, label %53
    i8 3, label %61
    i8 4, label %69
    i8 5, label %75
    i8 6, label %81
    i8 7, label %84
    i8 8, label %89
    i8 9, label %97
    i8 10, label %105
    i8 11, label %116
  ]

37:                                               ; preds = %21
  %38 = zext nneg i32 %29 to i64
  %39 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = zext nneg i32 %31 to i64
  %42 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = add i32 %43, %40
  store i32 %44, ptr %39, align 4, !tbaa !5
  br label %137

45:                                               ; preds = %21
  %46 = zext nneg i32 %29 to i64
  %47 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = zext nneg i32 %31 to i64
  %50 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = sub i32 %48, %51
  store i32 %52, ptr %47, align 4, !tbaa !5
  br label %137

53:                                               ; preds = %21
  %54 = zext nneg i32 %29 to i64
  %55 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = zext nneg i32 %31 to i64
  %58 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = mul i32 %59, %56
  store i32 %60, ptr %55, align 4, !tbaa !5
  br label %137

61:                                               ; preds = %21
  %62 = zext nneg i32 %31 to i64
  %63 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = zext nneg i32 %29 to i64
  %66 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = xor i32 %67, %64
  store i32 %68, ptr %66, align 4, !tbaa !5
  br label %137

69:                                               ; preds = %21
  %70 = zext nneg i32 %29 to i64
  %71 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = and i32 %26, 31
  %74 = shl i32 %72, %73
  store i32 %74, ptr %71, align 4, !tbaa !5
  br label %137

75:                                               ; preds = %21
  %76 = zext nneg i32 %29 to i64
  %77 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = and i32 %26, 31
  %80 = lshr i32 %78, %79
  store i32 %80, ptr %77, align 4, !tbaa !5
  br label %137

81:                                               ; preds = %21
  %82 = zext nneg i32 %29 to i64
  %83 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %82
  store i32 %33, ptr %83, align 4, !tbaa !5
  br label %137

84:                                               ; preds = %21
  %85 = zext nneg i32 %29 to i64
  %86 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = add i32 %87, %33
  store i32 %88, ptr %86, align 4, !tbaa !5
  br label %137

89:                                               ; preds = %21
  %90 = zext nneg i32 %29 to i64
  %91 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = zext nneg i32 %31 to i64
  %94 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = tail call i32 @llvm.smin.i32(i32 %92, i32 %95)
  store i32 %96, ptr %91, align 4, !tbaa !5
  br label %137

97:                                               ; preds = %21
  %98 = zext nneg i32 %29 to i64
  %99 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = zext nneg i32 %31 to i64
  %102 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = tail call i32 @llvm.smax.i32(i32 %100, i32 %103)
  store i32 %104, ptr %99, align 4, !tbaa !5
  br label %137

105:                                              ; preds = %21
  %106 = zext nneg i32 %29 to i64
  %107 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = and i32 %108, 1
  %110 = icmp eq i32 %109, 0
  %111 = and i32 %26, 7
  %112 = icmp slt i32 %22, %111
  %113 = sub i32 %22, %111
  %114 = or i1 %112, %110
  %115 = select i1 %114, i32 %34, i32 %113
  br label %137

116:                                              ; preds = %21
  %117 = zext nneg i32 %31 to i64
  %118 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = or i32 %119, 1
  %121 = icmp eq i32 %120, -1
  %122 = zext nneg i32 %29 to i64
  %123 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  br i1 %121, label %125, label %127

125:                                              ; preds = %116
  %126 = sub i32 0, %124
  br label %129

127:                                              ; preds = %116
  %128 = sdiv i32 %124, %120
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %128, %127 ], [ %126, %125 ]
  %131 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %122
  store i32 %130, ptr %131, align 4, !tbaa !5
  br label %137

132:                                              ; preds = %21
  %133 = zext nneg i32 %29 to i64
  %134 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !5
  %136 = xor i32 %135, -1
  store i32 %136, ptr %134, align 4, !tbaa !5
  br label %137

137:                                              ; preds = %105, %132, %129, %97, %89, %84, %81, %75, %69, %61, %53, %45, %37
  %138 = phi i32 [ %34, %132 ], [ %34, %129 ], [ %34, %97 ], [ %34, %89 ], [ %34, %84 ], [ %34, %81 ], [ %34, %75 ], [ %34, %69 ], [ %34, %61 ], [ %34, %53 ], [ %34, %45 ], [ %34, %37 ], [ %115, %105 ]
  %139 = icmp slt i32 %138, %19
  %140 = icmp ult i32 %23, 255
  %141 = select i1 %139, i1 %140, i1 false
  br i1 %141, label %21, label %142, !llvm.loop !9

142:                                              ; preds = %137
  %143 = load i32, ptr %4, align 4, !tbaa !5
  %144 = load i32, ptr %15, align 4, !tbaa !5
  %145 = load i32, ptr %16, align 4, !tbaa !5
  %146 = load i32, ptr %18, align 4, !tbaa !5
  %147 = mul nsw i32 %145, 5
  br label %148

148:                                              ; preds = %142, %11
  %149 = phi i32 [ %17, %11 ], [ %146, %142 ]
  %150 = phi i32 [ 5, %11 ], [ %147, %142 ]
  %151 = phi i32 [ %9, %11 ], [ %144, %142 ]
  %152 = phi i32 [ %14, %11 ], [ %143, %142 ]
  %153 = phi i32 [ 0, %11 ], [ %35, %142 ]
  %154 = mul nsw i32 %151, 3
  %155 = mul nsw i32 %149, 7
  %156 = xor i32 %152, %153
  %157 = xor i32 %156, %154
  %158 = xor i32 %157, %150
  %159 = xor i32 %158, %155
  %160 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %159, ptr %160, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #4
  br label %161

161:                                              ; preds = %3, %148
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @vm_run, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
