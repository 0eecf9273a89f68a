; ModuleID = 'kernels/corpus/int_arith.cu'
source_filename = "kernels/corpus/int_arith.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @int_ops_i32(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %107

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, ptr %1, i64 %12
  %16 = load i32, ptr %15, align 4, !tbaa !8
  %17 = icmp eq i32 %16, 0
  %18 = icmp eq i32 %16, -1
  %19 = select i1 %18, i32 3, i32 %16
  %20 = select i1 %17, i32 1, i32 %19
  %21 = mul nsw i64 %12, 96
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = add i32 %16, %14
  store i32 %23, ptr %22, align 4, !tbaa !8
  %24 = sub i32 %14, %16
  %25 = getelementptr inbounds i8, ptr %22, i64 4
  store i32 %24, ptr %25, align 4, !tbaa !8
  %26 = mul i32 %16, %14
  %27 = getelementptr inbounds i8, ptr %22, i64 8
  store i32 %26, ptr %27, align 4, !tbaa !8
  %28 = freeze i32 %14
  %29 = freeze i32 %20
  %30 = sdiv i32 %28, %29
  %31 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 %30, ptr %31, align 4, !tbaa !8
  %32 = mul i32 %30, %29
  %33 = sub i32 %28, %32
  %34 = getelementptr inbounds i8, ptr %22, i64 16
  store i32 %33, ptr %34, align 4, !tbaa !8
  %35 = freeze i32 %14
  %36 = freeze i32 %20
  %37 = udiv i32 %35, %36
  %38 = getelementptr inbounds i8, ptr %22, i64 20
  store i32 %37, ptr %38, align 4, !tbaa !8
  %39 = mul i32 %37, %36
  %40 = sub i32 %35, %39
  %41 = getelementptr inbounds i8, ptr %22, i64 24
  store i32 %40, ptr %41, align 4, !tbaa !8
  %42 = and i32 %16, 31
  %43 = shl i32 %14, %42
  %44 = getelementptr inbounds i8, ptr %22, i64 28
  store i32 %43, ptr %44, align 4, !tbaa !8
  %45 = lshr i32 %14, %42
  %46 = getelementptr inbounds i8, ptr %22, i64 32
  store i32 %45, ptr %46, align 4, !tbaa !8
  %47 = ashr i32 %14, %42
  %48 = getelementptr inbounds i8, ptr %22, i64 36
  store i32 %47, ptr %48, align 4, !tbaa !8
  %49 = xor i32 %16, -1
  %50 = getelementptr inbounds i8, ptr %22, i64 40
  store i32 %49, ptr %50, align 4, !tbaa !8
  %51 = icmp slt i32 %14, %16
  %52 = zext i1 %51 to i32
  %53 = icmp ult i32 %14, %16
  %54 = select i1 %53, i32 2, i32 0
  %55 = icmp eq i32 %14, %16
  %56 = select i1 %55, i32 4, i32 0
  %57 = icmp slt i32 %14, 0
  %58 = select i1 %57, i32 0, i32 8
  %59 = or disjoint i32 %58, %52
  %60 = or disjoint i32 %59, %54
  %61 = or disjoint i32 %60, %56
  %62 = getelementptr inbounds i8, ptr %22, i64 44
  store i32 %61, ptr %62, align 4, !tbaa !8
  %63 = tail call i32 @llvm.smin.i32(i32 %14, i32 %16)
  %64 = getelementptr inbounds i8, ptr %22, i64 48
  store i32 %63, ptr %64, align 4, !tbaa !8
  %65 = tail call i32 @llvm.umax.i32(i32 %14, i32 %16)
  %66 = getelementptr inbounds i8, ptr %22, i64 52
  store i32 %65, ptr %66, align 4, !tbaa !8
  %67 = icmp eq i32 %14, -2147483648
  %68 = tail call i32 @llvm.abs.i32(i32 %14, i1 true)
  %69 = select i1 %67, i32 -2147483648, i32 %68
  %70 = getelementptr inbounds i8, ptr %22, i64 56
  store i32 %69, ptr %70, align 4, !tbaa !8
  %71 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %14)
  %72 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %14, i1 false)
  %73 = shl nuw nsw i32 %72, 6
  %74 = or disjoint i32 %73, %71
  %75 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %14, i1 true)
  %76 = icmp eq i32 %14, 0
  %77 = shl nuw nsw i32 %75, 12
  %78 = add nuw nsw i32 %77, 4096
  %79 = select i1 %76, i32 0, i32 %78
  %80 = or disjoint i32 %79, %74
  %81 = getelementptr inbounds i8, ptr %22, i64 60
  store i32 %80, ptr %81, align 4, !tbaa !8
  %82 = tail call i32 @llvm.bswap.i32(i32 %14)
  %83 = getelementptr inbounds i8, ptr %22, i64 64
  store i32 %82, ptr %83, align 4, !tbaa !8
  %84 = tail call noundef i32 @llvm.bitreverse.i32(i32 %14)
  %85 = getelementptr inbounds i8, ptr %22, i64 68
  store i32 %84, ptr %85, align 4, !tbaa !8
  %86 = tail call noundef i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 %16)
  %87 = getelementptr inbounds i8, ptr %22, i64 72
  store i32 %86, ptr %87, align 4, !tbaa !8
  %88 = tail call noundef i32 @llvm.nvvm.mulhi.i(i32 %14, i32 %16)
  %89 = getelementptr inbounds i8, ptr %22, i64 76
  store i32 %88, ptr %89, align 4, !tbaa !8
  %90 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %14, i32 %16)
  %91 = getelementptr inbounds i8, ptr %22, i64 80
  store i32 %90, ptr %91, align 4, !tbaa !8
  %92 = and i32 %16, 30583
  %93 = tail call noundef i32 @llvm.nvvm.prmt(i32 %14, i32 %16, i32 %92)
  %94 = getelementptr inbounds i8, ptr %22, i64 84
  store i32 %93, ptr %94, align 4, !tbaa !8
  %95 = and i32 %14, 31
  %96 = icmp eq i32 %95, 0
  %97 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %14, i32 %14)
  %98 = select i1 %96, i32 %16, i32 %97
  %99 = getelementptr inbounds i8, ptr %22, i64 88
  store i32 %98, ptr %99, align 4, !tbaa !8
  %100 = mul i32 %14, 3
  %101 = lshr i32 %14, 7
  %102 = add i32 %100, %101
  %103 = and i32 %16, 255
  %104 = mul nsw i32 %103, -5
  %105 = add i32 %102, %104
  %106 = getelementptr inbounds i8, ptr %22, i64 92
  store i32 %105, ptr %106, align 4, !tbaa !8
  br label %107

107:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @int_ops_i64(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %104

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !12
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !12
  %17 = icmp eq i64 %16, 0
  %18 = icmp eq i64 %16, -1
  %19 = select i1 %18, i64 7, i64 %16
  %20 = select i1 %17, i64 1, i64 %19
  %21 = mul nsw i64 %12, 192
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = add i64 %16, %14
  store i64 %23, ptr %22, align 8, !tbaa !12
  %24 = sub i64 %14, %16
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %24, ptr %25, align 8, !tbaa !12
  %26 = mul i64 %16, %14
  %27 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 %26, ptr %27, align 8, !tbaa !12
  %28 = freeze i64 %14
  %29 = freeze i64 %20
  %30 = sdiv i64 %28, %29
  %31 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 %30, ptr %31, align 8, !tbaa !12
  %32 = mul i64 %30, %29
  %33 = sub i64 %28, %32
  %34 = getelementptr inbounds i8, ptr %22, i64 32
  store i64 %33, ptr %34, align 8, !tbaa !12
  %35 = freeze i64 %14
  %36 = freeze i64 %20
  %37 = udiv i64 %35, %36
  %38 = getelementptr inbounds i8, ptr %22, i64 40
  store i64 %37, ptr %38, align 8, !tbaa !12
  %39 = mul i64 %37, %36
  %40 = sub i64 %35, %39
  %41 = getelementptr inbounds i8, ptr %22, i64 48
  store i64 %40, ptr %41, align 8, !tbaa !12
  %42 = and i64 %16, 63
  %43 = shl i64 %14, %42
  %44 = getelementptr inbounds i8, ptr %22, i64 56
  store i64 %43, ptr %44, align 8, !tbaa !12
  %45 = lshr i64 %14, %42
  %46 = getelementptr inbounds i8, ptr %22, i64 64
  store i64 %45, ptr %46, align 8, !tbaa !12
  %47 = ashr i64 %14, %42
  %48 = getelementptr inbounds i8, ptr %22, i64 72
  store i64 %47, ptr %48, align 8, !tbaa !12
  %49 = xor i64 %16, -1
  %50 = getelementptr inbounds i8, ptr %22, i64 80
  store i64 %49, ptr %50, align 8, !tbaa !12
  %51 = icmp slt i64 %14, %16
  %52 = zext i1 %51 to i64
  %53 = icmp ult i64 %14, %16
  %54 = select i1 %53, i64 2, i64 0
  %55 = icmp eq i64 %14, %16
  %56 = select i1 %55, i64 4, i64 0
  %57 = icmp slt i64 %14, 0
  %58 = select i1 %57, i64 0, i64 8
  %59 = or disjoint i64 %58, %52
  %60 = or disjoint i64 %59, %54
  %61 = or disjoint i64 %60, %56
  %62 = getelementptr inbounds i8, ptr %22, i64 88
  store i64 %61, ptr %62, align 8, !tbaa !12
  %63 = tail call i64 @llvm.smin.i64(i64 %14, i64 %16)
  %64 = getelementptr inbounds i8, ptr %22, i64 96
  store i64 %63, ptr %64, align 8, !tbaa !12
  %65 = tail call i64 @llvm.umax.i64(i64 %14, i64 %16)
  %66 = getelementptr inbounds i8, ptr %22, i64 104
  store i64 %65, ptr %66, align 8, !tbaa !12
  %67 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %14)
  %68 = icmp eq i64 %14, 0
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %14, i1 false)
  %70 = shl nuw nsw i64 %69, 7
  %71 = or disjoint i64 %70, %67
  br i1 %68, label %75, label %72

72:                                               ; preds = %11
  %73 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %14, i1 true)
  %74 = shl nuw nsw i64 %73, 16
  br label %75

75:                                               ; preds = %11, %72
  %76 = phi i64 [ %74, %72 ], [ 4194304, %11 ]
  %77 = or disjoint i64 %76, %71
  %78 = getelementptr inbounds i8, ptr %22, i64 112
  store i64 %77, ptr %78, align 8, !tbaa !12
  %79 = tail call i64 @llvm.bswap.i64(i64 %14)
  %80 = getelementptr inbounds i8, ptr %22, i64 120
  store i64 %79, ptr %80, align 8, !tbaa !12
  %81 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %14, i64 %16)
  %82 = getelementptr inbounds i8, ptr %22, i64 128
  store i64 %81, ptr %82, align 8, !tbaa !12
  %83 = tail call i64 @llvm.fshl.i64(i64 %14, i64 %14, i64 13)
  %84 = getelementptr inbounds i8, ptr %22, i64 136
  store i64 %83, ptr %84, align 8, !tbaa !12
  %85 = shl i64 %14, 32
  %86 = ashr exact i64 %85, 32
  %87 = getelementptr inbounds i8, ptr %22, i64 144
  store i64 %86, ptr %87, align 8, !tbaa !12
  %88 = lshr i64 %14, 17
  %89 = and i64 %88, 4294967295
  %90 = getelementptr inbounds i8, ptr %22, i64 152
  store i64 %89, ptr %90, align 8, !tbaa !12
  %91 = mul i64 %14, -7046029254386353131
  %92 = getelementptr inbounds i8, ptr %22, i64 160
  store i64 %91, ptr %92, align 8, !tbaa !12
  %93 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %14, i64 %16)
  %94 = extractvalue { i64, i1 } %93, 1
  %95 = xor i1 %94, true
  %96 = zext i1 %95 to i64
  %97 = getelementptr inbounds i8, ptr %22, i64 168
  store i64 %96, ptr %97, align 8, !tbaa !12
  %98 = tail call i64 @llvm.bitreverse.i64(i64 %14)
  %99 = getelementptr inbounds i8, ptr %22, i64 176
  store i64 %98, ptr %99, align 8, !tbaa !12
  %100 = and i64 %14, 65535
  %101 = ashr i64 %16, 48
  %102 = mul nsw i64 %101, %100
  %103 = getelementptr inbounds i8, ptr %22, i64 184
  store i64 %102, ptr %103, align 8, !tbaa !12
  br label %104

104:                                              ; preds = %4, %75
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @int_ops_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %93

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i16, ptr %0, i64 %12
  %14 = load i16, ptr %13, align 2, !tbaa !14
  %15 = getelementptr inbounds i16, ptr %1, i64 %12
  %16 = load i16, ptr %15, align 2, !tbaa !14
  %17 = sext i16 %16 to i32
  %18 = tail call i16 @llvm.umax.i16(i16 %16, i16 1)
  %19 = mul nsw i64 %12, 48
  %20 = getelementptr inbounds i8, ptr %2, i64 %19
  %21 = sext i16 %14 to i32
  %22 = add i16 %16, %14
  store i16 %22, ptr %20, align 2, !tbaa !14
  %23 = sub i16 %14, %16
  %24 = getelementptr inbounds i8, ptr %20, i64 2
  store i16 %23, ptr %24, align 2, !tbaa !14
  %25 = mul nsw i32 %17, %21
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds i8, ptr %20, i64 4
  store i16 %26, ptr %27, align 2, !tbaa !14
  %28 = sext i16 %18 to i32
  %29 = freeze i32 %21
  %30 = freeze i32 %28
  %31 = sdiv i32 %29, %30
  %32 = trunc i32 %31 to i16
  %33 = getelementptr inbounds i8, ptr %20, i64 6
  store i16 %32, ptr %33, align 2, !tbaa !14
  %34 = mul i32 %31, %30
  %35 = sub i32 %29, %34
  %36 = trunc nsw i32 %35 to i16
  %37 = getelementptr inbounds i8, ptr %20, i64 8
  store i16 %36, ptr %37, align 2, !tbaa !14
  %38 = freeze i16 %14
  %39 = freeze i16 %18
  %40 = udiv i16 %38, %39
  %41 = getelementptr inbounds i8, ptr %20, i64 10
  store i16 %40, ptr %41, align 2, !tbaa !14
  %42 = mul i16 %40, %39
  %43 = sub i16 %38, %42
  %44 = getelementptr inbounds i8, ptr %20, i64 12
  store i16 %43, ptr %44, align 2, !tbaa !14
  %45 = and i16 %16, 15
  %46 = shl i16 %14, %45
  %47 = getelementptr inbounds i8, ptr %20, i64 14
  store i16 %46, ptr %47, align 2, !tbaa !14
  %48 = lshr i16 %14, %45
  %49 = getelementptr inbounds i8, ptr %20, i64 16
  store i16 %48, ptr %49, align 2, !tbaa !14
  %50 = ashr i16 %14, %45
  %51 = getelementptr inbounds i8, ptr %20, i64 18
  store i16 %50, ptr %51, align 2, !tbaa !14
  %52 = xor i16 %16, -1
  %53 = getelementptr inbounds i8, ptr %20, i64 20
  store i16 %52, ptr %53, align 2, !tbaa !14
  %54 = icmp slt i16 %14, %16
  %55 = zext i1 %54 to i16
  %56 = icmp ult i16 %14, %16
  %57 = select i1 %56, i16 2, i16 0
  %58 = or disjoint i16 %57, %55
  %59 = icmp eq i16 %14, %16
  %60 = select i1 %59, i16 4, i16 0
  %61 = or disjoint i16 %58, %60
  %62 = getelementptr inbounds i8, ptr %20, i64 22
  store i16 %61, ptr %62, align 2, !tbaa !14
  %63 = tail call i16 @llvm.smin.i16(i16 %14, i16 %16)
  %64 = getelementptr inbounds i8, ptr %20, i64 24
  store i16 %63, ptr %64, align 2, !tbaa !14
  %65 = tail call i16 @llvm.umax.i16(i16 %14, i16 %16)
  %66 = getelementptr inbounds i8, ptr %20, i64 26
  store i16 %65, ptr %66, align 2, !tbaa !14
  %67 = tail call i16 @llvm.bswap.i16(i16 %14)
  %68 = getelementptr inbounds i8, ptr %20, i64 28
  store i16 %67, ptr %68, align 2, !tbaa !14
  %69 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %14)
  %70 = getelementptr inbounds i8, ptr %20, i64 30
  store i16 %69, ptr %70, align 2, !tbaa !14
  %71 = lshr i32 %25, 16
  %72 = trunc nuw i32 %71 to i16
  %73 = getelementptr inbounds i8, ptr %20, i64 32
  store i16 %72, ptr %73, align 2, !tbaa !14
  %74 = shl i16 %14, 8
  %75 = ashr exact i16 %74, 8
  %76 = getelementptr inbounds i8, ptr %20, i64 34
  store i16 %75, ptr %76, align 2, !tbaa !14
  %77 = and i16 %16, 255
  %78 = getelementptr inbounds i8, ptr %20, i64 36
  store i16 %77, ptr %78, align 2, !tbaa !14
  %79 = mul i16 %14, 31
  %80 = add i16 %79, %16
  %81 = getelementptr inbounds i8, ptr %20, i64 38
  store i16 %80, ptr %81, align 2, !tbaa !14
  %82 = tail call i32 @llvm.abs.i32(i32 %21, i1 true)
  %83 = trunc nuw i32 %82 to i16
  %84 = getelementptr inbounds i8, ptr %20, i64 40
  store i16 %83, ptr %84, align 2, !tbaa !14
  %85 = tail call i16 @llvm.fshl.i16(i16 %14, i16 %14, i16 3)
  %86 = getelementptr inbounds i8, ptr %20, i64 42
  store i16 %85, ptr %86, align 2, !tbaa !14
  %87 = mul i16 %14, 3
  %88 = mul i16 %16, -7
  %89 = add i16 %88, %87
  %90 = getelementptr inbounds i8, ptr %20, i64 44
  store i16 %89, ptr %90, align 2, !tbaa !14
  %91 = xor i16 %14, -1
  %92 = getelementptr inbounds i8, ptr %20, i64 46
  store i16 %91, ptr %92, align 2, !tbaa !14
  br label %93

93:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @int_ops_i8(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %96

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %1, i64 %12
  %16 = load i8, ptr %15, align 1, !tbaa !16
  %17 = sext i8 %16 to i32
  %18 = tail call i8 @llvm.umax.i8(i8 %16, i8 1)
  %19 = mul nsw i64 %12, 24
  %20 = getelementptr inbounds i8, ptr %2, i64 %19
  %21 = sext i8 %14 to i32
  %22 = add i8 %16, %14
  store i8 %22, ptr %20, align 1, !tbaa !16
  %23 = sub i8 %14, %16
  %24 = getelementptr inbounds i8, ptr %20, i64 1
  store i8 %23, ptr %24, align 1, !tbaa !16
  %25 = mul nsw i32 %17, %21
  %26 = trunc i32 %25 to i8
  %27 = getelementptr inbounds i8, ptr %20, i64 2
  store i8 %26, ptr %27, align 1, !tbaa !16
  %28 = sext i8 %14 to i16
  %29 = sext i8 %18 to i16
  %30 = freeze i16 %28
  %31 = freeze i16 %29
  %32 = sdiv i16 %30, %31
  %33 = trunc i16 %32 to i8
  %34 = getelementptr inbounds i8, ptr %20, i64 3
  store i8 %33, ptr %34, align 1, !tbaa !16
  %35 = mul i16 %32, %31
  %36 = sub i16 %30, %35
  %37 = trunc nsw i16 %36 to i8
  %38 = getelementptr inbounds i8, ptr %20, i64 4
  store i8 %37, ptr %38, align 1, !tbaa !16
  %39 = zext i8 %14 to i32
  %40 = freeze i8 %14
  %41 = freeze i8 %18
  %42 = udiv i8 %40, %41
  %43 = getelementptr inbounds i8, ptr %20, i64 5
  store i8 %42, ptr %43, align 1, !tbaa !16
  %44 = mul i8 %42, %41
  %45 = sub i8 %40, %44
  %46 = getelementptr inbounds i8, ptr %20, i64 6
  store i8 %45, ptr %46, align 1, !tbaa !16
  %47 = and i8 %16, 7
  %48 = shl i8 %14, %47
  %49 = getelementptr inbounds i8, ptr %20, i64 7
  store i8 %48, ptr %49, align 1, !tbaa !16
  %50 = lshr i8 %14, %47
  %51 = getelementptr inbounds i8, ptr %20, i64 8
  store i8 %50, ptr %51, align 1, !tbaa !16
  %52 = ashr i8 %14, %47
  %53 = getelementptr inbounds i8, ptr %20, i64 9
  store i8 %52, ptr %53, align 1, !tbaa !16
  %54 = xor i8 %16, -1
  %55 = getelementptr inbounds i8, ptr %20, i64 10
  store i8 %54, ptr %55, align 1, !tbaa !16
  %56 = icmp slt i8 %14, %16
  %57 = zext i1 %56 to i8
  %58 = icmp ult i8 %14, %16
  %59 = select i1 %58, i8 2, i8 0
  %60 = or disjoint i8 %59, %57
  %61 = icmp eq i8 %14, %16
  %62 = select i1 %61, i8 4, i8 0
  %63 = or disjoint i8 %60, %62
  %64 = getelementptr inbounds i8, ptr %20, i64 11
  store i8 %63, ptr %64, align 1, !tbaa !16
  %65 = tail call i8 @llvm.smin.i8(i8 %14, i8 %16)
  %66 = getelementptr inbounds i8, ptr %20, i64 12
  store i8 %65, ptr %66, align 1, !tbaa !16
  %67 = tail call i8 @llvm.umax.i8(i8 %14, i8 %16)
  %68 = getelementptr inbounds i8, ptr %20, i64 13
  store i8 %67, ptr %68, align 1, !tbaa !16
  %69 = tail call range(i32 0, 9) i32 @llvm.ctpop.i32(i32 %39)
  %70 = trunc nuw nsw i32 %69 to i8
  %71 = getelementptr inbounds i8, ptr %20, i64 14
  store i8 %70, ptr %71, align 1, !tbaa !16
  %72 = lshr i32 %25, 8
  %73 = trunc i32 %72 to i8
  %74 = getelementptr inbounds i8, ptr %20, i64 15
  store i8 %73, ptr %74, align 1, !tbaa !16
  %75 = tail call i8 @llvm.fshl.i8(i8 %14, i8 %14, i8 3)
  %76 = getelementptr inbounds i8, ptr %20, i64 16
  store i8 %75, ptr %76, align 1, !tbaa !16
  %77 = tail call i32 @llvm.abs.i32(i32 %21, i1 true)
  %78 = trunc nuw i32 %77 to i8
  %79 = getelementptr inbounds i8, ptr %20, i64 17
  store i8 %78, ptr %79, align 1, !tbaa !16
  %80 = mul i8 %14, 7
  %81 = add i8 %80, %16
  %82 = getelementptr inbounds i8, ptr %20, i64 18
  store i8 %81, ptr %82, align 1, !tbaa !16
  %83 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %84 = trunc nuw nsw i32 %83 to i8
  %85 = getelementptr inbounds i8, ptr %20, i64 19
  store i8 %84, ptr %85, align 1, !tbaa !16
  %86 = tail call i32 @llvm.umin.i32(i32 %39, i32 200)
  %87 = trunc nuw i32 %86 to i8
  %88 = getelementptr inbounds i8, ptr %20, i64 20
  store i8 %87, ptr %88, align 1, !tbaa !16
  %89 = xor i8 %14, 90
  %90 = getelementptr inbounds i8, ptr %20, i64 21
  store i8 %89, ptr %90, align 1, !tbaa !16
  %91 = mul nsw i32 %21, 300
  %92 = lshr i32 %91, 4
  %93 = trunc i32 %92 to i8
  %94 = getelementptr inbounds i8, ptr %20, i64 22
  store i8 %93, ptr %94, align 1, !tbaa !16
  %95 = getelementptr inbounds i8, ptr %20, i64 23
  store i8 %54, ptr %95, align 1, !tbaa !16
  br label %96

96:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @int_ops_i32, !"kernel", i32 1}
!1 = !{ptr @int_ops_i64, !"kernel", i32 1}
!2 = !{ptr @int_ops_i16, !"kernel", i32 1}
!3 = !{ptr @int_ops_i8, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !10, i64 0}
!16 = !{!10, !10, i64 0}
