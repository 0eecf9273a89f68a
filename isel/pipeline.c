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
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
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
 * stores of the pointer, atomics, phis) keep the generic alloca. */
static void lower_allocas(LLVMModuleRef mod)
{
    LLVMContextRef lc = LLVMGetModuleContext(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
    LLVMTypeRef local = LLVMPointerTypeInContext(lc, 5), generic = LLVMPointerTypeInContext(lc, 0);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
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

/* The IR passes llc-19 runs for NVPTX at -O1, -O2 and -O3 alike (the same
 * set at the three levels), around lower_allocas. */
static const char llc_ir_before_allocas[] = "function(sroa)";
static const char llc_ir_after_allocas[] =
    "function(infer-address-spaces,separate-const-offset-from-gep,speculative-execution,slsr,"
    "early-cse,nary-reassociate,early-cse,loop-simplify,lower-constant-intrinsics,early-cse,"
    "load-store-vectorizer,sroa)";

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

/* LLVM's AtomicExpand with NVPTX's rules, which llc-19 runs at every level:
 * what PTX has no atom for (8- and 16-bit atomicrmw and cmpxchg, fsub, fmin,
 * fmax, nand, uinc_wrap / udec_wrap, half and bfloat operations other than a
 * native fadd) becomes a cmpxchg loop on the containing 32- or 64-bit word;
 * i32 / i64 integer operations, f32 / f64 fadd and exchanges stay atomicrmw
 * (an exchange of a float or pointer as an integer). Only modules that have
 * an atomicrmw or cmpxchg pay for it. */
bool run_atomic_expand(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, char **err)
{
    *err = NULL;
    bool any = false;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && !any; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !any; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I && !any; I = LLVMGetNextInstruction(I))
                any = LLVMGetInstructionOpcode(I) == LLVMAtomicRMW || LLVMGetInstructionOpcode(I) == LLVMAtomicCmpXchg;
    if (!any)
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

/* Runs the pipeline with NVPTX's cost model (the target machine is used for
 * TargetTransformInfo only: which address space is generic, what an
 * instruction costs to speculate), as llc-19 runs it. */
bool run_llc_ir_passes(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_target *t, int opt_level, char **err)
{
    (void)opt_level;
    *err = NULL;
    if (!triple_is_nvcl(LLVMGetTarget(mod))) /* llc-19 does it for CUDA only (OpenCL passes any space) */
        mark_kernel_pointers_global(mod);
    LLVMTargetMachineRef tm = nvptx_tm(ctx, t, true);
    if (has_entry_alloca(mod) && !run_passes(mod, llc_ir_before_allocas, tm, err))
        return false;
    lower_allocas(mod);
    return run_passes(mod, llc_ir_after_allocas, tm, err);
}
