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
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = lshr i32 %4, 7
  %21 = lshr i32 %5, 8
  %22 = mul i32 %21, %20
  %23 = lshr i32 %6, 6
  %24 = icmp eq i32 %15, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %7
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %13, i32 noundef 1) #7
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %14, i32 noundef 8) #7
  %26 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229384
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %26, i32 noundef 1) #7
  %27 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229416
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %27, i32 noundef 8) #7
  %28 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229392
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %28, i32 noundef 1) #7
  %29 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229424
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %29, i32 noundef 8) #7
  %30 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229400
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %30, i32 noundef 1) #7
  %31 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 229432
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) noundef %31, i32 noundef 8) #7
  tail call void @llvm.nvvm.fence.mbarrier_init.release.cluster() #7
  br label %32

32:                                               ; preds = %25, %7
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %15, 128
  br i1 %33, label %34, label %96

34:                                               ; preds = %32
  tail call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 noundef 40) #7
  %35 = icmp eq i32 %17, 0
  %36 = icmp ult i32 %18, %22
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %681

38:                                               ; preds = %34
  %39 = shl nuw nsw i32 %21, 3
  %40 = icmp ult i32 %6, 64
  %41 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 65536
  br label %42

42:                                               ; preds = %38, %60
  %43 = phi i32 [ 0, %38 ], [ %62, %60 ]
  %44 = phi i32 [ 0, %38 ], [ %61, %60 ]
  %45 = phi i32 [ %18, %38 ], [ %63, %60 ]
  %46 = udiv i32 %45, %39
  %47 = shl i32 %46, 3
  %48 = sub i32 %20, %47
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 8)
  %50 = mul i32 %46, %39
  %51 = sub i32 %45, %50
  %52 = freeze i32 %51
  %53 = freeze i32 %49
  %54 = udiv i32 %52, %53
  %55 = mul i32 %54, %53
  %56 = sub i32 %52, %55
  %57 = add nuw i32 %47, %56
  %58 = shl i32 %57, 7
  %59 = shl i32 %54, 8
  br i1 %40, label %60, label %65

60:                                               ; preds = %74, %42
  %61 = phi i32 [ %44, %42 ], [ %92, %74 ]
  %62 = phi i32 [ %43, %42 ], [ %93, %74 ]
  %63 = add i32 %45, %19
  %64 = icmp ult i32 %63, %22
  br i1 %64, label %42, label %681, !llvm.loop !7

65:                                               ; preds = %42, %74
  %66 = phi i32 [ %93, %74 ], [ %43, %42 ]
  %67 = phi i32 [ %92, %74 ], [ %44, %42 ]
  %68 = phi i32 [ %94, %74 ], [ 0, %42 ]
  %69 = zext i32 %66 to i64
  %70 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %69
  %71 = xor i32 %67, 1
  br label %72

72:                                               ; preds = %72, %65
  %73 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %70, i32 noundef %71) #7
  br i1 %73, label %74, label %72, !llvm.loop !9

74:                                               ; preds = %72
  %75 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %69
  %76 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) noundef %75, i32 noundef 49152) #7
  %77 = shl i32 %66, 14
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr addrspace(3) %11, i64 %78
  %80 = shl i32 %66, 15
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr addrspace(3) %41, i64 %81
  %83 = shl nuw i32 %68, 6
  %84 = ptrtoint ptr addrspace(3) %79 to i64
  %85 = and i64 %84, 4294967295
  %86 = inttoptr i64 %85 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %86, ptr addrspace(3) noundef %75, ptr noundef %0, i32 noundef %83, i32 noundef %58, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #7
  %87 = ptrtoint ptr addrspace(3) %82 to i64
  %88 = and i64 %87, 4294967295
  %89 = inttoptr i64 %88 to ptr addrspace(7)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) noundef %89, ptr addrspace(3) noundef %75, ptr noundef %1, i32 noundef %83, i32 noundef %59, i16 noundef signext 0, i64 noundef 0, i1 noundef zeroext false, i1 noundef zeroext false, i32 noundef 0) #7
  %90 = add i32 %66, 1
  %91 = icmp eq i32 %90, 4
  %92 = select i1 %91, i32 %71, i32 %67
  %93 = select i1 %91, i32 0, i32 %90
  %94 = add nuw nsw i32 %68, 1
  %95 = icmp eq i32 %94, %23
  br i1 %95, label %60, label %65, !llvm.loop !10

96:                                               ; preds = %32
  tail call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 noundef 232) #7
  %97 = add nsw i32 %16, -1
  %98 = shl nsw i32 %97, 13
  %99 = add i32 %98, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 1023)
  %100 = icmp ult i32 %18, %22
  br i1 %100, label %101, label %190

101:                                              ; preds = %96
  %102 = and i32 %15, 31
  %103 = shl nuw nsw i32 %21, 3
  %104 = icmp ult i32 %6, 64
  %105 = icmp eq i32 %102, 0
  %106 = shl nsw i32 %97, 14
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i8, ptr addrspace(3) %12, i64 %107
  %109 = shl nuw nsw i32 %97, 6
  %110 = lshr i32 %15, 1
  %111 = and i32 %110, 48
  %112 = lshr i32 %15, 2
  %113 = and i32 %112, 7
  %114 = or disjoint i32 %111, %113
  %115 = shl nuw nsw i32 %15, 2
  %116 = and i32 %115, 12
  %117 = icmp eq i32 %17, 0
  %118 = shl nuw nsw i32 %114, 7
  %119 = zext nneg i32 %118 to i64
  %120 = or disjoint i32 %118, 1024
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds i8, ptr addrspace(3) %108, i64 %119
  %123 = getelementptr inbounds i8, ptr addrspace(3) %108, i64 %121
  %124 = shl nuw nsw i32 %113, 4
  %125 = or disjoint i32 %124, %116
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %126
  %128 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %126
  %129 = shl nuw nsw i32 %113, 4
  %130 = or disjoint i32 %129, %116
  %131 = xor i32 %130, 16
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %132
  %134 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %132
  %135 = shl nuw nsw i32 %113, 4
  %136 = or disjoint i32 %135, %116
  %137 = xor i32 %136, 32
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %138
  %140 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %138
  %141 = shl nuw nsw i32 %113, 4
  %142 = or disjoint i32 %141, %116
  %143 = xor i32 %142, 48
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %144
  %146 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %144
  %147 = shl nuw nsw i32 %113, 4
  %148 = or disjoint i32 %147, %116
  %149 = xor i32 %148, 64
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %150
  %152 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %150
  %153 = shl nuw nsw i32 %113, 4
  %154 = or disjoint i32 %153, %116
  %155 = xor i32 %154, 80
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %156
  %158 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %156
  %159 = shl nuw nsw i32 %113, 4
  %160 = or disjoint i32 %159, %116
  %161 = xor i32 %160, 96
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %162
  %164 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %162
  %165 = shl nuw nsw i32 %113, 4
  %166 = or disjoint i32 %165, %116
  %167 = xor i32 %166, 112
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds i8, ptr addrspace(3) %122, i64 %168
  %170 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 %168
  %171 = getelementptr inbounds i8, ptr addrspace(3) %108, i64 8192
  %172 = getelementptr inbounds i8, ptr addrspace(3) %171, i64 %119
  %173 = getelementptr inbounds i8, ptr addrspace(3) %171, i64 %121
  %174 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %126
  %175 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %126
  %176 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %132
  %177 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %132
  %178 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %138
  %179 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %138
  %180 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %144
  %181 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %144
  %182 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %150
  %183 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %150
  %184 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %156
  %185 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %156
  %186 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %162
  %187 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %162
  %188 = getelementptr inbounds i8, ptr addrspace(3) %172, i64 %168
  %189 = getelementptr inbounds i8, ptr addrspace(3) %173, i64 %168
  br label %192

190:                                              ; preds = %215, %96
  %191 = icmp eq i32 %17, 0
  br i1 %191, label %680, label %681

192:                                              ; preds = %101, %215
  %193 = phi i32 [ %18, %101 ], [ %218, %215 ]
  %194 = phi i32 [ 0, %101 ], [ %217, %215 ]
  %195 = phi i32 [ 0, %101 ], [ %216, %215 ]
  br i1 %104, label %215, label %196

196:                                              ; preds = %192
  %197 = udiv i32 %193, %103
  %198 = mul i32 %197, %103
  %199 = sub i32 %193, %198
  %200 = shl i32 %197, 3
  %201 = sub i32 %20, %200
  %202 = tail call i32 @llvm.umin.i32(i32 %201, i32 8)
  %203 = freeze i32 %199
  %204 = freeze i32 %202
  %205 = udiv i32 %203, %204
  %206 = mul i32 %205, %204
  %207 = sub i32 %203, %206
  %208 = add nuw i32 %200, %207
  %209 = shl i32 %205, 8
  %210 = shl i32 %208, 7
  %211 = add i32 %210, %109
  %212 = or disjoint i32 %209, 64
  %213 = or disjoint i32 %209, 128
  %214 = or disjoint i32 %209, 192
  br label %220

215:                                              ; preds = %672, %192
  %216 = phi i32 [ %195, %192 ], [ %676, %672 ]
  %217 = phi i32 [ %194, %192 ], [ %678, %672 ]
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #7
  %218 = add i32 %193, %19
  %219 = icmp ult i32 %218, %22
  br i1 %219, label %192, label %190, !llvm.loop !11

220:                                              ; preds = %196, %672
  %221 = phi i32 [ 0, %196 ], [ %259, %672 ]
  %222 = phi i32 [ 0, %196 ], [ %673, %672 ]
  %223 = phi <128 x float> [ zeroinitializer, %196 ], [ %258, %672 ]
  %224 = phi i32 [ %194, %196 ], [ %678, %672 ]
  %225 = phi i32 [ %195, %196 ], [ %676, %672 ]
  %226 = zext i32 %225 to i64
  %227 = getelementptr inbounds i64, ptr addrspace(3) %13, i64 %226
  br label %228

228:                                              ; preds = %228, %220
  %229 = tail call noundef zeroext i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) noundef %227, i32 noundef %224) #7
  br i1 %229, label %230, label %228, !llvm.loop !9

230:                                              ; preds = %228
  %231 = shl i32 %225, 14
  %232 = add i32 %99, %231
  %233 = lshr i32 %232, 4
  %234 = and i32 %233, 16320
  %235 = shl i32 %225, 15
  %236 = add i32 %235, add (i32 ptrtoint (ptr addrspace(3) @gemm_smem to i32), i32 66559)
  %237 = lshr i32 %236, 4
  %238 = and i32 %237, 16320
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned() #7
  %239 = zext nneg i32 %234 to i64
  %240 = or disjoint i64 %239, 4611686293305360384
  %241 = zext nneg i32 %238 to i64
  %242 = or disjoint i64 %241, 4611686293305360384
  %243 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %223, i64 noundef %240, i64 noundef %242, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %244 = zext nneg i32 %234 to i64
  %245 = or disjoint i64 %244, 4611686293305360386
  %246 = zext nneg i32 %238 to i64
  %247 = or disjoint i64 %246, 4611686293305360386
  %248 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %243, i64 noundef %245, i64 noundef %247, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %249 = zext nneg i32 %234 to i64
  %250 = or disjoint i64 %249, 4611686293305360388
  %251 = zext nneg i32 %238 to i64
  %252 = or disjoint i64 %251, 4611686293305360388
  %253 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %248, i64 noundef %250, i64 noundef %252, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  %254 = zext nneg i32 %234 to i64
  %255 = or disjoint i64 %254, 4611686293305360390
  %256 = zext nneg i32 %238 to i64
  %257 = or disjoint i64 %256, 4611686293305360390
  %258 = tail call contract noundef <128 x float> @llvm.nvvm.wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16(<128 x float> noundef %253, i64 noundef %255, i64 noundef %257, i1 noundef zeroext true, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0) #7
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned() #7
  %259 = add nuw nsw i32 %221, 1
  %260 = icmp ult i32 %259, %23
  br i1 %260, label %261, label %268

261:                                              ; preds = %230
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 1) #7
  %262 = icmp ne i32 %221, 0
  %263 = and i1 %105, %262
  br i1 %263, label %264, label %672

264:                                              ; preds = %261
  %265 = zext i32 %222 to i64
  %266 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %265
  %267 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %266) #7
  br label %672

268:                                              ; preds = %230
  tail call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 noundef 0) #7
  br i1 %105, label %269, label %278

269:                                              ; preds = %268
  %270 = icmp eq i32 %221, 0
  br i1 %270, label %275, label %271

271:                                              ; preds = %269
  %272 = zext i32 %222 to i64
  %273 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %272
  %274 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %273) #7
  br label %275

275:                                              ; preds = %271, %269
  %276 = getelementptr inbounds i64, ptr addrspace(3) %14, i64 %226
  %277 = tail call noundef i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) noundef %276) #7
  br label %278

278:                                              ; preds = %275, %268
  br i1 %117, label %279, label %280

279:                                              ; preds = %278
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %280

280:                                              ; preds = %279, %278
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %281 = extractelement <128 x float> %258, i64 0
  %282 = fptrunc float %281 to bfloat
  %283 = insertelement <2 x bfloat> poison, bfloat %282, i64 0
  %284 = extractelement <128 x float> %258, i64 1
  %285 = fptrunc float %284 to bfloat
  %286 = insertelement <2 x bfloat> %283, bfloat %285, i64 1
  %287 = extractelement <128 x float> %258, i64 2
  %288 = fptrunc float %287 to bfloat
  %289 = insertelement <2 x bfloat> poison, bfloat %288, i64 0
  %290 = extractelement <128 x float> %258, i64 3
  %291 = fptrunc float %290 to bfloat
  %292 = insertelement <2 x bfloat> %289, bfloat %291, i64 1
  store <2 x bfloat> %286, ptr addrspace(3) %127, align 4, !tbaa !12
  store <2 x bfloat> %292, ptr addrspace(3) %128, align 4, !tbaa !12
  %293 = extractelement <128 x float> %258, i64 4
  %294 = fptrunc float %293 to bfloat
  %295 = insertelement <2 x bfloat> poison, bfloat %294, i64 0
  %296 = extractelement <128 x float> %258, i64 5
  %297 = fptrunc float %296 to bfloat
  %298 = insertelement <2 x bfloat> %295, bfloat %297, i64 1
  %299 = extractelement <128 x float> %258, i64 6
  %300 = fptrunc float %299 to bfloat
  %301 = insertelement <2 x bfloat> poison, bfloat %300, i64 0
  %302 = extractelement <128 x float> %258, i64 7
  %303 = fptrunc float %302 to bfloat
  %304 = insertelement <2 x bfloat> %301, bfloat %303, i64 1
  store <2 x bfloat> %298, ptr addrspace(3) %133, align 4, !tbaa !12
  store <2 x bfloat> %304, ptr addrspace(3) %134, align 4, !tbaa !12
  %305 = extractelement <128 x float> %258, i64 8
  %306 = fptrunc float %305 to bfloat
  %307 = insertelement <2 x bfloat> poison, bfloat %306, i64 0
  %308 = extractelement <128 x float> %258, i64 9
  %309 = fptrunc float %308 to bfloat
  %310 = insertelement <2 x bfloat> %307, bfloat %309, i64 1
  %311 = extractelement <128 x float> %258, i64 10
  %312 = fptrunc float %311 to bfloat
  %313 = insertelement <2 x bfloat> poison, bfloat %312, i64 0
  %314 = extractelement <128 x float> %258, i64 11
  %315 = fptrunc float %314 to bfloat
  %316 = insertelement <2 x bfloat> %313, bfloat %315, i64 1
  store <2 x bfloat> %310, ptr addrspace(3) %139, align 4, !tbaa !12
  store <2 x bfloat> %316, ptr addrspace(3) %140, align 4, !tbaa !12
  %317 = extractelement <128 x float> %258, i64 12
  %318 = fptrunc float %317 to bfloat
  %319 = insertelement <2 x bfloat> poison, bfloat %318, i64 0
  %320 = extractelement <128 x float> %258, i64 13
  %321 = fptrunc float %320 to bfloat
  %322 = insertelement <2 x bfloat> %319, bfloat %321, i64 1
  %323 = extractelement <128 x float> %258, i64 14
  %324 = fptrunc float %323 to bfloat
  %325 = insertelement <2 x bfloat> poison, bfloat %324, i64 0
  %326 = extractelement <128 x float> %258, i64 15
  %327 = fptrunc float %326 to bfloat
  %328 = insertelement <2 x bfloat> %325, bfloat %327, i64 1
  store <2 x bfloat> %322, ptr addrspace(3) %145, align 4, !tbaa !12
  store <2 x bfloat> %328, ptr addrspace(3) %146, align 4, !tbaa !12
  %329 = extractelement <128 x float> %258, i64 16
  %330 = fptrunc float %329 to bfloat
  %331 = insertelement <2 x bfloat> poison, bfloat %330, i64 0
  %332 = extractelement <128 x float> %258, i64 17
  %333 = fptrunc float %332 to bfloat
  %334 = insertelement <2 x bfloat> %331, bfloat %333, i64 1
  %335 = extractelement <128 x float> %258, i64 18
  %336 = fptrunc float %335 to bfloat
  %337 = insertelement <2 x bfloat> poison, bfloat %336, i64 0
  %338 = extractelement <128 x float> %258, i64 19
  %339 = fptrunc float %338 to bfloat
  %340 = insertelement <2 x bfloat> %337, bfloat %339, i64 1
  store <2 x bfloat> %334, ptr addrspace(3) %151, align 4, !tbaa !12
  store <2 x bfloat> %340, ptr addrspace(3) %152, align 4, !tbaa !12
  %341 = extractelement <128 x float> %258, i64 20
  %342 = fptrunc float %341 to bfloat
  %343 = insertelement <2 x bfloat> poison, bfloat %342, i64 0
  %344 = extractelement <128 x float> %258, i64 21
  %345 = fptrunc float %344 to bfloat
  %346 = insertelement <2 x bfloat> %343, bfloat %345, i64 1
  %347 = extractelement <128 x float> %258, i64 22
  %348 = fptrunc float %347 to bfloat
  %349 = insertelement <2 x bfloat> poison, bfloat %348, i64 0
  %350 = extractelement <128 x float> %258, i64 23
  %351 = fptrunc float %350 to bfloat
  %352 = insertelement <2 x bfloat> %349, bfloat %351, i64 1
  store <2 x bfloat> %346, ptr addrspace(3) %157, align 4, !tbaa !12
  store <2 x bfloat> %352, ptr addrspace(3) %158, align 4, !tbaa !12
  %353 = extractelement <128 x float> %258, i64 24
  %354 = fptrunc float %353 to bfloat
  %355 = insertelement <2 x bfloat> poison, bfloat %354, i64 0
  %356 = extractelement <128 x float> %258, i64 25
  %357 = fptrunc float %356 to bfloat
  %358 = insertelement <2 x bfloat> %355, bfloat %357, i64 1
  %359 = extractelement <128 x float> %258, i64 26
  %360 = fptrunc float %359 to bfloat
  %361 = insertelement <2 x bfloat> poison, bfloat %360, i64 0
  %362 = extractelement <128 x float> %258, i64 27
  %363 = fptrunc float %362 to bfloat
  %364 = insertelement <2 x bfloat> %361, bfloat %363, i64 1
  store <2 x bfloat> %358, ptr addrspace(3) %163, align 4, !tbaa !12
  store <2 x bfloat> %364, ptr addrspace(3) %164, align 4, !tbaa !12
  %365 = extractelement <128 x float> %258, i64 28
  %366 = fptrunc float %365 to bfloat
  %367 = insertelement <2 x bfloat> poison, bfloat %366, i64 0
  %368 = extractelement <128 x float> %258, i64 29
  %369 = fptrunc float %368 to bfloat
  %370 = insertelement <2 x bfloat> %367, bfloat %369, i64 1
  %371 = extractelement <128 x float> %258, i64 30
  %372 = fptrunc float %371 to bfloat
  %373 = insertelement <2 x bfloat> poison, bfloat %372, i64 0
  %374 = extractelement <128 x float> %258, i64 31
  %375 = fptrunc float %374 to bfloat
  %376 = insertelement <2 x bfloat> %373, bfloat %375, i64 1
  store <2 x bfloat> %370, ptr addrspace(3) %169, align 4, !tbaa !12
  store <2 x bfloat> %376, ptr addrspace(3) %170, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %117, label %377, label %378

377:                                              ; preds = %280
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %108, ptr noundef %2, i32 noundef %209, i32 noundef %211, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %378

378:                                              ; preds = %280, %377
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %379 = extractelement <128 x float> %258, i64 32
  %380 = fptrunc float %379 to bfloat
  %381 = insertelement <2 x bfloat> poison, bfloat %380, i64 0
  %382 = extractelement <128 x float> %258, i64 33
  %383 = fptrunc float %382 to bfloat
  %384 = insertelement <2 x bfloat> %381, bfloat %383, i64 1
  %385 = extractelement <128 x float> %258, i64 34
  %386 = fptrunc float %385 to bfloat
  %387 = insertelement <2 x bfloat> poison, bfloat %386, i64 0
  %388 = extractelement <128 x float> %258, i64 35
  %389 = fptrunc float %388 to bfloat
  %390 = insertelement <2 x bfloat> %387, bfloat %389, i64 1
  store <2 x bfloat> %384, ptr addrspace(3) %174, align 4, !tbaa !12
  store <2 x bfloat> %390, ptr addrspace(3) %175, align 4, !tbaa !12
  %391 = extractelement <128 x float> %258, i64 36
  %392 = fptrunc float %391 to bfloat
  %393 = insertelement <2 x bfloat> poison, bfloat %392, i64 0
  %394 = extractelement <128 x float> %258, i64 37
  %395 = fptrunc float %394 to bfloat
  %396 = insertelement <2 x bfloat> %393, bfloat %395, i64 1
  %397 = extractelement <128 x float> %258, i64 38
  %398 = fptrunc float %397 to bfloat
  %399 = insertelement <2 x bfloat> poison, bfloat %398, i64 0
  %400 = extractelement <128 x float> %258, i64 39
  %401 = fptrunc float %400 to bfloat
  %402 = insertelement <2 x bfloat> %399, bfloat %401, i64 1
  store <2 x bfloat> %396, ptr addrspace(3) %176, align 4, !tbaa !12
  store <2 x bfloat> %402, ptr addrspace(3) %177, align 4, !tbaa !12
  %403 = extractelement <128 x float> %258, i64 40
  %404 = fptrunc float %403 to bfloat
  %405 = insertelement <2 x bfloat> poison, bfloat %404, i64 0
  %406 = extractelement <128 x float> %258, i64 41
  %407 = fptrunc float %406 to bfloat
  %408 = insertelement <2 x bfloat> %405, bfloat %407, i64 1
  %409 = extractelement <128 x float> %258, i64 42
  %410 = fptrunc float %409 to bfloat
  %411 = insertelement <2 x bfloat> poison, bfloat %410, i64 0
  %412 = extractelement <128 x float> %258, i64 43
  %413 = fptrunc float %412 to bfloat
  %414 = insertelement <2 x bfloat> %411, bfloat %413, i64 1
  store <2 x bfloat> %408, ptr addrspace(3) %178, align 4, !tbaa !12
  store <2 x bfloat> %414, ptr addrspace(3) %179, align 4, !tbaa !12
  %415 = extractelement <128 x float> %258, i64 44
  %416 = fptrunc float %415 to bfloat
  %417 = insertelement <2 x bfloat> poison, bfloat %416, i64 0
  %418 = extractelement <128 x float> %258, i64 45
  %419 = fptrunc float %418 to bfloat
  %420 = insertelement <2 x bfloat> %417, bfloat %419, i64 1
  %421 = extractelement <128 x float> %258, i64 46
  %422 = fptrunc float %421 to bfloat
  %423 = insertelement <2 x bfloat> poison, bfloat %422, i64 0
  %424 = extractelement <128 x float> %258, i64 47
  %425 = fptrunc float %424 to bfloat
  %426 = insertelement <2 x bfloat> %423, bfloat %425, i64 1
  store <2 x bfloat> %420, ptr addrspace(3) %180, align 4, !tbaa !12
  store <2 x bfloat> %426, ptr addrspace(3) %181, align 4, !tbaa !12
  %427 = extractelement <128 x float> %258, i64 48
  %428 = fptrunc float %427 to bfloat
  %429 = insertelement <2 x bfloat> poison, bfloat %428, i64 0
  %430 = extractelement <128 x float> %258, i64 49
  %431 = fptrunc float %430 to bfloat
  %432 = insertelement <2 x bfloat> %429, bfloat %431, i64 1
  %433 = extractelement <128 x float> %258, i64 50
  %434 = fptrunc float %433 to bfloat
  %435 = insertelement <2 x bfloat> poison, bfloat %434, i64 0
  %436 = extractelement <128 x float> %258, i64 51
  %437 = fptrunc float %436 to bfloat
  %438 = insertelement <2 x bfloat> %435, bfloat %437, i64 1
  store <2 x bfloat> %432, ptr addrspace(3) %182, align 4, !tbaa !12
  store <2 x bfloat> %438, ptr addrspace(3) %183, align 4, !tbaa !12
  %439 = extractelement <128 x float> %258, i64 52
  %440 = fptrunc float %439 to bfloat
  %441 = insertelement <2 x bfloat> poison, bfloat %440, i64 0
  %442 = extractelement <128 x float> %258, i64 53
  %443 = fptrunc float %442 to bfloat
  %444 = insertelement <2 x bfloat> %441, bfloat %443, i64 1
  %445 = extractelement <128 x float> %258, i64 54
  %446 = fptrunc float %445 to bfloat
  %447 = insertelement <2 x bfloat> poison, bfloat %446, i64 0
  %448 = extractelement <128 x float> %258, i64 55
  %449 = fptrunc float %448 to bfloat
  %450 = insertelement <2 x bfloat> %447, bfloat %449, i64 1
  store <2 x bfloat> %444, ptr addrspace(3) %184, align 4, !tbaa !12
  store <2 x bfloat> %450, ptr addrspace(3) %185, align 4, !tbaa !12
  %451 = extractelement <128 x float> %258, i64 56
  %452 = fptrunc float %451 to bfloat
  %453 = insertelement <2 x bfloat> poison, bfloat %452, i64 0
  %454 = extractelement <128 x float> %258, i64 57
  %455 = fptrunc float %454 to bfloat
  %456 = insertelement <2 x bfloat> %453, bfloat %455, i64 1
  %457 = extractelement <128 x float> %258, i64 58
  %458 = fptrunc float %457 to bfloat
  %459 = insertelement <2 x bfloat> poison, bfloat %458, i64 0
  %460 = extractelement <128 x float> %258, i64 59
  %461 = fptrunc float %460 to bfloat
  %462 = insertelement <2 x bfloat> %459, bfloat %461, i64 1
  store <2 x bfloat> %456, ptr addrspace(3) %186, align 4, !tbaa !12
  store <2 x bfloat> %462, ptr addrspace(3) %187, align 4, !tbaa !12
  %463 = extractelement <128 x float> %258, i64 60
  %464 = fptrunc float %463 to bfloat
  %465 = insertelement <2 x bfloat> poison, bfloat %464, i64 0
  %466 = extractelement <128 x float> %258, i64 61
  %467 = fptrunc float %466 to bfloat
  %468 = insertelement <2 x bfloat> %465, bfloat %467, i64 1
  %469 = extractelement <128 x float> %258, i64 62
  %470 = fptrunc float %469 to bfloat
  %471 = insertelement <2 x bfloat> poison, bfloat %470, i64 0
  %472 = extractelement <128 x float> %258, i64 63
  %473 = fptrunc float %472 to bfloat
  %474 = insertelement <2 x bfloat> %471, bfloat %473, i64 1
  store <2 x bfloat> %468, ptr addrspace(3) %188, align 4, !tbaa !12
  store <2 x bfloat> %474, ptr addrspace(3) %189, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %117, label %475, label %476

475:                                              ; preds = %378
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %171, ptr noundef %2, i32 noundef %212, i32 noundef %211, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %476

476:                                              ; preds = %378, %475
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %477 = extractelement <128 x float> %258, i64 64
  %478 = fptrunc float %477 to bfloat
  %479 = insertelement <2 x bfloat> poison, bfloat %478, i64 0
  %480 = extractelement <128 x float> %258, i64 65
  %481 = fptrunc float %480 to bfloat
  %482 = insertelement <2 x bfloat> %479, bfloat %481, i64 1
  %483 = extractelement <128 x float> %258, i64 66
  %484 = fptrunc float %483 to bfloat
  %485 = insertelement <2 x bfloat> poison, bfloat %484, i64 0
  %486 = extractelement <128 x float> %258, i64 67
  %487 = fptrunc float %486 to bfloat
  %488 = insertelement <2 x bfloat> %485, bfloat %487, i64 1
  store <2 x bfloat> %482, ptr addrspace(3) %127, align 4, !tbaa !12
  store <2 x bfloat> %488, ptr addrspace(3) %128, align 4, !tbaa !12
  %489 = extractelement <128 x float> %258, i64 68
  %490 = fptrunc float %489 to bfloat
  %491 = insertelement <2 x bfloat> poison, bfloat %490, i64 0
  %492 = extractelement <128 x float> %258, i64 69
  %493 = fptrunc float %492 to bfloat
  %494 = insertelement <2 x bfloat> %491, bfloat %493, i64 1
  %495 = extractelement <128 x float> %258, i64 70
  %496 = fptrunc float %495 to bfloat
  %497 = insertelement <2 x bfloat> poison, bfloat %496, i64 0
  %498 = extractelement <128 x float> %258, i64 71
  %499 = fptrunc float %498 to bfloat
  %500 = insertelement <2 x bfloat> %497, bfloat %499, i64 1
  store <2 x bfloat> %494, ptr addrspace(3) %133, align 4, !tbaa !12
  store <2 x bfloat> %500, ptr addrspace(3) %134, align 4, !tbaa !12
  %501 = extractelement <128 x float> %258, i64 72
  %502 = fptrunc float %501 to bfloat
  %503 = insertelement <2 x bfloat> poison, bfloat %502, i64 0
  %504 = extractelement <128 x float> %258, i64 73
  %505 = fptrunc float %504 to bfloat
  %506 = insertelement <2 x bfloat> %503, bfloat %505, i64 1
  %507 = extractelement <128 x float> %258, i64 74
  %508 = fptrunc float %507 to bfloat
  %509 = insertelement <2 x bfloat> poison, bfloat %508, i64 0
  %510 = extractelement <128 x float> %258, i64 75
  %511 = fptrunc float %510 to bfloat
  %512 = insertelement <2 x bfloat> %509, bfloat %511, i64 1
  store <2 x bfloat> %506, ptr addrspace(3) %139, align 4, !tbaa !12
  store <2 x bfloat> %512, ptr addrspace(3) %140, align 4, !tbaa !12
  %513 = extractelement <128 x float> %258, i64 76
  %514 = fptrunc float %513 to bfloat
  %515 = insertelement <2 x bfloat> poison, bfloat %514, i64 0
  %516 = extractelement <128 x float> %258, i64 77
  %517 = fptrunc float %516 to bfloat
  %518 = insertelement <2 x bfloat> %515, bfloat %517, i64 1
  %519 = extractelement <128 x float> %258, i64 78
  %520 = fptrunc float %519 to bfloat
  %521 = insertelement <2 x bfloat> poison, bfloat %520, i64 0
  %522 = extractelement <128 x float> %258, i64 79
  %523 = fptrunc float %522 to bfloat
  %524 = insertelement <2 x bfloat> %521, bfloat %523, i64 1
  store <2 x bfloat> %518, ptr addrspace(3) %145, align 4, !tbaa !12
  store <2 x bfloat> %524, ptr addrspace(3) %146, align 4, !tbaa !12
  %525 = extractelement <128 x float> %258, i64 80
  %526 = fptrunc float %525 to bfloat
  %527 = insertelement <2 x bfloat> poison, bfloat %526, i64 0
  %528 = extractelement <128 x float> %258, i64 81
  %529 = fptrunc float %528 to bfloat
  %530 = insertelement <2 x bfloat> %527, bfloat %529, i64 1
  %531 = extractelement <128 x float> %258, i64 82
  %532 = fptrunc float %531 to bfloat
  %533 = insertelement <2 x bfloat> poison, bfloat %532, i64 0
  %534 = extractelement <128 x float> %258, i64 83
  %535 = fptrunc float %534 to bfloat
  %536 = insertelement <2 x bfloat> %533, bfloat %535, i64 1
  store <2 x bfloat> %530, ptr addrspace(3) %151, align 4, !tbaa !12
  store <2 x bfloat> %536, ptr addrspace(3) %152, align 4, !tbaa !12
  %537 = extractelement <128 x float> %258, i64 84
  %538 = fptrunc float %537 to bfloat
  %539 = insertelement <2 x bfloat> poison, bfloat %538, i64 0
  %540 = extractelement <128 x float> %258, i64 85
  %541 = fptrunc float %540 to bfloat
  %542 = insertelement <2 x bfloat> %539, bfloat %541, i64 1
  %543 = extractelement <128 x float> %258, i64 86
  %544 = fptrunc float %543 to bfloat
  %545 = insertelement <2 x bfloat> poison, bfloat %544, i64 0
  %546 = extractelement <128 x float> %258, i64 87
  %547 = fptrunc float %546 to bfloat
  %548 = insertelement <2 x bfloat> %545, bfloat %547, i64 1
  store <2 x bfloat> %542, ptr addrspace(3) %157, align 4, !tbaa !12
  store <2 x bfloat> %548, ptr addrspace(3) %158, align 4, !tbaa !12
  %549 = extractelement <128 x float> %258, i64 88
  %550 = fptrunc float %549 to bfloat
  %551 = insertelement <2 x bfloat> poison, bfloat %550, i64 0
  %552 = extractelement <128 x float> %258, i64 89
  %553 = fptrunc float %552 to bfloat
  %554 = insertelement <2 x bfloat> %551, bfloat %553, i64 1
  %555 = extractelement <128 x float> %258, i64 90
  %556 = fptrunc float %555 to bfloat
  %557 = insertelement <2 x bfloat> poison, bfloat %556, i64 0
  %558 = extractelement <128 x float> %258, i64 91
  %559 = fptrunc float %558 to bfloat
  %560 = insertelement <2 x bfloat> %557, bfloat %559, i64 1
  store <2 x bfloat> %554, ptr addrspace(3) %163, align 4, !tbaa !12
  store <2 x bfloat> %560, ptr addrspace(3) %164, align 4, !tbaa !12
  %561 = extractelement <128 x float> %258, i64 92
  %562 = fptrunc float %561 to bfloat
  %563 = insertelement <2 x bfloat> poison, bfloat %562, i64 0
  %564 = extractelement <128 x float> %258, i64 93
  %565 = fptrunc float %564 to bfloat
  %566 = insertelement <2 x bfloat> %563, bfloat %565, i64 1
  %567 = extractelement <128 x float> %258, i64 94
  %568 = fptrunc float %567 to bfloat
  %569 = insertelement <2 x bfloat> poison, bfloat %568, i64 0
  %570 = extractelement <128 x float> %258, i64 95
  %571 = fptrunc float %570 to bfloat
  %572 = insertelement <2 x bfloat> %569, bfloat %571, i64 1
  store <2 x bfloat> %566, ptr addrspace(3) %169, align 4, !tbaa !12
  store <2 x bfloat> %572, ptr addrspace(3) %170, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %117, label %573, label %574

573:                                              ; preds = %476
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %108, ptr noundef %2, i32 noundef %213, i32 noundef %211, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  tail call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 noundef 1) #7
  br label %574

574:                                              ; preds = %476, %573
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  %575 = extractelement <128 x float> %258, i64 96
  %576 = fptrunc float %575 to bfloat
  %577 = insertelement <2 x bfloat> poison, bfloat %576, i64 0
  %578 = extractelement <128 x float> %258, i64 97
  %579 = fptrunc float %578 to bfloat
  %580 = insertelement <2 x bfloat> %577, bfloat %579, i64 1
  %581 = extractelement <128 x float> %258, i64 98
  %582 = fptrunc float %581 to bfloat
  %583 = insertelement <2 x bfloat> poison, bfloat %582, i64 0
  %584 = extractelement <128 x float> %258, i64 99
  %585 = fptrunc float %584 to bfloat
  %586 = insertelement <2 x bfloat> %583, bfloat %585, i64 1
  store <2 x bfloat> %580, ptr addrspace(3) %174, align 4, !tbaa !12
  store <2 x bfloat> %586, ptr addrspace(3) %175, align 4, !tbaa !12
  %587 = extractelement <128 x float> %258, i64 100
  %588 = fptrunc float %587 to bfloat
  %589 = insertelement <2 x bfloat> poison, bfloat %588, i64 0
  %590 = extractelement <128 x float> %258, i64 101
  %591 = fptrunc float %590 to bfloat
  %592 = insertelement <2 x bfloat> %589, bfloat %591, i64 1
  %593 = extractelement <128 x float> %258, i64 102
  %594 = fptrunc float %593 to bfloat
  %595 = insertelement <2 x bfloat> poison, bfloat %594, i64 0
  %596 = extractelement <128 x float> %258, i64 103
  %597 = fptrunc float %596 to bfloat
  %598 = insertelement <2 x bfloat> %595, bfloat %597, i64 1
  store <2 x bfloat> %592, ptr addrspace(3) %176, align 4, !tbaa !12
  store <2 x bfloat> %598, ptr addrspace(3) %177, align 4, !tbaa !12
  %599 = extractelement <128 x float> %258, i64 104
  %600 = fptrunc float %599 to bfloat
  %601 = insertelement <2 x bfloat> poison, bfloat %600, i64 0
  %602 = extractelement <128 x float> %258, i64 105
  %603 = fptrunc float %602 to bfloat
  %604 = insertelement <2 x bfloat> %601, bfloat %603, i64 1
  %605 = extractelement <128 x float> %258, i64 106
  %606 = fptrunc float %605 to bfloat
  %607 = insertelement <2 x bfloat> poison, bfloat %606, i64 0
  %608 = extractelement <128 x float> %258, i64 107
  %609 = fptrunc float %608 to bfloat
  %610 = insertelement <2 x bfloat> %607, bfloat %609, i64 1
  store <2 x bfloat> %604, ptr addrspace(3) %178, align 4, !tbaa !12
  store <2 x bfloat> %610, ptr addrspace(3) %179, align 4, !tbaa !12
  %611 = extractelement <128 x float> %258, i64 108
  %612 = fptrunc float %611 to bfloat
  %613 = insertelement <2 x bfloat> poison, bfloat %612, i64 0
  %614 = extractelement <128 x float> %258, i64 109
  %615 = fptrunc float %614 to bfloat
  %616 = insertelement <2 x bfloat> %613, bfloat %615, i64 1
  %617 = extractelement <128 x float> %258, i64 110
  %618 = fptrunc float %617 to bfloat
  %619 = insertelement <2 x bfloat> poison, bfloat %618, i64 0
  %620 = extractelement <128 x float> %258, i64 111
  %621 = fptrunc float %620 to bfloat
  %622 = insertelement <2 x bfloat> %619, bfloat %621, i64 1
  store <2 x bfloat> %616, ptr addrspace(3) %180, align 4, !tbaa !12
  store <2 x bfloat> %622, ptr addrspace(3) %181, align 4, !tbaa !12
  %623 = extractelement <128 x float> %258, i64 112
  %624 = fptrunc float %623 to bfloat
  %625 = insertelement <2 x bfloat> poison, bfloat %624, i64 0
  %626 = extractelement <128 x float> %258, i64 113
  %627 = fptrunc float %626 to bfloat
  %628 = insertelement <2 x bfloat> %625, bfloat %627, i64 1
  %629 = extractelement <128 x float> %258, i64 114
  %630 = fptrunc float %629 to bfloat
  %631 = insertelement <2 x bfloat> poison, bfloat %630, i64 0
  %632 = extractelement <128 x float> %258, i64 115
  %633 = fptrunc float %632 to bfloat
  %634 = insertelement <2 x bfloat> %631, bfloat %633, i64 1
  store <2 x bfloat> %628, ptr addrspace(3) %182, align 4, !tbaa !12
  store <2 x bfloat> %634, ptr addrspace(3) %183, align 4, !tbaa !12
  %635 = extractelement <128 x float> %258, i64 116
  %636 = fptrunc float %635 to bfloat
  %637 = insertelement <2 x bfloat> poison, bfloat %636, i64 0
  %638 = extractelement <128 x float> %258, i64 117
  %639 = fptrunc float %638 to bfloat
  %640 = insertelement <2 x bfloat> %637, bfloat %639, i64 1
  %641 = extractelement <128 x float> %258, i64 118
  %642 = fptrunc float %641 to bfloat
  %643 = insertelement <2 x bfloat> poison, bfloat %642, i64 0
  %644 = extractelement <128 x float> %258, i64 119
  %645 = fptrunc float %644 to bfloat
  %646 = insertelement <2 x bfloat> %643, bfloat %645, i64 1
  store <2 x bfloat> %640, ptr addrspace(3) %184, align 4, !tbaa !12
  store <2 x bfloat> %646, ptr addrspace(3) %185, align 4, !tbaa !12
  %647 = extractelement <128 x float> %258, i64 120
  %648 = fptrunc float %647 to bfloat
  %649 = insertelement <2 x bfloat> poison, bfloat %648, i64 0
  %650 = extractelement <128 x float> %258, i64 121
  %651 = fptrunc float %650 to bfloat
  %652 = insertelement <2 x bfloat> %649, bfloat %651, i64 1
  %653 = extractelement <128 x float> %258, i64 122
  %654 = fptrunc float %653 to bfloat
  %655 = insertelement <2 x bfloat> poison, bfloat %654, i64 0
  %656 = extractelement <128 x float> %258, i64 123
  %657 = fptrunc float %656 to bfloat
  %658 = insertelement <2 x bfloat> %655, bfloat %657, i64 1
  store <2 x bfloat> %652, ptr addrspace(3) %186, align 4, !tbaa !12
  store <2 x bfloat> %658, ptr addrspace(3) %187, align 4, !tbaa !12
  %659 = extractelement <128 x float> %258, i64 124
  %660 = fptrunc float %659 to bfloat
  %661 = insertelement <2 x bfloat> poison, bfloat %660, i64 0
  %662 = extractelement <128 x float> %258, i64 125
  %663 = fptrunc float %662 to bfloat
  %664 = insertelement <2 x bfloat> %661, bfloat %663, i64 1
  %665 = extractelement <128 x float> %258, i64 126
  %666 = fptrunc float %665 to bfloat
  %667 = insertelement <2 x bfloat> poison, bfloat %666, i64 0
  %668 = extractelement <128 x float> %258, i64 127
  %669 = fptrunc float %668 to bfloat
  %670 = insertelement <2 x bfloat> %667, bfloat %669, i64 1
  store <2 x bfloat> %664, ptr addrspace(3) %188, align 4, !tbaa !12
  store <2 x bfloat> %670, ptr addrspace(3) %189, align 4, !tbaa !12
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta() #7
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 noundef %16, i32 noundef 128) #7
  br i1 %117, label %671, label %672

671:                                              ; preds = %574
  tail call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) noundef %171, ptr noundef %2, i32 noundef %214, i32 noundef %211, i64 noundef 0, i1 noundef zeroext false) #7
  tail call void @llvm.nvvm.cp.async.bulk.commit.group() #7
  br label %672

672:                                              ; preds = %574, %671, %261, %264
  %673 = phi i32 [ %225, %264 ], [ %225, %261 ], [ %222, %671 ], [ %222, %574 ]
  %674 = add i32 %225, 1
  %675 = icmp eq i32 %674, 4
  %676 = select i1 %675, i32 0, i32 %674
  %677 = zext i1 %675 to i32
  %678 = xor i32 %224, %677
  %679 = icmp eq i32 %259, %23
  br i1 %679, label %215, label %220, !llvm.loop !15

680:                                              ; preds = %190
  tail call void @llvm.nvvm.cp.async.bulk.wait.group(i32 noundef 0) #7
  br label %681

681:                                              ; preds = %60, %190, %680, %34
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

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #1

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
