; Under --strict-atomics, an atomicrmw whose result is unused is PTX's red
; (DeepGEMM ld_st.cuh writes red.release.gpu.global.add.s32 and
; red.release.sys.global.or.b64 in inline asm): the same operation with the
; .sem.scope qualifiers the atom would have. red has no exch / cas and no
; .acquire / .acq_rel: those and a used result stay atom (a seq_cst one keeps
; its fence.sc). By default ptxsel prints atom, as llc-19 does (its tests
; atomics-sm60.ll and atomicrmw-expand.ll check atom for unused results).
; ptxas assembles both outputs.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck --check-prefix=DEF %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 --strict-atomics %s -o %t.strict.ptx
; RUN: FileCheck --check-prefix=STRICT %s < %t.strict.ptx
; RUN: %ptxas -arch=sm_90 %t.strict.ptx -o %t.strict.cubin
; RUN: %ptxsel -O0 -mcpu=sm_75 %s -o %t.75.ptx
; RUN: %ptxas -arch=sm_75 %t.75.ptx -o %t.75.cubin

target triple = "nvptx64-nvidia-cuda"

; DEF-LABEL: .entry deepgemm(
; DEF-NOT: {{^[[:space:]]*red\.}}
; DEF-COUNT-3: atom.global.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; DEF-COUNT-2: atom.global.or.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; DEF-NEXT: ret;
; STRICT-LABEL: .entry deepgemm(
; STRICT: red.relaxed.gpu.global.add.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: red.release.gpu.global.add.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: red.release.sys.global.add.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: red.release.gpu.global.or.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; STRICT-NEXT: red.release.sys.global.or.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; STRICT-NEXT: ret;
define ptx_kernel void @deepgemm(ptr addrspace(1) %p, i32 %v, i64 %w) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") monotonic
  %b = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("device") release
  %c = atomicrmw add ptr addrspace(1) %p, i32 %v release
  %d = atomicrmw or ptr addrspace(1) %p, i64 %w syncscope("device") release
  %e = atomicrmw or ptr addrspace(1) %p, i64 %w release
  ret void
}

; DEF-LABEL: .entry kinds(
; DEF-NOT: {{^[[:space:]]*red\.}}
; DEF: st.global.u32
; STRICT-LABEL: .entry kinds(
; STRICT: atom.relaxed.sys.global.exch.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: fence.sc.sys;
; STRICT-NEXT: atom.acq_rel.sys.shared.add.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: neg.s64 [[N:%rd[0-9]+]], %rd{{[0-9]+}};
; STRICT-NEXT: atom.acquire.sys.add.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], [[N]];
; STRICT-NEXT: red.relaxed.sys.add.f32 [%rd{{[0-9]+}}], %{{[fr]}}{{[0-9]+}};
; STRICT-NEXT: red.relaxed.cta.shared.max.s32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: red.relaxed.cluster.global.min.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; STRICT-NEXT: atom.acq_rel.gpu.global.xor.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: red.release.gpu.global.and.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; STRICT-NEXT: red.relaxed.sys.global.add.f64 [%rd{{[0-9]+}}], %{{[fr]}}d{{[0-9]+}};
; STRICT-NEXT: atom.relaxed.sys.global.add.u32 [[R:%r[0-9]+]], [%rd{{[0-9]+}}], %r{{[0-9]+}};
; STRICT-NEXT: st.global.u32 [%rd{{[0-9]+}}], [[R]];
define ptx_kernel void @kinds(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %v, i64 %w, float %f, double %d) {
  %x = atomicrmw xchg ptr addrspace(1) %p, i32 %v monotonic
  %y = atomicrmw add ptr addrspace(3) %s, i32 %v seq_cst
  %z = atomicrmw sub ptr %g, i64 %w acquire
  %ff = atomicrmw fadd ptr %g, float %f monotonic
  %mx = atomicrmw max ptr addrspace(3) %s, i32 %v syncscope("block") monotonic
  %mn = atomicrmw umin ptr addrspace(1) %p, i64 %w syncscope("cluster") monotonic
  %xo = atomicrmw xor ptr addrspace(1) %p, i32 %v syncscope("device") acq_rel
  %an = atomicrmw and ptr addrspace(1) %p, i64 %w syncscope("device") release
  %fd = atomicrmw fadd ptr addrspace(1) %p, double %d monotonic
  %u = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  store i32 %u, ptr addrspace(1) %p
  ret void
}
