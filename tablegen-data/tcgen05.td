# tcgen05 (Blackwell; docs/intrinsics.md "tcgen05"). Every row needs has_tmem
# (sm_100f / sm_110f families). Tensor-memory addresses (ptr addrspace(6))
# are 32-bit registers in PTX: the selector converts them (isel/intrin.c).
#
# Rows with a cta_group carry it in the control word (pack=C:1 / C:2), so
# verify/tcgen05.c can apply ptxas 13.0's one-cta_group-per-kernel rule over
# the kernel's call graph ("Function 'k' uses single CTA(.cta_group::1) and
# CTA pair granularity(.cta_group::2) and that is not allowed", at every PTX
# version; a .func that mixes them on its own is accepted).
#
# tcgen05.mma (family tcgen05.mma): one row per operand shape, keyed by the
# intrinsic name without "llvm.nvvm.". The modifiers are packed by the
# selector into the control / collector words (docs/encodings.md; pack= in
# tools/tblgen.c) and the printer spells them from the words (%W; %W{TEXT}
# puts a block-scale row's .block16 / .block32 in the scale-vector slot).
# Immarg ranges are each enum's full domain (kind 0..3, cta_group 1..2,
# collector 0..3); verify/tcgen05.c runs the 13-rule ladder on the words.

family tcgen05

# The control word of every tcgen05 instruction but tcgen05.mma (whose
# control and collector words have their own documented layout): one field
# per qualifier slot in PTX's order.
word tcgen05 family=tcgen05 whole
field tcgen05 op tcgen05.alloc tcgen05.dealloc tcgen05.relinquish_alloc_permit tcgen05.commit tcgen05.shift \
  tcgen05.cp tcgen05.wait::ld tcgen05.wait::st tcgen05.fence::before_thread_sync tcgen05.fence::after_thread_sync \
  tcgen05.ld tcgen05.st
field tcgen05 red red
field tcgen05 cta_group cta_group::1 cta_group::2
field tcgen05 sync sync
field tcgen05 aligned aligned
field tcgen05 shape 16x64b 16x128b 16x256b 32x32b 16x32bx2 128x256b 4x256b 128x128b 64x128b 32x128b
field tcgen05 warpx warpx2::02_13 warpx2::01_23 warpx4
field tcgen05 num x1 x2 x4 x8 x16 x32 x64 x128
field tcgen05 pack pack::16b unpack::16b
field tcgen05 redop min max
field tcgen05 abs abs
field tcgen05 nan NaN
field tcgen05 completion mbarrier::arrive::one
field tcgen05 space shared::cta shared::cluster
field tcgen05 multicast multicast::cluster
field tcgen05 dir down
field tcgen05 dst_fmt b8x16
field tcgen05 src_fmt b6x16_p32 b4x16_p64
field tcgen05 type b32 b64 u32 f32
family tcgen05.mma
role tcgen05_zero_col_mask  # tcgen05.mma.ws with the zero-column mask operand (spelled +zero_col_mask)
role tcgen05_block16        # a block-scale row spelled .block16 (scale vector 2X / 4X by kind)

# ---------------------------------------------------------------- allocation, commit, shift, cp
# alloc's column count: a power of two in 32..512 (ptxas: "value '16' out of
# range, expected to be in range [32..512]", "value must be power of 2");
# dealloc's a multiple of 32; the multicast CTA mask of commit is a register
# (ptxas: "Arguments mismatch for instruction 'tcgen05.commit'" on an
# immediate), as is the one value of an .x1 st ("{7}": "Arguments mismatch").
foreach CG in 1 2 {
  form tcgen05.alloc.cta_group::$CG.sync.aligned.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.alloc.cg$CG \
    sig=void(ptr,i32[32..512,pow2]) req=has_tmem flags=convergent,side_effect pack=C:$CG \
    "tcgen05.alloc.cta_group::$CG.sync.aligned.b32 [%0], %1;"
  form tcgen05.alloc.cta_group::$CG.sync.aligned.shared::cta.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.alloc.shared.cg$CG \
    sig=void(ptr3,i32[32..512,pow2]) req=has_tmem flags=convergent,side_effect pack=C:$CG \
    "tcgen05.alloc.cta_group::$CG.sync.aligned.shared::cta.b32 [%0], %1;"
  form tcgen05.dealloc.cta_group::$CG.sync.aligned.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.dealloc.cg$CG \
    sig=void(ptr6,i32[x32]) req=has_tmem flags=convergent,side_effect pack=C:$CG \
    "tcgen05.dealloc.cta_group::$CG.sync.aligned.b32 %0, %1;"
  form tcgen05.relinquish_alloc_permit.cta_group::$CG.sync.aligned family=tcgen05 \
    intr=llvm.nvvm.tcgen05.relinq.alloc.permit.cg$CG sig=void() req=has_tmem flags=convergent,side_effect pack=C:$CG \
    "tcgen05.relinquish_alloc_permit.cta_group::$CG.sync.aligned;"
  form tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.b64 family=tcgen05 intr=llvm.nvvm.tcgen05.commit.cg$CG \
    sig=void(ptr) req=has_tmem flags=side_effect pack=C:$CG \
    "tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.b64 [%0];"
  form tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.shared::cluster.b64 family=tcgen05 \
    intr=llvm.nvvm.tcgen05.commit.shared.cg$CG sig=void(ptr3) req=has_tmem flags=side_effect pack=C:$CG \
    "tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.shared::cluster.b64 [%0];"
  form tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.multicast::cluster.b64 family=tcgen05 \
    intr=llvm.nvvm.tcgen05.commit.mc.cg$CG sig=void(ptr,reg:i16) req=has_tmem flags=side_effect pack=C:$CG \
    "tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.multicast::cluster.b64 [%0], %1;"
  form tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 family=tcgen05 \
    intr=llvm.nvvm.tcgen05.commit.mc.shared.cg$CG sig=void(ptr3,reg:i16) req=has_tmem flags=side_effect pack=C:$CG \
    "tcgen05.commit.cta_group::$CG.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%0], %1;"
  # ptxas: "Instruction 'tcgen05.shift' not supported on .target 'sm_100f'"
  form tcgen05.shift.cta_group::$CG.down family=tcgen05 intr=llvm.nvvm.tcgen05.shift.down.cg$CG \
    sig=void(ptr6) req=has_tmem,has_tcgen05_shift flags=convergent,side_effect pack=C:$CG \
    "tcgen05.shift.cta_group::$CG.down [%0];"
  foreach SH,PS in 128x256b,128x256b 4x256b,4x256b 128x128b,128x128b 64x128b_warpx2_02_13,64x128b.warpx2::02_13 \
      64x128b_warpx2_01_23,64x128b.warpx2::01_23 32x128b_warpx4,32x128b.warpx4 {
    foreach SF,PF in _,_ .b6x16_p32,.b8x16.b6x16_p32 .b4x16_p64,.b8x16.b4x16_p64 {
      form tcgen05.cp.cta_group::$CG.$PS$PF family=tcgen05 intr=llvm.nvvm.tcgen05.cp.$SH$SF.cg$CG \
        sig=void(ptr6,i64) req=has_tmem flags=side_effect pack=C:$CG \
        "tcgen05.cp.cta_group::$CG.$PS$PF [%0], %1;"
    }
  }
}

form tcgen05.wait::ld.sync.aligned family=tcgen05 intr=llvm.nvvm.tcgen05.wait.ld sig=void() req=has_tmem \
  flags=convergent,side_effect "tcgen05.wait::ld.sync.aligned;"
form tcgen05.wait::st.sync.aligned family=tcgen05 intr=llvm.nvvm.tcgen05.wait.st sig=void() req=has_tmem \
  flags=convergent,side_effect "tcgen05.wait::st.sync.aligned;"
form tcgen05.fence::before_thread_sync family=tcgen05 intr=llvm.nvvm.tcgen05.fence.before.thread.sync sig=void() \
  req=has_tmem flags=side_effect "tcgen05.fence::before_thread_sync;"
form tcgen05.fence::after_thread_sync family=tcgen05 intr=llvm.nvvm.tcgen05.fence.after.thread.sync sig=void() \
  req=has_tmem flags=side_effect "tcgen05.fence::after_thread_sync;"

# ---------------------------------------------------------------- ld / st
# ld: (ptr6 taddr[, i64 immarg offset (16x32bx2)], i1 immarg pack) -> i32 or
# <M x i32>, M = N x (1 for 16x64b, 32x32b, 16x32bx2; 2 for 16x128b; 4 for
# 16x256b). st: (ptr6[, i64 offset], value, i1 immarg unpack). The .x1
# value is <1 x i32> in upstream's LLVM 23 (tcgen05-ld.ll, tcgen05-st.ll)
# and i32 in older IR: a v1 signature takes both, printed "{%r}" either way.
foreach P,PQ,UQ in 0,_,_ 1,.pack::16b,.unpack::16b {
  foreach SH,MUL,N in 16x64b,1,2 16x64b,1,4 16x64b,1,8 16x64b,1,16 16x64b,1,32 16x64b,1,64 16x64b,1,128 \
      32x32b,1,2 32x32b,1,4 32x32b,1,8 32x32b,1,16 32x32b,1,32 32x32b,1,64 32x32b,1,128 \
      16x128b,2,1 16x128b,2,2 16x128b,2,4 16x128b,2,8 16x128b,2,16 16x128b,2,32 16x128b,2,64 \
      16x256b,4,1 16x256b,4,2 16x256b,4,4 16x256b,4,8 16x256b,4,16 16x256b,4,32 {
    form tcgen05.ld.sync.aligned.$SH.x$N$PQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.$SH.x$N when=1:$P \
      sig=v@eval($N*$MUL)i32(ptr6,imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.ld.sync.aligned.$SH.x$N$PQ.b32 %0, [%1];"
    form tcgen05.st.sync.aligned.$SH.x$N$UQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.st.$SH.x$N when=2:$P \
      sig=void(ptr6,v@eval($N*$MUL)i32,imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.st.sync.aligned.$SH.x$N$UQ.b32 [%0], %1;"
  }
  foreach SH in 16x64b 32x32b {
    form tcgen05.ld.sync.aligned.$SH.x1$PQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.$SH.x1 when=1:$P \
      sig=v1i32(ptr6,imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.ld.sync.aligned.$SH.x1$PQ.b32 %0, [%1];"
    form tcgen05.st.sync.aligned.$SH.x1$UQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.st.$SH.x1 when=2:$P \
      sig=void(ptr6,v1i32,imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.st.sync.aligned.$SH.x1$UQ.b32 [%0], %1;"
  }
  form tcgen05.ld.sync.aligned.16x32bx2.x1$PQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.16x32bx2.x1 when=2:$P \
    sig=v1i32(ptr6,imm:i64[any],imm:i1) req=has_tmem flags=convergent,side_effect \
    "tcgen05.ld.sync.aligned.16x32bx2.x1$PQ.b32 %0, [%1], %2;"
  form tcgen05.st.sync.aligned.16x32bx2.x1$UQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.st.16x32bx2.x1 when=3:$P \
    sig=void(ptr6,imm:i64[any],v1i32,imm:i1) req=has_tmem flags=convergent,side_effect \
    "tcgen05.st.sync.aligned.16x32bx2.x1$UQ.b32 [%0], %1, %2;"
  foreach N in 2 4 8 16 32 64 128 {
    form tcgen05.ld.sync.aligned.16x32bx2.x$N$PQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.16x32bx2.x$N when=2:$P \
      sig=v${N}i32(ptr6,imm:i64[any],imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.ld.sync.aligned.16x32bx2.x$N$PQ.b32 %0, [%1], %2;"
    form tcgen05.st.sync.aligned.16x32bx2.x$N$UQ.b32 family=tcgen05 intr=llvm.nvvm.tcgen05.st.16x32bx2.x$N when=3:$P \
      sig=void(ptr6,imm:i64[any],v${N}i32,imm:i1) req=has_tmem flags=convergent,side_effect \
      "tcgen05.st.sync.aligned.16x32bx2.x$N$UQ.b32 [%0], %1, %2;"
  }
}

# ---------------------------------------------------------------- ld.red
# ld.red: (ptr6 taddr[, i64 immarg offset (16x32bx2)], i32 immarg redop
# (0 min, 1 max)[, i1 immarg abs, i1 immarg nan (f32)]) -> {<N x T>, T}, the
# loaded values and the reduction (sig token vNT+s: %0 the {list}, %1 the
# scalar). N = 2..128 (ptxas: "Illegal modifier '.x1'"); .abs / .NaN only on
# .f32 (the i32 intrinsic has no such operands). The i32 intrinsic prints
# .u32, as upstream's llc does (LLVM 23's tcgen05-ld-red.ll: the i32
# intrinsic is the unsigned min / max; ptxas 13 takes .u32 and .s32 alike on
# sm_103f / sm_110f). Gate: has_tcgen05_ld_red (sm_103f / sm_110f families,
# PTX 8.8); ptxas: "Instruction 'tcgen05.ld.red' not supported on .target 'sm_100a'".
foreach N in 2 4 8 16 32 64 128 {
  foreach OP,OPQ in 0,min 1,max {
    form tcgen05.ld.red.sync.aligned.32x32b.x$N.$OPQ.u32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.red.32x32b.x$N.i32 \
      when=1:$OP sig=v${N}i32+s(ptr6,imm:i32[0..1]) req=has_tmem,has_tcgen05_ld_red flags=convergent,side_effect \
      "tcgen05.ld.red.sync.aligned.32x32b.x$N.$OPQ.u32 %0, %1, [%2];"
    form tcgen05.ld.red.sync.aligned.16x32bx2.x$N.$OPQ.u32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.red.16x32bx2.x$N.i32 \
      when=2:$OP sig=v${N}i32+s(ptr6,imm:i64[any],imm:i32[0..1]) req=has_tmem,has_tcgen05_ld_red flags=convergent,side_effect \
      "tcgen05.ld.red.sync.aligned.16x32bx2.x$N.$OPQ.u32 %0, %1, [%2], %3;"
    foreach A,AQ in 0,_ 1,.abs {
      foreach NN,NQ in 0,_ 1,.NaN {
        form tcgen05.ld.red.sync.aligned.32x32b.x$N.$OPQ$AQ$NQ.f32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.red.32x32b.x$N.f32 \
          when=1:$OP,2:$A,3:$NN sig=v${N}f32+s(ptr6,imm:i32[0..1],imm:i1,imm:i1) req=has_tmem,has_tcgen05_ld_red \
          flags=convergent,side_effect "tcgen05.ld.red.sync.aligned.32x32b.x$N.$OPQ$AQ$NQ.f32 %0, %1, [%2];"
        form tcgen05.ld.red.sync.aligned.16x32bx2.x$N.$OPQ$AQ$NQ.f32 family=tcgen05 intr=llvm.nvvm.tcgen05.ld.red.16x32bx2.x$N.f32 \
          when=2:$OP,3:$A,4:$NN sig=v${N}f32+s(ptr6,imm:i64[any],imm:i32[0..1],imm:i1,imm:i1) req=has_tmem,has_tcgen05_ld_red \
          flags=convergent,side_effect "tcgen05.ld.red.sync.aligned.16x32bx2.x$N.$OPQ$AQ$NQ.f32 %0, %1, [%2], %3;"
      }
    }
  }
}

# ---------------------------------------------------------------- tcgen05.mma: plain and disable_output_lane
# operands: 0 d, 1 A (i64 descriptor for .shared, ptr6 for .tensor), 2 b_desc,
# 3 idesc, 4 enable_input_d, [sp_meta], [scale_d imm], [disable-output-lane
# vector], then the immargs kind (ctrl bits 6-8), cta_group (bits 0-1; fixed
# by the name for disable_output_lane), collector_usage_a (coll bits 1-2,
# coll bit 0 = requested). .tensor sets ctrl bit 11, .ashift coll bit 3,
# .sp bit 9, .scale_d bit 4, disable_output_lane bit 12.
foreach A,AT,AP,AC,ASH,AK in shared,i64,%1,0,_,0 tensor,ptr6,[%1],0x800,_,0 tensor,ptr6,[%1],0x800,.ashift,0x8 {
  form tcgen05.mma.$A$ASH family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.$A$ASH \
    sig=void(ptr6,$AT,i64,i32,i1,imm:i32[0..3],imm:i32[1..2],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
    pack=C:$AC,c5@6,c6@0,K:0x1,K:$AK,k7@1 "tcgen05.mma%W [%0], $AP, %2, %3, %4;"
  form tcgen05.mma.$A.scale_d$ASH family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.$A.scale_d$ASH \
    sig=void(ptr6,$AT,i64,i32,i1,imm:i64[0..15],imm:i32[0..3],imm:i32[1..2],imm:i32[0..3]) req=has_tmem \
    flags=convergent,side_effect pack=C:$AC,C:0x10,c6@6,c7@0,K:0x1,K:$AK,k8@1 "tcgen05.mma%W [%0], $AP, %2, %3, %4, %5;"
  form tcgen05.mma.sp.$A$ASH family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.sp.$A$ASH \
    sig=void(ptr6,$AT,i64,i32,i1,ptr6,imm:i32[0..3],imm:i32[1..2],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
    pack=C:$AC,C:0x200,c6@6,c7@0,K:0x1,K:$AK,k8@1 "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %4;"
  form tcgen05.mma.sp.$A.scale_d$ASH family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.sp.$A.scale_d$ASH \
    sig=void(ptr6,$AT,i64,i32,i1,ptr6,imm:i64[0..15],imm:i32[0..3],imm:i32[1..2],imm:i32[0..3]) req=has_tmem \
    flags=convergent,side_effect pack=C:$AC,C:0x210,c7@6,c8@0,K:0x1,K:$AK,k9@1 \
    "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %4, %6;"
  foreach CG,V in 1,4 2,8 {
    form tcgen05.mma.$A.disable_output_lane.cg$CG$ASH family=tcgen05.mma \
      intr=llvm.nvvm.tcgen05.mma.$A.disable_output_lane.cg$CG$ASH \
      sig=void(ptr6,$AT,i64,i32,i1,v${V}i32,imm:i32[0..3],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
      pack=C:$AC,C:0x1000,C:$CG,c6@6,K:0x1,K:$AK,k7@1 "tcgen05.mma%W [%0], $AP, %2, %3, %5, %4;"
    form tcgen05.mma.$A.scale_d.disable_output_lane.cg$CG$ASH family=tcgen05.mma \
      intr=llvm.nvvm.tcgen05.mma.$A.scale_d.disable_output_lane.cg$CG$ASH \
      sig=void(ptr6,$AT,i64,i32,i1,imm:i64[0..15],v${V}i32,imm:i32[0..3],imm:i32[0..3]) req=has_tmem \
      flags=convergent,side_effect pack=C:$AC,C:0x1010,C:$CG,c7@6,K:0x1,K:$AK,k8@1 \
      "tcgen05.mma%W [%0], $AP, %2, %3, %6, %4, %5;"
    form tcgen05.mma.sp.$A.disable_output_lane.cg$CG$ASH family=tcgen05.mma \
      intr=llvm.nvvm.tcgen05.mma.sp.$A.disable_output_lane.cg$CG$ASH \
      sig=void(ptr6,$AT,i64,i32,i1,ptr6,v${V}i32,imm:i32[0..3],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
      pack=C:$AC,C:0x1200,C:$CG,c7@6,K:0x1,K:$AK,k8@1 "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %6, %4;"
    form tcgen05.mma.sp.$A.scale_d.disable_output_lane.cg$CG$ASH family=tcgen05.mma \
      intr=llvm.nvvm.tcgen05.mma.sp.$A.scale_d.disable_output_lane.cg$CG$ASH \
      sig=void(ptr6,$AT,i64,i32,i1,ptr6,imm:i64[0..15],v${V}i32,imm:i32[0..3],imm:i32[0..3]) req=has_tmem \
      flags=convergent,side_effect pack=C:$AC,C:0x1210,C:$CG,c8@6,K:0x1,K:$AK,k9@1 \
      "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %7, %4, %6;"
  }
}

# ---------------------------------------------------------------- tcgen05.mma: block_scale
# operands: 0 d, 1 A, 2 b_desc, 3 idesc, 4 enable_input_d, [sp_meta],
# scale_a, scale_b (ptr6), immargs cta_group and collector_usage_a. The kind
# is fixed by the name (ctrl bits 6-8 = 4, 5, 6: 0x100, 0x140, 0x180);
# .scale_vec.{1x,2x,4x} (our extension) sets ctrl bits 2-3; .block16 /
# .block32 are spelled by the row (%W{...}); plain .block_scale is read by
# ptxas as .block32.
foreach A,AT,AP,AC in shared,i64,%1,0 tensor,ptr6,[%1],0x800 {
  foreach K,KC in mxf8f6f4,0x100 mxf4,0x140 mxf4nvf4,0x180 {
    foreach BN,BLK,VC,BR in _,_,0,_ .block16,.block16,0,tcgen05_block16 .block32,.block32,0,_ \
        .scale_vec.1x,_,0x4,_ .scale_vec.2x,_,0x8,_ .scale_vec.4x,_,0xc,_ {
      form tcgen05.mma.$A.$K.block_scale$BN family=tcgen05.mma role=$BR intr=llvm.nvvm.tcgen05.mma.$A.$K.block_scale$BN \
        sig=void(ptr6,$AT,i64,i32,i1,ptr6,ptr6,imm:i32[1..2],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
        pack=C:$AC,C:0x20,C:$KC,C:$VC,c7@0,K:0x1,k8@1 "tcgen05.mma%W{$BLK} [%0], $AP, %2, %3, [%5], [%6], %4;"
      form tcgen05.mma.sp.$A.$K.block_scale$BN family=tcgen05.mma role=$BR intr=llvm.nvvm.tcgen05.mma.sp.$A.$K.block_scale$BN \
        sig=void(ptr6,$AT,i64,i32,i1,ptr6,ptr6,ptr6,imm:i32[1..2],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
        pack=C:$AC,C:0x220,C:$KC,C:$VC,c8@0,K:0x1,k9@1 "tcgen05.mma%W{$BLK} [%0], $AP, %2, [%5], %3, [%6], [%7], %4;"
    }
  }
}

# ---------------------------------------------------------------- tcgen05.mma.ws (weight stationary)
# operands: 0 d, 1 A, 2 b_desc, 3 idesc, 4 enable_input_d, [sp_meta],
# [zero_col_mask i64], immargs kind, collector_buffer_b (coll bits 4-5),
# collector_usage_b (coll bits 6-7). cta_group is 1 (ctrl 0x400 | 1).
foreach A,AT,AP,AC in shared,i64,%1,0 tensor,ptr6,[%1],0x800 {
  form tcgen05.mma.ws.$A family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.ws.$A \
    sig=void(ptr6,$AT,i64,i32,i1,imm:i32[0..3],imm:i32[0..3],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
    pack=C:$AC,C:0x401,c5@6,k6@4,k7@6 "tcgen05.mma%W [%0], $AP, %2, %3, %4;"
  form tcgen05.mma.ws.$A.zero_col_mask family=tcgen05.mma role=tcgen05_zero_col_mask intr=llvm.nvvm.tcgen05.mma.ws.$A.zero_col_mask \
    sig=void(ptr6,$AT,i64,i32,i1,i64,imm:i32[0..3],imm:i32[0..3],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
    pack=C:$AC,C:0x401,c6@6,k7@4,k8@6 "tcgen05.mma%W [%0], $AP, %2, %3, %4, %5;"
  form tcgen05.mma.ws.sp.$A family=tcgen05.mma intr=llvm.nvvm.tcgen05.mma.ws.sp.$A \
    sig=void(ptr6,$AT,i64,i32,i1,ptr6,imm:i32[0..3],imm:i32[0..3],imm:i32[0..3]) req=has_tmem flags=convergent,side_effect \
    pack=C:$AC,C:0x601,c6@6,k7@4,k8@6 "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %4;"
  form tcgen05.mma.ws.sp.$A.zero_col_mask family=tcgen05.mma role=tcgen05_zero_col_mask intr=llvm.nvvm.tcgen05.mma.ws.sp.$A.zero_col_mask \
    sig=void(ptr6,$AT,i64,i32,i1,ptr6,i64,imm:i32[0..3],imm:i32[0..3],imm:i32[0..3]) req=has_tmem \
    flags=convergent,side_effect pack=C:$AC,C:0x601,c7@6,k8@4,k9@6 "tcgen05.mma%W [%0], $AP, %2, [%5], %3, %4, %6;"
}
