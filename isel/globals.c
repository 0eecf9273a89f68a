/*
 * Module-scope symbols: PTX names for globals and functions, and the
 * declarations of global variables with their initialisers.
 * Consumes: the module's global variables.
 * Produces: .global/.shared/.const declarations (byte arrays with
 *           little-endian initialisers) in MModule.globals.
 * Guarantees: names are valid PTX identifiers (LLVM's '.' becomes "_$_",
 *           unnamed values get __unnamed_N), stable across runs.
 */
#include <stdio.h>
#include <string.h>

#include "isel.h"

const char *sanitize_name(Arena *a, const char *name, size_t n)
{
    StrBuf b = {0};
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$')
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
    if (!n)
        s = arena_printf(S->a, "__unnamed_%u", ++S->nunnamed);
    else
        s = sanitize_name(S->a, name, n);
    pmap_put(&S->syms, gv, (void *)s);
    return s;
}

static uint16_t half_bits_of(double d)
{
    /* round-to-nearest-even double -> binary16 through float */
    float f = (float)d;
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u;
    int e = (int)((x >> 23) & 0xff) - 112;
    uint32_t m = x & 0x7fffffu;
    if (((x >> 23) & 0xff) == 0xff)
        return (uint16_t)(sign | 0x7c00u | (m ? 0x200u : 0));
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00u);
    if (e <= 0) {
        if (e < -10)
            return (uint16_t)sign;
        m |= 0x800000u;
        unsigned sh = (unsigned)(14 - e);
        uint32_t h = m >> sh, rem = m & ((1u << sh) - 1), hf = 1u << (sh - 1);
        if (rem > hf || (rem == hf && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = sign | ((uint32_t)e << 10) | (m >> 13), rem = m & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1)))
        h++;
    return (uint16_t)h;
}

/* A symbol address inside an initialiser: 8 bytes at off hold sym+add,
 * through generic() when the pointer is generic and the symbol is not. */
typedef struct Reloc {
    uint64_t off;
    const char *sym;
    int64_t add;
    bool generic;
} Reloc;

typedef struct InitBuf {
    uint8_t *bytes;
    Reloc relocs[64];
    unsigned nrelocs;
} InitBuf;

/* Byte offset of a constant GEP expression's indices. */
static bool gep_offset(SelectCtx *S, LLVMValueRef ce, int64_t *add)
{
    LLVMTypeRef ty = LLVMGetGEPSourceElementType(ce);
    unsigned n = (unsigned)LLVMGetNumOperands(ce);
    for (unsigned i = 1; i < n; i++) {
        LLVMValueRef ix = LLVMGetOperand(ce, i);
        if (!LLVMIsAConstantInt(ix))
            return false;
        int64_t v = LLVMConstIntGetSExtValue(ix);
        if (i > 1) {
            LLVMTypeKind k = LLVMGetTypeKind(ty);
            if (k == LLVMStructTypeKind) {
                *add += (int64_t)LLVMOffsetOfElement(S->td, ty, (unsigned)v);
                ty = LLVMStructGetTypeAtIndex(ty, (unsigned)v);
                continue;
            }
            if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind)
                return false;
            ty = LLVMGetElementType(ty);
        }
        *add += v * (int64_t)LLVMABISizeOfType(S->td, ty);
    }
    return true;
}

/* Decompose a constant pointer expression into (symbol, addend). */
static LLVMValueRef symbol_of(SelectCtx *S, LLVMValueRef c, int64_t *add)
{
    if (LLVMIsAGlobalVariable(c) || LLVMIsAFunction(c))
        return c;
    if (!LLVMIsAConstantExpr(c))
        return NULL;
    switch (LLVMGetConstOpcode(c)) {
    case LLVMAddrSpaceCast:
    case LLVMBitCast:
    case LLVMPtrToInt:
    case LLVMIntToPtr: return symbol_of(S, LLVMGetOperand(c, 0), add);
    case LLVMGetElementPtr:
        if (!gep_offset(S, c, add))
            return NULL;
        return symbol_of(S, LLVMGetOperand(c, 0), add);
    default: return NULL;
    }
}

static bool add_reloc(SelectCtx *S, LLVMValueRef c, InitBuf *ib, uint64_t off)
{
    int64_t add = 0;
    LLVMValueRef g = symbol_of(S, c, &add);
    if (!g || ib->nrelocs >= countof(ib->relocs) || LLVMStoreSizeOfType(S->td, LLVMTypeOf(c)) != 8)
        return false;
    unsigned gas = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    unsigned as = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(LLVMTypeOf(c)) : 0;
    if (as != 0 && as != gas)
        return false;
    ib->relocs[ib->nrelocs++] = (Reloc){off, sym_name(S, g), add, as == 0 && gas != 0};
    return true;
}

/* Serialise constant c of type ty into bytes[off..]. Returns false for
 * constants PTX initialisers cannot express here. */
static bool serialize(SelectCtx *S, LLVMValueRef c, InitBuf *ib, uint64_t off)
{
    LLVMTypeRef ty = LLVMTypeOf(c);
    uint8_t *bytes = ib->bytes;
    if (LLVMIsAUndefValue(c) || LLVMIsAPoisonValue(c) || LLVMIsAConstantAggregateZero(c) ||
        LLVMIsAConstantPointerNull(c))
        return true;
    if (LLVMIsAGlobalValue(c) || LLVMIsAConstantExpr(c))
        return add_reloc(S, c, ib, off);
    if (LLVMIsAConstantInt(c)) {
        unsigned bits = LLVMGetIntTypeWidth(ty);
        uint64_t v = LLVMConstIntGetZExtValue(c);
        for (unsigned k = 0; k < (bits + 7) / 8 && k < 8; k++)
            bytes[off + k] = (uint8_t)(v >> (8 * k));
        return true;
    }
    if (LLVMIsAConstantFP(c)) {
        LLVMBool loses;
        double d = LLVMConstRealGetDouble(c, &loses);
        switch (LLVMGetTypeKind(ty)) {
        case LLVMDoubleTypeKind: memcpy(bytes + off, &d, 8); return true;
        case LLVMFloatTypeKind: {
            float f = (float)d;
            memcpy(bytes + off, &f, 4);
            return true;
        }
        case LLVMHalfTypeKind: {
            uint16_t h = half_bits_of(d);
            memcpy(bytes + off, &h, 2);
            return true;
        }
        case LLVMBFloatTypeKind: {
            float f = (float)d;
            uint32_t x;
            memcpy(&x, &f, 4);
            x += 0x7fffu + ((x >> 16) & 1);
            uint16_t h = (uint16_t)(x >> 16);
            memcpy(bytes + off, &h, 2);
            return true;
        }
        default: return false;
        }
    }
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
        unsigned cnt = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty)
                       : k == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(ty)
                                                : LLVMGetVectorSize(ty);
        for (unsigned i = 0; i < cnt; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(c, i);
            if (!el)
                return false;
            uint64_t eo = k == LLVMStructTypeKind ? LLVMOffsetOfElement(S->td, ty, i)
                          : k == LLVMArrayTypeKind ? LLVMABISizeOfType(S->td, LLVMGetElementType(ty)) * i
                                                   : LLVMStoreSizeOfType(S->td, LLVMGetElementType(ty)) * i;
            if (!serialize(S, el, ib, off + eo))
                return false;
        }
        return true;
    }
    return false;
}

/* The initialiser as .b8 bytes, or as .u64 words when it holds addresses. */
static void print_init(SelectCtx *S, const InitBuf *ib, uint64_t size)
{
    StrBuf *o = &S->m->globals;
    sb_puts(o, " = {");
    if (!ib->nrelocs) {
        for (uint64_t i = 0; i < size; i++)
            sb_printf(o, "%s%u", i ? ", " : "", ib->bytes[i]);
    } else {
        for (uint64_t w = 0; w < size / 8; w++) {
            const Reloc *r = NULL;
            for (unsigned k = 0; k < ib->nrelocs; k++)
                if (ib->relocs[k].off == w * 8)
                    r = &ib->relocs[k];
            if (w)
                sb_puts(o, ", ");
            if (r) {
                sb_printf(o, r->generic ? "generic(%s)" : "%s", r->sym);
                if (r->add)
                    sb_printf(o, "%+lld", (long long)r->add);
                continue;
            }
            uint64_t v = 0;
            for (unsigned k = 0; k < 8; k++)
                v |= (uint64_t)ib->bytes[w * 8 + k] << (8 * k);
            sb_printf(o, "%llu", (unsigned long long)v);
        }
    }
    sb_puts(o, "}");
}

static bool relocs_aligned(const InitBuf *ib, uint64_t size)
{
    if (size % 8)
        return !ib->nrelocs;
    for (unsigned k = 0; k < ib->nrelocs; k++)
        if (ib->relocs[k].off % 8)
            return false;
    return true;
}

/* Emits one global. Globals whose initialisers hold symbol addresses are
 * emitted in the second pass, after the symbols they name (pass 1). */
static bool emit_global(SelectCtx *S, LLVMValueRef g, int pass)
{
    size_t nl;
    const char *raw = LLVMGetValueName2(g, &nl);
    if (nl > 5 && !strncmp(raw, "llvm.", 5))
        return true; /* llvm.used etc. */
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    const char *space = as == 3 ? ".shared" : as == 4 ? ".const" : as == 0 || as == 1 ? ".global" : NULL;
    if (!space) {
        if (pass == 0)
            diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, g, NULL,
                        "global variable '%s' in address space %u is not supported", sym_name(S, g), as);
        return false;
    }
    LLVMTypeRef vty = LLVMGlobalGetValueType(g);
    uint64_t size = LLVMABISizeOfType(S->td, vty);
    unsigned align = LLVMGetAlignment(g);
    if (!align)
        align = LLVMABIAlignmentOfType(S->td, vty);
    LLVMLinkage lk = LLVMGetLinkage(g);
    LLVMValueRef init = LLVMGetInitializer(g);
    bool external = !init && lk == LLVMExternalLinkage;
    bool visible = lk != LLVMInternalLinkage && lk != LLVMPrivateLinkage;
    const char *name = sym_name(S, g);
    if (external) {
        if (pass == 1)
            return true;
        /* extern __shared__ T x[] and declarations from other modules */
        bool dyn = as == 3 && LLVMGetTypeKind(vty) == LLVMArrayTypeKind && LLVMGetArrayLength2(vty) == 0;
        if (dyn)
            sb_printf(&S->m->globals, ".extern .shared .align %u .b8 %s[];\n", align, name);
        else
            sb_printf(&S->m->globals, ".extern %s .align %u .b8 %s[%llu];\n", space, align, name,
                      (unsigned long long)size);
        return true;
    }
    InitBuf *ib = arena_alloc(S->a, sizeof *ib);
    memset(ib, 0, sizeof *ib);
    ib->bytes = arena_alloc(S->a, size ? size : 1);
    memset(ib->bytes, 0, size ? size : 1);
    bool has_init = init && as != 3 && !LLVMIsNull(init) && !LLVMIsAUndefValue(init);
    bool ok = !has_init || (serialize(S, init, ib, 0) && relocs_aligned(ib, size));
    if (pass != (ib->nrelocs ? 1 : 0))
        return true;
    if (!ok) {
        diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, g, NULL,
                    "initialiser of global '%s' is not supported (symbol addresses in initialisers)", name);
        return false;
    }
    if (ib->nrelocs)
        sb_printf(&S->m->globals, "%s%s .align %u .u64 %s[%llu]", visible ? ".visible " : "", space,
                  align < 8 ? 8 : align, name, (unsigned long long)(size / 8));
    else
        sb_printf(&S->m->globals, "%s%s .align %u .b8 %s[%llu]", visible && as != 3 ? ".visible " : "", space,
                  align, name, (unsigned long long)(size ? size : 1));
    if (has_init)
        print_init(S, ib, size);
    sb_puts(&S->m->globals, ";\n");
    return true;
}

bool emit_globals(SelectCtx *S)
{
    bool ok = true;
    for (int pass = 0; pass < 2; pass++)
        for (LLVMValueRef g = LLVMGetFirstGlobal(S->mod); g; g = LLVMGetNextGlobal(g))
            ok &= emit_global(S, g, pass);
    return ok;
}
