target triple = "nvptx64-nvidia-cuda"
@plain = internal addrspace(1) global i64 0, align 8
define void @sustp8(i64 %h, i32 %x, i16 %v) {
  call void @llvm.nvvm.sust.p.1d.i8.trap(i64 %h, i32 %x, i16 %v)
  ret void
}
define float @cube(i64 %t, i64 %s, float %x, float %y, float %z) {
  %v = call {float, float, float, float} @llvm.nvvm.tex.cube.v4f32.f32(i64 %t, i64 %s, float %x, float %y, float %z)
  %r = extractvalue {float, float, float, float} %v, 0
  ret float %r
}
define i64 @nohandle() {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @plain)
  ret i64 %h
}
declare void @llvm.nvvm.sust.p.1d.i8.trap(i64, i32, i16)
declare {float, float, float, float} @llvm.nvvm.tex.cube.v4f32.f32(i64, i64, float, float, float)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
