; ModuleID = 'kernels/corpus/casts.cu'
source_filename = "kernels/corpus/casts.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ5castsE4sbuf = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @casts(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %147

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds float, ptr %1, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !9
  %18 = getelementptr inbounds double, ptr %2, i64 %13
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = shl nsw i64 %13, 8
  %21 = getelementptr inbounds i8, ptr %3, i64 %20
  %22 = shl i64 %15, 56
  %23 = ashr exact i64 %22, 56
  store i64 %23, ptr %21, align 8, !tbaa !5
  %24 = and i64 %15, 255
  %25 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 %24, ptr %25, align 8, !tbaa !5
  %26 = shl i64 %15, 48
  %27 = ashr exact i64 %26, 48
  %28 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 %27, ptr %28, align 8, !tbaa !5
  %29 = and i64 %15, 65535
  %30 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 %29, ptr %30, align 8, !tbaa !5
  %31 = trunc i64 %15 to i32
  %32 = shl i64 %15, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds i8, ptr %21, i64 32
  store i64 %33, ptr %34, align 8, !tbaa !5
  %35 = and i64 %15, 4294967295
  %36 = getelementptr inbounds i8, ptr %21, i64 40
  store i64 %35, ptr %36, align 8, !tbaa !5
  %37 = lshr i64 %15, 63
  %38 = getelementptr inbounds i8, ptr %21, i64 48
  store i64 %37, ptr %38, align 8, !tbaa !5
  %39 = and i64 %15, 1
  %40 = sub nsw i64 0, %39
  %41 = getelementptr inbounds i8, ptr %21, i64 56
  store i64 %40, ptr %41, align 8, !tbaa !5
  %42 = sitofp i32 %31 to float
  %43 = bitcast float %42 to i32
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr %21, i64 64
  store i64 %44, ptr %45, align 8, !tbaa !5
  %46 = uitofp i32 %31 to float
  %47 = bitcast float %46 to i32
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %21, i64 72
  store i64 %48, ptr %49, align 8, !tbaa !5
  %50 = sitofp i64 %15 to double
  %51 = getelementptr inbounds i8, ptr %21, i64 80
  store double %50, ptr %51, align 8, !tbaa !5
  %52 = uitofp i64 %15 to double
  %53 = getelementptr inbounds i8, ptr %21, i64 88
  store double %52, ptr %53, align 8, !tbaa !5
  %54 = sitofp i64 %15 to float
  %55 = bitcast float %54 to i32
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %21, i64 96
  store i64 %56, ptr %57, align 8, !tbaa !5
  %58 = uitofp i64 %15 to float
  %59 = bitcast float %58 to i32
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %21, i64 104
  store i64 %60, ptr %61, align 8, !tbaa !5
  %62 = fptosi float %17 to i32
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %21, i64 112
  store i64 %63, ptr %64, align 8, !tbaa !5
  %65 = fcmp contract olt float %17, 0.000000e+00
  %66 = fneg contract float %17
  %67 = select contract i1 %65, float %66, float %17
  %68 = fptoui float %67 to i32
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %21, i64 120
  store i64 %69, ptr %70, align 8, !tbaa !5
  %71 = fptosi double %19 to i64
  %72 = getelementptr inbounds i8, ptr %21, i64 128
  store i64 %71, ptr %72, align 8, !tbaa !5
  %73 = fcmp contract olt double %19, 0.000000e+00
  %74 = fneg contract double %19
  %75 = select contract i1 %73, double %74, double %19
  %76 = fptoui double %75 to i64
  %77 = getelementptr inbounds i8, ptr %21, i64 136
  store i64 %76, ptr %77, align 8, !tbaa !5
  %78 = fmul contract float %17, 2.500000e-01
  %79 = fptosi float %78 to i16
  %80 = sext i16 %79 to i64
  %81 = getelementptr inbounds i8, ptr %21, i64 144
  store i64 %80, ptr %81, align 8, !tbaa !5
  %82 = fmul contract float %17, 0x3F847AE140000000
  %83 = fptosi float %82 to i8
  %84 = sext i8 %83 to i64
  %85 = getelementptr inbounds i8, ptr %21, i64 152
  store i64 %84, ptr %85, align 8, !tbaa !5
  %86 = fpext float %17 to double
  %87 = getelementptr inbounds i8, ptr %21, i64 160
  store double %86, ptr %87, align 8, !tbaa !5
  %88 = fptrunc double %19 to float
  %89 = bitcast float %88 to i32
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %21, i64 168
  store i64 %90, ptr %91, align 8, !tbaa !5
  %92 = fmul contract float %17, 0x3F50624DE0000000
  %93 = fptrunc float %92 to half
  %94 = bitcast half %93 to i16
  %95 = zext i16 %94 to i64
  %96 = getelementptr inbounds i8, ptr %21, i64 176
  store i64 %95, ptr %96, align 8, !tbaa !5
  %97 = fpext half %93 to float
  %98 = bitcast float %97 to i32
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds i8, ptr %21, i64 184
  store i64 %99, ptr %100, align 8, !tbaa !5
  %101 = fmul contract double %19, 0x3EB0C6F7A0B5ED8D
  %102 = fptrunc double %101 to half
  %103 = bitcast half %102 to i16
  %104 = zext i16 %103 to i64
  %105 = getelementptr inbounds i8, ptr %21, i64 192
  store i64 %104, ptr %105, align 8, !tbaa !5
  %106 = fpext half %93 to double
  %107 = getelementptr inbounds i8, ptr %21, i64 200
  store double %106, ptr %107, align 8, !tbaa !5
  %108 = fptosi half %93 to i32
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %21, i64 208
  store i64 %109, ptr %110, align 8, !tbaa !5
  %111 = and i32 %31, 1023
  %112 = uitofp nneg i32 %111 to half
  %113 = bitcast half %112 to i16
  %114 = zext nneg i16 %113 to i64
  %115 = getelementptr inbounds i8, ptr %21, i64 216
  store i64 %114, ptr %115, align 8, !tbaa !5
  %116 = bitcast float %17 to i32
  %117 = bitcast double %19 to i64
  %118 = lshr i64 %117, 32
  %119 = trunc nuw i64 %118 to i32
  %120 = xor i32 %119, %116
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds i8, ptr %21, i64 224
  store i64 %121, ptr %122, align 8, !tbaa !5
  %123 = ptrtoint ptr %16 to i64
  %124 = add i64 %123, 4
  %125 = inttoptr i64 %124 to ptr
  %126 = getelementptr inbounds i8, ptr %125, i64 -4
  %127 = load i32, ptr %126, align 4, !tbaa !13
  %128 = icmp eq i32 %127, %116
  %129 = zext i1 %128 to i64
  %130 = getelementptr inbounds i8, ptr %21, i64 232
  store i64 %129, ptr %130, align 8, !tbaa !5
  %131 = zext nneg i32 %9 to i64
  %132 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5castsE4sbuf to ptr), i64 0, i64 %131
  store i32 %31, ptr %132, align 4, !tbaa !14
  %133 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull %132)
  %134 = select i1 %133, i64 4294967296, i64 0
  %135 = tail call i1 @llvm.nvvm.isspacep.global(ptr nonnull %18)
  %136 = select i1 %135, i64 8589934592, i64 0
  %137 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull %132)
  %138 = select i1 %137, i64 17179869184, i64 0
  %139 = or disjoint i64 %138, %134
  %140 = or disjoint i64 %139, %136
  %141 = or disjoint i64 %140, %35
  %142 = getelementptr inbounds i8, ptr %21, i64 240
  store i64 %141, ptr %142, align 8, !tbaa !5
  %143 = and i64 %123, 3
  %144 = icmp eq i64 %143, 0
  %145 = zext i1 %144 to i64
  %146 = getelementptr inbounds i8, ptr %21, i64 248
  store i64 %145, ptr %146, align 8, !tbaa !5
  br label %147

147:                                              ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @casts, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
