; ModuleID = 'kernels/corpus/local_array.cu'
source_filename = "kernels/corpus/local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ptxsel_ctaid_t = type { i8 }
%struct.ptxsel_ntid_t = type { i8 }
%struct.ptxsel_tid_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_ctaid_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.ptxsel_ntid_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_tid_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @local_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [16 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [32 x i8], align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  store i32 %26, ptr %7, align 4
  %27 = load i32, ptr %7, align 4
  %28 = load i32, ptr %6, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %3
  br label %216

31:                                               ; preds = %3
  store i32 0, ptr %9, align 4
  br label %32

32:                                               ; preds = %47, %31
  %33 = load i32, ptr %9, align 4
  %34 = icmp slt i32 %33, 16
  br i1 %34, label %35, label %50

35:                                               ; preds = %32
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = mul nsw i32 %37, 16
  %39 = load i32, ptr %9, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %36, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %45
  store i32 %43, ptr %46, align 4
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %9, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %9, align 4
  br label %32, !llvm.loop !5

50:                                               ; preds = %32
  store i32 1, ptr %10, align 4
  br label %51

51:                                               ; preds = %90, %50
  %52 = load i32, ptr %10, align 4
  %53 = icmp slt i32 %52, 16
  br i1 %53, label %54, label %93

54:                                               ; preds = %51
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %11, align 4
  %59 = load i32, ptr %10, align 4
  %60 = sub nsw i32 %59, 1
  store i32 %60, ptr %12, align 4
  br label %61

61:                                               ; preds = %73, %54
  %62 = load i32, ptr %12, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load i32, ptr %11, align 4
  %70 = icmp sgt i32 %68, %69
  br label %71

71:                                               ; preds = %64, %61
  %72 = phi i1 [ false, %61 ], [ %70, %64 ]
  br i1 %72, label %73, label %84

73:                                               ; preds = %71
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %80
  store i32 %77, ptr %81, align 4
  %82 = load i32, ptr %12, align 4
  %83 = add nsw i32 %82, -1
  store i32 %83, ptr %12, align 4
  br label %61, !llvm.loop !7

84:                                               ; preds = %71
  %85 = load i32, ptr %11, align 4
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %88
  store i32 %85, ptr %89, align 4
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %10, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %10, align 4
  br label %51, !llvm.loop !8

93:                                               ; preds = %51
  %94 = load ptr, ptr %4, align 8
  %95 = load i32, ptr %7, align 4
  %96 = mul nsw i32 %95, 16
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %94, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = urem i32 %99, 16
  store i32 %100, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %101

101:                                              ; preds = %119, %93
  %102 = load i32, ptr %15, align 4
  %103 = icmp slt i32 %102, 8
  br i1 %103, label %104, label %122

104:                                              ; preds = %101
  %105 = load i32, ptr %14, align 4
  %106 = mul i32 %105, 31
  %107 = load i32, ptr %13, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = add i32 %106, %110
  store i32 %111, ptr %14, align 4
  %112 = load i32, ptr %13, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = load i32, ptr %15, align 4
  %117 = xor i32 %115, %116
  %118 = urem i32 %117, 16
  store i32 %118, ptr %13, align 4
  br label %119

119:                                              ; preds = %104
  %120 = load i32, ptr %15, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %15, align 4
  br label %101, !llvm.loop !9

122:                                              ; preds = %101
  store i32 0, ptr %17, align 4
  br label %123

123:                                              ; preds = %130, %122
  %124 = load i32, ptr %17, align 4
  %125 = icmp slt i32 %124, 32
  br i1 %125, label %126, label %133

126:                                              ; preds = %123
  %127 = load i32, ptr %17, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 %128
  store i8 0, ptr %129, align 1
  br label %130

130:                                              ; preds = %126
  %131 = load i32, ptr %17, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %17, align 4
  br label %123, !llvm.loop !10

133:                                              ; preds = %123
  store i32 0, ptr %18, align 4
  br label %134

134:                                              ; preds = %147, %133
  %135 = load i32, ptr %18, align 4
  %136 = icmp slt i32 %135, 16
  br i1 %136, label %137, label %150

137:                                              ; preds = %134
  %138 = load i32, ptr %18, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = urem i32 %141, 32
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1
  %146 = add i8 %145, 1
  store i8 %146, ptr %144, align 1
  br label %147

147:                                              ; preds = %137
  %148 = load i32, ptr %18, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %18, align 4
  br label %134, !llvm.loop !11

150:                                              ; preds = %134
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %151

151:                                              ; preds = %165, %150
  %152 = load i32, ptr %20, align 4
  %153 = icmp slt i32 %152, 32
  br i1 %153, label %154, label %168

154:                                              ; preds = %151
  %155 = load i32, ptr %20, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 %156
  %158 = load i8, ptr %157, align 1
  %159 = zext i8 %158 to i32
  %160 = load i32, ptr %20, align 4
  %161 = add nsw i32 %160, 1
  %162 = mul nsw i32 %159, %161
  %163 = load i32, ptr %19, align 4
  %164 = add nsw i32 %163, %162
  store i32 %164, ptr %19, align 4
  br label %165

165:                                              ; preds = %154
  %166 = load i32, ptr %20, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %20, align 4
  br label %151, !llvm.loop !12

168:                                              ; preds = %151
  store i32 0, ptr %21, align 4
  br label %169

169:                                              ; preds = %184, %168
  %170 = load i32, ptr %21, align 4
  %171 = icmp slt i32 %170, 16
  br i1 %171, label %172, label %187

172:                                              ; preds = %169
  %173 = load i32, ptr %21, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %174
  %176 = load i32, ptr %175, align 4
  %177 = load ptr, ptr %5, align 8
  %178 = load i32, ptr %7, align 4
  %179 = mul nsw i32 %178, 19
  %180 = load i32, ptr %21, align 4
  %181 = add nsw i32 %179, %180
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i32, ptr %177, i64 %182
  store i32 %176, ptr %183, align 4
  br label %184

184:                                              ; preds = %172
  %185 = load i32, ptr %21, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %21, align 4
  br label %169, !llvm.loop !13

187:                                              ; preds = %169
  %188 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 7
  %189 = load i32, ptr %188, align 4
  %190 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 8
  %191 = load i32, ptr %190, align 4
  %192 = add nsw i32 %189, %191
  %193 = sdiv i32 %192, 2
  %194 = load ptr, ptr %5, align 8
  %195 = load i32, ptr %7, align 4
  %196 = mul nsw i32 %195, 19
  %197 = add nsw i32 %196, 16
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, ptr %194, i64 %198
  store i32 %193, ptr %199, align 4
  %200 = load i32, ptr %14, align 4
  %201 = load ptr, ptr %5, align 8
  %202 = load i32, ptr %7, align 4
  %203 = mul nsw i32 %202, 19
  %204 = add nsw i32 %203, 16
  %205 = add nsw i32 %204, 1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, ptr %201, i64 %206
  store i32 %200, ptr %207, align 4
  %208 = load i32, ptr %19, align 4
  %209 = load ptr, ptr %5, align 8
  %210 = load i32, ptr %7, align 4
  %211 = mul nsw i32 %210, 19
  %212 = add nsw i32 %211, 16
  %213 = add nsw i32 %212, 2
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds i32, ptr %209, i64 %214
  store i32 %208, ptr %215, align 4
  br label %216

216:                                              ; preds = %187, %30
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @local_sort, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
