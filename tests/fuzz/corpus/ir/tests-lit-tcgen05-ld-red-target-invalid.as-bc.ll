…; tcgen05.ld.red needs has_tcgen05_ld_red (sm_103f / sm_110f families, PTX
; 8.8): ptxas 13.0 answers "Instruction 'tcgen05.ld.red' not supported on
; .target 'sm_100a'" (also sm_100f), and sm_120a has no tensor memory at all
; (has_tmem is reported first). The same IR assembles for sm_103a and sm_110f.
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx88 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM100A %s < %t.err
; RUN: not test -e %t.ptx
; RUN: %ptxsel -mcpu=sm_100f -mattr=+ptx90 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM100F %s < %t.err
; RUN: %ptxsel -mcpu=sm_120a -mattr=+ptx88 %s -o %t.ptx 2> %t.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM120A %s < %t.err
; RUN: %ptxsel -mcpu=sm_110f -mattr=+ptx90 %s -o %t.ok.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_110f %t.ok.ptx -o %t.cubin %}
; SM100A: in function 'k': error: tcgen05.ld.red.sync.aligned.32x32b.x2.max.abs.f32 is not supported on sm_100a (requires has_tcgen05_ld_red: sm_103f, sm_110f)
; SM100A-NOT: error:
; SM100F: in function 'k': error: tcgen05.ld.red.sync.aligned.32x32b.x2.max.abs.f32 is not supported on sm_100f (requires has_tcgen05_ld_red: sm_103f, sm_110f)
; SM120A: in function 'k': error: tcgen05.ld.red.sync.aligned.32x32b.x2.max.abs.f32 is not supported on sm_120a (requires has_tmem: sm_100f, sm_110f)

define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %r = call { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6) %t, i32 1, i1 true, i1 false)
  %red = extractvalue { <2 x float>, float } %r, 1
  store float %red, ptr addrspace(1) %out
  ret void
}
declare { <2 x float>, float } @llvm.nvvm.tcgen05.ld.red.32x32b.x2.f32(ptr addrspace(6), i32, i1, i1)
