# Writes a kernel storing a constant expression nested N deep (alternating
# sub/add of a second global's address, which constant folding cannot undo).
import sys

n = int(sys.argv[1])
e = "ptrtoint (ptr addrspace(1) @g to i64)"
for i in range(n):
    e = "%s (i64 %s, i64 ptrtoint (ptr addrspace(1) @h to i64))" % ("add" if i % 2 else "sub", e)
print('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
print('target triple = "nvptx64-nvidia-cuda"')
print("@g = addrspace(1) global i64 0")
print("@h = addrspace(1) global i64 0")
print("define ptx_kernel void @k(ptr addrspace(1) %p) {")
print("  store i64 %s, ptr addrspace(1) %%p" % e)
print("  ret void")
print("}")
