# Warp-level MMA (docs/intrinsics.md; issue 5): every llvm.nvvm.mma.* intrinsic of
# LLVM 19 (IntrinsicsNVVM.td: NVVM_MMA_OPS.all_mma_ops x NVVM_MMA_SUPPORTED x
# NVVM_MMA_B1OPS, 77 names) that ptxas accepts, every llvm.nvvm.ldmatrix.*
# (overloaded on the pointer: .p0 generic, .p3 .shared) and stmatrix under
# upstream LLVM 21's name (llvm.nvvm.stmatrix.sync.aligned.m8n8.x{1,2,4}
# [.trans].b16.p0 / .p3; not in LLVM 19). Key = PTX spelling; the spelling of
# mma and ldmatrix is llc-19's (tests/wmma/compare.py checks every row against
# it, instruction for instruction, and against ptxas).
#
# Not rows (verify/mma.c names the rule): llvm.nvvm.mma.m16n8k16.row.col.f16.f32
# and .f32.f16, which LLVM 19 defines and llc-19 prints, but ptxas 13 rejects
# (".dtype must be '.f16' when .ctype is '.f16' for 'mma' instruction with
# shape '.m16n8k16'"); ldmatrix on a .p1 pointer (PTX ldmatrix reads shared
# memory; llc-19 cannot select it either).
#
# Fragment registers (IntrinsicsNVVM.td WMMA_REGS): f16 fragments are
# <2 x half> pairs, one .b32 register each (sig h2 / sNh2); every other element
# is one register (reg:T: constants are moved into registers).
#   m8n8k4 f16: A,B 2 h2  C,D f16 4 h2 / f32 8       m8n8k4 f64: A,B 1  C,D 2
#   m16n8k8 f16: A 2 B 1 h2, C,D f16 2 h2 / f32 4    m16n8k16 f16: A 4 B 2 h2, C,D 2 h2 / 4
#   m16n8k4 tf32: A 2 B 1   m16n8k8 tf32: A 4 B 2    m16n8k8 bf16: A 2 B 1   m16n8k16 bf16: A 4 B 2
#   m8n8k16 s8/u8, m8n8k32 s4/u4, m8n8k128 b1: A 1 B 1 C,D 2
#   m16n8k16 s8/u8, m16n8k32 s4/u4, m16n8k128 b1: A 2 B 1 C,D 4
#   m16n8k32 s8/u8, m16n8k64 s4/u4, m16n8k256 b1: A 4 B 2 C,D 4
# Floors (targets/targets.c, ptxas 13): has_mma_volta (m8n8k4 f16: sm_70,
# PTX 6.4), has_mma_turing (m16n8k8 f16, m8n8k16, m8n8k32, m8n8k128 xor.popc:
# sm_75, 6.5; m8n8k128 PTX 7.0), has_mma_ampere (the rest: sm_80, 7.0), .and.popc PTX 7.1,
# has_ldmatrix (sm_75, 6.5), has_stmatrix (sm_90, 7.8). Only m8n8k4 f16 takes
# other layouts than row.col; .satfinite exists for the integer types only.

family mma

# The control words of the family (docs/encodings.md): the mma word (dense
# and sparse warp-level mma; verify/mma.c reads its shapes and types to
# diagnose names no row has) and the matrix word (ldmatrix / stmatrix). The
# diagnoser lists the shapes in the shape field's order.
word mma family=mma whole
field mma op mma.sync mma.sp mma.sp::ordered_metadata
field mma sync sync
field mma aligned aligned
field mma shape m8n8k4 m16n8k4 m16n8k8 m16n8k16 m8n8k16 m16n8k32 m8n8k32 m16n8k64 m8n8k128 m16n8k128 m16n8k256
field mma alayout row col
field mma blayout row col
field mma kind kind::f8f6f4 kind::mxf8f6f4 kind::mxf4 kind::mxf4nvf4
field mma block_scale block_scale@has_mma_block_scale^87
field mma scale_vec scale_vec::1X scale_vec::2X scale_vec::4X
field mma satfinite satfinite
field mma dtype f16 f32 s32 f64
field mma atype f16 bf16 tf32 f64 s8 u8 s4 u4 b1 e4m3 e5m2 e3m2 e2m3 e2m1
field mma btype f16 bf16 tf32 f64 s8 u8 s4 u4 b1 e4m3 e5m2 e3m2 e2m3 e2m1
field mma ctype f16 f32 s32 f64
field mma stype ue8m0 ue4m3
field mma bop xor and
field mma popc popc
word matrix family=mma whole
field matrix op ldmatrix stmatrix
field matrix sync sync
field matrix aligned aligned
field matrix shape m8n8 m16n16 m8n16 m16n8
field matrix num x1 x2 x4
field matrix trans trans
field matrix space shared
field matrix type b16 b8 b8x16
field matrix srcfmt b6x16_p32 b4x16_p64

# ------------------------------------------------------------------ f16 inputs
foreach LA in row col {
  foreach LB in row col {
    foreach D,C,ND,NC,ED,AC in f16,f16,4,4,h2,h2 f32,f16,8,4,f32,h2 f32,f32,8,8,f32,reg:f32 {
      form mma.sync.aligned.m8n8k4.$LA.$LB.$D.f16.f16.$C family=mma intr=llvm.nvvm.mma.m8n8k4.$LA.$LB.$D.$C \
        sig=s$ND$ED(h2,h2,h2,h2,@rep($AC,$NC)) req=has_mma_volta flags=convergent \
        "mma.sync.aligned.m8n8k4.$LA.$LB.$D.f16.f16.$C\n\t%0,\n\t{%1, %2},\n\t{%3, %4},\n\t{@list(5,$NC)};"
    }
  }
}
foreach G,NA,NB,NH,NF,R in m16n8k8,2,1,2,4,has_mma_turing m16n8k16,4,2,2,4,has_mma_ampere {
  form mma.sync.aligned.$G.row.col.f16.f16.f16.f16 family=mma intr=llvm.nvvm.mma.$G.row.col.f16.f16 \
    sig=s${NH}h2(@rep(h2,$NA),@rep(h2,$NB),@rep(h2,$NH)) req=$R flags=convergent \
    "mma.sync.aligned.$G.row.col.f16.f16.f16.f16\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),$NH)};"
  form mma.sync.aligned.$G.row.col.f32.f16.f16.f32 family=mma intr=llvm.nvvm.mma.$G.row.col.f32.f32 \
    sig=s${NF}f32(@rep(h2,$NA),@rep(h2,$NB),@rep(reg:f32,$NF)) req=$R flags=convergent \
    "mma.sync.aligned.$G.row.col.f32.f16.f16.f32\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),$NF)};"
}

# ------------------------------------------------------------------ tf32, bf16 (f32 accumulator), f64
foreach G,T,NA,NB in m16n8k4,tf32,2,1 m16n8k8,tf32,4,2 m16n8k8,bf16,2,1 m16n8k16,bf16,4,2 {
  form mma.sync.aligned.$G.row.col.f32.$T.$T.f32 family=mma intr=llvm.nvvm.mma.$G.row.col.$T \
    sig=s4f32(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep(reg:f32,4)) req=has_mma_ampere flags=convergent \
    "mma.sync.aligned.$G.row.col.f32.$T.$T.f32\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),4)};"
}
form mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 family=mma intr=llvm.nvvm.mma.m8n8k4.row.col.f64 \
  sig=s2f64(reg:f64,reg:f64,reg:f64,reg:f64) req=has_mma_ampere flags=convergent \
  "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64\n\t%0,\n\t{%1},\n\t{%2},\n\t{%3, %4};"
# m16n8k4 / m16n8k8 / m16n8k16 .f64 (mmakind, issue 13; upstream's f64_mma_ops,
# CUTLASS's mma_sm90.hpp): has_mma_f64_hopper, sm_90 and later at PTX 7.8
# (sm_89: "Feature '.m16n8k4 with double types' requires .target sm_90 or
# higher"; sm_90 at 7.7: "... requires PTX ISA .version 7.8"). A 2 / 4 / 8,
# B 1 / 2 / 4, C and D 4 doubles.
foreach G,NA,NB in m16n8k4,2,1 m16n8k8,4,2 m16n8k16,8,4 {
  form mma.sync.aligned.$G.row.col.f64.f64.f64.f64 family=mma intr=llvm.nvvm.mma.$G.row.col.f64 \
    sig=s4f64(@rep(reg:f64,$NA),@rep(reg:f64,$NB),@rep(reg:f64,4)) req=has_mma_f64_hopper flags=convergent \
    "mma.sync.aligned.$G.row.col.f64.f64.f64.f64\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),4)};"
}

# ------------------------------------------------------------------ integer (s32 accumulator)
foreach G,NA,NB,NC,R,TS in \
    m8n8k16,1,1,2,has_mma_turing,8 m16n8k16,2,1,4,has_mma_ampere,8 m16n8k32,4,2,4,has_mma_ampere,8 \
    m8n8k32,1,1,2,has_mma_turing,4 m16n8k32,2,1,4,has_mma_ampere,4 m16n8k64,4,2,4,has_mma_ampere,4 {
  # A, B types and the name's signature (one type when A and B agree)
  foreach A,B,SIG in s,s,.s$TS s,u,.s$TS.u$TS u,s,.u$TS.s$TS u,u,.u$TS {
    foreach SAT in _ .satfinite {
      form mma.sync.aligned.$G.row.col$SAT.s32.$A$TS.$B$TS.s32 family=mma intr=llvm.nvvm.mma.$G.row.col$SAT$SIG \
        sig=s${NC}i32(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep(reg:i32,$NC)) req=$R flags=convergent \
        "mma.sync.aligned.$G.row.col$SAT.s32.$A$TS.$B$TS.s32\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),$NC)};"
    }
  }
}
# b1: xor.popc and and.popc (and: PTX 7.1, sm_80). m8n8k128 needs PTX 7.0
# on sm_75 too: "Feature '.m8n8k128' requires PTX ISA .version 7.0 or later".
foreach G,NA,NB,NC,RX in m8n8k128,1,1,2,has_mma_turing m16n8k128,2,1,4,has_mma_ampere m16n8k256,4,2,4,has_mma_ampere {
  foreach OP,R,P in xor,$RX,70 and,has_mma_ampere,71 {
    form mma.sync.aligned.$G.row.col.s32.b1.b1.s32.$OP.popc family=mma intr=llvm.nvvm.mma.$OP.popc.$G.row.col.b1 \
      sig=s${NC}i32(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep(reg:i32,$NC)) req=$R ptx=$P flags=convergent \
      "mma.sync.aligned.$G.row.col.s32.b1.b1.s32.$OP.popc\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),$NC)};"
  }
}

# ------------------------------------------------------------------ ldmatrix / stmatrix
foreach SP,AS in _,0 .shared,3 {
  foreach T in _ .trans {
    form ldmatrix.sync.aligned.m8n8.x1$T$SP.b16 family=mma intr=llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1$T.b16.p$AS \
      sig=i32(ptr$AS) req=has_ldmatrix flags=convergent,readonly \
      "ldmatrix.sync.aligned.m8n8.x1$T$SP.b16 {%0}, [%1];"
    foreach X,N in x2,2 x4,4 {
      form ldmatrix.sync.aligned.m8n8.$X$T$SP.b16 family=mma intr=llvm.nvvm.ldmatrix.sync.aligned.m8n8.$X$T.b16.p$AS \
        sig=s${N}i32(ptr$AS) req=has_ldmatrix flags=convergent,readonly \
        "ldmatrix.sync.aligned.m8n8.$X$T$SP.b16 %0, [%1];"
    }
    foreach X,N in x1,1 x2,2 x4,4 {
      form stmatrix.sync.aligned.m8n8.$X$T$SP.b16 family=mma intr=llvm.nvvm.stmatrix.sync.aligned.m8n8.$X$T.b16.p$AS \
        sig=void(ptr$AS,@rep(reg:i32,$N)) req=has_stmatrix flags=convergent,side_effect \
        "stmatrix.sync.aligned.m8n8.$X$T$SP.b16 [%0], {@list(1,$N)};"
    }
  }
}
# The 8-bit shapes of sm_100 (CUTLASS copy_sm100.hpp, DeepGEMM ld_st.cuh),
# upstream's names: ldmatrix .m16n16 (.trans required: "Modifier '.trans'
# require for instruction ldmatrix with shape '.m16n16'"; x1 / x2 only) of
# .b8 or .b8x16 unpacking .b6x16_p32 / .b4x16_p64; ldmatrix .m8n16 (no
# .trans, .b8x16 with a source format only: "Unexpected number of
# instruction types"); stmatrix .m16n8.trans .b8. has_ldstmatrix_b8
# ("Feature 'ldmatrix.b8' not supported on .target 'sm_100'") and PTX 8.6.
foreach SP,AS in _,0 .shared,3 {
  foreach TY in b8 b8x16.b6x16_p32 b8x16.b4x16_p64 {
    foreach X,N in x1,2 x2,4 {
      form ldmatrix.sync.aligned.m16n16.$X.trans$SP.$TY family=mma \
        intr=llvm.nvvm.ldmatrix.sync.aligned.m16n16.$X.trans.$TY.p$AS sig=s${N}i32(ptr$AS) req=has_ldstmatrix_b8 ptx=86 \
        flags=convergent,readonly "ldmatrix.sync.aligned.m16n16.$X.trans$SP.$TY %0, [%1];"
    }
  }
  foreach TY in b8x16.b6x16_p32 b8x16.b4x16_p64 {
    form ldmatrix.sync.aligned.m8n16.x1$SP.$TY family=mma intr=llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.$TY.p$AS \
      sig=i32(ptr$AS) req=has_ldstmatrix_b8 ptx=86 flags=convergent,readonly \
      "ldmatrix.sync.aligned.m8n16.x1$SP.$TY {%0}, [%1];"
    foreach X,N in x2,2 x4,4 {
      form ldmatrix.sync.aligned.m8n16.$X$SP.$TY family=mma intr=llvm.nvvm.ldmatrix.sync.aligned.m8n16.$X.$TY.p$AS \
        sig=s${N}i32(ptr$AS) req=has_ldstmatrix_b8 ptx=86 flags=convergent,readonly \
        "ldmatrix.sync.aligned.m8n16.$X$SP.$TY %0, [%1];"
    }
  }
  foreach X,N in x1,1 x2,2 x4,4 {
    form stmatrix.sync.aligned.m16n8.$X.trans$SP.b8 family=mma intr=llvm.nvvm.stmatrix.sync.aligned.m16n8.$X.trans.b8.p$AS \
      sig=void(ptr$AS,@rep(reg:i32,$N)) req=has_ldstmatrix_b8 ptx=86 flags=convergent,side_effect \
      "stmatrix.sync.aligned.m16n8.$X.trans$SP.b8 [%0], {@list(1,$N)};"
  }
}

# ------------------------------------------------------------------ fp8 / fp6 / fp4 and block scaling (mmakind, issue 13)
# Upstream LLVM's names (IntrinsicsNVVM.td: fp8_mma_ops, f8f6f4_mma_ops with
# kind "" and "kind::f8f6f4", NVVM_MMA_SUPPORTED, MMA_NAME; block scaling:
# all_mma_block_scale_ops, NVVM_MMA_BLOCK_SCALE_SUPPORTED,
# MMA_BLOCK_SCALE_NAME); LLVM 19 has none of them, so the judge is ptxas.
# Fragments (WMMA_REGS): m16n8k16 e4m3/e5m2 A 2, B 1; m16n8k32 any fp8/6/4
# A 4, B 2; m16n8k64 e2m1 A 4, B 2; C and D f16 2 h2 / f32 4 (C = D).
#
# e4m3 / e5m2 without a kind (has_mma_fp8, sm_89 and later): m16n8k32 with
# an f32 accumulator from PTX 8.4; an f16 accumulator ("Feature 'mma with
# FP8 floating point type and FP16 accumulation' requires PTX ISA .version
# 8.7") and m16n8k16 ("Feature 'mma with FP8 floating point type and
# .m16n8k16 shape' requires PTX ISA .version 8.7") from PTX 8.7.
foreach G,NA,NB,P32 in m16n8k16,2,1,87 m16n8k32,4,2,84 {
  foreach A in e4m3 e5m2 {
    foreach B in e4m3 e5m2 {
      foreach T,NC,AC,RT,P in f16,2,h2,h2,87 f32,4,reg:f32,f32,$P32 {
        form mma.sync.aligned.$G.row.col.$T.$A.$B.$T family=mma intr=llvm.nvvm.mma.$G.row.col.$T.$A.$B.$T \
          sig=s$NC$RT(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep($AC,$NC)) req=has_mma_fp8 ptx=$P flags=convergent \
          "mma.sync.aligned.$G.row.col.$T.$A.$B.$T\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),$NC)};"
      }
    }
  }
}
# .kind::f8f6f4 m16n8k32: e4m3 / e5m2 pairs has_mma_f8f6f4 (sm_100a/f,
# sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f; "Feature '.kind::f8f6f4' not
# supported on .target 'sm_120'"), with an f16 accumulator from PTX 8.7
# (sm_100a at 8.6: "... FP16 accumulation' requires PTX ISA .version 8.7");
# an e3m2 / e2m3 / e2m1 input (F 1) also has_mma_f6f4_f16acc ("Instruction
# 'mma with with FP6/FP4 floating point type' not supported on .target
# 'sm_100a'"). Unlike the sparse form, an f16 accumulator with e4m3 / e5m2
# is fine on sm_100a.
foreach A,FA in e4m3,0 e5m2,0 e3m2,1 e2m3,1 e2m1,1 {
  foreach B,FB in e4m3,0 e5m2,0 e3m2,1 e2m3,1 e2m1,1 {
    foreach T,NC,AC,RT,P in f16,2,h2,h2,87 f32,4,reg:f32,f32,86 {
      form mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.$T.$A.$B.$T family=mma \
        intr=llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.$T.$A.$B.$T \
        sig=s$NC$RT(@rep(reg:i32,4),@rep(reg:i32,2),@rep($AC,$NC)) \
        req=has_mma_f8f6f4@rep(+has_mma_f6f4_f16acc,($FA+$FB+1)/2) ptx=$P flags=convergent \
        "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.$T.$A.$B.$T\n\t%0,\n\t{@list(1,4)},\n\t{@list(5,2)},\n\t{@list(7,$NC)};"
    }
  }
}
# Block scaling (.block_scale: has_mma_block_scale, PTX 8.7, the sm_120f
# family; "Instruction 'mma with block scale' not supported on .target
# 'sm_120'" and on every sm_10x / sm_11x target): after C come scale-a-data
# (a .b32 register: ptxas "Arguments mismatch" for an immediate), the
# {byte-id-a, thread-id-a} pair, scale-b-data and {byte-id-b, thread-id-b}.
# Upstream's selectors are i16 operands printed as .b16 registers (B16 byte_id_a
# in NVPTXIntrinsics.td), so constants are moved into registers here too
# (reg:i16); ptxas range-checks an immediate pair only: byte-id 0..3 (1X),
# 0 or 2 (2X), 0 (4X); thread-id-a 0..1, thread-id-b 0..3.
# Kind / scale vector / scale type (ptxas 13; the upstream names match):
#   mxf8f6f4 m16n8k32: no scale_vec or scale_vec::1X, ue8m0, any fp8/6/4 pair
#   mxf4 m16n8k64: no scale_vec or scale_vec::2X, ue8m0
#   mxf4nvf4 m16n8k64: scale_vec::2X with ue8m0, scale_vec::4X with ue4m3
#     (upstream's ...mxf4nvf4.scale.4x...ue8m0 is not a row: ptxas "Illegal
#     modifier '.scale_vec::4X' for instruction 'mma' with type '.ue8m0'";
#     verify/mma.c names the rule)
foreach SV,SN in _,_ .scale_vec::1X,.scale.1x {
  foreach A in e4m3 e5m2 e3m2 e2m3 e2m1 {
    foreach B in e4m3 e5m2 e3m2 e2m3 e2m1 {
      form mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale$SV.f32.$A.$B.f32.ue8m0 family=mma \
        intr=llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4$SN.f32.$A.$B.f32.ue8m0 \
        sig=s4f32(@rep(reg:i32,4),@rep(reg:i32,2),@rep(reg:f32,4),reg:i32,reg:i16,reg:i16,reg:i32,reg:i16,reg:i16) \
        flags=convergent \
        "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale$SV.f32.$A.$B.f32.ue8m0\n\t%0,\n\t{@list(1,4)},\n\t{@list(5,2)},\n\t{@list(7,4)},\n\t%{11},\n\t{%{12}, %{13}},\n\t%{14},\n\t{%{15}, %{16}};"
    }
  }
}
foreach K,SV,SN,ST in mxf4,_,_,ue8m0 mxf4,.scale_vec::2X,.scale.2x,ue8m0 mxf4nvf4,.scale_vec::2X,.scale.2x,ue8m0 \
    mxf4nvf4,.scale_vec::4X,.scale.4x,ue4m3 {
  form mma.sync.aligned.m16n8k64.row.col.kind::$K.block_scale$SV.f32.e2m1.e2m1.f32.$ST family=mma \
    intr=llvm.nvvm.mma.block.scale.m16n8k64.row.col.$K$SN.f32.e2m1.e2m1.f32.$ST \
    sig=s4f32(@rep(reg:i32,4),@rep(reg:i32,2),@rep(reg:f32,4),reg:i32,reg:i16,reg:i16,reg:i32,reg:i16,reg:i16) \
    flags=convergent \
    "mma.sync.aligned.m16n8k64.row.col.kind::$K.block_scale$SV.f32.e2m1.e2m1.f32.$ST\n\t%0,\n\t{@list(1,4)},\n\t{@list(5,2)},\n\t{@list(7,4)},\n\t%{11},\n\t{%{12}, %{13}},\n\t%{14},\n\t{%{15}, %{16}};"
}
