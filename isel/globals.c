/*
 * Module-scope symbols: PTX names for globals and functions, and the
 * declarations of global variables with their initialisers.
 * Consumes: the module's global variables.
 * Produces: an MGlobal record per variable (MModule.gvars, in the order
 *           llc-19 prints them): linkage, state space, alignment, element
 *           type and dimension, and the initialiser as little-endian bytes
 *           (in MModule.init_bytes) with relocations; mc/print.c spells them.
 * Guarantees: names are valid PTX identifiers (LLVM's '.' becomes "_$_",
 *           unnamed values get __unnamed_N), stable across runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isel.h"

static bool valid_ptx_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$';
}

const char *sanitize_name(Arena *a, const char *name, size_t n)
{
    /* most names are valid PTX already: copied as they are, without the
     * buffer (a module of many globals names each) */
    size_t clean = 0;
    while (clean < n && valid_ptx_char(name[clean]))
        clean++;
    if (clean == n && n && !(name[0] >= '0' && name[0] <= '9'))
        return arena_strndup(a, name, n);
    StrBuf b = {0};
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (valid_ptx_char(c))
            sb_putc(&b, c);
        else if (c == '.')
            sb_puts(&b, "_$_");
        else
            sb_printf(&b, "_$%02x", (unsigned char)c);
    }
    if (!b.p)
        sb_puts(&b, "");
    if (b.p[0] >= '0' && b.p[0] <= '9') {
        char *r = arena_printf(a, "_%s", b.p);
        sb_free(&b);
        return r;
    }
    char *r = arena_strdup(a, b.p);
    sb_free(&b);
    return r;
}

const char *sym_name(SelectCtx *S, LLVMValueRef gv)
{
    const char *s = pmap_get(&S->syms, gv);
    if (s)
        return s;
    size_t n;
    const char *name = LLVMGetValueName2(gv, &n);
    /* the module's arena: names are kept from one function to the next */
    if (!n)
        s = arena_printf(S->m->arena, "__unnamed_%u", ++S->nunnamed);
    else
        s = sanitize_name(S->m->arena, name, n);
    pmap_put(&S->syms, gv, (void *)s);
    return s;
}

/* Initialiser bytes. Only the prefix [0, len) that holds non-zero data is
 * materialised; every later byte is zero, so a zero-filled global of any
 * size costs nothing. Relocations are kept in increasing offset order. */
typedef struct InitBuf {
    uint8_t *bytes;
    uint64_t len, cap;
    MReloc *relocs;
    size_t nrelocs, caprelocs;
    unsigned word;  /* bytes of the addresses: 8, or 4 for 32-bit (short) pointers; 0 none yet */
    bool mixed;     /* 32-bit and 64-bit addresses in one initialiser */
    bool too_big; /* the non-zero data extends past INIT_MAX_BYTES */
    LLVMValueRef bad_space; /* a variable whose address PTX cannot put in an initialiser */
} InitBuf;

/* Printed initialisers are ~4 characters a byte; beyond this the output
 * would not be a usable PTX file, so ptxsel refuses by name. */
#define INIT_MAX_BYTES ((uint64_t)1 << 28)
_Static_assert(INIT_MAX_BYTES <= UINT32_MAX, "MGlobal.init_len holds a stored prefix");

static void ib_free(InitBuf *ib)
{
    free(ib->bytes);
    free(ib->relocs);
    memset(ib, 0, sizeof *ib);
}

/* Makes [0, end) addressable (zero filled). */
static bool ib_reserve(InitBuf *ib, uint64_t end)
{
    if (end <= ib->len)
        return true;
    if (end > INIT_MAX_BYTES) {
        ib->too_big = true;
        return false;
    }
    if (end > ib->cap) {
        uint64_t cap = ib->cap ? ib->cap : 64;
        while (cap < end)
            cap *= 2;
        uint8_t *nb = realloc(ib->bytes, (size_t)cap);
        if (!nb) {
            ib->too_big = true;
            return false;
        }
        ib->bytes = nb;
        ib->cap = cap;
    }
    memset(ib->bytes + ib->len, 0, (size_t)(end - ib->len));
    ib->len = end;
    return true;
}

/* Stores the n low bytes of v (little-endian) at off; zeros cost nothing. */
static bool ib_put(InitBuf *ib, uint64_t off, uint64_t v, unsigned n)
{
    if (!v)
        return true;
    if (!ib_reserve(ib, off + n))
        return false;
    for (unsigned k = 0; k < n; k++)
        ib->bytes[off + k] = (uint8_t)(v >> (8 * k));
    return true;
}

/* Byte offset of a constant GEP expression's indices, modulo 2^64. */
static bool gep_offset(SelectCtx *S, LLVMValueRef ce, uint64_t *add)
{
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(ce);
    unsigned n = (unsigned)LLVMGetNumOperands(ce);
    for (unsigned i = 1; i < n; i++) {
        LLVMValueRef ix = LLVMGetOperand(ce, i);
        if (!LLVMIsAConstantInt(ix) || LLVMGetIntTypeWidth(LLVMTypeOf(ix)) > 64)
            return false;
        uint64_t v = (uint64_t)LLVMConstIntGetSExtValue(ix);
        if (i > 1) {
            LLVMTypeKind k = LLVMGetTypeKind(ty);
            if (k == LLVMStructTypeKind) {
                if (v >= LLVMCountStructElementTypes(ty))
                    return false;
                *add += LLVMOffsetOfElement(S->td, ty, (unsigned)v);
                ty = LLVMStructGetTypeAtIndex(ty, (unsigned)v);
                continue;
            }
            if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind)
                return false;
            ty = LLVMGetElementType(ty);
        }
        *add += v * LLVMABISizeOfType(S->td, ty);
    }
    return true;
}

/* Decompose a constant pointer expression into (symbol, addend); a loop, so
 * that a cast chain of any depth costs no stack. */
static LLVMValueRef symbol_of(SelectCtx *S, LLVMValueRef c, uint64_t *add)
{
    for (;;) {
        if (LLVMIsAGlobalVariable(c) || LLVMIsAFunction(c))
            return c;
        if (!LLVMIsAConstantExpr(c))
            return NULL;
        switch (LLVMGetConstOpcode(c)) {
        case LLVMAddrSpaceCast:
        case LLVMBitCast:
        case LLVMPtrToInt:
        case LLVMIntToPtr: break;
        case LLVMGetElementPtr:
            if (!gep_offset(S, c, add))
                return NULL;
            break;
        default: return NULL;
        }
        c = LLVMGetOperand(c, 0);
    }
}

static bool add_reloc(SelectCtx *S, LLVMValueRef c, InitBuf *ib, uint64_t off)
{
    uint64_t add = 0;
    LLVMValueRef g = symbol_of(S, c, &add);
    unsigned long long bytes = g ? LLVMStoreSizeOfType(S->td, LLVMTypeOf(c)) : 0;
    unsigned as = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(LLVMTypeOf(c)) : 0;
    /* a 32-bit address: a short pointer ("p4:32:32") into its own space */
    if (!g || !(bytes == 8 || (bytes == 4 && as != 0 && LLVMPointerSizeForAS(S->td, as) == 4)))
        return false;
    unsigned gas = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    if (as != 0 && as != gas)
        return false;
    if (ib->word && ib->word != bytes) {
        ib->mixed = true;
        return false;
    }
    if (LLVMIsAGlobalVariable(g) && gas != 0 && gas != 1 && gas != 4) {
        /* ptxas: "Variable used as initial value not in .global or .const
         * state space" (llc-19 prints generic(sh) all the same) */
        ib->bad_space = g;
        return false;
    }
    if (ib->nrelocs == ib->caprelocs) {
        size_t cap = ib->caprelocs ? 2 * ib->caprelocs : 8;
        MReloc *nr = realloc(ib->relocs, cap * sizeof *nr);
        if (!nr) {
            ib->too_big = true;
            return false;
        }
        ib->relocs = nr;
        ib->caprelocs = cap;
    }
    /* a generic pointer to a variable (addrspace(0) ones live in .global):
     * generic(sym), as llc-19 prints it; a function's address is plain */
    bool generic = as == 0 && (gas != 0 || LLVMIsAGlobalVariable(g));
    ib->word = (unsigned)bytes;
    ib->relocs[ib->nrelocs++] = (MReloc){off, sym_name(S, g), add, generic};
    return true;
}

/* An integer constant wider than 64 bits, byte by byte into the buffer. */
static bool wide_int_put(LLVMValueRef c, InitBuf *ib, uint64_t off, uint64_t nbytes)
{
    uint8_t *v = malloc((size_t)nbytes);
    if (!v)
        return false;
    const_int_bytes(c, v, (size_t)nbytes);
    bool ok = true;
    for (uint64_t k = 0; k < nbytes && ok; k++)
        ok = ib_put(ib, off + k, v[k], 1);
    free(v);
    return ok;
}

/* A vector of integers whose width is not a multiple of 8 (<2 x i4>, <8 x
 * i1>): bit-packed in memory, element i at bits i*w.. of a little-endian
 * integer of nbytes bytes (the data layout's store size), as upstream's llc
 * prints it (<i4 1, i4 2> is the byte 33; llc-19 printed a byte per
 * element, which is not the layout LLVM loads). Undefined elements are zero. */
static bool bitpacked_vector_put(LLVMValueRef c, InitBuf *ib, uint64_t off, unsigned cnt, unsigned w,
                                 uint64_t nbytes)
{
    if (w > 64 || nbytes > INIT_MAX_BYTES || (uint64_t)cnt * w > nbytes * 8)
        return false;
    uint8_t *v = calloc((size_t)nbytes ? (size_t)nbytes : 1, 1);
    if (!v)
        return false;
    bool ok = true;
    for (unsigned i = 0; i < cnt && ok; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!e) {
            ok = false;
            break;
        }
        if (LLVMIsAUndefValue(e) || LLVMIsAPoisonValue(e))
            continue;
        if (!LLVMIsAConstantInt(e)) {
            ok = false;
            break;
        }
        uint64_t x = LLVMConstIntGetZExtValue(e);
        for (unsigned b = 0; b < w; b++) {
            uint64_t bit = (uint64_t)i * w + b;
            if (x >> b & 1)
                v[bit / 8] |= (uint8_t)(1u << (bit % 8));
        }
    }
    for (uint64_t k = 0; k < nbytes && ok; k++)
        ok = ib_put(ib, off + k, v[k], 1);
    free(v);
    return ok;
}

/* Does constant c hold a blockaddress (in an aggregate or a constant
 * expression)? Names the construct when an initialiser is refused. */
static bool has_blockaddress(LLVMValueRef c)
{
    if (LLVMIsABlockAddress(c))
        return true;
    if (!LLVMIsAConstantExpr(c) && !LLVMIsAConstantStruct(c) && !LLVMIsAConstantArray(c) && !LLVMIsAConstantVector(c))
        return false;
    int n = LLVMGetNumOperands(c);
    for (int i = 0; i < n; i++)
        if (has_blockaddress(LLVMGetOperand(c, i)))
            return true;
    return false;
}

/* Serialise constant c into the buffer at off. Returns false for constants
 * PTX initialisers cannot express here (or too_big). Recursion follows the
 * type's nesting, not the constant's size. */
static bool serialize(SelectCtx *S, LLVMValueRef c, InitBuf *ib, uint64_t off)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    if (LLVMIsAUndefValue(c) || LLVMIsAPoisonValue(c) || LLVMIsAConstantAggregateZero(c) ||
        LLVMIsAConstantPointerNull(c))
        return true;
    if (LLVMIsAConstantExpr(c)) {
        /* an integer in pointer clothing (inttoptr of a constant, through
         * casts): its bytes */
        LLVMValueRef v = c;
        for (int d = 0; d < 64 && LLVMIsAConstantExpr(v); d++) {
            LLVMOpcode op = LLVMGetConstOpcode(v);
            if (op != LLVMIntToPtr && op != LLVMPtrToInt && op != LLVMBitCast && op != LLVMAddrSpaceCast)
                break;
            v = LLVMGetOperand(v, 0);
        }
        if (LLVMIsAConstantInt(v) && LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64) {
            uint64_t n = LLVMStoreSizeOfType(S->td, ty);
            return n <= 8 && ib_put(ib, off, LLVMConstIntGetZExtValue(v), (unsigned)n);
        }
        if (LLVMIsAConstantPointerNull(v))
            return true;
    }
    if (LLVMIsAGlobalValue(c) || LLVMIsAConstantExpr(c))
        return add_reloc(S, c, ib, off);
    if (LLVMIsAConstantInt(c)) {
        unsigned bits = LLVMGetIntTypeWidth(ty);
        if (bits > 64)
            return wide_int_put(c, ib, off, LLVMStoreSizeOfType(S->td, ty));
        return ib_put(ib, off, LLVMConstIntGetZExtValue(c), (bits + 7) / 8);
    }
    if (LLVMIsAConstantFP(c)) {
        uint64_t bits;
        if (!const_fp_bits(c, &bits))
            return false;
        return ib_put(ib, off, bits, (unsigned)LLVMStoreSizeOfType(S->td, ty));
    }
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (k == LLVMArrayTypeKind && LLVMIsConstantString(c)) {
        /* i8 arrays: the raw bytes at once */
        size_t n;
        const char *str = LLVMGetAsString(c, &n);
        for (size_t i = 0; i < n; i++)
            if (!ib_put(ib, off + i, (uint8_t)str[i], 1))
                return false;
        return true;
    }
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
        uint64_t cnt = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty)
                       : k == LLVMArrayTypeKind ? LLVMGetArrayLength2(ty)
                                                : LLVMGetVectorSize(ty);
        LLVMTypeRef el = k == LLVMStructTypeKind ? NULL : LLVMGetElementType(ty);
        if (is_bitpacked_vector(ty))
            return bitpacked_vector_put(c, ib, off, (unsigned)cnt, LLVMGetIntTypeWidth(el),
                                        LLVMStoreSizeOfType(S->td, ty));
        uint64_t stride = k == LLVMArrayTypeKind ? LLVMABISizeOfType(S->td, el)
                          : k == LLVMVectorTypeKind ? LLVMStoreSizeOfType(S->td, el)
                                                    : 0;
        for (uint64_t i = 0; i < cnt; i++) {
            LLVMValueRef e = LLVMGetAggregateElement(c, (unsigned)i);
            if (!e)
                return false;
            uint64_t eo = k == LLVMStructTypeKind ? LLVMOffsetOfElement(S->td, ty, (unsigned)i) : stride * i;
            if (!serialize(S, e, ib, off + eo))
                return false;
        }
        return true;
    }
    return false;
}

static bool relocs_aligned(const InitBuf *ib, uint64_t size)
{
    if (!ib->nrelocs)
        return true;
    if (size % ib->word)
        return false;
    for (size_t k = 0; k < ib->nrelocs; k++)
        if (ib->relocs[k].off % ib->word)
            return false;
    return true;
}

/* The linkage llc-19 gives a variable (CUDA driver interface). */
static MLinkage linkage_of(LLVMValueRef g, unsigned as, bool decl)
{
    switch (LLVMGetLinkage(g)) {
    case LLVMExternalLinkage: return decl ? MLINK_EXTERN : MLINK_VISIBLE;
    case LLVMInternalLinkage:
    case LLVMPrivateLinkage:
    case LLVMAppendingLinkage:
    case LLVMExternalWeakLinkage: return MLINK_NONE;
    case LLVMCommonLinkage: return as == 1 || as == 0 ? MLINK_COMMON : MLINK_WEAK;
    default: return MLINK_WEAK;
    }
}

/* Appends g to the module's variables, in printing order. */
static MGlobal *add_gvar(MModule *m, const char *name, MLinkage link, MStateSpace space, unsigned align,
                         MGlobalElem elem)
{
    MGlobal *g = arena_alloc(m->arena, sizeof *g);
    g->name = name;
    g->link = link;
    g->space = space;
    g->align = align;
    g->elem = elem;
    if (m->last_gvar)
        m->last_gvar->next = g;
    else
        m->gvars = g;
    m->last_gvar = g;
    return g;
}

/* Moves the initialiser into the record: its non-zero prefix into the
 * module's byte pool, its relocations into the arena. */
static void take_init(MModule *m, MGlobal *g, const InitBuf *ib, uint64_t size)
{
    g->has_init = true;
    g->size = size;
    g->init_off = m->init_bytes.n;
    g->init_len = (uint32_t)ib->len; /* at most INIT_MAX_BYTES (ib_reserve) */
    if (ib->len)
        sb_putn(&m->init_bytes, (const char *)ib->bytes, (size_t)ib->len);
    if (ib->nrelocs) {
        MReloc *r = arena_alloc(m->arena, ib->nrelocs * sizeof *r);
        memcpy(r, ib->relocs, ib->nrelocs * sizeof *r);
        g->relocs = r;
        g->nrelocs = ib->nrelocs;
    }
}

/* Records one global as llc-19 declares it (linkage, space, alignment: the
 * variable's own or its type's preferred one) with its initialiser. */
static bool emit_global(SelectCtx *S, LLVMValueRef g)
{
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    const char *name = sym_name(S, g);
    if (as != 0 && as != 1 && as != 3 && as != 4) {
        diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                    "global variable '%s' in address space %u is not supported", name, as);
        return false;
    }
    MStateSpace space = as == 3 ? MSPACE_SHARED : as == 4 ? MSPACE_CONST : MSPACE_GLOBAL;
    const char *opaque = texsurf_global_kind(S, g);
    if (opaque) {
        /* a texture / surface / sampler reference (!nvvm.annotations
         * "texture", "surface", "sampler"): .global .texref NAME, as llc-19 */
        MGlobal *mg = add_gvar(S->m, name, linkage_of(g, as, !LLVMGetInitializer(g)), MSPACE_GLOBAL, 0, MGLOBAL_B8);
        mg->opaque = opaque;
        if (!strcmp(opaque, ".samplerref")) {
            if (!S->texmode_independent) {
                /* llc-19 prints it; ptxas: "Instruction or declaration
                 * violates .target texmode_unified setting" */
                diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                            "sampler variable '%s' (!nvvm.annotations \"sampler\") is not supported in the CUDA "
                            "texture mode (texmode_unified): PTX has .samplerref variables only under .target "
                            "texmode_independent (the OpenCL triple nvptx64-unknown-nvcl)", name);
                return false;
            }
            mg->opaque_init = texsurf_sampler_init(S, g);
        }
        return true;
    }
    LLVMTypeRef vty = LLVMGlobalGetValueType(g);
    LLVMTypeKind vk = LLVMGetTypeKind(vty);
    /* vectors occupy their store size (<3 x i32>: 12 bytes), as llc prints */
    uint64_t size = vk == LLVMVectorTypeKind ? LLVMStoreSizeOfType(S->td, vty) : LLVMABISizeOfType(S->td, vty);
    unsigned align = LLVMGetAlignment(g);
    if (!align)
        align = LLVMPreferredAlignmentOfType(S->td, vty);
    LLVMValueRef init = LLVMGetInitializer(g);
    bool decl = !init;
    MLinkage link = linkage_of(g, as, decl);
    if (decl && LLVMGetLinkage(g) == LLVMExternalLinkage) {
        /* extern __shared__ T x[] and declarations from other modules */
        MGlobal *r = add_gvar(S->m, name, MLINK_EXTERN, space, align, MGLOBAL_B8);
        r->unsized = vk == LLVMArrayTypeKind && LLVMGetArrayLength2(vty) == 0;
        r->count = size;
        return true;
    }
    bool has_init = init && !LLVMIsNull(init) && !LLVMIsAUndefValue(init) && !LLVMIsAPoisonValue(init);
    if (has_init && as == 3) {
        diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                    "initial value of '%s' is not allowed in addrspace(3): shared memory is not initialised",
                    name);
        return false;
    }
    InitBuf ib;
    memset(&ib, 0, sizeof ib);
    bool ok = true, masked = false;
    if (has_init) {
        if (LLVMIsAConstantInt(init) && LLVMGetIntTypeWidth(vty) == 1) {
            ok = ib_put(&ib, 0, 0xff, 1); /* llc-19 prints a scalar i1 true as .u8 -1 */
        } else {
            ok = serialize(S, init, &ib, 0);
            /* addresses at offsets that are not multiples of 8 (packed
             * structs): bytes, each address byte by PTX's mask operator */
            masked = ok && !relocs_aligned(&ib, size);
            if (masked && ib.word == 4) {
                diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                            "initialiser of global '%s' is not supported (a 32-bit address at an offset that "
                            "is not a multiple of 4)",
                            name);
                ib_free(&ib);
                return false;
            }
            if (masked && S->t->ptx < 71) {
                diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                            "initialised packed aggregate with addresses '%s' requires PTX ISA 7.1 (the module "
                            "targets PTX ISA %u.%u; use -mattr=+ptx71)",
                            name, S->t->ptx / 10, S->t->ptx % 10);
                ib_free(&ib);
                return false;
            }
        }
    }
    if (!ok) {
        if (ib.too_big)
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                        "initialiser of global '%s' holds non-zero data beyond %llu bytes: too large to print",
                        name, (unsigned long long)INIT_MAX_BYTES);
        else if (ib.bad_space)
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                        "initialiser of global '%s' holds the address of '%s' in address space %u: PTX initialisers "
                        "may only hold addresses of .global and .const variables and of functions",
                        name, sym_name(S, ib.bad_space), LLVMGetPointerAddressSpace(LLVMTypeOf(ib.bad_space)));
        else if (ib.mixed)
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                        "initialiser of global '%s' is not supported (32-bit and 64-bit addresses together)", name);
        else if (has_blockaddress(init))
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                        "initialiser of global '%s' is not supported (blockaddress: PTX has no indirect branch)", name);
        else
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                        "initialiser of global '%s' is not supported (symbol addresses in initialisers)", name);
        ib_free(&ib);
        return false;
    }
    /* addresses make the variable .u64 words (.u32 for 32-bit addresses;
     * .u8 bytes when one is not word-aligned), aligned to a word at least */
    MGlobalElem elem = masked ? MGLOBAL_U8 : !ib.nrelocs ? MGLOBAL_B8 : ib.word == 4 ? MGLOBAL_U32 : MGLOBAL_U64;
    unsigned wbytes = elem == MGLOBAL_U64 ? 8 : elem == MGLOBAL_U32 ? 4 : 1;
    MGlobal *r = add_gvar(S->m, name, link, space, align < wbytes ? wbytes : align, elem);
    r->count = size / wbytes;
    r->scalar = !size && elem == MGLOBAL_B8;
    if (has_init && size)
        take_init(S->m, r, &ib, size);
    ib_free(&ib);
    return true;
}

/* A growable stack of values (malloc'd: freed by the caller). */
typedef struct VStack {
    LLVMValueRef *v;
    size_t n, cap;
} VStack;

static bool vs_push(VStack *s, LLVMValueRef v)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        LLVMValueRef *nv = realloc(s->v, cap * sizeof *nv);
        if (!nv)
            return false;
        s->v = nv;
        s->cap = cap;
    }
    s->v[s->n++] = v;
    return true;
}

/* Globals the constant c refers to (through aggregates and constant
 * expressions), appended to *out; explicit stack, each constant once: seen
 * maps a constant already walked for this c to gen (one map for every
 * initialiser, each walk with its own gen). A constant without operands
 * (a number, a string, zeroinitializer, undef, null) that is no global
 * names none and is neither walked nor kept in seen, so an initialiser of
 * plain data costs no map at all. */
static void collect_global_refs(SelectCtx *S, LLVMValueRef c, PtrMap *seen, uintptr_t gen, LLVMValueRef **out,
                                size_t *n, size_t *cap)
{
    VStack st = {0};
    vs_push(&st, c);
    while (st.n) {
        LLVMValueRef v = st.v[--st.n];
        if (!LLVMGetNumOperands(v) && !LLVMIsAGlobalValue(v))
            continue;
        if ((uintptr_t)pmap_get(seen, v) == gen)
            continue;
        pmap_put(seen, v, (void *)gen);
        if (LLVMIsAGlobalVariable(v)) {
            if (*n == *cap) {
                *cap = *cap ? 2 * *cap : 8;
                LLVMValueRef *nb = arena_alloc(S->a, *cap * sizeof *nb);
                if (*n)
                    memcpy(nb, *out, *n * sizeof *nb);
                *out = nb;
            }
            (*out)[(*n)++] = v;
            continue;
        }
        if (LLVMIsAGlobalValue(v) || !LLVMIsAConstant(v))
            continue;
        for (int i = LLVMGetNumOperands(v) - 1; i >= 0; i--)
            if (!vs_push(&st, LLVMGetOperand(v, (unsigned)i)))
                break;
    }
    free(st.v);
}

static bool skipped_global(LLVMValueRef g)
{
    size_t nl;
    const char *raw = LLVMGetValueName2(g, &nl);
    return nl > 5 && !strncmp(raw, "llvm.", 5); /* llvm.used etc. */
}

/* Globals are printed in module order, except that a global whose
 * initialiser names others comes after them (llc-19's order; PTX wants a
 * symbol declared before an initialiser uses it). A depth-first walk with an
 * explicit stack; a cycle is refused as llc-19 refuses it. */
bool emit_globals(SelectCtx *S)
{
    typedef struct Frame {
        LLVMValueRef g;
        LLVMValueRef *deps;
        size_t ndeps, next;
        bool scanned;
    } Frame;
    PtrMap state; /* global -> 1 visiting, 2 done; kept from the first initialiser naming a global on */
    pmap_init(&state, S->a);
    /* Until an initialiser names a global, every global is done once the
     * roots' walk has passed it and none is visiting: state is not needed,
     * and a module of plain data (most of them, and most of a large one's
     * globals) keeps no map of its globals, whose growth and random writes
     * cost more than the rest of the walk once it outgrows the caches. */
    bool track = false;
    PtrMap seen; /* collect_global_refs' */
    pmap_init(&seen, S->a);
    uintptr_t gen = 0;
    bool ok = true;
    size_t cap = 16, sp = 0;
    Frame *st = malloc(cap * sizeof *st);
    if (!st)
        return false;
    for (LLVMValueRef root = LLVMGetFirstGlobal(S->mod); root; root = LLVMGetNextGlobal(root)) {
        if (pmap_get(&state, root) || skipped_global(root))
            continue;
        sp = 0;
        st[sp++] = (Frame){root, NULL, 0, 0, false};
        if (track)
            pmap_put(&state, root, (void *)1);
        while (sp) {
            Frame *f = &st[sp - 1];
            if (!f->scanned) {
                LLVMValueRef init = LLVMGetInitializer(f->g);
                size_t dcap = 0;
                if (init)
                    collect_global_refs(S, init, &seen, ++gen, &f->deps, &f->ndeps, &dcap);
                f->scanned = true;
                if (f->ndeps && !track) {
                    /* the first to name a global (the root: no frame is
                     * pushed before): the globals before it are done (a
                     * skipped one as well: it is passed over either way) */
                    track = true;
                    for (LLVMValueRef g = LLVMGetFirstGlobal(S->mod); g != root; g = LLVMGetNextGlobal(g))
                        pmap_put(&state, g, (void *)2);
                    pmap_put(&state, root, (void *)1);
                }
            }
            if (f->next < f->ndeps) {
                LLVMValueRef d = f->deps[f->next++];
                void *stt = pmap_get(&state, d);
                if (stt == (void *)1) {
                    diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(f->g), NULL,
                                "circular dependency found in global variable set: the initialiser of '%s' "
                                "refers to '%s', whose initialiser refers back to it",
                                sym_name(S, f->g), sym_name(S, d));
                    ok = false;
                    continue;
                }
                if (stt || skipped_global(d))
                    continue;
                if (sp == cap) {
                    Frame *ns = realloc(st, 2 * cap * sizeof *ns);
                    if (!ns) {
                        free(st);
                        return false;
                    }
                    st = ns;
                    cap *= 2;
                }
                st[sp++] = (Frame){d, NULL, 0, 0, false};
                pmap_put(&state, d, (void *)1);
                continue;
            }
            ok &= emit_global(S, f->g);
            if (track)
                pmap_put(&state, f->g, (void *)2);
            sp--;
        }
    }
    free(st);
    return ok;
}

/* ------------------------------------------------------------ module checks */

/* A module ptxsel can compile: an nvptx64 (or empty) triple, a 64-bit
 * little-endian data layout (an empty one becomes NVPTX's, as llc-19 would
 * lay the module out), and no global constructors or destructors (llc-19
 * refuses them unless the module is OpenMP's). Reports by name; idempotent,
 * so the driver may call it before IR passes as well. */
static bool is_local(LLVMValueRef g)
{
    LLVMLinkage l = LLVMGetLinkage(g);
    return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

/* As llc-19's NVPTXAssignValidGlobalNames: a global or function of local
 * linkage whose name PTX cannot spell is renamed in the module, every such
 * character becoming "_$_"; LLVM's symbol table makes the new name unique
 * (with a number and no dot in an NVPTX module: @.str beside @_$_str becomes
 * _$_str1), so two symbols never share a PTX name. */
static void rename_local(LLVMValueRef g)
{
    size_t n;
    const char *name = LLVMGetValueName2(g, &n);
    bool clean = true;
    for (size_t i = 0; i < n && clean; i++)
        clean = valid_ptx_char(name[i]);
    if (clean || !is_local(g))
        return;
    StrBuf b = {0};
    for (size_t i = 0; i < n; i++) {
        if (valid_ptx_char(name[i]))
            sb_putc(&b, name[i]);
        else
            sb_puts(&b, "_$_");
    }
    LLVMSetValueName2(g, b.p, b.n);
    sb_free(&b);
}

/* Local symbols get valid names (rename_local); an externally visible one
 * cannot be renamed without breaking the link, so a name PTX cannot spell
 * is an error there (llc-19 prints it unchanged and ptxas rejects it). */
bool check_symbol_names(ptxsel_context *ctx, const char *file, LLVMModuleRef mod)
{
    bool ok = true;
    for (int pass = 0; pass < 2; pass++)
        for (LLVMValueRef g = pass ? LLVMGetFirstFunction(mod) : LLVMGetFirstGlobal(mod); g;
             g = pass ? LLVMGetNextFunction(g) : LLVMGetNextGlobal(g)) {
            size_t n;
            const char *name = LLVMGetValueName2(g, &n);
            if (n >= 5 && !memcmp(name, "llvm.", 5))
                continue;
            rename_local(g);
            if (is_local(g) || (LLVMIsDeclaration(g) && !LLVMGetFirstUse(g)))
                continue;
            name = LLVMGetValueName2(g, &n);
            for (size_t i = 0; i < n; i++)
                if (!valid_ptx_char(name[i]) || (i == 0 && name[0] >= '0' && name[0] <= '9')) {
                    /* the name as IR spells it between quotes: a raw name could
                     * hold a newline and forge a diagnostic line */
                    StrBuf q = {0};
                    for (size_t j = 0; j < n; j++) {
                        unsigned char ch = (unsigned char)name[j];
                        if (ch < 0x20 || ch > 0x7e || ch == '\\' || ch == '"')
                            sb_printf(&q, "\\%02X", ch);
                        else
                            sb_putc(&q, (char)ch);
                    }
                    diag_report(ctx, PTXSEL_ERROR, file, ir_ref(pass ? g : NULL), NULL, NULL,
                                "the externally visible %s @\"%s\" has a name PTX cannot spell (a PTX name is "
                                "[A-Za-z_$][A-Za-z0-9_$]*) and cannot be renamed without breaking the link; give "
                                "it internal linkage or a valid name",
                                pass ? "function" : "global", q.p ? q.p : "");
                    sb_free(&q);
                    ok = false;
                    break;
                }
        }
    return ok;
}

/* A triple ptxsel generates code for, as -mtriple / ptxsel_options.triple
 * spell it: nvptx64, then optional components, each empty, "nvidia",
 * "unknown", "cuda" or "nvcl". */
bool triple_supported(const char *t)
{
    if (!t || strncmp(t, "nvptx64", 7) || (t[7] && t[7] != '-'))
        return false;
    for (const char *p = t + 7; *p;) {
        p++; /* the '-' */
        size_t n = strcspn(p, "-");
        if (!(n == 0 || (n == 6 && !strncmp(p, "nvidia", 6)) || (n == 7 && !strncmp(p, "unknown", 7)) ||
              (n == 4 && !strncmp(p, "cuda", 4)) || (n == 4 && !strncmp(p, "nvcl", 4))))
            return false;
        p += n;
    }
    return true;
}

/* Whether a module triple names the OpenCL driver interface (OS "nvcl", as
 * LLVM's NVPTXTargetMachine decides between NVPTX::NVCL and NVPTX::CUDA). */
bool triple_is_nvcl(const char *t)
{
    if (!t || strncmp(t, "nvptx64-", 8))
        return false;
    for (const char *p = t + 8;; p++) {
        size_t n = strcspn(p, "-");
        if (n == 4 && !strncmp(p, "nvcl", 4))
            return true;
        p += n;
        if (!*p)
            return false;
    }
}

/* short_ptr (--nvptx-short-ptr): a module without a layout or with NVPTX's
 * default one gets the short-pointer layout, as llc lays it out with that
 * option; another layout is refused (the option and the module disagree). */
bool isel_check_module(ptxsel_context *ctx, const char *file, LLVMModuleRef mod, bool short_ptr)
{
    bool ok = true;
    const char *triple = LLVMGetTarget(mod);
    if (triple && *triple && strncmp(triple, "nvptx64", 7)) {
        bool nv32 = !strncmp(triple, "nvptx-", 6) || !strcmp(triple, "nvptx");
        diag_report_line(ctx, PTXSEL_ERROR, file, 0,
                         nv32 ? "module target triple '%s' is 32-bit NVPTX: ptxsel generates 64-bit PTX only "
                                "(target triple nvptx64-nvidia-cuda)"
                              : "module target triple '%s' is not NVPTX: ptxsel compiles device code for "
                                "nvptx64-nvidia-cuda (clang -target nvptx64-nvidia-cuda, or --cuda-device-only)",
                         triple);
        return false;
    }
    const char *dl = LLVMGetDataLayoutStr(mod);
    if (short_ptr && dl && *dl && strcmp(dl, NVPTX64_DATALAYOUT) && strcmp(dl, NVPTX64_SHORT_DATALAYOUT) &&
        strcmp(dl, NVPTX64_DATALAYOUT_19) && strcmp(dl, NVPTX64_SHORT_DATALAYOUT_19)) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0,
                         "--nvptx-short-ptr: the module's data layout '%s' is neither NVPTX's default "
                         "(\"" NVPTX64_DATALAYOUT_19 "\") nor its short-pointer one",
                         dl);
        return false;
    }
    if (!dl || !*dl || short_ptr) {
        LLVMSetDataLayout(mod, short_ptr ? NVPTX64_SHORT_DATALAYOUT : NVPTX64_DATALAYOUT);
    } else {
        LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
        if (LLVMByteOrder(td) != LLVMLittleEndian || LLVMPointerSize(td) != 8) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0,
                             "module data layout '%s' is not NVPTX's: generic pointers must be 64-bit and "
                             "little-endian (nvptx64: \"" NVPTX64_DATALAYOUT "\")",
                             dl);
            ok = false;
        }
    }
    bool openmp = LLVMGetModuleFlag(mod, "openmp", 6) != NULL;
    static const char *const xx[2][2] = {{"llvm.global_ctors", "constructor"}, {"llvm.global_dtors", "destructor"}};
    for (int i = 0; i < 2 && !openmp; i++) {
        LLVMValueRef g = LLVMGetNamedGlobal(mod, xx[i][0]);
        LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
        if (!init || !LLVMIsAConstantArray(init) || LLVMGetNumOperands(init) == 0)
            continue;
        LLVMValueRef e = LLVMGetOperand(init, 0);
        LLVMValueRef fn = LLVMGetNumOperands(e) > 1 ? LLVMGetOperand(e, 1) : NULL;
        size_t n = 0;
        const char *fname = fn ? LLVMGetValueName2(fn, &n) : NULL;
        diag_report(ctx, PTXSEL_ERROR, file, NULL, ir_ref(g), NULL,
                    "module has a nontrivial global %s ('%.*s' in @%s), which NVPTX does not support",
                    xx[i][1], (int)n, fname ? fname : "", xx[i][0]);
        ok = false;
    }
    return ok;
}

/* llc-19's forward declarations: a definition gets a prototype when a
 * function printed before it uses it, or a global's initialiser does
 * (through constant expressions; llvm.used does not count). */
void mark_forward_decls(SelectCtx *S)
{
    PtrMap seen, visited;
    pmap_init(&seen, S->a);
    pmap_init(&visited, S->a);
    VStack st = {0};
    for (LLVMValueRef fn = LLVMGetFirstFunction(S->mod); fn; fn = LLVMGetNextFunction(fn)) {
        MFunc *f = pmap_get(&S->mfuncs, fn);
        bool need = false;
        if (f && !f->is_decl) {
            st.n = 0;
            for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u))
                vs_push(&st, LLVMGetUser(u));
            while (st.n && !need) {
                LLVMValueRef v = st.v[--st.n];
                if (LLVMIsAInstruction(v)) {
                    LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
                    need = bb && pmap_get(&seen, LLVMGetBasicBlockParent(bb));
                    continue;
                }
                if (LLVMIsAGlobalVariable(v)) {
                    size_t nl;
                    const char *gn = LLVMGetValueName2(v, &nl);
                    need = !(nl == 9 && !memcmp(gn, "llvm.used", 9));
                    continue;
                }
                if (!LLVMIsAConstant(v) || LLVMIsAGlobalValue(v) || pmap_get(&visited, v) == fn)
                    continue;
                pmap_put(&visited, v, fn);
                for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
                    vs_push(&st, LLVMGetUser(u));
            }
            f->fwd_decl = need;
        }
        pmap_put(&seen, fn, (void *)1);
    }
    free(st.v);
}
