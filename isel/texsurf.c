/*
 * Textures and surfaces: the handles and the refusals the rows cannot say.
 *
 * The fetch, load, store and query forms are rows (tablegen-data/texsurf.td);
 * this file gives them their handles as llc-19 does: a .texref / .surfref /
 * .samplerref variable (a global with a "texture", "surface" or "sampler"
 * !nvvm.annotations entry) is declared opaque, and
 * llvm.nvvm.texsurf.handle.internal of it moves its name into a .u64
 * register (mov.u64 %rd, tex0). It also refuses, by name, the intrinsics
 * whose llc-19 PTX ptxas rejects.
 */
#include "isel.h"

#include <string.h>

/* The opaque PTX type of a global annotated as a texture, surface or
 * sampler reference, or NULL. */
const char *texsurf_global_kind(SelectCtx *S, LLVMValueRef g)
{
    static const struct {
        const char *key, *type;
    } kinds[] = {{"texture", ".texref"}, {"surface", ".surfref"}, {"sampler", ".samplerref"}};
    for (const AnnotNode *an = pmap_get(&S->annots, g); an; an = an->next)
        for (unsigned j = 1; j + 1 < an->n; j += 2) {
            unsigned kl;
            const char *key = an->ops[j] ? LLVMGetMDString(an->ops[j], &kl) : NULL;
            int64_t v;
            if (!key || !an->ops[j + 1] || !is_const_int(an->ops[j + 1], &v) || v != 1)
                continue;
            for (size_t i = 0; i < countof(kinds); i++)
                if (!strcmp(key, kinds[i].key))
                    return kinds[i].type;
        }
    return NULL;
}

/* The initialiser of a .samplerref global as llc-19 prints it, from an
 * integer initialiser in OpenCL's sampler encoding (bits 0-2 the addressing
 * mode, bit 3 normalised coordinates, bits 4-5 the filter), or NULL when
 * it has none. Modes llc-19 cannot spell (addressing 5-7, anisotropic
 * filtering) are errors. */
const char *texsurf_sampler_init(SelectCtx *S, LLVMValueRef g)
{
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!init || !LLVMIsAConstantInt(init))
        return NULL;
    uint64_t v = LLVMConstIntGetZExtValue(init);
    static const char *const addr[] = {"wrap", "clamp_to_border", "clamp_to_edge", "wrap", "mirror"};
    unsigned am = (unsigned)(v & 7), filt = (unsigned)((v >> 4) & 3);
    if (am >= countof(addr) || filt == 2) {
        diag_report(S->ctx, PTXSEL_ERROR, S->file, NULL, ir_ref(g), NULL,
                    "sampler '%s' has the initialiser %llu: %s is not supported (PTX's samplerref has the "
                    "addressing modes wrap, clamp_to_border, clamp_to_edge and mirror, the filters nearest and "
                    "linear)", sym_name(S, g), (unsigned long long)v,
                    filt == 2 ? "anisotropic filtering" : "addressing mode 5..7");
        return NULL;
    }
    return arena_printf(S->a, " = { addr_mode_0 = %s, addr_mode_1 = %s, addr_mode_2 = %s, filter_mode = %s%s }",
                        addr[am], addr[am], addr[am], filt == 1 ? "linear" : "nearest",
                        v & 8 ? "" : ", force_unnormalized_coords = 1");
}

/* Independent-mode fetches (a separate sampler operand) that ptxas rejects
 * or crashes on outside texmode_independent, where llc-19 prints them all
 * the same: "Illegal modifier '.cube' for instruction 'tex'", "... '.3d' for
 * instruction 'tex.level'", "Operand vector size doesn't match geometry for
 * instruction 'tex.grad'" (the array gradients), "Arguments mismatch for
 * instruction 'mov'" (3d gradients), and a segmentation fault of ptxas 13.0
 * on every array fetch (1d / 2d array, their .level, cube array .level;
 * found by the structured fuzzer, every target, handles from parameters or
 * constants alike). */
static bool independent_only(const char *name)
{
    static const char *const prefixes[] = {
        "llvm.nvvm.tex.cube.v4", "llvm.nvvm.tex.cube.array.v4", "llvm.nvvm.tex.3d.level.",
        "llvm.nvvm.tex.1d.array.grad.", "llvm.nvvm.tex.2d.array.grad.", "llvm.nvvm.tex.3d.grad.",
        "llvm.nvvm.tex.1d.array.v4", "llvm.nvvm.tex.2d.array.v4", "llvm.nvvm.tex.1d.array.level.",
        "llvm.nvvm.tex.2d.array.level.", "llvm.nvvm.tex.cube.array.level.",
    };
    for (size_t i = 0; i < countof(prefixes); i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

/* ---------------------------------------------------- the OpenCL triple
 *
 * Under nvptx64-unknown-nvcl (llc-19's NVPTX::NVCL driver interface) PTX has
 * no texture handles in registers for kernel parameters: a kernel parameter
 * annotated "rdoimage" (read-only image), "wroimage" / "rdwrimage" (write /
 * read-write image) or "sampler" (!nvvm.annotations, the value its index) is
 * declared .param .texref / .surfref / .samplerref, and the fetch, load,
 * store and query instructions name it, as they name a .texref global that
 * texsurf.handle.internal gives them (llc-19's NVPTXReplaceImageHandles).
 * Other handles (a .func's parameter, an unannotated kernel parameter, a
 * handle stored and loaded) stay .u64 registers, which ptxas takes in the
 * independent mode; llc-19 names a .func's parameter there too (or stops),
 * which ptxas rejects. */

/* The ParamTy of an image or sampler parameter idx of fn (PTY_TEXREF,
 * PTY_SURFREF, PTY_SAMPLERREF), or 0. */
unsigned texsurf_param_kind(SelectCtx *S, LLVMValueRef fn, unsigned idx)
{
    static const struct {
        const char *key;
        unsigned ty;
    } kinds[] = {{"rdoimage", PTY_TEXREF}, {"wroimage", PTY_SURFREF}, {"rdwrimage", PTY_SURFREF},
                 {"sampler", PTY_SAMPLERREF}};
    for (const AnnotNode *an = pmap_get(&S->annots, fn); an; an = an->next)
        for (unsigned j = 1; j + 1 < an->n; j += 2) {
            unsigned kl;
            const char *key = an->ops[j] ? LLVMGetMDString(an->ops[j], &kl) : NULL;
            int64_t v;
            if (!key || !an->ops[j + 1] || !is_const_int(an->ops[j + 1], &v) || v != (int64_t)idx)
                continue;
            for (size_t i = 0; i < countof(kinds); i++)
                if (!strcmp(key, kinds[i].key))
                    return kinds[i].ty;
        }
    return 0;
}

/* How many leading operands of an intrinsic are handles that llc-19 names
 * under nvcl: the texture and the sampler of tex / tld4 with a separate
 * sampler; the texture or surface of the unified fetches, suld, sust, txq
 * and suq. istypep takes its handle in a register. */
static unsigned handle_operands(const char *name)
{
    if (!strncmp(name, "llvm.nvvm.tex.unified.", 22) || !strncmp(name, "llvm.nvvm.tld4.unified.", 23))
        return 1;
    if (!strncmp(name, "llvm.nvvm.tex.", 14) || !strncmp(name, "llvm.nvvm.tld4.", 15))
        return 2;
    if (!strncmp(name, "llvm.nvvm.suld.", 15) || !strncmp(name, "llvm.nvvm.sust.", 15) ||
        !strncmp(name, "llvm.nvvm.txq.", 14) || !strncmp(name, "llvm.nvvm.suq.", 14))
        return 1;
    return 0;
}

/* Whether every use of v is a handle operand of a texture / surface
 * intrinsic (the first use that is not, in *bad). */
static bool only_handle_uses(LLVMValueRef v, LLVMValueRef *bad)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef U = LLVMGetUser(u);
        *bad = U;
        LLVMValueRef callee = LLVMIsACallInst(U) ? LLVMGetCalledValue(U) : NULL;
        if (!callee || !LLVMIsAFunction(callee))
            return false;
        size_t n;
        unsigned nh = handle_operands(LLVMGetValueName2(callee, &n));
        unsigned na = (unsigned)LLVMGetNumArgOperands(U);
        for (unsigned j = nh; j < na; j++)
            if (LLVMGetOperand(U, j) == v)
                return false;
        if (!nh)
            return false;
    }
    return true;
}

/* An image or sampler parameter of a kernel under nvcl is a .texref /
 * .surfref / .samplerref: PTX can name it in a handle operand and nothing
 * else (ptxas: "Illegal operand type to instruction 'ld'" for the load
 * llc-19 prints for any other use). */
void texsurf_check_param_uses(SelectCtx *S, LLVMValueRef arg, const char *label)
{
    LLVMValueRef bad = NULL;
    if (!only_handle_uses(arg, &bad))
        isel_error(S, bad, "image / sampler parameter %%%s of kernel '%s' is used other than as the handle of a "
                   "texture or surface instruction (tex, tld4, suld, sust, txq, suq): under the OpenCL triple it "
                   "is a .texref / .surfref / .samplerref parameter, which PTX cannot load into a register",
                   label, S->f->name);
}

/* Operand a of the call being selected (texture / surface row), under nvcl:
 * a handle named directly (*named) when it is an image / sampler kernel
 * parameter or a texsurf.handle.internal of a global used only as handles;
 * else its register. */
MOperand texsurf_handle_operand(SelectCtx *S, LLVMValueRef v, unsigned a, bool *named)
{
    *named = false;
    if (a >= S->tex_handles || !(LLVMIsAArgument(v) || LLVMIsACallInst(v)))
        return (MOperand){0};
    VLoc *loc = pmap_get(&S->vals, v);
    if (!loc || loc->n != 1 || loc->ops[0].kind != MO_SYM)
        return (MOperand){0};
    *named = true;
    return loc->ops[0];
}

bool select_texsurf(SelectCtx *S, LLVMValueRef call, const char *name, bool *ok)
{
    *ok = false;
    S->tex_handles = 0;
    /* every name below is llvm.nvvm.t... or llvm.nvvm.s... (the caller's
     * name is llvm.nvvm.*): the others are no texture or surface call */
    if (name[10] != 't' && name[10] != 's')
        return false;
    S->tex_handles = S->texmode_independent ? handle_operands(name) : 0;
    if (!strncmp(name, "llvm.nvvm.texsurf.handle.internal.", 34) || !strncmp(name, "llvm.nvvm.texsurf.handle.", 25)) {
        /* the internal form takes the variable; llvm.nvvm.texsurf.handle
         * takes metadata naming it and the variable */
        unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
        LLVMValueRef g = nargs ? LLVMGetOperand(call, nargs - 1) : NULL;
        if (!g || !LLVMIsAGlobalVariable(g) || !texsurf_global_kind(S, g)) {
            isel_error(S, call, "'%s' needs a global variable annotated as a texture, surface or sampler "
                       "(!nvvm.annotations \"texture\", \"surface\" or \"sampler\")", name);
            return true;
        }
        VLoc *res = result_loc(S, call);
        LLVMValueRef bad;
        if (S->texmode_independent && only_handle_uses(call, &bad))
            res->ops[0] = mo_sym(sym_name(S, g)); /* named in every instruction, as llc-19 does */
        else
            emit(S, FORM_mov_u64, 2, res->ops[0], mo_sym(sym_name(S, g)));
        *ok = true;
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.sust.p.", 17) && (strstr(name, "i8.trap") || strstr(name, "i16.trap"))) {
        isel_error(S, call, "'%s' is not supported: sust.p (formatted surface store) takes .b32 elements only "
                   "(ptxas: \"Unexpected instruction types specified for 'sust.p'\"; llc-19 prints it)", name);
        return true;
    }
    if (!S->texmode_independent && independent_only(name)) {
        isel_error(S, call, "'%s' is not supported in the CUDA texture mode (texmode_unified): ptxas accepts this "
                   "fetch with a separate sampler only under .target texmode_independent (the OpenCL triple "
                   "nvptx64-unknown-nvcl); use the llvm.nvvm.tex.unified form", name);
        return true;
    }
    return false;
}
