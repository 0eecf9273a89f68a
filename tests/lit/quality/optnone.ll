; An optnone function (what clang -O0 marks every function with) is compiled
; at -O1 and above as llc-19 compiles it: its IR passes skip it (the alloca
; stays in the depot), it is selected as at -O0 (a switch is a chain of tests,
; each ending in a bra.uni to the next, the depot is read in place), and the
; register coalescer still runs on it (the phi and the loaded value share a
; register). A function without optnone in the same module gets the -O2
; code.
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .b32 func_retval0) pick(
; CHECK: .local .align 4 .b8 __local_depot_pick[4];
; CHECK: st.local.u32 [%SPL], %r{{[0-9]+}};
; CHECK-NEXT: ld.local.u32 [[V:%r[0-9]+]], [%SPL];
; CHECK-NEXT: setp.eq.s32 %p{{[0-9]+}}, [[V]], 1;
; CHECK-NEXT: @%p{{[0-9]+}} bra [[ONE:\$L__BB[0-9_]+]];
; CHECK-NEXT: bra.uni [[T2:\$L__BB[0-9_]+]];
; CHECK-NEXT: [[T2]]:
; CHECK-NEXT: setp.eq.s32 %p{{[0-9]+}}, [[V]], 2;
; CHECK: [[ONE]]: // %one
; CHECK-NEXT: mov.b32 [[V]], 10;
; CHECK: // %other
; CHECK-NEXT: {{\$L__BB[0-9_]+}}: // %done
; CHECK-NEXT: st.param.b32 [func_retval0], [[V]];
define internal i32 @pick(i32 %k) #0 {
entry:
  %slot = alloca i32, align 4
  store i32 %k, ptr %slot, align 4
  %v = load i32, ptr %slot, align 4
  switch i32 %v, label %other [
    i32 1, label %one
    i32 2, label %two
    i32 3, label %three
    i32 4, label %four
  ]
one:
  br label %done
two:
  br label %done
three:
  br label %done
four:
  br label %done
other:
  br label %done
done:
  %r = phi i32 [ 10, %one ], [ 20, %two ], [ 30, %three ], [ 40, %four ], [ %v, %other ]
  ret i32 %r
}

; CHECK-LABEL: .func (.param .b32 func_retval0) pick_opt(
; CHECK-NOT: __local_depot
; CHECK: ld.param.b32 [[W:%r[0-9]+]], [pick_opt_param_0];
; CHECK-NEXT: setp.ge.s32 %p{{[0-9]+}}, [[W]], 3;
; CHECK: ret;
define internal i32 @pick_opt(i32 %k) {
entry:
  %slot = alloca i32, align 4
  store i32 %k, ptr %slot, align 4
  %v = load i32, ptr %slot, align 4
  switch i32 %v, label %other [
    i32 1, label %one
    i32 2, label %two
    i32 3, label %three
    i32 4, label %four
  ]
one:
  br label %done
two:
  br label %done
three:
  br label %done
four:
  br label %done
other:
  br label %done
done:
  %r = phi i32 [ 10, %one ], [ 20, %two ], [ 30, %three ], [ 40, %four ], [ %v, %other ]
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %k) {
  %a = call i32 @pick(i32 %k)
  %b = call i32 @pick_opt(i32 %k)
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { noinline optnone }
