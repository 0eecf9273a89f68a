# WGMMA (Hopper, docs/intrinsics.md "WGMMA"). Every row needs has_wgmma (exactly
# sm_90a, PTX >= 8.0) and is convergent (warpgroup-collective, .sync.aligned).
#
# mma_async operands (isel/intrin.c): %0 the accumulator/result vector, %1 the
# accumulator input (tied to %0 by tie=0:0: copied into the result registers
# first), %2 A (i64 descriptor, or {4 x b32} for the +rs forms), %3 B
# descriptor, %4 scale_d (a predicate), %5 scale_a, %6 scale_b, %7 tnsp_a,
# %8 tnsp_b (scale_a / scale_b default to 1 in a synthesised instance: ptxsel-query
# can / emit). PTX has the immediates only for some types (ptxas 13.0):
#   f16/bf16: scale_a, scale_b, tnsp_a (SS only), tnsp_b
#   tf32/e4m3/e5m2: scale_a, scale_b        s8/u8/b1: none
# The immargs' domains state the values PTX has (where it has no immediate,
# only the value the instruction implies); verify/hopper.c reports a value
# outside them with its own messages, the generic check (verify/verify.c)
# anything else.

family wgmma

# The control word of every WGMMA instruction (docs/encodings.md "Control
# words"): one field per qualifier slot in PTX's order. The sparse
# wgmma.mma_async.sp (tablegen-data/wgmma_sp.td) is one more opcode of this
# word, and its fp8 / integer shapes the k64 ones. No qualifier needs
# more than has_wgmma; what needs a combination (mixed s8/u8: PTX 8.4) stays
# on the rows.
word wgmma family=wgmma whole
field wgmma op wgmma.fence wgmma.commit_group wgmma.wait_group wgmma.mma_async wgmma.mma_async.sp
field wgmma sync sync
field wgmma aligned aligned
field wgmma shape m64n8k8 m64n16k8 m64n24k8 m64n32k8 m64n40k8 m64n48k8 m64n56k8 m64n64k8 m64n72k8 m64n80k8 \
   m64n88k8 m64n96k8 m64n104k8 m64n112k8 m64n120k8 m64n128k8 m64n136k8 m64n144k8 m64n152k8 m64n160k8 m64n168k8 \
   m64n176k8 m64n184k8 m64n192k8 m64n200k8 m64n208k8 m64n216k8 m64n224k8 m64n232k8 m64n240k8 m64n248k8 \
   m64n256k8 m64n8k16 m64n16k16 m64n24k16 m64n32k16 m64n40k16 m64n48k16 m64n56k16 m64n64k16 m64n72k16 \
   m64n80k16 m64n88k16 m64n96k16 m64n104k16 m64n112k16 m64n120k16 m64n128k16 m64n136k16 m64n144k16 m64n152k16 \
   m64n160k16 m64n168k16 m64n176k16 m64n184k16 m64n192k16 m64n200k16 m64n208k16 m64n216k16 m64n224k16 \
   m64n232k16 m64n240k16 m64n248k16 m64n256k16 m64n8k32 m64n16k32 m64n24k32 m64n32k32 m64n40k32 m64n48k32 \
   m64n56k32 m64n64k32 m64n72k32 m64n80k32 m64n88k32 m64n96k32 m64n104k32 m64n112k32 m64n120k32 m64n128k32 \
   m64n136k32 m64n144k32 m64n152k32 m64n160k32 m64n168k32 m64n176k32 m64n184k32 m64n192k32 m64n200k32 \
   m64n208k32 m64n216k32 m64n224k32 m64n232k32 m64n240k32 m64n248k32 m64n256k32 m64n8k256 m64n16k256 \
   m64n24k256 m64n32k256 m64n48k256 m64n64k256 m64n80k256 m64n96k256 m64n112k256 m64n128k256 m64n144k256 \
   m64n160k256 m64n176k256 m64n192k256 m64n208k256 m64n224k256 m64n240k256 m64n256k256 \
   m64n8k64 m64n16k64 m64n24k64 m64n32k64 m64n40k64 m64n48k64 m64n56k64 m64n64k64 m64n72k64 m64n80k64 m64n88k64 \
   m64n96k64 m64n104k64 m64n112k64 m64n120k64 m64n128k64 m64n136k64 m64n144k64 m64n152k64 m64n160k64 m64n168k64 m64n176k64 \
   m64n184k64 m64n192k64 m64n200k64 m64n208k64 m64n216k64 m64n224k64 m64n232k64 m64n240k64 m64n248k64 m64n256k64
field wgmma dtype f32 f16 s32
field wgmma atype f16 bf16 tf32 e4m3 e5m2 s8 u8 b1
field wgmma btype f16 bf16 tf32 e4m3 e5m2 s8 u8 b1
field wgmma satfinite satfinite
field wgmma bop and
field wgmma popc popc
field wgmma operands key +rs
# Roles: the wgmma protocol (verify/protocol.c) follows these four; the mma
# rows state their A element type (atype=) for verify/hopper.c.
role wgmma_mma
role wgmma_fence
role wgmma_commit
role wgmma_wait

form wgmma.fence.sync.aligned family=wgmma role=wgmma_fence intr=llvm.nvvm.wgmma.fence.sync.aligned sig=void() \
  req=has_wgmma flags=convergent,side_effect "wgmma.fence.sync.aligned;"
form wgmma.commit_group.sync.aligned family=wgmma role=wgmma_commit intr=llvm.nvvm.wgmma.commit_group.sync.aligned sig=void() \
  req=has_wgmma flags=convergent,side_effect "wgmma.commit_group.sync.aligned;"
form wgmma.wait_group.sync.aligned family=wgmma role=wgmma_wait intr=llvm.nvvm.wgmma.wait_group.sync.aligned sig=void(imm:i64[0..9223372036854775807]) \
  req=has_wgmma flags=convergent,side_effect "wgmma.wait_group.sync.aligned %0;"

# ---------------------------------------------------------------- f16 / bf16 (K = 16)
# D,A,DIV,ET: accumulator registers R = N/DIV of type ET
foreach N in 8 16 24 32 40 48 56 64 72 80 88 96 104 112 120 128 136 144 152 160 168 176 184 192 200 208 216 224 232 240 248 256 {
  foreach D,A,DIV,ET in f32,f16,2,f32 f16,f16,4,i32 f32,bf16,2,f32 {
    form wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,i64,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0..1],imm:i32[0..1]) \
      req=has_wgmma flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A %0, %2, %3, %4, %5, %6, %7, %8;"
    form wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,v4i32,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0..1]) \
      req=has_wgmma flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k16.$D.$A.$A %0, %2, %3, %4, %5, %6, %8;"
  }
  # ------------------------------------------------------------ tf32 (K = 8), e4m3/e5m2 (K = 32)
  foreach D,A,B,K,DIV,ET in f32,tf32,tf32,8,2,f32 \
      f32,e4m3,e4m3,32,2,f32 f32,e4m3,e5m2,32,2,f32 f32,e5m2,e4m3,32,2,f32 f32,e5m2,e5m2,32,2,f32 \
      f16,e4m3,e4m3,32,4,i32 f16,e4m3,e5m2,32,4,i32 f16,e5m2,e4m3,32,4,i32 f16,e5m2,e5m2,32,4,i32 {
    form wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,i64,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0]) \
      req=has_wgmma flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B %0, %2, %3, %4, %5, %6;"
    form wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B tie=0:0 \
      sig=v@eval($N/$DIV)$ET(v@eval($N/$DIV)$ET,v4i32,i64,i1,imm:i32[-1,1]=1,imm:i32[-1,1]=1,imm:i32[0],imm:i32[0]) \
      req=has_wgmma flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k$K.$D.$A.$B %0, %2, %3, %4, %5, %6;"
  }
}

# ---------------------------------------------------------------- s8/u8 (K = 32), b1 (K = 256)
# N: 8, 16, 24, then multiples of 16 (ptxas: "Illegal matrix shape '.m64n40k32'
# for instruction 'wgmma.mma_async with integer types'"). Mixed s8/u8 needs
# PTX 8.4 (ptxas: "Feature 'WGMMA with mixed integer types' requires PTX ISA
# .version 8.4 or later").
foreach N in 8 16 24 32 48 64 80 96 112 128 144 160 176 192 208 224 240 256 {
  foreach A,B,P,SAT in s8,s8,0,_ s8,s8,0,.satfinite u8,u8,0,_ u8,u8,0,.satfinite \
      s8,u8,84,_ s8,u8,84,.satfinite u8,s8,84,_ u8,s8,84,.satfinite {
    form wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT tie=0:0 \
      sig=v@eval($N/2)i32(v@eval($N/2)i32,i64,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0]) \
      req=has_wgmma ptx=$P flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT %0, %2, %3, %4;"
    form wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT+rs family=wgmma role=wgmma_mma atype=$A \
      intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT tie=0:0 \
      sig=v@eval($N/2)i32(v@eval($N/2)i32,v4i32,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0]) \
      req=has_wgmma ptx=$P flags=convergent,side_effect \
      "wgmma.mma_async.sync.aligned.m64n${N}k32.s32.$A.$B$SAT %0, %2, %3, %4;"
  }
  form wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1.and.popc family=wgmma role=wgmma_mma atype=b1 \
    intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1 tie=0:0 \
    sig=v@eval($N/2)i32(v@eval($N/2)i32,i64,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0]) \
    req=has_wgmma flags=convergent,side_effect \
    "wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1.and.popc %0, %2, %3, %4;"
  form wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1.and.popc+rs family=wgmma role=wgmma_mma atype=b1 \
    intr=llvm.nvvm.wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1 tie=0:0 \
    sig=v@eval($N/2)i32(v@eval($N/2)i32,v4i32,i64,i1,imm:i32[1]=1,imm:i32[1]=1,imm:i32[0],imm:i32[0]) \
    req=has_wgmma flags=convergent,side_effect \
    "wgmma.mma_async.sync.aligned.m64n${N}k256.s32.b1.b1.and.popc %0, %2, %3, %4;"
}
