; A block's repeated non-volatile, non-atomic load of the same type from the
; same address, with nothing that may write memory in between, is the first
; load's value: llc-19's SelectionDAG gives such loads one chain and CSEs
; them, at -O0 as at -O2, and ptxsel does the same (clang -O0 IR reloads a
; variable at every use). A store, a call, a fence, an atomic or a volatile
; load in between, another type, another address or another block reloads.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
declare void @ext()

; CHECK-LABEL: .entry same(
; CHECK: ld.u32 [[A:%r[0-9]+]], [[[P:%rd[0-9]+]]];
; CHECK-NOT: ld.u32
; CHECK: ld.u32 {{%r[0-9]+}}, [[[P]]+4];
; CHECK-NOT: ld.u32
; CHECK: ld.u64 {{%rd[0-9]+}}, [[[P]]];
; CHECK-NOT: ld.
; CHECK: st.global.u32
; CHECK: ld.u32 {{%r[0-9]+}}, [[[P]]];
; CHECK: ret;
define ptx_kernel void @same(ptr addrspace(1) %out, ptr %p) {
  %a = load i32, ptr %p, align 4
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %b = load i32, ptr %p, align 4
  %c = load i32, ptr %q, align 4
  %q2 = getelementptr inbounds i8, ptr %p, i64 4
  %d = load i32, ptr %q2, align 4
  %w = load i64, ptr %p, align 8
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  %wt = trunc i64 %w to i32
  %t = add i32 %s, %wt
  store i32 %t, ptr addrspace(1) %out, align 4
  %e = load i32, ptr %p, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %e, ptr addrspace(1) %o1, align 4
  ret void
}

; Every barrier between two loads of %p reloads it: a call, a fence, a
; volatile load, an atomic; and a load in another block.
; CHECK-LABEL: .entry barriers(
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q:%rd[0-9]+]]];
; CHECK: call.uni
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: fence.
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: ld.volatile.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: atom.
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: ld.u32 {{%r[0-9]+}}, [[[Q]]];
; CHECK: ret;
define ptx_kernel void @barriers(ptr addrspace(1) %out, ptr %p) {
  %a = load i32, ptr %p, align 4
  call void @ext()
  %b = load i32, ptr %p, align 4
  fence seq_cst
  %c = load i32, ptr %p, align 4
  %v = load volatile i32, ptr %p, align 4
  %d = load i32, ptr %p, align 4
  %x = atomicrmw add ptr addrspace(1) %out, i32 1 monotonic
  %e = load i32, ptr %p, align 4
  br label %next
next:
  %f = load i32, ptr %p, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s3 = add i32 %e, %f
  %s4 = add i32 %s1, %s2
  %s5 = add i32 %s3, %s4
  %s6 = add i32 %s5, %v
  %s = add i32 %s6, %x
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
