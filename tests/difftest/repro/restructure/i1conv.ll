; ptrtoint to i1 / inttoptr from i1, and initialisers holding generic(gen)
; (an addrspace(0) variable) and a positive addend, read at run time.
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
@gen = global i32 42
@garr = addrspace(1) global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
@gp = addrspace(1) global ptr @gen
@gq = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @garr to ptr), i64 12)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @difft(ptr %in, ptr %out, ptr byval([16 x i8]) align 8 %prm) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr i32, ptr %in, i64 %t64
  %x = load i32, ptr %ip
  %a = getelementptr i8, ptr %in, i64 %t64
  %b = ptrtoint ptr %a to i1
  %bz = zext i1 %b to i64
  %xb = trunc i32 %x to i1
  %q = inttoptr i1 %xb to ptr
  %qi = ptrtoint ptr %q to i64
  %g = load ptr, ptr addrspace(1) @gp
  %gv = load i32, ptr %g
  %h = load ptr, ptr addrspace(1) @gq
  %hv = load i32, ptr %h
  %base = mul i64 %t64, 4
  %o0 = getelementptr i64, ptr %out, i64 %base
  store i64 %bz, ptr %o0
  %i1 = add i64 %base, 1
  %o1 = getelementptr i64, ptr %out, i64 %i1
  store i64 %qi, ptr %o1
  %i2 = add i64 %base, 2
  %o2 = getelementptr i64, ptr %out, i64 %i2
  %gvz = zext i32 %gv to i64
  store i64 %gvz, ptr %o2
  %i3 = add i64 %base, 3
  %o3 = getelementptr i64, ptr %out, i64 %i3
  %hvz = zext i32 %hv to i64
  store i64 %hvz, ptr %o3
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @difft, !"kernel", i32 1}
