; ModuleID = 'kernels/corpus/structs.cu'
source_filename = "kernels/corpus/structs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ptxsel_ctaid_t = type { i8 }
%struct.ptxsel_ntid_t = type { i8 }
%struct.ptxsel_tid_t = type { i8 }
%struct.SimParams = type { float, %struct.vec3, float, i32, i8, i16 }
%struct.vec3 = type { float, float, float }
%struct.Particle = type { %struct.vec3, %struct.vec3, float, i32 }
%struct.Step = type { %struct.vec3, %struct.vec3 }
%struct.Record = type <{ i8, i32, i16, double }>

@blockIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_ctaid_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.ptxsel_ntid_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.ptxsel_tid_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @particles(ptr noundef %0, ptr noundef byval(%struct.SimParams) align 4 %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Particle, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Step, align 4
  %10 = alloca %struct.vec3, align 4
  %11 = alloca %struct.vec3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %5, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %3
  br label %65

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.Particle, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %25, i64 32, i1 false)
  store i32 0, ptr %8, align 4
  br label %26

26:                                               ; preds = %45, %21
  %27 = load i32, ptr %8, align 4
  %28 = getelementptr inbounds %struct.SimParams, ptr %1, i32 0, i32 3
  %29 = load i32, ptr %28, align 4
  %30 = icmp slt i32 %27, %29
  br i1 %30, label %31, label %48

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %32, i64 12, i1 false)
  %33 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %33, i64 12, i1 false)
  %34 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 2
  %35 = load float, ptr %34, align 4
  %36 = call %struct.Step @_ZL9integrate4vec3S_fPK9SimParams(ptr noundef byval(%struct.vec3) align 4 %10, ptr noundef byval(%struct.vec3) align 4 %11, float noundef %35, ptr noundef %1) #5
  %37 = getelementptr inbounds %struct.Step, ptr %9, i32 0, i32 0
  %38 = extractvalue %struct.Step %36, 0
  store %struct.vec3 %38, ptr %37, align 4
  %39 = getelementptr inbounds %struct.Step, ptr %9, i32 0, i32 1
  %40 = extractvalue %struct.Step %36, 1
  store %struct.vec3 %40, ptr %39, align 4
  %41 = getelementptr inbounds %struct.Step, ptr %9, i32 0, i32 0
  %42 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %41, i64 12, i1 false)
  %43 = getelementptr inbounds %struct.Step, ptr %9, i32 0, i32 1
  %44 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %43, i64 12, i1 false)
  br label %45

45:                                               ; preds = %31
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %8, align 4
  br label %26, !llvm.loop !7

48:                                               ; preds = %26
  %49 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 3
  %50 = load i32, ptr %49, align 4
  %51 = mul nsw i32 %50, 16
  %52 = getelementptr inbounds %struct.SimParams, ptr %1, i32 0, i32 4
  %53 = load i8, ptr %52, align 4
  %54 = zext i8 %53 to i32
  %55 = add nsw i32 %51, %54
  %56 = getelementptr inbounds %struct.SimParams, ptr %1, i32 0, i32 5
  %57 = load i16, ptr %56, align 2
  %58 = sext i16 %57 to i32
  %59 = add nsw i32 %55, %58
  %60 = getelementptr inbounds %struct.Particle, ptr %7, i32 0, i32 3
  store i32 %59, ptr %60, align 4
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.Particle, ptr %61, i64 %63
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %64, ptr align 4 %7, i64 32, i1 false)
  br label %65

65:                                               ; preds = %48, %20
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.Step @_ZL9integrate4vec3S_fPK9SimParams(ptr noundef byval(%struct.vec3) align 4 %0, ptr noundef byval(%struct.vec3) align 4 %1, float noundef %2, ptr noundef %3) #2 {
  %5 = alloca %struct.Step, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  store float %2, ptr %6, align 4
  store ptr %3, ptr %7, align 8
  %9 = load float, ptr %6, align 4
  %10 = fdiv contract float 1.000000e+00, %9
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.SimParams, ptr %13, i32 0, i32 1
  %15 = getelementptr inbounds %struct.vec3, ptr %14, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %8, align 4
  %18 = fmul contract float %16, %17
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.SimParams, ptr %19, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = fmul contract float %18, %21
  %23 = fadd contract float %12, %22
  %24 = load ptr, ptr %7, align 8
  %25 = getelementptr inbounds %struct.SimParams, ptr %24, i32 0, i32 2
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %23, %26
  %28 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %29 = getelementptr inbounds %struct.vec3, ptr %28, i32 0, i32 0
  store float %27, ptr %29, align 4
  %30 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = load ptr, ptr %7, align 8
  %33 = getelementptr inbounds %struct.SimParams, ptr %32, i32 0, i32 1
  %34 = getelementptr inbounds %struct.vec3, ptr %33, i32 0, i32 1
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %8, align 4
  %37 = fmul contract float %35, %36
  %38 = load ptr, ptr %7, align 8
  %39 = getelementptr inbounds %struct.SimParams, ptr %38, i32 0, i32 0
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %37, %40
  %42 = fadd contract float %31, %41
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.SimParams, ptr %43, i32 0, i32 2
  %45 = load float, ptr %44, align 4
  %46 = fmul contract float %42, %45
  %47 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %48 = getelementptr inbounds %struct.vec3, ptr %47, i32 0, i32 1
  store float %46, ptr %48, align 4
  %49 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2
  %50 = load float, ptr %49, align 4
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds %struct.SimParams, ptr %51, i32 0, i32 1
  %53 = getelementptr inbounds %struct.vec3, ptr %52, i32 0, i32 2
  %54 = load float, ptr %53, align 4
  %55 = load float, ptr %8, align 4
  %56 = fmul contract float %54, %55
  %57 = load ptr, ptr %7, align 8
  %58 = getelementptr inbounds %struct.SimParams, ptr %57, i32 0, i32 0
  %59 = load float, ptr %58, align 4
  %60 = fmul contract float %56, %59
  %61 = fadd contract float %50, %60
  %62 = load ptr, ptr %7, align 8
  %63 = getelementptr inbounds %struct.SimParams, ptr %62, i32 0, i32 2
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %61, %64
  %66 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %67 = getelementptr inbounds %struct.vec3, ptr %66, i32 0, i32 2
  store float %65, ptr %67, align 4
  %68 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %71 = getelementptr inbounds %struct.vec3, ptr %70, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = load ptr, ptr %7, align 8
  %74 = getelementptr inbounds %struct.SimParams, ptr %73, i32 0, i32 0
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %72, %75
  %77 = fadd contract float %69, %76
  %78 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 0
  %79 = getelementptr inbounds %struct.vec3, ptr %78, i32 0, i32 0
  store float %77, ptr %79, align 4
  %80 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %83 = getelementptr inbounds %struct.vec3, ptr %82, i32 0, i32 1
  %84 = load float, ptr %83, align 4
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds %struct.SimParams, ptr %85, i32 0, i32 0
  %87 = load float, ptr %86, align 4
  %88 = fmul contract float %84, %87
  %89 = fadd contract float %81, %88
  %90 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 0
  %91 = getelementptr inbounds %struct.vec3, ptr %90, i32 0, i32 1
  store float %89, ptr %91, align 4
  %92 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 1
  %95 = getelementptr inbounds %struct.vec3, ptr %94, i32 0, i32 2
  %96 = load float, ptr %95, align 4
  %97 = load ptr, ptr %7, align 8
  %98 = getelementptr inbounds %struct.SimParams, ptr %97, i32 0, i32 0
  %99 = load float, ptr %98, align 4
  %100 = fmul contract float %96, %99
  %101 = fadd contract float %93, %100
  %102 = getelementptr inbounds %struct.Step, ptr %5, i32 0, i32 0
  %103 = getelementptr inbounds %struct.vec3, ptr %102, i32 0, i32 2
  store float %101, ptr %103, align 4
  %104 = load %struct.Step, ptr %5, align 4
  ret %struct.Step %104
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gather_records(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Record, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %11, align 4
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %9, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %5
  br label %63

23:                                               ; preds = %5
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %11, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %12, align 4
  %29 = load i32, ptr %12, align 4
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %12, align 4
  %33 = load i32, ptr %10, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %31, %23
  store i32 0, ptr %12, align 4
  br label %36

36:                                               ; preds = %35, %31
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %12, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.Record, ptr %37, i64 %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %40, i64 15, i1 false)
  %41 = getelementptr inbounds %struct.Record, ptr %13, i32 0, i32 0
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = and i32 %43, 1
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %36
  call void @llvm.memset.p0.i64(ptr align 1 %13, i8 0, i64 15, i1 false)
  %47 = getelementptr inbounds %struct.Record, ptr %13, i32 0, i32 0
  store i8 -18, ptr %47, align 1
  br label %58

48:                                               ; preds = %36
  %49 = getelementptr inbounds %struct.Record, ptr %13, i32 0, i32 2
  %50 = load i16, ptr %49, align 1
  %51 = sext i16 %50 to i32
  %52 = getelementptr inbounds %struct.Record, ptr %13, i32 0, i32 1
  %53 = load i32, ptr %52, align 1
  %54 = add nsw i32 %53, %51
  store i32 %54, ptr %52, align 1
  %55 = getelementptr inbounds %struct.Record, ptr %13, i32 0, i32 3
  %56 = load double, ptr %55, align 1
  %57 = fmul contract double %56, 2.000000e+00
  store double %57, ptr %55, align 1
  br label %58

58:                                               ; preds = %48, %46
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds %struct.Record, ptr %59, i64 %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %13, i64 15, i1 false)
  br label %63

63:                                               ; preds = %58, %22
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @memcpy_var(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %3
  br label %60

21:                                               ; preds = %3
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = mul nsw i32 %23, 64
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %22, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = and i32 %28, 63
  store i32 %29, ptr %9, align 4
  %30 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %30, i8 -91, i64 64, i1 false)
  %31 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = mul i64 %34, 64
  %36 = getelementptr inbounds i8, ptr %32, i64 %35
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %31, ptr align 1 %36, i64 %38, i1 false)
  store i32 -2128831035, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %39

39:                                               ; preds = %51, %21
  %40 = load i32, ptr %11, align 4
  %41 = icmp slt i32 %40, 64
  br i1 %41, label %42, label %54

42:                                               ; preds = %39
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %45
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  %49 = xor i32 %43, %48
  %50 = mul i32 %49, 16777619
  store i32 %50, ptr %10, align 4
  br label %51

51:                                               ; preds = %42
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %39, !llvm.loop !9

54:                                               ; preds = %39
  %55 = load i32, ptr %10, align 4
  %56 = load ptr, ptr %5, align 8
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  store i32 %55, ptr %59, align 4
  br label %60

60:                                               ; preds = %54, %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @particles, !"kernel", i32 1}
!1 = !{ptr @gather_records, !"kernel", i32 1}
!2 = !{ptr @memcpy_var, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
