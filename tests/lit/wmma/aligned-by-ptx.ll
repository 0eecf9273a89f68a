; WMMA's .aligned by PTX version, as upstream's llc prints it
; (llvm/test/CodeGen/NVPTX/wmma-ptx60-sm70.py, wmma-ptx61-sm70.py): implicit
; and not spelled before PTX 6.3, spelled from PTX 6.3, where ptxas 13
; requires it (".aligned modifier required for instruction 'wmma.load.a'").
; ptxas 13 has no sm_70: the sm_70 output is checked by FileCheck only; the
; same IR for sm_75 at PTX 6.3 is assembled.
; RUN: %ptxsel -mcpu=sm_70 -mattr=+ptx60 %s -o %t60.ptx
; RUN: FileCheck %s --check-prefix=P60 < %t60.ptx
; RUN: %ptxsel -mcpu=sm_70 -mattr=+ptx61 %s -o %t61.ptx
; RUN: FileCheck %s --check-prefix=P60 < %t61.ptx
; RUN: %ptxsel -mcpu=sm_75 -mattr=+ptx63 %s -o %t63.ptx
; RUN: FileCheck %s --check-prefix=P63 < %t63.ptx
; RUN: %ptxas -arch=sm_75 %t63.ptx -o %t.cubin
; RUN: %ptxsel-query can wmma.mma.sync.row.col.m16n16k16.f32.f32 --cpu sm_75 --ptx 63 | FileCheck %s --check-prefix=Q63
; RUN: %ptxsel-query can wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 --cpu sm_75 --ptx 63 | FileCheck %s --check-prefix=YES
; RUN: %ptxsel-query can wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 --cpu sm_70 --ptx 60 | FileCheck %s --check-prefix=Q60
; P60: wmma.load.a.sync.row.m16n16k16.f16 {%r{{[0-9]+}}, {{.*}}}, [%rd{{[0-9]+}}];
; P60: wmma.load.b.sync.col.m16n16k16.global.f16 {%r{{[0-9]+}}, {{.*}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; P60: wmma.load.c.sync.row.m16n16k16.f32 {%r{{[0-9]+}}, {{.*}}}, [%rd{{[0-9]+}}];
; P60: wmma.mma.sync.row.col.m16n16k16.f32.f32
; P60-NEXT: {%r{{[0-9]+}}, {{.*}}}
; P60: wmma.store.d.sync.row.m16n16k16.shared.f32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, {{.*}}};
; P60-NOT: .aligned
; P63: wmma.load.a.sync.aligned.row.m16n16k16.f16
; P63: wmma.load.b.sync.aligned.col.m16n16k16.global.f16
; P63: wmma.load.c.sync.aligned.row.m16n16k16.f32
; P63: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32
; P63: wmma.store.d.sync.aligned.row.m16n16k16.shared.f32
; Q63: {{^}}no: wmma.mma.sync.row.col.m16n16k16.f32.f32 is not supported after PTX ISA 6.2 (the module targets PTX ISA 6.3){{$}}
; YES: {{^}}yes
; Q60: {{^}}no: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 requires PTX ISA 6.3

define ptx_kernel void @k(ptr %a, ptr addrspace(1) %b, ptr %c, ptr addrspace(3) %d, i32 %ld) {
  %fa = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr %a)
  %fb = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1) %b, i32 %ld)
  %fc = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr %c)
  %a0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 0
  %a1 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 1
  %a2 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 2
  %a3 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 3
  %a4 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 4
  %a5 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 5
  %a6 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 6
  %a7 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fa, 7
  %b0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 0
  %b1 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 1
  %b2 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 2
  %b3 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 3
  %b4 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 4
  %b5 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 5
  %b6 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 6
  %b7 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %fb, 7
  %c0 = extractvalue {float, float, float, float, float, float, float, float} %fc, 0
  %c1 = extractvalue {float, float, float, float, float, float, float, float} %fc, 1
  %c2 = extractvalue {float, float, float, float, float, float, float, float} %fc, 2
  %c3 = extractvalue {float, float, float, float, float, float, float, float} %fc, 3
  %c4 = extractvalue {float, float, float, float, float, float, float, float} %fc, 4
  %c5 = extractvalue {float, float, float, float, float, float, float, float} %fc, 5
  %c6 = extractvalue {float, float, float, float, float, float, float, float} %fc, 6
  %c7 = extractvalue {float, float, float, float, float, float, float, float} %fc, 7
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d0 = extractvalue {float, float, float, float, float, float, float, float} %r, 0
  %d1 = extractvalue {float, float, float, float, float, float, float, float} %r, 1
  %d2 = extractvalue {float, float, float, float, float, float, float, float} %r, 2
  %d3 = extractvalue {float, float, float, float, float, float, float, float} %r, 3
  %d4 = extractvalue {float, float, float, float, float, float, float, float} %r, 4
  %d5 = extractvalue {float, float, float, float, float, float, float, float} %r, 5
  %d6 = extractvalue {float, float, float, float, float, float, float, float} %r, 6
  %d7 = extractvalue {float, float, float, float, float, float, float, float} %r, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p3(ptr addrspace(3) %d, float %d0, float %d1, float %d2, float %d3, float %d4, float %d5, float %d6, float %d7)
  ret void
}

declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr)
declare {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1), i32)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p3(ptr addrspace(3), float, float, float, float, float, float, float, float)
