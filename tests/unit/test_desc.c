/* cmocka tests of the SM90 WGMMA descriptor library (mc/desc.c, docs/encodings.md). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ptxsel/ptxsel.h"

static void test_layout(void **state)
{
    (void)state;
    /* one field at a time lands on the docs/encodings.md bit positions */
    ptxsel_gmma_desc_fields f = {0x10, 0, 0, 0, 0};
    uint64_t d = 0;
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 1ull);
    f = (ptxsel_gmma_desc_fields){0, 0x10, 0, 0, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 1ull << 16);
    f = (ptxsel_gmma_desc_fields){0, 0, 0x10, 0, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 1ull << 32);
    f = (ptxsel_gmma_desc_fields){0, 0, 0, 5, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 5ull << 49);
    f = (ptxsel_gmma_desc_fields){0, 0, 0, 0, 1};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 1ull << 62);
}

static void test_cutlass_value(void **state)
{
    (void)state;
    /* 128B swizzle, K-major bf16 tile at 0x400: lbo 16 (ignored for swizzled
     * K-major, conventionally 1 unit), sbo 1024 (8 rows x 128 B) */
    ptxsel_gmma_desc_fields f = {0x400, 16, 1024, 0, 1};
    uint64_t d = 0;
    assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 0x4000004000010040ull);
}

static void test_round_trip(void **state)
{
    (void)state;
    uint32_t addrs[] = {0, 0x10, 0x400, 0x3fff0};
    uint32_t offs[] = {0, 0x10, 0x80, 0x400, 0x3fff0};
    for (size_t a = 0; a < sizeof addrs / sizeof *addrs; a++)
        for (size_t l = 0; l < sizeof offs / sizeof *offs; l++)
            for (size_t s = 0; s < sizeof offs / sizeof *offs; s++)
                for (unsigned b = 0; b < 8; b += 3)
                    for (unsigned z = 0; z < 4; z++) {
                        ptxsel_gmma_desc_fields f = {addrs[a], offs[l], offs[s], b, z}, g;
                        uint64_t d = 0;
                        assert_int_equal(ptxsel_gmma_desc(&f, &d, NULL, 0), PTXSEL_OK);
                        assert_int_equal(ptxsel_gmma_desc_validate(d, NULL, 0), PTXSEL_OK);
                        ptxsel_gmma_desc_decode(d, &g);
                        assert_memory_equal(&f, &g, sizeof f);
                    }
}

static void test_rejects(void **state)
{
    (void)state;
    char err[128];
    uint64_t d = 0xdead;
    ptxsel_gmma_desc_fields f = {0x18, 0, 0, 0, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, err, sizeof err), PTXSEL_INVALID);
    assert_string_equal(err, "gmma-desc start address 0x18 is not a multiple of 16 bytes");
    assert_int_equal(d, 0xdead);
    f = (ptxsel_gmma_desc_fields){0, 0x40000, 0, 0, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, err, sizeof err), PTXSEL_INVALID);
    f = (ptxsel_gmma_desc_fields){0, 0, 0, 8, 0};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, err, sizeof err), PTXSEL_INVALID);
    assert_string_equal(err, "gmma-desc base offset 8 is outside 0..7");
    f = (ptxsel_gmma_desc_fields){0, 0, 0, 0, 4};
    assert_int_equal(ptxsel_gmma_desc(&f, &d, err, sizeof err), PTXSEL_INVALID);
}

static void test_validate(void **state)
{
    (void)state;
    char msg[128];
    /* a value built on the older, wrong layout sets reserved bit 52 (its "swizzle" field) */
    assert_int_equal(ptxsel_gmma_desc_validate(0x0010000002001000ull, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in gmma-desc: 0x0010000000000000");
    assert_int_equal(ptxsel_gmma_desc_validate(0xC00E3FFF3FFF3FFFull, msg, sizeof msg), PTXSEL_OK);
    assert_int_equal(ptxsel_gmma_desc_validate(1ull << 14, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_gmma_desc_validate(1ull << 46, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(ptxsel_gmma_swizzle_name(1), "128B");
    assert_null(ptxsel_gmma_swizzle_name(4));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout),   cmocka_unit_test(test_cutlass_value), cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_rejects), cmocka_unit_test(test_validate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
