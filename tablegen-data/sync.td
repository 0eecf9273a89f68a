# Special registers, barriers, warp collectives (docs/intrinsics.md "Ordinary IR").
# Cluster registers need has_clusters (ptxas: "%clusterid requires sm_90").

family barrier
family misc
family sreg
family warp

# .w is always 0 (1 for the counts): PTX keeps the 4-vector registers
foreach R in tid ntid ctaid nctaid {
  foreach D in x y z w {
    form mov.u32.$R.$D family=sreg intr=llvm.nvvm.read.ptx.sreg.$R.$D sig=i32() flags=nomem "mov.u32 %0, %$R.$D;"
  }
}
foreach R,N in laneid,laneid warpid,warpid nwarpid,nwarpid smid,smid nsmid,nsmid gridid,gridid \
               lanemask.eq,lanemask_eq lanemask.le,lanemask_le lanemask.lt,lanemask_lt \
               lanemask.ge,lanemask_ge lanemask.gt,lanemask_gt clock,clock {
  form mov.u32.$N family=sreg intr=llvm.nvvm.read.ptx.sreg.$R sig=i32() flags=side_effect "mov.u32 %0, %$N;"
}
# performance monitor counters (read each time, as %clock) and the
# driver-set environment registers (constant during a launch), as llc-19 moves them
foreach N in 0 1 2 3 {
  form mov.u32.pm$N family=sreg intr=llvm.nvvm.read.ptx.sreg.pm$N sig=i32() flags=side_effect "mov.u32 %0, %pm$N;"
}
foreach N in 0..31 {
  form mov.b32.envreg$N family=sreg intr=llvm.nvvm.read.ptx.sreg.envreg$N sig=i32() flags=nomem "mov.b32 %0, %envreg$N;"
}
form mov.u32.WARP_SZ family=sreg intr=llvm.nvvm.read.ptx.sreg.warpsize sig=i32() flags=nomem "mov.u32 %0, WARP_SZ;"
form mov.u64.clock64 family=sreg intr=llvm.nvvm.read.ptx.sreg.clock64 sig=i64() flags=side_effect "mov.u64 %0, %clock64;"
form mov.u64.globaltimer family=sreg intr=llvm.nvvm.read.ptx.sreg.globaltimer sig=i64() flags=side_effect "mov.u64 %0, %globaltimer;"
form mov.u32.dynamic_smem_size family=sreg intr=llvm.nvvm.read.ptx.sreg.dynamic_smem_size sig=i32() flags=nomem ptx=41 "mov.u32 %0, %dynamic_smem_size;"
form mov.u32.total_smem_size family=sreg intr=llvm.nvvm.read.ptx.sreg.total_smem_size sig=i32() flags=nomem ptx=41 "mov.u32 %0, %total_smem_size;"

# cluster special registers (sm_90, PTX 7.8)
foreach R,N in clusterid,clusterid nclusterid,nclusterid cluster.ctaid,cluster_ctaid cluster.nctaid,cluster_nctaid {
  foreach D in x y z w {
    form mov.u32.$N.$D family=cluster intr=llvm.nvvm.read.ptx.sreg.$R.$D sig=i32() flags=nomem req=has_clusters \
      reason="ptxas: %$N requires sm_90 and PTX ISA 7.8" "mov.u32 %0, %$N.$D;"
  }
}
form mov.u32.cluster_ctarank family=cluster intr=llvm.nvvm.read.ptx.sreg.cluster.ctarank sig=i32() flags=nomem req=has_clusters "mov.u32 %0, %cluster_ctarank;"
form mov.u32.cluster_nctarank family=cluster intr=llvm.nvvm.read.ptx.sreg.cluster.nctarank sig=i32() flags=nomem req=has_clusters "mov.u32 %0, %cluster_nctarank;"
form mov.pred.is_explicit_cluster family=cluster intr=llvm.nvvm.read.ptx.sreg.is.explicit.cluster sig=i1() flags=nomem req=has_clusters "mov.pred %0, %is_explicit_cluster;"
# LLVM 19's own name for it (IntrinsicsNVVM.td: int_nvvm_is_explicit_cluster)
form mov.pred.is_explicit_cluster.nvvm family=cluster intr=llvm.nvvm.is_explicit_cluster sig=i1() flags=nomem req=has_clusters "mov.pred %0, %is_explicit_cluster;"

# barriers. A constant barrier id is an immediate: 0..15 (ptxas: "Barrier
# number '16' out of range, expected to be in range [0..15]"); a thread count
# a multiple of 32 ("Number of threads participating in barrier must be in
# multiple of warp size"), not 0 on bar.arrive ("Instruction 'bar.arrive'
# requires a non-zero thread count argument"). verify/verify.c checks them.
form bar.sync.0 family=barrier intr=llvm.nvvm.barrier0 sig=void() flags=convergent,side_effect "bar.sync 0;"
form bar.sync family=barrier intr=llvm.nvvm.bar.sync sig=void(i32[0..15]) flags=convergent,side_effect "bar.sync %0;"
form barrier.sync family=barrier intr=llvm.nvvm.barrier.sync sig=void(i32[0..15]) flags=convergent,side_effect "barrier.sync %0;"
form barrier.sync.cnt family=barrier intr=llvm.nvvm.barrier.sync.cnt sig=void(i32[0..15],i32[x32]) flags=convergent,side_effect "barrier.sync %0, %1;"
form barrier.sync.aligned family=barrier intr=llvm.nvvm.barrier sig=void(i32[0..15]) flags=convergent,side_effect "barrier.sync.aligned %0;"
form barrier.sync.aligned.cnt family=barrier intr=llvm.nvvm.barrier.n sig=void(i32[0..15]) flags=convergent,side_effect "bar.sync %0;"
# LLVM 19's llvm.nvvm.barrier takes the id and a thread count (llc-19: bar.sync a, b)
form bar.sync.cnt family=barrier intr=llvm.nvvm.barrier sig=void(i32[0..15],i32[x32]) flags=convergent,side_effect "bar.sync %0, %1;"
form bar.arrive family=barrier intr=llvm.nvvm.barrier.arrive sig=void(i32[0..15],i32[nz,x32]) flags=convergent,side_effect "bar.arrive %0, %1;"
# the non-aligned arrive (CUTLASS barrier.h): upstream's llvm.nvvm.barrier.cta.arrive.count;
# ptxas checks it as bar.arrive (sm_75 / PTX 6.3 and later here)
form barrier.arrive family=barrier intr=llvm.nvvm.barrier.cta.arrive.count sig=void(i32[0..15],i32[nz,x32]) flags=convergent,side_effect "barrier.arrive %0, %1;"
form bar.red.popc.u32 family=barrier intr=llvm.nvvm.barrier0.popc sig=i32(i32) flags=convergent,side_effect \
  "{\n.reg .pred %pt;\nsetp.ne.u32 %pt, %1, 0;\nbar.red.popc.u32 %0, 0, %pt;\n}"
form bar.red.and.pred family=barrier intr=llvm.nvvm.barrier0.and sig=i32(i32) flags=convergent,side_effect \
  "{\n.reg .pred %pt;\nsetp.ne.u32 %pt, %1, 0;\nbar.red.and.pred %pt, 0, %pt;\nselp.u32 %0, 1, 0, %pt;\n}"
form bar.red.or.pred family=barrier intr=llvm.nvvm.barrier0.or sig=i32(i32) flags=convergent,side_effect \
  "{\n.reg .pred %pt;\nsetp.ne.u32 %pt, %1, 0;\nbar.red.or.pred %pt, 0, %pt;\nselp.u32 %0, 1, 0, %pt;\n}"
form bar.warp.sync family=barrier intr=llvm.nvvm.bar.warp.sync sig=void(i32) flags=convergent,side_effect "bar.warp.sync %0;"

# shuffles: shfl.sync.mode.b32 d, a, b, c, membermask
foreach M in idx up down bfly {
  form shfl.sync.$M.b32 family=warp intr=llvm.nvvm.shfl.sync.$M.i32 sig=i32(i32,i32,i32,i32) flags=convergent "shfl.sync.$M.b32 %0, %2, %3, %4, %1;"
  form shfl.sync.$M.b32.f32 family=warp intr=llvm.nvvm.shfl.sync.$M.f32 sig=f32(i32,f32,i32,i32) flags=convergent "shfl.sync.$M.b32 %0, %2, %3, %4, %1;"
  form shfl.sync.$M.b32.p family=warp intr=llvm.nvvm.shfl.sync.$M.i32p sig=i32|p(i32,i32,i32,i32) flags=convergent "shfl.sync.$M.b32 %0|%1, %3, %4, %5, %2;"
  form shfl.sync.$M.b32.f32p family=warp intr=llvm.nvvm.shfl.sync.$M.f32p sig=f32|p(i32,f32,i32,i32) flags=convergent "shfl.sync.$M.b32 %0|%1, %3, %4, %5, %2;"
}
# The warp collectives without .sync (llvm.nvvm.shfl.MODE.T[p], llvm.nvvm.vote.OP),
# as llc-19 prints them. Every target ptxsel knows is sm_70 or later, where
# ptxas rejects them from PTX ISA 6.4 ("not supported on .target sm_70 and
# higher from PTX ISA version 6.4"): ptxmax=63. Below that ptxas accepts them
# and warns that the results are unpredictable; verify/verify.c gives that
# warning for role=legacy_warp (-Wlegacy-warp).
role legacy_warp
foreach M in idx up down bfly {
  form shfl.$M.b32 family=warp role=legacy_warp intr=llvm.nvvm.shfl.$M.i32 sig=i32(i32,i32,i32) flags=convergent ptxmax=63 \
    reason="ptxas rejects shfl without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.shfl.sync.$M.i32" "shfl.$M.b32 %0, %1, %2, %3;"
  form shfl.$M.b32.f32 family=warp role=legacy_warp intr=llvm.nvvm.shfl.$M.f32 sig=f32(f32,i32,i32) flags=convergent ptxmax=63 \
    reason="ptxas rejects shfl without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.shfl.sync.$M.f32" "shfl.$M.b32 %0, %1, %2, %3;"
  form shfl.$M.b32.p family=warp role=legacy_warp intr=llvm.nvvm.shfl.$M.i32p sig=i32|p(i32,i32,i32) flags=convergent ptxmax=63 \
    reason="ptxas rejects shfl without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.shfl.sync.$M.i32p" "shfl.$M.b32 %0|%1, %2, %3, %4;"
  form shfl.$M.b32.f32p family=warp role=legacy_warp intr=llvm.nvvm.shfl.$M.f32p sig=f32|p(f32,i32,i32) flags=convergent ptxmax=63 \
    reason="ptxas rejects shfl without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.shfl.sync.$M.f32p" "shfl.$M.b32 %0|%1, %2, %3, %4;"
}
foreach M in all any uni {
  form vote.$M.pred family=warp role=legacy_warp intr=llvm.nvvm.vote.$M sig=i1(i1) flags=convergent ptxmax=63 \
    reason="ptxas rejects vote without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.vote.$M.sync" "vote.$M.pred %0, %1;"
}
form vote.ballot.b32 family=warp role=legacy_warp intr=llvm.nvvm.vote.ballot sig=i32(i1) flags=convergent ptxmax=63 \
  reason="ptxas rejects vote without .sync on sm_70 and later from PTX ISA 6.4; use llvm.nvvm.vote.ballot.sync" "vote.ballot.b32 %0, %1;"
# votes
foreach M in all any uni {
  form vote.sync.$M.pred family=warp intr=llvm.nvvm.vote.$M.sync sig=i1(i32,i1) flags=convergent "vote.sync.$M.pred %0, %2, %1;"
}
form vote.sync.ballot.b32 family=warp intr=llvm.nvvm.vote.ballot.sync sig=i32(i32,i1) flags=convergent "vote.sync.ballot.b32 %0, %2, %1;"
form activemask.b32 family=warp intr=llvm.nvvm.activemask sig=i32() flags=convergent,side_effect ptx=62 "activemask.b32 %0;"
form match.any.sync.b32 family=warp intr=llvm.nvvm.match.any.sync.i32 sig=i32(i32,i32) flags=convergent "match.any.sync.b32 %0, %2, %1;"
form match.any.sync.b64 family=warp intr=llvm.nvvm.match.any.sync.i64 sig=i32(i32,i64) flags=convergent "match.any.sync.b64 %0, %2, %1;"
# match.all: the mask, and whether every thread of the mask had the value
form match.all.sync.b32 family=warp intr=llvm.nvvm.match.all.sync.i32p sig=i32|p(i32,i32) flags=convergent "match.all.sync.b32 %0|%1, %3, %2;"
form match.all.sync.b64 family=warp intr=llvm.nvvm.match.all.sync.i64p sig=i32|p(i32,i64) flags=convergent "match.all.sync.b64 %0|%1, %3, %2;"
# redux.sync (sm_80): redux.sync.op.type d, a, membermask
# (umin/umax are the .u32 forms of PTX's min/max: "redux.sync.umax" does not exist)
foreach OP,PO,T in add,add,s32 min,min,s32 max,max,s32 umin,min,u32 umax,max,u32 and,and,b32 or,or,b32 xor,xor,b32 {
  form redux.sync.$OP family=warp intr=llvm.nvvm.redux.sync.$OP sig=i32(i32,i32) flags=convergent req=has_redux_sync \
    reason="ptxas: redux.sync requires sm_80" "redux.sync.$PO.$T %0, %1, %2;"
}
# redux.sync .f32 min / max (upstream's llvm.nvvm.redux.sync.f{min,max}[.abs][.NaN],
# LLVM 23 redux-sync-f32.ll): has_redux_f32, the a / f targets of sm_100f
# (sm_100a/f, sm_103a/f) from PTX 8.6. ptxas 13: "Instruction 'redux.f32'
# not supported on .target 'sm_100'" (every base target, and sm_110a/f,
# sm_120a/f, sm_121a); sm_100a at 8.5: "Feature 'redux.f32' requires PTX
# ISA .version 8.6 or later".
foreach OP,PO in fmin,min fmax,max {
  foreach A,AN in _,_ .abs,.abs {
    foreach N in _ .NaN {
      form redux.sync.$PO$A$N.f32 family=warp intr=llvm.nvvm.redux.sync.$OP$AN$N sig=f32(f32,i32) flags=convergent \
        req=has_redux_f32 ptx=86 "redux.sync.$PO$A$N.f32 %0, %1, %2;"
    }
  }
}
form griddepcontrol.wait family=misc intr=llvm.nvvm.griddepcontrol.wait sig=void() flags=side_effect req=has_griddepcontrol "griddepcontrol.wait;"
form griddepcontrol.launch_dependents family=misc intr=llvm.nvvm.griddepcontrol.launch.dependents sig=void() flags=side_effect req=has_griddepcontrol "griddepcontrol.launch_dependents;"
form nanosleep.u32 family=misc intr=llvm.nvvm.nanosleep sig=void(i32) flags=side_effect "nanosleep.u32 %0;"

# ---- spell (issue 13): the fences with .sync_restrict of upstream's
# IntrinsicsNVVM.td, printed as its llc prints them. ptxas 13 takes exactly
# these four (acquire with ::shared::cluster, release with ::shared::cta, both
# at .cluster scope: ".sync_restrict::shared::cluster modifier required for
# instruction 'fence.proxy'", ".cluster modifier required ...") from sm_90
# and PTX 8.6 ("Feature '.sync_restrict' requires PTX ISA .version 8.6 or
# later", "... requires .target sm_90 or higher").
foreach SEM,SP in acquire,cluster release,cta {
  form fence.$SEM.sync_restrict::shared::$SP.cluster family=fence \
    intr=llvm.nvvm.fence.$SEM.sync_restrict.space.$SP.scope.cluster sig=void() req=has_clusters ptx=86 \
    flags=side_effect "fence.$SEM.sync_restrict::shared::$SP.cluster;"
  form fence.proxy.async::generic.$SEM.sync_restrict::shared::$SP.cluster family=fence \
    intr=llvm.nvvm.fence.proxy.async_generic.$SEM.sync_restrict.space.$SP.scope.cluster sig=void() req=has_clusters \
    ptx=86 flags=side_effect "fence.proxy.async::generic.$SEM.sync_restrict::shared::$SP.cluster;"
}
