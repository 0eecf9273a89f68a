; ModuleID = 'kernels/smoke/cp_async.cu'
source_filename = "kernels/smoke/cp_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17cp_async_pipelineE2sa = internal addrspace(3) global [3 x [512 x i32]] undef, align 128
@_ZZ17cp_async_pipelineE2sb = internal addrspace(3) global [3 x [256 x i32]] undef, align 128
@_ZZ17cp_async_pipelineE2sc = internal addrspace(3) global [3 x [128 x i32]] undef, align 128
@_ZZ14cp_async_zfillE3buf = internal addrspace(3) global [512 x i32] undef, align 128
@_ZZ14cp_async_zfillE3bar = internal addrspace(3) global i64 undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cp_async_pipeline(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, %8
  %11 = tail call noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float noundef 1.000000e+00) #7
  %12 = shl nuw nsw i32 %6, 2
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sa to ptr), i64 %13
  %15 = getelementptr i32, ptr %0, i64 %13
  %16 = shl nuw nsw i32 %6, 1
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr i32, ptr %1, i64 %17
  %19 = zext nneg i32 %6 to i64
  %20 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sc to ptr), i64 %19
  %21 = getelementptr i32, ptr %2, i64 %19
  %22 = icmp sgt i32 %4, 0
  br i1 %22, label %53, label %68

23:                                               ; preds = %87
  %24 = sub nsw i32 127, %6
  %25 = zext i32 %24 to i64
  %26 = sub nsw i32 511, %12
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i32 %6, 1
  %29 = sub nsw i32 255, %28
  %30 = zext i32 %29 to i64
  %31 = or disjoint i32 %12, 1
  %32 = sub nsw i32 511, %31
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i32 %6, 1
  %35 = sub nsw i32 255, %34
  %36 = zext i32 %35 to i64
  %37 = zext nneg i32 %31 to i64
  %38 = or disjoint i32 %12, 2
  %39 = sub nsw i32 511, %38
  %40 = zext i32 %39 to i64
  %41 = lshr exact i32 %38, 1
  %42 = sub nsw i32 255, %41
  %43 = zext i32 %42 to i64
  %44 = zext nneg i32 %38 to i64
  %45 = or disjoint i32 %12, 3
  %46 = sub nsw i32 511, %45
  %47 = zext i32 %46 to i64
  %48 = lshr i32 %45, 1
  %49 = sub nsw i32 255, %48
  %50 = zext i32 %49 to i64
  %51 = zext nneg i32 %45 to i64
  %52 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 %17
  br label %89

53:                                               ; preds = %5
  %54 = shl i64 %10, 10
  %55 = getelementptr inbounds i8, ptr %1, i64 %54
  %56 = getelementptr inbounds i32, ptr %55, i64 %17
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  %58 = shl i64 %10, 11
  %59 = getelementptr i8, ptr %15, i64 %58
  %60 = addrspacecast ptr %14 to ptr addrspace(3)
  %61 = addrspacecast ptr %59 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16(ptr addrspace(3) noundef %60, ptr addrspace(1) noundef %61, i64 noundef %11) #7
  %62 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 %17
  %63 = addrspacecast ptr %62 to ptr addrspace(3)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) noundef %63, ptr addrspace(1) noundef %57) #7
  %64 = shl i64 %10, 9
  %65 = getelementptr i8, ptr %21, i64 %64
  %66 = addrspacecast ptr %20 to ptr addrspace(3)
  %67 = addrspacecast ptr %65 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noundef %66, ptr addrspace(1) noundef %67) #7
  br label %68

68:                                               ; preds = %53, %5
  tail call void @llvm.nvvm.cp.async.commit.group() #7
  %69 = icmp sgt i32 %4, 1
  br i1 %69, label %70, label %87

70:                                               ; preds = %68
  %71 = add nuw nsw i64 %10, 1
  %72 = getelementptr inbounds i8, ptr %14, i64 2048
  %73 = shl i64 %71, 11
  %74 = getelementptr i8, ptr %15, i64 %73
  %75 = addrspacecast ptr %72 to ptr addrspace(3)
  %76 = addrspacecast ptr %74 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16(ptr addrspace(3) noundef %75, ptr addrspace(1) noundef %76, i64 noundef %11) #7
  %77 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 1024), i64 %17
  %78 = shl i64 %71, 10
  %79 = getelementptr i8, ptr %18, i64 %78
  %80 = addrspacecast ptr %77 to ptr addrspace(3)
  %81 = addrspacecast ptr %79 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.L2.256B.8(ptr addrspace(3) noundef %80, ptr addrspace(1) noundef %81) #7
  %82 = getelementptr inbounds i8, ptr %20, i64 512
  %83 = shl i64 %71, 9
  %84 = getelementptr i8, ptr %21, i64 %83
  %85 = addrspacecast ptr %82 to ptr addrspace(3)
  %86 = addrspacecast ptr %84 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noundef %85, ptr addrspace(1) noundef %86) #7
  br label %87

87:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.cp.async.commit.group() #7
  br i1 %22, label %23, label %88

88:                                               ; preds = %118, %87
  tail call void @llvm.nvvm.cp.async.wait.all() #7
  ret void

89:                                               ; preds = %23, %118
  %90 = phi i32 [ 0, %23 ], [ %166, %118 ]
  %91 = add nuw nsw i32 %90, 2
  %92 = icmp slt i32 %91, %4
  br i1 %92, label %93, label %118

93:                                               ; preds = %89
  %94 = urem i32 %91, 3
  %95 = zext nneg i32 %94 to i64
  %96 = zext nneg i32 %91 to i64
  %97 = add nuw nsw i64 %10, %96
  %98 = and i32 %90, 1
  %99 = getelementptr inbounds [3 x [512 x i32]], ptr %14, i64 0, i64 %95
  %100 = shl i64 %97, 11
  %101 = getelementptr i8, ptr %15, i64 %100
  %102 = addrspacecast ptr %99 to ptr addrspace(3)
  %103 = addrspacecast ptr %101 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16(ptr addrspace(3) noundef %102, ptr addrspace(1) noundef %103, i64 noundef %11) #7
  %104 = icmp eq i32 %98, 0
  %105 = getelementptr inbounds [3 x [256 x i32]], ptr %52, i64 0, i64 %95
  %106 = shl i64 %97, 10
  %107 = getelementptr i8, ptr %18, i64 %106
  %108 = addrspacecast ptr %105 to ptr addrspace(3)
  %109 = addrspacecast ptr %107 to ptr addrspace(1)
  br i1 %104, label %111, label %110

110:                                              ; preds = %93
  tail call void @llvm.nvvm.cp.async.ca.shared.global.L2.256B.8(ptr addrspace(3) noundef %108, ptr addrspace(1) noundef %109) #7
  br label %112

111:                                              ; preds = %93
  tail call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) noundef %108, ptr addrspace(1) noundef %109) #7
  br label %112

112:                                              ; preds = %110, %111
  %113 = getelementptr inbounds [3 x [128 x i32]], ptr %20, i64 0, i64 %95
  %114 = shl i64 %97, 9
  %115 = getelementptr i8, ptr %21, i64 %114
  %116 = addrspacecast ptr %113 to ptr addrspace(3)
  %117 = addrspacecast ptr %115 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noundef %116, ptr addrspace(1) noundef %117) #7
  br label %118

118:                                              ; preds = %112, %89
  tail call void @llvm.nvvm.cp.async.commit.group() #7
  tail call void @llvm.nvvm.cp.async.wait.group(i32 noundef 2) #7
  tail call void @llvm.nvvm.barrier0()
  %119 = urem i32 %90, 3
  %120 = zext nneg i32 %90 to i64
  %121 = add nuw nsw i64 %10, %120
  %122 = shl i64 %121, 11
  %123 = getelementptr inbounds i8, ptr %3, i64 %122
  %124 = zext nneg i32 %119 to i64
  %125 = getelementptr inbounds [3 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sc to ptr), i64 0, i64 %124, i64 %25
  %126 = getelementptr inbounds [3 x [512 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sa to ptr), i64 0, i64 %124, i64 %27
  %127 = load i32, ptr %126, align 4, !tbaa !8
  %128 = getelementptr inbounds [3 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 0, i64 %124, i64 %30
  %129 = load i32, ptr %128, align 4, !tbaa !8
  %130 = mul i32 %129, 3
  %131 = add i32 %130, %127
  %132 = load i32, ptr %125, align 4, !tbaa !8
  %133 = xor i32 %132, %12
  %134 = add i32 %131, %133
  %135 = getelementptr inbounds i32, ptr %123, i64 %13
  store i32 %134, ptr %135, align 4, !tbaa !8
  %136 = getelementptr inbounds [3 x [512 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sa to ptr), i64 0, i64 %124, i64 %33
  %137 = load i32, ptr %136, align 4, !tbaa !8
  %138 = getelementptr inbounds [3 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 0, i64 %124, i64 %36
  %139 = load i32, ptr %138, align 4, !tbaa !8
  %140 = mul i32 %139, 3
  %141 = add i32 %140, %137
  %142 = load i32, ptr %125, align 4, !tbaa !8
  %143 = xor i32 %142, %31
  %144 = add i32 %141, %143
  %145 = getelementptr inbounds i32, ptr %123, i64 %37
  store i32 %144, ptr %145, align 4, !tbaa !8
  %146 = getelementptr inbounds [3 x [512 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sa to ptr), i64 0, i64 %124, i64 %40
  %147 = load i32, ptr %146, align 4, !tbaa !8
  %148 = getelementptr inbounds [3 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 0, i64 %124, i64 %43
  %149 = load i32, ptr %148, align 4, !tbaa !8
  %150 = mul i32 %149, 3
  %151 = add i32 %150, %147
  %152 = load i32, ptr %125, align 4, !tbaa !8
  %153 = xor i32 %152, %38
  %154 = add i32 %151, %153
  %155 = getelementptr inbounds i32, ptr %123, i64 %44
  store i32 %154, ptr %155, align 4, !tbaa !8
  %156 = getelementptr inbounds [3 x [512 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sa to ptr), i64 0, i64 %124, i64 %47
  %157 = load i32, ptr %156, align 4, !tbaa !8
  %158 = getelementptr inbounds [3 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cp_async_pipelineE2sb to ptr), i64 0, i64 %124, i64 %50
  %159 = load i32, ptr %158, align 4, !tbaa !8
  %160 = mul i32 %159, 3
  %161 = add i32 %160, %157
  %162 = load i32, ptr %125, align 4, !tbaa !8
  %163 = xor i32 %162, %45
  %164 = add i32 %161, %163
  %165 = getelementptr inbounds i32, ptr %123, i64 %51
  store i32 %164, ptr %165, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %166 = add nuw nsw i32 %90, 1
  %167 = icmp eq i32 %166, %4
  br i1 %167, label %88, label %89, !llvm.loop !12
}

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.createpolicy.fractional.L2.evict.first(float noundef) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cp_async_zfill(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %6
  store i32 -1, ptr %7, align 4, !tbaa !8
  %8 = or disjoint i32 %5, 1
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %9
  store i32 -1, ptr %10, align 4, !tbaa !8
  %11 = or disjoint i32 %5, 2
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %12
  store i32 -1, ptr %13, align 4, !tbaa !8
  %14 = or disjoint i32 %5, 3
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %15
  store i32 -1, ptr %16, align 4, !tbaa !8
  %17 = icmp eq i32 %4, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %3
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ14cp_async_zfillE3bar, i32 noundef 128) #7
  br label %19

19:                                               ; preds = %18, %3
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp ult i32 %4, 64
  br i1 %20, label %21, label %29

21:                                               ; preds = %19
  %22 = shl nuw nsw i32 %4, 4
  %23 = sub nsw i32 %2, %22
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 16)
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = getelementptr inbounds i32, ptr %0, i64 %6
  %27 = addrspacecast ptr %7 to ptr addrspace(3)
  %28 = addrspacecast ptr %26 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noundef %27, ptr addrspace(1) noundef %28, i32 noundef %25) #7
  br label %35

29:                                               ; preds = %19
  %30 = getelementptr inbounds i32, ptr %0, i64 %6
  %31 = and i32 %4, 3
  %32 = icmp eq i32 %31, 3
  %33 = addrspacecast ptr %7 to ptr addrspace(3)
  %34 = addrspacecast ptr %30 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.16.ignore.src(ptr addrspace(3) noundef %33, ptr addrspace(1) noundef %34, i1 noundef zeroext %32) #7
  br label %35

35:                                               ; preds = %29, %21
  tail call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) noundef @_ZZ14cp_async_zfillE3bar) #7
  br label %36

36:                                               ; preds = %36, %35
  %37 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ14cp_async_zfillE3bar, i32 noundef 0) #7
  br i1 %37, label %38, label %36, !llvm.loop !14

38:                                               ; preds = %36
  %39 = sub nsw i32 511, %5
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !8
  %43 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %42, ptr %43, align 4, !tbaa !8
  %44 = sub nsw i32 511, %8
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !8
  %48 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %47, ptr %48, align 4, !tbaa !8
  %49 = sub nsw i32 511, %11
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !8
  %53 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %52, ptr %53, align 4, !tbaa !8
  %54 = sub nsw i32 511, %14
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14cp_async_zfillE3buf to ptr), i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !8
  %58 = getelementptr inbounds i32, ptr %1, i64 %15
  store i32 %57, ptr %58, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.cg.shared.global.L2.cache.hint.L2.128B.16(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.ca.shared.global.L2.256B.8(ptr addrspace(3) noundef, ptr addrspace(1) noundef) #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #5

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.ca.shared.global.16.ignore.src(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i1 noundef zeroext) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3)) #3

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nounwind memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @cp_async_pipeline, !"kernel", i32 1}
!1 = !{ptr @cp_async_pipeline, !"maxntidx", i32 128}
!2 = !{ptr @cp_async_zfill, !"kernel", i32 1}
!3 = !{ptr @cp_async_zfill, !"maxntidx", i32 128}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
