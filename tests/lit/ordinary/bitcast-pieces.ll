; Bitcasts between vector layouts of different element widths (and scalars):
; every source element split into pieces of the smaller width, the pieces
; joined into the destination elements, little-endian (as llc-19's type
; legaliser). The GPU check is tests/difftest/intrin_gen.py's bitcast group
; (22 layouts, bit for bit against llc-19's PTX).
; RUN: %ptxsel -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

; CHECK-LABEL: v2i64_v4i32(
; CHECK-COUNT-2: mov.b64 {%r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}};
define <4 x i32> @v2i64_v4i32(<2 x i64> %a) {
  %r = bitcast <2 x i64> %a to <4 x i32>
  ret <4 x i32> %r
}

; bytes: the high byte of each 16-bit half by a shift
; CHECK-LABEL: i32_v4i8(
; CHECK: mov.b32 {[[L:%rs[0-9]+]], [[H:%rs[0-9]+]]}, %r{{[0-9]+}};
; CHECK-DAG: shr.u16 {{%rs[0-9]+}}, [[L]], 8;
; CHECK-DAG: shr.u16 {{%rs[0-9]+}}, [[H]], 8;
define <4 x i8> @i32_v4i8(i32 %a) {
  %r = bitcast i32 %a to <4 x i8>
  ret <4 x i8> %r
}

; joined: low | high << 8, then packed
; CHECK-LABEL: v8i8_v2i32(
; CHECK-COUNT-2: shl.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 8;
; CHECK: mov.b32 %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK-COUNT-2: shl.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 8;
; CHECK: mov.b32 %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
define <2 x i32> @v8i8_v2i32(<8 x i8> %a) {
  %r = bitcast <8 x i8> %a to <2 x i32>
  ret <2 x i32> %r
}

; floats move to the bit class first
; CHECK-LABEL: v4f32_v8i16(
; CHECK-COUNT-4: mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r{{[0-9]+}};
define <8 x i16> @v4f32_v8i16(<4 x float> %a) {
  %r = bitcast <4 x float> %a to <8 x i16>
  ret <8 x i16> %r
}
