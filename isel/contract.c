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
 * Blocks are planned last instruction first, as the combiner's worklist
 * visits them, and a fused fmul loses that use for later choices.
 */
#include <string.h>

#include "isel.h"

typedef struct ContractPlan {
    LLVMValueRef x, y, z; /* d = fma(negx ? -x : x, y, negz ? -z : z) */
    bool negx, negz;
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

/* The fused form for a type, or NULL when the target has none. */
static const char *fma_key(SelectCtx *S, LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        ty = LLVMGetElementType(ty);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind: return "fma.rn.f32";
    case LLVMDoubleTypeKind: return "fma.rn.f64";
    case LLVMHalfTypeKind: return feat_has(&S->t->feat, FEAT_has_f16_math) ? "fma.rn.f16" : NULL;
    case LLVMBFloatTypeKind: return feat_has(&S->t->feat, FEAT_has_bf16_fma) ? "fma.rn.bf16" : NULL;
    default: return NULL;
    }
}

static const char *neg_key(LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
        ty = LLVMGetElementType(ty);
    switch (LLVMGetTypeKind(ty)) {
    case LLVMFloatTypeKind: return "neg.f32";
    case LLVMDoubleTypeKind: return "neg.f64";
    case LLVMHalfTypeKind: return "neg.f16";
    default: return "neg.bf16";
    }
}

static uintptr_t uses_left(SelectCtx *S, LLVMValueRef mul)
{
    return (uintptr_t)pmap_get(&S->mul_uses, mul);
}

/* DAG uses of an fmul: every operand slot of its block's users, plus one
 * for the copy out of the block when anything else uses it. */
static uintptr_t dag_uses(LLVMValueRef mul)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(mul);
    uintptr_t n = 0;
    bool exported = false;
    for (LLVMUseRef u = LLVMGetFirstUse(mul); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user) && LLVMGetInstructionParent(user) == bb && !LLVMIsAPHINode(user))
            n++;
        else
            exported = true;
    }
    return n + (exported ? 1 : 0);
}

static bool contractable(SelectCtx *S, LLVMValueRef v, LLVMBasicBlockRef bb)
{
    return is_op(v, LLVMFMul, bb) && has_contract(v) && pmap_get(&S->mul_uses, v) != NULL;
}

/* Plan one fadd/fsub; returns the fmul it absorbs, or NULL. */
static LLVMValueRef plan_one(SelectCtx *S, LLVMValueRef I, ContractPlan *p)
{
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(I);
    bool sub = LLVMGetInstructionOpcode(I) == LLVMFSub;
    LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
    /* the combiner's negation folds come first */
    if (!sub && is_op(b, LLVMFNeg, bb)) {
        sub = true;
        b = LLVMGetOperand(b, 0);
    } else if (!sub && is_op(a, LLVMFNeg, bb)) {
        LLVMValueRef t = a;
        sub = true;
        a = b;
        b = LLVMGetOperand(t, 0);
    } else if (sub && is_op(b, LLVMFNeg, bb)) {
        sub = false;
        b = LLVMGetOperand(b, 0);
    }
    bool ca = contractable(S, a, bb), cb = contractable(S, b, bb);
    memset(p, 0, sizeof *p);
    if (!sub) {
        /* fadd m, m: the combiner never fuses (fma x, y, m gains nothing) */
        if (a == b)
            return NULL;
        if (ca && cb && uses_left(S, a) > uses_left(S, b)) {
            LLVMValueRef t = a;
            a = b;
            b = t;
            cb = true;
        }
        LLVMValueRef m = ca ? a : cb ? b : NULL;
        if (!m)
            return NULL;
        p->x = LLVMGetOperand(m, 0);
        p->y = LLVMGetOperand(m, 1);
        p->z = m == a ? b : a;
        return m;
    }
    if (ca && cb && uses_left(S, a) > uses_left(S, b)) {
        /* fsub (fmul a0,a1), (fmul b0,b1) -> fma -b0, b1, (fmul a0,a1) */
        p->x = LLVMGetOperand(b, 0), p->y = LLVMGetOperand(b, 1), p->z = a, p->negx = true;
        return b;
    }
    if (ca) {
        p->x = LLVMGetOperand(a, 0), p->y = LLVMGetOperand(a, 1), p->z = b, p->negz = true;
        return a;
    }
    if (cb) {
        p->x = LLVMGetOperand(b, 0), p->y = LLVMGetOperand(b, 1), p->z = a, p->negx = true;
        return b;
    }
    if (is_op(a, LLVMFNeg, bb) && contractable(S, LLVMGetOperand(a, 0), bb)) {
        LLVMValueRef m = LLVMGetOperand(a, 0);
        p->x = LLVMGetOperand(m, 0), p->y = LLVMGetOperand(m, 1), p->z = b, p->negx = p->negz = true;
        return m;
    }
    return NULL;
}

void contract_plan_function(SelectCtx *S, LLVMValueRef fn)
{
    pmap_init(&S->contract, S->a);
    pmap_init(&S->mul_uses, S->a);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        bool any = false;
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I))
            if (LLVMGetInstructionOpcode(I) == LLVMFMul && has_contract(I) && fma_key(S, LLVMTypeOf(I))) {
                pmap_put(&S->mul_uses, I, (void *)dag_uses(I));
                any = true;
            }
        if (!any)
            continue;
        for (LLVMValueRef I = LLVMGetLastInstruction(bb); I; I = LLVMGetPreviousInstruction(I)) {
            LLVMOpcode op = LLVMGetInstructionOpcode(I);
            if ((op != LLVMFAdd && op != LLVMFSub) || !has_contract(I))
                continue;
            ContractPlan p;
            LLVMValueRef m = plan_one(S, I, &p);
            if (!m)
                continue;
            ContractPlan *kept = arena_alloc(S->a, sizeof *kept);
            *kept = p;
            pmap_put(&S->contract, I, kept);
            /* the fused add no longer uses the fmul, except as its addend
             * (fsub m, m -> fma x, y, -m) */
            uintptr_t n = uses_left(S, m);
            unsigned gone = 0;
            for (unsigned i = 0; i < 2; i++)
                gone += LLVMGetOperand(I, i) == m;
            if (gone && p.z == m)
                gone--;
            n = n > gone ? n - gone : 0;
            /* keep the entry present (NULL means "not contractable") */
            pmap_put(&S->mul_uses, m, (void *)(n ? n : (uintptr_t)-1));
        }
    }
}

bool contract_mul_is_dead(SelectCtx *S, LLVMValueRef mul)
{
    return uses_left(S, mul) == (uintptr_t)-1;
}

static MOperand negated(SelectCtx *S, LLVMValueRef v, unsigned leaf, const char *key)
{
    MOperand src = val_reg(S, v, leaf);
    MOperand r = new_vreg(S, (RegClass)src.rc);
    emit(S, key, 2, r, src);
    return r;
}

bool contract_lower(SelectCtx *S, LLVMValueRef I)
{
    ContractPlan *p = pmap_get(&S->contract, I);
    if (!p)
        return false;
    LLVMTypeRef ty = LLVMTypeOf(I);
    const char *fk = fma_key(S, ty), *nk = neg_key(ty);
    VLoc *res = result_loc(S, I);
    for (unsigned i = 0; i < res->n; i++) {
        MOperand x = p->negx ? negated(S, p->x, i, nk) : val_reg(S, p->x, i);
        MOperand y = val_reg(S, p->y, i);
        MOperand z = p->negz ? negated(S, p->z, i, nk) : val_reg(S, p->z, i);
        emit(S, fk, 4, res->ops[i], x, y, z);
    }
    return true;
}
