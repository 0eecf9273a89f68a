; tests/difftest/refkernels: out[g] = sext(op(x)) with x = -32768 in every other thread; the
; hand-written reference PTX next to it computes the same in 32 bits.
target triple = "nvptx64-nvidia-cuda"
%struct.Params = type { [8 x i32], [4 x i64] }
define ptx_kernel void @difft(ptr %in, ptr %out, ptr byval(%struct.Params) align 8 %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gb = mul i32 %ctaid, %ntid
  %g = add i32 %gb, %tid
  %gi = and i32 %g, 1023
  %ip = getelementptr i32, ptr %in, i32 %gi
  %w = load i32, ptr %ip
  %x0 = trunc i32 %w to i16
  %wb = and i32 %w, 1
  %c = icmp eq i32 %wb, 1
  %x = select i1 %c, i16 -32768, i16 %x0
  %m = sub i16 0, %x
  %s = sext i16 %m to i64
  %op = getelementptr i64, ptr %out, i32 %g
  store i64 %s, ptr %op
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
