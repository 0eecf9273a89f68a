"""Prints a kernel whose switch has N cases (values alternate between
negative and positive, 7 destinations) for tests/lit/abi/switch-big.ll."""
import sys

n = int(sys.argv[1])
out = ['target triple = "nvptx64-nvidia-cuda"',
       'define ptx_kernel void @big(i32 %x, ptr addrspace(1) %p) {', 'entry:',
       '  switch i32 %x, label %def [']
out += ['    i32 %d, label %%b%d' % (i * 3 if i % 2 else -i, i % 7) for i in range(n)]
out.append('  ]')
for j in range(7):
    out.append('b%d:\n  store i32 %d, ptr addrspace(1) %%p\n  ret void' % (j, j * 11))
out.append('def:\n  ret void\n}')
print("\n".join(out))
