; va_arg through a va_list in addrspace(2) (tests/lit/ordinary/ptrtoint-i1.ll).
target triple = "nvptx64-nvidia-cuda"
define i32 @v(ptr addrspace(2) %ap) {
  %x = va_arg ptr addrspace(2) %ap, i32
  ret i32 %x
}
