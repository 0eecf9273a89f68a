/* cmocka tests of the streamed compilation (isel/driver.c): each function
 * is selected, verified and printed before the next one is selected, and
 * its machine IR is then forgotten. The memory a compilation's machine IR
 * takes (what ptxsel_options.max_memory bounds) is about one function's,
 * not the module's: a module of many large functions compiles under a
 * bound of 2.5 MiB, to the same PTX as without one (when the whole module's
 * machine IR was kept until printing, it needed 43 MiB; now 1 MiB does). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ptxsel/ptxsel.h"

enum { NFUNCS = 48, NOPS = 2000 };

/* NFUNCS kernels of NOPS dependent additions and xors each (under 1 MiB
 * of machine IR per kernel). */
static char *big_module(size_t *len)
{
    size_t cap = (size_t)NFUNCS * NOPS * 48 + 4096, n = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    n += (size_t)snprintf(s + n, cap - n, "target triple = \"nvptx64-nvidia-cuda\"\n");
    for (int f = 0; f < NFUNCS; f++) {
        n += (size_t)snprintf(s + n, cap - n, "define ptx_kernel void @k%d(ptr addrspace(1) %%p, i32 %%x) {\n", f);
        n += (size_t)snprintf(s + n, cap - n, "  %%v0 = add i32 %%x, 1\n");
        for (int i = 1; i < NOPS; i++)
            n += (size_t)snprintf(s + n, cap - n, "  %%v%d = %s i32 %%v%d, %d\n", i, i % 3 ? "add" : "xor", i - 1, i);
        n += (size_t)snprintf(s + n, cap - n, "  store i32 %%v%d, ptr addrspace(1) %%p\n  ret void\n}\n", NOPS - 1);
    }
    assert_true(n < cap);
    *len = n;
    return s;
}

static ptxsel_status compile(ptxsel_context *ctx, const char *ir, size_t len, size_t limit, char **out)
{
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = "sm_90a";
    o.max_memory = limit;
    return ptxsel_compile_buffer(ctx, ir, len, &o, out);
}

static void test_machine_ir_is_one_function_at_a_time(void **state)
{
    (void)state;
    size_t len;
    char *ir = big_module(&len);
    ptxsel_context *ctx = ptxsel_context_create();
    assert_non_null(ctx);
    char *whole = NULL, *bounded = NULL;
    assert_int_equal(compile(ctx, ir, len, 0, &whole), PTXSEL_OK);
    /* every kernel is there, in order */
    assert_non_null(strstr(whole, ".entry k0("));
    assert_non_null(strstr(whole, ".entry k47("));
    assert_true(strstr(whole, ".entry k0(") < strstr(whole, ".entry k47("));
    /* 2.5 MiB: a few functions' machine IR, a seventeenth of the module's */
    ptxsel_status st = compile(ctx, ir, len, (size_t)5 << 19, &bounded);
    if (st != PTXSEL_OK) {
        char *d = ptxsel_diag_render(ctx, 0);
        fprintf(stderr, "%s", d ? d : "");
        ptxsel_free(d);
    }
    assert_int_equal(st, PTXSEL_OK);
    assert_string_equal(whole, bounded);
    ptxsel_free(whole);
    ptxsel_free(bounded);
    /* a bound below one function's machine IR still ends the compile */
    assert_int_equal(compile(ctx, ir, len, (size_t)1 << 18, &bounded), PTXSEL_INTERNAL);
    assert_null(bounded);
    ptxsel_context_destroy(ctx);
    free(ir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_machine_ir_is_one_function_at_a_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
