; Phi copies of a conditional branch's edge go before the branch when no
; phi of the target is read outside the target (and the branch does not
; test one): a one-block loop stays one block, with the copy before the
; bottom test, as llc-19 places it (the PTX is closer to llc-19's; on the
; H100 the loop's SASS came out the same either way, kernels/RESULTS.md). A
; phi read after its loop keeps the copies on the edge; phis that read each
; other (a swap) go through a temporary: the parallel copy's temporaries are
; coalesced away where they do not interfere (isel/coalesce.c), as llc-19's
; coalescer leaves one, and the counter's copy goes with its phi.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef

; CHECK-LABEL: .entry cas_loop(
; CHECK: ld.relaxed.sys.shared.u32
; CHECK: [[LOOP:\$L__BB[0-9_]+]]:
; CHECK-NEXT: add.s32 [[NEW:%r[0-9]+]], [[OLD:%r[0-9]+]], {{%r[0-9]+}};
; CHECK-NEXT: atom.shared.cas.b32 [[GOT:%r[0-9]+]], [{{%rd[0-9]+}}], [[OLD]], [[NEW]];
; CHECK-NEXT: setp.eq.s32 [[OK:%p[0-9]+]], [[GOT]], [[OLD]];
; CHECK-NEXT: mov.b32 [[OLD]], [[GOT]];
; CHECK-NEXT: @![[OK]] bra [[LOOP]];
define ptx_kernel void @cas_loop(i32 %v) {
entry:
  %init = load atomic i32, ptr addrspace(3) @s monotonic, align 4
  br label %loop
loop:
  %old = phi i32 [ %init, %entry ], [ %got, %loop ]
  %new = add i32 %old, %v
  %pair = cmpxchg ptr addrspace(3) @s, i32 %old, i32 %new monotonic monotonic, align 4
  %got = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %done, label %loop
done:
  ret void
}

; The phi %i is read after the loop: its copy stays on the back edge.
; CHECK-LABEL: .entry used_after(
; CHECK: mov.b32 {{%r[0-9]+}}, 0;
; CHECK-NEXT: [[HEAD:\$L__BB[0-9_]+]]:
; CHECK: setp.lt.u32 [[P:%p[0-9]+]],
; CHECK-NEXT: @{{!?}}[[P]] bra
; CHECK: mov.b32
; CHECK-NEXT: bra.uni [[HEAD]];
define ptx_kernel void @used_after(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 3
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  store i32 %i, ptr addrspace(1) %out, align 4
  ret void
}

; Two phis that swap their values each iteration: copied through one
; temporary; the counter %k and its increment share a register.
; CHECK-LABEL: .entry swap(
; CHECK: [[HEAD:\$L__BB[0-9_]+]]:
; CHECK-NEXT: add.s32 [[K:%r[0-9]+]], [[K]], 1;
; CHECK: mov.b32 [[T:%r[0-9]+]], [[A:%r[0-9]+]];
; CHECK-NEXT: mov.b32 [[A]], [[B:%r[0-9]+]];
; CHECK-NEXT: mov.b32 [[B]], [[T]];
; CHECK-NEXT: bra.uni [[HEAD]];
define ptx_kernel void @swap(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %r = sub i32 %a, %b
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
