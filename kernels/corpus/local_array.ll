; ModuleID = 'kernels/corpus/local_array.cu'
source_filename = "kernels/corpus/local_array.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @local_sort(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca [16 x i32], align 4
  %5 = alloca [32 x i8], align 1
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %290

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #4
  %13 = shl nsw i32 %10, 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  store i32 %16, ptr %4, align 4, !tbaa !5
  %17 = or disjoint i32 %13, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %20, ptr %21, align 4, !tbaa !5
  %22 = or disjoint i32 %13, 2
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %25, ptr %26, align 4, !tbaa !5
  %27 = or disjoint i32 %13, 3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 %30, ptr %31, align 4, !tbaa !5
  %32 = or disjoint i32 %13, 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = or disjoint i32 %13, 5
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %4, i64 20
  store i32 %40, ptr %41, align 4, !tbaa !5
  %42 = or disjoint i32 %13, 6
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = or disjoint i32 %13, 7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %4, i64 28
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = or disjoint i32 %13, 8
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %4, i64 32
  store i32 %55, ptr %56, align 4, !tbaa !5
  %57 = or disjoint i32 %13, 9
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %4, i64 36
  store i32 %60, ptr %61, align 4, !tbaa !5
  %62 = or disjoint i32 %13, 10
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 %65, ptr %66, align 4, !tbaa !5
  %67 = or disjoint i32 %13, 11
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %4, i64 44
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = or disjoint i32 %13, 12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %4, i64 48
  store i32 %75, ptr %76, align 4, !tbaa !5
  %77 = or disjoint i32 %13, 13
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %4, i64 52
  store i32 %80, ptr %81, align 4, !tbaa !5
  %82 = or disjoint i32 %13, 14
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %4, i64 56
  store i32 %85, ptr %86, align 4, !tbaa !5
  %87 = or disjoint i32 %13, 15
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !5
  %91 = getelementptr inbounds i8, ptr %4, i64 60
  store i32 %90, ptr %91, align 4, !tbaa !5
  br label %144

92:                                               ; preds = %160
  %93 = and i32 %16, 15
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = and i32 %96, 15
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = and i32 %100, 15
  %102 = xor i32 %101, 1
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = and i32 %105, 15
  %107 = xor i32 %106, 2
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = and i32 %110, 15
  %112 = xor i32 %111, 3
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = and i32 %115, 15
  %117 = xor i32 %116, 4
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !5
  %121 = and i32 %120, 15
  %122 = xor i32 %121, 5
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = and i32 %125, 15
  %127 = xor i32 %126, 6
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #4
  %131 = mul i32 %96, 31
  %132 = add i32 %100, %131
  %133 = mul i32 %132, 31
  %134 = add i32 %105, %133
  %135 = mul i32 %134, 31
  %136 = add i32 %110, %135
  %137 = mul i32 %136, 31
  %138 = add i32 %115, %137
  %139 = mul i32 %138, 31
  %140 = add i32 %120, %139
  %141 = mul i32 %140, 31
  %142 = add i32 %125, %141
  %143 = mul i32 %142, 31
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  br label %166

144:                                              ; preds = %12, %160
  %145 = phi i32 [ %164, %160 ], [ 1, %12 ]
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  br label %149

149:                                              ; preds = %144, %156
  %150 = phi i32 [ %145, %144 ], [ %151, %156 ]
  %151 = add nsw i32 %150, -1
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = icmp sgt i32 %154, %148
  br i1 %155, label %156, label %160

156:                                              ; preds = %149
  %157 = zext nneg i32 %150 to i64
  %158 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %157
  store i32 %154, ptr %158, align 4, !tbaa !5
  %159 = icmp sgt i32 %150, 1
  br i1 %159, label %149, label %160, !llvm.loop !9

160:                                              ; preds = %156, %149
  %161 = phi i32 [ 0, %156 ], [ %150, %149 ]
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %162
  store i32 %148, ptr %163, align 4, !tbaa !5
  %164 = add nuw nsw i32 %145, 1
  %165 = icmp eq i32 %164, 16
  br i1 %165, label %92, label %144, !llvm.loop !11

166:                                              ; preds = %166, %92
  %167 = phi i32 [ 0, %92 ], [ %185, %166 ]
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !5
  %171 = and i32 %170, 31
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !12
  %175 = add i8 %174, 1
  store i8 %175, ptr %173, align 1, !tbaa !12
  %176 = or disjoint i32 %167, 1
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = and i32 %179, 31
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !12
  %184 = add i8 %183, 1
  store i8 %184, ptr %182, align 1, !tbaa !12
  %185 = add nuw nsw i32 %167, 2
  %186 = icmp eq i32 %185, 16
  br i1 %186, label %258, label %166, !llvm.loop !13

187:                                              ; preds = %258
  %188 = mul nsw i32 %10, 19
  %189 = load i32, ptr %4, align 4, !tbaa !5
  %190 = sext i32 %188 to i64
  %191 = getelementptr i32, ptr %1, i64 %190
  store i32 %189, ptr %191, align 4, !tbaa !5
  %192 = load i32, ptr %21, align 4, !tbaa !5
  %193 = sext i32 %188 to i64
  %194 = getelementptr i32, ptr %1, i64 %193
  %195 = getelementptr i8, ptr %194, i64 4
  store i32 %192, ptr %195, align 4, !tbaa !5
  %196 = load i32, ptr %26, align 4, !tbaa !5
  %197 = sext i32 %188 to i64
  %198 = getelementptr i32, ptr %1, i64 %197
  %199 = getelementptr i8, ptr %198, i64 8
  store i32 %196, ptr %199, align 4, !tbaa !5
  %200 = load i32, ptr %31, align 4, !tbaa !5
  %201 = sext i32 %188 to i64
  %202 = getelementptr i32, ptr %1, i64 %201
  %203 = getelementptr i8, ptr %202, i64 12
  store i32 %200, ptr %203, align 4, !tbaa !5
  %204 = load i32, ptr %36, align 4, !tbaa !5
  %205 = sext i32 %188 to i64
  %206 = getelementptr i32, ptr %1, i64 %205
  %207 = getelementptr i8, ptr %206, i64 16
  store i32 %204, ptr %207, align 4, !tbaa !5
  %208 = load i32, ptr %41, align 4, !tbaa !5
  %209 = sext i32 %188 to i64
  %210 = getelementptr i32, ptr %1, i64 %209
  %211 = getelementptr i8, ptr %210, i64 20
  store i32 %208, ptr %211, align 4, !tbaa !5
  %212 = load i32, ptr %46, align 4, !tbaa !5
  %213 = sext i32 %188 to i64
  %214 = getelementptr i32, ptr %1, i64 %213
  %215 = getelementptr i8, ptr %214, i64 24
  store i32 %212, ptr %215, align 4, !tbaa !5
  %216 = load i32, ptr %51, align 4, !tbaa !5
  %217 = sext i32 %188 to i64
  %218 = getelementptr i32, ptr %1, i64 %217
  %219 = getelementptr i8, ptr %218, i64 28
  store i32 %216, ptr %219, align 4, !tbaa !5
  %220 = load i32, ptr %56, align 4, !tbaa !5
  %221 = sext i32 %188 to i64
  %222 = getelementptr i32, ptr %1, i64 %221
  %223 = getelementptr i8, ptr %222, i64 32
  store i32 %220, ptr %223, align 4, !tbaa !5
  %224 = load i32, ptr %61, align 4, !tbaa !5
  %225 = sext i32 %188 to i64
  %226 = getelementptr i32, ptr %1, i64 %225
  %227 = getelementptr i8, ptr %226, i64 36
  store i32 %224, ptr %227, align 4, !tbaa !5
  %228 = load i32, ptr %66, align 4, !tbaa !5
  %229 = sext i32 %188 to i64
  %230 = getelementptr i32, ptr %1, i64 %229
  %231 = getelementptr i8, ptr %230, i64 40
  store i32 %228, ptr %231, align 4, !tbaa !5
  %232 = load i32, ptr %71, align 4, !tbaa !5
  %233 = sext i32 %188 to i64
  %234 = getelementptr i32, ptr %1, i64 %233
  %235 = getelementptr i8, ptr %234, i64 44
  store i32 %232, ptr %235, align 4, !tbaa !5
  %236 = load i32, ptr %76, align 4, !tbaa !5
  %237 = sext i32 %188 to i64
  %238 = getelementptr i32, ptr %1, i64 %237
  %239 = getelementptr i8, ptr %238, i64 48
  store i32 %236, ptr %239, align 4, !tbaa !5
  %240 = load i32, ptr %81, align 4, !tbaa !5
  %241 = sext i32 %188 to i64
  %242 = getelementptr i32, ptr %1, i64 %241
  %243 = getelementptr i8, ptr %242, i64 52
  store i32 %240, ptr %243, align 4, !tbaa !5
  %244 = load i32, ptr %86, align 4, !tbaa !5
  %245 = sext i32 %188 to i64
  %246 = getelementptr i32, ptr %1, i64 %245
  %247 = getelementptr i8, ptr %246, i64 56
  store i32 %244, ptr %247, align 4, !tbaa !5
  %248 = load i32, ptr %91, align 4, !tbaa !5
  %249 = sext i32 %188 to i64
  %250 = getelementptr i32, ptr %1, i64 %249
  %251 = getelementptr i8, ptr %250, i64 60
  store i32 %248, ptr %251, align 4, !tbaa !5
  %252 = add i32 %130, %143
  %253 = add nsw i32 %220, %216
  %254 = sdiv i32 %253, 2
  %255 = getelementptr i8, ptr %191, i64 64
  store i32 %254, ptr %255, align 4, !tbaa !5
  %256 = getelementptr i8, ptr %191, i64 68
  store i32 %252, ptr %256, align 4, !tbaa !5
  %257 = getelementptr i8, ptr %191, i64 72
  store i32 %288, ptr %257, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #4
  br label %290

258:                                              ; preds = %166, %258
  %259 = phi i32 [ %286, %258 ], [ 0, %166 ]
  %260 = phi i32 [ %288, %258 ], [ 0, %166 ]
  %261 = zext nneg i32 %259 to i64
  %262 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !12
  %264 = zext i8 %263 to i32
  %265 = or disjoint i32 %259, 1
  %266 = mul nuw nsw i32 %265, %264
  %267 = add nuw nsw i32 %266, %260
  %268 = zext nneg i32 %265 to i64
  %269 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %268
  %270 = load i8, ptr %269, align 1, !tbaa !12
  %271 = zext i8 %270 to i32
  %272 = or disjoint i32 %259, 2
  %273 = mul nuw nsw i32 %272, %271
  %274 = add nuw nsw i32 %273, %267
  %275 = zext nneg i32 %272 to i64
  %276 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !12
  %278 = zext i8 %277 to i32
  %279 = or disjoint i32 %259, 3
  %280 = mul nuw nsw i32 %279, %278
  %281 = add nuw nsw i32 %280, %274
  %282 = zext nneg i32 %279 to i64
  %283 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %282
  %284 = load i8, ptr %283, align 1, !tbaa !12
  %285 = zext i8 %284 to i32
  %286 = add nuw nsw i32 %259, 4
  %287 = mul nuw nsw i32 %286, %285
  %288 = add nuw nsw i32 %287, %281
  %289 = icmp eq i32 %286, 32
  br i1 %289, label %187, label %258, !llvm.loop !14

290:                                              ; preds = %3, %187
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @local_sort, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
