/*
 * llvm.is.fpclass and llvm.frexp, rewritten before selection into integer
 * operations on the value's bits (on scalars and fixed vectors of half,
 * bfloat, float and double alike): IR the selector already handles; and
 * llvm.fpto{s,u}i.sat (compares, selects, the conversion), llvm.ldexp
 * (LLVM's own expansion) and llvm.minimum / maximum on double (maxnum /
 * minnum and selects).
 * Consumes: a call of either intrinsic.
 * Produces: the same result from bitcasts, masks, compares, selects and
 *           llvm.ctlz; the call is gone.
 * Guarantees: is.fpclass is exact for every input and every class mask (the
 *           ten LangRef classes: signalling / quiet NaN, +-infinity,
 *           +-normal, +-subnormal, +-zero). frexp is exact for finite
 *           non-zero inputs (subnormals normalised by their leading zeros,
 *           no floating-point arithmetic); for zeros, infinities and NaNs it
 *           returns the input unchanged (payload included) with exponent 0,
 *           as llc-19's expansion does (LangRef leaves that exponent
 *           unspecified). The saturating conversions and minimum /
 *           maximum are exact: their results are unique for every input.
 */
#include <string.h>

#include "isel.h"

typedef struct {
    unsigned w, e, m; /* total, exponent and mantissa bits */
} FpFormat;

static bool fp_format(LLVMTypeRef ety, FpFormat *f)
{
    switch (LLVMGetTypeKind(ety)) {
    case LLVMHalfTypeKind: *f = (FpFormat){16, 5, 10}; return true;
    case LLVMBFloatTypeKind: *f = (FpFormat){16, 8, 7}; return true;
    case LLVMFloatTypeKind: *f = (FpFormat){32, 8, 23}; return true;
    case LLVMDoubleTypeKind: *f = (FpFormat){64, 11, 52}; return true;
    default: return false;
    }
}

/* v of type ty (iN or <k x iN>), every element */
static LLVMValueRef splat(LLVMTypeRef ty, unsigned long long v)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return LLVMConstInt(ty, v, false);
    unsigned n = LLVMGetVectorSize(ty);
    LLVMValueRef e[64];
    LLVMValueRef one = LLVMConstInt(LLVMGetElementType(ty), v, false);
    for (unsigned i = 0; i < n && i < 64; i++)
        e[i] = one;
    return LLVMConstVector(e, n < 64 ? n : 64);
}

/* the integer type of ty's bits (iW, or a vector of them) */
static LLVMTypeRef bits_type(LLVMContextRef c, LLVMTypeRef ty, unsigned w)
{
    LLVMTypeRef it = LLVMIntTypeInContext(c, w);
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMVectorType(it, LLVMGetVectorSize(ty)) : it;
}

/* Value tests of bits `b` (abs: b without its sign). */
typedef struct {
    LLVMValueRef neg, nan, qnan, snan, inf, zero, sub, norm;
} FpTests;

static FpTests fp_tests(LLVMBuilderRef bd, LLVMTypeRef it, LLVMValueRef b, LLVMValueRef abs, FpFormat f)
{
    unsigned long long inf = ((1ull << f.e) - 1) << f.m, mant = (1ull << f.m) - 1, minnorm = 1ull << f.m;
    FpTests t;
    t.neg = LLVMBuildICmp(bd, LLVMIntSLT, b, splat(it, 0), "");
    t.nan = LLVMBuildICmp(bd, LLVMIntUGT, abs, splat(it, inf), "");
    t.qnan = LLVMBuildICmp(bd, LLVMIntUGE, abs, splat(it, inf | 1ull << (f.m - 1)), "");
    t.snan = LLVMBuildAnd(bd, t.nan, LLVMBuildNot(bd, t.qnan, ""), "");
    t.inf = LLVMBuildICmp(bd, LLVMIntEQ, abs, splat(it, inf), "");
    t.zero = LLVMBuildICmp(bd, LLVMIntEQ, abs, splat(it, 0), "");
    /* 1 <= abs <= mant, and minnorm <= abs < inf, as one unsigned compare each */
    t.sub = LLVMBuildICmp(bd, LLVMIntULT, LLVMBuildSub(bd, abs, splat(it, 1), ""), splat(it, mant), "");
    t.norm = LLVMBuildICmp(bd, LLVMIntULT, LLVMBuildSub(bd, abs, splat(it, minnorm), ""), splat(it, inf - minnorm), "");
    return t;
}

static bool expand_is_fpclass(LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call)
{
    LLVMValueRef x = LLVMGetOperand(call, 0), mk = LLVMGetOperand(call, 1);
    LLVMTypeRef ty = LLVMTypeOf(x);
    LLVMTypeRef ety = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
    FpFormat f;
    if (!LLVMIsAConstantInt(mk) || !fp_format(ety, &f))
        return false;
    unsigned mask = (unsigned)LLVMConstIntGetZExtValue(mk) & 0x3ff;
    LLVMPositionBuilderBefore(bd, call);
    LLVMTypeRef it = bits_type(c, ty, f.w), rty = LLVMTypeOf(call);
    LLVMValueRef b = LLVMBuildBitCast(bd, x, it, "");
    LLVMValueRef abs = LLVMBuildAnd(bd, b, splat(it, f.w == 64 ? ~0ull >> 1 : (1ull << (f.w - 1)) - 1), "");
    FpTests t = fp_tests(bd, it, b, abs, f);
    LLVMValueRef pos = LLVMBuildNot(bd, t.neg, "");
    /* LangRef's class bits, in order: sNaN, qNaN, -inf, -normal, -subnormal,
     * -0, +0, +subnormal, +normal, +inf */
    const struct {
        LLVMValueRef test, sign;
    } cls[10] = {{t.snan, NULL}, {t.qnan, NULL}, {t.inf, t.neg},  {t.norm, t.neg}, {t.sub, t.neg},
                 {t.zero, t.neg}, {t.zero, pos},  {t.sub, pos},   {t.norm, pos},   {t.inf, pos}};
    LLVMValueRef r = NULL;
    for (unsigned k = 0; k < 10; k++) {
        if (!(mask >> k & 1))
            continue;
        LLVMValueRef term = cls[k].sign ? LLVMBuildAnd(bd, cls[k].test, cls[k].sign, "") : cls[k].test;
        r = r ? LLVMBuildOr(bd, r, term, "") : term;
    }
    if (!r)
        r = LLVMConstNull(rty);
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

static bool expand_frexp(LLVMModuleRef mod, LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call)
{
    LLVMValueRef x = LLVMGetOperand(call, 0);
    LLVMTypeRef ty = LLVMTypeOf(x), sty = LLVMTypeOf(call);
    LLVMTypeRef ety = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
    FpFormat f;
    if (!fp_format(ety, &f) || LLVMGetTypeKind(sty) != LLVMStructTypeKind || LLVMCountStructElementTypes(sty) != 2)
        return false;
    LLVMTypeRef xty = LLVMStructGetTypeAtIndex(sty, 1); /* the exponent: iK or <n x iK> */
    LLVMPositionBuilderBefore(bd, call);
    LLVMTypeRef it = bits_type(c, ty, f.w);
    unsigned long long bias = (1ull << (f.e - 1)) - 1, mant = (1ull << f.m) - 1;
    LLVMValueRef b = LLVMBuildBitCast(bd, x, it, "");
    LLVMValueRef sign = LLVMBuildAnd(bd, b, splat(it, 1ull << (f.w - 1)), "");
    LLVMValueRef abs = LLVMBuildXor(bd, b, sign, "");
    FpTests t = fp_tests(bd, it, b, abs, f);
    /* a normal number: the exponent field less (bias - 1), the mantissa kept */
    LLVMValueRef e_norm = LLVMBuildSub(bd, LLVMBuildLShr(bd, abs, splat(it, f.m), ""), splat(it, bias - 1), "");
    LLVMValueRef m_norm = LLVMBuildAnd(bd, abs, splat(it, mant), "");
    /* a subnormal m * 2^(1 - bias - M): p = the index of m's top bit; the
     * mantissa is m shifted up by M - p, the exponent p + 2 - bias - M */
    LLVMTypeRef ctlz_ty = it;
    unsigned id = LLVMLookupIntrinsicID("llvm.ctlz", 9);
    LLVMValueRef ctlz = LLVMGetIntrinsicDeclaration(mod, id, &ctlz_ty, 1);
    LLVMTypeRef ctlz_fty = LLVMIntrinsicGetType(c, id, &ctlz_ty, 1);
    LLVMValueRef args[2] = {abs, LLVMConstInt(LLVMInt1TypeInContext(c), 0, false)};
    LLVMValueRef lz = LLVMBuildCall2(bd, ctlz_fty, ctlz, args, 2, "");
    LLVMValueRef p = LLVMBuildSub(bd, splat(it, f.w - 1), lz, "");
    LLVMValueRef m_sub = LLVMBuildAnd(bd, LLVMBuildShl(bd, abs, LLVMBuildSub(bd, splat(it, f.m), p, ""), ""),
                                      splat(it, mant), "");
    LLVMValueRef e_sub = LLVMBuildSub(bd, LLVMBuildAdd(bd, p, splat(it, 2), ""), splat(it, bias + f.m), "");
    LLVMValueRef mbits = LLVMBuildSelect(bd, t.sub, m_sub, m_norm, "");
    LLVMValueRef ebits = LLVMBuildSelect(bd, t.sub, e_sub, e_norm, "");
    /* 0.5 <= |mant| < 1: the exponent field of bias - 1, the sign kept */
    LLVMValueRef frac = LLVMBuildOr(bd, LLVMBuildOr(bd, mbits, splat(it, (bias - 1) << f.m), ""), sign, "");
    LLVMValueRef special = LLVMBuildOr(bd, LLVMBuildOr(bd, t.zero, t.inf, ""), t.nan, "");
    LLVMValueRef mres = LLVMBuildBitCast(bd, LLVMBuildSelect(bd, special, b, frac, ""), ty, "");
    LLVMValueRef ex = ebits;
    unsigned xw = LLVMGetIntTypeWidth(LLVMGetTypeKind(xty) == LLVMVectorTypeKind ? LLVMGetElementType(xty) : xty);
    if (xw < f.w)
        ex = LLVMBuildTrunc(bd, ex, xty, "");
    else if (xw > f.w)
        ex = LLVMBuildSExt(bd, ex, xty, "");
    ex = LLVMBuildSelect(bd, special, LLVMConstNull(xty), ex, "");
    LLVMValueRef r = LLVMBuildInsertValue(bd, LLVMGetPoison(sty), mres, 0, "");
    r = LLVMBuildInsertValue(bd, r, ex, 1, "");
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* The bits of the value of the largest magnitude not above mag (an integer
 * bound) that format f holds, negated when neg: a conversion toward zero,
 * so every FP value beyond it is beyond the integer bound too. */
static unsigned long long bits_toward_zero(FpFormat f, unsigned long long mag, bool neg)
{
    unsigned long long bias = (1ull << (f.e - 1)) - 1, bits = 0, mant = (1ull << f.m) - 1;
    if (mag) {
        unsigned p = 63u - (unsigned)__builtin_clzll(mag); /* floor(log2(mag)) */
        if (p > bias)                                     /* beyond the largest finite value */
            bits = ((2 * bias) << f.m) | mant;
        else
            bits = ((p + bias) << f.m) | ((p > f.m ? mag >> (p - f.m) : mag << (f.m - p)) & mant);
    }
    return bits | (neg ? 1ull << (f.w - 1) : 0);
}

/* FP constant of ty (scalar or vector) from its bits */
static LLVMValueRef fp_const(LLVMContextRef c, LLVMTypeRef ty, unsigned w, unsigned long long bits)
{
    return LLVMConstBitCast(splat(bits_type(c, ty, w), bits), ty);
}

/* llvm.fpto{s,u}i.sat to integers of up to 64 bits: x below the smallest
 * (or NaN, for the unsigned) gives the smallest integer, above the largest
 * the largest, NaN 0 (signed), the conversion otherwise; half and bfloat
 * through float (exact), as llc-19 does. The bounds are the integer bounds
 * converted toward zero, so the conversion in between never overflows. */
static bool expand_fp_to_int_sat(LLVMModuleRef mod, LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call,
                                 bool sgn)
{
    (void)mod;
    LLVMValueRef x = LLVMGetOperand(call, 0);
    LLVMTypeRef ty = LLVMTypeOf(x), rty = LLVMTypeOf(call);
    bool vec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
    LLVMTypeRef ety = vec ? LLVMGetElementType(ty) : ty, rety = vec ? LLVMGetElementType(rty) : rty;
    FpFormat f;
    unsigned n = LLVMGetIntTypeWidth(rety);
    if (!fp_format(ety, &f) || n > 64 || n < 1)
        return false;
    LLVMPositionBuilderBefore(bd, call);
    if (f.w == 16) { /* half / bfloat: through float */
        LLVMTypeRef f32 = LLVMFloatTypeInContext(c);
        ty = vec ? LLVMVectorType(f32, LLVMGetVectorSize(ty)) : f32;
        x = LLVMBuildFPExt(bd, x, ty, "");
        f = (FpFormat){32, 8, 23};
    }
    unsigned long long minmag = sgn ? 1ull << (n - 1) : 0;
    unsigned long long maxint = sgn ? (1ull << (n - 1)) - 1 : (n == 64 ? ~0ull : (1ull << n) - 1);
    LLVMValueRef lo = fp_const(c, ty, f.w, bits_toward_zero(f, minmag, sgn && minmag));
    LLVMValueRef hi = fp_const(c, ty, f.w, bits_toward_zero(f, maxint, false));
    LLVMValueRef cv = sgn ? LLVMBuildFPToSI(bd, x, rty, "") : LLVMBuildFPToUI(bd, x, rty, "");
    LLVMValueRef r = LLVMBuildSelect(bd, LLVMBuildFCmp(bd, LLVMRealULT, x, lo, ""),
                                     splat(rty, sgn ? (n == 64 ? 1ull << 63 : (~0ull << (n - 1))) : 0), cv, "");
    r = LLVMBuildSelect(bd, LLVMBuildFCmp(bd, LLVMRealOGT, x, hi, ""), splat(rty, maxint), r, "");
    if (sgn)
        r = LLVMBuildSelect(bd, LLVMBuildFCmp(bd, LLVMRealUNO, x, x, ""), LLVMConstNull(rty), r, "");
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

static bool finish_minimum_maximum(LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call, bool is_max,
                                   const FpFormat *fp, LLVMValueRef m);

/* llvm.minimum / llvm.maximum where PTX has no min.NaN / max.NaN (double;
 * float and half before sm_80): minnum / maxnum, then NaN if either operand
 * is one (the canonical quiet NaN), and between zeros the one of the right
 * sign, in llc-19's order. */
static bool expand_minimum_maximum(LLVMModuleRef mod, LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call, bool is_max,
                              const ptxsel_target *t)
{
    LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
    LLVMTypeRef ty = LLVMTypeOf(a);
    FpFormat f;
    /* double always (no min.NaN.f64); float and half where the target has
     * no min.NaN (before sm_80), as llc-19 expands them there */
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (!(k == LLVMDoubleTypeKind || (k == LLVMFloatTypeKind && !feat_has(&t->feat, FEAT_has_minmax_nan)) ||
          (k == LLVMHalfTypeKind && !feat_has(&t->feat, FEAT_has_bf16_fma))) ||
        !fp_format(ty, &f))
        return false;
    LLVMPositionBuilderBefore(bd, call);
    if (k == LLVMHalfTypeKind && fp_fn_flushes_f32(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)))) {
        /* where f32 denormals flush, llc-19 selects the half base as a
         * compare and a select (setp.gt.ftz.f16: half subnormals compare as
         * zeros), which the maxnum through float would not reproduce */
        LLVMValueRef gt = LLVMBuildFCmp(bd, is_max ? LLVMRealOGT : LLVMRealOLT, a, b, "");
        return finish_minimum_maximum(c, bd, call, is_max, &f, LLVMBuildSelect(bd, gt, a, b, ""));
    }
    const char *nm = is_max ? "llvm.maxnum" : "llvm.minnum";
    unsigned id = LLVMLookupIntrinsicID(nm, strlen(nm));
    /* half without min.f16: the base through float (exact both ways) */
    bool via = k == LLVMHalfTypeKind;
    LLVMTypeRef mty = via ? LLVMFloatTypeInContext(c) : ty;
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(mod, id, &mty, 1);
    LLVMValueRef args[2] = {via ? LLVMBuildFPExt(bd, a, mty, "") : a, via ? LLVMBuildFPExt(bd, b, mty, "") : b};
    LLVMValueRef m = LLVMBuildCall2(bd, LLVMIntrinsicGetType(c, id, &mty, 1), fn, args, 2, "");
    if (via)
        m = LLVMBuildFPTrunc(bd, m, ty, "");
    return finish_minimum_maximum(c, bd, call, is_max, &f, m);
}

/* The rest of llvm.minimum / maximum of call from its minnum / maxnum m:
 * NaN if either operand is one, between zeros the one of the right sign. */
static bool finish_minimum_maximum(LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call, bool is_max,
                                   const FpFormat *fp, LLVMValueRef m)
{
    LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
    LLVMTypeRef ty = LLVMTypeOf(a);
    FpFormat f = *fp;
    /* the canonical quiet NaN of the format: exponent all ones, top mantissa bit */
    unsigned long long qnan = (((1ull << f.e) - 1) << f.m) | 1ull << (f.m - 1);
    LLVMValueRef tv = LLVMBuildSelect(bd, LLVMBuildFCmp(bd, LLVMRealUNO, a, b, ""), fp_const(c, ty, f.w, qnan), m, "");
    LLVMTypeRef it = LLVMIntTypeInContext(c, f.w);
    LLVMValueRef zero = LLVMConstInt(it, is_max ? 0 : 1ull << (f.w - 1), false); /* +0 for maximum, -0 for minimum */
    LLVMValueRef t2 = LLVMBuildSelect(bd, LLVMBuildICmp(bd, LLVMIntEQ, LLVMBuildBitCast(bd, a, it, ""), zero, ""), a, tv, "");
    LLVMValueRef t3 = LLVMBuildSelect(bd, LLVMBuildICmp(bd, LLVMIntEQ, LLVMBuildBitCast(bd, b, it, ""), zero, ""), b, t2, "");
    LLVMValueRef r = LLVMBuildSelect(bd, LLVMBuildFCmp(bd, LLVMRealOEQ, tv, LLVMConstReal(ty, 0.0), ""), t3, tv, "");
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

/* llvm.ldexp with an i32 exponent, as LLVM's DAG expands it for NVPTX (in
 * the value's own type, llc-19's constants and order, so that the results
 * agree bit for bit where a subnormal result rounds twice): an exponent
 * above the largest scales up by 2^MaxExp once or twice, one below the
 * smallest down by 2^(MinExp + Precision) once or twice, then the rest is
 * one multiplication by a power of two built from the bits. */
static bool expand_ldexp(LLVMContextRef c, LLVMBuilderRef bd, LLVMValueRef call)
{
    LLVMValueRef x = LLVMGetOperand(call, 0), n = LLVMGetOperand(call, 1);
    LLVMTypeRef ty = LLVMTypeOf(x), nty = LLVMTypeOf(n);
    bool vec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
    LLVMTypeRef ety = vec ? LLVMGetElementType(ty) : ty, nety = vec ? LLVMGetElementType(nty) : nty;
    FpFormat f;
    if (!fp_format(ety, &f) || LLVMGetIntTypeWidth(nety) != 32)
        return false;
    long long maxe = (1ll << (f.e - 1)) - 1, mine = 1 - maxe, prec = f.m + 1;
    LLVMPositionBuilderBefore(bd, call);
    /* 2^k as bits of the value's type (k within the normal range) */
#define POW2(k) fp_const(c, ty, f.w, (unsigned long long)((k) + maxe) << f.m)
#define NC(v) splat(nty, (unsigned long long)(long long)(v))
    LLVMValueRef up = POW2(maxe), down = POW2(mine + prec);
    LLVMValueRef gt_max = LLVMBuildICmp(bd, LLVMIntSGT, n, NC(maxe), "");
    LLVMValueRef dec0 = LLVMBuildSub(bd, n, NC(maxe), "");
    LLVMValueRef big = LLVMBuildSelect(bd, LLVMBuildICmp(bd, LLVMIntSLT, n, NC(3 * maxe), ""), n, NC(3 * maxe), "");
    LLVMValueRef dec1 = LLVMBuildSub(bd, big, NC(2 * maxe), "");
    LLVMValueRef up_twice = LLVMBuildICmp(bd, LLVMIntUGT, n, NC(2 * maxe), "");
    LLVMValueRef up0 = LLVMBuildFMul(bd, x, up, ""), up1 = LLVMBuildFMul(bd, up0, up, "");
    LLVMValueRef n_big = LLVMBuildSelect(bd, up_twice, dec1, dec0, "");
    LLVMValueRef x_big = LLVMBuildSelect(bd, up_twice, up1, up0, "");
    LLVMValueRef lt_min = LLVMBuildICmp(bd, LLVMIntSLT, n, NC(mine), "");
    LLVMValueRef inc0 = LLVMBuildAdd(bd, n, NC(-(mine + prec)), "");
    LLVMValueRef small = LLVMBuildSelect(bd, LLVMBuildICmp(bd, LLVMIntSGT, n, NC(3 * mine + 2 * prec), ""), n,
                                         NC(3 * mine + 2 * prec), "");
    LLVMValueRef inc1 = LLVMBuildAdd(bd, small, NC(-2 * (mine + prec)), "");
    LLVMValueRef dn0 = LLVMBuildFMul(bd, x, down, ""), dn1 = LLVMBuildFMul(bd, dn0, down, "");
    LLVMValueRef down_twice = LLVMBuildICmp(bd, LLVMIntULT, n, NC(2 * mine + prec), "");
    LLVMValueRef n_small = LLVMBuildSelect(bd, down_twice, inc1, inc0, "");
    LLVMValueRef x_small = LLVMBuildSelect(bd, down_twice, dn1, dn0, "");
    LLVMValueRef nx = LLVMBuildSelect(bd, gt_max, x_big, LLVMBuildSelect(bd, lt_min, x_small, x, ""), "");
    LLVMValueRef nn = LLVMBuildSelect(bd, gt_max, n_big, LLVMBuildSelect(bd, lt_min, n_small, n, ""), "");
    LLVMValueRef biased = LLVMBuildAdd(bd, nn, NC(maxe), "");
    LLVMTypeRef it = bits_type(c, ty, f.w);
    LLVMValueRef wide = f.w == 32 ? biased : f.w < 32 ? LLVMBuildTrunc(bd, biased, it, "") : LLVMBuildZExt(bd, biased, it, "");
    LLVMValueRef scale = LLVMBuildBitCast(bd, LLVMBuildShl(bd, wide, splat(it, f.m), ""), ty, "");
    LLVMValueRef r = LLVMBuildFMul(bd, nx, scale, "");
#undef POW2
#undef NC
    LLVMReplaceAllUsesWith(call, r);
    LLVMInstructionEraseFromParent(call);
    return true;
}

bool fp_class_frexp_name(const char *name)
{
    return !strncmp(name, "llvm.is.fpclass.", 16) || !strncmp(name, "llvm.frexp.", 11) ||
           !strncmp(name, "llvm.fptosi.sat.", 16) || !strncmp(name, "llvm.fptoui.sat.", 16) ||
           !strncmp(name, "llvm.ldexp.", 11) || !strncmp(name, "llvm.minimum.", 13) || !strncmp(name, "llvm.maximum.", 13);
}

bool expand_fp_class_frexp(LLVMModuleRef mod, LLVMBuilderRef bd, LLVMValueRef call, const char *name,
                           const ptxsel_target *t)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    if (!strncmp(name, "llvm.is.fpclass.", 16))
        return expand_is_fpclass(c, bd, call);
    if (!strncmp(name, "llvm.frexp.", 11))
        return expand_frexp(mod, c, bd, call);
    if (!strncmp(name, "llvm.fptosi.sat.", 16) || !strncmp(name, "llvm.fptoui.sat.", 16))
        return expand_fp_to_int_sat(mod, c, bd, call, name[9] == 's');
    if (!strncmp(name, "llvm.ldexp.", 11))
        return expand_ldexp(c, bd, call);
    if (!strncmp(name, "llvm.minimum.", 13) || !strncmp(name, "llvm.maximum.", 13))
        return expand_minimum_maximum(mod, c, bd, call, name[6] == 'a', t); /* llvm.m[a]ximum */
    return false;
}
