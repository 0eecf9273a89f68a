…; Hand-written IR: floating-point constants keep every bit through ptxsel and
; ptxas to the GPU (NaN payloads, signalling NaNs, -0.0, denormals) in
; instruction operands, selects and global initialisers. out[i] gets the
; bits of constant i (selected by the thread so that the constants are
; instruction operands, not folded into a copy of the initialiser).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gf = internal addrspace(1) constant [3 x float] [float 0x7FF0000020000000, float 0xFFF8000040000000, float 0x36A0000000000000]
@gh = internal addrspace(1) constant [2 x half] [half 0xH7E01, half 0xHFC01]

define ptx_kernel void @fp_bits(ptr addrspace(1) %out, ptr addrspace(1) %sel) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr i32, ptr addrspace(1) %sel, i32 %tid
  %s = load i32, ptr addrspace(1) %ps, align 4
  %c = icmp ne i32 %s, 0
  ; instruction operands
  %f0 = select i1 %c, float 0x7FF0000020000000, float 0xFFF8000040000000
  %f1 = select i1 %c, float -0.000000e+00, float 0x36A0000000000000
  %d0 = select i1 %c, double 0x7FF0000000000123, double 0xFFF4000000000001
  %h0 = select i1 %c, half 0xH7E01, half 0xHFC01
  %b0 = select i1 %c, bfloat 0xR7F81, bfloat 0xRFFC1
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  %fb0 = bitcast float %f0 to i32
  %fb1 = bitcast float %f1 to i32
  %db0 = bitcast double %d0 to i64
  %hb0 = bitcast half %h0 to i16
  %bb0 = bitcast bfloat %b0 to i16
  %w0 = zext i32 %fb0 to i64
  %w1 = zext i32 %fb1 to i64
  %w1s = shl i64 %w1, 32
  %x01 = or i64 %w0, %w1s
  %row = mul i32 %tid, 5
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %row
  store i64 %x01, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %db0, ptr addrspace(1) %o1, align 8
  %hw = zext i16 %hb0 to i64
  %bw = zext i16 %bb0 to i64
  %bws = shl i64 %bw, 16
  %x2 = or i64 %hw, %bws
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %x2, ptr addrspace(1) %o2, align 8
  ; global initialisers, read back
  %g0 = load i32, ptr addrspace(1) @gf, align 4
  %g1p = getelementptr i32, ptr addrspace(1) @gf, i32 1
  %g1 = load i32, ptr addrspace(1) %g1p, align 4
  %g0w = zext i32 %g0 to i64
  %g1w = zext i32 %g1 to i64
  %g1s = shl i64 %g1w, 32
  %x3 = or i64 %g0w, %g1s
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %x3, ptr addrspace(1) %o3, align 8
  %h01 = load i32, ptr addrspace(1) @gh, align 4
  %g2p = getelementptr i32, ptr addrspace(1) @gf, i32 2
  %g2 = load i32, ptr addrspace(1) %g2p, align 4
  %hw2 = zext i32 %h01 to i64
  %g2w = zext i32 %g2 to i64
  %g2s = shl i64 %g2w, 32
  %x4 = or i64 %hw2, %g2s
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %x4, ptr addrspace(1) %o4, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
