/*
 * The module: kernels (annotations, launch directives) and select_module,
 * the entry point of the selector.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "isel.h"

/* ---------------------------------------------------------------- annotations */


static void parse_triple(const char *s, unsigned v[3])
{
    v[0] = v[1] = v[2] = 1;
    sscanf(s, "%u,%u,%u", &v[0], &v[1], &v[2]);
}

/* The "nvvm.*" function attributes annotation_directives reads. */
enum { NA_MAXNTID, NA_REQNTID, NA_CLUSTER_DIM, NA_MINCTASM, NA_MAXNREG, NA_MAXCLUSTERRANK, NA_BLOCKSARECLUSTERS, NA_COUNT };
static const char *const nvvm_attr_names[NA_COUNT] = {
    "nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim", "nvvm.minctasm", "nvvm.maxnreg", "nvvm.maxclusterrank",
    "nvvm.blocksareclusters",
};

/* The values of fn's attributes of nvvm_attr_names (NULL: absent), from
 * one walk over its function attributes: most functions have none of
 * them, and a look-up by name costs about as much as that walk. */
static void nvvm_attrs(LLVMValueRef fn, const char *val[NA_COUNT])
{
    for (int i = 0; i < NA_COUNT; i++)
        val[i] = NULL;
    unsigned n = LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex);
    if (!n)
        return;
    LLVMAttributeRef buf[32], *as = n <= countof(buf) ? buf : malloc(n * sizeof *as);
    if (!as)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    LLVMGetAttributesAtIndex(fn, LLVMAttributeFunctionIndex, as);
    for (unsigned k = 0; k < n; k++) {
        if (!LLVMIsStringAttribute(as[k]))
            continue;
        unsigned kl, vl;
        const char *key = LLVMGetStringAttributeKind(as[k], &kl);
        if (kl <= 5 || memcmp(key, "nvvm.", 5))
            continue;
        for (int i = 0; i < NA_COUNT; i++)
            if (strlen(nvvm_attr_names[i]) == kl && !memcmp(key, nvvm_attr_names[i], kl))
                val[i] = LLVMGetStringAttributeValue(as[k], &vl);
    }
    if (as != buf)
        free(as);
}

/* Collect !nvvm.annotations entries for fn (kernel, maxntid*, reqntid*, minctasm,
 * maxnreg, cluster_dim_*, maxclusterrank, grid_constant) and the newer
 * "nvvm.*" function attributes; returns the PTX directive text. */
void annotation_directives(SelectCtx *S, LLVMValueRef fn, MDirectives *dir, unsigned *grid_const_mask)
{
    MDirectives an;
    memset(&an, 0, sizeof an);
    for (int i = 0; i < 3; i++)
        an.maxntid[i] = an.reqntid[i] = an.cluster[i] = 1;
    for (const AnnotNode *an_node = pmap_get(&S->annots, fn); an_node; an_node = an_node->next) {
        const LLVMValueRef *ops = an_node->ops;
        unsigned no = an_node->n;
        for (unsigned j = 1; j + 1 < no; j += 2) {
            unsigned kl;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            if (!key)
                continue;
            int64_t v = 0;
            bool is_int = ops[j + 1] && is_const_int(ops[j + 1], &v);
            /* the value must be a node (!{i32 1, ...}): LLVMGetMDNodeNumOperands
             * on a constant or a string reads a wrong object (SEGV, found by
             * fuzzing); anything else is ignored, as other malformed values are */
            if (!strcmp(key, "grid_constant")) {
                if (!ops[j + 1] || !LLVMIsAMDNode(ops[j + 1]))
                    continue;
                unsigned gn = LLVMGetMDNodeNumOperands(ops[j + 1]);
                LLVMValueRef *gops = arena_alloc(S->a, (gn ? gn : 1) * sizeof *gops);
                LLVMGetMDNodeOperands(ops[j + 1], gops);
                for (unsigned g = 0; g < gn; g++) {
                    int64_t idx;
                    if (gops[g] && is_const_int(gops[g], &idx) && idx >= 1 && idx <= 32)
                        *grid_const_mask |= 1u << (idx - 1);
                }
                continue;
            }
            if (!is_int)
                continue;
            unsigned u = (unsigned)v;
            if (!strcmp(key, "maxntidx")) { an.maxntid[0] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "maxntidy")) { an.maxntid[1] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "maxntidz")) { an.maxntid[2] = u; an.has_maxntid = true; }
            else if (!strcmp(key, "reqntidx")) { an.reqntid[0] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "reqntidy")) { an.reqntid[1] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "reqntidz")) { an.reqntid[2] = u; an.has_reqntid = true; }
            else if (!strcmp(key, "minctasm")) an.minctasm = u;
            else if (!strcmp(key, "maxnreg")) an.maxnreg = u;
            else if (!strcmp(key, "cluster_dim_x")) { an.cluster[0] = u; an.has_cluster = true; }
            else if (!strcmp(key, "cluster_dim_y")) { an.cluster[1] = u; an.has_cluster = true; }
            else if (!strcmp(key, "cluster_dim_z")) { an.cluster[2] = u; an.has_cluster = true; }
            else if (!strcmp(key, "maxclusterrank")) an.maxclusterrank = u;
        }
    }
    const char *na[NA_COUNT], *s;
    nvvm_attrs(fn, na);
    if ((s = na[NA_MAXNTID])) { parse_triple(s, an.maxntid); an.has_maxntid = true; }
    if ((s = na[NA_REQNTID])) { parse_triple(s, an.reqntid); an.has_reqntid = true; }
    if ((s = na[NA_CLUSTER_DIM])) { parse_triple(s, an.cluster); an.has_cluster = true; }
    if ((s = na[NA_MINCTASM])) an.minctasm = (unsigned)atoi(s);
    if ((s = na[NA_MAXNREG])) an.maxnreg = (unsigned)atoi(s);
    if ((s = na[NA_MAXCLUSTERRANK])) an.maxclusterrank = (unsigned)atoi(s);
    /* "nvvm.blocksareclusters" (LLVM 21+): the kernel's CTAs are its
     * clusters. ptxas takes .blocksareclusters from PTX 9.0 on sm_90+ and only
     * with .reqntid and .reqnctapercluster; it changes how the kernel is
     * launched, so it is never left out: refused where it cannot be printed */
    if (fn_is_kernel(S, fn) && na[NA_BLOCKSARECLUSTERS]) {
        if (!feat_has(&S->t->feat, FEAT_has_clusters) || S->t->ptx < 90)
            isel_error(S, NULL,
                       "kernel '%s': \"nvvm.blocksareclusters\" (.blocksareclusters) needs sm_90 or later and PTX "
                       "ISA 9.0 (the module targets %s, PTX ISA %u.%u)",
                       LLVMGetValueName(fn), S->t->name, S->t->ptx / 10, S->t->ptx % 10);
        else if (!an.has_reqntid || !an.has_cluster)
            isel_error(S, NULL,
                       "kernel '%s': \"nvvm.blocksareclusters\" needs \"nvvm.reqntid\" and \"nvvm.cluster_dim\" "
                       "(ptxas takes .blocksareclusters only with .reqntid and .reqnctapercluster)",
                       LLVMGetValueName(fn));
        else
            an.blocksareclusters = true;
    }
    /* a target without clusters: llc-19 leaves the cluster directives of a
     * kernel out of its PTX; so does ptxsel, saying so (-Wcluster-dropped) */
    if (fn_is_kernel(S, fn) && !feat_has(&S->t->feat, FEAT_has_clusters)) {
        if (an.has_cluster)
            diag_report(S->ctx, PTXSEL_WARNING, S->file, ir_ref(fn), NULL, "-Wcluster-dropped",
                        "launch directive .reqnctapercluster %u, %u, %u of kernel '%s' is left out: %s has no "
                        "clusters (has_clusters: sm_90+, PTX 7.8)",
                        an.cluster[0], an.cluster[1], an.cluster[2], LLVMGetValueName(fn), S->t->name);
        if (an.maxclusterrank)
            diag_report(S->ctx, PTXSEL_WARNING, S->file, ir_ref(fn), NULL, "-Wcluster-dropped",
                        "launch directive .maxclusterrank %u of kernel '%s' is left out: %s has no clusters "
                        "(has_clusters: sm_90+, PTX 7.8)",
                        an.maxclusterrank, LLVMGetValueName(fn), S->t->name);
        an.has_cluster = false;
        an.maxclusterrank = 0;
    }
    *dir = an;
}

/* Indexes !nvvm.annotations once per module: each node whose first operand
 * is a function is filed under it (annotation_directives reads them), and
 * kernels are marked. Nodes of any size (operands copied into the arena). */
static void collect_kernels(SelectCtx *S)
{
    unsigned nmd = LLVMGetNamedMetadataNumOperands(S->mod, "nvvm.annotations");
    if (!nmd)
        return;
    LLVMValueRef *mds = arena_alloc(S->a, nmd * sizeof *mds);
    LLVMGetNamedMetadataOperands(S->mod, "nvvm.annotations", mds);
    PtrMap last; /* Function -> last AnnotNode, to keep module order */
    pmap_init(&last, S->a);
    for (unsigned i = 0; i < nmd; i++) {
        unsigned no = LLVMGetMDNodeNumOperands(mds[i]);
        if (no < 3)
            continue;
        LLVMValueRef *ops = arena_alloc(S->a, no * sizeof *ops);
        LLVMGetMDNodeOperands(mds[i], ops);
        if (!ops[0] || !(LLVMIsAFunction(ops[0]) || LLVMIsAGlobalVariable(ops[0])))
            continue;
        AnnotNode *nd = arena_alloc(S->a, sizeof *nd);
        nd->ops = ops;
        nd->n = no;
        AnnotNode *prev = pmap_get(&last, ops[0]);
        if (prev)
            prev->next = nd;
        else
            pmap_put(&S->annots, ops[0], nd);
        pmap_put(&last, ops[0], nd);
        for (unsigned j = 1; j + 1 < no; j += 2) {
            unsigned kl;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            int64_t v;
            if (key && !strcmp(key, "kernel") && ops[j + 1] && is_const_int(ops[j + 1], &v) && v)
                pmap_put(&S->kernels, ops[0], (void *)1);
        }
    }
}

bool select_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, LLVMModuleRef mod, MModule *m,
                   int opt_level, bool strict_atomics, FuncSink *sink)
{
    SelectCtx S;
    memset(&S, 0, sizeof S);
    S.ctx = ctx;
    S.t = t;
    S.level = S.opt_level = opt_level;
    S.strict_atomics = strict_atomics;
    S.file = file;
    S.mod = mod;
    S.m = m;
    S.a = m->arena;
    if (!isel_check_module(ctx, file, mod, false)) /* the layout is final by now */
        return false;
    /* the OpenCL triple (nvptx64-unknown-nvcl), as llc-19's NVPTX::NVCL
     * driver interface: independent texture mode, image / sampler kernel
     * parameters named in the instructions, .ptr kernel pointers */
    S.texmode_independent = triple_is_nvcl(LLVMGetTarget(mod));
    if (S.texmode_independent) {
        m->nvcl = true;
        m->header_target = arena_printf(S.a, "%s, texmode_independent", m->header_target);
    }
    S.td = LLVMGetModuleDataLayout(mod);
    S.local_ptr64 = LLVMPointerSizeForAS(S.td, 5) == 8;
    S.md_loop = LLVMGetMDKindIDInContext(LLVMGetModuleContext(mod), "llvm.loop", 9);
    size_t asm_len;
    const char *masm = LLVMGetModuleInlineAsm(mod, &asm_len);
    m->module_asm = asm_len ? arena_strndup(S.a, masm, asm_len) : NULL;
    pmap_init(&S.syms, S.a);
    pmap_init(&S.kernels, S.a);
    pmap_init(&S.mfuncs, S.a);
    pmap_init(&S.annots, S.a);
    pmap_init(&S.direct_only, S.a);
    pmap_init(&S.intr_rows, S.a);
    pmap_init(&S.intr_kind, S.a);
    pmap_init(&S.intr_pick, S.a);
    pmap_init(&S.type_leaves, S.a);
    pmap_init(&S.callees, S.a);
    collect_kernels(&S);
    size_t before = ctx->nerrors;
    emit_globals(&S);
    /* MFuncs for every function (declarations too, for prototypes) */
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t nl;
        const char *name = LLVMGetValueName2(fn, &nl);
        if (nl > 5 && !strncmp(name, "llvm.", 5))
            continue;
        bool decl = LLVMIsDeclaration(fn);
        if (decl && !LLVMGetFirstUse(fn))
            continue;
        MFunc *f = arena_alloc(S.a, sizeof *f);
        f->fn = ir_ref(fn);
        f->name = sym_name(&S, fn);
        f->is_kernel = fn_is_kernel(&S, fn);
        f->is_decl = decl;
        f->is_visible = LLVMGetLinkage(fn) != LLVMInternalLinkage && LLVMGetLinkage(fn) != LLVMPrivateLinkage;
        if (m->last)
            m->last->next = f;
        else
            m->funcs = f;
        m->last = f;
        pmap_put(&S.mfuncs, fn, f);
    }
    mark_forward_decls(&S);
    unsigned idx = 0; /* llc's function number: definitions counted */
    for (MFunc *f = m->funcs; f; f = f->next) {
        S.fn_index = idx;
        idx += !f->is_decl;
        if (f->is_decl) {
            /* prototype only: parameter declarations */
            S.fn = ir_value(f->fn);
            S.f = f;
            unsigned np = LLVMCountParams(S.fn);
            f->nparams = np;
            f->params = arena_alloc(S.a, (np + 1) * sizeof *f->params);
            for (unsigned i = 0; i < np; i++) {
                LLVMAttributeRef byval = param_attr(S.fn, i, EA_byval);
                LLVMTypeRef ty = byval ? LLVMGetTypeAttributeValue(byval) : LLVMTypeOf(LLVMGetParam(S.fn, i));
                f->params[i].name = arena_printf(S.a, "%s_param_%u", f->name, i);
                f->params[i].type = param_decl_at(&S, S.fn, i, ty, false);
            }
            vararg_param(&S, f);
            LLVMTypeRef rty = LLVMGetReturnType(LLVMGlobalGetValueType(S.fn));
            if (LLVMGetTypeKind(rty) != LLVMVoidTypeKind) {
                f->has_ret = true;
                f->ret = param_decl(&S, rty, S.fn, false, 0);
            }
            if (sink)
                sink->done(sink, f, ctx->nerrors == before);
            continue;
        }
        if (!sink) {
            select_function(&S, ir_value(f->fn), f);
            continue;
        }
        /* the function's own data (machine IR, the selector's maps) in the
         * sink's arena; what outlives it (names, parameters) explicitly in
         * the module's (S.m->arena) */
        S.a = m->code = sink->code;
        select_function(&S, ir_value(f->fn), f);
        S.a = m->arena;
        m->code = NULL;
        sink->done(sink, f, ctx->nerrors == before);
        /* S's per-function maps (vals, blocks, ...) now point into recycled
         * memory: nothing reads them until select_function sets them up
         * again (a declaration's parameters use only module state) */
        arena_recycle(sink->code);
    }
    return ctx->nerrors == before;
}
