; Negative addends in initialisers (tests/lit/ordinary/globals-unusual.ll).
target triple = "nvptx64-nvidia-cuda"
@g_arr = addrspace(1) global [8 x i32] zeroinitializer
@p = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @g_arr to ptr), i64 -16)
@r = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g_arr, i64 -4), ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @g_arr, i64 8)]
