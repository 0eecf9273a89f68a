/*
 * targets/targets.c — the subtarget model: SM table, PTX versions, the a/f
 * lattice, the named feature bits and -mcpu / -mattr parsing.
 *
 * Consumes: cpu names ("sm_90a", "sm_110f", aliases "sm_101[a|f]") and -mattr
 *           lists ("+ptx86,+has_tma,-has_wgmma").
 * Produces: ptxsel_target values (canonical name, SM, variant, PTX version,
 *           feature bitmap) and answers to lattice / feature-name queries.
 * Guarantees: every table is static const (no mutable state, thread safe);
 *           this is the only file of ptxsel that looks at SM numbers — every
 *           other component tests named feature bits; errors are returned as
 *           PTXSEL_USAGE with a message, never by exiting.
 *
 * Evidence: every minimum PTX version and every feature gate below was probed
 * with ptxas 13.0 (CUDA 13.0.88, PTX ISA up to 9.0) by assembling a kernel of
 * one instruction for every target and every PTX version (ptxas -arch=T, read
 * the exit status and message); the comment next to each row quotes what
 * ptxas said. tests/conformance/minptx.py re-probes the minimum PTX column.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

_Static_assert(FEAT_COUNT <= 64 * PTXSEL_FEATURE_WORDS,
               "ptxsel_features is too small for features.def");

/* ------------------------------------------------------------ the targets */

/* Families of the family-conditional ('f') targets (docs/targets.md). */
enum { FAM_NONE, FAM_SM10X, FAM_SM11X, FAM_SM12X };

typedef struct TargetRow {
    const char *name;  /* canonical, as printed in .target */
    unsigned short sm;
    char variant;      /* 0, 'a' or 'f' */
    unsigned char family;
    unsigned char min_ptx; /* PTX ISA x10 */
} TargetRow;

/*
 * Minimum PTX per target: the lowest .version ptxas 13.0 accepts with that
 * .target; one version lower it says "PTX .version X.Y does not support
 * .target sm_NN". sm_70 / sm_72 (Volta, dropped by CUDA 13) follow the PTX
 * ISA (sm_70: PTX 6.0, sm_72: PTX 6.1) and cannot be checked with ptxas 13.
 */
static const TargetRow targets[] = {
    {"sm_70", 70, 0, FAM_NONE, 60},   /* PTX ISA 6.0 (no ptxas 13 check) */
    {"sm_72", 72, 0, FAM_NONE, 61},   /* PTX ISA 6.1 (no ptxas 13 check) */
    {"sm_75", 75, 0, FAM_NONE, 63},   /* ptxas: 6.3 ok, 6.2 rejected (not 7.0) */
    {"sm_80", 80, 0, FAM_NONE, 70},   /* ptxas: 7.0 ok, 6.5 rejected */
    {"sm_86", 86, 0, FAM_NONE, 71},   /* ptxas: 7.1 ok, 7.0 rejected */
    {"sm_87", 87, 0, FAM_NONE, 74},   /* ptxas: 7.4 ok, 7.3 rejected */
    {"sm_88", 88, 0, FAM_NONE, 73},   /* ptxas: 7.3 ok, 7.2 rejected (the PTX
                                       * ISA names 9.0; ptxas is the authority) */
    {"sm_89", 89, 0, FAM_NONE, 78},   /* ptxas: 7.8 ok, 7.7 rejected */
    {"sm_90", 90, 0, FAM_NONE, 78},   /* ptxas: 7.8 ok, 7.7 rejected */
    {"sm_90a", 90, 'a', FAM_NONE, 80},/* ptxas: 8.0 ok, 7.8 rejected; no 'f' form */
    {"sm_100", 100, 0, FAM_SM10X, 86},     /* ptxas: 8.6 ok, 8.5 rejected */
    {"sm_100a", 100, 'a', FAM_SM10X, 86},  /* ptxas: 8.6 ok, 8.5 rejected */
    {"sm_100f", 100, 'f', FAM_SM10X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_103", 103, 0, FAM_SM10X, 88},     /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_103a", 103, 'a', FAM_SM10X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_103f", 103, 'f', FAM_SM10X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_110", 110, 0, FAM_SM11X, 90},     /* ptxas: 9.0 ok, 8.8 rejected */
    {"sm_110a", 110, 'a', FAM_SM11X, 90},  /* ptxas: 9.0 ok, 8.8 rejected */
    {"sm_110f", 110, 'f', FAM_SM11X, 90},  /* ptxas: 9.0 ok, 8.8 rejected */
    {"sm_120", 120, 0, FAM_SM12X, 87},     /* ptxas: 8.7 ok, 8.6 rejected */
    {"sm_120a", 120, 'a', FAM_SM12X, 87},  /* ptxas: 8.7 ok, 8.6 rejected */
    {"sm_120f", 120, 'f', FAM_SM12X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_121", 121, 0, FAM_SM12X, 88},     /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_121a", 121, 'a', FAM_SM12X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
    {"sm_121f", 121, 'f', FAM_SM12X, 88},  /* ptxas: 8.8 ok, 8.7 rejected */
};

/* Input-only names. sm_101* was renamed sm_110* in PTX ISA 9.0; ptxas 13
 * rejects the old names ("not defined for option 'gpu-name'"). */
static const struct {
    const char *alias, *canonical;
} aliases[] = {
    {"sm_101", "sm_110"},
    {"sm_101a", "sm_110a"},
    {"sm_101f", "sm_110f"},
};

/* Every PTX ISA version that exists (x10). ptxas 13.0 answers "Unsupported
 * .version 7.9; current version is '9.0'" for the gaps (6.6-6.9, 7.9, 8.9)
 * and for anything above 9.0. */
static const unsigned char ptx_versions[] = {
    10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 30, 31, 32, 40, 41, 42, 43, 50,
    60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 90,
};
#define PTX_MAX 90

static int find_target_n(const char *s, size_t n)
{
    for (size_t i = 0; i < countof(targets); i++)
        if (strlen(targets[i].name) == n && !memcmp(targets[i].name, s, n))
            return (int)i;
    for (size_t i = 0; i < countof(aliases); i++)
        if (strlen(aliases[i].alias) == n && !memcmp(aliases[i].alias, s, n))
            return find_target_n(aliases[i].canonical, strlen(aliases[i].canonical));
    return -1;
}

static int find_target(const char *s)
{
    return s ? find_target_n(s, strlen(s)) : -1;
}

/*
 * The lattice (docs/targets.md): code for .target b is legal for .target a.
 *  - a base sm_N implies every earlier base (plain PTX is forward compatible);
 *    every variant of sm_N implies the bases sm_N implies;
 *  - sm_Nf implies sm_N and the 'f' of every earlier member of its family;
 *  - sm_Na implies sm_Nf (hence all of the above) and nothing else implies it.
 * ptxas agrees on every pair of the 23 targets it knows, checked by compiling
 * .target b with -arch=a, with one documented exception: as a GPU name, a
 * *base* -arch also accepts the 'f' of its own and earlier family members
 * (ptxas -arch=sm_103 assembles .target sm_100f), because the chip is the
 * same; as a .target, a base has no family-conditional features (tcgen05 on
 * .target sm_100: "Instruction 'tcgen05.mma' not supported on .target
 * 'sm_100'"), so the feature lattice does not include those pairs.
 */
static bool row_implies(const TargetRow *a, const TargetRow *b)
{
    switch (b->variant) {
    case 0:
        return a->sm >= b->sm;
    case 'f':
        return a->variant != 0 && a->family != FAM_NONE && a->family == b->family &&
               a->sm >= b->sm;
    default: /* 'a' */
        return a == b;
    }
}

/* -------------------------------------------------------- the feature bits */

enum {
    RULE_LATTICE, /* on for every target that implies one of 'where' */
    RULE_ARCH,    /* on for 'a' targets */
    RULE_ARCH_OR_FAMILY /* on for 'a' and 'f' targets */
};

typedef struct FeatureRule {
    unsigned char kind;
    unsigned char min_ptx;  /* PTX x10; 0 = no PTX gate beyond the target's */
    const char *where;      /* RULE_LATTICE: minimal targets, ", " separated */
} FeatureRule;

static const char *const feature_names[] = {
#define FEATURE(name, doc) #name,
#include "features.def"
#undef FEATURE
};

static const char *const feature_docs[] = {
#define FEATURE(name, doc) doc,
#include "features.def"
#undef FEATURE
};

/*
 * One rule per bit, indexed by bit. The quoted ptxas lines are the messages
 * for the first target outside the gate; "ok" lists where ptxas assembled
 * the probe (at every PTX version from the target's minimum up to 9.0,
 * unless a PTX version is named).
 */
static const FeatureRule feature_rules[FEAT_COUNT] = {
    /* tcgen05.alloc / .mma kind::f16 / .cp / .ld / .st / .commit / .fence:
     * ok on sm_100a/f, sm_103a/f, sm_110a/f; "Instruction 'tcgen05.mma' not
     * supported on .target 'sm_100'" (also sm_103, sm_110, every sm_12x). */
    [FEAT_has_tmem] = {RULE_LATTICE, 0, "sm_100f, sm_110f"},
    /* wgmma.fence / wgmma.mma_async: ok on sm_90a only; "Instruction
     * 'wgmma.fence' not supported on .target 'sm_100a'" (and sm_90). */
    [FEAT_has_wgmma] = {RULE_LATTICE, 80, "sm_90a"},
    [FEAT_has_arch_conditional] = {RULE_ARCH, 0, NULL},
    /* 'f' targets exist from PTX 8.8 on (their minimum), so the PTX part of
     * "PTX >= 8.8 for f" holds by construction. */
    [FEAT_has_family_conditional] = {RULE_ARCH_OR_FAMILY, 0, NULL},
    /* tcgen05.mma.kind::f16 / tf32 [...], p, 1: ok on sm_100a/f, sm_103a/f;
     * "Feature 'argument scale-inp-d-imm' not supported on .target 'sm_110a'". */
    [FEAT_has_scale_input_accumulator] = {RULE_LATTICE, 0, "sm_100f"},
    /* cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w[::128] and
     * cp.async.bulk.prefetch.tensor...im2col::w: ok on sm_100a/f, sm_103a/f,
     * sm_110a/f; rejected on sm_100, sm_103, sm_110 and all of sm_12x
     * ("Feature '.im2col::w::128' not supported on .target 'sm_120a'"). */
    [FEAT_has_wide_im2col] = {RULE_LATTICE, 0, "sm_100f, sm_110f"},
    /* cp.async.bulk.tensor...tile.mbarrier::complete_tx::bytes.cta_group::1/2:
     * ok on sm_100a/f, sm_103a/f, sm_110a/f only. */
    [FEAT_has_two_cta_tma] = {RULE_LATTICE, 0, "sm_100f, sm_110f"},
    /* cp.async.bulk[.tensor] ... .multicast::cluster: ok on every target from
     * sm_90 (PTX 8.0, where cp.async.bulk starts) including sm_12x. */
    [FEAT_has_cluster_multicast] = {RULE_LATTICE, 80, "sm_90"},
    /* mapa.shared::cluster, barrier.cluster.arrive, mov %cluster_ctarank:
     * ok from sm_90 at PTX 7.8; rejected on sm_89 and below. */
    [FEAT_has_clusters] = {RULE_LATTICE, 78, "sm_90"},
    /* cp.async.bulk.shared::cluster.global..., cp.async.bulk.tensor.2d ...
     * tile, mbarrier.expect_tx / arrive.expect_tx: ok from sm_90 at PTX 8.0,
     * rejected at 7.8 and on sm_89 and below. (.shared::cta destinations
     * need PTX 8.6, .relaxed mbarrier PTX 8.6: PTX minimums of the forms.) */
    [FEAT_has_tma] = {RULE_LATTICE, 80, "sm_90"},
    /* tile::gather4 into .shared::cluster, tile::scatter4, prefetch
     * tile::gather4: ok on sm_100a/f, sm_103a/f, sm_110a/f only. */
    [FEAT_has_tma_gather4] = {RULE_LATTICE, 0, "sm_100f, sm_110f"},
    /* setmaxnreg.inc.sync.aligned.u32 232: ok on sm_90a, sm_100a/f,
     * sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f; rejected on every base. */
    [FEAT_has_setmaxnreg] = {RULE_LATTICE, 0, "sm_90a, sm_100f, sm_110f, sm_120f"},
    /* tcgen05.mma[.sp|.ws].kind::i8: ok on sm_100a, sm_110a; "Feature
     * '.kind::i8' not supported on .target 'sm_103a'" (and every 'f'). */
    [FEAT_has_tcgen05_i8] = {RULE_LATTICE, 0, "sm_100a, sm_110a"},
    /* tcgen05.shift.cta_group::1.down: ok on sm_100a, sm_103a, sm_110a;
     * "Instruction 'tcgen05.shift' not supported on .target 'sm_100f'". */
    [FEAT_has_tcgen05_shift] = {RULE_LATTICE, 0, "sm_100a, sm_103a, sm_110a"},
    /* tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32 (and .16x32bx2, .u32):
     * ok on sm_103a/f, sm_110a/f; "Instruction 'tcgen05.ld.red' not supported
     * on .target 'sm_100a'". */
    [FEAT_has_tcgen05_ld_red] = {RULE_LATTICE, 88, "sm_103f, sm_110f"},
    /* tcgen05.mma.sp.kind::mxf4 / mxf4nvf4 .block_scale: ok on sm_100a,
     * sm_103a, sm_110a; "Feature '.kind::mxf4 with .sp modifier' not supported
     * on .target 'sm_100f'". (mxf4nvf4 itself needs PTX 8.7: "Feature
     * '.kind::mxf4nvf4' requires PTX ISA .version 8.7 or later".) */
    [FEAT_has_tcgen05_sparse_mxf4] = {RULE_LATTICE, 0, "sm_100a, sm_103a, sm_110a"},
    /* tcgen05.mma...block_scale.block16 / .block32 / plain .block_scale:
     * every tcgen05 target at PTX 8.8; sm_100a at 8.6/8.7: "Feature
     * '.block32' requires PTX ISA .version 8.8 or later". */
    [FEAT_has_tcgen05_block_scale_vec] = {RULE_LATTICE, 88, "sm_100f, sm_110f"},
    /* mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X
     * (and kind::mxf8f6f4 ... scale_vec::1X): ok on sm_120a/f, sm_121a/f;
     * rejected on sm_120, sm_121 and every sm_10x / sm_11x target. */
    [FEAT_has_mma_block_scale] = {RULE_LATTICE, 0, "sm_120f"},
    /* wmma.load.a.sync.aligned.row.m16n16k16.f16, wmma.mma ... f32.f32: ok on
     * every target ptxas 13 knows; PTX ISA: sm_70, PTX 6.0. */
    [FEAT_has_wmma_f16] = {RULE_LATTICE, 60, "sm_70"},
    /* wmma ... m16n16k16.s8: ok on every target ptxas 13 knows; PTX ISA:
     * sm_72, PTX 6.3 (so sm_72 at its minimum PTX 6.1 lacks it). */
    [FEAT_has_wmma_int8] = {RULE_LATTICE, 63, "sm_72"},
    /* wmma ... m8n8k32.s4, m8n8k128.b1 xor.popc: ok from sm_75 at PTX 6.3
     * (and.popc needs PTX 7.1 and sm_80: a PTX minimum of that form). */
    [FEAT_has_wmma_subbyte] = {RULE_LATTICE, 63, "sm_75"},
    /* wmma ... m16n16k16.bf16, m16n16k8.tf32, m8n8k4.f64: ok from sm_80 at
     * PTX 7.0; sm_75: "Feature 'WMMA with fp64 types' requires .target sm_80
     * or higher". */
    [FEAT_has_wmma_bf16_tf32_f64] = {RULE_LATTICE, 70, "sm_80"},
    /* add.rn.bf16, sub.rn.bf16, mul.rn.bf16(x2), cvt.rn.bf16.f16: ok from
     * sm_90 at PTX 7.8; sm_89: "Feature 'mul.bf16x2' requires .target sm_90
     * or higher". */
    [FEAT_has_bf16_arith] = {RULE_LATTICE, 78, "sm_90"},
    /* add.f16: ok on every target ptxas 13 knows (PTX ISA: sm_53). */
    [FEAT_has_f16_math] = {RULE_LATTICE, 0, "sm_70"},
    /* cvt.rn.bf16.f32: ok from sm_80 at PTX 7.0 (cvt.f32.bf16 needs PTX 7.1:
     * a PTX minimum of that form). */
    [FEAT_has_cvt_bf16] = {RULE_LATTICE, 70, "sm_80"},
    /* redux.sync.add.u32: ok from sm_80 at PTX 7.0, rejected on sm_75. */
    [FEAT_has_redux_sync] = {RULE_LATTICE, 70, "sm_80"},
    /* cvta.param.u64: ok on sm_75..sm_88 from PTX 7.7, rejected at 7.6. */
    [FEAT_has_cvta_param] = {RULE_LATTICE, 77, "sm_70"},
    /* elect.sync %r|%p, 0xffffffff: ok from sm_90 at PTX 8.0. */
    [FEAT_has_elect_sync] = {RULE_LATTICE, 80, "sm_90"},
    /* atom.global.add.f64: ok on every target ptxas 13 knows (PTX ISA: sm_60). */
    [FEAT_has_atom_f64] = {RULE_LATTICE, 0, "sm_70"},
    /* atom.relaxed.gpu.global.add.u32: ok on every target ptxas 13 knows
     * (PTX ISA: sm_70, PTX 6.0). */
    [FEAT_has_atom_scope] = {RULE_LATTICE, 60, "sm_70"},
    /* fence.acq_rel.cluster, atom.relaxed.cluster: ok from sm_90 at PTX 7.8. */
    [FEAT_has_fence_cluster] = {RULE_LATTICE, 78, "sm_90"},
    /* griddepcontrol.wait: ok from sm_90 at PTX 7.8. */
    [FEAT_has_griddepcontrol] = {RULE_LATTICE, 78, "sm_90"},
    /* tcgen05.mma...block_scale.scale_vec::1X/2X/4X: ok on sm_100a (PTX 8.6;
     * mxf4nvf4 8.7), sm_103a, sm_110a; "Feature '.scale_vec::1X' not
     * supported on .target 'sm_100f'" (docs/verifier.md rule 3). */
    [FEAT_has_tcgen05_scale_vec_nx] = {RULE_LATTICE, 0, "sm_100a, sm_103a, sm_110a"},
    /* cp.async.bulk.tensor.{3,4,5}d.shared::cta.global.im2col::w: ok on every
     * sm_100+ target incl. sm_100, sm_120, sm_121 (the first model said only sm_100
     * and sm_120a/121a); sm_90 at 9.0: "Feature '.im2col::w with destination
     * state space as .shared::cta' requires .target sm_100 or higher".
     * im2col::w::128 into .shared::cta still needs has_wide_im2col. */
    [FEAT_has_wide_im2col_cta] = {RULE_LATTICE, 86, "sm_100"},
    /* cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4: ok on every
     * sm_100+ target; sm_90: "Feature '.tile::gather4 with destination state
     * space as .shared::cta' requires .target sm_100 or higher". */
    [FEAT_has_tma_gather4_cta] = {RULE_LATTICE, 86, "sm_100"},
    /* cp.async.bulk.global.shared::cta.bulk_group.cp_mask [..], [..], 16, %rs:
     * ok on every sm_100+ target, rejected on sm_90 / sm_90a. */
    [FEAT_has_bulk_cp_mask] = {RULE_LATTICE, 86, "sm_100"},
    /* fma.rn.bf16, fma.rn.relu.bf16, min/max(.NaN).bf16, neg/abs.bf16 and the
     * .bf16x2 forms: ok from sm_80 at PTX 7.0; sm_75: "Feature '.bf16'
     * requires .target sm_80 or higher". */
    [FEAT_has_bf16_fma] = {RULE_LATTICE, 70, "sm_80"},
    /* mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32: ok on sm_75 at PTX
     * 6.4 and on every later target; 6.3: "Feature 'mma' requires PTX ISA
     * .version 6.4 or later". PTX ISA: sm_70. */
    [FEAT_has_mma_volta] = {RULE_LATTICE, 64, "sm_70"},
    /* mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 (and m8n8k16 s8,
     * m8n8k32 s4, m8n8k128 b1 xor.popc): ok on sm_75 at PTX 6.5; 6.4:
     * "Feature '.m16n8k8' requires PTX ISA .version 6.5 or later". */
    [FEAT_has_mma_turing] = {RULE_LATTICE, 65, "sm_75"},
    /* mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 (and m16n8k32 /
     * k64 / k128 / k256, tf32, m8n8k4 f64): ok from sm_80 at PTX 7.0; sm_75:
     * "Feature '.m16n8k16' requires .target sm_80 or higher". (.and.popc
     * needs PTX 7.1: "Modifier '.and' on 'mma' requires PTX ISA .version 7.1
     * or later", a PTX minimum of those forms.) */
    [FEAT_has_mma_ampere] = {RULE_LATTICE, 70, "sm_80"},
    /* mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e5m2.f32: ok from sm_89
     * at PTX 8.4 (every later target too); sm_88: "Feature 'mma with FP8
     * floating point type' requires .target sm_89 or higher"; sm_89 at 8.3:
     * "... requires PTX ISA .version 8.4 or later". */
    [FEAT_has_mma_fp8] = {RULE_LATTICE, 84, "sm_89"},
    /* mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4
     * .f32.e4m3.e5m2.f32: ok on sm_100a (from its minimum, PTX 8.6), sm_100f,
     * sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f; "Feature '.kind::f8f6f4'
     * not supported on .target 'sm_100'" (every base, and sm_90a). */
    [FEAT_has_mma_f8f6f4] = {RULE_LATTICE, 0, "sm_100f, sm_110f, sm_120f"},
    /* The same with an e3m2 / e2m3 / e2m1 input or an f16 accumulator
     * (...kind::f8f6f4.f32.e3m2.e2m1.f32, ...kind::f8f6f4.f16.e4m3.e4m3.f16):
     * ok on sm_120a/f, sm_121a/f only; sm_100a: "Instruction 'mma with with
     * FP6/FP4 floating point type' not supported on .target 'sm_100a'" and
     * "Instruction 'mma with with F16 accumulator and F8 floating point type'
     * not supported on .target 'sm_100a'" (sm_110f too). The targets of
     * has_mma_block_scale, kept apart so that a diagnostic names what the
     * instruction uses. */
    [FEAT_has_mma_f6f4_f16acc] = {RULE_LATTICE, 0, "sm_120f"},
    /* ldmatrix.sync.aligned.m8n8.x4.shared.b16: ok on sm_75 at PTX 6.5; 6.4:
     * "Feature 'ldmatrix' requires PTX ISA .version 6.5 or later". */
    [FEAT_has_ldmatrix] = {RULE_LATTICE, 65, "sm_75"},
    /* stmatrix.sync.aligned.m8n8.x4.trans.shared.b16: ok from sm_90 at PTX
     * 7.8 (sm_120a too); sm_89: "Feature 'stmatrix' requires .target sm_90
     * or higher". */
    [FEAT_has_stmatrix] = {RULE_LATTICE, 78, "sm_90"},
    /* mbarrier.init / inval / arrive[.noComplete] / arrive_drop[.noComplete] /
     * test_wait / pending_count .b64: ok from sm_80 at PTX 7.0; sm_75 at 7.0:
     * "Feature 'mbarrier.init' requires .target sm_80 or higher"; sm_75 at
     * 6.3: "... requires PTX ISA .version 7.0 or later" too. */
    [FEAT_has_mbarrier] = {RULE_LATTICE, 70, "sm_80"},
    /* min.NaN.f32 / max.NaN.f32: ok from sm_80 at PTX 7.0; sm_75: "Modifier
     * '.NaN' requires .target sm_80 or higher" (found by the lattice). */
    [FEAT_has_minmax_nan] = {RULE_LATTICE, 70, "sm_80"},
    /* min.xorsign.abs.f32 (and .NaN, .bf16): ok from sm_86 at PTX 7.2;
     * sm_80: "Modifier '.xorsign' requires .target sm_86 or higher"; sm_86
     * at 7.1: "Feature '.xorsign' requires PTX ISA .version 7.2 or later". */
    [FEAT_has_minmax_xorsign] = {RULE_LATTICE, 72, "sm_86"},
    /* cvt (issue 13): the packed narrow-float conversions (tablegen-data/cvt.td).
     * cvt.rn.satfinite{.relu}.e4m3x2.f32 / .e5m2x2.f16x2, cvt.rn{.relu}.f16x2.e4m3x2:
     * ok on sm_89 from PTX 8.1, on sm_90 and every later target from PTX 7.8
     * (each target's minimum above that); sm_89 at 7.8 / 8.0: "Feature 'cvt
     * with .e4m3x2/.e5m2x2' requires .target sm_90 or higher"; sm_88: "...
     * requires .target sm_89 or higher". "from PTX 8.1" is sm_89's own
     * floor (implies_any). */
    [FEAT_has_cvt_fp8] = {RULE_LATTICE, 78, "sm_89 from PTX 8.1, sm_90"},
    /* cvt.rn.satfinite{.relu}.{e2m1x2,e2m3x2,e3m2x2}.f32, cvt.rn{.relu}.f16x2
     * .{e2m1x2,e2m3x2,e3m2x2}, cvt.{rz,rp}{.satfinite}.ue8m0x2.{f32,bf16x2},
     * cvt.rn.bf16x2.ue8m0x2: ok on sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f,
     * sm_121a/f from each one's minimum PTX; rejected on every base target
     * (sm_100, sm_103, sm_110, sm_120, sm_121) and below. */
    [FEAT_has_cvt_f6f4] = {RULE_LATTICE, 0, "sm_100f, sm_110f, sm_120f"},
    /* cvt.rs{.relu}.satfinite.{e4m3x4,e5m2x4,e2m3x4,e3m2x4,e2m1x4}.f32 and
     * cvt.rs{.relu}{.satfinite}.{f16x2,bf16x2}.f32: ok on sm_100a from PTX 8.7
     * ("Feature '.rs' requires PTX ISA .version 8.7 or later" at 8.6) and on
     * sm_103a (8.8, its minimum); "Feature '.rs' not supported on .target
     * 'sm_100f'" (also sm_103f, sm_110a/f, sm_120a/f, every base). */
    [FEAT_has_cvt_rs] = {RULE_LATTICE, 87, "sm_100a, sm_103a"},
    /* cvt.rn{.relu}.tf32.f32, cvt.rz{.relu}.tf32.f32: ok from sm_90 at PTX
     * 7.8 (every later target); rejected on sm_89 and below. */
    [FEAT_has_cvt_tf32_rn] = {RULE_LATTICE, 78, "sm_90"},
    /* cvt.{rn,rz}{.relu}.satfinite.tf32.f32: ok on sm_100 and every later
     * target (bases included) from its minimum PTX; rejected on sm_90a. */
    [FEAT_has_cvt_tf32_satfinite] = {RULE_LATTICE, 86, "sm_100"},
    /* add{.rnd}{.sat}.f32.{f16,bf16}, sub..., fma.rnd{.sat}.f32.{f16,bf16}:
     * ok on sm_100 and every later target (bases included) from its minimum
     * PTX; sm_90a: "Feature 'add.f32.bf16' requires .target sm_100 or
     * higher". */
    [FEAT_has_mixed_fp_arith] = {RULE_LATTICE, 86, "sm_100"},
    /* mmakind (issue 13). mma.sp::ordered_metadata.sync.aligned.m16n8k128
     * .row.col.kind::mxf4[nvf4].block_scale[.scale_vec::2X|4X].f32.e2m1.e2m1
     * .f32.{ue8m0|ue4m3}: ok on sm_120a (PTX 8.7) and sm_121a (8.8) only;
     * sm_120f / sm_121f: "Instruction 'Sparse mma with block scale' not
     * supported on .target 'sm_120f'" (the sparse m16n8k64 mxf8f6f4 form is
     * ok there: has_mma_block_scale); every other target: "Instruction 'mma
     * with block scale' not supported". */
    [FEAT_has_mma_sp_block_scale_fp4] = {RULE_LATTICE, 0, "sm_120a, sm_121a"},
    /* mma.sync.aligned.m16n8k{4,8,16}.row.col.f64.f64.f64.f64: ok from sm_90
     * at PTX 7.8 (every later target); sm_89: "Feature '.m16n8k4 with double
     * types' requires .target sm_90 or higher"; sm_90 at 7.7: "... requires
     * PTX ISA .version 7.8 or later". */
    [FEAT_has_mma_f64_hopper] = {RULE_LATTICE, 78, "sm_90"},
    /* cpasync area (issue 13). cp.async.ca.shared.global [d], [s], 4 (and
     * .cg, commit_group, wait_group, wait_all, cp.async.mbarrier.arrive):
     * ok from sm_80 at PTX 7.0; sm_75 at 7.0: "Feature 'cp.async' requires
     * .target sm_80 or higher"; sm_80 at 6.5: "Feature 'cp.async' requires
     * PTX ISA .version 7.0 or later". */
    [FEAT_has_cp_async] = {RULE_LATTICE, 70, "sm_80"},
    /* createpolicy.fractional / .range / .cvt, ld / st / cp.async
     * .L2::cache_hint, ld .L2::256B, discard, applypriority, prefetch
     * .L2::evict_last / evict_normal: ok from sm_80 at PTX 7.4 (sm_90,
     * sm_100a, sm_120a too); sm_75: "Feature 'createpolicy.fractional'
     * requires .target sm_80 or higher", "Modifier '.L2::cache_hint'
     * requires .target sm_80 or higher", "Modifier '.L2::256B' requires
     * .target sm_80 or higher", "Feature 'discard' requires .target sm_80 or
     * higher"; sm_80 at 7.3: "... requires PTX ISA .version 7.4 or later". */
    [FEAT_has_cache_policy] = {RULE_LATTICE, 74, "sm_80"},
    /* ld.global.v4.b64 / .v8.b32 (and st, with .L1:: / .L2:: hints): ok on
     * sm_100, sm_100a, sm_103, sm_110, sm_120, sm_120a, sm_121 at PTX 8.8;
     * sm_90a: "Feature '256 bit wide load/store' requires .target sm_100 or
     * higher"; sm_100 at 8.7: "... requires PTX ISA .version 8.8 or later". */
    [FEAT_has_ldst_256] = {RULE_LATTICE, 88, "sm_100"},
    /* ---- clasync (issue 13) ---- (tests/conformance/featbits.py probes
     * each; the rows carry the same PTX minimums, and verify/clusterasync.c
     * words a bit missing only for the PTX version as such) */
    /* st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 and
     * red.async.relaxed.cluster...add.u32: ok from sm_90 at PTX 8.1 (every
     * sm_9x..sm_12x target, a/f included); sm_90 at 8.0: "Feature 'st.async'
     * requires PTX ISA .version 8.1 or later"; sm_89: "Feature 'st.async'
     * requires .target sm_90 or higher". */
    [FEAT_has_async_store] = {RULE_LATTICE, 81, "sm_90"},
    /* multimem.ld_reduce.relaxed.sys.global.add.u32, multimem.st / .red:
     * ok from sm_90 at PTX 8.1 (sm_100, sm_120 too); sm_90 at 8.0: "Feature
     * 'multimem.ld_reduce' requires PTX ISA .version 8.1 or later"; sm_89:
     * "Feature 'multimem.red' requires .target sm_90 or higher". */
    [FEAT_has_multimem] = {RULE_LATTICE, 81, "sm_90"},
    /* tensormap.replace.tile.global_address.global.b1024.b64: ok on sm_90a
     * (PTX 8.3), sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f;
     * "Instruction 'tensormap.replace' not supported on .target 'sm_90'"
     * (every base target); sm_90a at 8.2: "Feature 'tensormap.replace'
     * requires PTX ISA .version 8.3 or later". */
    [FEAT_has_tensormap_replace] = {RULE_LATTICE, 83, "sm_90a, sm_100f, sm_110f, sm_120f"},
    /* tensormap.replace.tile.swizzle_atomicity...b32 [..], 3 and elemtype
     * 13..15: ok on sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f;
     * sm_90a: "Instruction 'tensormap.replace.swizzle_atomicity' not
     * supported on .target 'sm_90a'", elemtype 15 on sm_90a at 8.7: "value
     * '15' expected to be in range [0..12]". (elemtype >= 13 needs PTX 8.7:
     * verify/clusterasync.c.) */
    [FEAT_has_tensormap_sm100] = {RULE_LATTICE, 86, "sm_100f, sm_110f, sm_120f"},
    /* tensormap.replace.tile.swizzle_mode...b32 [..], 4: ok on sm_103a at
     * PTX 8.8 only; sm_100a / sm_103f / sm_120a at 9.0: "value '4' expected
     * to be in range [0..3] when .swizzle_mode modifier is used". */
    [FEAT_has_tensormap_swizzle_mode4] = {RULE_LATTICE, 88, "sm_103a"},
    /* clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::
     * complete_tx::bytes.b128 and query_cancel: ok on every sm_100+ target
     * (sm_100, sm_103, sm_110, sm_120, sm_121, a and f) from PTX 8.6;
     * sm_90a at 8.8: "Feature 'clusterlaunchcontrol.try_cancel.async'
     * requires .target sm_100 or higher". */
    [FEAT_has_clc] = {RULE_LATTICE, 86, "sm_100"},
    /* try_cancel ... .multicast::cluster::all.b128: ok on the a and f
     * targets of sm_100 .. sm_121; sm_120: "Feature '.multicast::cluster::all'
     * not supported on .target 'sm_120'" (every base). */
    [FEAT_has_clc_multicast] = {RULE_LATTICE, 86, "sm_100f, sm_110f, sm_120f"},
    /* st.bulk.weak{.shared::cta} [a], size, 0: ok on every sm_100+ target
     * (sm_100, sm_103, sm_110, sm_120, sm_121, a and f) from PTX 8.6 (each
     * target's own floor above that); sm_90: "Feature 'st.bulk' requires
     * .target sm_100 or higher". */
    [FEAT_has_st_bulk] = {RULE_LATTICE, 86, "sm_100"},
    /* ldmatrix .m16n16 / .m8n16 and stmatrix .m16n8 (.b8 shapes): ok on the
     * a and f targets of sm_100 .. sm_121 from each one's minimum PTX; sm_100,
     * sm_120: "Feature 'ldmatrix.b8' not supported on .target 'sm_100'",
     * sm_90a: "Feature '.m8n16' not supported on .target 'sm_90a'". */
    [FEAT_has_ldstmatrix_b8] = {RULE_LATTICE, 0, "sm_100f, sm_110f, sm_120f"},
    /* st.async.release.sys.global.b32 (and .gpu, .mmio.release.sys, .b8 ..
     * .b64): ok on sm_100, sm_100a/f, sm_103/a, sm_110/f, sm_120/a, sm_121
     * from PTX 8.7; sm_90a: "Feature 'st.async/red.async with .global state
     * space' requires .target sm_100 or higher"; sm_100 at 8.6: "... requires
     * PTX ISA .version 8.7 or later". */
    [FEAT_has_async_store_global] = {RULE_LATTICE, 87, "sm_100"},
    /* redux.sync.min.abs.NaN.f32 (and .max, without .abs / .NaN): ok on
     * sm_100a, sm_100f, sm_103a, sm_103f from PTX 8.6 (8.8 for the f ones);
     * "Instruction 'redux.f32' not supported on .target 'sm_100'" (sm_103,
     * sm_110/a/f, sm_120/a/f, sm_121a, sm_90a); sm_100a at 8.5: "Feature
     * 'redux.f32' requires PTX ISA .version 8.6 or later". */
    [FEAT_has_redux_f32] = {RULE_LATTICE, 86, "sm_100f"},
    /* ord13: {add,sub,mul}{,.rn}.f32x2 and fma.rn.f32x2 on .b64 registers
     * (and .ftz): ok on every sm_100+ target (sm_100, sm_103, sm_110,
     * sm_120, sm_121, a and f) from each one's minimum PTX (8.6 for sm_100);
     * sm_90a at 9.0: "Feature 'add.f32x2' requires .target sm_100 or
     * higher"; sm_100 at 8.5: "Feature 'add.f32x2' requires PTX ISA
     * .version 8.6 or later". */
    [FEAT_has_f32x2] = {RULE_LATTICE, 86, "sm_100"},
};

/* Does row t imply one of the targets named in 'where'? An entry
 * "sm_NN from PTX X.Y" counts only at PTX >= X.Y (a target whose floor for
 * the feature is above the rule's min_ptx); the text is what diagnostics
 * print (ptxsel_feature_targets). */
static bool implies_any(const TargetRow *t, unsigned ptx, const char *where)
{
    const char *p = where;
    while (p && *p) {
        size_t n = strcspn(p, ",");
        size_t name = strcspn(p, ", ");
        unsigned floor = 0;
        const char *from = strstr(p, " from PTX ");
        if (from && (size_t)(from - p) < n) {
            const char *v = from + strlen(" from PTX ");
            floor = (unsigned)atoi(v) * 10 + (strchr(v, '.') ? (unsigned)atoi(strchr(v, '.') + 1) : 0);
        }
        int j = find_target_n(p, name);
        if (j >= 0 && ptx >= floor && row_implies(t, &targets[j]))
            return true;
        p += n;
        while (*p == ',' || *p == ' ')
            p++;
    }
    return false;
}

static void derive_features(const TargetRow *t, unsigned ptx, ptxsel_features *f)
{
    memset(f, 0, sizeof *f);
    for (int b = 0; b < FEAT_COUNT; b++) {
        const FeatureRule *r = &feature_rules[b];
        bool on = ptx >= r->min_ptx;
        switch (r->kind) {
        case RULE_ARCH:
            on = on && t->variant == 'a';
            break;
        case RULE_ARCH_OR_FAMILY:
            on = on && t->variant != 0;
            break;
        default:
            on = on && implies_any(t, ptx, r->where);
            break;
        }
        feat_set(f, b, on);
    }
}

int feat_first_missing(const ptxsel_features *have, const ptxsel_features *need)
{
    for (int w = 0; w < PTXSEL_FEATURE_WORDS; w++) {
        uint64_t m = need->w[w] & ~have->w[w];
        for (int i = 0; m && i < 64; i++)
            if ((m >> i) & 1u)
                return w * 64 + i;
    }
    return -1;
}

/* --------------------------------------------------------- -mattr parsing */

static void seterr(char *err, size_t errlen, const char *fmt, ...) PTXSEL_PRINTF(3, 4);
static void seterr(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static bool ptx_exists(unsigned v)
{
    for (size_t i = 0; i < countof(ptx_versions); i++)
        if (ptx_versions[i] == v)
            return true;
    return false;
}

static int feature_index_n(const char *s, size_t n)
{
    for (int i = 0; i < FEAT_COUNT; i++)
        if (strlen(feature_names[i]) == n && !memcmp(feature_names[i], s, n))
            return i;
    return -1;
}

/* Small edit distance (capped) for "did you mean" hints. */
static unsigned edit_distance(const char *a, size_t na, const char *b)
{
    size_t nb = strlen(b);
    unsigned row[64];
    if (na >= 63 || nb >= 63)
        return 99;
    for (size_t j = 0; j <= nb; j++)
        row[j] = (unsigned)j;
    for (size_t i = 1; i <= na; i++) {
        unsigned diag = row[0];
        row[0] = (unsigned)i;
        for (size_t j = 1; j <= nb; j++) {
            unsigned up = row[j];
            unsigned best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[nb];
}

static const char *closest_feature(const char *s, size_t n)
{
    const char *best = NULL;
    unsigned bestd = 3; /* suggest only within distance 2 */
    for (int i = 0; i < FEAT_COUNT; i++) {
        unsigned d = edit_distance(s, n, feature_names[i]);
        if (d < bestd) {
            bestd = d;
            best = feature_names[i];
        }
    }
    return best;
}

/* One -mattr item, trimmed: [*s, *s + *n). Advances *p past it. */
static bool next_item(const char **p, const char **s, size_t *n)
{
    const char *q = *p;
    if (!q || !*q)
        return false;
    size_t len = strcspn(q, ",");
    const char *b = q, *e = q + len;
    while (b < e && (*b == ' ' || *b == '\t'))
        b++;
    while (e > b && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    *s = b;
    *n = (size_t)(e - b);
    *p = q[len] ? q + len + 1 : q + len;
    return true;
}

/* Parse the PTX part of an item "ptxNN" (sign removed); returns false and
 * fills err on a malformed or unknown version. */
static bool parse_ptx_item(const char *s, size_t n, unsigned *out, char *err, size_t errlen)
{
    unsigned v = 0;
    size_t digits = n - 3;
    if (digits < 2 || digits > 3 || s[3] == '0') {
        seterr(err, errlen,
               "malformed PTX version '+%.*s' in -mattr (expected +ptxNN, e.g. +ptx86 for "
               "PTX ISA 8.6)",
               (int)n, s);
        return false;
    }
    for (size_t i = 3; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            seterr(err, errlen,
                   "malformed PTX version '+%.*s' in -mattr (expected +ptxNN, e.g. +ptx86 for "
                   "PTX ISA 8.6)",
                   (int)n, s);
            return false;
        }
        v = v * 10 + (unsigned)(s[i] - '0');
    }
    if (v > PTX_MAX) {
        seterr(err, errlen,
               "PTX ISA %u.%u is not supported: the newest PTX ISA ptxsel (and ptxas 13) "
               "supports is %u.%u",
               v / 10, v % 10, PTX_MAX / 10, PTX_MAX % 10);
        return false;
    }
    if (!ptx_exists(v)) {
        seterr(err, errlen, "PTX ISA %u.%u does not exist (-mattr item '+%.*s')", v / 10,
               v % 10, (int)n, s);
        return false;
    }
    *out = v;
    return true;
}

static bool is_ptx_item(const char *s, size_t n)
{
    return n >= 3 && !memcmp(s, "ptx", 3);
}

/* ------------------------------------------------------------- public API */

ptxsel_status ptxsel_target_init(ptxsel_target *t, const char *cpu, const char *mattr,
                                 char *err, size_t errlen)
{
    if (err && errlen)
        err[0] = 0;
    if (!t) {
        seterr(err, errlen, "ptxsel_target_init: target is NULL");
        return PTXSEL_USAGE;
    }
    memset(t, 0, sizeof *t);
    if (!cpu || !*cpu)
        cpu = "sm_90a";

    int ti = find_target(cpu);
    if (ti < 0) {
        size_t n = strlen(cpu);
        char base[16];
        if (n > 1 && n < sizeof base && cpu[n - 1] == 'f') {
            memcpy(base, cpu, n - 1);
            base[n - 1] = 0;
            if (find_target(base) >= 0) {
                seterr(err, errlen,
                       "unknown target CPU '%s': %s has no family-conditional ('f') form", cpu,
                       base);
                return PTXSEL_USAGE;
            }
        }
        if (n > 1 && n < sizeof base && cpu[n - 1] == 'a') {
            memcpy(base, cpu, n - 1);
            base[n - 1] = 0;
            if (find_target(base) >= 0) {
                seterr(err, errlen,
                       "unknown target CPU '%s': %s has no arch-conditional ('a') form", cpu,
                       base);
                return PTXSEL_USAGE;
            }
        }
        char list[512];
        size_t k = 0;
        list[0] = 0;
        for (size_t i = 0; i < countof(targets) && k + 16 < sizeof list; i++)
            k += (size_t)snprintf(list + k, sizeof list - k, "%s%s", i ? ", " : "",
                                  targets[i].name);
        seterr(err, errlen, "unknown target CPU '%s' (known: %s)", cpu, list);
        return PTXSEL_USAGE;
    }
    const TargetRow *row = &targets[ti];
    unsigned ptx = row->min_ptx;

    /* Pass 1: syntax, PTX version, feature names. */
    const char *p = mattr, *s;
    size_t n;
    while (next_item(&p, &s, &n)) {
        if (n == 0)
            continue; /* empty item (",,", trailing comma) */
        if (s[0] != '+' && s[0] != '-') {
            seterr(err, errlen, "-mattr item '%.*s' must start with '+' or '-'", (int)n, s);
            return PTXSEL_USAGE;
        }
        const char *name = s + 1;
        size_t nn = n - 1;
        if (nn == 0) {
            seterr(err, errlen, "-mattr item '%.*s' has no feature name", (int)n, s);
            return PTXSEL_USAGE;
        }
        if (feature_index_n(name, nn) >= 0)
            continue;
        if (is_ptx_item(name, nn)) {
            if (s[0] == '-') {
                seterr(err, errlen,
                       "-mattr item '%.*s': a PTX version can be set (+ptxNN), not removed",
                       (int)n, s);
                return PTXSEL_USAGE;
            }
            if (!parse_ptx_item(name, nn, &ptx, err, errlen))
                return PTXSEL_USAGE;
            continue;
        }
        const char *hint = closest_feature(name, nn);
        if (hint)
            seterr(err, errlen,
                   "unknown -mattr feature '%.*s' (did you mean '%s'? 'ptxsel-query features "
                   "%s' lists them)",
                   (int)nn, name, hint, row->name);
        else
            seterr(err, errlen,
                   "unknown -mattr feature '%.*s' ('ptxsel-query features %s' lists them)",
                   (int)nn, name, row->name);
        return PTXSEL_USAGE;
    }
    if (ptx < row->min_ptx) {
        seterr(err, errlen, "PTX ISA %u.%u is below the minimum %u.%u for %s", ptx / 10,
               ptx % 10, row->min_ptx / 10u, row->min_ptx % 10u, row->name);
        return PTXSEL_USAGE;
    }

    snprintf(t->name, sizeof t->name, "%s", row->name);
    t->sm = row->sm;
    t->variant = row->variant;
    t->ptx = ptx;
    derive_features(row, ptx, &t->feat);

    /* Pass 2: +name / -name overrides, in order, after derivation. */
    p = mattr;
    while (next_item(&p, &s, &n)) {
        if (n < 2)
            continue;
        int b = feature_index_n(s + 1, n - 1);
        if (b >= 0)
            feat_set(&t->feat, b, s[0] == '+');
    }
    return PTXSEL_OK;
}

unsigned ptxsel_target_min_ptx(const char *cpu)
{
    int i = find_target(cpu);
    return i < 0 ? 0 : targets[i].min_ptx;
}

size_t ptxsel_target_count(void)
{
    return countof(targets);
}

const char *ptxsel_target_name(size_t i)
{
    return i < countof(targets) ? targets[i].name : NULL;
}

int ptxsel_cpu_implies(const char *a, const char *b)
{
    int ia = find_target(a), ib = find_target(b);
    if (ia < 0 || ib < 0)
        return -1;
    return row_implies(&targets[ia], &targets[ib]);
}

int ptxsel_feature_count(void)
{
    return FEAT_COUNT;
}

const char *ptxsel_feature_name(int bit)
{
    return bit >= 0 && bit < FEAT_COUNT ? feature_names[bit] : NULL;
}

const char *ptxsel_feature_doc(int bit)
{
    return bit >= 0 && bit < FEAT_COUNT ? feature_docs[bit] : NULL;
}

int ptxsel_feature_index(const char *name)
{
    return name ? feature_index_n(name, strlen(name)) : -1;
}

int ptxsel_target_has(const ptxsel_target *t, int bit)
{
    if (!t || bit < 0 || bit >= FEAT_COUNT)
        return 0;
    return feat_has(&t->feat, bit);
}

const char *ptxsel_feature_targets(int bit)
{
    if (bit < 0 || bit >= FEAT_COUNT)
        return NULL;
    switch (feature_rules[bit].kind) {
    case RULE_ARCH:
        return "every arch-conditional ('a') target";
    case RULE_ARCH_OR_FAMILY:
        return "every arch- or family-conditional ('a' or 'f') target";
    default:
        return feature_rules[bit].where;
    }
}

unsigned ptxsel_feature_min_ptx(int bit)
{
    return bit >= 0 && bit < FEAT_COUNT ? feature_rules[bit].min_ptx : 0;
}
