target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  call void asm sideeffect "", "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr\5E"()
  ret void
}
