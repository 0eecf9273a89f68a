; Two kernels whose names are not printable text: invalid UTF-8 bytes, and a
; newline followed by what looks like a diagnostic. Both are rejected (the
; setmaxnreg count must be a multiple of 8), so the names reach diagnostics.
define ptx_kernel void @"\FF\FEx"() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
define ptx_kernel void @"a\0Aerror: fake"() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
define ptx_kernel void @"q\22\5Cu\C3\BC"() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
