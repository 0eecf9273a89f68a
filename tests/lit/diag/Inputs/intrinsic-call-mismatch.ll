target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %out, i32 %x) {
  %t = call <2 x half> @"llvm.nvvm.fmax.nan.bf16x2"(i32 %x, i32 %x)
  store <2 x half> %t, ptr %out
  ret void
}
declare <2 x bfloat> @"llvm.nvvm.fmax.nan.bf16x2"(<2 x bfloat>, <2 x bfloat>)
