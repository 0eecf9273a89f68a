/*
 * The IR passes run before selection at -O1..-O3: the ones llc-19 runs for
 * NVPTX at a code-generation level above 0 that change what selection sees
 * (NVPTXPassConfig::addIRPasses and the generic codegen IR passes), not the
 * whole middle end. Matching them matters for results, not only speed:
 * SROA connects an fmul to the fadd that can absorb it, speculative
 * execution moves instructions between blocks and so decides which
 * fmul/fadd pairs share a block, early CSE changes use counts, and the
 * reduction expansion fixes the order of floating-point reductions.
 * Address-space inference (with NVPTXLowerArgs's marking of kernel pointer
 * parameters as global) changes no value but lets selection use
 * ld.global / ld.shared instead of generic accesses, as llc does. -O0 runs
 * nothing, as llc -O0 runs none of these.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "isel.h"

static int cmp_ptr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
    return (x > y) - (x < y);
}

/* The functions a ("kernel", 1) entry of !nvvm.annotations (what clang-19
 * emits) marks, sorted: the annotations are read once per module, not once
 * per function. *n receives the count; NULL when there are none. */
static LLVMValueRef *annotated_kernels(LLVMModuleRef mod, size_t *n)
{
    *n = 0;
    unsigned nmd = LLVMGetNamedMetadataNumOperands(mod, "nvvm.annotations");
    LLVMValueRef *nodes = nmd ? malloc(nmd * sizeof *nodes) : NULL;
    LLVMValueRef *fns = nmd ? malloc(nmd * sizeof *fns) : NULL;
    if (!nodes || !fns) {
        free(nodes);
        free(fns);
        return NULL;
    }
    LLVMGetNamedMetadataOperands(mod, "nvvm.annotations", nodes);
    for (unsigned i = 0; i < nmd; i++) {
        unsigned k = LLVMGetMDNodeNumOperands(nodes[i]);
        if (k < 3 || k > 64)
            continue;
        LLVMValueRef ops[64];
        LLVMGetMDNodeOperands(nodes[i], ops);
        bool found = false;
        for (unsigned j = 1; j + 1 < k && !found; j += 2) {
            unsigned len = 0;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &len) : NULL;
            found = key && len == 6 && !memcmp(key, "kernel", 6) && LLVMIsAConstantInt(ops[j + 1]) &&
                    LLVMConstIntGetZExtValue(ops[j + 1]) == 1;
        }
        if (found && ops[0])
            fns[(*n)++] = ops[0];
    }
    free(nodes);
    qsort(fns, *n, sizeof *fns, cmp_ptr);
    return fns;
}

/* A kernel: the ptx_kernel calling convention or one of the annotated. */
static bool is_kernel(LLVMValueRef fn, LLVMValueRef *annotated, size_t n)
{
    return LLVMGetFunctionCallConv(fn) == LLVMPTXKernelCallConv ||
           (n && bsearch(&fn, annotated, n, sizeof *annotated, cmp_ptr));
}

/* llc-19's NVPTXLowerArgs: a kernel's pointer parameters point to global
 * memory (CUDA passes nothing else), so each generic pointer parameter is
 * cast to addrspace(1) and back at the entry; address-space inference then
 * turns the loads and stores through it into ld.global / st.global. */
static void mark_kernel_pointers_global(LLVMModuleRef mod)
{
    LLVMContextRef lc = LLVMGetModuleContext(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
    unsigned byval = enum_attr_kind(EA_byval);
    size_t nann;
    LLVMValueRef *annotated = annotated_kernels(mod, &nann);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn) || !is_kernel(fn, annotated, nann))
            continue;
        LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
        LLVMValueRef first = LLVMGetFirstInstruction(entry);
        for (unsigned i = 0; i < LLVMCountParams(fn); i++) {
            LLVMValueRef p = LLVMGetParam(fn, i);
            LLVMTypeRef ty = LLVMTypeOf(p);
            if (LLVMGetTypeKind(ty) != LLVMPointerTypeKind || LLVMGetPointerAddressSpace(ty) != 0 ||
                LLVMGetEnumAttributeAtIndex(fn, i + 1, byval) || !LLVMGetFirstUse(p))
                continue;
            LLVMPositionBuilderBefore(b, first);
            LLVMValueRef g = LLVMBuildAddrSpaceCast(b, p, LLVMPointerTypeInContext(lc, 1), "");
            LLVMValueRef q = LLVMBuildAddrSpaceCast(b, g, ty, "");
            LLVMReplaceAllUsesWith(p, q);
            LLVMSetOperand(g, 0, p);
        }
    }
    free(annotated);
    LLVMDisposeBuilder(b);
}

static void init_nvptx(void)
{
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
}

/* NVPTXLowerAlloca, which llc-19 runs at -O1 and above between SROA and
 * address-space inference: every non-volatile load and store through a
 * generic alloca, every GEP and bitcast of it, goes through
 * addrspacecast(addrspacecast(alloca to local) to generic), so that
 * infer-address-spaces turns those accesses into local ones (ld.local /
 * st.local on the depot instead of generic accesses). Other uses (calls,
 * stores of the pointer, atomics, phis) keep the generic alloca. Not in an
 * optnone function (llc-19 skips it there, as every IR pass it runs). */
static void lower_allocas(LLVMModuleRef mod)
{
    LLVMContextRef lc = LLVMGetModuleContext(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
    LLVMTypeRef local = LLVMPointerTypeInContext(lc, 5), generic = LLVMPointerTypeInContext(lc, 0);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = fn_opt_level(fn, 1) ? LLVMGetFirstBasicBlock(fn) : NULL; bb;
             bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
                if (LLVMGetInstructionOpcode(I) != LLVMAlloca || LLVMGetPointerAddressSpace(LLVMTypeOf(I)) != 0 ||
                    !LLVMGetFirstUse(I))
                    continue;
                LLVMValueRef next = LLVMGetNextInstruction(I);
                if (!next)
                    continue;
                LLVMPositionBuilderBefore(b, next);
                LLVMValueRef l = LLVMBuildAddrSpaceCast(b, I, local, "");
                LLVMValueRef g = LLVMBuildAddrSpaceCast(b, l, generic, "");
                for (LLVMUseRef u = LLVMGetFirstUse(I), nu; u; u = nu) {
                    nu = LLVMGetNextUse(u);
                    LLVMValueRef U = LLVMGetUser(u);
                    if (U == l || !LLVMIsAInstruction(U))
                        continue;
                    unsigned at;
                    switch (LLVMGetInstructionOpcode(U)) {
                    case LLVMLoad:
                        if (LLVMGetVolatile(U))
                            continue;
                        at = 0;
                        break;
                    case LLVMStore:
                        if (LLVMGetVolatile(U))
                            continue;
                        at = 1;
                        break;
                    case LLVMGetElementPtr:
                    case LLVMBitCast: at = 0; break;
                    default: continue;
                    }
                    if (LLVMGetOperand(U, at) == I)
                        LLVMSetOperand(U, at, g);
                }
                I = g;
            }
    LLVMDisposeBuilder(b);
}

/* The IR passes llc-19 runs for NVPTX at -O1, -O2 and -O3, around
 * lower_allocas:
 *   sroa | lower_allocas | infer-address-spaces,
 *   separate-const-offset-from-gep, speculative-execution, slsr, early-cse,
 *   nary-reassociate, early-cse, loop-simplify, lower-constant-intrinsics,
 *   early-cse, load-store-vectorizer, sroa
 * where -O3 runs gvn for the early-cse after slsr and for the one before
 * the load-store vectorizer (ir_slsr, ir_rest below).
 * slsr and nary-reassociate spend most of their time building
 * ScalarEvolution expressions for every add, mul and GEP, and usually
 * change nothing. A pass that provably changes nothing (slsr_may_change,
 * nary_may_change, on the IR right in front of it) is left out; to look at
 * that IR the part after lower_allocas runs as up to three pipelines,
 * split before slsr and before nary-reassociate (run_llc_ir_passes).
 *
 * Splitting changes which analyses are cached, not what the passes see:
 * no pass before slsr changes the CFG, and -O3's gvn, which may split a
 * critical edge before nary-reassociate, keeps its dominator tree and loop
 * info up to date (as it does for llc-19's next pass), so a dominator
 * tree, loop info, assumption cache or TTI built afresh after a split is
 * the one that was cached, and nothing before slsr uses ScalarEvolution.
 * ScalarEvolution is the one analysis whose answers can depend on the
 * queries made before (flags and ranges it infers are kept in shared
 * nodes), and the only trace a left-out pass could leave: after a split, or
 * where slsr or nary-reassociate is left out, the next pass that uses it
 * (nary-reassociate, load-store-vectorizer) starts from an empty one. That
 * is what every such pass gets in llc-19, whose legacy pass manager drops
 * ScalarEvolution after each pass that does not declare it preserved
 * (early-cse, which runs in front of both, does not); the unsplit pipeline
 * keeps the new pass manager's caching, as before. */
static const char llc_ir_before_allocas[] = "function(sroa)";
static const char ir_prep[] = "infer-address-spaces,separate-const-offset-from-gep,speculative-execution";
static const char ir_nary[] = "nary-reassociate";
/* NVPTX's addEarlyCSEOrGVNPass: at -O3 (CodeGenOptLevel::Aggressive) GVN,
 * with its scalar and load PRE, where -O1 and -O2 run EarlyCSE, after slsr
 * and again before the load-store vectorizer; the EarlyCSE after
 * nary-reassociate is one at every level. GVN's PRE changes what an
 * instruction selector sees: fmul (phi a, b), (phi a, b) becomes a phi of
 * products computed in the predecessors when one of them already has one,
 * and the fadd that used it no longer fuses (difftest s92284_O3, where
 * ptxsel ran EarlyCSE at -O3 and fused). [0]: -O1 / -O2, [1]: -O3. */
static const char *const ir_slsr[2] = {"slsr,early-cse", "slsr,gvn"};
static const char *const ir_no_slsr[2] = {"early-cse", "gvn"};
static const char *const ir_rest[2] = {
    "early-cse,loop-simplify,lower-constant-intrinsics,early-cse,load-store-vectorizer,sroa",
    "early-cse,loop-simplify,lower-constant-intrinsics,gvn,load-store-vectorizer,sroa"};

/* An NVPTX target machine for t. LLVM 19's NVPTX knows the processors below
 * and PTX up to 8.5; for anything else (sm_88, sm_100a, ...) it prints "not a
 * recognized processor / feature" to stderr and uses its generic subtarget.
 * For the cost model (cost_model) that generic subtarget is asked for
 * directly (the library never prints); for AtomicExpand's decisions a target
 * of sm_90 and later is sm_90 at PTX 8.5 (it has every atomic sm_90 has).
 * The machine is the context's (ctx->tms, made once per processor and PTX
 * feature: the IR passes only ask it about the target, which does not
 * change; pipeline_release disposes of it). NULL when the target cannot be
 * made. */
static LLVMTargetMachineRef nvptx_tm(ptxsel_context *ctx, const ptxsel_target *t, bool cost_model)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_nvptx);
    static const char *const llvm19_cpus[] = {"sm_70", "sm_72", "sm_75", "sm_80", "sm_86",
                                              "sm_87", "sm_89", "sm_90", "sm_90a"};
    bool known_cpu = false;
    for (size_t i = 0; i < sizeof llvm19_cpus / sizeof *llvm19_cpus; i++)
        known_cpu |= strcmp(t->name, llvm19_cpus[i]) == 0;
    const char *cpu = known_cpu ? t->name : "";
    unsigned ptx = t->ptx;
    if (!known_cpu && !cost_model && t->sm >= 90) {
        cpu = "sm_90";
        ptx = ptx > 85 ? 85 : ptx;
    }
    unsigned feat_ptx = ptx <= 85 ? ptx : 0; /* 0: no +ptx feature */
    for (unsigned i = 0; i < ctx->ntms; i++)
        if (ctx->tms[i].ptx == feat_ptx && !strcmp(ctx->tms[i].cpu, cpu))
            return ctx->tms[i].tm;
    const char *triple = "nvptx64-nvidia-cuda";
    LLVMTargetRef target = NULL;
    char *msg = NULL;
    LLVMTargetMachineRef tm = NULL;
    if (!LLVMGetTargetFromTriple(triple, &target, &msg)) {
        char feats[32] = "";
        if (feat_ptx)
            snprintf(feats, sizeof feats, "+ptx%u", feat_ptx);
        tm = LLVMCreateTargetMachine(target, triple, cpu, feats, LLVMCodeGenLevelDefault, LLVMRelocDefault,
                                     LLVMCodeModelDefault);
    }
    LLVMDisposeMessage(msg);
    if (!tm)
        return NULL;
    /* cpu is one of llvm19_cpus or empty: it fits */
    if (ctx->ntms == countof(ctx->tms)) { /* the oldest goes */
        LLVMDisposeTargetMachine(ctx->tms[0].tm);
        memmove(&ctx->tms[0], &ctx->tms[1], (countof(ctx->tms) - 1) * sizeof ctx->tms[0]);
        ctx->ntms--;
    }
    ctx->tms[ctx->ntms].tm = tm;
    ctx->tms[ctx->ntms].ptx = feat_ptx;
    snprintf(ctx->tms[ctx->ntms].cpu, sizeof ctx->tms[0].cpu, "%s", cpu);
    ctx->ntms++;
    return tm;
}

void pipeline_release(ptxsel_context *ctx)
{
    for (unsigned i = 0; i < ctx->ntms; i++)
        LLVMDisposeTargetMachine(ctx->tms[i].tm);
    ctx->ntms = 0;
}

static bool run_passes(LLVMModuleRef mod, const char *pipeline, LLVMTargetMachineRef tm, char **err)
{
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(mod, pipeline, tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
        *err = LLVMGetErrorMessage(e);
        return false;
    }
    return true;
}

/* Is ty an integer of 32 or 64 bits (wide32_64), or of 8, 16, 32 or 64 bits? */
static bool int_of_width(LLVMTypeRef ty, bool wide32_64)
{
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
        return false;
    unsigned w = LLVMGetIntTypeWidth(ty);
    return w == 32 || w == 64 || (!wide32_64 && (w == 8 || w == 16));
}

static unsigned scalar_bytes(LLVMTypeRef ty)
{
    switch (LLVMGetTypeKind(ty)) {
    case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(ty) / 8;
    case LLVMFloatTypeKind: return 4;
    case LLVMDoubleTypeKind: return 8;
    default: return 0;
    }
}

/* Does AtomicExpand, with NVPTX's rules of LLVM 19 on sm_70 and later, leave
 * this atomic instruction as it is? true only for what it provably keeps:
 * an atomicrmw and / or / xor / xchg / add / sub / min / max / umin / umax
 * of i32 or i64 and an fadd of float or double
 * (NVPTXTargetLowering::shouldExpandAtomicRMWInIR says None for those; an
 * xchg of a float or pointer would be cast to an integer), a cmpxchg of i32
 * or i64 (a pointer one is cast, a narrower one widened to 32 bits), and an
 * atomic load or store of an 8- to 64-bit integer; each naturally aligned
 * (an under-aligned one becomes a library call). NVPTX inserts no fences
 * for atomics in LLVM 19. Anything else: false, and the pass runs. */
static bool atomic_kept(LLVMValueRef I, LLVMOpcode op)
{
    LLVMTypeRef ty;
    switch (op) {
    case LLVMAtomicRMW:
        ty = LLVMTypeOf(I);
        switch (LLVMGetAtomicRMWBinOp(I)) {
        case LLVMAtomicRMWBinOpXchg:
        case LLVMAtomicRMWBinOpAdd:
        case LLVMAtomicRMWBinOpSub:
        case LLVMAtomicRMWBinOpAnd:
        case LLVMAtomicRMWBinOpOr:
        case LLVMAtomicRMWBinOpXor:
        case LLVMAtomicRMWBinOpMax:
        case LLVMAtomicRMWBinOpMin:
        case LLVMAtomicRMWBinOpUMax:
        case LLVMAtomicRMWBinOpUMin:
            if (!int_of_width(ty, true))
                return false;
            break;
        case LLVMAtomicRMWBinOpFAdd:
            if (LLVMGetTypeKind(ty) != LLVMFloatTypeKind && LLVMGetTypeKind(ty) != LLVMDoubleTypeKind)
                return false;
            break;
        default: return false;
        }
        break;
    case LLVMAtomicCmpXchg:
        ty = LLVMTypeOf(LLVMGetOperand(I, 1));
        if (!int_of_width(ty, true))
            return false;
        break;
    case LLVMLoad:
    case LLVMStore:
        if (LLVMGetOrdering(I) == LLVMAtomicOrderingNotAtomic)
            return true;
        ty = LLVMTypeOf(op == LLVMLoad ? I : LLVMGetOperand(I, 0));
        if (!int_of_width(ty, false))
            return false;
        break;
    default: return true;
    }
    return LLVMGetAlignment(I) >= scalar_bytes(ty);
}

/* One of the walks of prep_scan: an instruction, its block and function,
 * and the function's expand_ir candidates. */
typedef struct {
    LLVMValueRef in, fn;
    LLVMBasicBlockRef bb;
    ExpandCands *c;
} ScanLane;

/* Could expand_ir rewrite an instruction of opcode op (in a function
 * without the attributes that make it look at every instruction)? */
static bool expand_candidate(LLVMValueRef in, LLVMOpcode op)
{
    switch (op) {
    case LLVMFAdd: /* expand_nsz's zero folds, by the nsz flag */
    case LLVMFSub: return (LLVMGetFastMathFlags(in) & LLVMFastMathNoSignedZeros) != 0;
    case LLVMUDiv: case LLVMURem: case LLVMSDiv: case LLVMSRem: case LLVMFPTrunc: case LLVMCall:
        return true;
    case LLVMSelect: /* expand_select_divs at -O1 and up; expand_nsz by the select's nsz flag at every level */
        return true;
    default:
        return false;
    }
}

static void cand_push(ExpandCands *c, LLVMValueRef v)
{
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 16;
        LLVMValueRef *p = realloc(c->v, cap * sizeof *p);
        if (!p)
            ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
        c->v = p;
        c->cap = cap;
    }
    c->v[c->n++] = v;
}

void prep_scan_free(PrepScan *ps)
{
    for (size_t k = 0; ps->cands && k < ps->nfuncs; k++)
        free(ps->cands[k].v);
    free(ps->cands);
    ps->cands = NULL;
    ps->nfuncs = 0;
}

/* The first instruction from bb on (its function's later blocks too), or
 * NULL at the function's end. */
static LLVMValueRef lane_start(ScanLane *l, LLVMBasicBlockRef bb)
{
    for (; bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef in = LLVMGetFirstInstruction(bb);
        if (in) {
            l->bb = bb;
            return l->in = in;
        }
    }
    return l->in = NULL;
}

/* The walk is the answers' only cost, and on a module larger than the
 * caches each step waits for memory: it follows up to 8 functions at once,
 * one instruction of each in turn, so that those waits overlap (the answers
 * do not depend on the order); the two passes' questions share it. */
void prep_scan(LLVMModuleRef mod, PrepScan *ps)
{
    memset(ps, 0, sizeof *ps);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        ps->nfuncs++;
    ps->cands = calloc(ps->nfuncs ? ps->nfuncs : 1, sizeof *ps->cands);
    if (!ps->cands)
        ptxsel_internal_abort(__FILE__, __LINE__, "out of memory");
    ScanLane lane[8];
    unsigned n = 0;
    size_t k = 0; /* the next function's place in the module */
    LLVMValueRef next_fn = LLVMGetFirstFunction(mod);
    for (;;) {
        /* fill the free lanes with the next functions that have code */
        while (n < countof(lane) && next_fn) {
            LLVMValueRef fn = next_fn;
            next_fn = LLVMGetNextFunction(fn);
            lane[n].fn = fn;
            lane[n].c = &ps->cands[k++];
            if (lane_start(&lane[n], LLVMGetFirstBasicBlock(fn)))
                n++;
        }
        if (!n)
            return;
        if (ps->atomic_any && ps->atomic_change && ps->odd) {
            prep_scan_free(ps); /* the walk stops here: the candidates are not all known */
            return;
        }
        for (unsigned i = 0; i < n;) {
            ScanLane *l = &lane[i];
            LLVMOpcode op = LLVMGetInstructionOpcode(l->in);
            ps->atomic_any |= op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg;
            ps->atomic_change = ps->atomic_change || !atomic_kept(l->in, op);
            ps->odd = ps->odd || inst_touches_odd(&ps->even, l->in, op);
            if (expand_candidate(l->in, op))
                cand_push(l->c, l->in);
            l->in = LLVMGetNextInstruction(l->in);
            if (!l->in && !lane_start(l, LLVMGetNextBasicBlock(l->bb))) {
                *l = lane[--n]; /* the function is done: its lane goes */
                continue;
            }
            i++;
        }
    }
}

/* LLVM's AtomicExpand with NVPTX's rules, which llc-19 runs at every level:
 * what PTX has no atom for (8- and 16-bit atomicrmw and cmpxchg, fsub, fmin,
 * fmax, nand, uinc_wrap / udec_wrap, half and bfloat operations other than a
 * native fadd) becomes a cmpxchg loop on the containing 32- or 64-bit word;
 * i32 / i64 integer operations, f32 / f64 fadd and exchanges stay atomicrmw
 * (an exchange of a float or pointer as an integer). Only modules that have
 * an atomicrmw or cmpxchg pay for it. */
bool run_atomic_expand(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, const PrepScan *ps,
                       bool *ran, char **err)
{
    *err = NULL;
    /* a module the pass would not change skips it and, at -O0, the making
     * of a target machine (the larger part of a small kernel's compile in
     * a fresh process); below sm_70 it changes every atomic */
    *ran = ps->atomic_any && (ps->atomic_change || t->sm < 70);
    if (!*ran)
        return true;
    return run_passes(mod, "function(atomic-expand)", nvptx_tm(ctx, t, false), err);
}

/* The user's pipeline (--passes=), with NVPTX's cost model. false: LLVM
 * could not parse it (*err, LLVM's message). */
bool run_user_passes(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, const char *pipeline,
                     char **err)
{
    *err = NULL;
    return run_passes(mod, pipeline, nvptx_tm(ctx, t, true), err);
}

/* Does a function's entry block hold an alloca? SROA looks at those only
 * (SROA::runSROA collects the entry block's allocas and changes nothing
 * without one), so without any the first SROA run is skipped: setting up a
 * pass manager costs more than the rest of a small kernel's selection. */
static bool has_entry_alloca(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(fn);
        for (LLVMValueRef I = entry ? LLVMGetFirstInstruction(entry) : NULL; I; I = LLVMGetNextInstruction(I))
            if (LLVMGetInstructionOpcode(I) == LLVMAlloca)
                return true;
    }
    return false;
}

/* The opcode of an instruction or constant expression, 0 for anything else
 * (LLVM's pattern matchers, m_Add and the like, accept both). */
static LLVMOpcode op_of(LLVMValueRef v)
{
    if (LLVMIsAInstruction(v))
        return LLVMGetInstructionOpcode(v);
    if (LLVMIsAConstantExpr(v))
        return LLVMGetConstOpcode(v);
    return (LLVMOpcode)0;
}

static bool is_int_scalar(LLVMValueRef v)
{
    return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind;
}

/* -1, 0 or 1 for a ConstantInt of one of those values (at most 64 bits);
 * 2 for any other ConstantInt; 3 when c is not a ConstantInt. */
static int small_const(LLVMValueRef c)
{
    if (!c || !LLVMIsAConstantInt(c))
        return 3;
    if (LLVMGetIntTypeWidth(LLVMTypeOf(c)) > 64)
        return 2;
    long long v = LLVMConstIntGetSExtValue(c);
    return v >= -1 && v <= 1 ? (int)v : 2;
}

/* What slsr (StraightLineStrengthReduce) would record for one instruction:
 * a candidate "Base + Index * Stride" of a kind (add, mul, GEP). A
 * candidate is rewritten only when an earlier candidate of another
 * instruction that dominates it has the same kind, type, Base (a
 * ScalarEvolution expression) and Stride (a value), and only when it is not
 * already in its simplest form; nothing else in the pass changes the IR.
 * The scan records a superset of those candidates with the kind, the
 * stride, the instruction's type and, for GEPs, the pointer base of Base
 * (see gep_root); 'rewritable' is false only for forms the pass never
 * rewrites. */
typedef struct {
    uintptr_t stride, type, root, inst;
    int kind; /* 0 add, 1 mul, 2 GEP */
    bool rewritable;
    uint32_t next; /* slsr_add's chain of equal hashes */
} SlsrCand;

#define NO_CAND UINT32_MAX

typedef struct {
    SlsrCand *v; /* local until it grows */
    size_t n, cap;
    bool oom, may;
    uint32_t *head; /* slsr_add's hash table: nb chains, local until it grows */
    size_t nb;
    SlsrCand local[64];
    uint32_t local_head[128];
} SlsrCands;

static void cands_init(SlsrCands *c)
{
    c->v = c->local;
    c->n = 0;
    c->cap = countof(c->local);
    c->oom = c->may = false;
    c->head = c->local_head;
    c->nb = countof(c->local_head);
    memset(c->head, 0xff, c->nb * sizeof *c->head);
}

static void cands_free(SlsrCands *c)
{
    if (c->v != c->local)
        free(c->v);
    if (c->head != c->local_head)
        free(c->head);
}

static void cand_add(SlsrCands *c, int kind, LLVMValueRef stride, LLVMValueRef inst, LLVMValueRef root, bool rewritable)
{
    if (c->n == c->cap) {
        size_t cap = 2 * c->cap;
        SlsrCand *v = c->v == c->local ? malloc(cap * sizeof *v) : realloc(c->v, cap * sizeof *v);
        if (!v) {
            c->oom = true;
            return;
        }
        if (c->v == c->local)
            memcpy(v, c->local, sizeof c->local);
        c->v = v;
        c->cap = cap;
    }
    c->v[c->n++] = (SlsrCand){(uintptr_t)stride, (uintptr_t)LLVMTypeOf(inst), (uintptr_t)root, (uintptr_t)inst, kind,
                              rewritable, NO_CAND};
}

static size_t cand_hash(const SlsrCand *x, size_t nb)
{
    uint64_t h = (uint64_t)x->stride * 0x9E3779B97F4A7C15u ^ (uint64_t)x->type * 0xC2B2AE3D27D4EB4Fu ^ (uint64_t)x->kind;
    return (size_t)(h ^ h >> 29) & (nb - 1);
}

/* cand_add for slsr_may_change: sets c->may as soon as the new candidate
 * and an earlier one of another instruction have the same kind, stride and
 * type, one of them is rewritable and their roots may be the same (the
 * pair either way round: any of the two can come first in slsr's walk). */
static void slsr_add(SlsrCands *c, int kind, LLVMValueRef stride, LLVMValueRef inst, LLVMValueRef root, bool rewritable)
{
    if (c->may || c->oom)
        return;
    cand_add(c, kind, stride, inst, root, rewritable);
    if (c->oom || c->n > UINT32_MAX / 2) {
        c->oom = true;
        return;
    }
    SlsrCand *x = &c->v[c->n - 1];
    size_t h = cand_hash(x, c->nb);
    for (uint32_t i = c->head[h]; i != NO_CAND && !c->may; i = c->v[i].next) {
        const SlsrCand *y = &c->v[i];
        c->may = y->kind == x->kind && y->stride == x->stride && y->type == x->type && y->inst != x->inst &&
                 (x->rewritable || y->rewritable) && (!x->root || !y->root || x->root == y->root);
    }
    x->next = c->head[h];
    c->head[h] = (uint32_t)(c->n - 1);
    if (c->n > c->nb / 2) { /* twice the chains, all chained again */
        size_t nb = 2 * c->nb;
        uint32_t *head = c->head == c->local_head ? malloc(nb * sizeof *head) : realloc(c->head, nb * sizeof *head);
        if (!head) {
            c->oom = true;
            return;
        }
        c->head = head;
        c->nb = nb;
        memset(head, 0xff, nb * sizeof *head);
        for (size_t i = 0; i < c->n; i++) {
            size_t k = cand_hash(&c->v[i], nb);
            c->v[i].next = head[k];
            head[k] = (uint32_t)i;
        }
    }
}

/* The value whose ScalarEvolution expression is the pointer base of p's:
 * through GEPs (an expression for a GEP is its pointer operand's plus
 * integer offsets) down to an argument, a global variable or function, or
 * an instruction or constant expression that ScalarEvolution does not model
 * (an unknown of its own: addrspacecast, inttoptr, load, alloca). NULL when
 * p's base could be anything else (a phi, a select, a call, an alias, ...).
 * Two pointer expressions with different pointer bases are different
 * expressions, so two GEPs with different non-NULL roots never share a
 * Base. */
static LLVMValueRef gep_root(LLVMValueRef p)
{
    for (unsigned depth = 0; depth < 64; depth++) {
        if (LLVMIsAArgument(p) || LLVMIsAGlobalVariable(p) || LLVMIsAFunction(p))
            return p;
        switch (op_of(p)) {
        case LLVMGetElementPtr: p = LLVMGetOperand(p, 0); continue;
        case LLVMAddrSpaceCast:
        case LLVMIntToPtr:
            return p;
        case LLVMLoad:
        case LLVMAlloca:
            return LLVMIsAInstruction(p) ? p : NULL;
        default: return NULL;
        }
    }
    return NULL;
}

/* slsr's factorArrayIndex: idx itself, and the S of idx = S * C or S << C
 * (the pass asks for nsw there; the scan does not, which only adds). */
static void cand_gep_index(SlsrCands *c, LLVMValueRef idx, LLVMValueRef gep, LLVMValueRef root)
{
    slsr_add(c, 2, idx, gep, root, true);
    LLVMOpcode o = op_of(idx);
    if ((o == LLVMMul || o == LLVMShl) && LLVMIsAConstantInt(LLVMGetOperand(idx, 1)))
        slsr_add(c, 2, LLVMGetOperand(idx, 0), gep, root, true);
}

static void slsr_candidates(SlsrCands *c, LLVMValueRef I)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(I);
    if ((op == LLVMAdd || op == LLVMMul) && is_int_scalar(I)) {
        LLVMValueRef a = LLVMGetOperand(I, 0), b = LLVMGetOperand(I, 1);
        for (int k = 0; k < (a == b ? 1 : 2); k++) {
            LLVMValueRef lhs = k ? b : a, rhs = k ? a : b;
            if (op == LLVMAdd) {
                /* lhs + S * C, lhs + (S << C), else lhs + 1 * rhs; the
                 * simplest forms (index 1 or -1) are never rewritten */
                LLVMOpcode ro = op_of(rhs);
                if (ro == LLVMMul && LLVMIsAConstantInt(LLVMGetOperand(rhs, 1))) {
                    int v = small_const(LLVMGetOperand(rhs, 1));
                    slsr_add(c, 0, LLVMGetOperand(rhs, 0), I, NULL, v != 1 && v != -1);
                } else if (ro == LLVMShl && LLVMIsAConstantInt(LLVMGetOperand(rhs, 1))) {
                    slsr_add(c, 0, LLVMGetOperand(rhs, 0), I, NULL, small_const(LLVMGetOperand(rhs, 1)) != 0);
                } else {
                    slsr_add(c, 0, rhs, I, NULL, false);
                }
            } else {
                /* (B + C) * rhs or (B | C) * rhs, else (lhs + 0) * rhs; the
                 * index-0 form is never rewritten */
                LLVMOpcode lo = op_of(lhs);
                int v = 0;
                if (lo == LLVMAdd || lo == LLVMOr) {
                    int v0 = small_const(LLVMGetOperand(lhs, 0)), v1 = small_const(LLVMGetOperand(lhs, 1));
                    /* either operand may be the constant (m_c_Add / m_c_Or) */
                    v = (v0 != 3 && v0 != 0) || (v1 != 3 && v1 != 0);
                }
                slsr_add(c, 1, rhs, I, NULL, v != 0);
            }
        }
    } else if (op == LLVMGetElementPtr && LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMPointerTypeKind) {
        /* every index (struct field indices too, which only adds), and the
         * operand of a sign-extended index */
        LLVMValueRef root = gep_root(LLVMGetOperand(I, 0));
        int n = LLVMGetNumOperands(I);
        for (int j = 1; j < n; j++) {
            LLVMValueRef idx = LLVMGetOperand(I, j);
            cand_gep_index(c, idx, I, root);
            if (op_of(idx) == LLVMSExt)
                cand_gep_index(c, LLVMGetOperand(idx, 0), I, root);
        }
    }
}

static int cmp_cand(const void *a, const void *b)
{
    const SlsrCand *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->stride != y->stride)
        return x->stride < y->stride ? -1 : 1;
    if (x->type != y->type)
        return x->type < y->type ? -1 : 1;
    return 0;
}

/* Can slsr change a function of mod? Not when no rewritable candidate has
 * a possible basis: a candidate of another instruction with the same kind,
 * stride and type (and, for GEPs, a root that is not known to differ).
 * Dominance, equality of Base and slsr's other limits (foldable address
 * forms, its scan radius) are not checked: they only prevent rewrites. */
static bool slsr_may_change(LLVMModuleRef mod)
{
    SlsrCands c;
    cands_init(&c);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && !c.may && !c.oom; fn = LLVMGetNextFunction(fn)) {
        if (c.n) { /* candidates are per function */
            c.n = 0;
            memset(c.head, 0xff, c.nb * sizeof *c.head);
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !c.may; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I && !c.may; I = LLVMGetNextInstruction(I))
                slsr_candidates(&c, I);
    }
    bool may = c.may || c.oom;
    cands_free(&c);
    return may;
}

/* Which integer min / max V is as LLVM's m_SMax / m_SMin / m_UMax / m_UMin
 * see it: 1 smax, 2 smin, 3 umax, 4 umin (the intrinsic, or a select
 * between the two operands of an icmp that picks the greater / lesser);
 * 0 for anything else. ids: the intrinsic ids of llvm.smax, smin, umax,
 * umin. */
static int minmax_kind(LLVMValueRef v, const unsigned ids[4])
{
    if (!LLVMIsAInstruction(v))
        return 0;
    if (LLVMGetInstructionOpcode(v) == LLVMCall) {
        LLVMValueRef callee = LLVMGetCalledValue(v);
        unsigned id = callee && LLVMIsAFunction(callee) ? LLVMGetIntrinsicID(callee) : 0;
        for (int i = 0; id && i < 4; i++)
            if (id == ids[i])
                return i + 1;
        return 0;
    }
    if (LLVMGetInstructionOpcode(v) != LLVMSelect)
        return 0;
    LLVMValueRef cmp = LLVMGetOperand(v, 0), t = LLVMGetOperand(v, 1), f = LLVMGetOperand(v, 2);
    if (!LLVMIsAICmpInst(cmp))
        return 0;
    LLVMValueRef a = LLVMGetOperand(cmp, 0), b = LLVMGetOperand(cmp, 1);
    if ((t != a || f != b) && (t != b || f != a))
        return 0;
    LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);
    if (a != t) /* (a pred b) ? b : a is (a !pred b) ? a : b */
        switch (p) {
        case LLVMIntSGT: p = LLVMIntSLE; break;
        case LLVMIntSGE: p = LLVMIntSLT; break;
        case LLVMIntSLT: p = LLVMIntSGE; break;
        case LLVMIntSLE: p = LLVMIntSGT; break;
        case LLVMIntUGT: p = LLVMIntULE; break;
        case LLVMIntUGE: p = LLVMIntULT; break;
        case LLVMIntULT: p = LLVMIntUGE; break;
        case LLVMIntULE: p = LLVMIntUGT; break;
        default: return 0;
        }
    switch (p) {
    case LLVMIntSGT:
    case LLVMIntSGE: return 1;
    case LLVMIntSLT:
    case LLVMIntSLE: return 2;
    case LLVMIntUGT:
    case LLVMIntUGE: return 3;
    case LLVMIntULT:
    case LLVMIntULE: return 4;
    default: return 0;
    }
}

static unsigned minmax_ids[4]; /* llvm.smax, smin, umax, umin: fixed by the LLVM build */

static void init_minmax_ids(void)
{
    static const char *const names[4] = {"llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin"};
    for (int i = 0; i < 4; i++)
        minmax_ids[i] = LLVMLookupIntrinsicID(names[i], strlen(names[i]));
}

/* Can nary-reassociate change a function of mod? It rewrites an
 * instruction only after finding an earlier one (seen before it in the walk
 * of the dominator tree) with a matching ScalarEvolution expression, and it
 * looks for one only for
 *  - an integer add (mul) with an operand that is an add (mul) with a
 *    single use,
 *  - an integer min / max (minmax_kind) with an operand that is a min / max
 *    of the same kind,
 *  - a pointer GEP with an index that is an add, possibly under one sext or
 *    zext instruction. What it looks for is then a pointer expression with
 *    the GEP's pointer base, and the only pointer expressions it has seen
 *    are those of other GEPs: none of another GEP that has a different
 *    known root (gep_root) can match.
 * Without any of these it changes nothing. */
static bool nary_may_change(LLVMModuleRef mod)
{
    SlsrCands geps; /* stride: the GEP's root; rewritable: it looks */
    cands_init(&geps);
    bool may = false;
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_minmax_ids);
    const unsigned *ids = minmax_ids;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && !may && !geps.oom; fn = LLVMGetNextFunction(fn)) {
        geps.n = 0;
        bool looks = false;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !may; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I && !may; I = LLVMGetNextInstruction(I)) {
                LLVMOpcode op = LLVMGetInstructionOpcode(I);
                int n = LLVMGetNumOperands(I);
                if ((op == LLVMAdd || op == LLVMMul) && is_int_scalar(I)) {
                    for (int k = 0; k < 2 && !may; k++) {
                        LLVMValueRef x = LLVMGetOperand(I, k);
                        LLVMUseRef u = LLVMGetFirstUse(x);
                        may = op_of(x) == op && u && !LLVMGetNextUse(u);
                    }
                } else if ((op == LLVMSelect || op == LLVMCall) && is_int_scalar(I)) {
                    /* the compared values of a select are its two values */
                    int kind = minmax_kind(I, ids), first = op == LLVMSelect;
                    for (int k = first; kind && k < first + 2 && k < n && !may; k++)
                        may = minmax_kind(LLVMGetOperand(I, k), ids) == kind;
                } else if (op == LLVMGetElementPtr && LLVMGetTypeKind(LLVMTypeOf(I)) == LLVMPointerTypeKind) {
                    bool split = false;
                    for (int j = 1; j < n && !split; j++) {
                        LLVMValueRef x = LLVMGetOperand(I, j);
                        if (LLVMIsAInstruction(x) &&
                            (LLVMGetInstructionOpcode(x) == LLVMSExt || LLVMGetInstructionOpcode(x) == LLVMZExt))
                            x = LLVMGetOperand(x, 0);
                        split = op_of(x) == LLVMAdd;
                    }
                    looks |= split;
                    cand_add(&geps, 0, gep_root(LLVMGetOperand(I, 0)), I, NULL, split);
                }
            }
        if (may || !looks)
            continue;
        /* a GEP that looks and another GEP whose root may be the same */
        qsort(geps.v, geps.n, sizeof *geps.v, cmp_cand);
        bool unknown = geps.n && !geps.v[0].stride; /* NULL roots sort first */
        for (size_t i = 0, j; i < geps.n && !may; i = j) {
            bool any = false;
            for (j = i; j < geps.n && geps.v[j].stride == geps.v[i].stride; j++)
                any |= geps.v[j].rewritable;
            may = any && (j - i > 1 || (unknown && geps.n > 1));
        }
    }
    cands_free(&geps);
    return may || geps.oom;
}

/* Runs the function passes listed in the parts (NULL: none) as one
 * pipeline. */
static bool run_function_passes(LLVMModuleRef mod, LLVMTargetMachineRef tm, char **err, const char *a, const char *b,
                                const char *c, const char *d)
{
    const char *parts[] = {a, b, c, d};
    char text[512] = "function(";
    size_t len = strlen(text);
    bool first = true;
    for (size_t i = 0; i < countof(parts); i++)
        if (parts[i]) {
            len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", first ? "" : ",", parts[i]);
            first = false;
        }
    snprintf(text + len, sizeof text - len, ")");
    return run_passes(mod, text, tm, err);
}

/* Runs the pipeline with NVPTX's cost model (the target machine is used for
 * TargetTransformInfo only: which address space is generic, what an
 * instruction costs to speculate), as llc-19 runs it. A split costs a pass
 * manager and fresh analyses, so the IR before the pipeline decides where
 * to look: where slsr or nary-reassociate looks needed there already, it
 * runs without a look (running a pass is always exact); only the others
 * are checked in front of the pass, after a split. */
bool run_llc_ir_passes(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, int opt_level, char **err)
{
    const int g = opt_level >= 3;
    *err = NULL;
    if (!triple_is_nvcl(LLVMGetTarget(mod))) /* llc-19 does it for CUDA only (OpenCL passes any space) */
        mark_kernel_pointers_global(mod);
    LLVMTargetMachineRef tm = nvptx_tm(ctx, t, true);
    if (has_entry_alloca(mod) && !run_passes(mod, llc_ir_before_allocas, tm, err))
        return false;
    lower_allocas(mod);
    bool slsr = slsr_may_change(mod), nary = nary_may_change(mod);
    if (!slsr) {
        if (!run_function_passes(mod, tm, err, ir_prep, NULL, NULL, NULL))
            return false;
        slsr = slsr_may_change(mod);
        if (nary) /* slsr, nary-reassociate and the rest in one */
            return run_function_passes(mod, tm, err, slsr ? ir_slsr[g] : ir_no_slsr[g], ir_nary, ir_rest[g], NULL);
        if (!run_function_passes(mod, tm, err, slsr ? ir_slsr[g] : ir_no_slsr[g], NULL, NULL, NULL))
            return false;
    } else if (nary) {
        return run_function_passes(mod, tm, err, ir_prep, ir_slsr[g], ir_nary, ir_rest[g]);
    } else if (!run_function_passes(mod, tm, err, ir_prep, ir_slsr[g], NULL, NULL)) {
        return false;
    }
    return run_function_passes(mod, tm, err, nary_may_change(mod) ? ir_nary : NULL, ir_rest[g], NULL, NULL);
}
