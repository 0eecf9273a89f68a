; ModuleID = 'kernels/corpus/calls.cu'
source_filename = "kernels/corpus/calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ptxsel_ctaid_t = type { i8 }
%struct.ptxsel_ntid_t = type { i8 }
%struct.ptxsel_tid_t = type { i8 }
%struct.QR = type { i64, i64, i32 }
%struct.Big = type { [12 x i32] }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_ctaid_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.ptxsel_ntid_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_tid_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @calls(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca %struct.QR, align 8
  %14 = alloca %struct.Big, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca <4 x float>, align 16
  %18 = alloca [15 x i32], align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %9, align 4
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %4
  br label %231

33:                                               ; preds = %4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %9, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %10, align 4
  %39 = load i32, ptr %10, align 4
  store i32 %39, ptr %11, align 4
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = mul i64 %42, 10
  %44 = getelementptr inbounds i64, ptr %40, i64 %43
  store ptr %44, ptr %12, align 8
  %45 = load i32, ptr %11, align 4
  %46 = and i32 %45, 65535
  %47 = load i32, ptr %11, align 4
  %48 = lshr i32 %47, 16
  %49 = or i32 %48, 1
  %50 = call noundef i32 @_ZL3gcdjj(i32 noundef %46, i32 noundef %49) #3
  %51 = zext i32 %50 to i64
  %52 = load ptr, ptr %12, align 8
  %53 = getelementptr inbounds i64, ptr %52, i64 0
  store i64 %51, ptr %53, align 8
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = mul nsw i64 %55, 1000003
  %57 = load i32, ptr %11, align 4
  %58 = and i32 %57, 255
  %59 = add i32 %58, 1
  %60 = zext i32 %59 to i64
  %61 = call %struct.QR @_ZL6divmodxx(i64 noundef %56, i64 noundef %60) #3
  %62 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 0
  %63 = extractvalue %struct.QR %61, 0
  store i64 %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 1
  %65 = extractvalue %struct.QR %61, 1
  store i64 %65, ptr %64, align 8
  %66 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 2
  %67 = extractvalue %struct.QR %61, 2
  store i32 %67, ptr %66, align 8
  %68 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 0
  %69 = load i64, ptr %68, align 8
  %70 = load ptr, ptr %12, align 8
  %71 = getelementptr inbounds i64, ptr %70, i64 1
  store i64 %69, ptr %71, align 8
  %72 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 1
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds %struct.QR, ptr %13, i32 0, i32 2
  %75 = load i32, ptr %74, align 8
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = load ptr, ptr %12, align 8
  %79 = getelementptr inbounds i64, ptr %78, i64 2
  store i64 %77, ptr %79, align 8
  %80 = load i32, ptr %10, align 4
  %81 = and i32 %80, 4095
  %82 = call %struct.Big @_ZL8make_bigi(i32 noundef %81) #3
  %83 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %84 = extractvalue %struct.Big %82, 0
  store [12 x i32] %84, ptr %83, align 4
  store i64 0, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %85

85:                                               ; preds = %100, %33
  %86 = load i32, ptr %16, align 4
  %87 = icmp slt i32 %86, 12
  br i1 %87, label %88, label %103

88:                                               ; preds = %85
  %89 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %90 = load i32, ptr %16, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [12 x i32], ptr %89, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = load i32, ptr %16, align 4
  %95 = add nsw i32 %94, 1
  %96 = mul nsw i32 %93, %95
  %97 = sext i32 %96 to i64
  %98 = load i64, ptr %15, align 8
  %99 = add nsw i64 %98, %97
  store i64 %99, ptr %15, align 8
  br label %100

100:                                              ; preds = %88
  %101 = load i32, ptr %16, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %16, align 4
  br label %85, !llvm.loop !5

103:                                              ; preds = %85
  %104 = load i64, ptr %15, align 8
  %105 = load ptr, ptr %12, align 8
  %106 = getelementptr inbounds i64, ptr %105, i64 3
  store i64 %104, ptr %106, align 8
  %107 = load i32, ptr %11, align 4
  %108 = and i32 %107, 1
  %109 = icmp ne i32 %108, 0
  br i1 %109, label %110, label %114

110:                                              ; preds = %103
  %111 = load i32, ptr %11, align 4
  %112 = and i32 %111, 63
  %113 = call noundef zeroext i1 @_ZL7is_evenj(i32 noundef %112) #3
  br label %118

114:                                              ; preds = %103
  %115 = load i32, ptr %11, align 4
  %116 = and i32 %115, 31
  %117 = call noundef zeroext i1 @_ZL6is_oddj(i32 noundef %116) #3
  br label %118

118:                                              ; preds = %114, %110
  %119 = phi i1 [ %113, %110 ], [ %117, %114 ]
  %120 = zext i1 %119 to i64
  %121 = load ptr, ptr %12, align 8
  %122 = getelementptr inbounds i64, ptr %121, i64 4
  store i64 %120, ptr %122, align 8
  %123 = load ptr, ptr %6, align 8
  %124 = load i32, ptr %9, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %123, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = insertelement <4 x float> poison, float %127, i32 0
  %129 = insertelement <4 x float> %128, float 1.000000e+00, i32 1
  %130 = insertelement <4 x float> %129, float 2.000000e+00, i32 2
  %131 = load ptr, ptr %6, align 8
  %132 = load i32, ptr %9, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr %131, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fneg contract float %135
  %137 = fmul contract float %136, 5.000000e-01
  %138 = insertelement <4 x float> %130, float %137, i32 3
  store <4 x float> %138, ptr %17, align 16
  %139 = load i32, ptr %10, align 4
  %140 = trunc i32 %139 to i8
  %141 = load i32, ptr %10, align 4
  %142 = ashr i32 %141, 8
  %143 = trunc i32 %142 to i16
  %144 = load i32, ptr %10, align 4
  %145 = sext i32 %144 to i64
  %146 = mul nsw i64 %145, 1048576
  %147 = load ptr, ptr %6, align 8
  %148 = load i32, ptr %9, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %147, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = load i32, ptr %10, align 4
  %153 = sitofp i32 %152 to double
  %154 = fmul contract double 2.500000e-01, %153
  %155 = load <4 x float>, ptr %17, align 16
  %156 = load ptr, ptr %5, align 8
  %157 = call contract noundef double @_ZL3mixasxDF16_fdDv4_fPKi(i8 noundef signext %140, i16 noundef signext %143, i64 noundef %146, half noundef 0xH3E00, float noundef %151, double noundef %154, <4 x float> noundef %155, ptr noundef %156) #3
  %158 = fmul contract double %157, 1.600000e+01
  %159 = fptosi double %158 to i64
  %160 = load ptr, ptr %12, align 8
  %161 = getelementptr inbounds i64, ptr %160, i64 5
  store i64 %159, ptr %161, align 8
  store i32 0, ptr %19, align 4
  br label %162

162:                                              ; preds = %173, %118
  %163 = load i32, ptr %19, align 4
  %164 = icmp slt i32 %163, 15
  br i1 %164, label %165, label %176

165:                                              ; preds = %162
  %166 = load i32, ptr %10, align 4
  %167 = load i32, ptr %19, align 4
  %168 = ashr i32 %166, %167
  %169 = and i32 %168, 255
  %170 = load i32, ptr %19, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [15 x i32], ptr %18, i64 0, i64 %171
  store i32 %169, ptr %172, align 4
  br label %173

173:                                              ; preds = %165
  %174 = load i32, ptr %19, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %19, align 4
  br label %162, !llvm.loop !7

176:                                              ; preds = %162
  %177 = getelementptr inbounds [15 x i32], ptr %18, i64 0, i64 0
  %178 = load i32, ptr %11, align 4
  %179 = and i32 %178, 7
  %180 = add nsw i32 7, %179
  %181 = call noundef i32 @_ZL8tree_sumPKiii(ptr noundef %177, i32 noundef 0, i32 noundef %180) #3
  %182 = sext i32 %181 to i64
  %183 = load ptr, ptr %12, align 8
  %184 = getelementptr inbounds i64, ptr %183, i64 6
  store i64 %182, ptr %184, align 8
  %185 = load i32, ptr %10, align 4
  call void @_ZL10write_pairPiS_i(ptr noundef %20, ptr noundef %21, i32 noundef %185) #3
  %186 = load i32, ptr %20, align 4
  %187 = sext i32 %186 to i64
  %188 = load i32, ptr %21, align 4
  %189 = sext i32 %188 to i64
  %190 = mul nsw i64 %187, %189
  %191 = load ptr, ptr %12, align 8
  %192 = getelementptr inbounds i64, ptr %191, i64 7
  store i64 %190, ptr %192, align 8
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %193

193:                                              ; preds = %208, %176
  %194 = load i32, ptr %23, align 4
  %195 = load i32, ptr %11, align 4
  %196 = and i32 %195, 7
  %197 = icmp slt i32 %194, %196
  br i1 %197, label %198, label %211

198:                                              ; preds = %193
  %199 = load i32, ptr %23, align 4
  %200 = mul i32 %199, 12
  %201 = add i32 %200, 6
  %202 = load i32, ptr %11, align 4
  %203 = and i32 %202, 1023
  %204 = call noundef i32 @_ZL3gcdjj(i32 noundef %201, i32 noundef %203) #3
  %205 = zext i32 %204 to i64
  %206 = load i64, ptr %22, align 8
  %207 = add nsw i64 %206, %205
  store i64 %207, ptr %22, align 8
  br label %208

208:                                              ; preds = %198
  %209 = load i32, ptr %23, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %23, align 4
  br label %193, !llvm.loop !8

211:                                              ; preds = %193
  %212 = load i64, ptr %22, align 8
  %213 = load ptr, ptr %12, align 8
  %214 = getelementptr inbounds i64, ptr %213, i64 8
  store i64 %212, ptr %214, align 8
  %215 = load i32, ptr %10, align 4
  %216 = and i32 %215, 2
  %217 = icmp ne i32 %216, 0
  br i1 %217, label %218, label %222

218:                                              ; preds = %211
  %219 = load i32, ptr %11, align 4
  %220 = call noundef i32 @_ZL3gcdjj(i32 noundef %219, i32 noundef 360) #3
  %221 = zext i32 %220 to i64
  br label %227

222:                                              ; preds = %211
  %223 = load i32, ptr %11, align 4
  %224 = call noundef i32 @_ZL3gcdjj(i32 noundef %223, i32 noundef 84) #3
  %225 = zext i32 %224 to i64
  %226 = sub nsw i64 0, %225
  br label %227

227:                                              ; preds = %222, %218
  %228 = phi i64 [ %221, %218 ], [ %226, %222 ]
  %229 = load ptr, ptr %12, align 8
  %230 = getelementptr inbounds i64, ptr %229, i64 9
  store i64 %228, ptr %230, align 8
  br label %231

231:                                              ; preds = %227, %32
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL3gcdjj(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = urem i32 %11, %12
  %14 = call noundef i32 @_ZL3gcdjj(i32 noundef %10, i32 noundef %13) #3
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.QR @_ZL6divmodxx(i64 noundef %0, i64 noundef %1) #1 {
  %3 = alloca %struct.QR, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %5, align 8
  %8 = sdiv i64 %6, %7
  %9 = getelementptr inbounds %struct.QR, ptr %3, i32 0, i32 0
  store i64 %8, ptr %9, align 8
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = srem i64 %10, %11
  %13 = getelementptr inbounds %struct.QR, ptr %3, i32 0, i32 1
  store i64 %12, ptr %13, align 8
  %14 = getelementptr inbounds %struct.QR, ptr %3, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = and i64 %15, 7
  %17 = trunc i64 %16 to i32
  %18 = getelementptr inbounds %struct.QR, ptr %3, i32 0, i32 2
  store i32 %17, ptr %18, align 8
  %19 = load %struct.QR, ptr %3, align 8
  ret %struct.QR %19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.Big @_ZL8make_bigi(i32 noundef %0) #1 {
  %2 = alloca %struct.Big, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = mul nsw i32 %9, %11
  %13 = load i32, ptr %4, align 4
  %14 = shl i32 %13, 8
  %15 = xor i32 %12, %14
  %16 = getelementptr inbounds %struct.Big, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 %18
  store i32 %15, ptr %19, align 4
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !9

23:                                               ; preds = %5
  %24 = load %struct.Big, ptr %2, align 4
  ret %struct.Big %24
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZL7is_evenj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call noundef zeroext i1 @_ZL6is_oddj(i32 noundef %8) #3
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i1 [ true, %5 ], [ %9, %6 ]
  ret i1 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZL6is_oddj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call noundef zeroext i1 @_ZL7is_evenj(i32 noundef %8) #3
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i1 [ false, %5 ], [ %9, %6 ]
  ret i1 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef double @_ZL3mixasxDF16_fdDv4_fPKi(i8 noundef signext %0, i16 noundef signext %1, i64 noundef %2, half noundef %3, float noundef %4, double noundef %5, <4 x float> noundef %6, ptr noundef %7) #1 {
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i64, align 8
  %12 = alloca half, align 2
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca <4 x float>, align 16
  %16 = alloca ptr, align 8
  store i8 %0, ptr %9, align 1
  store i16 %1, ptr %10, align 2
  store i64 %2, ptr %11, align 8
  store half %3, ptr %12, align 2
  store float %4, ptr %13, align 4
  store double %5, ptr %14, align 8
  store <4 x float> %6, ptr %15, align 16
  store ptr %7, ptr %16, align 8
  %17 = load i8, ptr %9, align 1
  %18 = sitofp i8 %17 to double
  %19 = load i16, ptr %10, align 2
  %20 = sitofp i16 %19 to double
  %21 = fmul contract double %20, 2.000000e+00
  %22 = fadd contract double %18, %21
  %23 = load i64, ptr %11, align 8
  %24 = sitofp i64 %23 to double
  %25 = fmul contract double %24, 5.000000e-01
  %26 = fadd contract double %22, %25
  %27 = load half, ptr %12, align 2
  %28 = fpext half %27 to float
  %29 = fpext float %28 to double
  %30 = fadd contract double %26, %29
  %31 = load float, ptr %13, align 4
  %32 = fpext float %31 to double
  %33 = fmul contract double %32, 3.000000e+00
  %34 = fadd contract double %30, %33
  %35 = load double, ptr %14, align 8
  %36 = fadd contract double %34, %35
  %37 = load <4 x float>, ptr %15, align 16
  %38 = extractelement <4 x float> %37, i64 0
  %39 = load <4 x float>, ptr %15, align 16
  %40 = extractelement <4 x float> %39, i64 1
  %41 = fadd contract float %38, %40
  %42 = load <4 x float>, ptr %15, align 16
  %43 = extractelement <4 x float> %42, i64 2
  %44 = fadd contract float %41, %43
  %45 = load <4 x float>, ptr %15, align 16
  %46 = extractelement <4 x float> %45, i64 3
  %47 = fadd contract float %44, %46
  %48 = fpext float %47 to double
  %49 = fadd contract double %36, %48
  %50 = load ptr, ptr %16, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 0
  %52 = load i32, ptr %51, align 4
  %53 = sitofp i32 %52 to double
  %54 = fadd contract double %49, %53
  ret double %54
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL8tree_sumPKiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %7, align 4
  %10 = icmp sge i32 %8, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %32

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %6, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  %22 = load i32, ptr %7, align 4
  %23 = call noundef i32 @_ZL8tree_sumPKiii(ptr noundef %18, i32 noundef %21, i32 noundef %22) #3
  %24 = add nsw i32 %17, %23
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %6, align 4
  %27 = mul nsw i32 2, %26
  %28 = add nsw i32 %27, 2
  %29 = load i32, ptr %7, align 4
  %30 = call noundef i32 @_ZL8tree_sumPKiii(ptr noundef %25, i32 noundef %28, i32 noundef %29) #3
  %31 = add nsw i32 %24, %30
  store i32 %31, ptr %4, align 4
  br label %32

32:                                               ; preds = %12, %11
  %33 = load i32, ptr %4, align 4
  ret i32 %33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL10write_pairPiS_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = mul nsw i32 %7, 3
  %9 = load ptr, ptr %4, align 8
  store i32 %8, ptr %9, align 4
  %10 = load i32, ptr %6, align 4
  %11 = xor i32 %10, 15420
  %12 = load ptr, ptr %5, align 8
  store i32 %11, ptr %12, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @calls, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
