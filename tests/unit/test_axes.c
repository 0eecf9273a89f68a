/* cmocka tests of the axis tables the selector reads LLVM opcodes through
 * (isel/arith.c int_binop, fp_binop_form): each entry is the row whose ir=
 * attribute names that opcode and type, as ptxsel-query reports them, and
 * FORM_NONE exactly where no row has one (half / bfloat fdiv and frem, which
 * the selector computes in f32). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"


static int entry(uint16_t e)
{
    return e == FORM_NONE ? -1 : (int)e;
}

static void test_int_ops(void **state)
{
    (void)state;
    static const struct {
        const char *ir;
        int op;
    } ops[] = {{"add", AX_int_OP_add_s},  {"sub", AX_int_OP_sub_s},  {"mul", AX_int_OP_mul_lo_s},
               {"udiv", AX_int_OP_div_u}, {"sdiv", AX_int_OP_div_s}, {"urem", AX_int_OP_rem_u},
               {"srem", AX_int_OP_rem_s}, {"shl", AX_int_OP_shl_b},  {"lshr", AX_int_OP_shr_u},
               {"ashr", AX_int_OP_shr_s}, {"and", AX_int_OP_and_b},  {"or", AX_int_OP_or_b},
               {"xor", AX_int_OP_xor_b}};
    static const char *const ty[AX_int_W_COUNT] = {[AX_int_W_16] = "i16", [AX_int_W_32] = "i32",
                                                   [AX_int_W_64] = "i64"};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        for (int w = 0; w < AX_int_W_COUNT; w++) {
            int row = form_find_ir(ops[i].ir, ty[w]);
            assert_true(row >= 0);
            assert_int_equal(entry(form_axis_int[ops[i].op][w]), row);
        }
}

static void test_fp_ops(void **state)
{
    (void)state;
    static const struct {
        const char *ir;
        int op;
    } ops[] = {{"fadd", AX_fp_OP_add_rn}, {"fsub", AX_fp_OP_sub_rn}, {"fmul", AX_fp_OP_mul_rn},
               {"fdiv", AX_fp_OP_div_rn}, {"frem", AX_fp_OP_frem},   {"fneg", AX_fp_OP_neg}};
    static const char *const ty[AX_fp_S_COUNT] = {[AX_fp_S_f16] = "half", [AX_fp_S_bf16] = "bfloat",
                                                  [AX_fp_S_f32] = "float", [AX_fp_S_f64] = "double"};
    unsigned none = 0;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        for (int t = 0; t < AX_fp_S_COUNT; t++) {
            int row = form_find_ir(ops[i].ir, ty[t]);
            none += row < 0;
            assert_int_equal(entry(form_axis_fp[ops[i].op][t]), row);
        }
    assert_int_equal(none, 4); /* fdiv, frem on half and bfloat */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_int_ops),
        cmocka_unit_test(test_fp_ops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
