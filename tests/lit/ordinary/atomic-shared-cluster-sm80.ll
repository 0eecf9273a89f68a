; An atomic load from a shared::cluster address needs has_clusters (sm_90)
; whatever its scope: the .shared::cluster qualifier of the memory control
; word says so (tablegen-data/ordinary.td). ptxsel exited 0 here on sm_80
; with PTX 7.8 and ptxas rejected the PTX ("Feature '::cluster' requires
; .target sm_90 or higher"), because only the scope was checked.
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx78 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: test ! -e %t.ptx
; RUN: %ptxsel -mcpu=sm_90 %s -o %t90.ptx
; RUN: FileCheck --check-prefix=SM90 %s < %t90.ptx
; RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK: in function 'k': error: ld.relaxed.cta.shared::cluster.u32 is not supported on sm_80 (requires has_clusters: sm_90)
; SM90: ld.relaxed.cta.shared::cluster.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
define ptx_kernel void @k(ptr addrspace(7) %p, ptr addrspace(1) %o) {
  %v = load atomic i32, ptr addrspace(7) %p syncscope("block") monotonic, align 4
  store i32 %v, ptr addrspace(1) %o
  ret void
}
