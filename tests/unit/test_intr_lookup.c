/* cmocka tests of the look-up of intrinsics by name (mc/tables.c): the
 * generated hash table (ptxsel_form_intr_hash) finds every name's whole run
 * of rows in ptxsel_form_by_intr, and form_find_intr answers the row that a
 * binary search by name over ptxsel_form_by_intr meets first, as it did
 * when it was that search. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* The name of the row at position i of ptxsel_form_by_intr. */
static const char *intr_at(size_t i)
{
    return ptxsel_form_rows[ptxsel_form_by_intr[i]].intr;
}

/* form_find_intr as a binary search with strcmp over [lo, hi) of
 * ptxsel_form_by_intr (the reference). */
static int search_by_name(const char *name, size_t lo, size_t hi)
{
    if (lo >= hi)
        return -1;
    size_t mid = (lo + hi) / 2;
    int c = strcmp(intr_at(mid), name);
    return c == 0 ? (int)ptxsel_form_by_intr[mid]
           : c < 0 ? search_by_name(name, mid + 1, hi)
                   : search_by_name(name, lo, mid);
}

static void test_every_name(void **state)
{
    (void)state;
    assert_true(ptxsel_form_nintr > 0);
    for (size_t i = 0; i < ptxsel_form_nintr; i++) {
        const char *name = intr_at(i);
        size_t lo, hi;
        form_intr_range(name, &lo, &hi);
        assert_true(lo <= i && i < hi);
        for (size_t k = lo; k < hi; k++)
            assert_string_equal(intr_at(k), name);
        if (lo > 0)
            assert_true(strcmp(intr_at(lo - 1), name) != 0);
        if (hi < ptxsel_form_nintr)
            assert_true(strcmp(intr_at(hi), name) != 0);
        assert_int_equal(form_find_intr(name), search_by_name(name, 0, ptxsel_form_nintr));
    }
}

static void test_absent_names(void **state)
{
    (void)state;
    static const char *const absent[] = {"", "a", "llvm.", "llvm.nvvm.", "llvm.nvvm.no.such.intrinsic", "zzz"};
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++) {
        assert_int_equal(search_by_name(absent[i], 0, ptxsel_form_nintr), -1);
        size_t lo = 1, hi = 2;
        form_intr_range(absent[i], &lo, &hi);
        assert_int_equal(lo, hi);
        assert_int_equal(form_find_intr(absent[i]), -1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_name),
        cmocka_unit_test(test_absent_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
