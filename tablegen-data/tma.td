# TMA: cp.async.bulk.tensor and cp.async.bulk (docs/intrinsics.md "TMA").
# Several rows share one intrinsic; when=A:V picks the row from the immarg
# flags (use_cta_mask, use_cache_hint, cta_group), which add
# .multicast::cluster / .L2::cache_hint / .cta_group::N and their operands.
# Gates: has_tma (sm >= 90, PTX 8.0); multicast: has_cluster_multicast;
# cta_group: has_two_cta_tma and PTX 8.6 (ptxas: "Modifier '.cta_group::1' on
# 'cp.async.bulk.tensor' requires PTX ISA .version 8.6 or later").
# verify/hopper.c reports the verifier's TMA strings for the gates, and the
# rank / im2col-rank strings for names no row knows.
# sm_100-era forms (ptxas 13.0, probed on sm_90/90a/100a/100f/103a/110f/120a,
# PTX 7.8..9.0; all need PTX 8.6):
#   .shared::cta destination (g2s.cta.*): tile / im2col on every TMA target;
#     im2col::w needs has_wide_im2col_cta, im2col::w::128 has_wide_im2col,
#     tile::gather4 has_tma_gather4_cta.
#   .shared::cluster destination and prefetch: im2col::w / ::w::128 need
#     has_wide_im2col; tile::gather4 (and s2g tile::scatter4) has_tma_gather4
#     (ptxas on sm_120a: "Feature '.tile::gather4 with destination state
#     space as .shared::cluster' not supported").
#   cp.async.bulk .shared::cta destination: has_tma; .cp_mask: has_bulk_cp_mask.

family tma

# The control word of every TMA instruction: one field per qualifier slot
# in the order upstream LLVM's llc prints them (.L2::cache_hint before
# .cta_group::N, as NVPTXIntrinsics.td appends the CTA group last; ptxas 13
# takes either order), with what each qualifier needs wherever it appears
# (.multicast::cluster: has_cluster_multicast; .cta_group::N: has_two_cta_tma
# and PTX 8.6). What depends on a combination (wide im2col by destination,
# gather4 by destination, .shared::cta destinations) stays on the rows.
word tma family=tma whole
field tma op cp.async.bulk cp.async.bulk.tensor cp.reduce.async.bulk.tensor cp.async.bulk.prefetch \
  cp.async.bulk.prefetch.tensor cp.async.bulk.commit_group cp.async.bulk.wait_group
field tma dim 1d 2d 3d 4d 5d
field tma dst shared::cluster shared::cta global L2
field tma src global shared::cta
field tma redop add min max inc dec and or xor
field tma mode tile im2col im2col::w im2col::w::128 tile::gather4 tile::scatter4 im2col_no_offs
field tma completion mbarrier::complete_tx::bytes bulk_group
field tma multicast multicast::cluster@has_cluster_multicast
field tma cache L2::cache_hint
field tma cta_group cta_group::1@has_two_cta_tma^86 cta_group::2@has_two_cta_tma^86
field tma cp_mask cp_mask
field tma read read
# The verifier's TMA messages (docs/verifier.md "TMA") for these gates.
message tma has_wide_im2col "wide im2col tensor copies are not supported on this architecture"
message tma has_wide_im2col_cta "wide im2col tensor copies are not supported on this architecture"
message tma has_two_cta_tma "two-CTA TMA tensor copies are not supported on this architecture"
message tma has_cluster_multicast "cluster multicast TMA requires a compatible SM target"

# ---------------------------------------------------------------- g2s tile (1..5d)
# args: 0 dst, 1 mbar, 2 tmap, 3.. coords, then cta_mask, cache_hint,
#       use_cta_mask, use_cache_hint, cta_group
foreach N in 1..5 {
  foreach CG,CGQ in 0,_ 1,.cta_group::1 2,.cta_group::2 {
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.${N}d when=@eval(5+$N):0,@eval(6+$N):0,@eval(7+$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes$CGQ [%0], [%2, {@list(3,$N)}], [%1];"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.${N}d when=@eval(5+$N):0,@eval(6+$N):1,@eval(7+$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], @list(4+$N,1);"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.${N}d when=@eval(5+$N):1,@eval(6+$N):0,@eval(7+$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster$CGQ [%0], [%2, {@list(3,$N)}], [%1], @list(3+$N,1);"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.${N}d when=@eval(5+$N):1,@eval(6+$N):1,@eval(7+$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], @list(3+$N,2);"
  }
}

# ---------------------------------------------------------------- g2s im2col (3..5d)
# args: 0 dst, 1 mbar, 2 tmap, 3.. N coords, N-2 i16 offsets, cta_mask,
#       cache_hint, use_cta_mask, use_cache_hint, cta_group
foreach N in 3..5 {
  foreach CG,CGQ in 0,_ 1,.cta_group::1 2,.cta_group::2 {
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.${N}d when=@eval(3+2*$N):0,@eval(4+2*$N):0,@eval(5+2*$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)};"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.${N}d when=@eval(3+2*$N):0,@eval(4+2*$N):1,@eval(5+2*$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)}, @list(2+2*$N,1);"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.${N}d when=@eval(3+2*$N):1,@eval(4+2*$N):0,@eval(5+2*$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)}, @list(1+2*$N,1);"
    form cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.${N}d when=@eval(3+2*$N):1,@eval(4+2*$N):1,@eval(5+2*$N):$CG \
      sig=void(ptr7,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)}, @list(1+2*$N,2);"
  }
}

# ---------------------------------------------------------------- g2s im2col::w, im2col::w::128 (3..5d)
# args: 0 dst, 1 mbar, 2 tmap, 3.. N coords, 2 i16 (wHalo, wOffset), cta_mask,
#       cache_hint, use_cta_mask, use_cache_hint, cta_group
foreach MODE,PM in im2col.w,im2col::w im2col.w.128,im2col::w::128 {
  foreach N in 3..5 {
    foreach CG,CGQ in 0,_ 1,.cta_group::1 2,.cta_group::2 {
      form cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes$CGQ family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.$MODE.${N}d when=@eval(7+$N):0,@eval(8+$N):0,@eval(9+$N):$CG \
        sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i16,i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_wide_im2col ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)};"
      form cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.$MODE.${N}d when=@eval(7+$N):0,@eval(8+$N):1,@eval(9+$N):$CG \
        sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i16,i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_wide_im2col ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)}, @list(6+$N,1);"
      form cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.multicast::cluster$CGQ family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.$MODE.${N}d when=@eval(7+$N):1,@eval(8+$N):0,@eval(9+$N):$CG \
        sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i16,i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_wide_im2col ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.multicast::cluster$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)}, @list(5+$N,1);"
      form cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.$MODE.${N}d when=@eval(7+$N):1,@eval(8+$N):1,@eval(9+$N):$CG \
        sig=void(ptr7,ptr3,ptr,@rep(i32,$N),i16,i16,i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_wide_im2col ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cluster.global.$PM.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)}, @list(5+$N,2);"
    }
  }
}

# ---------------------------------------------------------------- g2s tile::gather4 (2d, five coordinates)
# args: 0 dst, 1 mbar, 2 tmap, 3..7 coords (column, four rows), 8 cta_mask,
#       9 cache_hint, 10 use_cta_mask, 11 use_cache_hint, 12 cta_group
foreach CG,CGQ in 0,_ 1,.cta_group::1 2,.cta_group::2 {
  form cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes$CGQ family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d when=10:0,11:0,12:$CG \
    sig=void(ptr7,ptr3,ptr,@rep(i32,5),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_tma_gather4 ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes$CGQ [%0], [%2, {@list(3,5)}], [%1];"
  form cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d when=10:0,11:1,12:$CG \
    sig=void(ptr7,ptr3,ptr,@rep(i32,5),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_tma_gather4 ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint$CGQ [%0], [%2, {@list(3,5)}], [%1], %9;"
  form cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster$CGQ family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d when=10:1,11:0,12:$CG \
    sig=void(ptr7,ptr3,ptr,@rep(i32,5),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_tma_gather4 ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster$CGQ [%0], [%2, {@list(3,5)}], [%1], %8;"
  form cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d when=10:1,11:1,12:$CG \
    sig=void(ptr7,ptr3,ptr,@rep(i32,5),i16,i64,imm:i1,imm:i1,imm:i32[0..2]) req=has_tma+has_tma_gather4 ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint$CGQ [%0], [%2, {@list(3,5)}], [%1], %8, %9;"
}

# ---------------------------------------------------------------- g2s into .shared::cta (g2s.cta.*)
# args: 0 dst (ptr3), 1 mbar, 2 tmap, 3.. coords, K i16 offsets, cache_hint,
#       use_cache_hint (no multicast, no cta_group)
foreach N in 1..5 {
  form cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.${N}d when=@eval(4+$N):0 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%0], [%2, {@list(3,$N)}], [%1];"
  form cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.${N}d when=@eval(4+$N):1 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2, {@list(3,$N)}], [%1], @list(3+$N,1);"
}
foreach N in 3..5 {
  form cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.${N}d when=@eval(2+2*$N):0 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)};"
  form cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.${N}d when=@eval(2+2*$N):1 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)}, @list(1+2*$N,1);"
  foreach MODE,PM,REQ in im2col.w,im2col::w,has_tma+has_wide_im2col_cta im2col.w.128,im2col::w::128,has_tma+has_wide_im2col {
    form cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.$MODE.${N}d when=@eval(6+$N):0 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=$REQ ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)};"
    form cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.$MODE.${N}d when=@eval(6+$N):1 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=$REQ ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)}, @list(5+$N,1);"
  }
}
form cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d when=9:0 \
  sig=void(ptr3,ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4_cta ptx=86 flags=side_effect \
  "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%0], [%2, {@list(3,5)}], [%1];"
form cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d when=9:1 \
  sig=void(ptr3,ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4_cta ptx=86 flags=side_effect \
  "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2, {@list(3,5)}], [%1], %8;"

# ---------------------------------------------------------------- g2s into .shared::cta with .cta_group::N
# Ours, in upstream's naming style (tcgen05's .cg1 / .cg2 suffixes): upstream's
# g2s.cta.* intrinsics have no cta_group operand, but PTX has the qualifier
# there (DeepGEMM's gather4 loads: docs/inline-asm-inventory.md). The same
# operands as the g2s.cta.* intrinsic of the name without the suffix.
# ptxas 13 (sm_90a, sm_100, sm_100a, sm_100f, sm_103a, sm_103f, sm_110a,
# sm_110f, sm_120a; PTX 8.6 .. 9.0): .cta_group::1 / ::2 with a .shared::cta
# destination exactly where it is taken with .shared::cluster
# (has_two_cta_tma, PTX 8.6: "Feature '.cta_group::1' not supported on
# .target 'sm_100'", "... 'sm_120a'"), on top of the mode's own gate
# (gather4 / im2col::w into .shared::cta: sm_100 and later).
foreach CG in 1 2 {
  foreach N in 1..5 {
    form cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::$CG family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.${N}d.cg$CG when=@eval(4+$N):0 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1];"
    form cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.${N}d.cg$CG when=@eval(4+$N):1 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1], @list(3+$N,1);"
  }
  foreach N in 3..5 {
    form cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.cta_group::$CG family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.${N}d.cg$CG when=@eval(2+2*$N):0 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)};"
    form cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.${N}d.cg$CG when=@eval(2+2*$N):1 \
      sig=void(ptr3,ptr3,ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
      "cp.async.bulk.tensor.${N}d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,$N-2)}, @list(1+2*$N,1);"
    foreach MODE,PM,REQ in im2col.w,im2col::w,has_tma+has_wide_im2col_cta im2col.w.128,im2col::w::128,has_tma+has_wide_im2col {
      form cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.cta_group::$CG family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.$MODE.${N}d.cg$CG when=@eval(6+$N):0 \
        sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=$REQ ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)};"
      form cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.$MODE.${N}d.cg$CG when=@eval(6+$N):1 \
        sig=void(ptr3,ptr3,ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=$REQ ptx=86 flags=side_effect \
        "cp.async.bulk.tensor.${N}d.shared::cta.global.$PM.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG [%0], [%2, {@list(3,$N)}], [%1], {@list(3+$N,2)}, @list(5+$N,1);"
    }
  }
  form cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::$CG family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg$CG when=9:0 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4_cta ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::$CG [%0], [%2, {@list(3,5)}], [%1];"
  form cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d.cg$CG when=9:1 \
    sig=void(ptr3,ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4_cta ptx=86 flags=side_effect \
    "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::$CG [%0], [%2, {@list(3,5)}], [%1], %8;"
}

# ---------------------------------------------------------------- s2g and reduce
# args: 0 src (shared::cta), 1 tmap, 2.. coords, cache_hint, use_cache_hint
# PTX spells the im2col store mode im2col_no_offs.
foreach M,PM,LO in tile,tile,1 im2col,im2col_no_offs,3 {
  foreach N in $LO..5 {
    form cp.async.bulk.tensor.${N}d.global.shared::cta.$PM.bulk_group family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.s2g.$M.${N}d when=@eval(3+$N):0 \
      sig=void(ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.global.shared::cta.$PM.bulk_group [%1, {@list(2,$N)}], [%0];"
    form cp.async.bulk.tensor.${N}d.global.shared::cta.$PM.bulk_group.L2::cache_hint family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.s2g.$M.${N}d when=@eval(3+$N):1 \
      sig=void(ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
      "cp.async.bulk.tensor.${N}d.global.shared::cta.$PM.bulk_group.L2::cache_hint [%1, {@list(2,$N)}], [%0], @list(2+$N,1);"
    foreach OP in add min max inc dec and or xor {
      form cp.reduce.async.bulk.tensor.${N}d.global.shared::cta.$OP.$PM.bulk_group family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.reduce.$OP.$M.${N}d when=@eval(3+$N):0 \
        sig=void(ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
        "cp.reduce.async.bulk.tensor.${N}d.global.shared::cta.$OP.$PM.bulk_group [%1, {@list(2,$N)}], [%0];"
      form cp.reduce.async.bulk.tensor.${N}d.global.shared::cta.$OP.$PM.bulk_group.L2::cache_hint family=tma \
        intr=llvm.nvvm.cp.async.bulk.tensor.reduce.$OP.$M.${N}d when=@eval(3+$N):1 \
        sig=void(ptr3,ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
        "cp.reduce.async.bulk.tensor.${N}d.global.shared::cta.$OP.$PM.bulk_group.L2::cache_hint [%1, {@list(2,$N)}], [%0], @list(2+$N,1);"
    }
  }
}

# s2g tile::scatter4: 0 src, 1 tmap, 2..6 coords, 7 cache_hint, 8 use_cache_hint
form cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d when=8:0 \
  sig=void(ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4 ptx=86 flags=side_effect \
  "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%1, {@list(2,5)}], [%0];"
form cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d when=8:1 \
  sig=void(ptr3,ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4 ptx=86 flags=side_effect \
  "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%1, {@list(2,5)}], [%0], %7;"

# ---------------------------------------------------------------- prefetch
# args: 0 tmap, 1.. coords, [N-2 i16 offsets], cache_hint, use_cache_hint
foreach N in 1..5 {
  form cp.async.bulk.prefetch.tensor.${N}d.L2.global.tile family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.${N}d when=@eval(2+$N):0 \
    sig=void(ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
    "cp.async.bulk.prefetch.tensor.${N}d.L2.global.tile [%0, {@list(1,$N)}];"
  form cp.async.bulk.prefetch.tensor.${N}d.L2.global.tile.L2::cache_hint family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.${N}d when=@eval(2+$N):1 \
    sig=void(ptr,@rep(i32,$N),i64,imm:i1) req=has_tma flags=side_effect \
    "cp.async.bulk.prefetch.tensor.${N}d.L2.global.tile.L2::cache_hint [%0, {@list(1,$N)}], @list(1+$N,1);"
}
foreach N in 3..5 {
  form cp.async.bulk.prefetch.tensor.${N}d.L2.global.im2col family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.${N}d when=@eval(2*$N):0 \
    sig=void(ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma flags=side_effect \
    "cp.async.bulk.prefetch.tensor.${N}d.L2.global.im2col [%0, {@list(1,$N)}], {@list(1+$N,$N-2)};"
  form cp.async.bulk.prefetch.tensor.${N}d.L2.global.im2col.L2::cache_hint family=tma \
    intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.${N}d when=@eval(2*$N):1 \
    sig=void(ptr,@rep(i32,$N),@rep(i16,$N-2),i64,imm:i1) req=has_tma flags=side_effect \
    "cp.async.bulk.prefetch.tensor.${N}d.L2.global.im2col.L2::cache_hint [%0, {@list(1,$N)}], {@list(1+$N,$N-2)}, @list(2*$N-1,1);"
}

# prefetch im2col::w / ::w::128: 0 tmap, 1.. coords, 2 i16, cache_hint, use_cache_hint
foreach MODE,PM in im2col.w,im2col::w im2col.w.128,im2col::w::128 {
  foreach N in 3..5 {
    form cp.async.bulk.prefetch.tensor.${N}d.L2.global.$PM family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.$MODE.${N}d when=@eval(4+$N):0 \
      sig=void(ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=has_tma,has_wide_im2col ptx=86 flags=side_effect \
      "cp.async.bulk.prefetch.tensor.${N}d.L2.global.$PM [%0, {@list(1,$N)}], {@list(1+$N,2)};"
    form cp.async.bulk.prefetch.tensor.${N}d.L2.global.$PM.L2::cache_hint family=tma \
      intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.$MODE.${N}d when=@eval(4+$N):1 \
      sig=void(ptr,@rep(i32,$N),i16,i16,i64,imm:i1) req=has_tma,has_wide_im2col ptx=86 flags=side_effect \
      "cp.async.bulk.prefetch.tensor.${N}d.L2.global.$PM.L2::cache_hint [%0, {@list(1,$N)}], {@list(1+$N,2)}, @list(3+$N,1);"
  }
}
# prefetch tile::gather4: 0 tmap, 1..5 coords, 6 cache_hint, 7 use_cache_hint
form cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d when=7:0 \
  sig=void(ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4 ptx=86 flags=side_effect \
  "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%0, {@list(1,5)}];"
form cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d when=7:1 \
  sig=void(ptr,@rep(i32,5),i64,imm:i1) req=has_tma,has_tma_gather4 ptx=86 flags=side_effect \
  "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%0, {@list(1,5)}], %6;"

# ---------------------------------------------------------------- cp.async.bulk (non-tensor)
# size: a multiple of 16 in 0..1048560 (ptxas: "unexpected value '17',
# expected to be multiple of 16", "expected to be in range [0..1048560]")
# global.to.shared.cluster(ptr7 dst, ptr3 mbar, ptr1 src, i32 size, i16 mask, i64 ch, i1 use_mask, i1 use_ch)
form cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cluster when=6:0,7:0 \
  sig=void(ptr7,ptr3,ptr1,i32[0..1048560,x16],i16,i64,imm:i1,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%2], %3, [%1];"
form cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cluster when=6:0,7:1 \
  sig=void(ptr7,ptr3,ptr1,i32[0..1048560,x16],i16,i64,imm:i1,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2], %3, [%1], %5;"
form cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cluster when=6:1,7:0 \
  sig=void(ptr7,ptr3,ptr1,i32[0..1048560,x16],i16,i64,imm:i1,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%2], %3, [%1], %4;"
form cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cluster when=6:1,7:1 \
  sig=void(ptr7,ptr3,ptr1,i32[0..1048560,x16],i16,i64,imm:i1,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%0], [%2], %3, [%1], %4, %5;"
# global.to.shared.cta(ptr3 dst, ptr3 mbar, ptr1 src, i32 size, i64 ch, i1 use_ch): PTX 8.6
form cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cta when=5:0 \
  sig=void(ptr3,ptr3,ptr1,i32[0..1048560,x16],i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
  "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%0], [%2], %3, [%1];"
form cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.global.to.shared.cta when=5:1 \
  sig=void(ptr3,ptr3,ptr1,i32[0..1048560,x16],i64,imm:i1) req=has_tma ptx=86 flags=side_effect \
  "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%2], %3, [%1], %4;"
form cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes family=tma \
  intr=llvm.nvvm.cp.async.bulk.shared.cta.to.cluster sig=void(ptr7,ptr3,ptr3,i32[0..1048560,x16]) req=has_tma flags=side_effect \
  "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%2], %3, [%1];"
form cp.async.bulk.global.shared::cta.bulk_group family=tma \
  intr=llvm.nvvm.cp.async.bulk.shared.cta.to.global when=4:0 sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1) req=has_tma \
  flags=side_effect "cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
form cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.shared.cta.to.global when=4:1 sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1) req=has_tma \
  flags=side_effect "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%0], [%1], %2, %3;"
# shared.cta.to.global.bytemask(ptr1 dst, ptr3 src, i32 size, i64 ch, i1 use_ch, i16 mask)
form cp.async.bulk.global.shared::cta.bulk_group.cp_mask family=tma \
  intr=llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask when=4:0 sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1,i16) \
  req=has_tma,has_bulk_cp_mask ptx=86 flags=side_effect "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%0], [%1], %2, %5;"
form cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask family=tma \
  intr=llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask when=4:1 sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1,i16) \
  req=has_tma,has_bulk_cp_mask ptx=86 flags=side_effect \
  "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%0], [%1], %2, %3, %5;"
form cp.async.bulk.prefetch.L2.global family=tma \
  intr=llvm.nvvm.cp.async.bulk.prefetch.L2 when=3:0 sig=void(ptr1,i32[0..1048560,x16],i64,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.prefetch.L2.global [%0], %1;"
form cp.async.bulk.prefetch.L2.global.L2::cache_hint family=tma \
  intr=llvm.nvvm.cp.async.bulk.prefetch.L2 when=3:1 sig=void(ptr1,i32[0..1048560,x16],i64,imm:i1) req=has_tma flags=side_effect \
  "cp.async.bulk.prefetch.L2.global.L2::cache_hint [%0], %1, %2;"
form cp.async.bulk.commit_group family=tma intr=llvm.nvvm.cp.async.bulk.commit.group sig=void() req=has_tma \
  flags=side_effect "cp.async.bulk.commit_group;"
form cp.async.bulk.wait_group family=tma intr=llvm.nvvm.cp.async.bulk.wait.group sig=void(imm:i32[any]) req=has_tma \
  flags=side_effect "cp.async.bulk.wait_group %0;"
form cp.async.bulk.wait_group.read family=tma intr=llvm.nvvm.cp.async.bulk.wait.group.read sig=void(imm:i32[any]) \
  req=has_tma flags=side_effect "cp.async.bulk.wait_group.read %0;"
