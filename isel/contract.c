/*
 * Floating-point contraction: fadd/fsub of an fmul into fma, exactly where
 * llc-19 contracts, so that results agree bit for bit with llc's PTX.
 * Consumes: one IR function (before its blocks are lowered).
 * Produces: a plan per contractable fadd/fsub (which fmul it absorbs and
 *           which operands are negated) and, per fmul, whether any use is
 *           left once its contractions are done (a dead fmul is not lowered).
 * Guarantees: a contraction happens only where LLVM's SelectionDAG combiner
 *           forms one: the fadd/fsub carries `contract`, the fmul carries
 *           `contract`, both sit in one basic block (the DAG is built per
 *           block), and the fused form exists for the type on the target.
 *
 * The rules mirror DAGCombiner::visitFADDForFMACombine / visitFSUBForFMACombine
 * with NVPTX's aggressive fusion (an fmul with several uses is still fused):
 *   fadd (fmul x,y), z      -> fma x, y, z       (either operand order;
 *                                                 two fmuls: the one with fewer uses;
 *                                                 never fadd m, m)
 *   fsub (fmul x,y), z      -> fma x, y, -z
 *   fsub z, (fmul x,y)      -> fma -x, y, z      (two fmuls: fewer uses first)
 *   fsub (fneg (fmul x,y)), z -> fma -x, y, -z
 * preceded by the combiner's negation folds: fadd a, (fneg b) -> fsub a, b;
 * fadd (fneg a), b -> fsub b, a; fsub a, (fneg b) -> fadd a, b.
 * The additive identities fadd x, -0.0 and fsub x, +0.0 are looked through
 * (the combiner folds them to x before fusing their users). An fadd of an
 * fmul by -2.0 with one use is A - (B + B) first (never fused with it); an
 * fmul by -1.0 is an fneg; an fadd whose first operand is an fmul with an
 * fneg operand (one use) becomes an fsub that fuses the other fmul first. A contract
 * llvm.fma / llvm.fmuladd with a multiplicand of exactly +1.0 or -1.0 (every
 * element) is the add p + q or the subtraction q - p to the combiner
 * (visitFMA), so its other operands can fuse like an fadd's.
 * A vector fadd/fsub one of whose operands is itself a contractable vector
 * fmul fuses that fmul (the combine before vectors are split); otherwise,
 * when the vector is split into scalars (f32, f64; bf16 without native
 * bf16 arithmetic), it is planned element by element, as the DAG sees it
 * then: an element filled by insertelement or shufflevector in the same
 * block is traced to the scalar fmul behind it. Vectors of f16 (and of
 * bf16 where bf16x2 arithmetic is native) stay pairs: no lane fuses.
 * Blocks are planned last instruction first, as the combiner's worklist
 * visits them, and a fused fmul loses that use for later choices.
 */
#include <math.h>
#include <string.h>

#include "isel.h"

/* One element (leaf) of a value: a scalar (leaf 0) or a vector element. */
typedef struct Src {
    LLVMValueRef v;
    unsigned leaf;
} Src;

/* d[i] = fma(negx ? -x : x, y, negz ? -z' : z') for every leaf i with on[i],
 * where z' is z, or z + z with dblz. */
typedef struct LeafPlan {
    bool on, negx, negz, dblz;
    Src x, y, z;
} LeafPlan;

typedef struct ContractPlan {
    unsigned n;
    bool sub;             /* unfused leaves: a - b (else a + b) */
    LLVMValueRef a, b;    /* the operands of the add as the combiner sees it */
    LeafPlan *leaf;
} ContractPlan;

static bool has_contract(LLVMValueRef v)
{
    return LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v) &&
           (LLVMGetFastMathFlags(v) & LLVMFastMathAllowContract);
}

static bool is_op(LLVMValueRef v, LLVMOpcode op, LLVMBasicBlockRef bb)
{
    return v && LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op && LLVMGetInstructionParent(v) == bb;
}

/* The type index (AX_fp_S_) of a floating-point type or vector of them, -1
 * for others. */
static int fp_ty(LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        ty = LLVMGetElementType(ty);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind: return AX_fp_S_f32;
    case LLVMDoubleTypeKind: return AX_fp_S_f64;
    case LLVMHalfTypeKind: return AX_fp_S_f16;
    case LLVMBFloatTypeKind: return AX_fp_S_bf16;
    default: return -1;
    }
}

/* The fused form for a type, or FORM_NONE when the target has none. */
static FormId fma_form(SelectCtx *S, LLVMTypeRef ty)
{
    int t = fp_ty(ty);
    if (t < 0 || (t == AX_fp_S_f16 && !feat_has(&S->t->feat, FEAT_has_f16_math)) ||
        (t == AX_fp_S_bf16 && !feat_has(&S->t->feat, FEAT_has_bf16_fma)))
        return FORM_NONE;
    return (FormId)form_axis_fp[AX_fp_OP_fma_rn][t];
}

/* Does the type legaliser keep vectors of this type whole, as pairs the
 * target computes in one instruction (f16x2; bf16x2 where bf16 arithmetic
 * is native), instead of splitting them into scalars? Then the combiner
 * sees a lane filled by a shufflevector or insertelement as that node, not
 * as the fmul behind it, and fuses none (llc-19, sm_90a: '(v * v).xx + v'
 * on <2 x half> is mul.rn.f16x2 then add.rn.f16x2; difftest s66586_O2). */
static bool kept_in_pairs(SelectCtx *S, LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return false;
    int t = fp_ty(ty);
    return (t == AX_fp_S_f16 && feat_has(&S->t->feat, FEAT_has_f16_math)) ||
           (t == AX_fp_S_bf16 && feat_has(&S->t->feat, FEAT_has_bf16_arith));
}

static uintptr_t uses_left(SelectCtx *S, LLVMValueRef mul)
{
    return (uintptr_t)pmap_get(&S->mul_uses, mul);
}

/* llc-19's IR passes split a block at some instructions before the DAG is
 * built, so the combiner never sees an fmul and an fadd on the two sides:
 * ExpandLargeDivRem turns a division or remainder wider than 64 bits (by
 * anything but a constant power of two) into a loop; at -O1 and above
 * CodeGenPrepare branches around a 64-bit division of two run-time values
 * (the 32-bit bypass, arith.c); and NVPTX's LowerAggrCopies turns a
 * memcpy / memmove / memset of unknown length or of 128 bytes and more into
 * a loop. Each piece of a block is a DAG of its own here. */
static bool splits_block(SelectCtx *S, LLVMValueRef I, LLVMOpcode op)
{
    if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem) {
        /* by a constant power of two a wide one stays (LLVM's rule); those
         * are shifts by now (expand_ir runs first), so any left splits */
        LLVMTypeRef ty = LLVMTypeOf(I);
        if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
            return false;
        unsigned w = LLVMGetIntTypeWidth(ty);
        if (w > 64)
            return true;
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        if (w != 64 || S->opt_level == 0 || LLVMIsAConstant(a) || LLVMIsAConstant(b))
            return false;
        /* CodeGenPrepare's bypassSlowDivision leaves the block whole when
         * an operand looks like a hash (no bypass: llc-19 divides in 64
         * bits) and when both are known to fit in 32 bits (a 32-bit
         * division in place); only the run-time check branches (difftest
         * s56300_O2_recip: the fmuls before a udiv of two zero-extended
         * values fused into an fsub after it) */
        DivRange ra = ir_div_range(a), rb = ir_div_range(b);
        return ra != DIV_LONG && rb != DIV_LONG && !(ra == DIV_SHORT && rb == DIV_SHORT);
    }
    if (op != LLVMCall)
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(I);
    GenericIntrinsic gk = callee && LLVMIsAFunction(callee) ? generic_intrinsic(S, callee) : GI_NONE;
    if (gk != GI_MEMCPY && gk != GI_MEMMOVE && gk != GI_MEMSET)
        return false;
    LLVMValueRef len = LLVMGetOperand(I, 2);
    return !LLVMIsAConstantInt(len) || LLVMConstIntGetZExtValue(len) >= 128;
}

static uintptr_t dag_seg(SelectCtx *S, LLVMValueRef v)
{
    return (uintptr_t)pmap_get(&S->dag_seg, v);
}

/* Are v and the instruction being planned in one DAG? (Both in bb is
 * checked by the callers; this adds the split points above.) */
static bool same_dag(SelectCtx *S, LLVMValueRef v)
{
    return !S->plan_root || dag_seg(S, v) == dag_seg(S, S->plan_root);
}

/* DAG uses of an fmul: every operand slot of its DAG's users, plus one
 * for the copy out of the DAG when anything else uses it. */
static uintptr_t dag_uses(SelectCtx *S, LLVMValueRef mul)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(mul);
    uintptr_t n = 0;
    bool exported = false;
    for (LLVMUseRef u = LLVMGetFirstUse(mul); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user) && LLVMGetInstructionParent(user) == bb && !LLVMIsAPHINode(user) &&
            dag_seg(S, user) == dag_seg(S, mul))
            n++;
        else
            exported = true;
    }
    return n + (exported ? 1 : 0);
}

static LLVMValueRef fp_identity_operand(LLVMValueRef I, LLVMBasicBlockRef bb);

static bool doubles_with_undef_lanes(LLVMValueRef m);
static LLVMValueRef negated_operand(LLVMValueRef v, LLVMBasicBlockRef bb);

/* Does instruction x come before y in their block? */
static bool inst_before(LLVMValueRef x, LLVMValueRef y)
{
    for (LLVMValueRef I = LLVMGetNextInstruction(x); I; I = LLVMGetNextInstruction(I))
        if (I == y)
            return true;
    return false;
}

/* An fmul of bb, or an fdiv the combiner turns into one (a divisor with an
 * exact reciprocal: arith.c's fdiv_exact_recip), which it then fuses like
 * any fmul: fadd contract (fdiv contract x, 4.0), z is fma x, 0.25, z. */
static bool is_mul(SelectCtx *S, LLVMValueRef v, LLVMBasicBlockRef bb)
{
    return is_op(v, LLVMFMul, bb) || (is_op(v, LLVMFDiv, bb) && fdiv_exact_recip(S, v));
}

/* The second multiplicand of such a product. */
static LLVMValueRef mul_rhs(SelectCtx *S, LLVMValueRef m)
{
    return LLVMGetInstructionOpcode(m) == LLVMFDiv ? fdiv_exact_recip(S, m) : LLVMGetOperand(m, 1);
}

static bool contractable(SelectCtx *S, LLVMValueRef v, LLVMBasicBlockRef bb)
{
    return is_mul(S, v, bb) && same_dag(S, v) && has_contract(v) && pmap_get(&S->mul_uses, v) != NULL &&
           !fp_identity_operand(v, bb) && !doubles_with_undef_lanes(v) && !negated_operand(v, bb);
}

/* Is c the floating-point zero of the given sign (every element of a vector)? */
static bool is_fp_zero(LLVMValueRef c, bool negative)
{
    if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind) {
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(c));
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef e = LLVMIsAConstant(c) ? LLVMGetAggregateElement(c, i) : NULL;
            if (!e || !is_fp_zero(e, negative))
                return false;
        }
        return n > 0;
    }
    if (!LLVMIsAConstantFP(c))
        return false;
    LLVMBool loses;
    double d = LLVMConstRealGetDouble(c, &loses);
    return d == 0.0 && signbit(d) == negative;
}

/* Is c (every element of a vector) exactly v? */
static bool is_fp_value(LLVMValueRef c, double v)
{
    if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind) {
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(c));
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef e = LLVMIsAConstant(c) ? LLVMGetAggregateElement(c, i) : NULL;
            if (!e || !is_fp_value(e, v))
                return false;
        }
        return n > 0;
    }
    LLVMBool loses;
    return LLVMIsAConstantFP(c) && LLVMConstRealGetDouble(c, &loses) == v;
}

/* fmul x, <undef, 2.0, ...>: the combiner folds the constant's undef lanes
 * and visits the fmul again before its users, turning it into fadd x, x
 * (numerically the same product), which is never fused. With every lane
 * 2.0 the users are visited first and fuse the fmul. */
static bool doubles_with_undef_lanes(LLVMValueRef m)
{
    for (int k = 0; k < 2; k++) {
        LLVMValueRef c = LLVMGetOperand(m, (unsigned)k);
        if (LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMVectorTypeKind || !LLVMIsAConstant(c))
            continue;
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(c)), undef = 0, two = 0;
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef e = LLVMGetAggregateElement(c, i);
            if (e && (LLVMIsAUndefValue(e) || LLVMIsAPoisonValue(e)))
                undef++;
            else if (e && is_fp_value(e, 2.0))
                two++;
        }
        if (undef && two && undef + two == n)
            return true;
    }
    return false;
}

/* An fmul by -2.0 (the constant on either side: the DAG moves it right):
 * the operand that is not the constant, or NULL. */
static LLVMValueRef times_const_operand(LLVMValueRef m, double c)
{
    LLVMValueRef a = LLVMGetOperand(m, 0), b = LLVMGetOperand(m, 1);
    if (is_fp_value(b, c) && !LLVMIsAConstant(a))
        return a;
    if (is_fp_value(a, c) && !LLVMIsAConstant(b))
        return b;
    return NULL;
}

static LLVMValueRef neg_two_operand(SelectCtx *S, LLVMValueRef m, LLVMBasicBlockRef bb)
{
    if (is_op(m, LLVMFDiv, bb)) { /* x / -0.5 */
        LLVMValueRef r = fdiv_exact_recip(S, m);
        return r && is_fp_value(r, -2.0) ? LLVMGetOperand(m, 0) : NULL;
    }
    return is_op(m, LLVMFMul, bb) ? times_const_operand(m, -2.0) : NULL;
}

static bool is_fp_one(LLVMValueRef c)
{
    return is_fp_value(c, 1.0);
}

/* x for an fneg x, and for an fmul of x by -1.0 (either side: the DAG
 * folds that fmul to fneg x when it visits it, before its users), else
 * NULL (difftest s12927_O0: fadd (fmul -1.0, (fmul a, b)), v fused as
 * fma(-a, b, v) by llc-19). */
static LLVMValueRef negated_operand(LLVMValueRef v, LLVMBasicBlockRef bb)
{
    if (is_op(v, LLVMFNeg, bb))
        return LLVMGetOperand(v, 0);
    return is_op(v, LLVMFMul, bb) ? times_const_operand(v, -1.0) : NULL;
}

/* v's one use is I. */
static bool only_use_is(LLVMValueRef v, LLVMValueRef I)
{
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u) && LLVMGetUser(u) == I;
}

/* The combiner's additive identities: fadd x, -0.0 (either side) and
 * fsub x, +0.0 are x itself, so their users see x (an fmul behind them
 * can still be fused by the user). Returns x, or NULL. */
static LLVMValueRef fp_identity_operand(LLVMValueRef I, LLVMBasicBlockRef bb)
{
    if (!I || !LLVMIsAInstruction(I) || LLVMGetInstructionParent(I) != bb)
        return NULL;
    switch (LLVMGetInstructionOpcode(I)) { /* asked once (is_op would ask for each) */
    case LLVMFAdd:
        if (is_fp_zero(LLVMGetOperand(I, 1), true))
            return LLVMGetOperand(I, 0);
        if (is_fp_zero(LLVMGetOperand(I, 0), true))
            return LLVMGetOperand(I, 1);
        return NULL;
    case LLVMFSub:
        return is_fp_zero(LLVMGetOperand(I, 1), false) ? LLVMGetOperand(I, 0) : NULL;
    case LLVMFMul:
        /* x * 1.0 is x when the DAG builds the node (simplifyFPBinop): it
         * is never an fmul the combiner could fuse */
        if (is_fp_one(LLVMGetOperand(I, 1)))
            return LLVMGetOperand(I, 0);
        if (is_fp_one(LLVMGetOperand(I, 0)))
            return LLVMGetOperand(I, 1);
        return NULL;
    case LLVMFDiv: /* x / 1.0 (not commutative: the divisor only) */
        return is_fp_one(LLVMGetOperand(I, 1)) ? LLVMGetOperand(I, 0) : NULL;
    default:
        return NULL;
    }
}

LLVMValueRef contract_fp_identity(LLVMValueRef I)
{
    return LLVMIsAInstruction(I) ? fp_identity_operand(I, LLVMGetInstructionParent(I)) : NULL;
}

/* Element i of v as the DAG sees it once vectors are split into scalars:
 * through insertelement and shufflevector of the same block to the scalar
 * (or vector element) that fills it. */
static Src elem_of(LLVMValueRef v, unsigned i, LLVMBasicBlockRef bb)
{
    for (unsigned guard = 0; guard < 4096; guard++) {
        LLVMValueRef id = fp_identity_operand(v, bb);
        if (id) {
            v = id;
            continue;
        }
        if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVectorTypeKind)
            return (Src){v, 0};
        if (is_op(v, LLVMInsertElement, bb)) {
            LLVMValueRef idx = LLVMGetOperand(v, 2);
            if (!LLVMIsAConstantInt(idx))
                break;
            if (LLVMConstIntGetZExtValue(idx) == i)
                return (Src){LLVMGetOperand(v, 1), 0};
            v = LLVMGetOperand(v, 0);
            continue;
        }
        if (is_op(v, LLVMShuffleVector, bb)) {
            int m = LLVMGetMaskValue(v, i);
            unsigned na = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0)));
            if (m < 0)
                break;
            v = (unsigned)m < na ? LLVMGetOperand(v, 0) : LLVMGetOperand(v, 1);
            i = (unsigned)m < na ? (unsigned)m : (unsigned)m - na;
            continue;
        }
        break;
    }
    return (Src){v, i};
}

/* Element i of v as the combiner sees it (elem_of); a scalar read by
 * extractelement (constant index, same block) from a vector the type
 * legaliser splits into scalars is that element to the combiner, which
 * then fuses it like any scalar fmul (llc-19: fadd contract z,
 * (extractelement (fmul contract <2 x float> a, a), 1) is one fma.rn.f32);
 * from a vector kept in pairs it is an extract node, no fmul. */
static Src lane_elem(SelectCtx *S, LLVMValueRef v, unsigned i, LLVMBasicBlockRef bb)
{
    Src e = elem_of(v, i, bb);
    if (LLVMGetTypeKind(LLVMTypeOf(e.v)) == LLVMVectorTypeKind || !is_op(e.v, LLVMExtractElement, bb))
        return e;
    LLVMValueRef vec = LLVMGetOperand(e.v, 0), idx = LLVMGetOperand(e.v, 1);
    if (!LLVMIsAConstantInt(idx) || kept_in_pairs(S, LLVMTypeOf(vec)) ||
        LLVMConstIntGetZExtValue(idx) >= LLVMGetVectorSize(LLVMTypeOf(vec)))
        return e;
    return elem_of(vec, (unsigned)LLVMConstIntGetZExtValue(idx), bb);
}

/* How many times the DAG reads lane `lane` of vector v (or scalar v, lane 0)
 * once vectors are split into scalars: every elementwise user reads it once,
 * insertelement (other lanes) and shufflevector pass it on to their own
 * users, a use outside the block is one copy. */
static uintptr_t lane_refs(LLVMValueRef v, unsigned lane, LLVMBasicBlockRef bb, unsigned depth)
{
    uintptr_t n = 0;
    bool exported = false;
    bool vec = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user) || LLVMGetInstructionParent(user) != bb || LLVMIsAPHINode(user)) {
            exported = true;
            continue;
        }
        LLVMOpcode op = LLVMGetInstructionOpcode(user);
        if (depth < 8 && op == LLVMInsertElement) {
            LLVMValueRef idx = LLVMGetOperand(user, 2);
            if (!vec && LLVMGetOperand(user, 1) == v && LLVMIsAConstantInt(idx)) {
                n += lane_refs(user, (unsigned)LLVMConstIntGetZExtValue(idx), bb, depth + 1);
                continue;
            }
            if (vec && LLVMGetOperand(user, 0) == v && LLVMIsAConstantInt(idx)) {
                if (LLVMConstIntGetZExtValue(idx) != lane)
                    n += lane_refs(user, lane, bb, depth + 1);
                continue;
            }
        }
        if (vec && op == LLVMExtractElement) {
            /* one scalar of one lane; a dead one is no DAG node */
            LLVMValueRef idx = LLVMGetOperand(user, 1);
            if (LLVMGetFirstUse(user) && (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx) == lane))
                n++;
            continue;
        }
        if (depth < 8 && vec && op == LLVMShuffleVector) {
            unsigned na = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(user, 0)));
            unsigned nm = LLVMGetNumMaskElements(user);
            unsigned want = LLVMGetOperand(user, 0) == v ? lane : lane + na;
            for (unsigned k = 0; k < nm; k++)
                if (LLVMGetMaskValue(user, k) == (int)want)
                    n += lane_refs(user, k, bb, depth + 1);
            continue;
        }
        n++;
    }
    return n + (exported ? 1 : 0);
}

/* Uses of the node behind element e: direct scalar fmuls keep their running
 * count (a fused add no longer uses them); a scalar fmul reached through
 * vector lanes keeps a running count of its references once vectors are
 * split (lane_uses: references + 1, a lane fused with it takes one away);
 * elements of vector fmuls count their lane's references. */
static uintptr_t elem_uses(SelectCtx *S, Src e, LLVMValueRef operand, LLVMBasicBlockRef bb)
{
    bool scalar = LLVMGetTypeKind(LLVMTypeOf(e.v)) != LLVMVectorTypeKind;
    if (e.v == operand && scalar)
        return uses_left(S, e.v);
    if (scalar && is_mul(S, e.v, bb)) {
        uintptr_t n = (uintptr_t)pmap_get(&S->lane_uses, e.v);
        if (!n) {
            n = lane_refs(e.v, 0, bb, 0) + 1;
            pmap_put(&S->lane_uses, e.v, (void *)n);
        }
        return n - 1;
    }
    return lane_refs(e.v, e.leaf, bb, 0);
}

static bool n_scalar(Src e)
{
    return LLVMGetTypeKind(LLVMTypeOf(e.v)) != LLVMVectorTypeKind;
}

/* The cost at which the DAG combiner negates a value
 * (TargetLowering::getNegatedExpression, without nsz): NEG_NONE when it
 * cannot, NEG_CHEAP when the negation removes an fneg, NEG_NEUTRAL when
 * it moves one into a constant. An fneg is cheap (any number of uses);
 * anything else needs one use in the DAG (the caller checks that for v
 * itself, whose remaining uses it knows); a constant is neutral (with more
 * than one use in the block only when its negation is also used there); an
 * fmul or fdiv negates the operand of lower cost (the first on a tie), but
 * an fmul by 2.0 is not negated (it is to become x + x); fpext and fptrunc
 * negate their operand. */
enum { NEG_NONE, NEG_CHEAP, NEG_NEUTRAL };

static bool fp_const_value(LLVMValueRef c, double *v)
{
    if (!c || !LLVMIsAConstantFP(c))
        return false;
    LLVMBool lost;
    *v = LLVMConstRealGetDouble(c, &lost);
    return true;
}

/* Is the constant c used more than once by the instructions of bb, while
 * no instruction of bb uses its negation? (The combiner's rule for a
 * constant with several uses.) Scans the block: only asked on the rare
 * path of plan_leaf that needs it. */
static bool const_shared_unnegated(LLVMValueRef c, LLVMBasicBlockRef bb)
{
    double cv, ov;
    if (!fp_const_value(c, &cv))
        return true;
    unsigned same = 0;
    bool neg_seen = false;
    for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
        for (int k = 0, n = LLVMGetNumOperands(I); k < n; k++) {
            LLVMValueRef o = LLVMGetOperand(I, (unsigned)k);
            if (o == c)
                same++;
            else if (LLVMTypeOf(o) == LLVMTypeOf(c) && fp_const_value(o, &ov) && ov == -cv &&
                     signbit(ov) != signbit(cv))
                neg_seen = true;
        }
    }
    return same > 1 && !neg_seen;
}

static int neg_cost_at(SelectCtx *S, LLVMValueRef v, LLVMBasicBlockRef bb, unsigned depth, bool top, bool consts)
{
    if (is_op(v, LLVMFNeg, bb) && same_dag(S, v))
        return NEG_CHEAP;
    if (depth > 6) /* SelectionDAG::MaxRecursionDepth */
        return NEG_NONE;
    if (LLVMIsAConstantFP(v))
        return consts && !const_shared_unnegated(v, bb) ? NEG_NEUTRAL : NEG_NONE;
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != bb || !same_dag(S, v))
        return NEG_NONE;
    if (!top && dag_uses(S, v) != 1)
        return NEG_NONE;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMFMul:
    case LLVMFDiv: {
        LLVMValueRef x = LLVMGetOperand(v, 0), y = LLVMGetOperand(v, 1);
        bool comm = LLVMGetInstructionOpcode(v) == LLVMFMul;
        if (comm && LLVMIsAConstantFP(x) && !LLVMIsAConstantFP(y)) { /* the DAG moves a constant right */
            LLVMValueRef t = x;
            x = y;
            y = t;
        }
        if (comm && is_fp_value(y, 2.0))
            return NEG_NONE;
        int cx = neg_cost_at(S, x, bb, depth + 1, false, consts), cy = neg_cost_at(S, y, bb, depth + 1, false, consts);
        if (cx && (!cy || cx <= cy))
            return cx;
        return cy;
    }
    case LLVMFPExt:
    case LLVMFPTrunc: return neg_cost_at(S, LLVMGetOperand(v, 0), bb, depth + 1, false, consts);
    default: return NEG_NONE;
    }
}

/* The negation of a product's operand c, as the combiner makes it: could
 * that be cheaper to negate again? (An fneg's operand that is cheap to
 * negate; anything but an fneg or a constant is not looked into: yes.) */
static bool neg_cheap_operand_of_fneg(SelectCtx *S, LLVMValueRef c, LLVMBasicBlockRef bb)
{
    if (LLVMIsAConstantFP(c))
        return false;
    if (is_op(c, LLVMFNeg, bb))
        return neg_cost_at(S, LLVMGetOperand(c, 0), bb, 2, false, false) == NEG_CHEAP;
    return true;
}

/* Is v (a scalar of bb with one use left) cheaper to negate than to keep?
 * Constants never are, so they are not looked at. */
static bool neg_cheap(SelectCtx *S, LLVMValueRef v, LLVMBasicBlockRef bb)
{
    return neg_cost_at(S, v, bb, 0, true, false) == NEG_CHEAP;
}

/* Once a vector add/sub is split into scalars, each lane's add meets the
 * combiner's negation folds on its own (plan_inst applies them to whole
 * operands): fadd a, (fneg b) -> fsub a, b; fadd (fneg a), b -> fsub b, a;
 * fsub a, (fneg b) -> fadd a, b, where the lane's element is an fneg (or
 * an fmul by -1.0) of this block (difftest s89227_O1: a lane of
 * fadd contract <4 x float> v, <x, -m, -m, -m> with m an fmul is
 * fma(-m0, m1, x) in llc-19's PTX). Not for a vector fmul fused before
 * the split (pick): that fusion covers every lane. */
static void lane_neg_fold(SelectCtx *S, LLVMBasicBlockRef bb, bool *sub, Src *ea, Src *eb)
{
    LLVMValueRef nb = negated_operand(eb->v, bb), na = negated_operand(ea->v, bb);
    if (!*sub && nb) {
        *sub = true;
        *eb = lane_elem(S, nb, eb->leaf, bb);
    } else if (!*sub && na) {
        Src t = *ea;
        *sub = true;
        *ea = *eb;
        *eb = lane_elem(S, na, t.leaf, bb);
    } else if (*sub && nb) {
        *sub = false;
        *eb = lane_elem(S, nb, eb->leaf, bb);
    }
}

/* Plan leaf i of one fadd/fsub (operands already through the fneg folds);
 * returns the fmul it absorbs, or NULL. */
static LLVMValueRef plan_leaf(SelectCtx *S, LLVMBasicBlockRef bb, bool sub, LLVMValueRef a, LLVMValueRef b, unsigned i,
                              int pick, LeafPlan *p, const char **refuse)
{
    Src ea = lane_elem(S, a, i, bb), eb = lane_elem(S, b, i, bb);
    bool whole = LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMVectorTypeKind;
    if (!whole && !pick)
        lane_neg_fold(S, bb, &sub, &ea, &eb);
    bool ca = contractable(S, ea.v, bb), cb = contractable(S, eb.v, bb);
    if (pick == 1) /* decided on the whole vector: see plan_inst */
        cb = false;
    else if (pick == 2)
        ca = false;
    /* uses of an element traced through insertelement/shufflevector are
     * the uses of the vector it was read from: once split, every user of
     * that vector uses the scalar */
    /* An fdiv becomes an fmul only when the combiner visits it, after the
     * add's first visit: an fmul operand is fused then. Of two such fdivs,
     * an fadd fuses the one made later (visited first); an fsub first
     * negates its second operand's divisor, which makes a new fdiv that
     * is visited first: it fuses that one. (A split vector's lanes see
     * only fmuls: vector fdivs change before the split.) Measured against
     * llc-19 on each order of the two fdivs in the block. */
    uintptr_t ua = elem_uses(S, ea, a, bb), ub = elem_uses(S, eb, b, bb);
    bool da = is_op(ea.v, LLVMFDiv, bb), db = is_op(eb.v, LLVMFDiv, bb);
    bool bneg = whole && sub && cb && db && ub == 1; /* fsub a, (x / C) -> fadd a, (x / -C) */
    if (bneg && neg_two_operand(S, eb.v, bb))
        cb = false; /* x / 0.5 is x * 2.0, that is x + x: never fused */
    if (ca && cb && whole) {
        if (da && db && ea.v != eb.v) {
            if (bneg || inst_before(ea.v, eb.v))
                ca = false;
            else
                cb = false;
        } else if (da != db) {
            if (da)
                ca = false;
            else
                cb = false;
        }
    }
    memset(p, 0, sizeof *p);
#define MULOPS(e) p->x = (Src){LLVMGetOperand((e).v, 0), (e).leaf}, p->y = (Src){mul_rhs(S, (e).v), (e).leaf}
    if (!sub) {
        /* fadd m, m: the combiner never fuses (fma x, y, m gains nothing);
         * a vector fmul fused before the split (pick) fuses in every lane,
         * also where the other operand's element is that lane's product */
        if (ea.v == eb.v && ea.leaf == eb.leaf && (!pick || a == b))
            return NULL;
        /* visitFADD, before fusing: fadd (fmul B, -2.0), A and fadd A,
         * (fmul B, -2.0) become fsub A, (fadd B, B) when that fmul has one
         * use (any flags); A can still fuse: fma(a0, a1, -(B + B)) */
        for (int k = 0; k < 2; k++) {
            Src e = k ? eb : ea, o = k ? ea : eb;
            LLVMValueRef bv = neg_two_operand(S, e.v, bb);
            if (!bv || (k ? ub : ua) != 1)
                continue;
            if (!contractable(S, o.v, bb))
                return NULL; /* o - (B + B): the plain add of the fmul computes the same */
            if (pmap_get(&S->mul_uses, e.v) && LLVMGetTypeKind(LLVMTypeOf(e.v)) != LLVMVectorTypeKind)
                pmap_put(&S->mul_uses, e.v, (void *)(uintptr_t)-1); /* its one use is gone */
            MULOPS(o);
            p->z = (Src){bv, e.leaf};
            p->dblz = p->negz = p->on = true;
            return o.v;
        }
        /* visitFADD first rewrites fadd A, B with A cheaper to negate --
         * an fmul with one use and an fneg among its operands, or in an
         * operand's operands (neg_cheap) -- to fsub B, -A (unless B is
         * itself cheaper to negate: fsub A, -B, which fuses A); the fsub
         * then fuses B first when B is an fmul with no more uses (difftest
         * s13388_O0): fma(b0, b1, -(x*y)), the addend being the original
         * fmul's value */
        bool swap = ca && cb && ua > ub;
        if (ca && cb && !swap && n_scalar(ea) && ua == 1 && ub <= 1 && neg_cheap(S, ea.v, bb) &&
            !(ub == 1 && neg_cheap(S, eb.v, bb)))
            swap = true;
        if (swap) {
            Src t = ea;
            ea = eb;
            eb = t;
        } else if (!ca && cb) {
            Src t = ea;
            ea = eb;
            eb = t;
            ca = true;
        }
        if (!ca)
            return NULL;
        MULOPS(ea);
        p->z = eb;
        p->on = true;
        return ea.v;
    }
    /* visitFSUB first rewrites fsub A, B, B with one use and negatable at
     * any cost (an fmul by a constant), to fadd A, -B (a new product with
     * one use); visitFADD then rewrites that, A with one use and cheaper to
     * negate (a product with an fneg in it), to fsub -B, -A; of those two
     * products, each with one use, the fsub fuses the first: B's (difftest
     * s91935: fsub ((x * -x) * |y|), (z * 7.5) is fma(z, -7.5, -((x * x) *
     * |y|)) in llc-19's PTX, not fma(x * -x, |y|, -(z * 7.5))). */
    if (ca && cb && whole && ua == 1 && ub == 1 && is_op(ea.v, LLVMFMul, bb) && is_op(eb.v, LLVMFMul, bb) &&
        neg_cheap(S, ea.v, bb) && neg_cost_at(S, eb.v, bb, 0, true, true) != NEG_NONE) {
        LLVMValueRef x = LLVMGetOperand(eb.v, 0), y = LLVMGetOperand(eb.v, 1);
        int cx = neg_cost_at(S, x, bb, 1, false, true), cy = neg_cost_at(S, y, bb, 1, false, true);
        if (LLVMIsAConstantFP(x) && !LLVMIsAConstantFP(y)) { /* the DAG moves a constant right */
            LLVMValueRef t = x;
            int ct = cx;
            x = y, cx = cy;
            y = t, cy = ct;
        }
        bool negx = cx && (!cy || cx <= cy); /* which operand -B negates */
        if ((negx ? cy : cx) == NEG_CHEAP || neg_cheap_operand_of_fneg(S, negx ? x : y, bb)) {
            /* -B could itself be cheaper to negate: visitFADD would turn
             * back before it reaches A; not modelled */
            *refuse = "the subtracted product can be negated in more than one way by llc-19's DAG combiner";
            return NULL;
        }
        MULOPS(eb);
        p->z = ea, p->negx = p->on = true;
        return eb.v;
    }
    if (ca && cb && ua > ub) {
        /* fsub (fmul a0,a1), (fmul b0,b1) -> fma -b0, b1, (fmul a0,a1) */
        MULOPS(eb);
        p->z = ea, p->negx = p->on = true;
        return eb.v;
    }
    if (ca) {
        MULOPS(ea);
        p->z = eb, p->negz = p->on = true;
        return ea.v;
    }
    if (cb) {
        MULOPS(eb);
        p->z = ea, p->negx = p->on = true;
        return eb.v;
    }
    if (negated_operand(ea.v, bb)) {
        Src m = elem_of(negated_operand(ea.v, bb), ea.leaf, bb);
        if (contractable(S, m.v, bb)) {
            MULOPS(m);
            p->z = eb, p->negx = p->negz = p->on = true;
            return m.v;
        }
    }
#undef MULOPS
    return NULL;
}

/* The sign of a multiplicand that is +1.0 or -1.0 in every element: 1, -1,
 * or 0 for anything else. */
static int unit_sign(LLVMValueRef c)
{
    if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind) {
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(c));
        int s = 0;
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef e = LLVMIsAConstant(c) ? LLVMGetAggregateElement(c, i) : NULL;
            int se = e ? unit_sign(e) : 0;
            if (!se || (s && se != s))
                return 0;
            s = se;
        }
        return s;
    }
    if (!LLVMIsAConstantFP(c))
        return 0;
    LLVMBool loses;
    double d = LLVMConstRealGetDouble(c, &loses);
    return d == 1.0 ? 1 : d == -1.0 ? -1 : 0;
}

/* A contract call of llvm.fma / llvm.fmuladd with a unit multiplicand:
 * the add (or subtraction) it is to the combiner, in *sub, *a, *b. */
static bool unit_fma(LLVMValueRef I, bool *sub, LLVMValueRef *a, LLVMValueRef *b)
{
    LLVMValueRef callee = LLVMGetCalledValue(I);
    size_t nl;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &nl) : NULL;
    if (!name || (strncmp(name, "llvm.fma.", 9) && strncmp(name, "llvm.fmuladd.", 13)) ||
        LLVMGetNumArgOperands(I) != 3 || !has_contract(I))
        return false;
    /* DAGCombiner::visitFMA, in its order: a multiplicand +1.0 on either
     * side is fadd (the other, z); then (fma c, x, z) with c constant and x
     * not becomes (fma x, c, z); then only a second multiplicand of -1.0
     * is z - x. So fma(-1.0, C, z) with C a constant stays an fma
     * (difftest s92469_O1: fma(-1.0, -7.5, x * 1.5); ptxsel took it for
     * x * 1.5 + 7.5 and fused the product, which llc-19 does not). */
    LLVMValueRef x0 = LLVMGetOperand(I, 0), x1 = LLVMGetOperand(I, 1), z = LLVMGetOperand(I, 2);
    int s0 = unit_sign(x0), s1 = unit_sign(x1);
    if (s0 == 1 || s1 == 1) {
        *sub = false;
        *a = s0 == 1 ? x1 : x0;
        *b = z;
        return true;
    }
    if (LLVMIsAConstant(x0) && !LLVMIsAConstant(x1)) {
        LLVMValueRef t = x0;
        x0 = x1;
        x1 = t;
        s1 = s0;
    }
    if (s1 != -1)
        return false;
    *sub = true;
    *a = z;
    *b = x0;
    return true;
}

/* The k-th lane the combiner visits of an n-lane operation once it is split
 * into scalars. Its worklist takes the newest nodes first, and the type
 * legaliser makes them by halving: measured against llc-19 (fsub of a
 * rotated vector of fmuls and the vector itself, every rotation, n = 2..8),
 * a power-of-two width visits lanes in decreasing order of their
 * bit-reversed index (n = 4: 3, 1, 2, 0; exact for n = 2 and 4, 6 of 14
 * shapes at n = 8 against 4 for any simpler order), any other width from
 * the last lane down (exact for n = 3, 5, 6). The order decides which fmul
 * a lane fuses when several lanes share them. */
static unsigned lane_visit_order(unsigned n, unsigned k)
{
    if (n & (n - 1))
        return n - 1 - k;
    unsigned bits = 0;
    while ((1u << bits) < n)
        bits++;
    unsigned want = n - 1 - k, r = 0; /* the lane whose bit-reversal is want */
    for (unsigned b = 0; b < bits; b++)
        if (want & (1u << b))
            r |= 1u << (bits - 1 - b);
    return r;
}

/* The DAG never sees a shufflevector that selects every lane of one of
 * its operands in place (undefined lanes aside): it is that operand. */
static LLVMValueRef identity_shuffle_source(LLVMValueRef v, LLVMBasicBlockRef bb)
{
    if (!is_op(v, LLVMShuffleVector, bb))
        return v;
    unsigned n = LLVMGetNumMaskElements(v);
    if (n != LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0))))
        return v;
    for (unsigned src = 0; src < 2; src++) {
        unsigned k = 0;
        while (k < n && (LLVMGetMaskValue(v, k) < 0 || (unsigned)LLVMGetMaskValue(v, k) == k + src * n))
            k++;
        if (k == n)
            return LLVMGetOperand(v, src);
    }
    return v;
}

/* References of element e once vectors are split (lanes the DAG may merge
 * into one node count once each). */
static uintptr_t elem_refs(Src e, LLVMBasicBlockRef bb)
{
    return lane_refs(e.v, n_scalar(e) ? 0 : e.leaf, bb, 0);
}

/* Does a vector add/sub of bb other than I read element e in some lane? */
static bool lane_read_elsewhere(LLVMBasicBlockRef bb, LLVMValueRef I, Src e)
{
    for (LLVMValueRef J = LLVMGetFirstInstruction(bb); J; J = LLVMGetNextInstruction(J)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(J);
        if (J == I || LLVMGetTypeKind(LLVMTypeOf(J)) != LLVMVectorTypeKind ||
            (op != LLVMFAdd && op != LLVMFSub && op != LLVMCall))
            continue;
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(J)), nops = op == LLVMCall ? 3 : 2;
        for (unsigned k = 0; k < nops && k < (unsigned)LLVMGetNumOperands(J); k++) {
            LLVMValueRef v = LLVMGetOperand(J, k);
            if (negated_operand(v, bb))
                v = negated_operand(v, bb);
            if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVectorTypeKind)
                continue;
            for (unsigned i = 0; i < n; i++) {
                Src f = elem_of(v, i, bb);
                if (f.v == e.v && (n_scalar(e) || f.leaf == e.leaf))
                    return true;
            }
        }
    }
    return false;
}

/* Why ptxsel cannot be sure which fmul lane i of the split vector add/sub
 * I (operands a, b after the negation folds, n lanes) fuses in llc-19's
 * DAG, or NULL when its plan is exact. When both elements are fmuls the
 * combiner could fuse and one of them is read more than once, the choice
 * compares use counts that the other lanes' fusions change: the result
 * depends on the order in which the combiner visits the nodes the type
 * legaliser made, and on which equal lanes it merged. ptxsel reproduces
 * that order for two lanes whose fmuls no other vector add/sub reads
 * (every such shape checked against llc-19: the 2 x 2 x 2 shuffles of
 * two scalar fmuls or of the lanes of one vector fmul, fadd and fsub,
 * with and without further uses of the products, at -O0 and -O2). */
static const char *lane_plan_unsure(SelectCtx *S, LLVMBasicBlockRef bb, LLVMValueRef I, bool sub, LLVMValueRef a,
                                    LLVMValueRef b, unsigned n, unsigned i)
{
    Src ea = lane_elem(S, a, i, bb), eb = lane_elem(S, b, i, bb);
    lane_neg_fold(S, bb, &sub, &ea, &eb);
    if (!is_mul(S, ea.v, bb) || !is_mul(S, eb.v, bb))
        return NULL;
    bool ca = contractable(S, ea.v, bb), cb = contractable(S, eb.v, bb);
    if (ea.v == eb.v && ea.leaf == eb.leaf)
        return NULL;
    bool choice = (ca && cb) || (ca && neg_two_operand(S, eb.v, bb)) || (cb && neg_two_operand(S, ea.v, bb));
    if (!choice || (elem_refs(ea, bb) <= 1 && elem_refs(eb, bb) <= 1))
        return NULL;
    if (n != 2)
        return "other lanes read them too in a vector of more than two lanes";
    if (!n_scalar(ea) || !n_scalar(eb))
        for (unsigned j = 0; j < n; j++) {
            Src fa = lane_elem(S, a, j, bb), fb = lane_elem(S, b, j, bb);
            if (j != i && fa.v == ea.v && fa.leaf == ea.leaf && fb.v == eb.v && fb.leaf == eb.leaf)
                return "another lane combines the same two elements of a vector fmul";
        }
    if (lane_read_elsewhere(bb, I, ea) || lane_read_elsewhere(bb, I, eb))
        return "lanes of another vector operation read them too";
    return NULL;
}

static void plan_inst(SelectCtx *S, LLVMValueRef I)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(I);
    bool sub;
    LLVMValueRef a, b;
    if (LLVMGetInstructionOpcode(I) == LLVMCall) {
        if (!unit_fma(I, &sub, &a, &b))
            return;
    } else {
        if (fp_identity_operand(I, bb))
            return; /* folded away by the combiner: never an fma itself */
        sub = LLVMGetInstructionOpcode(I) == LLVMFSub;
        a = LLVMGetOperand(I, 0);
        b = LLVMGetOperand(I, 1);
    }
    bool sub0 = sub;
    LLVMValueRef a0 = a, b0 = b;
    /* the combiner's negation folds come first */
    if (!sub && negated_operand(b, bb)) {
        sub = true;
        b = negated_operand(b, bb);
    } else if (!sub && negated_operand(a, bb)) {
        LLVMValueRef t = a;
        sub = true;
        a = b;
        b = negated_operand(t, bb);
    } else if (sub && negated_operand(b, bb)) {
        sub = false;
        b = negated_operand(b, bb);
    }
    LLVMTypeRef ty = LLVMTypeOf(I);
    unsigned n = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 1;
    a = identity_shuffle_source(a, bb);
    b = identity_shuffle_source(b, bb);
    /* A vector operand that is itself a contractable fmul is fused by the
     * combine that runs before vectors are split (the one with fewer uses,
     * the first on a tie); only when neither is does each element get its
     * own choice, among the scalars behind insertelement / shufflevector. */
    int pick = 0;
    if (n > 1) {
        bool va = contractable(S, a, bb), vb = contractable(S, b, bb);
        bool da = is_op(a, LLVMFDiv, bb), db = is_op(b, LLVMFDiv, bb);
        if (va && vb && (da || db) && a != b) /* see plan_leaf: fmuls first, then the later fdiv */
            pick = da && (!db || inst_before(a, b)) ? 2 : 1;
        else if (va && vb)
            pick = dag_uses(S, a) > dag_uses(S, b) ? 2 : 1;
        else
            pick = va ? 1 : vb ? 2 : 0;
    }
    if (n > 1 && !pick && kept_in_pairs(S, ty))
        return; /* no lane is an fmul to the combiner */
    ContractPlan *plan = NULL;
    for (unsigned i = 0; i < n && !pick && n > 1; i++) {
        const char *why = lane_plan_unsure(S, bb, I, sub, a, b, n, i);
        if (why) {
            isel_error(S, I,
                       "contraction of this vector operation is not supported: lane %u can fuse either of two "
                       "fmuls and %s; which one llc-19 fuses depends on the order in which its DAG combiner "
                       "visits the split lanes, which ptxsel does not reproduce (without 'contract' on this "
                       "instruction or on those fmuls it compiles)",
                       i, why);
            return;
        }
    }
    for (unsigned k = 0; k < n; k++) {
        unsigned i = lane_visit_order(n, k);
        LeafPlan lp;
        const char *refuse = NULL;
        LLVMValueRef m = plan_leaf(S, bb, sub, a, b, i, pick, &lp, &refuse);
        if (refuse) {
            isel_error(S, I,
                       "contraction of this operation is not supported: %s, and which product it fuses "
                       "depends on that (without 'contract' on this instruction or on those fmuls it compiles)",
                       refuse);
            return;
        }
        if (!m)
            continue;
        /* a scalar fmul fused through a lane: one reference fewer */
        uintptr_t lu = m != a && m != b ? (uintptr_t)pmap_get(&S->lane_uses, m) : 0;
        if (lu > 1)
            pmap_put(&S->lane_uses, m, (void *)(lu - 1));
        if (!plan) {
            plan = arena_alloc(S->a, sizeof *plan);
            plan->n = n;
            plan->sub = sub0;
            plan->a = a0;
            plan->b = b0;
            plan->leaf = arena_alloc(S->a, n * sizeof *plan->leaf);
        }
        plan->leaf[i] = lp;
        /* the fused add no longer uses the fmul, except as its addend
         * (fsub m, m -> fma x, y, -m); a scalar fmul reached through an
         * insertelement keeps that use */
        uintptr_t left = uses_left(S, m);
        unsigned gone = 0;
        if (m == a || m == b)
            gone = (a0 == m) + (b0 == m);
        if (gone && lp.z.v == m)
            gone--;
        /* reached through an fneg (fsub (fneg m), z, or a negation fold):
         * an fneg with this one use dies with the fusion (it is not
         * lowered), and the fmul loses that use too (difftest s40091_O2) */
        for (int k = 0; k < 2 && n == 1; k++) {
            LLVMValueRef op = k ? b0 : a0;
            /* ... unless the fneg is the addend itself: fsub (fneg m), m is
             * fma(-x, y, fneg m), which keeps the fneg and its use of m
             * (difftest s60589_O2: the addend's register was never set) */
            if (op != m && negated_operand(op, bb) == m && only_use_is(op, I) && lp.z.v != op) {
                gone++;
                pmap_put(&S->mul_uses, op, (void *)(uintptr_t)-1);
            }
        }
        if (n > 1)
            gone = 0; /* vector fmuls are always computed */
        left = left > gone ? left - gone : 0;
        pmap_put(&S->mul_uses, m, (void *)(left ? left : (uintptr_t)-1));
    }
    if (plan)
        pmap_put(&S->contract, I, plan);
}

void contract_plan_function(SelectCtx *S, LLVMValueRef fn)
{
    pmap_init(&S->contract, S->a);
    pmap_init(&S->mul_uses, S->a);
    pmap_init(&S->lane_uses, S->a);
    pmap_init(&S->dag_seg, S->a);
    S->plan_root = NULL;
    uintptr_t seg = 0;
    bool any_nsz = false; /* an instruction with the nsz flag (for fp_mode_begin) */
    for (size_t i = 0; i < S->nir; i++) {
        const IrInst *x = &S->ir[i];
        if (seg)
            pmap_put(&S->dag_seg, x->v, (void *)seg);
        if (splits_block(S, x->v, x->op))
            seg++;
        any_nsz |= x->fmf > 0 && (x->fmf & LLVMFastMathNoSignedZeros);
    }
    fp_mode_begin(S, fn, any_nsz); /* reads the DAG segments */
    for (size_t bi = 0; bi < S->nirb; bi++) {
        const IrBlock *b = &S->irb[bi];
        bool any = false;
        for (size_t i = b->first; i < b->end; i++) {
            LLVMValueRef I = S->ir[i].v;
            LLVMOpcode op = S->ir[i].op;
            if ((op == LLVMFMul || (op == LLVMFDiv && fdiv_exact_recip(S, I))) &&
                fma_form(S, LLVMTypeOf(I)) != FORM_NONE) {
                /* every fmul's uses are counted (the -2.0 rule looks at any);
                 * only contract ones make a block worth planning */
                pmap_put(&S->mul_uses, I, (void *)dag_uses(S, I));
                any |= S->ir[i].fmf > 0 && (S->ir[i].fmf & LLVMFastMathAllowContract); /* has_contract */
            }
        }
        if (!any)
            continue;
        for (size_t i = b->end; i-- > b->first;) {
            LLVMValueRef I = S->ir[i].v;
            LLVMOpcode op = S->ir[i].op;
            bool contract = S->ir[i].fmf > 0 && (S->ir[i].fmf & LLVMFastMathAllowContract); /* has_contract */
            if (((op == LLVMFAdd || op == LLVMFSub) && contract) || op == LLVMCall) {
                S->plan_root = I;
                plan_inst(S, I);
            }
        }
    }
    S->plan_root = NULL;
}

/* An fmul (or an fneg) whose every use the planned contractions absorbed. */
bool contract_mul_is_dead(SelectCtx *S, LLVMValueRef mul)
{
    return uses_left(S, mul) == (uintptr_t)-1;
}

static MOperand negated(SelectCtx *S, Src v, FormId neg)
{
    MOperand src = val_reg(S, v.v, v.leaf);
    MOperand r = new_vreg(S, (RegClass)src.rc);
    emit(S, neg, 2, r, src);
    return r;
}

bool contract_lower(SelectCtx *S, LLVMValueRef I)
{
    ContractPlan *p = pmap_get(&S->contract, I);
    if (!p)
        return false;
    LLVMTypeRef ty = LLVMTypeOf(I);
    /* a plan exists only where fma_form has a form, so the type is floating */
    unsigned t = (unsigned)fp_ty(ty);
    FormId fk = fma_form(S, ty), nk = (FormId)form_axis_fp[AX_fp_OP_neg][t];
    VLoc *res = result_loc(S, I);
    LLVMTypeKind ek = LLVMGetTypeKind(LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty);
    bool wide = ek == LLVMFloatTypeKind || ek == LLVMDoubleTypeKind;
    /* <N x float> on a target with the packed .f32x2 forms: two lanes the
     * plan treats alike (both fused, or both plain) as one instruction, as
     * upstream LLVM selects v2f32 on sm_100 */
    bool packed = LLVMGetTypeKind(ty) == LLVMVectorTypeKind && ek == LLVMFloatTypeKind &&
                  form_row_available(FORM_fma_rn_f32x2, S->t);
    for (unsigned i = 0; i < res->n && i < p->n; i++) {
        const LeafPlan *lp = &p->leaf[i];
        if (packed && i + 1 < res->n && i + 1 < p->n && lp->on == lp[1].on && !lp->dblz && !lp[1].dblz) {
            MOperand lo[3], hi[3];
            if (!lp->on) {
                for (unsigned k = 0; k < 2; k++) {
                    lo[k] = val_reg(S, k ? p->b : p->a, i);
                    hi[k] = val_reg(S, k ? p->b : p->a, i + 1);
                }
                emit_f32x2(S, p->sub ? FORM_sub_rn_f32x2 : FORM_add_rn_f32x2, res->ops[i], res->ops[i + 1], lo, hi, 2);
            } else {
                for (unsigned k = 0; k < 2; k++) {
                    const LeafPlan *q = &lp[k];
                    MOperand *o = k ? hi : lo;
                    o[0] = q->negx ? negated(S, q->x, nk) : val_reg(S, q->x.v, q->x.leaf);
                    o[1] = val_reg(S, q->y.v, q->y.leaf);
                    o[2] = q->negz ? negated(S, q->z, nk) : val_reg(S, q->z.v, q->z.leaf);
                }
                emit_f32x2(S, FORM_fma_rn_f32x2, res->ops[i], res->ops[i + 1], lo, hi, 3);
            }
            i++;
            continue;
        }
        if (!lp->on) {
            /* an element the combiner leaves alone: the plain operation */
            emit_ops(S, (FormId)form_axis_fp[p->sub ? AX_fp_OP_sub_rn : AX_fp_OP_add_rn][t], 3,
                     (MOperand[]){res->ops[i], val_reg(S, p->a, i), val_reg(S, p->b, i)});
            continue;
        }
        /* f32 / f64 take a constant multiplicand as an immediate (half and
         * bfloat take none); -x * C is then x * -C, one neg fewer (exact:
         * only the sign bit of the immediate changes), as llc-19 prints it */
        MOperand y = wide ? val_op(S, lp->y.v, lp->y.leaf) : val_reg(S, lp->y.v, lp->y.leaf);
        MOperand x;
        if (lp->negx && y.kind == MO_FIMM && (y.rc == RC_F32 || y.rc == RC_F64)) {
            y.imm = (int64_t)((uint64_t)y.imm ^ (y.rc == RC_F32 ? UINT64_C(1) << 31 : UINT64_C(1) << 63));
            x = val_reg(S, lp->x.v, lp->x.leaf);
        } else {
            x = lp->negx ? negated(S, lp->x, nk) : val_reg(S, lp->x.v, lp->x.leaf);
        }
        MOperand z;
        if (lp->dblz) {
            /* -(z + z): the combiner's fadd B, B of an fmul by -2.0 */
            MOperand zz = val_reg(S, lp->z.v, lp->z.leaf), tz = new_vreg(S, (RegClass)zz.rc);
            z = new_vreg(S, (RegClass)zz.rc);
            emit(S, (FormId)form_axis_fp[AX_fp_OP_add_rn][t], 3, tz, zz, zz);
            emit(S, nk, 2, z, tz);
        } else {
            z = lp->negz ? negated(S, lp->z, nk) : val_reg(S, lp->z.v, lp->z.leaf);
        }
        emit(S, fk, 4, res->ops[i], x, y, z);
    }
    return true;
}

/* a and b are instructions of one block that fall in one DAG of it. */
bool contract_same_dag(SelectCtx *S, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMGetInstructionParent(a) == LLVMGetInstructionParent(b) && dag_seg(S, a) == dag_seg(S, b);
}

/* fdiv float 1.0, S where S is llvm.nvvm.sqrt.approx.f (.ftz.f) of x in the
 * same DAG: llc-19's pattern (the rsqrt-approx-opt, on by default, -O0 too)
 * selects rsqrt.approx.f32 (.ftz) x, whatever the function's denormal mode;
 * the sqrt stays for its other uses. False for any other division. */
bool lower_rsqrt_fdiv(SelectCtx *S, LLVMValueRef I)
{
    static const struct {
        const char *name;
        FormId form;
    } sq[] = {{"llvm.nvvm.sqrt.approx.f", FORM_rsqrt_approx_f32}, {"llvm.nvvm.sqrt.approx.ftz.f", FORM_rsqrt_approx_ftz_f32}};
    LLVMValueRef one = LLVMGetOperand(I, 0), s = LLVMGetOperand(I, 1);
    uint64_t bits;
    if (LLVMGetTypeKind(LLVMTypeOf(I)) != LLVMFloatTypeKind || !LLVMIsAConstantFP(one) ||
        !const_fp_bits(one, &bits) || bits != 0x3F800000u || !LLVMIsACallInst(s) ||
        !contract_same_dag(S, s, I))
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(s);
    size_t n = 0;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : "";
    for (size_t i = 0; i < countof(sq); i++)
        if (!strcmp(name, sq[i].name)) {
            emit(S, sq[i].form, 2, result_loc(S, I)->ops[0], val_reg(S, LLVMGetOperand(s, 0), 0));
            return true;
        }
    return false;
}
