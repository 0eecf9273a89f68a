; ModuleID = 'kernels/blackwell/gemm_sm100.cu'
source_filename = "kernels/blackwell/gemm_sm100.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15gemm_bf16_sm100E4full = internal addrspace(3) global [4 x i64] undef, align 8
@_ZZ15gemm_bf16_sm100E5empty = internal addrspace(3) global [4 x i64] undef, align 8
@_ZZ15gemm_bf16_sm100E4done = internal addrspace(3) global i64 undef, align 8
@_ZZ15gemm_bf16_sm100E14tmem_base_slot = internal addrspace(3) global i32 undef, align 4
@smem = external dso_local addrspace(3) global [0 x i8], align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_bf16_sm100(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 992
  %9 = and i32 %7, 31
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 7
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 8
  %14 = sdiv i32 %5, 64
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E4full, i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E5empty, i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E4full to ptr), i64 8) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E5empty to ptr), i64 8) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E4full to ptr), i64 16) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E5empty to ptr), i64 16) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E4full to ptr), i64 24) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E5empty to ptr), i64 24) to ptr addrspace(3)), i32 noundef 1) #5
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E4done, i32 noundef 1) #5
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #5
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #5
  br label %17

17:                                               ; preds = %16, %6
  %18 = icmp ult i32 %7, 32
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E14tmem_base_slot, i32 noundef 256) #5
  tail call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1() #5
  br label %20

20:                                               ; preds = %19, %17
  tail call void @llvm.nvvm.tcgen05.fence.before.thread.sync() #5
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.tcgen05.fence.after.thread.sync() #5
  %21 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E14tmem_base_slot to ptr), align 4, !tbaa !7
  br i1 %15, label %23, label %22

22:                                               ; preds = %30, %20
  br label %117

23:                                               ; preds = %20
  %24 = icmp sgt i32 %5, -192
  br i1 %24, label %25, label %30

25:                                               ; preds = %23
  %26 = zext i32 %21 to i64
  %27 = inttoptr i64 %26 to ptr addrspace(6)
  %28 = tail call i32 @llvm.smax.i32(i32 %14, i32 -2)
  %29 = add nsw i32 %28, 2
  br label %31

30:                                               ; preds = %114, %23
  tail call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E4done) #5
  br label %22

31:                                               ; preds = %25, %114
  %32 = phi i32 [ 0, %25 ], [ %115, %114 ]
  %33 = icmp slt i32 %32, %14
  br i1 %33, label %34, label %57

34:                                               ; preds = %31
  %35 = and i32 %32, 3
  %36 = icmp ugt i32 %32, 3
  %37 = zext nneg i32 %35 to i64
  br i1 %36, label %38, label %46

38:                                               ; preds = %34
  %39 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E5empty to ptr), i64 0, i64 %37
  %40 = addrspacecast ptr %39 to ptr addrspace(3)
  %41 = lshr i32 %32, 2
  %42 = and i32 %41, 1
  %43 = xor i32 %42, 1
  br label %44

44:                                               ; preds = %44, %38
  %45 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %40, i32 noundef %43) #5
  br i1 %45, label %46, label %44, !llvm.loop !11

46:                                               ; preds = %44, %34
  %47 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E4full to ptr), i64 0, i64 %37
  %48 = addrspacecast ptr %47 to ptr addrspace(3)
  %49 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %48, i32 noundef 49152) #5
  %50 = mul nuw nsw i32 %35, 49152
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16384
  %54 = addrspacecast ptr %52 to ptr addrspace(7)
  %55 = shl nsw i32 %32, 6
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %54, ptr addrspace(3) noundef %48, ptr noundef %0, i32 noundef %55, i32 noundef %11, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #5
  %56 = addrspacecast ptr %53 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %56, ptr addrspace(3) noundef %48, ptr noundef %1, i32 noundef %55, i32 noundef %13, i16 noundef zeroext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #5
  br label %57

57:                                               ; preds = %46, %31
  %58 = icmp ugt i32 %32, 2
  br i1 %58, label %59, label %114

59:                                               ; preds = %57
  %60 = add nsw i32 %32, -3
  %61 = and i32 %60, 3
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E4full to ptr), i64 0, i64 %62
  %64 = addrspacecast ptr %63 to ptr addrspace(3)
  %65 = lshr i32 %60, 2
  %66 = and i32 %65, 1
  br label %67

67:                                               ; preds = %67, %59
  %68 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %64, i32 noundef %66) #5
  br i1 %68, label %69, label %67, !llvm.loop !11

69:                                               ; preds = %67
  tail call void @llvm.nvvm.tcgen05.fence.after.thread.sync() #5
  %70 = mul nuw nsw i32 %61, 49152
  %71 = add i32 %70, ptrtoint (ptr addrspace(3) @smem to i32)
  %72 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 16384)
  %73 = icmp ne i32 %32, 3
  %74 = lshr exact i32 %71, 4
  %75 = and i32 %74, 16320
  %76 = zext nneg i32 %75 to i64
  %77 = or disjoint i64 %76, 4611756662049538048
  %78 = lshr exact i32 %72, 4
  %79 = and i32 %78, 16320
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i64 %80, 4611756662049538048
  tail call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) noundef %27, i64 noundef %77, i64 noundef %81, i32 noundef 138413200, i1 noundef zeroext %73, i32 noundef 0, i32 noundef 1, i32 noundef 0) #5
  %82 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 32)
  %83 = lshr exact i32 %82, 4
  %84 = and i32 %83, 16322
  %85 = zext nneg i32 %84 to i64
  %86 = or disjoint i64 %85, 4611756662049538048
  %87 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 16416)
  %88 = lshr exact i32 %87, 4
  %89 = and i32 %88, 16322
  %90 = zext nneg i32 %89 to i64
  %91 = or disjoint i64 %90, 4611756662049538048
  tail call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) noundef %27, i64 noundef %86, i64 noundef %91, i32 noundef 138413200, i1 noundef zeroext true, i32 noundef 0, i32 noundef 1, i32 noundef 0) #5
  %92 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 64)
  %93 = lshr exact i32 %92, 4
  %94 = and i32 %93, 16324
  %95 = zext nneg i32 %94 to i64
  %96 = or disjoint i64 %95, 4611756662049538048
  %97 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 16448)
  %98 = lshr exact i32 %97, 4
  %99 = and i32 %98, 16324
  %100 = zext nneg i32 %99 to i64
  %101 = or disjoint i64 %100, 4611756662049538048
  tail call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) noundef %27, i64 noundef %96, i64 noundef %101, i32 noundef 138413200, i1 noundef zeroext true, i32 noundef 0, i32 noundef 1, i32 noundef 0) #5
  %102 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 96)
  %103 = lshr exact i32 %102, 4
  %104 = and i32 %103, 16326
  %105 = zext nneg i32 %104 to i64
  %106 = or disjoint i64 %105, 4611756662049538048
  %107 = add i32 %70, add (i32 ptrtoint (ptr addrspace(3) @smem to i32), i32 16480)
  %108 = lshr exact i32 %107, 4
  %109 = and i32 %108, 16326
  %110 = zext nneg i32 %109 to i64
  %111 = or disjoint i64 %110, 4611756662049538048
  tail call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) noundef %27, i64 noundef %106, i64 noundef %111, i32 noundef 138413200, i1 noundef zeroext true, i32 noundef 0, i32 noundef 1, i32 noundef 0) #5
  %112 = getelementptr inbounds [4 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_bf16_sm100E5empty to ptr), i64 0, i64 %62
  %113 = addrspacecast ptr %112 to ptr addrspace(3)
  tail call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) noundef %113) #5
  br label %114

114:                                              ; preds = %69, %57
  %115 = add nuw nsw i32 %32, 1
  %116 = icmp eq i32 %32, %29
  br i1 %116, label %30, label %31, !llvm.loop !13

117:                                              ; preds = %22, %117
  %118 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef @_ZZ15gemm_bf16_sm100E4done, i32 noundef 0) #5
  br i1 %118, label %119, label %117, !llvm.loop !11

119:                                              ; preds = %117
  tail call void @llvm.nvvm.tcgen05.fence.after.thread.sync() #5
  %120 = add nuw nsw i32 %11, %8
  %121 = or disjoint i32 %120, %9
  %122 = shl nuw nsw i32 %8, 16
  %123 = add i32 %21, %122
  %124 = icmp slt i32 %121, %3
  %125 = zext nneg i32 %121 to i64
  %126 = sext i32 %4 to i64
  %127 = mul nsw i64 %126, %125
  %128 = getelementptr inbounds bfloat, ptr %2, i64 %127
  %129 = sext i32 %13 to i64
  %130 = getelementptr inbounds bfloat, ptr %128, i64 %129
  br label %132

131:                                              ; preds = %161
  tail call void @llvm.nvvm.tcgen05.fence.before.thread.sync() #5
  tail call void @llvm.nvvm.barrier0()
  br i1 %18, label %164, label %167

132:                                              ; preds = %119, %161
  %133 = phi i32 [ 0, %119 ], [ %162, %161 ]
  %134 = add i32 %123, %133
  %135 = zext i32 %134 to i64
  %136 = inttoptr i64 %135 to ptr addrspace(6)
  %137 = tail call noundef <32 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x32(ptr addrspace(6) noundef %136, i1 noundef zeroext false) #5
  tail call void @llvm.nvvm.tcgen05.wait.ld() #5
  br i1 %124, label %138, label %161

138:                                              ; preds = %132
  %139 = zext nneg i32 %133 to i64
  %140 = getelementptr inbounds bfloat, ptr %130, i64 %139
  %141 = bitcast <32 x i32> %137 to <32 x float>
  %142 = extractelement <32 x float> %141, i64 0
  %143 = fptrunc float %142 to bfloat
  %144 = insertelement <2 x bfloat> poison, bfloat %143, i64 0
  %145 = shufflevector <2 x bfloat> %144, <2 x bfloat> poison, <2 x i32> zeroinitializer
  store <2 x bfloat> %145, ptr %140, align 4, !tbaa !14
  %146 = getelementptr inbounds i8, ptr %140, i64 4
  store <2 x bfloat> %145, ptr %146, align 4, !tbaa !14
  %147 = getelementptr inbounds i8, ptr %140, i64 8
  store <2 x bfloat> %145, ptr %147, align 4, !tbaa !14
  %148 = getelementptr inbounds i8, ptr %140, i64 12
  store <2 x bfloat> %145, ptr %148, align 4, !tbaa !14
  %149 = getelementptr inbounds i8, ptr %140, i64 16
  store <2 x bfloat> %145, ptr %149, align 4, !tbaa !14
  %150 = getelementptr inbounds i8, ptr %140, i64 20
  store <2 x bfloat> %145, ptr %150, align 4, !tbaa !14
  %151 = getelementptr inbounds i8, ptr %140, i64 24
  store <2 x bfloat> %145, ptr %151, align 4, !tbaa !14
  %152 = getelementptr inbounds i8, ptr %140, i64 28
  store <2 x bfloat> %145, ptr %152, align 4, !tbaa !14
  %153 = getelementptr inbounds i8, ptr %140, i64 32
  store <2 x bfloat> %145, ptr %153, align 4, !tbaa !14
  %154 = getelementptr inbounds i8, ptr %140, i64 36
  store <2 x bfloat> %145, ptr %154, align 4, !tbaa !14
  %155 = getelementptr inbounds i8, ptr %140, i64 40
  store <2 x bfloat> %145, ptr %155, align 4, !tbaa !14
  %156 = getelementptr inbounds i8, ptr %140, i64 44
  store <2 x bfloat> %145, ptr %156, align 4, !tbaa !14
  %157 = getelementptr inbounds i8, ptr %140, i64 48
  store <2 x bfloat> %145, ptr %157, align 4, !tbaa !14
  %158 = getelementptr inbounds i8, ptr %140, i64 52
  store <2 x bfloat> %145, ptr %158, align 4, !tbaa !14
  %159 = getelementptr inbounds i8, ptr %140, i64 56
  store <2 x bfloat> %145, ptr %159, align 4, !tbaa !14
  %160 = getelementptr inbounds i8, ptr %140, i64 60
  store <2 x bfloat> %145, ptr %160, align 4, !tbaa !14
  br label %161

161:                                              ; preds = %138, %132
  %162 = add nuw nsw i32 %133, 32
  %163 = icmp ult i32 %133, 224
  br i1 %163, label %132, label %131, !llvm.loop !15

164:                                              ; preds = %131
  %165 = zext i32 %21 to i64
  %166 = inttoptr i64 %165 to ptr addrspace(6)
  tail call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) noundef %166, i32 noundef 256) #5
  br label %167

167:                                              ; preds = %164, %131
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.async.shared_cta() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.fence.before.thread.sync() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.fence.after.thread.sync() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.wait.ld() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) noundef, i32 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i16 noundef zeroext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) noundef, i64 noundef, i64 noundef, i32 noundef, i1 noundef zeroext, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local noundef <32 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x32(ptr addrspace(6) noundef, i1 noundef zeroext) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @gemm_bf16_sm100, !"kernel", i32 1}
!1 = !{ptr @gemm_bf16_sm100, !"maxntidx", i32 128}
!2 = !{ptr @gemm_bf16_sm100, !"minctasm", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !12}
