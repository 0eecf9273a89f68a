/* cmocka tests of the row-to-instruction builder (mc/build.c) that the
 * selector and the query layer share: the operand layout (results, then
 * each argument at form_arg_operand's place, a tied argument as the result's
 * operand) and the packed words from a row's pack= items (constant bits and
 * immediate arguments shifted into place, as the public packers lay out the
 * same fields). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* A source of made-up operands: immarg argument a is imm[a], every other
 * operand a fresh 32-bit register; arg() records which arguments it made. */
typedef struct TestSource {
    int64_t imm[16];
    unsigned nres;
    uint32_t reg;
    uint32_t args_made; /* bit a: arg() was asked for argument a */
} TestSource;

static unsigned test_result(void *ud, const FormRow *r, MOperand *ops, unsigned cap)
{
    TestSource *s = ud;
    (void)r;
    unsigned n = s->nres < cap ? s->nres : cap;
    for (unsigned i = 0; i < n; i++)
        ops[i] = mo_reg(RC_B32, ++s->reg);
    return n;
}

static MOperand test_arg(void *ud, const FormRow *r, unsigned a)
{
    TestSource *s = ud;
    s->args_made |= 1u << a;
    return r->sig[a + 1].is_imm ? mo_imm(s->imm[a]) : mo_reg(RC_B32, ++s->reg);
}

typedef struct Fixture {
    MModule m;
    MFunc f;
    MBlock *b;
} Fixture;

static void fixture_init(Fixture *x)
{
    memset(x, 0, sizeof *x);
    x->m.arena = arena_new();
    x->b = mir_new_block(&x->m, &x->f, "L");
}

static int row_of(const char *key)
{
    int row = form_find_key(key);
    assert_true(row >= 0);
    return row;
}

/* tcgen05.mma with the A operand in shared memory: immargs kind (5, ctrl
 * bits 6-8), cta_group (6, ctrl bits 0-1), collector_usage_a (7, coll bits
 * 1-2 with bit 0 "requested"). */
static void test_pack_immargs(void **state)
{
    (void)state;
    Fixture x;
    fixture_init(&x);
    TestSource s = {.imm = {[5] = TC_KIND_I8, [6] = 2, [7] = 3}};
    RowSource src = {&s, test_result, test_arg, NULL};
    MInst *in = row_build(&x.m, x.b, (uint32_t)row_of("tcgen05.mma.shared"), &src, NULL);
    uint32_t ctrl, coll;
    ptxsel_tcgen05_ctrl c = {.cta_group = 2, .kind = TC_KIND_I8};
    ptxsel_tcgen05_coll k = {.a_valid = 1, .a_op = 3};
    assert_int_equal(ptxsel_tcgen05_ctrl_pack(&c, &ctrl, NULL, 0), PTXSEL_OK);
    assert_int_equal(ptxsel_tcgen05_coll_pack(&k, &coll, NULL, 0), PTXSEL_OK);
    assert_int_equal(in->ctrl, ctrl);
    assert_int_equal(in->coll, coll);
    /* void result: argument a is operand a */
    assert_int_equal(in->nops, 8);
    assert_int_equal(in->ops[6].kind, MO_IMM);
    assert_int_equal(in->ops[6].imm, 2);
    arena_free(x.m.arena);
}

/* Constant pack= bits only (pack=C:2): the cta_group of a tcgen05.alloc. */
static void test_pack_constant(void **state)
{
    (void)state;
    Fixture x;
    fixture_init(&x);
    TestSource s = {0};
    RowSource src = {&s, test_result, test_arg, NULL};
    MInst *in = row_build(&x.m, x.b, (uint32_t)row_of("tcgen05.alloc.cta_group::2.sync.aligned.b32"), &src, NULL);
    assert_int_equal(in->ctrl >> TC_CTRL_CTA_GROUP & 3, 2);
    assert_int_equal(in->coll, 0);
    arena_free(x.m.arena);
}

/* Every row with a tied argument and a one-operand result: the tied
 * argument is the result's operand (arg() is never asked for it), the
 * others sit where form_arg_operand says. */
static void test_tied_layout(void **state)
{
    (void)state;
    size_t tested = 0;
    for (size_t row = 0; row < ptxsel_form_nrows; row++) {
        const FormRow *r = &ptxsel_form_rows[row];
        if (r->tie < 0 || !r->nsig || form_arg_operand(r, 0) != 1)
            continue;
        Fixture x;
        fixture_init(&x);
        TestSource s = {.nres = 1};
        RowSource src = {&s, test_result, test_arg, NULL};
        MInst *in = row_build(&x.m, x.b, (uint32_t)row, &src, NULL);
        unsigned nargs = r->nsig - 1u;
        assert_int_equal(in->nops, 1 + nargs);
        assert_false(s.args_made >> r->tie & 1);
        MOperand *tied = &in->ops[form_arg_operand(r, (unsigned)r->tie)];
        assert_int_equal(tied->kind, in->ops[0].kind);
        assert_int_equal(tied->reg, in->ops[0].reg);
        for (unsigned a = 0; a < nargs && a < 16; a++)
            if (r->sig[a + 1].is_imm && (int)a != r->tie)
                assert_int_equal(in->ops[form_arg_operand(r, a)].kind, MO_IMM);
        arena_free(x.m.arena);
        tested++;
    }
    assert_true(tested > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pack_immargs),
        cmocka_unit_test(test_pack_constant),
        cmocka_unit_test(test_tied_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
