/* cmocka: a context that compiles many modules gives each the PTX a fresh
 * context gives it. The context keeps what is costly to make between
 * compiles -- the NVPTX target machines of the IR passes (isel/pipeline.c,
 * one per processor and PTX feature, at most four, the oldest replaced) and
 * the last target's ptxsel_target_init (isel/driver.c, by processor and
 * -mattr) -- so every compile below runs after compiles for other targets
 * and -mattr lists, and six targets overflow the four kept machines.
 * Oracle: the same compile in a context of its own. Also the pieces of the
 * printer's and selector's direct formatting (mc/arena.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h" /* ptxsel_context.ntms */

/* address-space inference, SLSR and early CSE have work here, and the
 * 16-bit atomic takes AtomicExpand's machine (another processor for a
 * target LLVM 19 does not know) */
static const char ir[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define ptx_kernel void @k(ptr %p, ptr %q, i32 %n, i32 %s) {\n"
    "entry:\n"
    "  %t = alloca [4 x i32], align 4\n"
    "  store i32 %n, ptr %t, align 4\n"
    "  %a = mul i32 %n, %s\n  %b = add i32 %a, %s\n  %c = mul i32 %b, 3\n"
    "  %i = sext i32 %a to i64\n  %j = sext i32 %b to i64\n"
    "  %pa = getelementptr float, ptr %p, i64 %i\n  %pb = getelementptr float, ptr %p, i64 %j\n"
    "  %x = load float, ptr %pa, align 4\n  %y = load float, ptr %pb, align 4\n"
    "  %z = fadd float %x, %y\n  %w = fmul float %z, %x\n"
    "  %tn = load i32, ptr %t, align 4\n  %tf = sitofp i32 %tn to float\n  %v = fadd float %w, %tf\n"
    "  store float %v, ptr %pa, align 4\n"
    "  %old = atomicrmw add ptr %q, i16 1 monotonic, align 2\n"
    "  %cz = icmp eq i32 %c, 0\n"
    "  br i1 %cz, label %done, label %more\n"
    "more:\n  store float %z, ptr %pb, align 4\n  br label %done\n"
    "done:\n  ret void\n}\n";

static char *compile_mattr(ptxsel_context *ctx, const char *cpu, const char *mattr, int level)
{
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = cpu;
    o.mattr = mattr;
    o.opt_level = level;
    char *out = NULL;
    ptxsel_status st = ptxsel_compile_buffer(ctx, ir, sizeof ir - 1, &o, &out);
    if (st != PTXSEL_OK) {
        char *d = ptxsel_diag_render(ctx, 0);
        fprintf(stderr, "%s (-O%d): %s", cpu, level, d ? d : "failed\n");
        ptxsel_free(d);
    }
    assert_int_equal(st, PTXSEL_OK);
    assert_non_null(out);
    return out;
}

static char *compile(ptxsel_context *ctx, const char *cpu, int level)
{
    return compile_mattr(ctx, cpu, NULL, level);
}

static void test_reused_context_gives_fresh_contexts_ptx(void **state)
{
    (void)state;
    static const char *const cpus[] = {"sm_80", "sm_90a", "sm_100a", "sm_75", "sm_86", "sm_120", "sm_80", "sm_90a"};
    ptxsel_context *shared = ptxsel_context_create();
    assert_non_null(shared);
    for (int level = 2; level >= 0; level -= 2)
        for (size_t i = 0; i < sizeof cpus / sizeof *cpus; i++) {
            ptxsel_context *fresh = ptxsel_context_create();
            assert_non_null(fresh);
            char *want = compile(fresh, cpus[i], level);
            ptxsel_context_destroy(fresh);
            char *got = compile(shared, cpus[i], level);
            if (strcmp(want, got))
                fprintf(stderr, "%s -O%d: the reused context's PTX differs\n", cpus[i], level);
            assert_string_equal(want, got);
            ptxsel_free(want);
            ptxsel_free(got);
        }
    /* the machines were kept (and no more than there is room for) */
    assert_true(shared->ntms >= 1 && shared->ntms <= 4);
    ptxsel_context_destroy(shared);
}

/* The same processor with other -mattr lists (the PTX version is in the
 * output's header): each compile gets its own target, not the last one's. */
static void test_reused_context_follows_mattr(void **state)
{
    (void)state;
    static const char *const mattrs[] = {NULL, "+ptx86", "+ptx86", NULL, "+ptx87", "", "+ptx86"};
    ptxsel_context *shared = ptxsel_context_create();
    assert_non_null(shared);
    for (size_t i = 0; i < sizeof mattrs / sizeof *mattrs; i++) {
        ptxsel_context *fresh = ptxsel_context_create();
        assert_non_null(fresh);
        char *want = compile_mattr(fresh, "sm_90a", mattrs[i], 0);
        ptxsel_context_destroy(fresh);
        char *got = compile_mattr(shared, "sm_90a", mattrs[i], 0);
        assert_string_equal(want, got);
        assert_non_null(strstr(got, mattrs[i] && !strcmp(mattrs[i], "+ptx86") ? ".version 8.6\n"
                                    : mattrs[i] && !strcmp(mattrs[i], "+ptx87") ? ".version 8.7\n"
                                                                               : ".version 8.0\n"));
        ptxsel_free(want);
        ptxsel_free(got);
    }
    ptxsel_context_destroy(shared);
}

static void test_direct_formatting(void **state)
{
    (void)state;
    static const uint64_t v[] = {0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 65535, 4294967295u, UINT64_MAX};
    Arena *a = arena_new();
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        char want[64], got[32];
        snprintf(want, sizeof want, "%llu", (unsigned long long)v[i]);
        size_t n = fmt_u64(got, v[i]);
        assert_int_equal(n, strlen(want));
        assert_memory_equal(got, want, n);
        snprintf(want, sizeof want, "kern_param_%llu", (unsigned long long)v[i]);
        assert_string_equal(arena_cat_u64(a, "kern", "_param_", v[i]), want);
    }
    arena_free(a);
}

/* A map reads as empty before its first entry (its slots come with it),
 * then grows as before. */
static void test_map_slots_come_with_first_entry(void **state)
{
    (void)state;
    Arena *a = arena_new();
    PtrMap m;
    pmap_init(&m, a);
    assert_null(pmap_get(&m, &m));
    assert_int_equal(m.cap, 0);
    int keys[200];
    for (int i = 0; i < 200; i++)
        pmap_put(&m, &keys[i], &keys[(i + 1) % 200]);
    assert_int_equal(m.len, 200);
    for (int i = 0; i < 200; i++)
        assert_ptr_equal(pmap_get(&m, &keys[i]), &keys[(i + 1) % 200]);
    assert_null(pmap_get(&m, &m));
    arena_free(a);
}

/* One target, many compiles: one machine, made by the first. */
static void test_one_target_one_machine(void **state)
{
    (void)state;
    ptxsel_context *ctx = ptxsel_context_create();
    assert_non_null(ctx);
    for (int i = 0; i < 3; i++)
        ptxsel_free(compile(ctx, "sm_90a", 2));
    assert_int_equal(ctx->ntms, 1);
    ptxsel_context_destroy(ctx);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reused_context_gives_fresh_contexts_ptx),
        cmocka_unit_test(test_one_target_one_machine),
        cmocka_unit_test(test_reused_context_follows_mattr),
        cmocka_unit_test(test_direct_formatting),
        cmocka_unit_test(test_map_slots_come_with_first_entry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
