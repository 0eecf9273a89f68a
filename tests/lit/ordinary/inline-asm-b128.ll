; Inline asm constraint 'q' (upstream inline-asm-b128-test1/2/3.ll; issue
; 11): an i128 operand in a .b128 register, packed from and unpacked into
; its 64-bit halves with mov.b128 as llc-19 prints it; .b128 needs PTX ISA
; 8.3 (ptxas: ".b128 requires PTX ISA 8.3"); sm_70 is every target ptxsel knows.
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx83 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_75 -mattr=+ptx83 %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx
; Below PTX ISA 8.3 it is refused (ptxas rejects .b128 there).
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx82 %s -o %t82.ptx 2>&1 | FileCheck %s --check-prefix=OLD
; RUN: not test -e %t82.ptx
; RUN: sed -e 's/^.version 8.3/.version 8.2/' %t.ptx > %t82s.ptx
; RUN: not %ptxas -arch=sm_75 %t82s.ptx -o %t82s.cubin
; 'q' on a type other than i128 is refused, as llc-19 cannot select it.
; RUN: sed -e 's/"=q,q"(i128 %v)/"=q,q"(i64 7)/' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_75 -mattr=+ptx83 %t.bad.ll -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.ptx
; OLD: in function 'store_const': error: mov.b128.pack requires PTX ISA 8.3 (the module targets PTX ISA 8.2; use -mattr=+ptx83)
; BAD: in function 'inout': error: inline asm operand 1: constraint 'q' does not fit its type i64

@value = internal addrspace(1) global i128 0, align 16

; CHECK-LABEL: store_const(
; CHECK: .reg .b128 %rq<2>;
; CHECK: mov.b128 %rq1, {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK: { st.b128 [%rd{{[0-9]+}}], %rq1; }
; LLC-LABEL: store_const(
; LLC: mov.b128 %rq1, {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; LLC: { st.b128 [%rd{{[0-9]+}}], %rq1; }
define void @store_const() {
  call void asm sideeffect "{ st.b128 [$0], $1; }", "l,q"(ptr addrspacecast (ptr addrspace(1) @value to ptr), i128 42)
  ret void
}

; An output and an input: the result's halves come out of the .b128 register.
; CHECK-LABEL: inout(
; CHECK: mov.b128 %rq[[IN:[0-9]+]], {%rd[[LO:[0-9]+]], %rd[[HI:[0-9]+]]};
; CHECK: { mov.b128 %rq[[OUT:[0-9]+]], %rq[[IN]]; }
; CHECK: mov.b128 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, %rq[[OUT]];
define i128 @inout(i128 %v) {
  %r = call i128 asm "{ mov.b128 $0, $1; }", "=q,q"(i128 %v)
  ret i128 %r
}

; A tied operand: the input is packed into the output's register.
; CHECK-LABEL: tied(
; CHECK: mov.b128 %rq[[T:[0-9]+]], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK: add.cc.u64 lo, lo, %rd{{[0-9]+}};
; CHECK: mov.b128 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, %rq[[T]];
; LLC-LABEL: tied(
; LLC: add.cc.u64 lo, lo, %rd{{[0-9]+}};
; LLC: mov.b128 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, %rq{{[0-9]+}};
define i128 @tied(i128 %v, i64 %a) {
  %r = call i128 asm "{\0A\09.reg .b64 lo;\0A\09.reg .b64 hi;\0A\09mov.b128 {lo, hi}, $0;\0A\09add.cc.u64 lo, lo, $1;\0A\09mov.b128 $0, {lo, hi};\0A\09}", "=q,l,0"(i64 %a, i128 %v)
  ret i128 %r
}

; Two outputs, one of them i128, in a struct: the leaves follow the outputs.
; CHECK-LABEL: two_out(
; CHECK: mov.b128 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, %rq{{[0-9]+}};
define i64 @two_out(i128 %v) {
  %r = call {i32, i128} asm "{ mov.u32 $0, 1; mov.b128 $1, $2; }", "=r,=q,q"(i128 %v)
  %a = extractvalue {i32, i128} %r, 1
  %h = lshr i128 %a, 64
  %t = trunc i128 %h to i64
  %b = extractvalue {i32, i128} %r, 0
  %w = zext i32 %b to i64
  %s = add i64 %t, %w
  ret i64 %s
}
