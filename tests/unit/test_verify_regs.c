/* cmocka tests of the machine verifier's defined-register rule
 * (verify/verify.c, verify_defined_regs): a register an instruction reads
 * that no instruction of the function writes is an internal error (a
 * selection bug: ptxas may turn the undefined value into anything), while
 * a register written anywhere in the function, by operand 0, by a
 * several-results row (tcgen05.ld.red), or read through an address, is not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

typedef struct Fixture {
    MModule m;
    MFunc f;
    MBlock *b;
    ptxsel_context *ctx;
} Fixture;

static void fixture_init(Fixture *x)
{
    memset(x, 0, sizeof *x);
    x->m.arena = arena_new();
    x->b = mir_new_block(&x->m, &x->f, "L");
    x->ctx = ptxsel_context_create();
    assert_non_null(x->ctx);
    x->ctx->arena = arena_new(); /* a compile's arena (freed with the context) */
    x->ctx->locate = NULL;       /* no IR behind these functions */
    for (unsigned rc = 0; rc < RC_COUNT; rc++)
        x->f.nregs[rc] = 8;
}

static void fixture_fini(Fixture *x)
{
    ptxsel_context_destroy(x->ctx);
    arena_free(x->m.arena);
}

static uint32_t row_of(const char *key)
{
    int row = form_find_key(key);
    assert_true(row >= 0);
    return (uint32_t)row;
}

static MInst *add(Fixture *x, const char *key, unsigned nops, const MOperand *ops)
{
    MInst *in = mir_append(&x->m, x->b, row_of(key), (uint16_t)nops, NULL);
    for (unsigned k = 0; k < nops; k++)
        in->ops[k] = ops[k];
    return in;
}

/* add.s32 %r1, %r2, 1 with nothing writing %r2: one error naming %r2;
 * with a mov.b32 %r2, 5 anywhere in the function (after it, too: the rule
 * is about the function, not the path): none. */
static void test_undefined_read(void **state)
{
    (void)state;
    Fixture x;
    fixture_init(&x);
    add(&x, "add.s32", 3, (MOperand[]){mo_reg(RC_B32, 1), mo_reg(RC_B32, 2), mo_imm(1)});
    verify_defined_regs(x.ctx, "t.ll", &x.f);
    assert_int_equal(x.ctx->nerrors, 1);
    assert_non_null(strstr(x.ctx->diags[0].message, "add.s32 reads %r2, which no instruction of the function writes"));
    fixture_fini(&x);

    /* the function's highest-numbered register is checked too */
    fixture_init(&x);
    add(&x, "add.s32", 3, (MOperand[]){mo_reg(RC_B32, 1), mo_reg(RC_B32, 8), mo_imm(1)});
    verify_defined_regs(x.ctx, "t.ll", &x.f);
    assert_int_equal(x.ctx->nerrors, 1);
    assert_non_null(strstr(x.ctx->diags[0].message, "reads %r8,"));
    fixture_fini(&x);

    fixture_init(&x);
    add(&x, "add.s32", 3, (MOperand[]){mo_reg(RC_B32, 1), mo_reg(RC_B32, 2), mo_imm(1)});
    add(&x, "mov.b32", 2, (MOperand[]){mo_reg(RC_B32, 2), mo_imm(5)});
    verify_defined_regs(x.ctx, "t.ll", &x.f);
    assert_int_equal(x.ctx->nerrors, 0);
    fixture_fini(&x);
}

/* A store writes nothing: its address register and value are reads. */
static void test_store_reads(void **state)
{
    (void)state;
    Fixture x;
    fixture_init(&x);
    add(&x, "mov.b32", 2, (MOperand[]){mo_reg(RC_B32, 3), mo_imm(7)});
    add(&x, "st.global.u32", 2, (MOperand[]){mo_addr_reg(mo_reg(RC_B64, 4), 0), mo_reg(RC_B32, 3)});
    verify_defined_regs(x.ctx, "t.ll", &x.f);
    assert_int_equal(x.ctx->nerrors, 1);
    assert_non_null(strstr(x.ctx->diags[0].message, "reads %rd4"));
    fixture_fini(&x);
}

/* tcgen05.ld.red writes its vector %0 and its reduction %1: reading the
 * reduction after it is no error (the row's result is two values). */
static void test_two_results(void **state)
{
    (void)state;
    Fixture x;
    fixture_init(&x);
    const char *key = "tcgen05.ld.red.sync.aligned.32x32b.x2.min.f32";
    MOperand vec = mo_list(x.m.arena, (MOperand[]){mo_reg(RC_F32, 1), mo_reg(RC_F32, 2)}, 2);
    vec.kind = MO_VEC;
    add(&x, "mov.b32", 2, (MOperand[]){mo_reg(RC_B32, 5), mo_imm(0)});
    add(&x, key, 3, (MOperand[]){vec, mo_reg(RC_F32, 3), mo_addr_reg(mo_reg(RC_B32, 5), 0)});
    add(&x, "mov.f32", 2, (MOperand[]){mo_reg(RC_F32, 4), mo_reg(RC_F32, 3)});
    verify_defined_regs(x.ctx, "t.ll", &x.f);
    assert_int_equal(x.ctx->nerrors, 0);
    fixture_fini(&x);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undefined_read),
        cmocka_unit_test(test_store_reads),
        cmocka_unit_test(test_two_results),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
