; atomicrmw and cmpxchg in addrspace(7), the .shared::cluster space (LLVM
; 21's distributed shared memory; LLVM 19 parses the address space): atom
; .shared::cluster (red under --strict-atomics where the result is unused),
; and the cmpxchg loops AtomicExpand makes of the operations PTX has no atom
; for, in the same space. They need has_clusters and PTX 7.8 (the memory
; word's .shared::cluster: ptxas 13 "Feature '::cluster' requires .target
; sm_90 or higher"); on sm_80 ptxsel refuses and writes nothing. ptxas
; assembles the sm_90 output.
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -mcpu=sm_90 --strict-atomics %s -o %t.strict.ptx
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict.ptx
; RUN: %ptxas -arch=sm_90 %t.strict.ptx -o %t.strict.cubin
; RUN: not %ptxsel -mcpu=sm_80 -mattr=+ptx78 %s -o %t.80.ptx 2>&1 | FileCheck --check-prefix=SM80 %s
; RUN: not test -e %t.80.ptx
; SM80: error: atom.shared::cluster.add.u32 is not supported on sm_80 (requires has_clusters: sm_90)

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry dsmem(
; CHECK: atom.shared::cluster.add.u32 [[R:%r[0-9]+]], [%rd{{[0-9]+}}], 1;
; CHECK: atom.shared::cluster.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; CHECK: atom.shared::cluster.max.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: atom.shared::cluster.add.f32 %{{[fr]}}{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; CHECK: atom.shared::cluster.add.noftz.bf16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: atom.shared::cluster.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1, 0;
; the i16 cmpxchg and uinc_wrap: loops on atom.shared::cluster.cas.b32
; CHECK: atom.shared::cluster.cas.b32
; CHECK: atom.shared::cluster.cas.b32
; STRICT-LABEL: .entry dsmem(
; STRICT: atom.relaxed.cluster.shared::cluster.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; STRICT: atom.relaxed.sys.shared::cluster.exch.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1;
; STRICT: red.release.cta.shared::cluster.max.s32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT: fence.sc.sys;
; STRICT-NEXT: atom.acq_rel.sys.shared::cluster.add.f32 %{{[fr]}}{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3F800000;
; STRICT-NEXT: red.relaxed.sys.shared::cluster.add.noftz.bf16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; STRICT: atom.acq_rel.sys.shared::cluster.cas.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 1, 0;
define ptx_kernel void @dsmem(ptr addrspace(7) %p, ptr addrspace(1) %out, i32 %v, bfloat %h) {
  %a = atomicrmw add ptr addrspace(7) %p, i32 1 syncscope("cluster") monotonic
  store i32 %a, ptr addrspace(1) %out
  %x = atomicrmw xchg ptr addrspace(7) %p, i64 1 monotonic
  %m = atomicrmw max ptr addrspace(7) %p, i32 %v syncscope("block") release
  %f = atomicrmw fadd ptr addrspace(7) %p, float 1.0 seq_cst
  %b = atomicrmw fadd ptr addrspace(7) %p, bfloat %h monotonic
  %c = cmpxchg ptr addrspace(7) %p, i64 1, i64 0 acq_rel monotonic
  %s = cmpxchg ptr addrspace(7) %p, i16 1, i16 0 monotonic monotonic
  %i = atomicrmw uinc_wrap ptr addrspace(7) %p, i32 %v monotonic
  %c0 = extractvalue { i64, i1 } %c, 0
  %s0 = extractvalue { i16, i1 } %s, 0
  %w = zext i16 %s0 to i64
  %y = add i64 %c0, %w
  %z = add i64 %y, %x
  %iw = zext i32 %i to i64
  %r = add i64 %z, %iw
  %o = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %r, ptr addrspace(1) %o
  ret void
}
