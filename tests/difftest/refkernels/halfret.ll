; tests/difftest/refkernels: out[g] = the bits of (half)(g * 37), returned by a
; noinline function as the first field of a packed struct (align 1: the
; return is a byte array, written and read a byte at a time). Found by
; campaign seed 16091: llc-19's PTX stores byte 0 of the half from the i32
; that cvt.rn.f16.s32 converted (ptxas 13.0, at -O3 and -O0). The reference
; computes the conversion in the kernel.
target triple = "nvptx64-nvidia-cuda"
%struct.Params = type { [8 x i32], [4 x i64] }
%struct.S = type <{ half, [6 x i8], double }>

define internal %struct.S @f(i32 %g) noinline {
  %m = mul i32 %g, 37
  %h = sitofp i32 %m to half
  %d = sitofp i32 %m to double
  %s0 = insertvalue %struct.S poison, half %h, 0
  %s1 = insertvalue %struct.S %s0, double %d, 2
  ret %struct.S %s1
}

define ptx_kernel void @difft(ptr %in, ptr %out, ptr byval(%struct.Params) align 8 %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gb = mul i32 %ctaid, %ntid
  %g = add i32 %gb, %tid
  %s = call %struct.S @f(i32 %g)
  %h = extractvalue %struct.S %s, 0
  %b = bitcast half %h to i16
  %z = zext i16 %b to i64
  %op = getelementptr i64, ptr %out, i32 %g
  store i64 %z, ptr %op
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
