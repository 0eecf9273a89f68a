; ModuleID = 'kernels/corpus/sregs_barriers.cu'
source_filename = "kernels/corpus/sregs_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5sregsE5stage = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sregs(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = mul nuw nsw i32 %6, %7
  %9 = add nuw nsw i32 %8, %5
  %10 = mul nuw nsw i32 %9, %4
  %11 = add nuw nsw i32 %10, %3
  %12 = mul nuw nsw i32 %4, %6
  %13 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %19 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %20 = mul nuw i32 %18, %19
  %21 = add nuw i32 %20, %17
  %22 = mul i32 %21, %16
  %23 = add i32 %22, %15
  %24 = mul i32 %23, %14
  %25 = add i32 %24, %11
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 6
  %28 = getelementptr inbounds i8, ptr %1, i64 %27
  %29 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %30 = getelementptr inbounds i32, ptr %0, i64 %26
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = shl nuw nsw i32 %5, 10
  %33 = shl nuw nsw i32 %7, 20
  %34 = or disjoint i32 %32, %33
  %35 = or disjoint i32 %34, %3
  store i32 %35, ptr %28, align 4, !tbaa !5
  %36 = shl nuw nsw i32 %17, 10
  %37 = shl i32 %19, 20
  %38 = or i32 %37, %36
  %39 = or i32 %38, %15
  %40 = getelementptr inbounds i8, ptr %28, i64 4
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = shl nuw nsw i32 %6, 10
  %42 = shl nuw nsw i32 %13, 20
  %43 = or i32 %42, %41
  %44 = or i32 %43, %4
  %45 = getelementptr inbounds i8, ptr %28, i64 8
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = shl nuw nsw i32 %18, 10
  %47 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %48 = shl i32 %47, 20
  %49 = or i32 %48, %46
  %50 = or i32 %49, %16
  %51 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 %50, ptr %51, align 4, !tbaa !5
  %52 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %53 = and i32 %11, 31
  %54 = icmp eq i32 %52, %53
  %55 = zext i1 %54 to i32
  %56 = getelementptr inbounds i8, ptr %28, i64 16
  store i32 %55, ptr %56, align 4, !tbaa !5
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %58 = shl nsw i32 -1, %53
  %59 = xor i32 %58, %57
  %60 = icmp eq i32 %59, -1
  %61 = zext i1 %60 to i32
  %62 = getelementptr inbounds i8, ptr %28, i64 20
  store i32 %61, ptr %62, align 4, !tbaa !5
  %63 = and i32 %31, 1
  %64 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %63)
  %65 = getelementptr inbounds i8, ptr %28, i64 24
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = and i32 %31, 2
  %67 = tail call noundef i32 @llvm.nvvm.barrier0.and(i32 %66)
  %68 = getelementptr inbounds i8, ptr %28, i64 28
  store i32 %67, ptr %68, align 4, !tbaa !5
  %69 = and i32 %31, 4
  %70 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %69)
  %71 = getelementptr inbounds i8, ptr %28, i64 32
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = zext nneg i32 %11 to i64
  %73 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5sregsE5stage to ptr), i64 0, i64 %72
  store i32 %31, ptr %73, align 4, !tbaa !5
  tail call void @llvm.nvvm.bar.sync(i32 1)
  %74 = add nuw nsw i32 %11, 1
  %75 = urem i32 %74, %14
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5sregsE5stage to ptr), i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %28, i64 36
  store i32 %78, ptr %79, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %80 = icmp ult i32 %11, 64
  br i1 %80, label %81, label %87

81:                                               ; preds = %2
  %82 = mul nsw i32 %31, 3
  store i32 %82, ptr %73, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 2, i32 64)
  %83 = sub nuw nsw i32 63, %11
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5sregsE5stage to ptr), i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  br label %87

87:                                               ; preds = %2, %81
  %88 = phi i32 [ %86, %81 ], [ -1, %2 ]
  %89 = getelementptr inbounds i8, ptr %28, i64 40
  store i32 %88, ptr %89, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %90 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %91 = icmp ult i32 %90, 64
  %92 = zext i1 %91 to i32
  %93 = getelementptr inbounds i8, ptr %28, i64 44
  store i32 %92, ptr %93, align 4, !tbaa !5
  %94 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %95 = icmp sge i64 %94, %29
  %96 = zext i1 %95 to i32
  %97 = getelementptr inbounds i8, ptr %28, i64 48
  store i32 %96, ptr %97, align 4, !tbaa !5
  %98 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.clock()
  %99 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.clock()
  %100 = sub i32 %99, %98
  %101 = icmp sgt i32 %100, -1
  %102 = zext i1 %101 to i32
  %103 = getelementptr inbounds i8, ptr %28, i64 52
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %28, i64 56
  store i32 %25, ptr %104, align 4, !tbaa !5
  %105 = mul i32 %18, %16
  %106 = mul i32 %105, %47
  %107 = mul i32 %106, %14
  %108 = getelementptr inbounds i8, ptr %28, i64 60
  store i32 %107, ptr %108, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.sync(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpid() #2

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @sregs, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
