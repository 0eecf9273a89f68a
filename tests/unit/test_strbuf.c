/* cmocka tests of the string buffer's direct integer formatting (mc/arena.c
 * sb_put_u64 / sb_put_i64 / sb_put_hex, which print registers and immediates
 * in place of sb_printf): the same text as printf's %llu / %lld / %0NllX on
 * the edge values, and sb_printf past the room a buffer has. */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static const int64_t values[] = {0, 1, -1, 9, 10, -10, 99, 100, 999, 1000, 9999, 10000, -10000, 4294967295LL,
                                 4294967296LL, INT64_MAX, INT64_MIN, INT64_MIN + 1, 1234567890123LL, -987654321};

static void test_decimal(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
        char want[64];
        StrBuf b = {0};
        sb_put_i64(&b, values[i]);
        snprintf(want, sizeof want, "%lld", (long long)values[i]);
        assert_string_equal(b.p, want);
        sb_free(&b);
        sb_put_u64(&b, (uint64_t)values[i]);
        snprintf(want, sizeof want, "%llu", (unsigned long long)values[i]);
        assert_string_equal(b.p, want);
        sb_free(&b);
    }
}

static void test_hex(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
        char want[64];
        StrBuf b = {0};
        uint64_t v = (uint64_t)values[i];
        sb_put_hex(&b, v, 16);
        snprintf(want, sizeof want, "%016llX", (unsigned long long)v);
        assert_string_equal(b.p, want);
        sb_free(&b);
        sb_put_hex(&b, v, 8);
        snprintf(want, sizeof want, "%08X", (unsigned)(uint32_t)v);
        assert_string_equal(b.p, want);
        sb_free(&b);
        sb_put_hex(&b, v, 4);
        snprintf(want, sizeof want, "%04X", (unsigned)(uint16_t)v);
        assert_string_equal(b.p, want);
        sb_free(&b);
    }
}

/* sb_printf formats into the room there is and again when it did not fit */
static void test_printf_grows(void **state)
{
    (void)state;
    StrBuf b = {0};
    char big[1000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = 0;
    sb_printf(&b, "%s", "ab");
    sb_printf(&b, "<%s>", big);
    sb_printf(&b, "%d", 42);
    assert_int_equal(b.n, 2 + 1 + 999 + 1 + 2);
    assert_int_equal(strlen(b.p), b.n);
    assert_memory_equal(b.p, "ab<x", 4);
    assert_string_equal(b.p + b.n - 4, "x>42");
    sb_free(&b);
}

/* mo_print writes a register's prefix by its length from a table: the
 * table must follow the prefixes */
static void test_register_prefix_lengths(void **state)
{
    (void)state;
    for (int rc = 0; rc < RC_COUNT; rc++)
        assert_int_equal(rc_prefix_len[rc], strlen(rc_prefix[rc]));
}

/* sb_put_reg (a register's prefix copied whole, then its number) after
 * text, at the edges of fmt_u64's cases */
static void test_register_text(void **state)
{
    (void)state;
    static const uint32_t regs[] = {0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 123456, UINT32_MAX};
    for (int rc = 0; rc < RC_COUNT; rc++)
        for (size_t i = 0; i < sizeof regs / sizeof *regs; i++) {
            char want[64];
            StrBuf b = {0};
            sb_puts(&b, "add ");
            sb_put_reg(&b, (unsigned)rc, regs[i]);
            sb_putc(&b, ';');
            snprintf(want, sizeof want, "add %s%u;", rc_prefix[rc], (unsigned)regs[i]);
            assert_string_equal(b.p, want);
            assert_int_equal(b.n, strlen(want));
            sb_free(&b);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decimal),
        cmocka_unit_test(test_hex),
        cmocka_unit_test(test_printf_grows),
        cmocka_unit_test(test_register_prefix_lengths),
        cmocka_unit_test(test_register_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
