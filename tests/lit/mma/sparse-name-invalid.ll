; A llvm.nvvm.mma.sp.* name no row has gets the sparse family's shapes, read
; from the rows (it went through the dense-name rules: "sp is not a
; warp-level mma shape").
; RUN: not %ptxsel -mcpu=sm_90 %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: test ! -e %t.ptx
; CHECK: error: 'llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32': no sparse warp-level mma has this shape, layout and types (sparse shapes: {{.*}}m16n8k16{{.*}}m16n8k32{{.*}}; the layout is row.col)
target triple = "nvptx64-nvidia-cuda"
declare {float,float,float,float} @llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32)
define void @k() {
  %r = call {float,float,float,float} @llvm.nvvm.mma.sp.m16n8k99.row.col.f32.f16.f16.f32(<2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer, <2 x half> zeroinitializer, float 0.0, float 0.0, float 0.0, float 0.0, i32 0, i32 0)
  ret void
}
