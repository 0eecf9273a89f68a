; ModuleID = 'kernels/corpus/sgemm.cu'
source_filename = "kernels/corpus/sgemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sgemm_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [64 x float]] undef, align 16
@_ZZ11sgemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [64 x float]] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sgemm_tiled(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = shl nuw nsw i32 %10, 4
  %12 = add nuw nsw i32 %11, %9
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = shl nuw nsw i32 %13, 6
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 6
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %24, label %18

18:                                               ; preds = %8
  %19 = shl nuw nsw i32 %10, 2
  %20 = sext i32 %1 to i64
  %21 = sext i32 %16 to i64
  %22 = shl nuw nsw i32 %9, 2
  %23 = zext nneg i32 %22 to i64
  br label %186

24:                                               ; preds = %8
  %25 = icmp ult i32 %12, 1024
  %26 = zext nneg i32 %2 to i64
  %27 = sext i32 %1 to i64
  %28 = sext i32 %16 to i64
  %29 = getelementptr float, ptr %5, i64 %28
  %30 = shl nuw nsw i32 %10, 2
  %31 = zext nneg i32 %30 to i64
  %32 = shl nuw nsw i32 %9, 2
  %33 = zext nneg i32 %32 to i64
  %34 = and i32 %9, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr float, ptr %4, i64 %35
  %37 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 0, i64 %31
  %38 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 0, i64 %33
  %39 = getelementptr inbounds i8, ptr %37, i64 4
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %37, i64 12
  %42 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 1, i64 %31
  %43 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 1, i64 %33
  %44 = getelementptr inbounds i8, ptr %42, i64 4
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = getelementptr inbounds i8, ptr %42, i64 12
  %47 = getelementptr inbounds i8, ptr %43, i64 4
  %48 = getelementptr inbounds i8, ptr %43, i64 8
  %49 = getelementptr inbounds i8, ptr %43, i64 12
  %50 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 2, i64 %31
  %51 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 2, i64 %33
  %52 = getelementptr inbounds i8, ptr %50, i64 4
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = getelementptr inbounds i8, ptr %50, i64 12
  %55 = getelementptr inbounds i8, ptr %51, i64 4
  %56 = getelementptr inbounds i8, ptr %51, i64 8
  %57 = getelementptr inbounds i8, ptr %51, i64 12
  %58 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 3, i64 %31
  %59 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 3, i64 %33
  %60 = getelementptr inbounds i8, ptr %58, i64 4
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = getelementptr inbounds i8, ptr %58, i64 12
  %63 = getelementptr inbounds i8, ptr %59, i64 4
  %64 = getelementptr inbounds i8, ptr %59, i64 8
  %65 = getelementptr inbounds i8, ptr %59, i64 12
  %66 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 4, i64 %31
  %67 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 4, i64 %33
  %68 = getelementptr inbounds i8, ptr %66, i64 4
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  %70 = getelementptr inbounds i8, ptr %66, i64 12
  %71 = getelementptr inbounds i8, ptr %67, i64 4
  %72 = getelementptr inbounds i8, ptr %67, i64 8
  %73 = getelementptr inbounds i8, ptr %67, i64 12
  %74 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 5, i64 %31
  %75 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 5, i64 %33
  %76 = getelementptr inbounds i8, ptr %74, i64 4
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = getelementptr inbounds i8, ptr %74, i64 12
  %79 = getelementptr inbounds i8, ptr %75, i64 4
  %80 = getelementptr inbounds i8, ptr %75, i64 8
  %81 = getelementptr inbounds i8, ptr %75, i64 12
  %82 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 6, i64 %31
  %83 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 6, i64 %33
  %84 = getelementptr inbounds i8, ptr %82, i64 4
  %85 = getelementptr inbounds i8, ptr %82, i64 8
  %86 = getelementptr inbounds i8, ptr %82, i64 12
  %87 = getelementptr inbounds i8, ptr %83, i64 4
  %88 = getelementptr inbounds i8, ptr %83, i64 8
  %89 = getelementptr inbounds i8, ptr %83, i64 12
  %90 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 7, i64 %31
  %91 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 7, i64 %33
  %92 = getelementptr inbounds i8, ptr %90, i64 4
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = getelementptr inbounds i8, ptr %90, i64 12
  %95 = getelementptr inbounds i8, ptr %91, i64 4
  %96 = getelementptr inbounds i8, ptr %91, i64 8
  %97 = getelementptr inbounds i8, ptr %91, i64 12
  %98 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 8, i64 %31
  %99 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 8, i64 %33
  %100 = getelementptr inbounds i8, ptr %98, i64 4
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = getelementptr inbounds i8, ptr %98, i64 12
  %103 = getelementptr inbounds i8, ptr %99, i64 4
  %104 = getelementptr inbounds i8, ptr %99, i64 8
  %105 = getelementptr inbounds i8, ptr %99, i64 12
  %106 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 9, i64 %31
  %107 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 9, i64 %33
  %108 = getelementptr inbounds i8, ptr %106, i64 4
  %109 = getelementptr inbounds i8, ptr %106, i64 8
  %110 = getelementptr inbounds i8, ptr %106, i64 12
  %111 = getelementptr inbounds i8, ptr %107, i64 4
  %112 = getelementptr inbounds i8, ptr %107, i64 8
  %113 = getelementptr inbounds i8, ptr %107, i64 12
  %114 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 10, i64 %31
  %115 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 10, i64 %33
  %116 = getelementptr inbounds i8, ptr %114, i64 4
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  %118 = getelementptr inbounds i8, ptr %114, i64 12
  %119 = getelementptr inbounds i8, ptr %115, i64 4
  %120 = getelementptr inbounds i8, ptr %115, i64 8
  %121 = getelementptr inbounds i8, ptr %115, i64 12
  %122 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 11, i64 %31
  %123 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 11, i64 %33
  %124 = getelementptr inbounds i8, ptr %122, i64 4
  %125 = getelementptr inbounds i8, ptr %122, i64 8
  %126 = getelementptr inbounds i8, ptr %122, i64 12
  %127 = getelementptr inbounds i8, ptr %123, i64 4
  %128 = getelementptr inbounds i8, ptr %123, i64 8
  %129 = getelementptr inbounds i8, ptr %123, i64 12
  %130 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 12, i64 %31
  %131 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 12, i64 %33
  %132 = getelementptr inbounds i8, ptr %130, i64 4
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %130, i64 12
  %135 = getelementptr inbounds i8, ptr %131, i64 4
  %136 = getelementptr inbounds i8, ptr %131, i64 8
  %137 = getelementptr inbounds i8, ptr %131, i64 12
  %138 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 13, i64 %31
  %139 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 13, i64 %33
  %140 = getelementptr inbounds i8, ptr %138, i64 4
  %141 = getelementptr inbounds i8, ptr %138, i64 8
  %142 = getelementptr inbounds i8, ptr %138, i64 12
  %143 = getelementptr inbounds i8, ptr %139, i64 4
  %144 = getelementptr inbounds i8, ptr %139, i64 8
  %145 = getelementptr inbounds i8, ptr %139, i64 12
  %146 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 14, i64 %31
  %147 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 14, i64 %33
  %148 = getelementptr inbounds i8, ptr %146, i64 4
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = getelementptr inbounds i8, ptr %146, i64 12
  %151 = getelementptr inbounds i8, ptr %147, i64 4
  %152 = getelementptr inbounds i8, ptr %147, i64 8
  %153 = getelementptr inbounds i8, ptr %147, i64 12
  %154 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 15, i64 %31
  %155 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 15, i64 %33
  %156 = getelementptr inbounds i8, ptr %154, i64 4
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = getelementptr inbounds i8, ptr %154, i64 12
  %159 = getelementptr inbounds i8, ptr %155, i64 4
  %160 = getelementptr inbounds i8, ptr %155, i64 8
  %161 = getelementptr inbounds i8, ptr %155, i64 12
  %162 = getelementptr inbounds i8, ptr %38, i64 4
  %163 = getelementptr inbounds i8, ptr %38, i64 8
  %164 = getelementptr inbounds i8, ptr %38, i64 12
  br label %165

165:                                              ; preds = %24, %301
  %166 = phi float [ 0.000000e+00, %24 ], [ %670, %301 ]
  %167 = phi float [ 0.000000e+00, %24 ], [ %671, %301 ]
  %168 = phi float [ 0.000000e+00, %24 ], [ %672, %301 ]
  %169 = phi float [ 0.000000e+00, %24 ], [ %673, %301 ]
  %170 = phi float [ 0.000000e+00, %24 ], [ %674, %301 ]
  %171 = phi float [ 0.000000e+00, %24 ], [ %675, %301 ]
  %172 = phi float [ 0.000000e+00, %24 ], [ %676, %301 ]
  %173 = phi float [ 0.000000e+00, %24 ], [ %677, %301 ]
  %174 = phi float [ 0.000000e+00, %24 ], [ %678, %301 ]
  %175 = phi float [ 0.000000e+00, %24 ], [ %679, %301 ]
  %176 = phi float [ 0.000000e+00, %24 ], [ %680, %301 ]
  %177 = phi float [ 0.000000e+00, %24 ], [ %681, %301 ]
  %178 = phi float [ 0.000000e+00, %24 ], [ %682, %301 ]
  %179 = phi float [ 0.000000e+00, %24 ], [ %683, %301 ]
  %180 = phi float [ 0.000000e+00, %24 ], [ %684, %301 ]
  %181 = phi float [ 0.000000e+00, %24 ], [ %685, %301 ]
  %182 = phi i32 [ 0, %24 ], [ %686, %301 ]
  br i1 %25, label %183, label %301

183:                                              ; preds = %165
  %184 = zext nneg i32 %182 to i64
  %185 = getelementptr float, ptr %36, i64 %184
  br label %688

186:                                              ; preds = %301, %18
  %187 = phi i64 [ %23, %18 ], [ %33, %301 ]
  %188 = phi i64 [ %21, %18 ], [ %28, %301 ]
  %189 = phi i64 [ %20, %18 ], [ %27, %301 ]
  %190 = phi i32 [ %19, %18 ], [ %30, %301 ]
  %191 = phi float [ 0.000000e+00, %18 ], [ %670, %301 ]
  %192 = phi float [ 0.000000e+00, %18 ], [ %671, %301 ]
  %193 = phi float [ 0.000000e+00, %18 ], [ %672, %301 ]
  %194 = phi float [ 0.000000e+00, %18 ], [ %673, %301 ]
  %195 = phi float [ 0.000000e+00, %18 ], [ %674, %301 ]
  %196 = phi float [ 0.000000e+00, %18 ], [ %675, %301 ]
  %197 = phi float [ 0.000000e+00, %18 ], [ %676, %301 ]
  %198 = phi float [ 0.000000e+00, %18 ], [ %677, %301 ]
  %199 = phi float [ 0.000000e+00, %18 ], [ %678, %301 ]
  %200 = phi float [ 0.000000e+00, %18 ], [ %679, %301 ]
  %201 = phi float [ 0.000000e+00, %18 ], [ %680, %301 ]
  %202 = phi float [ 0.000000e+00, %18 ], [ %681, %301 ]
  %203 = phi float [ 0.000000e+00, %18 ], [ %682, %301 ]
  %204 = phi float [ 0.000000e+00, %18 ], [ %683, %301 ]
  %205 = phi float [ 0.000000e+00, %18 ], [ %684, %301 ]
  %206 = phi float [ 0.000000e+00, %18 ], [ %685, %301 ]
  %207 = add nuw nsw i32 %14, %190
  %208 = getelementptr float, ptr %7, i64 %188
  %209 = getelementptr float, ptr %208, i64 %187
  %210 = zext nneg i32 %207 to i64
  %211 = mul nsw i64 %189, %210
  %212 = getelementptr float, ptr %209, i64 %211
  %213 = fmul contract float %191, %3
  %214 = load float, ptr %212, align 4, !tbaa !9
  %215 = fmul contract float %214, %6
  %216 = fadd contract float %213, %215
  store float %216, ptr %212, align 4, !tbaa !9
  %217 = fmul contract float %192, %3
  %218 = getelementptr i8, ptr %212, i64 4
  %219 = load float, ptr %218, align 4, !tbaa !9
  %220 = fmul contract float %219, %6
  %221 = fadd contract float %217, %220
  store float %221, ptr %218, align 4, !tbaa !9
  %222 = fmul contract float %193, %3
  %223 = getelementptr i8, ptr %212, i64 8
  %224 = load float, ptr %223, align 4, !tbaa !9
  %225 = fmul contract float %224, %6
  %226 = fadd contract float %222, %225
  store float %226, ptr %223, align 4, !tbaa !9
  %227 = fmul contract float %194, %3
  %228 = getelementptr i8, ptr %212, i64 12
  %229 = load float, ptr %228, align 4, !tbaa !9
  %230 = fmul contract float %229, %6
  %231 = fadd contract float %227, %230
  store float %231, ptr %228, align 4, !tbaa !9
  %232 = or disjoint i32 %207, 1
  %233 = zext nneg i32 %232 to i64
  %234 = mul nsw i64 %189, %233
  %235 = getelementptr float, ptr %209, i64 %234
  %236 = fmul contract float %195, %3
  %237 = load float, ptr %235, align 4, !tbaa !9
  %238 = fmul contract float %237, %6
  %239 = fadd contract float %236, %238
  store float %239, ptr %235, align 4, !tbaa !9
  %240 = fmul contract float %196, %3
  %241 = getelementptr i8, ptr %235, i64 4
  %242 = load float, ptr %241, align 4, !tbaa !9
  %243 = fmul contract float %242, %6
  %244 = fadd contract float %240, %243
  store float %244, ptr %241, align 4, !tbaa !9
  %245 = fmul contract float %197, %3
  %246 = getelementptr i8, ptr %235, i64 8
  %247 = load float, ptr %246, align 4, !tbaa !9
  %248 = fmul contract float %247, %6
  %249 = fadd contract float %245, %248
  store float %249, ptr %246, align 4, !tbaa !9
  %250 = fmul contract float %198, %3
  %251 = getelementptr i8, ptr %235, i64 12
  %252 = load float, ptr %251, align 4, !tbaa !9
  %253 = fmul contract float %252, %6
  %254 = fadd contract float %250, %253
  store float %254, ptr %251, align 4, !tbaa !9
  %255 = or disjoint i32 %207, 2
  %256 = zext nneg i32 %255 to i64
  %257 = mul nsw i64 %189, %256
  %258 = getelementptr float, ptr %209, i64 %257
  %259 = fmul contract float %199, %3
  %260 = load float, ptr %258, align 4, !tbaa !9
  %261 = fmul contract float %260, %6
  %262 = fadd contract float %259, %261
  store float %262, ptr %258, align 4, !tbaa !9
  %263 = fmul contract float %200, %3
  %264 = getelementptr i8, ptr %258, i64 4
  %265 = load float, ptr %264, align 4, !tbaa !9
  %266 = fmul contract float %265, %6
  %267 = fadd contract float %263, %266
  store float %267, ptr %264, align 4, !tbaa !9
  %268 = fmul contract float %201, %3
  %269 = getelementptr i8, ptr %258, i64 8
  %270 = load float, ptr %269, align 4, !tbaa !9
  %271 = fmul contract float %270, %6
  %272 = fadd contract float %268, %271
  store float %272, ptr %269, align 4, !tbaa !9
  %273 = fmul contract float %202, %3
  %274 = getelementptr i8, ptr %258, i64 12
  %275 = load float, ptr %274, align 4, !tbaa !9
  %276 = fmul contract float %275, %6
  %277 = fadd contract float %273, %276
  store float %277, ptr %274, align 4, !tbaa !9
  %278 = or disjoint i32 %207, 3
  %279 = zext nneg i32 %278 to i64
  %280 = mul nsw i64 %189, %279
  %281 = getelementptr float, ptr %209, i64 %280
  %282 = fmul contract float %203, %3
  %283 = load float, ptr %281, align 4, !tbaa !9
  %284 = fmul contract float %283, %6
  %285 = fadd contract float %282, %284
  store float %285, ptr %281, align 4, !tbaa !9
  %286 = fmul contract float %204, %3
  %287 = getelementptr i8, ptr %281, i64 4
  %288 = load float, ptr %287, align 4, !tbaa !9
  %289 = fmul contract float %288, %6
  %290 = fadd contract float %286, %289
  store float %290, ptr %287, align 4, !tbaa !9
  %291 = fmul contract float %205, %3
  %292 = getelementptr i8, ptr %281, i64 8
  %293 = load float, ptr %292, align 4, !tbaa !9
  %294 = fmul contract float %293, %6
  %295 = fadd contract float %291, %294
  store float %295, ptr %292, align 4, !tbaa !9
  %296 = fmul contract float %206, %3
  %297 = getelementptr i8, ptr %281, i64 12
  %298 = load float, ptr %297, align 4, !tbaa !9
  %299 = fmul contract float %298, %6
  %300 = fadd contract float %296, %299
  store float %300, ptr %297, align 4, !tbaa !9
  ret void

301:                                              ; preds = %688, %165
  tail call void @llvm.nvvm.barrier0()
  %302 = load float, ptr %37, align 4
  %303 = load float, ptr %39, align 4
  %304 = load float, ptr %40, align 4
  %305 = load float, ptr %41, align 4
  %306 = load float, ptr %38, align 4
  %307 = load float, ptr %162, align 4
  %308 = load float, ptr %163, align 4
  %309 = load float, ptr %164, align 4
  %310 = tail call contract noundef float @llvm.fma.f32(float %302, float %306, float %166)
  %311 = tail call contract noundef float @llvm.fma.f32(float %302, float %307, float %167)
  %312 = tail call contract noundef float @llvm.fma.f32(float %302, float %308, float %168)
  %313 = tail call contract noundef float @llvm.fma.f32(float %302, float %309, float %169)
  %314 = tail call contract noundef float @llvm.fma.f32(float %303, float %306, float %170)
  %315 = tail call contract noundef float @llvm.fma.f32(float %303, float %307, float %171)
  %316 = tail call contract noundef float @llvm.fma.f32(float %303, float %308, float %172)
  %317 = tail call contract noundef float @llvm.fma.f32(float %303, float %309, float %173)
  %318 = tail call contract noundef float @llvm.fma.f32(float %304, float %306, float %174)
  %319 = tail call contract noundef float @llvm.fma.f32(float %304, float %307, float %175)
  %320 = tail call contract noundef float @llvm.fma.f32(float %304, float %308, float %176)
  %321 = tail call contract noundef float @llvm.fma.f32(float %304, float %309, float %177)
  %322 = tail call contract noundef float @llvm.fma.f32(float %305, float %306, float %178)
  %323 = tail call contract noundef float @llvm.fma.f32(float %305, float %307, float %179)
  %324 = tail call contract noundef float @llvm.fma.f32(float %305, float %308, float %180)
  %325 = tail call contract noundef float @llvm.fma.f32(float %305, float %309, float %181)
  %326 = load float, ptr %42, align 4
  %327 = load float, ptr %44, align 4
  %328 = load float, ptr %45, align 4
  %329 = load float, ptr %46, align 4
  %330 = load float, ptr %43, align 4
  %331 = load float, ptr %47, align 4
  %332 = load float, ptr %48, align 4
  %333 = load float, ptr %49, align 4
  %334 = tail call contract noundef float @llvm.fma.f32(float %326, float %330, float %310)
  %335 = tail call contract noundef float @llvm.fma.f32(float %326, float %331, float %311)
  %336 = tail call contract noundef float @llvm.fma.f32(float %326, float %332, float %312)
  %337 = tail call contract noundef float @llvm.fma.f32(float %326, float %333, float %313)
  %338 = tail call contract noundef float @llvm.fma.f32(float %327, float %330, float %314)
  %339 = tail call contract noundef float @llvm.fma.f32(float %327, float %331, float %315)
  %340 = tail call contract noundef float @llvm.fma.f32(float %327, float %332, float %316)
  %341 = tail call contract noundef float @llvm.fma.f32(float %327, float %333, float %317)
  %342 = tail call contract noundef float @llvm.fma.f32(float %328, float %330, float %318)
  %343 = tail call contract noundef float @llvm.fma.f32(float %328, float %331, float %319)
  %344 = tail call contract noundef float @llvm.fma.f32(float %328, float %332, float %320)
  %345 = tail call contract noundef float @llvm.fma.f32(float %328, float %333, float %321)
  %346 = tail call contract noundef float @llvm.fma.f32(float %329, float %330, float %322)
  %347 = tail call contract noundef float @llvm.fma.f32(float %329, float %331, float %323)
  %348 = tail call contract noundef float @llvm.fma.f32(float %329, float %332, float %324)
  %349 = tail call contract noundef float @llvm.fma.f32(float %329, float %333, float %325)
  %350 = load float, ptr %50, align 4
  %351 = load float, ptr %52, align 4
  %352 = load float, ptr %53, align 4
  %353 = load float, ptr %54, align 4
  %354 = load float, ptr %51, align 4
  %355 = load float, ptr %55, align 4
  %356 = load float, ptr %56, align 4
  %357 = load float, ptr %57, align 4
  %358 = tail call contract noundef float @llvm.fma.f32(float %350, float %354, float %334)
  %359 = tail call contract noundef float @llvm.fma.f32(float %350, float %355, float %335)
  %360 = tail call contract noundef float @llvm.fma.f32(float %350, float %356, float %336)
  %361 = tail call contract noundef float @llvm.fma.f32(float %350, float %357, float %337)
  %362 = tail call contract noundef float @llvm.fma.f32(float %351, float %354, float %338)
  %363 = tail call contract noundef float @llvm.fma.f32(float %351, float %355, float %339)
  %364 = tail call contract noundef float @llvm.fma.f32(float %351, float %356, float %340)
  %365 = tail call contract noundef float @llvm.fma.f32(float %351, float %357, float %341)
  %366 = tail call contract noundef float @llvm.fma.f32(float %352, float %354, float %342)
  %367 = tail call contract noundef float @llvm.fma.f32(float %352, float %355, float %343)
  %368 = tail call contract noundef float @llvm.fma.f32(float %352, float %356, float %344)
  %369 = tail call contract noundef float @llvm.fma.f32(float %352, float %357, float %345)
  %370 = tail call contract noundef float @llvm.fma.f32(float %353, float %354, float %346)
  %371 = tail call contract noundef float @llvm.fma.f32(float %353, float %355, float %347)
  %372 = tail call contract noundef float @llvm.fma.f32(float %353, float %356, float %348)
  %373 = tail call contract noundef float @llvm.fma.f32(float %353, float %357, float %349)
  %374 = load float, ptr %58, align 4
  %375 = load float, ptr %60, align 4
  %376 = load float, ptr %61, align 4
  %377 = load float, ptr %62, align 4
  %378 = load float, ptr %59, align 4
  %379 = load float, ptr %63, align 4
  %380 = load float, ptr %64, align 4
  %381 = load float, ptr %65, align 4
  %382 = tail call contract noundef float @llvm.fma.f32(float %374, float %378, float %358)
  %383 = tail call contract noundef float @llvm.fma.f32(float %374, float %379, float %359)
  %384 = tail call contract noundef float @llvm.fma.f32(float %374, float %380, float %360)
  %385 = tail call contract noundef float @llvm.fma.f32(float %374, float %381, float %361)
  %386 = tail call contract noundef float @llvm.fma.f32(float %375, float %378, float %362)
  %387 = tail call contract noundef float @llvm.fma.f32(float %375, float %379, float %363)
  %388 = tail call contract noundef float @llvm.fma.f32(float %375, float %380, float %364)
  %389 = tail call contract noundef float @llvm.fma.f32(float %375, float %381, float %365)
  %390 = tail call contract noundef float @llvm.fma.f32(float %376, float %378, float %366)
  %391 = tail call contract noundef float @llvm.fma.f32(float %376, float %379, float %367)
  %392 = tail call contract noundef float @llvm.fma.f32(float %376, float %380, float %368)
  %393 = tail call contract noundef float @llvm.fma.f32(float %376, float %381, float %369)
  %394 = tail call contract noundef float @llvm.fma.f32(float %377, float %378, float %370)
  %395 = tail call contract noundef float @llvm.fma.f32(float %377, float %379, float %371)
  %396 = tail call contract noundef float @llvm.fma.f32(float %377, float %380, float %372)
  %397 = tail call contract noundef float @llvm.fma.f32(float %377, float %381, float %373)
  %398 = load float, ptr %66, align 4
  %399 = load float, ptr %68, align 4
  %400 = load float, ptr %69, align 4
  %401 = load float, ptr %70, align 4
  %402 = load float, ptr %67, align 4
  %403 = load float, ptr %71, align 4
  %404 = load float, ptr %72, align 4
  %405 = load float, ptr %73, align 4
  %406 = tail call contract noundef float @llvm.fma.f32(float %398, float %402, float %382)
  %407 = tail call contract noundef float @llvm.fma.f32(float %398, float %403, float %383)
  %408 = tail call contract noundef float @llvm.fma.f32(float %398, float %404, float %384)
  %409 = tail call contract noundef float @llvm.fma.f32(float %398, float %405, float %385)
  %410 = tail call contract noundef float @llvm.fma.f32(float %399, float %402, float %386)
  %411 = tail call contract noundef float @llvm.fma.f32(float %399, float %403, float %387)
  %412 = tail call contract noundef float @llvm.fma.f32(float %399, float %404, float %388)
  %413 = tail call contract noundef float @llvm.fma.f32(float %399, float %405, float %389)
  %414 = tail call contract noundef float @llvm.fma.f32(float %400, float %402, float %390)
  %415 = tail call contract noundef float @llvm.fma.f32(float %400, float %403, float %391)
  %416 = tail call contract noundef float @llvm.fma.f32(float %400, float %404, float %392)
  %417 = tail call contract noundef float @llvm.fma.f32(float %400, float %405, float %393)
  %418 = tail call contract noundef float @llvm.fma.f32(float %401, float %402, float %394)
  %419 = tail call contract noundef float @llvm.fma.f32(float %401, float %403, float %395)
  %420 = tail call contract noundef float @llvm.fma.f32(float %401, float %404, float %396)
  %421 = tail call contract noundef float @llvm.fma.f32(float %401, float %405, float %397)
  %422 = load float, ptr %74, align 4
  %423 = load float, ptr %76, align 4
  %424 = load float, ptr %77, align 4
  %425 = load float, ptr %78, align 4
  %426 = load float, ptr %75, align 4
  %427 = load float, ptr %79, align 4
  %428 = load float, ptr %80, align 4
  %429 = load float, ptr %81, align 4
  %430 = tail call contract noundef float @llvm.fma.f32(float %422, float %426, float %406)
  %431 = tail call contract noundef float @llvm.fma.f32(float %422, float %427, float %407)
  %432 = tail call contract noundef float @llvm.fma.f32(float %422, float %428, float %408)
  %433 = tail call contract noundef float @llvm.fma.f32(float %422, float %429, float %409)
  %434 = tail call contract noundef float @llvm.fma.f32(float %423, float %426, float %410)
  %435 = tail call contract noundef float @llvm.fma.f32(float %423, float %427, float %411)
  %436 = tail call contract noundef float @llvm.fma.f32(float %423, float %428, float %412)
  %437 = tail call contract noundef float @llvm.fma.f32(float %423, float %429, float %413)
  %438 = tail call contract noundef float @llvm.fma.f32(float %424, float %426, float %414)
  %439 = tail call contract noundef float @llvm.fma.f32(float %424, float %427, float %415)
  %440 = tail call contract noundef float @llvm.fma.f32(float %424, float %428, float %416)
  %441 = tail call contract noundef float @llvm.fma.f32(float %424, float %429, float %417)
  %442 = tail call contract noundef float @llvm.fma.f32(float %425, float %426, float %418)
  %443 = tail call contract noundef float @llvm.fma.f32(float %425, float %427, float %419)
  %444 = tail call contract noundef float @llvm.fma.f32(float %425, float %428, float %420)
  %445 = tail call contract noundef float @llvm.fma.f32(float %425, float %429, float %421)
  %446 = load float, ptr %82, align 4
  %447 = load float, ptr %84, align 4
  %448 = load float, ptr %85, align 4
  %449 = load float, ptr %86, align 4
  %450 = load float, ptr %83, align 4
  %451 = load float, ptr %87, align 4
  %452 = load float, ptr %88, align 4
  %453 = load float, ptr %89, align 4
  %454 = tail call contract noundef float @llvm.fma.f32(float %446, float %450, float %430)
  %455 = tail call contract noundef float @llvm.fma.f32(float %446, float %451, float %431)
  %456 = tail call contract noundef float @llvm.fma.f32(float %446, float %452, float %432)
  %457 = tail call contract noundef float @llvm.fma.f32(float %446, float %453, float %433)
  %458 = tail call contract noundef float @llvm.fma.f32(float %447, float %450, float %434)
  %459 = tail call contract noundef float @llvm.fma.f32(float %447, float %451, float %435)
  %460 = tail call contract noundef float @llvm.fma.f32(float %447, float %452, float %436)
  %461 = tail call contract noundef float @llvm.fma.f32(float %447, float %453, float %437)
  %462 = tail call contract noundef float @llvm.fma.f32(float %448, float %450, float %438)
  %463 = tail call contract noundef float @llvm.fma.f32(float %448, float %451, float %439)
  %464 = tail call contract noundef float @llvm.fma.f32(float %448, float %452, float %440)
  %465 = tail call contract noundef float @llvm.fma.f32(float %448, float %453, float %441)
  %466 = tail call contract noundef float @llvm.fma.f32(float %449, float %450, float %442)
  %467 = tail call contract noundef float @llvm.fma.f32(float %449, float %451, float %443)
  %468 = tail call contract noundef float @llvm.fma.f32(float %449, float %452, float %444)
  %469 = tail call contract noundef float @llvm.fma.f32(float %449, float %453, float %445)
  %470 = load float, ptr %90, align 4
  %471 = load float, ptr %92, align 4
  %472 = load float, ptr %93, align 4
  %473 = load float, ptr %94, align 4
  %474 = load float, ptr %91, align 4
  %475 = load float, ptr %95, align 4
  %476 = load float, ptr %96, align 4
  %477 = load float, ptr %97, align 4
  %478 = tail call contract noundef float @llvm.fma.f32(float %470, float %474, float %454)
  %479 = tail call contract noundef float @llvm.fma.f32(float %470, float %475, float %455)
  %480 = tail call contract noundef float @llvm.fma.f32(float %470, float %476, float %456)
  %481 = tail call contract noundef float @llvm.fma.f32(float %470, float %477, float %457)
  %482 = tail call contract noundef float @llvm.fma.f32(float %471, float %474, float %458)
  %483 = tail call contract noundef float @llvm.fma.f32(float %471, float %475, float %459)
  %484 = tail call contract noundef float @llvm.fma.f32(float %471, float %476, float %460)
  %485 = tail call contract noundef float @llvm.fma.f32(float %471, float %477, float %461)
  %486 = tail call contract noundef float @llvm.fma.f32(float %472, float %474, float %462)
  %487 = tail call contract noundef float @llvm.fma.f32(float %472, float %475, float %463)
  %488 = tail call contract noundef float @llvm.fma.f32(float %472, float %476, float %464)
  %489 = tail call contract noundef float @llvm.fma.f32(float %472, float %477, float %465)
  %490 = tail call contract noundef float @llvm.fma.f32(float %473, float %474, float %466)
  %491 = tail call contract noundef float @llvm.fma.f32(float %473, float %475, float %467)
  %492 = tail call contract noundef float @llvm.fma.f32(float %473, float %476, float %468)
  %493 = tail call contract noundef float @llvm.fma.f32(float %473, float %477, float %469)
  %494 = load float, ptr %98, align 4
  %495 = load float, ptr %100, align 4
  %496 = load float, ptr %101, align 4
  %497 = load float, ptr %102, align 4
  %498 = load float, ptr %99, align 4
  %499 = load float, ptr %103, align 4
  %500 = load float, ptr %104, align 4
  %501 = load float, ptr %105, align 4
  %502 = tail call contract noundef float @llvm.fma.f32(float %494, float %498, float %478)
  %503 = tail call contract noundef float @llvm.fma.f32(float %494, float %499, float %479)
  %504 = tail call contract noundef float @llvm.fma.f32(float %494, float %500, float %480)
  %505 = tail call contract noundef float @llvm.fma.f32(float %494, float %501, float %481)
  %506 = tail call contract noundef float @llvm.fma.f32(float %495, float %498, float %482)
  %507 = tail call contract noundef float @llvm.fma.f32(float %495, float %499, float %483)
  %508 = tail call contract noundef float @llvm.fma.f32(float %495, float %500, float %484)
  %509 = tail call contract noundef float @llvm.fma.f32(float %495, float %501, float %485)
  %510 = tail call contract noundef float @llvm.fma.f32(float %496, float %498, float %486)
  %511 = tail call contract noundef float @llvm.fma.f32(float %496, float %499, float %487)
  %512 = tail call contract noundef float @llvm.fma.f32(float %496, float %500, float %488)
  %513 = tail call contract noundef float @llvm.fma.f32(float %496, float %501, float %489)
  %514 = tail call contract noundef float @llvm.fma.f32(float %497, float %498, float %490)
  %515 = tail call contract noundef float @llvm.fma.f32(float %497, float %499, float %491)
  %516 = tail call contract noundef float @llvm.fma.f32(float %497, float %500, float %492)
  %517 = tail call contract noundef float @llvm.fma.f32(float %497, float %501, float %493)
  %518 = load float, ptr %106, align 4
  %519 = load float, ptr %108, align 4
  %520 = load float, ptr %109, align 4
  %521 = load float, ptr %110, align 4
  %522 = load float, ptr %107, align 4
  %523 = load float, ptr %111, align 4
  %524 = load float, ptr %112, align 4
  %525 = load float, ptr %113, align 4
  %526 = tail call contract noundef float @llvm.fma.f32(float %518, float %522, float %502)
  %527 = tail call contract noundef float @llvm.fma.f32(float %518, float %523, float %503)
  %528 = tail call contract noundef float @llvm.fma.f32(float %518, float %524, float %504)
  %529 = tail call contract noundef float @llvm.fma.f32(float %518, float %525, float %505)
  %530 = tail call contract noundef float @llvm.fma.f32(float %519, float %522, float %506)
  %531 = tail call contract noundef float @llvm.fma.f32(float %519, float %523, float %507)
  %532 = tail call contract noundef float @llvm.fma.f32(float %519, float %524, float %508)
  %533 = tail call contract noundef float @llvm.fma.f32(float %519, float %525, float %509)
  %534 = tail call contract noundef float @llvm.fma.f32(float %520, float %522, float %510)
  %535 = tail call contract noundef float @llvm.fma.f32(float %520, float %523, float %511)
  %536 = tail call contract noundef float @llvm.fma.f32(float %520, float %524, float %512)
  %537 = tail call contract noundef float @llvm.fma.f32(float %520, float %525, float %513)
  %538 = tail call contract noundef float @llvm.fma.f32(float %521, float %522, float %514)
  %539 = tail call contract noundef float @llvm.fma.f32(float %521, float %523, float %515)
  %540 = tail call contract noundef float @llvm.fma.f32(float %521, float %524, float %516)
  %541 = tail call contract noundef float @llvm.fma.f32(float %521, float %525, float %517)
  %542 = load float, ptr %114, align 4
  %543 = load float, ptr %116, align 4
  %544 = load float, ptr %117, align 4
  %545 = load float, ptr %118, align 4
  %546 = load float, ptr %115, align 4
  %547 = load float, ptr %119, align 4
  %548 = load float, ptr %120, align 4
  %549 = load float, ptr %121, align 4
  %550 = tail call contract noundef float @llvm.fma.f32(float %542, float %546, float %526)
  %551 = tail call contract noundef float @llvm.fma.f32(float %542, float %547, float %527)
  %552 = tail call contract noundef float @llvm.fma.f32(float %542, float %548, float %528)
  %553 = tail call contract noundef float @llvm.fma.f32(float %542, float %549, float %529)
  %554 = tail call contract noundef float @llvm.fma.f32(float %543, float %546, float %530)
  %555 = tail call contract noundef float @llvm.fma.f32(float %543, float %547, float %531)
  %556 = tail call contract noundef float @llvm.fma.f32(float %543, float %548, float %532)
  %557 = tail call contract noundef float @llvm.fma.f32(float %543, float %549, float %533)
  %558 = tail call contract noundef float @llvm.fma.f32(float %544, float %546, float %534)
  %559 = tail call contract noundef float @llvm.fma.f32(float %544, float %547, float %535)
  %560 = tail call contract noundef float @llvm.fma.f32(float %544, float %548, float %536)
  %561 = tail call contract noundef float @llvm.fma.f32(float %544, float %549, float %537)
  %562 = tail call contract noundef float @llvm.fma.f32(float %545, float %546, float %538)
  %563 = tail call contract noundef float @llvm.fma.f32(float %545, float %547, float %539)
  %564 = tail call contract noundef float @llvm.fma.f32(float %545, float %548, float %540)
  %565 = tail call contract noundef float @llvm.fma.f32(float %545, float %549, float %541)
  %566 = load float, ptr %122, align 4
  %567 = load float, ptr %124, align 4
  %568 = load float, ptr %125, align 4
  %569 = load float, ptr %126, align 4
  %570 = load float, ptr %123, align 4
  %571 = load float, ptr %127, align 4
  %572 = load float, ptr %128, align 4
  %573 = load float, ptr %129, align 4
  %574 = tail call contract noundef float @llvm.fma.f32(float %566, float %570, float %550)
  %575 = tail call contract noundef float @llvm.fma.f32(float %566, float %571, float %551)
  %576 = tail call contract noundef float @llvm.fma.f32(float %566, float %572, float %552)
  %577 = tail call contract noundef float @llvm.fma.f32(float %566, float %573, float %553)
  %578 = tail call contract noundef float @llvm.fma.f32(float %567, float %570, float %554)
  %579 = tail call contract noundef float @llvm.fma.f32(float %567, float %571, float %555)
  %580 = tail call contract noundef float @llvm.fma.f32(float %567, float %572, float %556)
  %581 = tail call contract noundef float @llvm.fma.f32(float %567, float %573, float %557)
  %582 = tail call contract noundef float @llvm.fma.f32(float %568, float %570, float %558)
  %583 = tail call contract noundef float @llvm.fma.f32(float %568, float %571, float %559)
  %584 = tail call contract noundef float @llvm.fma.f32(float %568, float %572, float %560)
  %585 = tail call contract noundef float @llvm.fma.f32(float %568, float %573, float %561)
  %586 = tail call contract noundef float @llvm.fma.f32(float %569, float %570, float %562)
  %587 = tail call contract noundef float @llvm.fma.f32(float %569, float %571, float %563)
  %588 = tail call contract noundef float @llvm.fma.f32(float %569, float %572, float %564)
  %589 = tail call contract noundef float @llvm.fma.f32(float %569, float %573, float %565)
  %590 = load float, ptr %130, align 4
  %591 = load float, ptr %132, align 4
  %592 = load float, ptr %133, align 4
  %593 = load float, ptr %134, align 4
  %594 = load float, ptr %131, align 4
  %595 = load float, ptr %135, align 4
  %596 = load float, ptr %136, align 4
  %597 = load float, ptr %137, align 4
  %598 = tail call contract noundef float @llvm.fma.f32(float %590, float %594, float %574)
  %599 = tail call contract noundef float @llvm.fma.f32(float %590, float %595, float %575)
  %600 = tail call contract noundef float @llvm.fma.f32(float %590, float %596, float %576)
  %601 = tail call contract noundef float @llvm.fma.f32(float %590, float %597, float %577)
  %602 = tail call contract noundef float @llvm.fma.f32(float %591, float %594, float %578)
  %603 = tail call contract noundef float @llvm.fma.f32(float %591, float %595, float %579)
  %604 = tail call contract noundef float @llvm.fma.f32(float %591, float %596, float %580)
  %605 = tail call contract noundef float @llvm.fma.f32(float %591, float %597, float %581)
  %606 = tail call contract noundef float @llvm.fma.f32(float %592, float %594, float %582)
  %607 = tail call contract noundef float @llvm.fma.f32(float %592, float %595, float %583)
  %608 = tail call contract noundef float @llvm.fma.f32(float %592, float %596, float %584)
  %609 = tail call contract noundef float @llvm.fma.f32(float %592, float %597, float %585)
  %610 = tail call contract noundef float @llvm.fma.f32(float %593, float %594, float %586)
  %611 = tail call contract noundef float @llvm.fma.f32(float %593, float %595, float %587)
  %612 = tail call contract noundef float @llvm.fma.f32(float %593, float %596, float %588)
  %613 = tail call contract noundef float @llvm.fma.f32(float %593, float %597, float %589)
  %614 = load float, ptr %138, align 4
  %615 = load float, ptr %140, align 4
  %616 = load float, ptr %141, align 4
  %617 = load float, ptr %142, align 4
  %618 = load float, ptr %139, align 4
  %619 = load float, ptr %143, align 4
  %620 = load float, ptr %144, align 4
  %621 = load float, ptr %145, align 4
  %622 = tail call contract noundef float @llvm.fma.f32(float %614, float %618, float %598)
  %623 = tail call contract noundef float @llvm.fma.f32(float %614, float %619, float %599)
  %624 = tail call contract noundef float @llvm.fma.f32(float %614, float %620, float %600)
  %625 = tail call contract noundef float @llvm.fma.f32(float %614, float %621, float %601)
  %626 = tail call contract noundef float @llvm.fma.f32(float %615, float %618, float %602)
  %627 = tail call contract noundef float @llvm.fma.f32(float %615, float %619, float %603)
  %628 = tail call contract noundef float @llvm.fma.f32(float %615, float %620, float %604)
  %629 = tail call contract noundef float @llvm.fma.f32(float %615, float %621, float %605)
  %630 = tail call contract noundef float @llvm.fma.f32(float %616, float %618, float %606)
  %631 = tail call contract noundef float @llvm.fma.f32(float %616, float %619, float %607)
  %632 = tail call contract noundef float @llvm.fma.f32(float %616, float %620, float %608)
  %633 = tail call contract noundef float @llvm.fma.f32(float %616, float %621, float %609)
  %634 = tail call contract noundef float @llvm.fma.f32(float %617, float %618, float %610)
  %635 = tail call contract noundef float @llvm.fma.f32(float %617, float %619, float %611)
  %636 = tail call contract noundef float @llvm.fma.f32(float %617, float %620, float %612)
  %637 = tail call contract noundef float @llvm.fma.f32(float %617, float %621, float %613)
  %638 = load float, ptr %146, align 4
  %639 = load float, ptr %148, align 4
  %640 = load float, ptr %149, align 4
  %641 = load float, ptr %150, align 4
  %642 = load float, ptr %147, align 4
  %643 = load float, ptr %151, align 4
  %644 = load float, ptr %152, align 4
  %645 = load float, ptr %153, align 4
  %646 = tail call contract noundef float @llvm.fma.f32(float %638, float %642, float %622)
  %647 = tail call contract noundef float @llvm.fma.f32(float %638, float %643, float %623)
  %648 = tail call contract noundef float @llvm.fma.f32(float %638, float %644, float %624)
  %649 = tail call contract noundef float @llvm.fma.f32(float %638, float %645, float %625)
  %650 = tail call contract noundef float @llvm.fma.f32(float %639, float %642, float %626)
  %651 = tail call contract noundef float @llvm.fma.f32(float %639, float %643, float %627)
  %652 = tail call contract noundef float @llvm.fma.f32(float %639, float %644, float %628)
  %653 = tail call contract noundef float @llvm.fma.f32(float %639, float %645, float %629)
  %654 = tail call contract noundef float @llvm.fma.f32(float %640, float %642, float %630)
  %655 = tail call contract noundef float @llvm.fma.f32(float %640, float %643, float %631)
  %656 = tail call contract noundef float @llvm.fma.f32(float %640, float %644, float %632)
  %657 = tail call contract noundef float @llvm.fma.f32(float %640, float %645, float %633)
  %658 = tail call contract noundef float @llvm.fma.f32(float %641, float %642, float %634)
  %659 = tail call contract noundef float @llvm.fma.f32(float %641, float %643, float %635)
  %660 = tail call contract noundef float @llvm.fma.f32(float %641, float %644, float %636)
  %661 = tail call contract noundef float @llvm.fma.f32(float %641, float %645, float %637)
  %662 = load float, ptr %154, align 4
  %663 = load float, ptr %156, align 4
  %664 = load float, ptr %157, align 4
  %665 = load float, ptr %158, align 4
  %666 = load float, ptr %155, align 4
  %667 = load float, ptr %159, align 4
  %668 = load float, ptr %160, align 4
  %669 = load float, ptr %161, align 4
  %670 = tail call contract noundef float @llvm.fma.f32(float %662, float %666, float %646)
  %671 = tail call contract noundef float @llvm.fma.f32(float %662, float %667, float %647)
  %672 = tail call contract noundef float @llvm.fma.f32(float %662, float %668, float %648)
  %673 = tail call contract noundef float @llvm.fma.f32(float %662, float %669, float %649)
  %674 = tail call contract noundef float @llvm.fma.f32(float %663, float %666, float %650)
  %675 = tail call contract noundef float @llvm.fma.f32(float %663, float %667, float %651)
  %676 = tail call contract noundef float @llvm.fma.f32(float %663, float %668, float %652)
  %677 = tail call contract noundef float @llvm.fma.f32(float %663, float %669, float %653)
  %678 = tail call contract noundef float @llvm.fma.f32(float %664, float %666, float %654)
  %679 = tail call contract noundef float @llvm.fma.f32(float %664, float %667, float %655)
  %680 = tail call contract noundef float @llvm.fma.f32(float %664, float %668, float %656)
  %681 = tail call contract noundef float @llvm.fma.f32(float %664, float %669, float %657)
  %682 = tail call contract noundef float @llvm.fma.f32(float %665, float %666, float %658)
  %683 = tail call contract noundef float @llvm.fma.f32(float %665, float %667, float %659)
  %684 = tail call contract noundef float @llvm.fma.f32(float %665, float %668, float %660)
  %685 = tail call contract noundef float @llvm.fma.f32(float %665, float %669, float %661)
  tail call void @llvm.nvvm.barrier0()
  %686 = add nuw nsw i32 %182, 16
  %687 = icmp slt i32 %686, %2
  br i1 %687, label %165, label %186, !llvm.loop !13

688:                                              ; preds = %183, %688
  %689 = phi i32 [ %12, %183 ], [ %709, %688 ]
  %690 = lshr i32 %689, 4
  %691 = or disjoint i32 %690, %14
  %692 = zext nneg i32 %691 to i64
  %693 = mul nuw nsw i64 %692, %26
  %694 = getelementptr float, ptr %185, i64 %693
  %695 = load float, ptr %694, align 4, !tbaa !9
  %696 = zext nneg i32 %690 to i64
  %697 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2As to ptr), i64 0, i64 %35, i64 %696
  store float %695, ptr %697, align 4, !tbaa !9
  %698 = lshr i32 %689, 6
  %699 = and i32 %689, 63
  %700 = or disjoint i32 %698, %182
  %701 = zext nneg i32 %700 to i64
  %702 = mul nsw i64 %701, %27
  %703 = zext nneg i32 %699 to i64
  %704 = getelementptr float, ptr %29, i64 %702
  %705 = getelementptr float, ptr %704, i64 %703
  %706 = load float, ptr %705, align 4, !tbaa !9
  %707 = zext nneg i32 %698 to i64
  %708 = getelementptr inbounds [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tiledE2Bs to ptr), i64 0, i64 %707, i64 %703
  store float %706, ptr %708, align 4, !tbaa !9
  %709 = add nuw nsw i32 %689, 256
  %710 = icmp ult i32 %689, 768
  br i1 %710, label %688, label %301, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @gemv_warp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 2
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = lshr i32 %8, 5
  %10 = add i32 %7, %9
  %11 = and i32 %8, 31
  %12 = icmp slt i32 %10, %3
  br i1 %12, label %13, label %47

13:                                               ; preds = %5
  %14 = icmp slt i32 %11, %4
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = sext i32 %10 to i64
  %17 = zext nneg i32 %4 to i64
  %18 = mul nsw i64 %17, %16
  %19 = getelementptr float, ptr %0, i64 %18
  br label %32

20:                                               ; preds = %32, %13
  %21 = phi float [ 0.000000e+00, %13 ], [ %40, %32 ]
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 16, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 8, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 4, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 2, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 1, i32 31)
  %31 = icmp eq i32 %11, 0
  br i1 %31, label %43, label %47

32:                                               ; preds = %15, %32
  %33 = phi i32 [ %11, %15 ], [ %41, %32 ]
  %34 = phi float [ 0.000000e+00, %15 ], [ %40, %32 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr float, ptr %19, i64 %35
  %37 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %36, i32 4)
  %38 = getelementptr inbounds float, ptr %1, i64 %35
  %39 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %38, i32 4)
  %40 = tail call contract noundef float @llvm.fma.f32(float %37, float %39, float %34)
  %41 = add nuw nsw i32 %33, 32
  %42 = icmp slt i32 %41, %4
  br i1 %42, label %32, label %20, !llvm.loop !16

43:                                               ; preds = %20
  %44 = fadd contract float %29, %30
  %45 = sext i32 %10 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %44, ptr %46, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %20, %43, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @sgemm_tiled, !"kernel", i32 1}
!1 = !{ptr @sgemm_tiled, !"maxntidx", i32 256}
!2 = !{ptr @sgemm_tiled, !"minctasm", i32 2}
!3 = !{ptr @gemv_warp, !"kernel", i32 1}
!4 = !{ptr @gemv_warp, !"maxntidx", i32 128}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
