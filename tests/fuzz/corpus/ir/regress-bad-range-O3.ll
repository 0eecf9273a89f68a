define ptx_kernel void @k(ptr addrspace(1) %out) {
  %r = call range(i84 1, 5) { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %v = extractvalue { i32, i1 } %r, 0
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
