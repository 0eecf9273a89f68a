; tests/difftest/refkernels: a float select whose operand holds the constant -0.0.
; out[g] = bits(v1) | bits(v2) << 32, v1 = <-0.0, -1.0, f, -1.0>[w & 3] (a dynamic
; extractelement: a chain of selects), v2 = (w & 4) ? -0.0 : f, f = float(g) + 1.
; ptxas 13.0 -O3 turns selp.f32 of the -0.0 into +0.0 (s84482_O2); the
; hand-written reference PTX next to it selects the bits with selp.b32.
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
  %idx = and i32 %w, 3
  %gf = sitofp i32 %g to float
  %f = fadd float %gf, 1.000000e+00
  %vec = insertelement <4 x float> <float -0.000000e+00, float -1.000000e+00, float poison, float -1.000000e+00>, float %f, i64 2
  %v1 = extractelement <4 x float> %vec, i32 %idx
  %w4 = and i32 %w, 4
  %c = icmp ne i32 %w4, 0
  %v2 = select i1 %c, float -0.000000e+00, float %f
  %b1 = bitcast float %v1 to i32
  %b2 = bitcast float %v2 to i32
  %lo = zext i32 %b1 to i64
  %hi0 = zext i32 %b2 to i64
  %hi = shl i64 %hi0, 32
  %s = or i64 %lo, %hi
  %op = getelementptr i64, ptr %out, i32 %g
  store i64 %s, ptr %op
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
