define ptx_kernel void @one(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr addrspace(1) %out) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) %s, i32 64)
  %t = load i32, ptr addrspace(3) %s
  %tm = inttoptr i32 %t to ptr addrspace(6)
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %tm, i1 0)
  call void @llvm.nvvm.tcgen05.wait.ld()
  store <2 x i32> %v, ptr addrspace(1) %out
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %bar)
  call void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) %tm, i32 64)
  ret void
}
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3), i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6), i32)
