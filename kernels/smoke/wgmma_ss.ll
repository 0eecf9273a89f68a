; ModuleID = 'kernels/smoke/wgmma_ss.cu'
source_filename = "kernels/smoke/wgmma_ss.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8wgmma_ssE2sa = internal addrspace(3) global [8192 x i8] undef, align 1024
@_ZZ8wgmma_ssE2sb = internal addrspace(3) global [16384 x i8] undef, align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @wgmma_ss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ult i32 %5, 512
  br i1 %6, label %13, label %7

7:                                                ; preds = %4
  %8 = and i32 %5, 7
  %9 = shl nuw nsw i32 %8, 3
  %10 = lshr i32 %5, 3
  %11 = and i32 %10, 7
  %12 = shl nuw nsw i32 %11, 4
  br label %24

13:                                               ; preds = %4
  %14 = icmp eq i32 %3, 0
  %15 = and i32 %5, 7
  %16 = shl nuw nsw i32 %15, 3
  %17 = lshr i32 %5, 3
  %18 = and i32 %17, 7
  %19 = shl nuw nsw i32 %18, 4
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds i16, ptr %0, i64 %20
  %22 = xor i32 %15, %18
  %23 = shl nuw nsw i32 %15, 7
  br label %34

24:                                               ; preds = %49, %7
  %25 = phi i32 [ %12, %7 ], [ %19, %49 ]
  %26 = phi i32 [ %11, %7 ], [ %18, %49 ]
  %27 = phi i32 [ %9, %7 ], [ %16, %49 ]
  %28 = phi i32 [ %8, %7 ], [ %15, %49 ]
  %29 = icmp eq i32 %3, 0
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds i16, ptr %1, i64 %30
  %32 = xor i32 %28, %26
  %33 = shl nuw nsw i32 %27, 4
  br label %55

34:                                               ; preds = %13, %49
  %35 = phi i32 [ %5, %13 ], [ %53, %49 ]
  %36 = shl nuw nsw i32 %35, 4
  %37 = and i32 %36, 2147483520
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %21, i64 %38
  %40 = load <4 x i32>, ptr %39, align 16, !tbaa !6
  br i1 %14, label %45, label %41

41:                                               ; preds = %34
  %42 = and i32 %35, 134217720
  %43 = or disjoint i32 %22, %42
  %44 = shl nuw nsw i32 %43, 4
  br label %49

45:                                               ; preds = %34
  %46 = and i32 %36, 7168
  %47 = or disjoint i32 %46, %23
  %48 = or disjoint i32 %47, %19
  br label %49

49:                                               ; preds = %41, %45
  %50 = phi i32 [ %44, %41 ], [ %48, %45 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8wgmma_ssE2sa to ptr), i64 %51
  store <4 x i32> %40, ptr %52, align 16, !tbaa !6
  %53 = add nuw nsw i32 %35, 128
  %54 = icmp ult i32 %35, 384
  br i1 %54, label %34, label %24, !llvm.loop !9

55:                                               ; preds = %24, %70
  %56 = phi i32 [ %5, %24 ], [ %74, %70 ]
  %57 = shl nuw nsw i32 %56, 4
  %58 = and i32 %57, 2147483520
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %31, i64 %59
  %61 = load <4 x i32>, ptr %60, align 16, !tbaa !6
  br i1 %29, label %66, label %62

62:                                               ; preds = %55
  %63 = and i32 %56, 134217720
  %64 = or disjoint i32 %32, %63
  %65 = shl nuw nsw i32 %64, 4
  br label %70

66:                                               ; preds = %55
  %67 = and i32 %57, 15360
  %68 = or disjoint i32 %67, %33
  %69 = or disjoint i32 %68, %25
  br label %70

70:                                               ; preds = %62, %66
  %71 = phi i32 [ %65, %62 ], [ %69, %66 ]
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8wgmma_ssE2sb to ptr), i64 %72
  store <4 x i32> %61, ptr %73, align 16, !tbaa !6
  %74 = add nuw nsw i32 %56, 128
  %75 = icmp ult i32 %56, 896
  br i1 %75, label %55, label %76, !llvm.loop !9

76:                                               ; preds = %70
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #4
  tail call void @llvm.nvvm.barrier0()
  %77 = select i1 %29, i32 524288, i32 65536
  %78 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ8wgmma_ssE2sa to i32), 4
  %79 = and i32 %78, 16320
  %80 = or disjoint i32 %77, %79
  %81 = zext nneg i32 %80 to i64
  %82 = select i1 %29, i64 0, i64 4611686018427387904
  %83 = or disjoint i64 %82, %81
  %84 = or disjoint i64 %83, 274877906944
  %85 = lshr exact i32 ptrtoint (ptr addrspace(3) @_ZZ8wgmma_ssE2sb to i32), 4
  %86 = and i32 %85, 16320
  %87 = or disjoint i32 %77, %86
  %88 = zext nneg i32 %87 to i64
  %89 = or disjoint i64 %82, %88
  %90 = or disjoint i64 %89, 274877906944
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #4
  %91 = select i1 %29, i32 8, i32 5
  %92 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef zeroinitializer, i64 noundef %84, i64 noundef %90, i1 noundef zeroext false, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %93 = shl nuw nsw i32 1, %91
  %94 = lshr i32 %93, 4
  %95 = zext nneg i32 %94 to i64
  %96 = add nuw nsw i64 %84, %95
  %97 = add nuw nsw i64 %90, %95
  %98 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %92, i64 noundef %96, i64 noundef %97, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %99 = shl nuw nsw i32 2, %91
  %100 = lshr i32 %99, 4
  %101 = zext nneg i32 %100 to i64
  %102 = add nuw nsw i64 %84, %101
  %103 = add nuw nsw i64 %90, %101
  %104 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %98, i64 noundef %102, i64 noundef %103, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  %105 = shl nuw nsw i32 3, %91
  %106 = lshr i32 %105, 4
  %107 = zext nneg i32 %106 to i64
  %108 = add nuw nsw i64 %84, %107
  %109 = add nuw nsw i64 %90, %107
  %110 = tail call contract noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef %104, i64 noundef %108, i64 noundef %109, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #4
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #4
  %111 = lshr i32 %5, 2
  %112 = and i32 %111, 7
  %113 = lshr i32 %5, 1
  %114 = and i32 %113, 496
  %115 = or disjoint i32 %114, %112
  %116 = shl nuw nsw i32 %115, 9
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds i8, ptr %2, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 4096
  %120 = shl nuw nsw i32 %5, 1
  %121 = and i32 %120, 6
  %122 = extractelement <64 x float> %110, i64 0
  %123 = zext nneg i32 %121 to i64
  %124 = getelementptr inbounds float, ptr %118, i64 %123
  store float %122, ptr %124, align 4, !tbaa !11
  %125 = extractelement <64 x float> %110, i64 1
  %126 = or disjoint i32 %121, 1
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %118, i64 %127
  store float %125, ptr %128, align 4, !tbaa !11
  %129 = extractelement <64 x float> %110, i64 2
  %130 = getelementptr inbounds float, ptr %119, i64 %123
  store float %129, ptr %130, align 4, !tbaa !11
  %131 = extractelement <64 x float> %110, i64 3
  %132 = getelementptr inbounds float, ptr %119, i64 %127
  store float %131, ptr %132, align 4, !tbaa !11
  %133 = extractelement <64 x float> %110, i64 4
  %134 = or disjoint i32 %121, 8
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds float, ptr %118, i64 %135
  store float %133, ptr %136, align 4, !tbaa !11
  %137 = extractelement <64 x float> %110, i64 5
  %138 = or disjoint i32 %121, 9
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %118, i64 %139
  store float %137, ptr %140, align 4, !tbaa !11
  %141 = extractelement <64 x float> %110, i64 6
  %142 = getelementptr inbounds float, ptr %119, i64 %135
  store float %141, ptr %142, align 4, !tbaa !11
  %143 = extractelement <64 x float> %110, i64 7
  %144 = getelementptr inbounds float, ptr %119, i64 %139
  store float %143, ptr %144, align 4, !tbaa !11
  %145 = extractelement <64 x float> %110, i64 8
  %146 = or disjoint i32 %121, 16
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds float, ptr %118, i64 %147
  store float %145, ptr %148, align 4, !tbaa !11
  %149 = extractelement <64 x float> %110, i64 9
  %150 = or disjoint i32 %121, 17
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %118, i64 %151
  store float %149, ptr %152, align 4, !tbaa !11
  %153 = extractelement <64 x float> %110, i64 10
  %154 = getelementptr inbounds float, ptr %119, i64 %147
  store float %153, ptr %154, align 4, !tbaa !11
  %155 = extractelement <64 x float> %110, i64 11
  %156 = getelementptr inbounds float, ptr %119, i64 %151
  store float %155, ptr %156, align 4, !tbaa !11
  %157 = extractelement <64 x float> %110, i64 12
  %158 = or disjoint i32 %121, 24
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %118, i64 %159
  store float %157, ptr %160, align 4, !tbaa !11
  %161 = extractelement <64 x float> %110, i64 13
  %162 = or disjoint i32 %121, 25
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %118, i64 %163
  store float %161, ptr %164, align 4, !tbaa !11
  %165 = extractelement <64 x float> %110, i64 14
  %166 = getelementptr inbounds float, ptr %119, i64 %159
  store float %165, ptr %166, align 4, !tbaa !11
  %167 = extractelement <64 x float> %110, i64 15
  %168 = getelementptr inbounds float, ptr %119, i64 %163
  store float %167, ptr %168, align 4, !tbaa !11
  %169 = extractelement <64 x float> %110, i64 16
  %170 = or disjoint i32 %121, 32
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds float, ptr %118, i64 %171
  store float %169, ptr %172, align 4, !tbaa !11
  %173 = extractelement <64 x float> %110, i64 17
  %174 = or disjoint i32 %121, 33
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %118, i64 %175
  store float %173, ptr %176, align 4, !tbaa !11
  %177 = extractelement <64 x float> %110, i64 18
  %178 = getelementptr inbounds float, ptr %119, i64 %171
  store float %177, ptr %178, align 4, !tbaa !11
  %179 = extractelement <64 x float> %110, i64 19
  %180 = getelementptr inbounds float, ptr %119, i64 %175
  store float %179, ptr %180, align 4, !tbaa !11
  %181 = extractelement <64 x float> %110, i64 20
  %182 = or disjoint i32 %121, 40
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %118, i64 %183
  store float %181, ptr %184, align 4, !tbaa !11
  %185 = extractelement <64 x float> %110, i64 21
  %186 = or disjoint i32 %121, 41
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %118, i64 %187
  store float %185, ptr %188, align 4, !tbaa !11
  %189 = extractelement <64 x float> %110, i64 22
  %190 = getelementptr inbounds float, ptr %119, i64 %183
  store float %189, ptr %190, align 4, !tbaa !11
  %191 = extractelement <64 x float> %110, i64 23
  %192 = getelementptr inbounds float, ptr %119, i64 %187
  store float %191, ptr %192, align 4, !tbaa !11
  %193 = extractelement <64 x float> %110, i64 24
  %194 = or disjoint i32 %121, 48
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds float, ptr %118, i64 %195
  store float %193, ptr %196, align 4, !tbaa !11
  %197 = extractelement <64 x float> %110, i64 25
  %198 = or disjoint i32 %121, 49
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %118, i64 %199
  store float %197, ptr %200, align 4, !tbaa !11
  %201 = extractelement <64 x float> %110, i64 26
  %202 = getelementptr inbounds float, ptr %119, i64 %195
  store float %201, ptr %202, align 4, !tbaa !11
  %203 = extractelement <64 x float> %110, i64 27
  %204 = getelementptr inbounds float, ptr %119, i64 %199
  store float %203, ptr %204, align 4, !tbaa !11
  %205 = extractelement <64 x float> %110, i64 28
  %206 = or disjoint i32 %121, 56
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %118, i64 %207
  store float %205, ptr %208, align 4, !tbaa !11
  %209 = extractelement <64 x float> %110, i64 29
  %210 = or disjoint i32 %121, 57
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr inbounds float, ptr %118, i64 %211
  store float %209, ptr %212, align 4, !tbaa !11
  %213 = extractelement <64 x float> %110, i64 30
  %214 = getelementptr inbounds float, ptr %119, i64 %207
  store float %213, ptr %214, align 4, !tbaa !11
  %215 = extractelement <64 x float> %110, i64 31
  %216 = getelementptr inbounds float, ptr %119, i64 %211
  store float %215, ptr %216, align 4, !tbaa !11
  %217 = extractelement <64 x float> %110, i64 32
  %218 = or disjoint i32 %121, 64
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %118, i64 %219
  store float %217, ptr %220, align 4, !tbaa !11
  %221 = extractelement <64 x float> %110, i64 33
  %222 = or disjoint i32 %121, 65
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %118, i64 %223
  store float %221, ptr %224, align 4, !tbaa !11
  %225 = extractelement <64 x float> %110, i64 34
  %226 = getelementptr inbounds float, ptr %119, i64 %219
  store float %225, ptr %226, align 4, !tbaa !11
  %227 = extractelement <64 x float> %110, i64 35
  %228 = getelementptr inbounds float, ptr %119, i64 %223
  store float %227, ptr %228, align 4, !tbaa !11
  %229 = extractelement <64 x float> %110, i64 36
  %230 = or disjoint i32 %121, 72
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds float, ptr %118, i64 %231
  store float %229, ptr %232, align 4, !tbaa !11
  %233 = extractelement <64 x float> %110, i64 37
  %234 = or disjoint i32 %121, 73
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %118, i64 %235
  store float %233, ptr %236, align 4, !tbaa !11
  %237 = extractelement <64 x float> %110, i64 38
  %238 = getelementptr inbounds float, ptr %119, i64 %231
  store float %237, ptr %238, align 4, !tbaa !11
  %239 = extractelement <64 x float> %110, i64 39
  %240 = getelementptr inbounds float, ptr %119, i64 %235
  store float %239, ptr %240, align 4, !tbaa !11
  %241 = extractelement <64 x float> %110, i64 40
  %242 = or disjoint i32 %121, 80
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds float, ptr %118, i64 %243
  store float %241, ptr %244, align 4, !tbaa !11
  %245 = extractelement <64 x float> %110, i64 41
  %246 = or disjoint i32 %121, 81
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds float, ptr %118, i64 %247
  store float %245, ptr %248, align 4, !tbaa !11
  %249 = extractelement <64 x float> %110, i64 42
  %250 = getelementptr inbounds float, ptr %119, i64 %243
  store float %249, ptr %250, align 4, !tbaa !11
  %251 = extractelement <64 x float> %110, i64 43
  %252 = getelementptr inbounds float, ptr %119, i64 %247
  store float %251, ptr %252, align 4, !tbaa !11
  %253 = extractelement <64 x float> %110, i64 44
  %254 = or disjoint i32 %121, 88
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr inbounds float, ptr %118, i64 %255
  store float %253, ptr %256, align 4, !tbaa !11
  %257 = extractelement <64 x float> %110, i64 45
  %258 = or disjoint i32 %121, 89
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds float, ptr %118, i64 %259
  store float %257, ptr %260, align 4, !tbaa !11
  %261 = extractelement <64 x float> %110, i64 46
  %262 = getelementptr inbounds float, ptr %119, i64 %255
  store float %261, ptr %262, align 4, !tbaa !11
  %263 = extractelement <64 x float> %110, i64 47
  %264 = getelementptr inbounds float, ptr %119, i64 %259
  store float %263, ptr %264, align 4, !tbaa !11
  %265 = extractelement <64 x float> %110, i64 48
  %266 = or disjoint i32 %121, 96
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds float, ptr %118, i64 %267
  store float %265, ptr %268, align 4, !tbaa !11
  %269 = extractelement <64 x float> %110, i64 49
  %270 = or disjoint i32 %121, 97
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds float, ptr %118, i64 %271
  store float %269, ptr %272, align 4, !tbaa !11
  %273 = extractelement <64 x float> %110, i64 50
  %274 = getelementptr inbounds float, ptr %119, i64 %267
  store float %273, ptr %274, align 4, !tbaa !11
  %275 = extractelement <64 x float> %110, i64 51
  %276 = getelementptr inbounds float, ptr %119, i64 %271
  store float %275, ptr %276, align 4, !tbaa !11
  %277 = extractelement <64 x float> %110, i64 52
  %278 = or disjoint i32 %121, 104
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %118, i64 %279
  store float %277, ptr %280, align 4, !tbaa !11
  %281 = extractelement <64 x float> %110, i64 53
  %282 = or disjoint i32 %121, 105
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %118, i64 %283
  store float %281, ptr %284, align 4, !tbaa !11
  %285 = extractelement <64 x float> %110, i64 54
  %286 = getelementptr inbounds float, ptr %119, i64 %279
  store float %285, ptr %286, align 4, !tbaa !11
  %287 = extractelement <64 x float> %110, i64 55
  %288 = getelementptr inbounds float, ptr %119, i64 %283
  store float %287, ptr %288, align 4, !tbaa !11
  %289 = extractelement <64 x float> %110, i64 56
  %290 = or disjoint i32 %121, 112
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds float, ptr %118, i64 %291
  store float %289, ptr %292, align 4, !tbaa !11
  %293 = extractelement <64 x float> %110, i64 57
  %294 = or disjoint i32 %121, 113
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds float, ptr %118, i64 %295
  store float %293, ptr %296, align 4, !tbaa !11
  %297 = extractelement <64 x float> %110, i64 58
  %298 = getelementptr inbounds float, ptr %119, i64 %291
  store float %297, ptr %298, align 4, !tbaa !11
  %299 = extractelement <64 x float> %110, i64 59
  %300 = getelementptr inbounds float, ptr %119, i64 %295
  store float %299, ptr %300, align 4, !tbaa !11
  %301 = extractelement <64 x float> %110, i64 60
  %302 = or disjoint i32 %121, 120
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %118, i64 %303
  store float %301, ptr %304, align 4, !tbaa !11
  %305 = extractelement <64 x float> %110, i64 61
  %306 = or disjoint i32 %121, 121
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds float, ptr %118, i64 %307
  store float %305, ptr %308, align 4, !tbaa !11
  %309 = extractelement <64 x float> %110, i64 62
  %310 = getelementptr inbounds float, ptr %119, i64 %303
  store float %309, ptr %310, align 4, !tbaa !11
  %311 = extractelement <64 x float> %110, i64 63
  %312 = getelementptr inbounds float, ptr %119, i64 %307
  store float %311, ptr %312, align 4, !tbaa !11
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
declare dso_local noundef <64 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16(<64 x float> noundef, i64 noundef, i64 noundef, i1 noundef zeroext, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @wgmma_ss, !"kernel", i32 1}
!1 = !{ptr @wgmma_ss, !"maxntidx", i32 128}
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
!12 = !{!"float", !7, i64 0}
