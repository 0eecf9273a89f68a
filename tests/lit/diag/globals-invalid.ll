; What llc-19 refuses, refused by name (exit 1, no output): an initialiser
; on a shared global, global constructors and destructors, a global whose
; initialiser names itself through another, and an initialiser whose
; non-zero data lies too far out to print. An OpenMP module's constructors
; pass, as with llc-19.
; RUN: sed 's/^;ERR //' %s | %ptxsel -mcpu=sm_90a - -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.ptx
; RUN: sed 's/^;CTOR //' %s | %ptxsel -mcpu=sm_90a - -o %t2.ptx 2> %t2.err; test $? -eq 1
; RUN: FileCheck --check-prefix=CTOR %s < %t2.err
; RUN: sed 's/^;CTOR //; s/global_ctors/global_dtors/' %s | %ptxsel -mcpu=sm_90a - -o %t3.ptx 2> %t3.err; test $? -eq 1
; RUN: FileCheck --check-prefix=DTOR %s < %t3.err
; RUN: sed 's/^;CTOR //; s/^;OMP //' %s | %ptxsel -mcpu=sm_90a - -o %t4.ptx
; RUN: %ptxas -arch=sm_90a %t4.ptx -o %t4.cubin

; CHECK-DAG: error: initial value of 'sh' is not allowed in addrspace(3): shared memory is not initialised
; CHECK-DAG: error: circular dependency found in global variable set: the initialiser of 'cyc_b' refers to 'cyc_a', whose initialiser refers back to it
; CHECK-DAG: error: initialiser of global 'far' holds non-zero data beyond 268435456 bytes: too large to print
; CTOR: error: module has a nontrivial global constructor ('init' in @llvm.global_ctors), which NVPTX does not support
; DTOR: error: module has a nontrivial global destructor ('init' in @llvm.global_dtors), which NVPTX does not support

target triple = "nvptx64-nvidia-cuda"

;ERR @sh = addrspace(3) global i32 5, align 4
;ERR @cyc_a = addrspace(1) global ptr addrspace(1) @cyc_b
;ERR @cyc_b = addrspace(1) global ptr addrspace(1) @cyc_a
;ERR @far = addrspace(1) global { [4294967296 x i8], i8 } { [4294967296 x i8] zeroinitializer, i8 1 }
;CTOR @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
;OMP !llvm.module.flags = !{!0}
;OMP !0 = !{i32 7, !"openmp", i32 51}

define internal void @init() {
  ret void
}

define ptx_kernel void @k() {
  ret void
}
