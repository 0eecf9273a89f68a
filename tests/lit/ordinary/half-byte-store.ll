; ptxas 13.0 miscompiles a byte store of a .b16 register that a conversion
; into f16 / bf16 wrote: it stores the low byte of the conversion's source
; (campaign seed 16091; tests/difftest/refkernels/halfret on an H100: 0x25
; for 0x50A0's 0xA0). With a register copy in between it stores the
; converted byte, so every such store reads a copy (isel/halfbyte.c), at
; every level, after the copy coalescer has run.
; RUN: %ptxsel -O2 -mcpu=sm_90a %s -o %t.o2.ptx
; RUN: FileCheck --check-prefixes=CHECK,O2 %s < %t.o2.ptx
; RUN: %ptxas -arch=sm_90a %t.o2.ptx -o %t.o2.cubin
; RUN: %ptxsel -O0 -mcpu=sm_90a %s -o %t.o0.ptx
; RUN: FileCheck --check-prefixes=CHECK,O0 %s < %t.o0.ptx
; RUN: %ptxas -arch=sm_90a %t.o0.ptx -o %t.o0.cubin

target triple = "nvptx64-nvidia-cuda"
%struct.S = type <{ half, [6 x i8], double }>

; A packed struct returned a byte at a time: the half's low byte.
; (-O0 keeps the insertvalue's copies, so its store reads one anyway.)
; CHECK-LABEL: f(
; CHECK: cvt.rn.f16.s32 [[H:%rs[0-9]+]], {{%r[0-9]+}};
; O2: mov.b16 [[C:%rs[0-9]+]], [[H]];
; O2-NEXT: st.param.u8 [func_retval0], [[C]];
; O0-NOT: st.param.u8 [func_retval0], [[H]];
; O0: st.param.u8 [func_retval0], {{%rs[0-9]+}};
define internal %struct.S @f(i32 %g) noinline {
  %m = mul i32 %g, 37
  %h = sitofp i32 %m to half
  %d = sitofp i32 %m to double
  %s0 = insertvalue %struct.S poison, half %h, 0
  %s1 = insertvalue %struct.S %s0, double %d, 2
  ret %struct.S %s1
}

; A bf16 from a float, its low byte stored to global memory.
; CHECK-LABEL: .entry low_byte(
; CHECK: cvt.rn.bf16.f32 [[B:%rs[0-9]+]], {{%r[0-9]+}};
; CHECK-NOT: st.global.u8 [{{%rd[0-9]+}}], [[B]];
; O2: mov.b16 [[C2:%rs[0-9]+]], [[B]];
; O2-NEXT: st.global.u8 [{{%rd[0-9]+}}], [[C2]];
; O0: st.global.u8
define ptx_kernel void @low_byte(ptr addrspace(1) %out, float %x) {
  %b = fptrunc float %x to bfloat
  %i = bitcast bfloat %b to i16
  %t = trunc i16 %i to i8
  store i8 %t, ptr addrspace(1) %out, align 1
  ret void
}

; A conversion to an integer is not one of them: no copy.
; CHECK-LABEL: .entry int_byte(
; CHECK: cvt.rzi.s16.f32 [[I:%rs[0-9]+]], {{%r[0-9]+}};
; CHECK-NEXT: st.global.u8 [{{%rd[0-9]+}}], [[I]];
define ptx_kernel void @int_byte(ptr addrspace(1) %out, float %x) {
  %i = fptosi float %x to i8
  store i8 %i, ptr addrspace(1) %out, align 1
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %g) {
  %s = call %struct.S @f(i32 %g)
  %h = extractvalue %struct.S %s, 0
  %b = bitcast half %h to i16
  store i16 %b, ptr addrspace(1) %out, align 2
  ret void
}
