; Every texture / surface intrinsic of LLVM 19 (IntrinsicsNVVM.td) that ptxsel
; selects in CUDA mode, one function each (497; generated from the intrinsic
; names; the 39 independent-mode fetches ptxas rejects or crashes on outside
; texmode_independent and sust.p on .b8 / .b16 are refused: refused.ll,
; unified-refused.ll).
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.istypep.sampler(i64)
declare i1 @llvm.nvvm.istypep.surface(i64)
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i16 @llvm.nvvm.suld.1d.array.i16.clamp(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.array.i16.trap(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.array.i16.zero(i64, i32, i32)
declare i32 @llvm.nvvm.suld.1d.array.i32.clamp(i64, i32, i32)
declare i32 @llvm.nvvm.suld.1d.array.i32.trap(i64, i32, i32)
declare i32 @llvm.nvvm.suld.1d.array.i32.zero(i64, i32, i32)
declare i64 @llvm.nvvm.suld.1d.array.i64.clamp(i64, i32, i32)
declare i64 @llvm.nvvm.suld.1d.array.i64.trap(i64, i32, i32)
declare i64 @llvm.nvvm.suld.1d.array.i64.zero(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.array.i8.clamp(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.array.i8.trap(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.array.i8.zero(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.clamp(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.trap(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.zero(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.clamp(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.trap(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.zero(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.clamp(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.trap(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.zero(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.clamp(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.trap(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.zero(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.clamp(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.trap(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.zero(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.clamp(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.trap(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.zero(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.clamp(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.trap(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.zero(i64, i32, i32)
declare i16 @llvm.nvvm.suld.1d.i16.clamp(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i16.trap(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i16.zero(i64, i32)
declare i32 @llvm.nvvm.suld.1d.i32.clamp(i64, i32)
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
declare i32 @llvm.nvvm.suld.1d.i32.zero(i64, i32)
declare i64 @llvm.nvvm.suld.1d.i64.clamp(i64, i32)
declare i64 @llvm.nvvm.suld.1d.i64.trap(i64, i32)
declare i64 @llvm.nvvm.suld.1d.i64.zero(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i8.clamp(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i8.trap(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i8.zero(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i16.clamp(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i16.trap(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i16.zero(i64, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.v2i32.clamp(i64, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.v2i32.trap(i64, i32)
declare {i32, i32} @llvm.nvvm.suld.1d.v2i32.zero(i64, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.v2i64.clamp(i64, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.v2i64.trap(i64, i32)
declare {i64, i64} @llvm.nvvm.suld.1d.v2i64.zero(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i8.clamp(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i8.trap(i64, i32)
declare {i16, i16} @llvm.nvvm.suld.1d.v2i8.zero(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.clamp(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.trap(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.zero(i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.clamp(i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.trap(i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.zero(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.clamp(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.trap(i64, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.zero(i64, i32)
declare i16 @llvm.nvvm.suld.2d.array.i16.clamp(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.array.i16.trap(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.array.i16.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.2d.array.i32.clamp(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.2d.array.i32.trap(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.2d.array.i32.zero(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.2d.array.i64.clamp(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.2d.array.i64.trap(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.2d.array.i64.zero(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.array.i8.clamp(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.array.i8.trap(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.array.i8.zero(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.clamp(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.trap(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.zero(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.clamp(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.trap(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.zero(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.clamp(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.trap(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.zero(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.clamp(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.trap(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.zero(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.clamp(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.trap(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.zero(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.clamp(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.trap(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.zero(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.clamp(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.trap(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.zero(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i16.clamp(i64, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i16.trap(i64, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i16.zero(i64, i32, i32)
declare i32 @llvm.nvvm.suld.2d.i32.clamp(i64, i32, i32)
declare i32 @llvm.nvvm.suld.2d.i32.trap(i64, i32, i32)
declare i32 @llvm.nvvm.suld.2d.i32.zero(i64, i32, i32)
declare i64 @llvm.nvvm.suld.2d.i64.clamp(i64, i32, i32)
declare i64 @llvm.nvvm.suld.2d.i64.trap(i64, i32, i32)
declare i64 @llvm.nvvm.suld.2d.i64.zero(i64, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i8.clamp(i64, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i8.trap(i64, i32, i32)
declare i16 @llvm.nvvm.suld.2d.i8.zero(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i16.clamp(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i16.trap(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i16.zero(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.v2i32.clamp(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.v2i32.trap(i64, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.2d.v2i32.zero(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.v2i64.clamp(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.v2i64.trap(i64, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.2d.v2i64.zero(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i8.clamp(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i8.trap(i64, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.2d.v2i8.zero(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.clamp(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.trap(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.zero(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.clamp(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.trap(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.zero(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.clamp(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.trap(i64, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.zero(i64, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i16.clamp(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i16.trap(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i16.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.3d.i32.clamp(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.3d.i32.trap(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suld.3d.i32.zero(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.3d.i64.clamp(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.3d.i64.trap(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.3d.i64.zero(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i8.clamp(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i8.trap(i64, i32, i32, i32)
declare i16 @llvm.nvvm.suld.3d.i8.zero(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i16.clamp(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i16.trap(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i16.zero(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.3d.v2i32.clamp(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.3d.v2i32.trap(i64, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.suld.3d.v2i32.zero(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.3d.v2i64.clamp(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.3d.v2i64.trap(i64, i32, i32, i32)
declare {i64, i64} @llvm.nvvm.suld.3d.v2i64.zero(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i8.clamp(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i8.trap(i64, i32, i32, i32)
declare {i16, i16} @llvm.nvvm.suld.3d.v2i8.zero(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.clamp(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.trap(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.zero(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.clamp(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.trap(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.zero(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.clamp(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.trap(i64, i32, i32, i32)
declare {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.zero(i64, i32, i32, i32)
declare i32 @llvm.nvvm.suq.array.size(i64)
declare i32 @llvm.nvvm.suq.channel.data.type(i64)
declare i32 @llvm.nvvm.suq.channel.order(i64)
declare i32 @llvm.nvvm.suq.depth(i64)
declare i32 @llvm.nvvm.suq.height(i64)
declare i32 @llvm.nvvm.suq.width(i64)
declare void @llvm.nvvm.sust.b.1d.array.i16.clamp(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.i16.trap(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.i16.zero(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.i32.clamp(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.i32.zero(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.i64.clamp(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.1d.array.i64.trap(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.1d.array.i64.zero(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.1d.array.i8.clamp(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.i8.trap(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.i8.zero(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.clamp(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.trap(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.zero(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.clamp(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.zero(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.clamp(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.trap(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.zero(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.clamp(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.trap(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.zero(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.clamp(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.trap(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.zero(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.zero(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.clamp(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.trap(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.zero(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.i16.clamp(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.i16.trap(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.i16.zero(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.i32.clamp(i64, i32, i32)
declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32)
declare void @llvm.nvvm.sust.b.1d.i32.zero(i64, i32, i32)
declare void @llvm.nvvm.sust.b.1d.i64.clamp(i64, i32, i64)
declare void @llvm.nvvm.sust.b.1d.i64.trap(i64, i32, i64)
declare void @llvm.nvvm.sust.b.1d.i64.zero(i64, i32, i64)
declare void @llvm.nvvm.sust.b.1d.i8.clamp(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.i8.trap(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.i8.zero(i64, i32, i16)
declare void @llvm.nvvm.sust.b.1d.v2i16.clamp(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v2i16.trap(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v2i16.zero(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v2i32.clamp(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v2i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v2i32.zero(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v2i64.clamp(i64, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.v2i64.trap(i64, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.v2i64.zero(i64, i32, i64, i64)
declare void @llvm.nvvm.sust.b.1d.v2i8.clamp(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v2i8.trap(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v2i8.zero(i64, i32, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i16.clamp(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i16.trap(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i16.zero(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i32.clamp(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v4i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v4i32.zero(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.v4i8.clamp(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i8.trap(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.1d.v4i8.zero(i64, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.i16.clamp(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.i16.trap(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.i16.zero(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.i32.clamp(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.i32.zero(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.i64.clamp(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.array.i64.trap(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.array.i64.zero(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.array.i8.clamp(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.i8.trap(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.i8.zero(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.clamp(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.trap(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.zero(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.clamp(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.zero(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.clamp(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.trap(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.zero(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.clamp(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.trap(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.zero(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.clamp(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.zero(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.zero(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.clamp(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.zero(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.i16.clamp(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.i16.trap(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.i16.zero(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.i32.clamp(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i32.zero(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.i64.clamp(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.i64.trap(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.i64.zero(i64, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.i8.clamp(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.i8.trap(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.i8.zero(i64, i32, i32, i16)
declare void @llvm.nvvm.sust.b.2d.v2i16.clamp(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v2i16.trap(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v2i16.zero(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v2i32.clamp(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v2i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v2i32.zero(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v2i64.clamp(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.v2i64.trap(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.v2i64.zero(i64, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.2d.v2i8.clamp(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v2i8.trap(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v2i8.zero(i64, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i16.clamp(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i16.trap(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i16.zero(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v4i32.zero(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v4i8.clamp(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i8.trap(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.2d.v4i8.zero(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.i16.clamp(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.i16.trap(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.i16.zero(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.i32.clamp(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.i32.zero(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.i64.clamp(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.3d.i64.trap(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.3d.i64.zero(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.3d.i8.clamp(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.i8.trap(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.i8.zero(i64, i32, i32, i32, i16)
declare void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i16.trap(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i16.zero(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i32.clamp(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v2i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v2i32.zero(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v2i64.clamp(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.3d.v2i64.trap(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.3d.v2i64.zero(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.b.3d.v2i8.clamp(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i8.trap(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v2i8.zero(i64, i32, i32, i32, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i16.clamp(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i16.zero(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v4i32.zero(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v4i8.clamp(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.v4i8.zero(i64, i32, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.p.1d.array.i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.array.v2i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.i32.trap(i64, i32, i32)
declare void @llvm.nvvm.sust.p.1d.v2i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.v4i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.array.i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.array.v2i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.v2i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.2d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.3d.i32.trap(i64, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.3d.v2i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.3d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.1d.grad.v4f32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.grad.v4s32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.grad.v4u32.f32(i64, i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.1d.level.v4f32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.level.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.level.v4u32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.1d.v4f32.f32(i64, i64, float)
declare {float, float, float, float} @llvm.nvvm.tex.1d.v4f32.s32(i64, i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4s32.f32(i64, i64, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4s32.s32(i64, i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4u32.f32(i64, i64, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4u32.s32(i64, i64, i32)
declare {float, float, float, float} @llvm.nvvm.tex.2d.grad.v4f32.f32(i64, i64, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.grad.v4s32.f32(i64, i64, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.grad.v4u32.f32(i64, i64, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.2d.level.v4f32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.level.v4s32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.level.v4u32.f32(i64, i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.2d.v4f32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.2d.v4f32.s32(i64, i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4s32.s32(i64, i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4u32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4u32.s32(i64, i64, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.3d.v4f32.f32(i64, i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.3d.v4f32.s32(i64, i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4s32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4s32.s32(i64, i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4u32.f32(i64, i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4u32.s32(i64, i64, i32, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.cube.level.v4f32.f32(i64, i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.level.v4s32.f32(i64, i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.cube.level.v4u32.f32(i64, i64, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.grad.v4f32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.grad.v4s32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.grad.v4u32.f32(i64, i32, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.level.v4f32.f32(i64, i32, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.level.v4s32.f32(i64, i32, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.level.v4u32.f32(i64, i32, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.v4f32.f32(i64, i32, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.v4f32.s32(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4s32.f32(i64, i32, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4u32.f32(i64, i32, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4u32.s32(i64, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.grad.v4s32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.grad.v4u32.f32(i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.level.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.level.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.level.v4u32.f32(i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4s32.f32(i64, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4s32.s32(i64, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4u32.f32(i64, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4u32.s32(i64, i32)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.grad.v4s32.f32(i64, i32, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.grad.v4u32.f32(i64, i32, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.level.v4f32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.level.v4s32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.level.v4u32.f32(i64, i32, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64, i32, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.v4f32.s32(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4s32.f32(i64, i32, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4s32.s32(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4u32.f32(i64, i32, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4u32.s32(i64, i32, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.grad.v4s32.f32(i64, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.grad.v4u32.f32(i64, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.level.v4s32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.level.v4u32.f32(i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4s32.s32(i64, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4u32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4u32.s32(i64, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.grad.v4s32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.grad.v4u32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.level.v4s32.f32(i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.level.v4u32.f32(i64, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.3d.v4f32.f32(i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.3d.v4f32.s32(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.s32(i64, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4u32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4u32.s32(i64, i32, i32, i32)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.grad.v4s32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.grad.v4u32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64, i32, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64, i32, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.level.v4u32.f32(i64, i32, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.v4s32.f32(i64, i32, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.v4u32.f32(i64, i32, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.grad.v4s32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.grad.v4u32.f32(i64, float, float, float, float, float, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.level.v4s32.f32(i64, float, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.level.v4u32.f32(i64, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.v4s32.f32(i64, float, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.v4u32.f32(i64, float, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.a.2d.v4f32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.a.2d.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.a.2d.v4u32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.b.2d.v4f32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.b.2d.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.b.2d.v4u32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.g.2d.v4f32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.g.2d.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.g.2d.v4u32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.r.2d.v4f32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.r.2d.v4s32.f32(i64, i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.r.2d.v4u32.f32(i64, i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.unified.a.2d.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.a.2d.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.a.2d.v4u32.f32(i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.unified.b.2d.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.b.2d.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.b.2d.v4u32.f32(i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.g.2d.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.g.2d.v4u32.f32(i64, float, float)
declare {float, float, float, float} @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.r.2d.v4s32.f32(i64, float, float)
declare {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.r.2d.v4u32.f32(i64, float, float)
declare i32 @llvm.nvvm.txq.array.size(i64)
declare i32 @llvm.nvvm.txq.channel.data.type(i64)
declare i32 @llvm.nvvm.txq.channel.order(i64)
declare i32 @llvm.nvvm.txq.depth(i64)
declare i32 @llvm.nvvm.txq.height(i64)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)
declare i32 @llvm.nvvm.txq.num.samples(i64)
declare i32 @llvm.nvvm.txq.width(i64)
define i1 @f0(i64 %a0) {
  %r = call i1 @llvm.nvvm.istypep.sampler(i64 %a0)
  ret i1 %r
}
define i1 @f1(i64 %a0) {
  %r = call i1 @llvm.nvvm.istypep.surface(i64 %a0)
  ret i1 %r
}
define i1 @f2(i64 %a0) {
  %r = call i1 @llvm.nvvm.istypep.texture(i64 %a0)
  ret i1 %r
}
define i16 @f3(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f4(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f5(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i32 @f6(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.1d.array.i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i32 @f7(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.1d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i32 @f8(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.1d.array.i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i64 @f9(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.1d.array.i64.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i64 @f10(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.1d.array.i64.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i64 @f11(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.1d.array.i64.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i16 @f12(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f13(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f14(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.1d.array.i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define {i16, i16} @f15(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f16(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f17(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i32, i32} @f18(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i32, i32} @f19(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i32, i32} @f20(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.array.v2i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i64, i64} @f21(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i64, i64} @f22(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i64, i64} @f23(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.array.v2i64.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i16, i16} @f24(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f25(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f26(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.array.v2i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16, i16, i16} @f27(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f28(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f29(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i32, i32, i32, i32} @f30(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f31(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f32(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.array.v4i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i16, i16, i16, i16} @f33(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f34(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f35(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.array.v4i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define i16 @f36(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i16.clamp(i64 %a0, i32 %a1)
  ret i16 %r
}
define i16 @f37(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i16.trap(i64 %a0, i32 %a1)
  ret i16 %r
}
define i16 @f38(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i16.zero(i64 %a0, i32 %a1)
  ret i16 %r
}
define i32 @f39(i64 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.suld.1d.i32.clamp(i64 %a0, i32 %a1)
  ret i32 %r
}
define i32 @f40(i64 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %a0, i32 %a1)
  ret i32 %r
}
define i32 @f41(i64 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.suld.1d.i32.zero(i64 %a0, i32 %a1)
  ret i32 %r
}
define i64 @f42(i64 %a0, i32 %a1) {
  %r = call i64 @llvm.nvvm.suld.1d.i64.clamp(i64 %a0, i32 %a1)
  ret i64 %r
}
define i64 @f43(i64 %a0, i32 %a1) {
  %r = call i64 @llvm.nvvm.suld.1d.i64.trap(i64 %a0, i32 %a1)
  ret i64 %r
}
define i64 @f44(i64 %a0, i32 %a1) {
  %r = call i64 @llvm.nvvm.suld.1d.i64.zero(i64 %a0, i32 %a1)
  ret i64 %r
}
define i16 @f45(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i8.clamp(i64 %a0, i32 %a1)
  ret i16 %r
}
define i16 @f46(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i8.trap(i64 %a0, i32 %a1)
  ret i16 %r
}
define i16 @f47(i64 %a0, i32 %a1) {
  %r = call i16 @llvm.nvvm.suld.1d.i8.zero(i64 %a0, i32 %a1)
  ret i16 %r
}
define {i16, i16} @f48(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i16.clamp(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i16, i16} @f49(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i16.trap(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i16, i16} @f50(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i16.zero(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i32, i32} @f51(i64 %a0, i32 %a1) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.v2i32.clamp(i64 %a0, i32 %a1)
  ret {i32, i32} %r
}
define {i32, i32} @f52(i64 %a0, i32 %a1) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.v2i32.trap(i64 %a0, i32 %a1)
  ret {i32, i32} %r
}
define {i32, i32} @f53(i64 %a0, i32 %a1) {
  %r = call {i32, i32} @llvm.nvvm.suld.1d.v2i32.zero(i64 %a0, i32 %a1)
  ret {i32, i32} %r
}
define {i64, i64} @f54(i64 %a0, i32 %a1) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.v2i64.clamp(i64 %a0, i32 %a1)
  ret {i64, i64} %r
}
define {i64, i64} @f55(i64 %a0, i32 %a1) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.v2i64.trap(i64 %a0, i32 %a1)
  ret {i64, i64} %r
}
define {i64, i64} @f56(i64 %a0, i32 %a1) {
  %r = call {i64, i64} @llvm.nvvm.suld.1d.v2i64.zero(i64 %a0, i32 %a1)
  ret {i64, i64} %r
}
define {i16, i16} @f57(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i8.clamp(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i16, i16} @f58(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i8.trap(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i16, i16} @f59(i64 %a0, i32 %a1) {
  %r = call {i16, i16} @llvm.nvvm.suld.1d.v2i8.zero(i64 %a0, i32 %a1)
  ret {i16, i16} %r
}
define {i16, i16, i16, i16} @f60(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.clamp(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f61(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.trap(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f62(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i16.zero(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define {i32, i32, i32, i32} @f63(i64 %a0, i32 %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.clamp(i64 %a0, i32 %a1)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f64(i64 %a0, i32 %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.trap(i64 %a0, i32 %a1)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f65(i64 %a0, i32 %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.1d.v4i32.zero(i64 %a0, i32 %a1)
  ret {i32, i32, i32, i32} %r
}
define {i16, i16, i16, i16} @f66(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.clamp(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f67(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.trap(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f68(i64 %a0, i32 %a1) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.1d.v4i8.zero(i64 %a0, i32 %a1)
  ret {i16, i16, i16, i16} %r
}
define i16 @f69(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f70(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f71(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i32 @f72(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.2d.array.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i32 @f73(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.2d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i32 @f74(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.2d.array.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i64 @f75(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.2d.array.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i64 @f76(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.2d.array.i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i64 @f77(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.2d.array.i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i16 @f78(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f79(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f80(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.2d.array.i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define {i16, i16} @f81(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f82(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f83(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i32, i32} @f84(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i32, i32} @f85(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i32, i32} @f86(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.array.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i64, i64} @f87(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i64, i64} @f88(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i64, i64} @f89(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.array.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i16, i16} @f90(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f91(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f92(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.array.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16, i16, i16} @f93(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f94(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f95(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i32, i32, i32, i32} @f96(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f97(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f98(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.array.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i16, i16, i16, i16} @f99(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f100(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f101(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.array.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define i16 @f102(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f103(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f104(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i32 @f105(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.2d.i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i32 @f106(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.2d.i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i32 @f107(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.suld.2d.i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}
define i64 @f108(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.2d.i64.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i64 @f109(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.2d.i64.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i64 @f110(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i64 @llvm.nvvm.suld.2d.i64.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i64 %r
}
define i16 @f111(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f112(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define i16 @f113(i64 %a0, i32 %a1, i32 %a2) {
  %r = call i16 @llvm.nvvm.suld.2d.i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret i16 %r
}
define {i16, i16} @f114(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f115(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f116(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i32, i32} @f117(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i32, i32} @f118(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i32, i32} @f119(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32} @llvm.nvvm.suld.2d.v2i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32} %r
}
define {i64, i64} @f120(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i64, i64} @f121(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.v2i64.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i64, i64} @f122(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i64, i64} @llvm.nvvm.suld.2d.v2i64.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i64, i64} %r
}
define {i16, i16} @f123(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f124(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16} @f125(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16} @llvm.nvvm.suld.2d.v2i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16} %r
}
define {i16, i16, i16, i16} @f126(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f127(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f128(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i16.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i32, i32, i32, i32} @f129(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f130(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f131(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.2d.v4i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i16, i16, i16, i16} @f132(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f133(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.trap(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f134(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.2d.v4i8.zero(i64 %a0, i32 %a1, i32 %a2)
  ret {i16, i16, i16, i16} %r
}
define i16 @f135(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f136(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f137(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i32 @f138(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.3d.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i32 @f139(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.3d.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i32 @f140(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i32 @llvm.nvvm.suld.3d.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i32 %r
}
define i64 @f141(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.3d.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i64 @f142(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.3d.i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i64 @f143(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i64 @llvm.nvvm.suld.3d.i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i64 %r
}
define i16 @f144(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f145(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define i16 @f146(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call i16 @llvm.nvvm.suld.3d.i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret i16 %r
}
define {i16, i16} @f147(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f148(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f149(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i32, i32} @f150(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.3d.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i32, i32} @f151(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.3d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i32, i32} @f152(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32} @llvm.nvvm.suld.3d.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32} %r
}
define {i64, i64} @f153(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.3d.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i64, i64} @f154(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.3d.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i64, i64} @f155(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i64, i64} @llvm.nvvm.suld.3d.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i64, i64} %r
}
define {i16, i16} @f156(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f157(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16} @f158(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16} @llvm.nvvm.suld.3d.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16} %r
}
define {i16, i16, i16, i16} @f159(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f160(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f161(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i32, i32, i32, i32} @f162(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f163(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f164(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.suld.3d.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i16, i16, i16, i16} @f165(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f166(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define {i16, i16, i16, i16} @f167(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i16, i16, i16, i16} @llvm.nvvm.suld.3d.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i16, i16, i16, i16} %r
}
define i32 @f168(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.array.size(i64 %a0)
  ret i32 %r
}
define i32 @f169(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.channel.data.type(i64 %a0)
  ret i32 %r
}
define i32 @f170(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.channel.order(i64 %a0)
  ret i32 %r
}
define i32 @f171(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.depth(i64 %a0)
  ret i32 %r
}
define i32 @f172(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.height(i64 %a0)
  ret i32 %r
}
define i32 @f173(i64 %a0) {
  %r = call i32 @llvm.nvvm.suq.width(i64 %a0)
  ret i32 %r
}
define void @f174(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f175(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f176(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f177(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f178(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f179(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f180(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f181(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i64.trap(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f182(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i64.zero(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f183(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f184(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f185(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.array.i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f186(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f187(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f188(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f189(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f190(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f191(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f192(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f193(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f194(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f195(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f196(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f197(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.1d.array.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f198(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f199(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f200(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f201(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f202(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f203(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f204(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f205(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f206(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.1d.array.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f207(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i16.clamp(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f208(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i16.trap(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f209(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i16.zero(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f210(i64 %a0, i32 %a1, i32 %a2) {
  call void @llvm.nvvm.sust.b.1d.i32.clamp(i64 %a0, i32 %a1, i32 %a2)
  ret void
}
define void @f211(i64 %a0, i32 %a1, i32 %a2) {
  call void @llvm.nvvm.sust.b.1d.i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret void
}
define void @f212(i64 %a0, i32 %a1, i32 %a2) {
  call void @llvm.nvvm.sust.b.1d.i32.zero(i64 %a0, i32 %a1, i32 %a2)
  ret void
}
define void @f213(i64 %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.sust.b.1d.i64.clamp(i64 %a0, i32 %a1, i64 %a2)
  ret void
}
define void @f214(i64 %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.sust.b.1d.i64.trap(i64 %a0, i32 %a1, i64 %a2)
  ret void
}
define void @f215(i64 %a0, i32 %a1, i64 %a2) {
  call void @llvm.nvvm.sust.b.1d.i64.zero(i64 %a0, i32 %a1, i64 %a2)
  ret void
}
define void @f216(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i8.clamp(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f217(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i8.trap(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f218(i64 %a0, i32 %a1, i16 %a2) {
  call void @llvm.nvvm.sust.b.1d.i8.zero(i64 %a0, i32 %a1, i16 %a2)
  ret void
}
define void @f219(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i16.clamp(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f220(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i16.trap(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f221(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i16.zero(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f222(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f223(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f224(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f225(i64 %a0, i32 %a1, i64 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i64.clamp(i64 %a0, i32 %a1, i64 %a2, i64 %a3)
  ret void
}
define void @f226(i64 %a0, i32 %a1, i64 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i64.trap(i64 %a0, i32 %a1, i64 %a2, i64 %a3)
  ret void
}
define void @f227(i64 %a0, i32 %a1, i64 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i64.zero(i64 %a0, i32 %a1, i64 %a2, i64 %a3)
  ret void
}
define void @f228(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i8.clamp(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f229(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i8.trap(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f230(i64 %a0, i32 %a1, i16 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.1d.v2i8.zero(i64 %a0, i32 %a1, i16 %a2, i16 %a3)
  ret void
}
define void @f231(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i16.clamp(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f232(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i16.trap(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f233(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i16.zero(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f234(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f235(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f236(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f237(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i8.clamp(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f238(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i8.trap(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f239(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.1d.v4i8.zero(i64 %a0, i32 %a1, i16 %a2, i16 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f240(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f241(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f242(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f243(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f244(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f245(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f246(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f247(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f248(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f249(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f250(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f251(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.array.i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f252(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f253(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f254(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f255(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f256(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f257(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f258(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f259(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f260(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f261(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f262(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f263(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.2d.array.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f264(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f265(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f266(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f267(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f268(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f269(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f270(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f271(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f272(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.2d.array.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f273(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f274(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f275(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f276(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.2d.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f277(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.2d.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f278(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.b.2d.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f279(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.2d.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f280(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.2d.i64.trap(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f281(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void @llvm.nvvm.sust.b.2d.i64.zero(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}
define void @f282(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f283(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f284(i64 %a0, i32 %a1, i32 %a2, i16 %a3) {
  call void @llvm.nvvm.sust.b.2d.i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3)
  ret void
}
define void @f285(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f286(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f287(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f288(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f289(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f290(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f291(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f292(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f293(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i64 %a4)
  ret void
}
define void @f294(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f295(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f296(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.2d.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}
define void @f297(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f298(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f299(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f300(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f301(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f302(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f303(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f304(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f305(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6) {
  call void @llvm.nvvm.sust.b.2d.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, i16 %a5, i16 %a6)
  ret void
}
define void @f306(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f307(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f308(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f309(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.3d.i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f310(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.3d.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f311(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.b.3d.i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f312(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.3d.i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f313(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.3d.i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f314(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void @llvm.nvvm.sust.b.3d.i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}
define void @f315(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f316(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f317(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void @llvm.nvvm.sust.b.3d.i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}
define void @f318(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f319(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f320(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f321(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f322(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f323(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f324(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i64.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f325(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i64.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f326(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i64.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i64 %a5)
  ret void
}
define void @f327(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f328(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f329(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5) {
  call void @llvm.nvvm.sust.b.3d.v2i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5)
  ret void
}
define void @f330(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i16.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f331(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i16.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f332(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i16.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f333(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i32.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f334(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f335(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i32.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f336(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i8.clamp(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f337(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i8.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f338(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7) {
  call void @llvm.nvvm.sust.b.3d.v4i8.zero(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i16 %a5, i16 %a6, i16 %a7)
  ret void
}
define void @f340(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.p.1d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f343(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.p.1d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f346(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.p.1d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f349(i64 %a0, i32 %a1, i32 %a2) {
  call void @llvm.nvvm.sust.p.1d.i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret void
}
define void @f352(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.p.1d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f355(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.p.1d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f358(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.p.2d.array.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f361(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.p.2d.array.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f364(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.p.2d.array.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define void @f367(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void @llvm.nvvm.sust.p.2d.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}
define void @f370(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.p.2d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f373(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void @llvm.nvvm.sust.p.2d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}
define void @f376(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void @llvm.nvvm.sust.p.3d.i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}
define void @f379(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void @llvm.nvvm.sust.p.3d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}
define void @f382(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void @llvm.nvvm.sust.p.3d.v4i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}
define {float, float, float, float} @f396(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.1d.grad.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f397(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.grad.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f398(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.grad.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f399(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.1d.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f400(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.level.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f401(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.level.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f402(i64 %a0, i64 %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.1d.v4f32.f32(i64 %a0, i64 %a1, float %a2)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f403(i64 %a0, i64 %a1, i32 %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.1d.v4f32.s32(i64 %a0, i64 %a1, i32 %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f404(i64 %a0, i64 %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4s32.f32(i64 %a0, i64 %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f405(i64 %a0, i64 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4s32.s32(i64 %a0, i64 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f406(i64 %a0, i64 %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4u32.f32(i64 %a0, i64 %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f407(i64 %a0, i64 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.1d.v4u32.s32(i64 %a0, i64 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f420(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.2d.grad.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f421(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.grad.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f422(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.grad.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f423(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.2d.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f424(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.level.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f425(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.level.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f426(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.2d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f427(i64 %a0, i64 %a1, i32 %a2, i32 %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.2d.v4f32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f428(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f429(i64 %a0, i64 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4s32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f430(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f431(i64 %a0, i64 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.2d.v4u32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f438(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.3d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f439(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.3d.v4f32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f440(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f441(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4s32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f442(i64 %a0, i64 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f443(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.3d.v4u32.s32(i64 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f450(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.cube.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f451(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.level.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f452(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.cube.level.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f456(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.grad.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f457(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.grad.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f458(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.grad.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f459(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.level.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f460(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.level.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f461(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.level.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f462(i64 %a0, i32 %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.v4f32.f32(i64 %a0, i32 %a1, float %a2)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f463(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.array.v4f32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f464(i64 %a0, i32 %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4s32.f32(i64 %a0, i32 %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f465(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f466(i64 %a0, i32 %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4u32.f32(i64 %a0, i32 %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f467(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.array.v4u32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f468(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f469(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.grad.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f470(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.grad.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f471(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.level.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f472(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.level.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f473(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.level.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f474(i64 %a0, float %a1) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %a0, float %a1)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f475(i64 %a0, i32 %a1) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %a0, i32 %a1)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f476(i64 %a0, float %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4s32.f32(i64 %a0, float %a1)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f477(i64 %a0, i32 %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4s32.s32(i64 %a0, i32 %a1)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f478(i64 %a0, float %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4u32.f32(i64 %a0, float %a1)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f479(i64 %a0, i32 %a1) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.1d.v4u32.s32(i64 %a0, i32 %a1)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f480(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f481(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.grad.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f482(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.grad.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f483(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.level.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f484(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.level.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f485(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.level.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f486(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f487(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.array.v4f32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f488(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f489(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4s32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f490(i64 %a0, i32 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f491(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.array.v4u32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f492(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f493(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.grad.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f494(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.grad.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f495(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f496(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.level.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f497(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.level.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f498(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f499(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.2d.v4f32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f500(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f501(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4s32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f502(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f503(i64 %a0, i32 %a1, i32 %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.2d.v4u32.s32(i64 %a0, i32 %a1, i32 %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f504(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f505(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.grad.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f506(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.grad.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f507(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f508(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.level.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f509(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.level.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f510(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.3d.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {float, float, float, float} @f511(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.3d.v4f32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f512(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f513(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4s32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f514(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f515(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.3d.v4u32.s32(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f516(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f517(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.grad.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f518(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.grad.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f519(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f520(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f521(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.level.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f522(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f523(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.v4s32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f524(i64 %a0, i32 %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.array.v4u32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f525(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f526(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.grad.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f527(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.grad.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f528(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f529(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.level.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f530(i64 %a0, float %a1, float %a2, float %a3, float %a4) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.level.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f531(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f532(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.v4s32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f533(i64 %a0, float %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tex.unified.cube.v4u32.f32(i64 %a0, float %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f536(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.a.2d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f537(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.a.2d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f538(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.a.2d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f539(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.b.2d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f540(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.b.2d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f541(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.b.2d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f542(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.g.2d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f543(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.g.2d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f544(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.g.2d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f545(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.r.2d.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f546(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.r.2d.v4s32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f547(i64 %a0, i64 %a1, float %a2, float %a3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.r.2d.v4u32.f32(i64 %a0, i64 %a1, float %a2, float %a3)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f548(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.unified.a.2d.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f549(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.a.2d.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f550(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.a.2d.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f551(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.unified.b.2d.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f552(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.b.2d.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f553(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.b.2d.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f554(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f555(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.g.2d.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f556(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.g.2d.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {float, float, float, float} @f557(i64 %a0, float %a1, float %a2) {
  %r = call {float, float, float, float} @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64 %a0, float %a1, float %a2)
  ret {float, float, float, float} %r
}
define {i32, i32, i32, i32} @f558(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.r.2d.v4s32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define {i32, i32, i32, i32} @f559(i64 %a0, float %a1, float %a2) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.tld4.unified.r.2d.v4u32.f32(i64 %a0, float %a1, float %a2)
  ret {i32, i32, i32, i32} %r
}
define i32 @f560(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.array.size(i64 %a0)
  ret i32 %r
}
define i32 @f561(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.channel.data.type(i64 %a0)
  ret i32 %r
}
define i32 @f562(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.channel.order(i64 %a0)
  ret i32 %r
}
define i32 @f563(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.depth(i64 %a0)
  ret i32 %r
}
define i32 @f564(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.height(i64 %a0)
  ret i32 %r
}
define i32 @f565(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %a0)
  ret i32 %r
}
define i32 @f566(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.num.samples(i64 %a0)
  ret i32 %r
}
define i32 @f567(i64 %a0) {
  %r = call i32 @llvm.nvvm.txq.width(i64 %a0)
  ret i32 %r
}
