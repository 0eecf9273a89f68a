target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr byval(i32) %a) {
  ret void
}
!nvvm.annotations = !{!1, !1}
!0 = !{ptr @k, !"kerdx",  i32 37, !"maxntidx", i32 38, !"maxntidx", i32 39, !"maxntidx", i32 40}
!1 = !{ptr @k, !"grid_constant", i32 34, i32 35, i32 36, i32 37, i32 38, i32 39}
