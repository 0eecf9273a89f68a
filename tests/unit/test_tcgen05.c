/* cmocka tests of the tcgen05 packed words and the Blackwell descriptors
 * (mc/tcgen05.c, docs/encodings.md): bit positions, pack/decode round trips over
 * every field value, range and reserved-bit rejection. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ptxsel/ptxsel.h"

static void test_ctrl_layout(void **state)
{
    (void)state;
    uint32_t w = 0;
    ptxsel_tcgen05_ctrl c = {.cta_group = 2, .scale_vec = 3, .kind = 6};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w, NULL, 0), PTXSEL_OK);
    assert_int_equal(w, 2u | 3u << 2 | 6u << 6);
    c = (ptxsel_tcgen05_ctrl){.cta_group = 1, .scale_input_acc = 1, .block_scale = 1, .sparse = 1,
                              .weight_stationary = 1, .a_tmem = 1, .disable_output_lane = 1};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w, NULL, 0), PTXSEL_OK);
    assert_int_equal(w, 1u | 1u << 4 | 1u << 5 | 1u << 9 | 1u << 10 | 1u << 11 | 1u << 12);
}

static void test_ctrl_roundtrip(void **state)
{
    (void)state;
    unsigned n = 0;
    for (unsigned cg = 1; cg <= 2; cg++)
        for (unsigned sv = 0; sv < 4; sv++)
            for (unsigned k = 0; k < 7; k++)
                for (unsigned flags = 0; flags < 64; flags++) {
                    ptxsel_tcgen05_ctrl c = {cg, sv, flags & 1, flags >> 1 & 1, k, flags >> 2 & 1,
                                             flags >> 3 & 1, flags >> 4 & 1, flags >> 5 & 1}, d;
                    uint32_t w;
                    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w, NULL, 0), PTXSEL_OK);
                    assert_int_equal(ptxsel_tcgen05_ctrl_validate(w, NULL, 0), PTXSEL_OK);
                    ptxsel_tcgen05_ctrl_decode(w, &d);
                    assert_memory_equal(&c, &d, sizeof c);
                    n++;
                }
    assert_int_equal(n, 2u * 4 * 7 * 64);
}

static void test_ctrl_reject(void **state)
{
    (void)state;
    char msg[128];
    uint32_t w = 0x1234;
    ptxsel_tcgen05_ctrl c = {.cta_group = 3};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(w, 0x1234); /* untouched */
    c = (ptxsel_tcgen05_ctrl){.cta_group = 1, .kind = 7};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &w, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(0x2001, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in ctrl: 0x00002000");
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(0x80000001u, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in ctrl: 0x80000000");
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(0x0, msg, sizeof msg), PTXSEL_INVALID);  /* cta_group 0 */
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(0x3, msg, sizeof msg), PTXSEL_INVALID);  /* cta_group 3 */
    assert_int_equal(ptxsel_tcgen05_ctrl_validate(0x1c1, msg, sizeof msg), PTXSEL_INVALID); /* kind 7 */
}

static void test_coll(void **state)
{
    (void)state;
    char msg[128];
    for (unsigned w = 0; w < 256; w++) {
        ptxsel_tcgen05_coll c;
        uint32_t back;
        ptxsel_tcgen05_coll_decode(w, &c);
        assert_int_equal(ptxsel_tcgen05_coll_validate(w, NULL, 0), PTXSEL_OK);
        assert_int_equal(ptxsel_tcgen05_coll_pack(&c, &back, NULL, 0), PTXSEL_OK);
        assert_int_equal(back, w);
    }
    ptxsel_tcgen05_coll c = {.a_valid = 1, .a_op = 2, .ashift = 1, .b_buffer = 3, .b_op = 1};
    uint32_t w;
    assert_int_equal(ptxsel_tcgen05_coll_pack(&c, &w, NULL, 0), PTXSEL_OK);
    assert_int_equal(w, 1u | 2u << 1 | 1u << 3 | 3u << 4 | 1u << 6);
    c.b_buffer = 4;
    assert_int_equal(ptxsel_tcgen05_coll_pack(&c, &w, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_tcgen05_coll_validate(0x100, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in collector: 0x00000100");
    assert_string_equal(ptxsel_tcgen05_collector_op_name(2), "fill");
    assert_string_equal(ptxsel_tcgen05_kind_name(6), "mxf4nvf4");
    assert_null(ptxsel_tcgen05_kind_name(7));
}

static void test_umma_desc(void **state)
{
    (void)state;
    char msg[128];
    static const unsigned layouts[] = {0, 1, 2, 4, 6};
    for (size_t l = 0; l < 5; l++)
        for (unsigned bo = 0; bo < 8; bo++)
            for (unsigned mode = 0; mode < 2; mode++) {
                ptxsel_umma_desc_fields f = {0x3fff0, 0x10 * (bo + 1), 0x400, 0, bo, mode, layouts[l]}, g;
                uint64_t d;
                assert_int_equal(ptxsel_umma_desc(&f, &d, NULL, 0), PTXSEL_OK);
                assert_int_equal(ptxsel_umma_desc_validate(d, NULL, 0), PTXSEL_OK);
                ptxsel_umma_desc_decode(d, &g);
                f.version = 1;
                assert_memory_equal(&f, &g, sizeof f);
            }
    /* bit positions: version at 46, layout 2 (128B) at 61 = SM90 swizzle 1 at 62 */
    ptxsel_umma_desc_fields f = {0, 0, 0, 0, 0, 0, 2};
    uint64_t d;
    assert_int_equal(ptxsel_umma_desc(&f, &d, NULL, 0), PTXSEL_OK);
    assert_int_equal(d, 1ull << 46 | 2ull << 61);
    f.layout = 3;
    assert_int_equal(ptxsel_umma_desc(&f, &d, msg, sizeof msg), PTXSEL_INVALID);
    f = (ptxsel_umma_desc_fields){0x18, 0, 0, 0, 0, 0, 0};
    assert_int_equal(ptxsel_umma_desc(&f, &d, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_umma_desc_validate(1ull << 46 | 1ull << 14, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in umma-desc: 0x0000000000004000");
    assert_int_equal(ptxsel_umma_desc_validate(1ull << 46 | 1ull << 60, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_umma_desc_validate(0, msg, sizeof msg), PTXSEL_INVALID); /* version 0 */
    assert_int_equal(ptxsel_umma_desc_validate(1ull << 46 | 7ull << 61, msg, sizeof msg), PTXSEL_INVALID);
}

static void test_idesc(void **state)
{
    (void)state;
    char msg[128];
    for (unsigned m = 64; m <= 256; m *= 2)
        for (unsigned n = 8; n <= 256; n += 8) {
            ptxsel_idesc_fields f = {1, 1, 1, 2, 5, 3, 1, 0, 1, 0, n, m, 2}, g;
            uint32_t w;
            assert_int_equal(ptxsel_idesc(&f, &w, NULL, 0), PTXSEL_OK);
            assert_int_equal(ptxsel_idesc_validate(w, NULL, 0), PTXSEL_OK);
            ptxsel_idesc_decode(w, &g);
            assert_memory_equal(&f, &g, sizeof f);
        }
    /* kind::f16, f32 accumulate, bf16 inputs, M = N = 128 */
    ptxsel_idesc_fields f = {0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 128, 128, 0};
    uint32_t w;
    assert_int_equal(ptxsel_idesc(&f, &w, NULL, 0), PTXSEL_OK);
    assert_int_equal(w, 1u << 4 | 1u << 7 | 1u << 10 | 16u << 17 | 8u << 24);
    f.n = 12;
    assert_int_equal(ptxsel_idesc(&f, &w, msg, sizeof msg), PTXSEL_INVALID);
    assert_int_equal(ptxsel_idesc_validate(1u << 23, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in idesc: 0x00800000");
    assert_int_equal(ptxsel_idesc_validate(0xFFFFFFFFu, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "reserved bits set in idesc: 0x20800040");
    /* N = 0, M = 0, N > 256, M not a shape's */
    assert_int_equal(ptxsel_idesc_validate(1u << 4 | 8u << 24, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "idesc N 0 (bits 17-22 = N >> 3) is not in 8..256");
    assert_int_equal(ptxsel_idesc_validate(1u << 4 | 16u << 17, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "idesc M 0 (bits 24-28 = M >> 4) is not one of 32, 64, 128, 256");
    assert_int_equal(ptxsel_idesc_validate(1u << 4 | 33u << 17 | 8u << 24, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "idesc N 264 (bits 17-22 = N >> 3) is not in 8..256");
    assert_int_equal(ptxsel_idesc_validate(1u << 4 | 16u << 17 | 3u << 24, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "idesc M 48 (bits 24-28 = M >> 4) is not one of 32, 64, 128, 256");
    f.n = 128;
    f.m = 48;
    assert_int_equal(ptxsel_idesc(&f, &w, msg, sizeof msg), PTXSEL_INVALID);
    assert_string_equal(msg, "idesc M 48 is not one of 32, 64, 128, 256");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ctrl_layout), cmocka_unit_test(test_ctrl_roundtrip), cmocka_unit_test(test_ctrl_reject),
        cmocka_unit_test(test_coll),        cmocka_unit_test(test_umma_desc),      cmocka_unit_test(test_idesc),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
