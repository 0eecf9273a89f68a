# Ampere asynchronous copies: cp.async.{ca,cg}.shared.global, their groups
# and cp.async.mbarrier.arrive (docs/intrinsics.md "Async copies and cache
# policies (cpasync)").
# Gates (ptxas 13.0, probed on sm_75/80/86/89/90/90a/100a/120a, PTX 6.3..9.0):
#   every form: has_cp_async (sm_80, PTX 7.0: "Feature 'cp.async' requires
#   .target sm_80 or higher" / "... requires PTX ISA .version 7.0 or later");
#   .L2::cache_hint: PTX 7.4 ("Modifier '.L2::cache_hint' requires PTX ISA
#   .version 7.4 or later"); .L2::64B / 128B / 256B: PTX 7.4 ("Feature 'cache
#   prefetching' requires PTX ISA .version 7.4 or later"); the ignore-src
#   predicate: PTX 7.5 ("Feature 'igonre-src on cp.async' requires PTX ISA
#   .version 7.5 or later").
# Operands: the copy size is 4, 8 or 16 (.ca) and 16 (.cg) ("unexpected value
# '32', expected to be 4 or 8 or 16"); a constant src-size is 0..cp-size
# ("value '5' out of range, expected to be in range [0..4]"); the ignore-src
# predicate is always a register (an immediate there reads as a src-size);
# a cache policy may be any 64-bit value; wait_group takes any immediate
# (ptxas 13 accepts 0, 16, 255, 256, -1; a register: "Arguments mismatch").
# Names: upstream's llvm.nvvm.cp.async.{ca,cg}.shared.global.N[.s],
# .commit.group, .wait.group, .wait.all, .mbarrier.arrive[.noinc][.shared]
# print as llc-19 does (async-copy.ll). The cache-hint, prefetch-size and
# ignore-src variants are ours: .L2.cache.hint and .L2.{64B,128B,256B} after
# "global" (in PTX's qualifier order), .ignore.src in place of .s.

family cpasync

# The copies: 0 dst (shared), 1 src (global), then the src-size (.s) or the
# ignore-src predicate (.ignore.src).
foreach C,N in ca,4 ca,8 ca,16 cg,16 {
  foreach PF,PPF,V in _,_,0 .L2.64B,.L2::64B,74 .L2.128B,.L2::128B,74 .L2.256B,.L2::256B,74 {
    form cp.async.$C.shared.global$PPF.$N family=cpasync intr=llvm.nvvm.cp.async.$C.shared.global$PF.$N \
      sig=void(ptr3,ptr1) req=has_cp_async ptx=$V flags=side_effect "cp.async.$C.shared.global$PPF [%0], [%1], $N;"
    form cp.async.$C.shared.global$PPF.$N.src_size family=cpasync intr=llvm.nvvm.cp.async.$C.shared.global$PF.$N.s \
      sig=void(ptr3,ptr1,i32[0..$N]) req=has_cp_async ptx=$V flags=side_effect \
      "cp.async.$C.shared.global$PPF [%0], [%1], $N, %2;"
    form cp.async.$C.shared.global$PPF.$N.ignore_src family=cpasync \
      intr=llvm.nvvm.cp.async.$C.shared.global$PF.$N.ignore.src sig=void(ptr3,ptr1,reg:i1) req=has_cp_async ptx=75 \
      flags=side_effect "cp.async.$C.shared.global$PPF [%0], [%1], $N, %2;"
  }
}
# the same with a cache policy (.L2::cache_hint), its operand last
foreach C,N in ca,4 ca,8 ca,16 cg,16 {
  foreach PF,PPF in _,_ .L2.64B,.L2::64B .L2.128B,.L2::128B .L2.256B,.L2::256B {
    form cp.async.$C.shared.global.L2::cache_hint$PPF.$N family=cpasync \
      intr=llvm.nvvm.cp.async.$C.shared.global.L2.cache.hint$PF.$N sig=void(ptr3,ptr1,i64) req=has_cp_async ptx=74 \
      flags=side_effect "cp.async.$C.shared.global.L2::cache_hint$PPF [%0], [%1], $N, %2;"
    form cp.async.$C.shared.global.L2::cache_hint$PPF.$N.src_size family=cpasync \
      intr=llvm.nvvm.cp.async.$C.shared.global.L2.cache.hint$PF.$N.s sig=void(ptr3,ptr1,i32[0..$N],i64) req=has_cp_async \
      ptx=74 flags=side_effect "cp.async.$C.shared.global.L2::cache_hint$PPF [%0], [%1], $N, %2, %3;"
    form cp.async.$C.shared.global.L2::cache_hint$PPF.$N.ignore_src family=cpasync \
      intr=llvm.nvvm.cp.async.$C.shared.global.L2.cache.hint$PF.$N.ignore.src sig=void(ptr3,ptr1,reg:i1,i64) \
      req=has_cp_async ptx=75 flags=side_effect "cp.async.$C.shared.global.L2::cache_hint$PPF [%0], [%1], $N, %2, %3;"
  }
}

# groups (commit / wait) and the mbarrier arrive-on of the thread's prior copies
form cp.async.commit_group family=cpasync intr=llvm.nvvm.cp.async.commit.group sig=void() req=has_cp_async \
  flags=side_effect "cp.async.commit_group;"
form cp.async.wait_group family=cpasync intr=llvm.nvvm.cp.async.wait.group sig=void(imm:i32[any]) req=has_cp_async \
  flags=side_effect "cp.async.wait_group %0;"
form cp.async.wait_all family=cpasync intr=llvm.nvvm.cp.async.wait.all sig=void() req=has_cp_async \
  flags=side_effect "cp.async.wait_all;"
foreach NI,PNI in _,_ .noinc,.noinc {
  form cp.async.mbarrier.arrive$PNI.b64 family=cpasync intr=llvm.nvvm.cp.async.mbarrier.arrive$NI sig=void(ptr) \
    req=has_cp_async flags=side_effect "cp.async.mbarrier.arrive$PNI.b64 [%0];"
  form cp.async.mbarrier.arrive$PNI.shared.b64 family=cpasync intr=llvm.nvvm.cp.async.mbarrier.arrive$NI.shared \
    sig=void(ptr3) req=has_cp_async flags=side_effect "cp.async.mbarrier.arrive$PNI.shared.b64 [%0];"
}

# ---------------------------------------------------------------- bulk reductions (Hopper)
# cp.reduce.async.bulk.global.shared::cta.bulk_group[.L2::cache_hint].OP.TYPE
# [dst], [src], size[, policy]: the non-tensor bulk reduction FlashAttention-3
# writes (ptxas 13: sm_90 and PTX 8.0, "Feature 'cp.reduce.async.bulk'
# requires .target sm_90 or higher"; the OP.TYPE pairs below are the ones
# ptxas takes, add.s64 and the other 63 pairs of {add,min,max,inc,dec,and,
# or,xor} x {f16,bf16,f32,f64,u32,s32,u64,s64,b32,b64} it refuses; a
# constant size: 0..1048560, a multiple of 16). No upstream name: ours,
# shaped as upstream's llvm.nvvm.cp.async.bulk.shared.cta.to.global
# (ptr1 dst, ptr3 src, i32 size, i64 policy, i1 use_policy). Completion:
# cp.async.bulk.commit_group / wait_group (tma.td).
foreach OP,TY in add,f32 add,f64 add,u32 add,s32 add,u64 add.noftz,f16 add.noftz,bf16 \
    min,f16 min,bf16 min,u32 min,s32 min,u64 min,s64 max,f16 max,bf16 max,u32 max,s32 max,u64 max,s64 \
    inc,u32 dec,u32 and,b32 and,b64 or,b32 or,b64 xor,b32 xor,b64 {
  form cp.reduce.async.bulk.global.shared::cta.bulk_group.$OP.$TY family=cpasync \
    intr=llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.$OP.$TY when=4:0 \
    sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1) req=has_tma flags=side_effect \
    "cp.reduce.async.bulk.global.shared::cta.bulk_group.$OP.$TY [%0], [%1], %2;"
  form cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.$OP.$TY family=cpasync \
    intr=llvm.nvvm.cp.reduce.async.bulk.shared.cta.to.global.$OP.$TY when=4:1 \
    sig=void(ptr1,ptr3,i32[0..1048560,x16],i64,imm:i1) req=has_tma flags=side_effect \
    "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.$OP.$TY [%0], [%1], %2, %3;"
}
