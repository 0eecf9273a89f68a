; The "ordinary IR" rows of docs/inline-asm-inventory.md: plain IR that makes
; ptxsel print the instructions the kernels write by hand (DeepGEMM's
; ld_st.cuh, ThunderKittens' move<T>, CUTLASS's barrier.h, memory.h and
; memory_sm75.h helpers), checked
; in the order printed and assembled by ptxas. Where the kernels use a
; synonym type (.b32 for .u32), ptxsel-query is asked that the spelling names
; a form that is legal on the row's target.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 --strict-atomics -mcpu=sm_90 %s -o %t.s.ptx
; RUN: FileCheck --check-prefix=STRICT %s < %t.s.ptx
; RUN: %ptxas -arch=sm_90 %t.s.ptx -o %t.s.cubin
; RUN: printf 'can ld.shared.b16 --cpu sm_75\ncan ld.shared.b32 --cpu sm_75\ncan st.shared.b16 --cpu sm_75\ncan st.shared.b32 --cpu sm_75\ncan ld.global.b16 --cpu sm_75\ncan ld.global.b32 --cpu sm_75\ncan st.global.b16 --cpu sm_75\ncan st.global.b32 --cpu sm_75\ncan ld.volatile.global.b64 --cpu sm_75\ncan setp.eq.u32 --cpu sm_75\ncan setp.ne.u32 --cpu sm_75\ncan setp.ne.b32 --cpu sm_75\ncan ld.acquire.gpu.global.b32 --cpu sm_75\ncan ld.acquire.sys.global.s32 --cpu sm_75\ncan ld.acquire.gpu.global.b64 --cpu sm_75\ncan atom.sys.global.add.u64 --cpu sm_75\n' | %ptxsel-query batch | FileCheck --check-prefix=SYN %s
; The synonyms ptxsel-query maps (docs/query.md "Spellings") name the forms
; ptxsel prints: setp.ne.b32 is setp.ne.s32, ld.acquire's .b32 / .s32 its
; .u32, atom with a scope and no .sem is .relaxed.
; RUN: printf 'can setp.ne.b32 --cpu sm_75 --json\ncan ld.acquire.gpu.global.b32 --cpu sm_75 --json\ncan ld.acquire.sys.global.s32 --cpu sm_75 --json\ncan atom.sys.global.add.u64 --cpu sm_75 --json\n' | %ptxsel-query batch | FileCheck --check-prefix=CANON %s
; CANON: "canonical": "setp.ne.s32", {{.*}}"answer": "yes"
; CANON: "canonical": "ld.acquire.gpu.global.u32", {{.*}}"answer": "yes"
; CANON: "canonical": "ld.acquire.sys.global.u32", {{.*}}"answer": "yes"
; CANON: "canonical": "atom.relaxed.sys.global.add.u64", {{.*}}"answer": "yes"

target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x i32] zeroinitializer, align 16

; CHECK-LABEL: .entry k(
; CHECK: ld.shared.u32
; CHECK: ld.shared.f32
; CHECK: ld.shared.u16
; CHECK: ld.shared.v2.f32 {
; CHECK: ld.shared.v4.f32 {
; CHECK: ld.shared.v4.u32 {
; CHECK: st.shared.u32 [
; CHECK: st.shared.f32 [
; CHECK: st.shared.u16 [
; CHECK: st.shared.v2.f32 [
; CHECK: st.shared.v2.u32 [
; CHECK: st.shared.v4.f32 [
; CHECK: st.shared.v4.u32 [
; CHECK: ld.global.u16
; CHECK: ld.global.u32
; CHECK: ld.global.f32
; CHECK: ld.global.v2.f32 {
; CHECK: ld.global.v4.f32 {
; CHECK: st.global.u16 [
; CHECK: st.global.u32 [
; CHECK: st.global.f32 [
; CHECK: st.global.v2.f32 [
; CHECK: st.global.v4.f32 [
; CHECK: ld.volatile.global.u64
; CHECK: ld.acquire.gpu.global.u32
; CHECK: ld.acquire.sys.global.u64
; CHECK: atom.global.add.u64
; CHECK: atom.global.add.u32
; CHECK: atom.global.or.b64
; CHECK: mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r{{[0-9]+}};
; CHECK: mov.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: cvt.u64.u32
; CHECK: setp.eq.s32
; CHECK: selp.b32 %r{{[0-9]+}}, 1, 0, %p{{[0-9]+}};
; STRICT-LABEL: .entry k(
; STRICT: atom.relaxed.gpu.global.add.u64
; STRICT: atom.relaxed.sys.global.add.u64
; STRICT: atom.release.gpu.global.add.u32
; STRICT: atom.release.sys.global.or.b64
; CHECK-LABEL: .entry c(
; CHECK: cvta.to.shared.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cvt.u32.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: ld.global.v4.u32 {
; CHECK: ld.global.v2.u32 {
; CHECK: st.global.v4.u32 [
; CHECK: st.global.v2.u32 [
; CHECK-LABEL: .entry ne(
; CHECK: setp.ne.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; SYN-COUNT-16: yes
; SYN-NOT: no
define ptx_kernel void @k(ptr addrspace(1) %g, i32 %a, i32 %b, float %x, float %y, i16 %h, ptr addrspace(1) %o) {
  %p0 = getelementptr i32, ptr addrspace(3) @sh, i32 %a
  %l1 = load i32, ptr addrspace(3) %p0
  %l2 = load float, ptr addrspace(3) %p0
  %l3 = load i16, ptr addrspace(3) %p0
  %l4 = load <2 x float>, ptr addrspace(3) %p0, align 8
  %l5 = load <4 x float>, ptr addrspace(3) %p0, align 16
  %l6 = load <4 x i32>, ptr addrspace(3) %p0, align 16
  store i32 %b, ptr addrspace(3) %p0
  store float %x, ptr addrspace(3) %p0
  store i16 %h, ptr addrspace(3) %p0
  store <2 x float> %l4, ptr addrspace(3) %p0, align 8
  store <2 x i32> <i32 1, i32 2>, ptr addrspace(3) %p0, align 8
  store <4 x float> %l5, ptr addrspace(3) %p0, align 16
  store <4 x i32> %l6, ptr addrspace(3) %p0, align 16
  store i128 7, ptr addrspace(3) %p0, align 16
  %g1 = load i16, ptr addrspace(1) %g
  %g2 = load i32, ptr addrspace(1) %g
  %g3 = load float, ptr addrspace(1) %g
  %g4 = load <2 x float>, ptr addrspace(1) %g, align 8
  %g5 = load <4 x float>, ptr addrspace(1) %g, align 16
  store i16 %g1, ptr addrspace(1) %o
  store i32 %g2, ptr addrspace(1) %o
  store float %g3, ptr addrspace(1) %o
  store <2 x float> %g4, ptr addrspace(1) %o, align 8
  store <4 x float> %g5, ptr addrspace(1) %o, align 16
  %v = load volatile i64, ptr addrspace(1) %g
  %q1 = load atomic i32, ptr addrspace(1) %g syncscope("device") acquire, align 4
  %q2 = load atomic i64, ptr addrspace(1) %g acquire, align 8
  %r1 = atomicrmw add ptr addrspace(1) %g, i64 %v syncscope("device") monotonic
  %r2 = atomicrmw add ptr addrspace(1) %g, i64 %v monotonic
  %r3 = atomicrmw add ptr addrspace(1) %g, i32 %a syncscope("device") release
  %r4 = atomicrmw or ptr addrspace(1) %g, i64 %v release
  %bc = bitcast i32 %a to <2 x i16>
  %e0 = extractelement <2 x i16> %bc, i32 1
  %z = zext i32 %b to i64
  %c = icmp eq i32 %a, %b
  %s = select i1 %c, i32 1, i32 0
  %pk = insertelement <2 x float> undef, float %x, i32 0
  %pk2 = insertelement <2 x float> %pk, float %y, i32 1
  %t = fptrunc <2 x float> %pk2 to <2 x half>
  %tb = fptrunc <2 x float> %pk2 to <2 x bfloat>
  %sum = add i32 %l1, %s
  %sum2 = add i32 %sum, %q1
  store i32 %sum2, ptr addrspace(1) %o
  store i64 %z, ptr addrspace(1) %o
  store i64 %q2, ptr addrspace(1) %o
  store i64 %r1, ptr addrspace(1) %o
  store i64 %r2, ptr addrspace(1) %o
  store i32 %r3, ptr addrspace(1) %o
  store i64 %r4, ptr addrspace(1) %o
  store i16 %e0, ptr addrspace(1) %o
  store float %l2, ptr addrspace(1) %o
  store i16 %l3, ptr addrspace(1) %o
  store <2 x half> %t, ptr addrspace(1) %o
  store <2 x bfloat> %tb, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @c(ptr %p, ptr addrspace(1) %g, ptr addrspace(1) %o) {
  %s = addrspacecast ptr %p to ptr addrspace(3)
  %i = ptrtoint ptr addrspace(3) %s to i32
  store i32 %i, ptr addrspace(1) %o
  %v = load <4 x i32>, ptr addrspace(1) %g, align 16
  %w = load <2 x i32>, ptr addrspace(1) %g, align 8
  store <4 x i32> %v, ptr addrspace(1) %o, align 16
  store <2 x i32> %w, ptr addrspace(1) %o, align 8
  ret void
}

define ptx_kernel void @ne(i32 %a, i32 %b, ptr addrspace(1) %o) {
  %c = icmp ne i32 %a, %b
  %v = select i1 %c, i32 7, i32 9
  store i32 %v, ptr addrspace(1) %o
  ret void
}
