; ModuleID = 'kernels/corpus/int_arith.cu'
source_filename = "kernels/corpus/int_arith.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ptxsel_ctaid_t = type { i8 }
%struct.ptxsel_ntid_t = type { i8 }
%struct.ptxsel_tid_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_ctaid_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.ptxsel_ntid_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_tid_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int_ops_i32(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  store ptr %0, ptr %21, align 8
  store ptr %1, ptr %22, align 8
  store ptr %2, ptr %23, align 8
  store i32 %3, ptr %24, align 4
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  store i32 %36, ptr %25, align 4
  %37 = load i32, ptr %25, align 4
  %38 = load i32, ptr %24, align 4
  %39 = icmp sge i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %4
  br label %295

41:                                               ; preds = %4
  %42 = load ptr, ptr %21, align 8
  %43 = load i32, ptr %25, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %26, align 4
  %47 = load ptr, ptr %22, align 8
  %48 = load i32, ptr %25, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %27, align 4
  %52 = load i32, ptr %26, align 4
  store i32 %52, ptr %28, align 4
  %53 = load i32, ptr %27, align 4
  store i32 %53, ptr %29, align 4
  %54 = load i32, ptr %27, align 4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %41
  br label %65

57:                                               ; preds = %41
  %58 = load i32, ptr %27, align 4
  %59 = icmp eq i32 %58, -1
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  br label %63

61:                                               ; preds = %57
  %62 = load i32, ptr %27, align 4
  br label %63

63:                                               ; preds = %61, %60
  %64 = phi i32 [ 3, %60 ], [ %62, %61 ]
  br label %65

65:                                               ; preds = %63, %56
  %66 = phi i32 [ 1, %56 ], [ %64, %63 ]
  store i32 %66, ptr %30, align 4
  %67 = load ptr, ptr %23, align 8
  %68 = load i32, ptr %25, align 4
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 24
  %71 = getelementptr inbounds i32, ptr %67, i64 %70
  store ptr %71, ptr %31, align 8
  %72 = load i32, ptr %28, align 4
  %73 = load i32, ptr %29, align 4
  %74 = add i32 %72, %73
  %75 = load ptr, ptr %31, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 0
  store i32 %74, ptr %76, align 4
  %77 = load i32, ptr %28, align 4
  %78 = load i32, ptr %29, align 4
  %79 = sub i32 %77, %78
  %80 = load ptr, ptr %31, align 8
  %81 = getelementptr inbounds i32, ptr %80, i64 1
  store i32 %79, ptr %81, align 4
  %82 = load i32, ptr %28, align 4
  %83 = load i32, ptr %29, align 4
  %84 = mul i32 %82, %83
  %85 = load ptr, ptr %31, align 8
  %86 = getelementptr inbounds i32, ptr %85, i64 2
  store i32 %84, ptr %86, align 4
  %87 = load i32, ptr %26, align 4
  %88 = load i32, ptr %30, align 4
  %89 = sdiv i32 %87, %88
  %90 = load ptr, ptr %31, align 8
  %91 = getelementptr inbounds i32, ptr %90, i64 3
  store i32 %89, ptr %91, align 4
  %92 = load i32, ptr %26, align 4
  %93 = load i32, ptr %30, align 4
  %94 = srem i32 %92, %93
  %95 = load ptr, ptr %31, align 8
  %96 = getelementptr inbounds i32, ptr %95, i64 4
  store i32 %94, ptr %96, align 4
  %97 = load i32, ptr %28, align 4
  %98 = load i32, ptr %30, align 4
  %99 = udiv i32 %97, %98
  %100 = load ptr, ptr %31, align 8
  %101 = getelementptr inbounds i32, ptr %100, i64 5
  store i32 %99, ptr %101, align 4
  %102 = load i32, ptr %28, align 4
  %103 = load i32, ptr %30, align 4
  %104 = urem i32 %102, %103
  %105 = load ptr, ptr %31, align 8
  %106 = getelementptr inbounds i32, ptr %105, i64 6
  store i32 %104, ptr %106, align 4
  %107 = load i32, ptr %28, align 4
  %108 = load i32, ptr %29, align 4
  %109 = and i32 %108, 31
  %110 = shl i32 %107, %109
  %111 = load ptr, ptr %31, align 8
  %112 = getelementptr inbounds i32, ptr %111, i64 7
  store i32 %110, ptr %112, align 4
  %113 = load i32, ptr %28, align 4
  %114 = load i32, ptr %29, align 4
  %115 = and i32 %114, 31
  %116 = lshr i32 %113, %115
  %117 = load ptr, ptr %31, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 8
  store i32 %116, ptr %118, align 4
  %119 = load i32, ptr %26, align 4
  %120 = load i32, ptr %29, align 4
  %121 = and i32 %120, 31
  %122 = ashr i32 %119, %121
  %123 = load ptr, ptr %31, align 8
  %124 = getelementptr inbounds i32, ptr %123, i64 9
  store i32 %122, ptr %124, align 4
  %125 = load i32, ptr %26, align 4
  %126 = load i32, ptr %27, align 4
  %127 = and i32 %125, %126
  %128 = load i32, ptr %26, align 4
  %129 = load i32, ptr %27, align 4
  %130 = xor i32 %129, -1
  %131 = or i32 %128, %130
  %132 = xor i32 %127, %131
  %133 = load ptr, ptr %31, align 8
  %134 = getelementptr inbounds i32, ptr %133, i64 10
  store i32 %132, ptr %134, align 4
  %135 = load i32, ptr %26, align 4
  %136 = load i32, ptr %27, align 4
  %137 = icmp slt i32 %135, %136
  %138 = zext i1 %137 to i32
  %139 = load i32, ptr %28, align 4
  %140 = load i32, ptr %29, align 4
  %141 = icmp ult i32 %139, %140
  %142 = zext i1 %141 to i32
  %143 = mul nsw i32 2, %142
  %144 = add nsw i32 %138, %143
  %145 = load i32, ptr %26, align 4
  %146 = load i32, ptr %27, align 4
  %147 = icmp eq i32 %145, %146
  %148 = zext i1 %147 to i32
  %149 = mul nsw i32 4, %148
  %150 = add nsw i32 %144, %149
  %151 = load i32, ptr %26, align 4
  %152 = icmp sge i32 %151, 0
  %153 = zext i1 %152 to i32
  %154 = mul nsw i32 8, %153
  %155 = add nsw i32 %150, %154
  %156 = load ptr, ptr %31, align 8
  %157 = getelementptr inbounds i32, ptr %156, i64 11
  store i32 %155, ptr %157, align 4
  %158 = load i32, ptr %26, align 4
  %159 = load i32, ptr %27, align 4
  %160 = icmp slt i32 %158, %159
  br i1 %160, label %161, label %163

161:                                              ; preds = %65
  %162 = load i32, ptr %26, align 4
  br label %165

163:                                              ; preds = %65
  %164 = load i32, ptr %27, align 4
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %162, %161 ], [ %164, %163 ]
  %167 = load ptr, ptr %31, align 8
  %168 = getelementptr inbounds i32, ptr %167, i64 12
  store i32 %166, ptr %168, align 4
  %169 = load i32, ptr %28, align 4
  %170 = load i32, ptr %29, align 4
  %171 = icmp ugt i32 %169, %170
  br i1 %171, label %172, label %174

172:                                              ; preds = %165
  %173 = load i32, ptr %26, align 4
  br label %176

174:                                              ; preds = %165
  %175 = load i32, ptr %27, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %173, %172 ], [ %175, %174 ]
  %178 = load ptr, ptr %31, align 8
  %179 = getelementptr inbounds i32, ptr %178, i64 13
  store i32 %177, ptr %179, align 4
  %180 = load i32, ptr %26, align 4
  %181 = icmp eq i32 %180, -2147483648
  br i1 %181, label %182, label %184

182:                                              ; preds = %176
  %183 = load i32, ptr %26, align 4
  br label %194

184:                                              ; preds = %176
  %185 = load i32, ptr %26, align 4
  %186 = icmp slt i32 %185, 0
  br i1 %186, label %187, label %190

187:                                              ; preds = %184
  %188 = load i32, ptr %26, align 4
  %189 = sub nsw i32 0, %188
  br label %192

190:                                              ; preds = %184
  %191 = load i32, ptr %26, align 4
  br label %192

192:                                              ; preds = %190, %187
  %193 = phi i32 [ %189, %187 ], [ %191, %190 ]
  br label %194

194:                                              ; preds = %192, %182
  %195 = phi i32 [ %183, %182 ], [ %193, %192 ]
  %196 = load ptr, ptr %31, align 8
  %197 = getelementptr inbounds i32, ptr %196, i64 14
  store i32 %195, ptr %197, align 4
  %198 = load i32, ptr %28, align 4
  store i32 %198, ptr %20, align 4
  %199 = load i32, ptr %20, align 4
  %200 = call noundef i32 @llvm.ctpop.i32(i32 %199)
  %201 = load i32, ptr %26, align 4
  store i32 %201, ptr %19, align 4
  %202 = load i32, ptr %19, align 4
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %204, label %205

204:                                              ; preds = %194
  br label %208

205:                                              ; preds = %194
  %206 = load i32, ptr %19, align 4
  %207 = call i32 @llvm.ctlz.i32(i32 %206, i1 true)
  br label %208

208:                                              ; preds = %204, %205
  %209 = phi i32 [ 32, %204 ], [ %207, %205 ]
  %210 = mul nsw i32 64, %209
  %211 = add nsw i32 %200, %210
  %212 = load i32, ptr %26, align 4
  store i32 %212, ptr %18, align 4
  %213 = load i32, ptr %18, align 4
  %214 = call i32 @llvm.cttz.i32(i32 %213, i1 true)
  %215 = add i32 %214, 1
  %216 = icmp eq i32 %213, 0
  %217 = select i1 %216, i32 0, i32 %215
  %218 = mul nsw i32 4096, %217
  %219 = add nsw i32 %211, %218
  %220 = load ptr, ptr %31, align 8
  %221 = getelementptr inbounds i32, ptr %220, i64 15
  store i32 %219, ptr %221, align 4
  %222 = load i32, ptr %28, align 4
  %223 = call i32 @llvm.bswap.i32(i32 %222)
  %224 = load ptr, ptr %31, align 8
  %225 = getelementptr inbounds i32, ptr %224, i64 16
  store i32 %223, ptr %225, align 4
  %226 = load i32, ptr %28, align 4
  store i32 %226, ptr %17, align 4
  %227 = load i32, ptr %17, align 4
  %228 = call noundef i32 @llvm.bitreverse.i32(i32 %227)
  %229 = load ptr, ptr %31, align 8
  %230 = getelementptr inbounds i32, ptr %229, i64 17
  store i32 %228, ptr %230, align 4
  %231 = load i32, ptr %28, align 4
  %232 = load i32, ptr %29, align 4
  store i32 %231, ptr %15, align 4
  store i32 %232, ptr %16, align 4
  %233 = load i32, ptr %15, align 4
  %234 = load i32, ptr %16, align 4
  %235 = call noundef i32 @llvm.fshl.i32(i32 %233, i32 %233, i32 %234)
  %236 = load ptr, ptr %31, align 8
  %237 = getelementptr inbounds i32, ptr %236, i64 18
  store i32 %235, ptr %237, align 4
  %238 = load i32, ptr %26, align 4
  %239 = load i32, ptr %27, align 4
  store i32 %238, ptr %13, align 4
  store i32 %239, ptr %14, align 4
  %240 = load i32, ptr %13, align 4
  %241 = load i32, ptr %14, align 4
  %242 = call noundef i32 @llvm.nvvm.mulhi.i(i32 %240, i32 %241)
  %243 = load ptr, ptr %31, align 8
  %244 = getelementptr inbounds i32, ptr %243, i64 19
  store i32 %242, ptr %244, align 4
  %245 = load i32, ptr %28, align 4
  %246 = load i32, ptr %29, align 4
  store i32 %245, ptr %11, align 4
  store i32 %246, ptr %12, align 4
  %247 = load i32, ptr %11, align 4
  %248 = load i32, ptr %12, align 4
  %249 = call noundef i32 @llvm.nvvm.mulhi.ui(i32 %247, i32 %248)
  %250 = load ptr, ptr %31, align 8
  %251 = getelementptr inbounds i32, ptr %250, i64 20
  store i32 %249, ptr %251, align 4
  %252 = load i32, ptr %28, align 4
  %253 = load i32, ptr %29, align 4
  %254 = load i32, ptr %29, align 4
  %255 = and i32 %254, 30583
  store i32 %252, ptr %8, align 4
  store i32 %253, ptr %9, align 4
  store i32 %255, ptr %10, align 4
  %256 = load i32, ptr %8, align 4
  %257 = load i32, ptr %9, align 4
  %258 = load i32, ptr %10, align 4
  %259 = call noundef i32 @llvm.nvvm.prmt(i32 %256, i32 %257, i32 %258)
  %260 = load ptr, ptr %31, align 8
  %261 = getelementptr inbounds i32, ptr %260, i64 21
  store i32 %259, ptr %261, align 4
  %262 = load i32, ptr %28, align 4
  %263 = load i32, ptr %29, align 4
  %264 = load i32, ptr %28, align 4
  store i32 %262, ptr %5, align 4
  store i32 %263, ptr %6, align 4
  store i32 %264, ptr %7, align 4
  %265 = load i32, ptr %7, align 4
  %266 = and i32 %265, 31
  store i32 %266, ptr %7, align 4
  %267 = load i32, ptr %7, align 4
  %268 = icmp ne i32 %267, 0
  br i1 %268, label %269, label %278

269:                                              ; preds = %208
  %270 = load i32, ptr %6, align 4
  %271 = load i32, ptr %7, align 4
  %272 = shl i32 %270, %271
  %273 = load i32, ptr %5, align 4
  %274 = load i32, ptr %7, align 4
  %275 = sub i32 32, %274
  %276 = lshr i32 %273, %275
  %277 = or i32 %272, %276
  br label %280

278:                                              ; preds = %208
  %279 = load i32, ptr %6, align 4
  br label %280

280:                                              ; preds = %269, %278
  %281 = phi i32 [ %277, %269 ], [ %279, %278 ]
  %282 = load ptr, ptr %31, align 8
  %283 = getelementptr inbounds i32, ptr %282, i64 22
  store i32 %281, ptr %283, align 4
  %284 = load i32, ptr %28, align 4
  %285 = mul i32 %284, 3
  %286 = load i32, ptr %28, align 4
  %287 = lshr i32 %286, 7
  %288 = add i32 %285, %287
  %289 = load i32, ptr %29, align 4
  %290 = and i32 %289, 255
  %291 = mul i32 %290, 5
  %292 = sub i32 %288, %291
  %293 = load ptr, ptr %31, align 8
  %294 = getelementptr inbounds i32, ptr %293, i64 23
  store i32 %292, ptr %294, align 4
  br label %295

295:                                              ; preds = %280, %40
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int_ops_i64(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %12, align 4
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %11, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %4
  br label %252

28:                                               ; preds = %4
  %29 = load ptr, ptr %8, align 8
  %30 = load i32, ptr %12, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i64, ptr %29, i64 %31
  %33 = load i64, ptr %32, align 8
  store i64 %33, ptr %13, align 8
  %34 = load ptr, ptr %9, align 8
  %35 = load i32, ptr %12, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %34, i64 %36
  %38 = load i64, ptr %37, align 8
  store i64 %38, ptr %14, align 8
  %39 = load i64, ptr %13, align 8
  store i64 %39, ptr %15, align 8
  %40 = load i64, ptr %14, align 8
  store i64 %40, ptr %16, align 8
  %41 = load i64, ptr %14, align 8
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %28
  br label %52

44:                                               ; preds = %28
  %45 = load i64, ptr %14, align 8
  %46 = icmp eq i64 %45, -1
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  br label %50

48:                                               ; preds = %44
  %49 = load i64, ptr %14, align 8
  br label %50

50:                                               ; preds = %48, %47
  %51 = phi i64 [ 7, %47 ], [ %49, %48 ]
  br label %52

52:                                               ; preds = %50, %43
  %53 = phi i64 [ 1, %43 ], [ %51, %50 ]
  store i64 %53, ptr %17, align 8
  %54 = load ptr, ptr %10, align 8
  %55 = load i32, ptr %12, align 4
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 24
  %58 = getelementptr inbounds i64, ptr %54, i64 %57
  store ptr %58, ptr %18, align 8
  %59 = load i64, ptr %15, align 8
  %60 = load i64, ptr %16, align 8
  %61 = add i64 %59, %60
  %62 = load ptr, ptr %18, align 8
  %63 = getelementptr inbounds i64, ptr %62, i64 0
  store i64 %61, ptr %63, align 8
  %64 = load i64, ptr %15, align 8
  %65 = load i64, ptr %16, align 8
  %66 = sub i64 %64, %65
  %67 = load ptr, ptr %18, align 8
  %68 = getelementptr inbounds i64, ptr %67, i64 1
  store i64 %66, ptr %68, align 8
  %69 = load i64, ptr %15, align 8
  %70 = load i64, ptr %16, align 8
  %71 = mul i64 %69, %70
  %72 = load ptr, ptr %18, align 8
  %73 = getelementptr inbounds i64, ptr %72, i64 2
  store i64 %71, ptr %73, align 8
  %74 = load i64, ptr %13, align 8
  %75 = load i64, ptr %17, align 8
  %76 = sdiv i64 %74, %75
  %77 = load ptr, ptr %18, align 8
  %78 = getelementptr inbounds i64, ptr %77, i64 3
  store i64 %76, ptr %78, align 8
  %79 = load i64, ptr %13, align 8
  %80 = load i64, ptr %17, align 8
  %81 = srem i64 %79, %80
  %82 = load ptr, ptr %18, align 8
  %83 = getelementptr inbounds i64, ptr %82, i64 4
  store i64 %81, ptr %83, align 8
  %84 = load i64, ptr %15, align 8
  %85 = load i64, ptr %17, align 8
  %86 = udiv i64 %84, %85
  %87 = load ptr, ptr %18, align 8
  %88 = getelementptr inbounds i64, ptr %87, i64 5
  store i64 %86, ptr %88, align 8
  %89 = load i64, ptr %15, align 8
  %90 = load i64, ptr %17, align 8
  %91 = urem i64 %89, %90
  %92 = load ptr, ptr %18, align 8
  %93 = getelementptr inbounds i64, ptr %92, i64 6
  store i64 %91, ptr %93, align 8
  %94 = load i64, ptr %15, align 8
  %95 = load i64, ptr %16, align 8
  %96 = and i64 %95, 63
  %97 = shl i64 %94, %96
  %98 = load ptr, ptr %18, align 8
  %99 = getelementptr inbounds i64, ptr %98, i64 7
  store i64 %97, ptr %99, align 8
  %100 = load i64, ptr %15, align 8
  %101 = load i64, ptr %16, align 8
  %102 = and i64 %101, 63
  %103 = lshr i64 %100, %102
  %104 = load ptr, ptr %18, align 8
  %105 = getelementptr inbounds i64, ptr %104, i64 8
  store i64 %103, ptr %105, align 8
  %106 = load i64, ptr %13, align 8
  %107 = load i64, ptr %16, align 8
  %108 = and i64 %107, 63
  %109 = ashr i64 %106, %108
  %110 = load ptr, ptr %18, align 8
  %111 = getelementptr inbounds i64, ptr %110, i64 9
  store i64 %109, ptr %111, align 8
  %112 = load i64, ptr %13, align 8
  %113 = load i64, ptr %14, align 8
  %114 = and i64 %112, %113
  %115 = load i64, ptr %13, align 8
  %116 = load i64, ptr %14, align 8
  %117 = xor i64 %116, -1
  %118 = or i64 %115, %117
  %119 = xor i64 %114, %118
  %120 = load ptr, ptr %18, align 8
  %121 = getelementptr inbounds i64, ptr %120, i64 10
  store i64 %119, ptr %121, align 8
  %122 = load i64, ptr %13, align 8
  %123 = load i64, ptr %14, align 8
  %124 = icmp slt i64 %122, %123
  %125 = zext i1 %124 to i32
  %126 = load i64, ptr %15, align 8
  %127 = load i64, ptr %16, align 8
  %128 = icmp ult i64 %126, %127
  %129 = zext i1 %128 to i32
  %130 = mul nsw i32 2, %129
  %131 = add nsw i32 %125, %130
  %132 = load i64, ptr %13, align 8
  %133 = load i64, ptr %14, align 8
  %134 = icmp eq i64 %132, %133
  %135 = zext i1 %134 to i32
  %136 = mul nsw i32 4, %135
  %137 = add nsw i32 %131, %136
  %138 = load i64, ptr %13, align 8
  %139 = icmp sge i64 %138, 0
  %140 = zext i1 %139 to i32
  %141 = mul nsw i32 8, %140
  %142 = add nsw i32 %137, %141
  %143 = sext i32 %142 to i64
  %144 = load ptr, ptr %18, align 8
  %145 = getelementptr inbounds i64, ptr %144, i64 11
  store i64 %143, ptr %145, align 8
  %146 = load i64, ptr %13, align 8
  %147 = load i64, ptr %14, align 8
  %148 = icmp slt i64 %146, %147
  br i1 %148, label %149, label %151

149:                                              ; preds = %52
  %150 = load i64, ptr %13, align 8
  br label %153

151:                                              ; preds = %52
  %152 = load i64, ptr %14, align 8
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi i64 [ %150, %149 ], [ %152, %151 ]
  %155 = load ptr, ptr %18, align 8
  %156 = getelementptr inbounds i64, ptr %155, i64 12
  store i64 %154, ptr %156, align 8
  %157 = load i64, ptr %15, align 8
  %158 = load i64, ptr %16, align 8
  %159 = icmp ugt i64 %157, %158
  br i1 %159, label %160, label %162

160:                                              ; preds = %153
  %161 = load i64, ptr %13, align 8
  br label %164

162:                                              ; preds = %153
  %163 = load i64, ptr %14, align 8
  br label %164

164:                                              ; preds = %162, %160
  %165 = phi i64 [ %161, %160 ], [ %163, %162 ]
  %166 = load ptr, ptr %18, align 8
  %167 = getelementptr inbounds i64, ptr %166, i64 13
  store i64 %165, ptr %167, align 8
  %168 = load i64, ptr %15, align 8
  store i64 %168, ptr %7, align 8
  %169 = load i64, ptr %7, align 8
  %170 = call i64 @llvm.ctpop.i64(i64 %169)
  %171 = trunc i64 %170 to i32
  %172 = load i64, ptr %15, align 8
  %173 = icmp ne i64 %172, 0
  br i1 %173, label %174, label %178

174:                                              ; preds = %164
  %175 = load i64, ptr %15, align 8
  %176 = call i64 @llvm.ctlz.i64(i64 %175, i1 true)
  %177 = trunc i64 %176 to i32
  br label %179

178:                                              ; preds = %164
  br label %179

179:                                              ; preds = %178, %174
  %180 = phi i32 [ %177, %174 ], [ 64, %178 ]
  %181 = mul nsw i32 128, %180
  %182 = add nsw i32 %171, %181
  %183 = sext i32 %182 to i64
  %184 = load i64, ptr %15, align 8
  %185 = icmp ne i64 %184, 0
  br i1 %185, label %186, label %190

186:                                              ; preds = %179
  %187 = load i64, ptr %15, align 8
  %188 = call i64 @llvm.cttz.i64(i64 %187, i1 true)
  %189 = trunc i64 %188 to i32
  br label %191

190:                                              ; preds = %179
  br label %191

191:                                              ; preds = %190, %186
  %192 = phi i32 [ %189, %186 ], [ 64, %190 ]
  %193 = sext i32 %192 to i64
  %194 = mul nsw i64 65536, %193
  %195 = add nsw i64 %183, %194
  %196 = load ptr, ptr %18, align 8
  %197 = getelementptr inbounds i64, ptr %196, i64 14
  store i64 %195, ptr %197, align 8
  %198 = load i64, ptr %15, align 8
  %199 = call i64 @llvm.bswap.i64(i64 %198)
  %200 = load ptr, ptr %18, align 8
  %201 = getelementptr inbounds i64, ptr %200, i64 15
  store i64 %199, ptr %201, align 8
  %202 = load i64, ptr %15, align 8
  %203 = load i64, ptr %16, align 8
  store i64 %202, ptr %5, align 8
  store i64 %203, ptr %6, align 8
  %204 = load i64, ptr %5, align 8
  %205 = load i64, ptr %6, align 8
  %206 = call noundef i64 @llvm.nvvm.mulhi.ull(i64 %204, i64 %205)
  %207 = load ptr, ptr %18, align 8
  %208 = getelementptr inbounds i64, ptr %207, i64 16
  store i64 %206, ptr %208, align 8
  %209 = load i64, ptr %15, align 8
  %210 = shl i64 %209, 13
  %211 = load i64, ptr %15, align 8
  %212 = lshr i64 %211, 51
  %213 = or i64 %210, %212
  %214 = load ptr, ptr %18, align 8
  %215 = getelementptr inbounds i64, ptr %214, i64 17
  store i64 %213, ptr %215, align 8
  %216 = load i64, ptr %13, align 8
  %217 = trunc i64 %216 to i32
  %218 = sext i32 %217 to i64
  %219 = load ptr, ptr %18, align 8
  %220 = getelementptr inbounds i64, ptr %219, i64 18
  store i64 %218, ptr %220, align 8
  %221 = load i64, ptr %15, align 8
  %222 = lshr i64 %221, 17
  %223 = trunc i64 %222 to i32
  %224 = zext i32 %223 to i64
  %225 = load ptr, ptr %18, align 8
  %226 = getelementptr inbounds i64, ptr %225, i64 19
  store i64 %224, ptr %226, align 8
  %227 = load i64, ptr %15, align 8
  %228 = mul i64 %227, -7046029254386353131
  %229 = load ptr, ptr %18, align 8
  %230 = getelementptr inbounds i64, ptr %229, i64 20
  store i64 %228, ptr %230, align 8
  %231 = load i64, ptr %15, align 8
  %232 = zext i64 %231 to i128
  %233 = load i64, ptr %16, align 8
  %234 = zext i64 %233 to i128
  %235 = mul i128 %232, %234
  %236 = lshr i128 %235, 64
  %237 = icmp eq i128 %236, 0
  %238 = zext i1 %237 to i64
  %239 = load ptr, ptr %18, align 8
  %240 = getelementptr inbounds i64, ptr %239, i64 21
  store i64 %238, ptr %240, align 8
  %241 = load i64, ptr %15, align 8
  %242 = call i64 @llvm.bitreverse.i64(i64 %241)
  %243 = load ptr, ptr %18, align 8
  %244 = getelementptr inbounds i64, ptr %243, i64 22
  store i64 %242, ptr %244, align 8
  %245 = load i64, ptr %13, align 8
  %246 = and i64 %245, 65535
  %247 = load i64, ptr %14, align 8
  %248 = ashr i64 %247, 48
  %249 = mul nsw i64 %246, %248
  %250 = load ptr, ptr %18, align 8
  %251 = getelementptr inbounds i64, ptr %250, i64 23
  store i64 %249, ptr %251, align 8
  br label %252

252:                                              ; preds = %191, %27
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int_ops_i16(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %288

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %26, i64 %28
  %30 = load i16, ptr %29, align 2
  store i16 %30, ptr %10, align 2
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i16, ptr %31, i64 %33
  %35 = load i16, ptr %34, align 2
  store i16 %35, ptr %11, align 2
  %36 = load i16, ptr %10, align 2
  store i16 %36, ptr %12, align 2
  %37 = load i16, ptr %11, align 2
  store i16 %37, ptr %13, align 2
  %38 = load i16, ptr %11, align 2
  %39 = sext i16 %38 to i32
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %25
  br label %44

42:                                               ; preds = %25
  %43 = load i16, ptr %11, align 2
  br label %44

44:                                               ; preds = %42, %41
  %45 = phi i16 [ 1, %41 ], [ %43, %42 ]
  store i16 %45, ptr %14, align 2
  %46 = load ptr, ptr %7, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = mul i64 %48, 24
  %50 = getelementptr inbounds i16, ptr %46, i64 %49
  store ptr %50, ptr %15, align 8
  %51 = load i16, ptr %10, align 2
  %52 = sext i16 %51 to i32
  %53 = load i16, ptr %11, align 2
  %54 = sext i16 %53 to i32
  %55 = add nsw i32 %52, %54
  %56 = trunc i32 %55 to i16
  %57 = load ptr, ptr %15, align 8
  %58 = getelementptr inbounds i16, ptr %57, i64 0
  store i16 %56, ptr %58, align 2
  %59 = load i16, ptr %10, align 2
  %60 = sext i16 %59 to i32
  %61 = load i16, ptr %11, align 2
  %62 = sext i16 %61 to i32
  %63 = sub nsw i32 %60, %62
  %64 = trunc i32 %63 to i16
  %65 = load ptr, ptr %15, align 8
  %66 = getelementptr inbounds i16, ptr %65, i64 1
  store i16 %64, ptr %66, align 2
  %67 = load i16, ptr %10, align 2
  %68 = sext i16 %67 to i32
  %69 = load i16, ptr %11, align 2
  %70 = sext i16 %69 to i32
  %71 = mul nsw i32 %68, %70
  %72 = trunc i32 %71 to i16
  %73 = load ptr, ptr %15, align 8
  %74 = getelementptr inbounds i16, ptr %73, i64 2
  store i16 %72, ptr %74, align 2
  %75 = load i16, ptr %10, align 2
  %76 = sext i16 %75 to i32
  %77 = load i16, ptr %14, align 2
  %78 = sext i16 %77 to i32
  %79 = sdiv i32 %76, %78
  %80 = trunc i32 %79 to i16
  %81 = load ptr, ptr %15, align 8
  %82 = getelementptr inbounds i16, ptr %81, i64 3
  store i16 %80, ptr %82, align 2
  %83 = load i16, ptr %10, align 2
  %84 = sext i16 %83 to i32
  %85 = load i16, ptr %14, align 2
  %86 = sext i16 %85 to i32
  %87 = srem i32 %84, %86
  %88 = trunc i32 %87 to i16
  %89 = load ptr, ptr %15, align 8
  %90 = getelementptr inbounds i16, ptr %89, i64 4
  store i16 %88, ptr %90, align 2
  %91 = load i16, ptr %12, align 2
  %92 = zext i16 %91 to i32
  %93 = load i16, ptr %14, align 2
  %94 = zext i16 %93 to i32
  %95 = sdiv i32 %92, %94
  %96 = trunc i32 %95 to i16
  %97 = load ptr, ptr %15, align 8
  %98 = getelementptr inbounds i16, ptr %97, i64 5
  store i16 %96, ptr %98, align 2
  %99 = load i16, ptr %12, align 2
  %100 = zext i16 %99 to i32
  %101 = load i16, ptr %14, align 2
  %102 = zext i16 %101 to i32
  %103 = srem i32 %100, %102
  %104 = trunc i32 %103 to i16
  %105 = load ptr, ptr %15, align 8
  %106 = getelementptr inbounds i16, ptr %105, i64 6
  store i16 %104, ptr %106, align 2
  %107 = load i16, ptr %12, align 2
  %108 = zext i16 %107 to i32
  %109 = load i16, ptr %13, align 2
  %110 = zext i16 %109 to i32
  %111 = and i32 %110, 15
  %112 = shl i32 %108, %111
  %113 = trunc i32 %112 to i16
  %114 = load ptr, ptr %15, align 8
  %115 = getelementptr inbounds i16, ptr %114, i64 7
  store i16 %113, ptr %115, align 2
  %116 = load i16, ptr %12, align 2
  %117 = zext i16 %116 to i32
  %118 = load i16, ptr %13, align 2
  %119 = zext i16 %118 to i32
  %120 = and i32 %119, 15
  %121 = ashr i32 %117, %120
  %122 = trunc i32 %121 to i16
  %123 = load ptr, ptr %15, align 8
  %124 = getelementptr inbounds i16, ptr %123, i64 8
  store i16 %122, ptr %124, align 2
  %125 = load i16, ptr %10, align 2
  %126 = sext i16 %125 to i32
  %127 = load i16, ptr %13, align 2
  %128 = zext i16 %127 to i32
  %129 = and i32 %128, 15
  %130 = ashr i32 %126, %129
  %131 = trunc i32 %130 to i16
  %132 = load ptr, ptr %15, align 8
  %133 = getelementptr inbounds i16, ptr %132, i64 9
  store i16 %131, ptr %133, align 2
  %134 = load i16, ptr %10, align 2
  %135 = sext i16 %134 to i32
  %136 = load i16, ptr %11, align 2
  %137 = sext i16 %136 to i32
  %138 = and i32 %135, %137
  %139 = load i16, ptr %10, align 2
  %140 = sext i16 %139 to i32
  %141 = load i16, ptr %11, align 2
  %142 = sext i16 %141 to i32
  %143 = xor i32 %142, -1
  %144 = or i32 %140, %143
  %145 = xor i32 %138, %144
  %146 = trunc i32 %145 to i16
  %147 = load ptr, ptr %15, align 8
  %148 = getelementptr inbounds i16, ptr %147, i64 10
  store i16 %146, ptr %148, align 2
  %149 = load i16, ptr %10, align 2
  %150 = sext i16 %149 to i32
  %151 = load i16, ptr %11, align 2
  %152 = sext i16 %151 to i32
  %153 = icmp slt i32 %150, %152
  %154 = zext i1 %153 to i32
  %155 = load i16, ptr %12, align 2
  %156 = zext i16 %155 to i32
  %157 = load i16, ptr %13, align 2
  %158 = zext i16 %157 to i32
  %159 = icmp slt i32 %156, %158
  %160 = zext i1 %159 to i32
  %161 = mul nsw i32 2, %160
  %162 = add nsw i32 %154, %161
  %163 = load i16, ptr %10, align 2
  %164 = sext i16 %163 to i32
  %165 = load i16, ptr %11, align 2
  %166 = sext i16 %165 to i32
  %167 = icmp eq i32 %164, %166
  %168 = zext i1 %167 to i32
  %169 = mul nsw i32 4, %168
  %170 = add nsw i32 %162, %169
  %171 = trunc i32 %170 to i16
  %172 = load ptr, ptr %15, align 8
  %173 = getelementptr inbounds i16, ptr %172, i64 11
  store i16 %171, ptr %173, align 2
  %174 = load i16, ptr %10, align 2
  %175 = sext i16 %174 to i32
  %176 = load i16, ptr %11, align 2
  %177 = sext i16 %176 to i32
  %178 = icmp slt i32 %175, %177
  br i1 %178, label %179, label %181

179:                                              ; preds = %44
  %180 = load i16, ptr %10, align 2
  br label %183

181:                                              ; preds = %44
  %182 = load i16, ptr %11, align 2
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi i16 [ %180, %179 ], [ %182, %181 ]
  %185 = load ptr, ptr %15, align 8
  %186 = getelementptr inbounds i16, ptr %185, i64 12
  store i16 %184, ptr %186, align 2
  %187 = load i16, ptr %12, align 2
  %188 = zext i16 %187 to i32
  %189 = load i16, ptr %13, align 2
  %190 = zext i16 %189 to i32
  %191 = icmp sgt i32 %188, %190
  br i1 %191, label %192, label %194

192:                                              ; preds = %183
  %193 = load i16, ptr %10, align 2
  br label %196

194:                                              ; preds = %183
  %195 = load i16, ptr %11, align 2
  br label %196

196:                                              ; preds = %194, %192
  %197 = phi i16 [ %193, %192 ], [ %195, %194 ]
  %198 = load ptr, ptr %15, align 8
  %199 = getelementptr inbounds i16, ptr %198, i64 13
  store i16 %197, ptr %199, align 2
  %200 = load i16, ptr %12, align 2
  %201 = call i16 @llvm.bswap.i16(i16 %200)
  %202 = load ptr, ptr %15, align 8
  %203 = getelementptr inbounds i16, ptr %202, i64 14
  store i16 %201, ptr %203, align 2
  %204 = load i16, ptr %12, align 2
  %205 = zext i16 %204 to i32
  %206 = call i32 @llvm.ctpop.i32(i32 %205)
  %207 = trunc i32 %206 to i16
  %208 = load ptr, ptr %15, align 8
  %209 = getelementptr inbounds i16, ptr %208, i64 15
  store i16 %207, ptr %209, align 2
  %210 = load i16, ptr %10, align 2
  %211 = sext i16 %210 to i32
  %212 = load i16, ptr %11, align 2
  %213 = sext i16 %212 to i32
  %214 = mul nsw i32 %211, %213
  %215 = ashr i32 %214, 16
  %216 = trunc i32 %215 to i16
  %217 = load ptr, ptr %15, align 8
  %218 = getelementptr inbounds i16, ptr %217, i64 16
  store i16 %216, ptr %218, align 2
  %219 = load i16, ptr %10, align 2
  %220 = trunc i16 %219 to i8
  %221 = sext i8 %220 to i16
  %222 = load ptr, ptr %15, align 8
  %223 = getelementptr inbounds i16, ptr %222, i64 17
  store i16 %221, ptr %223, align 2
  %224 = load i16, ptr %11, align 2
  %225 = trunc i16 %224 to i8
  %226 = zext i8 %225 to i16
  %227 = load ptr, ptr %15, align 8
  %228 = getelementptr inbounds i16, ptr %227, i64 18
  store i16 %226, ptr %228, align 2
  %229 = load i16, ptr %12, align 2
  %230 = zext i16 %229 to i32
  %231 = mul i32 %230, 31
  %232 = load i16, ptr %13, align 2
  %233 = zext i16 %232 to i32
  %234 = add i32 %231, %233
  %235 = trunc i32 %234 to i16
  %236 = load ptr, ptr %15, align 8
  %237 = getelementptr inbounds i16, ptr %236, i64 19
  store i16 %235, ptr %237, align 2
  %238 = load i16, ptr %10, align 2
  %239 = sext i16 %238 to i32
  %240 = icmp eq i32 %239, -32768
  br i1 %240, label %241, label %244

241:                                              ; preds = %196
  %242 = load i16, ptr %10, align 2
  %243 = sext i16 %242 to i32
  br label %257

244:                                              ; preds = %196
  %245 = load i16, ptr %10, align 2
  %246 = sext i16 %245 to i32
  %247 = icmp slt i32 %246, 0
  br i1 %247, label %248, label %252

248:                                              ; preds = %244
  %249 = load i16, ptr %10, align 2
  %250 = sext i16 %249 to i32
  %251 = sub nsw i32 0, %250
  br label %255

252:                                              ; preds = %244
  %253 = load i16, ptr %10, align 2
  %254 = sext i16 %253 to i32
  br label %255

255:                                              ; preds = %252, %248
  %256 = phi i32 [ %251, %248 ], [ %254, %252 ]
  br label %257

257:                                              ; preds = %255, %241
  %258 = phi i32 [ %243, %241 ], [ %256, %255 ]
  %259 = trunc i32 %258 to i16
  %260 = load ptr, ptr %15, align 8
  %261 = getelementptr inbounds i16, ptr %260, i64 20
  store i16 %259, ptr %261, align 2
  %262 = load i16, ptr %12, align 2
  %263 = zext i16 %262 to i32
  %264 = shl i32 %263, 3
  %265 = load i16, ptr %12, align 2
  %266 = zext i16 %265 to i32
  %267 = ashr i32 %266, 13
  %268 = or i32 %264, %267
  %269 = trunc i32 %268 to i16
  %270 = load ptr, ptr %15, align 8
  %271 = getelementptr inbounds i16, ptr %270, i64 21
  store i16 %269, ptr %271, align 2
  %272 = load i16, ptr %10, align 2
  %273 = sext i16 %272 to i32
  %274 = mul nsw i32 %273, 3
  %275 = load i16, ptr %11, align 2
  %276 = sext i16 %275 to i32
  %277 = mul nsw i32 %276, 7
  %278 = sub nsw i32 %274, %277
  %279 = trunc i32 %278 to i16
  %280 = load ptr, ptr %15, align 8
  %281 = getelementptr inbounds i16, ptr %280, i64 22
  store i16 %279, ptr %281, align 2
  %282 = load i16, ptr %12, align 2
  %283 = zext i16 %282 to i32
  %284 = xor i32 %283, -1
  %285 = trunc i32 %284 to i16
  %286 = load ptr, ptr %15, align 8
  %287 = getelementptr inbounds i16, ptr %286, i64 23
  store i16 %285, ptr %287, align 2
  br label %288

288:                                              ; preds = %257, %24
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int_ops_i8(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %4
  br label %302

25:                                               ; preds = %4
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %26, i64 %28
  %30 = load i8, ptr %29, align 1
  store i8 %30, ptr %10, align 1
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %9, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = load i8, ptr %34, align 1
  store i8 %35, ptr %11, align 1
  %36 = load i8, ptr %10, align 1
  store i8 %36, ptr %12, align 1
  %37 = load i8, ptr %11, align 1
  store i8 %37, ptr %13, align 1
  %38 = load i8, ptr %11, align 1
  %39 = sext i8 %38 to i32
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %25
  br label %44

42:                                               ; preds = %25
  %43 = load i8, ptr %11, align 1
  br label %44

44:                                               ; preds = %42, %41
  %45 = phi i8 [ 1, %41 ], [ %43, %42 ]
  store i8 %45, ptr %14, align 1
  %46 = load ptr, ptr %7, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = mul i64 %48, 24
  %50 = getelementptr inbounds i8, ptr %46, i64 %49
  store ptr %50, ptr %15, align 8
  %51 = load i8, ptr %10, align 1
  %52 = sext i8 %51 to i32
  %53 = load i8, ptr %11, align 1
  %54 = sext i8 %53 to i32
  %55 = add nsw i32 %52, %54
  %56 = trunc i32 %55 to i8
  %57 = load ptr, ptr %15, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 0
  store i8 %56, ptr %58, align 1
  %59 = load i8, ptr %10, align 1
  %60 = sext i8 %59 to i32
  %61 = load i8, ptr %11, align 1
  %62 = sext i8 %61 to i32
  %63 = sub nsw i32 %60, %62
  %64 = trunc i32 %63 to i8
  %65 = load ptr, ptr %15, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 1
  store i8 %64, ptr %66, align 1
  %67 = load i8, ptr %10, align 1
  %68 = sext i8 %67 to i32
  %69 = load i8, ptr %11, align 1
  %70 = sext i8 %69 to i32
  %71 = mul nsw i32 %68, %70
  %72 = trunc i32 %71 to i8
  %73 = load ptr, ptr %15, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 2
  store i8 %72, ptr %74, align 1
  %75 = load i8, ptr %10, align 1
  %76 = sext i8 %75 to i32
  %77 = load i8, ptr %14, align 1
  %78 = sext i8 %77 to i32
  %79 = sdiv i32 %76, %78
  %80 = trunc i32 %79 to i8
  %81 = load ptr, ptr %15, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 3
  store i8 %80, ptr %82, align 1
  %83 = load i8, ptr %10, align 1
  %84 = sext i8 %83 to i32
  %85 = load i8, ptr %14, align 1
  %86 = sext i8 %85 to i32
  %87 = srem i32 %84, %86
  %88 = trunc i32 %87 to i8
  %89 = load ptr, ptr %15, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 4
  store i8 %88, ptr %90, align 1
  %91 = load i8, ptr %12, align 1
  %92 = zext i8 %91 to i32
  %93 = load i8, ptr %14, align 1
  %94 = zext i8 %93 to i32
  %95 = sdiv i32 %92, %94
  %96 = trunc i32 %95 to i8
  %97 = load ptr, ptr %15, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 5
  store i8 %96, ptr %98, align 1
  %99 = load i8, ptr %12, align 1
  %100 = zext i8 %99 to i32
  %101 = load i8, ptr %14, align 1
  %102 = zext i8 %101 to i32
  %103 = srem i32 %100, %102
  %104 = trunc i32 %103 to i8
  %105 = load ptr, ptr %15, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 6
  store i8 %104, ptr %106, align 1
  %107 = load i8, ptr %12, align 1
  %108 = zext i8 %107 to i32
  %109 = load i8, ptr %13, align 1
  %110 = zext i8 %109 to i32
  %111 = and i32 %110, 7
  %112 = shl i32 %108, %111
  %113 = trunc i32 %112 to i8
  %114 = load ptr, ptr %15, align 8
  %115 = getelementptr inbounds i8, ptr %114, i64 7
  store i8 %113, ptr %115, align 1
  %116 = load i8, ptr %12, align 1
  %117 = zext i8 %116 to i32
  %118 = load i8, ptr %13, align 1
  %119 = zext i8 %118 to i32
  %120 = and i32 %119, 7
  %121 = ashr i32 %117, %120
  %122 = trunc i32 %121 to i8
  %123 = load ptr, ptr %15, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  store i8 %122, ptr %124, align 1
  %125 = load i8, ptr %10, align 1
  %126 = sext i8 %125 to i32
  %127 = load i8, ptr %13, align 1
  %128 = zext i8 %127 to i32
  %129 = and i32 %128, 7
  %130 = ashr i32 %126, %129
  %131 = trunc i32 %130 to i8
  %132 = load ptr, ptr %15, align 8
  %133 = getelementptr inbounds i8, ptr %132, i64 9
  store i8 %131, ptr %133, align 1
  %134 = load i8, ptr %10, align 1
  %135 = sext i8 %134 to i32
  %136 = load i8, ptr %11, align 1
  %137 = sext i8 %136 to i32
  %138 = and i32 %135, %137
  %139 = load i8, ptr %10, align 1
  %140 = sext i8 %139 to i32
  %141 = load i8, ptr %11, align 1
  %142 = sext i8 %141 to i32
  %143 = xor i32 %142, -1
  %144 = or i32 %140, %143
  %145 = xor i32 %138, %144
  %146 = trunc i32 %145 to i8
  %147 = load ptr, ptr %15, align 8
  %148 = getelementptr inbounds i8, ptr %147, i64 10
  store i8 %146, ptr %148, align 1
  %149 = load i8, ptr %10, align 1
  %150 = sext i8 %149 to i32
  %151 = load i8, ptr %11, align 1
  %152 = sext i8 %151 to i32
  %153 = icmp slt i32 %150, %152
  %154 = zext i1 %153 to i32
  %155 = load i8, ptr %12, align 1
  %156 = zext i8 %155 to i32
  %157 = load i8, ptr %13, align 1
  %158 = zext i8 %157 to i32
  %159 = icmp slt i32 %156, %158
  %160 = zext i1 %159 to i32
  %161 = mul nsw i32 2, %160
  %162 = add nsw i32 %154, %161
  %163 = load i8, ptr %10, align 1
  %164 = sext i8 %163 to i32
  %165 = load i8, ptr %11, align 1
  %166 = sext i8 %165 to i32
  %167 = icmp eq i32 %164, %166
  %168 = zext i1 %167 to i32
  %169 = mul nsw i32 4, %168
  %170 = add nsw i32 %162, %169
  %171 = trunc i32 %170 to i8
  %172 = load ptr, ptr %15, align 8
  %173 = getelementptr inbounds i8, ptr %172, i64 11
  store i8 %171, ptr %173, align 1
  %174 = load i8, ptr %10, align 1
  %175 = sext i8 %174 to i32
  %176 = load i8, ptr %11, align 1
  %177 = sext i8 %176 to i32
  %178 = icmp slt i32 %175, %177
  br i1 %178, label %179, label %181

179:                                              ; preds = %44
  %180 = load i8, ptr %10, align 1
  br label %183

181:                                              ; preds = %44
  %182 = load i8, ptr %11, align 1
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi i8 [ %180, %179 ], [ %182, %181 ]
  %185 = load ptr, ptr %15, align 8
  %186 = getelementptr inbounds i8, ptr %185, i64 12
  store i8 %184, ptr %186, align 1
  %187 = load i8, ptr %12, align 1
  %188 = zext i8 %187 to i32
  %189 = load i8, ptr %13, align 1
  %190 = zext i8 %189 to i32
  %191 = icmp sgt i32 %188, %190
  br i1 %191, label %192, label %194

192:                                              ; preds = %183
  %193 = load i8, ptr %10, align 1
  br label %196

194:                                              ; preds = %183
  %195 = load i8, ptr %11, align 1
  br label %196

196:                                              ; preds = %194, %192
  %197 = phi i8 [ %193, %192 ], [ %195, %194 ]
  %198 = load ptr, ptr %15, align 8
  %199 = getelementptr inbounds i8, ptr %198, i64 13
  store i8 %197, ptr %199, align 1
  %200 = load i8, ptr %12, align 1
  %201 = zext i8 %200 to i32
  %202 = call i32 @llvm.ctpop.i32(i32 %201)
  %203 = trunc i32 %202 to i8
  %204 = load ptr, ptr %15, align 8
  %205 = getelementptr inbounds i8, ptr %204, i64 14
  store i8 %203, ptr %205, align 1
  %206 = load i8, ptr %10, align 1
  %207 = sext i8 %206 to i32
  %208 = load i8, ptr %11, align 1
  %209 = sext i8 %208 to i32
  %210 = mul nsw i32 %207, %209
  %211 = ashr i32 %210, 8
  %212 = trunc i32 %211 to i8
  %213 = load ptr, ptr %15, align 8
  %214 = getelementptr inbounds i8, ptr %213, i64 15
  store i8 %212, ptr %214, align 1
  %215 = load i8, ptr %12, align 1
  %216 = zext i8 %215 to i32
  %217 = shl i32 %216, 3
  %218 = load i8, ptr %12, align 1
  %219 = zext i8 %218 to i32
  %220 = ashr i32 %219, 5
  %221 = or i32 %217, %220
  %222 = trunc i32 %221 to i8
  %223 = load ptr, ptr %15, align 8
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  store i8 %222, ptr %224, align 1
  %225 = load i8, ptr %10, align 1
  %226 = sext i8 %225 to i32
  %227 = icmp eq i32 %226, -128
  br i1 %227, label %228, label %231

228:                                              ; preds = %196
  %229 = load i8, ptr %10, align 1
  %230 = sext i8 %229 to i32
  br label %244

231:                                              ; preds = %196
  %232 = load i8, ptr %10, align 1
  %233 = sext i8 %232 to i32
  %234 = icmp slt i32 %233, 0
  br i1 %234, label %235, label %239

235:                                              ; preds = %231
  %236 = load i8, ptr %10, align 1
  %237 = sext i8 %236 to i32
  %238 = sub nsw i32 0, %237
  br label %242

239:                                              ; preds = %231
  %240 = load i8, ptr %10, align 1
  %241 = sext i8 %240 to i32
  br label %242

242:                                              ; preds = %239, %235
  %243 = phi i32 [ %238, %235 ], [ %241, %239 ]
  br label %244

244:                                              ; preds = %242, %228
  %245 = phi i32 [ %230, %228 ], [ %243, %242 ]
  %246 = trunc i32 %245 to i8
  %247 = load ptr, ptr %15, align 8
  %248 = getelementptr inbounds i8, ptr %247, i64 17
  store i8 %246, ptr %248, align 1
  %249 = load i8, ptr %12, align 1
  %250 = zext i8 %249 to i32
  %251 = mul i32 %250, 7
  %252 = load i8, ptr %13, align 1
  %253 = zext i8 %252 to i32
  %254 = add i32 %251, %253
  %255 = trunc i32 %254 to i8
  %256 = load ptr, ptr %15, align 8
  %257 = getelementptr inbounds i8, ptr %256, i64 18
  store i8 %255, ptr %257, align 1
  %258 = load i8, ptr %10, align 1
  %259 = sext i8 %258 to i32
  %260 = icmp sgt i32 %259, 0
  br i1 %260, label %261, label %264

261:                                              ; preds = %244
  %262 = load i8, ptr %10, align 1
  %263 = sext i8 %262 to i32
  br label %265

264:                                              ; preds = %244
  br label %265

265:                                              ; preds = %264, %261
  %266 = phi i32 [ %263, %261 ], [ 0, %264 ]
  %267 = trunc i32 %266 to i8
  %268 = load ptr, ptr %15, align 8
  %269 = getelementptr inbounds i8, ptr %268, i64 19
  store i8 %267, ptr %269, align 1
  %270 = load i8, ptr %12, align 1
  %271 = zext i8 %270 to i32
  %272 = icmp sgt i32 %271, 200
  br i1 %272, label %273, label %274

273:                                              ; preds = %265
  br label %277

274:                                              ; preds = %265
  %275 = load i8, ptr %12, align 1
  %276 = zext i8 %275 to i32
  br label %277

277:                                              ; preds = %274, %273
  %278 = phi i32 [ 200, %273 ], [ %276, %274 ]
  %279 = trunc i32 %278 to i8
  %280 = load ptr, ptr %15, align 8
  %281 = getelementptr inbounds i8, ptr %280, i64 20
  store i8 %279, ptr %281, align 1
  %282 = load i8, ptr %10, align 1
  %283 = sext i8 %282 to i32
  %284 = xor i32 %283, 90
  %285 = trunc i32 %284 to i8
  %286 = load ptr, ptr %15, align 8
  %287 = getelementptr inbounds i8, ptr %286, i64 21
  store i8 %285, ptr %287, align 1
  %288 = load i8, ptr %10, align 1
  %289 = sext i8 %288 to i16
  %290 = sext i16 %289 to i32
  %291 = mul nsw i32 %290, 300
  %292 = ashr i32 %291, 4
  %293 = trunc i32 %292 to i8
  %294 = load ptr, ptr %15, align 8
  %295 = getelementptr inbounds i8, ptr %294, i64 22
  store i8 %293, ptr %295, align 1
  %296 = load i8, ptr %13, align 1
  %297 = zext i8 %296 to i32
  %298 = xor i32 %297, -1
  %299 = trunc i32 %298 to i8
  %300 = load ptr, ptr %15, align 8
  %301 = getelementptr inbounds i8, ptr %300, i64 23
  store i8 %299, ptr %301, align 1
  br label %302

302:                                              ; preds = %277, %24
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
