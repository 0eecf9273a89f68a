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
  %17 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = lshr i32 %3, 7
  %19 = lshr i32 %4, 8
  %20 = mul i32 %19, %18
  %21 = lshr i32 %5, 6
  %22 = icmp eq i32 %13, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %11, i32 noundef 1) #6
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %12, i32 noundef 8) #6
  %24 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196616
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %24, i32 noundef 1) #6
  %25 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196648
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %25, i32 noundef 8) #6
  %26 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196624
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %26, i32 noundef 1) #6
  %27 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196656
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %27, i32 noundef 8) #6
  %28 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196632
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %28, i32 noundef 1) #6
  %29 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 196664
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %29, i32 noundef 8) #6
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #6
  br label %30

30:                                               ; preds = %23, %6
  tail call void @llvm.nvvm.barrier0()
  %31 = icmp ult i32 %13, 128
  br i1 %31, label %32, label %94

32:                                               ; preds = %30
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 noundef 40) #6
  %33 = icmp eq i32 %15, 0
  %34 = icmp ult i32 %16, %20
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %659

36:                                               ; preds = %32
  %37 = shl nuw nsw i32 %19, 3
  %38 = icmp ult i32 %5, 64
  %39 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 65536
  br label %40

40:                                               ; preds = %36, %58
  %41 = phi i32 [ 0, %36 ], [ %60, %58 ]
  %42 = phi i32 [ 0, %36 ], [ %59, %58 ]
  %43 = phi i32 [ %16, %36 ], [ %61, %58 ]
  %44 = udiv i32 %43, %37
  %45 = shl i32 %44, 3
  %46 = sub i32 %18, %45
  %47 = tail call i32 @llvm.umin.i32(i32 %46, i32 8)
  %48 = mul i32 %44, %37
  %49 = sub i32 %43, %48
  %50 = freeze i32 %49
  %51 = freeze i32 %47
  %52 = udiv i32 %50, %51
  %53 = mul i32 %52, %51
  %54 = sub i32 %50, %53
  %55 = add nuw i32 %45, %54
  %56 = shl i32 %55, 7
  %57 = shl i32 %52, 8
  br i1 %38, label %58, label %63

58:                                               ; preds = %72, %40
  %59 = phi i32 [ %42, %40 ], [ %90, %72 ]
  %60 = phi i32 [ %41, %40 ], [ %91, %72 ]
  %61 = add i32 %43, %17
  %62 = icmp ult i32 %61, %20
  br i1 %62, label %40, label %659, !llvm.loop !7

63:                                               ; preds = %40, %72
  %64 = phi i32 [ %91, %72 ], [ %41, %40 ]
  %65 = phi i32 [ %90, %72 ], [ %42, %40 ]
  %66 = phi i32 [ %92, %72 ], [ 0, %40 ]
  %67 = zext i32 %64 to i64
  %68 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %67
  %69 = xor i32 %65, 1
  br label %70

70:                                               ; preds = %70, %63
  %71 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %68, i32 noundef %69) #6
  br i1 %71, label %72, label %70, !llvm.loop !9

72:                                               ; preds = %70
  %73 = getelementptr inbounds i64, ptr addrspace(3) %11, i64 %67
  %74 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %73, i32 noundef 49152) #6
  %75 = shl i32 %64, 14
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr addrspace(3) %10, i64 %76
  %78 = shl i32 %64, 15
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr addrspace(3) %39, i64 %79
  %81 = shl nuw i32 %66, 6
  %82 = ptrtoint ptr addrspace(3) %77 to i64
  %83 = and i64 %82, 4294967295
  %84 = inttoptr i64 %83 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %84, ptr addrspace(3) noundef %73, ptr noundef %0, i32 noundef %81, i32 noundef %56, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  %85 = ptrtoint ptr addrspace(3) %80 to i64
  %86 = and i64 %85, 4294967295
  %87 = inttoptr i64 %86 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %87, ptr addrspace(3) noundef %73, ptr noundef %1, i32 noundef %81, i32 noundef %57, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #6
  %88 = add i32 %64, 1
  %89 = icmp eq i32 %88, 4
  %90 = select i1 %89, i32 %69, i32 %65
  %91 = select i1 %89, i32 0, i32 %88
  %92 = add nuw nsw i32 %66, 1
  %93 = icmp eq i32 %92, %21
  br i1 %93, label %58, label %63, !llvm.loop !10

94:                                               ; preds = %30
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 noundef 232) #6
  %95 = add nsw i32 %14, -1
  %96 = shl nsw i32 %95, 13
  %97 = add i32 %96, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023)
  %98 = icmp ult i32 %16, %20
  br i1 %98, label %99, label %659

99:                                               ; preds = %94
  %100 = and i32 %13, 31
  %101 = shl nuw nsw i32 %19, 3
  %102 = icmp ult i32 %5, 64
  %103 = icmp eq i32 %100, 0
  %104 = shl nuw nsw i32 %95, 6
  %105 = lshr i32 %13, 1
  %106 = and i32 %105, 48
  %107 = lshr i32 %100, 2
  %108 = shl nuw nsw i32 %13, 1
  %109 = and i32 %108, 6
  %110 = zext i32 %4 to i64
  %111 = shl nuw nsw i64 %110, 4
  br label %112

112:                                              ; preds = %99, %203
  %113 = phi i32 [ %16, %99 ], [ %206, %203 ]
  %114 = phi i32 [ 0, %99 ], [ %205, %203 ]
  %115 = phi i32 [ 0, %99 ], [ %204, %203 ]
  br i1 %102, label %203, label %116

116:                                              ; preds = %112
  %117 = udiv i32 %113, %101
  %118 = mul i32 %117, %101
  %119 = sub i32 %113, %118
  %120 = shl i32 %117, 3
  %121 = sub i32 %18, %120
  %122 = tail call i32 @llvm.umin.i32(i32 %121, i32 8)
  %123 = freeze i32 %119
  %124 = freeze i32 %122
  %125 = udiv i32 %123, %124
  %126 = mul i32 %125, %124
  %127 = sub i32 %123, %126
  %128 = add nuw i32 %120, %127
  %129 = shl i32 %128, 7
  %130 = add i32 %129, %104
  %131 = or disjoint i32 %130, %106
  %132 = or disjoint i32 %131, %107
  %133 = shl i32 %125, 8
  %134 = or disjoint i32 %133, %109
  %135 = zext i32 %132 to i64
  %136 = mul nuw i64 %135, %110
  %137 = getelementptr inbounds bfloat, ptr %2, i64 %136
  %138 = zext i32 %134 to i64
  %139 = getelementptr inbounds bfloat, ptr %137, i64 %138
  %140 = getelementptr inbounds i8, ptr %139, i64 %111
  %141 = getelementptr inbounds i8, ptr %139, i64 16
  %142 = getelementptr inbounds i8, ptr %140, i64 16
  %143 = getelementptr inbounds i8, ptr %139, i64 32
  %144 = getelementptr inbounds i8, ptr %140, i64 32
  %145 = getelementptr inbounds i8, ptr %139, i64 48
  %146 = getelementptr inbounds i8, ptr %140, i64 48
  %147 = getelementptr inbounds i8, ptr %139, i64 64
  %148 = getelementptr inbounds i8, ptr %140, i64 64
  %149 = getelementptr inbounds i8, ptr %139, i64 80
  %150 = getelementptr inbounds i8, ptr %140, i64 80
  %151 = getelementptr inbounds i8, ptr %139, i64 96
  %152 = getelementptr inbounds i8, ptr %140, i64 96
  %153 = getelementptr inbounds i8, ptr %139, i64 112
  %154 = getelementptr inbounds i8, ptr %140, i64 112
  %155 = getelementptr inbounds i8, ptr %139, i64 128
  %156 = getelementptr inbounds i8, ptr %140, i64 128
  %157 = getelementptr inbounds i8, ptr %139, i64 144
  %158 = getelementptr inbounds i8, ptr %140, i64 144
  %159 = getelementptr inbounds i8, ptr %139, i64 160
  %160 = getelementptr inbounds i8, ptr %140, i64 160
  %161 = getelementptr inbounds i8, ptr %139, i64 176
  %162 = getelementptr inbounds i8, ptr %140, i64 176
  %163 = getelementptr inbounds i8, ptr %139, i64 192
  %164 = getelementptr inbounds i8, ptr %140, i64 192
  %165 = getelementptr inbounds i8, ptr %139, i64 208
  %166 = getelementptr inbounds i8, ptr %140, i64 208
  %167 = getelementptr inbounds i8, ptr %139, i64 224
  %168 = getelementptr inbounds i8, ptr %140, i64 224
  %169 = getelementptr inbounds i8, ptr %139, i64 240
  %170 = getelementptr inbounds i8, ptr %140, i64 240
  %171 = getelementptr inbounds i8, ptr %139, i64 256
  %172 = getelementptr inbounds i8, ptr %140, i64 256
  %173 = getelementptr inbounds i8, ptr %139, i64 272
  %174 = getelementptr inbounds i8, ptr %140, i64 272
  %175 = getelementptr inbounds i8, ptr %139, i64 288
  %176 = getelementptr inbounds i8, ptr %140, i64 288
  %177 = getelementptr inbounds i8, ptr %139, i64 304
  %178 = getelementptr inbounds i8, ptr %140, i64 304
  %179 = getelementptr inbounds i8, ptr %139, i64 320
  %180 = getelementptr inbounds i8, ptr %140, i64 320
  %181 = getelementptr inbounds i8, ptr %139, i64 336
  %182 = getelementptr inbounds i8, ptr %140, i64 336
  %183 = getelementptr inbounds i8, ptr %139, i64 352
  %184 = getelementptr inbounds i8, ptr %140, i64 352
  %185 = getelementptr inbounds i8, ptr %139, i64 368
  %186 = getelementptr inbounds i8, ptr %140, i64 368
  %187 = getelementptr inbounds i8, ptr %139, i64 384
  %188 = getelementptr inbounds i8, ptr %140, i64 384
  %189 = getelementptr inbounds i8, ptr %139, i64 400
  %190 = getelementptr inbounds i8, ptr %140, i64 400
  %191 = getelementptr inbounds i8, ptr %139, i64 416
  %192 = getelementptr inbounds i8, ptr %140, i64 416
  %193 = getelementptr inbounds i8, ptr %139, i64 432
  %194 = getelementptr inbounds i8, ptr %140, i64 432
  %195 = getelementptr inbounds i8, ptr %139, i64 448
  %196 = getelementptr inbounds i8, ptr %140, i64 448
  %197 = getelementptr inbounds i8, ptr %139, i64 464
  %198 = getelementptr inbounds i8, ptr %140, i64 464
  %199 = getelementptr inbounds i8, ptr %139, i64 480
  %200 = getelementptr inbounds i8, ptr %140, i64 480
  %201 = getelementptr inbounds i8, ptr %139, i64 496
  %202 = getelementptr inbounds i8, ptr %140, i64 496
  br label %208

203:                                              ; preds = %651, %112
  %204 = phi i32 [ %115, %112 ], [ %655, %651 ]
  %205 = phi i32 [ %114, %112 ], [ %657, %651 ]
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  %206 = add i32 %113, %17
  %207 = icmp ult i32 %206, %20
  br i1 %207, label %112, label %659, !llvm.loop !11

208:                                              ; preds = %116, %651
  %209 = phi i32 [ 0, %116 ], [ %247, %651 ]
  %210 = phi i32 [ 0, %116 ], [ %652, %651 ]
  %211 = phi <128 x float> [ zeroinitializer, %116 ], [ %246, %651 ]
  %212 = phi i32 [ %114, %116 ], [ %657, %651 ]
  %213 = phi i32 [ %115, %116 ], [ %655, %651 ]
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds i64, ptr addrspace(3) %11, i64 %214
  br label %216

216:                                              ; preds = %216, %208
  %217 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %215, i32 noundef %212) #6
  br i1 %217, label %218, label %216, !llvm.loop !9

218:                                              ; preds = %216
  %219 = shl i32 %213, 14
  %220 = add i32 %97, %219
  %221 = lshr i32 %220, 4
  %222 = and i32 %221, 16320
  %223 = shl i32 %213, 15
  %224 = add i32 %223, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 66559)
  %225 = lshr i32 %224, 4
  %226 = and i32 %225, 16320
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #6
  %227 = zext nneg i32 %222 to i64
  %228 = or disjoint i64 %227, 4611686293305360384
  %229 = zext nneg i32 %226 to i64
  %230 = or disjoint i64 %229, 4611686293305360384
  %231 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %211, i64 noundef %228, i64 noundef %230, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %232 = zext nneg i32 %222 to i64
  %233 = or disjoint i64 %232, 4611686293305360386
  %234 = zext nneg i32 %226 to i64
  %235 = or disjoint i64 %234, 4611686293305360386
  %236 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %231, i64 noundef %233, i64 noundef %235, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %237 = zext nneg i32 %222 to i64
  %238 = or disjoint i64 %237, 4611686293305360388
  %239 = zext nneg i32 %226 to i64
  %240 = or disjoint i64 %239, 4611686293305360388
  %241 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %236, i64 noundef %238, i64 noundef %240, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  %242 = zext nneg i32 %222 to i64
  %243 = or disjoint i64 %242, 4611686293305360390
  %244 = zext nneg i32 %226 to i64
  %245 = or disjoint i64 %244, 4611686293305360390
  %246 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %241, i64 noundef %243, i64 noundef %245, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #6
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6
  %247 = add nuw nsw i32 %209, 1
  %248 = icmp ult i32 %247, %21
  br i1 %248, label %249, label %256

249:                                              ; preds = %218
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 1) #6
  %250 = icmp ne i32 %209, 0
  %251 = and i1 %103, %250
  br i1 %251, label %252, label %651

252:                                              ; preds = %249
  %253 = zext i32 %210 to i64
  %254 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %253
  %255 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %254) #6
  br label %651

256:                                              ; preds = %218
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #6
  br i1 %103, label %257, label %266

257:                                              ; preds = %256
  %258 = icmp eq i32 %209, 0
  br i1 %258, label %263, label %259

259:                                              ; preds = %257
  %260 = zext i32 %210 to i64
  %261 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %260
  %262 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %261) #6
  br label %263

263:                                              ; preds = %259, %257
  %264 = getelementptr inbounds i64, ptr addrspace(3) %12, i64 %214
  %265 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %264) #6
  br label %266

266:                                              ; preds = %263, %256
  %267 = extractelement <128 x float> %246, i64 0
  %268 = fptrunc float %267 to bfloat
  %269 = insertelement <2 x bfloat> poison, bfloat %268, i64 0
  %270 = extractelement <128 x float> %246, i64 1
  %271 = fptrunc float %270 to bfloat
  %272 = insertelement <2 x bfloat> %269, bfloat %271, i64 1
  %273 = extractelement <128 x float> %246, i64 2
  %274 = fptrunc float %273 to bfloat
  %275 = insertelement <2 x bfloat> poison, bfloat %274, i64 0
  %276 = extractelement <128 x float> %246, i64 3
  %277 = fptrunc float %276 to bfloat
  %278 = insertelement <2 x bfloat> %275, bfloat %277, i64 1
  store <2 x bfloat> %272, ptr %139, align 4, !tbaa !12
  store <2 x bfloat> %278, ptr %140, align 4, !tbaa !12
  %279 = extractelement <128 x float> %246, i64 4
  %280 = fptrunc float %279 to bfloat
  %281 = insertelement <2 x bfloat> poison, bfloat %280, i64 0
  %282 = extractelement <128 x float> %246, i64 5
  %283 = fptrunc float %282 to bfloat
  %284 = insertelement <2 x bfloat> %281, bfloat %283, i64 1
  %285 = extractelement <128 x float> %246, i64 6
  %286 = fptrunc float %285 to bfloat
  %287 = insertelement <2 x bfloat> poison, bfloat %286, i64 0
  %288 = extractelement <128 x float> %246, i64 7
  %289 = fptrunc float %288 to bfloat
  %290 = insertelement <2 x bfloat> %287, bfloat %289, i64 1
  store <2 x bfloat> %284, ptr %141, align 4, !tbaa !12
  store <2 x bfloat> %290, ptr %142, align 4, !tbaa !12
  %291 = extractelement <128 x float> %246, i64 8
  %292 = fptrunc float %291 to bfloat
  %293 = insertelement <2 x bfloat> poison, bfloat %292, i64 0
  %294 = extractelement <128 x float> %246, i64 9
  %295 = fptrunc float %294 to bfloat
  %296 = insertelement <2 x bfloat> %293, bfloat %295, i64 1
  %297 = extractelement <128 x float> %246, i64 10
  %298 = fptrunc float %297 to bfloat
  %299 = insertelement <2 x bfloat> poison, bfloat %298, i64 0
  %300 = extractelement <128 x float> %246, i64 11
  %301 = fptrunc float %300 to bfloat
  %302 = insertelement <2 x bfloat> %299, bfloat %301, i64 1
  store <2 x bfloat> %296, ptr %143, align 4, !tbaa !12
  store <2 x bfloat> %302, ptr %144, align 4, !tbaa !12
  %303 = extractelement <128 x float> %246, i64 12
  %304 = fptrunc float %303 to bfloat
  %305 = insertelement <2 x bfloat> poison, bfloat %304, i64 0
  %306 = extractelement <128 x float> %246, i64 13
  %307 = fptrunc float %306 to bfloat
  %308 = insertelement <2 x bfloat> %305, bfloat %307, i64 1
  %309 = extractelement <128 x float> %246, i64 14
  %310 = fptrunc float %309 to bfloat
  %311 = insertelement <2 x bfloat> poison, bfloat %310, i64 0
  %312 = extractelement <128 x float> %246, i64 15
  %313 = fptrunc float %312 to bfloat
  %314 = insertelement <2 x bfloat> %311, bfloat %313, i64 1
  store <2 x bfloat> %308, ptr %145, align 4, !tbaa !12
  store <2 x bfloat> %314, ptr %146, align 4, !tbaa !12
  %315 = extractelement <128 x float> %246, i64 16
  %316 = fptrunc float %315 to bfloat
  %317 = insertelement <2 x bfloat> poison, bfloat %316, i64 0
  %318 = extractelement <128 x float> %246, i64 17
  %319 = fptrunc float %318 to bfloat
  %320 = insertelement <2 x bfloat> %317, bfloat %319, i64 1
  %321 = extractelement <128 x float> %246, i64 18
  %322 = fptrunc float %321 to bfloat
  %323 = insertelement <2 x bfloat> poison, bfloat %322, i64 0
  %324 = extractelement <128 x float> %246, i64 19
  %325 = fptrunc float %324 to bfloat
  %326 = insertelement <2 x bfloat> %323, bfloat %325, i64 1
  store <2 x bfloat> %320, ptr %147, align 4, !tbaa !12
  store <2 x bfloat> %326, ptr %148, align 4, !tbaa !12
  %327 = extractelement <128 x float> %246, i64 20
  %328 = fptrunc float %327 to bfloat
  %329 = insertelement <2 x bfloat> poison, bfloat %328, i64 0
  %330 = extractelement <128 x float> %246, i64 21
  %331 = fptrunc float %330 to bfloat
  %332 = insertelement <2 x bfloat> %329, bfloat %331, i64 1
  %333 = extractelement <128 x float> %246, i64 22
  %334 = fptrunc float %333 to bfloat
  %335 = insertelement <2 x bfloat> poison, bfloat %334, i64 0
  %336 = extractelement <128 x float> %246, i64 23
  %337 = fptrunc float %336 to bfloat
  %338 = insertelement <2 x bfloat> %335, bfloat %337, i64 1
  store <2 x bfloat> %332, ptr %149, align 4, !tbaa !12
  store <2 x bfloat> %338, ptr %150, align 4, !tbaa !12
  %339 = extractelement <128 x float> %246, i64 24
  %340 = fptrunc float %339 to bfloat
  %341 = insertelement <2 x bfloat> poison, bfloat %340, i64 0
  %342 = extractelement <128 x float> %246, i64 25
  %343 = fptrunc float %342 to bfloat
  %344 = insertelement <2 x bfloat> %341, bfloat %343, i64 1
  %345 = extractelement <128 x float> %246, i64 26
  %346 = fptrunc float %345 to bfloat
  %347 = insertelement <2 x bfloat> poison, bfloat %346, i64 0
  %348 = extractelement <128 x float> %246, i64 27
  %349 = fptrunc float %348 to bfloat
  %350 = insertelement <2 x bfloat> %347, bfloat %349, i64 1
  store <2 x bfloat> %344, ptr %151, align 4, !tbaa !12
  store <2 x bfloat> %350, ptr %152, align 4, !tbaa !12
  %351 = extractelement <128 x float> %246, i64 28
  %352 = fptrunc float %351 to bfloat
  %353 = insertelement <2 x bfloat> poison, bfloat %352, i64 0
  %354 = extractelement <128 x float> %246, i64 29
  %355 = fptrunc float %354 to bfloat
  %356 = insertelement <2 x bfloat> %353, bfloat %355, i64 1
  %357 = extractelement <128 x float> %246, i64 30
  %358 = fptrunc float %357 to bfloat
  %359 = insertelement <2 x bfloat> poison, bfloat %358, i64 0
  %360 = extractelement <128 x float> %246, i64 31
  %361 = fptrunc float %360 to bfloat
  %362 = insertelement <2 x bfloat> %359, bfloat %361, i64 1
  store <2 x bfloat> %356, ptr %153, align 4, !tbaa !12
  store <2 x bfloat> %362, ptr %154, align 4, !tbaa !12
  %363 = extractelement <128 x float> %246, i64 32
  %364 = fptrunc float %363 to bfloat
  %365 = insertelement <2 x bfloat> poison, bfloat %364, i64 0
  %366 = extractelement <128 x float> %246, i64 33
  %367 = fptrunc float %366 to bfloat
  %368 = insertelement <2 x bfloat> %365, bfloat %367, i64 1
  %369 = extractelement <128 x float> %246, i64 34
  %370 = fptrunc float %369 to bfloat
  %371 = insertelement <2 x bfloat> poison, bfloat %370, i64 0
  %372 = extractelement <128 x float> %246, i64 35
  %373 = fptrunc float %372 to bfloat
  %374 = insertelement <2 x bfloat> %371, bfloat %373, i64 1
  store <2 x bfloat> %368, ptr %155, align 4, !tbaa !12
  store <2 x bfloat> %374, ptr %156, align 4, !tbaa !12
  %375 = extractelement <128 x float> %246, i64 36
  %376 = fptrunc float %375 to bfloat
  %377 = insertelement <2 x bfloat> poison, bfloat %376, i64 0
  %378 = extractelement <128 x float> %246, i64 37
  %379 = fptrunc float %378 to bfloat
  %380 = insertelement <2 x bfloat> %377, bfloat %379, i64 1
  %381 = extractelement <128 x float> %246, i64 38
  %382 = fptrunc float %381 to bfloat
  %383 = insertelement <2 x bfloat> poison, bfloat %382, i64 0
  %384 = extractelement <128 x float> %246, i64 39
  %385 = fptrunc float %384 to bfloat
  %386 = insertelement <2 x bfloat> %383, bfloat %385, i64 1
  store <2 x bfloat> %380, ptr %157, align 4, !tbaa !12
  store <2 x bfloat> %386, ptr %158, align 4, !tbaa !12
  %387 = extractelement <128 x float> %246, i64 40
  %388 = fptrunc float %387 to bfloat
  %389 = insertelement <2 x bfloat> poison, bfloat %388, i64 0
  %390 = extractelement <128 x float> %246, i64 41
  %391 = fptrunc float %390 to bfloat
  %392 = insertelement <2 x bfloat> %389, bfloat %391, i64 1
  %393 = extractelement <128 x float> %246, i64 42
  %394 = fptrunc float %393 to bfloat
  %395 = insertelement <2 x bfloat> poison, bfloat %394, i64 0
  %396 = extractelement <128 x float> %246, i64 43
  %397 = fptrunc float %396 to bfloat
  %398 = insertelement <2 x bfloat> %395, bfloat %397, i64 1
  store <2 x bfloat> %392, ptr %159, align 4, !tbaa !12
  store <2 x bfloat> %398, ptr %160, align 4, !tbaa !12
  %399 = extractelement <128 x float> %246, i64 44
  %400 = fptrunc float %399 to bfloat
  %401 = insertelement <2 x bfloat> poison, bfloat %400, i64 0
  %402 = extractelement <128 x float> %246, i64 45
  %403 = fptrunc float %402 to bfloat
  %404 = insertelement <2 x bfloat> %401, bfloat %403, i64 1
  %405 = extractelement <128 x float> %246, i64 46
  %406 = fptrunc float %405 to bfloat
  %407 = insertelement <2 x bfloat> poison, bfloat %406, i64 0
  %408 = extractelement <128 x float> %246, i64 47
  %409 = fptrunc float %408 to bfloat
  %410 = insertelement <2 x bfloat> %407, bfloat %409, i64 1
  store <2 x bfloat> %404, ptr %161, align 4, !tbaa !12
  store <2 x bfloat> %410, ptr %162, align 4, !tbaa !12
  %411 = extractelement <128 x float> %246, i64 48
  %412 = fptrunc float %411 to bfloat
  %413 = insertelement <2 x bfloat> poison, bfloat %412, i64 0
  %414 = extractelement <128 x float> %246, i64 49
  %415 = fptrunc float %414 to bfloat
  %416 = insertelement <2 x bfloat> %413, bfloat %415, i64 1
  %417 = extractelement <128 x float> %246, i64 50
  %418 = fptrunc float %417 to bfloat
  %419 = insertelement <2 x bfloat> poison, bfloat %418, i64 0
  %420 = extractelement <128 x float> %246, i64 51
  %421 = fptrunc float %420 to bfloat
  %422 = insertelement <2 x bfloat> %419, bfloat %421, i64 1
  store <2 x bfloat> %416, ptr %163, align 4, !tbaa !12
  store <2 x bfloat> %422, ptr %164, align 4, !tbaa !12
  %423 = extractelement <128 x float> %246, i64 52
  %424 = fptrunc float %423 to bfloat
  %425 = insertelement <2 x bfloat> poison, bfloat %424, i64 0
  %426 = extractelement <128 x float> %246, i64 53
  %427 = fptrunc float %426 to bfloat
  %428 = insertelement <2 x bfloat> %425, bfloat %427, i64 1
  %429 = extractelement <128 x float> %246, i64 54
  %430 = fptrunc float %429 to bfloat
  %431 = insertelement <2 x bfloat> poison, bfloat %430, i64 0
  %432 = extractelement <128 x float> %246, i64 55
  %433 = fptrunc float %432 to bfloat
  %434 = insertelement <2 x bfloat> %431, bfloat %433, i64 1
  store <2 x bfloat> %428, ptr %165, align 4, !tbaa !12
  store <2 x bfloat> %434, ptr %166, align 4, !tbaa !12
  %435 = extractelement <128 x float> %246, i64 56
  %436 = fptrunc float %435 to bfloat
  %437 = insertelement <2 x bfloat> poison, bfloat %436, i64 0
  %438 = extractelement <128 x float> %246, i64 57
  %439 = fptrunc float %438 to bfloat
  %440 = insertelement <2 x bfloat> %437, bfloat %439, i64 1
  %441 = extractelement <128 x float> %246, i64 58
  %442 = fptrunc float %441 to bfloat
  %443 = insertelement <2 x bfloat> poison, bfloat %442, i64 0
  %444 = extractelement <128 x float> %246, i64 59
  %445 = fptrunc float %444 to bfloat
  %446 = insertelement <2 x bfloat> %443, bfloat %445, i64 1
  store <2 x bfloat> %440, ptr %167, align 4, !tbaa !12
  store <2 x bfloat> %446, ptr %168, align 4, !tbaa !12
  %447 = extractelement <128 x float> %246, i64 60
  %448 = fptrunc float %447 to bfloat
  %449 = insertelement <2 x bfloat> poison, bfloat %448, i64 0
  %450 = extractelement <128 x float> %246, i64 61
  %451 = fptrunc float %450 to bfloat
  %452 = insertelement <2 x bfloat> %449, bfloat %451, i64 1
  %453 = extractelement <128 x float> %246, i64 62
  %454 = fptrunc float %453 to bfloat
  %455 = insertelement <2 x bfloat> poison, bfloat %454, i64 0
  %456 = extractelement <128 x float> %246, i64 63
  %457 = fptrunc float %456 to bfloat
  %458 = insertelement <2 x bfloat> %455, bfloat %457, i64 1
  store <2 x bfloat> %452, ptr %169, align 4, !tbaa !12
  store <2 x bfloat> %458, ptr %170, align 4, !tbaa !12
  %459 = extractelement <128 x float> %246, i64 64
  %460 = fptrunc float %459 to bfloat
  %461 = insertelement <2 x bfloat> poison, bfloat %460, i64 0
  %462 = extractelement <128 x float> %246, i64 65
  %463 = fptrunc float %462 to bfloat
  %464 = insertelement <2 x bfloat> %461, bfloat %463, i64 1
  %465 = extractelement <128 x float> %246, i64 66
  %466 = fptrunc float %465 to bfloat
  %467 = insertelement <2 x bfloat> poison, bfloat %466, i64 0
  %468 = extractelement <128 x float> %246, i64 67
  %469 = fptrunc float %468 to bfloat
  %470 = insertelement <2 x bfloat> %467, bfloat %469, i64 1
  store <2 x bfloat> %464, ptr %171, align 4, !tbaa !12
  store <2 x bfloat> %470, ptr %172, align 4, !tbaa !12
  %471 = extractelement <128 x float> %246, i64 68
  %472 = fptrunc float %471 to bfloat
  %473 = insertelement <2 x bfloat> poison, bfloat %472, i64 0
  %474 = extractelement <128 x float> %246, i64 69
  %475 = fptrunc float %474 to bfloat
  %476 = insertelement <2 x bfloat> %473, bfloat %475, i64 1
  %477 = extractelement <128 x float> %246, i64 70
  %478 = fptrunc float %477 to bfloat
  %479 = insertelement <2 x bfloat> poison, bfloat %478, i64 0
  %480 = extractelement <128 x float> %246, i64 71
  %481 = fptrunc float %480 to bfloat
  %482 = insertelement <2 x bfloat> %479, bfloat %481, i64 1
  store <2 x bfloat> %476, ptr %173, align 4, !tbaa !12
  store <2 x bfloat> %482, ptr %174, align 4, !tbaa !12
  %483 = extractelement <128 x float> %246, i64 72
  %484 = fptrunc float %483 to bfloat
  %485 = insertelement <2 x bfloat> poison, bfloat %484, i64 0
  %486 = extractelement <128 x float> %246, i64 73
  %487 = fptrunc float %486 to bfloat
  %488 = insertelement <2 x bfloat> %485, bfloat %487, i64 1
  %489 = extractelement <128 x float> %246, i64 74
  %490 = fptrunc float %489 to bfloat
  %491 = insertelement <2 x bfloat> poison, bfloat %490, i64 0
  %492 = extractelement <128 x float> %246, i64 75
  %493 = fptrunc float %492 to bfloat
  %494 = insertelement <2 x bfloat> %491, bfloat %493, i64 1
  store <2 x bfloat> %488, ptr %175, align 4, !tbaa !12
  store <2 x bfloat> %494, ptr %176, align 4, !tbaa !12
  %495 = extractelement <128 x float> %246, i64 76
  %496 = fptrunc float %495 to bfloat
  %497 = insertelement <2 x bfloat> poison, bfloat %496, i64 0
  %498 = extractelement <128 x float> %246, i64 77
  %499 = fptrunc float %498 to bfloat
  %500 = insertelement <2 x bfloat> %497, bfloat %499, i64 1
  %501 = extractelement <128 x float> %246, i64 78
  %502 = fptrunc float %501 to bfloat
  %503 = insertelement <2 x bfloat> poison, bfloat %502, i64 0
  %504 = extractelement <128 x float> %246, i64 79
  %505 = fptrunc float %504 to bfloat
  %506 = insertelement <2 x bfloat> %503, bfloat %505, i64 1
  store <2 x bfloat> %500, ptr %177, align 4, !tbaa !12
  store <2 x bfloat> %506, ptr %178, align 4, !tbaa !12
  %507 = extractelement <128 x float> %246, i64 80
  %508 = fptrunc float %507 to bfloat
  %509 = insertelement <2 x bfloat> poison, bfloat %508, i64 0
  %510 = extractelement <128 x float> %246, i64 81
  %511 = fptrunc float %510 to bfloat
  %512 = insertelement <2 x bfloat> %509, bfloat %511, i64 1
  %513 = extractelement <128 x float> %246, i64 82
  %514 = fptrunc float %513 to bfloat
  %515 = insertelement <2 x bfloat> poison, bfloat %514, i64 0
  %516 = extractelement <128 x float> %246, i64 83
  %517 = fptrunc float %516 to bfloat
  %518 = insertelement <2 x bfloat> %515, bfloat %517, i64 1
  store <2 x bfloat> %512, ptr %179, align 4, !tbaa !12
  store <2 x bfloat> %518, ptr %180, align 4, !tbaa !12
  %519 = extractelement <128 x float> %246, i64 84
  %520 = fptrunc float %519 to bfloat
  %521 = insertelement <2 x bfloat> poison, bfloat %520, i64 0
  %522 = extractelement <128 x float> %246, i64 85
  %523 = fptrunc float %522 to bfloat
  %524 = insertelement <2 x bfloat> %521, bfloat %523, i64 1
  %525 = extractelement <128 x float> %246, i64 86
  %526 = fptrunc float %525 to bfloat
  %527 = insertelement <2 x bfloat> poison, bfloat %526, i64 0
  %528 = extractelement <128 x float> %246, i64 87
  %529 = fptrunc float %528 to bfloat
  %530 = insertelement <2 x bfloat> %527, bfloat %529, i64 1
  store <2 x bfloat> %524, ptr %181, align 4, !tbaa !12
  store <2 x bfloat> %530, ptr %182, align 4, !tbaa !12
  %531 = extractelement <128 x float> %246, i64 88
  %532 = fptrunc float %531 to bfloat
  %533 = insertelement <2 x bfloat> poison, bfloat %532, i64 0
  %534 = extractelement <128 x float> %246, i64 89
  %535 = fptrunc float %534 to bfloat
  %536 = insertelement <2 x bfloat> %533, bfloat %535, i64 1
  %537 = extractelement <128 x float> %246, i64 90
  %538 = fptrunc float %537 to bfloat
  %539 = insertelement <2 x bfloat> poison, bfloat %538, i64 0
  %540 = extractelement <128 x float> %246, i64 91
  %541 = fptrunc float %540 to bfloat
  %542 = insertelement <2 x bfloat> %539, bfloat %541, i64 1
  store <2 x bfloat> %536, ptr %183, align 4, !tbaa !12
  store <2 x bfloat> %542, ptr %184, align 4, !tbaa !12
  %543 = extractelement <128 x float> %246, i64 92
  %544 = fptrunc float %543 to bfloat
  %545 = insertelement <2 x bfloat> poison, bfloat %544, i64 0
  %546 = extractelement <128 x float> %246, i64 93
  %547 = fptrunc float %546 to bfloat
  %548 = insertelement <2 x bfloat> %545, bfloat %547, i64 1
  %549 = extractelement <128 x float> %246, i64 94
  %550 = fptrunc float %549 to bfloat
  %551 = insertelement <2 x bfloat> poison, bfloat %550, i64 0
  %552 = extractelement <128 x float> %246, i64 95
  %553 = fptrunc float %552 to bfloat
  %554 = insertelement <2 x bfloat> %551, bfloat %553, i64 1
  store <2 x bfloat> %548, ptr %185, align 4, !tbaa !12
  store <2 x bfloat> %554, ptr %186, align 4, !tbaa !12
  %555 = extractelement <128 x float> %246, i64 96
  %556 = fptrunc float %555 to bfloat
  %557 = insertelement <2 x bfloat> poison, bfloat %556, i64 0
  %558 = extractelement <128 x float> %246, i64 97
  %559 = fptrunc float %558 to bfloat
  %560 = insertelement <2 x bfloat> %557, bfloat %559, i64 1
  %561 = extractelement <128 x float> %246, i64 98
  %562 = fptrunc float %561 to bfloat
  %563 = insertelement <2 x bfloat> poison, bfloat %562, i64 0
  %564 = extractelement <128 x float> %246, i64 99
  %565 = fptrunc float %564 to bfloat
  %566 = insertelement <2 x bfloat> %563, bfloat %565, i64 1
  store <2 x bfloat> %560, ptr %187, align 4, !tbaa !12
  store <2 x bfloat> %566, ptr %188, align 4, !tbaa !12
  %567 = extractelement <128 x float> %246, i64 100
  %568 = fptrunc float %567 to bfloat
  %569 = insertelement <2 x bfloat> poison, bfloat %568, i64 0
  %570 = extractelement <128 x float> %246, i64 101
  %571 = fptrunc float %570 to bfloat
  %572 = insertelement <2 x bfloat> %569, bfloat %571, i64 1
  %573 = extractelement <128 x float> %246, i64 102
  %574 = fptrunc float %573 to bfloat
  %575 = insertelement <2 x bfloat> poison, bfloat %574, i64 0
  %576 = extractelement <128 x float> %246, i64 103
  %577 = fptrunc float %576 to bfloat
  %578 = insertelement <2 x bfloat> %575, bfloat %577, i64 1
  store <2 x bfloat> %572, ptr %189, align 4, !tbaa !12
  store <2 x bfloat> %578, ptr %190, align 4, !tbaa !12
  %579 = extractelement <128 x float> %246, i64 104
  %580 = fptrunc float %579 to bfloat
  %581 = insertelement <2 x bfloat> poison, bfloat %580, i64 0
  %582 = extractelement <128 x float> %246, i64 105
  %583 = fptrunc float %582 to bfloat
  %584 = insertelement <2 x bfloat> %581, bfloat %583, i64 1
  %585 = extractelement <128 x float> %246, i64 106
  %586 = fptrunc float %585 to bfloat
  %587 = insertelement <2 x bfloat> poison, bfloat %586, i64 0
  %588 = extractelement <128 x float> %246, i64 107
  %589 = fptrunc float %588 to bfloat
  %590 = insertelement <2 x bfloat> %587, bfloat %589, i64 1
  store <2 x bfloat> %584, ptr %191, align 4, !tbaa !12
  store <2 x bfloat> %590, ptr %192, align 4, !tbaa !12
  %591 = extractelement <128 x float> %246, i64 108
  %592 = fptrunc float %591 to bfloat
  %593 = insertelement <2 x bfloat> poison, bfloat %592, i64 0
  %594 = extractelement <128 x float> %246, i64 109
  %595 = fptrunc float %594 to bfloat
  %596 = insertelement <2 x bfloat> %593, bfloat %595, i64 1
  %597 = extractelement <128 x float> %246, i64 110
  %598 = fptrunc float %597 to bfloat
  %599 = insertelement <2 x bfloat> poison, bfloat %598, i64 0
  %600 = extractelement <128 x float> %246, i64 111
  %601 = fptrunc float %600 to bfloat
  %602 = insertelement <2 x bfloat> %599, bfloat %601, i64 1
  store <2 x bfloat> %596, ptr %193, align 4, !tbaa !12
  store <2 x bfloat> %602, ptr %194, align 4, !tbaa !12
  %603 = extractelement <128 x float> %246, i64 112
  %604 = fptrunc float %603 to bfloat
  %605 = insertelement <2 x bfloat> poison, bfloat %604, i64 0
  %606 = extractelement <128 x float> %246, i64 113
  %607 = fptrunc float %606 to bfloat
  %608 = insertelement <2 x bfloat> %605, bfloat %607, i64 1
  %609 = extractelement <128 x float> %246, i64 114
  %610 = fptrunc float %609 to bfloat
  %611 = insertelement <2 x bfloat> poison, bfloat %610, i64 0
  %612 = extractelement <128 x float> %246, i64 115
  %613 = fptrunc float %612 to bfloat
  %614 = insertelement <2 x bfloat> %611, bfloat %613, i64 1
  store <2 x bfloat> %608, ptr %195, align 4, !tbaa !12
  store <2 x bfloat> %614, ptr %196, align 4, !tbaa !12
  %615 = extractelement <128 x float> %246, i64 116
  %616 = fptrunc float %615 to bfloat
  %617 = insertelement <2 x bfloat> poison, bfloat %616, i64 0
  %618 = extractelement <128 x float> %246, i64 117
  %619 = fptrunc float %618 to bfloat
  %620 = insertelement <2 x bfloat> %617, bfloat %619, i64 1
  %621 = extractelement <128 x float> %246, i64 118
  %622 = fptrunc float %621 to bfloat
  %623 = insertelement <2 x bfloat> poison, bfloat %622, i64 0
  %624 = extractelement <128 x float> %246, i64 119
  %625 = fptrunc float %624 to bfloat
  %626 = insertelement <2 x bfloat> %623, bfloat %625, i64 1
  store <2 x bfloat> %620, ptr %197, align 4, !tbaa !12
  store <2 x bfloat> %626, ptr %198, align 4, !tbaa !12
  %627 = extractelement <128 x float> %246, i64 120
  %628 = fptrunc float %627 to bfloat
  %629 = insertelement <2 x bfloat> poison, bfloat %628, i64 0
  %630 = extractelement <128 x float> %246, i64 121
  %631 = fptrunc float %630 to bfloat
  %632 = insertelement <2 x bfloat> %629, bfloat %631, i64 1
  %633 = extractelement <128 x float> %246, i64 122
  %634 = fptrunc float %633 to bfloat
  %635 = insertelement <2 x bfloat> poison, bfloat %634, i64 0
  %636 = extractelement <128 x float> %246, i64 123
  %637 = fptrunc float %636 to bfloat
  %638 = insertelement <2 x bfloat> %635, bfloat %637, i64 1
  store <2 x bfloat> %632, ptr %199, align 4, !tbaa !12
  store <2 x bfloat> %638, ptr %200, align 4, !tbaa !12
  %639 = extractelement <128 x float> %246, i64 124
  %640 = fptrunc float %639 to bfloat
  %641 = insertelement <2 x bfloat> poison, bfloat %640, i64 0
  %642 = extractelement <128 x float> %246, i64 125
  %643 = fptrunc float %642 to bfloat
  %644 = insertelement <2 x bfloat> %641, bfloat %643, i64 1
  %645 = extractelement <128 x float> %246, i64 126
  %646 = fptrunc float %645 to bfloat
  %647 = insertelement <2 x bfloat> poison, bfloat %646, i64 0
  %648 = extractelement <128 x float> %246, i64 127
  %649 = fptrunc float %648 to bfloat
  %650 = insertelement <2 x bfloat> %647, bfloat %649, i64 1
  store <2 x bfloat> %644, ptr %201, align 4, !tbaa !12
  store <2 x bfloat> %650, ptr %202, align 4, !tbaa !12
  br label %651

651:                                              ; preds = %266, %249, %252
  %652 = phi i32 [ %213, %252 ], [ %213, %249 ], [ %210, %266 ]
  %653 = add i32 %213, 1
  %654 = icmp eq i32 %653, 4
  %655 = select i1 %654, i32 0, i32 %653
  %656 = zext i1 %654 to i32
  %657 = xor i32 %212, %656
  %658 = icmp eq i32 %247, %21
  br i1 %658, label %203, label %208, !llvm.loop !15

659:                                              ; preds = %203, %58, %94, %32
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #1

; Function Attrs: convergent nounwind
declare dso_local void @llvm.nvvm.fence.mbarrier_init.release.cluster() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #1

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
