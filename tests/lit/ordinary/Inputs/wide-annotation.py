# Writes a kernel whose !nvvm.annotations node has 2,000 operands
# (key/value pairs after the function), and a grid_constant list of 2,000.
print('target triple = "nvptx64-nvidia-cuda"')
print("define ptx_kernel void @k(ptr byval(i32) %a) {")
print("  ret void")
print("}")
print("!nvvm.annotations = !{!0, !1}")
pairs = ', '.join('!"maxntidx", i32 %d' % (i % 64 + 1) for i in range(1000))
print('!0 = !{ptr @k, !"kernel", i32 1, %s}' % pairs)
print("!1 = !{ptr @k, !\"grid_constant\", !2}")
print("!2 = !{%s}" % ', '.join('i32 %d' % (i % 40) for i in range(2000)))
