; ModuleID = 'kernels/corpus/calls.cu'
source_filename = "kernels/corpus/calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @calls(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [15 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %195

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = mul nsw i64 %15, 80
  %19 = getelementptr inbounds i8, ptr %2, i64 %18
  %20 = and i32 %17, 65535
  %21 = lshr i32 %17, 16
  %22 = or i32 %21, 1
  %23 = tail call fastcc noundef i32 @_ZL3gcdjj(i32 noundef %20, i32 noundef %22) #8
  %24 = zext i32 %23 to i64
  store i64 %24, ptr %19, align 8, !tbaa !9
  %25 = sext i32 %17 to i64
  %26 = mul nsw i64 %25, 1000003
  %27 = and i32 %17, 255
  %28 = add nuw nsw i32 %27, 1
  %29 = zext nneg i32 %28 to i64
  %30 = tail call fastcc { i64, i64, i32 } @_ZL6divmodxx(i64 noundef %26, i64 noundef %29) #8
  %31 = extractvalue { i64, i64, i32 } %30, 0
  %32 = extractvalue { i64, i64, i32 } %30, 1
  %33 = extractvalue { i64, i64, i32 } %30, 2
  %34 = getelementptr inbounds i8, ptr %19, i64 8
  store i64 %31, ptr %34, align 8, !tbaa !9
  %35 = zext nneg i32 %33 to i64
  %36 = add nsw i64 %32, %35
  %37 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 %36, ptr %37, align 8, !tbaa !9
  %38 = and i32 %17, 4095
  %39 = tail call fastcc [12 x i32] @_ZL8make_bigi(i32 noundef %38) #8
  %40 = extractvalue [12 x i32] %39, 0
  %41 = extractvalue [12 x i32] %39, 1
  %42 = extractvalue [12 x i32] %39, 2
  %43 = extractvalue [12 x i32] %39, 3
  %44 = extractvalue [12 x i32] %39, 4
  %45 = extractvalue [12 x i32] %39, 5
  %46 = extractvalue [12 x i32] %39, 6
  %47 = extractvalue [12 x i32] %39, 7
  %48 = extractvalue [12 x i32] %39, 8
  %49 = extractvalue [12 x i32] %39, 9
  %50 = extractvalue [12 x i32] %39, 10
  %51 = extractvalue [12 x i32] %39, 11
  %52 = sext i32 %40 to i64
  %53 = shl nsw i32 %41, 1
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %52, %54
  %56 = mul nsw i32 %42, 3
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %55, %57
  %59 = shl nsw i32 %43, 2
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = mul nsw i32 %44, 5
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %61, %63
  %65 = mul nsw i32 %45, 6
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %64, %66
  %68 = mul nsw i32 %46, 7
  %69 = sext i32 %68 to i64
  %70 = add nsw i64 %67, %69
  %71 = shl nsw i32 %47, 3
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  %74 = mul nsw i32 %48, 9
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %73, %75
  %77 = mul nsw i32 %49, 10
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %76, %78
  %80 = mul nsw i32 %50, 11
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %79, %81
  %83 = mul nsw i32 %51, 12
  %84 = sext i32 %83 to i64
  %85 = add nsw i64 %82, %84
  %86 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 %85, ptr %86, align 8, !tbaa !9
  %87 = and i32 %17, 1
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %14
  %90 = and i32 %17, 63
  %91 = tail call fastcc noundef zeroext i1 @_ZL7is_evenj(i32 noundef %90) #8
  br label %95

92:                                               ; preds = %14
  %93 = and i32 %17, 30
  %94 = tail call fastcc noundef zeroext i1 @_ZL6is_oddj(i32 noundef %93) #8
  br label %95

95:                                               ; preds = %92, %89
  %96 = phi i1 [ %91, %89 ], [ %94, %92 ]
  %97 = zext i1 %96 to i64
  %98 = getelementptr inbounds i8, ptr %19, i64 32
  store i64 %97, ptr %98, align 8, !tbaa !9
  %99 = getelementptr inbounds float, ptr %1, i64 %15
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = insertelement <4 x float> <float poison, float 1.000000e+00, float 2.000000e+00, float poison>, float %100, i64 0
  %102 = fmul contract float %100, -5.000000e-01
  %103 = insertelement <4 x float> %101, float %102, i64 3
  %104 = trunc i32 %17 to i8
  %105 = lshr i32 %17, 8
  %106 = trunc i32 %105 to i16
  %107 = shl nsw i64 %25, 20
  %108 = sitofp i32 %17 to double
  %109 = fmul contract double %108, 2.500000e-01
  %110 = tail call fastcc noundef double @_ZL3mixasxDF16_fdDv4_fPKi(i8 noundef signext %104, i16 noundef signext %106, i64 noundef %107, float noundef %100, double noundef %109, <4 x float> noundef %103, ptr noundef nonnull %0) #8
  %111 = fmul contract double %110, 1.600000e+01
  %112 = fptosi double %111 to i64
  %113 = getelementptr inbounds i8, ptr %19, i64 40
  store i64 %112, ptr %113, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 60, ptr nonnull %5) #8
  store i32 %27, ptr %5, align 4, !tbaa !5
  %114 = lshr i32 %17, 1
  %115 = and i32 %114, 255
  %116 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %115, ptr %116, align 4, !tbaa !5
  %117 = lshr i32 %17, 2
  %118 = and i32 %117, 255
  %119 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %118, ptr %119, align 4, !tbaa !5
  %120 = lshr i32 %17, 3
  %121 = and i32 %120, 255
  %122 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 %121, ptr %122, align 4, !tbaa !5
  %123 = lshr i32 %17, 4
  %124 = and i32 %123, 255
  %125 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 %124, ptr %125, align 4, !tbaa !5
  %126 = lshr i32 %17, 5
  %127 = and i32 %126, 255
  %128 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 %127, ptr %128, align 4, !tbaa !5
  %129 = lshr i32 %17, 6
  %130 = and i32 %129, 255
  %131 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %130, ptr %131, align 4, !tbaa !5
  %132 = lshr i32 %17, 7
  %133 = and i32 %132, 255
  %134 = getelementptr inbounds i8, ptr %5, i64 28
  store i32 %133, ptr %134, align 4, !tbaa !5
  %135 = lshr i32 %17, 8
  %136 = and i32 %135, 255
  %137 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 %136, ptr %137, align 4, !tbaa !5
  %138 = lshr i32 %17, 9
  %139 = and i32 %138, 255
  %140 = getelementptr inbounds i8, ptr %5, i64 36
  store i32 %139, ptr %140, align 4, !tbaa !5
  %141 = lshr i32 %17, 10
  %142 = and i32 %141, 255
  %143 = getelementptr inbounds i8, ptr %5, i64 40
  store i32 %142, ptr %143, align 4, !tbaa !5
  %144 = lshr i32 %17, 11
  %145 = and i32 %144, 255
  %146 = getelementptr inbounds i8, ptr %5, i64 44
  store i32 %145, ptr %146, align 4, !tbaa !5
  %147 = lshr i32 %17, 12
  %148 = and i32 %147, 255
  %149 = getelementptr inbounds i8, ptr %5, i64 48
  store i32 %148, ptr %149, align 4, !tbaa !5
  %150 = lshr i32 %17, 13
  %151 = and i32 %150, 255
  %152 = getelementptr inbounds i8, ptr %5, i64 52
  store i32 %151, ptr %152, align 4, !tbaa !5
  %153 = lshr i32 %17, 14
  %154 = and i32 %153, 255
  %155 = getelementptr inbounds i8, ptr %5, i64 56
  store i32 %154, ptr %155, align 4, !tbaa !5
  %156 = and i32 %17, 7
  %157 = add nuw nsw i32 %156, 7
  %158 = call fastcc noundef i32 @_ZL8tree_sumPKiii(ptr noundef nonnull %5, i32 noundef 0, i32 noundef %157) #8
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i8, ptr %19, i64 48
  store i64 %159, ptr %160, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #8
  call fastcc void @_ZL10write_pairPiS_i(ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %17) #8
  %161 = load i32, ptr %6, align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = load i32, ptr %7, align 4, !tbaa !5
  %164 = sext i32 %163 to i64
  %165 = mul nsw i64 %164, %162
  %166 = getelementptr inbounds i8, ptr %19, i64 56
  store i64 %165, ptr %166, align 8, !tbaa !9
  %167 = icmp eq i32 %156, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %95
  %169 = and i32 %17, 1023
  br label %175

170:                                              ; preds = %175, %95
  %171 = phi i64 [ 0, %95 ], [ %182, %175 ]
  %172 = getelementptr inbounds i8, ptr %19, i64 64
  store i64 %171, ptr %172, align 8, !tbaa !9
  %173 = and i32 %17, 2
  %174 = icmp eq i32 %173, 0
  br i1 %174, label %188, label %185

175:                                              ; preds = %168, %175
  %176 = phi i32 [ 0, %168 ], [ %183, %175 ]
  %177 = phi i64 [ 0, %168 ], [ %182, %175 ]
  %178 = mul nuw nsw i32 %176, 12
  %179 = add nuw nsw i32 %178, 6
  %180 = tail call fastcc noundef i32 @_ZL3gcdjj(i32 noundef %179, i32 noundef %169) #8
  %181 = zext i32 %180 to i64
  %182 = add nuw nsw i64 %177, %181
  %183 = add nuw nsw i32 %176, 1
  %184 = icmp eq i32 %183, %156
  br i1 %184, label %170, label %175, !llvm.loop !13

185:                                              ; preds = %170
  %186 = tail call fastcc noundef i32 @_ZL3gcdjj(i32 noundef %17, i32 noundef 360) #8
  %187 = zext i32 %186 to i64
  br label %192

188:                                              ; preds = %170
  %189 = tail call fastcc noundef i32 @_ZL3gcdjj(i32 noundef %17, i32 noundef 84) #8
  %190 = zext i32 %189 to i64
  %191 = sub nsw i64 0, %190
  br label %192

192:                                              ; preds = %188, %185
  %193 = phi i64 [ %187, %185 ], [ %191, %188 ]
  %194 = getelementptr inbounds i8, ptr %19, i64 72
  store i64 %193, ptr %194, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 60, ptr nonnull %5) #8
  br label %195

195:                                              ; preds = %4, %192
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_ZL3gcdjj(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %5, %4 ], [ %0, %2 ]
  %7 = urem i32 %6, %5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %5, %4 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { i64, i64, i32 } @_ZL6divmodxx(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sdiv i64 %0, %1
  %4 = mul i64 %3, %1
  %5 = sub i64 %0, %4
  %6 = trunc i64 %3 to i32
  %7 = and i32 %6, 7
  %8 = insertvalue { i64, i64, i32 } poison, i64 %3, 0
  %9 = insertvalue { i64, i64, i32 } %8, i64 %5, 1
  %10 = insertvalue { i64, i64, i32 } %9, i32 %7, 2
  ret { i64, i64, i32 } %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc [12 x i32] @_ZL8make_bigi(i32 noundef %0) unnamed_addr #2 {
  %2 = shl nsw i32 %0, 1
  %3 = xor i32 %2, 256
  %4 = mul nsw i32 %0, 3
  %5 = xor i32 %4, 512
  %6 = shl nsw i32 %0, 2
  %7 = xor i32 %6, 768
  %8 = mul nsw i32 %0, 5
  %9 = xor i32 %8, 1024
  %10 = mul nsw i32 %0, 6
  %11 = xor i32 %10, 1280
  %12 = mul nsw i32 %0, 7
  %13 = xor i32 %12, 1536
  %14 = shl nsw i32 %0, 3
  %15 = xor i32 %14, 1792
  %16 = mul nsw i32 %0, 9
  %17 = xor i32 %16, 2048
  %18 = mul nsw i32 %0, 10
  %19 = xor i32 %18, 2304
  %20 = mul nsw i32 %0, 11
  %21 = xor i32 %20, 2560
  %22 = mul nsw i32 %0, 12
  %23 = xor i32 %22, 2816
  %24 = insertvalue [12 x i32] poison, i32 %0, 0
  %25 = insertvalue [12 x i32] %24, i32 %3, 1
  %26 = insertvalue [12 x i32] %25, i32 %5, 2
  %27 = insertvalue [12 x i32] %26, i32 %7, 3
  %28 = insertvalue [12 x i32] %27, i32 %9, 4
  %29 = insertvalue [12 x i32] %28, i32 %11, 5
  %30 = insertvalue [12 x i32] %29, i32 %13, 6
  %31 = insertvalue [12 x i32] %30, i32 %15, 7
  %32 = insertvalue [12 x i32] %31, i32 %17, 8
  %33 = insertvalue [12 x i32] %32, i32 %19, 9
  %34 = insertvalue [12 x i32] %33, i32 %21, 10
  %35 = insertvalue [12 x i32] %34, i32 %23, 11
  ret [12 x i32] %35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define internal fastcc noundef zeroext i1 @_ZL7is_evenj(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc noundef zeroext i1 @_ZL6is_oddj(i32 noundef %4) #8
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i1 [ %5, %3 ], [ true, %1 ]
  ret i1 %7
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define internal fastcc noundef zeroext i1 @_ZL6is_oddj(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc noundef zeroext i1 @_ZL7is_evenj(i32 noundef %4) #8
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i1 [ %5, %3 ], [ false, %1 ]
  ret i1 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef double @_ZL3mixasxDF16_fdDv4_fPKi(i8 noundef signext %0, i16 noundef signext %1, i64 noundef %2, float noundef %3, double noundef %4, <4 x float> noundef %5, ptr nocapture noundef readonly %6) unnamed_addr #4 {
  %8 = sitofp i8 %0 to double
  %9 = sitofp i16 %1 to double
  %10 = fmul contract double %9, 2.000000e+00
  %11 = fadd contract double %10, %8
  %12 = sitofp i64 %2 to double
  %13 = fmul contract double %12, 5.000000e-01
  %14 = fadd contract double %11, %13
  %15 = fadd contract double %14, 1.500000e+00
  %16 = fpext float %3 to double
  %17 = fmul contract double %16, 3.000000e+00
  %18 = fadd contract double %15, %17
  %19 = fadd contract double %18, %4
  %20 = extractelement <4 x float> %5, i64 0
  %21 = extractelement <4 x float> %5, i64 1
  %22 = fadd contract float %20, %21
  %23 = extractelement <4 x float> %5, i64 2
  %24 = fadd contract float %23, %22
  %25 = extractelement <4 x float> %5, i64 3
  %26 = fadd contract float %25, %24
  %27 = fpext float %26 to double
  %28 = fadd contract double %19, %27
  %29 = load i32, ptr %6, align 4, !tbaa !5
  %30 = sitofp i32 %29 to double
  %31 = fadd contract double %28, %30
  ret double %31
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef i32 @_ZL8tree_sumPKiii(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %18

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %14, %5 ], [ %1, %3 ]
  %7 = phi i32 [ %16, %5 ], [ 0, %3 ]
  %8 = zext nneg i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = shl nuw nsw i32 %6, 1
  %12 = or disjoint i32 %11, 1
  %13 = tail call fastcc noundef i32 @_ZL8tree_sumPKiii(ptr noundef %0, i32 noundef %12, i32 noundef %2) #8
  %14 = add nuw nsw i32 %11, 2
  %15 = add i32 %10, %7
  %16 = add i32 %15, %13
  %17 = icmp slt i32 %14, %2
  br i1 %17, label %5, label %18

18:                                               ; preds = %5, %3
  %19 = phi i32 [ 0, %3 ], [ %16, %5 ]
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define internal fastcc void @_ZL10write_pairPiS_i(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #6 {
  %4 = mul nsw i32 %2, 3
  store i32 %4, ptr %0, align 4, !tbaa !5
  %5 = xor i32 %2, 15420
  store i32 %5, ptr %1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #5 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
