; ModuleID = 'kernels/corpus/vm_switch.cu'
source_filename = "kernels/corpus/vm_switch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ptxsel_ctaid_t = type { i8 }
%struct.ptxsel_ntid_t = type { i8 }
%struct.ptxsel_tid_t = type { i8 }

@c_prog = dso_local addrspace(4) externally_initialized global [64 x i32] zeroinitializer, align 4
@c_proglen = dso_local addrspace(4) externally_initialized global i32 0, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_ctaid_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.ptxsel_ntid_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_tid_t, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_prog to ptr), ptr addrspacecast (ptr addrspace(4) @c_proglen to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vm_run(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  store i32 %21, ptr %7, align 4
  %22 = load i32, ptr %7, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %3
  br label %286

26:                                               ; preds = %3
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  store i32 %31, ptr %32, align 4
  %33 = load i32, ptr %7, align 4
  %34 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 1
  store i32 %33, ptr %34, align 4
  %35 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 2
  store i32 1, ptr %35, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = xor i32 %40, 21845
  %42 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 3
  store i32 %41, ptr %42, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %43

43:                                               ; preds = %264, %26
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr addrspacecast (ptr addrspace(4) @c_proglen to ptr), align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %43
  %48 = load i32, ptr %10, align 4
  %49 = icmp slt i32 %48, 256
  br label %50

50:                                               ; preds = %47, %43
  %51 = phi i1 [ false, %43 ], [ %49, %47 ]
  br i1 %51, label %52, label %265

52:                                               ; preds = %50
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(4) @c_prog to ptr), i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %11, align 4
  %57 = load i32, ptr %11, align 4
  %58 = lshr i32 %57, 24
  store i32 %58, ptr %12, align 4
  %59 = load i32, ptr %11, align 4
  %60 = lshr i32 %59, 16
  %61 = and i32 %60, 3
  store i32 %61, ptr %13, align 4
  %62 = load i32, ptr %11, align 4
  %63 = lshr i32 %62, 8
  %64 = and i32 %63, 3
  store i32 %64, ptr %14, align 4
  %65 = load i32, ptr %11, align 4
  %66 = and i32 %65, 255
  %67 = trunc i32 %66 to i8
  %68 = sext i8 %67 to i32
  store i32 %68, ptr %15, align 4
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %9, align 4
  %71 = load i32, ptr %10, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %10, align 4
  %73 = load i32, ptr %12, align 4
  switch i32 %73, label %255 [
    i32 0, label %74
    i32 1, label %87
    i32 2, label %100
    i32 3, label %113
    i32 4, label %123
    i32 5, label %134
    i32 6, label %145
    i32 7, label %150
    i32 8, label %160
    i32 9, label %185
    i32 10, label %210
    i32 11, label %229
  ]

74:                                               ; preds = %52
  %75 = load i32, ptr %13, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = load i32, ptr %14, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = add i32 %78, %82
  %84 = load i32, ptr %13, align 4
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %85
  store i32 %83, ptr %86, align 4
  br label %264

87:                                               ; preds = %52
  %88 = load i32, ptr %13, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4
  %92 = load i32, ptr %14, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = sub i32 %91, %95
  %97 = load i32, ptr %13, align 4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %98
  store i32 %96, ptr %99, align 4
  br label %264

100:                                              ; preds = %52
  %101 = load i32, ptr %13, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = load i32, ptr %14, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = mul i32 %104, %108
  %110 = load i32, ptr %13, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %111
  store i32 %109, ptr %112, align 4
  br label %264

113:                                              ; preds = %52
  %114 = load i32, ptr %14, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = load i32, ptr %13, align 4
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = xor i32 %121, %117
  store i32 %122, ptr %120, align 4
  br label %264

123:                                              ; preds = %52
  %124 = load i32, ptr %13, align 4
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4
  %128 = load i32, ptr %15, align 4
  %129 = and i32 %128, 31
  %130 = shl i32 %127, %129
  %131 = load i32, ptr %13, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %132
  store i32 %130, ptr %133, align 4
  br label %264

134:                                              ; preds = %52
  %135 = load i32, ptr %13, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = load i32, ptr %15, align 4
  %140 = and i32 %139, 31
  %141 = lshr i32 %138, %140
  %142 = load i32, ptr %13, align 4
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %143
  store i32 %141, ptr %144, align 4
  br label %264

145:                                              ; preds = %52
  %146 = load i32, ptr %15, align 4
  %147 = load i32, ptr %13, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %148
  store i32 %146, ptr %149, align 4
  br label %264

150:                                              ; preds = %52
  %151 = load i32, ptr %13, align 4
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = load i32, ptr %15, align 4
  %156 = add i32 %154, %155
  %157 = load i32, ptr %13, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %158
  store i32 %156, ptr %159, align 4
  br label %264

160:                                              ; preds = %52
  %161 = load i32, ptr %13, align 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = load i32, ptr %14, align 4
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4
  %169 = icmp slt i32 %164, %168
  br i1 %169, label %170, label %175

170:                                              ; preds = %160
  %171 = load i32, ptr %13, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4
  br label %180

175:                                              ; preds = %160
  %176 = load i32, ptr %14, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  br label %180

180:                                              ; preds = %175, %170
  %181 = phi i32 [ %174, %170 ], [ %179, %175 ]
  %182 = load i32, ptr %13, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %183
  store i32 %181, ptr %184, align 4
  br label %264

185:                                              ; preds = %52
  %186 = load i32, ptr %13, align 4
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %187
  %189 = load i32, ptr %188, align 4
  %190 = load i32, ptr %14, align 4
  %191 = zext i32 %190 to i64
  %192 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4
  %194 = icmp sgt i32 %189, %193
  br i1 %194, label %195, label %200

195:                                              ; preds = %185
  %196 = load i32, ptr %13, align 4
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %197
  %199 = load i32, ptr %198, align 4
  br label %205

200:                                              ; preds = %185
  %201 = load i32, ptr %14, align 4
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4
  br label %205

205:                                              ; preds = %200, %195
  %206 = phi i32 [ %199, %195 ], [ %204, %200 ]
  %207 = load i32, ptr %13, align 4
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %208
  store i32 %206, ptr %209, align 4
  br label %264

210:                                              ; preds = %52
  %211 = load i32, ptr %13, align 4
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4
  %215 = and i32 %214, 1
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %228

217:                                              ; preds = %210
  %218 = load i32, ptr %9, align 4
  %219 = load i32, ptr %15, align 4
  %220 = and i32 %219, 7
  %221 = icmp sgt i32 %218, %220
  br i1 %221, label %222, label %228

222:                                              ; preds = %217
  %223 = load i32, ptr %15, align 4
  %224 = and i32 %223, 7
  %225 = add nsw i32 %224, 1
  %226 = load i32, ptr %9, align 4
  %227 = sub nsw i32 %226, %225
  store i32 %227, ptr %9, align 4
  br label %228

228:                                              ; preds = %222, %217, %210
  br label %264

229:                                              ; preds = %52
  %230 = load i32, ptr %14, align 4
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = or i32 %233, 1
  store i32 %234, ptr %16, align 4
  %235 = load i32, ptr %16, align 4
  %236 = icmp eq i32 %235, -1
  br i1 %236, label %237, label %243

237:                                              ; preds = %229
  %238 = load i32, ptr %13, align 4
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = sub i32 0, %241
  br label %250

243:                                              ; preds = %229
  %244 = load i32, ptr %13, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4
  %248 = load i32, ptr %16, align 4
  %249 = sdiv i32 %247, %248
  br label %250

250:                                              ; preds = %243, %237
  %251 = phi i32 [ %242, %237 ], [ %249, %243 ]
  %252 = load i32, ptr %13, align 4
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %253
  store i32 %251, ptr %254, align 4
  br label %264

255:                                              ; preds = %52
  %256 = load i32, ptr %13, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4
  %260 = xor i32 %259, -1
  %261 = load i32, ptr %13, align 4
  %262 = zext i32 %261 to i64
  %263 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %262
  store i32 %260, ptr %263, align 4
  br label %264

264:                                              ; preds = %255, %250, %228, %205, %180, %150, %145, %134, %123, %113, %100, %87, %74
  br label %43, !llvm.loop !5

265:                                              ; preds = %50
  %266 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 0
  %267 = load i32, ptr %266, align 4
  %268 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 1
  %269 = load i32, ptr %268, align 4
  %270 = mul nsw i32 %269, 3
  %271 = xor i32 %267, %270
  %272 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 2
  %273 = load i32, ptr %272, align 4
  %274 = mul nsw i32 %273, 5
  %275 = xor i32 %271, %274
  %276 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 3
  %277 = load i32, ptr %276, align 4
  %278 = mul nsw i32 %277, 7
  %279 = xor i32 %275, %278
  %280 = load i32, ptr %10, align 4
  %281 = xor i32 %279, %280
  %282 = load ptr, ptr %5, align 8
  %283 = load i32, ptr %7, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds i32, ptr %282, i64 %284
  store i32 %281, ptr %285, align 4
  br label %286

286:                                              ; preds = %265, %25
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

!0 = !{ptr @vm_run, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
