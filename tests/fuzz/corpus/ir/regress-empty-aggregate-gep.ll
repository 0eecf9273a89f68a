target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr %q) {
  %a = alloca [100000 x [100000 x {}]]
  %x = load [100000 x [100000 x {}]], ptr %q
  store [100000 x [100000 x {}]] %x, ptr %a
  %g = getelementptr i32, ptr addrspace(1) %p, i64 4611686018427387905
  store i32 1, ptr addrspace(1) %g
  ret void
}
