; ModuleID = 'kernels/corpus/warp_ops.cu'
source_filename = "kernels/corpus/warp_ops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_ops(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %1, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = mul nsw i64 %13, 56
  %19 = getelementptr inbounds i8, ptr %2, i64 %18
  %20 = mul nuw nsw i32 %12, 7
  %21 = add nuw nsw i32 %20, 3
  %22 = and i32 %21, 31
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %15, i32 %22, i32 31)
  store i32 %23, ptr %19, align 4, !tbaa !5
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %15, i32 3, i32 0)
  %25 = getelementptr inbounds i8, ptr %19, i64 4
  store i32 %24, ptr %25, align 4, !tbaa !5
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %15, i32 5, i32 31)
  %27 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %26, ptr %27, align 4, !tbaa !5
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 9, i32 31)
  %29 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = add nuw nsw i32 %12, 1
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %15, i32 %30, i32 4127)
  %32 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 %31, ptr %32, align 4, !tbaa !5
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 1, i32 4127)
  %34 = getelementptr inbounds i8, ptr %19, i64 20
  store float %33, ptr %34, align 4, !tbaa !5
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 16, i32 31)
  %36 = fadd contract float %17, %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 8, i32 31)
  %38 = fadd contract float %36, %37
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 4, i32 31)
  %40 = fadd contract float %38, %39
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 2, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 1, i32 31)
  %44 = fadd contract float %42, %43
  %45 = bitcast float %44 to i32
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %44, i32 0, i32 31)
  %47 = bitcast float %46 to i32
  %48 = icmp eq i32 %45, %47
  %49 = zext i1 %48 to i32
  %50 = getelementptr inbounds i8, ptr %19, i64 24
  store i32 %49, ptr %50, align 4, !tbaa !5
  %51 = and i32 %15, 1
  %52 = icmp ne i32 %51, 0
  %53 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %52)
  %54 = getelementptr inbounds i8, ptr %19, i64 28
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = icmp eq i32 %15, 12345
  %56 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %55)
  %57 = zext i1 %56 to i32
  %58 = icmp sgt i32 %15, -2000000000
  %59 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %58)
  %60 = select i1 %59, i32 2, i32 0
  %61 = or disjoint i32 %60, %57
  %62 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 true)
  %63 = select i1 %62, i32 4, i32 0
  %64 = or disjoint i32 %61, %63
  %65 = getelementptr inbounds i8, ptr %19, i64 32
  store i32 %64, ptr %65, align 4, !tbaa !5
  %66 = and i32 %15, 3
  %67 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %66)
  %68 = getelementptr inbounds i8, ptr %19, i64 36
  store i32 %67, ptr %68, align 4, !tbaa !5
  %69 = and i32 %15, 65535
  %70 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %69, i32 -1)
  %71 = getelementptr inbounds i8, ptr %19, i64 40
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = tail call noundef i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !11
  %73 = getelementptr inbounds i8, ptr %19, i64 44
  store i32 %72, ptr %73, align 4, !tbaa !5
  %74 = icmp ult i32 %12, 16
  %75 = select i1 %74, i32 65535, i32 -65536
  %76 = and i32 %15, 2
  %77 = icmp ne i32 %76, 0
  %78 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %75, i1 %77)
  %79 = getelementptr inbounds i8, ptr %19, i64 48
  store i32 %78, ptr %79, align 4, !tbaa !5
  %80 = xor i32 %15, 32767
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 1, i32 31)
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 1, i32 31)
  %83 = sext i32 %82 to i64
  %84 = shl nsw i64 %83, 32
  %85 = zext i32 %81 to i64
  %86 = or disjoint i64 %84, %85
  %87 = lshr i64 %86, 16
  %88 = trunc i64 %87 to i32
  %89 = getelementptr inbounds i8, ptr %19, i64 52
  store i32 %88, ptr %89, align 4, !tbaa !5
  br label %90

90:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_ops, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{i64 44400}
