; The address of a shared variable as an initial value (tests/lit/ordinary/globals-unusual.ll).
target triple = "nvptx64-nvidia-cuda"
@sh = addrspace(3) global i32 undef
@q = addrspace(1) global ptr addrspacecast (ptr addrspace(3) @sh to ptr)
