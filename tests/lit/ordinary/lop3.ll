; lop3.b32 (DeepGEMM ld_st.cuh): ptxsel's llvm.nvvm.lop3.b32(a, b, c, immarg
; lut) prints the three-input logic op with its 8-bit truth table as an
; immediate (0xE8 = majority, 0x96 = a ^ b ^ c); a table outside 0..255 is
; refused. Every target (sm_75, PTX 6.3); ptxas assembles the output.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: sed -e 's/i32 150)/i32 256)/' %s > %t.bad.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.bad.ll -o %t.bad.ptx 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not test -e %t.bad.ptx
; BAD: error: operand 3 of 'lop3.b32' is 256, outside the range 0..255

; CHECK-LABEL: maj(
; CHECK: lop3.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 232;
; CHECK: lop3.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 150;
define i32 @maj(i32 %a, i32 %b, i32 %c) {
  %m = call i32 @llvm.nvvm.lop3.b32(i32 %a, i32 %b, i32 %c, i32 232)
  %x = call i32 @llvm.nvvm.lop3.b32(i32 %m, i32 %b, i32 %c, i32 150)
  ret i32 %x
}

declare i32 @llvm.nvvm.lop3.b32(i32, i32, i32, i32 immarg)
