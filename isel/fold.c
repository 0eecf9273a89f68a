/*
 * What the IR proves about integer values, and constant folding before
 * selection.
 * Consumes: a function's instructions, one at a time in the order
 *           select_function records them (isel/function.c).
 * Produces: fold_inst: for an integer instruction whose value is a
 *           constant or one of its operands, a conversion of an integer
 *           constant to floating point, or an fptrunc of an fpext from
 *           its own type, that value (the caller
 *           replaces the instruction's uses with it and erases it);
 *           known_zero: the bits of a value the IR proves zero, which
 *           make a truncation or an 'and' with a constant 0;
 *           ir_umax / ir_is_one / ir_sign_bit_zero: bounds of a value from
 *           the IR that computes it; ir_div_range: how CodeGenPrepare's
 *           bypass of the slow 64-bit division classes an operand.
 * Guarantees: a folded value is the instruction's value for every input
 *           where that value is defined (an operation whose result would
 *           be poison or undefined, as a division by zero or a shift by
 *           the width or more, is left to the selector); nothing else in
 *           the function changes.
 * Why: llc-19 folds these in its SelectionDAG at every level, -O0 too
 *      (constant operands, 'x % 1', 'x * 0', a product whose high half the
 *      operands' widths prove zero); without it a -O0 kernel kept a 64-bit
 *      division of two constants, a library routine of about 70
 *      instructions (difftest s73273_O0: 1.29x llc-19's time), or a
 *      128-bit multiplication whose result is 0 (s73365_O0: 1.18x).
 */
#include <pthread.h>
#include <string.h>

#include "isel.h"

__extension__ typedef unsigned __int128 wide_u;
__extension__ typedef __int128 wide_s;

static wide_u mask_of(unsigned w)
{
    return w >= 128 ? ~(wide_u)0 : ((wide_u)1 << w) - 1;
}

/* The bits of an integer constant c of width w (at most 128), as unsigned. */
static wide_u const_bits(LLVMValueRef c, unsigned w)
{
    if (w <= 64)
        return (wide_u)LLVMConstIntGetZExtValue(c);
    uint64_t lo, hi;
    const_i128(c, &lo, &hi);
    return ((wide_u)hi << 64 | lo) & mask_of(w);
}
/* An unsigned upper bound of the integer value v from the IR that computes
 * it: a constant, a count of bits (count_intrinsic), a zero extension or
 * truncation, 'and', 'or', 'xor',
 * 'urem' and 'udiv' by a constant, a right shift by a constant, a select
 * (anything else: every value of its width). 'wide' (ir_is_one,
 * ir_sign_bit_zero, fold_inst) also follows values of up to 128 bits, sign
 * extensions of values whose sign bit is clear, signed divisions and
 * remainders of non-negative values, right shifts by an amount whose set
 * bits it knows (known_ones), and additions,
 * multiplications and left shifts that provably do not wrap (the difftest
 * generator's '((u128)(u64)x * 3) >> 64' is 0 for a 32-bit x), and looks
 * 12 deep instead of 8; without it (ir_umax) a value wider than 64 bits is
 * unbounded. */
static wide_u umax_walk(LLVMValueRef v, unsigned depth, bool wide);

/* Is the call v llvm.ctpop, llvm.ctlz or llvm.cttz: a count of bits, at
 * most the width (LLVM's known bits, in CodeGenPrepare's division bypass
 * and the SelectionDAG alike, give every bit above it as zero; difftest
 * s95560_O2: 'udiv i64 (cttz x), ((y >> 1) | 1)' in a loop was the 64-bit
 * routine behind a run-time width check, 1.21x llc-19's time, where llc-19
 * compares the divisor with the count and divides in 32 bits). */
static const char *const count_names[] = {"llvm.ctpop", "llvm.ctlz", "llvm.cttz"};
static unsigned count_ids[countof(count_names)];
static pthread_once_t count_once = PTHREAD_ONCE_INIT;

/* llvm.bswap / llvm.bitreverse (known_zero moves known bits through them). */
static unsigned bswap_id, bitreverse_id;

/* The IDs, looked up by name once per process (the walks meet calls
 * often: every special-register read is one). */
static void count_ids_init(void)
{
    for (size_t i = 0; i < countof(count_names); i++)
        count_ids[i] = LLVMLookupIntrinsicID(count_names[i], strlen(count_names[i]));
    bswap_id = LLVMLookupIntrinsicID("llvm.bswap", 10);
    bitreverse_id = LLVMLookupIntrinsicID("llvm.bitreverse", 15);
}

static bool count_intrinsic(LLVMValueRef v)
{
    LLVMValueRef fn = LLVMGetCalledValue(v);
    unsigned id = fn && LLVMIsAFunction(fn) ? LLVMGetIntrinsicID(fn) : 0;
    if (!id)
        return false;
    pthread_once(&count_once, count_ids_init);
    for (size_t i = 0; i < countof(count_ids); i++)
        if (id == count_ids[i])
            return true;
    return false;
}

/* The bits of the integer value v (at most 128 bits wide) the IR proves
 * set: a constant's, through 'and', 'or', a select of two values, an
 * extension or truncation, a shift by a constant and a remainder by a
 * constant power of two (its low bits); none of anything else. The value
 * is never below them, so they bound a shift amount from below
 * ('x >> (select(c, -1, 3) % 32)' shifts by 3 or more, as llc-19's known
 * bits see it). */
/* What a known-bits walk (known_ones, known_zero) finds at v: KB_NONE
 * (not an integer of at most 128 bits, nor an instruction within depth 8:
 * nothing known), KB_CONST (an integer constant, its bits in *bits) or
 * KB_INST (an instruction to look into); *w: v's width. */
enum { KB_NONE, KB_CONST, KB_INST };

static int kb_leaf(LLVMValueRef v, unsigned depth, unsigned *w, wide_u *bits)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 128)
        return KB_NONE;
    *w = LLVMGetIntTypeWidth(ty);
    if (LLVMIsAConstantInt(v)) {
        *bits = const_bits(v, *w);
        return KB_CONST;
    }
    return depth > 8 || !LLVMIsAInstruction(v) ? KB_NONE : KB_INST;
}

static wide_u known_ones(LLVMValueRef v, unsigned depth)
{
    unsigned w = 0;
    wide_u cb = 0;
    int k = kb_leaf(v, depth, &w, &cb);
    if (k != KB_INST)
        return k == KB_CONST ? cb : 0;
    wide_u full = mask_of(w);
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    switch (op) {
    case LLVMAnd: case LLVMOr: case LLVMSelect: case LLVMZExt: case LLVMTrunc: case LLVMShl: case LLVMLShr:
    case LLVMURem:
        break;
    default:
        return 0; /* no operand is looked at */
    }
    LLVMValueRef b = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    bool cst = b && LLVMIsAConstantInt(b);
    switch (op) {
    case LLVMAnd: { /* (the second operand is not walked where the first knows no bit) */
        wide_u a = known_ones(LLVMGetOperand(v, 0), depth + 1);
        return a ? a & known_ones(b, depth + 1) : 0;
    }
    case LLVMOr:
        return known_ones(LLVMGetOperand(v, 0), depth + 1) | known_ones(b, depth + 1);
    case LLVMSelect: {
        wide_u t = known_ones(LLVMGetOperand(v, 1), depth + 1);
        return t ? t & known_ones(LLVMGetOperand(v, 2), depth + 1) : 0;
    }
    case LLVMZExt:
    case LLVMTrunc:
        return known_ones(LLVMGetOperand(v, 0), depth + 1) & full;
    case LLVMShl:
    case LLVMLShr: {
        wide_u c = cst ? known_ones(b, depth + 1) : w;
        if (c >= w)
            return 0;
        wide_u a = known_ones(LLVMGetOperand(v, 0), depth + 1);
        return (op == LLVMShl ? a << (unsigned)c : a >> (unsigned)c) & full;
    }
    case LLVMURem: {
        wide_u c = cst ? known_ones(b, depth + 1) : 0;
        if (c == 0 || (c & (c - 1)))
            return 0;
        return known_ones(LLVMGetOperand(v, 0), depth + 1) & (c - 1);
    }
    default:
        return 0;
    }
}

/* The bits of the integer value v (at most 128 bits wide) the IR proves
 * zero, as the SelectionDAG's computeKnownBits sees them through the
 * operations that move or clear bits: a constant's, the bits above a zero
 * extension's source, through truncation, 'and', 'or', 'xor', a select, a
 * shift by a constant, a remainder by a constant power of two, quotients,
 * remainders and variable right shifts (quotient_zero), llvm.bswap and
 * llvm.bitreverse (bytes and bits moved with their known zeros). None of
 * anything else. llc-19 folds a value all of whose bits are known zero at
 * -O0 too: 'trunc (bswap (zext i16 x to i64)) to i16' is 0, and the 'or' it
 * feeds then has a constant 0 operand (difftest s103218_O0: a loop's
 * 'v |= that' then stored v back to where it was loaded from, a store
 * llc-19 drops, 1.68x llc-19's time). */
static wide_u known_zero(LLVMValueRef v, unsigned depth);

/* The bits of w from the top down that mask m has all set (the known-zero
 * high bits of a value whose known-zero mask is m), as a mask. */
static wide_u high_zeros(wide_u m, unsigned w)
{
    wide_u full = mask_of(w), open = ~m & full; /* the bits not known zero */
    if (!open)
        return full;
    uint64_t hi = (uint64_t)(open >> 64);
    unsigned top = hi ? 127 - (unsigned)__builtin_clzll(hi) : 63 - (unsigned)__builtin_clzll((uint64_t)open);
    return full & ~mask_of(top + 1);
}

/* A quotient, a remainder or a right shift by a variable amount is never
 * above its dividend (the remainder never above its divisor either), so it
 * has at least the high zero bits they have (KnownBits::udiv / urem / srem /
 * lshr): an unsigned one always, a signed one where the dividend's sign bit
 * is known zero (and, for a quotient, the divisor's). llc-19 folds
 * 'trunc (bswap (srem (zext i8 x), (zext i8 y) | 1)) to i8' to 0 by it
 * (difftest s106534_O0: the remainder, a run-time division in a loop,
 * 1.30x llc-19's time). */
static wide_u quotient_zero(LLVMValueRef v, LLVMOpcode op, unsigned w, unsigned depth)
{
    wide_u a = high_zeros(known_zero(LLVMGetOperand(v, 0), depth + 1), w);
    if (!a)
        return 0;
    bool sgn = op == LLVMSDiv || op == LLVMSRem;
    wide_u top = (wide_u)1 << (w - 1);
    if (sgn && !(a & top))
        return 0; /* a dividend that may be negative */
    if (op == LLVMUDiv || op == LLVMLShr)
        return a;
    wide_u b = high_zeros(known_zero(LLVMGetOperand(v, 1), depth + 1), w);
    if (op == LLVMSDiv)
        return b & top ? a : 0; /* a negative divisor gives a negative quotient */
    /* a remainder: below both (a negative divisor: |r| < |d|, r >= 0 here) */
    return op == LLVMSRem && !(b & top) ? a : a | b;
}

static wide_u known_zero(LLVMValueRef v, unsigned depth)
{
    /* the opcode first: most values the folds ask about (loads, calls,
     * arithmetic) know no zero bit, and that answer needs no type; and 5
     * levels at most (the folds this serves look 3 deep: a truncation of a
     * byte swap of a zero extension) */
    if (LLVMIsAInstruction(v)) {
        if (depth > 4)
            return 0;
        switch (LLVMGetInstructionOpcode(v)) {
        case LLVMZExt: case LLVMTrunc: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMSelect:
        case LLVMShl: case LLVMLShr: case LLVMURem: case LLVMCall:
        case LLVMUDiv: case LLVMSDiv: case LLVMSRem:
            break;
        default:
            return 0;
        }
    } else if (!LLVMIsAConstantInt(v)) {
        return 0;
    }
    unsigned w = 0;
    wide_u cb = 0;
    int k = kb_leaf(v, depth, &w, &cb);
    if (k != KB_INST)
        return k == KB_CONST ? ~cb & mask_of(w) : 0;
    wide_u full = mask_of(w);
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    switch (op) {
    case LLVMZExt: {
        LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(v, 0));
        if (LLVMGetTypeKind(st) != LLVMIntegerTypeKind)
            return 0;
        unsigned sw = LLVMGetIntTypeWidth(st);
        return (~mask_of(sw) | known_zero(LLVMGetOperand(v, 0), depth + 1)) & full;
    }
    case LLVMTrunc:
        return known_zero(LLVMGetOperand(v, 0), depth + 1) & full;
    case LLVMAnd: { /* (the second operand is not walked where the first knows every bit) */
        wide_u a = known_zero(LLVMGetOperand(v, 0), depth + 1);
        return a == full ? a : a | known_zero(LLVMGetOperand(v, 1), depth + 1);
    }
    case LLVMOr:
    case LLVMXor: { /* (nor where the first knows none) */
        wide_u a = known_zero(LLVMGetOperand(v, 0), depth + 1);
        return a ? a & known_zero(LLVMGetOperand(v, 1), depth + 1) : 0;
    }
    case LLVMSelect: {
        wide_u t = known_zero(LLVMGetOperand(v, 1), depth + 1);
        return t ? t & known_zero(LLVMGetOperand(v, 2), depth + 1) : 0;
    }
    case LLVMUDiv:
    case LLVMSDiv:
    case LLVMSRem:
        return quotient_zero(v, op, w, depth);
    case LLVMShl:
    case LLVMLShr:
    case LLVMURem: {
        LLVMValueRef b = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(b))
            return op == LLVMShl ? 0 : quotient_zero(v, op, w, depth);
        wide_u c = const_bits(b, w);
        if (op == LLVMURem) /* by 2^k: the bits from k up */
            return c && !(c & (c - 1)) ? (~(c - 1) | known_zero(LLVMGetOperand(v, 0), depth + 1)) & full : 0;
        if (c >= w)
            return 0; /* poison */
        wide_u a = known_zero(LLVMGetOperand(v, 0), depth + 1);
        return op == LLVMShl ? (a << (unsigned)c | mask_of((unsigned)c)) & full
                             : (a >> (unsigned)c | ~(full >> (unsigned)c)) & full;
    }
    case LLVMCall: {
        LLVMValueRef fn = LLVMGetCalledValue(v);
        unsigned id = fn && LLVMIsAFunction(fn) ? LLVMGetIntrinsicID(fn) : 0;
        if (!id)
            return 0;
        pthread_once(&count_once, count_ids_init);
        if (id != bswap_id && id != bitreverse_id)
            return 0;
        if (id == bswap_id && w % 16)
            return 0;
        wide_u a = known_zero(LLVMGetOperand(v, 0), depth + 1), r = 0;
        if (id == bswap_id)
            for (unsigned i = 0; i < w / 8; i++)
                r |= (a >> (8 * i) & 0xff) << (w - 8 - 8 * i);
        else
            for (unsigned i = 0; i < w; i++)
                r |= (a >> i & 1) << (w - 1 - i);
        return r;
    }
    default:
        return 0;
    }
}

/* Every bit at or below the highest set bit of m, within full. */
static wide_u smear_down(wide_u m, wide_u full)
{
    for (unsigned s = 1; s < 128; s <<= 1)
        m |= m >> s;
    return m & full;
}

static wide_u umax_walk(LLVMValueRef v, unsigned depth, bool wide)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > (wide ? 128u : 64u))
        return ~(wide_u)0;
    unsigned w = LLVMGetIntTypeWidth(ty);
    wide_u full = mask_of(w);
    if (LLVMIsAConstantInt(v))
        return const_bits(v, w);
    if (depth > (wide ? 12u : 8u) || !LLVMIsAInstruction(v))
        return full;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMCall)
        return count_intrinsic(v) ? (wide_u)w : full;
    bool arith = op == LLVMAdd || op == LLVMMul || op == LLVMShl;
    if (arith && !wide)
        return full;
    bool sdivrem = wide && (op == LLVMSRem || op == LLVMSDiv);
    bool binary = arith || sdivrem || op == LLVMAnd || op == LLVMOr || op == LLVMXor || op == LLVMURem ||
                  op == LLVMUDiv || op == LLVMLShr;
    wide_u a = (op == LLVMZExt || op == LLVMTrunc || binary) ? umax_walk(LLVMGetOperand(v, 0), depth + 1, wide) : full;
    /* operand 1's bound is walked only where the answer still depends on
     * it (a walk of up to 12 levels): not for a shift, remainder or
     * quotient by a variable that only a constant would bound, nor where
     * operand 0's bound already decides ('and' or 'mul' of 0, 'add' or
     * 'or' of every value, a signed quotient of a possibly negative one) */
    LLVMValueRef x1 = binary ? LLVMGetOperand(v, 1) : NULL;
    bool cst = binary && LLVMIsAConstantInt(x1); /* then b is its value */
    bool b_read;
    switch (op) {
    case LLVMAnd: b_read = a != 0; break;
    case LLVMOr: case LLVMXor: b_read = smear_down(a, full) != full; break;
    case LLVMAdd: b_read = a != full; break;
    case LLVMMul: b_read = a != 0; break;
    case LLVMSDiv: b_read = a < (wide_u)1 << (w - 1); break;
    case LLVMShl: case LLVMLShr: case LLVMURem: case LLVMUDiv: b_read = cst; break;
    default: b_read = false; break;
    }
    wide_u b = b_read ? umax_walk(x1, depth + 1, wide) : full;
    switch (op) {
    case LLVMZExt:
    case LLVMTrunc: /* x mod 2^w is x where x fits, anything below 2^w else */
        return a < full ? a : full;
    case LLVMSExt: { /* a zero extension where the sign bit is clear ('wide' only) */
        if (!wide)
            return full;
        LLVMValueRef x = LLVMGetOperand(v, 0);
        unsigned sw = LLVMGetTypeKind(LLVMTypeOf(x)) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(LLVMTypeOf(x)) : 0;
        if (!sw || sw > 128)
            return full;
        wide_u u = umax_walk(x, depth + 1, wide);
        return u < (wide_u)1 << (sw - 1) ? u : full;
    }
    case LLVMAnd:
        return a < b ? a : b;
    case LLVMOr:
    case LLVMXor: /* every bit at or below the highest one either may set */
        return smear_down(a | b, full);
    case LLVMAdd:
        return a > full - b ? full : a + b;
    case LLVMMul:
        return a == 0 || b == 0 ? 0 : a > full / b ? full : a * b;
    case LLVMShl:
        return cst && b < w && a <= full >> (unsigned)b ? a << (unsigned)b : full;
    case LLVMLShr: {
        if (cst)
            return b < w ? a >> (unsigned)b : a;
        if (!wide)
            return a;
        /* ('wide' only) by at least the amount's known set bits: a defined
         * shift is below the width */
        wide_u lo = known_ones(LLVMGetOperand(v, 1), depth + 1);
        return a >> (unsigned)(lo < w ? lo : w - 1);
    }
    case LLVMURem: /* below a constant divisor, and never above the dividend */
        return cst && b != 0 && b - 1 < a ? b - 1 : a;
    case LLVMUDiv:
        return cst && b != 0 ? a / b : a;
    case LLVMSRem: /* ('wide' only) a non-negative dividend: a remainder in [0, dividend] */
        return a < (wide_u)1 << (w - 1) ? a : full;
    case LLVMSDiv: /* ('wide' only) both non-negative: a quotient in [0, dividend] */
        return a < (wide_u)1 << (w - 1) && b < (wide_u)1 << (w - 1) ? a : full;
    case LLVMSelect: {
        wide_u t = umax_walk(LLVMGetOperand(v, 1), depth + 1, wide), f = umax_walk(LLVMGetOperand(v, 2), depth + 1, wide);
        return t > f ? t : f;
    }
    default:
        return full;
    }
}

uint64_t ir_umax(LLVMValueRef v, unsigned depth)
{
    return (uint64_t)umax_walk(v, depth, false); /* at most 64 bits wide, or all ones */
}

/* Is bit 0 of v known to be set: an 'or' with an odd value, an odd
 * constant, an extension or truncation of such a value, a select of two? */
static bool low_bit_set(LLVMValueRef v, unsigned depth)
{
    if (LLVMIsAConstantInt(v)) {
        uint64_t lo, hi;
        int64_t cv;
        if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64)
            return is_const_int(v, &cv) && (cv & 1);
        const_i128(v, &lo, &hi);
        return lo & 1;
    }
    if (depth > 12 || !LLVMIsAInstruction(v))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMOr:
        return low_bit_set(LLVMGetOperand(v, 0), depth + 1) || low_bit_set(LLVMGetOperand(v, 1), depth + 1);
    case LLVMZExt:
    case LLVMSExt:
    case LLVMTrunc:
        return low_bit_set(LLVMGetOperand(v, 0), depth + 1);
    case LLVMSelect:
        return low_bit_set(LLVMGetOperand(v, 1), depth + 1) && low_bit_set(LLVMGetOperand(v, 2), depth + 1);
    default:
        return false;
    }
}

bool ir_is_one(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) <= 128 && umax_walk(v, 0, true) <= 1 &&
           low_bit_set(v, 0);
}

bool ir_high_half_zero(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 128 &&
           (uint64_t)(known_zero(v, 0) >> 64) == UINT64_MAX;
}

bool ir_sign_bit_zero(LLVMValueRef v)
{
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 128)
        return false;
    return umax_walk(v, 0, true) < (wide_u)1 << (LLVMGetIntTypeWidth(ty) - 1);
}

/* BypassSlowDivision's "hash-like" operand (VALRNG_LIKELY_LONG): an xor,
 * a multiplication by a constant wider than 32 significant bits, or a phi
 * of nothing else (undef aside). */
static bool likely_long(LLVMValueRef v, unsigned depth)
{
    if (!LLVMIsAInstruction(v) || depth > 16)
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMXor:
        return true;
    case LLVMMul: {
        LLVMValueRef c = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(c))
            return false;
        int64_t x = LLVMConstIntGetSExtValue(c);
        /* significant bits of a signed value: more than 32 means it does
         * not fit in an i32 sign-extended */
        return x < INT32_MIN || x > INT32_MAX;
    }
    case LLVMPHI: {
        unsigned n = LLVMCountIncoming(v);
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef in = LLVMGetIncomingValue(v, i);
            if (in == v || LLVMIsAUndefValue(in))
                continue;
            if (!likely_long(in, depth + 1))
                return false;
        }
        return n > 0;
    }
    default:
        return false;
    }
}

DivRange ir_div_range(LLVMValueRef v)
{
    if (ir_umax(v, 0) <= UINT32_MAX)
        return DIV_SHORT;
    return likely_long(v, 0) ? DIV_LONG : DIV_UNKNOWN;
}

/* ------------------------------------------------------------ folding */

/* v (w bits) sign-extended to 128 bits. */
static wide_s sext_of(wide_u v, unsigned w)
{
    if (w < 128 && (v >> (w - 1) & 1))
        v |= ~mask_of(w);
    return (wide_s)v;
}

static LLVMValueRef make_const(LLVMTypeRef ty, unsigned w, wide_u v)
{
    v &= mask_of(w);
    if (w <= 64)
        return LLVMConstInt(ty, (unsigned long long)v, 0);
    uint64_t words[2] = {(uint64_t)v, (uint64_t)(v >> 64)};
    return LLVMConstIntOfArbitraryPrecision(ty, 2, words);
}

/* The width of an integer (not vector) type of at most 128 bits, else 0. */
static unsigned int_width(LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return 0;
    unsigned w = LLVMGetIntTypeWidth(ty);
    return w <= 128 ? w : 0;
}

/* a op b on constants of w bits; false where the result is poison or
 * undefined (left to the selector) */
static bool eval_binop(LLVMOpcode op, unsigned w, wide_u a, wide_u b, wide_u *r)
{
    wide_u m = mask_of(w);
    wide_s sa = sext_of(a, w), sb = sext_of(b, w);
    switch (op) {
    case LLVMAdd: *r = a + b; break;
    case LLVMSub: *r = a - b; break;
    case LLVMMul: *r = a * b; break;
    case LLVMAnd: *r = a & b; break;
    case LLVMOr: *r = a | b; break;
    case LLVMXor: *r = a ^ b; break;
    case LLVMShl:
        if (b >= w)
            return false;
        *r = a << (unsigned)b;
        break;
    case LLVMLShr:
        if (b >= w)
            return false;
        *r = a >> (unsigned)b;
        break;
    case LLVMAShr:
        if (b >= w)
            return false;
        *r = (wide_u)(sa < 0 ? ~(~sa >> (unsigned)b) : sa >> (unsigned)b);
        break;
    case LLVMUDiv:
    case LLVMURem:
        if (b == 0)
            return false;
        *r = op == LLVMUDiv ? a / b : a % b;
        break;
    case LLVMSDiv:
    case LLVMSRem:
        /* the most negative value divided by -1 overflows */
        if (b == 0 || (b == m && a == ((wide_u)1 << (w - 1))))
            return false;
        *r = (wide_u)(op == LLVMSDiv ? sa / sb : sa % sb);
        break;
    default: return false;
    }
    *r &= m;
    return true;
}

static bool eval_icmp(LLVMIntPredicate p, unsigned w, wide_u a, wide_u b)
{
    wide_s sa = sext_of(a, w), sb = sext_of(b, w);
    switch (p) {
    case LLVMIntEQ: return a == b;
    case LLVMIntNE: return a != b;
    case LLVMIntUGT: return a > b;
    case LLVMIntUGE: return a >= b;
    case LLVMIntULT: return a < b;
    case LLVMIntULE: return a <= b;
    case LLVMIntSGT: return sa > sb;
    case LLVMIntSGE: return sa >= sb;
    case LLVMIntSLT: return sa < sb;
    default: return sa <= sb;
    }
}

/* The value of an integer binary operation with one constant operand (c,
 * of value cv; x the other, on the left when left) that does not depend on
 * x: a constant, x itself, or NULL. */
static LLVMValueRef binop_identity(LLVMOpcode op, LLVMTypeRef ty, unsigned w, LLVMValueRef x, wide_u cv, bool left)
{
    wide_u m = mask_of(w);
    switch (op) {
    case LLVMMul:
        return cv == 0 ? make_const(ty, w, 0) : cv == 1 ? x : NULL;
    case LLVMAnd:
        return cv == 0 ? make_const(ty, w, 0) : cv == m ? x : NULL;
    case LLVMOr:
        return cv == m ? make_const(ty, w, m) : cv == 0 ? x : NULL;
    case LLVMAdd:
    case LLVMXor:
        return cv == 0 ? x : NULL;
    case LLVMSub:
        return !left && cv == 0 ? x : NULL; /* x - 0 */
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
        /* x << 0 is x; 0 shifted is 0, and -1 shifted right arithmetically
         * is -1 (DAGCombiner::visitSRA; by the width or more: poison) */
        if (op == LLVMAShr && left && cv == m)
            return make_const(ty, w, m);
        return !left && cv == 0 ? x : left && cv == 0 ? make_const(ty, w, 0) : NULL;
    case LLVMUDiv:
    case LLVMSDiv:
        /* 0 / y is 0 (y == 0 is undefined); x / 1 is x */
        return left && cv == 0 ? make_const(ty, w, 0) : !left && cv == 1 ? x : NULL;
    case LLVMURem:
    case LLVMSRem:
        /* 0 % y and x % 1 are 0, and x % -1 for a signed remainder */
        return (left && cv == 0) || (!left && (cv == 1 || (op == LLVMSRem && cv == m))) ? make_const(ty, w, 0)
                                                                                          : NULL;
    default: return NULL;
    }
}

/* An unsigned compare of x with the constant c (x on the left when left)
 * that x's bound decides: 1 true, 0 false, -1 undecided. */
static int icmp_by_bound(LLVMIntPredicate p, LLVMValueRef x, wide_u c, bool left)
{
    if (!left) { /* c p x as x p' c */
        switch (p) {
        case LLVMIntUGT: p = LLVMIntULT; break;
        case LLVMIntUGE: p = LLVMIntULE; break;
        case LLVMIntULT: p = LLVMIntUGT; break;
        case LLVMIntULE: p = LLVMIntUGE; break;
        default: break;
        }
    }
    if (p != LLVMIntEQ && p != LLVMIntNE && p != LLVMIntUGT && p != LLVMIntUGE && p != LLVMIntULT &&
        p != LLVMIntULE)
        return -1;
    wide_u u = umax_walk(x, 0, true);
    switch (p) {
    case LLVMIntEQ: return u < c ? 0 : -1;
    case LLVMIntNE: return u < c ? 1 : -1;
    case LLVMIntULT: return u < c ? 1 : -1;
    case LLVMIntULE: return u <= c ? 1 : -1;
    case LLVMIntUGT: return u <= c ? 0 : -1;
    default: return u < c ? 0 : -1; /* UGE */
    }
}

static bool icmp_reflexive(LLVMIntPredicate p)
{
    return p == LLVMIntEQ || p == LLVMIntUGE || p == LLVMIntULE || p == LLVMIntSGE || p == LLVMIntSLE;
}

/* fptrunc (fpext x) to x's own type is x (DAGCombiner::visitFP_ROUND; the
 * extension is exact): both in one block, that is one DAG, with only the
 * DAG's identities between them (x / 1.0, x * 1.0, x + -0.0, x - +0.0 are
 * x when the node is built). llc-19 folds this at -O0 too, and the
 * store of the loaded value it leaves is then no store at all (difftest
 * s89735_O0: a bfloat round trip in a loop, 1.9x llc-19's time). Without
 * the fold the two conversions also turned a NaN's payload into the
 * canonical NaN, where llc-19's PTX keeps the bits. */
static LLVMValueRef fptrunc_of_fpext(LLVMValueRef I)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(I);
    LLVMValueRef v = LLVMGetOperand(I, 0);
    for (unsigned depth = 0; depth < 16; depth++) {
        if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != bb)
            return NULL;
        if (LLVMGetInstructionOpcode(v) == LLVMFPExt) {
            LLVMValueRef x = LLVMGetOperand(v, 0);
            return LLVMTypeOf(x) == LLVMTypeOf(I) ? x : NULL;
        }
        LLVMValueRef id = contract_fp_identity(v);
        if (!id)
            return NULL;
        v = id;
    }
    return NULL;
}

/* 'c ? t : f' op k (or k op the select), t, f and k integer constants, the
 * select in I's block with I its only user: the select of 't op k' and
 * 'f op k', as DAGCombiner::foldBinOpIntoSelect folds it at every level
 * (difftest s104778_O0: 'urem 0x80000000, (or (select c, 2, K), 1)' in a
 * compare-and-swap loop became llc-19's select of two constants, where
 * ptxsel divided at run time: 1.19x llc-19's time). The select is rewritten
 * in place (it has no other user) and is the value; NULL where either
 * result is undefined (a division by zero, a shift by the width). */
LLVMValueRef fold_into_select(LLVMValueRef I, LLVMOpcode op)
{
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
        break;
    default:
        return NULL;
    }
    /* (a constant and a select before the type: most binary operations
     * have neither) */
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    if (!(LLVMIsASelectInst(a) && LLVMIsAConstantInt(b)) && !(LLVMIsASelectInst(b) && LLVMIsAConstantInt(a)))
        return NULL;
    unsigned w = int_width(LLVMTypeOf(I));
    if (!w)
        return NULL;
    bool left = LLVMIsASelectInst(a) != NULL; /* the select is operand 0, the constant operand 1 */
    LLVMValueRef sel = left ? a : b, k = left ? b : a;
    if (LLVMGetInstructionParent(sel) != LLVMGetInstructionParent(I))
        return NULL;
    LLVMUseRef u = LLVMGetFirstUse(sel);
    if (!u || LLVMGetNextUse(u) || LLVMGetUser(u) != I)
        return NULL;
    LLVMValueRef t = LLVMGetOperand(sel, 1), f = LLVMGetOperand(sel, 2);
    if (!LLVMIsAConstantInt(t) || !LLVMIsAConstantInt(f))
        return NULL;
    wide_u kv = const_bits(k, w), tv = const_bits(t, w), fv = const_bits(f, w), rt, rf;
    if (!eval_binop(op, w, left ? tv : kv, left ? kv : tv, &rt) || !eval_binop(op, w, left ? fv : kv, left ? kv : fv, &rf))
        return NULL;
    LLVMTypeRef ty = LLVMTypeOf(I);
    LLVMSetOperand(sel, 1, make_const(ty, w, rt));
    LLVMSetOperand(sel, 2, make_const(ty, w, rf));
    return sel;
}

LLVMValueRef fold_inst(LLVMValueRef I, LLVMOpcode op)
{
    LLVMTypeRef ty = LLVMTypeOf(I);
    switch (op) { /* (isel.h's fold_opcode lists these cases) */
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor: {
        unsigned w = int_width(ty);
        if (!w)
            return NULL;
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        bool ca = LLVMIsAConstantInt(a) != NULL, cb = LLVMIsAConstantInt(b) != NULL;
        if (ca && cb) {
            wide_u r;
            return eval_binop(op, w, const_bits(a, w), const_bits(b, w), &r) ? make_const(ty, w, r) : NULL;
        }
        if (a == b) {
            if (op == LLVMSub || op == LLVMXor)
                return make_const(ty, w, 0);
            if (op == LLVMAnd || op == LLVMOr)
                return a;
        }
        LLVMValueRef id = cb ? binop_identity(op, ty, w, a, const_bits(b, w), false)
                          : ca ? binop_identity(op, ty, w, b, const_bits(a, w), true)
                               : NULL;
        if (id)
            return id;
        /* x & y where every bit is known zero on one side or the other is
         * 0 (a byte swap of 0, a masked zero extension). (A value all of
         * whose bits are known zero is folded to 0 where it is defined, a
         * truncation or such an 'and', so 'x | y', 'x ^ y' and 'x + y' of
         * it meet the constant and binop_identity; walking both operands of
         * every one of them cost 1% of -O0 selection.) */
        if (op == LLVMAnd && (known_zero(a, 0) | known_zero(b, 0)) == mask_of(w))
            return make_const(ty, w, 0);
        /* a value the operands' bounds make 0: the high half of a product
         * of narrow values, or a small value shifted by an amount whose set
         * bits are known. Only a shift by a constant or by such an amount
         * asks for the bound (a walk of up to 12 levels): asking for every
         * shift halved the selection rate of make bench's generated
         * modules */
        if (op == LLVMLShr && (cb || known_ones(b, 0) != 0) && umax_walk(I, 0, true) == 0)
            return make_const(ty, w, 0);
        return NULL;
    }
    case LLVMZExt:
    case LLVMSExt:
    case LLVMTrunc: {
        LLVMValueRef a = LLVMGetOperand(I, 0);
        unsigned w = int_width(ty), sw = int_width(LLVMTypeOf(a));
        if (!w || !sw)
            return NULL;
        if (!LLVMIsAConstantInt(a)) /* a truncation of known zero bits */
            return op == LLVMTrunc && (known_zero(a, 0) & mask_of(w)) == mask_of(w) ? make_const(ty, w, 0) : NULL;
        wide_u v = const_bits(a, sw);
        return make_const(ty, w, op == LLVMSExt ? (wide_u)sext_of(v, sw) : v);
    }
    case LLVMSIToFP:
    case LLVMUIToFP: {
        /* an integer constant exact in double (|v| <= 2^53) is rounded once,
         * to nearest even as cvt.rn rounds it */
        LLVMValueRef a = LLVMGetOperand(I, 0);
        unsigned sw = int_width(LLVMTypeOf(a));
        LLVMTypeKind k = LLVMGetTypeKind(ty);
        if (!sw || sw > 64 || !LLVMIsAConstantInt(a) ||
            (k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind))
            return NULL;
        wide_u v = const_bits(a, sw);
        wide_s sv = op == LLVMSIToFP ? sext_of(v, sw) : (wide_s)v;
        if (sv > (wide_s)1 << 53 || sv < -((wide_s)1 << 53))
            return NULL;
        return LLVMConstReal(ty, (double)(int64_t)sv);
    }
    case LLVMICmp: {
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        unsigned w = int_width(LLVMTypeOf(a));
        if (!w || int_width(ty) != 1)
            return NULL;
        LLVMIntPredicate p = LLVMGetICmpPredicate(I);
        bool ca = LLVMIsAConstantInt(a) != NULL, cb = LLVMIsAConstantInt(b) != NULL;
        int r = -1;
        if (ca && cb)
            r = eval_icmp(p, w, const_bits(a, w), const_bits(b, w));
        else if (a == b)
            r = icmp_reflexive(p);
        else if (cb)
            r = icmp_by_bound(p, a, const_bits(b, w), true);
        else if (ca)
            r = icmp_by_bound(p, b, const_bits(a, w), false);
        return r < 0 ? NULL : make_const(ty, 1, (wide_u)r);
    }
    case LLVMSelect: {
        LLVMValueRef c = LLVMGetOperand(I, 0), t = LLVMGetOperand(I, 1), f = LLVMGetOperand(I, 2);
        if (LLVMIsAConstantInt(c))
            return LLVMConstIntGetZExtValue(c) ? t : f;
        return t == f ? t : NULL;
    }
    case LLVMFreeze: {
        LLVMValueRef a = LLVMGetOperand(I, 0);
        return LLVMIsAConstantInt(a) ? a : NULL;
    }
    case LLVMFPTrunc: return fptrunc_of_fpext(I);
    default: return NULL;
    }
}
