/*
 * Unit tests of targets/targets.c (cmocka): the target table, aliases, the
 * a/f lattice (against a matrix recorded from ptxas 13.0), minimum PTX
 * versions, feature-bit derivation for representative targets, -mattr parsing
 * and every one of its error paths, and the feature-name API.
 *
 * Consumes: the public target API and mc/internal.h (FEAT_*, feat_first_missing).
 * Guarantees: every expectation is a literal value (ptxas evidence), so a
 * change to a table or rule that disagrees with ptxas fails here.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* ------------------------------------------------------------ helpers */

static ptxsel_target must_init(const char *cpu, const char *mattr)
{
    ptxsel_target t;
    char err[512] = "";
    ptxsel_status st = ptxsel_target_init(&t, cpu, mattr, err, sizeof err);
    if (st != PTXSEL_OK)
        fail_msg("ptxsel_target_init(%s, %s) failed: %s", cpu, mattr ? mattr : "(null)", err);
    return t;
}

/* Expect a usage error whose message contains 'needle'. */
static void expect_usage(const char *cpu, const char *mattr, const char *needle)
{
    ptxsel_target t;
    char err[512] = "";
    memset(&t, 0x5a, sizeof t);
    ptxsel_status st = ptxsel_target_init(&t, cpu, mattr, err, sizeof err);
    if (st != PTXSEL_USAGE)
        fail_msg("ptxsel_target_init(%s, %s) returned %d, expected PTXSEL_USAGE", cpu,
                 mattr ? mattr : "(null)", (int)st);
    if (!strstr(err, needle))
        fail_msg("message for (%s, %s) is '%s', expected it to contain '%s'", cpu,
                 mattr ? mattr : "(null)", err, needle);
    assert_string_equal(t.name, ""); /* nothing half-filled on failure */
}

/* Is 'word' one of the space-separated words of 'list'? */
static int in_list(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == 0 || p[n] == ' '))
            return 1;
    return 0;
}

/* The bits of t that are on must be exactly the words of 'on' (names
 * without the "has_" prefix). */
static void expect_bits(const ptxsel_target *t, const char *on)
{
    for (int b = 0; b < ptxsel_feature_count(); b++) {
        const char *name = ptxsel_feature_name(b);
        int want = in_list(on, name + 4);
        int got = ptxsel_target_has(t, b);
        if (want != got)
            fail_msg("%s (PTX %u): %s is %s, expected %s", t->name, t->ptx, name,
                     got ? "on" : "off", want ? "on" : "off");
    }
}

/* ------------------------------------------------------------ the table */

static const struct {
    const char *name;
    unsigned sm;
    char variant;
    unsigned min_ptx;
} expected_targets[] = {
    /* min PTX: ptxas 13.0 accepts .version min and rejects the version below
     * ("PTX .version X.Y does not support .target ..."); sm_70/72 from the
     * PTX ISA. sm_75 is 6.3 (ptxas 13 accepts 6.3, rejects 6.2). */
    {"sm_70", 70, 0, 60},     {"sm_72", 72, 0, 61},     {"sm_75", 75, 0, 63},
    {"sm_80", 80, 0, 70},     {"sm_86", 86, 0, 71},     {"sm_87", 87, 0, 74},
    {"sm_88", 88, 0, 73},     {"sm_89", 89, 0, 78},     {"sm_90", 90, 0, 78},
    {"sm_90a", 90, 'a', 80},  {"sm_100", 100, 0, 86},   {"sm_100a", 100, 'a', 86},
    {"sm_100f", 100, 'f', 88}, {"sm_103", 103, 0, 88},  {"sm_103a", 103, 'a', 88},
    {"sm_103f", 103, 'f', 88}, {"sm_110", 110, 0, 90},  {"sm_110a", 110, 'a', 90},
    {"sm_110f", 110, 'f', 90}, {"sm_120", 120, 0, 87},  {"sm_120a", 120, 'a', 87},
    {"sm_120f", 120, 'f', 88}, {"sm_121", 121, 0, 88},  {"sm_121a", 121, 'a', 88},
    {"sm_121f", 121, 'f', 88},
};
#define NEXPECTED (sizeof expected_targets / sizeof expected_targets[0])

static void test_table(void **state)
{
    (void)state;
    assert_int_equal(ptxsel_target_count(), NEXPECTED);
    for (size_t i = 0; i < NEXPECTED; i++) {
        const char *name = ptxsel_target_name(i);
        assert_non_null(name);
        assert_string_equal(name, expected_targets[i].name);
        assert_int_equal(ptxsel_target_min_ptx(name), expected_targets[i].min_ptx);
        ptxsel_target t = must_init(name, NULL);
        assert_string_equal(t.name, name);
        assert_int_equal(t.sm, expected_targets[i].sm);
        assert_int_equal(t.variant, expected_targets[i].variant);
        assert_int_equal(t.ptx, expected_targets[i].min_ptx); /* default PTX = minimum */
        /* and every target also parses at the newest PTX */
        t = must_init(name, "+ptx90");
        assert_int_equal(t.ptx, 90);
    }
    assert_null(ptxsel_target_name(NEXPECTED));
    assert_null(ptxsel_target_name((size_t)-1));
}

static void test_default_cpu(void **state)
{
    (void)state;
    ptxsel_target t = must_init(NULL, NULL);
    assert_string_equal(t.name, "sm_90a");
    t = must_init("", "+ptx86");
    assert_string_equal(t.name, "sm_90a");
    assert_int_equal(t.ptx, 86);
}

static void test_aliases(void **state)
{
    (void)state;
    static const char *const pairs[][2] = {
        {"sm_101", "sm_110"}, {"sm_101a", "sm_110a"}, {"sm_101f", "sm_110f"}};
    for (size_t i = 0; i < 3; i++) {
        ptxsel_target t = must_init(pairs[i][0], NULL);
        assert_string_equal(t.name, pairs[i][1]); /* printed as sm_110* */
        assert_int_equal(t.sm, 110);
        assert_int_equal(t.ptx, 90);
        assert_int_equal(ptxsel_target_min_ptx(pairs[i][0]), 90);
        assert_int_equal(ptxsel_cpu_implies(pairs[i][0], pairs[i][1]), 1);
        assert_int_equal(ptxsel_cpu_implies(pairs[i][1], pairs[i][0]), 1);
        ptxsel_target u = must_init(pairs[i][1], NULL);
        assert_memory_equal(&t.feat, &u.feat, sizeof t.feat);
    }
    /* aliases are input-only: never listed */
    for (size_t i = 0; i < ptxsel_target_count(); i++)
        assert_null(strstr(ptxsel_target_name(i), "101"));
}

static void test_unknown_cpu(void **state)
{
    (void)state;
    expect_usage("sm_99", NULL, "unknown target CPU 'sm_99'");
    expect_usage("sm_99", NULL, "sm_121f"); /* lists the known targets */
    expect_usage("sm_90f", NULL, "sm_90 has no family-conditional ('f') form");
    expect_usage("sm_80a", NULL, "sm_80 has no arch-conditional ('a') form");
    expect_usage("sm_100b", NULL, "unknown target CPU 'sm_100b'");
    expect_usage("SM_90", NULL, "unknown target CPU");
    expect_usage("compute_90a", NULL, "unknown target CPU");
    expect_usage("sm_90a ", NULL, "unknown target CPU");
    expect_usage("sm_107", NULL, "unknown target CPU"); /* ptxas 13 knows no sm_107 */
    assert_int_equal(ptxsel_target_min_ptx("sm_99"), 0);
    assert_int_equal(ptxsel_target_min_ptx(NULL), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_99", "sm_90"), -1);
    assert_int_equal(ptxsel_cpu_implies("sm_90", "sm_90f"), -1);
    assert_int_equal(ptxsel_cpu_implies(NULL, "sm_90"), -1);
}

/* ------------------------------------------------------------ the lattice */

/*
 * What ptxas 13.0 -arch=A accepts as .target B (recorded by assembling an
 * empty kernel at PTX 9.0 for all 23x23 pairs). The feature lattice equals
 * this relation except that a base GPU name also accepts the 'f' of its own
 * and earlier family members (-arch=sm_103 takes .target sm_100f): those
 * pairs are excluded below, because as a .target a base has no family
 * features. sm_70/72 are added by the docs/targets.md rule (every later target
 * implies them).
 */
static const struct {
    const char *a, *accepts;
} ptxas_accepts[] = {
    {"sm_75", "sm_75"},
    {"sm_80", "sm_75 sm_80"},
    {"sm_86", "sm_75 sm_80 sm_86"},
    {"sm_87", "sm_75 sm_80 sm_86 sm_87"},
    {"sm_88", "sm_75 sm_80 sm_86 sm_87 sm_88"},
    {"sm_89", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89"},
    {"sm_90", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90"},
    {"sm_90a", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_90a"},
    {"sm_100", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100f"},
    {"sm_100a", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100a sm_100f"},
    {"sm_100f", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100f"},
    {"sm_103", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100f sm_103 sm_103f"},
    {"sm_103a",
     "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100f sm_103 sm_103a sm_103f"},
    {"sm_103f", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_100f sm_103 sm_103f"},
    {"sm_110", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_110f"},
    {"sm_110a",
     "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_110a sm_110f"},
    {"sm_110f", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_110f"},
    {"sm_120",
     "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 sm_120f"},
    {"sm_120a", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 "
                "sm_120a sm_120f"},
    {"sm_120f",
     "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 sm_120f"},
    {"sm_121", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 "
               "sm_120f sm_121 sm_121f"},
    {"sm_121a", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 "
                "sm_120f sm_121 sm_121a sm_121f"},
    {"sm_121f", "sm_75 sm_80 sm_86 sm_87 sm_88 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 "
                "sm_120f sm_121 sm_121f"},
};

static char variant_of(const char *name)
{
    char c = name[strlen(name) - 1];
    return c == 'a' || c == 'f' ? c : 0;
}

static int expected_implies(const char *a, const char *b)
{
    int volta_a = !strcmp(a, "sm_70") || !strcmp(a, "sm_72");
    int volta_b = !strcmp(b, "sm_70") || !strcmp(b, "sm_72");
    if (volta_a)
        return !strcmp(a, b) || (!strcmp(a, "sm_72") && !strcmp(b, "sm_70"));
    if (volta_b)
        return 1;
    if (variant_of(a) == 0 && variant_of(b) == 'f')
        return 0; /* the documented GPU-name exception */
    for (size_t i = 0; i < sizeof ptxas_accepts / sizeof ptxas_accepts[0]; i++)
        if (!strcmp(ptxas_accepts[i].a, a))
            return in_list(ptxas_accepts[i].accepts, b);
    fail_msg("no ptxas row for %s", a);
    return -1;
}

static void test_lattice_matches_ptxas(void **state)
{
    (void)state;
    size_t n = ptxsel_target_count();
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            const char *a = ptxsel_target_name(i), *b = ptxsel_target_name(j);
            int want = expected_implies(a, b), got = ptxsel_cpu_implies(a, b);
            if (want != got)
                fail_msg("ptxsel_cpu_implies(%s, %s) = %d, expected %d", a, b, got, want);
        }
}

static void test_lattice_spot_checks(void **state)
{
    (void)state;
    /* base implies earlier bases */
    assert_int_equal(ptxsel_cpu_implies("sm_120", "sm_90"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_90", "sm_120"), 0);
    /* f implies its base and earlier f of the family, not other families */
    assert_int_equal(ptxsel_cpu_implies("sm_103f", "sm_100f"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_103f", "sm_103"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_100f", "sm_103f"), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_110f", "sm_100f"), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_121f", "sm_120f"), 1);
    /* a implies its f, nothing implies an a but itself */
    assert_int_equal(ptxsel_cpu_implies("sm_100a", "sm_100f"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_103a", "sm_100f"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_103a", "sm_100a"), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_100f", "sm_100a"), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_100a", "sm_90a"), 0);
    assert_int_equal(ptxsel_cpu_implies("sm_90a", "sm_90"), 1);
    assert_int_equal(ptxsel_cpu_implies("sm_90a", "sm_89"), 1);
    /* a base does not imply the f form */
    assert_int_equal(ptxsel_cpu_implies("sm_100", "sm_100f"), 0);
}

static void test_lattice_is_a_partial_order(void **state)
{
    (void)state;
    size_t n = ptxsel_target_count();
    for (size_t i = 0; i < n; i++) {
        const char *a = ptxsel_target_name(i);
        assert_int_equal(ptxsel_cpu_implies(a, a), 1);
        for (size_t j = 0; j < n; j++) {
            const char *b = ptxsel_target_name(j);
            if (i != j && ptxsel_cpu_implies(a, b) == 1)
                assert_int_equal(ptxsel_cpu_implies(b, a), 0);
            for (size_t k = 0; k < n; k++) {
                const char *c = ptxsel_target_name(k);
                if (ptxsel_cpu_implies(a, b) == 1 && ptxsel_cpu_implies(b, c) == 1 &&
                    ptxsel_cpu_implies(a, c) != 1)
                    fail_msg("not transitive: %s > %s > %s", a, b, c);
            }
        }
    }
}

/* Features are monotone: a target has every bit of the targets it implies
 * (same PTX), and a newer PTX never removes a bit. */
static void test_features_monotone(void **state)
{
    (void)state;
    size_t n = ptxsel_target_count();
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            const char *a = ptxsel_target_name(i), *b = ptxsel_target_name(j);
            if (ptxsel_cpu_implies(a, b) != 1)
                continue;
            ptxsel_target ta = must_init(a, "+ptx90"), tb = must_init(b, "+ptx90");
            int miss = feat_first_missing(&ta.feat, &tb.feat);
            if (miss >= 0)
                fail_msg("%s implies %s but lacks %s", a, b, ptxsel_feature_name(miss));
        }
    static const unsigned vers[] = {60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77,
                                    78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90};
    for (size_t i = 0; i < n; i++) {
        const char *a = ptxsel_target_name(i);
        ptxsel_target prev;
        int have_prev = 0;
        for (size_t v = 0; v < sizeof vers / sizeof vers[0]; v++) {
            if (vers[v] < ptxsel_target_min_ptx(a))
                continue;
            char m[16];
            snprintf(m, sizeof m, "+ptx%u", vers[v]);
            ptxsel_target t = must_init(a, m);
            if (have_prev && feat_first_missing(&t.feat, &prev.feat) >= 0)
                fail_msg("%s loses %s at PTX %u", a,
                         ptxsel_feature_name(feat_first_missing(&t.feat, &prev.feat)),
                         vers[v]);
            prev = t;
            have_prev = 1;
        }
    }
}

/* ------------------------------------------------------------ derivation */

#define COMMON_80                                                                          \
    "wmma_f16 wmma_int8 wmma_subbyte wmma_bf16_tf32_f64 f16_math cvt_bf16 redux_sync "      \
    "cvta_param atom_f64 atom_scope bf16_fma mma_volta mma_turing mma_ampere ldmatrix mbarrier minmax_nan" \
    " cp_async cache_policy"
#define COMMON_90                                                                          \
    COMMON_80 " minmax_xorsign cluster_multicast clusters tma bf16_arith elect_sync "     \
              "fence_cluster griddepcontrol stmatrix cvt_fp8 cvt_tf32_rn mma_f64_hopper"
/* clasync (issue 13): every sm_100+ target (PTX >= 8.6); the a/f targets also */
#define CLASYNC_100 " async_store multimem clc"
#define CLASYNC_AF " tensormap_replace tensormap_sm100 clc_multicast"
#define COMMON_100_PTX86 COMMON_90 " wide_im2col_cta tma_gather4_cta bulk_cp_mask mma_fp8 cvt_tf32_satfinite " \
                                   "mixed_fp_arith st_bulk f32x2" CLASYNC_100
/* st.async.release.global: every sm_100+ target from PTX 8.7 */
#define COMMON_100 COMMON_100_PTX86 " async_store_global"
#define TCGEN05_F                                                                          \
    COMMON_100 " tmem family_conditional wide_im2col two_cta_tma tma_gather4 setmaxnreg "  \
               "tcgen05_block_scale_vec mma_f8f6f4 cvt_f6f4 ldst_256 ldstmatrix_b8" CLASYNC_AF

static void test_derive_pre_hopper(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_70", NULL);
    expect_bits(&t, "wmma_f16 f16_math atom_f64 atom_scope");
    t = must_init("sm_72", NULL); /* PTX 6.1: WMMA s8 needs PTX 6.3 */
    expect_bits(&t, "wmma_f16 f16_math atom_f64 atom_scope");
    t = must_init("sm_72", "+ptx63");
    expect_bits(&t, "wmma_f16 wmma_int8 f16_math atom_f64 atom_scope");
    t = must_init("sm_75", NULL);
    expect_bits(&t, "wmma_f16 wmma_int8 wmma_subbyte f16_math atom_f64 atom_scope");
    t = must_init("sm_75", "+ptx77");
    expect_bits(&t, "wmma_f16 wmma_int8 wmma_subbyte f16_math atom_f64 atom_scope cvta_param "
                    "mma_volta mma_turing ldmatrix");
    t = must_init("sm_80", NULL);
    expect_bits(&t, "wmma_f16 wmma_int8 wmma_subbyte wmma_bf16_tf32_f64 f16_math cvt_bf16 "
                    "redux_sync atom_f64 atom_scope bf16_fma mma_volta mma_turing mma_ampere ldmatrix mbarrier minmax_nan "
                    "cp_async");
    t = must_init("sm_80", "+ptx74"); /* createpolicy, .L2::cache_hint: PTX 7.4 */
    expect_bits(&t, "wmma_f16 wmma_int8 wmma_subbyte wmma_bf16_tf32_f64 f16_math cvt_bf16 "
                    "redux_sync atom_f64 atom_scope bf16_fma mma_volta mma_turing mma_ampere ldmatrix mbarrier minmax_nan "
                    "cp_async cache_policy");
    t = must_init("sm_80", "+ptx90");
    expect_bits(&t, COMMON_80);
    /* .xorsign.abs: sm_86 from PTX 7.2 (sm_86's minimum is 7.1) */
#define SM86_PTX71                                                                         \
    "wmma_f16 wmma_int8 wmma_subbyte wmma_bf16_tf32_f64 f16_math cvt_bf16 redux_sync "      \
    "atom_f64 atom_scope bf16_fma mma_volta mma_turing mma_ampere ldmatrix mbarrier minmax_nan cp_async"
    t = must_init("sm_86", NULL);
    expect_bits(&t, SM86_PTX71);
    t = must_init("sm_86", "+ptx72");
    expect_bits(&t, SM86_PTX71 " minmax_xorsign");
#undef SM86_PTX71
    t = must_init("sm_89", NULL);
    expect_bits(&t, COMMON_80 " minmax_xorsign");
    t = must_init("sm_89", "+ptx84"); /* e4m3 / e5m2 mma from PTX 8.4 */
    expect_bits(&t, COMMON_80 " minmax_xorsign mma_fp8 cvt_fp8"); /* cvt e4m3x2: sm_89 from 8.1 */
}

static void test_derive_hopper(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_90", NULL); /* PTX 7.8: no TMA yet */
    expect_bits(&t, COMMON_80 " minmax_xorsign clusters bf16_arith fence_cluster griddepcontrol stmatrix "
                              "cvt_fp8 cvt_tf32_rn mma_f64_hopper");
    t = must_init("sm_90", "+ptx80");
    expect_bits(&t, COMMON_90);
    t = must_init("sm_90a", NULL);
    expect_bits(&t, COMMON_90 " wgmma arch_conditional family_conditional setmaxnreg");
    t = must_init("sm_90a", "+ptx90");
    expect_bits(&t, COMMON_90 " wgmma arch_conditional family_conditional setmaxnreg mma_fp8"
                    " async_store multimem tensormap_replace");
}

static void test_derive_blackwell(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_100", NULL); /* PTX 8.6 */
    expect_bits(&t, COMMON_100_PTX86);
    t = must_init("sm_100", "+ptx87");
    expect_bits(&t, COMMON_100);
    t = must_init("sm_100a", NULL); /* PTX 8.6: no .block16/.block32 yet */
    expect_bits(&t, COMMON_100_PTX86 " tmem arch_conditional family_conditional "
                    "scale_input_accumulator wide_im2col two_cta_tma tma_gather4 setmaxnreg "
                    "tcgen05_i8 tcgen05_shift tcgen05_sparse_mxf4 tcgen05_scale_vec_nx mma_f8f6f4 cvt_f6f4 "
                    "ldstmatrix_b8 redux_f32" CLASYNC_AF);
    t = must_init("sm_100a", "+ptx88");
    expect_bits(&t, TCGEN05_F " arch_conditional scale_input_accumulator tcgen05_i8 "
                    "tcgen05_shift tcgen05_sparse_mxf4 tcgen05_scale_vec_nx cvt_rs redux_f32");
    t = must_init("sm_100f", NULL);
    expect_bits(&t, TCGEN05_F " scale_input_accumulator redux_f32");
    t = must_init("sm_103", NULL);
    expect_bits(&t, COMMON_100 " ldst_256");
    t = must_init("sm_103a", NULL);
    expect_bits(&t, TCGEN05_F " arch_conditional scale_input_accumulator tcgen05_shift "
                    "tcgen05_ld_red tcgen05_sparse_mxf4 tcgen05_scale_vec_nx cvt_rs tensormap_swizzle_mode4 redux_f32");
    t = must_init("sm_103f", NULL);
    expect_bits(&t, TCGEN05_F " scale_input_accumulator tcgen05_ld_red redux_f32");
    t = must_init("sm_110", NULL);
    expect_bits(&t, COMMON_100 " ldst_256");
    t = must_init("sm_110a", NULL);
    expect_bits(&t, TCGEN05_F " arch_conditional tcgen05_i8 tcgen05_shift tcgen05_ld_red "
                    "tcgen05_sparse_mxf4 tcgen05_scale_vec_nx");
    t = must_init("sm_110f", NULL);
    expect_bits(&t, TCGEN05_F " tcgen05_ld_red");
}

static void test_derive_consumer_blackwell(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_120", NULL);
    expect_bits(&t, COMMON_100);
    t = must_init("sm_120a", NULL);
    expect_bits(&t, COMMON_100 " arch_conditional family_conditional setmaxnreg "
                    "mma_block_scale mma_f8f6f4 mma_f6f4_f16acc cvt_f6f4 "
                    "ldstmatrix_b8 mma_sp_block_scale_fp4" CLASYNC_AF);
    t = must_init("sm_120f", NULL);
    expect_bits(&t, COMMON_100 " family_conditional setmaxnreg mma_block_scale mma_f8f6f4 mma_f6f4_f16acc cvt_f6f4 "
                    "ldstmatrix_b8 ldst_256" CLASYNC_AF);
    t = must_init("sm_121", NULL);
    expect_bits(&t, COMMON_100 " ldst_256");
    t = must_init("sm_121a", NULL);
    expect_bits(&t, COMMON_100 " arch_conditional family_conditional setmaxnreg "
                    "mma_block_scale mma_f8f6f4 mma_f6f4_f16acc cvt_f6f4 "
                    "ldstmatrix_b8 mma_sp_block_scale_fp4 ldst_256" CLASYNC_AF);
    t = must_init("sm_121f", "+ptx90");
    expect_bits(&t, COMMON_100 " family_conditional setmaxnreg mma_block_scale mma_f8f6f4 mma_f6f4_f16acc cvt_f6f4 "
                    "ldstmatrix_b8 ldst_256" CLASYNC_AF);
}

/* Named single-bit checks that mirror the verifier's examples. */
static void test_derive_verifier_examples(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_103a", NULL);
    assert_false(ptxsel_target_has(&t, FEAT_has_tcgen05_i8)); /* ".kind::i8" on sm_103a */
    t = must_init("sm_120a", NULL);
    assert_false(ptxsel_target_has(&t, FEAT_has_tmem)); /* no tcgen05 on sm_120a */
    t = must_init("sm_110a", NULL);
    assert_false(ptxsel_target_has(&t, FEAT_has_scale_input_accumulator));
    assert_true(ptxsel_target_has(&t, FEAT_has_tcgen05_i8));
    t = must_init("sm_100f", NULL);
    assert_false(ptxsel_target_has(&t, FEAT_has_tcgen05_shift));
    assert_false(ptxsel_target_has(&t, FEAT_has_arch_conditional));
    assert_true(ptxsel_target_has(&t, FEAT_has_family_conditional));
    t = must_init("sm_90", "+ptx90");
    assert_false(ptxsel_target_has(&t, FEAT_has_wgmma));
    assert_false(ptxsel_target_has(&t, FEAT_has_setmaxnreg));
}

/* ------------------------------------------------------------ -mattr */

static void test_mattr_valid(void **state)
{
    (void)state;
    ptxsel_target t = must_init("sm_100a", "+ptx86");
    assert_int_equal(t.ptx, 86);
    t = must_init("sm_100a", "+ptx87");
    assert_int_equal(t.ptx, 87);
    t = must_init("sm_90a", "+ptx90");
    assert_int_equal(t.ptx, 90);
    t = must_init("sm_75", "+ptx65");
    assert_int_equal(t.ptx, 65);
    t = must_init("sm_90a", "");
    assert_int_equal(t.ptx, 80);

    /* +name / -name apply after derivation, whatever their position */
    t = must_init("sm_100a", "+has_wgmma");
    assert_true(ptxsel_target_has(&t, FEAT_has_wgmma));
    t = must_init("sm_90a", "-has_wgmma,+ptx86");
    assert_false(ptxsel_target_has(&t, FEAT_has_wgmma));
    assert_int_equal(t.ptx, 86);
    t = must_init("sm_90", "-has_tma,+ptx86");
    assert_false(ptxsel_target_has(&t, FEAT_has_tma));
    t = must_init("sm_90a", "+has_tma,-has_tma");
    assert_false(ptxsel_target_has(&t, FEAT_has_tma)); /* last one wins */
    t = must_init("sm_90a", "-has_tma,+has_tma");
    assert_true(ptxsel_target_has(&t, FEAT_has_tma));

    /* last +ptx wins; empty items and blanks are ignored */
    t = must_init("sm_100a", "+ptx90,+ptx88");
    assert_int_equal(t.ptx, 88);
    t = must_init("sm_90a", " +ptx86 ,, -has_tma ,");
    assert_int_equal(t.ptx, 86);
    assert_false(ptxsel_target_has(&t, FEAT_has_tma));
    assert_true(ptxsel_target_has(&t, FEAT_has_clusters));

    /* every bit can be forced on and off by name */
    for (int bit = 0; bit < ptxsel_feature_count(); bit++) {
        char m[64];
        snprintf(m, sizeof m, "+%s", ptxsel_feature_name(bit));
        t = must_init("sm_70", m);
        assert_true(ptxsel_target_has(&t, bit));
        snprintf(m, sizeof m, "-%s", ptxsel_feature_name(bit));
        t = must_init("sm_100a", m);
        assert_false(ptxsel_target_has(&t, bit));
    }

    /* a flipped bit changes nothing else */
    ptxsel_target a = must_init("sm_100a", "+ptx88");
    ptxsel_target b = must_init("sm_100a", "+ptx88,-has_tcgen05_i8");
    feat_set(&b.feat, FEAT_has_tcgen05_i8, true);
    assert_memory_equal(&a.feat, &b.feat, sizeof a.feat);
}

static void test_mattr_errors(void **state)
{
    (void)state;
    /* below the minimum: the message names the minimum */
    expect_usage("sm_90a", "+ptx78", "PTX ISA 7.8 is below the minimum 8.0 for sm_90a");
    expect_usage("sm_100f", "+ptx87", "PTX ISA 8.7 is below the minimum 8.8 for sm_100f");
    expect_usage("sm_101a", "+ptx88", "PTX ISA 8.8 is below the minimum 9.0 for sm_110a");
    expect_usage("sm_75", "+ptx62", "PTX ISA 6.2 is below the minimum 6.3 for sm_75");
    expect_usage("sm_90", "+ptx50", "below the minimum 7.8 for sm_90");
    /* above the newest */
    expect_usage("sm_90a", "+ptx91", "PTX ISA 9.1 is not supported");
    expect_usage("sm_90a", "+ptx91", "9.0");
    expect_usage("sm_90a", "+ptx100", "PTX ISA 10.0 is not supported");
    expect_usage("sm_90a", "+ptx99", "PTX ISA 9.9 is not supported");
    /* versions that never existed */
    expect_usage("sm_90a", "+ptx79", "PTX ISA 7.9 does not exist");
    expect_usage("sm_90a", "+ptx89", "PTX ISA 8.9 does not exist");
    expect_usage("sm_75", "+ptx66", "PTX ISA 6.6 does not exist");
    /* malformed versions */
    expect_usage("sm_90a", "+ptx", "malformed PTX version '+ptx'");
    expect_usage("sm_90a", "+ptx8", "malformed PTX version '+ptx8'");
    expect_usage("sm_90a", "+ptx8a", "malformed PTX version");
    expect_usage("sm_90a", "+ptx086", "malformed PTX version");
    expect_usage("sm_90a", "+ptx1234", "malformed PTX version");
    expect_usage("sm_90a", "+ptx 86", "malformed PTX version");
    /* a PTX version cannot be removed */
    expect_usage("sm_90a", "-ptx86", "can be set (+ptxNN), not removed");
    /* missing sign, empty name */
    expect_usage("sm_90a", "has_tma", "-mattr item 'has_tma' must start with '+' or '-'");
    expect_usage("sm_90a", "+ptx86,ptx88", "must start with '+' or '-'");
    expect_usage("sm_90a", "+", "-mattr item '+' has no feature name");
    expect_usage("sm_90a", "-", "has no feature name");
    /* unknown names, with and without a suggestion */
    expect_usage("sm_90a", "+has_tmx", "unknown -mattr feature 'has_tmx' (did you mean 'has_tma'?");
    expect_usage("sm_90a", "-has_wgma", "did you mean 'has_wgmma'?");
    expect_usage("sm_90a", "+completely_unknown", "unknown -mattr feature 'completely_unknown'");
    expect_usage("sm_90a", "+sm_90a", "unknown -mattr feature 'sm_90a'");
    expect_usage("sm_90a", "+HAS_TMA", "unknown -mattr feature");
    /* an error anywhere in the list fails the whole list */
    expect_usage("sm_90a", "+ptx86,+has_tma,+bogus", "'bogus'");
    /* the cpu is checked before the list */
    expect_usage("sm_91", "+ptx86", "unknown target CPU 'sm_91'");
}

static void test_error_buffers(void **state)
{
    (void)state;
    ptxsel_target t;
    /* no buffer, tiny buffer: still a usage error, never an overflow */
    assert_int_equal(ptxsel_target_init(&t, "sm_99", NULL, NULL, 0), PTXSEL_USAGE);
    char tiny[8];
    memset(tiny, 'x', sizeof tiny);
    assert_int_equal(ptxsel_target_init(&t, "sm_90a", "+ptx78", tiny, sizeof tiny),
                     PTXSEL_USAGE);
    assert_int_equal(strlen(tiny), sizeof tiny - 1);
    char one[1] = {'x'};
    assert_int_equal(ptxsel_target_init(&t, "sm_90a", "+ptx78", one, sizeof one),
                     PTXSEL_USAGE);
    assert_int_equal(one[0], 0);
    /* success clears the message */
    char err[64] = "stale";
    assert_int_equal(ptxsel_target_init(&t, "sm_90a", NULL, err, sizeof err), PTXSEL_OK);
    assert_string_equal(err, "");
    assert_int_equal(ptxsel_target_init(NULL, "sm_90a", NULL, err, sizeof err), PTXSEL_USAGE);
}

/* ------------------------------------------------------------ feature API */

static void test_feature_api(void **state)
{
    (void)state;
    int n = ptxsel_feature_count();
    assert_int_equal(n, FEAT_COUNT);
    assert_true(n <= 64 * PTXSEL_FEATURE_WORDS);
    for (int b = 0; b < n; b++) {
        const char *name = ptxsel_feature_name(b);
        assert_non_null(name);
        assert_int_equal(strncmp(name, "has_", 4), 0);
        assert_int_equal(ptxsel_feature_index(name), b);
        assert_non_null(ptxsel_feature_doc(b));
        assert_true(strlen(ptxsel_feature_doc(b)) > 10);
        assert_non_null(ptxsel_feature_targets(b));
        for (int c = 0; c < b; c++)
            assert_string_not_equal(name, ptxsel_feature_name(c));
    }
    assert_null(ptxsel_feature_name(-1));
    assert_null(ptxsel_feature_name(n));
    assert_null(ptxsel_feature_doc(n));
    assert_null(ptxsel_feature_targets(n));
    assert_int_equal(ptxsel_feature_min_ptx(n), 0);
    assert_int_equal(ptxsel_feature_index("has_nothing"), -1);
    assert_int_equal(ptxsel_feature_index(""), -1);
    assert_int_equal(ptxsel_feature_index(NULL), -1);
    assert_int_equal(ptxsel_feature_index("has_tm"), -1); /* no prefix matching */

    /* the seed's eight names exist, as do the finer ones */
    static const char *const names[] = {
        "has_tmem", "has_wgmma", "has_arch_conditional", "has_family_conditional",
        "has_scale_input_accumulator", "has_wide_im2col", "has_two_cta_tma",
        "has_cluster_multicast", "has_clusters", "has_tma", "has_tma_gather4",
        "has_setmaxnreg", "has_tcgen05_i8", "has_tcgen05_shift", "has_tcgen05_ld_red",
        "has_tcgen05_sparse_mxf4", "has_tcgen05_block_scale_vec", "has_mma_block_scale",
        "has_mma_fp8", "has_mma_f8f6f4", "has_mma_f6f4_f16acc",
        "has_wmma_f16", "has_wmma_int8", "has_wmma_subbyte", "has_wmma_bf16_tf32_f64"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        assert_true(ptxsel_feature_index(names[i]) >= 0);

    assert_string_equal(ptxsel_feature_targets(FEAT_has_tcgen05_i8), "sm_100a, sm_110a");
    assert_int_equal(ptxsel_feature_min_ptx(FEAT_has_tcgen05_ld_red), 88);
    assert_int_equal(ptxsel_feature_min_ptx(FEAT_has_tmem), 0);

    ptxsel_target t = must_init("sm_90a", NULL);
    assert_int_equal(ptxsel_target_has(&t, -1), 0);
    assert_int_equal(ptxsel_target_has(&t, n), 0);
    assert_int_equal(ptxsel_target_has(NULL, 0), 0);
}

/* Every bit is reachable (some target at PTX 9.0 has it), so no rule is
 * missing, and the bits a target has at PTX 9.0 are exactly the bits of the
 * targets named in ptxsel_feature_targets that it implies. */
static void test_every_bit_reachable(void **state)
{
    (void)state;
    for (int b = 0; b < ptxsel_feature_count(); b++) {
        int found = 0;
        for (size_t i = 0; i < ptxsel_target_count() && !found; i++) {
            ptxsel_target t = must_init(ptxsel_target_name(i), "+ptx90");
            found = ptxsel_target_has(&t, b);
        }
        if (!found)
            fail_msg("no target has %s", ptxsel_feature_name(b));
    }
}

/* The sparse-mma bits at their floors, as ptxas draws them: e4m3 / e5m2
 * inputs from sm_89 at PTX 8.4 (not sm_88, not 8.3); .kind::f8f6f4 on the
 * 'a' / 'f' targets from sm_100 on (not a base, not sm_90a); FP6 / FP4 or
 * an f16 accumulator there on the sm_120f family only. */
/* One feature bit on one target (mattr NULL: the target's minimum PTX). */
typedef struct BitCase {
    const char *cpu, *mattr;
    int feat, want;
} BitCase;

static void expect_bit_cases(const BitCase *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        ptxsel_target t = must_init(cases[i].cpu, cases[i].mattr);
        if (ptxsel_target_has(&t, cases[i].feat) != cases[i].want)
            fail_msg("%s %s: %s should be %s", cases[i].cpu, cases[i].mattr ? cases[i].mattr : "",
                     ptxsel_feature_name(cases[i].feat), cases[i].want ? "on" : "off");
    }
}

static void test_mma_sparse_bits(void **state)
{
    (void)state;
    static const BitCase cases[] = {
        {"sm_89", "+ptx84", FEAT_has_mma_fp8, 1},    {"sm_89", "+ptx83", FEAT_has_mma_fp8, 0},
        {"sm_88", "+ptx90", FEAT_has_mma_fp8, 0},    {"sm_120", NULL, FEAT_has_mma_fp8, 1},
        {"sm_100a", NULL, FEAT_has_mma_f8f6f4, 1},   {"sm_110f", NULL, FEAT_has_mma_f8f6f4, 1},
        {"sm_121f", NULL, FEAT_has_mma_f8f6f4, 1},   {"sm_100", "+ptx90", FEAT_has_mma_f8f6f4, 0},
        {"sm_90a", "+ptx90", FEAT_has_mma_f8f6f4, 0}, {"sm_120a", NULL, FEAT_has_mma_f6f4_f16acc, 1},
        {"sm_121f", NULL, FEAT_has_mma_f6f4_f16acc, 1}, {"sm_120", "+ptx90", FEAT_has_mma_f6f4_f16acc, 0},
        {"sm_100a", "+ptx90", FEAT_has_mma_f6f4_f16acc, 0},
    };
    expect_bit_cases(cases, sizeof cases / sizeof cases[0]);
}

/* cvt (issue 13): the packed narrow-float conversion bits, with ptxas 13's
 * floors; has_cvt_fp8 has a per-target PTX floor ("sm_89 from PTX 8.1") in
 * its rule, below which sm_89 is off while sm_90 at 7.8 is on. */
static void test_cvt_bits(void **state)
{
    (void)state;
    static const BitCase cases[] = {
        {"sm_89", "+ptx81", FEAT_has_cvt_fp8, 1},      {"sm_89", "+ptx80", FEAT_has_cvt_fp8, 0},
        {"sm_89", "+ptx78", FEAT_has_cvt_fp8, 0},      {"sm_90", "+ptx78", FEAT_has_cvt_fp8, 1},
        {"sm_88", "+ptx90", FEAT_has_cvt_fp8, 0},      {"sm_120", NULL, FEAT_has_cvt_fp8, 1},
        {"sm_100a", NULL, FEAT_has_cvt_f6f4, 1},       {"sm_121f", NULL, FEAT_has_cvt_f6f4, 1},
        {"sm_100", "+ptx90", FEAT_has_cvt_f6f4, 0},    {"sm_120", "+ptx90", FEAT_has_cvt_f6f4, 0},
        {"sm_100a", "+ptx87", FEAT_has_cvt_rs, 1},     {"sm_100a", "+ptx86", FEAT_has_cvt_rs, 0},
        {"sm_103a", NULL, FEAT_has_cvt_rs, 1},         {"sm_100f", "+ptx90", FEAT_has_cvt_rs, 0},
        {"sm_110a", NULL, FEAT_has_cvt_rs, 0},         {"sm_90", "+ptx78", FEAT_has_cvt_tf32_rn, 1},
        {"sm_89", "+ptx90", FEAT_has_cvt_tf32_rn, 0},  {"sm_100", NULL, FEAT_has_cvt_tf32_satfinite, 1},
        {"sm_90a", "+ptx90", FEAT_has_cvt_tf32_satfinite, 0},
        {"sm_100", NULL, FEAT_has_mixed_fp_arith, 1},  {"sm_90a", "+ptx90", FEAT_has_mixed_fp_arith, 0},
        {"sm_100", NULL, FEAT_has_st_bulk, 1},         {"sm_121", NULL, FEAT_has_st_bulk, 1},
        {"sm_90a", "+ptx90", FEAT_has_st_bulk, 0},
        {"sm_100a", NULL, FEAT_has_ldstmatrix_b8, 1},  {"sm_121f", NULL, FEAT_has_ldstmatrix_b8, 1},
        {"sm_100", "+ptx90", FEAT_has_ldstmatrix_b8, 0}, {"sm_120", "+ptx90", FEAT_has_ldstmatrix_b8, 0},
        /* ord13: packed f32x2 arithmetic, every sm_100+ target */
        {"sm_100", NULL, FEAT_has_f32x2, 1},           {"sm_121f", NULL, FEAT_has_f32x2, 1},
        {"sm_110", NULL, FEAT_has_f32x2, 1},           {"sm_90a", "+ptx90", FEAT_has_f32x2, 0},
        {"sm_89", "+ptx90", FEAT_has_f32x2, 0},
    };
    expect_bit_cases(cases, sizeof cases / sizeof cases[0]);
}

static void test_feat_first_missing(void **state)
{
    (void)state;
    ptxsel_features have, need;
    memset(&have, 0, sizeof have);
    memset(&need, 0, sizeof need);
    assert_int_equal(feat_first_missing(&have, &need), -1);
    feat_set(&need, FEAT_has_tma, true);
    assert_int_equal(feat_first_missing(&have, &need), FEAT_has_tma);
    feat_set(&have, FEAT_has_tma, true);
    assert_int_equal(feat_first_missing(&have, &need), -1);
    feat_set(&need, FEAT_has_wgmma, true);
    feat_set(&need, FEAT_has_bf16_fma, true);
    assert_int_equal(feat_first_missing(&have, &need), FEAT_has_wgmma < FEAT_has_bf16_fma
                                                           ? FEAT_has_wgmma
                                                           : FEAT_has_bf16_fma);
    /* bits in the second word */
    memset(&need, 0, sizeof need);
    need.w[1] = (uint64_t)1 << 5;
    assert_int_equal(feat_first_missing(&have, &need), 69);
    have.w[1] = (uint64_t)1 << 5;
    assert_int_equal(feat_first_missing(&have, &need), -1);

    /* a real question: does sm_103a have what kind::i8 needs? */
    ptxsel_target t = must_init("sm_103a", NULL);
    memset(&need, 0, sizeof need);
    feat_set(&need, FEAT_has_tmem, true);
    feat_set(&need, FEAT_has_tcgen05_i8, true);
    assert_int_equal(feat_first_missing(&t.feat, &need), FEAT_has_tcgen05_i8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_default_cpu),
        cmocka_unit_test(test_aliases),
        cmocka_unit_test(test_unknown_cpu),
        cmocka_unit_test(test_lattice_matches_ptxas),
        cmocka_unit_test(test_lattice_spot_checks),
        cmocka_unit_test(test_lattice_is_a_partial_order),
        cmocka_unit_test(test_features_monotone),
        cmocka_unit_test(test_derive_pre_hopper),
        cmocka_unit_test(test_derive_hopper),
        cmocka_unit_test(test_derive_blackwell),
        cmocka_unit_test(test_derive_consumer_blackwell),
        cmocka_unit_test(test_derive_verifier_examples),
        cmocka_unit_test(test_mattr_valid),
        cmocka_unit_test(test_mattr_errors),
        cmocka_unit_test(test_error_buffers),
        cmocka_unit_test(test_feature_api),
        cmocka_unit_test(test_every_bit_reachable),
        cmocka_unit_test(test_mma_sparse_bits),
        cmocka_unit_test(test_feat_first_missing),
        cmocka_unit_test(test_cvt_bits),
    };
    return cmocka_run_group_tests_name("targets", tests, NULL, NULL);
}
