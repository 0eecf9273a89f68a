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
    u128 delta;
    do {
        p++;
        if (r1 >= nc - r1) {
            q1 = 2 * q1 + 1;
            r1 = 2 * r1 - nc;
        } else {
            q1 = 2 * q1;
            r1 = 2 * r1;
        }
        if (r2 + 1 >= dd - r2) {
            if (q2 >= top - 1)
                a = true;
            q2 = 2 * q2 + 1;
            r2 = 2 * r2 + 1 - dd;
        } else {
            if (q2 >= top)
                a = true;
            q2 = 2 * q2;
            r2 = 2 * r2 + 1;
        }
        delta = dd - 1 - r2;
    } while (p < 2 * W && (q1 < delta || (q1 == delta && r1 == 0)));
    u128 mask = W == 64 ? ~(uint64_t)0 : (one << W) - 1;
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
    u128 delta;
    do {
        p++;
        q1 *= 2;
        r1 *= 2;
        if (r1 >= anc) {
            q1++;
            r1 -= anc;
        }
        q2 *= 2;
        r2 *= 2;
        if (r2 >= ad) {
            q2++;
            r2 -= ad;
        }
        delta = ad - r2;
    } while (q1 < delta || (q1 == delta && r1 == 0));
    u128 mask = W == 64 ? ~(uint64_t)0 : (one << W) - 1, M = q2 + 1;
    if (d < 0)
        M = (~M + 1);
    *m = (uint64_t)(M & mask);
    *s = p - W;
}

static int64_t sext_w(unsigned W, uint64_t v)
{
    if (W == 64)
        return (int64_t)v;
    v &= ((uint64_t)1 << W) - 1;
    return (int64_t)(v ^ ((uint64_t)1 << (W - 1))) - ((int64_t)1 << (W - 1));
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

bool lower_div_const(SelectCtx *S, LLVMOpcode op, LeafKind k, MOperand d, MOperand x, int64_t c,
                     LLVMValueRef dividend, LLVMValueRef where)
{
    bool sgn = op == LLVMSDiv || op == LLVMSRem;
    if ((!sgn && op != LLVMUDiv && op != LLVMURem) || (k != LK_I16 && k != LK_I32 && k != LK_I64) ||
        x.kind != MO_REG)
        return false;
    if ((op == LLVMURem || op == LLVMSRem) && rem_eq_user(S, where))
        return true; /* folded into its compare (lower_rem_eq) */
    unsigned W = reg_bits(k);
    uint64_t mask = W == 64 ? ~(uint64_t)0 : ((uint64_t)1 << W) - 1;
    uint64_t uc = (uint64_t)c & mask;
    int64_t sc = sext_w(W, uc);
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
    unsigned s;
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
            MOperand p = op3(S, AX_int_OP_shr_u, W, x, mo_imm(z), NULL);
            q = op3(S, AX_int_OP_mul_hi_u, W, p, mo_imm(sext_w(W, m)), s ? NULL : qd);
            if (s)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s), qd);
        } else if (add) {
            MOperand t = op3(S, AX_int_OP_mul_hi_u, W, x, mo_imm(sext_w(W, m)), NULL);
            MOperand h = op3(S, AX_int_OP_shr_u, W, op3(S, AX_int_OP_sub_s, W, x, t, NULL), mo_imm(1), NULL);
            q = op3(S, AX_int_OP_add_s, W, h, t, s > 1 ? NULL : qd);
            if (s > 1)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s - 1), qd);
        } else {
            q = op3(S, AX_int_OP_mul_hi_u, W, x, mo_imm(sext_w(W, m)), s ? NULL : qd);
            if (s)
                q = op3(S, AX_int_OP_shr_u, W, q, mo_imm(s), qd);
        }
    } else {
        divmagic_s(W, sc, &m, &s);
        MOperand t = op3(S, AX_int_OP_mul_hi_s, W, x, mo_imm(sext_w(W, m)), NULL);
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
    if (!qd) {
        MOperand qc = op3(S, AX_int_OP_mul_lo_s, W, q, mo_imm(sgn ? sc : sext_w(W, uc)), NULL);
        op3(S, AX_int_OP_sub_s, W, x, qc, &d);
    }
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

/* The fold's constants for rem (a urem or srem by a constant) compared with
 * k: x * p (+ a) rotated right by z, compared unsigned with q. False where
 * llc's DAG does not fold (see rem_eq_user). */
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
    bool sgn = LLVMGetInstructionOpcode(rem) == LLVMSRem;
    uint64_t d = (uint64_t)c & mask;
    if (sgn && sext_w(W, d) < 0)
        d = ((uint64_t)0 - d) & mask;
    /* the multiply-high divisions only (lower_div_const), dividends of
     * unknown range: the DAG's other folds come first otherwise */
    if (d < 3 || !(d & (d - 1)) || (!sgn && d == mask) || (sgn && d >> (W - 1)) ||
        known_max(W, mask, LLVMGetOperand(rem, 0), rem) != mask || k >= d || (sgn && k))
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
    MOperand t = op3(S, AX_int_OP_mul_lo_s, W, val_reg(S, LLVMGetOperand(rem, 0), 0), mo_imm(sext_w(W, p)), NULL);
    if (a)
        t = op3(S, AX_int_OP_add_s, W, t, mo_imm(sext_w(W, a)), NULL);
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
        emit(S, setp_int_form(AX_setp_int_C_lt, false, W), 3, d, t, mo_imm(sext_w(W, q + 1)));
    else
        emit(S, setp_int_form(AX_setp_int_C_gt, false, W), 3, d, t, mo_imm(sext_w(W, q)));
}
