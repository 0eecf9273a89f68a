# L2 cache policies and cache-hinted memory operations: createpolicy,
# ld / st with eviction priorities, .L2::cache_hint and prefetch sizes,
# prefetch (with eviction priorities, of a tensor map), discard and
# applypriority (docs/intrinsics.md "Async copies and cache policies
# (cpasync)").
# Gates (ptxas 13.0, probed on sm_75/80/86/89/90/90a/100a/120a, PTX 6.3..9.0):
#   createpolicy, .L2::cache_hint, ld .L2::256B, discard, applypriority and
#   prefetch .L2::evict_*: has_cache_policy (sm_80) and ptx=74 ("Feature
#   'createpolicy.fractional' requires .target sm_80 or higher", "Modifier
#   '.L2::256B' requires .target sm_80 or higher", "Feature 'discard' requires
#   PTX ISA .version 7.4 or later");
#   ld / st .L1::evict_* / .L1::no_allocate and ld .L2::64B / 128B: every
#   target at PTX 7.4 ("Modifier '.no_allocate' on 'ld' requires PTX ISA
#   .version 7.4 or later"; sm_75 at 7.8 takes them);
#   prefetch{.const,.param}.tensormap: has_tma (sm_90, PTX 8.0: "Modifier
#   '.tensormap' requires .target sm_90 or higher").
# Operands: the fraction of createpolicy.fractional and the sizes of
# createpolicy.range are registers (constants moved into one: ptxas checks a
# constant fraction against (0, 1] and a constant primary size against the
# total size); discard / applypriority take the size 128 only ("unexpected
# value '64', expected to be 128"; a register: "Arguments mismatch").
# Secondary priorities: .L2::evict_first and .L2::evict_unchanged only
# ("Unsupported modifier '.evict_normal' as secondary_priority").
# prefetch .L2::evict_first: "Illegal modifier '.evict_first' for instruction
# 'prefetch'"; applypriority takes .L2::evict_normal only; st takes no
# prefetch size ("Illegal modifier '.L2::128B' for instruction 'st'").
# Names: upstream's llvm.nvvm.prefetch.*, prefetchu.L1, prefetch.tensormap.p0
# / .p4 / .p101, discard{.global}.L2, applypriority{.global}.L2.evict.normal;
# the rest are ours in upstream's style (each "::" and "_" of the PTX
# qualifier a "."), listed in docs/intrinsics.md.

family cache

# ---------------------------------------------------------------- createpolicy
foreach P,PN in evict_last,evict.last evict_normal,evict.normal evict_first,evict.first evict_unchanged,evict.unchanged {
  foreach S,PS in _,_ .L2.evict.first,.L2::evict_first .L2.evict.unchanged,.L2::evict_unchanged {
    form createpolicy.fractional.L2::$P$PS.b64 family=cache intr=llvm.nvvm.createpolicy.fractional.L2.$PN$S \
      sig=i64(reg:f32) req=has_cache_policy ptx=74 flags=nomem "createpolicy.fractional.L2::$P$PS.b64 %0, %1;"
    foreach G,PT in _,ptr .global,ptr1 {
      form createpolicy.range$G.L2::$P$PS.b64 family=cache intr=llvm.nvvm.createpolicy.range$G.L2.$PN$S \
        sig=i64($PT,reg:i32,reg:i32) req=has_cache_policy ptx=74 flags=nomem "createpolicy.range$G.L2::$P$PS.b64 %0, [%1], %2, %3;"
    }
  }
}
form createpolicy.cvt.L2.b64 family=cache intr=llvm.nvvm.createpolicy.cvt.L2 sig=i64(i64) req=has_cache_policy ptx=74 \
  flags=nomem "createpolicy.cvt.L2.b64 %0, %1;"

# ---------------------------------------------------------------- prefetch
foreach S,PT in _,ptr .global,ptr1 .local,ptr5 {
  foreach L in L1 L2 {
    form prefetch$S.$L family=cache intr=llvm.nvvm.prefetch$S.$L sig=void($PT) flags=side_effect "prefetch$S.$L [%0];"
  }
}
form prefetchu.L1 family=cache intr=llvm.nvvm.prefetchu.L1 sig=void(ptr) flags=side_effect "prefetchu.L1 [%0];"
foreach S,PT in _,ptr .global,ptr1 {
  foreach P,PN in evict_last,evict.last evict_normal,evict.normal {
    form prefetch$S.L2::$P family=cache intr=llvm.nvvm.prefetch$S.L2.$PN sig=void($PT) req=has_cache_policy ptx=74 \
      flags=side_effect "prefetch$S.L2::$P [%0];"
  }
}
foreach S,PT,AS in _,ptr,p0 .const,ptr4,p4 .param,ptr101,p101 {
  form prefetch$S.tensormap family=cache intr=llvm.nvvm.prefetch.tensormap.$AS sig=void($PT) req=has_tma \
    flags=side_effect "prefetch$S.tensormap [%0];"
}

# ---------------------------------------------------------------- discard, applypriority
foreach S,PT in _,ptr .global,ptr1 {
  form discard$S.L2 family=cache intr=llvm.nvvm.discard$S.L2 sig=void($PT,imm:i64[128]) req=has_cache_policy ptx=74 \
    flags=side_effect "discard$S.L2 [%0], %1;"
  form applypriority$S.L2::evict_normal family=cache intr=llvm.nvvm.applypriority$S.L2.evict.normal \
    sig=void($PT,imm:i64[128]) req=has_cache_policy ptx=74 flags=side_effect "applypriority$S.L2::evict_normal [%0], %1;"
}

# ---------------------------------------------------------------- st.bulk
# st.bulk.weak{.shared::cta} [a], size, initval: zero-fills size bytes
# (DeepGEMM ptx/ld_st.cuh). has_st_bulk: sm_100 and every later target, PTX
# 8.6 ("Feature 'st.bulk' requires .target sm_100 or higher"). The size is
# a .b64 register or a multiple of 8 ("unexpected value '100', expected to
# be multiple of 8"); initval is the constant 0 ("unexpected value '1',
# expected to be zero"). Upstream's names: llvm.nvvm.st.bulk[.shared.cta].
foreach S,AS,PT in _,_,ptr .shared::cta,.shared.cta,ptr3 {
  form st.bulk.weak$S family=cache intr=llvm.nvvm.st.bulk$AS sig=void($PT,i64[x8],imm:i64[0]) req=has_st_bulk ptx=86 \
    flags=side_effect "st.bulk.weak$S [%0], %1, %2;"
}

# ---------------------------------------------------------------- ld / st with cache hints
# ld.global{.nc}{.L1::evict_*|.L1::no_allocate}{.L2::cache_hint}{.L2::64B|128B|256B}.TYPE
# (PTX's qualifier order); the plain and the .nc-only loads are ordinary IR
# loads (ordinary.td). The policy operand comes last. The 256-bit types
# (v4.b64, v8.b32) need has_ldst_256 and PTX 8.8 ("Feature '256 bit wide
# load/store' requires .target sm_100 or higher" / "... requires PTX ISA
# .version 8.8 or later"); the others PTX 7.4.
foreach T,TN,TY,TR,TP in b32,i32,i32,_,74 b64,i64,i64,_,74 v2.b32,v2i32,v2i32,_,74 v4.b32,v4i32,v4i32,_,74 \
    v2.b64,v2i64,v2i64,_,74 v4.b64,v4i64,v4i64,has_ldst_256,88 v8.b32,v8i32,v8i32,has_ldst_256,88 {
  foreach NC in _ .nc {
    foreach L1,L1N in _,_ .L1::evict_normal,.L1.evict.normal .L1::evict_unchanged,.L1.evict.unchanged \
        .L1::evict_first,.L1.evict.first .L1::evict_last,.L1.evict.last .L1::no_allocate,.L1.no.allocate {
      foreach PF,PFN,REQ in _,_,_ .L2::64B,.L2.64B,_ .L2::128B,.L2.128B,_ .L2::256B,.L2.256B,has_cache_policy {
        form ld.global$NC$L1.L2::cache_hint$PF.$T family=cache intr=llvm.nvvm.ld.global$NC$L1N.L2.cache.hint$PFN.$TN \
          sig=$TY(ptr1,i64) req=has_cache_policy+$TR ptx=$TP flags=readonly "ld.global$NC$L1.L2::cache_hint$PF.$T %0, [%1], %2;"
      }
      foreach PF,PFN,REQ in .L2::64B,.L2.64B,_ .L2::128B,.L2.128B,_ .L2::256B,.L2.256B,has_cache_policy {
        form ld.global$NC$L1$PF.$T family=cache intr=llvm.nvvm.ld.global$NC$L1N$PFN.$TN \
          sig=$TY(ptr1) req=$REQ+$TR ptx=$TP flags=readonly "ld.global$NC$L1$PF.$T %0, [%1];"
      }
    }
    foreach L1,L1N in .L1::evict_normal,.L1.evict.normal .L1::evict_unchanged,.L1.evict.unchanged \
        .L1::evict_first,.L1.evict.first .L1::evict_last,.L1.evict.last .L1::no_allocate,.L1.no.allocate {
      form ld.global$NC$L1.$T family=cache intr=llvm.nvvm.ld.global$NC$L1N.$TN \
        sig=$TY(ptr1) req=$TR ptx=$TP flags=readonly "ld.global$NC$L1.$T %0, [%1];"
    }
  }
  foreach L1,L1N in _,_ .L1::evict_normal,.L1.evict.normal .L1::evict_unchanged,.L1.evict.unchanged \
      .L1::evict_first,.L1.evict.first .L1::evict_last,.L1.evict.last .L1::no_allocate,.L1.no.allocate {
    form st.global$L1.L2::cache_hint.$T family=cache intr=llvm.nvvm.st.global$L1N.L2.cache.hint.$TN \
      sig=void(ptr1,$TY,i64) req=has_cache_policy+$TR ptx=$TP flags=side_effect "st.global$L1.L2::cache_hint.$T [%0], %1, %2;"
  }
  foreach L1,L1N in .L1::evict_normal,.L1.evict.normal .L1::evict_unchanged,.L1.evict.unchanged \
      .L1::evict_first,.L1.evict.first .L1::evict_last,.L1.evict.last .L1::no_allocate,.L1.no.allocate {
    form st.global$L1.$T family=cache intr=llvm.nvvm.st.global$L1N.$TN sig=void(ptr1,$TY) req=$TR ptx=$TP flags=side_effect \
      "st.global$L1.$T [%0], %1;"
  }
}

# ld / st with memory-model semantics and an L1 eviction priority, as
# DeepGEMM / DeepEP write their flag polls and remote stores
# (ld.relaxed.gpu.global.L1::no_allocate, st.relaxed.sys.global.L1::no_allocate;
# ptxas 13 also takes DeepGEMM's order st.L1::no_allocate.relaxed.sys.global,
# the same instruction): the scope's gate (has_atom_scope; .cluster:
# has_fence_cluster, "Feature '.cluster scope' requires .target sm_90 or
# higher") and PTX 7.4 for the priority.
foreach SC,SR in cta,has_atom_scope cluster,has_fence_cluster gpu,has_atom_scope sys,has_atom_scope {
  foreach L1,L1N in .L1::no_allocate,.L1.no.allocate .L1::evict_first,.L1.evict.first .L1::evict_last,.L1.evict.last {
    foreach T,TN,TY in b32,i32,i32 b64,i64,i64 {
      foreach SEM in relaxed acquire {
        form ld.$SEM.$SC.global$L1.$T family=cache intr=llvm.nvvm.ld.$SEM.$SC.global$L1N.$TN sig=$TY(ptr1) req=$SR \
          ptx=74 flags=side_effect "ld.$SEM.$SC.global$L1.$T %0, [%1];"
      }
      foreach SEM in relaxed release {
        form st.$SEM.$SC.global$L1.$T family=cache intr=llvm.nvvm.st.$SEM.$SC.global$L1N.$TN sig=void(ptr1,$TY) req=$SR \
          ptx=74 flags=side_effect "st.$SEM.$SC.global$L1.$T [%0], %1;"
      }
    }
  }
}
