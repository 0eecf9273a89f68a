/* cmocka tests: the identities verify/ and mc/ recognise instructions by
 * (roles, axes, atype=, the facts ptxsel-tblgen computes) agree, on every
 * row, with what the row's key and template spell. A row added without its
 * role (a new mov.X, setp.CC.T, bra.X) or left out of an axis fails here
 * rather than silently escaping an analysis. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static bool prefix(const char *s, const char *p)
{
    return !strncmp(s, p, strlen(p));
}

static bool suffix(const char *s, const char *p)
{
    size_t n = strlen(s), k = strlen(p);
    return n >= k && !strcmp(s + n - k, p);
}

static void test_roles_match_keys(void **state)
{
    (void)state;
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        const char *k = r->key;
        bool wg = r->fam == FAM_wgmma;
        assert_string_equal(form_family_name[r->fam], r->family);
        assert_int_equal(prefix(k, "mov.") && !strchr(k + 4, '.'), r->role == ROLE_mov);
        assert_int_equal(prefix(k, "setp."), r->role == ROLE_setp);
        assert_int_equal(!strcmp(k, "bra"), r->role == ROLE_bra);
        assert_int_equal(!strcmp(k, "bra.cond"), r->role == ROLE_bra_cond);
        assert_int_equal(!strcmp(k, "ret") || !strcmp(k, "exit"), r->role == ROLE_ret);
        assert_int_equal(!strcmp(k, "trap"), r->role == ROLE_trap);
        assert_int_equal(prefix(k, "call.uni"), r->role == ROLE_call);
        assert_int_equal(prefix(k, "setmaxnreg."), r->role == ROLE_setmaxnreg);
        assert_int_equal(r->fam == FAM_mbarrier && strstr(k, ".parity."), r->role == ROLE_mbarrier_parity);
        assert_int_equal(wg && prefix(k, "wgmma.mma_async."), r->role == ROLE_wgmma_mma);
        assert_int_equal(wg && !strcmp(k, "wgmma.fence.sync.aligned"), r->role == ROLE_wgmma_fence);
        assert_int_equal(wg && !strcmp(k, "wgmma.commit_group.sync.aligned"), r->role == ROLE_wgmma_commit);
        assert_int_equal(wg && !strcmp(k, "wgmma.wait_group.sync.aligned"), r->role == ROLE_wgmma_wait);
        assert_int_equal(strstr(k, ".zero_col_mask") != NULL, r->role == ROLE_tcgen05_zero_col_mask);
        assert_int_equal(r->wvec && !strcmp(r->wvec, ".block16"), r->role == ROLE_tcgen05_block16);
        assert_int_equal(r->fam == FAM_wmma && prefix(k, "wmma.mma.") && r->nsig >= 2 &&
                             r->sig[1].regform == SIG_REG_HALF2 && suffix(k, ".satfinite") &&
                             strstr(k, ".aligned.") != NULL,
                         r->max_ptx == 64); /* ptxmax=64: gone from PTX 6.5 */
        /* the f16 WMMA spellings without .aligned: PTX 6.0 .. 6.2 only */
        assert_int_equal(r->fam == FAM_wmma && prefix(k, "wmma.") && strstr(k, ".aligned.") == NULL,
                         r->max_ptx == 62);
    }
}

/* The wgmma A type is the key's fifth qualifier after the shape; +rs rows
 * take A as a vector. The sparse rows (wgmma_sp.td) have the same role and
 * the dense signature plus a metadata register and a selector immediate. */
static void test_wgmma_atype(void **state)
{
    (void)state;
    static const char pre[] = "wgmma.mma_async.sync.aligned.", sp[] = "wgmma.mma_async.sp.sync.aligned.";
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->role != ROLE_wgmma_mma) {
            assert_int_equal(r->atype, TY_NONE);
            continue;
        }
        bool sparse = prefix(r->key, sp);
        assert_true(sparse || prefix(r->key, pre));
        assert_int_equal(r->nsig, sparse ? 11 : 9);
        if (sparse) {
            assert_int_equal(r->sig[9].kind, SIG_INT); /* metadata: an i32 register */
            assert_int_equal(r->sig[9].regform, SIG_REG_ONLY);
            assert_false(r->sig[9].is_imm);
            assert_true(r->sig[10].is_imm); /* selector */
        }
        const char *q = strchr(r->key + (sparse ? sizeof sp : sizeof pre) - 1, '.') + 1; /* D */
        q = strchr(q, '.') + 1;                                   /* A */
        char a[8];
        snprintf(a, sizeof a, "%.*s", (int)strcspn(q, ".+"), q);
        assert_string_equal(form_type_name[r->atype], a);
        assert_int_equal(strstr(r->key, "+rs") != NULL, r->nsig > 2 && r->sig[2].kind == SIG_VEC);
    }
}

/* The axes hold exactly the rows their analyses mean. */
static void test_axes(void **state)
{
    (void)state;
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const char *k = ptxsel_form_rows[i].key;
        long at = FORM_AXIS_FIND(form_axis_setp_int, (uint32_t)i);
        char cc[3] = {0}, t = 0;
        unsigned w = 0;
        int n = 0;
        bool int_cmp = sscanf(k, "setp.%2[a-z].%c%u%n", cc, &t, &w, &n) == 3 && !k[n] && (t == 's' || t == 'u') &&
                       k[7] == '.';
        assert_int_equal(int_cmp, at >= 0);
        if (at >= 0)
            assert_int_equal(t == 'u', at % (AX_setp_int_S_COUNT * AX_setp_int_W_COUNT) / AX_setp_int_W_COUNT ==
                                           AX_setp_int_S_u);
        bool ld8 = (prefix(k, "wmma.load.a.sync.aligned.col.") || prefix(k, "wmma.load.b.sync.aligned.row.")) &&
                   (suffix(k, ".s8+stride") || suffix(k, ".u8+stride"));
        assert_int_equal(ld8, FORM_AXIS_FIND(form_axis_wmma_ld8_transposed, (uint32_t)i) >= 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roles_match_keys),
        cmocka_unit_test(test_wgmma_atype),
        cmocka_unit_test(test_axes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
