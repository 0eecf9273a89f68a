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
field mbarrier tl key tl
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

# expect_tx / complete_tx: (ptr3 | ptr7, i32 tx_count)
foreach SC,SP,PT in cta,cta,ptr3 cluster,cta,ptr3 cta,cluster,ptr7 cluster,cluster,ptr7 {
  foreach OP,PO in expect.tx,expect_tx complete.tx,complete_tx {
    form mbarrier.$PO.relaxed.$SC.shared::$SP.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP.scope.$SC.space.$SP \
      sig=void($PT,i32) req=has_tma flags=side_effect "mbarrier.$PO.relaxed.$SC.shared::$SP.b64 [%0], %1;"
  }
}
# arrive forms with .sem/.scope/.space: -> i64 state for space.cta, void for space.cluster
# the count of .arrive / .arrive_drop: 1 or more (ptxas: "value '0' expected to
# be a non-zero positive"); a transaction count (.expect_tx): any
foreach OP,PO,CNT in arrive,arrive,i32[1..2147483647] arrive.expect.tx,arrive.expect_tx,i32 \
    arrive.drop,arrive_drop,i32[1..2147483647] arrive.drop.expect.tx,arrive_drop.expect_tx,i32 {
  foreach REL,SEM,V in _,release,0 .relaxed,relaxed,86 {
    form mbarrier.$PO.$SEM.cta.shared::cta.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP$REL.scope.cta.space.cta \
      sig=i64(ptr3,$CNT) req=has_tma ptx=$V flags=side_effect "mbarrier.$PO.$SEM.cta.shared::cta.b64 %0, [%1], %2;"
    form mbarrier.$PO.$SEM.cluster.shared::cta.b64 family=mbarrier intr=llvm.nvvm.mbarrier.$OP$REL.scope.cluster.space.cta \
      sig=i64(ptr3,$CNT) req=has_tma ptx=$V flags=side_effect "mbarrier.$PO.$SEM.cluster.shared::cta.b64 %0, [%1], %2;"
    foreach SC in cta cluster {
      form mbarrier.$PO.$SEM.$SC.shared::cluster.b64 family=mbarrier \
        intr=llvm.nvvm.mbarrier.$OP$REL.scope.$SC.space.cluster sig=void(ptr7,$CNT) req=has_tma ptx=$V \
        flags=side_effect "mbarrier.$PO.$SEM.$SC.shared::cluster.b64 _, [%0], %1;"
    }
  }
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
        form mbarrier.$PW$PPAR.$SEM.$SC.shared::cta.b64 family=mbarrier role=$PR \
          intr=llvm.nvvm.mbarrier.$W$PAR$REL.scope.$SC.space.cta sig=i1(ptr3,$ST) req=$REQ ptx=$V flags=side_effect \
          "mbarrier.$PW$PPAR.$SEM.$SC.shared::cta.b64 %0, [%1], %2;"
      }
    }
  }
}
# try.wait with a suspend-time hint (.tl)
foreach PAR,PPAR,ST,PR in _,_,i64,_ .parity,.parity,i32[0..1],mbarrier_parity {
  foreach REL,SEM,V in _,acquire,0 .relaxed,relaxed,86 {
    foreach SC,REQ in cta,has_tma cluster,has_tma {
      form mbarrier.try_wait$PPAR.$SEM.$SC.shared::cta.b64.tl family=mbarrier role=$PR \
        intr=llvm.nvvm.mbarrier.try.wait$PAR.tl$REL.scope.$SC.space.cta sig=i1(ptr3,$ST,i32) req=$REQ ptx=$V \
        flags=side_effect "mbarrier.try_wait$PPAR.$SEM.$SC.shared::cta.b64 %0, [%1], %2, %3;"
    }
  }
}
