/* cmocka tests of the control words of the instruction families
 * (mc/qword.c, the 'word' lines of tablegen-data/): every field of every
 * family round-trips through the public decoder at every value; every form
 * that has a word decodes back to its own name and encodes to its word; the
 * validator refuses reserved bits, values past a field's spellings and a
 * missing opcode; per-qualifier requirements are what the tables say; the
 * printer spells the mnemonic from the instruction's word, not the row's
 * text; the verifier reads what an instruction needs from its word. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "ptxsel/ptxsel.h"

#define MAXF 64

static size_t nfamilies(void)
{
    size_t n = 0;
    while (ptxsel_ctrl_family(n))
        n++;
    return n;
}

static void test_families(void **state)
{
    (void)state;
    /* the five families of the issue and the warp-level mma words, each once */
    const char *want[] = {"mbarrier", "memory", "tcgen05", "tma", "wgmma", "mma", "matrix", "wmma_ldst", "wmma_mma"};
    assert_int_equal(nfamilies(), countof(want));
    for (size_t i = 0; i < countof(want); i++) {
        int found = 0;
        for (size_t k = 0; ptxsel_ctrl_family(k); k++)
            found += !strcmp(ptxsel_ctrl_family(k), want[i]);
        assert_int_equal(found, 1);
    }
    size_t n = 9;
    char msg[128];
    assert_int_equal(ptxsel_ctrl_decode("nope", 1, NULL, 0, &n, NULL, 0, NULL, 0, msg, sizeof msg), PTXSEL_UNKNOWN);
    assert_string_equal(msg, "no control word for family 'nope'");
    assert_int_equal(ptxsel_ctrl_decode(NULL, 1, NULL, 0, &n, NULL, 0, NULL, 0, NULL, 0), PTXSEL_UNKNOWN);
    uint64_t w = 7;
    assert_int_equal(ptxsel_ctrl_encode("nope", "ld.u32", &w, NULL, 0), PTXSEL_UNKNOWN);
    assert_int_equal(ptxsel_ctrl_encode("memory", NULL, &w, NULL, 0), PTXSEL_USAGE);
    assert_int_equal(w, 7);
}

/* Every value of every field of every family, with the opcode set (a word
 * without one is invalid): the decoder gives back the value, its spelling,
 * and no other field changes; the fields tile the word without overlap. */
static void test_every_field_round_trips(void **state)
{
    (void)state;
    size_t checked = 0;
    for (size_t fi = 0; ptxsel_ctrl_family(fi); fi++) {
        const char *fam = ptxsel_ctrl_family(fi);
        ptxsel_ctrl_field f[MAXF], g[MAXF];
        size_t nf = 0;
        ptxsel_ctrl_decode(fam, 1, f, MAXF, &nf, NULL, 0, NULL, 0, NULL, 0);
        assert_true(nf >= 2 && nf <= MAXF);
        uint64_t used = 0;
        for (size_t i = 0; i < nf; i++) {
            uint64_t m = ((f[i].width >= 64 ? ~0ull : (1ull << f[i].width) - 1)) << f[i].shift;
            assert_int_equal(used & m, 0); /* no two fields share a bit */
            used |= m;
            assert_true((1ull << f[i].width) > f[i].nvalues); /* room for 0..nvalues */
        }
        for (size_t i = 0; i < nf; i++)
            for (unsigned v = i ? 0 : 1; v <= f[i].nvalues; v++) {
                uint64_t w = (i ? 1ull << f[0].shift : 0) | (uint64_t)v << f[i].shift;
                char name[256], mn[256], msg[160];
                size_t n2 = 0;
                assert_int_equal(ptxsel_ctrl_decode(fam, w, g, MAXF, &n2, name, sizeof name, mn, sizeof mn, msg,
                                                    sizeof msg),
                                 PTXSEL_OK);
                assert_int_equal(n2, nf);
                for (size_t k = 0; k < nf; k++)
                    assert_int_equal(g[k].value, k == i ? v : k == 0 ? 1 : 0);
                if (v) {
                    assert_non_null(g[i].spelling);
                    assert_non_null(strstr(name, g[i].spelling));
                    if (!g[i].key_only)
                        assert_non_null(strstr(mn, g[i].spelling));
                } else {
                    assert_null(g[i].spelling);
                }
                checked++;
            }
    }
    assert_true(checked > 300);
}

/* Every form with a word: its word spells its name, the name encodes to
 * the word, and the mnemonic is the name without the key-only parts. */
static void test_every_form(void **state)
{
    (void)state;
    size_t with = 0;
    for (size_t i = 0; i < ptxsel_form_count(); i++) {
        const char *fam = NULL;
        uint64_t w = 0, back = 0;
        if (ptxsel_form_ctrl(i, &fam, &w) != PTXSEL_OK)
            continue;
        with++;
        char name[400], mn[400], msg[400];
        ptxsel_ctrl_field f[MAXF];
        size_t nf = 0;
        assert_int_equal(ptxsel_ctrl_decode(fam, w, f, MAXF, &nf, name, sizeof name, mn, sizeof mn, msg, sizeof msg),
                         PTXSEL_OK);
        assert_string_equal(name, ptxsel_form_name(i));
        assert_int_equal(ptxsel_ctrl_encode(fam, name, &back, msg, sizeof msg), PTXSEL_OK);
        assert_true(back == w);
        size_t ml = strlen(mn);
        assert_true(!strncmp(name, mn, ml) || strchr(name, '+') || strstr(name, ".nvvm") || strstr(name, ".tl") ||
                    strstr(name, ".p1") || strstr(name, ".f.") || strstr(name, ".i.") || strstr(name, ".p."));
    }
    assert_int_equal(ptxsel_form_ctrl(ptxsel_form_count(), NULL, NULL), PTXSEL_UNKNOWN);
    assert_true(with > 5000);
}

static void test_validate(void **state)
{
    (void)state;
    for (size_t fi = 0; ptxsel_ctrl_family(fi); fi++) {
        const char *fam = ptxsel_ctrl_family(fi);
        ptxsel_ctrl_field f[MAXF];
        size_t nf = 0;
        char msg[200];
        /* no opcode */
        assert_int_equal(ptxsel_ctrl_decode(fam, 0, f, MAXF, &nf, NULL, 0, NULL, 0, msg, sizeof msg), PTXSEL_INVALID);
        assert_non_null(strstr(msg, " op 0 is no value of the field"));
        /* the first bit past the last field, when the word has one */
        unsigned top = f[nf - 1].shift + f[nf - 1].width;
        if (top < 64) {
            assert_int_equal(ptxsel_ctrl_decode(fam, 1 | 1ull << top, f, MAXF, &nf, NULL, 0, NULL, 0, msg, sizeof msg),
                             PTXSEL_INVALID);
            assert_non_null(strstr(msg, "reserved bits set in "));
        }
        /* a value past a field's spellings, where the field has room for one */
        for (size_t i = 1; i < nf; i++) {
            if ((1ull << f[i].width) <= (uint64_t)f[i].nvalues + 1)
                continue;
            uint64_t w = 1 | (uint64_t)(f[i].nvalues + 1) << f[i].shift;
            char name[64] = "x";
            assert_int_equal(ptxsel_ctrl_decode(fam, w, f, MAXF, &nf, name, sizeof name, NULL, 0, msg, sizeof msg),
                             PTXSEL_INVALID);
            assert_non_null(strstr(msg, "is no value of the field"));
            assert_string_equal(name, ""); /* nothing spelled */
            assert_null(f[i].spelling);
        }
    }
}

/* What a qualifier needs is table data: .shared::cluster has_clusters and
 * PTX 7.8; .cta_group::2 of TMA has_two_cta_tma and PTX 8.6. */
static void test_requirements(void **state)
{
    (void)state;
    uint64_t w;
    ptxsel_ctrl_field f[MAXF];
    size_t nf;
    assert_int_equal(ptxsel_ctrl_encode("memory", "ld.relaxed.cluster.shared::cluster.u32", &w, NULL, 0), PTXSEL_OK);
    ptxsel_ctrl_decode("memory", w, f, MAXF, &nf, NULL, 0, NULL, 0, NULL, 0);
    int seen = 0;
    for (size_t i = 0; i < nf; i++) {
        if (!strcmp(f[i].name, "space")) {
            assert_string_equal(f[i].spelling, "shared::cluster");
            assert_true(feat_has(&f[i].requires, FEAT_has_clusters));
            assert_int_equal(f[i].min_ptx, 78);
            seen++;
        }
        if (!strcmp(f[i].name, "scope")) {
            assert_true(feat_has(&f[i].requires, FEAT_has_fence_cluster));
            seen++;
        }
    }
    assert_int_equal(seen, 2);
    assert_int_equal(ptxsel_ctrl_encode("tma", "cp.async.bulk.tensor.1d.shared::cluster.global.tile."
                                               "mbarrier::complete_tx::bytes.cta_group::2",
                                        &w, NULL, 0),
                     PTXSEL_OK);
    ptxsel_ctrl_decode("tma", w, f, MAXF, &nf, NULL, 0, NULL, 0, NULL, 0);
    for (size_t i = 0; i < nf; i++)
        if (!strcmp(f[i].name, "cta_group")) {
            assert_true(feat_has(&f[i].requires, FEAT_has_two_cta_tma));
            assert_int_equal(f[i].min_ptx, 86);
        }
    /* qualifiers out of order name the same word; two of one field or an
     * unknown qualifier are refused, with the place */
    char msg[300];
    uint64_t w2;
    assert_int_equal(ptxsel_ctrl_encode("memory", "ld.u32.global", &w, msg, sizeof msg), PTXSEL_OK);
    assert_int_equal(ptxsel_ctrl_encode("memory", "ld.global.u32", &w2, msg, sizeof msg), PTXSEL_OK);
    assert_true(w == w2);
    assert_int_equal(ptxsel_ctrl_encode("mbarrier", "mbarrier.try_wait.cta.cluster.b64", &w, msg, sizeof msg),
                     PTXSEL_USAGE);
    assert_string_equal(msg, "'cluster' in 'mbarrier.try_wait.cta.cluster.b64' is no qualifier of the mbarrier word "
                             "after its scope field");
    assert_int_equal(ptxsel_ctrl_encode("wgmma", "mma.sync", &w, msg, sizeof msg), PTXSEL_USAGE);
}

/* The printer spells the mnemonic from the instruction's word: the same
 * row with another type in its word prints that type. The verifier takes
 * what the instruction needs from its word: a .cluster scope needs
 * has_fence_cluster on sm_80 even though the row (ld.relaxed.gpu...) does not. */
static void test_print_and_verify_read_the_word(void **state)
{
    (void)state;
    MModule m;
    MFunc f;
    memset(&m, 0, sizeof m);
    memset(&f, 0, sizeof f);
    m.arena = arena_new();
    MBlock *b = mir_new_block(&m, &f, "L");
    int row = form_find_key("ld.relaxed.gpu.global.u32");
    assert_true(row >= 0);
    MInst *in = mir_append(&m, b, (uint32_t)row, 2, NULL);
    in->ops[0] = mo_reg(RC_B32, 1);
    in->ops[1] = mo_reg(RC_B64, 2);
    assert_true(in->word == ptxsel_form_rows[row].word && in->word);
    StrBuf out = {0};
    print_inst(&out, &f, in);
    assert_string_equal(out.p, "ld.relaxed.gpu.global.u32 %r1, %rd2;");
    const QualWord *w = &form_qwords[QW_memory];
    uint64_t cluster;
    char msg[200];
    assert_true(qword_parse(w, "ld.relaxed.cluster.global.u32", &cluster, msg, sizeof msg));
    in->word = cluster;
    out.n = 0;
    print_inst(&out, &f, in);
    assert_string_equal(out.p, "ld.relaxed.cluster.global.u32 %r1, %rd2;");
    sb_free(&out);

    ptxsel_target t;
    assert_int_equal(ptxsel_target_init(&t, "sm_80", NULL, NULL, 0), PTXSEL_OK);
    ptxsel_context *ctx = ptxsel_context_create();
    f.name = "k";
    m.funcs = &f;
    verify_module(ctx, &t, "t.ll", &m);
    assert_int_equal(ptxsel_diag_count(ctx), 1);
    assert_non_null(strstr(ptxsel_diag_get(ctx, 0)->message, "(requires has_fence_cluster"));
    /* the row's own word (gpu scope) is fine on sm_80 */
    in->word = ptxsel_form_rows[row].word;
    ptxsel_diag_clear(ctx);
    verify_module(ctx, &t, "t.ll", &m);
    assert_int_equal(ptxsel_diag_count(ctx), 0);
    ptxsel_context_destroy(ctx);
    arena_free(m.arena);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_families),
        cmocka_unit_test(test_every_field_round_trips),
        cmocka_unit_test(test_every_form),
        cmocka_unit_test(test_validate),
        cmocka_unit_test(test_requirements),
        cmocka_unit_test(test_print_and_verify_read_the_word),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
