; A byval argument is copied into its .param field by field, each field in
; the widest naturally aligned pieces the source and the .param allow, and
; padding is not copied (as llc-19 copies it: a load per field). The source's
; alignment is its own (an alloca's or a global variable's), not the type's
; ABI alignment alone (1 for a packed struct: clang's S1 temporaries went byte
; by byte, 24 ld.u8 and 24 st.param.u8 per call; llc-19 loads the i128 as two
; .b64, the i16 as one, the six i8 fields one by one). A static alloca is read
; at its generic depot address [%SP+slot], as llc-19 reads a byval argument's
; frame slot: read through .local ([%SPL+slot]) ptxas made the kernel of
; difftest s84618 -O2 2.03x slower than llc-19's (llc-19's PTX with those loads
; made .local: 2.04x). A pointer of unknown alignment keeps the ABI one; an
; alloca aligned below its type's ABI alignment is copied at its own.
; RUN: %ptxsel -O0 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin

target triple = "nvptx64-nvidia-cuda"
%struct.S1 = type <{ i128, i16, i8, [5 x i8] }>
%struct.P = type <{ i64, i32 }>
%struct.Q = type { i64, i64 }

define internal i32 @f(ptr byval(%struct.S1) align 8 %s) noinline {
  %v = load i32, ptr %s, align 8
  ret i32 %v
}

define internal i32 @h(ptr byval(%struct.P) align 8 %s) noinline {
  %v = load i32, ptr %s, align 8
  ret i32 %v
}

; CHECK-LABEL: .entry k(
; CHECK: .param .align 16 .b8 param0[24];
; CHECK-NEXT: ld.u64 [[X0:%rd[0-9]+]], [%SP];
; CHECK-NEXT: st.param.u64 [param0], [[X0]];
; CHECK-NEXT: ld.u64 [[X1:%rd[0-9]+]], [%SP+8];
; CHECK-NEXT: st.param.u64 [param0+8], [[X1]];
; CHECK-NEXT: ld.u16 [[X2:%rs[0-9]+]], [%SP+16];
; CHECK-NEXT: st.param.u16 [param0+16], [[X2]];
; CHECK-NEXT: ld.u8 [[X3:%rs[0-9]+]], [%SP+18];
; CHECK-NEXT: st.param.u8 [param0+18], [[X3]];
; CHECK-COUNT-5: ld.u8 {{%rs[0-9]+}}, [%SP+
; CHECK: .param .b32 retval0;
; CHECK: .param .align 16 .b8 param0[12];
; CHECK-NEXT: ld.u64 [[Y0:%rd[0-9]+]], [%SP+24];
; CHECK-NEXT: st.param.u64 [param0], [[Y0]];
; CHECK-NEXT: ld.u32 [[Y1:%r[0-9]+]], [%SP+32];
; CHECK-NEXT: st.param.u32 [param0+8], [[Y1]];
; CHECK-NEXT: .param .b32 retval0;
; CHECK: .param .align 16 .b8 param0[24];
; CHECK-NEXT: ld.u8 {{%rs[0-9]+}}, [[[P:%rd[0-9]+]]];
; CHECK-NEXT: st.param.u8 [param0],
; CHECK-NEXT: ld.u8 {{%rs[0-9]+}}, [[[P]]+1];
; CHECK: .param .align 16 .b8 param0[16];
; CHECK-NEXT: ld.u16 {{%rs[0-9]+}}, [%SP+{{[0-9]+}}];
; CHECK-NEXT: st.param.u16 [param0],
define internal i32 @q(ptr byval(%struct.Q) align 8 %s) noinline {
  %v = load i32, ptr %s, align 8
  ret i32 %v
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %unknown) {
  %t = alloca %struct.S1, align 8
  %u = alloca %struct.P, align 8
  %w = alloca %struct.Q, align 2
  store i32 3, ptr %t, align 8
  store i32 4, ptr %u, align 8
  %a = call i32 @f(ptr byval(%struct.S1) align 8 %t)
  %b = call i32 @h(ptr byval(%struct.P) align 8 %u)
  %d = call i32 @f(ptr byval(%struct.S1) align 8 %unknown)
  %e = call i32 @q(ptr byval(%struct.Q) align 8 %w)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %d
  %s = add i32 %s2, %e
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
