# mbarrier (docs/intrinsics.md "mbarrier").
# Basic forms: has_mbarrier (sm_80, PTX 7.0). Transaction counts, .sem/.scope/.space forms and try_wait:
# has_tma (sm >= 90, PTX 8.0); .cluster scope / .shared::cluster space:
# has_clusters too (the word below says it); .relaxed: PTX 8.6 (ptxas: "Modifier '.relaxed' on
# 'mbarrier.arrive' requires PTX ISA .version 8.6 or later").
# verify/hopper.c checks constant parity operands (0 or 1) of the rows with
# role mbarrier_parity.

family mbarrier

# The control word of every mbarrier instruction: .cluster scope and the
# .shared::cluster space need has_clusters wherever they appear; what
# depends on the operation (.relaxed: PTX 8.6 on arrive, the has_tma forms)
# stays on the rows. 'tl' is the key suffix of the forms with a suspend-time
# hint operand (not printed).
word mbarrier family=mbarrier whole
field mbarrier op mbarrier.init mbarrier.inval mbarrier.arrive mbarrier.arrive_drop mbarrier.test_wait \
  mbarrier.try_wait mbarrier.pending_count mbarrier.expect_tx mbarrier.complete_tx
field mbarrier tx expect_tx
field mbarrier noComplete noComplete
field mbarrier parity parity
field mbarrier sem release acquire relaxed
field mbarrier scope cta cluster@has_clusters
field mbarrier space shared shared::cta shared::cluster@has_clusters
field mbarrier type b64
field mbarrier count key +count
field mbarrier tl key tl
field mbarrier scoped key +scoped
role mbarrier_parity  # the wait takes a phase parity (operand 2)

foreach S,P,Q in .shared,ptr3,.shared _,ptr,_ {
  form mbarrier.init$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.init$S sig=void($P,i32) req=has_mbarrier flags=side_effect \
    "mbarrier.init$Q.b64 [%0], %1;"
  form mbarrier.inval$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.inval$S sig=void($P) req=has_mbarrier flags=side_effect \
    "mbarrier.inval$Q.b64 [%0];"
  form mbarrier.arrive$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.arrive$S sig=i64($P) req=has_mbarrier flags=side_effect \
    "mbarrier.arrive$Q.b64 %0, [%1];"
  form mbarrier.arrive.noComplete$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.arrive.noComplete$S sig=i64($P,i32[1..2147483647]) req=has_mbarrier \
    flags=side_effect "mbarrier.arrive.noComplete$Q.b64 %0, [%1], %2;"
  form mbarrier.arrive_drop$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.arrive.drop$S sig=i64($P) req=has_mbarrier flags=side_effect \
    "mbarrier.arrive_drop$Q.b64 %0, [%1];"
  form mbarrier.arrive_drop.noComplete$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.arrive.drop.noComplete$S \
    sig=i64($P,i32[1..2147483647]) req=has_mbarrier flags=side_effect "mbarrier.arrive_drop.noComplete$Q.b64 %0, [%1], %2;"
  form mbarrier.test_wait$Q.b64 family=mbarrier intr=llvm.nvvm.mbarrier.test.wait$S sig=i1($P,i64) req=has_mbarrier flags=side_effect \
    "mbarrier.test_wait$Q.b64 %0, [%1], %2;"
}
form mbarrier.pending_count.b64 family=mbarrier intr=llvm.nvvm.mbarrier.pending.count sig=i32(i64) req=has_mbarrier flags=nomem \
  "mbarrier.pending_count.b64 %0, %1;"

# Spellings of the scoped forms below: upstream LLVM's (llc 23 prints
# .shared, never .shared::cta, and leaves out the default .release.cta of
# arrive / arrive_drop). ptxas 13 takes .shared and .shared::cta alike, and
# a spelled-out default .release.cta alike, on every target and PTX version
# (probed on sm_80, sm_89, sm_90, sm_90a, sm_100a at PTX 7.0 .. 9.0), with one
# exception: an arrive / arrive_drop with a count and no .sem is PTX 7.8
# (has_clusters), the one spelled .release.cta PTX 8.0 ("Feature
# 'mbarrier.arrive with count argument ...' requires .target sm_90"), so those
# are two forms. ptxsel-query maps .shared::cta and the spelled-out default to
# these rows (query/resolve.c, synonyms).
# expect_tx / complete_tx: (ptr3 | ptr7, i32 tx_count)
foreach SC,SP,IS,PT in cta,shared,cta,ptr3 cluster,shared,cta,ptr3 cta,shared::cluster,cluster,ptr7 cluster,shared::cluster,cluster,ptr7 {
  foreach OP,PO in expect.tx,expect_tx complete.tx,complete_tx {
    form mbarrier.$PO.relaxed.$SC.$SP.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.$SC.space.$IS \
      sig=void($PT,i32) req=has_tma flags=side_effect "mbarrier.$PO.relaxed.$SC.$SP.b64 [%0], %1;"
  }
}
# arrive forms with .sem/.scope/.space: -> i64 state for space.cta, void for space.cluster
# the count of .arrive / .arrive_drop: 1 or more (ptxas: "value '0' expected to
# be a non-zero positive"); a transaction count (.expect_tx): any.
# An arrive or arrive_drop with a count is its own form (key suffix +count):
# ptxas 13 takes the count only on sm_90 ("Feature 'mbarrier.arrive with
# count argument and without '.noComplete' modifier' requires .target sm_90
# or higher"), the form without it (a count of 1) on sm_80 / sm_89 from PTX
# 8.0 with .release and .cta (.relaxed: sm_90 and PTX 8.6; .cluster scope and
# .shared::cluster: sm_90). The spelling without +count names the form
# without the count; the intrinsic always passes one, and a constant 1 takes
# the form without it where the target lacks the counted one (the selector
# passes over a row the target lacks for a later one of the same intrinsic).
# The default semantics (.release.cta, no .relaxed) print no .sem / .scope
# (DS: the empty string; DC: the spelled-out .release.cta of the count form
# of .shared, a later row the selector never reaches, kept for queries).
foreach OP,PO,CNT,C,DRQ in arrive,arrive,i32[1..2147483647],+count,has_clusters \
    arrive.expect.tx,arrive.expect_tx,i32,_,has_tma \
    arrive.drop,arrive_drop,i32[1..2147483647],+count,has_clusters \
    arrive.drop.expect.tx,arrive_drop.expect_tx,i32,_,has_tma {
  form mbarrier.$PO.shared.b64$C family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.cta.space.cta \
    sig=i64(ptr3,$CNT) req=$DRQ flags=side_effect "mbarrier.$PO.shared.b64 %0, [%1], %2;"
  form mbarrier.$PO.shared::cluster.b64$C family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.cta.space.cluster \
    sig=void(ptr7,$CNT) req=has_tma flags=side_effect "mbarrier.$PO.shared::cluster.b64 _, [%0], %1;"
  foreach REL,SEM,SC,V in _,release,cluster,0 .relaxed,relaxed,cta,86 .relaxed,relaxed,cluster,86 {
    form mbarrier.$PO.$SEM.$SC.shared.b64$C family=mbarrier intr=llvm.nvvm.mbarrier.$OP$REL.scope.$SC.space.cta \
      sig=i64(ptr3,$CNT) req=has_tma ptx=$V flags=side_effect "mbarrier.$PO.$SEM.$SC.shared.b64 %0, [%1], %2;"
    form mbarrier.$PO.$SEM.$SC.shared::cluster.b64$C family=mbarrier \
      intr=llvm.nvvm.mbarrier.$OP$REL.scope.$SC.space.cluster sig=void(ptr7,$CNT) req=has_tma ptx=$V \
      flags=side_effect "mbarrier.$PO.$SEM.$SC.shared::cluster.b64 _, [%0], %1;"
  }
}
# the spelled-out default of the count forms (PTX 8.0): see above
foreach OP,PO in arrive,arrive arrive.drop,arrive_drop {
  form mbarrier.$PO.release.cta.shared.b64+count family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.cta.space.cta \
    sig=i64(ptr3,i32[1..2147483647]) req=has_tma flags=side_effect "mbarrier.$PO.release.cta.shared.b64 %0, [%1], %2;"
}
# the arrive / arrive_drop forms without a count (when=1:1: the intrinsic's
# count is 1). The default semantics on .shared keep .release.cta: the
# spelling without it is the legacy instruction (mbarrier.arrive.shared.b64,
# sm_80 / PTX 7.0, its own form above).
foreach OP,PO in arrive,arrive arrive.drop,arrive_drop {
  form mbarrier.$PO.release.cta.shared.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.cta.space.cta \
    when=1:1 sig=i64(ptr3,i32) req=has_mbarrier ptx=80 flags=side_effect "mbarrier.$PO.release.cta.shared.b64 %0, [%1];"
  form mbarrier.$PO.shared::cluster.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.cta.space.cluster \
    when=1:1 sig=void(ptr7,i32) req=has_tma flags=side_effect "mbarrier.$PO.shared::cluster.b64 _, [%0];"
  foreach REL,SEM,V,RQ,SC in _,release,80,has_mbarrier,cluster .relaxed,relaxed,86,has_tma,cta .relaxed,relaxed,86,has_tma,cluster {
    form mbarrier.$PO.$SEM.$SC.shared.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP$REL.scope.$SC.space.cta \
      when=1:1 sig=i64(ptr3,i32) req=$RQ ptx=$V flags=side_effect "mbarrier.$PO.$SEM.$SC.shared.b64 %0, [%1];"
    form mbarrier.$PO.$SEM.$SC.shared::cluster.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP$REL.scope.$SC.space.cluster \
      when=1:1 sig=void(ptr7,i32) req=has_tma ptx=$V flags=side_effect "mbarrier.$PO.$SEM.$SC.shared::cluster.b64 _, [%0];"
  }
}
# The waits of default semantics (.acquire, .cta scope) in their legacy
# spellings, as upstream prints them: these rows come first, the selector
# takes them wherever the target has them (everywhere the .acquire.cta
# spelling below is legal, and earlier); key suffix +scoped: the scoped
# intrinsic, spelled without .sem/.scope. ptxas 13: test_wait.shared sm_80 /
# PTX 7.0, test_wait.parity PTX 7.1 ("Feature 'mbarrier.test_wait.parity'
# requires PTX ISA .version 7.1 or later"); try_wait sm_90 / PTX 7.8
# ("Feature 'mbarrier.try_wait' requires PTX ISA .version 7.8 or later",
# "... requires .target sm_90 or higher"), with and without the suspend-time
# hint: has_clusters is exactly sm_90+ / PTX 7.8. The .acquire.cta spellings
# (PTX 8.0) stay as forms of their own for queries.
form mbarrier.test_wait.shared.b64+scoped family=mbarrier intr=llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta \
  sig=i1(ptr3,i64) req=has_mbarrier flags=side_effect "mbarrier.test_wait.shared.b64 %0, [%1], %2;"
form mbarrier.test_wait.parity.shared.b64+scoped family=mbarrier role=mbarrier_parity \
  intr=llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta sig=i1(ptr3,i32[0..1]) req=has_mbarrier ptx=71 \
  flags=side_effect "mbarrier.test_wait.parity.shared.b64 %0, [%1], %2;"
foreach PAR,PPAR,ST,PR in _,_,i64,_ .parity,.parity,i32[0..1],mbarrier_parity {
  form mbarrier.try_wait$PPAR.shared.b64+scoped family=mbarrier role=$PR intr=llvm.nvvm.mbarrier.try.wait$PAR.scope.cta.space.cta \
    sig=i1(ptr3,$ST) req=has_clusters flags=side_effect "mbarrier.try_wait$PPAR.shared.b64 %0, [%1], %2;"
  form mbarrier.try_wait$PPAR.shared.b64.tl+scoped family=mbarrier role=$PR \
    intr=llvm.nvvm.mbarrier.try.wait$PAR.tl.scope.cta.space.cta sig=i1(ptr3,$ST,i32) req=has_clusters flags=side_effect \
    "mbarrier.try_wait$PPAR.shared.b64 %0, [%1], %2, %3;"
}
# test.wait / try.wait [.parity][.tl][.relaxed].scope.{cta,cluster}.space.cta -> i1
# test_wait .acquire.cta: sm_80 at PTX 8.0 (ptxas 13 accepts it on sm_80 and
# sm_89 from PTX 8.0); try_wait, .relaxed ("Modifier '.relaxed' on
# 'mbarrier.test_wait.parity' requires .target sm_90 or higher") and .cluster
# scope need sm_90.
foreach W,PW,CTAREQ,PA in test.wait,test_wait,has_mbarrier,80 try.wait,try_wait,has_tma,0 {
  foreach PAR,PPAR,ST,PR in _,_,i64,_ .parity,.parity,i32[0..1],mbarrier_parity {
    foreach REL,SEM,V,RQ in _,acquire,$PA,$CTAREQ .relaxed,relaxed,86,has_tma {
      foreach SC,REQ in cta,$RQ cluster,has_tma {
        form mbarrier.$PW$PPAR.$SEM.$SC.shared.b64 family=mbarrier role=$PR \
          intr=llvm.nvvm.mbarrier.$W$PAR$REL.scope.$SC.space.cta sig=i1(ptr3,$ST) req=$REQ ptx=$V flags=side_effect \
          "mbarrier.$PW$PPAR.$SEM.$SC.shared.b64 %0, [%1], %2;"
      }
    }
  }
}
# try.wait with a suspend-time hint (.tl)
foreach PAR,PPAR,ST,PR in _,_,i64,_ .parity,.parity,i32[0..1],mbarrier_parity {
  foreach REL,SEM,V in _,acquire,0 .relaxed,relaxed,86 {
    foreach SC,REQ in cta,has_tma cluster,has_tma {
      form mbarrier.try_wait$PPAR.$SEM.$SC.shared.b64.tl family=mbarrier role=$PR \
        intr=llvm.nvvm.mbarrier.try.wait$PAR.tl$REL.scope.$SC.space.cta sig=i1(ptr3,$ST,i32) req=$REQ ptx=$V \
        flags=side_effect "mbarrier.try_wait$PPAR.$SEM.$SC.shared.b64 %0, [%1], %2, %3;"
    }
  }
}
