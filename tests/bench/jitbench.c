/*
 * jitbench: the JIT path, in one process. A benchmark program (make bench),
 * not part of the library and not a test.
 * Consumes: jitbench [-r RUNS] [-O LEVEL] [--no-verify-ir] [--ptxsel-only] [--cpu-phases] FILE.ll...
 * Produces: one line per input and engine on stdout:
 *   JIT <name> <IR instructions> <engine> O<level> <median ms> <min ms> <peak KiB> [phases]
 * where engine is "ptxsel" (ptxsel_compile_module on the in-memory module,
 * LLVM's IR verifier first unless --no-verify-ir), "llvm" (LLVM 19's NVPTX
 * back end, LLVMTargetMachineEmitToMemoryBuffer at LLVMCodeGenLevelNone for
 * -O0, Default for -O2) or "ptxsel-trusted" (ptxsel_compile_module with
 * skip_ir_verify: like LLVMTargetMachineEmitToMemoryBuffer, which adds its
 * passes with addPassesToEmitFile's DisableVerify = true, it does not run
 * LLVM's IR verifier; left out under --no-verify-ir, where "ptxsel" is
 * that), and "SPEEDUP" lines: llvm over ptxsel, then "SPEEDUP-TRUSTED"
 * llvm over ptxsel-trusted, and the same of CPU times ("SPEEDUP-CPU",
 * "SPEEDUP-CPU-TRUSTED"; "cpu=" on the JIT lines: the median CPU time of a
 * compile, which other load on a shared host inflates less than wall
 * time). "smp_min" / "inst/s_best": the least selection + machine verify +
 * print of the runs and the rate it gives. --cpu-phases: the phases in the
 * thread's CPU time rather than wall time (a shared host).
 * Each input is parsed once; every timed run compiles a fresh clone of that
 * module (both engines change the module they compile; the clone is not
 * timed). Each engine runs in a child process forked after the parse, so
 * its peak memory (the peak RSS, reset at the fork, minus the RSS then) is
 * its own. For
 * ptxsel the phases come from the context (selection, machine verify and
 * print: "sel+mv+print" and IR instructions per second of those three),
 * the parse (once, not part of the median) and the teardown of the module
 * (LLVMDisposeModule, last run).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "ptxsel/ptxsel.h"
#include "internal.h" /* ptxsel_context.phase_ns */

void LLVMInitializeNVPTXTargetInfo(void);
void LLVMInitializeNVPTXTarget(void);
void LLVMInitializeNVPTXTargetMC(void);
void LLVMInitializeNVPTXAsmPrinter(void);

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* CPU time of this process (the engine's child: one thread), which a
 * shared host's other load does not inflate as it does wall time. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long rss_kib(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, res = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &res) != 2)
            res = 0;
        fclose(f);
    }
    return res * (sysconf(_SC_PAGESIZE) / 1024);
}

/* The peak resident set (VmHWM) in KiB; reset_peak() restarts it from the
 * current RSS (Linux /proc/self/clear_refs, 5). */
static long peak_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long v = 0;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmHWM:", 6))
            v = atol(line + 6);
    if (f)
        fclose(f);
    return v;
}

static void reset_peak(void)
{
    FILE *f = fopen("/proc/self/clear_refs", "w");
    if (f) {
        fputs("5", f);
        fclose(f);
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static unsigned long count_insts(LLVMModuleRef m)
{
    unsigned long n = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
                n++;
    return n;
}

typedef struct {
    double median, min, phase[PHASE_COUNT], teardown;
    double cpu;     /* median CPU time of a compile */
    double smp_min; /* least selection + machine verify + print of the runs (ptxsel) */
    long peak_kib;
    int ok;
} Result;

/* Runs 'runs' compiles of clones of mod with one engine; 0 on success. */
static int cpu_phases;

static int run_engine(LLVMModuleRef mod, int llvm, int level, int runs, int skip_ir_verify, Result *r)
{
    double t[64], c[64];
    double phase[64][PHASE_COUNT];
    LLVMTargetMachineRef tm = NULL;
    if (llvm) {
        LLVMTargetRef target;
        char *err = NULL;
        if (LLVMGetTargetFromTriple("nvptx64-nvidia-cuda", &target, &err)) {
            fprintf(stderr, "jitbench: %s\n", err);
            return 1;
        }
        tm = LLVMCreateTargetMachine(target, "nvptx64-nvidia-cuda", "sm_90a", "+ptx80",
                                     level ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelNone, LLVMRelocDefault,
                                     LLVMCodeModelDefault);
    }
    ptxsel_context *ctx = ptxsel_context_create();
    ctx->phase_cpu = cpu_phases;
    ptxsel_options opt;
    ptxsel_options_init(&opt);
    opt.cpu = "sm_90a";
    opt.opt_level = level;
    opt.skip_ir_verify = skip_ir_verify;
    for (int i = 0; i < runs; i++) {
        LLVMModuleRef m = LLVMCloneModule(mod);
        double t0 = now_ms(), c0 = cpu_ms();
        if (llvm) {
            LLVMMemoryBufferRef buf = NULL;
            char *err = NULL;
            if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &err, &buf)) {
                fprintf(stderr, "jitbench: llvm: %s\n", err ? err : "failed");
                return 1;
            }
            t[i] = now_ms() - t0;
            c[i] = cpu_ms() - c0;
            LLVMDisposeMemoryBuffer(buf);
        } else {
            char *out = NULL;
            if (ptxsel_compile_module(ctx, m, &opt, &out) != PTXSEL_OK) {
                char *d = ptxsel_diag_render(ctx, 0);
                fprintf(stderr, "jitbench: ptxsel: %s", d ? d : "failed\n");
                return 1;
            }
            t[i] = now_ms() - t0;
            c[i] = cpu_ms() - c0;
            for (int p = 0; p < PHASE_COUNT; p++)
                phase[i][p] = ctx->phase_ns[p] / 1e6;
            double smp = phase[i][PHASE_SELECT] + phase[i][PHASE_MVERIFY] + phase[i][PHASE_PRINT];
            if (i == 0 || smp < r->smp_min)
                r->smp_min = smp;
            ptxsel_free(out);
        }
        double d0 = now_ms();
        LLVMDisposeModule(m);
        r->teardown = now_ms() - d0; /* of the last run */
    }
    /* the phases of the run of median time */
    double s[64];
    memcpy(s, t, runs * sizeof *t);
    qsort(s, runs, sizeof *s, cmp_double);
    r->median = s[runs / 2];
    r->min = s[0];
    double sc[64];
    memcpy(sc, c, runs * sizeof *c);
    qsort(sc, runs, sizeof *sc, cmp_double);
    r->cpu = sc[runs / 2];
    for (int i = 0; i < runs; i++)
        if (t[i] == r->median)
            memcpy(r->phase, phase[i], sizeof r->phase);
    ptxsel_context_destroy(ctx);
    if (tm)
        LLVMDisposeTargetMachine(tm);
    r->ok = 1;
    return 0;
}

int main(int argc, char **argv)
{
    int runs = 5, level = 0, skip = 0, llvm = 1;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-r") && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (!strncmp(argv[i], "-O", 2))
            level = atoi(argv[i] + 2);
        else if (!strcmp(argv[i], "--no-verify-ir"))
            skip = 1;
        else if (!strcmp(argv[i], "--ptxsel-only"))
            llvm = 0;
        else if (!strcmp(argv[i], "--cpu-phases"))
            cpu_phases = 1;
        else {
            fprintf(stderr, "usage: jitbench [-r RUNS] [-O0|-O2] [--no-verify-ir] [--ptxsel-only] [--cpu-phases] FILE.ll...\n");
            return 2;
        }
    }
    if (runs < 1 || runs > 64 || i == argc) {
        fprintf(stderr, "usage: jitbench [-r RUNS (1..64)] [-O0|-O2] [--no-verify-ir] FILE.ll...\n");
        return 2;
    }
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    for (; i < argc; i++) {
        LLVMContextRef lc = LLVMContextCreate();
        LLVMMemoryBufferRef buf;
        LLVMModuleRef mod;
        char *err = NULL;
        double p0 = now_ms();
        if (LLVMCreateMemoryBufferWithContentsOfFile(argv[i], &buf, &err) ||
            LLVMParseIRInContext(lc, buf, &mod, &err)) {
            fprintf(stderr, "jitbench: %s: %s\n", argv[i], err ? err : "cannot read");
            return 1;
        }
        double parse = now_ms() - p0;
        unsigned long n = count_insts(mod);
        const char *name = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
        /* engines: 0 ptxsel, 1 llvm, 2 ptxsel-trusted */
        static const char *const engine_name[] = {"ptxsel", "llvm", "ptxsel-trusted"};
        Result res[3];
        memset(res, 0, sizeof res);
        for (int e = 0; e < 3; e++) {
            if ((e == 1 && !llvm) || (e == 2 && skip))
                continue;
            int fd[2];
            if (pipe(fd))
                return 1;
            pid_t pid = fork();
            if (pid == 0) {
                close(fd[0]);
                Result r = {0};
                reset_peak();
                long base = rss_kib();
                int rc = run_engine(mod, e == 1, level, runs, skip || e == 2, &r);
                r.peak_kib = peak_kib() - base;
                if (write(fd[1], &r, sizeof r) != (ssize_t)sizeof r)
                    rc = 1;
                _exit(rc);
            }
            close(fd[1]);
            memset(&res[e], 0, sizeof res[e]);
            if (read(fd[0], &res[e], sizeof res[e]) != (ssize_t)sizeof res[e])
                res[e].ok = 0;
            close(fd[0]);
            int status;
            waitpid(pid, &status, 0);
            if (!WIFEXITED(status) || WEXITSTATUS(status))
                res[e].ok = 0;
        }
        for (int e = 0; e < 3; e++) {
            if ((e == 1 && !llvm) || (e == 2 && skip))
                continue;
            if (!res[e].ok) {
                printf("JIT %s %lu %s O%d failed\n", name, n, engine_name[e], level);
                continue;
            }
            printf("JIT %s %lu %s O%d %.3f %.3f %ld", name, n, engine_name[e], level, res[e].median,
                   res[e].min, res[e].peak_kib);
            if (e != 1) {
                const double *p = res[e].phase;
                double smp = p[PHASE_SELECT] + p[PHASE_MVERIFY] + p[PHASE_PRINT];
                printf(" parse=%.3f teardown=%.3f irverify=%.3f prepare=%.3f select=%.3f mverify=%.3f print=%.3f sel+mv+print=%.3f"
                       " inst/s=%.0f",
                       parse, res[e].teardown, p[PHASE_IR_VERIFY], p[PHASE_PREPARE], p[PHASE_SELECT], p[PHASE_MVERIFY], p[PHASE_PRINT],
                       smp, smp > 0 ? n / (smp / 1e3) : 0);
                printf(" smp_min=%.3f inst/s_best=%.0f", res[e].smp_min,
                       res[e].smp_min > 0 ? n / (res[e].smp_min / 1e3) : 0);
            }
            printf(" cpu=%.3f\n", res[e].cpu);
        }
        if (res[0].ok && res[1].ok)
            printf("SPEEDUP %s O%d %.2fx\n", name, level, res[1].median / res[0].median);
        if (res[2].ok && res[1].ok)
            printf("SPEEDUP-TRUSTED %s O%d %.2fx\n", name, level, res[1].median / res[2].median);
        if (res[0].ok && res[1].ok)
            printf("SPEEDUP-CPU %s O%d %.2fx\n", name, level, res[1].cpu / res[0].cpu);
        if (res[2].ok && res[1].ok)
            printf("SPEEDUP-CPU-TRUSTED %s O%d %.2fx\n", name, level, res[1].cpu / res[2].cpu);
        fflush(stdout);
        LLVMDisposeModule(mod);
        LLVMContextDispose(lc);
    }
    return 0;
}
