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

/* Independent-mode fetches (a separate sampler operand) that ptxas rejects
 * outside texmode_independent, where llc-19 prints them all the same:
 * "Illegal modifier '.cube' for instruction 'tex'", "... '.3d' for
 * instruction 'tex.level'", "Operand vector size doesn't match geometry for
 * instruction 'tex.grad'" (the array gradients). */
static bool independent_only(const char *name)
{
    static const char *const prefixes[] = {
        "llvm.nvvm.tex.cube.v4", "llvm.nvvm.tex.cube.array.v4", "llvm.nvvm.tex.3d.level.",
        "llvm.nvvm.tex.1d.array.grad.", "llvm.nvvm.tex.2d.array.grad.",
    };
    for (size_t i = 0; i < countof(prefixes); i++)
        if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
            return true;
    return false;
}

bool select_texsurf(SelectCtx *S, LLVMValueRef call, const char *name, bool *ok)
{
    *ok = false;
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
