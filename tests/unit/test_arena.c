/* cmocka tests of mc/arena.c's pieces the streamed compilation relies on:
 * memory from a recycled arena is zeroed like fresh memory (arena_alloc's
 * contract, kept by zeroing each allocation), also among raw allocations
 * (arena_alloc_raw: not zeroed, from the current chunk's room), a child
 * arena's chunks count against its parent's max_memory limit, arena_printf
 * of short and long texts, sb_prepend, and pmap growth. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static int all_zero(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i])
            return 0;
    return 1;
}

static void test_recycled_memory_is_zeroed(void **state)
{
    (void)state;
    static const size_t sizes[] = {1, 16, 4000, 5000, 70000, 100, 65536, 33};
    Arena *a = arena_new();
    for (int round = 0; round < 3; round++) {
        for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
            /* each round asks for more than the last, past what was zeroed */
            size_t n = sizes[i] * (size_t)(round + 1);
            unsigned char *p = arena_alloc(a, n);
            assert_true(((uintptr_t)p & 15) == 0);
            assert_true(all_zero(p, n));
            memset(p, 0xA5, n);
        }
        arena_recycle(a);
    }
    arena_free(a);
}

/* Raw allocations between zeroed ones (machine instructions between a
 * value's registers): each zeroed one is zero wherever the raw ones wrote
 * before recycling; every allocation is 16-byte aligned and its own, a
 * first one of 0 bytes too. */
static void test_raw_between_zeroed(void **state)
{
    (void)state;
    Arena *a = arena_new();
    assert_non_null(arena_alloc_raw(a, 0)); /* no chunk yet: one is taken */
    for (int round = 0; round < 2; round++) {
        unsigned char *prev = NULL;
        for (size_t i = 0; i < 3000; i++) {
            size_t n = 1 + (i * 37) % 300;
            unsigned char *p = i % 3 ? arena_alloc_raw(a, n) : arena_alloc(a, n);
            assert_true(((uintptr_t)p & 15) == 0);
            assert_true(p != prev);
            if (i % 3 == 0)
                assert_true(all_zero(p, n));
            memset(p, 0x5A, n);
            prev = p;
        }
        arena_recycle(a);
    }
    arena_free(a);
}

static void test_child_counts_against_parent_limit(void **state)
{
    (void)state;
    Arena *parent = arena_new();
    arena_set_limit(parent, (size_t)200 << 10);
    Arena *child = arena_new_child(parent);
    arena_alloc(parent, 100);          /* one 64 KiB chunk */
    arena_alloc(child, 60000);         /* a second */
    arena_alloc(child, 60000);         /* a third: 192 KiB held */
    arena_recycle(child);
    arena_alloc(child, 60000);         /* recycled chunks: nothing new */
    arena_alloc(child, 60000);
    Recovery rec;
    volatile int aborted = 0;
    if (RECOVERY_ENTER(&rec))
        aborted = 1;
    else {
        arena_alloc(child, 60000);     /* a fourth chunk: over the parent's limit */
        recovery_leave(&rec);
    }
    assert_int_equal(aborted, 1);
    assert_non_null(strstr(rec.msg, "max_memory"));
    arena_free(child);                 /* gives its chunks back to the parent's count */
    arena_alloc(parent, 60000);
    arena_alloc(parent, 60000);
    arena_free(parent);
}

static void test_printf_short_and_long(void **state)
{
    (void)state;
    Arena *a = arena_new();
    assert_string_equal(arena_printf(a, "%s_param_%u", "kernel", 12u), "kernel_param_12");
    char big[600];
    memset(big, 'y', sizeof big - 1);
    big[sizeof big - 1] = 0;
    char *s = arena_printf(a, "<%s>%d", big, 7);
    assert_int_equal(strlen(s), 1 + 599 + 1 + 1);
    assert_memory_equal(s, "<yyy", 4);
    assert_string_equal(s + 600, ">7");
    arena_free(a);
}

static void test_prepend(void **state)
{
    (void)state;
    StrBuf b = {0};
    sb_prepend(&b, "head", 4);
    assert_string_equal(b.p, "head");
    sb_free(&b);
    for (int i = 0; i < 1000; i++)
        sb_puts(&b, "body ");
    sb_prepend(&b, "prologue\n", 9);
    assert_int_equal(b.n, 9 + 5000);
    assert_int_equal(strlen(b.p), b.n);
    assert_memory_equal(b.p, "prologue\nbody body ", 19);
    sb_free(&b);
}

static void test_pmap_growth(void **state)
{
    (void)state;
    Arena *a = arena_new();
    PtrMap m;
    pmap_init(&m, a);
    static char keys[5000];
    for (size_t i = 0; i < sizeof keys; i++)
        pmap_put(&m, &keys[i], (void *)(uintptr_t)(i + 1));
    pmap_put(&m, &keys[7], (void *)(uintptr_t)99); /* a replacement */
    for (size_t i = 0; i < sizeof keys; i++)
        assert_int_equal((uintptr_t)pmap_get(&m, &keys[i]), i == 7 ? 99 : i + 1);
    assert_int_equal(m.len, sizeof keys);
    assert_null(pmap_get(&m, &m));
    arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_recycled_memory_is_zeroed),
        cmocka_unit_test(test_raw_between_zeroed),
        cmocka_unit_test(test_child_counts_against_parent_limit),
        cmocka_unit_test(test_printf_short_and_long),
        cmocka_unit_test(test_prepend),
        cmocka_unit_test(test_pmap_growth),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
