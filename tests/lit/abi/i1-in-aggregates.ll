; An i1 inside an aggregate or vector parameter or return value is one byte
; of the .param array, as llc-19 passes it (its accesses are checked with
; the LLC prefix on llc-19's own output): ptxsel used to read it with
; ld.param.b32 and test all 32 bits, so {i1 false, i8 3} read as true and an
; llc-19 callee's byte was read with three undefined bytes above it; and it
; wrote it with st.param.b32, over the next fields. Scalar i1 parameters and
; return values stay .b32 (llc-19's too).
; RUN: %ptxsel -O2 -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
; RUN: %llc -O2 -mcpu=sm_90 %s -o %t.llc.ptx
; RUN: FileCheck %s --check-prefix=LLC < %t.llc.ptx

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func (.param .align 2 .b8 func_retval0[6]) ret_mixed(
; CHECK-NOT: param.b32 {{.*}}func_retval0
; CHECK: st.param.u8 [func_retval0],
; CHECK: st.param.u8 [func_retval0+1],
; CHECK: st.param.u8 [func_retval0+2],
; CHECK: st.param.b16 [func_retval0+4],
; CHECK: ret;
; LLC-LABEL: ret_mixed(
; LLC: st.param.b8 {{.*}}[func_retval0+0]
; LLC: st.param.b8 {{.*}}[func_retval0+1]
; LLC: st.param.b8 {{.*}}[func_retval0+2]
; LLC: st.param.b16 {{.*}}[func_retval0+4]
define {i1, i8, i1, i16} @ret_mixed(i1 %a, i8 %b) noinline {
  %r0 = insertvalue {i1, i8, i1, i16} undef, i1 %a, 0
  %r1 = insertvalue {i1, i8, i1, i16} %r0, i8 %b, 1
  %r2 = insertvalue {i1, i8, i1, i16} %r1, i1 %a, 2
  %r3 = insertvalue {i1, i8, i1, i16} %r2, i16 7, 3
  ret {i1, i8, i1, i16} %r3
}

; The {i1, i8} parameter: the i1 is byte 0 alone, its low bit.
; CHECK-LABEL: .func use_pair(
; CHECK: ld.param.u8 [[B:%rs[0-9]+]], [use_pair_param_0];
; CHECK-NEXT: and.b16 [[M:%rs[0-9]+]], [[B]], 1;
; CHECK-NEXT: setp.ne.u16 %p{{[0-9]+}}, [[M]], 0;
; The call's arguments: a scalar i1 is a .b32, the i8 a .b32 too.
; CHECK: st.param.b32 [param0],
; CHECK: st.param.b32 [param1],
; The fields of the returned struct read are loaded, at their offsets; the
; others are not (nothing uses them; llc-19 loads no more).
; CHECK: call.uni (retval0), ret_mixed, (param0, param1);
; CHECK-NOT: [retval0]
; CHECK-NOT: [retval0+1]
; CHECK: ld.param.u8 [[R:%rs[0-9]+]], [retval0+2];
; CHECK-NEXT: and.b16 {{%rs[0-9]+}}, [[R]], 1;
; CHECK: ld.param.b16 {{%rs[0-9]+}}, [retval0+4];
; LLC-LABEL: use_pair(
; LLC: ld.param.u8 {{%r[0-9]+}}, [use_pair_param_0];
; LLC: ld.param.b8 {{%rs[0-9]+}}, [retval0+2];
define void @use_pair({i1, i8} %s, ptr %p) noinline {
  %a = extractvalue {i1, i8} %s, 0
  %z = zext i1 %a to i32
  store i32 %z, ptr %p
  %r = call {i1, i8, i1, i16} @ret_mixed(i1 %a, i8 3)
  %b = extractvalue {i1, i8, i1, i16} %r, 2
  %z2 = zext i1 %b to i32
  %q = getelementptr i32, ptr %p, i64 1
  store i32 %z2, ptr %q
  %h = extractvalue {i1, i8, i1, i16} %r, 3
  %zh = zext i16 %h to i32
  %q2 = getelementptr i32, ptr %p, i64 2
  store i32 %zh, ptr %q2
  ret void
}

; A vector of i1 as a parameter: one byte per element (llc-19's layout).
; CHECK-LABEL: .func (.param .align 1 .b8 func_retval0[1]) vec(
; CHECK: ld.param.u8 {{%rs[0-9]+}}, [vec_param_0+3];
; CHECK-NOT: ld.param.b32
; CHECK: st.param.u8 [func_retval0+3],
; LLC-LABEL: vec(
; LLC: ld.param.u8 {{%rs[0-9]+}}, [vec_param_0+3];
; LLC: st.param.b8 [func_retval0+3],
define <4 x i1> @vec(<4 x i1> %a) noinline {
  ret <4 x i1> %a
}
