; two uses before their definitions: one of a table intrinsic's result, one of an add
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  br label %join
join:
  %v = extractvalue { i32, i1 } %r, 0
  %b1 = add i32 %b, %v
  %b = add i32 %a, 1
  %a = add i32 %x, 1
  store i32 %b1, ptr addrspace(1) %out
  ret void
}
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
