/* cmocka: module-scope variables are machine-IR records that mc/print.c
 * spells without the LLVM module. Records built by hand print with their
 * element type, dimension, linkage and state space, and with initialisers
 * read from the module's byte pool at each record's own offset, zero
 * beyond its stored prefix. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* g's initialiser: size bytes, of which the n given are stored. */
static void init(MModule *m, MGlobal *g, uint64_t size, const char *bytes, size_t n)
{
    g->has_init = true;
    g->size = size;
    g->init_off = m->init_bytes.n;
    g->init_len = n;
    sb_putn(&m->init_bytes, bytes, n);
}

/* An empty module on sm_90a, PTX 8.0. */
static MModule *new_module(void)
{
    Arena *a = arena_new();
    MModule *m = arena_alloc(a, sizeof *m);
    m->arena = a;
    m->ptx = 80;
    m->header_target = "sm_90a";
    return m;
}

/* The module's declarations: the lines between the header and the end. */
static char *print(MModule *m)
{
    StrBuf b = {0};
    print_ptx(&b, m);
    const char *start = strstr(b.p, ".address_size 64\n\n");
    assert_non_null(start);
    char *r = arena_strdup(m->arena, start + strlen(".address_size 64\n\n"));
    sb_free(&b);
    return r;
}

static void test_records(void **state)
{
    (void)state;
    MModule *m = new_module();
    MGlobal g[] = {
        /* .b8: trailing zeros (stored or implied) are left out */
        {.name = "b", .link = MLINK_VISIBLE, .space = MSPACE_CONST, .align = 4, .elem = MGLOBAL_B8, .count = 8},
        /* .u64: word 0 from the pool (its high bytes implied zero), word 1
         * an address, word 2 zero beyond the stored prefix */
        {.name = "w", .link = MLINK_NONE, .space = MSPACE_GLOBAL, .align = 8, .elem = MGLOBAL_U64, .count = 3},
        /* .u8: an address at byte 1 by the mask operator, then bytes */
        {.name = "u", .link = MLINK_WEAK, .space = MSPACE_GLOBAL, .align = 1, .elem = MGLOBAL_U8, .count = 10},
        {.name = "c", .link = MLINK_COMMON, .space = MSPACE_GLOBAL, .align = 16, .elem = MGLOBAL_B8,
         .count = 1ull << 40},
        {.name = "x", .link = MLINK_EXTERN, .space = MSPACE_SHARED, .align = 16, .elem = MGLOBAL_B8, .unsized = true},
        {.name = "z", .link = MLINK_VISIBLE, .space = MSPACE_GLOBAL, .align = 8, .elem = MGLOBAL_B8, .scalar = true},
    };
    for (size_t i = 0; i + 1 < sizeof g / sizeof *g; i++)
        g[i].next = &g[i + 1];
    m->gvars = g;
    init(m, &g[0], 8, "\x01\x00\x02\x00", 4);
    init(m, &g[1], 24, "\x05\x01", 2);
    MReloc wr[] = {{8, "b", (uint64_t)-8, true}};
    g[1].relocs = wr;
    g[1].nrelocs = 1;
    init(m, &g[2], 10, "\x07", 1);
    MReloc ur[] = {{1, "w", 16, false}};
    g[2].relocs = ur;
    g[2].nrelocs = 1;
    assert_string_equal(print(m),
                        ".visible .const .align 4 .b8 b[8] = {1, 0, 2};\n"
                        ".global .align 8 .u64 w[3] = {261, generic(b)+(-8), 0};\n"
                        ".weak .global .align 1 .u8 u[10] = {7, 0xFF(w+16), 0xFF00(w+16), 0xFF0000(w+16), "
                        "0xFF000000(w+16), 0xFF00000000(w+16), 0xFF0000000000(w+16), 0xFF000000000000(w+16), "
                        "0xFF00000000000000(w+16), 0};\n"
                        ".common .global .align 16 .b8 c[1099511627776];\n"
                        ".extern .shared .align 16 .b8 x[];\n"
                        ".visible .global .align 8 .b8 z;\n");
    sb_free(&m->init_bytes);
    arena_free(m->arena);
}

/* No variables: nothing between the header and the (absent) functions. */
static void test_empty(void **state)
{
    (void)state;
    MModule *m = new_module();
    assert_string_equal(print(m), "");
    arena_free(m->arena);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_records),
        cmocka_unit_test(test_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
