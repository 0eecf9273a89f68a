; ModuleID = 'kernels/gemm/gemm_sm90.cu'
source_filename = "kernels/gemm/gemm_sm90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_smem = external dso_local addrspace(3) global [0 x i8], align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_bf16_sm90(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readnone %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = and i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023), -1024
  %9 = sub i32 %8, ptrtoint (ptr addrspace(3) @gemm_smem to i32)
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr addrspace(3) @gemm_smem, i64 %10
  %12 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229376
  %13 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229408
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 7
  %16 = and i32 %14, 127
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = and i32 %17, 1
  %19 = lshr i32 %17, 1
  %20 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = lshr i32 %20, 1
  %22 = lshr i32 %4, 8
  %23 = lshr i32 %5, 8
  %24 = mul i32 %23, %22
  %25 = lshr i32 %6, 6
  %26 = icmp eq i32 %14, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %7
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %12, i32 noundef 1) #6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %13, i32 noundef 16) #6
  %28 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229384
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %28, i32 noundef 1) #6
  %29 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229416
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %29, i32 noundef 16) #6
  %30 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229392
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %30, i32 noundef 1) #6
  %31 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229424
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %31, i32 noundef 16) #6
  %32 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229400
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %32, i32 noundef 1) #6
  %33 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229432
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %33, i32 noundef 16) #6
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #6
  br label %34

34:                                               ; preds = %27, %7
  tail call void @llvm.nvvm.barrier.cluster.arrive() #6
  tail call void @llvm.nvvm.barrier.cluster.wait() #6
  %35 = icmp ult i32 %14, 128
  br i1 %35, label %36, label %105

36:                                               ; preds = %34
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 noundef 40) #6
  %37 = icmp eq i32 %16, 0
  %38 = icmp ult i32 %19, %24
  %39 = and i1 %37, %38
  br i1 %39, label %40, label %687

40:                                               ; preds = %36
  %41 = shl nuw nsw i32 %23, 3
  %42 = shl nuw nsw i32 %18, 7
  %43 = icmp ult i32 %6, 64
  %44 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 65536
  %45 = shl nuw nsw i32 %18, 14
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 %46
  br label %48

48:                                               ; preds = %40, %69
  %49 = phi i32 [ 0, %40 ], [ %71, %69 ]
  %50 = phi i32 [ 0, %40 ], [ %70, %69 ]
  %51 = phi i32 [ %19, %40 ], [ %72, %69 ]
  %52 = udiv i32 %51, %41
  %53 = shl i32 %52, 3
  %54 = sub i32 %22, %53
  %55 = tail call i32 @llvm.umin.i32(i32 %54, i32 8)
  %56 = mul i32 %52, %41
  %57 = sub i32 %51, %56
  %58 = freeze i32 %57
  %59 = freeze i32 %55
  %60 = udiv i32 %58, %59
  %61 = mul i32 %60, %59
  %62 = sub i32 %58, %61
  %63 = add nuw i32 %53, %62
  %64 = shl i32 %63, 8
  %65 = or disjoint i32 %64, %42
  br i1 %43, label %69, label %66

66:                                               ; preds = %48
  %67 = shl i32 %60, 8
  %68 = or disjoint i32 %67, %42
  br label %74

69:                                               ; preds = %83, %48
  %70 = phi i32 [ %50, %48 ], [ %101, %83 ]
  %71 = phi i32 [ %49, %48 ], [ %102, %83 ]
  %72 = add i32 %51, %21
  %73 = icmp ult i32 %72, %24
  br i1 %73, label %48, label %687, !llvm.loop !7

74:                                               ; preds = %66, %83
  %75 = phi i32 [ %49, %66 ], [ %102, %83 ]
  %76 = phi i32 [ %50, %66 ], [ %101, %83 ]
  %77 = phi i32 [ 0, %66 ], [ %103, %83 ]
  %78 = zext i32 %75 to i64
  %79 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %78
  %80 = xor i32 %76, 1
  br label %81

81:                                               ; preds = %81, %74
  %82 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %79, i32 noundef %80) #6
  br i1 %82, label %83, label %81, !llvm.loop !9

83:                                               ; preds = %81
  %84 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %78
  %85 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %84, i32 noundef 49152) #6
  %86 = shl i32 %75, 14
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 %87
  %89 = shl i32 %75, 15
  %90 = zext i32 %89 to i64
  %91 = shl nuw i32 %77, 6
  %92 = ptrtoint ptr addrspace(3) %88 to i64
  %93 = and i64 %92, 4294967295
  %94 = inttoptr i64 %93 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %94, ptr addrspace(3) noundef %84, ptr noundef %0, i32 noundef %91, i32 noundef %65, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  %95 = getelementptr inbounds i8, ptr addrspace(3) %47, i64 %90
  %96 = ptrtoint ptr addrspace(3) %95 to i64
  %97 = and i64 %96, 4294967295
  %98 = inttoptr i64 %97 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %98, ptr addrspace(3) noundef %84, ptr noundef %1, i32 noundef %91, i32 noundef %68, i16 noundef signext 3, i64 noundef 0, i1 noundef zeroext true, i1 noundef zeroext false, i32 noundef 0) #6
  %99 = add i32 %75, 1
  %100 = icmp eq i32 %99, 4
  %101 = select i1 %100, i32 %80, i32 %76
  %102 = select i1 %100, i32 0, i32 %99
  %103 = add nuw nsw i32 %77, 1
  %104 = icmp eq i32 %103, %25
  br i1 %104, label %69, label %74, !llvm.loop !10

105:                                              ; preds = %34
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 noundef 232) #6
  %106 = add nsw i32 %15, -1
  %107 = shl nsw i32 %106, 13
  %108 = add i32 %107, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023)
  %109 = icmp ult i32 %19, %24
  br i1 %109, label %110, label %687

110:                                              ; preds = %105
  %111 = and i32 %14, 31
  %112 = shl nuw nsw i32 %23, 3
  %113 = icmp ult i32 %6, 64
  %114 = icmp eq i32 %111, 0
  %115 = shl nuw nsw i32 %18, 7
  %116 = shl nuw nsw i32 %106, 6
  %117 = lshr i32 %14, 1
  %118 = and i32 %117, 48
  %119 = lshr i32 %111, 2
  %120 = or disjoint i32 %118, %115
  %121 = or disjoint i32 %120, %119
  %122 = add nuw nsw i32 %121, %116
  %123 = shl nuw nsw i32 %14, 1
  %124 = and i32 %123, 6
  %125 = zext i32 %5 to i64
  %126 = shl nuw nsw i64 %125, 4
  br label %127

127:                                              ; preds = %110, %216
  %128 = phi i32 [ %19, %110 ], [ %219, %216 ]
  %129 = phi i32 [ 0, %110 ], [ %218, %216 ]
  %130 = phi i32 [ 0, %110 ], [ %217, %216 ]
  br i1 %113, label %216, label %131

131:                                              ; preds = %127
  %132 = udiv i32 %128, %112
  %133 = mul i32 %132, %112
  %134 = sub i32 %128, %133
  %135 = shl i32 %132, 3
  %136 = sub i32 %22, %135
  %137 = tail call i32 @llvm.umin.i32(i32 %136, i32 8)
  %138 = freeze i32 %134
  %139 = freeze i32 %137
  %140 = udiv i32 %138, %139
  %141 = mul i32 %140, %139
  %142 = sub i32 %138, %141
  %143 = add nuw i32 %135, %142
  %144 = shl i32 %143, 8
  %145 = add i32 %122, %144
  %146 = shl i32 %140, 8
  %147 = or disjoint i32 %146, %124
  %148 = zext i32 %145 to i64
  %149 = mul nuw i64 %148, %125
  %150 = getelementptr inbounds bfloat, ptr %3, i64 %149
  %151 = zext i32 %147 to i64
  %152 = getelementptr inbounds bfloat, ptr %150, i64 %151
  %153 = getelementptr inbounds i8, ptr %152, i64 %126
  %154 = getelementptr inbounds i8, ptr %152, i64 16
  %155 = getelementptr inbounds i8, ptr %153, i64 16
  %156 = getelementptr inbounds i8, ptr %152, i64 32
  %157 = getelementptr inbounds i8, ptr %153, i64 32
  %158 = getelementptr inbounds i8, ptr %152, i64 48
  %159 = getelementptr inbounds i8, ptr %153, i64 48
  %160 = getelementptr inbounds i8, ptr %152, i64 64
  %161 = getelementptr inbounds i8, ptr %153, i64 64
  %162 = getelementptr inbounds i8, ptr %152, i64 80
  %163 = getelementptr inbounds i8, ptr %153, i64 80
  %164 = getelementptr inbounds i8, ptr %152, i64 96
  %165 = getelementptr inbounds i8, ptr %153, i64 96
  %166 = getelementptr inbounds i8, ptr %152, i64 112
  %167 = getelementptr inbounds i8, ptr %153, i64 112
  %168 = getelementptr inbounds i8, ptr %152, i64 128
  %169 = getelementptr inbounds i8, ptr %153, i64 128
  %170 = getelementptr inbounds i8, ptr %152, i64 144
  %171 = getelementptr inbounds i8, ptr %153, i64 144
  %172 = getelementptr inbounds i8, ptr %152, i64 160
  %173 = getelementptr inbounds i8, ptr %153, i64 160
  %174 = getelementptr inbounds i8, ptr %152, i64 176
  %175 = getelementptr inbounds i8, ptr %153, i64 176
  %176 = getelementptr inbounds i8, ptr %152, i64 192
  %177 = getelementptr inbounds i8, ptr %153, i64 192
  %178 = getelementptr inbounds i8, ptr %152, i64 208
  %179 = getelementptr inbounds i8, ptr %153, i64 208
  %180 = getelementptr inbounds i8, ptr %152, i64 224
  %181 = getelementptr inbounds i8, ptr %153, i64 224
  %182 = getelementptr inbounds i8, ptr %152, i64 240
  %183 = getelementptr inbounds i8, ptr %153, i64 240
  %184 = getelementptr inbounds i8, ptr %152, i64 256
  %185 = getelementptr inbounds i8, ptr %153, i64 256
  %186 = getelementptr inbounds i8, ptr %152, i64 272
  %187 = getelementptr inbounds i8, ptr %153, i64 272
  %188 = getelementptr inbounds i8, ptr %152, i64 288
  %189 = getelementptr inbounds i8, ptr %153, i64 288
  %190 = getelementptr inbounds i8, ptr %152, i64 304
  %191 = getelementptr inbounds i8, ptr %153, i64 304
  %192 = getelementptr inbounds i8, ptr %152, i64 320
  %193 = getelementptr inbounds i8, ptr %153, i64 320
  %194 = getelementptr inbounds i8, ptr %152, i64 336
  %195 = getelementptr inbounds i8, ptr %153, i64 336
  %196 = getelementptr inbounds i8, ptr %152, i64 352
  %197 = getelementptr inbounds i8, ptr %153, i64 352
  %198 = getelementptr inbounds i8, ptr %152, i64 368
  %199 = getelementptr inbounds i8, ptr %153, i64 368
  %200 = getelementptr inbounds i8, ptr %152, i64 384
  %201 = getelementptr inbounds i8, ptr %153, i64 384
  %202 = getelementptr inbounds i8, ptr %152, i64 400
  %203 = getelementptr inbounds i8, ptr %153, i64 400
  %204 = getelementptr inbounds i8, ptr %152, i64 416
  %205 = getelementptr inbounds i8, ptr %153, i64 416
  %206 = getelementptr inbounds i8, ptr %152, i64 432
  %207 = getelementptr inbounds i8, ptr %153, i64 432
  %208 = getelementptr inbounds i8, ptr %152, i64 448
  %209 = getelementptr inbounds i8, ptr %153, i64 448
  %210 = getelementptr inbounds i8, ptr %152, i64 464
  %211 = getelementptr inbounds i8, ptr %153, i64 464
  %212 = getelementptr inbounds i8, ptr %152, i64 480
  %213 = getelementptr inbounds i8, ptr %153, i64 480
  %214 = getelementptr inbounds i8, ptr %152, i64 496
  %215 = getelementptr inbounds i8, ptr %153, i64 496
  br label %221

216:                                              ; preds = %679, %127
  %217 = phi i32 [ %130, %127 ], [ %683, %679 ]
  %218 = phi i32 [ %129, %127 ], [ %685, %679 ]
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  %219 = add i32 %128, %21
  %220 = icmp ult i32 %219, %24
  br i1 %220, label %127, label %687, !llvm.loop !11

221:                                              ; preds = %131, %679
  %222 = phi i32 [ 0, %131 ], [ %260, %679 ]
  %223 = phi i32 [ 0, %131 ], [ %680, %679 ]
  %224 = phi <128 x float> [ zeroinitializer, %131 ], [ %259, %679 ]
  %225 = phi i32 [ %129, %131 ], [ %685, %679 ]
  %226 = phi i32 [ %130, %131 ], [ %683, %679 ]
  %227 = zext i32 %226 to i64
  %228 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %227
  br label %229

229:                                              ; preds = %229, %221
  %230 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %228, i32 noundef %225) #6
  br i1 %230, label %231, label %229, !llvm.loop !9

231:                                              ; preds = %229
  %232 = shl i32 %226, 14
  %233 = add i32 %108, %232
  %234 = lshr i32 %233, 4
  %235 = and i32 %234, 16320
  %236 = shl i32 %226, 15
  %237 = add i32 %236, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 66559)
  %238 = lshr i32 %237, 4
  %239 = and i32 %238, 16320
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #6
  %240 = zext nneg i32 %235 to i64
  %241 = or disjoint i64 %240, 4611686293305360384
  %242 = zext nneg i32 %239 to i64
  %243 = or disjoint i64 %242, 4611686293305360384
  %244 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %224, i64 noundef %241, i64 noundef %243, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %245 = zext nneg i32 %235 to i64
  %246 = or disjoint i64 %245, 4611686293305360386
  %247 = zext nneg i32 %239 to i64
  %248 = or disjoint i64 %247, 4611686293305360386
  %249 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %244, i64 noundef %246, i64 noundef %248, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %250 = zext nneg i32 %235 to i64
  %251 = or disjoint i64 %250, 4611686293305360388
  %252 = zext nneg i32 %239 to i64
  %253 = or disjoint i64 %252, 4611686293305360388
  %254 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %249, i64 noundef %251, i64 noundef %253, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %255 = zext nneg i32 %235 to i64
  %256 = or disjoint i64 %255, 4611686293305360390
  %257 = zext nneg i32 %239 to i64
  %258 = or disjoint i64 %257, 4611686293305360390
  %259 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %254, i64 noundef %256, i64 noundef %258, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6
  %260 = add nuw nsw i32 %222, 1
  %261 = icmp ult i32 %260, %25
  br i1 %261, label %262, label %274

262:                                              ; preds = %231
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 1) #6
  %263 = icmp ne i32 %222, 0
  %264 = and i1 %114, %263
  br i1 %264, label %265, label %679

265:                                              ; preds = %262
  %266 = zext i32 %223 to i64
  %267 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %266
  %268 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %267, i32 noundef 0) #6
  %269 = ptrtoint ptr addrspace(3) %268 to i64
  %270 = inttoptr i64 %269 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %270, i32 noundef 1) #6
  %271 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %267, i32 noundef 1) #6
  %272 = ptrtoint ptr addrspace(3) %271 to i64
  %273 = inttoptr i64 %272 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %273, i32 noundef 1) #6
  br label %679

274:                                              ; preds = %231
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  br i1 %114, label %275, label %294

275:                                              ; preds = %274
  %276 = icmp eq i32 %222, 0
  br i1 %276, label %286, label %277

277:                                              ; preds = %275
  %278 = zext i32 %223 to i64
  %279 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %278
  %280 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %279, i32 noundef 0) #6
  %281 = ptrtoint ptr addrspace(3) %280 to i64
  %282 = inttoptr i64 %281 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %282, i32 noundef 1) #6
  %283 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %279, i32 noundef 1) #6
  %284 = ptrtoint ptr addrspace(3) %283 to i64
  %285 = inttoptr i64 %284 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %285, i32 noundef 1) #6
  br label %286

286:                                              ; preds = %277, %275
  %287 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %227
  %288 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %287, i32 noundef 0) #6
  %289 = ptrtoint ptr addrspace(3) %288 to i64
  %290 = inttoptr i64 %289 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %290, i32 noundef 1) #6
  %291 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %287, i32 noundef 1) #6
  %292 = ptrtoint ptr addrspace(3) %291 to i64
  %293 = inttoptr i64 %292 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %293, i32 noundef 1) #6
  br label %294

294:                                              ; preds = %286, %274
  %295 = extractelement <128 x float> %259, i64 0
  %296 = fptrunc float %295 to bfloat
  %297 = insertelement <2 x bfloat> poison, bfloat %296, i64 0
  %298 = extractelement <128 x float> %259, i64 1
  %299 = fptrunc float %298 to bfloat
  %300 = insertelement <2 x bfloat> %297, bfloat %299, i64 1
  %301 = extractelement <128 x float> %259, i64 2
  %302 = fptrunc float %301 to bfloat
  %303 = insertelement <2 x bfloat> poison, bfloat %302, i64 0
  %304 = extractelement <128 x float> %259, i64 3
  %305 = fptrunc float %304 to bfloat
  %306 = insertelement <2 x bfloat> %303, bfloat %305, i64 1
  store <2 x bfloat> %300, ptr %152, align 4, !tbaa !12
  store <2 x bfloat> %306, ptr %153, align 4, !tbaa !12
  %307 = extractelement <128 x float> %259, i64 4
  %308 = fptrunc float %307 to bfloat
  %309 = insertelement <2 x bfloat> poison, bfloat %308, i64 0
  %310 = extractelement <128 x float> %259, i64 5
  %311 = fptrunc float %310 to bfloat
  %312 = insertelement <2 x bfloat> %309, bfloat %311, i64 1
  %313 = extractelement <128 x float> %259, i64 6
  %314 = fptrunc float %313 to bfloat
  %315 = insertelement <2 x bfloat> poison, bfloat %314, i64 0
  %316 = extractelement <128 x float> %259, i64 7
  %317 = fptrunc float %316 to bfloat
  %318 = insertelement <2 x bfloat> %315, bfloat %317, i64 1
  store <2 x bfloat> %312, ptr %154, align 4, !tbaa !12
  store <2 x bfloat> %318, ptr %155, align 4, !tbaa !12
  %319 = extractelement <128 x float> %259, i64 8
  %320 = fptrunc float %319 to bfloat
  %321 = insertelement <2 x bfloat> poison, bfloat %320, i64 0
  %322 = extractelement <128 x float> %259, i64 9
  %323 = fptrunc float %322 to bfloat
  %324 = insertelement <2 x bfloat> %321, bfloat %323, i64 1
  %325 = extractelement <128 x float> %259, i64 10
  %326 = fptrunc float %325 to bfloat
  %327 = insertelement <2 x bfloat> poison, bfloat %326, i64 0
  %328 = extractelement <128 x float> %259, i64 11
  %329 = fptrunc float %328 to bfloat
  %330 = insertelement <2 x bfloat> %327, bfloat %329, i64 1
  store <2 x bfloat> %324, ptr %156, align 4, !tbaa !12
  store <2 x bfloat> %330, ptr %157, align 4, !tbaa !12
  %331 = extractelement <128 x float> %259, i64 12
  %332 = fptrunc float %331 to bfloat
  %333 = insertelement <2 x bfloat> poison, bfloat %332, i64 0
  %334 = extractelement <128 x float> %259, i64 13
  %335 = fptrunc float %334 to bfloat
  %336 = insertelement <2 x bfloat> %333, bfloat %335, i64 1
  %337 = extractelement <128 x float> %259, i64 14
  %338 = fptrunc float %337 to bfloat
  %339 = insertelement <2 x bfloat> poison, bfloat %338, i64 0
  %340 = extractelement <128 x float> %259, i64 15
  %341 = fptrunc float %340 to bfloat
  %342 = insertelement <2 x bfloat> %339, bfloat %341, i64 1
  store <2 x bfloat> %336, ptr %158, align 4, !tbaa !12
  store <2 x bfloat> %342, ptr %159, align 4, !tbaa !12
  %343 = extractelement <128 x float> %259, i64 16
  %344 = fptrunc float %343 to bfloat
  %345 = insertelement <2 x bfloat> poison, bfloat %344, i64 0
  %346 = extractelement <128 x float> %259, i64 17
  %347 = fptrunc float %346 to bfloat
  %348 = insertelement <2 x bfloat> %345, bfloat %347, i64 1
  %349 = extractelement <128 x float> %259, i64 18
  %350 = fptrunc float %349 to bfloat
  %351 = insertelement <2 x bfloat> poison, bfloat %350, i64 0
  %352 = extractelement <128 x float> %259, i64 19
  %353 = fptrunc float %352 to bfloat
  %354 = insertelement <2 x bfloat> %351, bfloat %353, i64 1
  store <2 x bfloat> %348, ptr %160, align 4, !tbaa !12
  store <2 x bfloat> %354, ptr %161, align 4, !tbaa !12
  %355 = extractelement <128 x float> %259, i64 20
  %356 = fptrunc float %355 to bfloat
  %357 = insertelement <2 x bfloat> poison, bfloat %356, i64 0
  %358 = extractelement <128 x float> %259, i64 21
  %359 = fptrunc float %358 to bfloat
  %360 = insertelement <2 x bfloat> %357, bfloat %359, i64 1
  %361 = extractelement <128 x float> %259, i64 22
  %362 = fptrunc float %361 to bfloat
  %363 = insertelement <2 x bfloat> poison, bfloat %362, i64 0
  %364 = extractelement <128 x float> %259, i64 23
  %365 = fptrunc float %364 to bfloat
  %366 = insertelement <2 x bfloat> %363, bfloat %365, i64 1
  store <2 x bfloat> %360, ptr %162, align 4, !tbaa !12
  store <2 x bfloat> %366, ptr %163, align 4, !tbaa !12
  %367 = extractelement <128 x float> %259, i64 24
  %368 = fptrunc float %367 to bfloat
  %369 = insertelement <2 x bfloat> poison, bfloat %368, i64 0
  %370 = extractelement <128 x float> %259, i64 25
  %371 = fptrunc float %370 to bfloat
  %372 = insertelement <2 x bfloat> %369, bfloat %371, i64 1
  %373 = extractelement <128 x float> %259, i64 26
  %374 = fptrunc float %373 to bfloat
  %375 = insertelement <2 x bfloat> poison, bfloat %374, i64 0
  %376 = extractelement <128 x float> %259, i64 27
  %377 = fptrunc float %376 to bfloat
  %378 = insertelement <2 x bfloat> %375, bfloat %377, i64 1
  store <2 x bfloat> %372, ptr %164, align 4, !tbaa !12
  store <2 x bfloat> %378, ptr %165, align 4, !tbaa !12
  %379 = extractelement <128 x float> %259, i64 28
  %380 = fptrunc float %379 to bfloat
  %381 = insertelement <2 x bfloat> poison, bfloat %380, i64 0
  %382 = extractelement <128 x float> %259, i64 29
  %383 = fptrunc float %382 to bfloat
  %384 = insertelement <2 x bfloat> %381, bfloat %383, i64 1
  %385 = extractelement <128 x float> %259, i64 30
  %386 = fptrunc float %385 to bfloat
  %387 = insertelement <2 x bfloat> poison, bfloat %386, i64 0
  %388 = extractelement <128 x float> %259, i64 31
  %389 = fptrunc float %388 to bfloat
  %390 = insertelement <2 x bfloat> %387, bfloat %389, i64 1
  store <2 x bfloat> %384, ptr %166, align 4, !tbaa !12
  store <2 x bfloat> %390, ptr %167, align 4, !tbaa !12
  %391 = extractelement <128 x float> %259, i64 32
  %392 = fptrunc float %391 to bfloat
  %393 = insertelement <2 x bfloat> poison, bfloat %392, i64 0
  %394 = extractelement <128 x float> %259, i64 33
  %395 = fptrunc float %394 to bfloat
  %396 = insertelement <2 x bfloat> %393, bfloat %395, i64 1
  %397 = extractelement <128 x float> %259, i64 34
  %398 = fptrunc float %397 to bfloat
  %399 = insertelement <2 x bfloat> poison, bfloat %398, i64 0
  %400 = extractelement <128 x float> %259, i64 35
  %401 = fptrunc float %400 to bfloat
  %402 = insertelement <2 x bfloat> %399, bfloat %401, i64 1
  store <2 x bfloat> %396, ptr %168, align 4, !tbaa !12
  store <2 x bfloat> %402, ptr %169, align 4, !tbaa !12
  %403 = extractelement <128 x float> %259, i64 36
  %404 = fptrunc float %403 to bfloat
  %405 = insertelement <2 x bfloat> poison, bfloat %404, i64 0
  %406 = extractelement <128 x float> %259, i64 37
  %407 = fptrunc float %406 to bfloat
  %408 = insertelement <2 x bfloat> %405, bfloat %407, i64 1
  %409 = extractelement <128 x float> %259, i64 38
  %410 = fptrunc float %409 to bfloat
  %411 = insertelement <2 x bfloat> poison, bfloat %410, i64 0
  %412 = extractelement <128 x float> %259, i64 39
  %413 = fptrunc float %412 to bfloat
  %414 = insertelement <2 x bfloat> %411, bfloat %413, i64 1
  store <2 x bfloat> %408, ptr %170, align 4, !tbaa !12
  store <2 x bfloat> %414, ptr %171, align 4, !tbaa !12
  %415 = extractelement <128 x float> %259, i64 40
  %416 = fptrunc float %415 to bfloat
  %417 = insertelement <2 x bfloat> poison, bfloat %416, i64 0
  %418 = extractelement <128 x float> %259, i64 41
  %419 = fptrunc float %418 to bfloat
  %420 = insertelement <2 x bfloat> %417, bfloat %419, i64 1
  %421 = extractelement <128 x float> %259, i64 42
  %422 = fptrunc float %421 to bfloat
  %423 = insertelement <2 x bfloat> poison, bfloat %422, i64 0
  %424 = extractelement <128 x float> %259, i64 43
  %425 = fptrunc float %424 to bfloat
  %426 = insertelement <2 x bfloat> %423, bfloat %425, i64 1
  store <2 x bfloat> %420, ptr %172, align 4, !tbaa !12
  store <2 x bfloat> %426, ptr %173, align 4, !tbaa !12
  %427 = extractelement <128 x float> %259, i64 44
  %428 = fptrunc float %427 to bfloat
  %429 = insertelement <2 x bfloat> poison, bfloat %428, i64 0
  %430 = extractelement <128 x float> %259, i64 45
  %431 = fptrunc float %430 to bfloat
  %432 = insertelement <2 x bfloat> %429, bfloat %431, i64 1
  %433 = extractelement <128 x float> %259, i64 46
  %434 = fptrunc float %433 to bfloat
  %435 = insertelement <2 x bfloat> poison, bfloat %434, i64 0
  %436 = extractelement <128 x float> %259, i64 47
  %437 = fptrunc float %436 to bfloat
  %438 = insertelement <2 x bfloat> %435, bfloat %437, i64 1
  store <2 x bfloat> %432, ptr %174, align 4, !tbaa !12
  store <2 x bfloat> %438, ptr %175, align 4, !tbaa !12
  %439 = extractelement <128 x float> %259, i64 48
  %440 = fptrunc float %439 to bfloat
  %441 = insertelement <2 x bfloat> poison, bfloat %440, i64 0
  %442 = extractelement <128 x float> %259, i64 49
  %443 = fptrunc float %442 to bfloat
  %444 = insertelement <2 x bfloat> %441, bfloat %443, i64 1
  %445 = extractelement <128 x float> %259, i64 50
  %446 = fptrunc float %445 to bfloat
  %447 = insertelement <2 x bfloat> poison, bfloat %446, i64 0
  %448 = extractelement <128 x float> %259, i64 51
  %449 = fptrunc float %448 to bfloat
  %450 = insertelement <2 x bfloat> %447, bfloat %449, i64 1
  store <2 x bfloat> %444, ptr %176, align 4, !tbaa !12
  store <2 x bfloat> %450, ptr %177, align 4, !tbaa !12
  %451 = extractelement <128 x float> %259, i64 52
  %452 = fptrunc float %451 to bfloat
  %453 = insertelement <2 x bfloat> poison, bfloat %452, i64 0
  %454 = extractelement <128 x float> %259, i64 53
  %455 = fptrunc float %454 to bfloat
  %456 = insertelement <2 x bfloat> %453, bfloat %455, i64 1
  %457 = extractelement <128 x float> %259, i64 54
  %458 = fptrunc float %457 to bfloat
  %459 = insertelement <2 x bfloat> poison, bfloat %458, i64 0
  %460 = extractelement <128 x float> %259, i64 55
  %461 = fptrunc float %460 to bfloat
  %462 = insertelement <2 x bfloat> %459, bfloat %461, i64 1
  store <2 x bfloat> %456, ptr %178, align 4, !tbaa !12
  store <2 x bfloat> %462, ptr %179, align 4, !tbaa !12
  %463 = extractelement <128 x float> %259, i64 56
  %464 = fptrunc float %463 to bfloat
  %465 = insertelement <2 x bfloat> poison, bfloat %464, i64 0
  %466 = extractelement <128 x float> %259, i64 57
  %467 = fptrunc float %466 to bfloat
  %468 = insertelement <2 x bfloat> %465, bfloat %467, i64 1
  %469 = extractelement <128 x float> %259, i64 58
  %470 = fptrunc float %469 to bfloat
  %471 = insertelement <2 x bfloat> poison, bfloat %470, i64 0
  %472 = extractelement <128 x float> %259, i64 59
  %473 = fptrunc float %472 to bfloat
  %474 = insertelement <2 x bfloat> %471, bfloat %473, i64 1
  store <2 x bfloat> %468, ptr %180, align 4, !tbaa !12
  store <2 x bfloat> %474, ptr %181, align 4, !tbaa !12
  %475 = extractelement <128 x float> %259, i64 60
  %476 = fptrunc float %475 to bfloat
  %477 = insertelement <2 x bfloat> poison, bfloat %476, i64 0
  %478 = extractelement <128 x float> %259, i64 61
  %479 = fptrunc float %478 to bfloat
  %480 = insertelement <2 x bfloat> %477, bfloat %479, i64 1
  %481 = extractelement <128 x float> %259, i64 62
  %482 = fptrunc float %481 to bfloat
  %483 = insertelement <2 x bfloat> poison, bfloat %482, i64 0
  %484 = extractelement <128 x float> %259, i64 63
  %485 = fptrunc float %484 to bfloat
  %486 = insertelement <2 x bfloat> %483, bfloat %485, i64 1
  store <2 x bfloat> %480, ptr %182, align 4, !tbaa !12
  store <2 x bfloat> %486, ptr %183, align 4, !tbaa !12
  %487 = extractelement <128 x float> %259, i64 64
  %488 = fptrunc float %487 to bfloat
  %489 = insertelement <2 x bfloat> poison, bfloat %488, i64 0
  %490 = extractelement <128 x float> %259, i64 65
  %491 = fptrunc float %490 to bfloat
  %492 = insertelement <2 x bfloat> %489, bfloat %491, i64 1
  %493 = extractelement <128 x float> %259, i64 66
  %494 = fptrunc float %493 to bfloat
  %495 = insertelement <2 x bfloat> poison, bfloat %494, i64 0
  %496 = extractelement <128 x float> %259, i64 67
  %497 = fptrunc float %496 to bfloat
  %498 = insertelement <2 x bfloat> %495, bfloat %497, i64 1
  store <2 x bfloat> %492, ptr %184, align 4, !tbaa !12
  store <2 x bfloat> %498, ptr %185, align 4, !tbaa !12
  %499 = extractelement <128 x float> %259, i64 68
  %500 = fptrunc float %499 to bfloat
  %501 = insertelement <2 x bfloat> poison, bfloat %500, i64 0
  %502 = extractelement <128 x float> %259, i64 69
  %503 = fptrunc float %502 to bfloat
  %504 = insertelement <2 x bfloat> %501, bfloat %503, i64 1
  %505 = extractelement <128 x float> %259, i64 70
  %506 = fptrunc float %505 to bfloat
  %507 = insertelement <2 x bfloat> poison, bfloat %506, i64 0
  %508 = extractelement <128 x float> %259, i64 71
  %509 = fptrunc float %508 to bfloat
  %510 = insertelement <2 x bfloat> %507, bfloat %509, i64 1
  store <2 x bfloat> %504, ptr %186, align 4, !tbaa !12
  store <2 x bfloat> %510, ptr %187, align 4, !tbaa !12
  %511 = extractelement <128 x float> %259, i64 72
  %512 = fptrunc float %511 to bfloat
  %513 = insertelement <2 x bfloat> poison, bfloat %512, i64 0
  %514 = extractelement <128 x float> %259, i64 73
  %515 = fptrunc float %514 to bfloat
  %516 = insertelement <2 x bfloat> %513, bfloat %515, i64 1
  %517 = extractelement <128 x float> %259, i64 74
  %518 = fptrunc float %517 to bfloat
  %519 = insertelement <2 x bfloat> poison, bfloat %518, i64 0
  %520 = extractelement <128 x float> %259, i64 75
  %521 = fptrunc float %520 to bfloat
  %522 = insertelement <2 x bfloat> %519, bfloat %521, i64 1
  store <2 x bfloat> %516, ptr %188, align 4, !tbaa !12
  store <2 x bfloat> %522, ptr %189, align 4, !tbaa !12
  %523 = extractelement <128 x float> %259, i64 76
  %524 = fptrunc float %523 to bfloat
  %525 = insertelement <2 x bfloat> poison, bfloat %524, i64 0
  %526 = extractelement <128 x float> %259, i64 77
  %527 = fptrunc float %526 to bfloat
  %528 = insertelement <2 x bfloat> %525, bfloat %527, i64 1
  %529 = extractelement <128 x float> %259, i64 78
  %530 = fptrunc float %529 to bfloat
  %531 = insertelement <2 x bfloat> poison, bfloat %530, i64 0
  %532 = extractelement <128 x float> %259, i64 79
  %533 = fptrunc float %532 to bfloat
  %534 = insertelement <2 x bfloat> %531, bfloat %533, i64 1
  store <2 x bfloat> %528, ptr %190, align 4, !tbaa !12
  store <2 x bfloat> %534, ptr %191, align 4, !tbaa !12
  %535 = extractelement <128 x float> %259, i64 80
  %536 = fptrunc float %535 to bfloat
  %537 = insertelement <2 x bfloat> poison, bfloat %536, i64 0
  %538 = extractelement <128 x float> %259, i64 81
  %539 = fptrunc float %538 to bfloat
  %540 = insertelement <2 x bfloat> %537, bfloat %539, i64 1
  %541 = extractelement <128 x float> %259, i64 82
  %542 = fptrunc float %541 to bfloat
  %543 = insertelement <2 x bfloat> poison, bfloat %542, i64 0
  %544 = extractelement <128 x float> %259, i64 83
  %545 = fptrunc float %544 to bfloat
  %546 = insertelement <2 x bfloat> %543, bfloat %545, i64 1
  store <2 x bfloat> %540, ptr %192, align 4, !tbaa !12
  store <2 x bfloat> %546, ptr %193, align 4, !tbaa !12
  %547 = extractelement <128 x float> %259, i64 84
  %548 = fptrunc float %547 to bfloat
  %549 = insertelement <2 x bfloat> poison, bfloat %548, i64 0
  %550 = extractelement <128 x float> %259, i64 85
  %551 = fptrunc float %550 to bfloat
  %552 = insertelement <2 x bfloat> %549, bfloat %551, i64 1
  %553 = extractelement <128 x float> %259, i64 86
  %554 = fptrunc float %553 to bfloat
  %555 = insertelement <2 x bfloat> poison, bfloat %554, i64 0
  %556 = extractelement <128 x float> %259, i64 87
  %557 = fptrunc float %556 to bfloat
  %558 = insertelement <2 x bfloat> %555, bfloat %557, i64 1
  store <2 x bfloat> %552, ptr %194, align 4, !tbaa !12
  store <2 x bfloat> %558, ptr %195, align 4, !tbaa !12
  %559 = extractelement <128 x float> %259, i64 88
  %560 = fptrunc float %559 to bfloat
  %561 = insertelement <2 x bfloat> poison, bfloat %560, i64 0
  %562 = extractelement <128 x float> %259, i64 89
  %563 = fptrunc float %562 to bfloat
  %564 = insertelement <2 x bfloat> %561, bfloat %563, i64 1
  %565 = extractelement <128 x float> %259, i64 90
  %566 = fptrunc float %565 to bfloat
  %567 = insertelement <2 x bfloat> poison, bfloat %566, i64 0
  %568 = extractelement <128 x float> %259, i64 91
  %569 = fptrunc float %568 to bfloat
  %570 = insertelement <2 x bfloat> %567, bfloat %569, i64 1
  store <2 x bfloat> %564, ptr %196, align 4, !tbaa !12
  store <2 x bfloat> %570, ptr %197, align 4, !tbaa !12
  %571 = extractelement <128 x float> %259, i64 92
  %572 = fptrunc float %571 to bfloat
  %573 = insertelement <2 x bfloat> poison, bfloat %572, i64 0
  %574 = extractelement <128 x float> %259, i64 93
  %575 = fptrunc float %574 to bfloat
  %576 = insertelement <2 x bfloat> %573, bfloat %575, i64 1
  %577 = extractelement <128 x float> %259, i64 94
  %578 = fptrunc float %577 to bfloat
  %579 = insertelement <2 x bfloat> poison, bfloat %578, i64 0
  %580 = extractelement <128 x float> %259, i64 95
  %581 = fptrunc float %580 to bfloat
  %582 = insertelement <2 x bfloat> %579, bfloat %581, i64 1
  store <2 x bfloat> %576, ptr %198, align 4, !tbaa !12
  store <2 x bfloat> %582, ptr %199, align 4, !tbaa !12
  %583 = extractelement <128 x float> %259, i64 96
  %584 = fptrunc float %583 to bfloat
  %585 = insertelement <2 x bfloat> poison, bfloat %584, i64 0
  %586 = extractelement <128 x float> %259, i64 97
  %587 = fptrunc float %586 to bfloat
  %588 = insertelement <2 x bfloat> %585, bfloat %587, i64 1
  %589 = extractelement <128 x float> %259, i64 98
  %590 = fptrunc float %589 to bfloat
  %591 = insertelement <2 x bfloat> poison, bfloat %590, i64 0
  %592 = extractelement <128 x float> %259, i64 99
  %593 = fptrunc float %592 to bfloat
  %594 = insertelement <2 x bfloat> %591, bfloat %593, i64 1
  store <2 x bfloat> %588, ptr %200, align 4, !tbaa !12
  store <2 x bfloat> %594, ptr %201, align 4, !tbaa !12
  %595 = extractelement <128 x float> %259, i64 100
  %596 = fptrunc float %595 to bfloat
  %597 = insertelement <2 x bfloat> poison, bfloat %596, i64 0
  %598 = extractelement <128 x float> %259, i64 101
  %599 = fptrunc float %598 to bfloat
  %600 = insertelement <2 x bfloat> %597, bfloat %599, i64 1
  %601 = extractelement <128 x float> %259, i64 102
  %602 = fptrunc float %601 to bfloat
  %603 = insertelement <2 x bfloat> poison, bfloat %602, i64 0
  %604 = extractelement <128 x float> %259, i64 103
  %605 = fptrunc float %604 to bfloat
  %606 = insertelement <2 x bfloat> %603, bfloat %605, i64 1
  store <2 x bfloat> %600, ptr %202, align 4, !tbaa !12
  store <2 x bfloat> %606, ptr %203, align 4, !tbaa !12
  %607 = extractelement <128 x float> %259, i64 104
  %608 = fptrunc float %607 to bfloat
  %609 = insertelement <2 x bfloat> poison, bfloat %608, i64 0
  %610 = extractelement <128 x float> %259, i64 105
  %611 = fptrunc float %610 to bfloat
  %612 = insertelement <2 x bfloat> %609, bfloat %611, i64 1
  %613 = extractelement <128 x float> %259, i64 106
  %614 = fptrunc float %613 to bfloat
  %615 = insertelement <2 x bfloat> poison, bfloat %614, i64 0
  %616 = extractelement <128 x float> %259, i64 107
  %617 = fptrunc float %616 to bfloat
  %618 = insertelement <2 x bfloat> %615, bfloat %617, i64 1
  store <2 x bfloat> %612, ptr %204, align 4, !tbaa !12
  store <2 x bfloat> %618, ptr %205, align 4, !tbaa !12
  %619 = extractelement <128 x float> %259, i64 108
  %620 = fptrunc float %619 to bfloat
  %621 = insertelement <2 x bfloat> poison, bfloat %620, i64 0
  %622 = extractelement <128 x float> %259, i64 109
  %623 = fptrunc float %622 to bfloat
  %624 = insertelement <2 x bfloat> %621, bfloat %623, i64 1
  %625 = extractelement <128 x float> %259, i64 110
  %626 = fptrunc float %625 to bfloat
  %627 = insertelement <2 x bfloat> poison, bfloat %626, i64 0
  %628 = extractelement <128 x float> %259, i64 111
  %629 = fptrunc float %628 to bfloat
  %630 = insertelement <2 x bfloat> %627, bfloat %629, i64 1
  store <2 x bfloat> %624, ptr %206, align 4, !tbaa !12
  store <2 x bfloat> %630, ptr %207, align 4, !tbaa !12
  %631 = extractelement <128 x float> %259, i64 112
  %632 = fptrunc float %631 to bfloat
  %633 = insertelement <2 x bfloat> poison, bfloat %632, i64 0
  %634 = extractelement <128 x float> %259, i64 113
  %635 = fptrunc float %634 to bfloat
  %636 = insertelement <2 x bfloat> %633, bfloat %635, i64 1
  %637 = extractelement <128 x float> %259, i64 114
  %638 = fptrunc float %637 to bfloat
  %639 = insertelement <2 x bfloat> poison, bfloat %638, i64 0
  %640 = extractelement <128 x float> %259, i64 115
  %641 = fptrunc float %640 to bfloat
  %642 = insertelement <2 x bfloat> %639, bfloat %641, i64 1
  store <2 x bfloat> %636, ptr %208, align 4, !tbaa !12
  store <2 x bfloat> %642, ptr %209, align 4, !tbaa !12
  %643 = extractelement <128 x float> %259, i64 116
  %644 = fptrunc float %643 to bfloat
  %645 = insertelement <2 x bfloat> poison, bfloat %644, i64 0
  %646 = extractelement <128 x float> %259, i64 117
  %647 = fptrunc float %646 to bfloat
  %648 = insertelement <2 x bfloat> %645, bfloat %647, i64 1
  %649 = extractelement <128 x float> %259, i64 118
  %650 = fptrunc float %649 to bfloat
  %651 = insertelement <2 x bfloat> poison, bfloat %650, i64 0
  %652 = extractelement <128 x float> %259, i64 119
  %653 = fptrunc float %652 to bfloat
  %654 = insertelement <2 x bfloat> %651, bfloat %653, i64 1
  store <2 x bfloat> %648, ptr %210, align 4, !tbaa !12
  store <2 x bfloat> %654, ptr %211, align 4, !tbaa !12
  %655 = extractelement <128 x float> %259, i64 120
  %656 = fptrunc float %655 to bfloat
  %657 = insertelement <2 x bfloat> poison, bfloat %656, i64 0
  %658 = extractelement <128 x float> %259, i64 121
  %659 = fptrunc float %658 to bfloat
  %660 = insertelement <2 x bfloat> %657, bfloat %659, i64 1
  %661 = extractelement <128 x float> %259, i64 122
  %662 = fptrunc float %661 to bfloat
  %663 = insertelement <2 x bfloat> poison, bfloat %662, i64 0
  %664 = extractelement <128 x float> %259, i64 123
  %665 = fptrunc float %664 to bfloat
  %666 = insertelement <2 x bfloat> %663, bfloat %665, i64 1
  store <2 x bfloat> %660, ptr %212, align 4, !tbaa !12
  store <2 x bfloat> %666, ptr %213, align 4, !tbaa !12
  %667 = extractelement <128 x float> %259, i64 124
  %668 = fptrunc float %667 to bfloat
  %669 = insertelement <2 x bfloat> poison, bfloat %668, i64 0
  %670 = extractelement <128 x float> %259, i64 125
  %671 = fptrunc float %670 to bfloat
  %672 = insertelement <2 x bfloat> %669, bfloat %671, i64 1
  %673 = extractelement <128 x float> %259, i64 126
  %674 = fptrunc float %673 to bfloat
  %675 = insertelement <2 x bfloat> poison, bfloat %674, i64 0
  %676 = extractelement <128 x float> %259, i64 127
  %677 = fptrunc float %676 to bfloat
  %678 = insertelement <2 x bfloat> %675, bfloat %677, i64 1
  store <2 x bfloat> %672, ptr %214, align 4, !tbaa !12
  store <2 x bfloat> %678, ptr %215, align 4, !tbaa !12
  br label %679

679:                                              ; preds = %294, %265, %262
  %680 = phi i32 [ %226, %262 ], [ %226, %265 ], [ %223, %294 ]
  %681 = add i32 %226, 1
  %682 = icmp eq i32 %681, 4
  %683 = select i1 %682, i32 0, i32 %681
  %684 = zext i1 %682 to i32
  %685 = xor i32 %225, %684
  %686 = icmp eq i32 %260, %25
  br i1 %686, label %216, label %221, !llvm.loop !15

687:                                              ; preds = %216, %69, %105, %36
  tail call void @llvm.nvvm.barrier.cluster.arrive() #6
  tail call void @llvm.nvvm.barrier.cluster.wait() #6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg) #3

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef, ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i16 noundef signext, i64 noundef, i1 noundef zeroext, i1 noundef zeroext, i32 noundef) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg) #3

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.fence.sync.aligned() #2

; Function Attrs: convergent nounwind
declare dso_local noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef, i64 noundef, i64 noundef, i1 noundef zeroext, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.commit_group.sync.aligned() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef, i32 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) nocapture, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @gemm_bf16_sm90, !"kernel", i32 1}
!1 = !{ptr @gemm_bf16_sm90, !"maxntidx", i32 384}
!2 = !{ptr @gemm_bf16_sm90, !"minctasm", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !8}
