; ModuleID = 'kernels/gemm/gemm_sm90.cu'
source_filename = "kernels/gemm/gemm_sm90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_smem = external dso_local addrspace(3) global [0 x i8], align 1024

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gemm_bf16_sm90(ptr noundef %0, ptr noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = and i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023), -1024
  %8 = sub i32 %7, ptrtoint (ptr addrspace(3) @gemm_smem to i32)
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr addrspace(3) @gemm_smem, i64 %9
  %11 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196608
  %12 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196640
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = lshr i32 %13, 7
  %15 = and i32 %13, 127
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = and i32 %16, 1
  %18 = lshr i32 %16, 1
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = lshr i32 %19, 1
  %21 = lshr i32 %3, 8
  %22 = lshr i32 %4, 8
  %23 = mul i32 %22, %21
  %24 = lshr i32 %5, 6
  %25 = icmp eq i32 %13, 0
  br i1 %25, label %26, label %33

26:                                               ; preds = %6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %11, i32 noundef 1) #6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %12, i32 noundef 16) #6
  %27 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196616
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %27, i32 noundef 1) #6
  %28 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196648
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %28, i32 noundef 16) #6
  %29 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196624
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %29, i32 noundef 1) #6
  %30 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196656
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %30, i32 noundef 16) #6
  %31 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196632
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %31, i32 noundef 1) #6
  %32 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196664
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %32, i32 noundef 16) #6
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #6
  br label %33

33:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cluster.arrive() #6
  tail call void @llvm.nvvm.barrier.cluster.wait() #6
  %34 = icmp ult i32 %13, 128
  br i1 %34, label %35, label %104

35:                                               ; preds = %33
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 noundef 40) #6
  %36 = icmp eq i32 %15, 0
  %37 = icmp ult i32 %18, %23
  %38 = and i1 %36, %37
  br i1 %38, label %39, label %686

39:                                               ; preds = %35
  %40 = shl nuw nsw i32 %22, 3
  %41 = shl nuw nsw i32 %17, 7
  %42 = icmp ult i32 %5, 64
  %43 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 65536
  %44 = shl nuw nsw i32 %17, 14
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr addrspace(3) %43, i64 %45
  br label %47

47:                                               ; preds = %39, %68
  %48 = phi i32 [ 0, %39 ], [ %70, %68 ]
  %49 = phi i32 [ 0, %39 ], [ %69, %68 ]
  %50 = phi i32 [ %18, %39 ], [ %71, %68 ]
  %51 = udiv i32 %50, %40
  %52 = shl i32 %51, 3
  %53 = sub i32 %21, %52
  %54 = tail call i32 @llvm.umin.i32(i32 %53, i32 8)
  %55 = mul i32 %51, %40
  %56 = sub i32 %50, %55
  %57 = freeze i32 %56
  %58 = freeze i32 %54
  %59 = udiv i32 %57, %58
  %60 = mul i32 %59, %58
  %61 = sub i32 %57, %60
  %62 = add nuw i32 %52, %61
  %63 = shl i32 %62, 8
  %64 = or disjoint i32 %63, %41
  br i1 %42, label %68, label %65

65:                                               ; preds = %47
  %66 = shl i32 %59, 8
  %67 = or disjoint i32 %66, %41
  br label %73

68:                                               ; preds = %82, %47
  %69 = phi i32 [ %49, %47 ], [ %100, %82 ]
  %70 = phi i32 [ %48, %47 ], [ %101, %82 ]
  %71 = add i32 %50, %20
  %72 = icmp ult i32 %71, %23
  br i1 %72, label %47, label %686, !llvm.loop !7

73:                                               ; preds = %65, %82
  %74 = phi i32 [ %48, %65 ], [ %101, %82 ]
  %75 = phi i32 [ %49, %65 ], [ %100, %82 ]
  %76 = phi i32 [ 0, %65 ], [ %102, %82 ]
  %77 = zext i32 %74 to i64
  %78 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %77
  %79 = xor i32 %75, 1
  br label %80

80:                                               ; preds = %80, %73
  %81 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %78, i32 noundef %79) #6
  br i1 %81, label %82, label %80, !llvm.loop !9

82:                                               ; preds = %80
  %83 = getelementptr inbounds i64, ptr addrspace(3) %11, i64 %77
  %84 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %83, i32 noundef 49152) #6
  %85 = shl i32 %74, 14
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 %86
  %88 = shl i32 %74, 15
  %89 = zext i32 %88 to i64
  %90 = shl nuw i32 %76, 6
  %91 = ptrtoint ptr addrspace(3) %87 to i64
  %92 = and i64 %91, 4294967295
  %93 = inttoptr i64 %92 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %93, ptr addrspace(3) noundef %83, ptr noundef %0, i32 noundef %90, i32 noundef %64, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  %94 = getelementptr inbounds i8, ptr addrspace(3) %46, i64 %89
  %95 = ptrtoint ptr addrspace(3) %94 to i64
  %96 = and i64 %95, 4294967295
  %97 = inttoptr i64 %96 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %97, ptr addrspace(3) noundef %83, ptr noundef %1, i32 noundef %90, i32 noundef %67, i16 noundef signext 3, i64 noundef 0, i1 noundef zeroext true, i1 noundef zeroext false, i32 noundef 0) #6
  %98 = add i32 %74, 1
  %99 = icmp eq i32 %98, 4
  %100 = select i1 %99, i32 %79, i32 %75
  %101 = select i1 %99, i32 0, i32 %98
  %102 = add nuw nsw i32 %76, 1
  %103 = icmp eq i32 %102, %24
  br i1 %103, label %68, label %73, !llvm.loop !10

104:                                              ; preds = %33
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 noundef 232) #6
  %105 = add nsw i32 %14, -1
  %106 = shl nsw i32 %105, 13
  %107 = add i32 %106, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023)
  %108 = icmp ult i32 %18, %23
  br i1 %108, label %109, label %686

109:                                              ; preds = %104
  %110 = and i32 %13, 31
  %111 = shl nuw nsw i32 %22, 3
  %112 = icmp ult i32 %5, 64
  %113 = icmp eq i32 %110, 0
  %114 = shl nuw nsw i32 %17, 7
  %115 = shl nuw nsw i32 %105, 6
  %116 = lshr i32 %13, 1
  %117 = and i32 %116, 48
  %118 = lshr i32 %110, 2
  %119 = or disjoint i32 %117, %114
  %120 = or disjoint i32 %119, %118
  %121 = add nuw nsw i32 %120, %115
  %122 = shl nuw nsw i32 %13, 1
  %123 = and i32 %122, 6
  %124 = zext i32 %4 to i64
  %125 = shl nuw nsw i64 %124, 4
  br label %126

126:                                              ; preds = %109, %215
  %127 = phi i32 [ %18, %109 ], [ %218, %215 ]
  %128 = phi i32 [ 0, %109 ], [ %217, %215 ]
  %129 = phi i32 [ 0, %109 ], [ %216, %215 ]
  br i1 %112, label %215, label %130

130:                                              ; preds = %126
  %131 = udiv i32 %127, %111
  %132 = mul i32 %131, %111
  %133 = sub i32 %127, %132
  %134 = shl i32 %131, 3
  %135 = sub i32 %21, %134
  %136 = tail call i32 @llvm.umin.i32(i32 %135, i32 8)
  %137 = freeze i32 %133
  %138 = freeze i32 %136
  %139 = udiv i32 %137, %138
  %140 = mul i32 %139, %138
  %141 = sub i32 %137, %140
  %142 = add nuw i32 %134, %141
  %143 = shl i32 %142, 8
  %144 = add i32 %121, %143
  %145 = shl i32 %139, 8
  %146 = or disjoint i32 %145, %123
  %147 = zext i32 %144 to i64
  %148 = mul nuw i64 %147, %124
  %149 = getelementptr inbounds bfloat, ptr %2, i64 %148
  %150 = zext i32 %146 to i64
  %151 = getelementptr inbounds bfloat, ptr %149, i64 %150
  %152 = getelementptr inbounds i8, ptr %151, i64 %125
  %153 = getelementptr inbounds i8, ptr %151, i64 16
  %154 = getelementptr inbounds i8, ptr %152, i64 16
  %155 = getelementptr inbounds i8, ptr %151, i64 32
  %156 = getelementptr inbounds i8, ptr %152, i64 32
  %157 = getelementptr inbounds i8, ptr %151, i64 48
  %158 = getelementptr inbounds i8, ptr %152, i64 48
  %159 = getelementptr inbounds i8, ptr %151, i64 64
  %160 = getelementptr inbounds i8, ptr %152, i64 64
  %161 = getelementptr inbounds i8, ptr %151, i64 80
  %162 = getelementptr inbounds i8, ptr %152, i64 80
  %163 = getelementptr inbounds i8, ptr %151, i64 96
  %164 = getelementptr inbounds i8, ptr %152, i64 96
  %165 = getelementptr inbounds i8, ptr %151, i64 112
  %166 = getelementptr inbounds i8, ptr %152, i64 112
  %167 = getelementptr inbounds i8, ptr %151, i64 128
  %168 = getelementptr inbounds i8, ptr %152, i64 128
  %169 = getelementptr inbounds i8, ptr %151, i64 144
  %170 = getelementptr inbounds i8, ptr %152, i64 144
  %171 = getelementptr inbounds i8, ptr %151, i64 160
  %172 = getelementptr inbounds i8, ptr %152, i64 160
  %173 = getelementptr inbounds i8, ptr %151, i64 176
  %174 = getelementptr inbounds i8, ptr %152, i64 176
  %175 = getelementptr inbounds i8, ptr %151, i64 192
  %176 = getelementptr inbounds i8, ptr %152, i64 192
  %177 = getelementptr inbounds i8, ptr %151, i64 208
  %178 = getelementptr inbounds i8, ptr %152, i64 208
  %179 = getelementptr inbounds i8, ptr %151, i64 224
  %180 = getelementptr inbounds i8, ptr %152, i64 224
  %181 = getelementptr inbounds i8, ptr %151, i64 240
  %182 = getelementptr inbounds i8, ptr %152, i64 240
  %183 = getelementptr inbounds i8, ptr %151, i64 256
  %184 = getelementptr inbounds i8, ptr %152, i64 256
  %185 = getelementptr inbounds i8, ptr %151, i64 272
  %186 = getelementptr inbounds i8, ptr %152, i64 272
  %187 = getelementptr inbounds i8, ptr %151, i64 288
  %188 = getelementptr inbounds i8, ptr %152, i64 288
  %189 = getelementptr inbounds i8, ptr %151, i64 304
  %190 = getelementptr inbounds i8, ptr %152, i64 304
  %191 = getelementptr inbounds i8, ptr %151, i64 320
  %192 = getelementptr inbounds i8, ptr %152, i64 320
  %193 = getelementptr inbounds i8, ptr %151, i64 336
  %194 = getelementptr inbounds i8, ptr %152, i64 336
  %195 = getelementptr inbounds i8, ptr %151, i64 352
  %196 = getelementptr inbounds i8, ptr %152, i64 352
  %197 = getelementptr inbounds i8, ptr %151, i64 368
  %198 = getelementptr inbounds i8, ptr %152, i64 368
  %199 = getelementptr inbounds i8, ptr %151, i64 384
  %200 = getelementptr inbounds i8, ptr %152, i64 384
  %201 = getelementptr inbounds i8, ptr %151, i64 400
  %202 = getelementptr inbounds i8, ptr %152, i64 400
  %203 = getelementptr inbounds i8, ptr %151, i64 416
  %204 = getelementptr inbounds i8, ptr %152, i64 416
  %205 = getelementptr inbounds i8, ptr %151, i64 432
  %206 = getelementptr inbounds i8, ptr %152, i64 432
  %207 = getelementptr inbounds i8, ptr %151, i64 448
  %208 = getelementptr inbounds i8, ptr %152, i64 448
  %209 = getelementptr inbounds i8, ptr %151, i64 464
  %210 = getelementptr inbounds i8, ptr %152, i64 464
  %211 = getelementptr inbounds i8, ptr %151, i64 480
  %212 = getelementptr inbounds i8, ptr %152, i64 480
  %213 = getelementptr inbounds i8, ptr %151, i64 496
  %214 = getelementptr inbounds i8, ptr %152, i64 496
  br label %220

215:                                              ; preds = %678, %126
  %216 = phi i32 [ %129, %126 ], [ %682, %678 ]
  %217 = phi i32 [ %128, %126 ], [ %684, %678 ]
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  %218 = add i32 %127, %20
  %219 = icmp ult i32 %218, %23
  br i1 %219, label %126, label %686, !llvm.loop !11

220:                                              ; preds = %130, %678
  %221 = phi i32 [ 0, %130 ], [ %259, %678 ]
  %222 = phi i32 [ 0, %130 ], [ %679, %678 ]
  %223 = phi <128 x float> [ zeroinitializer, %130 ], [ %258, %678 ]
  %224 = phi i32 [ %128, %130 ], [ %684, %678 ]
  %225 = phi i32 [ %129, %130 ], [ %682, %678 ]
  %226 = zext i32 %225 to i64
  %227 = getelementptr inbounds i64, ptr addrspace(3) %11, i64 %226
  br label %228

228:                                              ; preds = %228, %220
  %229 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %227, i32 noundef %224) #6
  br i1 %229, label %230, label %228, !llvm.loop !9

230:                                              ; preds = %228
  %231 = shl i32 %225, 14
  %232 = add i32 %107, %231
  %233 = lshr i32 %232, 4
  %234 = and i32 %233, 16320
  %235 = shl i32 %225, 15
  %236 = add i32 %235, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 66559)
  %237 = lshr i32 %236, 4
  %238 = and i32 %237, 16320
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #6
  %239 = zext nneg i32 %234 to i64
  %240 = or disjoint i64 %239, 4611686293305360384
  %241 = zext nneg i32 %238 to i64
  %242 = or disjoint i64 %241, 4611686293305360384
  %243 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %223, i64 noundef %240, i64 noundef %242, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %244 = zext nneg i32 %234 to i64
  %245 = or disjoint i64 %244, 4611686293305360386
  %246 = zext nneg i32 %238 to i64
  %247 = or disjoint i64 %246, 4611686293305360386
  %248 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %243, i64 noundef %245, i64 noundef %247, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %249 = zext nneg i32 %234 to i64
  %250 = or disjoint i64 %249, 4611686293305360388
  %251 = zext nneg i32 %238 to i64
  %252 = or disjoint i64 %251, 4611686293305360388
  %253 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %248, i64 noundef %250, i64 noundef %252, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %254 = zext nneg i32 %234 to i64
  %255 = or disjoint i64 %254, 4611686293305360390
  %256 = zext nneg i32 %238 to i64
  %257 = or disjoint i64 %256, 4611686293305360390
  %258 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %253, i64 noundef %255, i64 noundef %257, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6
  %259 = add nuw nsw i32 %221, 1
  %260 = icmp ult i32 %259, %24
  br i1 %260, label %261, label %273

261:                                              ; preds = %230
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 1) #6
  %262 = icmp ne i32 %221, 0
  %263 = and i1 %113, %262
  br i1 %263, label %264, label %678

264:                                              ; preds = %261
  %265 = zext i32 %222 to i64
  %266 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %265
  %267 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %266, i32 noundef 0) #6
  %268 = ptrtoint ptr addrspace(3) %267 to i64
  %269 = inttoptr i64 %268 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %269, i32 noundef 1) #6
  %270 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %266, i32 noundef 1) #6
  %271 = ptrtoint ptr addrspace(3) %270 to i64
  %272 = inttoptr i64 %271 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %272, i32 noundef 1) #6
  br label %678

273:                                              ; preds = %230
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  br i1 %113, label %274, label %293

274:                                              ; preds = %273
  %275 = icmp eq i32 %221, 0
  br i1 %275, label %285, label %276

276:                                              ; preds = %274
  %277 = zext i32 %222 to i64
  %278 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %277
  %279 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %278, i32 noundef 0) #6
  %280 = ptrtoint ptr addrspace(3) %279 to i64
  %281 = inttoptr i64 %280 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %281, i32 noundef 1) #6
  %282 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %278, i32 noundef 1) #6
  %283 = ptrtoint ptr addrspace(3) %282 to i64
  %284 = inttoptr i64 %283 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %284, i32 noundef 1) #6
  br label %285

285:                                              ; preds = %276, %274
  %286 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %226
  %287 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %286, i32 noundef 0) #6
  %288 = ptrtoint ptr addrspace(3) %287 to i64
  %289 = inttoptr i64 %288 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %289, i32 noundef 1) #6
  %290 = tail call noundef ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) noundef %286, i32 noundef 1) #6
  %291 = ptrtoint ptr addrspace(3) %290 to i64
  %292 = inttoptr i64 %291 to ptr addrspace(7)
  tail call void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7) noundef %292, i32 noundef 1) #6
  br label %293

293:                                              ; preds = %285, %273
  %294 = extractelement <128 x float> %258, i64 0
  %295 = fptrunc float %294 to bfloat
  %296 = insertelement <2 x bfloat> poison, bfloat %295, i64 0
  %297 = extractelement <128 x float> %258, i64 1
  %298 = fptrunc float %297 to bfloat
  %299 = insertelement <2 x bfloat> %296, bfloat %298, i64 1
  %300 = extractelement <128 x float> %258, i64 2
  %301 = fptrunc float %300 to bfloat
  %302 = insertelement <2 x bfloat> poison, bfloat %301, i64 0
  %303 = extractelement <128 x float> %258, i64 3
  %304 = fptrunc float %303 to bfloat
  %305 = insertelement <2 x bfloat> %302, bfloat %304, i64 1
  store <2 x bfloat> %299, ptr %151, align 4, !tbaa !12
  store <2 x bfloat> %305, ptr %152, align 4, !tbaa !12
  %306 = extractelement <128 x float> %258, i64 4
  %307 = fptrunc float %306 to bfloat
  %308 = insertelement <2 x bfloat> poison, bfloat %307, i64 0
  %309 = extractelement <128 x float> %258, i64 5
  %310 = fptrunc float %309 to bfloat
  %311 = insertelement <2 x bfloat> %308, bfloat %310, i64 1
  %312 = extractelement <128 x float> %258, i64 6
  %313 = fptrunc float %312 to bfloat
  %314 = insertelement <2 x bfloat> poison, bfloat %313, i64 0
  %315 = extractelement <128 x float> %258, i64 7
  %316 = fptrunc float %315 to bfloat
  %317 = insertelement <2 x bfloat> %314, bfloat %316, i64 1
  store <2 x bfloat> %311, ptr %153, align 4, !tbaa !12
  store <2 x bfloat> %317, ptr %154, align 4, !tbaa !12
  %318 = extractelement <128 x float> %258, i64 8
  %319 = fptrunc float %318 to bfloat
  %320 = insertelement <2 x bfloat> poison, bfloat %319, i64 0
  %321 = extractelement <128 x float> %258, i64 9
  %322 = fptrunc float %321 to bfloat
  %323 = insertelement <2 x bfloat> %320, bfloat %322, i64 1
  %324 = extractelement <128 x float> %258, i64 10
  %325 = fptrunc float %324 to bfloat
  %326 = insertelement <2 x bfloat> poison, bfloat %325, i64 0
  %327 = extractelement <128 x float> %258, i64 11
  %328 = fptrunc float %327 to bfloat
  %329 = insertelement <2 x bfloat> %326, bfloat %328, i64 1
  store <2 x bfloat> %323, ptr %155, align 4, !tbaa !12
  store <2 x bfloat> %329, ptr %156, align 4, !tbaa !12
  %330 = extractelement <128 x float> %258, i64 12
  %331 = fptrunc float %330 to bfloat
  %332 = insertelement <2 x bfloat> poison, bfloat %331, i64 0
  %333 = extractelement <128 x float> %258, i64 13
  %334 = fptrunc float %333 to bfloat
  %335 = insertelement <2 x bfloat> %332, bfloat %334, i64 1
  %336 = extractelement <128 x float> %258, i64 14
  %337 = fptrunc float %336 to bfloat
  %338 = insertelement <2 x bfloat> poison, bfloat %337, i64 0
  %339 = extractelement <128 x float> %258, i64 15
  %340 = fptrunc float %339 to bfloat
  %341 = insertelement <2 x bfloat> %338, bfloat %340, i64 1
  store <2 x bfloat> %335, ptr %157, align 4, !tbaa !12
  store <2 x bfloat> %341, ptr %158, align 4, !tbaa !12
  %342 = extractelement <128 x float> %258, i64 16
  %343 = fptrunc float %342 to bfloat
  %344 = insertelement <2 x bfloat> poison, bfloat %343, i64 0
  %345 = extractelement <128 x float> %258, i64 17
  %346 = fptrunc float %345 to bfloat
  %347 = insertelement <2 x bfloat> %344, bfloat %346, i64 1
  %348 = extractelement <128 x float> %258, i64 18
  %349 = fptrunc float %348 to bfloat
  %350 = insertelement <2 x bfloat> poison, bfloat %349, i64 0
  %351 = extractelement <128 x float> %258, i64 19
  %352 = fptrunc float %351 to bfloat
  %353 = insertelement <2 x bfloat> %350, bfloat %352, i64 1
  store <2 x bfloat> %347, ptr %159, align 4, !tbaa !12
  store <2 x bfloat> %353, ptr %160, align 4, !tbaa !12
  %354 = extractelement <128 x float> %258, i64 20
  %355 = fptrunc float %354 to bfloat
  %356 = insertelement <2 x bfloat> poison, bfloat %355, i64 0
  %357 = extractelement <128 x float> %258, i64 21
  %358 = fptrunc float %357 to bfloat
  %359 = insertelement <2 x bfloat> %356, bfloat %358, i64 1
  %360 = extractelement <128 x float> %258, i64 22
  %361 = fptrunc float %360 to bfloat
  %362 = insertelement <2 x bfloat> poison, bfloat %361, i64 0
  %363 = extractelement <128 x float> %258, i64 23
  %364 = fptrunc float %363 to bfloat
  %365 = insertelement <2 x bfloat> %362, bfloat %364, i64 1
  store <2 x bfloat> %359, ptr %161, align 4, !tbaa !12
  store <2 x bfloat> %365, ptr %162, align 4, !tbaa !12
  %366 = extractelement <128 x float> %258, i64 24
  %367 = fptrunc float %366 to bfloat
  %368 = insertelement <2 x bfloat> poison, bfloat %367, i64 0
  %369 = extractelement <128 x float> %258, i64 25
  %370 = fptrunc float %369 to bfloat
  %371 = insertelement <2 x bfloat> %368, bfloat %370, i64 1
  %372 = extractelement <128 x float> %258, i64 26
  %373 = fptrunc float %372 to bfloat
  %374 = insertelement <2 x bfloat> poison, bfloat %373, i64 0
  %375 = extractelement <128 x float> %258, i64 27
  %376 = fptrunc float %375 to bfloat
  %377 = insertelement <2 x bfloat> %374, bfloat %376, i64 1
  store <2 x bfloat> %371, ptr %163, align 4, !tbaa !12
  store <2 x bfloat> %377, ptr %164, align 4, !tbaa !12
  %378 = extractelement <128 x float> %258, i64 28
  %379 = fptrunc float %378 to bfloat
  %380 = insertelement <2 x bfloat> poison, bfloat %379, i64 0
  %381 = extractelement <128 x float> %258, i64 29
  %382 = fptrunc float %381 to bfloat
  %383 = insertelement <2 x bfloat> %380, bfloat %382, i64 1
  %384 = extractelement <128 x float> %258, i64 30
  %385 = fptrunc float %384 to bfloat
  %386 = insertelement <2 x bfloat> poison, bfloat %385, i64 0
  %387 = extractelement <128 x float> %258, i64 31
  %388 = fptrunc float %387 to bfloat
  %389 = insertelement <2 x bfloat> %386, bfloat %388, i64 1
  store <2 x bfloat> %383, ptr %165, align 4, !tbaa !12
  store <2 x bfloat> %389, ptr %166, align 4, !tbaa !12
  %390 = extractelement <128 x float> %258, i64 32
  %391 = fptrunc float %390 to bfloat
  %392 = insertelement <2 x bfloat> poison, bfloat %391, i64 0
  %393 = extractelement <128 x float> %258, i64 33
  %394 = fptrunc float %393 to bfloat
  %395 = insertelement <2 x bfloat> %392, bfloat %394, i64 1
  %396 = extractelement <128 x float> %258, i64 34
  %397 = fptrunc float %396 to bfloat
  %398 = insertelement <2 x bfloat> poison, bfloat %397, i64 0
  %399 = extractelement <128 x float> %258, i64 35
  %400 = fptrunc float %399 to bfloat
  %401 = insertelement <2 x bfloat> %398, bfloat %400, i64 1
  store <2 x bfloat> %395, ptr %167, align 4, !tbaa !12
  store <2 x bfloat> %401, ptr %168, align 4, !tbaa !12
  %402 = extractelement <128 x float> %258, i64 36
  %403 = fptrunc float %402 to bfloat
  %404 = insertelement <2 x bfloat> poison, bfloat %403, i64 0
  %405 = extractelement <128 x float> %258, i64 37
  %406 = fptrunc float %405 to bfloat
  %407 = insertelement <2 x bfloat> %404, bfloat %406, i64 1
  %408 = extractelement <128 x float> %258, i64 38
  %409 = fptrunc float %408 to bfloat
  %410 = insertelement <2 x bfloat> poison, bfloat %409, i64 0
  %411 = extractelement <128 x float> %258, i64 39
  %412 = fptrunc float %411 to bfloat
  %413 = insertelement <2 x bfloat> %410, bfloat %412, i64 1
  store <2 x bfloat> %407, ptr %169, align 4, !tbaa !12
  store <2 x bfloat> %413, ptr %170, align 4, !tbaa !12
  %414 = extractelement <128 x float> %258, i64 40
  %415 = fptrunc float %414 to bfloat
  %416 = insertelement <2 x bfloat> poison, bfloat %415, i64 0
  %417 = extractelement <128 x float> %258, i64 41
  %418 = fptrunc float %417 to bfloat
  %419 = insertelement <2 x bfloat> %416, bfloat %418, i64 1
  %420 = extractelement <128 x float> %258, i64 42
  %421 = fptrunc float %420 to bfloat
  %422 = insertelement <2 x bfloat> poison, bfloat %421, i64 0
  %423 = extractelement <128 x float> %258, i64 43
  %424 = fptrunc float %423 to bfloat
  %425 = insertelement <2 x bfloat> %422, bfloat %424, i64 1
  store <2 x bfloat> %419, ptr %171, align 4, !tbaa !12
  store <2 x bfloat> %425, ptr %172, align 4, !tbaa !12
  %426 = extractelement <128 x float> %258, i64 44
  %427 = fptrunc float %426 to bfloat
  %428 = insertelement <2 x bfloat> poison, bfloat %427, i64 0
  %429 = extractelement <128 x float> %258, i64 45
  %430 = fptrunc float %429 to bfloat
  %431 = insertelement <2 x bfloat> %428, bfloat %430, i64 1
  %432 = extractelement <128 x float> %258, i64 46
  %433 = fptrunc float %432 to bfloat
  %434 = insertelement <2 x bfloat> poison, bfloat %433, i64 0
  %435 = extractelement <128 x float> %258, i64 47
  %436 = fptrunc float %435 to bfloat
  %437 = insertelement <2 x bfloat> %434, bfloat %436, i64 1
  store <2 x bfloat> %431, ptr %173, align 4, !tbaa !12
  store <2 x bfloat> %437, ptr %174, align 4, !tbaa !12
  %438 = extractelement <128 x float> %258, i64 48
  %439 = fptrunc float %438 to bfloat
  %440 = insertelement <2 x bfloat> poison, bfloat %439, i64 0
  %441 = extractelement <128 x float> %258, i64 49
  %442 = fptrunc float %441 to bfloat
  %443 = insertelement <2 x bfloat> %440, bfloat %442, i64 1
  %444 = extractelement <128 x float> %258, i64 50
  %445 = fptrunc float %444 to bfloat
  %446 = insertelement <2 x bfloat> poison, bfloat %445, i64 0
  %447 = extractelement <128 x float> %258, i64 51
  %448 = fptrunc float %447 to bfloat
  %449 = insertelement <2 x bfloat> %446, bfloat %448, i64 1
  store <2 x bfloat> %443, ptr %175, align 4, !tbaa !12
  store <2 x bfloat> %449, ptr %176, align 4, !tbaa !12
  %450 = extractelement <128 x float> %258, i64 52
  %451 = fptrunc float %450 to bfloat
  %452 = insertelement <2 x bfloat> poison, bfloat %451, i64 0
  %453 = extractelement <128 x float> %258, i64 53
  %454 = fptrunc float %453 to bfloat
  %455 = insertelement <2 x bfloat> %452, bfloat %454, i64 1
  %456 = extractelement <128 x float> %258, i64 54
  %457 = fptrunc float %456 to bfloat
  %458 = insertelement <2 x bfloat> poison, bfloat %457, i64 0
  %459 = extractelement <128 x float> %258, i64 55
  %460 = fptrunc float %459 to bfloat
  %461 = insertelement <2 x bfloat> %458, bfloat %460, i64 1
  store <2 x bfloat> %455, ptr %177, align 4, !tbaa !12
  store <2 x bfloat> %461, ptr %178, align 4, !tbaa !12
  %462 = extractelement <128 x float> %258, i64 56
  %463 = fptrunc float %462 to bfloat
  %464 = insertelement <2 x bfloat> poison, bfloat %463, i64 0
  %465 = extractelement <128 x float> %258, i64 57
  %466 = fptrunc float %465 to bfloat
  %467 = insertelement <2 x bfloat> %464, bfloat %466, i64 1
  %468 = extractelement <128 x float> %258, i64 58
  %469 = fptrunc float %468 to bfloat
  %470 = insertelement <2 x bfloat> poison, bfloat %469, i64 0
  %471 = extractelement <128 x float> %258, i64 59
  %472 = fptrunc float %471 to bfloat
  %473 = insertelement <2 x bfloat> %470, bfloat %472, i64 1
  store <2 x bfloat> %467, ptr %179, align 4, !tbaa !12
  store <2 x bfloat> %473, ptr %180, align 4, !tbaa !12
  %474 = extractelement <128 x float> %258, i64 60
  %475 = fptrunc float %474 to bfloat
  %476 = insertelement <2 x bfloat> poison, bfloat %475, i64 0
  %477 = extractelement <128 x float> %258, i64 61
  %478 = fptrunc float %477 to bfloat
  %479 = insertelement <2 x bfloat> %476, bfloat %478, i64 1
  %480 = extractelement <128 x float> %258, i64 62
  %481 = fptrunc float %480 to bfloat
  %482 = insertelement <2 x bfloat> poison, bfloat %481, i64 0
  %483 = extractelement <128 x float> %258, i64 63
  %484 = fptrunc float %483 to bfloat
  %485 = insertelement <2 x bfloat> %482, bfloat %484, i64 1
  store <2 x bfloat> %479, ptr %181, align 4, !tbaa !12
  store <2 x bfloat> %485, ptr %182, align 4, !tbaa !12
  %486 = extractelement <128 x float> %258, i64 64
  %487 = fptrunc float %486 to bfloat
  %488 = insertelement <2 x bfloat> poison, bfloat %487, i64 0
  %489 = extractelement <128 x float> %258, i64 65
  %490 = fptrunc float %489 to bfloat
  %491 = insertelement <2 x bfloat> %488, bfloat %490, i64 1
  %492 = extractelement <128 x float> %258, i64 66
  %493 = fptrunc float %492 to bfloat
  %494 = insertelement <2 x bfloat> poison, bfloat %493, i64 0
  %495 = extractelement <128 x float> %258, i64 67
  %496 = fptrunc float %495 to bfloat
  %497 = insertelement <2 x bfloat> %494, bfloat %496, i64 1
  store <2 x bfloat> %491, ptr %183, align 4, !tbaa !12
  store <2 x bfloat> %497, ptr %184, align 4, !tbaa !12
  %498 = extractelement <128 x float> %258, i64 68
  %499 = fptrunc float %498 to bfloat
  %500 = insertelement <2 x bfloat> poison, bfloat %499, i64 0
  %501 = extractelement <128 x float> %258, i64 69
  %502 = fptrunc float %501 to bfloat
  %503 = insertelement <2 x bfloat> %500, bfloat %502, i64 1
  %504 = extractelement <128 x float> %258, i64 70
  %505 = fptrunc float %504 to bfloat
  %506 = insertelement <2 x bfloat> poison, bfloat %505, i64 0
  %507 = extractelement <128 x float> %258, i64 71
  %508 = fptrunc float %507 to bfloat
  %509 = insertelement <2 x bfloat> %506, bfloat %508, i64 1
  store <2 x bfloat> %503, ptr %185, align 4, !tbaa !12
  store <2 x bfloat> %509, ptr %186, align 4, !tbaa !12
  %510 = extractelement <128 x float> %258, i64 72
  %511 = fptrunc float %510 to bfloat
  %512 = insertelement <2 x bfloat> poison, bfloat %511, i64 0
  %513 = extractelement <128 x float> %258, i64 73
  %514 = fptrunc float %513 to bfloat
  %515 = insertelement <2 x bfloat> %512, bfloat %514, i64 1
  %516 = extractelement <128 x float> %258, i64 74
  %517 = fptrunc float %516 to bfloat
  %518 = insertelement <2 x bfloat> poison, bfloat %517, i64 0
  %519 = extractelement <128 x float> %258, i64 75
  %520 = fptrunc float %519 to bfloat
  %521 = insertelement <2 x bfloat> %518, bfloat %520, i64 1
  store <2 x bfloat> %515, ptr %187, align 4, !tbaa !12
  store <2 x bfloat> %521, ptr %188, align 4, !tbaa !12
  %522 = extractelement <128 x float> %258, i64 76
  %523 = fptrunc float %522 to bfloat
  %524 = insertelement <2 x bfloat> poison, bfloat %523, i64 0
  %525 = extractelement <128 x float> %258, i64 77
  %526 = fptrunc float %525 to bfloat
  %527 = insertelement <2 x bfloat> %524, bfloat %526, i64 1
  %528 = extractelement <128 x float> %258, i64 78
  %529 = fptrunc float %528 to bfloat
  %530 = insertelement <2 x bfloat> poison, bfloat %529, i64 0
  %531 = extractelement <128 x float> %258, i64 79
  %532 = fptrunc float %531 to bfloat
  %533 = insertelement <2 x bfloat> %530, bfloat %532, i64 1
  store <2 x bfloat> %527, ptr %189, align 4, !tbaa !12
  store <2 x bfloat> %533, ptr %190, align 4, !tbaa !12
  %534 = extractelement <128 x float> %258, i64 80
  %535 = fptrunc float %534 to bfloat
  %536 = insertelement <2 x bfloat> poison, bfloat %535, i64 0
  %537 = extractelement <128 x float> %258, i64 81
  %538 = fptrunc float %537 to bfloat
  %539 = insertelement <2 x bfloat> %536, bfloat %538, i64 1
  %540 = extractelement <128 x float> %258, i64 82
  %541 = fptrunc float %540 to bfloat
  %542 = insertelement <2 x bfloat> poison, bfloat %541, i64 0
  %543 = extractelement <128 x float> %258, i64 83
  %544 = fptrunc float %543 to bfloat
  %545 = insertelement <2 x bfloat> %542, bfloat %544, i64 1
  store <2 x bfloat> %539, ptr %191, align 4, !tbaa !12
  store <2 x bfloat> %545, ptr %192, align 4, !tbaa !12
  %546 = extractelement <128 x float> %258, i64 84
  %547 = fptrunc float %546 to bfloat
  %548 = insertelement <2 x bfloat> poison, bfloat %547, i64 0
  %549 = extractelement <128 x float> %258, i64 85
  %550 = fptrunc float %549 to bfloat
  %551 = insertelement <2 x bfloat> %548, bfloat %550, i64 1
  %552 = extractelement <128 x float> %258, i64 86
  %553 = fptrunc float %552 to bfloat
  %554 = insertelement <2 x bfloat> poison, bfloat %553, i64 0
  %555 = extractelement <128 x float> %258, i64 87
  %556 = fptrunc float %555 to bfloat
  %557 = insertelement <2 x bfloat> %554, bfloat %556, i64 1
  store <2 x bfloat> %551, ptr %193, align 4, !tbaa !12
  store <2 x bfloat> %557, ptr %194, align 4, !tbaa !12
  %558 = extractelement <128 x float> %258, i64 88
  %559 = fptrunc float %558 to bfloat
  %560 = insertelement <2 x bfloat> poison, bfloat %559, i64 0
  %561 = extractelement <128 x float> %258, i64 89
  %562 = fptrunc float %561 to bfloat
  %563 = insertelement <2 x bfloat> %560, bfloat %562, i64 1
  %564 = extractelement <128 x float> %258, i64 90
  %565 = fptrunc float %564 to bfloat
  %566 = insertelement <2 x bfloat> poison, bfloat %565, i64 0
  %567 = extractelement <128 x float> %258, i64 91
  %568 = fptrunc float %567 to bfloat
  %569 = insertelement <2 x bfloat> %566, bfloat %568, i64 1
  store <2 x bfloat> %563, ptr %195, align 4, !tbaa !12
  store <2 x bfloat> %569, ptr %196, align 4, !tbaa !12
  %570 = extractelement <128 x float> %258, i64 92
  %571 = fptrunc float %570 to bfloat
  %572 = insertelement <2 x bfloat> poison, bfloat %571, i64 0
  %573 = extractelement <128 x float> %258, i64 93
  %574 = fptrunc float %573 to bfloat
  %575 = insertelement <2 x bfloat> %572, bfloat %574, i64 1
  %576 = extractelement <128 x float> %258, i64 94
  %577 = fptrunc float %576 to bfloat
  %578 = insertelement <2 x bfloat> poison, bfloat %577, i64 0
  %579 = extractelement <128 x float> %258, i64 95
  %580 = fptrunc float %579 to bfloat
  %581 = insertelement <2 x bfloat> %578, bfloat %580, i64 1
  store <2 x bfloat> %575, ptr %197, align 4, !tbaa !12
  store <2 x bfloat> %581, ptr %198, align 4, !tbaa !12
  %582 = extractelement <128 x float> %258, i64 96
  %583 = fptrunc float %582 to bfloat
  %584 = insertelement <2 x bfloat> poison, bfloat %583, i64 0
  %585 = extractelement <128 x float> %258, i64 97
  %586 = fptrunc float %585 to bfloat
  %587 = insertelement <2 x bfloat> %584, bfloat %586, i64 1
  %588 = extractelement <128 x float> %258, i64 98
  %589 = fptrunc float %588 to bfloat
  %590 = insertelement <2 x bfloat> poison, bfloat %589, i64 0
  %591 = extractelement <128 x float> %258, i64 99
  %592 = fptrunc float %591 to bfloat
  %593 = insertelement <2 x bfloat> %590, bfloat %592, i64 1
  store <2 x bfloat> %587, ptr %199, align 4, !tbaa !12
  store <2 x bfloat> %593, ptr %200, align 4, !tbaa !12
  %594 = extractelement <128 x float> %258, i64 100
  %595 = fptrunc float %594 to bfloat
  %596 = insertelement <2 x bfloat> poison, bfloat %595, i64 0
  %597 = extractelement <128 x float> %258, i64 101
  %598 = fptrunc float %597 to bfloat
  %599 = insertelement <2 x bfloat> %596, bfloat %598, i64 1
  %600 = extractelement <128 x float> %258, i64 102
  %601 = fptrunc float %600 to bfloat
  %602 = insertelement <2 x bfloat> poison, bfloat %601, i64 0
  %603 = extractelement <128 x float> %258, i64 103
  %604 = fptrunc float %603 to bfloat
  %605 = insertelement <2 x bfloat> %602, bfloat %604, i64 1
  store <2 x bfloat> %599, ptr %201, align 4, !tbaa !12
  store <2 x bfloat> %605, ptr %202, align 4, !tbaa !12
  %606 = extractelement <128 x float> %258, i64 104
  %607 = fptrunc float %606 to bfloat
  %608 = insertelement <2 x bfloat> poison, bfloat %607, i64 0
  %609 = extractelement <128 x float> %258, i64 105
  %610 = fptrunc float %609 to bfloat
  %611 = insertelement <2 x bfloat> %608, bfloat %610, i64 1
  %612 = extractelement <128 x float> %258, i64 106
  %613 = fptrunc float %612 to bfloat
  %614 = insertelement <2 x bfloat> poison, bfloat %613, i64 0
  %615 = extractelement <128 x float> %258, i64 107
  %616 = fptrunc float %615 to bfloat
  %617 = insertelement <2 x bfloat> %614, bfloat %616, i64 1
  store <2 x bfloat> %611, ptr %203, align 4, !tbaa !12
  store <2 x bfloat> %617, ptr %204, align 4, !tbaa !12
  %618 = extractelement <128 x float> %258, i64 108
  %619 = fptrunc float %618 to bfloat
  %620 = insertelement <2 x bfloat> poison, bfloat %619, i64 0
  %621 = extractelement <128 x float> %258, i64 109
  %622 = fptrunc float %621 to bfloat
  %623 = insertelement <2 x bfloat> %620, bfloat %622, i64 1
  %624 = extractelement <128 x float> %258, i64 110
  %625 = fptrunc float %624 to bfloat
  %626 = insertelement <2 x bfloat> poison, bfloat %625, i64 0
  %627 = extractelement <128 x float> %258, i64 111
  %628 = fptrunc float %627 to bfloat
  %629 = insertelement <2 x bfloat> %626, bfloat %628, i64 1
  store <2 x bfloat> %623, ptr %205, align 4, !tbaa !12
  store <2 x bfloat> %629, ptr %206, align 4, !tbaa !12
  %630 = extractelement <128 x float> %258, i64 112
  %631 = fptrunc float %630 to bfloat
  %632 = insertelement <2 x bfloat> poison, bfloat %631, i64 0
  %633 = extractelement <128 x float> %258, i64 113
  %634 = fptrunc float %633 to bfloat
  %635 = insertelement <2 x bfloat> %632, bfloat %634, i64 1
  %636 = extractelement <128 x float> %258, i64 114
  %637 = fptrunc float %636 to bfloat
  %638 = insertelement <2 x bfloat> poison, bfloat %637, i64 0
  %639 = extractelement <128 x float> %258, i64 115
  %640 = fptrunc float %639 to bfloat
  %641 = insertelement <2 x bfloat> %638, bfloat %640, i64 1
  store <2 x bfloat> %635, ptr %207, align 4, !tbaa !12
  store <2 x bfloat> %641, ptr %208, align 4, !tbaa !12
  %642 = extractelement <128 x float> %258, i64 116
  %643 = fptrunc float %642 to bfloat
  %644 = insertelement <2 x bfloat> poison, bfloat %643, i64 0
  %645 = extractelement <128 x float> %258, i64 117
  %646 = fptrunc float %645 to bfloat
  %647 = insertelement <2 x bfloat> %644, bfloat %646, i64 1
  %648 = extractelement <128 x float> %258, i64 118
  %649 = fptrunc float %648 to bfloat
  %650 = insertelement <2 x bfloat> poison, bfloat %649, i64 0
  %651 = extractelement <128 x float> %258, i64 119
  %652 = fptrunc float %651 to bfloat
  %653 = insertelement <2 x bfloat> %650, bfloat %652, i64 1
  store <2 x bfloat> %647, ptr %209, align 4, !tbaa !12
  store <2 x bfloat> %653, ptr %210, align 4, !tbaa !12
  %654 = extractelement <128 x float> %258, i64 120
  %655 = fptrunc float %654 to bfloat
  %656 = insertelement <2 x bfloat> poison, bfloat %655, i64 0
  %657 = extractelement <128 x float> %258, i64 121
  %658 = fptrunc float %657 to bfloat
  %659 = insertelement <2 x bfloat> %656, bfloat %658, i64 1
  %660 = extractelement <128 x float> %258, i64 122
  %661 = fptrunc float %660 to bfloat
  %662 = insertelement <2 x bfloat> poison, bfloat %661, i64 0
  %663 = extractelement <128 x float> %258, i64 123
  %664 = fptrunc float %663 to bfloat
  %665 = insertelement <2 x bfloat> %662, bfloat %664, i64 1
  store <2 x bfloat> %659, ptr %211, align 4, !tbaa !12
  store <2 x bfloat> %665, ptr %212, align 4, !tbaa !12
  %666 = extractelement <128 x float> %258, i64 124
  %667 = fptrunc float %666 to bfloat
  %668 = insertelement <2 x bfloat> poison, bfloat %667, i64 0
  %669 = extractelement <128 x float> %258, i64 125
  %670 = fptrunc float %669 to bfloat
  %671 = insertelement <2 x bfloat> %668, bfloat %670, i64 1
  %672 = extractelement <128 x float> %258, i64 126
  %673 = fptrunc float %672 to bfloat
  %674 = insertelement <2 x bfloat> poison, bfloat %673, i64 0
  %675 = extractelement <128 x float> %258, i64 127
  %676 = fptrunc float %675 to bfloat
  %677 = insertelement <2 x bfloat> %674, bfloat %676, i64 1
  store <2 x bfloat> %671, ptr %213, align 4, !tbaa !12
  store <2 x bfloat> %677, ptr %214, align 4, !tbaa !12
  br label %678

678:                                              ; preds = %293, %264, %261
  %679 = phi i32 [ %225, %261 ], [ %225, %264 ], [ %222, %293 ]
  %680 = add i32 %225, 1
  %681 = icmp eq i32 %680, 4
  %682 = select i1 %681, i32 0, i32 %680
  %683 = zext i1 %681 to i32
  %684 = xor i32 %224, %683
  %685 = icmp eq i32 %259, %24
  br i1 %685, label %215, label %220, !llvm.loop !15

686:                                              ; preds = %215, %68, %104, %35
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
