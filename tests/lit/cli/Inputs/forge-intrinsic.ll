target triple = "nvptx64-nvidia-cuda"
declare void @"llvm.nvvm.bogus\0Aerror: fake"()
define void @f() {
  call void @"llvm.nvvm.bogus\0Aerror: fake"()
  ret void
}
