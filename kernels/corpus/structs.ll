; ModuleID = 'kernels/corpus/structs.cu'
source_filename = "kernels/corpus/structs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SimParams = type { float, %struct.vec3, float, i32, i8, i16 }
%struct.vec3 = type { float, float, float }
%struct.Particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.Record = type <{ i8, i32, i16, double }>

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @particles(ptr nocapture noundef %0, ptr nocapture noundef readonly byval(%struct.SimParams) align 4 %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.vec3, align 4
  %5 = alloca %struct.vec3, align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %110

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.Particle, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds i8, ptr %14, i64 4
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds i8, ptr %14, i64 8
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds i8, ptr %14, i64 12
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds i8, ptr %14, i64 16
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds i8, ptr %14, i64 20
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds i8, ptr %14, i64 24
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds i8, ptr %14, i64 28
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %1, i64 20
  %31 = load i32, ptr %30, align 4, !tbaa !7
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %66

33:                                               ; preds = %12
  %34 = getelementptr inbounds i8, ptr %4, i64 4
  %35 = getelementptr inbounds i8, ptr %4, i64 8
  %36 = getelementptr inbounds i8, ptr %5, i64 4
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  %38 = and i32 %31, 1
  %39 = icmp eq i32 %31, 1
  br i1 %39, label %42, label %40

40:                                               ; preds = %33
  %41 = and i32 %31, 2147483646
  br label %82

42:                                               ; preds = %82, %33
  %43 = phi float [ poison, %33 ], [ %102, %82 ]
  %44 = phi float [ poison, %33 ], [ %103, %82 ]
  %45 = phi float [ poison, %33 ], [ %104, %82 ]
  %46 = phi float [ poison, %33 ], [ %105, %82 ]
  %47 = phi float [ poison, %33 ], [ %106, %82 ]
  %48 = phi float [ poison, %33 ], [ %107, %82 ]
  %49 = phi float [ %25, %33 ], [ %107, %82 ]
  %50 = phi float [ %23, %33 ], [ %106, %82 ]
  %51 = phi float [ %21, %33 ], [ %105, %82 ]
  %52 = phi float [ %19, %33 ], [ %104, %82 ]
  %53 = phi float [ %15, %33 ], [ %102, %82 ]
  %54 = phi float [ %17, %33 ], [ %103, %82 ]
  %55 = icmp eq i32 %38, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %42
  store float %53, ptr %4, align 4, !tbaa !15
  store float %54, ptr %34, align 4, !tbaa !15
  store float %52, ptr %35, align 4, !tbaa !15
  store float %51, ptr %5, align 4, !tbaa !15
  store float %50, ptr %36, align 4, !tbaa !15
  store float %49, ptr %37, align 4, !tbaa !15
  %57 = call fastcc { %struct.vec3, %struct.vec3 } @_ZL9integrate4vec3S_fPK9SimParams(ptr noundef nonnull byval(%struct.vec3) align 4 %4, ptr noundef nonnull byval(%struct.vec3) align 4 %5, float noundef %27, ptr noundef nonnull %1) #7
  %58 = extractvalue { %struct.vec3, %struct.vec3 } %57, 0
  %59 = extractvalue { %struct.vec3, %struct.vec3 } %57, 1
  %60 = extractvalue %struct.vec3 %58, 0
  %61 = extractvalue %struct.vec3 %58, 1
  %62 = extractvalue %struct.vec3 %58, 2
  %63 = extractvalue %struct.vec3 %59, 0
  %64 = extractvalue %struct.vec3 %59, 1
  %65 = extractvalue %struct.vec3 %59, 2
  br label %66

66:                                               ; preds = %56, %42, %12
  %67 = phi float [ %17, %12 ], [ %44, %42 ], [ %61, %56 ]
  %68 = phi float [ %15, %12 ], [ %43, %42 ], [ %60, %56 ]
  %69 = phi float [ %19, %12 ], [ %45, %42 ], [ %62, %56 ]
  %70 = phi float [ %21, %12 ], [ %46, %42 ], [ %63, %56 ]
  %71 = phi float [ %23, %12 ], [ %47, %42 ], [ %64, %56 ]
  %72 = phi float [ %25, %12 ], [ %48, %42 ], [ %65, %56 ]
  %73 = shl nsw i32 %29, 4
  %74 = getelementptr inbounds i8, ptr %1, i64 24
  %75 = load i8, ptr %74, align 4, !tbaa !16
  %76 = zext i8 %75 to i32
  %77 = add nsw i32 %73, %76
  %78 = getelementptr inbounds i8, ptr %1, i64 26
  %79 = load i16, ptr %78, align 2, !tbaa !17
  %80 = sext i16 %79 to i32
  %81 = add nsw i32 %77, %80
  store float %68, ptr %14, align 4
  store float %67, ptr %16, align 4
  store float %69, ptr %18, align 4
  store float %70, ptr %20, align 4
  store float %71, ptr %22, align 4
  store float %72, ptr %24, align 4
  store i32 %81, ptr %28, align 4
  br label %110

82:                                               ; preds = %82, %40
  %83 = phi float [ %25, %40 ], [ %107, %82 ]
  %84 = phi float [ %23, %40 ], [ %106, %82 ]
  %85 = phi float [ %21, %40 ], [ %105, %82 ]
  %86 = phi float [ %19, %40 ], [ %104, %82 ]
  %87 = phi float [ %15, %40 ], [ %102, %82 ]
  %88 = phi float [ %17, %40 ], [ %103, %82 ]
  %89 = phi i32 [ 0, %40 ], [ %108, %82 ]
  store float %87, ptr %4, align 4, !tbaa !15
  store float %88, ptr %34, align 4, !tbaa !15
  store float %86, ptr %35, align 4, !tbaa !15
  store float %85, ptr %5, align 4, !tbaa !15
  store float %84, ptr %36, align 4, !tbaa !15
  store float %83, ptr %37, align 4, !tbaa !15
  %90 = call fastcc { %struct.vec3, %struct.vec3 } @_ZL9integrate4vec3S_fPK9SimParams(ptr noundef nonnull byval(%struct.vec3) align 4 %4, ptr noundef nonnull byval(%struct.vec3) align 4 %5, float noundef %27, ptr noundef nonnull %1) #7
  %91 = extractvalue { %struct.vec3, %struct.vec3 } %90, 0
  %92 = extractvalue { %struct.vec3, %struct.vec3 } %90, 1
  %93 = extractvalue %struct.vec3 %91, 0
  %94 = extractvalue %struct.vec3 %91, 1
  %95 = extractvalue %struct.vec3 %91, 2
  %96 = extractvalue %struct.vec3 %92, 0
  %97 = extractvalue %struct.vec3 %92, 1
  %98 = extractvalue %struct.vec3 %92, 2
  store float %93, ptr %4, align 4, !tbaa !15
  store float %94, ptr %34, align 4, !tbaa !15
  store float %95, ptr %35, align 4, !tbaa !15
  store float %96, ptr %5, align 4, !tbaa !15
  store float %97, ptr %36, align 4, !tbaa !15
  store float %98, ptr %37, align 4, !tbaa !15
  %99 = call fastcc { %struct.vec3, %struct.vec3 } @_ZL9integrate4vec3S_fPK9SimParams(ptr noundef nonnull byval(%struct.vec3) align 4 %4, ptr noundef nonnull byval(%struct.vec3) align 4 %5, float noundef %27, ptr noundef nonnull %1) #7
  %100 = extractvalue { %struct.vec3, %struct.vec3 } %99, 0
  %101 = extractvalue { %struct.vec3, %struct.vec3 } %99, 1
  %102 = extractvalue %struct.vec3 %100, 0
  %103 = extractvalue %struct.vec3 %100, 1
  %104 = extractvalue %struct.vec3 %100, 2
  %105 = extractvalue %struct.vec3 %101, 0
  %106 = extractvalue %struct.vec3 %101, 1
  %107 = extractvalue %struct.vec3 %101, 2
  %108 = add i32 %89, 2
  %109 = icmp eq i32 %108, %41
  br i1 %109, label %42, label %82, !llvm.loop !18

110:                                              ; preds = %3, %66
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { %struct.vec3, %struct.vec3 } @_ZL9integrate4vec3S_fPK9SimParams(ptr nocapture noundef readonly byval(%struct.vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.vec3) align 4 %1, float noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #3 {
  %5 = fdiv contract float 1.000000e+00, %2
  %6 = load float, ptr %1, align 4, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %3, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !21
  %9 = fmul contract float %5, %8
  %10 = load float, ptr %3, align 4, !tbaa !22
  %11 = fmul contract float %9, %10
  %12 = fadd contract float %6, %11
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load float, ptr %13, align 4, !tbaa !23
  %15 = fmul contract float %14, %12
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load float, ptr %18, align 4, !tbaa !25
  %20 = fmul contract float %5, %19
  %21 = fmul contract float %10, %20
  %22 = fadd contract float %17, %21
  %23 = fmul contract float %14, %22
  %24 = getelementptr inbounds i8, ptr %1, i64 8
  %25 = load float, ptr %24, align 4, !tbaa !26
  %26 = getelementptr inbounds i8, ptr %3, i64 12
  %27 = load float, ptr %26, align 4, !tbaa !27
  %28 = fmul contract float %5, %27
  %29 = fmul contract float %10, %28
  %30 = fadd contract float %25, %29
  %31 = fmul contract float %14, %30
  %32 = load float, ptr %0, align 4, !tbaa !20
  %33 = fmul contract float %10, %15
  %34 = fadd contract float %33, %32
  %35 = getelementptr inbounds i8, ptr %0, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fmul contract float %10, %23
  %38 = fadd contract float %36, %37
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !26
  %41 = fmul contract float %10, %31
  %42 = fadd contract float %40, %41
  %43 = insertvalue %struct.vec3 poison, float %34, 0
  %44 = insertvalue %struct.vec3 %43, float %38, 1
  %45 = insertvalue %struct.vec3 %44, float %42, 2
  %46 = insertvalue { %struct.vec3, %struct.vec3 } poison, %struct.vec3 %45, 0
  %47 = insertvalue %struct.vec3 poison, float %15, 0
  %48 = insertvalue %struct.vec3 %47, float %23, 1
  %49 = insertvalue %struct.vec3 %48, float %31, 2
  %50 = insertvalue { %struct.vec3, %struct.vec3 } %46, %struct.vec3 %49, 1
  ret { %struct.vec3, %struct.vec3 } %50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gather_records(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %44

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !28
  %16 = icmp sgt i32 %15, -1
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  %19 = zext nneg i32 %15 to i64
  %20 = select i1 %18, i64 %19, i64 0
  %21 = getelementptr inbounds %struct.Record, ptr %0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = and i8 %22, 1
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %12
  %26 = getelementptr inbounds i8, ptr %21, i64 7
  %27 = load double, ptr %26, align 1
  %28 = getelementptr inbounds i8, ptr %21, i64 5
  %29 = load i16, ptr %28, align 1
  %30 = getelementptr inbounds i8, ptr %21, i64 1
  %31 = load i32, ptr %30, align 1
  %32 = sext i16 %29 to i32
  %33 = add nsw i32 %31, %32
  %34 = fmul contract double %27, 2.000000e+00
  br label %35

35:                                               ; preds = %12, %25
  %36 = phi i8 [ %22, %25 ], [ -18, %12 ]
  %37 = phi i32 [ %33, %25 ], [ 0, %12 ]
  %38 = phi i16 [ %29, %25 ], [ 0, %12 ]
  %39 = phi double [ %34, %25 ], [ 0.000000e+00, %12 ]
  %40 = getelementptr inbounds %struct.Record, ptr %2, i64 %13
  store i8 %36, ptr %40, align 1
  %41 = getelementptr inbounds i8, ptr %40, i64 1
  store i32 %37, ptr %41, align 1
  %42 = getelementptr inbounds i8, ptr %40, i64 5
  store i16 %38, ptr %42, align 1
  %43 = getelementptr inbounds i8, ptr %40, i64 7
  store double %39, ptr %43, align 1
  br label %44

44:                                               ; preds = %5, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @memcpy_var(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [64 x i8], align 1
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %55

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  %12 = shl nsw i32 %9, 6
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !29
  %16 = and i8 %15, 63
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %4, i8 -91, i64 64, i1 false)
  %17 = sext i32 %9 to i64
  %18 = shl nsw i64 %17, 6
  %19 = getelementptr inbounds i8, ptr %0, i64 %18
  %20 = zext nneg i8 %16 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %4, ptr align 1 %19, i64 %20, i1 false)
  br label %23

21:                                               ; preds = %23
  %22 = getelementptr inbounds i32, ptr %1, i64 %17
  store i32 %52, ptr %22, align 4, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  br label %55

23:                                               ; preds = %23, %11
  %24 = phi i32 [ 0, %11 ], [ %53, %23 ]
  %25 = phi i32 [ -2128831035, %11 ], [ %52, %23 ]
  %26 = zext nneg i32 %24 to i64
  %27 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %26
  %28 = load i8, ptr %27, align 1, !tbaa !29
  %29 = zext i8 %28 to i32
  %30 = xor i32 %25, %29
  %31 = mul i32 %30, 16777619
  %32 = or disjoint i32 %24, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !29
  %36 = zext i8 %35 to i32
  %37 = xor i32 %31, %36
  %38 = mul i32 %37, 16777619
  %39 = or disjoint i32 %24, 2
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !29
  %43 = zext i8 %42 to i32
  %44 = xor i32 %38, %43
  %45 = mul i32 %44, 16777619
  %46 = or disjoint i32 %24, 3
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !29
  %50 = zext i8 %49 to i32
  %51 = xor i32 %45, %50
  %52 = mul i32 %51, 16777619
  %53 = add nuw nsw i32 %24, 4
  %54 = icmp eq i32 %53, 64
  br i1 %54, label %21, label %23, !llvm.loop !30

55:                                               ; preds = %3, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @particles, !"kernel", i32 1}
!1 = !{ptr @gather_records, !"kernel", i32 1}
!2 = !{ptr @memcpy_var, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !13, i64 20}
!8 = !{!"_ZTS9SimParams", !9, i64 0, !12, i64 4, !9, i64 16, !13, i64 20, !10, i64 24, !14, i64 26}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!"_ZTS4vec3", !9, i64 0, !9, i64 4, !9, i64 8}
!13 = !{!"int", !10, i64 0}
!14 = !{!"short", !10, i64 0}
!15 = !{!9, !9, i64 0}
!16 = !{!8, !10, i64 24}
!17 = !{!8, !14, i64 26}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!12, !9, i64 0}
!21 = !{!8, !9, i64 4}
!22 = !{!8, !9, i64 0}
!23 = !{!8, !9, i64 16}
!24 = !{!12, !9, i64 4}
!25 = !{!8, !9, i64 8}
!26 = !{!12, !9, i64 8}
!27 = !{!8, !9, i64 12}
!28 = !{!13, !13, i64 0}
!29 = !{!10, !10, i64 0}
!30 = distinct !{!30, !19}
