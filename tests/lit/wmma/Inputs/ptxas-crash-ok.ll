; Loads next to the ptxas 13.0 crash of ../ptxas-crash.ll that ptxas takes on
; sm_120: a run-time address, a global's address, a stride >= 0, the native
; layout, an unknown stride.
@g = internal addrspace(1) global [4096 x i8] zeroinitializer, align 16

define ptx_kernel void @ok(ptr addrspace(1) %p, ptr addrspace(1) %o, i32 %s) {
  %a = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1) %p, i32 -1)
  %b = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1) @g, i32 -1)
  %c = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1) null, i32 16)
  %d = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p1(ptr addrspace(1) null, i32 -1)
  %e = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1) null, i32 %s)
  %a1 = extractvalue {i32, i32} %a, 1
  %b1 = extractvalue {i32, i32} %b, 1
  %c1 = extractvalue {i32, i32} %c, 1
  %d1 = extractvalue {i32, i32} %d, 1
  %e1 = extractvalue {i32, i32} %e, 1
  %x1 = add i32 %a1, %b1
  %x2 = add i32 %x1, %c1
  %x3 = add i32 %x2, %d1
  %x4 = add i32 %x3, %e1
  store i32 %x4, ptr addrspace(1) %o
  ret void
}

declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8.p1(ptr addrspace(1), i32)
declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8.p1(ptr addrspace(1), i32)
