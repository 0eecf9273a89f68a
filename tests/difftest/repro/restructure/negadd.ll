; An initialiser address with a negative addend (generic(garr)+(-16)); the
; kernel adds the 16 back, so every thread reads garr[tid % 8].
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
@garr = addrspace(1) global [8 x i32] [i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18]
@gneg = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @garr to ptr), i64 -16)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @difft(ptr %in, ptr %out, ptr byval([16 x i8]) align 8 %prm) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %k = and i64 %t64, 7
  %q = load ptr, ptr addrspace(1) @gneg
  %q16 = getelementptr i8, ptr %q, i64 16
  %e = getelementptr i32, ptr %q16, i64 %k
  %v = load i32, ptr %e
  %vz = zext i32 %v to i64
  %o = getelementptr i64, ptr %out, i64 %t64
  store i64 %vz, ptr %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @difft, !"kernel", i32 1}
