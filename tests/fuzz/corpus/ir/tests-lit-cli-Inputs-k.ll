define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}
