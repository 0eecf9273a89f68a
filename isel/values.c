/*
 * Values of the selector: types and their leaves, registers, emission, constants, and the
 * operand helpers every lowering uses (val_get / val_op / val_reg / result_loc).
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- errors */

void isel_error(SelectCtx *S, LLVMValueRef inst, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    StrBuf b = {0};
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    /* a selection message is one line: control characters can only come
     * from names in it (an intrinsic or constraint named "x\nerror: y"
     * must not forge a diagnostic line), so they are written \XX */
    StrBuf e = {0};
    for (size_t i = 0; i < b.n; i++) {
        unsigned char c = (unsigned char)b.p[i];
        if (c < 0x20 || c == 0x7f)
            sb_printf(&e, "\\%02X", c);
        else
            sb_putc(&e, (char)c);
    }
    diag_report(S->ctx, PTXSEL_ERROR, S->file, ir_ref(S->fn), ir_ref(inst), NULL, "%s", e.p ? e.p : "");
    sb_free(&e);
    sb_free(&b);
    S->nerr_fn++;
}

/* ---------------------------------------------------------------- types */

const LeafInfo leaf_info[] = {
#define X(name, rc, bits, rbits, fp, mem, text) {rc, bits, rbits, fp, mem, text},
    LEAF_KINDS(X)
#undef X
};

unsigned leaf_bits(LeafKind k)
{
    return leaf_info[k].bits;
}

unsigned leaf_bytes(LeafKind k)
{
    return k == LK_I1 ? 1 : leaf_bits(k) / 8;
}

static bool scalar_leaf_of(SelectCtx *S, LLVMTypeRef ty, LeafKind *k)
{
    switch (LLVMGetTypeKind(ty)) {
    case LLVMIntegerTypeKind:
        switch (LLVMGetIntTypeWidth(ty)) {
        case 1: *k = LK_I1; return true;
        case 8: *k = LK_I8; return true;
        case 16: *k = LK_I16; return true;
        case 32: *k = LK_I32; return true;
        case 64: *k = LK_I64; return true;
        default: return false;
        }
    case LLVMHalfTypeKind: *k = LK_F16; return true;
    case LLVMBFloatTypeKind: *k = LK_BF16; return true;
    case LLVMFloatTypeKind: *k = LK_F32; return true;
    case LLVMDoubleTypeKind: *k = LK_F64; return true;
    case LLVMPointerTypeKind:
        /* a pointer the data layout makes 32-bit (short shared / const /
         * local pointers, "p3:32:32"): a 32-bit value everywhere, as llc's
         * --nvptx-short-ptr mode selects it */
        switch (LLVMPointerSizeForAS(S->td, LLVMGetPointerAddressSpace(ty))) {
        case 8: *k = LK_PTR; return true;
        case 4: *k = LK_P32; return true;
        default: return false;
        }
    default: return false;
    }
}

const struct LeafMemo *leaf_memo_fill(SelectCtx *S, LLVMTypeRef ty)
{
    struct LeafMemo *m = &S->leaf_memo[type_memo_slot(ty, countof(S->leaf_memo))];
    LeafKind k;
    m->ty = ty;
    m->kind = scalar_leaf_of(S, ty, &k) ? (uint8_t)k : UINT8_MAX;
    return m;
}

/* Flatten ty into scalar leaves with in-memory offsets. Returns the count or
 * SIZE_MAX when some part has no PTX representation. */
size_t type_leaves(SelectCtx *S, LLVMTypeRef ty, Leaf *out, size_t max, uint64_t base)
{
    LeafKind k;
    if (scalar_leaf(S, ty, &k)) {
        if (max < 1)
            return SIZE_MAX;
        out[0].kind = (uint8_t)k;
        out[0].as = is_ptr_leaf(k) ? (uint8_t)LLVMGetPointerAddressSpace(ty) : 0;
        out[0].off = base;
        return 1;
    }
    size_t n = 0;
    if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 128) {
        /* i128: (lo, hi) 64-bit halves, little-endian in memory */
        if (max < 2)
            return SIZE_MAX;
        for (int h = 0; h < 2; h++) {
            out[h].kind = LK_I64;
            out[h].as = 0;
            out[h].off = base + 8u * (unsigned)h;
        }
        return 2;
    }
    switch (LLVMGetTypeKind(ty)) {
    case LLVMVectorTypeKind:
    case LLVMArrayTypeKind: {
        LLVMTypeRef el = LLVMGetElementType(ty);
        uint64_t cnt = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : LLVMGetArrayLength2(ty);
        uint64_t stride = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMStoreSizeOfType(S->td, el)
                                                                    : LLVMABISizeOfType(S->td, el);
        if (!cnt)
            return 0;
        /* the first element decides: none ([N x {}]) costs nothing, too
         * many fails before the loop, whatever N is */
        size_t c = type_leaves(S, el, out, max, base);
        if (c == SIZE_MAX || c == 0)
            return c;
        if (cnt > max / c)
            return SIZE_MAX;
        for (uint64_t i = 1; i < cnt; i++)
            type_leaves(S, el, out + i * c, c, base + stride * i);
        return (size_t)(cnt * c);
    }
    case LLVMStructTypeKind: {
        unsigned cnt = LLVMCountStructElementTypes(ty);
        for (unsigned i = 0; i < cnt; i++) {
            LLVMTypeRef el = LLVMStructGetTypeAtIndex(ty, i);
            size_t c = type_leaves(S, el, out + n, max - n, base + LLVMOffsetOfElement(S->td, ty, i));
            if (c == SIZE_MAX)
                return SIZE_MAX;
            n += c;
        }
        return n;
    }
    default:
        return SIZE_MAX;
    }
}


const char *type_str(SelectCtx *S, LLVMTypeRef ty)
{
    char *s = LLVMPrintTypeToString(ty);
    const char *r = arena_strdup(S->a, s);
    LLVMDisposeMessage(s);
    return r;
}

/* Leaves of ty (arena copy); reports an error and returns NULL when ty has no
 * PTX representation. */
/* A vector whose elements are not whole bytes (<4 x i1>, <3 x i4>): LLVM
 * lays it out bit-packed in memory (<4 x i1> is one byte), which the
 * leaves' one-register-per-element offsets do not describe. */
bool is_bitpacked_vector(LLVMTypeRef ty)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
        return false;
    LLVMTypeRef el = LLVMGetElementType(ty);
    return LLVMGetTypeKind(el) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(el) % 8;
}

/* Such a vector in ty itself or in a struct or array element, or NULL. */
LLVMTypeRef packed_vector_in(LLVMTypeRef ty)
{
    switch (LLVMGetTypeKind(ty)) {
    case LLVMVectorTypeKind:
        return is_bitpacked_vector(ty) ? ty : NULL;
    case LLVMArrayTypeKind:
        return packed_vector_in(LLVMGetElementType(ty));
    case LLVMStructTypeKind:
        for (unsigned i = 0, n = LLVMCountStructElementTypes(ty); i < n; i++) {
            LLVMTypeRef v = packed_vector_in(LLVMStructGetTypeAtIndex(ty, i));
            if (v)
                return v;
        }
        return NULL;
    default:
        return NULL;
    }
}

/* The one leaf of each scalar kind at offset 0 (address space 0): what
 * leaves_of returns for most values, without an allocation. */
const Leaf scalar_leaves[] = {
#define X(name, rc, bits, rbits, fp, mem, text) {LK_##name, 0, 0},
    LEAF_KINDS(X)
#undef X
};

/* leaves_of but for a scalar that is not a pointer */
PTXSEL_NOINLINE const Leaf *leaves_of_other(SelectCtx *S, LLVMTypeRef ty, size_t *n, LLVMValueRef where)
{
    LeafKind k;
    if (scalar_leaf(S, ty, &k)) {
        uint8_t as = is_ptr_leaf(k) ? (uint8_t)LLVMGetPointerAddressSpace(ty) : 0;
        *n = 1;
        if (!as)
            return &scalar_leaves[k];
        Leaf *l = arena_alloc(S->a, sizeof *l);
        l->kind = (uint8_t)k;
        l->as = as;
        l->off = 0;
        return l;
    }
    const TypeLeaves *tl = type_leaves_of(S, ty);
    size_t c = tl->n;
    if (c == SIZE_MAX) {
        *n = 0;
        /* once per type and function: the values of that type that follow
         * fail for the same reason */
        if (!pmap_get(&S->bad_types, ty)) {
            pmap_put(&S->bad_types, ty, (void *)1);
            isel_error(S, where, "unsupported type '%s': no PTX register class holds it", type_str(S, ty));
        }
        return NULL;
    }
    *n = c;
    return tl->l;
}

const TypeLeaves *type_leaves_of(SelectCtx *S, LLVMTypeRef ty)
{
    TypeLeaves *m = pmap_get(&S->type_leaves, ty);
    if (m)
        return m;
    Leaf tmp[MAX_LEAVES];
    size_t c = type_leaves(S, ty, tmp, MAX_LEAVES, 0);
    size_t keep = c == SIZE_MAX ? 0 : c;
    /* in the module's arena: S->a is the function's, recycled after it */
    m = arena_alloc(S->m->arena, sizeof *m + (keep ? keep : 1) * sizeof *tmp);
    Leaf *l = (Leaf *)(m + 1);
    memcpy(l, tmp, keep * sizeof *l);
    m->n = c;
    m->l = l;
    pmap_put(&S->type_leaves, ty, m);
    return m;
}


/* ---------------------------------------------------------------- registers */


/* A .b32 register zero-extended into a new .b64 one (a 32-bit count, or a
 * short pointer where an address is 64-bit: cvta, a row's pointer operand,
 * a byte loop's arithmetic); any other operand as it is. */
MOperand zext_b64(SelectCtx *S, MOperand x)
{
    if (x.kind != MO_REG || x.rc != RC_B32)
        return x;
    MOperand w = new_vreg(S, RC_B64);
    emit(S, FORM_cvt_u64_u32, 2, w, x);
    return w;
}

/* ---------------------------------------------------------------- emission */

MInst *emit_ops(SelectCtx *S, FormId id, unsigned nops, const MOperand *ops)
{
    PTXSEL_ASSERT(id < FORM_COUNT && nops <= 0xffff);
    if (S->fp_ftz || S->fp_unsafe) /* fpattr, fpfast: llc-19's .ftz / unsafe-fp-math forms (isel/fpmode.c) */
        id = fp_mode_form(S, id);
    MInst *in = mir_append(S->m, S->cur, (uint32_t)id, (uint16_t)nops, ir_ref(S->inst));
    for (unsigned i = 0; i < nops; i++)
        in->ops[i] = ops[i];
    return in;
}


/* A row the target has (its feature bits and PTX minimum): for choosing
 * between a native form and a promoted sequence before emitting. */
bool form_row_available(FormId id, const ptxsel_target *t)
{
    const FormRow *r = &ptxsel_form_rows[id];
    return feat_first_missing(&t->feat, &r->req) < 0 && r->min_ptx <= t->ptx;
}

MBlock *new_block(SelectCtx *S)
{
    /* llc's numbering: the prologue (block 0) and the IR's entry block
     * (block 1) are llc's block 0 (mc/print.c prints them as one) */
    size_t n = S->f->nblocks, k = 6;
    char label[48] = "$L__BB"; /* "$L__BB<function>_<block>" */
    k += fmt_u64(label + k, S->fn_index);
    label[k++] = '_';
    k += fmt_u64(label + k, n ? n - 1 : 0);
    return mir_new_block(S->m, S->f, arena_strndup(S->a, label, k));
}

/* ---------------------------------------------------------------- constants */

/* The bit pattern of a half, bfloat, float or double constant, exactly as the
 * IR holds it (NaN payloads, signalling NaNs, -0.0 and denormals included):
 * the constant is folded to an integer of its width by a bitcast, which LLVM
 * evaluates on the APFloat's bits (LLVMConstRealGetDouble goes through a
 * double and quietens NaNs). Returns false for other types. */
bool const_fp_bits(LLVMValueRef c, uint64_t *bits)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    unsigned w;
    switch (LLVMGetTypeKind(ty)) {
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind: w = 16; break;
    case LLVMFloatTypeKind: w = 32; break;
    case LLVMDoubleTypeKind: w = 64; break;
    default: return false;
    }
    LLVMValueRef i = LLVMConstBitCast(c, LLVMIntTypeInContext(LLVMGetTypeContext(ty), w));
    if (!i || !LLVMIsAConstantInt(i))
        return false;
    *bits = LLVMConstIntGetZExtValue(i);
    return true;
}

static void const_leaves(SelectCtx *S, LLVMValueRef c, const Leaf *lv, size_t n, MOperand *out);

/* Little-endian bytes of an integer constant of any width, two's complement
 * in nbytes (llvm-c 19 has no wide accessor: the printed decimal value is
 * converted). */
void const_int_bytes(LLVMValueRef c, uint8_t *v, size_t nbytes)
{
    char *s = LLVMPrintValueToString(c);
    const char *p = strchr(s, ' ');
    p = p ? p + 1 : s;
    bool neg = *p == '-';
    if (neg)
        p++;
    memset(v, 0, nbytes);
    for (; *p >= '0' && *p <= '9'; p++) {
        unsigned carry = (unsigned)(*p - '0');
        for (size_t k = 0; k < nbytes; k++) {
            unsigned x = v[k] * 10u + carry;
            v[k] = (uint8_t)x;
            carry = x >> 8;
        }
    }
    if (neg) {
        unsigned carry = 1;
        for (size_t k = 0; k < nbytes; k++) {
            unsigned x = (uint8_t)~v[k] + carry;
            v[k] = (uint8_t)x;
            carry = x >> 8;
        }
    }
    LLVMDisposeMessage(s);
}

/* The two 64-bit halves of an i128 constant. */
void const_i128(LLVMValueRef c, uint64_t *lo, uint64_t *hi)
{
    uint8_t v[16];
    const_int_bytes(c, v, sizeof v);
    uint64_t l = 0, h = 0;
    for (int k = 7; k >= 0; k--) {
        l = l << 8 | v[k];
        h = h << 8 | v[k + 8];
    }
    *lo = l;
    *hi = h;
}

static VLoc *materialize_const(SelectCtx *S, LLVMValueRef c);

/* Materialises the constant expressions inside c's operands (through
 * aggregates too) deepest first, with an explicit stack: lowering c then
 * finds every operand ready, so a chain of any depth costs no C stack. */
static void materialize_operands(SelectCtx *S, LLVMValueRef c)
{
    typedef struct Frame {
        LLVMValueRef v;
        unsigned next, nops;
    } Frame;
    size_t cap = 16, sp = 0;
    Frame *st = malloc(cap * sizeof *st);
    if (!st)
        return;
    PtrMap seen;
    pmap_init(&seen, S->a);
    st[sp++] = (Frame){c, 0, (unsigned)LLVMGetNumOperands(c)};
    while (sp) {
        Frame *f = &st[sp - 1];
        if (f->next < f->nops) {
            LLVMValueRef op = LLVMGetOperand(f->v, f->next++);
            if (!op || !LLVMIsAConstant(op) || LLVMIsAGlobalValue(op) || pmap_get(&S->consts, op) ||
                pmap_get(&seen, op))
                continue;
            pmap_put(&seen, op, (void *)1);
            if (sp == cap) {
                Frame *ns = realloc(st, 2 * cap * sizeof *ns);
                if (!ns)
                    break;
                st = ns;
                cap *= 2;
            }
            st[sp++] = (Frame){op, 0, (unsigned)LLVMGetNumOperands(op)};
            continue;
        }
        LLVMValueRef v = f->v;
        sp--;
        if (v != c && LLVMIsAConstantExpr(v))
            materialize_const(S, v);
    }
    free(st);
}

/* The global object an alias (of an alias ...) names, or NULL when it names
 * anything else (an offset into an object, an expression). */
LLVMValueRef alias_target(LLVMValueRef v)
{
    for (int depth = 0; v && LLVMIsAGlobalAlias(v) && depth < 64; depth++)
        v = LLVMAliasGetAliasee(v);
    return v && LLVMIsAGlobalObject(v) ? v : NULL;
}

/* Materialise a global address or constant expression in the prologue. */
static VLoc *materialize_const(SelectCtx *S, LLVMValueRef c)
{
    VLoc *loc = pmap_get(&S->consts, c);
    if (loc)
        return loc;
    MBlock *saved = S->cur;
    LLVMValueRef saved_inst = S->inst;
    S->cur = S->prologue;
    loc = arena_alloc(S->a, sizeof *loc);
    if (LLVMIsAGlobalValue(c)) {
        /* an alias's address is its target's (NULL: an alias of an offset
         * or an expression, refused) */
        LLVMValueRef g = LLVMIsAGlobalAlias(c) ? alias_target(c) : c;
        MFunc *mf = g && LLVMIsAFunction(g) ? pmap_get(&S->mfuncs, g) : NULL;
        loc->n = 1;
        loc->ops = arena_alloc(S->a, sizeof *loc->ops);
        loc->ops[0] = mo_imm(0);
        if (!g) {
            isel_error(S, saved_inst, "alias '%s' of anything but a global or a function is not supported",
                       sym_name(S, c));
        } else if (LLVMIsAFunction(g) && (LLVMGetIntrinsicID(g) || (mf && mf->is_kernel))) {
            isel_error(S, saved_inst, "the address of %s '%s' cannot be taken in PTX",
                       LLVMGetIntrinsicID(g) ? "intrinsic" : "kernel", sym_name(S, g));
        } else {
            /* a global's or a .func's address (an indirect call's target);
             * a 32-bit one where the data layout makes the pointer 32-bit */
            LeafKind pk = LK_PTR;
            bool p32 = scalar_leaf(S, LLVMTypeOf(c), &pk) && pk == LK_P32;
            loc->ops[0] = new_vreg(S, p32 ? RC_B32 : RC_B64);
            emit(S, p32 ? FORM_mov_u32 : FORM_mov_u64, 2, loc->ops[0], mo_sym(sym_name(S, g)));
        }
        pmap_put(&S->consts, c, loc);
    } else {
        /* constant expression: lower like an instruction into the prologue,
         * its operands first */
        materialize_operands(S, c);
        S->cur = S->prologue;
        size_t n;
        const Leaf *lv = leaves_of(S, LLVMTypeOf(c), &n, saved_inst);
        loc->n = lv ? (uint16_t)n : 0;
        loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
        for (size_t i = 0; lv && i < n; i++)
            loc->ops[i] = new_vreg(S, leaf_rc((LeafKind)lv[i].kind));
        pmap_put(&S->consts, c, loc);
        pmap_put(&S->vals, c, loc);
        S->inst = saved_inst;
        lower_inst(S, c);
    }
    S->cur = saved;
    S->inst = saved_inst;
    return loc;
}

static void const_leaves(SelectCtx *S, LLVMValueRef c, const Leaf *lv, size_t n, MOperand *out)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    LeafKind k;
    if (n == 0)
        return;
    if (LLVMIsAConstantInt(c) && n == 2) {
        uint64_t lo, hi;
        const_i128(c, &lo, &hi);
        out[0] = mo_imm((int64_t)lo);
        out[1] = mo_imm((int64_t)hi);
        return;
    }
    if (LLVMIsAConstantInt(c)) {
        out[0] = mo_imm(lv[0].kind == LK_I1 ? (LLVMConstIntGetZExtValue(c) ? -1 : 0)
                                            : LLVMConstIntGetSExtValue(c));
        return;
    }
    if (LLVMIsAConstantFP(c)) {
        LeafKind fk = (LeafKind)lv[0].kind;
        uint64_t bits = 0;
        if (!const_fp_bits(c, &bits))
            isel_error(S, S->inst, "unsupported floating-point constant of type '%s'", type_str(S, ty));
        out[0] = mo_fimm(leaf_rc(fk), bits);
        return;
    }
    if (LLVMIsAConstantPointerNull(c) || LLVMIsAUndefValue(c) || LLVMIsAPoisonValue(c) ||
        LLVMIsAConstantAggregateZero(c) || LLVMIsNull(c)) {
        for (size_t i = 0; i < n; i++) {
            LeafKind lk = (LeafKind)lv[i].kind;
            out[i] = (lk == LK_F32 || lk == LK_F64 || lk == LK_F16 || lk == LK_BF16)
                         ? mo_fimm(leaf_rc(lk), 0)
                         : mo_imm(0);
        }
        return;
    }
    if (LLVMIsAGlobalValue(c) || LLVMIsAConstantExpr(c)) {
        VLoc *loc = materialize_const(S, c);
        for (size_t i = 0; i < n && i < loc->n; i++)
            out[i] = loc->ops[i];
        return;
    }
    if (scalar_leaf(S, ty, &k)) {
        if (LLVMIsABlockAddress(c))
            isel_error(S, S->inst, "blockaddress is not supported (PTX has no indirect branch)");
        else
            isel_error(S, S->inst, "unsupported constant of type '%s'", type_str(S, ty));
        out[0] = mo_imm(0);
        return;
    }
    /* aggregates and vectors: element by element */
    unsigned cnt;
    switch (LLVMGetTypeKind(ty)) {
    case LLVMVectorTypeKind: cnt = LLVMGetVectorSize(ty); break;
    case LLVMArrayTypeKind: cnt = (unsigned)LLVMGetArrayLength2(ty); break;
    case LLVMStructTypeKind: cnt = LLVMCountStructElementTypes(ty); break;
    default: cnt = 0; break;
    }
    size_t pos = 0;
    for (unsigned i = 0; i < cnt && pos < n; i++) {
        LLVMValueRef el = LLVMGetAggregateElement(c, i);
        size_t en = el ? type_leaves_of(S, LLVMTypeOf(el))->n : SIZE_MAX;
        if (en == SIZE_MAX) {
            isel_error(S, S->inst, "unsupported constant of type '%s'", type_str(S, ty));
            return;
        }
        const_leaves(S, el, lv + pos, en, out + pos);
        pos += en;
    }
}

/* val_get's case of a value not in S->vals yet: a constant's leaves made
 * and kept, or a diagnostic and one zero operand. */
VLoc *val_get_new(SelectCtx *S, LLVMValueRef v)
{
    VLoc *loc;
    if (LLVMIsAConstant(v)) {
        if (LLVMIsAGlobalValue(v) || LLVMIsAConstantExpr(v))
            return materialize_const(S, v);
        size_t n;
        const Leaf *lv = leaves_of(S, LLVMTypeOf(v), &n, S->inst);
        loc = arena_alloc(S->a, sizeof *loc);
        loc->n = lv ? (uint16_t)n : 0;
        loc->ops = arena_alloc(S->a, (n ? n : 1) * sizeof *loc->ops);
        if (lv)
            const_leaves(S, v, lv, n, loc->ops);
        pmap_put(&S->vals, v, loc);
        return loc;
    }
    if (LLVMGetValueKind(v) == LLVMMetadataAsValueValueKind || LLVMValueIsBasicBlock(v)) {
        isel_error(S, S->inst, "unexpected metadata or label operand");
    } else {
        isel_error(S, S->inst, "value has no register assignment (unsupported producer)");
    }
    loc = arena_alloc(S->a, sizeof *loc);
    loc->ops = arena_alloc(S->a, sizeof *loc->ops);
    loc->ops[0] = mo_imm(0);
    loc->n = 1;
    return loc;
}

static LeafKind leaf_kind_at(SelectCtx *S, LLVMTypeRef ty, unsigned leaf)
{
    LeafKind k;
    if (scalar_leaf(S, ty, &k))
        return leaf == 0 ? k : LK_I32;
    const TypeLeaves *tl = type_leaves_of(S, ty);
    return (tl->n != SIZE_MAX && leaf < tl->n) ? (LeafKind)tl->l[leaf].kind : LK_I32;
}

/* val_op's case of an operand that is not a register: a missing leaf is
 * 0; an immediate of a predicate or 16-bit float leaf goes into a register. */
MOperand val_op_other(SelectCtx *S, LLVMValueRef v, const VLoc *loc, unsigned leaf)
{
    if (leaf >= loc->n)
        return mo_imm(0);
    MOperand o = loc->ops[leaf];
    if (o.kind == MO_REG)
        return o;
    LeafKind k = leaf_kind_at(S, LLVMTypeOf(v), leaf);
    /* predicates and 16-bit floats have no immediate syntax in arithmetic */
    if (k == LK_I1 || k == LK_F16 || k == LK_BF16) {
        MOperand r = new_vreg(S, leaf_rc(k));
        emit(S, mov_form(leaf_rc(k)), 2, r, o);
        return r;
    }
    return o;
}

MOperand val_reg_of(SelectCtx *S, LLVMValueRef v, unsigned leaf, MOperand o)
{
    LeafKind k = leaf_kind_at(S, LLVMTypeOf(v), leaf);
    MOperand r = new_vreg(S, leaf_rc(k));
    emit(S, mov_form(leaf_rc(k)), 2, r, o);
    return r;
}

/* ---------------------------------------------------------------- helpers */

/* Normalise the high byte of an i8 value held in a 16-bit register. */
MOperand norm_i8(SelectCtx *S, MOperand o, bool is_signed)
{
    if (o.kind != MO_REG) {
        o.imm = is_signed ? (int8_t)o.imm : (uint8_t)o.imm;
        return o;
    }
    MOperand r = new_vreg(S, RC_B16);
    if (is_signed)
        emit(S, FORM_cvt_s16_s8, 2, r, o);
    else
        emit(S, FORM_and_b16, 3, r, o, mo_imm(255));
    return r;
}

MOperand pred_to_int(SelectCtx *S, MOperand p, unsigned bits, bool sext)
{
    MOperand r = new_vreg(S, bits == 64 ? RC_B64 : bits == 32 ? RC_B32 : RC_B16);
    emit(S, selp_pred_form(sext, bits == 8 ? 16 : bits), 4, r, mo_imm(sext ? -1 : 1), mo_imm(0), p);
    return r;
}

MOperand to_f32(SelectCtx *S, MOperand o, LeafKind k)
{
    MOperand r = new_vreg(S, RC_F32);
    if (k == LK_BF16 && (S->t->ptx < 71 || !feat_has(&S->t->feat, FEAT_has_cvt_bf16))) {
        /* cvt.f32.bf16 needs PTX 7.1; the conversion is exact as a shift:
         * the bf16 bits become the high half of the f32 */
        MOperand z = new_vreg(S, RC_B16);
        emit(S, FORM_mov_b16, 2, z, mo_imm(0));
        emit(S, FORM_mov_b32_pack, 3, r, z, o);
        return r;
    }
    emit(S, k == LK_F16 ? FORM_cvt_f32_f16 : FORM_cvt_f32_bf16, 2, r, o);
    return r;
}

void from_f32(SelectCtx *S, MOperand dst, MOperand src, LeafKind k)
{
    if (k == LK_BF16 && !feat_has(&S->t->feat, FEAT_has_cvt_bf16)) {
        /* no cvt.rn.bf16.f32 before sm_80: round to nearest even on the
         * bits, as llc-19 does there: bits + 0x7fff + (bit 16), a NaN
         * quieted (| 0x400000), the high half */
        MOperand b = new_vreg(S, RC_B32), h = new_vreg(S, RC_B32), odd = new_vreg(S, RC_B32);
        MOperand t = new_vreg(S, RC_B32), r = new_vreg(S, RC_B32), q = new_vreg(S, RC_B32);
        MOperand nan = new_vreg(S, RC_PRED), sel = new_vreg(S, RC_B32), hi = new_vreg(S, RC_B32);
        emit(S, FORM_mov_b32_f32, 2, b, src);
        emit(S, FORM_shr_u32, 3, h, b, mo_imm(16));
        emit(S, FORM_and_b32, 3, odd, h, mo_imm(1));
        emit(S, FORM_add_s32, 3, t, odd, b);
        emit(S, FORM_add_s32, 3, r, t, mo_imm(32767));
        emit(S, FORM_setp_nan_f32, 3, nan, src, src);
        emit(S, FORM_or_b32, 3, q, b, mo_imm(4194304));
        emit(S, FORM_selp_b32, 4, sel, q, r, nan);
        emit(S, FORM_shr_u32, 3, hi, sel, mo_imm(16));
        emit(S, FORM_cvt_u16_u32, 2, dst, hi);
        return;
    }
    emit(S, k == LK_F16 ? FORM_cvt_rn_f16_f32 : FORM_cvt_rn_bf16_f32, 2, dst, src);
}

void mov_leaf(SelectCtx *S, MOperand dst, MOperand src)
{
    if (src.kind == MO_REG && dst.kind == MO_REG && src.rc == dst.rc && src.reg == dst.reg)
        return;
    emit(S, mov_form((RegClass)dst.rc), 2, dst, src);
}
