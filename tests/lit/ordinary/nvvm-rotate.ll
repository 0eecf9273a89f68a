; llvm.nvvm.rotate.b32 / rotate.b64 / rotate.right.b64 (upstream rotate.ll,
; rotate_64.ll; issue 11). The 32-bit rotate is llc-19's shf.l.wrap.b32 (the
; CHECK lines run on llc-19's PTX too). The 64-bit ones differ on purpose:
; llc-19 splits them into two 32-bit shf.wrap, which take the amount mod 32
; and so do not swap the halves for amounts 32..63 (rotate.b64(x, 32) gives
; x, not its halves swapped); ptxsel rotates by the amount mod 64 with the
; shl/shr/or sequence llc-19 itself uses for llvm.fshl.i64(x, x, n).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck --check-prefixes=CHECK,PTXSEL %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
; RUN: %llc -march=nvptx64 -mcpu=sm_90a %s -o %t.llc.ptx
; RUN: FileCheck --check-prefixes=CHECK,LLC %s < %t.llc.ptx
; RUN: %ptxsel -mcpu=sm_75 %s -o %t75.ptx
; RUN: FileCheck --check-prefixes=CHECK,PTXSEL %s < %t75.ptx
; RUN: %ptxas -arch=sm_75 %t75.ptx -o %t.cubin

declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)

; CHECK-LABEL: rotate32(
; CHECK-DAG: ld.param.{{[bu]}}32 [[A:%r[0-9]+]], [rotate32_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[B:%r[0-9]+]], [rotate32_param_1];
; CHECK: shf.l.wrap.b32 %r{{[0-9]+}}, [[A]], [[A]], [[B]];
define i32 @rotate32(i32 %a, i32 %b) {
  %v = call i32 @llvm.nvvm.rotate.b32(i32 %a, i32 %b)
  ret i32 %v
}

; a constant amount stays an immediate
; CHECK-LABEL: rotate32_imm(
; CHECK: ld.param.{{[bu]}}32 [[A:%r[0-9]+]], [rotate32_imm_param_0];
; CHECK: shf.l.wrap.b32 %r{{[0-9]+}}, [[A]], [[A]], 7;
define i32 @rotate32_imm(i32 %a) {
  %v = call i32 @llvm.nvvm.rotate.b32(i32 %a, i32 7)
  ret i32 %v
}

; CHECK-LABEL: rotate64(
; CHECK-DAG: ld.param.{{[bu]}}64 [[X:%rd[0-9]+]], [rotate64_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[N:%r[0-9]+]], [rotate64_param_1];
; PTXSEL: and.b32 [[C:%[a-z]+]], [[N]], 63;
; PTXSEL-NEXT: sub.s32 [[M:%[a-z]+]], 64, [[C]];
; PTXSEL-NEXT: shl.b64 [[L:%[a-z]+]], [[X]], [[C]];
; PTXSEL-NEXT: shr.u64 [[R:%[a-z]+]], [[X]], [[M]];
; PTXSEL-NEXT: or.b64 %rd{{[0-9]+}}, [[L]], [[R]];
; LLC-COUNT-2: shf.l.wrap.b32
; CHECK: ret;
define i64 @rotate64(i64 %a, i32 %b) {
  %v = call i64 @llvm.nvvm.rotate.b64(i64 %a, i32 %b)
  ret i64 %v
}

; CHECK-LABEL: rotate64_right(
; CHECK-DAG: ld.param.{{[bu]}}64 [[X:%rd[0-9]+]], [rotate64_right_param_0];
; CHECK-DAG: ld.param.{{[bu]}}32 [[N:%r[0-9]+]], [rotate64_right_param_1];
; PTXSEL: and.b32 [[C:%[a-z]+]], [[N]], 63;
; PTXSEL-NEXT: sub.s32 [[M:%[a-z]+]], 64, [[C]];
; PTXSEL-NEXT: shr.u64 [[R:%[a-z]+]], [[X]], [[C]];
; PTXSEL-NEXT: shl.b64 [[L:%[a-z]+]], [[X]], [[M]];
; PTXSEL-NEXT: or.b64 %rd{{[0-9]+}}, [[R]], [[L]];
; LLC-COUNT-2: shf.r.wrap.b32
; CHECK: ret;
define i64 @rotate64_right(i64 %a, i32 %b) {
  %v = call i64 @llvm.nvvm.rotate.right.b64(i64 %a, i32 %b)
  ret i64 %v
}

; a constant amount is moved into a register first (and.b32 takes one)
; CHECK-LABEL: rotate64_imm(
; PTXSEL: mov.b32 [[K:%r[0-9]+]], 40;
; PTXSEL: and.b32 {{%[a-z]+}}, [[K]], 63;
; CHECK: ret;
define i64 @rotate64_imm(i64 %a) {
  %v = call i64 @llvm.nvvm.rotate.b64(i64 %a, i32 40)
  ret i64 %v
}
