; ModuleID = 'kernels/corpus/philox.cu'
source_filename = "kernels/corpus/philox.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @philox4x32(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %151

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = add i64 %13, %1
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc i64 %0 to i32
  %18 = lshr i64 %0, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %15)
  %21 = mul i32 %15, -766435501
  %22 = xor i64 %16, %0
  %23 = trunc i64 %22 to i32
  %24 = xor i32 %20, %19
  %25 = add i32 %17, -1640531527
  %26 = add i32 %19, -1150833019
  %27 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %23)
  %28 = mul i32 %23, -766435501
  %29 = zext i32 %24 to i64
  %30 = mul nuw i64 %29, 3449720151
  %31 = lshr i64 %30, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = xor i32 %25, %32
  %34 = xor i32 %21, %27
  %35 = xor i32 %34, %26
  %36 = add i32 %17, 1013904242
  %37 = add i32 %19, 1993301258
  %38 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %33)
  %39 = mul i32 %33, -766435501
  %40 = zext i32 %35 to i64
  %41 = mul nuw i64 %40, 3449720151
  %42 = lshr i64 %41, 32
  %43 = xor i64 %42, %30
  %44 = trunc i64 %43 to i32
  %45 = xor i32 %36, %44
  %46 = xor i32 %28, %38
  %47 = xor i32 %46, %37
  %48 = add i32 %17, -626627285
  %49 = add i32 %19, 842468239
  %50 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %45)
  %51 = mul i32 %45, -766435501
  %52 = zext i32 %47 to i64
  %53 = mul nuw i64 %52, 3449720151
  %54 = lshr i64 %53, 32
  %55 = xor i64 %54, %41
  %56 = trunc i64 %55 to i32
  %57 = xor i32 %48, %56
  %58 = xor i32 %39, %50
  %59 = xor i32 %58, %49
  %60 = add i32 %17, 2027808484
  %61 = add i32 %19, -308364780
  %62 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %57)
  %63 = mul i32 %57, -766435501
  %64 = zext i32 %59 to i64
  %65 = mul nuw i64 %64, 3449720151
  %66 = lshr i64 %65, 32
  %67 = xor i64 %66, %53
  %68 = trunc i64 %67 to i32
  %69 = xor i32 %60, %68
  %70 = xor i32 %51, %62
  %71 = xor i32 %70, %61
  %72 = add i32 %17, 387276957
  %73 = add i32 %19, -1459197799
  %74 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %69)
  %75 = mul i32 %69, -766435501
  %76 = zext i32 %71 to i64
  %77 = mul nuw i64 %76, 3449720151
  %78 = lshr i64 %77, 32
  %79 = xor i64 %78, %65
  %80 = trunc i64 %79 to i32
  %81 = xor i32 %72, %80
  %82 = xor i32 %63, %74
  %83 = xor i32 %82, %73
  %84 = add i32 %17, -1253254570
  %85 = add i32 %19, 1684936478
  %86 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %81)
  %87 = mul i32 %81, -766435501
  %88 = zext i32 %83 to i64
  %89 = mul nuw i64 %88, 3449720151
  %90 = lshr i64 %89, 32
  %91 = xor i64 %90, %77
  %92 = trunc i64 %91 to i32
  %93 = xor i32 %84, %92
  %94 = xor i32 %75, %86
  %95 = xor i32 %94, %85
  %96 = add i32 %17, 1401181199
  %97 = add i32 %19, 534103459
  %98 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %93)
  %99 = mul i32 %93, -766435501
  %100 = zext i32 %95 to i64
  %101 = mul nuw i64 %100, 3449720151
  %102 = lshr i64 %101, 32
  %103 = xor i64 %102, %89
  %104 = trunc i64 %103 to i32
  %105 = xor i32 %96, %104
  %106 = xor i32 %87, %98
  %107 = xor i32 %106, %97
  %108 = add i32 %17, -239350328
  %109 = add i32 %19, -616729560
  %110 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %105)
  %111 = mul i32 %105, -766435501
  %112 = zext i32 %107 to i64
  %113 = mul nuw i64 %112, 3449720151
  %114 = lshr i64 %113, 32
  %115 = xor i64 %114, %101
  %116 = trunc i64 %115 to i32
  %117 = xor i32 %108, %116
  %118 = xor i32 %99, %110
  %119 = xor i32 %118, %109
  %120 = add i32 %17, -1879881855
  %121 = add i32 %19, -1767562579
  %122 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %117)
  %123 = mul i32 %117, -766435501
  %124 = zext i32 %119 to i64
  %125 = mul nuw i64 %124, 3449720151
  %126 = lshr i64 %125, 32
  %127 = xor i64 %126, %113
  %128 = trunc i64 %127 to i32
  %129 = xor i32 %120, %128
  %130 = xor i32 %111, %122
  %131 = xor i32 %130, %121
  %132 = trunc i64 %125 to i32
  %133 = insertelement <4 x i32> poison, i32 %129, i64 0
  %134 = insertelement <4 x i32> %133, i32 %132, i64 1
  %135 = insertelement <4 x i32> %134, i32 %131, i64 2
  %136 = insertelement <4 x i32> %135, i32 %123, i64 3
  %137 = getelementptr inbounds <4 x i32>, ptr %2, i64 %13
  store <4 x i32> %136, ptr %137, align 16, !tbaa !5
  %138 = uitofp i32 %129 to float
  %139 = fmul contract float %138, 0x3DF0000000000000
  %140 = insertelement <4 x float> poison, float %139, i64 0
  %141 = uitofp i32 %132 to float
  %142 = fmul contract float %141, 0x3DF0000000000000
  %143 = insertelement <4 x float> %140, float %142, i64 1
  %144 = uitofp i32 %131 to float
  %145 = fmul contract float %144, 0x3DF0000000000000
  %146 = insertelement <4 x float> %143, float %145, i64 2
  %147 = uitofp i32 %123 to float
  %148 = fmul contract float %147, 0x3DF0000000000000
  %149 = insertelement <4 x float> %146, float %148, i64 3
  %150 = getelementptr inbounds <4 x float>, ptr %3, i64 %13
  store <4 x float> %149, ptr %150, align 16, !tbaa !5
  br label %151

151:                                              ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @philox4x32, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
