; ModuleID = 'kernels/corpus/atomics.cu'
source_filename = "kernels/corpus/atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14atomics_sharedE1s = internal addrspace(3) global [8 x i32] undef, align 4
@_ZZ14atomics_sharedE2su = internal addrspace(3) global [3 x i32] undef, align 4
@_ZZ14atomics_sharedE2sf = internal addrspace(3) global float undef, align 4
@_ZZ14atomics_sharedE3s64 = internal addrspace(3) global i64 undef, align 8

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @atomics_global(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2, ptr nocapture noundef %3, ptr noundef %4, ptr noundef %5, ptr nocapture noundef %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %112

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = zext i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 20
  %22 = atomicrmw add ptr %2, i32 %19 monotonic, align 4
  %23 = getelementptr inbounds i8, ptr %2, i64 4
  %24 = atomicrmw min ptr %23, i32 %19 monotonic, align 4
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = atomicrmw max ptr %25, i32 %19 monotonic, align 4
  %27 = getelementptr inbounds i8, ptr %2, i64 12
  %28 = and i32 %14, 31
  %29 = shl nuw i32 1, %28
  %30 = or i32 %19, %29
  %31 = atomicrmw and ptr %27, i32 %30 monotonic, align 4
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = and i32 %14, 15
  %34 = shl nuw i32 65537, %33
  %35 = and i32 %19, %34
  %36 = atomicrmw or ptr %32, i32 %35 monotonic, align 4
  %37 = getelementptr inbounds i8, ptr %2, i64 20
  %38 = atomicrmw xor ptr %37, i32 %19 monotonic, align 4
  %39 = getelementptr inbounds i8, ptr %2, i64 24
  %40 = ashr i32 %19, 3
  %41 = atomicrmw sub ptr %39, i32 %40 monotonic, align 4
  %42 = getelementptr inbounds i8, ptr %2, i64 28
  %43 = atomicrmw xchg ptr %42, i32 %19 monotonic, align 4
  %44 = getelementptr inbounds i32, ptr %7, i64 %17
  store i32 %43, ptr %44, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %2, i64 32
  %46 = load volatile i32, ptr %45, align 4, !tbaa !6
  %47 = and i32 %19, 255
  br label %48

48:                                               ; preds = %48, %16
  %49 = phi i32 [ %46, %16 ], [ %52, %48 ]
  %50 = add i32 %49, %47
  %51 = cmpxchg ptr %45, i32 %49, i32 %50 monotonic monotonic, align 4
  %52 = extractvalue { i32, i1 } %51, 0
  %53 = extractvalue { i32, i1 } %51, 1
  br i1 %53, label %54, label %48, !llvm.loop !10

54:                                               ; preds = %48
  %55 = xor i64 %21, %17
  %56 = atomicrmw umin ptr %3, i32 %19 monotonic, align 4
  %57 = getelementptr inbounds i8, ptr %3, i64 4
  %58 = atomicrmw umax ptr %57, i32 %19 monotonic, align 4
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %59, i32 1000)
  %61 = getelementptr inbounds i8, ptr %3, i64 12
  %62 = tail call noundef i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nonnull %61, i32 777)
  %63 = addrspacecast ptr %4 to ptr addrspace(1)
  %64 = atomicrmw add ptr addrspace(1) %63, i64 %55 monotonic, align 8
  %65 = getelementptr inbounds i8, ptr %4, i64 8
  %66 = mul i64 %55, -7046029254386353131
  %67 = atomicrmw umin ptr %65, i64 %66 monotonic, align 8
  %68 = getelementptr inbounds i8, ptr %4, i64 16
  %69 = mul i64 %55, -2960836687051489901
  %70 = atomicrmw max ptr %68, i64 %69 monotonic, align 8
  %71 = getelementptr inbounds i8, ptr %4, i64 24
  %72 = and i32 %19, 63
  %73 = zext nneg i32 %72 to i64
  %74 = shl nuw i64 1, %73
  %75 = atomicrmw or ptr %71, i64 %74 monotonic, align 8
  %76 = getelementptr inbounds i8, ptr %4, i64 32
  %77 = and i64 %55, 16777215
  %78 = load volatile i64, ptr %76, align 8, !tbaa !12
  br label %79

79:                                               ; preds = %79, %54
  %80 = phi i64 [ %78, %54 ], [ %83, %79 ]
  %81 = add i64 %80, %77
  %82 = cmpxchg ptr %76, i64 %80, i64 %81 monotonic monotonic, align 8
  %83 = extractvalue { i64, i1 } %82, 0
  %84 = extractvalue { i64, i1 } %82, 1
  br i1 %84, label %85, label %79, !llvm.loop !14

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %4, i64 40
  %87 = atomicrmw xchg ptr %86, i64 %55 monotonic, align 8
  %88 = getelementptr inbounds i64, ptr %8, i64 %17
  store i64 %87, ptr %88, align 8, !tbaa !12
  %89 = and i32 %19, 4095
  %90 = uitofp nneg i32 %89 to float
  %91 = fmul contract float %90, 2.500000e-01
  %92 = atomicrmw fadd ptr %5, float %91 seq_cst, align 4
  %93 = getelementptr inbounds i8, ptr %5, i64 4
  %94 = sitofp i32 %19 to float
  %95 = load volatile i32, ptr %93, align 4, !tbaa !6
  %96 = bitcast float %94 to i32
  br label %97

97:                                               ; preds = %101, %85
  %98 = phi i32 [ %95, %85 ], [ %103, %101 ]
  %99 = bitcast i32 %98 to float
  %100 = fcmp contract ult float %99, %94
  br i1 %100, label %101, label %105

101:                                              ; preds = %97
  %102 = cmpxchg ptr %93, i32 %98, i32 %96 monotonic monotonic, align 4
  %103 = extractvalue { i32, i1 } %102, 0
  %104 = extractvalue { i32, i1 } %102, 1
  br i1 %104, label %105, label %97, !llvm.loop !15

105:                                              ; preds = %97, %101
  %106 = getelementptr inbounds i8, ptr %5, i64 8
  %107 = bitcast float %91 to i32
  %108 = atomicrmw xchg ptr %106, i32 %107 monotonic, align 4
  %109 = sitofp i32 %19 to double
  %110 = fmul contract double %109, 5.000000e-01
  %111 = atomicrmw fadd ptr %6, double %110 seq_cst, align 8
  br label %112

112:                                              ; preds = %9, %105
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @atomics_shared(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), align 4, !tbaa !6
  store i32 2147483647, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 4), align 4, !tbaa !6
  store i32 -2147483648, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 8), align 4, !tbaa !6
  store i32 -1, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 12), align 4, !tbaa !6
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 16), align 4, !tbaa !6
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 20), align 4, !tbaa !6
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 24), align 4, !tbaa !6
  store i32 -1, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 28), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), align 4, !tbaa !6
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 4), align 4, !tbaa !6
  store i32 0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 8), align 4, !tbaa !6
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2sf to ptr), align 4, !tbaa !16
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE3s64 to ptr), align 8, !tbaa !12
  br label %7

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 8
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %45

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i32 %15 monotonic, align 4
  %17 = atomicrmw min ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 4), i32 %15 monotonic, align 4
  %18 = atomicrmw max ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 8), i32 %15 monotonic, align 4
  %19 = or i32 %15, 252641280
  %20 = atomicrmw and ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 12), i32 %19 monotonic, align 4
  %21 = and i32 %15, 257
  %22 = atomicrmw or ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 16), i32 %21 monotonic, align 4
  %23 = atomicrmw xor ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 20), i32 %15 monotonic, align 4
  %24 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 24), align 4, !tbaa !6
  %25 = and i32 %15, 15
  br label %26

26:                                               ; preds = %26, %12
  %27 = phi i32 [ %24, %12 ], [ %30, %26 ]
  %28 = add nsw i32 %27, %25
  %29 = cmpxchg ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 24) to ptr addrspace(3)), i32 %27, i32 %28 monotonic monotonic, align 4
  %30 = extractvalue { i32, i1 } %29, 0
  %31 = extractvalue { i32, i1 } %29, 1
  br i1 %31, label %32, label %26, !llvm.loop !18

32:                                               ; preds = %26
  %33 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i32 %15 monotonic, align 4
  %34 = and i32 %15, 255
  %35 = uitofp nneg i32 %34 to float
  %36 = atomicrmw fadd ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2sf to ptr), float %35 seq_cst, align 4
  %37 = zext i32 %15 to i64
  %38 = mul nuw nsw i64 %37, 1000003
  %39 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE3s64 to ptr), i64 %38 monotonic, align 8
  %40 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 4), i32 100)
  %41 = atomicrmw xchg ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 28), i32 %4 monotonic, align 4
  %42 = icmp eq i32 %41, -1
  br i1 %42, label %45, label %43

43:                                               ; preds = %32
  %44 = atomicrmw add ptr addrspace(3) addrspacecast (ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 8) to ptr addrspace(3)), i32 1 monotonic, align 4
  br label %45

45:                                               ; preds = %32, %43, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %46, label %77

46:                                               ; preds = %45
  %47 = mul i32 %8, 13
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %2, i64 %48
  %50 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), align 4, !tbaa !6
  store i32 %50, ptr %49, align 4, !tbaa !6
  %51 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 4), align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %49, i64 4
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 8), align 4, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 12), align 4, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 %55, ptr %56, align 4, !tbaa !6
  %57 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 16), align 4, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %49, i64 16
  store i32 %57, ptr %58, align 4, !tbaa !6
  %59 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 20), align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE1s to ptr), i64 24), align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %49, i64 24
  store i32 %61, ptr %62, align 4, !tbaa !6
  %63 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), align 4, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %49, i64 28
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2sf to ptr), align 4, !tbaa !19
  %66 = getelementptr inbounds i8, ptr %49, i64 32
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE3s64 to ptr), align 8, !tbaa !12
  %68 = trunc i64 %67 to i32
  %69 = getelementptr inbounds i8, ptr %49, i64 36
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = lshr i64 %67, 32
  %71 = trunc nuw i64 %70 to i32
  %72 = getelementptr inbounds i8, ptr %49, i64 40
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 4), align 4, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %49, i64 44
  store i32 %73, ptr %74, align 4, !tbaa !6
  %75 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_sharedE2su to ptr), i64 8), align 4, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %49, i64 48
  store i32 %75, ptr %76, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %46, %45
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr nocapture, i32) #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @atomics_global, !"kernel", i32 1}
!1 = !{ptr @atomics_shared, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = !{!8, !8, i64 0}
