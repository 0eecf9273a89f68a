/*
 * Integer type legalisation at the IR level, as llc-19's SelectionDAG
 * promotes integer types no PTX register holds (i2..i7, i9..i15, i17..i31,
 * i33..i63, i65..i127, and vectors of them).
 * Consumes: a module LLVM's verifier accepted (after the -O IR passes, before
 *           expand_ir, which then expands what this pass emits on i8/i16/i128).
 * Produces: the same module in which no value, parameter or return value has
 *           such a type: every value of odd width N lives in the next legal
 *           width M (8, 16, 32, 64, 128) whose low N bits are the value and
 *           whose high M-N bits are undefined ("garbage"), as in the DAG's
 *           promoted integers. Where an operation reads the high bits they
 *           are defined first: zero-extended in register (and with 2^N-1) for
 *           udiv/urem/lshr/unsigned and equality compares/uitofp/zext/
 *           inttoptr/shift amounts/stores, sign-extended in register (shl then
 *           ashr by M-N) for sdiv/srem/ashr/signed compares/sitofp/sext.
 *           add/sub/mul/shl/and/or/xor/select/phi/freeze/trunc compute in iM
 *           (their low N bits do not depend on the high ones); nsw/nuw/exact/
 *           disjoint flags are dropped (they would claim facts about iM).
 *           Loads and stores touch exactly the store size, ceil(N/8) bytes,
 *           in power-of-two pieces at increasing byte offsets (little-endian),
 *           as LLVM's legaliser splits them; a store writes the bits above N
 *           of its last byte as zero (llc zero-extends in register too).
 *           Functions (not kernels) with odd iN parameters or returns, N < 64,
 *           get the promoted signature, which gives llc's .param ABI: .b32
 *           for N < 32, .b64 for N < 64; arguments and return values whose
 *           type is narrower than 32 bits in memory are zero-extended (sign-
 *           extended under signext) from N bits as llc extends them; so are
 *           those with zeroext/signext attributes.
 *           Intrinsics: {u,s}{min,max}, abs, ctpop, ctlz, cttz, bitreverse,
 *           bswap, fshl, fshr, {u,s}{add,sub,shl}.sat, {u,s}{add,sub,mul}.
 *           with.overflow (operands top-aligned in iM: overflow and
 *           saturation in iM are then exactly those in iN), fpto{u,s}i.sat,
 *           vector.reduce.{add,mul,and,or,xor,umin,umax,smin,smax}.
 * Refused (an error naming the construct; the module is left unchanged):
 *           odd widths in kernel parameters (llc-19 prints .param .u33,
 *           which ptxas rejects), parameters or returns of i65..i127 (llc-19
 *           crashes) or of vectors/aggregates with odd elements, loads and
 *           stores of odd vectors and aggregates, bitcasts of odd vectors,
 *           other intrinsics on odd widths, and any other instruction with an
 *           odd-width operand that the list above does not name.
 * Widths above 128 are not touched (the selector refuses them).
 */
#include <string.h>

#include <llvm-c/Analysis.h>

#include "isel.h"

typedef struct Leg {
    ptxsel_context *ctx;
    const char *file;
    LLVMModuleRef mod;
    LLVMContextRef c;
    LLVMTargetDataRef td;
    LLVMBuilderRef b;
    Arena *a;
    PtrMap map;          /* old odd value -> promoted value */
    LLVMValueRef *dead;  /* old instructions, erased after their function */
    size_t ndead, capdead;
    unsigned nerr;
    bool changed;
    bool any_odd;        /* check_module saw an odd-width type: a signature, an
                          * instruction or an intrinsic declaration */
    EvenTypes even;      /* types seen without an odd width */
} Leg;

/* ---------------------------------------------------------------- types */

static bool odd_width(unsigned w)
{
    return w < 128 && w != 1 && w != 8 && w != 16 && w != 32 && w != 64;
}

static unsigned legal_width(unsigned w)
{
    return w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : w <= 64 ? 64 : 128;
}

static bool has_odd(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind:
        return odd_width(LLVMGetIntTypeWidth(t));
    case LLVMVectorTypeKind:
    case LLVMArrayTypeKind:
        return has_odd(LLVMGetElementType(t));
    case LLVMStructTypeKind:
        for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
            if (has_odd(LLVMStructGetTypeAtIndex(t, i)))
                return true;
        return false;
    default:
        return false;
    }
}

static bool odd_scalar(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && odd_width(LLVMGetIntTypeWidth(t));
}

/* the integer (or vector element) type's width */
static unsigned elem_width(LLVMTypeRef t)
{
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
        t = LLVMGetElementType(t);
    return LLVMGetIntTypeWidth(t);
}

static LLVMTypeRef promote(Leg *L, LLVMTypeRef t)
{
    if (!has_odd(t))
        return t;
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind:
        return LLVMIntTypeInContext(L->c, legal_width(LLVMGetIntTypeWidth(t)));
    case LLVMVectorTypeKind:
        return LLVMVectorType(promote(L, LLVMGetElementType(t)), LLVMGetVectorSize(t));
    case LLVMArrayTypeKind:
        return LLVMArrayType2(promote(L, LLVMGetElementType(t)), LLVMGetArrayLength2(t));
    default: { /* struct */
        unsigned n = LLVMCountStructElementTypes(t);
        LLVMTypeRef *el = arena_alloc(L->a, (n ? n : 1) * sizeof *el);
        for (unsigned i = 0; i < n; i++)
            el[i] = promote(L, LLVMStructGetTypeAtIndex(t, i));
        return LLVMStructTypeInContext(L->c, el, n, LLVMIsPackedStruct(t));
    }
    }
}

static const char *tstr(Leg *L, LLVMTypeRef t)
{
    char *s = LLVMPrintTypeToString(t);
    const char *r = arena_strdup(L->a, s);
    LLVMDisposeMessage(s);
    return r;
}

/* ---------------------------------------------------------------- helpers */

/* x in every element of the integer or integer-vector type t */
static LLVMValueRef cval(LLVMTypeRef t, unsigned long long x)
{
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
        return LLVMConstInt(t, x, 0);
    unsigned n = LLVMGetVectorSize(t);
    LLVMValueRef e = LLVMConstInt(LLVMGetElementType(t), x, 0), v[64];
    if (n > 64) /* checked before rewriting */
        return LLVMGetPoison(t);
    for (unsigned i = 0; i < n; i++)
        v[i] = e;
    return LLVMConstVector(v, n);
}

/* 2^n - 1 in each element of t (folded by the builder's constant folder) */
static LLVMValueRef low_mask(Leg *L, LLVMTypeRef t, unsigned n)
{
    return LLVMBuildLShr(L->b, LLVMConstAllOnes(t), cval(t, elem_width(t) - n), "");
}

/* v (type iM or <k x iM>) with bits n..M-1 cleared */
static LLVMValueRef zx(Leg *L, LLVMValueRef v, unsigned n)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return n >= elem_width(t) ? v : LLVMBuildAnd(L->b, v, low_mask(L, t, n), "");
}

/* v with bits n..M-1 copies of bit n-1 */
static LLVMValueRef sx(Leg *L, LLVMValueRef v, unsigned n)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (n >= elem_width(t))
        return v;
    LLVMValueRef k = cval(t, elem_width(t) - n);
    return LLVMBuildAShr(L->b, LLVMBuildShl(L->b, v, k, ""), k, "");
}

/* v shifted so that its N bits are the top bits of iM */
static LLVMValueRef top(Leg *L, LLVMValueRef v, unsigned n)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMBuildShl(L->b, v, cval(t, elem_width(t) - n), "");
}

static LLVMValueRef untop(Leg *L, LLVMValueRef v, unsigned n)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMBuildLShr(L->b, v, cval(t, elem_width(t) - n), "");
}

/* a call of the intrinsic `name` overloaded on types tys */
static LLVMValueRef icall(Leg *L, const char *name, LLVMTypeRef *tys, unsigned ntys, LLVMValueRef *args,
                          unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(L->mod, id, tys, ntys);
    LLVMTypeRef fty = LLVMIntrinsicGetType(L->c, id, tys, ntys);
    return LLVMBuildCall2(L->b, fty, fn, args, n, "");
}

static LLVMValueRef icall1(Leg *L, const char *name, LLVMTypeRef ty, LLVMValueRef *args, unsigned n)
{
    return icall(L, name, &ty, 1, args, n);
}

static void kill(Leg *L, LLVMValueRef I)
{
    if (L->ndead == L->capdead) {
        size_t cap = L->capdead ? 2 * L->capdead : 64;
        LLVMValueRef *d = arena_alloc(L->a, cap * sizeof *d);
        if (L->ndead)
            memcpy(d, L->dead, L->ndead * sizeof *d);
        L->dead = d;
        L->capdead = cap;
    }
    L->dead[L->ndead++] = I;
}

/* I computes v: mapped when I's type is odd, else I's uses take v */
static void done(Leg *L, LLVMValueRef I, LLVMValueRef v)
{
    if (has_odd(LLVMTypeOf(I)))
        pmap_put(&L->map, I, v);
    else if (LLVMTypeOf(I) != LLVMVoidTypeInContext(L->c))
        LLVMReplaceAllUsesWith(I, v);
    kill(L, I);
}

/* The promoted form of v (any type: values without odd types are
 * themselves). Constants are converted; the builder's position receives any
 * instruction a constant expression needs. */
static LLVMValueRef get(Leg *L, LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (!has_odd(t))
        return v;
    LLVMValueRef m = pmap_get(&L->map, v);
    if (m)
        return m;
    LLVMTypeRef pt = promote(L, t);
    if (LLVMIsPoison(v))
        return LLVMGetPoison(pt);
    if (LLVMIsUndef(v))
        return LLVMGetUndef(pt);
    if (LLVMIsAConstantAggregateZero(v))
        return LLVMConstNull(pt);
    if (LLVMIsAConstant(v)) /* integers and integer vectors (others are refused) */
        return LLVMBuildZExt(L->b, v, pt, "");
    /* an instruction not yet rewritten: only in blocks the entry does not
     * reach (defs dominate uses elsewhere, and the blocks go in RPO) */
    return LLVMGetPoison(pt);
}

/* get(v) with its high bits defined: zero- or sign-extended from N */
static LLVMValueRef getz(Leg *L, LLVMValueRef v)
{
    return zx(L, get(L, v), elem_width(LLVMTypeOf(v)));
}

static LLVMValueRef gets(Leg *L, LLVMValueRef v)
{
    return sx(L, get(L, v), elem_width(LLVMTypeOf(v)));
}

/* v (promoted, type of old value `of`) resized to type t by zext/sext/trunc;
 * the caller has defined the high bits when widening */
static LLVMValueRef resize(Leg *L, LLVMValueRef v, LLVMTypeRef t, bool sign)
{
    unsigned from = elem_width(LLVMTypeOf(v)), to = elem_width(t);
    if (from == to)
        return v;
    if (from > to)
        return LLVMBuildTrunc(L->b, v, t, "");
    return sign ? LLVMBuildSExt(L->b, v, t, "") : LLVMBuildZExt(L->b, v, t, "");
}

/* ---------------------------------------------------------------- ABI */

/* extension an argument or return value of odd type t gets at a call or
 * return: 's' (signext), 'z' (zeroext, or narrower than 32 bits in memory,
 * as llc extends those to the .b32 parameter), 0 (none) */
static int abi_ext(Leg *L, LLVMTypeRef t, bool has_sext, bool has_zext)
{
    if (has_sext)
        return 's';
    if (has_zext || LLVMABISizeOfType(L->td, t) < 4)
        return 'z';
    return 0;
}

static LLVMValueRef abi_value(Leg *L, LLVMValueRef v, int ext)
{
    return ext == 's' ? gets(L, v) : ext == 'z' ? getz(L, v) : get(L, v);
}

static bool fn_attr(LLVMValueRef fn, unsigned idx, EnumAttr a)
{
    return fn && LLVMGetEnumAttributeAtIndex(fn, idx, enum_attr_kind(a)) != NULL;
}

static bool call_attr(LLVMValueRef call, unsigned idx, EnumAttr a)
{
    if (LLVMGetCallSiteEnumAttribute(call, idx, enum_attr_kind(a)))
        return true;
    LLVMValueRef callee = LLVMGetCalledValue(call);
    return LLVMIsAFunction(callee) && fn_attr(callee, idx, a);
}

/* attributes at idx of an odd-typed position that stay valid on the
 * promoted type (range, nofpclass etc. are type-bound and dropped) */
static bool keeps_attr(LLVMAttributeRef at)
{
    if (!LLVMIsEnumAttribute(at))
        return false;
    unsigned k = LLVMGetEnumAttributeKind(at);
    return k == enum_attr_kind(EA_signext) || k == enum_attr_kind(EA_zeroext) || k == enum_attr_kind(EA_noundef) ||
           k == enum_attr_kind(EA_inreg);
}

static void copy_fn_attrs(Leg *L, LLVMValueRef from, LLVMValueRef to, LLVMTypeRef fty)
{
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef *pt = arena_alloc(L->a, (np ? np : 1) * sizeof *pt);
    LLVMGetParamTypes(fty, pt);
    for (long idx = -1; idx <= (long)np; idx++) {
        LLVMAttributeIndex ai = (LLVMAttributeIndex)idx;
        unsigned n = LLVMGetAttributeCountAtIndex(from, ai);
        if (!n)
            continue;
        LLVMAttributeRef *at = arena_alloc(L->a, n * sizeof *at);
        LLVMGetAttributesAtIndex(from, ai, at);
        bool odd = idx == 0 ? has_odd(LLVMGetReturnType(fty)) : idx > 0 && has_odd(pt[idx - 1]);
        for (unsigned i = 0; i < n; i++)
            if (!odd || keeps_attr(at[i]))
                LLVMAddAttributeAtIndex(to, ai, at[i]);
    }
}

static void copy_call_attrs(Leg *L, LLVMValueRef from, LLVMValueRef to, LLVMTypeRef fty)
{
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef *pt = arena_alloc(L->a, (np ? np : 1) * sizeof *pt);
    LLVMGetParamTypes(fty, pt);
    unsigned na = LLVMGetNumArgOperands(from);
    for (long idx = -1; idx <= (long)na; idx++) {
        LLVMAttributeIndex ai = (LLVMAttributeIndex)idx;
        unsigned n = LLVMGetCallSiteAttributeCount(from, ai);
        if (!n)
            continue;
        LLVMAttributeRef *at = arena_alloc(L->a, n * sizeof *at);
        LLVMGetCallSiteAttributes(from, ai, at);
        bool odd = idx == 0 ? has_odd(LLVMGetReturnType(fty))
                            : idx > 0 && has_odd(LLVMTypeOf(LLVMGetOperand(from, (unsigned)idx - 1)));
        for (unsigned i = 0; i < n; i++)
            if (!odd || keeps_attr(at[i]))
                LLVMAddCallSiteAttribute(to, ai, at[i]);
    }
}

static LLVMTypeRef promote_fn_type(Leg *L, LLVMTypeRef fty)
{
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef *pt = arena_alloc(L->a, (np ? np : 1) * sizeof *pt);
    LLVMGetParamTypes(fty, pt);
    for (unsigned i = 0; i < np; i++)
        pt[i] = promote(L, pt[i]);
    return LLVMFunctionType(promote(L, LLVMGetReturnType(fty)), pt, np, LLVMIsFunctionVarArg(fty));
}

/* NULL when a signature's odd types can be promoted, else why not */
static const char *signature_problem(LLVMTypeRef fty)
{
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef pt[np ? np : 1];
    LLVMGetParamTypes(fty, pt);
    for (unsigned i = 0; i <= np; i++) {
        LLVMTypeRef t = i < np ? pt[i] : LLVMGetReturnType(fty);
        if (!has_odd(t))
            continue;
        if (!odd_scalar(t))
            return "a parameter or return value of a vector or aggregate type with odd-width integer elements";
        if (LLVMGetIntTypeWidth(t) > 64)
            return "a parameter or return value of an integer type between i65 and i127 (llc-19 cannot lower "
                   "it either)";
    }
    return NULL;
}

/* ---------------------------------------------------------------- checks */

static bool is_kernel(LLVMModuleRef mod, LLVMValueRef fn)
{
    if (LLVMGetFunctionCallConv(fn) == 71 /* ptx_kernel */)
        return true;
    unsigned nmd = LLVMGetNamedMetadataNumOperands(mod, "nvvm.annotations");
    if (!nmd)
        return false;
    LLVMValueRef mds[nmd];
    LLVMGetNamedMetadataOperands(mod, "nvvm.annotations", mds);
    for (unsigned i = 0; i < nmd; i++) {
        unsigned no = LLVMGetMDNodeNumOperands(mds[i]);
        if (no < 3)
            continue;
        LLVMValueRef ops[no];
        LLVMGetMDNodeOperands(mds[i], ops);
        if (ops[0] != fn)
            continue;
        for (unsigned j = 1; j + 1 < no; j += 2) {
            unsigned kl;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            if (key && kl == 6 && !memcmp(key, "kernel", 6) && ops[j + 1] && LLVMIsAConstantInt(ops[j + 1]) &&
                LLVMConstIntGetZExtValue(ops[j + 1]))
                return true;
        }
    }
    return false;
}

static const char *intrinsic_base(LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    unsigned id = LLVMIsAFunction(callee) ? LLVMGetIntrinsicID(callee) : 0;
    if (!id)
        return NULL;
    size_t n;
    return LLVMIntrinsicGetName(id, &n);
}

static const char *const handled_intrinsics[] = {
    "llvm.umin", "llvm.umax", "llvm.smin", "llvm.smax", "llvm.abs", "llvm.ctpop", "llvm.ctlz", "llvm.cttz",
    "llvm.bitreverse", "llvm.bswap", "llvm.fshl", "llvm.fshr", "llvm.uadd.sat", "llvm.usub.sat",
    "llvm.sadd.sat", "llvm.ssub.sat", "llvm.ushl.sat", "llvm.sshl.sat", "llvm.uadd.with.overflow",
    "llvm.usub.with.overflow", "llvm.sadd.with.overflow", "llvm.ssub.with.overflow", "llvm.umul.with.overflow",
    "llvm.smul.with.overflow", "llvm.fptoui.sat", "llvm.fptosi.sat", "llvm.vector.reduce.add",
    "llvm.vector.reduce.mul", "llvm.vector.reduce.and", "llvm.vector.reduce.or", "llvm.vector.reduce.xor",
    "llvm.vector.reduce.umin", "llvm.vector.reduce.umax", "llvm.vector.reduce.smin", "llvm.vector.reduce.smax",
};

static bool handled_intrinsic(const char *base)
{
    for (size_t i = 0; i < sizeof handled_intrinsics / sizeof *handled_intrinsics; i++)
        if (!strcmp(base, handled_intrinsics[i]))
            return true;
    return false;
}

static bool odd_operand(LLVMValueRef I)
{
    for (int i = 0, n = LLVMGetNumOperands(I); i < n; i++)
        if (has_odd(LLVMTypeOf(LLVMGetOperand(I, (unsigned)i))))
            return true;
    return false;
}

static bool touches_odd(LLVMValueRef I)
{
    return has_odd(LLVMTypeOf(I)) || odd_operand(I);
}

bool even_types_miss(EvenTypes *even, LLVMTypeRef t)
{
    if (has_odd(t))
        return true;
    even->t[type_memo_slot(t, countof(even->t))] = t;
    return false;
}

/* a constant operand this pass cannot convert */
static bool bad_constant(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    if (!LLVMIsAConstant(v) || !has_odd(t) || LLVMIsUndef(v) || LLVMIsPoison(v) || LLVMIsAConstantAggregateZero(v))
        return false;
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return k != LLVMIntegerTypeKind && k != LLVMVectorTypeKind;
}

/* NULL when I can be rewritten, else what the refusal names */
static const char *inst_problem(Leg *L, LLVMValueRef I)
{
    LLVMTypeRef t = LLVMTypeOf(I);
    for (int i = 0, n = LLVMGetNumOperands(I); i < n; i++)
        if (bad_constant(LLVMGetOperand(I, (unsigned)i)))
            return "a constant aggregate with odd-width integer elements";
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) > 64 && has_odd(t))
        return "a vector of more than 64 odd-width integers";
    switch (LLVMGetInstructionOpcode(I)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMURem: case LLVMSDiv: case LLVMSRem:
    case LLVMICmp: case LLVMSelect: case LLVMPHI: case LLVMFreeze:
    case LLVMUIToFP: case LLVMSIToFP: case LLVMFPToUI: case LLVMFPToSI: case LLVMPtrToInt: case LLVMIntToPtr:
    case LLVMExtractValue: case LLVMInsertValue: case LLVMShuffleVector:
        return NULL;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: {
        LLVMTypeRef s = LLVMTypeOf(LLVMGetOperand(I, 0));
        if (elem_width(s) > 128 || elem_width(t) > 128)
            return "a conversion between an odd-width integer and one wider than 128 bits";
        return NULL;
    }
    case LLVMExtractElement: case LLVMInsertElement: {
        LLVMValueRef idx = LLVMGetOperand(I, LLVMGetInstructionOpcode(I) == LLVMExtractElement ? 1 : 2);
        return has_odd(LLVMTypeOf(idx)) ? "a vector index of odd-width integer type" : NULL;
    }
    case LLVMGetElementPtr:
        for (int i = 1, n = LLVMGetNumOperands(I); i < n; i++)
            if (has_odd(LLVMTypeOf(LLVMGetOperand(I, (unsigned)i))) && !odd_scalar(LLVMTypeOf(LLVMGetOperand(I, (unsigned)i))))
                return "a getelementptr with a vector index of odd-width integers";
        return NULL;
    case LLVMLoad:
        return odd_scalar(t) ? NULL : "a load of a vector or aggregate with odd-width integer elements";
    case LLVMStore:
        return odd_scalar(LLVMTypeOf(LLVMGetOperand(I, 0)))
                   ? NULL
                   : "a store of a vector or aggregate with odd-width integer elements";
    case LLVMRet:
        return NULL; /* the function's signature was checked */
    case LLVMSwitch:
        return NULL;
    case LLVMCall: {
        if (LLVMGetNumOperandBundles(I))
            return "a call with operand bundles and odd-width integer operands";
        const char *base = intrinsic_base(I);
        if (base)
            return handled_intrinsic(base) ? NULL : arena_printf(L->a, "the intrinsic '%s' on odd-width integers", base);
        if (LLVMIsAInlineAsm(LLVMGetCalledValue(I)))
            return "inline assembly with odd-width integer operands";
        return signature_problem(LLVMGetCalledFunctionType(I));
    }
    case LLVMBitCast:
        return "a bitcast of a vector of odd-width integers";
    default:
        return "this instruction on odd-width integers";
    }
}

static void refuse(Leg *L, LLVMValueRef fn, LLVMValueRef inst, const char *what, LLVMTypeRef t)
{
    diag_report(L->ctx, PTXSEL_ERROR, L->file, ir_ref(fn), ir_ref(inst), NULL, "unsupported: %s ('%s')", what, tstr(L, t));
    L->nerr++;
}

/* first odd type among I's result and operands (for the diagnostic) */
static LLVMTypeRef odd_type_of(LLVMValueRef I)
{
    if (has_odd(LLVMTypeOf(I)))
        return LLVMTypeOf(I);
    for (int i = 0, n = LLVMGetNumOperands(I); i < n; i++)
        if (has_odd(LLVMTypeOf(LLVMGetOperand(I, (unsigned)i))))
            return LLVMTypeOf(LLVMGetOperand(I, (unsigned)i));
    return LLVMGetReturnType(LLVMGetCalledFunctionType(I));
}

static bool function_has_odd(LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I))
            if (touches_odd(I))
                return true;
    return false;
}


static bool fn_type_has_odd(LLVMTypeRef fty)
{
    if (has_odd(LLVMGetReturnType(fty)))
        return true;
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef pt[np ? np : 1];
    LLVMGetParamTypes(fty, pt);
    for (unsigned i = 0; i < np; i++)
        if (has_odd(pt[i]))
            return true;
    return false;
}

/* reports every construct this pass refuses; true when there is none */
static bool check_module(Leg *L)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(L->mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
        if (LLVMGetIntrinsicID(fn)) {
            /* an unused one is deleted by the rewrite */
            if (!L->any_odd && fn_type_has_odd(fty))
                L->any_odd = true;
            continue;
        }
        if (fn_type_has_odd(fty)) {
            L->any_odd = true;
            const char *why = is_kernel(L->mod, fn) ? "a kernel parameter of odd-width integer type (llc-19 prints it "
                                                      "as .param .uN, which ptxas rejects)"
                                                    : signature_problem(fty);
            if (why)
                refuse(L, fn, NULL, why, fty);
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
                ir_prefetch_ahead(I);
                if (!inst_touches_odd(&L->even, I, LLVMGetInstructionOpcode(I)))
                    continue;
                L->any_odd = true;
                const char *why = inst_problem(L, I);
                if (why)
                    refuse(L, fn, I, why, odd_type_of(I));
            }
    }
    return L->nerr == 0;
}

/* ---------------------------------------------------------------- rewriting */

static LLVMValueRef pos_before(Leg *L, LLVMValueRef I)
{
    LLVMPositionBuilderBefore(L->b, I);
    return I;
}

/* Exactly the store size of iN, ceil(N/8) bytes at ptr, in power-of-two
 * pieces at increasing offsets (little-endian), with I's alignment and
 * volatility: v (promoted, high bits zero) stored when given, else the iM
 * (type pt) loaded. */
static LLVMValueRef mem_pieces(Leg *L, LLVMValueRef I, LLVMValueRef ptr, unsigned n, LLVMTypeRef pt, LLVMValueRef v)
{
    LLVMValueRef acc = NULL;
    unsigned align = LLVMGetAlignment(I), size = (n + 7) / 8, off = 0;
    LLVMTypeRef i8 = LLVMInt8TypeInContext(L->c), i64 = LLVMInt64TypeInContext(L->c);
    while (off < size) {
        unsigned p = 8;
        while (p > size - off)
            p /= 2;
        LLVMValueRef idx = LLVMConstInt(i64, off, 0);
        LLVMValueRef at = off ? LLVMBuildInBoundsGEP2(L->b, i8, ptr, &idx, 1, "") : ptr;
        LLVMTypeRef ptype = LLVMIntTypeInContext(L->c, 8 * p);
        LLVMValueRef mi;
        if (v) {
            LLVMValueRef piece = off ? LLVMBuildLShr(L->b, v, cval(pt, 8ull * off), "") : v;
            mi = LLVMBuildStore(L->b, resize(L, piece, ptype, false), at);
        } else {
            mi = LLVMBuildLoad2(L->b, ptype, at, "");
            LLVMValueRef w = resize(L, mi, pt, false);
            if (off)
                w = LLVMBuildShl(L->b, w, cval(pt, 8ull * off), "");
            acc = acc ? LLVMBuildOr(L->b, acc, w, "") : w;
        }
        unsigned a = off ? off & -off : align;
        LLVMSetAlignment(mi, a < align ? a : align);
        LLVMSetVolatile(mi, LLVMGetVolatile(I));
        off += p;
    }
    return acc;
}

static LLVMValueRef rewrite_intrinsic(Leg *L, LLVMValueRef I, const char *base)
{
    unsigned na = LLVMGetNumArgOperands(I);
    LLVMValueRef a0 = na > 0 ? LLVMGetOperand(I, 0) : NULL, a1 = na > 1 ? LLVMGetOperand(I, 1) : NULL;
    LLVMTypeRef rt = LLVMTypeOf(I);
    LLVMValueRef args[3];
    if (!strncmp(base, "llvm.vector.reduce.", 19)) {
        const char *op = base + 19;
        LLVMValueRef v = op[0] == 'u' ? getz(L, a0) : op[0] == 's' ? gets(L, a0) : get(L, a0);
        return icall1(L, base, LLVMTypeOf(v), &v, 1);
    }
    if (!strcmp(base, "llvm.fptoui.sat") || !strcmp(base, "llvm.fptosi.sat")) {
        /* saturated to at least 32 bits (what the selector has), then to N */
        LLVMTypeRef pt = promote(L, rt);
        if (elem_width(pt) < 32)
            pt = LLVMGetTypeKind(pt) == LLVMVectorTypeKind
                     ? LLVMVectorType(LLVMInt32TypeInContext(L->c), LLVMGetVectorSize(pt))
                     : LLVMInt32TypeInContext(L->c);
        LLVMTypeRef tys[2] = {pt, LLVMTypeOf(a0)};
        unsigned n = elem_width(rt);
        LLVMValueRef r = icall(L, base, tys, 2, &a0, 1);
        if (base[9] == 'u') {
            args[0] = r, args[1] = low_mask(L, pt, n);
            r = icall1(L, "llvm.umin", pt, args, 2);
        } else {
            args[0] = r, args[1] = low_mask(L, pt, n - 1);
            r = icall1(L, "llvm.smin", pt, args, 2);
            args[0] = r, args[1] = LLVMBuildNot(L->b, low_mask(L, pt, n - 1), "");
            r = icall1(L, "llvm.smax", pt, args, 2);
        }
        return resize(L, r, promote(L, rt), false);
    }
    unsigned n = elem_width(LLVMTypeOf(a0));
    LLVMTypeRef pt = promote(L, LLVMTypeOf(a0));
    unsigned m = elem_width(pt);
    if (!strcmp(base, "llvm.umin") || !strcmp(base, "llvm.umax")) {
        args[0] = getz(L, a0), args[1] = getz(L, a1);
        return icall1(L, base, pt, args, 2);
    }
    if (!strcmp(base, "llvm.smin") || !strcmp(base, "llvm.smax")) {
        args[0] = gets(L, a0), args[1] = gets(L, a1);
        return icall1(L, base, pt, args, 2);
    }
    if (!strcmp(base, "llvm.abs")) {
        args[0] = gets(L, a0), args[1] = a1;
        return icall1(L, base, pt, args, 2);
    }
    LLVMValueRef no = LLVMConstInt(LLVMInt1TypeInContext(L->c), 0, 0);
    if (!strcmp(base, "llvm.ctpop")) {
        args[0] = getz(L, a0);
        return icall1(L, base, pt, args, 1);
    }
    if (!strcmp(base, "llvm.ctlz")) { /* zero counts N: M - (M - N) */
        args[0] = getz(L, a0), args[1] = no;
        return LLVMBuildSub(L->b, icall1(L, base, pt, args, 2), cval(pt, m - n), "");
    }
    if (!strcmp(base, "llvm.cttz")) { /* bit N set: zero counts N */
        LLVMValueRef bit = LLVMBuildShl(L->b, cval(pt, 1), cval(pt, n), "");
        args[0] = LLVMBuildOr(L->b, get(L, a0), bit, ""), args[1] = no;
        return icall1(L, base, pt, args, 2);
    }
    if (!strcmp(base, "llvm.bitreverse") || !strcmp(base, "llvm.bswap")) {
        args[0] = get(L, a0);
        return untop(L, icall1(L, base, pt, args, 1), n);
    }
    if (!strcmp(base, "llvm.fshl") || !strcmp(base, "llvm.fshr")) {
        /* c = amount mod N; fshl = a << c | b >> (N - c), fshr = a << (N - c) | b >> c
         * (b zero-extended: b >> N is 0 in iM, so c = 0 needs no case) */
        LLVMValueRef c = LLVMBuildURem(L->b, getz(L, LLVMGetOperand(I, 2)), cval(pt, n), "");
        LLVMValueRef nc = LLVMBuildSub(L->b, cval(pt, n), c, "");
        bool left = base[8] == 'l';
        LLVMValueRef hi = LLVMBuildShl(L->b, get(L, a0), left ? c : nc, "");
        LLVMValueRef lo = LLVMBuildLShr(L->b, getz(L, a1), left ? nc : c, "");
        return LLVMBuildOr(L->b, hi, lo, "");
    }
    bool shl_sat = !strcmp(base, "llvm.ushl.sat") || !strcmp(base, "llvm.sshl.sat");
    if (strstr(base, ".sat")) { /* saturation at the top of iM is saturation in iN */
        args[0] = top(L, get(L, a0), n);
        args[1] = shl_sat ? getz(L, a1) : top(L, get(L, a1), n);
        return untop(L, icall1(L, base, pt, args, 2), n);
    }
    /* {u,s}{add,sub,mul}.with.overflow: overflow of the top-aligned operands
     * in iM is overflow in iN (mul: one operand top-aligned, the other
     * extended) */
    bool mul = strstr(base, "mul") != NULL, sign = base[5] == 's';
    args[0] = top(L, get(L, a0), n);
    args[1] = !mul ? top(L, get(L, a1), n) : sign ? gets(L, a1) : getz(L, a1);
    LLVMValueRef r = icall1(L, base, pt, args, 2);
    LLVMValueRef val = untop(L, LLVMBuildExtractValue(L->b, r, 0, ""), n);
    LLVMValueRef agg = LLVMGetPoison(promote(L, rt));
    agg = LLVMBuildInsertValue(L->b, agg, val, 0, "");
    return LLVMBuildInsertValue(L->b, agg, LLVMBuildExtractValue(L->b, r, 1, ""), 1, "");
}

static LLVMValueRef rewrite_call(Leg *L, LLVMValueRef I)
{
    LLVMTypeRef fty = LLVMGetCalledFunctionType(I), nfty = promote_fn_type(L, fty);
    unsigned na = LLVMGetNumArgOperands(I);
    LLVMValueRef *args = arena_alloc(L->a, (na ? na : 1) * sizeof *args);
    for (unsigned i = 0; i < na; i++) {
        LLVMValueRef a = LLVMGetOperand(I, i);
        args[i] = !has_odd(LLVMTypeOf(a))
                      ? a
                      : abi_value(L, a, abi_ext(L, LLVMTypeOf(a), call_attr(I, i + 1, EA_signext),
                                                call_attr(I, i + 1, EA_zeroext)));
    }
    LLVMValueRef nc = LLVMBuildCall2(L->b, nfty, LLVMGetCalledValue(I), args, na, "");
    copy_call_attrs(L, I, nc, fty);
    LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(I));
    LLVMSetTailCallKind(nc, LLVMGetTailCallKind(I));
    return nc;
}

static LLVMValueRef rewrite_switch(Leg *L, LLVMValueRef I)
{
    LLVMValueRef cond = LLVMGetOperand(I, 0);
    LLVMValueRef nv = getz(L, cond);
    unsigned ns = LLVMGetNumSuccessors(I);
    LLVMValueRef sw = LLVMBuildSwitch(L->b, nv, LLVMGetSwitchDefaultDest(I), ns - 1);
    for (unsigned i = 1; i < ns; i++)
        LLVMAddCase(sw, get(L, LLVMGetOperand(I, 2 * i)), LLVMGetSuccessor(I, i));
    return sw;
}

/* the value of an aggregate with one element replaced, along a path of indices */
static LLVMValueRef insert_path(Leg *L, LLVMValueRef agg, LLVMValueRef v, const unsigned *idx, unsigned n)
{
    if (n == 1)
        return LLVMBuildInsertValue(L->b, agg, v, idx[0], "");
    LLVMValueRef sub = LLVMBuildExtractValue(L->b, agg, idx[0], "");
    return LLVMBuildInsertValue(L->b, agg, insert_path(L, sub, v, idx + 1, n - 1), idx[0], "");
}

static void rewrite_inst(Leg *L, LLVMValueRef I)
{
    pos_before(L, I);
    LLVMOpcode op = LLVMGetInstructionOpcode(I);
    LLVMTypeRef t = LLVMTypeOf(I), pt = promote(L, t);
    LLVMValueRef a = LLVMGetNumOperands(I) > 0 ? LLVMGetOperand(I, 0) : NULL;
    LLVMValueRef bo = LLVMGetNumOperands(I) > 1 ? LLVMGetOperand(I, 1) : NULL;
    LLVMValueRef r = NULL;
    /* What the operation's value is at width N, folded before it is
     * promoted, as llc-19's DAG combiner folds it before type legalisation
     * (at every level): 'or i7 -1, x' is -1 at i7 but not at i16, where a
     * promoted -1 is 127 (difftest s96936_O0: such an 'or' kept the i7
     * division it made dead, in a loop, 2.0x llc-19's time). */
    LLVMValueRef f = fold_inst(I, op);
    if (f) {
        done(L, I, get(L, f));
        return;
    }
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr: case LLVMXor:
        r = LLVMBuildBinOp(L->b, op, get(L, a), get(L, bo), "");
        break;
    case LLVMShl:
        r = LLVMBuildShl(L->b, get(L, a), getz(L, bo), "");
        break;
    case LLVMLShr: case LLVMUDiv: case LLVMURem:
        r = LLVMBuildBinOp(L->b, op, getz(L, a), getz(L, bo), "");
        break;
    case LLVMAShr:
        r = LLVMBuildAShr(L->b, gets(L, a), getz(L, bo), "");
        break;
    case LLVMSDiv: case LLVMSRem:
        r = LLVMBuildBinOp(L->b, op, gets(L, a), gets(L, bo), "");
        break;
    case LLVMICmp: {
        LLVMIntPredicate p = LLVMGetICmpPredicate(I);
        bool s = p == LLVMIntSGT || p == LLVMIntSGE || p == LLVMIntSLT || p == LLVMIntSLE;
        r = LLVMBuildICmp(L->b, p, s ? gets(L, a) : getz(L, a), s ? gets(L, bo) : getz(L, bo), "");
        break;
    }
    case LLVMSelect:
        r = LLVMBuildSelect(L->b, a, get(L, bo), get(L, LLVMGetOperand(I, 2)), "");
        break;
    case LLVMFreeze:
        r = LLVMBuildFreeze(L->b, get(L, a), "");
        break;
    case LLVMTrunc:
        r = resize(L, get(L, a), pt, false);
        break;
    case LLVMZExt: case LLVMSExt:
        r = resize(L, op == LLVMSExt ? gets(L, a) : getz(L, a), pt, op == LLVMSExt);
        break;
    case LLVMUIToFP:
        r = LLVMBuildUIToFP(L->b, getz(L, a), t, "");
        break;
    case LLVMSIToFP:
        r = LLVMBuildSIToFP(L->b, gets(L, a), t, "");
        break;
    case LLVMFPToUI:
        r = LLVMBuildFPToUI(L->b, a, pt, "");
        break;
    case LLVMFPToSI:
        r = LLVMBuildFPToSI(L->b, a, pt, "");
        break;
    case LLVMPtrToInt:
        r = LLVMBuildPtrToInt(L->b, a, pt, "");
        break;
    case LLVMIntToPtr:
        r = LLVMBuildIntToPtr(L->b, getz(L, a), t, "");
        break;
    case LLVMExtractElement:
        r = LLVMBuildExtractElement(L->b, get(L, a), bo, "");
        break;
    case LLVMInsertElement:
        r = LLVMBuildInsertElement(L->b, get(L, a), get(L, bo), LLVMGetOperand(I, 2), "");
        break;
    case LLVMShuffleVector: {
        unsigned n = LLVMGetNumMaskElements(I);
        LLVMTypeRef i32 = LLVMInt32TypeInContext(L->c);
        LLVMValueRef *mask = arena_alloc(L->a, (n ? n : 1) * sizeof *mask);
        for (unsigned i = 0; i < n; i++) {
            int e = LLVMGetMaskValue(I, i);
            mask[i] = e == LLVMGetUndefMaskElem() ? LLVMGetPoison(i32) : LLVMConstInt(i32, (unsigned)e, 0);
        }
        r = LLVMBuildShuffleVector(L->b, get(L, a), get(L, bo), LLVMConstVector(mask, n), "");
        break;
    }
    case LLVMExtractValue: {
        unsigned n = LLVMGetNumIndices(I);
        const unsigned *idx = LLVMGetIndices(I);
        r = get(L, a);
        for (unsigned i = 0; i < n; i++)
            r = LLVMBuildExtractValue(L->b, r, idx[i], "");
        break;
    }
    case LLVMInsertValue:
        r = insert_path(L, get(L, a), get(L, bo), LLVMGetIndices(I), LLVMGetNumIndices(I));
        break;
    case LLVMGetElementPtr: /* odd indices, sign-extended as GEP reads them; in place */
        for (unsigned i = 1, n = (unsigned)LLVMGetNumOperands(I); i < n; i++) {
            LLVMValueRef x = LLVMGetOperand(I, i);
            if (has_odd(LLVMTypeOf(x)))
                LLVMSetOperand(I, i, resize(L, gets(L, x), LLVMInt64TypeInContext(L->c), true));
        }
        return;
    case LLVMLoad:
        r = mem_pieces(L, I, a, LLVMGetIntTypeWidth(t), pt, NULL);
        break;
    case LLVMStore:
        mem_pieces(L, I, bo, LLVMGetIntTypeWidth(LLVMTypeOf(a)), promote(L, LLVMTypeOf(a)), getz(L, a));
        break;
    case LLVMRet: {
        LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(I));
        LLVMBuildRet(L->b, abi_value(L, a, abi_ext(L, LLVMTypeOf(a), fn_attr(fn, 0, EA_signext),
                                                   fn_attr(fn, 0, EA_zeroext))));
        break;
    }
    case LLVMSwitch:
        rewrite_switch(L, I);
        break;
    case LLVMCall: {
        const char *base = intrinsic_base(I);
        r = base ? rewrite_intrinsic(L, I, base) : rewrite_call(L, I);
        break;
    }
    default: /* PHI: made before; everything else was refused by check_module */
        return;
    }
    done(L, I, r);
}

/* blocks in reverse post-order from the entry, then the unreachable ones
 * (whose uses of values not yet rewritten read poison); returns how many */
static size_t block_order(Leg *L, LLVMValueRef fn, LLVMBasicBlockRef **out)
{
    size_t nb = LLVMCountBasicBlocks(fn), n = 0, sp = 0;
    LLVMBasicBlockRef *post = arena_alloc(L->a, (nb + 1) * sizeof *post);
    LLVMBasicBlockRef *stk = arena_alloc(L->a, (nb + 1) * sizeof *stk);
    unsigned *next = arena_alloc(L->a, (nb + 1) * sizeof *next);
    PtrMap seen;
    pmap_init(&seen, L->a);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    stk[sp++] = entry;
    pmap_put(&seen, entry, (void *)1);
    next[0] = 0;
    while (sp) {
        LLVMBasicBlockRef bb = stk[sp - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
        if (next[sp - 1] < ns) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(term, next[sp - 1]++);
            if (!pmap_get(&seen, s)) {
                pmap_put(&seen, s, (void *)1);
                next[sp] = 0;
                stk[sp++] = s;
            }
        } else {
            post[n++] = bb;
            sp--;
        }
    }
    LLVMBasicBlockRef *ord = arena_alloc(L->a, (nb + 1) * sizeof *ord);
    for (size_t i = 0; i < n; i++)
        ord[i] = post[n - 1 - i];
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        if (!pmap_get(&seen, bb))
            ord[n++] = bb;
    *out = ord;
    return n;
}

static void rewrite_function(Leg *L, LLVMValueRef fn)
{
    if (!LLVMGetFirstBasicBlock(fn) || !function_has_odd(fn))
        return;
    L->changed = true;
    L->ndead = 0;
    /* phis first: their incoming values may be defined later */
    LLVMValueRef *phis = NULL;
    size_t nphi = 0, cap = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I && LLVMIsAPHINode(I); I = LLVMGetNextInstruction(I)) {
            if (!has_odd(LLVMTypeOf(I)))
                continue;
            pos_before(L, I);
            pmap_put(&L->map, I, LLVMBuildPhi(L->b, promote(L, LLVMTypeOf(I)), ""));
            if (nphi == cap) {
                cap = cap ? 2 * cap : 16;
                LLVMValueRef *p = arena_alloc(L->a, cap * sizeof *p);
                if (nphi)
                    memcpy(p, phis, nphi * sizeof *p);
                phis = p;
            }
            phis[nphi++] = I;
        }
    LLVMBasicBlockRef *ord;
    size_t nb = block_order(L, fn, &ord);
    for (size_t i = 0; i < nb; i++) {
        LLVMValueRef I = LLVMGetFirstInstruction(ord[i]);
        while (I) {
            LLVMValueRef nx = LLVMGetNextInstruction(I);
            if (touches_odd(I) && !LLVMIsAPHINode(I))
                rewrite_inst(L, I);
            I = nx;
        }
    }
    for (size_t i = 0; i < nphi; i++) {
        LLVMValueRef old = phis[i], nw = pmap_get(&L->map, old);
        for (unsigned k = 0, n = LLVMCountIncoming(old); k < n; k++) {
            LLVMBasicBlockRef in = LLVMGetIncomingBlock(old, k);
            LLVMPositionBuilderBefore(L->b, LLVMGetBasicBlockTerminator(in));
            LLVMValueRef v = get(L, LLVMGetIncomingValue(old, k));
            LLVMAddIncoming(nw, &v, &in, 1);
        }
        kill(L, old);
    }
    for (size_t i = 0; i < L->ndead; i++)
        if (LLVMGetTypeKind(LLVMTypeOf(L->dead[i])) != LLVMVoidTypeKind)
            LLVMReplaceAllUsesWith(L->dead[i], LLVMGetPoison(LLVMTypeOf(L->dead[i])));
    for (size_t i = 0; i < L->ndead; i++)
        LLVMInstructionEraseFromParent(L->dead[i]);
    L->ndead = 0;
}

/* A function whose signature has odd types is replaced by one with the
 * promoted signature that takes over its body, name, attributes and uses.
 * Returns the old function (deleted by the caller once bodies are rewritten). */
static LLVMValueRef promote_signature(Leg *L, LLVMValueRef fn)
{
    LLVMTypeRef fty = LLVMGlobalGetValueType(fn), nfty = promote_fn_type(L, fty);
    size_t len;
    const char *nm = LLVMGetValueName2(fn, &len);
    char *name = arena_strndup(L->a, nm, len);
    LLVMSetValueName2(fn, "", 0);
    LLVMValueRef nf = LLVMAddFunction(L->mod, name, nfty);
    LLVMSetLinkage(nf, LLVMGetLinkage(fn));
    LLVMSetVisibility(nf, LLVMGetVisibility(fn));
    LLVMSetFunctionCallConv(nf, LLVMGetFunctionCallConv(fn));
    LLVMSetUnnamedAddress(nf, LLVMGetUnnamedAddress(fn));
    if (LLVMGetAlignment(fn))
        LLVMSetAlignment(nf, LLVMGetAlignment(fn));
    if (LLVMGetSection(fn))
        LLVMSetSection(nf, LLVMGetSection(fn));
    copy_fn_attrs(L, fn, nf, fty);
    size_t nmd;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(fn, &nmd);
    for (size_t i = 0; i < nmd; i++)
        LLVMGlobalSetMetadata(nf, LLVMValueMetadataEntriesGetKind(md, (unsigned)i),
                              LLVMValueMetadataEntriesGetMetadata(md, (unsigned)i));
    if (md)
        LLVMDisposeValueMetadataEntries(md);
    LLVMBasicBlockRef bb;
    while ((bb = LLVMGetFirstBasicBlock(fn))) {
        LLVMRemoveBasicBlockFromParent(bb);
        LLVMAppendExistingBasicBlock(nf, bb);
    }
    for (unsigned i = 0, n = LLVMCountParams(fn); i < n; i++) {
        LLVMValueRef oa = LLVMGetParam(fn, i), na = LLVMGetParam(nf, i);
        const char *an = LLVMGetValueName2(oa, &len);
        LLVMSetValueName2(na, an, len);
        if (has_odd(LLVMTypeOf(oa)))
            pmap_put(&L->map, oa, na);
        else
            LLVMReplaceAllUsesWith(oa, na);
    }
    LLVMReplaceAllUsesWith(fn, nf);
    return fn;
}

/* Does a function's signature (intrinsics' too) have an odd width? */
static bool any_signature_odd(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        if (fn_type_has_odd(LLVMGlobalGetValueType(fn)))
            return true;
    return false;
}

bool legalize_may_change(LLVMModuleRef mod, bool insts_even)
{
    return !insts_even || any_signature_odd(mod);
}

bool legalize_odd_ints(ptxsel_context *ctx, const char *file, LLVMModuleRef mod, bool insts_even)
{
    /* nothing odd anywhere (most modules): check_module would find nothing */
    if (!legalize_may_change(mod, insts_even))
        return true;
    Leg L;
    memset(&L, 0, sizeof L);
    L.ctx = ctx;
    L.file = file;
    L.mod = mod;
    L.c = LLVMGetModuleContext(mod);
    L.td = LLVMGetModuleDataLayout(mod);
    L.a = arena_new();
    pmap_init(&L.map, L.a);
    bool ok = check_module(&L);
    /* a module without odd-width integers (most) is walked once, here */
    if (ok && L.any_odd) {
        L.b = LLVMCreateBuilderInContext(L.c);
        size_t nold = 0;
        LLVMValueRef *old = NULL;
        for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
            if (!LLVMGetIntrinsicID(fn) && fn_type_has_odd(LLVMGlobalGetValueType(fn)))
                nold++;
        old = arena_alloc(L.a, (nold ? nold : 1) * sizeof *old);
        nold = 0;
        for (LLVMValueRef fn = LLVMGetFirstFunction(mod), nx; fn; fn = nx) {
            nx = LLVMGetNextFunction(fn);
            /* the new functions are appended and have no odd types */
            if (!LLVMGetIntrinsicID(fn) && fn_type_has_odd(LLVMGlobalGetValueType(fn)))
                old[nold++] = promote_signature(&L, fn);
        }
        for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
            rewrite_function(&L, fn);
        for (size_t i = 0; i < nold; i++)
            LLVMDeleteFunction(old[i]);
        /* intrinsic declarations on odd types that no call uses any more */
        for (LLVMValueRef fn = LLVMGetFirstFunction(mod), nx; fn; fn = nx) {
            nx = LLVMGetNextFunction(fn);
            if (LLVMGetIntrinsicID(fn) && !LLVMGetFirstUse(fn) && fn_type_has_odd(LLVMGlobalGetValueType(fn)))
                LLVMDeleteFunction(fn);
        }
        LLVMDisposeBuilder(L.b);
        /* the rewrite must leave valid IR; a slip here is ptxsel's bug,
         * reported rather than selected from */
        char *msg = NULL;
        if ((L.changed || nold) && LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
            diag_report(ctx, PTXSEL_ERROR, file, NULL, NULL, NULL,
                        "internal error: the odd-width integer legalisation produced invalid IR: %s",
                        msg ? msg : "");
            ok = false;
        }
        LLVMDisposeMessage(msg);
    }
    arena_free(L.a);
    return ok;
}
