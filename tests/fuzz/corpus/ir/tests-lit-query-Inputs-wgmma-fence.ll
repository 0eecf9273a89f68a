target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()

define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
