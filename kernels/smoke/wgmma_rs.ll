; ModuleID = 'kernels/smoke/wgmma_rs.cu'
source_filename = "kernels/smoke/wgmma_rs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8wgmma_rsE2sb = internal addrspace(3) global [16384 x i8] undef, align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_rs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %3, 0
  %7 = and i32 %5, 7
  %8 = shl nuw nsw i32 %7, 3
  %9 = lshr i32 %5, 3
  %10 = and i32 %9, 7
  %11 = shl nuw nsw i32 %10, 4
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds i16, ptr %1, i64 %12
  %14 = xor i32 %7, %10
  %15 = shl nuw nsw i32 %14, 4
  br label %16

16:                                               ; preds = %4, %31
  %17 = phi i32 [ %5, %4 ], [ %35, %31 ]
  %18 = lshr i32 %17, 3
  %19 = shl nuw nsw i32 %18, 6
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds i16, ptr %13, i64 %20
  %22 = load <4 x i32>, ptr %21, align 16, !tbaa !6
  br i1 %6, label %26, label %23

23:                                               ; preds = %16
  %24 = shl nuw nsw i32 %18, 7
  %25 = or disjoint i32 %15, %24
  br label %31

26:                                               ; preds = %16
  %27 = and i32 %18, 120
  %28 = or disjoint i32 %7, %27
  %29 = shl nuw nsw i32 %28, 7
  %30 = or disjoint i32 %29, %11
  br label %31

31:                                               ; preds = %23, %26
  %32 = phi i32 [ %25, %23 ], [ %30, %26 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8wgmma_rsE2sb to ptr), i64 %33
  store <4 x i32> %22, ptr %34, align 16, !tbaa !6
  %35 = add nuw nsw i32 %17, 128
  %36 = icmp ult i32 %17, 896
  br i1 %36, label %16, label %37, !llvm.loop !9

37:                                               ; preds = %31
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #4
  tail call void @llvm.nvvm.barrier0()
  %38 = lshr i32 %5, 2
  %39 = and i32 %38, 7
  %40 = lshr i32 %5, 1
  %41 = and i32 %40, 496
  %42 = or disjoint i32 %41, %39
  %43 = zext nneg i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 7
  %45 = getelementptr inbounds i8, ptr %0, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 1024
  %47 = shl nuw nsw i32 %5, 1
  %48 = and i32 %47, 6
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds i16, ptr %45, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !11
  %52 = insertelement <4 x i32> poison, i32 %51, i64 0
  %53 = getelementptr inbounds i16, ptr %46, i64 %49
  %54 = load i32, ptr %53, align 4, !tbaa !11
  %55 = insertelement <4 x i32> %52, i32 %54, i64 1
  %56 = getelementptr inbounds i8, ptr %50, i64 16
  %57 = load i32, ptr %56, align 4, !tbaa !11
  %58 = insertelement <4 x i32> %55, i32 %57, i64 2
  %59 = getelementptr inbounds i8, ptr %53, i64 16
  %60 = load i32, ptr %59, align 4, !tbaa !11
  %61 = insertelement <4 x i32> %58, i32 %60, i64 3
  %62 = or disjoint i32 %48, 16
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds i16, ptr %45, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !11
  %66 = insertelement <4 x i32> poison, i32 %65, i64 0
  %67 = getelementptr inbounds i16, ptr %46, i64 %63
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = insertelement <4 x i32> %66, i32 %68, i64 1
  %70 = getelementptr inbounds i8, ptr %64, i64 16
  %71 = load i32, ptr %70, align 4, !tbaa !11
  %72 = insertelement <4 x i32> %69, i32 %71, i64 2
  %73 = getelementptr inbounds i8, ptr %67, i64 16
  %74 = load i32, ptr %73, align 4, !tbaa !11
  %75 = insertelement <4 x i32> %72, i32 %74, i64 3
  %76 = or disjoint i32 %48, 32
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds i16, ptr %45, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !11
  %80 = insertelement <4 x i32> poison, i32 %79, i64 0
  %81 = getelementptr inbounds i16, ptr %46, i64 %77
  %82 = load i32, ptr %81, align 4, !tbaa !11
  %83 = insertelement <4 x i32> %80, i32 %82, i64 1
  %84 = getelementptr inbounds i8, ptr %78, i64 16
  %85 = load i32, ptr %84, align 4, !tbaa !11
  %86 = insertelement <4 x i32> %83, i32 %85, i64 2
  %87 = getelementptr inbounds i8, ptr %81, i64 16
  %88 = load i32, ptr %87, align 4, !tbaa !11
  %89 = insertelement <4 x i32> %86, i32 %88, i64 3
  %90 = or disjoint i32 %48, 48
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds i16, ptr %45, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !11
  %94 = insertelement <4 x i32> poison, i32 %93, i64 0
  %95 = getelementptr inbounds i16, ptr %46, i64 %91
  %96 = load i32, ptr %95, align 4, !tbaa !11
  %97 = insertelement <4 x i32> %94, i32 %96, i64 1
  %98 = getelementptr inbounds i8, ptr %92, i64 16
  %99 = load i32, ptr %98, align 4, !tbaa !11
  %100 = insertelement <4 x i32> %97, i32 %99, i64 2
  %101 = getelementptr inbounds i8, ptr %95, i64 16
  %102 = load i32, ptr %101, align 4, !tbaa !11
  %103 = insertelement <4 x i32> %100, i32 %102, i64 3
  %104 = select i1 %6, i32 524288, i32 65536
  %105 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ8wgmma_rsE2sb to i32), 4
  %106 = and i32 %105, 16320
  %107 = or disjoint i32 %104, %106
  %108 = zext nneg i32 %107 to i64
  %109 = select i1 %6, i64 0, i64 4611686018427387904
  %110 = or disjoint i64 %109, %108
  %111 = or disjoint i64 %110, 274877906944
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #4
  %112 = select i1 %6, i32 8, i32 5
  %113 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef zeroinitializer, <4 x i32> noundef %61, i64 noundef %111, i1 noundef zeroext false, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %114 = shl nuw nsw i32 1, %112
  %115 = lshr i32 %114, 4
  %116 = zext nneg i32 %115 to i64
  %117 = add nuw nsw i64 %111, %116
  %118 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %113, <4 x i32> noundef %75, i64 noundef %117, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %119 = shl nuw nsw i32 2, %112
  %120 = lshr i32 %119, 4
  %121 = zext nneg i32 %120 to i64
  %122 = add nuw nsw i64 %111, %121
  %123 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %118, <4 x i32> noundef %89, i64 noundef %122, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %124 = shl nuw nsw i32 3, %112
  %125 = lshr i32 %124, 4
  %126 = zext nneg i32 %125 to i64
  %127 = add nuw nsw i64 %111, %126
  %128 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %123, <4 x i32> noundef %103, i64 noundef %127, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #4
  %129 = shl nuw nsw i64 %43, 9
  %130 = getelementptr inbounds i8, ptr %2, i64 %129
  %131 = getelementptr inbounds i8, ptr %130, i64 4096
  %132 = extractelement <64 x float> %128, i64 0
  %133 = getelementptr inbounds float, ptr %130, i64 %49
  store float %132, ptr %133, align 4, !tbaa !13
  %134 = extractelement <64 x float> %128, i64 1
  %135 = or disjoint i32 %48, 1
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %130, i64 %136
  store float %134, ptr %137, align 4, !tbaa !13
  %138 = extractelement <64 x float> %128, i64 2
  %139 = getelementptr inbounds float, ptr %131, i64 %49
  store float %138, ptr %139, align 4, !tbaa !13
  %140 = extractelement <64 x float> %128, i64 3
  %141 = getelementptr inbounds float, ptr %131, i64 %136
  store float %140, ptr %141, align 4, !tbaa !13
  %142 = extractelement <64 x float> %128, i64 4
  %143 = or disjoint i32 %48, 8
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds float, ptr %130, i64 %144
  store float %142, ptr %145, align 4, !tbaa !13
  %146 = extractelement <64 x float> %128, i64 5
  %147 = or disjoint i32 %48, 9
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds float, ptr %130, i64 %148
  store float %146, ptr %149, align 4, !tbaa !13
  %150 = extractelement <64 x float> %128, i64 6
  %151 = getelementptr inbounds float, ptr %131, i64 %144
  store float %150, ptr %151, align 4, !tbaa !13
  %152 = extractelement <64 x float> %128, i64 7
  %153 = getelementptr inbounds float, ptr %131, i64 %148
  store float %152, ptr %153, align 4, !tbaa !13
  %154 = extractelement <64 x float> %128, i64 8
  %155 = getelementptr inbounds float, ptr %130, i64 %63
  store float %154, ptr %155, align 4, !tbaa !13
  %156 = extractelement <64 x float> %128, i64 9
  %157 = or disjoint i32 %48, 17
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %130, i64 %158
  store float %156, ptr %159, align 4, !tbaa !13
  %160 = extractelement <64 x float> %128, i64 10
  %161 = getelementptr inbounds float, ptr %131, i64 %63
  store float %160, ptr %161, align 4, !tbaa !13
  %162 = extractelement <64 x float> %128, i64 11
  %163 = getelementptr inbounds float, ptr %131, i64 %158
  store float %162, ptr %163, align 4, !tbaa !13
  %164 = extractelement <64 x float> %128, i64 12
  %165 = or disjoint i32 %48, 24
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %130, i64 %166
  store float %164, ptr %167, align 4, !tbaa !13
  %168 = extractelement <64 x float> %128, i64 13
  %169 = or disjoint i32 %48, 25
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds float, ptr %130, i64 %170
  store float %168, ptr %171, align 4, !tbaa !13
  %172 = extractelement <64 x float> %128, i64 14
  %173 = getelementptr inbounds float, ptr %131, i64 %166
  store float %172, ptr %173, align 4, !tbaa !13
  %174 = extractelement <64 x float> %128, i64 15
  %175 = getelementptr inbounds float, ptr %131, i64 %170
  store float %174, ptr %175, align 4, !tbaa !13
  %176 = extractelement <64 x float> %128, i64 16
  %177 = getelementptr inbounds float, ptr %130, i64 %77
  store float %176, ptr %177, align 4, !tbaa !13
  %178 = extractelement <64 x float> %128, i64 17
  %179 = or disjoint i32 %48, 33
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %130, i64 %180
  store float %178, ptr %181, align 4, !tbaa !13
  %182 = extractelement <64 x float> %128, i64 18
  %183 = getelementptr inbounds float, ptr %131, i64 %77
  store float %182, ptr %183, align 4, !tbaa !13
  %184 = extractelement <64 x float> %128, i64 19
  %185 = getelementptr inbounds float, ptr %131, i64 %180
  store float %184, ptr %185, align 4, !tbaa !13
  %186 = extractelement <64 x float> %128, i64 20
  %187 = or disjoint i32 %48, 40
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds float, ptr %130, i64 %188
  store float %186, ptr %189, align 4, !tbaa !13
  %190 = extractelement <64 x float> %128, i64 21
  %191 = or disjoint i32 %48, 41
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds float, ptr %130, i64 %192
  store float %190, ptr %193, align 4, !tbaa !13
  %194 = extractelement <64 x float> %128, i64 22
  %195 = getelementptr inbounds float, ptr %131, i64 %188
  store float %194, ptr %195, align 4, !tbaa !13
  %196 = extractelement <64 x float> %128, i64 23
  %197 = getelementptr inbounds float, ptr %131, i64 %192
  store float %196, ptr %197, align 4, !tbaa !13
  %198 = extractelement <64 x float> %128, i64 24
  %199 = getelementptr inbounds float, ptr %130, i64 %91
  store float %198, ptr %199, align 4, !tbaa !13
  %200 = extractelement <64 x float> %128, i64 25
  %201 = or disjoint i32 %48, 49
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds float, ptr %130, i64 %202
  store float %200, ptr %203, align 4, !tbaa !13
  %204 = extractelement <64 x float> %128, i64 26
  %205 = getelementptr inbounds float, ptr %131, i64 %91
  store float %204, ptr %205, align 4, !tbaa !13
  %206 = extractelement <64 x float> %128, i64 27
  %207 = getelementptr inbounds float, ptr %131, i64 %202
  store float %206, ptr %207, align 4, !tbaa !13
  %208 = extractelement <64 x float> %128, i64 28
  %209 = or disjoint i32 %48, 56
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds float, ptr %130, i64 %210
  store float %208, ptr %211, align 4, !tbaa !13
  %212 = extractelement <64 x float> %128, i64 29
  %213 = or disjoint i32 %48, 57
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds float, ptr %130, i64 %214
  store float %212, ptr %215, align 4, !tbaa !13
  %216 = extractelement <64 x float> %128, i64 30
  %217 = getelementptr inbounds float, ptr %131, i64 %210
  store float %216, ptr %217, align 4, !tbaa !13
  %218 = extractelement <64 x float> %128, i64 31
  %219 = getelementptr inbounds float, ptr %131, i64 %214
  store float %218, ptr %219, align 4, !tbaa !13
  %220 = extractelement <64 x float> %128, i64 32
  %221 = or disjoint i32 %48, 64
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds float, ptr %130, i64 %222
  store float %220, ptr %223, align 4, !tbaa !13
  %224 = extractelement <64 x float> %128, i64 33
  %225 = or disjoint i32 %48, 65
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds float, ptr %130, i64 %226
  store float %224, ptr %227, align 4, !tbaa !13
  %228 = extractelement <64 x float> %128, i64 34
  %229 = getelementptr inbounds float, ptr %131, i64 %222
  store float %228, ptr %229, align 4, !tbaa !13
  %230 = extractelement <64 x float> %128, i64 35
  %231 = getelementptr inbounds float, ptr %131, i64 %226
  store float %230, ptr %231, align 4, !tbaa !13
  %232 = extractelement <64 x float> %128, i64 36
  %233 = or disjoint i32 %48, 72
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds float, ptr %130, i64 %234
  store float %232, ptr %235, align 4, !tbaa !13
  %236 = extractelement <64 x float> %128, i64 37
  %237 = or disjoint i32 %48, 73
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds float, ptr %130, i64 %238
  store float %236, ptr %239, align 4, !tbaa !13
  %240 = extractelement <64 x float> %128, i64 38
  %241 = getelementptr inbounds float, ptr %131, i64 %234
  store float %240, ptr %241, align 4, !tbaa !13
  %242 = extractelement <64 x float> %128, i64 39
  %243 = getelementptr inbounds float, ptr %131, i64 %238
  store float %242, ptr %243, align 4, !tbaa !13
  %244 = extractelement <64 x float> %128, i64 40
  %245 = or disjoint i32 %48, 80
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds float, ptr %130, i64 %246
  store float %244, ptr %247, align 4, !tbaa !13
  %248 = extractelement <64 x float> %128, i64 41
  %249 = or disjoint i32 %48, 81
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %130, i64 %250
  store float %248, ptr %251, align 4, !tbaa !13
  %252 = extractelement <64 x float> %128, i64 42
  %253 = getelementptr inbounds float, ptr %131, i64 %246
  store float %252, ptr %253, align 4, !tbaa !13
  %254 = extractelement <64 x float> %128, i64 43
  %255 = getelementptr inbounds float, ptr %131, i64 %250
  store float %254, ptr %255, align 4, !tbaa !13
  %256 = extractelement <64 x float> %128, i64 44
  %257 = or disjoint i32 %48, 88
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr inbounds float, ptr %130, i64 %258
  store float %256, ptr %259, align 4, !tbaa !13
  %260 = extractelement <64 x float> %128, i64 45
  %261 = or disjoint i32 %48, 89
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds float, ptr %130, i64 %262
  store float %260, ptr %263, align 4, !tbaa !13
  %264 = extractelement <64 x float> %128, i64 46
  %265 = getelementptr inbounds float, ptr %131, i64 %258
  store float %264, ptr %265, align 4, !tbaa !13
  %266 = extractelement <64 x float> %128, i64 47
  %267 = getelementptr inbounds float, ptr %131, i64 %262
  store float %266, ptr %267, align 4, !tbaa !13
  %268 = extractelement <64 x float> %128, i64 48
  %269 = or disjoint i32 %48, 96
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds float, ptr %130, i64 %270
  store float %268, ptr %271, align 4, !tbaa !13
  %272 = extractelement <64 x float> %128, i64 49
  %273 = or disjoint i32 %48, 97
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds float, ptr %130, i64 %274
  store float %272, ptr %275, align 4, !tbaa !13
  %276 = extractelement <64 x float> %128, i64 50
  %277 = getelementptr inbounds float, ptr %131, i64 %270
  store float %276, ptr %277, align 4, !tbaa !13
  %278 = extractelement <64 x float> %128, i64 51
  %279 = getelementptr inbounds float, ptr %131, i64 %274
  store float %278, ptr %279, align 4, !tbaa !13
  %280 = extractelement <64 x float> %128, i64 52
  %281 = or disjoint i32 %48, 104
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr inbounds float, ptr %130, i64 %282
  store float %280, ptr %283, align 4, !tbaa !13
  %284 = extractelement <64 x float> %128, i64 53
  %285 = or disjoint i32 %48, 105
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds float, ptr %130, i64 %286
  store float %284, ptr %287, align 4, !tbaa !13
  %288 = extractelement <64 x float> %128, i64 54
  %289 = getelementptr inbounds float, ptr %131, i64 %282
  store float %288, ptr %289, align 4, !tbaa !13
  %290 = extractelement <64 x float> %128, i64 55
  %291 = getelementptr inbounds float, ptr %131, i64 %286
  store float %290, ptr %291, align 4, !tbaa !13
  %292 = extractelement <64 x float> %128, i64 56
  %293 = or disjoint i32 %48, 112
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds float, ptr %130, i64 %294
  store float %292, ptr %295, align 4, !tbaa !13
  %296 = extractelement <64 x float> %128, i64 57
  %297 = or disjoint i32 %48, 113
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds float, ptr %130, i64 %298
  store float %296, ptr %299, align 4, !tbaa !13
  %300 = extractelement <64 x float> %128, i64 58
  %301 = getelementptr inbounds float, ptr %131, i64 %294
  store float %300, ptr %301, align 4, !tbaa !13
  %302 = extractelement <64 x float> %128, i64 59
  %303 = getelementptr inbounds float, ptr %131, i64 %298
  store float %302, ptr %303, align 4, !tbaa !13
  %304 = extractelement <64 x float> %128, i64 60
  %305 = or disjoint i32 %48, 120
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr inbounds float, ptr %130, i64 %306
  store float %304, ptr %307, align 4, !tbaa !13
  %308 = extractelement <64 x float> %128, i64 61
  %309 = or disjoint i32 %48, 121
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr inbounds float, ptr %130, i64 %310
  store float %308, ptr %311, align 4, !tbaa !13
  %312 = extractelement <64 x float> %128, i64 62
  %313 = getelementptr inbounds float, ptr %131, i64 %306
  store float %312, ptr %313, align 4, !tbaa !13
  %314 = extractelement <64 x float> %128, i64 63
  %315 = getelementptr inbounds float, ptr %131, i64 %310
  store float %314, ptr %315, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.async.shared_cta() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.fence.sync.aligned() #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.commit_group.sync.aligned() #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef, <4 x i32> noundef, i64 noundef, i1 noundef zeroext, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @wgmma_rs, !"kernel", i32 1}
!1 = !{ptr @wgmma_rs, !"maxntidx", i32 128}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
