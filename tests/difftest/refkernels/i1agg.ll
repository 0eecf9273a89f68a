; tests/difftest/refkernels: an i1 inside an aggregate parameter and return
; value. out[g] = !(g % 3 == 0) | ((g | 1) + 1 as i8) << 8, the i1 and the i8
; passed to a noinline function as {i1, i8} and returned negated and
; incremented. ptxsel before 2026-11-26 read the i1 with ld.param.b32 and
; tested all 32 bits, so the i8 next to it (never zero here) made every i1
; read true. The reference computes the same without the call.
target triple = "nvptx64-nvidia-cuda"
%struct.Params = type { [8 x i32], [4 x i64] }

define {i1, i8} @f({i1, i8} %s) noinline {
  %a = extractvalue {i1, i8} %s, 0
  %c = extractvalue {i1, i8} %s, 1
  %na = xor i1 %a, true
  %c2 = add i8 %c, 1
  %r0 = insertvalue {i1, i8} poison, i1 %na, 0
  %r1 = insertvalue {i1, i8} %r0, i8 %c2, 1
  ret {i1, i8} %r1
}

define ptx_kernel void @difft(ptr %in, ptr %out, ptr byval(%struct.Params) align 8 %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gb = mul i32 %ctaid, %ntid
  %g = add i32 %gb, %tid
  %m = urem i32 %g, 3
  %b = icmp eq i32 %m, 0
  %g8 = trunc i32 %g to i8
  %c = or i8 %g8, 1
  %s0 = insertvalue {i1, i8} poison, i1 %b, 0
  %s1 = insertvalue {i1, i8} %s0, i8 %c, 1
  %r = call {i1, i8} @f({i1, i8} %s1)
  %ra = extractvalue {i1, i8} %r, 0
  %rc = extractvalue {i1, i8} %r, 1
  %za = zext i1 %ra to i64
  %zc = zext i8 %rc to i64
  %sh = shl i64 %zc, 8
  %v = or i64 %za, %sh
  %op = getelementptr i64, ptr %out, i32 %g
  store i64 %v, ptr %op
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
