/* cmocka tests of the division-by-constant magic numbers (isel/divconst.c
 * divmagic_u / divmagic_s): the sequences they drive give x / d for every
 * 16-bit x and divisor, and for edge and random 32- and 64-bit values; and
 * the magics are llc-19's (the constants it prints for a few divisors). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "../../isel/divconst.h"

__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 s128;

static uint64_t mask_of(unsigned W)
{
    return W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
}

static uint64_t mulhi_u(unsigned W, uint64_t x, uint64_t m)
{
    return (uint64_t)(((u128)x * m) >> W);
}

static int64_t sext(unsigned W, uint64_t v)
{
    v &= mask_of(W);
    return W == 64 ? (int64_t)v : (int64_t)(v ^ ((uint64_t)1 << (W - 1))) - ((int64_t)1 << (W - 1));
}

/* The unsigned sequence divconst.c selects, including the even-divisor pre-shift. */
static uint64_t udiv_by(unsigned W, uint64_t x, uint64_t d)
{
    uint64_t m;
    unsigned s;
    bool add;
    divmagic_u(W, 0, d, &m, &s, &add);
    if (add && !(d & 1)) {
        unsigned z = (unsigned)__builtin_ctzll(d);
        divmagic_u(W, z, d >> z, &m, &s, &add);
        assert_false(add);
        return mulhi_u(W, x >> z, m) >> s;
    }
    uint64_t t = mulhi_u(W, x, m);
    if (add)
        return ((((x - t) & mask_of(W)) >> 1) + t) >> (s - 1);
    return t >> s;
}

static int64_t sdiv_by(unsigned W, int64_t x, int64_t d)
{
    uint64_t m;
    unsigned s;
    divmagic_s(W, d, &m, &s);
    int64_t q = (int64_t)(((s128)x * sext(W, m)) >> W);
    if (d > 0 && sext(W, m) < 0)
        q = sext(W, (uint64_t)q + (uint64_t)x);
    if (d < 0 && sext(W, m) > 0)
        q = sext(W, (uint64_t)q - (uint64_t)x);
    q >>= s;
    return sext(W, (uint64_t)q + ((uint64_t)q >> 63 & 1));
}

static bool pow2(uint64_t v)
{
    return !(v & (v - 1));
}

static void test_llc_constants(void **state)
{
    (void)state;
    uint64_t m;
    unsigned s;
    bool add;
    divmagic_u(32, 0, 7, &m, &s, &add); /* llc-19: mul.hi.u32 613566757, sub, shr 1, add, shr 2 */
    assert_int_equal(m, 613566757);
    assert_int_equal(s, 3);
    assert_true(add);
    divmagic_u(64, 3, 125, &m, &s, &add); /* udiv i64 by 1000: shr 3, mul.hi.u64 2361183241434822607, shr 4 */
    assert_int_equal(m, 2361183241434822607ull);
    assert_int_equal(s, 4);
    assert_false(add);
    divmagic_u(16, 0, 3, &m, &s, &add); /* mul.hi.u16 -21845, shr 1 */
    assert_int_equal(m, 43691);
    assert_int_equal(s, 1);
    divmagic_u(64, 32, 7, &m, &s, &add); /* udiv (zext i32 to i64) by 7, llc -O0: mul.hi.u64 2635249153387078803 */
    assert_int_equal(m, 2635249153387078803ull);
    assert_int_equal(s, 0);
    assert_false(add);
    divmagic_u(32, 24, 7, &m, &s, &add); /* udiv (and i32 x, 255) by 7: mul.hi.u32 613566757 */
    assert_int_equal(m, 613566757);
    assert_int_equal(s, 0);
    assert_false(add);
    divmagic_s(64, -7, &m, &s); /* sdiv i64 by -7: mul.hi.s64 -5270498306774157605, shr.s64 1 */
    assert_int_equal(m, (uint64_t)-5270498306774157605ll);
    assert_int_equal(s, 1);
    /* divisors just above 2^(W-1): LLVM's W-bit quotients wrap, and its
     * loop ends with the add form (llc-19: mul.hi.u16 x, -3 ... shr 15) */
    divmagic_u(16, 0, 32769, &m, &s, &add);
    assert_int_equal(m, 65533);
    assert_int_equal(s, 16);
    assert_true(add);
    divmagic_u(8, 0, 129, &m, &s, &add); /* udiv i8 by 129: mul.lo.s16 x, 253, >> 8, add form, >> 7 */
    assert_int_equal(m, 253);
    assert_int_equal(s, 8);
    assert_true(add);
    divmagic_u(8, 0, 7, &m, &s, &add); /* udiv i8 by 7: mul.lo.s16 x, 37 */
    assert_int_equal(m, 37);
    assert_int_equal(s, 3);
    assert_true(add);
    divmagic_s(8, -7, &m, &s); /* srem i8 by -7: mul.lo.s16 x, 109; shift 2 */
    assert_int_equal(m, 109);
    assert_int_equal(s, 2);
    divmagic_s(32, 10, &m, &s); /* srem i32 by 10: mul.hi.s32 1717986919, shr.s32 2 */
    assert_int_equal(m, 1717986919);
    assert_int_equal(s, 2);
}

static void test_every_16_bit(void **state)
{
    (void)state;
    for (uint64_t d = 3; d < 65536; d++) {
        if (pow2(d))
            continue;
        for (uint64_t x = 0; x < 65536; x += d < 64 ? 1 : 61)
            assert_int_equal(udiv_by(16, x, d), x / d);
    }
    for (int64_t d = -32768; d < 32768; d += 1 + (d > -600 && d < 600 ? 0 : 37)) {
        uint64_t a = d < 0 ? (uint64_t)(-d) : (uint64_t)d;
        if (a < 2 || pow2(a))
            continue;
        for (int64_t x = -32768; x < 32768; x += 13)
            assert_int_equal(sdiv_by(16, x, d), x / d);
        assert_int_equal(sdiv_by(16, 32767, d), 32767 / d);
    }
}

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* (x % c) == k folded: x * p + a rotated right by z, <= q, for every 16-bit
 * x (every fifth above c = 259; unsigned: k = 0, 1, c / 2, c - 1; signed:
 * k = 0) and a range of c. */
static bool remeq_holds(bool sgn, uint64_t x, int64_t c, uint64_t k)
{
    uint64_t p, a, q;
    unsigned z;
    if (!remeq_magic(16, sgn, (uint64_t)c & 0xffff, k, &p, &a, &z, &q))
        return true;
    uint64_t t = (x * p + a) & 0xffff;
    t = z ? ((t >> z) | (t << (16 - z))) & 0xffff : t;
    bool eq = sgn ? (sext(16, x) % c) == 0 : x % (uint64_t)c == k;
    return (t <= q) == eq;
}

static void test_rem_eq_fold(void **state)
{
    (void)state;
    uint64_t p, a, q;
    unsigned z;
    /* llc-19: urem i64 x, 3 == 1 -> mul.lo -6148914691236517205, add
     * 6148914691236517205, setp.lt.u64 6148914691236517205 */
    assert_true(remeq_magic(64, false, 3, 1, &p, &a, &z, &q));
    assert_int_equal(p, 0xAAAAAAAAAAAAAAABull);
    assert_int_equal(a, 6148914691236517205ull);
    assert_int_equal(q + 1, 6148914691236517205ull);
    /* srem i16 x, 12 == 0 -> mul.lo -21845, add 10920, rotr 2, setp.lt.u16 5461 */
    assert_true(remeq_magic(16, true, 12, 0, &p, &a, &z, &q));
    assert_int_equal(p, 0xAAAB);
    assert_int_equal(a, 10920);
    assert_int_equal(z, 2);
    assert_int_equal(q + 1, 5461);
    assert_false(remeq_magic(32, false, 6, 7, &p, &a, &z, &q)); /* k >= c: not folded */
    for (int64_t c = 3; c < 65536; c += c < 260 ? 1 : 251) {
        if (pow2((uint64_t)c))
            continue;
        uint64_t ks[] = {0, 1, (uint64_t)c / 2, (uint64_t)c - 1};
        for (uint64_t x = 0; x < 65536; x += c < 260 ? 1 : 5) {
            for (size_t i = 0; i < 4; i++)
                if (!remeq_holds(false, x, c, ks[i]))
                    fail_msg("urem x=%llu c=%lld k=%llu", (unsigned long long)x, (long long)c, (unsigned long long)ks[i]);
            if (c < 32768 && (!remeq_holds(true, x, c, 0) || !remeq_holds(true, x, -c, 0)))
                fail_msg("srem x=%llu c=+-%lld", (unsigned long long)x, (long long)c);
        }
    }
}

/* Every 8-bit dividend and divisor (the i8 sequences use these magics). */
static void test_every_8_bit(void **state)
{
    (void)state;
    for (uint64_t d = 3; d < 256; d++) {
        if (pow2(d))
            continue;
        for (uint64_t x = 0; x < 256; x++)
            assert_int_equal(udiv_by(8, x, d), x / d);
    }
    for (int64_t d = -128; d < 128; d++) {
        uint64_t a = d < 0 ? (uint64_t)(-d) : (uint64_t)d;
        if (a < 3 || pow2(a))
            continue;
        for (int64_t x = -128; x < 128; x++)
            assert_int_equal(sdiv_by(8, x, d), x / d);
    }
}

/* With lz known leading zeros of the dividend, every x below 2^(W - lz). */
static void test_known_leading_zeros(void **state)
{
    (void)state;
    for (unsigned lz = 3; lz < 16; lz++)
        for (uint64_t d = 3; d < (1u << (16 - lz)); d++) {
            if (pow2(d))
                continue;
            uint64_t m;
            unsigned s;
            bool add;
            divmagic_u(16, lz, d, &m, &s, &add);
            for (uint64_t x = 0; x < (1u << (16 - lz)); x++) {
                uint64_t t = mulhi_u(16, x, m);
                uint64_t q = add ? ((((x - t) & 0xffff) >> 1) + t) >> (s - 1) : t >> s;
                assert_int_equal(q, x / d);
            }
        }
}

static void test_wide_random(void **state)
{
    (void)state;
    for (unsigned W = 32; W <= 64; W += 32) {
        uint64_t mk = mask_of(W);
        for (int i = 0; i < 20000; i++) {
            uint64_t d = next() & mk >> (next() % W);
            if (d < 3 || pow2(d))
                continue;
            uint64_t xs[] = {0, mk, d, d - 1, d + 1, mk - d, next() & mk, next() & mk, next() & mk};
            for (size_t k = 0; k < sizeof xs / sizeof *xs; k++)
                assert_int_equal(udiv_by(W, xs[k] & mk, d), (xs[k] & mk) / d);
            int64_t sd = sext(W, next() >> (next() % W));
            uint64_t a = sd < 0 ? (uint64_t)0 - (uint64_t)sd : (uint64_t)sd;
            if (a < 2 || pow2(a))
                continue;
            int64_t mn = W == 64 ? INT64_MIN : -((int64_t)1 << (W - 1)), mx = W == 64 ? INT64_MAX : ((int64_t)1 << (W - 1)) - 1;
            int64_t sx[] = {mn, mx, -1, 0, 1, sext(W, next()), sext(W, next()), sext(W, next())};
            for (size_t k = 0; k < sizeof sx / sizeof *sx; k++)
                assert_int_equal(sdiv_by(W, sx[k], sd), sx[k] / sd);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_llc_constants),
        cmocka_unit_test(test_every_16_bit),
        cmocka_unit_test(test_wide_random),
        cmocka_unit_test(test_known_leading_zeros),
        cmocka_unit_test(test_every_8_bit),
        cmocka_unit_test(test_rem_eq_fold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
