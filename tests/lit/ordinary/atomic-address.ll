; An atomicrmw or cmpxchg takes its whole address in a register, as llc-19
; selects every atom (its atom patterns take a register address only): a
; variable plus a constant offset is added with add.s64 (add.s32 for a
; 32-bit shared pointer) in the atomic's block, a register plus a constant
; too. The variable's own address is a mov.u64 in the atomic's block, once
; per block, as llc-19's per-block DAG materialises it: not the function's
; copy from the entry, which ptxas 13.0 -O3 kept in a uniform register
; across a CAS loop and read back as address 0x1 (difftest s78698_O3).
; Plain loads and stores keep the folded [sym+off].
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxas -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: sed -e 's/^target datalayout.*/target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"/' %s > %t32.ll
; RUN: %ptxsel -O2 -mcpu=sm_90a %t32.ll -o %t32.ptx
; RUN: FileCheck --check-prefix=SHORT %s < %t32.ptx
; RUN: %ptxas -arch=sm_90a %t32.ptx -o %t32.cubin

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = addrspace(3) global [4 x i32] undef, align 4
@g = addrspace(1) global [4 x i32] zeroinitializer, align 4

; CHECK-LABEL: .entry k(
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, {{[sg]}};
; CHECK: ld.shared.u32 {{%r[0-9]+}}, [s+4];
; CHECK: mov.u64 [[S:%rd[0-9]+]], s;
; CHECK-NEXT: add.s64 [[A:%rd[0-9]+]], [[S]], 12;
; CHECK-NEXT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[A]]],
; CHECK-NEXT: add.s64 [[B:%rd[0-9]+]], [[S]], 8;
; CHECK-NEXT: atom.shared.cas.b32 {{%r[0-9]+}}, {{\[}}[[B]]],
; CHECK: add.s64 [[Q:%rd[0-9]+]], {{%rd[0-9]+}}, 16;
; CHECK-NEXT: atom.global.max.s32 {{%r[0-9]+}}, {{\[}}[[Q]]],
; CHECK-NEXT: mov.u64 [[G:%rd[0-9]+]], g;
; CHECK-NEXT: atom.global.exch.b32 {{%r[0-9]+}}, {{\[}}[[G]]],
; CHECK-NEXT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[S]]],
; CHECK-NOT: atom{{.*}}[{{[a-z]}}
; SHORT-LABEL: .entry k(
; SHORT: mov.u32 [[S:%r[0-9]+]], s;
; SHORT-NEXT: add.s32 [[A:%r[0-9]+]], [[S]], 12;
; SHORT-NEXT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[A]]],
; SHORT-NEXT: add.s32 [[B:%r[0-9]+]], [[S]], 8;
; SHORT-NEXT: atom.shared.cas.b32 {{%r[0-9]+}}, {{\[}}[[B]]],
; SHORT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[S]]],
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %v) {
  %l = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @s, i64 4), align 4
  %v2 = add i32 %v, %l
  %a = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @s, i64 12), i32 %v2 monotonic
  %b = cmpxchg ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @s, i64 8), i32 %a, i32 %v monotonic monotonic
  %bv = extractvalue { i32, i1 } %b, 0
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %c = atomicrmw max ptr addrspace(1) %q, i32 %bv monotonic
  %d = atomicrmw xchg ptr addrspace(1) @g, i32 %c monotonic
  %e = atomicrmw add ptr addrspace(3) @s, i32 %d monotonic
  store i32 %e, ptr addrspace(1) %p
  ret void
}

; Atomics in two blocks: each block has its own mov of the variable, the
; first one not hoisted into the entry.
; CHECK-LABEL: .entry k2(
; CHECK-NOT: mov.u64 {{%rd[0-9]+}}, s;
; CHECK: bra
; CHECK: mov.u64 [[S1:%rd[0-9]+]], s;
; CHECK-NEXT: atom.shared.add.u32 {{%r[0-9]+}}, {{\[}}[[S1]]],
; CHECK: mov.u64 [[S2:%rd[0-9]+]], s;
; CHECK-NEXT: atom.shared.exch.b32 {{%r[0-9]+}}, {{\[}}[[S2]]],
define ptx_kernel void @k2(ptr addrspace(1) %p, i32 %v) {
entry:
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  %x = atomicrmw add ptr addrspace(3) @s, i32 %v monotonic
  br label %b
b:
  %y = phi i32 [ 0, %entry ], [ %x, %a ]
  %z = atomicrmw xchg ptr addrspace(3) @s, i32 %y monotonic
  store i32 %z, ptr addrspace(1) %p
  ret void
}
