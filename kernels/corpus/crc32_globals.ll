; ModuleID = 'kernels/corpus/crc32_globals.cu'
source_filename = "kernels/corpus/crc32_globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CrcTable = type { [256 x i32] }
%struct.Mixed = type { i8, i16, i32, i64, float, double, [5 x i8] }

@c_crc = dso_local addrspace(4) externally_initialized global %struct.CrcTable { [256 x i32] [i32 0, i32 1996959894, i32 -301047508, i32 -1727442502, i32 124634137, i32 1886057615, i32 -379345611, i32 -1637575261, i32 249268274, i32 2044508324, i32 -522852066, i32 -1747789432, i32 162941995, i32 2125561021, i32 -407360249, i32 -1866523247, i32 498536548, i32 1789927666, i32 -205950648, i32 -2067906082, i32 450548861, i32 1843258603, i32 -187386543, i32 -2083289657, i32 325883990, i32 1684777152, i32 -43845254, i32 -1973040660, i32 335633487, i32 1661365465, i32 -99664541, i32 -1928851979, i32 997073096, i32 1281953886, i32 -715111964, i32 -1570279054, i32 1006888145, i32 1258607687, i32 -770865667, i32 -1526024853, i32 901097722, i32 1119000684, i32 -608450090, i32 -1396901568, i32 853044451, i32 1172266101, i32 -589951537, i32 -1412350631, i32 651767980, i32 1373503546, i32 -925412992, i32 -1076862698, i32 565507253, i32 1454621731, i32 -809855591, i32 -1195530993, i32 671266974, i32 1594198024, i32 -972236366, i32 -1324619484, i32 795835527, i32 1483230225, i32 -1050600021, i32 -1234817731, i32 1994146192, i32 31158534, i32 -1731059524, i32 -271249366, i32 1907459465, i32 112637215, i32 -1614814043, i32 -390540237, i32 2013776290, i32 251722036, i32 -1777751922, i32 -519137256, i32 2137656763, i32 141376813, i32 -1855689577, i32 -429695999, i32 1802195444, i32 476864866, i32 -2056965928, i32 -228458418, i32 1812370925, i32 453092731, i32 -2113342271, i32 -183516073, i32 1706088902, i32 314042704, i32 -1950435094, i32 -54949764, i32 1658658271, i32 366619977, i32 -1932296973, i32 -69972891, i32 1303535960, i32 984961486, i32 -1547960204, i32 -725929758, i32 1256170817, i32 1037604311, i32 -1529756563, i32 -740887301, i32 1131014506, i32 879679996, i32 -1385723834, i32 -631195440, i32 1141124467, i32 855842277, i32 -1442165665, i32 -586318647, i32 1342533948, i32 654459306, i32 -1106571248, i32 -921952122, i32 1466479909, i32 544179635, i32 -1184443383, i32 -832445281, i32 1591671054, i32 702138776, i32 -1328506846, i32 -942167884, i32 1504918807, i32 783551873, i32 -1212326853, i32 -1061524307, i32 -306674912, i32 -1698712650, i32 62317068, i32 1957810842, i32 -355121351, i32 -1647151185, i32 81470997, i32 1943803523, i32 -480048366, i32 -1805370492, i32 225274430, i32 2053790376, i32 -468791541, i32 -1828061283, i32 167816743, i32 2097651377, i32 -267414716, i32 -2029476910, i32 503444072, i32 1762050814, i32 -144550051, i32 -2140837941, i32 426522225, i32 1852507879, i32 -19653770, i32 -1982649376, i32 282753626, i32 1742555852, i32 -105259153, i32 -1900089351, i32 397917763, i32 1622183637, i32 -690576408, i32 -1580100738, i32 953729732, i32 1340076626, i32 -776247311, i32 -1497606297, i32 1068828381, i32 1219638859, i32 -670225446, i32 -1358292148, i32 906185462, i32 1090812512, i32 -547295293, i32 -1469587627, i32 829329135, i32 1181335161, i32 -882789492, i32 -1134132454, i32 628085408, i32 1382605366, i32 -871598187, i32 -1156888829, i32 570562233, i32 1426400815, i32 -977650754, i32 -1296233688, i32 733239954, i32 1555261956, i32 -1026031705, i32 -1244606671, i32 752459403, i32 1541320221, i32 -1687895376, i32 -328994266, i32 1969922972, i32 40735498, i32 -1677130071, i32 -351390145, i32 1913087877, i32 83908371, i32 -1782625662, i32 -491226604, i32 2075208622, i32 213261112, i32 -1831694693, i32 -438977011, i32 2094854071, i32 198958881, i32 -2032938284, i32 -237706686, i32 1759359992, i32 534414190, i32 -2118248755, i32 -155638181, i32 1873836001, i32 414664567, i32 -2012718362, i32 -15766928, i32 1711684554, i32 285281116, i32 -1889165569, i32 -127750551, i32 1634467795, i32 376229701, i32 -1609899400, i32 -686959890, i32 1308918612, i32 956543938, i32 -1486412191, i32 -799009033, i32 1231636301, i32 1047427035, i32 -1362007478, i32 -640263460, i32 1088359270, i32 936918000, i32 -1447252397, i32 -558129467, i32 1202900863, i32 817233897, i32 -1111625188, i32 -893730166, i32 1404277552, i32 615818150, i32 -1160759803, i32 -841546093, i32 1423857449, i32 601450431, i32 -1285129682, i32 -1000256840, i32 1567103746, i32 711928724, i32 -1274298825, i32 -1022587231, i32 1510334235, i32 755167117] }, align 4
@g_primes = dso_local addrspace(1) externally_initialized global [16 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53], align 4
@g_mixed = dso_local addrspace(1) externally_initialized global %struct.Mixed { i8 120, i16 -1234, i32 305419896, i64 -81985529216486895, float 1.500000e+00, double -2.250000e+00, [5 x i8] c"\01\02\03\04\05" }, align 8
@g_prime_ptr = dso_local addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @g_primes to ptr), i64 20), align 8
@g_crc_mid = dso_local addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_crc to ptr), i64 512), align 8
@g_calls = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_scale = dso_local addrspace(1) externally_initialized global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4
@llvm.compiler.used = appending global [7 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_crc to ptr), ptr addrspacecast (ptr addrspace(1) @g_calls to ptr), ptr addrspacecast (ptr addrspace(1) @g_crc_mid to ptr), ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), ptr addrspacecast (ptr addrspace(1) @g_prime_ptr to ptr), ptr addrspacecast (ptr addrspace(1) @g_primes to ptr), ptr addrspacecast (ptr addrspace(1) @g_scale to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @crc32_msgs(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %44

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = shl nsw i64 %11, 8
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  br label %18

14:                                               ; preds = %18
  %15 = xor i32 %41, -1
  %16 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %15, ptr %16, align 4, !tbaa !6
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_calls to ptr), i32 1 monotonic, align 4
  br label %44

18:                                               ; preds = %18, %10
  %19 = phi i32 [ 0, %10 ], [ %42, %18 ]
  %20 = phi i32 [ -1, %10 ], [ %41, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds i8, ptr %13, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !10
  %24 = trunc i32 %20 to i8
  %25 = xor i8 %23, %24
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(4) @c_crc to ptr), i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = lshr i32 %20, 8
  %30 = xor i32 %28, %29
  %31 = or disjoint i32 %19, 1
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %13, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !10
  %35 = trunc i32 %30 to i8
  %36 = xor i8 %34, %35
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(4) @c_crc to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = lshr i32 %30, 8
  %41 = xor i32 %39, %40
  %42 = add nuw nsw i32 %19, 2
  %43 = icmp eq i32 %42, 256
  br i1 %43, label %14, label %18, !llvm.loop !11

44:                                               ; preds = %3, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @globals_read(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %69

9:                                                ; preds = %2
  %10 = mul nsw i32 %7, 12
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = and i32 %7, 15
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(1) @g_primes to ptr), i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %16, ptr %12, align 4, !tbaa !6
  %17 = load ptr, ptr addrspacecast (ptr addrspace(1) @g_prime_ptr to ptr), align 8, !tbaa !13
  %18 = and i32 %7, 7
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %12, i64 4
  store i32 %21, ptr %22, align 4, !tbaa !6
  %23 = load i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), align 8, !tbaa !15
  %24 = sext i8 %23 to i32
  %25 = load i16, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 2), align 2, !tbaa !21
  %26 = sext i16 %25 to i32
  %27 = add nsw i32 %26, %24
  %28 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 %27, ptr %28, align 4, !tbaa !6
  %29 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 4), align 4, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 %29, ptr %30, align 4, !tbaa !6
  %31 = load i64, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 8), align 8, !tbaa !23
  %32 = lshr i64 %31, 24
  %33 = trunc i64 %32 to i32
  %34 = getelementptr inbounds i8, ptr %12, i64 16
  store i32 %33, ptr %34, align 4, !tbaa !6
  %35 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 16), align 8, !tbaa !24
  %36 = fmul contract float %35, 1.000000e+03
  %37 = fptosi float %36 to i32
  %38 = getelementptr inbounds i8, ptr %12, i64 20
  store i32 %37, ptr %38, align 4, !tbaa !6
  %39 = load double, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 24), align 8, !tbaa !25
  %40 = fmul contract double %39, 1.000000e+03
  %41 = fptosi double %40 to i32
  %42 = getelementptr inbounds i8, ptr %12, i64 24
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = srem i32 %7, 5
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x i8], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_mixed to ptr), i64 32), i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !10
  %47 = zext i8 %46 to i32
  %48 = getelementptr inbounds i8, ptr %12, i64 28
  store i32 %47, ptr %48, align 4, !tbaa !6
  %49 = load ptr, ptr addrspacecast (ptr addrspace(1) @g_crc_mid to ptr), align 8, !tbaa !13
  %50 = and i32 %7, 127
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %12, i64 32
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = and i32 %7, 3
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(1) @g_scale to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !26
  %59 = fmul contract float %58, 6.400000e+01
  %60 = fptosi float %59 to i32
  %61 = getelementptr inbounds i8, ptr %12, i64 36
  store i32 %60, ptr %61, align 4, !tbaa !6
  %62 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_primes to ptr), i64 12), align 4, !tbaa !6
  %63 = mul nsw i32 %62, 100
  %64 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(1) @g_primes to ptr), i64 60), align 4, !tbaa !6
  %65 = add nsw i32 %63, %64
  %66 = getelementptr inbounds i8, ptr %12, i64 40
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_crc to ptr), i64 1020), align 4, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %12, i64 44
  store i32 %67, ptr %68, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx80,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @crc32_msgs, !"kernel", i32 1}
!1 = !{ptr @globals_read, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !8, i64 0}
!16 = !{!"_ZTS5Mixed", !8, i64 0, !17, i64 2, !7, i64 4, !18, i64 8, !19, i64 16, !20, i64 24, !8, i64 32}
!17 = !{!"short", !8, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = !{!16, !17, i64 2}
!22 = !{!16, !7, i64 4}
!23 = !{!16, !18, i64 8}
!24 = !{!16, !19, i64 16}
!25 = !{!16, !20, i64 24}
!26 = !{!19, !19, i64 0}
