/*
 * The library's front door: context lifetime, reading IR, IR passes, and the
 * pipeline select -> verify -> print. Also runs ptxas for -filetype=obj.
 * Consumes: IR as a file, a buffer or an LLVMModuleRef; ptxsel_options.
 * Produces: PTX (or MIR) text, or diagnostics and a non-zero status.
 * Guarantees: no output on failure; the caller's LLVMModuleRef is only
 *           changed by the requested -O passes and attribute annotation.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "isel.h"

/* ------------------------------------------------------------ diagnostics */

static const char *value_text(Arena *a, LLVMValueRef v)
{
    char *s = LLVMPrintValueToString(v);
    const char *p = s;
    while (*p == ' ')
        p++;
    size_t n = strcspn(p, "\n");
    if (n > 240)
        n = 240;
    char *r = arena_strndup(a, p, n);
    LLVMDisposeMessage(s);
    return r;
}

/* Position of a function parameter (0-based). */
static unsigned param_index(LLVMValueRef arg)
{
    LLVMValueRef fn = LLVMGetParamParent(arg);
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetParam(fn, i) == arg)
            return i;
    return n;
}

void ir_locate(IrRef fn, IrRef inst, Arena *a, const char **function, const char **instruction)
{
    if (fn) {
        size_t n;
        const char *name = LLVMGetValueName2(ir_value(fn), &n);
        *function = arena_strndup(a, name, n);
    }
    LLVMValueRef v = ir_value(inst);
    if (v && LLVMIsAArgument(v))
        *instruction = arena_printf(a, "parameter %u: %s", param_index(v), value_text(a, v));
    else if (v)
        *instruction = value_text(a, v);
}

void ptxsel_options_init(ptxsel_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->verify = 1;
    o->opt_level = 0;
}

ptxsel_context *ptxsel_context_create(void)
{
    ptxsel_context *volatile c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) { /* out of memory: no context, never an abort */
        free(c);
        return NULL;
    }
    c->diag_arena = arena_new();
    c->locate = ir_locate;
    recovery_leave(&rec);
    return c;
}

void ptxsel_context_destroy(ptxsel_context *ctx)
{
    if (!ctx)
        return;
    pipeline_release(ctx);
    free(ctx->form_check);
    free(ctx->diags);
    arena_free(ctx->diag_arena);
    arena_free(ctx->arena);
    free(ctx);
}

void ptxsel_free(void *p)
{
    free(p);
}

static const char *input_name(const ptxsel_options *o, const char *fallback)
{
    return o && o->input_name ? o->input_name : fallback;
}

/* "file.ll:12:5: error: msg\n..." -> line 12, "msg" */
static void report_parse_error(ptxsel_context *ctx, const char *file, const char *msg)
{
    unsigned line = 0;
    const char *m = msg;
    const char *e = strstr(msg, "error: ");
    if (e) {
        const char *colon = strchr(msg, ':');
        if (colon && colon < e)
            line = (unsigned)strtoul(colon + 1, NULL, 10);
        m = e + 7;
    }
    size_t n = strcspn(m, "\n");
    char *one = malloc(n + 1);
    if (!one)
        return;
    memcpy(one, m, n);
    one[n] = 0;
    diag_report_line(ctx, PTXSEL_ERROR, file, line, "%s", one);
    free(one);
}

/* Whether some call of an intrinsic declaration (a function named llvm.*)
 * has a type other than the declaration's: the calls are found through the
 * declarations' uses, which is much less than every instruction. */
static bool intrinsic_call_mismatch_any(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t n = 0;
        const char *name = LLVMGetValueName2(fn, &n);
        if (n < 5 || memcmp(name, "llvm.", 5))
            continue;
        LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
        for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef I = LLVMGetUser(u);
            if (LLVMIsACallInst(I) && LLVMGetCalledValue(I) == fn && LLVMGetCalledFunctionType(I) != fty)
                return true;
        }
    }
    return false;
}

/* A call of an intrinsic whose function type differs from the intrinsic's
 * declaration (legal text for ordinary functions with opaque pointers)
 * makes LLVM 19's verifier crash (SEGV in Instruction::getFunction, found
 * by the structured fuzz harness): such a module is refused before the
 * verifier runs. */
static bool intrinsic_calls_match_declarations(ptxsel_context *ctx, const char *file, LLVMModuleRef mod)
{
    /* the walk below names the first such call in module order */
    if (!intrinsic_call_mismatch_any(mod))
        return true;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef I = LLVMGetFirstInstruction(bb); I; I = LLVMGetNextInstruction(I)) {
                if (!LLVMIsACallInst(I))
                    continue;
                LLVMValueRef callee = LLVMGetCalledValue(I);
                size_t n = 0;
                const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : NULL;
                if (!name || n < 5 || memcmp(name, "llvm.", 5) ||
                    LLVMGetCalledFunctionType(I) == LLVMGlobalGetValueType(callee))
                    continue;
                diag_report(ctx, PTXSEL_ERROR, file, ir_ref(fn), ir_ref(I), NULL,
                            "call of an intrinsic with a type that differs from its declaration (malformed IR)");
                return false;
            }
    return true;
}

static ptxsel_status compile_module(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_options *opt,
                                    const char *file, char **out);

/* What every compile and assemble entry point does first: no context is
 * PTXSEL_USAGE (nowhere to report); else the context's diagnostics start
 * afresh, and a required pointer that is NULL ('null' names it) is
 * PTXSEL_USAGE with a diagnostic. */
static ptxsel_status api_entry(ptxsel_context *ctx, const char *fn, const char *null)
{
    if (!ctx)
        return PTXSEL_USAGE;
    diag_reset(ctx);
    if (!null)
        return PTXSEL_OK;
    diag_report_line(ctx, PTXSEL_ERROR, "ptxsel", 0, "%s: %s is NULL", fn, null);
    return PTXSEL_USAGE;
}

/* The compile entry points: *out cleared, api_entry with the input pointer
 * ('what' names it), and NULL options replaced by ptxsel_options_init's. */
static ptxsel_status compile_entry(ptxsel_context *ctx, const char *fn, const char *what, const void *input,
                                   char **out, const ptxsel_options **opt, ptxsel_options *defaults)
{
    if (out)
        *out = NULL;
    if (!*opt) {
        ptxsel_options_init(defaults);
        *opt = defaults;
    }
    return api_entry(ctx, fn, !out ? "out" : !input ? what : NULL);
}

/* IR text without a 'target datalayout' is parsed under NVPTX's layout, as
 * llc-19 parses it: the parser gives every load, store, alloca and global
 * without an explicit alignment the ABI alignment of the layout it sees, and
 * LLVM's default layout aligns i64 and double to 4 bytes where NVPTX aligns
 * them to 8 (an i64 load would become two 32-bit loads). The directive goes
 * in front of the text on its first line, so line numbers stay. Bitcode
 * carries its alignments and is left as it is. */
static LLVMMemoryBufferRef with_nvptx_layout(LLVMMemoryBufferRef buf, const char *file)
{
    const char *d = LLVMGetBufferStart(buf);
    size_t n = LLVMGetBufferSize(buf);
    static const char key[] = "target datalayout";
    static const char pre[] = "target datalayout = \"" NVPTX64_DATALAYOUT "\" ";
    if ((n >= 4 && ((unsigned char)d[0] == 'B' && (unsigned char)d[1] == 'C')) ||
        (n >= 4 && (unsigned char)d[0] == 0xDE && (unsigned char)d[1] == 0xC0 && (unsigned char)d[2] == 0x17 &&
         (unsigned char)d[3] == 0x0B) ||
        memmem(d, n, key, sizeof key - 1))
        return buf;
    char *t = malloc(sizeof pre - 1 + n);
    if (!t)
        return buf;
    memcpy(t, pre, sizeof pre - 1);
    memcpy(t + sizeof pre - 1, d, n);
    LLVMMemoryBufferRef nb = LLVMCreateMemoryBufferWithMemoryRangeCopy(t, sizeof pre - 1 + n, file);
    free(t);
    LLVMDisposeMemoryBuffer(buf);
    return nb;
}

static ptxsel_status compile_membuf(ptxsel_context *ctx, LLVMMemoryBufferRef buf, const ptxsel_options *opt,
                                    const char *file, char **out)
{
    buf = with_nvptx_layout(buf, file);
    LLVMContextRef lc = LLVMContextCreate();
    LLVMModuleRef mod = NULL;
    char *err = NULL;
    /* LLVMParseIRInContext detects bitcode and takes ownership of buf */
    if (LLVMParseIRInContext(lc, buf, &mod, &err)) {
        report_parse_error(ctx, file, err ? err : "cannot parse input");
        LLVMDisposeMessage(err);
        LLVMContextDispose(lc);
        return PTXSEL_USAGE;
    }
    ptxsel_status st = compile_module(ctx, mod, opt, file, out);
    if (opt->exiting) {
        /* left to the operating system (a process that exits: the ptxsel
         * command); kept reachable from here for leak checkers */
        static LLVMContextRef kept[8];
        static unsigned nkept;
        if (nkept < countof(kept)) {
            kept[nkept++] = lc;
            return st;
        }
    }
    LLVMDisposeModule(mod);
    LLVMContextDispose(lc);
    return st;
}

ptxsel_status ptxsel_compile_file(ptxsel_context *ctx, const char *path, const ptxsel_options *opt, char **out)
{
    ptxsel_options defaults;
    ptxsel_status st = compile_entry(ctx, __func__, "path", path, out, &opt, &defaults);
    if (st != PTXSEL_OK)
        return st;
    LLVMMemoryBufferRef buf = NULL;
    char *err = NULL;
    const char *file = input_name(opt, strcmp(path, "-") ? path : "<stdin>");
    if (!strcmp(path, "-")) {
        if (LLVMCreateMemoryBufferWithSTDIN(&buf, &err)) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0, "cannot read standard input: %s", err ? err : "");
            LLVMDisposeMessage(err);
            return PTXSEL_USAGE;
        }
    } else if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &err)) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "cannot open input file: %s", err ? err : strerror(errno));
        LLVMDisposeMessage(err);
        return PTXSEL_USAGE;
    }
    return compile_membuf(ctx, buf, opt, file, out);
}

ptxsel_status ptxsel_compile_buffer(ptxsel_context *ctx, const char *data, size_t len, const ptxsel_options *opt,
                                    char **out)
{
    ptxsel_options defaults;
    ptxsel_status st = compile_entry(ctx, __func__, "data", data, out, &opt, &defaults);
    if (st != PTXSEL_OK)
        return st;
    const char *file = input_name(opt, "<buffer>");
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, file);
    return compile_membuf(ctx, buf, opt, file, out);
}

static char *module_cpu(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "target-cpu", 10);
        if (a) {
            unsigned n;
            const char *v = LLVMGetStringAttributeValue(a, &n);
            if (n)
                return strndup(v, n); /* the attribute's text is not NUL-terminated */
        }
    }
    return NULL;
}

ptxsel_status ptxsel_compile_module(ptxsel_context *ctx, void *module, const ptxsel_options *opt, char **out)
{
    ptxsel_options defaults;
    ptxsel_status st = compile_entry(ctx, __func__, "module", module, out, &opt, &defaults);
    if (st != PTXSEL_OK)
        return st;
    return compile_module(ctx, module, opt, input_name(opt, "<module>"), out);
}

/* Is v a call of an intrinsic that ptxsel selects from its own tables? */
static bool is_table_intrinsic_call(LLVMValueRef v)
{
    if (!LLVMIsACallInst(v))
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(v);
    if (!callee || !LLVMIsAFunction(callee))
        return false;
    size_t n;
    const char *name = LLVMGetValueName2(callee, &n);
    return n > 5 && !strncmp(name, "llvm.", 5) && form_find_intr(name) >= 0;
}

/* LLVM's IR verifier rejected mod. Are all its complaints checks LLVM makes
 * only because a callee is a table intrinsic it knows (LLVM 19 checks some
 * immargs and signatures of NVVM intrinsics, e.g. setmaxnreg's count)? Those
 * calls are checked again, with function and instruction, by the selector
 * and the machine verifier. The test: a copy of mod in which every call of a
 * table intrinsic calls a plain declaration of the same type instead (no
 * attributes, not an intrinsic) must verify. Everything else about those
 * calls is still checked in the copy: dominance of their operands and uses,
 * call-site attributes (range(i84 1, 5) on an i32 result), types. */
static bool verifier_failure_only_in_intrinsic_checks(LLVMModuleRef mod)
{
    LLVMModuleRef copy = LLVMCloneModule(mod);
    unsigned nstub = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(copy); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
                if (!is_table_intrinsic_call(in))
                    continue;
                char name[48];
                snprintf(name, sizeof name, "ptxsel.verify.stub.%u", nstub++);
                LLVMValueRef stub = LLVMAddFunction(copy, name, LLVMGetCalledFunctionType(in));
                /* the callee is a call's last operand */
                LLVMSetOperand(in, (unsigned)LLVMGetNumOperands(in) - 1, stub);
            }
    char *msg = NULL;
    bool clean = !LLVMVerifyModule(copy, LLVMReturnStatusAction, &msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(copy);
    return clean;
}

/* Report LLVM's verifier verdict as malformed input: the whole message (every
 * problem, each with the instructions it names, as llc prints it), in the
 * first function LLVM's verifier finds broken (none: a module-level problem). */
static void report_llvm_verdict(ptxsel_context *ctx, const char *file, LLVMModuleRef mod, const char *verdict)
{
    LLVMValueRef broken = NULL;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn && !broken; fn = LLVMGetNextFunction(fn))
        if (!LLVMIsDeclaration(fn) && LLVMVerifyFunction(fn, LLVMReturnStatusAction))
            broken = fn;
    size_t n = strlen(verdict);
    while (n && verdict[n - 1] == '\n')
        n--;
    diag_report(ctx, PTXSEL_ERROR, file, ir_ref(broken), NULL, NULL, "%.*s", (int)n,
                verdict);
}

static uint64_t now_ns(const ptxsel_context *ctx)
{
    struct timespec ts;
    clock_gettime(ctx->phase_cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Charges the time since *t0 to phase p of the compile and restarts *t0. */
static void phase_end(ptxsel_context *ctx, int p, uint64_t *t0)
{
    uint64_t t = now_ns(ctx);
    ctx->phase_ns[p] += t - *t0;
    *t0 = t;
}

/* ------------------------------------------------------------ streaming */

/* Diagnostics held back while a function is verified: the machine
 * verifier's are reported after every selection diagnostic (as when the
 * whole module was verified after selection) and only when selection
 * succeeded everywhere. */
typedef struct HeldDiags {
    ptxsel_diag *d;
    size_t n, cap, nerrors;
} HeldDiags;

/* A compilation that verifies and prints each function as soon as it is
 * selected (select_module's FuncSink) and then forgets its machine IR, so
 * that only one function's is ever held. The output is the diagnostics
 * and the text a whole-module select, verify_module, print_ptx gives. */
typedef struct Stream {
    FuncSink sink; /* first: done() gets &sink */
    ptxsel_context *ctx;
    const ptxsel_target *t;
    const char *file;
    MModule *m;
    bool verify, mir;
    HeldDiags inst, late;  /* verify_function's, verify_function_late's */
    HeldDiags *holding;    /* the one swapped into ctx now, or NULL */
    HeldDiags own;         /* ctx's own while one is held */
    StrBuf body;           /* the functions printed so far */
    unsigned ndefs;        /* definitions handed over so far */
    bool sel_failed;       /* a selection error so far: verify no more (nothing of it is reported) */
    bool no_print;         /* any error so far (or LLVM's verdict to report): print no more */
    bool started;          /* a function was handed over */
    bool pro_in_body;      /* the prologue was printed first: body is the whole text */
    uint64_t t0;           /* the phase clock */
} Stream;

static void swap_diags(ptxsel_context *ctx, HeldDiags *h)
{
    HeldDiags c = {ctx->diags, ctx->ndiags, ctx->capdiags, ctx->nerrors};
    ctx->diags = h->d;
    ctx->ndiags = h->n;
    ctx->capdiags = h->cap;
    ctx->nerrors = h->nerrors;
    *h = c;
}

/* ctx's diagnostics go to h until hold_end. */
static void hold_begin(Stream *s, HeldDiags *h)
{
    s->own = *h;
    swap_diags(s->ctx, &s->own); /* own: ctx's; ctx: h's */
    s->holding = h;
}

static void hold_end(Stream *s)
{
    swap_diags(s->ctx, &s->own); /* own: h's; ctx: its own again */
    *s->holding = s->own;
    s->holding = NULL;
}

/* h's diagnostics after ctx's, as reported. */
static void report_held(ptxsel_context *ctx, HeldDiags *h)
{
    if (!h->n)
        return;
    diag_reserve(ctx, h->n);
    memcpy(ctx->diags + ctx->ndiags, h->d, h->n * sizeof *h->d);
    ctx->ndiags += h->n;
    ctx->nerrors += h->nerrors;
}

static MOperand *keep_ops(Arena *a, const MOperand *ops, unsigned n)
{
    MOperand *r = arena_alloc(a, (n ? n : 1) * sizeof *r);
    for (unsigned i = 0; i < n; i++) {
        r[i] = ops[i];
        if (ops[i].sym)
            r[i].sym = arena_strdup(a, ops[i].sym);
        bool has_sub = ops[i].kind == MO_LIST || ops[i].kind == MO_ASM || ops[i].kind == MO_VEC;
        r[i].sub = has_sub && ops[i].sub ? keep_ops(a, ops[i].sub, ops[i].n) : NULL;
    }
    return r;
}

/* What verify_module_late needs of f once its machine IR is forgotten: one
 * block with the instructions it reads (copied into the module's arena, in
 * order); nothing after an error (no module check runs then). */
static void keep_for_module(Stream *s, MFunc *f, bool keep)
{
    Arena *a = s->m->arena;
    MBlock *b = NULL;
    if (keep && f->nblocks) {
        b = arena_alloc(a, sizeof *b);
        b->label = "";
        b->after = UINT32_MAX;
        for (size_t bi = 0; bi < f->nblocks; bi++)
            for (const MInst *in = f->blocks[bi]->first; in; in = in->next) {
                if (!verify_module_late_reads(in))
                    continue;
                MInst *k = arena_alloc(a, sizeof *k);
                *k = *in;
                k->ops = in->nops ? keep_ops(a, in->ops, in->nops) : NULL;
                mblock_push(b, k);
            }
    }
    f->blocks = b ? arena_alloc(a, sizeof *f->blocks) : NULL;
    if (b)
        f->blocks[0] = b;
    f->nblocks = f->capblocks = b ? 1 : 0;
}

/* Is the prologue of m known before any function is selected? Everything
 * in it is (the header, the variables, the first definition's name) but
 * the prototypes, whose parameters are known only once their function was
 * reached: known when there are none (the MIR header has none). */
static bool prologue_known(const MModule *m, bool mir)
{
    for (const MFunc *f = m->funcs; f && !mir; f = f->next)
        if (!f->is_kernel && (f->is_decl || f->fwd_decl))
            return false;
    return true;
}

/* FuncSink.done: verify f (its diagnostics held), print it, keep what the
 * module-level checks need. */
static void stream_function(FuncSink *sink, MFunc *f, bool ok)
{
    Stream *s = (Stream *)sink;
    ptxsel_context *ctx = s->ctx;
    phase_end(ctx, PHASE_SELECT, &s->t0);
    if (!ok)
        s->sel_failed = s->no_print = true;
    if (!s->sel_failed && s->verify) {
        hold_begin(s, &s->inst);
        verify_function(ctx, s->t, s->file, f);
        verify_defined_regs(ctx, s->file, f);
        hold_end(s);
        hold_begin(s, &s->late);
        verify_function_late(ctx, s->t, s->file, f);
        hold_end(s);
        if (s->inst.nerrors || s->late.nerrors)
            s->no_print = true;
    }
    phase_end(ctx, PHASE_MVERIFY, &s->t0);
    if (!s->started && !s->no_print && prologue_known(s->m, s->mir)) {
        /* the prologue first, where it is known: put in front of the
         * functions at the end, it moved the whole text once more */
        if (s->mir)
            print_mir_header(&s->body, s->m);
        else
            print_ptx_prologue(&s->body, s->m);
        s->pro_in_body = true;
    }
    s->started = true;
    if (!s->no_print) {
        if (s->mir)
            print_mir_functions(&s->body, s->m, f, f->next);
        else
            print_ptx_functions(&s->body, s->m, f, f->next, s->ndefs);
    }
    s->ndefs += !f->is_decl;
    phase_end(ctx, PHASE_PRINT, &s->t0);
    if (!f->is_decl)
        keep_for_module(s, f, !s->sel_failed && s->verify);
}

/* Everything a Stream holds, also after an unwinding. */
static void stream_free(Stream *s)
{
    if (s->holding)
        hold_end(s);
    free(s->inst.d);
    free(s->late.d);
    sb_free(&s->body);
    arena_free(s->sink.code);
    free(s);
}

/* ptxsel_target_init, or its result for the context's last compile when the
 * processor and -mattr are the same (a JIT compiles for one target: the
 * feature derivation costs as much as selecting a small kernel). */
static ptxsel_status context_target(ptxsel_context *ctx, ptxsel_target *t, const char *cpu, const char *mattr,
                                    char *err, size_t errlen)
{
    int kind = mattr ? 2 : 1;
    if (ctx->target_kept == kind && !strcmp(ctx->target_cpu, cpu) && (!mattr || !strcmp(ctx->target_mattr, mattr))) {
        *t = ctx->target;
        return PTXSEL_OK;
    }
    ptxsel_status st = ptxsel_target_init(t, cpu, mattr, err, errlen);
    ctx->target_kept = 0;
    if (st == PTXSEL_OK && strlen(cpu) < sizeof ctx->target_cpu &&
        (!mattr || strlen(mattr) < sizeof ctx->target_mattr)) {
        ctx->target = *t;
        strcpy(ctx->target_cpu, cpu);
        strcpy(ctx->target_mattr, mattr ? mattr : "");
        ctx->target_kept = kind;
    }
    return st;
}

static ptxsel_status compile_module(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_options *opt,
                                    const char *file, char **out)
{
    *out = NULL;
    memset(ctx->phase_ns, 0, sizeof ctx->phase_ns);
    uint64_t t0 = now_ns(ctx);
    ctx->werror = opt->werror;
    ctx->wno = opt->wno;
    char *vmsg = NULL;
    /* Nothing runs on a module LLVM's verifier rejects: no pass ever does
     * (they assume verified IR and crash otherwise). When its only complaints
     * are its own checks of table-intrinsic calls, selection and the machine
     * verifier still run (on the unoptimised module) so that ptxsel's precise
     * diagnostic for those calls wins (exit 1); if they find nothing, LLVM's
     * verdict is reported and the input is malformed (exit 2). Anything else
     * is malformed input at once. */
    char *volatile llvm_verdict = NULL; /* read after a longjmp to the Recovery below */
    if (!intrinsic_calls_match_declarations(ctx, file, mod))
        return PTXSEL_USAGE;
    /* skip_ir_verify: the caller vouches for the module (docs/library.md) */
    if (!opt->skip_ir_verify && LLVMVerifyModule(mod, LLVMReturnStatusAction, &vmsg)) {
        if (!verifier_failure_only_in_intrinsic_checks(mod)) {
            report_llvm_verdict(ctx, file, mod, vmsg ? vmsg : "invalid module");
            LLVMDisposeMessage(vmsg);
            return PTXSEL_USAGE;
        }
        llvm_verdict = vmsg ? vmsg : LLVMCreateMessage("invalid module");
        vmsg = NULL;
    }
    LLVMDisposeMessage(vmsg);
    phase_end(ctx, PHASE_IR_VERIFY, &t0);
    /* target */
    if (opt->opt_level < 0 || opt->opt_level > 3) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "optimisation level %d is out of range (0..3)", opt->opt_level);
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_USAGE;
    }
    /* the module's "target-cpu" (any length: a bad one is reported by name,
     * never replaced by the default), else sm_90a */
    char *mc = opt->cpu ? NULL : module_cpu(mod);
    const char *cpu = opt->cpu ? opt->cpu : mc ? mc : "sm_90a";

    ptxsel_target t;
    char terr[256];
    ptxsel_status tst = context_target(ctx, &t, cpu, opt->mattr, terr, sizeof terr);
    free(mc);
    if (tst != PTXSEL_OK) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "%s", terr);
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_USAGE;
    }
    /* -mtriple replaces the module's triple, as in llc */
    if (opt->triple) {
        if (!triple_supported(opt->triple)) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0,
                             "unsupported target triple '%s': ptxsel generates 64-bit PTX for CUDA "
                             "(nvptx64-nvidia-cuda) and OpenCL (nvptx64-unknown-nvcl)", opt->triple);
            LLVMDisposeMessage(llvm_verdict);
            return PTXSEL_USAGE;
        }
        LLVMSetTarget(mod, opt->triple);
    }
    /* before IR passes: they lay memory out by the module's data layout */
    if (!isel_check_module(ctx, file, mod, opt->short_ptr != 0)) {
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_INVALID;
    }
    /* a bad external name does not stop the compile here: selection reports
     * the module's other errors too (the compile fails either way) */
    check_symbol_names(ctx, file, mod);
    annotate_intrinsics(mod);
    if (!llvm_verdict)
        fold_nvvm_reflect(mod, &t);
    /* the user's pipeline first, as opt before llc */
    if (opt->passes && *opt->passes && !llvm_verdict) {
        char *m = NULL;
        if (!run_user_passes(ctx, mod, &t, opt->passes, &m)) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0, "invalid pass pipeline '%s': %s", opt->passes,
                             m ? m : "unknown error");
            LLVMDisposeErrorMessage(m);
            return PTXSEL_USAGE;
        }
    }
    if (opt->opt_level > 0 && !llvm_verdict) {
        char *m = NULL;
        if (!run_llc_ir_passes(ctx, mod, &t, opt->opt_level, &m)) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0, "IR optimisation failed: %s", m);
            LLVMDisposeErrorMessage(m);
            LLVMDisposeMessage(llvm_verdict);
            return PTXSEL_INTERNAL;
        }
    }
    if (!llvm_verdict) {
        char *m = NULL;
        /* one walk for the atomic expansion's, the legalisation's and
         * expand_ir's questions */
        PrepScan ps;
        prep_scan(mod, &ps);
        bool expanded;
        if (!run_atomic_expand(ctx, mod, &t, &ps, &expanded, &m)) {
            diag_report_line(ctx, PTXSEL_ERROR, file, 0, "atomic expansion failed: %s", m);
            LLVMDisposeErrorMessage(m);
            LLVMDisposeMessage(llvm_verdict);
            prep_scan_free(&ps);
            return PTXSEL_INTERNAL;
        }
        /* the expansion's instructions were not scanned: all are checked then */
        bool legalizes = legalize_may_change(mod, !ps.odd && !expanded);
        if (legalizes && !legalize_odd_ints(ctx, file, mod, !ps.odd && !expanded)) {
            LLVMDisposeMessage(llvm_verdict);
            prep_scan_free(&ps);
            return PTXSEL_INVALID;
        }
        /* fpfast: the level for the select fold; the scan's candidates
         * while neither pass changed the module */
        expand_ir(mod, &t, opt->opt_level, expanded || legalizes ? NULL : &ps);
        prep_scan_free(&ps);
    }
    arena_free(ctx->arena);
    ctx->arena = arena_new();
    arena_set_limit(ctx->arena, opt->max_memory);
    Stream *s = calloc(1, sizeof *s);
    if (!s) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "out of memory");
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_INTERNAL;
    }
    Recovery rec;
    if (RECOVERY_ENTER(&rec)) {
        /* an internal error or out of memory below: the arena is released
         * by the next compile; the module still belongs to the caller */
        stream_free(s);
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "%s", rec.msg);
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_INTERNAL;
    }
    MModule *m = arena_alloc(ctx->arena, sizeof *m);
    m->arena = ctx->arena;
    m->ptx = t.ptx;
    m->header_target = arena_strdup(ctx->arena, t.name);
    s->sink.code = arena_new_child(ctx->arena);
    s->sink.done = stream_function;
    s->ctx = ctx;
    s->t = &t;
    s->file = file;
    s->m = m;
    s->verify = opt->verify != 0;
    s->mir = opt->print_mir != 0;
    /* nothing is printed when the compile fails anyway */
    s->no_print = llvm_verdict && opt->verify;
    phase_end(ctx, PHASE_PREPARE, &t0);
    s->t0 = t0;
    bool ok = select_module(ctx, &t, file, mod, m, opt->opt_level, opt->strict_atomics != 0, &s->sink);
    t0 = s->t0;
    phase_end(ctx, PHASE_SELECT, &t0);
    if (ok && opt->verify) {
        report_held(ctx, &s->inst);
        report_held(ctx, &s->late);
        verify_module_late(ctx, &t, file, m);
    }
    phase_end(ctx, PHASE_MVERIFY, &t0);
    ptxsel_status st = PTXSEL_OK;
    if (ctx->nerrors)
        st = PTXSEL_INVALID;
    else if (llvm_verdict && opt->verify) { /* --no-verify prints what the selector accepted */
        report_llvm_verdict(ctx, file, mod, llvm_verdict);
        st = PTXSEL_USAGE;
    }
    LLVMDisposeMessage(llvm_verdict);
    if (st == PTXSEL_OK) {
        if (!s->pro_in_body) {
            StrBuf pro = {0};
            if (opt->print_mir)
                print_mir_header(&pro, m);
            else
                print_ptx_prologue(&pro, m);
            sb_prepend(&s->body, pro.p ? pro.p : "", pro.n);
            sb_free(&pro);
        }
        *out = sb_take(&s->body);
    }
    phase_end(ctx, PHASE_PRINT, &t0);
    sb_free(&m->init_bytes);
    stream_free(s);
    recovery_leave(&rec);
    return st;
}

/* ---------------------------------------------------------------- ptxas */

/* Is path an executable regular file? 0, or the errno that says why not. */
static int executable_file(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return errno;
    if (!S_ISREG(st.st_mode))
        return EACCES;
    return access(path, X_OK) == 0 ? 0 : errno;
}

/* ptxas from $PTXAS, else PATH, else /usr/local/cuda/bin (malloc'd), or NULL
 * with a diagnostic naming every place it looked. */
static char *find_ptxas(ptxsel_context *ctx)
{
    const char *env = getenv("PTXAS");
    if (env && *env) {
        int e = executable_file(env);
        if (!e)
            return strdup(env);
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "ptxas not found: $PTXAS is '%s', which is not an executable file (%s)",
                         env, strerror(e));
        return NULL;
    }
    const char *path = getenv("PATH");
    if (path) {
        char *p = strdup(path);
        for (char *save = NULL, *d = p ? strtok_r(p, ":", &save) : NULL; d; d = strtok_r(NULL, ":", &save)) {
            size_t n = strlen(d) + 8;
            char *c = malloc(n);
            if (!c)
                break;
            snprintf(c, n, "%s/ptxas", d);
            if (!executable_file(c)) {
                free(p);
                return c;
            }
            free(c);
        }
        free(p);
    }
    if (!executable_file("/usr/local/cuda/bin/ptxas"))
        return strdup("/usr/local/cuda/bin/ptxas");
    diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0,
                     "ptxas not found: looked in $PTXAS (unset), PATH (%s), /usr/local/cuda/bin",
                     path && *path ? path : "unset");
    return NULL;
}

/* Read a whole file into malloc'd memory; 0 or an errno value. */
static int read_file(const char *path, void **data, size_t *len)
{
    *data = NULL;
    *len = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    StrBuf b = {0};
    char buf[65536];
    ssize_t r;
    while ((r = read(fd, buf, sizeof buf)) != 0) {
        if (r < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            close(fd);
            sb_free(&b);
            return e;
        }
        sb_putn(&b, buf, (size_t)r);
    }
    close(fd);
    *len = b.n;
    *data = sb_take(&b);
    return 0;
}

ptxsel_status ptxsel_assemble_buffer(ptxsel_context *ctx, const char *ptx, const char *arch, void **cubin,
                                     size_t *cubin_len)
{
    if (cubin)
        *cubin = NULL;
    if (cubin_len)
        *cubin_len = 0;
    ptxsel_status entry =
        api_entry(ctx, __func__, !ptx ? "ptx" : !arch ? "arch" : !cubin ? "cubin" : !cubin_len ? "len" : NULL);
    if (entry != PTXSEL_OK)
        return entry;
    char *ptxas = find_ptxas(ctx);
    if (!ptxas)
        return PTXSEL_INTERNAL;
    /* ptxas reads and writes in a private directory: nothing the caller
     * names is touched until the cubin is complete */
    const char *tmpdir = getenv("TMPDIR");
    if (!tmpdir || !*tmpdir)
        tmpdir = "/tmp";
    size_t dl = strlen(tmpdir) + 32;
    char *dir = malloc(dl), *in = malloc(dl), *outp = malloc(dl);
    ptxsel_status st = PTXSEL_INTERNAL;
    bool made = false;
    if (!dir || !in || !outp) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "out of memory");
        goto done;
    }
    snprintf(dir, dl, "%s/ptxsel-XXXXXX", tmpdir);
    if (!mkdtemp(dir)) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot create a temporary directory in '%s': %s", tmpdir,
                         strerror(errno));
        goto done;
    }
    made = true;
    snprintf(in, dl, "%s/in.ptx", dir);
    snprintf(outp, dl, "%s/out.cubin", dir);
    char werr[512];
    if (ptxsel_write_output(in, ptx, strlen(ptx), werr, sizeof werr) != PTXSEL_OK) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "%s", werr);
        goto done;
    }
    char archarg[64];
    snprintf(archarg, sizeof archarg, "-arch=%s", arch);
    int pipefd[2];
    if (pipe(pipefd) != 0) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot run ptxas: %s", strerror(errno));
        goto done;
    }
    pid_t pid = fork();
    if (pid < 0) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot run ptxas: %s", strerror(errno));
        close(pipefd[0]);
        close(pipefd[1]);
        goto done;
    }
    if (pid == 0) {
        dup2(pipefd[1], 2);
        dup2(pipefd[1], 1);
        close(pipefd[0]);
        execl(ptxas, ptxas, archarg, in, "-o", outp, (char *)NULL);
        _exit(127);
    }
    close(pipefd[1]);
    StrBuf msg = {0};
    char buf[4096];
    ssize_t r;
    while ((r = read(pipefd[0], buf, sizeof buf)) != 0) {
        if (r < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        sb_putn(&msg, buf, (size_t)r);
    }
    close(pipefd[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        if (WIFEXITED(status) && WEXITSTATUS(status) == 127 && !msg.n)
            diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot run %s", ptxas);
        else
            diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "ptxas failed (%s %s): %s", ptxas, archarg,
                             msg.p ? msg.p : "no output");
    } else {
        int e = read_file(outp, cubin, cubin_len);
        if (e)
            diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot read ptxas's output: %s", strerror(e));
        else
            st = PTXSEL_OK;
    }
    sb_free(&msg);
done:
    if (made) {
        unlink(in);
        unlink(outp);
        rmdir(dir);
    }
    free(dir);
    free(in);
    free(outp);
    free(ptxas);
    return st;
}

ptxsel_status ptxsel_assemble(ptxsel_context *ctx, const char *ptx, const char *arch, const char *cubin_path)
{
    ptxsel_status entry = api_entry(ctx, __func__, !cubin_path ? "cubin_path" : NULL);
    if (entry != PTXSEL_OK)
        return entry;
    void *cubin;
    size_t len;
    ptxsel_status st = ptxsel_assemble_buffer(ctx, ptx, arch, &cubin, &len);
    if (st != PTXSEL_OK)
        return st;
    char err[1024];
    st = ptxsel_write_output(cubin_path, cubin, len, err, sizeof err);
    if (st != PTXSEL_OK)
        diag_report_line(ctx, PTXSEL_ERROR, "ptxsel", 0, "%s", err);
    free(cubin);
    return st;
}
