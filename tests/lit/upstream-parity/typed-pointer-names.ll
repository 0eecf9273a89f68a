; Intrinsic names of the typed-pointer era ("....p3i8", "....p0i8": LLVM
; 23's own wmma test generator still writes them for ldmatrix / stmatrix)
; name the row of their opaque-pointer spelling ("....p3", "....p0"), as
; LLVM's parser remangles an intrinsic it knows; with both declared, the old
; one's calls go to the new one. A name no row has in either spelling is
; still unknown.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: %ptxas -c -arch=sm_90 %t.ptx -o %t.cubin
; RUN: FileCheck %s < %t.ptx
; RUN: sed -e 's/stmatrix.sync.aligned.m8n8.x2.b16.p0i8/stmatrix.sync.aligned.m8n8.x2.b16.p0i16/g' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_90 %t.bad.ll -o %t.bad.ptx 2> %t.err
; RUN: FileCheck %s --check-prefix=BAD < %t.err
; CHECK: stmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-NEXT: stmatrix.sync.aligned.m8n8.x1.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
; CHECK-NEXT: stmatrix.sync.aligned.m8n8.x2.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
; BAD: error: {{.*}}'llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p0i16'
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3i8(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p0i8(ptr, i32, i32)
define void @f(ptr addrspace(3) %p, ptr %g, i32 %x) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3i8(ptr addrspace(3) %p, i32 %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p, i32 %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p0i8(ptr %g, i32 %x, i32 %x)
  ret void
}
