; ModuleID = 'kernels/gemm/gemm_sm90.cu'
source_filename = "kernels/gemm/gemm_sm90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_smem = external dso_local addrspace(3) global [0 x i8], align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_bf16_sm90(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readnone %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = and i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023), -1024
  %9 = sub i32 %8, ptrtoint (ptr addrspace(3) @gemm_smem to i32)
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr addrspace(3) @gemm_smem, i64 %10
  %12 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 196608
  %13 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229376
  %14 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229408
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = lshr i32 %15, 7
  %17 = and i32 %15, 127
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = and i32 %18, 1
  %20 = lshr i32 %18, 1
  %21 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = lshr i32 %21, 1
  %23 = lshr i32 %4, 8
  %24 = lshr i32 %5, 8
  %25 = mul i32 %24, %23
  %26 = lshr i32 %6, 6
  %27 = icmp eq i32 %15, 0
  br i1 %27, label %28, label %35

28:                                               ; preds = %7
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %13, i32 noundef 1) #7
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %14, i32 noundef 16) #7
  %29 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229384
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %29, i32 noundef 1) #7
  %30 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229416
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %30, i32 noundef 16) #7
  %31 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229392
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %31, i32 noundef 1) #7
  %32 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229424
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %32, i32 noundef 16) #7
  %33 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229400
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %33, i32 noundef 1) #7
  %34 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229432
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %34, i32 noundef 16) #7
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #7
  br label %35

35:                                               ; preds = %28, %7
  tail call void @llvm.nvvm.barrier.cluster.arrive() #7
  tail call void @llvm.nvvm.barrier.cluster.wait() #7
  %36 = icmp ult i32 %15, 128
  br i1 %36, label %37, label %106

37:                                               ; preds = %35
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 noundef 40) #7
  %38 = icmp eq i32 %17, 0
  %39 = icmp ult i32 %20, %25
  %40 = and i1 %38, %39
  br i1 %40, label %41, label %708

41:                                               ; preds = %37
  %42 = shl nuw nsw i32 %24, 2
  %43 = shl nuw nsw i32 %19, 7
  %44 = icmp ult i32 %6, 64
  %45 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 65536
  %46 = shl nuw nsw i32 %19, 14
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr addrspace(3) %45, i64 %47
  br label %49

49:                                               ; preds = %41, %70
  %50 = phi i32 [ 0, %41 ], [ %72, %70 ]
  %51 = phi i32 [ 0, %41 ], [ %71, %70 ]
  %52 = phi i32 [ %20, %41 ], [ %73, %70 ]
  %53 = udiv i32 %52, %42
  %54 = shl i32 %53, 2
  %55 = sub i32 %23, %54
  %56 = tail call i32 @llvm.umin.i32(i32 %55, i32 4)
  %57 = mul i32 %53, %42
  %58 = sub i32 %52, %57
  %59 = freeze i32 %58
  %60 = freeze i32 %56
  %61 = udiv i32 %59, %60
  %62 = mul i32 %61, %60
  %63 = sub i32 %59, %62
  %64 = add nuw i32 %54, %63
  %65 = shl i32 %64, 8
  %66 = or disjoint i32 %65, %43
  br i1 %44, label %70, label %67

67:                                               ; preds = %49
  %68 = shl i32 %61, 8
  %69 = or disjoint i32 %68, %43
  br label %75

70:                                               ; preds = %84, %49
  %71 = phi i32 [ %51, %49 ], [ %102, %84 ]
  %72 = phi i32 [ %50, %49 ], [ %103, %84 ]
  %73 = add i32 %52, %22
  %74 = icmp ult i32 %73, %25
  br i1 %74, label %49, label %708, !llvm.loop !7

75:                                               ; preds = %67, %84
  %76 = phi i32 [ %50, %67 ], [ %103, %84 ]
  %77 = phi i32 [ %51, %67 ], [ %102, %84 ]
  %78 = phi i32 [ 0, %67 ], [ %104, %84 ]
  %79 = zext i32 %76 to i64
  %80 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %79
  %81 = xor i32 %77, 1
  br label %82

82:                                               ; preds = %82, %75
  %83 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %80, i32 noundef %81) #7
  br i1 %83, label %84, label %82, !llvm.loop !9

84:                                               ; preds = %82
  %85 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %79
  %86 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %85, i32 noundef 49152) #7
  %87 = shl i32 %76, 14
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 %88
  %90 = shl i32 %76, 15
  %91 = zext i32 %90 to i64
  %92 = shl nuw i32 %78, 6
  %93 = ptrtoint ptr addrspace(3) %89 to i64
  %94 = and i64 %93, 4294967295
  %95 = inttoptr i64 %94 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %95, ptr addrspace(3) noundef %85, ptr noundef %0, i32 noundef %92, i32 noundef %66, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #7
  %96 = getelementptr inbounds i8, ptr addrspace(3) %48, i64 %91
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = and i64 %97, 4294967295
  %99 = inttoptr i64 %98 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %99, ptr addrspace(3) noundef %85, ptr noundef %1, i32 noundef %92, i32 noundef %69, i16 noundef signext 3, i64 noundef 0, i1 noundef zeroext true, i1 noundef zeroext false, i32 noundef 0) #7
  %100 = add i32 %76, 1
  %101 = icmp eq i32 %100, 4
  %102 = select i1 %101, i32 %81, i32 %77
  %103 = select i1 %101, i32 0, i32 %100
  %104 = add nuw nsw i32 %78, 1
  %105 = icmp eq i32 %104, %26
  br i1 %105, label %70, label %75, !llvm.loop !10

106:                                              ; preds = %35
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 noundef 232) #7
  %107 = add nsw i32 %16, -1
  %108 = shl nsw i32 %107, 13
  %109 = add i32 %108, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023)
  %110 = icmp ult i32 %20, %25
  br i1 %110, label %111, label %202

111:                                              ; preds = %106
  %112 = and i32 %15, 31
  %113 = shl nuw nsw i32 %24, 2
  %114 = icmp ult i32 %6, 64
  %115 = icmp eq i32 %112, 0
  %116 = shl nsw i32 %107, 14
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i8, ptr addrspace(3) %12, i64 %117
  %119 = shl nuw nsw i32 %19, 7
  %120 = shl nuw nsw i32 %107, 6
  %121 = add nuw nsw i32 %120, %119
  %122 = lshr i32 %15, 1
  %123 = and i32 %122, 48
  %124 = lshr i32 %15, 2
  %125 = and i32 %124, 7
  %126 = or disjoint i32 %123, %125
  %127 = shl nuw nsw i32 %15, 2
  %128 = and i32 %127, 12
  %129 = icmp eq i32 %17, 0
  %130 = shl nuw nsw i32 %126, 7
  %131 = zext nneg i32 %130 to i64
  %132 = or disjoint i32 %130, 1024
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr addrspace(3) %118, i64 %131
  %135 = getelementptr inbounds i8, ptr addrspace(3) %118, i64 %133
  %136 = shl nuw nsw i32 %125, 4
  %137 = or disjoint i32 %136, %128
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %138
  %140 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %138
  %141 = shl nuw nsw i32 %125, 4
  %142 = or disjoint i32 %141, %128
  %143 = xor i32 %142, 16
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %144
  %146 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %144
  %147 = shl nuw nsw i32 %125, 4
  %148 = or disjoint i32 %147, %128
  %149 = xor i32 %148, 32
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %150
  %152 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %150
  %153 = shl nuw nsw i32 %125, 4
  %154 = or disjoint i32 %153, %128
  %155 = xor i32 %154, 48
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %156
  %158 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %156
  %159 = shl nuw nsw i32 %125, 4
  %160 = or disjoint i32 %159, %128
  %161 = xor i32 %160, 64
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %162
  %164 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %162
  %165 = shl nuw nsw i32 %125, 4
  %166 = or disjoint i32 %165, %128
  %167 = xor i32 %166, 80
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %168
  %170 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %168
  %171 = shl nuw nsw i32 %125, 4
  %172 = or disjoint i32 %171, %128
  %173 = xor i32 %172, 96
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %174
  %176 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %174
  %177 = shl nuw nsw i32 %125, 4
  %178 = or disjoint i32 %177, %128
  %179 = xor i32 %178, 112
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds i8, ptr addrspace(3) %134, i64 %180
  %182 = getelementptr inbounds i8, ptr addrspace(3) %135, i64 %180
  %183 = getelementptr inbounds i8, ptr addrspace(3) %118, i64 8192
  %184 = getelementptr inbounds i8, ptr addrspace(3) %183, i64 %131
  %185 = getelementptr inbounds i8, ptr addrspace(3) %183, i64 %133
  %186 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %138
  %187 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %138
  %188 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %144
  %189 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %144
  %190 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %150
  %191 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %150
  %192 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %156
  %193 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %156
  %194 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %162
  %195 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %162
  %196 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %168
  %197 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %168
  %198 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %174
  %199 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %174
  %200 = getelementptr inbounds i8, ptr addrspace(3) %184, i64 %180
  %201 = getelementptr inbounds i8, ptr addrspace(3) %185, i64 %180
  br label %204

202:                                              ; preds = %227, %106
  %203 = icmp eq i32 %17, 0
  br i1 %203, label %707, label %708

204:                                              ; preds = %111, %227
  %205 = phi i32 [ %20, %111 ], [ %230, %227 ]
  %206 = phi i32 [ 0, %111 ], [ %229, %227 ]
  %207 = phi i32 [ 0, %111 ], [ %228, %227 ]
  br i1 %114, label %227, label %208

208:                                              ; preds = %204
  %209 = udiv i32 %205, %113
  %210 = mul i32 %209, %113
  %211 = sub i32 %205, %210
  %212 = shl i32 %209, 2
  %213 = sub i32 %23, %212
  %214 = tail call i32 @llvm.umin.i32(i32 %213, i32 4)
  %215 = freeze i32 %211
  %216 = freeze i32 %214
  %217 = udiv i32 %215, %216
  %218 = mul i32 %217, %216
  %219 = sub i32 %215, %218
  %220 = add nuw i32 %212, %219
  %221 = shl i32 %217, 8
  %222 = shl i32 %220, 8
  %223 = add i32 %121, %222
  %224 = or disjoint i32 %221, 64
  %225 = or disjoint i32 %221, 128
  %226 = or disjoint i32 %221, 192
  br label %232

227:                                              ; preds = %699, %204
  %228 = phi i32 [ %207, %204 ], [ %703, %699 ]
  %229 = phi i32 [ %206, %204 ], [ %705, %699 ]
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #7
  %230 = add i32 %205, %22
  %231 = icmp ult i32 %230, %25
  br i1 %231, label %204, label %202, !llvm.loop !11

232:                                              ; preds = %208, %699
  %233 = phi i32 [ 0, %208 ], [ %271, %699 ]
  %234 = phi i32 [ 0, %208 ], [ %700, %699 ]
  %235 = phi <128 x float> [ zeroinitializer, %208 ], [ %270, %699 ]
  %236 = phi i32 [ %206, %208 ], [ %705, %699 ]
  %237 = phi i32 [ %207, %208 ], [ %703, %699 ]
  %238 = zext i32 %237 to i64
  %239 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %238
  br label %240

240:                                              ; preds = %240, %232
  %241 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %239, i32 noundef %236) #7
  br i1 %241, label %242, label %240, !llvm.loop !9

242:                                              ; preds = %240
  %243 = shl i32 %237, 14
  %244 = add i32 %109, %243
  %245 = lshr i32 %244, 4
  %246 = and i32 %245, 16320
  %247 = shl i32 %237, 15
  %248 = add i32 %247, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 66559)
  %249 = lshr i32 %248, 4
  %250 = and i32 %249, 16320
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #7
  %251 = zext nneg i32 %246 to i64
  %252 = or disjoint i64 %251, 4611686293305360384
  %253 = zext nneg i32 %250 to i64
  %254 = or disjoint i64 %253, 4611686293305360384
  %255 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %235, i64 noundef %252, i64 noundef %254, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %256 = zext nneg i32 %246 to i64
  %257 = or disjoint i64 %256, 4611686293305360386
  %258 = zext nneg i32 %250 to i64
  %259 = or disjoint i64 %258, 4611686293305360386
  %260 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %255, i64 noundef %257, i64 noundef %259, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %261 = zext nneg i32 %246 to i64
  %262 = or disjoint i64 %261, 4611686293305360388
  %263 = zext nneg i32 %250 to i64
  %264 = or disjoint i64 %263, 4611686293305360388
  %265 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %260, i64 noundef %262, i64 noundef %264, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %266 = zext nneg i32 %246 to i64
  %267 = or disjoint i64 %266, 4611686293305360390
  %268 = zext nneg i32 %250 to i64
  %269 = or disjoint i64 %268, 4611686293305360390
  %270 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %265, i64 noundef %267, i64 noundef %269, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #7
  %271 = add nuw nsw i32 %233, 1
  %272 = icmp ult i32 %271, %26
  br i1 %272, label %273, label %285

273:                                              ; preds = %242
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 1) #7
  %274 = icmp ne i32 %233, 0
  %275 = and i1 %115, %274
  br i1 %275, label %276, label %699

276:                                              ; preds = %273
  %277 = zext i32 %234 to i64
  %278 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %277
  %279 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %278, i32 noundef 0) #7
  %280 = ptrtoint ptr addrspace(3) %279 to i64
  %281 = inttoptr i64 %280 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %281, i32 noundef 1) #7
  %282 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %278, i32 noundef 1) #7
  %283 = ptrtoint ptr addrspace(3) %282 to i64
  %284 = inttoptr i64 %283 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %284, i32 noundef 1) #7
  br label %699

285:                                              ; preds = %242
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #7
  br i1 %115, label %286, label %305

286:                                              ; preds = %285
  %287 = icmp eq i32 %233, 0
  br i1 %287, label %297, label %288

288:                                              ; preds = %286
  %289 = zext i32 %234 to i64
  %290 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %289
  %291 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %290, i32 noundef 0) #7
  %292 = ptrtoint ptr addrspace(3) %291 to i64
  %293 = inttoptr i64 %292 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %293, i32 noundef 1) #7
  %294 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %290, i32 noundef 1) #7
  %295 = ptrtoint ptr addrspace(3) %294 to i64
  %296 = inttoptr i64 %295 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %296, i32 noundef 1) #7
  br label %297

297:                                              ; preds = %288, %286
  %298 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %238
  %299 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %298, i32 noundef 0) #7
  %300 = ptrtoint ptr addrspace(3) %299 to i64
  %301 = inttoptr i64 %300 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %301, i32 noundef 1) #7
  %302 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %298, i32 noundef 1) #7
  %303 = ptrtoint ptr addrspace(3) %302 to i64
  %304 = inttoptr i64 %303 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %304, i32 noundef 1) #7
  br label %305

305:                                              ; preds = %297, %285
  br i1 %129, label %306, label %307

306:                                              ; preds = %305
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %307

307:                                              ; preds = %306, %305
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %308 = extractelement <128 x float> %270, i64 0
  %309 = fptrunc float %308 to bfloat
  %310 = insertelement <2 x bfloat> poison, bfloat %309, i64 0
  %311 = extractelement <128 x float> %270, i64 1
  %312 = fptrunc float %311 to bfloat
  %313 = insertelement <2 x bfloat> %310, bfloat %312, i64 1
  %314 = extractelement <128 x float> %270, i64 2
  %315 = fptrunc float %314 to bfloat
  %316 = insertelement <2 x bfloat> poison, bfloat %315, i64 0
  %317 = extractelement <128 x float> %270, i64 3
  %318 = fptrunc float %317 to bfloat
  %319 = insertelement <2 x bfloat> %316, bfloat %318, i64 1
  store <2 x bfloat> %313, ptr addrspace(3) %139, align 4, !tbaa !12
  store <2 x bfloat> %319, ptr addrspace(3) %140, align 4, !tbaa !12
  %320 = extractelement <128 x float> %270, i64 4
  %321 = fptrunc float %320 to bfloat
  %322 = insertelement <2 x bfloat> poison, bfloat %321, i64 0
  %323 = extractelement <128 x float> %270, i64 5
  %324 = fptrunc float %323 to bfloat
  %325 = insertelement <2 x bfloat> %322, bfloat %324, i64 1
  %326 = extractelement <128 x float> %270, i64 6
  %327 = fptrunc float %326 to bfloat
  %328 = insertelement <2 x bfloat> poison, bfloat %327, i64 0
  %329 = extractelement <128 x float> %270, i64 7
  %330 = fptrunc float %329 to bfloat
  %331 = insertelement <2 x bfloat> %328, bfloat %330, i64 1
  store <2 x bfloat> %325, ptr addrspace(3) %145, align 4, !tbaa !12
  store <2 x bfloat> %331, ptr addrspace(3) %146, align 4, !tbaa !12
  %332 = extractelement <128 x float> %270, i64 8
  %333 = fptrunc float %332 to bfloat
  %334 = insertelement <2 x bfloat> poison, bfloat %333, i64 0
  %335 = extractelement <128 x float> %270, i64 9
  %336 = fptrunc float %335 to bfloat
  %337 = insertelement <2 x bfloat> %334, bfloat %336, i64 1
  %338 = extractelement <128 x float> %270, i64 10
  %339 = fptrunc float %338 to bfloat
  %340 = insertelement <2 x bfloat> poison, bfloat %339, i64 0
  %341 = extractelement <128 x float> %270, i64 11
  %342 = fptrunc float %341 to bfloat
  %343 = insertelement <2 x bfloat> %340, bfloat %342, i64 1
  store <2 x bfloat> %337, ptr addrspace(3) %151, align 4, !tbaa !12
  store <2 x bfloat> %343, ptr addrspace(3) %152, align 4, !tbaa !12
  %344 = extractelement <128 x float> %270, i64 12
  %345 = fptrunc float %344 to bfloat
  %346 = insertelement <2 x bfloat> poison, bfloat %345, i64 0
  %347 = extractelement <128 x float> %270, i64 13
  %348 = fptrunc float %347 to bfloat
  %349 = insertelement <2 x bfloat> %346, bfloat %348, i64 1
  %350 = extractelement <128 x float> %270, i64 14
  %351 = fptrunc float %350 to bfloat
  %352 = insertelement <2 x bfloat> poison, bfloat %351, i64 0
  %353 = extractelement <128 x float> %270, i64 15
  %354 = fptrunc float %353 to bfloat
  %355 = insertelement <2 x bfloat> %352, bfloat %354, i64 1
  store <2 x bfloat> %349, ptr addrspace(3) %157, align 4, !tbaa !12
  store <2 x bfloat> %355, ptr addrspace(3) %158, align 4, !tbaa !12
  %356 = extractelement <128 x float> %270, i64 16
  %357 = fptrunc float %356 to bfloat
  %358 = insertelement <2 x bfloat> poison, bfloat %357, i64 0
  %359 = extractelement <128 x float> %270, i64 17
  %360 = fptrunc float %359 to bfloat
  %361 = insertelement <2 x bfloat> %358, bfloat %360, i64 1
  %362 = extractelement <128 x float> %270, i64 18
  %363 = fptrunc float %362 to bfloat
  %364 = insertelement <2 x bfloat> poison, bfloat %363, i64 0
  %365 = extractelement <128 x float> %270, i64 19
  %366 = fptrunc float %365 to bfloat
  %367 = insertelement <2 x bfloat> %364, bfloat %366, i64 1
  store <2 x bfloat> %361, ptr addrspace(3) %163, align 4, !tbaa !12
  store <2 x bfloat> %367, ptr addrspace(3) %164, align 4, !tbaa !12
  %368 = extractelement <128 x float> %270, i64 20
  %369 = fptrunc float %368 to bfloat
  %370 = insertelement <2 x bfloat> poison, bfloat %369, i64 0
  %371 = extractelement <128 x float> %270, i64 21
  %372 = fptrunc float %371 to bfloat
  %373 = insertelement <2 x bfloat> %370, bfloat %372, i64 1
  %374 = extractelement <128 x float> %270, i64 22
  %375 = fptrunc float %374 to bfloat
  %376 = insertelement <2 x bfloat> poison, bfloat %375, i64 0
  %377 = extractelement <128 x float> %270, i64 23
  %378 = fptrunc float %377 to bfloat
  %379 = insertelement <2 x bfloat> %376, bfloat %378, i64 1
  store <2 x bfloat> %373, ptr addrspace(3) %169, align 4, !tbaa !12
  store <2 x bfloat> %379, ptr addrspace(3) %170, align 4, !tbaa !12
  %380 = extractelement <128 x float> %270, i64 24
  %381 = fptrunc float %380 to bfloat
  %382 = insertelement <2 x bfloat> poison, bfloat %381, i64 0
  %383 = extractelement <128 x float> %270, i64 25
  %384 = fptrunc float %383 to bfloat
  %385 = insertelement <2 x bfloat> %382, bfloat %384, i64 1
  %386 = extractelement <128 x float> %270, i64 26
  %387 = fptrunc float %386 to bfloat
  %388 = insertelement <2 x bfloat> poison, bfloat %387, i64 0
  %389 = extractelement <128 x float> %270, i64 27
  %390 = fptrunc float %389 to bfloat
  %391 = insertelement <2 x bfloat> %388, bfloat %390, i64 1
  store <2 x bfloat> %385, ptr addrspace(3) %175, align 4, !tbaa !12
  store <2 x bfloat> %391, ptr addrspace(3) %176, align 4, !tbaa !12
  %392 = extractelement <128 x float> %270, i64 28
  %393 = fptrunc float %392 to bfloat
  %394 = insertelement <2 x bfloat> poison, bfloat %393, i64 0
  %395 = extractelement <128 x float> %270, i64 29
  %396 = fptrunc float %395 to bfloat
  %397 = insertelement <2 x bfloat> %394, bfloat %396, i64 1
  %398 = extractelement <128 x float> %270, i64 30
  %399 = fptrunc float %398 to bfloat
  %400 = insertelement <2 x bfloat> poison, bfloat %399, i64 0
  %401 = extractelement <128 x float> %270, i64 31
  %402 = fptrunc float %401 to bfloat
  %403 = insertelement <2 x bfloat> %400, bfloat %402, i64 1
  store <2 x bfloat> %397, ptr addrspace(3) %181, align 4, !tbaa !12
  store <2 x bfloat> %403, ptr addrspace(3) %182, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %129, label %404, label %405

404:                                              ; preds = %307
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %118, ptr noundef %2, i32 noundef %221, i32 noundef %223, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %405

405:                                              ; preds = %307, %404
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %406 = extractelement <128 x float> %270, i64 32
  %407 = fptrunc float %406 to bfloat
  %408 = insertelement <2 x bfloat> poison, bfloat %407, i64 0
  %409 = extractelement <128 x float> %270, i64 33
  %410 = fptrunc float %409 to bfloat
  %411 = insertelement <2 x bfloat> %408, bfloat %410, i64 1
  %412 = extractelement <128 x float> %270, i64 34
  %413 = fptrunc float %412 to bfloat
  %414 = insertelement <2 x bfloat> poison, bfloat %413, i64 0
  %415 = extractelement <128 x float> %270, i64 35
  %416 = fptrunc float %415 to bfloat
  %417 = insertelement <2 x bfloat> %414, bfloat %416, i64 1
  store <2 x bfloat> %411, ptr addrspace(3) %186, align 4, !tbaa !12
  store <2 x bfloat> %417, ptr addrspace(3) %187, align 4, !tbaa !12
  %418 = extractelement <128 x float> %270, i64 36
  %419 = fptrunc float %418 to bfloat
  %420 = insertelement <2 x bfloat> poison, bfloat %419, i64 0
  %421 = extractelement <128 x float> %270, i64 37
  %422 = fptrunc float %421 to bfloat
  %423 = insertelement <2 x bfloat> %420, bfloat %422, i64 1
  %424 = extractelement <128 x float> %270, i64 38
  %425 = fptrunc float %424 to bfloat
  %426 = insertelement <2 x bfloat> poison, bfloat %425, i64 0
  %427 = extractelement <128 x float> %270, i64 39
  %428 = fptrunc float %427 to bfloat
  %429 = insertelement <2 x bfloat> %426, bfloat %428, i64 1
  store <2 x bfloat> %423, ptr addrspace(3) %188, align 4, !tbaa !12
  store <2 x bfloat> %429, ptr addrspace(3) %189, align 4, !tbaa !12
  %430 = extractelement <128 x float> %270, i64 40
  %431 = fptrunc float %430 to bfloat
  %432 = insertelement <2 x bfloat> poison, bfloat %431, i64 0
  %433 = extractelement <128 x float> %270, i64 41
  %434 = fptrunc float %433 to bfloat
  %435 = insertelement <2 x bfloat> %432, bfloat %434, i64 1
  %436 = extractelement <128 x float> %270, i64 42
  %437 = fptrunc float %436 to bfloat
  %438 = insertelement <2 x bfloat> poison, bfloat %437, i64 0
  %439 = extractelement <128 x float> %270, i64 43
  %440 = fptrunc float %439 to bfloat
  %441 = insertelement <2 x bfloat> %438, bfloat %440, i64 1
  store <2 x bfloat> %435, ptr addrspace(3) %190, align 4, !tbaa !12
  store <2 x bfloat> %441, ptr addrspace(3) %191, align 4, !tbaa !12
  %442 = extractelement <128 x float> %270, i64 44
  %443 = fptrunc float %442 to bfloat
  %444 = insertelement <2 x bfloat> poison, bfloat %443, i64 0
  %445 = extractelement <128 x float> %270, i64 45
  %446 = fptrunc float %445 to bfloat
  %447 = insertelement <2 x bfloat> %444, bfloat %446, i64 1
  %448 = extractelement <128 x float> %270, i64 46
  %449 = fptrunc float %448 to bfloat
  %450 = insertelement <2 x bfloat> poison, bfloat %449, i64 0
  %451 = extractelement <128 x float> %270, i64 47
  %452 = fptrunc float %451 to bfloat
  %453 = insertelement <2 x bfloat> %450, bfloat %452, i64 1
  store <2 x bfloat> %447, ptr addrspace(3) %192, align 4, !tbaa !12
  store <2 x bfloat> %453, ptr addrspace(3) %193, align 4, !tbaa !12
  %454 = extractelement <128 x float> %270, i64 48
  %455 = fptrunc float %454 to bfloat
  %456 = insertelement <2 x bfloat> poison, bfloat %455, i64 0
  %457 = extractelement <128 x float> %270, i64 49
  %458 = fptrunc float %457 to bfloat
  %459 = insertelement <2 x bfloat> %456, bfloat %458, i64 1
  %460 = extractelement <128 x float> %270, i64 50
  %461 = fptrunc float %460 to bfloat
  %462 = insertelement <2 x bfloat> poison, bfloat %461, i64 0
  %463 = extractelement <128 x float> %270, i64 51
  %464 = fptrunc float %463 to bfloat
  %465 = insertelement <2 x bfloat> %462, bfloat %464, i64 1
  store <2 x bfloat> %459, ptr addrspace(3) %194, align 4, !tbaa !12
  store <2 x bfloat> %465, ptr addrspace(3) %195, align 4, !tbaa !12
  %466 = extractelement <128 x float> %270, i64 52
  %467 = fptrunc float %466 to bfloat
  %468 = insertelement <2 x bfloat> poison, bfloat %467, i64 0
  %469 = extractelement <128 x float> %270, i64 53
  %470 = fptrunc float %469 to bfloat
  %471 = insertelement <2 x bfloat> %468, bfloat %470, i64 1
  %472 = extractelement <128 x float> %270, i64 54
  %473 = fptrunc float %472 to bfloat
  %474 = insertelement <2 x bfloat> poison, bfloat %473, i64 0
  %475 = extractelement <128 x float> %270, i64 55
  %476 = fptrunc float %475 to bfloat
  %477 = insertelement <2 x bfloat> %474, bfloat %476, i64 1
  store <2 x bfloat> %471, ptr addrspace(3) %196, align 4, !tbaa !12
  store <2 x bfloat> %477, ptr addrspace(3) %197, align 4, !tbaa !12
  %478 = extractelement <128 x float> %270, i64 56
  %479 = fptrunc float %478 to bfloat
  %480 = insertelement <2 x bfloat> poison, bfloat %479, i64 0
  %481 = extractelement <128 x float> %270, i64 57
  %482 = fptrunc float %481 to bfloat
  %483 = insertelement <2 x bfloat> %480, bfloat %482, i64 1
  %484 = extractelement <128 x float> %270, i64 58
  %485 = fptrunc float %484 to bfloat
  %486 = insertelement <2 x bfloat> poison, bfloat %485, i64 0
  %487 = extractelement <128 x float> %270, i64 59
  %488 = fptrunc float %487 to bfloat
  %489 = insertelement <2 x bfloat> %486, bfloat %488, i64 1
  store <2 x bfloat> %483, ptr addrspace(3) %198, align 4, !tbaa !12
  store <2 x bfloat> %489, ptr addrspace(3) %199, align 4, !tbaa !12
  %490 = extractelement <128 x float> %270, i64 60
  %491 = fptrunc float %490 to bfloat
  %492 = insertelement <2 x bfloat> poison, bfloat %491, i64 0
  %493 = extractelement <128 x float> %270, i64 61
  %494 = fptrunc float %493 to bfloat
  %495 = insertelement <2 x bfloat> %492, bfloat %494, i64 1
  %496 = extractelement <128 x float> %270, i64 62
  %497 = fptrunc float %496 to bfloat
  %498 = insertelement <2 x bfloat> poison, bfloat %497, i64 0
  %499 = extractelement <128 x float> %270, i64 63
  %500 = fptrunc float %499 to bfloat
  %501 = insertelement <2 x bfloat> %498, bfloat %500, i64 1
  store <2 x bfloat> %495, ptr addrspace(3) %200, align 4, !tbaa !12
  store <2 x bfloat> %501, ptr addrspace(3) %201, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %129, label %502, label %503

502:                                              ; preds = %405
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %183, ptr noundef %2, i32 noundef %224, i32 noundef %223, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %503

503:                                              ; preds = %405, %502
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %504 = extractelement <128 x float> %270, i64 64
  %505 = fptrunc float %504 to bfloat
  %506 = insertelement <2 x bfloat> poison, bfloat %505, i64 0
  %507 = extractelement <128 x float> %270, i64 65
  %508 = fptrunc float %507 to bfloat
  %509 = insertelement <2 x bfloat> %506, bfloat %508, i64 1
  %510 = extractelement <128 x float> %270, i64 66
  %511 = fptrunc float %510 to bfloat
  %512 = insertelement <2 x bfloat> poison, bfloat %511, i64 0
  %513 = extractelement <128 x float> %270, i64 67
  %514 = fptrunc float %513 to bfloat
  %515 = insertelement <2 x bfloat> %512, bfloat %514, i64 1
  store <2 x bfloat> %509, ptr addrspace(3) %139, align 4, !tbaa !12
  store <2 x bfloat> %515, ptr addrspace(3) %140, align 4, !tbaa !12
  %516 = extractelement <128 x float> %270, i64 68
  %517 = fptrunc float %516 to bfloat
  %518 = insertelement <2 x bfloat> poison, bfloat %517, i64 0
  %519 = extractelement <128 x float> %270, i64 69
  %520 = fptrunc float %519 to bfloat
  %521 = insertelement <2 x bfloat> %518, bfloat %520, i64 1
  %522 = extractelement <128 x float> %270, i64 70
  %523 = fptrunc float %522 to bfloat
  %524 = insertelement <2 x bfloat> poison, bfloat %523, i64 0
  %525 = extractelement <128 x float> %270, i64 71
  %526 = fptrunc float %525 to bfloat
  %527 = insertelement <2 x bfloat> %524, bfloat %526, i64 1
  store <2 x bfloat> %521, ptr addrspace(3) %145, align 4, !tbaa !12
  store <2 x bfloat> %527, ptr addrspace(3) %146, align 4, !tbaa !12
  %528 = extractelement <128 x float> %270, i64 72
  %529 = fptrunc float %528 to bfloat
  %530 = insertelement <2 x bfloat> poison, bfloat %529, i64 0
  %531 = extractelement <128 x float> %270, i64 73
  %532 = fptrunc float %531 to bfloat
  %533 = insertelement <2 x bfloat> %530, bfloat %532, i64 1
  %534 = extractelement <128 x float> %270, i64 74
  %535 = fptrunc float %534 to bfloat
  %536 = insertelement <2 x bfloat> poison, bfloat %535, i64 0
  %537 = extractelement <128 x float> %270, i64 75
  %538 = fptrunc float %537 to bfloat
  %539 = insertelement <2 x bfloat> %536, bfloat %538, i64 1
  store <2 x bfloat> %533, ptr addrspace(3) %151, align 4, !tbaa !12
  store <2 x bfloat> %539, ptr addrspace(3) %152, align 4, !tbaa !12
  %540 = extractelement <128 x float> %270, i64 76
  %541 = fptrunc float %540 to bfloat
  %542 = insertelement <2 x bfloat> poison, bfloat %541, i64 0
  %543 = extractelement <128 x float> %270, i64 77
  %544 = fptrunc float %543 to bfloat
  %545 = insertelement <2 x bfloat> %542, bfloat %544, i64 1
  %546 = extractelement <128 x float> %270, i64 78
  %547 = fptrunc float %546 to bfloat
  %548 = insertelement <2 x bfloat> poison, bfloat %547, i64 0
  %549 = extractelement <128 x float> %270, i64 79
  %550 = fptrunc float %549 to bfloat
  %551 = insertelement <2 x bfloat> %548, bfloat %550, i64 1
  store <2 x bfloat> %545, ptr addrspace(3) %157, align 4, !tbaa !12
  store <2 x bfloat> %551, ptr addrspace(3) %158, align 4, !tbaa !12
  %552 = extractelement <128 x float> %270, i64 80
  %553 = fptrunc float %552 to bfloat
  %554 = insertelement <2 x bfloat> poison, bfloat %553, i64 0
  %555 = extractelement <128 x float> %270, i64 81
  %556 = fptrunc float %555 to bfloat
  %557 = insertelement <2 x bfloat> %554, bfloat %556, i64 1
  %558 = extractelement <128 x float> %270, i64 82
  %559 = fptrunc float %558 to bfloat
  %560 = insertelement <2 x bfloat> poison, bfloat %559, i64 0
  %561 = extractelement <128 x float> %270, i64 83
  %562 = fptrunc float %561 to bfloat
  %563 = insertelement <2 x bfloat> %560, bfloat %562, i64 1
  store <2 x bfloat> %557, ptr addrspace(3) %163, align 4, !tbaa !12
  store <2 x bfloat> %563, ptr addrspace(3) %164, align 4, !tbaa !12
  %564 = extractelement <128 x float> %270, i64 84
  %565 = fptrunc float %564 to bfloat
  %566 = insertelement <2 x bfloat> poison, bfloat %565, i64 0
  %567 = extractelement <128 x float> %270, i64 85
  %568 = fptrunc float %567 to bfloat
  %569 = insertelement <2 x bfloat> %566, bfloat %568, i64 1
  %570 = extractelement <128 x float> %270, i64 86
  %571 = fptrunc float %570 to bfloat
  %572 = insertelement <2 x bfloat> poison, bfloat %571, i64 0
  %573 = extractelement <128 x float> %270, i64 87
  %574 = fptrunc float %573 to bfloat
  %575 = insertelement <2 x bfloat> %572, bfloat %574, i64 1
  store <2 x bfloat> %569, ptr addrspace(3) %169, align 4, !tbaa !12
  store <2 x bfloat> %575, ptr addrspace(3) %170, align 4, !tbaa !12
  %576 = extractelement <128 x float> %270, i64 88
  %577 = fptrunc float %576 to bfloat
  %578 = insertelement <2 x bfloat> poison, bfloat %577, i64 0
  %579 = extractelement <128 x float> %270, i64 89
  %580 = fptrunc float %579 to bfloat
  %581 = insertelement <2 x bfloat> %578, bfloat %580, i64 1
  %582 = extractelement <128 x float> %270, i64 90
  %583 = fptrunc float %582 to bfloat
  %584 = insertelement <2 x bfloat> poison, bfloat %583, i64 0
  %585 = extractelement <128 x float> %270, i64 91
  %586 = fptrunc float %585 to bfloat
  %587 = insertelement <2 x bfloat> %584, bfloat %586, i64 1
  store <2 x bfloat> %581, ptr addrspace(3) %175, align 4, !tbaa !12
  store <2 x bfloat> %587, ptr addrspace(3) %176, align 4, !tbaa !12
  %588 = extractelement <128 x float> %270, i64 92
  %589 = fptrunc float %588 to bfloat
  %590 = insertelement <2 x bfloat> poison, bfloat %589, i64 0
  %591 = extractelement <128 x float> %270, i64 93
  %592 = fptrunc float %591 to bfloat
  %593 = insertelement <2 x bfloat> %590, bfloat %592, i64 1
  %594 = extractelement <128 x float> %270, i64 94
  %595 = fptrunc float %594 to bfloat
  %596 = insertelement <2 x bfloat> poison, bfloat %595, i64 0
  %597 = extractelement <128 x float> %270, i64 95
  %598 = fptrunc float %597 to bfloat
  %599 = insertelement <2 x bfloat> %596, bfloat %598, i64 1
  store <2 x bfloat> %593, ptr addrspace(3) %181, align 4, !tbaa !12
  store <2 x bfloat> %599, ptr addrspace(3) %182, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %129, label %600, label %601

600:                                              ; preds = %503
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %118, ptr noundef %2, i32 noundef %225, i32 noundef %223, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %601

601:                                              ; preds = %503, %600
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %602 = extractelement <128 x float> %270, i64 96
  %603 = fptrunc float %602 to bfloat
  %604 = insertelement <2 x bfloat> poison, bfloat %603, i64 0
  %605 = extractelement <128 x float> %270, i64 97
  %606 = fptrunc float %605 to bfloat
  %607 = insertelement <2 x bfloat> %604, bfloat %606, i64 1
  %608 = extractelement <128 x float> %270, i64 98
  %609 = fptrunc float %608 to bfloat
  %610 = insertelement <2 x bfloat> poison, bfloat %609, i64 0
  %611 = extractelement <128 x float> %270, i64 99
  %612 = fptrunc float %611 to bfloat
  %613 = insertelement <2 x bfloat> %610, bfloat %612, i64 1
  store <2 x bfloat> %607, ptr addrspace(3) %186, align 4, !tbaa !12
  store <2 x bfloat> %613, ptr addrspace(3) %187, align 4, !tbaa !12
  %614 = extractelement <128 x float> %270, i64 100
  %615 = fptrunc float %614 to bfloat
  %616 = insertelement <2 x bfloat> poison, bfloat %615, i64 0
  %617 = extractelement <128 x float> %270, i64 101
  %618 = fptrunc float %617 to bfloat
  %619 = insertelement <2 x bfloat> %616, bfloat %618, i64 1
  %620 = extractelement <128 x float> %270, i64 102
  %621 = fptrunc float %620 to bfloat
  %622 = insertelement <2 x bfloat> poison, bfloat %621, i64 0
  %623 = extractelement <128 x float> %270, i64 103
  %624 = fptrunc float %623 to bfloat
  %625 = insertelement <2 x bfloat> %622, bfloat %624, i64 1
  store <2 x bfloat> %619, ptr addrspace(3) %188, align 4, !tbaa !12
  store <2 x bfloat> %625, ptr addrspace(3) %189, align 4, !tbaa !12
  %626 = extractelement <128 x float> %270, i64 104
  %627 = fptrunc float %626 to bfloat
  %628 = insertelement <2 x bfloat> poison, bfloat %627, i64 0
  %629 = extractelement <128 x float> %270, i64 105
  %630 = fptrunc float %629 to bfloat
  %631 = insertelement <2 x bfloat> %628, bfloat %630, i64 1
  %632 = extractelement <128 x float> %270, i64 106
  %633 = fptrunc float %632 to bfloat
  %634 = insertelement <2 x bfloat> poison, bfloat %633, i64 0
  %635 = extractelement <128 x float> %270, i64 107
  %636 = fptrunc float %635 to bfloat
  %637 = insertelement <2 x bfloat> %634, bfloat %636, i64 1
  store <2 x bfloat> %631, ptr addrspace(3) %190, align 4, !tbaa !12
  store <2 x bfloat> %637, ptr addrspace(3) %191, align 4, !tbaa !12
  %638 = extractelement <128 x float> %270, i64 108
  %639 = fptrunc float %638 to bfloat
  %640 = insertelement <2 x bfloat> poison, bfloat %639, i64 0
  %641 = extractelement <128 x float> %270, i64 109
  %642 = fptrunc float %641 to bfloat
  %643 = insertelement <2 x bfloat> %640, bfloat %642, i64 1
  %644 = extractelement <128 x float> %270, i64 110
  %645 = fptrunc float %644 to bfloat
  %646 = insertelement <2 x bfloat> poison, bfloat %645, i64 0
  %647 = extractelement <128 x float> %270, i64 111
  %648 = fptrunc float %647 to bfloat
  %649 = insertelement <2 x bfloat> %646, bfloat %648, i64 1
  store <2 x bfloat> %643, ptr addrspace(3) %192, align 4, !tbaa !12
  store <2 x bfloat> %649, ptr addrspace(3) %193, align 4, !tbaa !12
  %650 = extractelement <128 x float> %270, i64 112
  %651 = fptrunc float %650 to bfloat
  %652 = insertelement <2 x bfloat> poison, bfloat %651, i64 0
  %653 = extractelement <128 x float> %270, i64 113
  %654 = fptrunc float %653 to bfloat
  %655 = insertelement <2 x bfloat> %652, bfloat %654, i64 1
  %656 = extractelement <128 x float> %270, i64 114
  %657 = fptrunc float %656 to bfloat
  %658 = insertelement <2 x bfloat> poison, bfloat %657, i64 0
  %659 = extractelement <128 x float> %270, i64 115
  %660 = fptrunc float %659 to bfloat
  %661 = insertelement <2 x bfloat> %658, bfloat %660, i64 1
  store <2 x bfloat> %655, ptr addrspace(3) %194, align 4, !tbaa !12
  store <2 x bfloat> %661, ptr addrspace(3) %195, align 4, !tbaa !12
  %662 = extractelement <128 x float> %270, i64 116
  %663 = fptrunc float %662 to bfloat
  %664 = insertelement <2 x bfloat> poison, bfloat %663, i64 0
  %665 = extractelement <128 x float> %270, i64 117
  %666 = fptrunc float %665 to bfloat
  %667 = insertelement <2 x bfloat> %664, bfloat %666, i64 1
  %668 = extractelement <128 x float> %270, i64 118
  %669 = fptrunc float %668 to bfloat
  %670 = insertelement <2 x bfloat> poison, bfloat %669, i64 0
  %671 = extractelement <128 x float> %270, i64 119
  %672 = fptrunc float %671 to bfloat
  %673 = insertelement <2 x bfloat> %670, bfloat %672, i64 1
  store <2 x bfloat> %667, ptr addrspace(3) %196, align 4, !tbaa !12
  store <2 x bfloat> %673, ptr addrspace(3) %197, align 4, !tbaa !12
  %674 = extractelement <128 x float> %270, i64 120
  %675 = fptrunc float %674 to bfloat
  %676 = insertelement <2 x bfloat> poison, bfloat %675, i64 0
  %677 = extractelement <128 x float> %270, i64 121
  %678 = fptrunc float %677 to bfloat
  %679 = insertelement <2 x bfloat> %676, bfloat %678, i64 1
  %680 = extractelement <128 x float> %270, i64 122
  %681 = fptrunc float %680 to bfloat
  %682 = insertelement <2 x bfloat> poison, bfloat %681, i64 0
  %683 = extractelement <128 x float> %270, i64 123
  %684 = fptrunc float %683 to bfloat
  %685 = insertelement <2 x bfloat> %682, bfloat %684, i64 1
  store <2 x bfloat> %679, ptr addrspace(3) %198, align 4, !tbaa !12
  store <2 x bfloat> %685, ptr addrspace(3) %199, align 4, !tbaa !12
  %686 = extractelement <128 x float> %270, i64 124
  %687 = fptrunc float %686 to bfloat
  %688 = insertelement <2 x bfloat> poison, bfloat %687, i64 0
  %689 = extractelement <128 x float> %270, i64 125
  %690 = fptrunc float %689 to bfloat
  %691 = insertelement <2 x bfloat> %688, bfloat %690, i64 1
  %692 = extractelement <128 x float> %270, i64 126
  %693 = fptrunc float %692 to bfloat
  %694 = insertelement <2 x bfloat> poison, bfloat %693, i64 0
  %695 = extractelement <128 x float> %270, i64 127
  %696 = fptrunc float %695 to bfloat
  %697 = insertelement <2 x bfloat> %694, bfloat %696, i64 1
  store <2 x bfloat> %691, ptr addrspace(3) %200, align 4, !tbaa !12
  store <2 x bfloat> %697, ptr addrspace(3) %201, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %129, label %698, label %699

698:                                              ; preds = %601
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %183, ptr noundef %2, i32 noundef %226, i32 noundef %223, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  br label %699

699:                                              ; preds = %601, %698, %276, %273
  %700 = phi i32 [ %237, %273 ], [ %237, %276 ], [ %234, %698 ], [ %234, %601 ]
  %701 = add i32 %237, 1
  %702 = icmp eq i32 %701, 4
  %703 = select i1 %702, i32 0, i32 %701
  %704 = zext i1 %702 to i32
  %705 = xor i32 %236, %704
  %706 = icmp eq i32 %271, %26
  br i1 %706, label %227, label %232, !llvm.loop !15

707:                                              ; preds = %202
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 noundef 0) #7
  br label %708

708:                                              ; preds = %70, %202, %707, %37
  tail call void @llvm.nvvm.barrier.cluster.arrive() #7
  tail call void @llvm.nvvm.barrier.cluster.wait() #7
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

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nounwind
declare dso_local noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef, i32 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) nocapture, i32) #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.proxy.async.shared_cta() #2

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
