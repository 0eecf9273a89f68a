# WMMA (docs/intrinsics.md "WMMA"): every llvm.nvvm.wmma.* load (a/b/c),
# store (d) and mma intrinsic of LLVM 19. The PTX spelling is llc-19's
# (tests/wmma/compare.py checks every row against it, instruction for
# instruction). Key = PTX spelling; "+stride" marks the form with the stride
# operand. Address spaces: p0 generic (no qualifier), p1 .global, p3 .shared.
#
# Fragment registers: f16 fragments are <2 x half> pairs, one .b32 register
# each (sig h2 / sNh2: the selector packs and unpacks); every other element
# is one register (reg:T: constants are moved into registers, since a
# {list} takes registers only). Counts follow the shape x type table:
#   A/B f16: 8   C/D f16: 4   C/D f32/s32: 8 (m16n16k16, m32n8k16, m8n32k16, m16n16k8)
#   A,B bf16: m16n16k16 4,4  m8n32k16 2,8  m32n8k16 8,2     tf32 (m16n16k8): 4,4
#   A,B s8/u8: m16n16k16 2,2  m8n32k16 1,4  m32n8k16 4,1
#   m8n8k4 f64: A,B 1  C,D 2     m8n8k32 s4/u4, m8n8k128 b1: A,B 1  C,D 2
# Floors (targets/targets.c): has_wmma_f16 (sm_70, PTX 6.0; m32n8k16 and
# m8n32k16 need PTX 6.1: ptxas "Feature '.m32n8k16' requires PTX ISA .version
# 6.1 or later"), has_wmma_int8 (sm_72, 6.3), has_wmma_subbyte (sm_75, 6.3:
# s4/u4/b1; A row-major and B column-major only), has_wmma_bf16_tf32_f64
# (sm_80, 7.0). b1 .and.popc needs sm_80 and PTX 7.1 (PTX ISA "wmma.mma":
# ".and operation ... requires sm_80 or higher", "introduced in PTX ISA 7.1").
# Rounding modifiers exist for f64 only, .satfinite for f16, s8/u8, s4/u4.

family wmma

# The control words of the family (docs/encodings.md): loads and stores,
# and mma. An mma of f16 inputs is spelled with its D and C types only
# (.f16.f32); every other mma names D, A, B and C, and no such A or B type
# is f16, so the word reads the two-type spelling as D and C with A and B
# absent. verify/wmma.c reads these words to diagnose names no row has; it
# lists the shapes in the shape field's order.
word wmma_ldst family=wmma whole
field wmma_ldst op wmma.load.a wmma.load.b wmma.load.c wmma.store.d
field wmma_ldst sync sync
field wmma_ldst aligned aligned
field wmma_ldst layout row col
field wmma_ldst shape m16n16k16 m32n8k16 m8n32k16 m16n16k8 m8n8k4 m8n8k32 m8n8k128
field wmma_ldst space global shared
field wmma_ldst type f16 bf16 tf32 s8 u8 s4 u4 b1 f64 f32 s32
field wmma_ldst stride key +stride
word wmma_mma family=wmma whole
field wmma_mma op wmma.mma
field wmma_mma bop xor and
field wmma_mma popc popc
field wmma_mma sync sync
field wmma_mma aligned aligned
field wmma_mma alayout row col
field wmma_mma blayout row col
field wmma_mma shape m16n16k16 m32n8k16 m8n32k16 m16n16k8 m8n8k4 m8n8k32 m8n8k128
field wmma_mma rnd rn rz rm rp
field wmma_mma dtype f16 f32 s32 f64
field wmma_mma atype bf16 tf32 s8 u8 s4 u4 b1 f64
field wmma_mma btype bf16 tf32 s8 u8 s4 u4 b1 f64
field wmma_mma ctype f16 f32 s32 f64
field wmma_mma satfinite satfinite
# The f16 mma with .satfinite exists up to PTX 6.4 (ptxas: "'.satfinite' is
# not supported starting from PTX ISA version 6.5"): ptxmax=64 on its rows.
# The 8-bit fragment loads with a stride operand in the transposed layout (A
# column-major, B row-major), by fragment/layout, shape, space and type:
# the intrinsic selector (isel/intrin.c) refuses a negative constant stride
# from an integer address on them (ptxas 13.0 crashes on sm_120 / sm_121).
axis wmma_ld8_transposed FL=a.sync.aligned.col,b.sync.aligned.row G=m16n16k16,m8n32k16,m32n8k16 \
  SP=_,.global,.shared T=s8,u8 "wmma.load.$FL.$G$SP.$T+stride"

# ------------------------------------------------------------------ PTX 6.0 .. 6.2
# Before PTX 6.3 the instructions are spelled without .aligned (implicit
# there), as upstream's llc prints them (it prints .aligned from PTX 6.3;
# llvm/test/CodeGen/NVPTX/wmma-ptx60-sm70.py, wmma-ptx61-sm70.py); from PTX
# 6.3 ptxas 13 requires it (".aligned modifier required for instruction
# 'wmma.load.a'", probed on sm_75 at PTX 6.3 .. 9.0: ptxmax=62 here, ptx=63
# on the .aligned rows of these shapes and types). Only the f16 forms of
# sm_70 exist before PTX 6.3 (has_wmma_f16); ptxas 13 has no sm_70, so the
# spelling below PTX 6.3 follows upstream and the PTX ISA. These rows come
# first: the selector takes them below PTX 6.3, the .aligned ones above.
foreach SP,AS in _,0 .global,1 .shared,3 {
  foreach L in row col {
    foreach G,F,T,N,ET,P in m16n16k16,a,f16,8,h2,0 m16n16k16,b,f16,8,h2,0 m32n8k16,a,f16,8,h2,61 \
        m32n8k16,b,f16,8,h2,61 m8n32k16,a,f16,8,h2,61 m8n32k16,b,f16,8,h2,61 \
        m16n16k16,c,f16,4,h2,0 m32n8k16,c,f16,4,h2,61 m8n32k16,c,f16,4,h2,61 \
        m16n16k16,c,f32,8,f32,0 m32n8k16,c,f32,8,f32,61 m8n32k16,c,f32,8,f32,61 {
      form wmma.load.$F.sync.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.$T.p$AS \
        sig=s$N$ET(ptr$AS) req=has_wmma_f16 ptx=$P ptxmax=62 flags=convergent,readonly \
        "wmma.load.$F.sync.$L.$G$SP.$T %0, [%1];"
      form wmma.load.$F.sync.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.stride.$T.p$AS \
        sig=s$N$ET(ptr$AS,i32) req=has_wmma_f16 ptx=$P ptxmax=62 flags=convergent,readonly \
        "wmma.load.$F.sync.$L.$G$SP.$T %0, [%1], %2;"
    }
    foreach G,T,N,AT,P in m16n16k16,f16,4,h2,0 m32n8k16,f16,4,h2,61 m8n32k16,f16,4,h2,61 \
        m16n16k16,f32,8,reg:f32,0 m32n8k16,f32,8,reg:f32,61 m8n32k16,f32,8,reg:f32,61 {
      form wmma.store.d.sync.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.store.d.$L.$T.p$AS \
        sig=void(ptr$AS,@rep($AT,$N)) req=has_wmma_f16 ptx=$P ptxmax=62 flags=convergent,side_effect \
        "wmma.store.d.sync.$L.$G$SP.$T [%0], {@list(1,$N)};"
      form wmma.store.d.sync.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.store.d.$L.stride.$T.p$AS \
        sig=void(ptr$AS,@rep($AT,$N),i32) req=has_wmma_f16 ptx=$P ptxmax=62 flags=convergent,side_effect \
        "wmma.store.d.sync.$L.$G$SP.$T [%0], {@list(1,$N)}, %{@eval($N+1)};"
    }
  }
}
foreach LA in row col {
  foreach LB in row col {
    foreach G,P in m16n16k16,0 m32n8k16,61 m8n32k16,61 {
      foreach D,C,ND,NC,ED,AC in f16,f16,4,4,h2,h2 f16,f32,4,8,h2,reg:f32 f32,f16,8,4,f32,h2 f32,f32,8,8,f32,reg:f32 {
        foreach SAT in _ .satfinite {
          form wmma.mma.sync.$LA.$LB.$G.$D.$C$SAT family=wmma intr=llvm.nvvm.wmma.$G.mma.$LA.$LB.$D.$C$SAT \
            sig=s$ND$ED(@rep(h2,8),@rep(h2,8),@rep($AC,$NC)) req=has_wmma_f16 ptx=$P ptxmax=62 flags=convergent \
            "wmma.mma.sync.$LA.$LB.$G.$D.$C$SAT\n\t%0,\n\t{@list(1,8)},\n\t{@list(9,8)},\n\t{@list(17,$NC)};"
        }
      }
    }
  }
}

# ------------------------------------------------------------------ loads and stores
foreach SP,AS in _,0 .global,1 .shared,3 {
  foreach L in row col {
    # A and B fragments of more than one register, both layouts
    foreach G,F,T,N,ET,R,P in \
        m16n16k16,a,f16,8,h2,has_wmma_f16,63 m16n16k16,b,f16,8,h2,has_wmma_f16,63 \
        m32n8k16,a,f16,8,h2,has_wmma_f16,63 m32n8k16,b,f16,8,h2,has_wmma_f16,63 \
        m8n32k16,a,f16,8,h2,has_wmma_f16,63 m8n32k16,b,f16,8,h2,has_wmma_f16,63 \
        m16n16k16,a,s8,2,i32,has_wmma_int8,0 m16n16k16,b,s8,2,i32,has_wmma_int8,0 \
        m16n16k16,a,u8,2,i32,has_wmma_int8,0 m16n16k16,b,u8,2,i32,has_wmma_int8,0 \
        m8n32k16,b,s8,4,i32,has_wmma_int8,0 m8n32k16,b,u8,4,i32,has_wmma_int8,0 \
        m32n8k16,a,s8,4,i32,has_wmma_int8,0 m32n8k16,a,u8,4,i32,has_wmma_int8,0 \
        m16n16k16,a,bf16,4,i32,has_wmma_bf16_tf32_f64,0 m16n16k16,b,bf16,4,i32,has_wmma_bf16_tf32_f64,0 \
        m8n32k16,a,bf16,2,i32,has_wmma_bf16_tf32_f64,0 m8n32k16,b,bf16,8,i32,has_wmma_bf16_tf32_f64,0 \
        m32n8k16,a,bf16,8,i32,has_wmma_bf16_tf32_f64,0 m32n8k16,b,bf16,2,i32,has_wmma_bf16_tf32_f64,0 \
        m16n16k8,a,tf32,4,i32,has_wmma_bf16_tf32_f64,0 m16n16k8,b,tf32,4,i32,has_wmma_bf16_tf32_f64,0 \
        m16n16k16,c,f16,4,h2,has_wmma_f16,63 m32n8k16,c,f16,4,h2,has_wmma_f16,63 m8n32k16,c,f16,4,h2,has_wmma_f16,63 \
        m16n16k16,c,f32,8,f32,has_wmma_f16,63 m32n8k16,c,f32,8,f32,has_wmma_f16,63 m8n32k16,c,f32,8,f32,has_wmma_f16,63 \
        m16n16k8,c,f32,8,f32,has_wmma_bf16_tf32_f64,0 \
        m16n16k16,c,s32,8,i32,has_wmma_int8,0 m32n8k16,c,s32,8,i32,has_wmma_int8,0 m8n32k16,c,s32,8,i32,has_wmma_int8,0 \
        m8n8k4,c,f64,2,f64,has_wmma_bf16_tf32_f64,0 \
        m8n8k32,c,s32,2,i32,has_wmma_subbyte,0 m8n8k128,c,s32,2,i32,has_wmma_subbyte,0 {
      form wmma.load.$F.sync.aligned.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.$T.p$AS \
        sig=s$N$ET(ptr$AS) req=$R ptx=$P flags=convergent,readonly \
        "wmma.load.$F.sync.aligned.$L.$G$SP.$T %0, [%1];"
      form wmma.load.$F.sync.aligned.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.stride.$T.p$AS \
        sig=s$N$ET(ptr$AS,i32) req=$R ptx=$P flags=convergent,readonly \
        "wmma.load.$F.sync.aligned.$L.$G$SP.$T %0, [%1], %2;"
    }
    # A and B fragments of one register (the result is a scalar), both layouts
    foreach G,F,T,ET,R in m8n32k16,a,s8,i32,has_wmma_int8 m8n32k16,a,u8,i32,has_wmma_int8 \
        m32n8k16,b,s8,i32,has_wmma_int8 m32n8k16,b,u8,i32,has_wmma_int8 \
        m8n8k4,a,f64,f64,has_wmma_bf16_tf32_f64 m8n8k4,b,f64,f64,has_wmma_bf16_tf32_f64 {
      form wmma.load.$F.sync.aligned.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.$T.p$AS \
        sig=$ET(ptr$AS) req=$R flags=convergent,readonly \
        "wmma.load.$F.sync.aligned.$L.$G$SP.$T {%0}, [%1];"
      form wmma.load.$F.sync.aligned.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.stride.$T.p$AS \
        sig=$ET(ptr$AS,i32) req=$R flags=convergent,readonly \
        "wmma.load.$F.sync.aligned.$L.$G$SP.$T {%0}, [%1], %2;"
    }
    # D fragments
    foreach G,T,N,AT,R,P in \
        m16n16k16,f16,4,h2,has_wmma_f16,63 m32n8k16,f16,4,h2,has_wmma_f16,63 m8n32k16,f16,4,h2,has_wmma_f16,63 \
        m16n16k16,f32,8,reg:f32,has_wmma_f16,63 m32n8k16,f32,8,reg:f32,has_wmma_f16,63 m8n32k16,f32,8,reg:f32,has_wmma_f16,63 \
        m16n16k8,f32,8,reg:f32,has_wmma_bf16_tf32_f64,0 \
        m16n16k16,s32,8,reg:i32,has_wmma_int8,0 m32n8k16,s32,8,reg:i32,has_wmma_int8,0 m8n32k16,s32,8,reg:i32,has_wmma_int8,0 \
        m8n8k4,f64,2,reg:f64,has_wmma_bf16_tf32_f64,0 \
        m8n8k32,s32,2,reg:i32,has_wmma_subbyte,0 m8n8k128,s32,2,reg:i32,has_wmma_subbyte,0 {
      form wmma.store.d.sync.aligned.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.store.d.$L.$T.p$AS \
        sig=void(ptr$AS,@rep($AT,$N)) req=$R ptx=$P flags=convergent,side_effect \
        "wmma.store.d.sync.aligned.$L.$G$SP.$T [%0], {@list(1,$N)};"
      form wmma.store.d.sync.aligned.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.store.d.$L.stride.$T.p$AS \
        sig=void(ptr$AS,@rep($AT,$N),i32) req=$R ptx=$P flags=convergent,side_effect \
        "wmma.store.d.sync.aligned.$L.$G$SP.$T [%0], {@list(1,$N)}, %{@eval($N+1)};"
    }
  }
  # sub-byte and b1 A / B: A row-major, B column-major only
  foreach F,L,G,T in a,row,m8n8k32,s4 a,row,m8n8k32,u4 b,col,m8n8k32,s4 b,col,m8n8k32,u4 a,row,m8n8k128,b1 b,col,m8n8k128,b1 {
    form wmma.load.$F.sync.aligned.$L.$G$SP.$T family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.$T.p$AS \
      sig=i32(ptr$AS) req=has_wmma_subbyte flags=convergent,readonly \
      "wmma.load.$F.sync.aligned.$L.$G$SP.$T {%0}, [%1];"
    form wmma.load.$F.sync.aligned.$L.$G$SP.$T+stride family=wmma intr=llvm.nvvm.wmma.$G.load.$F.$L.stride.$T.p$AS \
      sig=i32(ptr$AS,i32) req=has_wmma_subbyte flags=convergent,readonly \
      "wmma.load.$F.sync.aligned.$L.$G$SP.$T {%0}, [%1], %2;"
  }
}

# ------------------------------------------------------------------ mma
foreach LA in row col {
  foreach LB in row col {
    # f16 inputs: the name and the PTX carry the D and C types
    foreach G in m16n16k16 m32n8k16 m8n32k16 {
      foreach D,C,ND,NC,ED,AC in f16,f16,4,4,h2,h2 f16,f32,4,8,h2,reg:f32 f32,f16,8,4,f32,h2 f32,f32,8,8,f32,reg:f32 {
        foreach SAT,PMAX in _,_ .satfinite,64 {
          form wmma.mma.sync.aligned.$LA.$LB.$G.$D.$C$SAT family=wmma intr=llvm.nvvm.wmma.$G.mma.$LA.$LB.$D.$C$SAT \
            sig=s$ND$ED(@rep(h2,8),@rep(h2,8),@rep($AC,$NC)) req=has_wmma_f16 ptx=63 ptxmax=$PMAX flags=convergent \
            "wmma.mma.sync.aligned.$LA.$LB.$G.$D.$C$SAT\n\t%0,\n\t{@list(1,8)},\n\t{@list(9,8)},\n\t{@list(17,$NC)};"
        }
      }
    }
    # bf16 (f32 accumulator), tf32
    foreach G,T,NA,NB in m16n16k16,bf16,4,4 m8n32k16,bf16,2,8 m32n8k16,bf16,8,2 m16n16k8,tf32,4,4 {
      form wmma.mma.sync.aligned.$LA.$LB.$G.f32.$T.$T.f32 family=wmma intr=llvm.nvvm.wmma.$G.mma.$LA.$LB.$T \
        sig=s8f32(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep(reg:f32,8)) req=has_wmma_bf16_tf32_f64 flags=convergent \
        "wmma.mma.sync.aligned.$LA.$LB.$G.f32.$T.$T.f32\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),8)};"
    }
    # f64, with the optional rounding modifier
    foreach RND in _ .rn .rz .rm .rp {
      form wmma.mma.sync.aligned.$LA.$LB.m8n8k4$RND.f64.f64.f64.f64 family=wmma intr=llvm.nvvm.wmma.m8n8k4.mma.$LA.$LB$RND.f64 \
        sig=s2f64(reg:f64,reg:f64,reg:f64,reg:f64) req=has_wmma_bf16_tf32_f64 flags=convergent \
        "wmma.mma.sync.aligned.$LA.$LB.m8n8k4$RND.f64.f64.f64.f64\n\t%0,\n\t{%1},\n\t{%2},\n\t{%3, %4};"
    }
    # s8 / u8 (s32 accumulator)
    foreach G,NA,NB in m16n16k16,2,2 m8n32k16,1,4 m32n8k16,4,1 {
      foreach T in s8 u8 {
        foreach SAT in _ .satfinite {
          form wmma.mma.sync.aligned.$LA.$LB.$G.s32.$T.$T.s32$SAT family=wmma intr=llvm.nvvm.wmma.$G.mma.$LA.$LB.$T$SAT \
            sig=s8i32(@rep(reg:i32,$NA),@rep(reg:i32,$NB),@rep(reg:i32,8)) req=has_wmma_int8 flags=convergent \
            "wmma.mma.sync.aligned.$LA.$LB.$G.s32.$T.$T.s32$SAT\n\t%0,\n\t{@list(1,$NA)},\n\t{@list(@eval(1+$NA),$NB)},\n\t{@list(@eval(1+$NA+$NB),8)};"
        }
      }
    }
  }
}
# s4 / u4 and b1: row.col only
foreach T in s4 u4 {
  foreach SAT in _ .satfinite {
    form wmma.mma.sync.aligned.row.col.m8n8k32.s32.$T.$T.s32$SAT family=wmma intr=llvm.nvvm.wmma.m8n8k32.mma.row.col.$T$SAT \
      sig=s2i32(reg:i32,reg:i32,reg:i32,reg:i32) req=has_wmma_subbyte flags=convergent \
      "wmma.mma.sync.aligned.row.col.m8n8k32.s32.$T.$T.s32$SAT\n\t%0,\n\t{%1},\n\t{%2},\n\t{%3, %4};"
  }
}
form wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 family=wmma intr=llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1 \
  sig=s2i32(reg:i32,reg:i32,reg:i32,reg:i32) req=has_wmma_subbyte flags=convergent \
  "wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32\n\t%0,\n\t{%1},\n\t{%2},\n\t{%3, %4};"
form wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 family=wmma intr=llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1 \
  sig=s2i32(reg:i32,reg:i32,reg:i32,reg:i32) req=has_wmma_subbyte+has_wmma_bf16_tf32_f64 ptx=71 flags=convergent \
  "wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32\n\t%0,\n\t{%1},\n\t{%2},\n\t{%3, %4};"
