; ModuleID = 'kernels/corpus/inline_asm.cu'
source_filename = "kernels/corpus/inline_asm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @inline_asm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %70

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = mul nsw i64 %14, 96
  %20 = getelementptr inbounds i8, ptr %4, i64 %19
  %21 = tail call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 %16, i32 %18) #2, !srcloc !9
  %22 = sext i32 %21 to i64
  store i64 %22, ptr %20, align 8, !tbaa !10
  %23 = tail call i64 asm "mul.wide.s32 $0, $1, $2;", "=l,r,r"(i32 %16, i32 %18) #2, !srcloc !12
  %24 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 %23, ptr %24, align 8, !tbaa !10
  %25 = tail call { i32, i32 } asm "mov.b64 {$0, $1}, $2;", "=r,=r,l"(i64 %23) #2, !srcloc !13
  %26 = extractvalue { i32, i32 } %25, 0
  %27 = extractvalue { i32, i32 } %25, 1
  %28 = zext i32 %27 to i64
  %29 = mul nuw nsw i64 %28, 3
  %30 = zext i32 %26 to i64
  %31 = add nuw nsw i64 %29, %30
  %32 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 %31, ptr %32, align 8, !tbaa !10
  %33 = getelementptr inbounds float, ptr %2, i64 %14
  %34 = load float, ptr %33, align 4, !tbaa !14
  %35 = tail call contract float asm "fma.rn.f32 $0, $1, $2, $3;", "=f,f,f,f"(float %34, float 2.000000e+00, float -1.000000e+00) #2, !srcloc !16
  %36 = bitcast float %35 to i32
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 %37, ptr %38, align 8, !tbaa !10
  %39 = getelementptr inbounds double, ptr %3, i64 %14
  %40 = load double, ptr %39, align 8, !tbaa !17
  %41 = tail call contract double asm "add.rn.f64 $0, $1, $1;", "=d,d"(double %40) #2, !srcloc !19
  %42 = getelementptr inbounds i8, ptr %20, i64 32
  store double %41, ptr %42, align 8, !tbaa !10
  %43 = tail call i16 asm "cvt.u16.u32 $0, $1;", "=h,r"(i32 %16) #2, !srcloc !20
  %44 = tail call i16 asm "add.u16 $0, $1, $1;", "=h,h"(i16 %43) #2, !srcloc !21
  %45 = zext i16 %44 to i64
  %46 = getelementptr inbounds i8, ptr %20, i64 40
  store i64 %45, ptr %46, align 8, !tbaa !10
  %47 = tail call i32 asm "shl.b32 $0, $0, $1;", "=r,n,0"(i32 3, i32 %16) #2, !srcloc !22
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %20, i64 48
  store i64 %48, ptr %49, align 8, !tbaa !10
  %50 = tail call i32 asm "{\0A\09.reg .pred p;\0A\09setp.gt.s32 p, $1, $2;\0A\09selp.s32 $0, $1, $2, p;\0A\09}", "=r,r,r"(i32 %16, i32 %18) #2, !srcloc !23
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %20, i64 56
  store i64 %51, ptr %52, align 8, !tbaa !10
  %53 = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !24
  %54 = and i32 %10, 31
  %55 = icmp eq i32 %53, %54
  %56 = zext i1 %55 to i64
  %57 = getelementptr inbounds i8, ptr %20, i64 64
  store i64 %56, ptr %57, align 8, !tbaa !10
  %58 = tail call i32 asm "bfe.u32 $0, $1, 8, 8;", "=r,r"(i32 %16) #2, !srcloc !25
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %20, i64 72
  store i64 %59, ptr %60, align 8, !tbaa !10
  %61 = sext i32 %16 to i64
  %62 = sext i32 %18 to i64
  %63 = tail call i64 asm "{ .reg .b64 t; add.s64 t, $1, $2; shl.b64 $0, t, 1; }", "=l,l,l"(i64 %61, i64 %62) #2, !srcloc !26
  %64 = getelementptr inbounds i8, ptr %20, i64 80
  store i64 %63, ptr %64, align 8, !tbaa !10
  %65 = getelementptr inbounds i8, ptr %20, i64 88
  %66 = xor i32 %18, %16
  tail call void asm sideeffect "st.u32 [$0], $1;", "l,r,~{memory}"(ptr nonnull %65, i32 %66) #3, !srcloc !27
  %67 = load volatile i32, ptr %65, align 4, !tbaa !5
  %68 = zext i32 %67 to i64
  %69 = add nuw nsw i64 %68, 7
  store i64 %69, ptr %65, align 8, !tbaa !10
  br label %70

70:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @inline_asm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 682}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !7, i64 0}
!12 = !{i64 776}
!13 = !{i64 879}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{i64 996}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = !{i64 1140}
!20 = !{i64 1270}
!21 = !{i64 1348}
!22 = !{i64 1436}
!23 = !{i64 1521, i64 1525, i64 1542, i64 1568, i64 1595}
!24 = !{i64 1697}
!25 = !{i64 1804}
!26 = !{i64 1896}
!27 = !{i64 2112}
