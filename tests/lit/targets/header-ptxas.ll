; Modules printed for targets at their minimum PTX (and at 9.0) assemble with
; ptxas for that target, aliases included.
; REQUIRES: ptxas

; RUN: %ptxsel -mcpu=sm_75 %s -o %t.75.ptx && %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin
; RUN: %ptxsel -mcpu=sm_88 %s -o %t.88.ptx && %ptxas -arch=sm_88 %t.88.ptx -o %t.88.cubin
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.90a.ptx && %ptxas -arch=sm_90a %t.90a.ptx -o %t.90a.cubin
; RUN: %ptxsel -mcpu=sm_100f %s -o %t.100f.ptx && %ptxas -arch=sm_100f %t.100f.ptx -o %t.100f.cubin
; RUN: %ptxsel -mcpu=sm_101a %s -o %t.110a.ptx && %ptxas -arch=sm_110a %t.110a.ptx -o %t.110a.cubin
; RUN: %ptxsel -mcpu=sm_120 %s -o %t.120.ptx && %ptxas -arch=sm_120 %t.120.ptx -o %t.120.cubin
; RUN: %ptxsel -mcpu=sm_121f -mattr=+ptx90 %s -o %t.121f.ptx && %ptxas -arch=sm_121f %t.121f.ptx -o %t.121f.cubin

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
