/* cmocka tests of the packed-word engine (mc/fields.c): every field of every
 * word round-trips each value of its domain's edges without touching the
 * other fields; a value just outside the domain is refused; every bit no
 * field owns is reported as reserved; fields never overlap. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static const WordLayout *const layouts[] = {&word_gmma_desc, &word_umma_desc, &word_idesc, &word_tc_ctrl,
                                            &word_tc_coll};

static uint64_t fmask(const WordField *f)
{
    return ((1ull << f->width) - 1) << f->shift;
}

/* The least legal value of each field: the base every single-field change
 * starts from. */
static void base_values(const WordLayout *L, uint64_t *v)
{
    for (size_t i = 0; i < L->n; i++) {
        const WordField *f = &L->f[i];
        v[i] = f->nset ? f->set[0] : f->lo;
    }
}

static void test_fields_disjoint(void **state)
{
    (void)state;
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        const WordLayout *L = layouts[l];
        uint64_t seen = 0;
        for (size_t i = 0; i < L->n; i++) {
            uint64_t m = fmask(&L->f[i]);
            /* one-bit flags may share a message name, never a bit */
            assert_int_equal(seen & m, 0);
            assert_true(L->f[i].shift + L->f[i].width <= L->bits);
            seen |= m;
        }
        assert_int_equal(word_used(L), seen);
    }
}

static void round_trip(const WordLayout *L, size_t i, uint64_t val)
{
    uint64_t v[32], got[32], w = 0;
    base_values(L, v);
    v[i] = val;
    char err[256] = "";
    assert_true(word_pack(L, v, &w, err, sizeof err));
    assert_string_equal(err, "");
    word_decode(L, w, got);
    for (size_t k = 0; k < L->n; k++)
        assert_int_equal(got[k], L->f[k].fixed ? L->f[k].lo : v[k]);
    assert_true(word_validate(L, w, err, sizeof err));
}

static void test_round_trip_every_field(void **state)
{
    (void)state;
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        const WordLayout *L = layouts[l];
        for (size_t i = 0; i < L->n; i++) {
            const WordField *f = &L->f[i];
            if (f->fixed)
                continue;
            if (f->nset) {
                for (size_t k = 0; k < f->nset; k++)
                    round_trip(L, i, f->set[k]);
            } else if (f->bytes) {
                uint64_t unit = 1ull << f->unit_log2, max = ((1ull << f->width) - 1) << f->unit_log2;
                round_trip(L, i, 0);
                round_trip(L, i, unit);
                round_trip(L, i, max);
            } else {
                round_trip(L, i, f->lo);
                round_trip(L, i, f->hi);
                round_trip(L, i, f->lo + ((f->hi - f->lo) >> f->unit_log2 >> 1 << f->unit_log2));
            }
        }
    }
}

static void test_outside_refused(void **state)
{
    (void)state;
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        const WordLayout *L = layouts[l];
        for (size_t i = 0; i < L->n; i++) {
            const WordField *f = &L->f[i];
            if (f->fixed)
                continue;
            uint64_t v[32], w = 0x5a5a;
            base_values(L, v);
            /* above the domain, and (with a unit) not a multiple of it */
            v[i] = f->bytes ? ((1ull << f->width) << f->unit_log2) : f->nset ? f->set[f->nset - 1] + 1 : f->hi + 1;
            char err[256] = "";
            assert_false(word_pack(L, v, &w, err, sizeof err));
            assert_int_equal(w, 0x5a5a); /* untouched */
            assert_non_null(strstr(err, f->name));
            if (f->unit_log2) {
                v[i] = (f->nset ? f->set[0] : f->bytes ? 0 : f->lo) + 1;
                assert_false(word_pack(L, v, &w, err, sizeof err));
            }
        }
    }
}

static void test_reserved_bits(void **state)
{
    (void)state;
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        const WordLayout *L = layouts[l];
        uint64_t v[32], w;
        base_values(L, v);
        assert_true(word_pack(L, v, &w, NULL, 0));
        for (unsigned b = 0; b < L->bits; b++) {
            uint64_t bit = 1ull << b;
            if (word_used(L) & bit)
                continue;
            char msg[256];
            assert_false(word_validate(L, w | bit, msg, sizeof msg));
            char want[128];
            snprintf(want, sizeof want, "reserved bits set in %s: 0x%0*llx", L->name, L->bits / 4,
                     (unsigned long long)bit);
            assert_string_equal(msg, want);
        }
    }
}

/* The messages the public codecs have always given, now from templates. */
static void test_messages(void **state)
{
    (void)state;
    char m[256];
    uint32_t w32;
    ptxsel_idesc_fields d = {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 12, 64, 0};
    assert_int_equal(ptxsel_idesc(&d, &w32, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "idesc N 12 is not a multiple of 8 in 8..256");
    ptxsel_umma_desc_fields u = {0, 0, 0x40000, 0, 0, 0, 0};
    uint64_t w64;
    assert_int_equal(ptxsel_umma_desc(&u, &w64, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "umma-desc stride byte offset 0x40000 does not fit in 14 bits of 16-byte units (max 0x3fff0)");
    u = (ptxsel_umma_desc_fields){0, 0, 0, 0, 0, 0, 3};
    assert_int_equal(ptxsel_umma_desc(&u, &w64, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "umma-desc layout 3 is outside {0, 1, 2, 4, 6}");
    assert_int_equal(ptxsel_umma_desc_validate(1ull << 46 | 3ull << 61, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "umma-desc layout (bits 61-63) 3 is not a layout (0, 1, 2, 4, 6)");
    assert_int_equal(ptxsel_umma_desc_validate(2ull << 46, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "umma-desc version (bits 46-48) is 2, must be 1");
    ptxsel_tcgen05_ctrl c = {1, 0, 0, 0, 0, 0, 3, 0, 0};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w32, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "tcgen05 flag 3 is outside 0..1");
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(3, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "invalid cta_group value 3 in ctrl: 0x00000003 (1 = cta_group::1, 2 = cta_group::2)");
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(1 | 7u << 6, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "invalid mma_kind value 7 in ctrl: 0x000001c1");
    ptxsel_tcgen05_coll k = {0, 0, 0, 4, 0};
    assert_int_equal(ptxsel_tcgen05_coll_pack(&k, &w32, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "tcgen05 collector_b buffer 4 is outside 0..3");
    assert_int_equal(ptxsel_idesc_validate(3u << 4 | 1u << 17 | 4u << 24, m, sizeof m), PTXSEL_INVALID);
    assert_string_equal(m, "idesc D format 3 is not a format (0 f16, 1 f32, 2 s32)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fields_disjoint),
        cmocka_unit_test(test_round_trip_every_field),
        cmocka_unit_test(test_outside_refused),
        cmocka_unit_test(test_reserved_bits),
        cmocka_unit_test(test_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
