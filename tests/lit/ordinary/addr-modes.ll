; Addressing modes: the constant part of an address is folded into the
; access as [base+offset], as llc-19's instruction selection does, and a
; getelementptr used only as addresses is not computed on its own. The base
; is a global's symbol when the access is in the global's own state space, a
; byval parameter's symbol when it is read in place, else a register. Offsets
; outside PTX's signed 32-bit immediate are not folded; a GEP with another
; use (a phi, a store of the pointer) keeps its full value. An atomicrmw or
; cmpxchg takes its whole address in a register, as llc-19 selects every atom.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [4 x i64] }
@g = addrspace(1) global [16 x i32] zeroinitializer, align 4
@sh = addrspace(3) global [16 x i32] undef, align 4

; A chain of constant GEPs on a global, in its own space and generically.
; CHECK-LABEL: .entry globals(
; CHECK-NOT: add.s64
; CHECK: mov.u64 [[G:%rd[0-9]+]], g;
; CHECK-NOT: add.s64
; CHECK: ld.global.u32 {{%r[0-9]+}}, [g+12];
; CHECK-NEXT: st.shared.u32 [sh+20],
; CHECK-NEXT: add.s64 [[T:%rd[0-9]+]], {{%rd[0-9]+}}, 8;
; CHECK-NEXT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[T]]],
; CHECK-NEXT: cvta.global.u64 [[GG:%rd[0-9]+]], [[G]];
; CHECK: ld.u32 {{%r[0-9]+}}, {{\[}}[[GG]]+28];
; O0-LABEL: .entry globals(
; O0: ld.global.u32 {{%r[0-9]+}}, [g+12];
define ptx_kernel void @globals(ptr addrspace(1) %out) {
  %a = getelementptr inbounds [16 x i32], ptr addrspace(1) @g, i64 0, i64 1
  %b = getelementptr inbounds i32, ptr addrspace(1) %a, i64 2
  %v = load i32, ptr addrspace(1) %b, align 4
  %s = getelementptr inbounds [16 x i32], ptr addrspace(3) @sh, i64 0, i64 5
  store i32 %v, ptr addrspace(3) %s, align 4
  %t = getelementptr inbounds i8, ptr addrspace(3) @sh, i64 8
  %old = atomicrmw add ptr addrspace(3) %t, i32 %v monotonic, align 4
  %gen = addrspacecast ptr addrspace(1) @g to ptr
  %u = getelementptr inbounds i32, ptr %gen, i64 7
  %w = load i32, ptr %u, align 4
  %sum = add i32 %old, %w
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}

; A variable index plus a constant: the register holds the variable part,
; every access adds the constant (a struct field and a negative offset).
; CHECK-LABEL: .entry varidx(
; CHECK: mul.wide.s32 [[O:%rd[0-9]+]], {{%r[0-9]+}}, 40;
; CHECK: add.s64 [[B:%rd[0-9]+]], {{%rd[0-9]+}}, [[O]];
; CHECK: ld.global.u64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+16];
; CHECK: ld.global.u64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+8];
; CHECK: add.s64 [[N:%rd[0-9]+]], [[B]], -32;
; CHECK-NEXT: atom.global.cas.b64 {{%rd[0-9]+}}, {{\[}}[[N]]],
define ptx_kernel void @varidx(ptr addrspace(1) %p, i32 %i, ptr addrspace(1) %out) {
  %e = getelementptr inbounds %S, ptr addrspace(1) %p, i32 %i, i32 1, i64 1
  %v = load i64, ptr addrspace(1) %e, align 8
  %f = getelementptr inbounds i64, ptr addrspace(1) %e, i64 -1
  %w = load i64, ptr addrspace(1) %f, align 8
  %n = getelementptr inbounds i8, ptr addrspace(1) %e, i64 -48
  %x = cmpxchg ptr addrspace(1) %n, i64 %v, i64 %w monotonic monotonic, align 8
  %r = extractvalue { i64, i1 } %x, 0
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}

; A GEP that is also stored, or merged by a phi, keeps its whole value; an
; offset beyond 32 bits is added in a register.
; CHECK-LABEL: .entry keep(
; CHECK: add.s64 [[K:%rd[0-9]+]], {{%rd[0-9]+}}, 24;
; CHECK: st.global.u64 [{{%rd[0-9]+}}], [[K]];
; CHECK: add.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 68719476736;
define ptx_kernel void @keep(ptr addrspace(1) %p, ptr addrspace(1) %out, i1 %c) {
entry:
  %k = getelementptr inbounds i64, ptr addrspace(1) %p, i64 3
  store ptr addrspace(1) %k, ptr addrspace(1) %out, align 8
  %far = getelementptr inbounds i8, ptr addrspace(1) %p, i64 68719476736
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %q = phi ptr addrspace(1) [ %k, %entry ], [ %far, %a ]
  %v = load i64, ptr addrspace(1) %q, align 8
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %v, ptr addrspace(1) %o, align 8
  ret void
}

; A variable GEP whose constant part (16) is left to its users, used as the
; base of a GEP that a phi merges: that GEP adds the part back (16 + 8).
; CHECK-LABEL: .entry partial_base(
; CHECK: mul.wide.s32 [[O:%rd[0-9]+]], {{%r[0-9]+}}, 40;
; CHECK: add.s64 [[V:%rd[0-9]+]], {{%rd[0-9]+}}, [[O]];
; CHECK-NOT: mov.b64
; CHECK: ld.global.u64 {{%rd[0-9]+}}, {{\[}}[[V]]+16];
; CHECK: add.s64 {{%rd[0-9]+}}, [[V]], 24;
define ptx_kernel void @partial_base(ptr addrspace(1) %p, i32 %i, ptr addrspace(1) %out, i1 %c) {
entry:
  %v = getelementptr inbounds %S, ptr addrspace(1) %p, i32 %i, i32 1, i64 1
  %x = load i64, ptr addrspace(1) %v, align 8
  %v8 = getelementptr inbounds i8, ptr addrspace(1) %v, i64 8
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %q = phi ptr addrspace(1) [ %v8, %entry ], [ %p, %a ]
  %y = load i64, ptr addrspace(1) %q, align 8
  %s = add i64 %x, %y
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}

; A byval parameter read in place: [param+offset].
; CHECK-LABEL: .entry byval(
; CHECK: ld.param.u64 {{%rd[0-9]+}}, [byval_param_0+16];
define ptx_kernel void @byval(ptr byval(%S) align 8 %s, ptr addrspace(1) %out) {
  %f = getelementptr inbounds %S, ptr %s, i64 0, i32 1, i64 1
  %v = load i64, ptr %f, align 8
  store i64 %v, ptr addrspace(1) %out, align 8
  ret void
}
