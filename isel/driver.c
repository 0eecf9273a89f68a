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
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "isel.h"

void ptxsel_options_init(ptxsel_options *o)
{
    memset(o, 0, sizeof *o);
    o->verify = 1;
    o->opt_level = 0;
}

ptxsel_context *ptxsel_context_create(void)
{
    ptxsel_context *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->diag_arena = arena_new();
    return c;
}

void ptxsel_context_destroy(ptxsel_context *ctx)
{
    if (!ctx)
        return;
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

static ptxsel_status compile_module(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_options *opt,
                                    const char *file, char **out);

static ptxsel_status compile_membuf(ptxsel_context *ctx, LLVMMemoryBufferRef buf, const ptxsel_options *opt,
                                    const char *file, char **out)
{
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
    LLVMDisposeModule(mod);
    LLVMContextDispose(lc);
    return st;
}

ptxsel_status ptxsel_compile_file(ptxsel_context *ctx, const char *path, const ptxsel_options *opt, char **out)
{
    *out = NULL;
    diag_reset(ctx);
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
    *out = NULL;
    diag_reset(ctx);
    const char *file = input_name(opt, "<buffer>");
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, file);
    return compile_membuf(ctx, buf, opt, file, out);
}

static const char *module_cpu(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "target-cpu", 10);
        if (a) {
            unsigned n;
            const char *v = LLVMGetStringAttributeValue(a, &n);
            if (n)
                return v;
        }
    }
    return NULL;
}

ptxsel_status ptxsel_compile_module(ptxsel_context *ctx, void *module, const ptxsel_options *opt, char **out)
{
    *out = NULL;
    diag_reset(ctx);
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

/* LLVM's IR verifier rejected mod. Does it still reject a copy of mod
 * without its calls of table intrinsics? If not (returns true), every problem
 * it found is in such a call (LLVM 19 checks some immargs of intrinsics it
 * knows, e.g. setmaxnreg's count), and the selector and the machine verifier,
 * which check those calls themselves, report it with function and
 * instruction. If so, *rest receives the copy's verdict (the problems
 * elsewhere; dispose with LLVMDisposeMessage). */
static bool verifier_failure_in_table_calls(LLVMModuleRef mod, char **rest)
{
    LLVMModuleRef copy = LLVMCloneModule(mod);
    for (LLVMValueRef fn = LLVMGetFirstFunction(copy); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in; in = next) {
                next = LLVMGetNextInstruction(in);
                if (!is_table_intrinsic_call(in))
                    continue;
                LLVMTypeRef ty = LLVMTypeOf(in);
                if (LLVMGetTypeKind(ty) != LLVMVoidTypeKind)
                    LLVMReplaceAllUsesWith(in, LLVMGetPoison(ty));
                LLVMInstructionEraseFromParent(in);
            }
    *rest = NULL;
    bool clean = !LLVMVerifyModule(copy, LLVMReturnStatusAction, rest);
    if (clean) {
        LLVMDisposeMessage(*rest);
        *rest = NULL;
    }
    LLVMDisposeModule(copy);
    return clean;
}

static ptxsel_status compile_module(ptxsel_context *ctx, LLVMModuleRef mod, const ptxsel_options *opt,
                                    const char *file, char **out)
{
    *out = NULL;
    ctx->werror = opt->werror;
    ctx->wno = opt->wno;
    char *vmsg = NULL;
    /* When LLVM's verifier blames only calls of table intrinsics, its verdict
     * is reported only if ptxsel's own checks of those calls (selector and
     * machine verifier) find nothing; the input is then malformed (exit 2). */
    char *llvm_verdict = NULL;
    if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &vmsg)) {
        char *rest;
        if (!verifier_failure_in_table_calls(mod, &rest)) {
            report_parse_error(ctx, file, rest ? rest : vmsg ? vmsg : "invalid module");
            LLVMDisposeMessage(rest);
            LLVMDisposeMessage(vmsg);
            return PTXSEL_USAGE;
        }
        llvm_verdict = vmsg;
        vmsg = NULL;
    }
    LLVMDisposeMessage(vmsg);
    /* target */
    char cpu_buf[32];
    const char *cpu = opt->cpu;
    if (!cpu) {
        const char *mc = module_cpu(mod);
        if (mc && strlen(mc) < sizeof cpu_buf) {
            strcpy(cpu_buf, mc);
            cpu = cpu_buf;
        } else {
            cpu = "sm_90a";
        }
    }
    ptxsel_target t;
    char terr[256];
    if (ptxsel_target_init(&t, cpu, opt->mattr, terr, sizeof terr) != PTXSEL_OK) {
        diag_report_line(ctx, PTXSEL_ERROR, file, 0, "%s", terr);
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_USAGE;
    }
    /* before IR passes: they lay memory out by the module's data layout */
    if (!isel_check_module(ctx, file, mod)) {
        LLVMDisposeMessage(llvm_verdict);
        return PTXSEL_INVALID;
    }
    annotate_intrinsics(mod);
    if (opt->opt_level > 0) {
        char pipe[32];
        snprintf(pipe, sizeof pipe, "default<O%d>", opt->opt_level > 3 ? 3 : opt->opt_level);
        LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
        LLVMErrorRef e = LLVMRunPasses(mod, pipe, NULL, po);
        LLVMDisposePassBuilderOptions(po);
        if (e) {
            char *m = LLVMGetErrorMessage(e);
            diag_report_line(ctx, PTXSEL_ERROR, file, 0, "IR optimisation failed: %s", m);
            LLVMDisposeErrorMessage(m);
            LLVMDisposeMessage(llvm_verdict);
            return PTXSEL_INTERNAL;
        }
    }
    arena_free(ctx->arena);
    ctx->arena = arena_new();
    MModule *m = arena_alloc(ctx->arena, sizeof *m);
    m->arena = ctx->arena;
    m->ptx = t.ptx;
    m->header_target = arena_strdup(ctx->arena, t.name);
    bool ok = select_module(ctx, &t, file, mod, m);
    if (ok && opt->verify)
        verify_module(ctx, &t, file, m);
    ptxsel_status st = PTXSEL_OK;
    if (ctx->nerrors)
        st = PTXSEL_INVALID;
    else if (llvm_verdict && opt->verify) { /* --no-verify prints what the selector accepted */
        report_parse_error(ctx, file, llvm_verdict);
        st = PTXSEL_USAGE;
    }
    LLVMDisposeMessage(llvm_verdict);
    if (st == PTXSEL_OK) {
        StrBuf b = {0};
        if (opt->print_mir)
            print_mir(&b, m);
        else
            print_ptx(&b, m);
        *out = sb_take(&b);
    }
    sb_free(&m->globals);
    return st;
}

/* ---------------------------------------------------------------- ptxas */

static char *find_ptxas(void)
{
    const char *env = getenv("PTXAS");
    if (env && *env)
        return strdup(env);
    const char *path = getenv("PATH");
    if (path) {
        char *p = strdup(path);
        for (char *save = NULL, *d = strtok_r(p, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
            size_t n = strlen(d) + 8;
            char *c = malloc(n);
            if (!c)
                break;
            snprintf(c, n, "%s/ptxas", d);
            if (access(c, X_OK) == 0) {
                free(p);
                return c;
            }
            free(c);
        }
        free(p);
    }
    if (access("/usr/local/cuda/bin/ptxas", X_OK) == 0)
        return strdup("/usr/local/cuda/bin/ptxas");
    return NULL;
}

ptxsel_status ptxsel_assemble(ptxsel_context *ctx, const char *ptx, const char *arch, const char *cubin_path)
{
    char *ptxas = find_ptxas();
    if (!ptxas) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "ptxas not found (set $PTXAS, add it to PATH, or install CUDA in /usr/local/cuda)");
        return PTXSEL_INTERNAL;
    }
    char in[] = "/tmp/ptxsel-XXXXXX";
    int fd = mkstemp(in);
    if (fd < 0) {
        free(ptxas);
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot create a temporary file: %s", strerror(errno));
        return PTXSEL_INTERNAL;
    }
    size_t len = strlen(ptx);
    bool wok = write(fd, ptx, len) == (ssize_t)len;
    close(fd);
    size_t ol = strlen(cubin_path) + 16;
    char *tmp_out = malloc(ol);
    snprintf(tmp_out, ol, "%s.tmp%d", cubin_path, (int)getpid());
    char archarg[64];
    snprintf(archarg, sizeof archarg, "-arch=%s", arch);
    int pipefd[2];
    ptxsel_status st = PTXSEL_OK;
    if (!wok || pipe(pipefd) != 0) {
        st = PTXSEL_INTERNAL;
        goto done;
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(pipefd[1], 2);
        dup2(pipefd[1], 1);
        close(pipefd[0]);
        execl(ptxas, ptxas, archarg, in, "-o", tmp_out, (char *)NULL);
        _exit(127);
    }
    close(pipefd[1]);
    StrBuf msg = {0};
    char buf[4096];
    ssize_t r;
    while ((r = read(pipefd[0], buf, sizeof buf)) > 0)
        sb_putn(&msg, buf, (size_t)r);
    close(pipefd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "ptxas failed (%s %s): %s", ptxas, archarg,
                         msg.p ? msg.p : "no output");
        unlink(tmp_out);
        st = PTXSEL_INTERNAL;
    } else if (rename(tmp_out, cubin_path) != 0) {
        diag_report_line(ctx, PTXSEL_ERROR, "ptxas", 0, "cannot write %s: %s", cubin_path, strerror(errno));
        unlink(tmp_out);
        st = PTXSEL_USAGE;
    }
    sb_free(&msg);
done:
    unlink(in);
    free(tmp_out);
    free(ptxas);
    return st;
}
