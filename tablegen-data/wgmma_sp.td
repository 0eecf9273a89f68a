# Sparse WGMMA (Hopper, docs/intrinsics.md "Sparse WGMMA (wgsp)"):
# wgmma.mma_async.sp, A 2:4 structured-sparse (stored compressed, half of K),
# the rows of wgmma.td with two more operands. Same family, same control word
# (opcode wgmma.mma_async.sp), same role: verify/hopper.c checks their
# immediates and verify/protocol.c follows their accumulators through fences,
# commits and waits exactly as it does the dense ones.
#
#   llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n<N>k<K>.<D>.<A>.<B>[.satfinite]
#     (acc, A, i64 b_desc, i1 scale_d, scale_a, scale_b, tnsp_a, tnsp_b,
#      i32 metadata, i32 immarg selector) -> acc
#
# The dense signature first (the same argument positions, so every WGMMA rule
# reads the same arguments), then the sparse operands appended as upstream's
# mma.sp appends them to mma's. Operands: %0 result, %1 accumulator input
# (tie=0:0), %2 A (i64 descriptor, or {4 x b32} for +rs), %3 B descriptor,
# %4 scale_d, %5..%8 scale_a scale_b tnsp_a tnsp_b, %9 metadata, %10 selector;
# printed in PTX's order: d, a, b, sp-meta, sp-sel, scale-d, imm-scale-a,
# imm-scale-b[, imm-tnsp-a][, imm-tnsp-b].
#
# ptxas 13.0:
# - exactly sm_90a (has_wgmma: "Instruction 'Sparse wgmma.mma_async with
#   floating point types' not supported on .target 'sm_90'", and sm_100a+);
# - PTX 8.2 for every type ("Feature 'Sparse WGMMA with floating point types'
#   / 'with FP8 types' / 'with integer types' requires PTX ISA .version 8.2 or
#   later"), mixed s8/u8 PTX 8.4 ("Feature 'Sparse WGMMA with mixed integer
#   types' requires PTX ISA .version 8.4");
# - the metadata is a register ("Arguments mismatch" for an immediate), the
#   selector an immediate (a register: "Arguments mismatch") in 0..1 for
#   f16/bf16/tf32 ("unexpected value '2', expected to be 0 or 1") and 0 for
#   e4m3/e5m2 and s8/u8 ("expected to be 0");
# - K doubles the dense K: 32 f16/bf16, 16 tf32, 64 e4m3/e5m2/s8/u8; N as
#   dense (every multiple of 8, integer types 8/16/24 and multiples of 16:
#   "Illegal matrix shape '.m64n40k64'"); accumulator types, scale / transpose
#   immediates as dense (tnsp only for f16/bf16, tnsp_a only with A from
#   shared memory); A in registers is 4 x b32 for every type; no b1 form
#   ("Unknown modifier '.m64n8k512'"); .satfinite after the types (ptxas
#   also takes it before .s32; CUTLASS writes it last).

# ---------------------------------------------------------------- f16 / bf16 (K = 32)
# D,A,DIV,ET: accumulator registers R = N/DIV of type ET
foreach N in 8 16 24 32 40 48 56 64 72 80 88 96 104 112 120 128 136 144 152 160 168 176 184 192 200 208 216 224 232 240 248 256 {
  foreach D,A,DIV,ET in f32,f16,2,f32 f16,f16,4,i32 f32,bf16,2,f32 {
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,i64,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0..1],imm:i32[0..1],reg:i32,imm:i32[0..1]) \
      req=has_wgmma ptx=82 flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A %0, %2, %3, %{9}, %{10}, %4, %5, %6, %7, %8;"
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,v4i32,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0..1],reg:i32,imm:i32[0..1]) \
      req=has_wgmma ptx=82 flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k32.$D.$A.$A %0, %2, %3, %{9}, %{10}, %4, %5, %6, %8;"
  }
  # ------------------------------------------------------------ tf32 (K = 16), e4m3/e5m2 (K = 64)
  # S: the selector's range
  foreach D,A,B,K,DIV,ET,S in f32,tf32,tf32,16,2,f32,0..1 \
      f32,e4m3,e4m3,64,2,f32,0 f32,e4m3,e5m2,64,2,f32,0 f32,e5m2,e4m3,64,2,f32,0 f32,e5m2,e5m2,64,2,f32,0 \
      f16,e4m3,e4m3,64,4,i32,0 f16,e4m3,e5m2,64,4,i32,0 f16,e5m2,e4m3,64,4,i32,0 f16,e5m2,e5m2,64,4,i32,0 {
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,i64,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0],reg:i32,imm:i32[$S]) \
      req=has_wgmma ptx=82 flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B %0, %2, %3, %{9}, %{10}, %4, %5, %6;"
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,v4i32,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0],reg:i32,imm:i32[$S]) \
      req=has_wgmma ptx=82 flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k$K.$D.$A.$B %0, %2, %3, %{9}, %{10}, %4, %5, %6;"
  }
}

# ---------------------------------------------------------------- s8/u8 (K = 64)
# N: 8, 16, 24, then multiples of 16; mixed s8/u8 needs PTX 8.4.
foreach N in 8 16 24 32 48 64 80 96 112 128 144 160 176 192 208 224 240 256 {
  foreach A,B,P,SAT in s8,s8,82,_ s8,s8,82,.satfinite u8,u8,82,_ u8,u8,82,.satfinite \
      s8,u8,84,_ s8,u8,84,.satfinite u8,s8,84,_ u8,s8,84,.satfinite {
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT tie=0:0 \
      sig=v@eval($N/2)i32(v@eval($N/2)i32,i64,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0],reg:i32,imm:i32[0]) \
      req=has_wgmma ptx=$P flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT %0, %2, %3, %{9}, %{10}, %4;"
    form wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT tie=0:0 \
      sig=v@eval($N/2)i32(v@eval($N/2)i32,v4i32,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0],reg:i32,imm:i32[0]) \
      req=has_wgmma ptx=$P flags=convergent,side_effect \
      "wgmma.mma_async.sp.sync.aligned.m64n${N}k64.s32.$A.$B$SAT %0, %2, %3, %{9}, %{10}, %4;"
  }
}
