; Odd-width parameters and return values of (non-kernel) functions take
; llc-19's .param ABI: .b32 below 32 bits, .b64 below 64; values narrower
; than 32 bits in memory are zero-extended from N bits (sign-extended under
; signext), as llc extends them (llc -mcpu=sm_90 prints the same .param
; declarations and the same and/sign-extension of the i2, i7 and i48 values).
; RUN: %ptxsel -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 -c %t.ptx -o %t.cubin
; RUN: %llc -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=LLC

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .visible .func caller(
; the i7 argument: zero-extended from 7 bits into its .b32 parameter
; CHECK: and.b16 %rs[[A:[0-9]+]], %rs{{[0-9]+}}, 127;
; CHECK: .param .b32 param0;
; CHECK: cvt.u32.u8 %r[[W:[0-9]+]], %rs[[A]];
; CHECK: st.param.b32 [param0], %r[[W]];
; CHECK: call.uni (retval0), rets7, (param0);
; the signext i48 argument: sign-extended from 48 bits
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 16;
; CHECK: shr.s64 %rd[[S:[0-9]+]], %rd{{[0-9]+}}, 16;
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd[[S]];
; CHECK: call.uni (retval0), ext48, (param0);
; LLC-LABEL: .visible .func caller(
; LLC: and.b32 {{.*}}, 127;
; LLC: call.uni (retval0),
; LLC-NEXT: rets7,
declare i48 @ext48(i48 signext)
define void @caller(ptr %p, i64 %v) {
  %t = trunc i64 %v to i7
  %t2 = add i7 %t, 1
  %r = call signext i7 @rets7(i7 %t2)
  %s = sext i7 %r to i32
  store i32 %s, ptr %p
  %u = trunc i64 %v to i48
  %u2 = mul i48 %u, 3
  %w = call i48 @ext48(i48 signext %u2)
  %x = zext i48 %w to i64
  store i64 %x, ptr %p
  ret void
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) ret2(
; CHECK-NEXT: .param .b32 ret2_param_0,
; CHECK-NEXT: .param .b32 ret2_param_1
; CHECK: and.b16 %rs[[R:[0-9]+]], %rs{{[0-9]+}}, 3;
; CHECK: cvt.u32.u8 %r[[R32:[0-9]+]], %rs[[R]];
; CHECK: st.param.b32 [func_retval0], %r[[R32]];
; LLC-LABEL: .visible .func  (.param .b32 func_retval0) ret2(
; LLC-NEXT: .param .b32 ret2_param_0,
; LLC-NEXT: .param .b32 ret2_param_1
; LLC: and.b32 {{.*}}, 3;
define i2 @ret2(i2 %x, i2 %y) {
  %a = add i2 %x, %y
  ret i2 %a
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) rets7(
; CHECK-NEXT: .param .b32 rets7_param_0
; CHECK: shl.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK: shr.s16 %rs[[V:[0-9]+]],
; CHECK: cvt.s32.s8 %r[[V32:[0-9]+]], %rs[[V]];
; CHECK: st.param.b32 [func_retval0], %r[[V32]];
; LLC-LABEL: .visible .func  (.param .b32 func_retval0) rets7(
; LLC-NEXT: .param .b32 rets7_param_0
; LLC: bfe.s32 {{.*}}, 0, 7;
define signext i7 @rets7(i7 %x) {
  %a = add i7 %x, 1
  ret i7 %a
}

; CHECK-LABEL: .visible .func (.param .b64 func_retval0) f33(
; CHECK-NEXT: .param .b64 f33_param_0,
; CHECK-NEXT: .param .b32 f33_param_1
; CHECK: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 131071;
; CHECK: add.s64
; CHECK: st.param.b64 [func_retval0],
; LLC-LABEL: .visible .func  (.param .b64 func_retval0) f33(
; LLC-NEXT: .param .b64 f33_param_0,
; LLC-NEXT: .param .b32 f33_param_1
define i33 @f33(i33 %x, i17 zeroext %y) {
  %z = zext i17 %y to i33
  %a = add i33 %x, %z
  ret i33 %a
}
