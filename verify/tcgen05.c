/*
 * tcgen05 (Blackwell) family rules (docs/verifier.md "tcgen05.mma — the 13-rule
 * ladder", the finer ptxas gates, the one-cta_group-per-kernel rule over the
 * call graph).
 * Consumes: selected instructions of families "tcgen05" and "tcgen05.mma"
 *           (their packed words: mc/tcgen05.c), intrinsic names no row knows.
 * Produces: diagnostics; the ladder strings are verbatim (typo included).
 * Guarantees: the words are validated before they are trusted; the first
 *           ladder rule that applies is the instruction's only error; gates
 *           test feature bits and PTX versions, never SM numbers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ------------------------------------------------------------ the ladder */

static const char *const ladder_msg[14] = {
    NULL,
    "INT8 type is supported only on arch-conditional variants.",
    "MXF4 and MXF4NVF4 types with Sparsity are supported only on arch-conditional variants.",
    "Explicit scale vector size is supported only on arch-conditional variants.",
    "Scale input accumulator is not supported on this architecture.",
    "Scale input accumulator can only be used with f16 and tf32 types",
    "Block scale is not supported for f16, tf32, f8f6f4 and i8 types",
    "ashift is not supported with tcgen05.mma.block_scale variants",
    "cta_group::2 is not supported with weight stationary",
    "Cannot use weight stationary with mxf8f6f4 and fp4 types",
    "Cannot use collector::a::use or colletor::a::fill with ashift",
    "Cannot use 2X or 4X as scale vector size for mxf8f6f4 type",
    "Cannot use 1X as scale vector size for mxf4nvf4 type",
    "Cannot use 1X or 4X as scale vector size for mxf4 type",
};

static bool is_mx(unsigned kind)
{
    return kind >= TC_KIND_MXF8F6F4 && kind <= TC_KIND_MXF4NVF4;
}

/* Scale-vector size (1 1X, 2 2X, 3 4X, 0 none) of an explicit .scale_vec::NX
 * or of a row's .block16 / .block32 (block size 32 or 16 over the kind's K:
 * 32 for mxf8f6f4, 64 for mxf4 / mxf4nvf4); 0 for a block-scale form without
 * a legal size. The row spells a block size when it has a %W{TEXT}
 * (FormRow.wvec); .block16 rows have the role tcgen05_block16. */
static unsigned effective_vec(const ptxsel_tcgen05_ctrl *c, const FormRow *r)
{
    if (c->scale_vec || !c->block_scale)
        return c->scale_vec;
    /* plain .block_scale is read as .block32, except for mxf4nvf4, which
     * needs a size (ptxas: "Modifier '.kind::mxf4nvf4' requires modifier
     * '.scale_vectorsize'") */
    if (!r->wvec && c->kind == TC_KIND_MXF4NVF4)
        return 0;
    bool b16 = r->role == ROLE_tcgen05_block16;
    if (c->kind == TC_KIND_MXF8F6F4)
        return b16 ? 2 : 1;
    return b16 ? 3 : 2;
}

/* The ladder rule (1..13) that rejects the words on target t, 0 if none. */
static int ladder_rule(const ptxsel_target *t, const ptxsel_tcgen05_ctrl *c, const ptxsel_tcgen05_coll *k, unsigned vec)
{
    bool fam_only = feat_has(&t->feat, FEAT_has_family_conditional) && !feat_has(&t->feat, FEAT_has_arch_conditional) &&
                    t->ptx >= 88;
    if (fam_only && c->kind == TC_KIND_I8)
        return 1;
    if (fam_only && c->sparse && (c->kind == TC_KIND_MXF4 || c->kind == TC_KIND_MXF4NVF4))
        return 2;
    if (fam_only && c->scale_vec)
        return 3;
    if (c->scale_input_acc && !feat_has(&t->feat, FEAT_has_scale_input_accumulator))
        return 4;
    if (c->scale_input_acc && c->kind != TC_KIND_F16 && c->kind != TC_KIND_TF32)
        return 5;
    if (c->block_scale && !is_mx(c->kind))
        return 6;
    if (c->block_scale && k->ashift)
        return 7;
    if (c->weight_stationary && c->cta_group == 2)
        return 8;
    if (c->weight_stationary && is_mx(c->kind))
        return 9;
    if (k->ashift && k->a_valid && (k->a_op == 2 || k->a_op == 3))
        return 10;
    if (c->kind == TC_KIND_MXF8F6F4 && (vec == 2 || vec == 3))
        return 11;
    if (c->kind == TC_KIND_MXF4NVF4 && vec == 1)
        return 12;
    if (c->kind == TC_KIND_MXF4 && (vec == 1 || vec == 3))
        return 13;
    return 0;
}

/* Feature gates beyond the ladder (ptxas 13.0; evidence in targets/targets.c),
 * in the order they are reported. Every gate the words need is checked (a
 * sparse mxf4 .block32 needs both has_tcgen05_sparse_mxf4 and
 * has_tcgen05_block_scale_vec). */
enum { NGATES = 5 };

static size_t gate_bits(const ptxsel_tcgen05_ctrl *c, int out[NGATES])
{
    static const int order[NGATES] = {FEAT_has_tcgen05_i8, FEAT_has_tcgen05_sparse_mxf4, FEAT_has_tcgen05_scale_vec_nx,
                                      FEAT_has_tcgen05_block_scale_vec, FEAT_has_scale_input_accumulator};
    bool need[NGATES] = {
        c->kind == TC_KIND_I8,
        c->sparse && (c->kind == TC_KIND_MXF4 || c->kind == TC_KIND_MXF4NVF4),
        c->scale_vec != 0,
        c->block_scale && !c->scale_vec, /* .block16 / .block32 / plain .block_scale (read as .block32) */
        c->scale_input_acc != 0,
    };
    size_t n = 0;
    for (size_t i = 0; i < NGATES; i++)
        if (need[i])
            out[n++] = order[i];
    return n;
}

/* Check one tcgen05.mma; msg gets the first error. */
static bool mma_check(const ptxsel_target *t, const FormRow *r, uint32_t ctrl, uint32_t coll, int miss, Arena *a,
                      char *msg, size_t len)
{
    if (ptxsel_tcgen05_ctrl_validate(ctrl, msg, len) != PTXSEL_OK || ptxsel_tcgen05_coll_validate(coll, msg, len) != PTXSEL_OK)
        return true;
    ptxsel_tcgen05_ctrl c;
    ptxsel_tcgen05_coll k;
    ptxsel_tcgen05_ctrl_decode(ctrl, &c);
    ptxsel_tcgen05_coll_decode(coll, &k);
    const char *form = tcgen05_mma_spelling(a, r, ctrl, coll);
    if (miss >= 0) {
        snprintf(msg, len, "%s is not supported on %s (requires %s: %s)", form, t->name, ptxsel_feature_name(miss),
                 ptxsel_feature_targets(miss));
        return true;
    }
    unsigned vec = effective_vec(&c, r);
    int rule = ladder_rule(t, &c, &k, vec);
    if (rule) {
        snprintf(msg, len, "%s", ladder_msg[rule]);
        return true;
    }
    if (c.block_scale ? !vec : c.scale_vec != 0) {
        snprintf(msg, len, "scale vector size is not legal for this input family");
        return true;
    }
    if (is_mx(c.kind) && !c.block_scale) {
        snprintf(msg, len, "%s: .kind::%s requires .block_scale", form, ptxsel_tcgen05_kind_name(c.kind));
        return true;
    }
    if (k.ashift && !c.a_tmem) {
        snprintf(msg, len, "%s: .ashift requires the A operand in tensor memory", form);
        return true;
    }
    int bits[NGATES];
    size_t nbits = gate_bits(&c, bits);
    for (size_t i = 0; i < nbits; i++) {
        int bit = bits[i];
        if (feat_has(&t->feat, bit))
            continue;
        if (ptxsel_feature_min_ptx(bit) > t->ptx) {
            /* ptxas: "Feature '.block32' requires PTX ISA .version 8.8 or later" */
            unsigned v = ptxsel_feature_min_ptx(bit);
            snprintf(msg, len, "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)", form,
                     v / 10, v % 10, t->ptx / 10, t->ptx % 10, v);
        } else {
            snprintf(msg, len, "%s is not supported on %s (requires %s: %s)", form, t->name, ptxsel_feature_name(bit),
                     ptxsel_feature_targets(bit));
        }
        return true;
    }
    /* ptxas: "Feature '.kind::mxf4nvf4' requires PTX ISA .version 8.7 or
     * later", "Feature '.scale_vec::4X' requires PTX ISA .version 8.7 or later" */
    unsigned need = r->min_ptx;
    if ((c.kind == TC_KIND_MXF4NVF4 || c.scale_vec == 3) && need < 87)
        need = 87;
    if (need > t->ptx) {
        snprintf(msg, len, "%s requires PTX ISA %u.%u (the module targets PTX ISA %u.%u; use -mattr=+ptx%u)", form,
                 need / 10, need % 10, t->ptx / 10, t->ptx % 10, need);
        return true;
    }
    return false;
}

bool tcgen05_verify_takes(const FormRow *r)
{
    return r->fam == FAM_tcgen05_mma;
}

bool tcgen05_verify_inst(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MFunc *f,
                         const MInst *in, int miss)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (r->fam != FAM_tcgen05_mma)
        return false;
    char msg[512];
    Arena *a = arena_new();
    bool bad = mma_check(t, r, in->ctrl, in->coll, miss, a, msg, sizeof msg);
    arena_free(a);
    if (bad)
        diag_report(ctx, PTXSEL_ERROR, file, f ? f->fn : NULL, in->src, NULL, "%s", msg);
    else /* the immediates outside the packed words (scale_d's 0..15) */
        verify_immediates(ctx, file, f, in, r);
    /* a clean tcgen05.mma is fully checked here */
    return true;
}

/* ------------------------------------------------------------ one cta_group per kernel */

static unsigned inst_cta_group(const MInst *in)
{
    const FormRow *r = &ptxsel_form_rows[in->form];
    if (r->fam != FAM_tcgen05 && r->fam != FAM_tcgen05_mma)
        return 0;
    return in->ctrl >> TC_CTRL_CTA_GROUP & 3;
}

/* The first instruction of f's own code that uses cta_group g, or NULL. */
static const MInst *first_cta_group_use(const MFunc *f, unsigned g)
{
    for (size_t bi = 0; bi < f->nblocks; bi++)
        for (const MInst *in = f->blocks[bi]->first; in; in = in->next)
            if (inst_cta_group(in) == g)
                return in;
    return NULL;
}

/* The functions with a body left for this check (a kept block: calls or
 * tcgen05 instructions), sorted by name, for callee_index's search (a
 * module's function names are unique). */
typedef struct FnName {
    const char *name;
    int idx; /* in m->funcs order */
} FnName;

static int cmp_fn_name(const void *a, const void *b)
{
    return strcmp(((const FnName *)a)->name, ((const FnName *)b)->name);
}

/* Index (in m->funcs order) of the function a call instruction names, or -1
 * (not a call, or a callee without a body in this module), found in byname
 * (n entries, sorted). */
static int callee_index(const FnName *byname, size_t n, const MInst *in)
{
    if (ptxsel_form_rows[in->form].role != ROLE_call)
        return -1;
    for (unsigned k = 0; k < in->nops; k++) {
        if (in->ops[k].kind != MO_SYM || !in->ops[k].sym)
            continue;
        FnName key = {in->ops[k].sym, -1};
        const FnName *hit = n ? bsearch(&key, byname, n, sizeof *byname, cmp_fn_name) : NULL;
        return hit ? hit->idx : -1;
    }
    return -1;
}

/* "k -> f -> g": the call path from the kernel (index 0 of the breadth-first
 * order) to function i, through parent[]. */
static void call_path(const MFunc *const *fn, const int *parent, int i, char *buf, size_t len)
{
    int chain[64], n = 0;
    for (int j = i; j >= 0 && n < 64; j = parent[j])
        chain[n++] = j;
    size_t k = 0;
    buf[0] = 0;
    while (n-- > 0 && k < len)
        k += (size_t)snprintf(buf + k, len - k, "%s%s", k ? " -> " : "", fn[chain[n]]->name);
}

/* ptxas 13.0 rejects a kernel whose code, with every function it calls
 * (transitively), mixes the groups, at every PTX version from 8.6: "Function
 * 'k' uses single CTA(.cta_group::1) and CTA pair granularity(.cta_group::2)
 * and that is not allowed." It accepts a .func that mixes them on its own
 * (no kernel reaching it). Reported at the instruction found second in a
 * breadth-first walk of the kernel's call graph, naming both instructions
 * and, when they are not both in the kernel, their call paths. */
void tcgen05_verify_module(ptxsel_context *ctx, const ptxsel_target *t, const char *file, const MModule *m)
{
    (void)t;
    size_t nf = 0;
    for (const MFunc *f = m->funcs; f; f = f->next)
        nf++;
    if (!nf)
        return;
    /* each function's own first use of either group, once; a module where
     * no function has one (nearly every module) is done: linear in its
     * kept instructions */
    const MFunc **fn = arena_alloc(m->arena, nf * sizeof *fn);
    const MInst **own[3] = {NULL, arena_alloc(m->arena, nf * sizeof *own[1]), arena_alloc(m->arena, nf * sizeof *own[2])};
    bool any = false;
    size_t i = 0;
    for (const MFunc *f = m->funcs; f; f = f->next, i++) {
        fn[i] = f;
        for (unsigned g = 1; g <= 2; g++)
            any |= (own[g][i] = first_cta_group_use(f, g)) != NULL;
    }
    if (!any)
        return;
    /* the call graph, once: each function's callees in the order of its
     * calls (callee_index per call instruction), as lists into one array */
    FnName *byname = arena_alloc(m->arena, nf * sizeof *byname);
    size_t nnamed = 0, ncalls = 0;
    for (i = 0; i < nf; i++) {
        if (!fn[i]->is_decl && fn[i]->nblocks)
            byname[nnamed++] = (FnName){fn[i]->name, (int)i};
        for (size_t bi = 0; bi < fn[i]->nblocks; bi++)
            for (const MInst *in = fn[i]->blocks[bi]->first; in; in = in->next)
                ncalls += ptxsel_form_rows[in->form].role == ROLE_call;
    }
    qsort(byname, nnamed, sizeof *byname, cmp_fn_name);
    size_t *first_callee = arena_alloc(m->arena, (nf + 1) * sizeof *first_callee);
    int *callees = arena_alloc(m->arena, (ncalls ? ncalls : 1) * sizeof *callees);
    size_t nc = 0;
    for (i = 0; i < nf; i++) {
        first_callee[i] = nc;
        for (size_t bi = 0; bi < fn[i]->nblocks; bi++)
            for (const MInst *in = fn[i]->blocks[bi]->first; in; in = in->next) {
                int callee = callee_index(byname, nnamed, in);
                if (callee >= 0 && nc < ncalls)
                    callees[nc++] = callee;
            }
    }
    first_callee[nf] = nc;
    int *parent = arena_alloc(m->arena, nf * sizeof *parent), *queue = arena_alloc(m->arena, nf * sizeof *queue);
    for (i = 0; i < nf; i++)
        parent[i] = -2; /* unvisited */
    for (size_t kix = 0; kix < nf; kix++) {
        if (!fn[kix]->is_kernel)
            continue;
        /* breadth-first over the call graph; use[g] = (function, instruction) */
        const MInst *use[3] = {NULL, NULL, NULL};
        int usef[3] = {-1, -1, -1};
        unsigned first = 0;
        size_t qh = 0, qt = 0;
        queue[qt++] = (int)kix;
        parent[kix] = -1;
        while (qh < qt && !(use[1] && use[2])) {
            int c = queue[qh++];
            for (unsigned g = 1; g <= 2; g++)
                if (!use[g] && (use[g] = own[g][c]) != NULL) {
                    usef[g] = c;
                    if (!first)
                        first = g;
                }
            if (use[1] && use[2] && usef[1] == usef[2]) {
                /* both in one function: the later one in its code breaks it */
                first = 0;
                for (size_t bi = 0; bi < fn[c]->nblocks && !first; bi++)
                    for (const MInst *in = fn[c]->blocks[bi]->first; in && !first; in = in->next)
                        first = inst_cta_group(in);
            }
            for (size_t e = first_callee[c]; e < first_callee[c + 1]; e++)
                if (parent[callees[e]] == -2) {
                    parent[callees[e]] = c;
                    queue[qt++] = callees[e];
                }
        }
        if (use[1] && use[2]) {
            unsigned second = 3 - first;
            const MInst *bad = use[second];
            const MFunc *bf = fn[usef[second]];
            const char *k1 = ptxsel_form_rows[use[first]->form].key, *k2 = ptxsel_form_rows[bad->form].key;
            const char *extra = "";
            if (usef[1] != (int)kix || usef[2] != (int)kix) {
                char p1[256], p2[256];
                call_path(fn, parent, usef[first], p1, sizeof p1);
                call_path(fn, parent, usef[second], p2, sizeof p2);
                extra = arena_printf(m->arena, " (kernel '%s' reaches %s in '%s' through %s and %s in '%s' through %s)",
                                     fn[kix]->name, k1, fn[usef[first]]->name, p1, k2, bf->name, p2);
            }
            diag_report(ctx, PTXSEL_ERROR, file, bf->fn, bad->src, NULL,
                        "tcgen05 instructions of one kernel must use one cta_group: this one uses cta_group::%u, "
                        "an earlier one (%s) cta_group::%u%s",
                        second, k1, first, extra);
        }
        /* unvisited again: only what this walk reached (queued) */
        for (size_t q = 0; q < qt; q++)
            parent[queue[q]] = -2;
    }
}

/* ------------------------------------------------------------ intrinsic names */

/* What the tcgen05.ld / .st rows hold, read from their control words (the
 * tcgen05 word of tablegen-data/tcgen05.td): for an opcode (QV_tcgen05_op_*),
 * with or without .red, the shapes (in the shape field's order, into *list
 * when given) and for one shape the smallest and largest .xN. False: no
 * row has the shape. */
static bool tc_ldst_rows(uint64_t op, bool red, const char *shape, unsigned *min, unsigned *max, StrBuf *list)
{
    const QualWord *w = &form_qwords[QW_tcgen05];
    const QualField *sf = &w->f[QF_tcgen05_shape], *nf = &w->f[QF_tcgen05_num];
    bool found = false, seen[64] = {false};
    *min = ~0u;
    *max = 0;
    for (size_t i = 0; i < ptxsel_form_nrows; i++) {
        const FormRow *r = &ptxsel_form_rows[i];
        if (r->qword != QW_tcgen05 || qword_field(w, QF_tcgen05_op, r->word) != op ||
            (qword_field(w, QF_tcgen05_red, r->word) != 0) != red)
            continue;
        uint64_t sv = qword_field(w, QF_tcgen05_shape, r->word), xv = qword_field(w, QF_tcgen05_num, r->word);
        if (!sv || !xv || sv > countof(seen))
            continue;
        seen[sv - 1] = true;
        if (shape && strcmp(sf->v[sv - 1].spell, shape))
            continue;
        unsigned x = (unsigned)strtoul(nf->v[xv - 1].spell + 1, NULL, 10);
        *min = x < *min ? x : *min;
        *max = x > *max ? x : *max;
        found = true;
    }
    for (size_t v = 0; list && v < sf->nv && v < countof(seen); v++)
        if (seen[v])
            sb_printf(list, "%s%s", list->p && list->n ? ", " : "", sf->v[v].spell);
    return found;
}

/* llvm.nvvm.tcgen05.ld.red.<shape>.x<N>.<f32|i32> (ptxas: "Illegal modifier
 * '.x1'" on tcgen05.ld.red: the .red rows start at .x2). */
static bool ld_red_name(const char *p, char *msg, size_t len)
{
    size_t n = strcspn(p, ".");
    char shape[32];
    snprintf(shape, sizeof shape, "%.*s", (int)(n < sizeof shape ? n : sizeof shape - 1), p);
    unsigned min, max;
    StrBuf list = {0};
    if (!tc_ldst_rows(QV_tcgen05_op_tcgen05_ld, true, shape, &min, &max, &list)) {
        snprintf(msg, len, "tcgen05.ld.red shape '%.*s' is not one of %s", (int)n, p, list.p ? list.p : "");
        sb_free(&list);
        return true;
    }
    sb_free(&list);
    char *end;
    unsigned long x = p[n] == '.' && p[n + 1] == 'x' ? strtoul(p + n + 2, &end, 10) : 0;
    if (x < min || x > max || (x & (x - 1))) {
        snprintf(msg, len, "tcgen05.ld.red.%.*s takes .x%u, .x%u ... .x%u (a power of two)", (int)n, p, min, 2 * min,
                 max);
        return true;
    }
    if (strcmp(end, ".f32") && strcmp(end, ".i32")) {
        snprintf(msg, len, "tcgen05.ld.red.%.*s.x%lu takes .f32 or .i32", (int)n, p, x);
        return true;
    }
    return false;
}

bool tcgen05_diagnose_intrinsic_name(const char *name, char *msg, size_t len)
{
    const char *p;
    if (!strncmp(name, "llvm.nvvm.tcgen05.ld.red.", 25))
        return ld_red_name(name + 25, msg, len);
    if (!strncmp(name, "llvm.nvvm.tcgen05.ld.", 21) || !strncmp(name, "llvm.nvvm.tcgen05.st.", 21)) {
        p = name + 21;
        char shape[32];
        size_t n = strcspn(p, ".");
        if (n >= sizeof shape)
            return false;
        memcpy(shape, p, n);
        shape[n] = 0;
        unsigned min, max;
        StrBuf list = {0};
        bool st = name[18] == 's';
        if (!tc_ldst_rows(st ? QV_tcgen05_op_tcgen05_st : QV_tcgen05_op_tcgen05_ld, false, shape, &min, &max, &list)) {
            snprintf(msg, len, "tcgen05.%.2s shape '%s' is not one of %s", name + 18, shape, list.p ? list.p : "");
            sb_free(&list);
            return true;
        }
        sb_free(&list);
        char *end;
        unsigned long x = p[n] == '.' && p[n + 1] == 'x' ? strtoul(p + n + 2, &end, 10) : 0;
        if (!x || x > max || (x & (x - 1)))
            snprintf(msg, len, "tcgen05.%.2s.%s takes .x1, .x2, .x4 ... .x%u (a power of two)", name + 18, shape, max);
        else
            return false;
        return true;
    }
    if (!strncmp(name, "llvm.nvvm.tcgen05.mma.", 22)) {
        if (strstr(name, ".shared") && strstr(name, ".ashift")) {
            snprintf(msg, len, ".ashift needs the A operand in tensor memory (the .tensor intrinsics)");
            return true;
        }
        if ((p = strstr(name, ".scale_vec.")) && strcmp(p, ".scale_vec.1x") && strcmp(p, ".scale_vec.2x") &&
            strcmp(p, ".scale_vec.4x")) {
            snprintf(msg, len, "scale vector size is not legal for this input family");
            return true;
        }
    }
    return false;
}
