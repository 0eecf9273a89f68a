; Dense mma .kind::f8f6f4 m16n8k32 (tablegen-data/mma.td, issue 13; upstream's
; llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.<D>.<A>.<B>.<C>). e4m3 / e5m2
; pairs: has_mma_f8f6f4 (sm_100a/f ... sm_121a/f), an f16 accumulator from
; PTX 8.7 (also on sm_100a, unlike the sparse form); an e3m2 / e2m3 / e2m1
; input also has_mma_f6f4_f16acc (the sm_120f family). ptxas takes what
; ptxsel prints; sm_100a and sm_120 refuse what ptxas refuses there.
; RUN: sed 's/^;F6 //' %s > %t.ll
; RUN: %ptxsel -mcpu=sm_120a %t.ll -o %t120.ptx && FileCheck --check-prefixes=CHECK,F6 %s < %t120.ptx
; RUN: %ptxas -arch=sm_120a %t120.ptx -o %t120.cubin
; RUN: %ptxsel -mcpu=sm_121f %t.ll -o %t121.ptx && %ptxas -arch=sm_121f %t121.ptx -o %t121.cubin
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %s -o %t100.ptx && FileCheck %s < %t100.ptx
; RUN: %ptxas -arch=sm_100a %t100.ptx -o %t100.cubin
; RUN: %ptxsel -mcpu=sm_100a -mattr=+ptx87 %t.ll -o %tbad.ptx 2> %t100.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM100A %s < %t100.err
; RUN: not test -e %tbad.ptx
; RUN: %ptxsel -mcpu=sm_120 %s -o %tbad.ptx 2> %t120.err; test $? -eq 1
; RUN: FileCheck --check-prefix=SM120 %s < %t120.err
; RUN: not test -e %tbad.ptx
; CHECK: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f16.e4m3.e5m2.f16
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}};
; F6: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32
; F6-NEXT: {%{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}, %{{[fr]}}{{[0-9]+}}},
; F6-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; F6-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; F6-NEXT: {%{{[fr]}}{{.*}}}
; SM100A: error: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32 is not supported on sm_100a (requires has_mma_f6f4_f16acc: sm_120f)
; SM120: error: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f16.e4m3.e5m2.f16 is not supported on sm_120 (requires has_mma_f8f6f4: sm_100f, sm_110f, sm_120f)

%f4 = type {float, float, float, float}
%h2 = type {<2 x half>, <2 x half>}

define ptx_kernel void @k(ptr %out, i32 %a, float %f, <2 x half> %h) {
  %s = call %h2 @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e5m2.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h)
  %s1 = extractvalue %h2 %s, 1
  store <2 x half> %s1, ptr %out
;F6 %r = call %f4 @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %f, float %f, float %f, float %f)
;F6 %r0 = extractvalue %f4 %r, 0
;F6 %o = getelementptr i8, ptr %out, i64 8
;F6 store float %r0, ptr %o
  ret void
}
declare %h2 @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
;F6 declare %f4 @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)
