# Cluster-asynchronous stores and reductions, multimem, in-kernel tensormap
# updates and cluster launch control (docs/intrinsics.md "clasync:
# asynchronous cluster stores, multimem, tensormap.replace, cluster launch
# control"). Every gate and minimum below is what ptxas 13.0 said when probed
# on each target at each PTX version (the quoted lines are its messages).
#
# Names: upstream LLVM's where IntrinsicsNVVM.td has the intrinsic
# (tensormap.replace.*, clusterlaunchcontrol.*), ours in upstream's style
# otherwise (st.async, red.async, multimem, tensormap.cp_fenceproxy,
# query_cancel.get_first_ctaid.v4). fence.proxy.tensormap::generic is in
# cluster.td.

family asyncstore
family multimem
family tensormap
family clc

# ---------------------------------------------------------------- st.async
# st.async[.weak].shared::cluster.mbarrier::complete_tx::bytes{.v2,.v4}.T
#   [addr], value, [remote_mbar]
# has_async_store: sm_90 and later, PTX 8.1 ("Feature 'st.async' requires PTX
# ISA .version 8.1 or later", "requires .target sm_90 or higher"). Types
# (ptxas): .b32 .b64 .u32 .u64 .s32 .s64 .f32 .f64, .v2 of each, .v4 of the
# 32-bit ones ("Vector type too large, exceeds 128 bit limit"); .b8/.b16:
# "Arguments mismatch"; .f16/.bf16/.b128: "Unexpected instruction types".
# Both addresses are .shared::cluster addresses (ptr addrspace(7)): mapa of a
# .shared::cta variable. Values may be immediates (ptxas takes "5").
# The .b32 / .b64 rows without .weak are upstream's llvm.nvvm.st.async.i32 /
# .i64 (the intrinsic is overloaded on the integer value type, and llc prints
# .b32 / .b64); every other type and .weak keep our names.
foreach W,WN,T,S,N in _,_,b32,i32,i32 _,_,b64,i64,i64 .weak,.weak,b32,i32,b32 .weak,.weak,b64,i64,b64 {
  form st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$T family=asyncstore \
    intr=llvm.nvvm.st.async$WN.$N sig=void(ptr7,$S,ptr7) req=has_async_store ptx=81 flags=side_effect \
    "st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$T [%0], %1, [%2];"
}
foreach W,WN in _,_ .weak,.weak {
  foreach T,S in u32,i32 s32,i32 f32,f32 u64,i64 s64,i64 f64,f64 {
    form st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$T family=asyncstore \
      intr=llvm.nvvm.st.async$WN.$T sig=void(ptr7,$S,ptr7) req=has_async_store ptx=81 flags=side_effect \
      "st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$T [%0], %1, [%2];"
  }
  foreach V,T,S in v2,b32,v2i32 v2,u32,v2i32 v2,s32,v2i32 v2,f32,v2f32 v2,b64,v2i64 v2,u64,v2i64 v2,s64,v2i64 \
      v2,f64,v2f64 v4,b32,v4i32 v4,u32,v4i32 v4,s32,v4i32 v4,f32,v4f32 {
    form st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$V.$T family=asyncstore \
      intr=llvm.nvvm.st.async$WN.$V.$T sig=void(ptr7,$S,ptr7) req=has_async_store ptx=81 flags=side_effect \
      "st.async$W.shared::cluster.mbarrier::complete_tx::bytes.$V.$T [%0], %1, [%2];"
  }
}

# Upstream LLVM's st.async intrinsics (IntrinsicsNVVM.td of LLVM 23; its
# tests st_async_mbarrier.ll, st_async_release.ll): llvm.nvvm.st.async.i32 /
# .i64 are the .b32 / .b64 rows above;
# llvm.nvvm.st.async.{sys,gpu}.iN (ptr1, value, i1 immarg isMultimem) and
# llvm.nvvm.st.async.mmio.sys.iN (ptr1, value) the .release .global forms
# below. Our .bN/.uN/.sN/.fN/.vN names stay for what upstream has no
# intrinsic of (docs/intrinsics.md "clasync").
# st.async{.mmio}.release.{sys,gpu}.global.T [addr], value (no mbarrier):
# has_async_store_global: sm_100 and every later target at PTX 8.7 (ptxas 13:
# sm_90a "Feature 'st.async/red.async with .global state space' requires
# .target sm_100 or higher"; sm_100 at 8.6 "... requires PTX ISA .version 8.7
# or later", ".mmio modifier' requires PTX ISA .version 8.7"). Scopes: .sys,
# .gpu (".cta": "Illegal modifier '.cta' for instruction 'st.async' with
# '.release'"); .mmio: .sys only (upstream's intrinsics). Types .b8 .b16 .b32
# .b64 (no vectors: "Vector qualifier is not allowed"). A .b8 value must be a
# .b8 register ("Arguments mismatch" for a .b16 one): as llc, it is moved
# into one first. isMultimem=1 (multimem.st.async, PTX 9.3) is not taken.
foreach SC in sys gpu {
  form st.async.release.$SC.global.b8 family=asyncstore intr=llvm.nvvm.st.async.$SC.i8 \
    sig=void(ptr1,i8,imm:i1) when=2:0 req=has_async_store_global ptx=87 flags=side_effect \
    "{\n.reg .b8 %st_async_val;\ncvt.u8.u16 %st_async_val, %1;\nst.async.release.$SC.global.b8 [%0], %st_async_val;\n}"
  foreach T,S in b16,i16 b32,i32 b64,i64 {
    form st.async.release.$SC.global.$T family=asyncstore intr=llvm.nvvm.st.async.$SC.$S \
      sig=void(ptr1,$S,imm:i1) when=2:0 req=has_async_store_global ptx=87 flags=side_effect \
      "st.async.release.$SC.global.$T [%0], %1;"
  }
}
form st.async.mmio.release.sys.global.b8 family=asyncstore intr=llvm.nvvm.st.async.mmio.sys.i8 \
  sig=void(ptr1,i8) req=has_async_store_global ptx=87 flags=side_effect \
  "{\n.reg .b8 %st_async_val;\ncvt.u8.u16 %st_async_val, %1;\nst.async.mmio.release.sys.global.b8 [%0], %st_async_val;\n}"
foreach T,S in b16,i16 b32,i32 b64,i64 {
  form st.async.mmio.release.sys.global.$T family=asyncstore intr=llvm.nvvm.st.async.mmio.sys.$S \
    sig=void(ptr1,$S) req=has_async_store_global ptx=87 flags=side_effect \
    "st.async.mmio.release.sys.global.$T [%0], %1;"
}

# ---------------------------------------------------------------- red.async
# red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.OP.T
#   [addr], value, [remote_mbar]
# The .relaxed.cluster is required ("order modifier required for instruction
# 'red.async'"). What ptxas takes: add .u32 .s32 .u64 .s64; min / max .u32
# .s32; inc / dec .u32; and / or / xor .b32 (every other op/type pair:
# "Unexpected instruction types specified for 'red.async'").
foreach OP,T,S in add,u32,i32 add,s32,i32 add,u64,i64 add,s64,i64 min,u32,i32 min,s32,i32 max,u32,i32 max,s32,i32 \
    inc,u32,i32 dec,u32,i32 and,b32,i32 or,b32,i32 xor,b32,i32 {
  form red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.$OP.$T family=asyncstore \
    intr=llvm.nvvm.red.async.relaxed.cluster.$OP.$T sig=void(ptr7,$S,ptr7) req=has_async_store ptx=81 flags=side_effect \
    "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.$OP.$T [%0], %1, [%2];"
}

# ---------------------------------------------------------------- multimem
# multimem.ld_reduce / .st / .red on a multicast object's .global address
# (ptr addrspace(1)). has_multimem: sm_90 and later, PTX 8.1 ("Feature
# 'multimem.red' requires .target sm_90 or higher", "... requires PTX ISA
# .version 8.1 or later"). Memory order and scope: none (weak), or
# .relaxed / .acquire (ld_reduce), .relaxed / .release (st, red) with a
# scope ("Modifier '.relaxed' requires scope", "Illegal modifier '.release'
# for instruction 'multimem.ld_reduce'"). .acc::f32 on ld_reduce: PTX 8.2
# ("Modifier '.acc::f32' requires PTX ISA .version 8.2 or later").
# Value types: .f16x2 / .bf16x2 are i32 (<N x i32> for .v2/.v4), .f16 /
# .bf16 vectors <N x half> or <N x bfloat>. The op/type pairs are the ones
# ptxas 13 takes (probed one by one; e.g. ld_reduce.add.s64 and every
# scalar .f16 are refused, red has no min/max .f16x2 without a vector).
foreach SS,SN in _,_ .relaxed.cta,.relaxed.cta .relaxed.cluster,.relaxed.cluster .relaxed.gpu,.relaxed.gpu \
    .relaxed.sys,.relaxed.sys .acquire.cta,.acquire.cta .acquire.cluster,.acquire.cluster \
    .acquire.gpu,.acquire.gpu .acquire.sys,.acquire.sys {
  foreach OP,Q,QN,S,P in add,u32,u32,i32,81 add,s32,s32,i32,81 add,u64,u64,i64,81 add,f16x2,f16x2,i32,81 \
      add,bf16x2,bf16x2,i32,81 add,f32,f32,f32,81 add,f64,f64,f64,81 add,v2.f16,v2.f16,v2f16,81 add,v2.bf16,v2.bf16,v2f16,81 \
      add,v2.f16x2,v2.f16x2,v2i32,81 add,v2.bf16x2,v2.bf16x2,v2i32,81 add,v2.f32,v2.f32,v2f32,81 add,v4.f16,v4.f16,v4f16,81 \
      add,v4.bf16,v4.bf16,v4f16,81 add,v4.f16x2,v4.f16x2,v4i32,81 add,v4.bf16x2,v4.bf16x2,v4i32,81 add,v4.f32,v4.f32,v4f32,81 \
      add,v8.f16,v8.f16,v8f16,81 add,v8.bf16,v8.bf16,v8f16,81 \
      add,acc::f32.f16x2,acc_f32.f16x2,i32,82 add,acc::f32.bf16x2,acc_f32.bf16x2,i32,82 \
      add,acc::f32.v2.f16,acc_f32.v2.f16,v2f16,82 add,acc::f32.v2.bf16,acc_f32.v2.bf16,v2f16,82 \
      add,acc::f32.v2.f16x2,acc_f32.v2.f16x2,v2i32,82 add,acc::f32.v2.bf16x2,acc_f32.v2.bf16x2,v2i32,82 \
      add,acc::f32.v4.f16,acc_f32.v4.f16,v4f16,82 add,acc::f32.v4.bf16,acc_f32.v4.bf16,v4f16,82 \
      add,acc::f32.v4.f16x2,acc_f32.v4.f16x2,v4i32,82 add,acc::f32.v4.bf16x2,acc_f32.v4.bf16x2,v4i32,82 \
      add,acc::f32.v8.f16,acc_f32.v8.f16,v8f16,82 add,acc::f32.v8.bf16,acc_f32.v8.bf16,v8f16,82 \
      and,b32,b32,i32,81 and,b64,b64,i64,81 or,b32,b32,i32,81 or,b64,b64,i64,81 xor,b32,b32,i32,81 xor,b64,b64,i64,81 {
    form multimem.ld_reduce$SS.global.$OP.$Q family=multimem intr=llvm.nvvm.multimem.ld_reduce$SN.$OP.$QN \
      sig=$S(ptr1) req=has_multimem ptx=$P flags=side_effect "multimem.ld_reduce$SS.global.$OP.$Q %0, [%1];"
  }
  foreach OP in min max {
    foreach Q,S in u32,i32 s32,i32 u64,i64 s64,i64 f16x2,i32 bf16x2,i32 v2.f16,v2f16 v2.bf16,v2f16 v2.f16x2,v2i32 \
        v2.bf16x2,v2i32 v4.f16,v4f16 v4.bf16,v4f16 v4.f16x2,v4i32 v4.bf16x2,v4i32 v8.f16,v8f16 v8.bf16,v8f16 {
      form multimem.ld_reduce$SS.global.$OP.$Q family=multimem intr=llvm.nvvm.multimem.ld_reduce$SN.$OP.$Q \
        sig=$S(ptr1) req=has_multimem ptx=81 flags=side_effect "multimem.ld_reduce$SS.global.$OP.$Q %0, [%1];"
    }
  }
}
foreach SS,SN in _,_ .relaxed.cta,.relaxed.cta .relaxed.cluster,.relaxed.cluster .relaxed.gpu,.relaxed.gpu \
    .relaxed.sys,.relaxed.sys .release.cta,.release.cta .release.cluster,.release.cluster \
    .release.gpu,.release.gpu .release.sys,.release.sys {
  foreach Q,S in b32,i32 u32,i32 s32,i32 b64,i64 u64,i64 s64,i64 f16x2,reg:i32 bf16x2,i32 f32,f32 f64,f64 \
      v2.f16,v2f16 v2.bf16,v2f16 v2.f16x2,v2i32 v2.bf16x2,v2i32 v2.f32,v2f32 v4.f16,v4f16 v4.bf16,v4f16 \
      v4.f16x2,v4i32 v4.bf16x2,v4i32 v4.f32,v4f32 v8.f16,v8f16 v8.bf16,v8f16 {
    form multimem.st$SS.global.$Q family=multimem intr=llvm.nvvm.multimem.st$SN.$Q sig=void(ptr1,$S) req=has_multimem \
      ptx=81 flags=side_effect "multimem.st$SS.global.$Q [%0], %1;"
  }
  foreach OP,Q,QN,S in add,u32,u32,i32 add,s32,s32,i32 add,u64,u64,i64 add,f16x2,f16x2,reg:i32 add,bf16x2,bf16x2,reg:i32 \
      add,f32,f32,f32 add,f64,f64,f64 add,v2.f16,v2.f16,v2f16 add,v2.bf16,v2.bf16,v2f16 add,v2.f16x2,v2.f16x2,v2i32 \
      add,v2.bf16x2,v2.bf16x2,v2i32 add,v2.f32,v2.f32,v2f32 add,v4.f16,v4.f16,v4f16 add,v4.bf16,v4.bf16,v4f16 \
      add,v4.f16x2,v4.f16x2,v4i32 add,v4.bf16x2,v4.bf16x2,v4i32 add,v4.f32,v4.f32,v4f32 add,v8.f16,v8.f16,v8f16 \
      add,v8.bf16,v8.bf16,v8f16 \
      add,acc::f32.f16x2,acc_f32.f16x2,reg:i32 add,acc::f32.bf16x2,acc_f32.bf16x2,reg:i32 \
      add,acc::f32.v2.f16,acc_f32.v2.f16,v2f16 add,acc::f32.v2.bf16,acc_f32.v2.bf16,v2f16 \
      add,acc::f32.v2.f16x2,acc_f32.v2.f16x2,v2i32 add,acc::f32.v2.bf16x2,acc_f32.v2.bf16x2,v2i32 \
      add,acc::f32.v4.f16,acc_f32.v4.f16,v4f16 add,acc::f32.v4.bf16,acc_f32.v4.bf16,v4f16 \
      add,acc::f32.v4.f16x2,acc_f32.v4.f16x2,v4i32 add,acc::f32.v4.bf16x2,acc_f32.v4.bf16x2,v4i32 \
      add,acc::f32.v8.f16,acc_f32.v8.f16,v8f16 add,acc::f32.v8.bf16,acc_f32.v8.bf16,v8f16 \
      and,b32,b32,i32 and,b64,b64,i64 or,b32,b32,i32 or,b64,b64,i64 xor,b32,b32,i32 xor,b64,b64,i64 {
    form multimem.red$SS.global.$OP.$Q family=multimem intr=llvm.nvvm.multimem.red$SN.$OP.$QN sig=void(ptr1,$S) \
      req=has_multimem ptx=81 flags=side_effect "multimem.red$SS.global.$OP.$Q [%0], %1;"
  }
  foreach OP in min max {
    foreach Q,S in u32,i32 s32,i32 u64,i64 s64,i64 v2.f16,v2f16 v2.bf16,v2f16 v2.f16x2,v2i32 v2.bf16x2,v2i32 \
        v4.f16,v4f16 v4.bf16,v4f16 v4.f16x2,v4i32 v4.bf16x2,v4i32 v8.f16,v8f16 v8.bf16,v8f16 {
      form multimem.red$SS.global.$OP.$Q family=multimem intr=llvm.nvvm.multimem.red$SN.$OP.$Q sig=void(ptr1,$S) \
        req=has_multimem ptx=81 flags=side_effect "multimem.red$SS.global.$OP.$Q [%0], %1;"
    }
  }
}

# ---------------------------------------------------------------- tensormap.replace
# tensormap.replace.tile.FIELD.SPACE.b1024.{b32,b64} [tmap], [ordinal,] value
# upstream's llvm.nvvm.tensormap.replace.* (overloaded on the pointer: .p1
# global, .p3 shared::cta). has_tensormap_replace: sm_90a, sm_100f, sm_110f,
# sm_120f families, PTX 8.3 ("Instruction 'tensormap.replace' not supported
# on .target 'sm_90'", "requires PTX ISA .version 8.3 or later").
# The ordinal of box_dim / global_dim / global_stride / element_stride is an
# immediate 0..4 ("value '5' expected to be in range [0..4] when .box_dim
# modifier is used"); the enumerated fields' values are immediates: elemtype
# 0..15, interleave_layout 0..2, swizzle_mode 0..4, swizzle_atomicity 0..3,
# fill_mode 0..1. verify/clusterasync.c gates the values newer targets add:
# elemtype 13..15 (has_tensormap_sm100, PTX 8.7: "Instruction
# 'tensormap.replace.elemtype with input value >= 13' requires PTX ISA
# .version 8.7"), swizzle_mode 4 (has_tensormap_swizzle_mode4: sm_103a,
# PTX 8.8). swizzle_atomicity itself is an sm_100-era field
# (has_tensormap_sm100: "Instruction 'tensormap.replace.swizzle_atomicity'
# not supported on .target 'sm_90a'").
role tensormap_elemtype      # the value's own gates: 13..15 (verify/clusterasync.c)
role tensormap_swizzle_mode  # the value's own gate: 4 (verify/clusterasync.c)
foreach SP,PS,PT in global,p1,ptr1 shared::cta,p3,ptr3 {
  form tensormap.replace.tile.global_address.$SP.b1024.b64 family=tensormap \
    intr=llvm.nvvm.tensormap.replace.global.address.$PS sig=void($PT,i64) req=has_tensormap_replace ptx=83 \
    flags=side_effect "tensormap.replace.tile.global_address.$SP.b1024.b64 [%0], %1;"
  form tensormap.replace.tile.rank.$SP.b1024.b32 family=tensormap \
    intr=llvm.nvvm.tensormap.replace.rank.$PS sig=void($PT,i32) req=has_tensormap_replace ptx=83 \
    flags=side_effect "tensormap.replace.tile.rank.$SP.b1024.b32 [%0], %1;"
  foreach F,FN,T,S in box_dim,box.dim,b32,i32 global_dim,global.dim,b32,i32 global_stride,global.stride,b64,i64 \
      element_stride,element.stride,b32,i32 {
    form tensormap.replace.tile.$F.$SP.b1024.$T family=tensormap \
      intr=llvm.nvvm.tensormap.replace.$FN.$PS sig=void($PT,imm:i32[0..4],$S) req=has_tensormap_replace ptx=83 \
      flags=side_effect "tensormap.replace.tile.$F.$SP.b1024.$T [%0], %1, %2;"
  }
  foreach F,FN,D,REQ,P,R in elemtype,elemtype,0..15,has_tensormap_replace,83,tensormap_elemtype \
      interleave_layout,interleave.layout,0..2,has_tensormap_replace,83,_ \
      swizzle_mode,swizzle.mode,0..4,has_tensormap_replace,83,tensormap_swizzle_mode \
      swizzle_atomicity,swizzle.atomicity,0..3,has_tensormap_replace+has_tensormap_sm100,86,_ \
      fill_mode,fill.mode,0..1,has_tensormap_replace,83,_ {
    form tensormap.replace.tile.$F.$SP.b1024.b32 family=tensormap role=$R \
      intr=llvm.nvvm.tensormap.replace.$FN.$PS sig=void($PT,imm:i32[$D]) req=$REQ ptx=$P \
      flags=side_effect "tensormap.replace.tile.$F.$SP.b1024.b32 [%0], %1;"
  }
}
# tensormap.cp_fenceproxy: copy a 128-byte tensormap from .shared::cta to
# .global and fence the tensormap proxy in one. Every sm_90+ target, PTX 8.3
# ("Feature 'tensormap.cp_fenceproxy' requires PTX ISA .version 8.3",
# "not supported on .target 'sm_89'"); the size is 128 ("unexpected value
# '64', expected to be 128").
foreach SC in cta cluster gpu sys {
  form tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.$SC.sync.aligned family=tensormap \
    intr=llvm.nvvm.tensormap.cp_fenceproxy.global.shared.cta.tensormap_generic.release.$SC.sync.aligned \
    sig=void(ptr1,ptr3,imm:i32[128..128]=128) req=has_tma ptx=83 flags=convergent,side_effect \
    "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.$SC.sync.aligned [%0], [%1], %2;"
}

# ---------------------------------------------------------------- cluster launch control
# has_clc: every sm_100+ target (sm_100, sm_103, sm_110, sm_120, sm_121 and
# their a/f), PTX 8.6 ("Feature 'clusterlaunchcontrol.try_cancel.async'
# requires .target sm_100 or higher", "requires PTX ISA .version 8.6").
# .multicast::cluster::all: has_clc_multicast (a and f targets only:
# "Feature '.multicast::cluster::all' not supported on .target 'sm_120'").
# try_cancel writes a 16-byte response to .shared::cta; query_cancel reads it
# as an i128, which llc moves into a .b128 register first (as printed here).
form clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 family=clc \
  intr=llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared sig=void(ptr3,ptr3) req=has_clc ptx=86 \
  flags=side_effect "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%0], [%1];"
form clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 family=clc \
  intr=llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared sig=void(ptr3,ptr3) req=has_clc+has_clc_multicast \
  ptx=86 flags=side_effect \
  "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%0], [%1];"
form clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 family=clc \
  intr=llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled sig=i1(i128) req=has_clc ptx=86 flags=nomem \
  "{\n.reg .b128 %clc_handle;\nmov.b128 %clc_handle, %1;\nclusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %0, %clc_handle;\n}"
foreach D in x y z {
  form clusterlaunchcontrol.query_cancel.get_first_ctaid::$D.b32.b128 family=clc \
    intr=llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.$D sig=i32(i128) req=has_clc ptx=86 flags=nomem \
    "{\n.reg .b128 %clc_handle;\nmov.b128 %clc_handle, %1;\nclusterlaunchcontrol.query_cancel.get_first_ctaid::$D.b32.b128 %0, %clc_handle;\n}"
}
form clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 family=clc \
  intr=llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.v4 sig=v4i32(i128) req=has_clc ptx=86 flags=nomem \
  "{\n.reg .b128 %clc_handle;\nmov.b128 %clc_handle, %1;\nclusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 %0, %clc_handle;\n}"
