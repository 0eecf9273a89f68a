; atomicrmw and cmpxchg are printed as llc-19 prints them, with PTX's default
; semantics (relaxed, gpu scope) whatever the IR's ordering and syncscope:
; clang makes CUDA's atomicAdd & co. seq_cst in the IR, and their CUDA
; meaning is relaxed. --strict-atomics takes the IR's ordering and scope
; (seq_cst: fence.sc, then acq_rel). Atomic loads and stores and fences keep
; the IR's ordering in both modes (llc-19 cannot select a seq_cst atomic
; store or an IR fence at all).
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 --strict-atomics -mcpu=sm_90 %s -o %t.s.ptx
; RUN: FileCheck --check-prefix=STRICT %s < %t.s.ptx
; RUN: %ptxas -arch=sm_90 %t.s.ptx -o %t.s.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-NOT: fence
; CHECK: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}],
; CHECK-NEXT: atom.shared.add.f32 {{%[fr][0-9]+}}, [{{%rd[0-9]+}}],
; CHECK-NEXT: atom.cas.b32 {{%r[0-9]+}}, [{{%rd[0-9]+}}],
; CHECK: add.s64 [[E:%rd[0-9]+]], {{%rd[0-9]+}}, 8;
; CHECK-NEXT: atom.global.exch.b32 {{%r[0-9]+}}, {{\[}}[[E]]],
; CHECK-NEXT: ld.acquire.sys.global.u32
; CHECK: fence.acq_rel.cta;
; STRICT-LABEL: .entry k(
; STRICT: fence.sc.sys;
; STRICT-NEXT: atom.acq_rel.sys.global.add.u32
; STRICT-NEXT: atom.acq_rel.sys.shared.add.f32
; STRICT-NEXT: fence.sc.sys;
; STRICT-NEXT: atom.acq_rel.sys.cas.b32
; STRICT: atom.acquire.cta.global.exch.b32
; STRICT-NEXT: ld.acquire.sys.global.u32
; STRICT: fence.acq_rel.cta;
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %v, float %f) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v seq_cst
  %b = atomicrmw fadd ptr addrspace(3) %s, float %f acq_rel
  %c = cmpxchg ptr %g, i32 %a, i32 %v seq_cst seq_cst
  %c0 = extractvalue {i32, i1} %c, 0
  %q = getelementptr i32, ptr addrspace(1) %p, i64 2
  %d = atomicrmw xchg ptr addrspace(1) %q, i32 %c0 syncscope("block") acquire
  %e = load atomic i32, ptr addrspace(1) %p acquire, align 4
  fence syncscope("block") acq_rel
  %x = add i32 %d, %e
  %bi = fptosi float %b to i32
  %y = add i32 %x, %bi
  store i32 %y, ptr addrspace(1) %p
  ret void
}
