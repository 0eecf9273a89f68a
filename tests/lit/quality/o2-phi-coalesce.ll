; At -O1 and above, register copies whose two registers never interfere are
; coalesced (isel/coalesce.c), as llc-19's register coalescer does: a phi
; whose incoming value dies at the edge takes that value's registers, so the
; edges that bring the value copy nothing, and an edge block left with only a
; branch is removed. Where the registers do interfere the copy stays. -O0
; keeps every copy (llc-19 -O0 runs no coalescer).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t0.ptx
; RUN: FileCheck --check-prefix=O0 %s < %t0.ptx
; RUN: %ptxas -arch=sm_90 %t0.ptx -o %t0.cubin

target triple = "nvptx64-nvidia-cuda"

; %m is %v on three of the four edges: one register for both; %w, which
; %v dies into, too. No edge copies anything, the switch's edges need no
; blocks, and the test of the case that goes where the default goes is gone.
; CHECK-LABEL: .entry merge(
; CHECK: ld.global.u32 [[V:%r[0-9]+]],
; CHECK-NOT: mov.b32 {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK-NOT: setp.eq.s32 {{%p[0-9]+}}, {{%r[0-9]+}}, 5;
; CHECK: add.s32 [[V]], [[V]], 7;
; CHECK-NEXT: [[DONE:\$L__BB[0-9_]+]]:
; CHECK-NEXT: st.global.u32 [{{%rd[0-9]+}}+4], [[V]];
; CHECK-NEXT: ret;
; O0-LABEL: .entry merge(
; O0-COUNT-3: mov.b32 {{%r[0-9]+}}, {{%r[0-9]+}};
define ptx_kernel void @merge(ptr addrspace(1) %p, i32 %k) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  switch i32 %k, label %done [
    i32 1, label %b1
    i32 2, label %b2
    i32 5, label %done
  ]
b1:
  store i32 0, ptr addrspace(1) %p, align 4
  br label %done
b2:
  %w = add i32 %v, 7
  br label %done
done:
  %m = phi i32 [ %v, %entry ], [ %v, %entry ], [ %v, %b1 ], [ %w, %b2 ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %m, ptr addrspace(1) %q, align 4
  ret void
}

; %v is read after the join: %m may not take its register, so the edges
; that bring %v still copy it.
; CHECK-LABEL: .entry live_after(
; CHECK: mov.b32 [[M:%r[0-9]+]], [[V2:%r[0-9]+]];
; CHECK: st.global.u32 [{{%rd[0-9]+}}+4], [[M]];
; CHECK: st.global.u32 [{{%rd[0-9]+}}+8], [[V2]];
define ptx_kernel void @live_after(ptr addrspace(1) %p, i1 %c) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  br i1 %c, label %a, label %done
a:
  %w = mul i32 %v, 3
  br label %done
done:
  %m = phi i32 [ %v, %entry ], [ %w, %a ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  store i32 %m, ptr addrspace(1) %q, align 4
  %r = getelementptr inbounds i32, ptr addrspace(1) %p, i64 2
  store i32 %v, ptr addrspace(1) %r, align 4
  ret void
}

; The lost copy: %i is read after %i1 is computed, so the two interfere and
; the back edge keeps its copy; the value stored after the loop is the phi's.
; CHECK-LABEL: .entry lost_copy(
; CHECK: [[HEAD:\$L__BB[0-9_]+]]:
; CHECK-NEXT: add.s32 [[I1:%r[0-9]+]], [[I:%r[0-9]+]], 1;
; CHECK: mov.b32 [[I]], [[I1]];
; CHECK: st.global.u32 [{{%rd[0-9]+}}], [[I]];
define ptx_kernel void @lost_copy(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  store i32 %i, ptr addrspace(1) %p, align 4
  ret void
}
