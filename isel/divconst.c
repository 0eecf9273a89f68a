/*
 * Integer division and remainder by a constant (area arith): the
 * multiply-high sequences of LLVM's TargetLowering::BuildUDIV / BuildSDIV,
 * which llc-19 prints at every level (-O0 too) for i16, i32 and i64. A
 * plain div / rem by an immediate is much slower: ptxas expands the 32- and
 * 16-bit ones into a long sequence and calls a subroutine for the 64-bit
 * ones.
 */
#include <string.h>

#include "divconst.h"

__extension__ typedef unsigned __int128 u128;

/* The least magic that is exact for every dividend below 2^(W - lz)
 * (Granlund and Montgomery; Warren's "Hacker's Delight" 10-10, generalised
 * to the largest dividend as LLVM's UnsignedDivisionByConstantInfo). */
void divmagic_u(unsigned W, unsigned lz, uint64_t d, uint64_t *m, unsigned *s, bool *add)
{
    u128 one = 1, top = one << (W - 1);
    u128 N = (one << (W - lz)) - 1, dd = d;
    u128 nc = N - (N + 1) % dd; /* the largest x <= N with x % d == d - 1 */
    unsigned p = W - 1;
    u128 q1 = top / nc, r1 = top - q1 * nc;
    u128 q2 = (top - 1) / dd, r2 = (top - 1) - q2 * dd;
    bool a = false;
    u128 delta, mask = W == 64 ? ~(uint64_t)0 : (one << W) - 1;
    do {
        p++;
        /* the quotients wrap at W bits, as LLVM's W-bit APInts do (for d
         * just above 2^(W-1) the loop then stops where LLVM's does) */
        if (r1 >= nc - r1) {
            q1 = (2 * q1 + 1) & mask;
            r1 = 2 * r1 - nc;
        } else {
            q1 = (2 * q1) & mask;
            r1 = 2 * r1;
        }
        if (r2 + 1 >= dd - r2) {
            if (q2 >= top - 1)
                a = true;
            q2 = (2 * q2 + 1) & mask;
            r2 = 2 * r2 + 1 - dd;
        } else {
            if (q2 >= top)
                a = true;
            q2 = (2 * q2) & mask;
            r2 = 2 * r2 + 1;
        }
        delta = dd - 1 - r2;
    } while (p < 2 * W && (q1 < delta || (q1 == delta && r1 == 0)));
    *m = (uint64_t)((q2 + 1) & mask);
    *s = p - W;
    *add = a;
}

/* Hacker's Delight 10-1, as LLVM's SignedDivisionByConstantInfo. */
void divmagic_s(unsigned W, int64_t d, uint64_t *m, unsigned *s)
{
    u128 one = 1, two = one << (W - 1);
    u128 ad = d < 0 ? (u128)(-(d + 1)) + 1 : (u128)d;
    u128 t = two + (d < 0);
    u128 anc = t - 1 - t % ad;
    unsigned p = W - 1;
    u128 q1 = two / anc, r1 = two - q1 * anc;
    u128 q2 = two / ad, r2 = two - q2 * ad;
    u128 delta, mask = W == 64 ? ~(uint64_t)0 : (one << W) - 1;
    do {
        p++;
        q1 = (q1 * 2) & mask; /* W-bit quotients, as LLVM's APInts */
        r1 *= 2;
        if (r1 >= anc) {
            q1 = (q1 + 1) & mask;
            r1 -= anc;
        }
        q2 = (q2 * 2) & mask;
        r2 *= 2;
        if (r2 >= ad) {
            q2 = (q2 + 1) & mask;
            r2 -= ad;
        }
        delta = ad - r2;
    } while (q1 < delta || (q1 == delta && r1 == 0));
    u128 M = q2 + 1;
    if (d < 0)
        M = (~M + 1);
    *m = (uint64_t)(M & mask);
    *s = p - W;
}

static unsigned clz_w(unsigned W, uint64_t v)
{
    if (W < 64)
        v &= ((uint64_t)1 << W) - 1;
    return v ? (unsigned)__builtin_clzll(v) - (64 - W) : W;
}

/* The largest value a scalar dividend can have by the known-zero bits the
 * DAG finds: from a zext, an and with a constant or a lshr by a constant in
 * the same block (the DAG is one block; llc -O0 computes these known bits
 * too); mask where nothing is known. */
static uint64_t known_max(unsigned W, uint64_t mask, LLVMValueRef v, LLVMValueRef where)
{
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(where) ||
        LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
        return mask;
    int64_t c;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMZExt: {
        LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(v, 0));
        unsigned sw = LLVMGetTypeKind(st) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(st) : W;
        return sw < W ? ((uint64_t)1 << sw) - 1 : mask;
    }
    case LLVMAnd:
        if (is_const_int(LLVMGetOperand(v, 1), &c) || is_const_int(LLVMGetOperand(v, 0), &c))
            return (uint64_t)c & mask;
        return mask;
    case LLVMLShr:
        return is_const_int(LLVMGetOperand(v, 1), &c) && c >= 0 && (uint64_t)c < W ? mask >> c : mask;
    default:
        return mask;
    }
}

/* One W-bit instruction r = a iop b; r is dst where last (the quotient of a
 * division is written straight into the result). */
static MOperand op3(SelectCtx *S, unsigned iop, unsigned W, MOperand a, MOperand b, const MOperand *dst)
{
    MOperand r = dst ? *dst : new_vreg(S, W == 16 ? RC_B16 : W == 32 ? RC_B32 : RC_B64);
    emit(S, int_form(iop, W), 3, r, a, b);
    return r;
}

/* A remainder by c = 2^W - 2^k (the quotient is 0 or 1): llc's DAG forms
 * x - q * c as x + (q << k), taking q << k from the quotient's last shift
 * shortened by k and masked: k, or 0 where that does not apply (shift,
 * the quotient's last shift, is shorter than k). */
static unsigned urem_shift_form(unsigned W, uint64_t c, unsigned shift)
{
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1, n = ((uint64_t)0 - c) & mask;
    if (!n || (n & (n - 1)) || c <= mask >> 1)
        return 0;
    unsigned k = (unsigned)__builtin_ctzll(n);
    return k <= shift ? k : 0;
}

/* The remainder x - q * c into d (q's last shift shortened by red: see
 * urem_shift_form). */
static void rem_tail(SelectCtx *S, unsigned W, MOperand d, MOperand x, MOperand q, int64_t c, unsigned red)
{
    if (red) {
        MOperand m = op3(S, AX_int_OP_and_b, W, q, mo_imm((int64_t)1 << red), NULL);
        op3(S, AX_int_OP_add_s, W, x, m, &d);
        return;
    }
    MOperand qc = op3(S, AX_int_OP_mul_lo_s, W, q, mo_imm(c), NULL);
    op3(S, AX_int_OP_sub_s, W, x, qc, &d);
}

/* i8 (in a 16-bit register whose high byte is unspecified): llc's DAG
 * builds the 8-bit sequence with the multiply-high as a 16-bit mul.lo of
 * the extended dividend shifted down by 8, then promotes each 8-bit step
 * (masks and sign extensions where the high byte matters). The common
 * forms; the divisors whose sequence llc-19 simplifies further (a remainder
 * by c with a large power-of-two factor, a sum that needs a mask) keep
 * div / rem. */
static bool lower_div_const_i8(SelectCtx *S, LLVMOpcode op, MOperand d, MOperand x, int64_t c,
                               LLVMValueRef dividend, LLVMValueRef where)
{
    bool sgn = op == LLVMSDiv || op == LLVMSRem, div = op == LLVMUDiv || op == LLVMSDiv;
    uint64_t uc = (uint64_t)c & 0xff;
    int64_t sc = sext_bits(uc, 8);
    uint64_t mag = sgn && sc < 0 ? (uint64_t)-sc : uc;
    if (mag < 3 || !(mag & (mag - 1)) || (!sgn && uc == 0xff))
        return false;
    uint64_t xmax = LLVMGetTypeKind(LLVMTypeOf(dividend)) == LLVMIntegerTypeKind ? known_max(8, 0xff, dividend, where)
                                                                                   : 0xff;
    if (xmax != 0xff)
        return false; /* the DAG's known-bits folds: not modelled at 8 bits */
    const MOperand *qd = div ? &d : NULL;
    MOperand q;
    uint64_t m;
    unsigned s, red = 0;
    if (!sgn) {
        bool add;
        divmagic_u(8, 0, uc, &m, &s, &add);
        if (add && !(uc & 1)) {
            unsigned z = (unsigned)__builtin_ctzll(uc);
            divmagic_u(8, z, uc >> z, &m, &s, &add);
            red = div ? 0 : urem_shift_form(8, uc, 8 + s);
            MOperand p = op3(S, AX_int_OP_and_b, 16, x, mo_imm((0xff << z) & 0xff), NULL);
            p = op3(S, AX_int_OP_shr_u, 16, p, mo_imm(z), NULL);
            MOperand t = op3(S, AX_int_OP_mul_lo_s, 16, p, mo_imm((int64_t)m), NULL);
            q = op3(S, AX_int_OP_shr_u, 16, t, mo_imm(8 + s - red), qd);
        } else if (add) {
            MOperand xm = norm_i8(S, x, false);
            MOperand t = op3(S, AX_int_OP_shr_u, 16, op3(S, AX_int_OP_mul_lo_s, 16, xm, mo_imm((int64_t)m), NULL),
                             mo_imm(8), NULL);
            MOperand h = op3(S, AX_int_OP_sub_s, 16, x, t, NULL);
            h = op3(S, AX_int_OP_shr_u, 16, op3(S, AX_int_OP_and_b, 16, h, mo_imm(254), NULL), mo_imm(1), NULL);
            red = div ? 0 : urem_shift_form(8, uc, s - 1);
            q = op3(S, AX_int_OP_add_s, 16, h, t, s - 1 - red ? NULL : qd);
            /* the sum may carry into bit 8 where the magic has 8 bits (the
             * DAG's known bits): masked to its byte before the shift */
            if (s - 1 - red && m >= 128)
                q = op3(S, AX_int_OP_and_b, 16, q, mo_imm((0xff << (s - 1)) & 0xff), NULL);
            if (s - 1 - red)
                q = op3(S, AX_int_OP_shr_u, 16, q, mo_imm(s - 1 - red), qd);
        } else {
            red = div ? 0 : urem_shift_form(8, uc, 8 + s);
            MOperand xm = norm_i8(S, x, false);
            MOperand t = op3(S, AX_int_OP_mul_lo_s, 16, xm, mo_imm((int64_t)m), NULL);
            q = op3(S, AX_int_OP_shr_u, 16, t, mo_imm(8 + s - red), qd);
        }
    } else {
        divmagic_s(8, sc, &m, &s);
        MOperand xs = norm_i8(S, x, true);
        MOperand t = op3(S, AX_int_OP_mul_lo_s, 16, xs, mo_imm(sext_bits(m, 8)), NULL);
        bool mneg = (m >> 7) & 1;
        if ((sc > 0 && mneg) || (sc < 0 && !mneg)) {
            MOperand h = op3(S, AX_int_OP_shr_u, 16, t, mo_imm(8), NULL);
            h = op3(S, sc > 0 ? AX_int_OP_add_s : AX_int_OP_sub_s, 16, h, x, NULL);
            MOperand sign = op3(S, AX_int_OP_shr_u, 16, op3(S, AX_int_OP_and_b, 16, h, mo_imm(128), NULL), mo_imm(7), NULL);
            MOperand hs = new_vreg(S, RC_B16);
            emit(S, FORM_cvt_s16_s8, 2, hs, h);
            if (s)
                hs = op3(S, AX_int_OP_shr_u, 16, hs, mo_imm(s), NULL);
            q = op3(S, AX_int_OP_add_s, 16, hs, sign, qd);
        } else {
            MOperand sign = op3(S, AX_int_OP_shr_u, 16, t, mo_imm(15), NULL);
            MOperand a = op3(S, s ? AX_int_OP_shr_s : AX_int_OP_shr_u, 16, t, mo_imm(8 + s), NULL);
            q = op3(S, AX_int_OP_add_s, 16, a, sign, qd);
        }
    }
    if (!qd)
        rem_tail(S, 16, d, x, q, sc, red);
    return true;
}

bool lower_div_const(SelectCtx *S, LLVMOpcode op, LeafKind k, MOperand d, MOperand x, int64_t c,
                     LLVMValueRef dividend, LLVMValueRef where)
{
    bool sgn = op == LLVMSDiv || op == LLVMSRem;
    if ((!sgn && op != LLVMUDiv && op != LLVMURem) || (k != LK_I8 && k != LK_I16 && k != LK_I32 && k != LK_I64) ||
        x.kind != MO_REG)
        return false;
    if (k == LK_I8)
        return lower_div_const_i8(S, op, d, x, c, dividend, where);
    if ((op == LLVMURem || op == LLVMSRem) && rem_eq_user(S, where))
        return true; /* folded into its compare (lower_rem_eq) */
    unsigned W = reg_bits(k);
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
    uint64_t uc = (uint64_t)c & mask;
    int64_t sc = sext_bits(uc, W);
    uint64_t mag = sgn && sc < 0 ? ((uint64_t)0 - (uint64_t)sc) & mask : uc;
    if (mag == 0 || (mag == 1 && !(sgn && sc < 0)) || (!sgn && !(uc & (uc - 1))))
        return false; /* undefined, x / 1 and x % 1 (folded before), unsigned powers of two (expand.c) */
    uint64_t xmax = LLVMGetTypeKind(LLVMTypeOf(dividend)) == LLVMIntegerTypeKind ? known_max(W, mask, dividend, where) : mask;
    if (sgn && sc > 0 && !(xmax >> (W - 1))) {
        /* both operands non-negative: unsigned (the DAG's fold) */
        sgn = false;
        op = op == LLVMSDiv ? LLVMUDiv : LLVMURem;
    }
    if (!sgn && xmax < uc) {
        /* x < c: the quotient is 0, the remainder x (known bits) */
        if (op == LLVMUDiv)
            emit(S, mov_form((RegClass)d.rc), 2, d, mo_imm(0));
        else
            mov_leaf(S, d, x);
        return true;
    }
    if (!sgn && uc == mask) {
        /* by all ones: x == -1 ? 1 : 0, x == -1 ? 0 : x (the DAG's folds) */
        MOperand p = new_vreg(S, RC_PRED);
        emit(S, setp_int_form(AX_setp_int_C_eq, true, W), 3, p, x, mo_imm(-1));
        if (op == LLVMUDiv)
            emit(S, selp_pred_form(false, W), 4, d, mo_imm(1), mo_imm(0), p);
        else
            emit(S, selp_form((RegClass)d.rc), 4, d, mo_imm(0), x, p);
        return true;
    }
    if (sgn && !(mag & (mag - 1))) {
        if (sc > 0)
            return false; /* positive powers of two: expand.c */
        if (mag == 1) { /* by -1: -x, 0 */
            if (op == LLVMSDiv)
                emit(S, int_form(AX_int_OP_neg_s, W), 2, d, x);
            else
                emit(S, mov_form((RegClass)d.rc), 2, d, mo_imm(0));
            return true;
        }
        unsigned kk = (unsigned)__builtin_ctzll(mag);
        if (op == LLVMSDiv && kk == W - 1) { /* by INT_MIN: x == INT_MIN */
            MOperand p = new_vreg(S, RC_PRED);
            emit(S, setp_int_form(AX_setp_int_C_eq, true, W), 3, p, x, mo_imm(sc));
            emit(S, selp_pred_form(false, W), 4, d, mo_imm(1), mo_imm(0), p);
            return true;
        }
        /* -2^k: x + (2^k - 1 where x < 0) (llc's BuildSDIVPow2), then >> k
         * and negated, or masked off x */
        MOperand b = kk == 1 ? x : op3(S, AX_int_OP_shr_s, W, x, mo_imm(W - 1), NULL);
        MOperand sg = op3(S, AX_int_OP_shr_u, W, b, mo_imm(W - kk), NULL);
        MOperand a = op3(S, AX_int_OP_add_s, W, x, sg, NULL);
        if (op == LLVMSDiv) {
            MOperand q = op3(S, AX_int_OP_shr_s, W, a, mo_imm(kk), NULL);
            emit(S, int_form(AX_int_OP_neg_s, W), 2, d, q);
            return true;
        }
        MOperand mk = op3(S, AX_int_OP_and_b, W, a, mo_imm(sc), NULL);
        /* by INT_MIN llc -O0 adds (x - m == x + m there), -O1 and up a mad */
        op3(S, kk == W - 1 ? AX_int_OP_add_s : AX_int_OP_sub_s, W, x, mk, &d);
        return true;
    }
    /* the quotient's last instruction writes the result of a division */
    const MOperand *qd = op == LLVMUDiv || op == LLVMSDiv ? &d : NULL;
    MOperand q;
    uint64_t m;
    unsigned s, red = 0;
    if (!sgn) {
        bool add;
        unsigned lz = clz_w(W, xmax);
        if (lz > clz_w(W, uc))
            lz = clz_w(W, uc);
        divmagic_u(W, lz, uc, &m, &s, &add);
        if (add && !(uc & 1)) {
            /* an even divisor: divided by its power of two first, then
             * a magic for the odd part without the add */
            unsigned z = (unsigned)__builtin_ctzll(uc);
            divmagic_u(W, lz + z, uc >> z, &m, &s, &add);
            PTXSEL_ASSERT(!add);
            red = qd ? 0 : urem_shift_form(W, uc, s);
            MOperand p = op3(S, AX_int_OP_shr_u, W, x, mo_imm(z), NULL);
            q = op3(S, AX_int_OP_mul_hi_u, W, p, mo_imm(sext_bits(m, W)), s - red ? NULL : qd);
            if (s - red)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s - red), qd);
        } else if (add) {
            red = qd ? 0 : urem_shift_form(W, uc, s - 1);
            MOperand t = op3(S, AX_int_OP_mul_hi_u, W, x, mo_imm(sext_bits(m, W)), NULL);
            MOperand h = op3(S, AX_int_OP_shr_u, W, op3(S, AX_int_OP_sub_s, W, x, t, NULL), mo_imm(1), NULL);
            q = op3(S, AX_int_OP_add_s, W, h, t, s - 1 - red ? NULL : qd);
            if (s - 1 - red)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s - 1 - red), qd);
        } else {
            red = qd ? 0 : urem_shift_form(W, uc, s);
            q = op3(S, AX_int_OP_mul_hi_u, W, x, mo_imm(sext_bits(m, W)), s - red ? NULL : qd);
            if (s - red)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s - red), qd);
        }
    } else {
        divmagic_s(W, sc, &m, &s);
        MOperand t = op3(S, AX_int_OP_mul_hi_s, W, x, mo_imm(sext_bits(m, W)), NULL);
        bool mneg = (m >> (W - 1)) & 1;
        /* llc -O1 and up prints these two as mad.lo x, +-1, t (its DAG's
         * multiply by the factor +-1 fused with the add); ptxsel has no mad
         * row and prints llc -O0's form at every level */
        if (sc > 0 && mneg)
            t = op3(S, AX_int_OP_add_s, W, t, x, NULL);
        else if (sc < 0 && !mneg)
            t = op3(S, AX_int_OP_sub_s, W, t, x, NULL);
        MOperand sign = op3(S, AX_int_OP_shr_u, W, t, mo_imm(W - 1), NULL);
        /* a remainder needs only the low W - ctz(c) bits of the quotient:
         * where those do not reach the sign copies, the DAG's demanded-bits
         * simplification makes the shift logical */
        if (s)
            t = op3(S, !qd && (unsigned)__builtin_ctzll(mag) >= s ? AX_int_OP_shr_u : AX_int_OP_shr_s, W, t, mo_imm(s),
                    NULL);
        q = op3(S, AX_int_OP_add_s, W, t, sign, qd);
    }
    if (!qd)
        rem_tail(S, W, d, x, q, sgn ? sc : sext_bits(uc, W), red);
    return true;
}

/* ---------------------------------------------------------------- (x % c) == k */

/* The inverse of odd d modulo 2^W (Newton's iteration). */
static uint64_t inverse_odd(unsigned W, uint64_t d)
{
    uint64_t x = d; /* exact to 3 bits */
    for (int i = 0; i < 5; i++)
        x *= 2 - d * x;
    return W == 64 ? x : x & (((uint64_t)1 << W) - 1);
}

bool remeq_magic(unsigned W, bool sgn, uint64_t c, uint64_t k, uint64_t *p, uint64_t *a, unsigned *z, uint64_t *q)
{
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
    uint64_t d = c & mask;
    if (sgn && sext_bits(d, W) < 0)
        d = ((uint64_t)0 - d) & mask;
    if (d < 3 || !(d & (d - 1)) || (!sgn && d == mask) || (sgn && d >> (W - 1)) || k >= d || (sgn && k))
        return false;
    *z = (unsigned)__builtin_ctzll(d);
    uint64_t d0 = d >> *z;
    *p = inverse_odd(W, d0);
    if (!sgn) {
        /* (x - k) * p rotr z <= (2^W - 1 - k) / d (TargetLowering::prepareUREMEqFold) */
        *a = ((uint64_t)0 - k * *p) & mask;
        *q = (mask - k) / d;
    } else {
        /* (x * p + a) rotr z <= 2a / 2^z, a = (2^(W-1) - 1) / d0 rounded down to
         * a multiple of 2^z (prepareSREMEqFold) */
        *a = ((mask >> 1) / d0) & ~(((uint64_t)1 << *z) - 1);
        *q = (2 * *a) >> *z;
    }
    return true;
}

/* remeq_magic for rem (a urem or srem by a constant) compared with k; false
 * also where the dividend's range is known (the DAG's other folds come
 * first there) and for types other than i16 / i32 / i64. */
static bool rem_eq_consts(LLVMValueRef rem, uint64_t k, uint64_t *p, uint64_t *a, unsigned *z, uint64_t *q)
{
    LLVMTypeRef ty = LLVMTypeOf(rem);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return false;
    unsigned W = LLVMGetIntTypeWidth(ty);
    int64_t c;
    if ((W != 16 && W != 32 && W != 64) || !is_const_int(LLVMGetOperand(rem, 1), &c))
        return false;
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
    return known_max(W, mask, LLVMGetOperand(rem, 0), rem) == mask &&
           remeq_magic(W, LLVMGetInstructionOpcode(rem) == LLVMSRem, (uint64_t)c, k, p, a, z, q);
}

LLVMValueRef rem_eq_user(SelectCtx *S, LLVMValueRef rem)
{
    if (!LLVMIsAInstruction(rem))
        return NULL;
    LLVMOpcode op = LLVMGetInstructionOpcode(rem);
    LLVMUseRef u = LLVMGetFirstUse(rem);
    if ((op != LLVMURem && op != LLVMSRem) || !u || LLVMGetNextUse(u))
        return NULL;
    LLVMValueRef cmp = LLVMGetUser(u);
    int64_t k;
    if (!LLVMIsAICmpInst(cmp) || LLVMGetInstructionParent(cmp) != LLVMGetInstructionParent(rem) ||
        LLVMGetOperand(cmp, 0) != rem || !is_const_int(LLVMGetOperand(cmp, 1), &k) ||
        (LLVMGetICmpPredicate(cmp) != LLVMIntEQ && LLVMGetICmpPredicate(cmp) != LLVMIntNE))
        return NULL;
    uint64_t p, a, q;
    unsigned z, W = LLVMGetIntTypeWidth(LLVMTypeOf(rem));
    if (!rem_eq_consts(rem, (uint64_t)k & (W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1), &p, &a, &z, &q))
        return NULL;
    if (S->opt_level > 0) {
        /* CodeGenPrepare (-O1 and up) sinks a compare into each other block
         * that uses it (not into phis): the DAG of rem's block then no
         * longer sees it */
        for (LLVMUseRef v = LLVMGetFirstUse(cmp); v; v = LLVMGetNextUse(v)) {
            LLVMValueRef w = LLVMGetUser(v);
            if (!LLVMIsAPHINode(w) && LLVMGetInstructionParent(w) != LLVMGetInstructionParent(cmp))
                return NULL;
        }
    }
    return cmp;
}

void lower_rem_eq(SelectCtx *S, LLVMValueRef cmp, MOperand d)
{
    LLVMValueRef rem = LLVMGetOperand(cmp, 0);
    unsigned W = LLVMGetIntTypeWidth(LLVMTypeOf(rem));
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1, p, a, q;
    unsigned z;
    int64_t k;
    is_const_int(LLVMGetOperand(cmp, 1), &k);
    bool ok = rem_eq_consts(rem, (uint64_t)k & mask, &p, &a, &z, &q);
    PTXSEL_ASSERT(ok);
    MOperand t = op3(S, AX_int_OP_mul_lo_s, W, val_reg(S, LLVMGetOperand(rem, 0), 0), mo_imm(sext_bits(p, W)), NULL);
    if (a)
        t = op3(S, AX_int_OP_add_s, W, t, mo_imm(sext_bits(a, W)), NULL);
    if (z) {
        /* rotate right by z: shf.r.wrap at 32 bits, shifts elsewhere */
        MOperand r = new_vreg(S, t.rc == RC_B16 ? RC_B16 : t.rc == RC_B32 ? RC_B32 : RC_B64);
        if (W == 32) {
            emit(S, FORM_fshr_b32, 4, r, t, t, mo_imm(z));
        } else {
            MOperand hi = op3(S, AX_int_OP_shl_b, W, t, mo_imm(W - z), NULL);
            MOperand lo = op3(S, AX_int_OP_shr_u, W, t, mo_imm(z), NULL);
            if (W == 64)
                emit(S, int_form(AX_int_OP_add_s, W), 3, r, hi, lo);
            else
                emit(S, int_form(AX_int_OP_or_b, W), 3, r, lo, hi);
        }
        t = r;
    }
    if (LLVMGetICmpPredicate(cmp) == LLVMIntEQ)
        emit(S, setp_int_form(AX_setp_int_C_lt, false, W), 3, d, t, mo_imm(sext_bits(q + 1, W)));
    else
        emit(S, setp_int_form(AX_setp_int_C_gt, false, W), 3, d, t, mo_imm(sext_bits(q, W)));
}
