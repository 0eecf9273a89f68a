; Short pointers: a data layout that makes shared, const and local pointers
; 32-bit ("p3:32:32-p4:32:32-p5:32:32", clang -fcuda-short-ptr, llc
; --nvptx-short-ptr) gives them 32-bit registers, .b32 parameters, 4-byte
; loads and stores and 32-bit address arithmetic, as llc-19 selects them;
; cvta works on 64 bits, so a cast zero-extends before it and truncates
; after; mapa on a 32-bit shared pointer is mapa.shared::cluster.u32 (its
; ptr3w32 row; the .u64 row would widen and truncate). ptxas assembles both
; levels.
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t0.ptx
; RUN: %ptxas -c -arch=sm_90a %t0.ptx -o %t0.cubin
; RUN: FileCheck %s < %t0.ptx
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t2.ptx
; RUN: %ptxas -c -arch=sm_90a %t2.ptx -o %t2.cubin
; RUN: FileCheck %s --check-prefix=O2 < %t2.ptx

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sm = internal addrspace(3) global [64 x i32] undef, align 4
@pp = internal addrspace(3) global ptr addrspace(3) undef, align 4
; a 32-bit const-space address in an initialiser: .u32 words (ptxas takes
; them as llc-19 prints them, ".u32 cb = ca+4")
@ca = addrspace(4) global [2 x i32] [i32 5, i32 6], align 4
@cb = addrspace(4) global ptr addrspace(4) getelementptr (i32, ptr addrspace(4) @ca, i32 1), align 4
; CHECK: .visible .const .align 4 .u32 cb[1] = {ca+4};

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) pass(
; CHECK-NEXT: .param .b32 pass_param_0,
; CHECK-NEXT: .param .b32 pass_param_1
; CHECK: ld.param.b32 %r{{[0-9]+}}, [pass_param_0];
; CHECK: shl.b32 [[S:%r[0-9]+]], %r{{[0-9]+}}, 2;
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, [[S]];
; CHECK: st.param.b32 [func_retval0], %r{{[0-9]+}};
define ptr addrspace(3) @pass(ptr addrspace(3) %p, i32 %i) noinline {
  %q = getelementptr i32, ptr addrspace(3) %p, i32 %i
  ret ptr addrspace(3) %q
}

; CHECK-LABEL: .entry k(
; CHECK: mov.u32 %r{{[0-9]+}}, sm;
; CHECK: .param .b32 param0;
; CHECK: ld.param.b32 [[R:%r[0-9]+]], [retval0];
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}];
; CHECK: cvt.u64.u32 [[W:%rd[0-9]+]], %r{{[0-9]+}};
; CHECK: cvta.shared.u64 %rd{{[0-9]+}}, [[W]];
; CHECK: st.shared.u32 [pp], %r{{[0-9]+}};
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [pp];
; CHECK: cvta.to.shared.u64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: cvt.u32.u64 %r{{[0-9]+}}, [[G]];
; CHECK: setp.eq.s32
; CHECK-NOT: cvt.u64.u32
; CHECK: mapa.shared::cluster.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: atom.shared.add.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}], 1;
; CHECK: atom.shared.cas.b32 %r{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
; O2-LABEL: .entry k(
; O2: ld.shared.u32 %r{{[0-9]+}}, [%r{{[0-9]+}}];
; O2-NOT: ld.shared{{.*}}[%rd
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i, i32 %rank) {
  %base = getelementptr [64 x i32], ptr addrspace(3) @sm, i32 0, i32 0
  %q = call ptr addrspace(3) @pass(ptr addrspace(3) %base, i32 %i)
  %v = load i32, ptr addrspace(3) %q
  %g = addrspacecast ptr addrspace(3) %q to ptr
  %w = load i32, ptr %g
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %out
  store ptr addrspace(3) %q, ptr addrspace(3) @pp
  %r = load ptr addrspace(3), ptr addrspace(3) @pp
  %pi = ptrtoint ptr addrspace(3) %r to i64
  %o1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %pi, ptr addrspace(1) %o1
  %back = addrspacecast ptr %g to ptr addrspace(3)
  %eq = icmp eq ptr addrspace(3) %back, %base
  %z = zext i1 %eq to i32
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %z, ptr addrspace(1) %o2
  %m = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %q, i32 %rank)
  %mi = ptrtoint ptr addrspace(3) %m to i32
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 5
  store i32 %mi, ptr addrspace(1) %o3
  %old = atomicrmw add ptr addrspace(3) %q, i32 1 monotonic
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 6
  store i32 %old, ptr addrspace(1) %o4
  %x = cmpxchg ptr addrspace(3) @pp, ptr addrspace(3) %q, ptr addrspace(3) %base monotonic monotonic
  %xv = extractvalue { ptr addrspace(3), i1 } %x, 0
  %xi = ptrtoint ptr addrspace(3) %xv to i32
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 7
  store i32 %xi, ptr addrspace(1) %o5
  ret void
}

; i64 and i16 indices are truncated / sign-extended to the 32-bit index
; width; a private array through a 32-bit local pointer; a byte copy loop
; into shared memory.
; CHECK-LABEL: .entry idx(
; CHECK: cvt.u32.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: mul.lo.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 12;
; CHECK: cvt.s32.s16 [[H:%r[0-9]+]], %rs{{[0-9]+}};
; CHECK: shl.b32 %r{{[0-9]+}}, [[H]], 3;
define ptx_kernel void @idx(ptr addrspace(1) %out, i64 %a, i16 %b, i64 %n) {
  %arr = alloca [16 x i32], align 4
  %loc = addrspacecast ptr %arr to ptr addrspace(5)
  %p1 = getelementptr [3 x i32], ptr addrspace(3) @sm, i64 %a
  store i32 7, ptr addrspace(3) %p1
  %p2 = getelementptr i64, ptr addrspace(3) @sm, i16 %b
  %v2 = load i64, ptr addrspace(3) %p2
  %l = getelementptr i32, ptr addrspace(5) %loc, i16 %b
  store i32 3, ptr addrspace(5) %l
  %lv = load i32, ptr addrspace(5) %loc
  %lw = sext i32 %lv to i64
  %sum = add i64 %v2, %lw
  store i64 %sum, ptr addrspace(1) %out
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) @sm, ptr addrspace(1) %out, i64 %n, i1 false)
  ret void
}

declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
