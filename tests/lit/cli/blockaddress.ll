; A blockaddress constant (an instruction operand, inside a constant
; expression, or in a global's initialiser) is refused by name, with the
; function and the instruction; exit 1, nothing written.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not %ptxsel %s -o %t/out.ptx 2> %t/err
; RUN: FileCheck %s < %t/err
; RUN: test ! -e %t/out.ptx
; RUN: %ptxsel %s -o %t/out.ptx 2> /dev/null; test $? -eq 1
; CHECK-DAG: error: initialiser of global 'table' is not supported (blockaddress: PTX has no indirect branch)
; CHECK-DAG: in function 'k': error: blockaddress is not supported (PTX has no indirect branch)
; CHECK-DAG: in function 'k': note: at instruction: store ptr blockaddress(@k, %bb), ptr addrspace(1) %out, align 8
; CHECK-DAG: in function 'j': error: blockaddress is not supported (PTX has no indirect branch)
; CHECK-DAG: in function 'j': note: at instruction: i64 ptrtoint (ptr blockaddress(@j, %bb) to i64)
; CHECK-NOT: unsupported constant

@table = addrspace(1) global [2 x ptr] [ptr null, ptr blockaddress(@k, %bb)]

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store ptr blockaddress(@k, %bb), ptr addrspace(1) %out
  br label %bb
bb:
  ret void
}

define ptx_kernel void @j(ptr addrspace(1) %out) {
entry:
  store i64 ptrtoint (ptr blockaddress(@j, %bb) to i64), ptr addrspace(1) %out
  br label %bb
bb:
  ret void
}
