define ptx_kernel void @k() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 100)
  ret void
}
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
