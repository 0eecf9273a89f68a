/*
 * runner.c — the GPU side of the differential-testing campaign
 * (tests/difftest/, docs/difftest.md).
 *
 * Consumes: a folder made by driver.py --bundle (unpacked cubins.tar.xz):
 *   manifest.txt, one line per program
 *     name kernel grid_x grid_y grid_z block_x block_y block_z in_words out_words param_bytes
 *   and <name>.llc.cubin, <name>.ptxsel.cubin.
 * Produces: for every program, both cubins run on the same deterministic
 *   inputs (u32 in[in_words], a param struct of param_bytes random bytes,
 *   u64 out[out_words] poisoned before each launch); the outputs must be
 *   equal bit for bit. Prints MISMATCH / LAUNCH lines and ends with
 *   "N programs, N match, N mismatch" (plus "N both failed" when a program
 *   fails under both compilers: a generator bug, not counted as a mismatch).
 *   Exit status 0 when nothing mismatched, 1 otherwise, 2 on usage errors.
 *   --time: event-timed medians of both cubins per kernel (both loaded
 *   together and launched alternately: 3 warm-up pairs, then --runs pairs),
 *   registers and local memory per thread, ratio ptxsel/llc.
 * Guarantees: one CUDA context, the primary one (reset only after a launch
 *   error poisons it); modules are unloaded after use; a launch that runs past --timeout
 *   seconds ends the run (a hung kernel cannot be stopped) with the counts so
 *   far and exit status 1.
 */
#include <cuda.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct prog {
    char name[128], kernel[128];
    unsigned grid[3], block[3];
    unsigned in_words, out_words, param_bytes;
} prog;

typedef struct run_result {
    int ok;              /* launched and finished */
    char err[1280];      /* why not */
    uint64_t *out;       /* out_words values */
    int regs, local;     /* function attributes */
    double median_us;    /* --time */
} run_result;

static struct {
    CUdevice dev;
    CUcontext ctx;
    double timeout_s;
    int time_mode, runs, verbose, diffs;
    const char *dir, *only, *after;
    int sticky; /* a kernel left a sticky error: this process can run no more */
} G;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const char *cu_name(CUresult r) {
    const char *s = NULL;
    if (cuGetErrorName(r, &s) != CUDA_SUCCESS || !s)
        return "?";
    return s;
}

static uint64_t splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Inputs come from the program's name up to the first '~': variants of one
 * program ("s17_O2~terms", made by explode.py) see the original's inputs. */
static uint64_t name_seed(const char *s) {
    uint64_t h = 1469598103934665603ull;
    for (; *s && *s != '~'; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static unsigned char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0) {
        fclose(f);
        return NULL;
    }
    long n = ftell(f);
    rewind(f);
    unsigned char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = (size_t)n;
    }
    return buf;
}

static int cu_ok(CUresult r, const char *what) {
    if (r == CUDA_SUCCESS)
        return 1;
    fprintf(stderr, "difft_runner: %s: %s\n", what, cu_name(r));
    return 0;
}

/* The device's primary context (one for the whole run). */
static int ctx_create(void) {
    if (!cu_ok(cuDevicePrimaryCtxRetain(&G.ctx, G.dev), "cuDevicePrimaryCtxRetain") ||
        !cu_ok(cuCtxSetCurrent(G.ctx), "cuCtxSetCurrent"))
        return 1;
    /* noinline calls with local arrays: the same generous stack for both */
    return !cu_ok(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 16 * 1024), "cuCtxSetLimit(STACK_SIZE)");
}


/* Waits for the default stream; 0 done, 1 error (msg), 2 hung. */
static int wait_done(char *msg, size_t n) {
    double t0 = now_s();
    for (;;) {
        CUresult r = cuStreamQuery(NULL);
        if (r == CUDA_SUCCESS)
            return 0;
        if (r != CUDA_ERROR_NOT_READY) {
            snprintf(msg, n, "kernel failed: %s", cu_name(r));
            return 1;
        }
        if (now_s() - t0 > G.timeout_s) {
            snprintf(msg, n, "still running after %.0f s", G.timeout_s);
            return 2;
        }
        struct timespec ts = {0, 100000};
        nanosleep(&ts, NULL);
    }
}

#define TRY(call, what)                                                                            \
    do {                                                                                           \
        CUresult r_ = (call);                                                                      \
        if (r_ != CUDA_SUCCESS) {                                                                  \
            snprintf(res->err, sizeof res->err, "%s: %s", what, cu_name(r_));                      \
            goto fail;                                                                             \
        }                                                                                          \
    } while (0)

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Runs one cubin; returns 2 when the launch hung (the run must end). */
static int run_cubin(const prog *p, const char *tool, const uint32_t *in, const unsigned char *params,
                     run_result *res) {
    char path[1024];
    size_t len = 0;
    CUmodule mod = NULL;
    CUdeviceptr din = 0, dout = 0;
    int st = 0, poisoned = 0;
    memset(res, 0, sizeof *res);
    snprintf(path, sizeof path, "%s/%s.%s.cubin", G.dir, p->name, tool);
    unsigned char *cubin = read_file(path, &len);
    if (!cubin) {
        snprintf(res->err, sizeof res->err, "cannot read %s", path);
        return 0;
    }
    res->out = malloc((size_t)p->out_words * 8);
    if (!res->out) {
        snprintf(res->err, sizeof res->err, "out of host memory");
        free(cubin);
        return 0;
    }
    TRY(cuModuleLoadData(&mod, cubin), "cuModuleLoadData");
    CUfunction fn;
    TRY(cuModuleGetFunction(&fn, mod, p->kernel), "cuModuleGetFunction");
    TRY(cuFuncGetAttribute(&res->regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn), "NUM_REGS");
    TRY(cuFuncGetAttribute(&res->local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn), "LOCAL_SIZE_BYTES");
    TRY(cuMemAlloc(&din, (size_t)p->in_words * 4 + 4), "cuMemAlloc(in)");
    TRY(cuMemAlloc(&dout, (size_t)p->out_words * 8 + 8), "cuMemAlloc(out)");
    TRY(cuMemcpyHtoD(din, in, (size_t)p->in_words * 4), "cuMemcpyHtoD(in)");
    TRY(cuMemsetD8(dout, 0xA5, (size_t)p->out_words * 8), "cuMemsetD8(out)");
    void *args[3] = {&din, &dout, (void *)params};
    TRY(cuLaunchKernel(fn, p->grid[0], p->grid[1], p->grid[2], p->block[0], p->block[1], p->block[2], 0, NULL, args,
                       NULL),
        "cuLaunchKernel");
    st = wait_done(res->err, sizeof res->err);
    if (st) {
        poisoned = 1;
        goto fail;
    }
    TRY(cuMemcpyDtoH(res->out, dout, (size_t)p->out_words * 8), "cuMemcpyDtoH(out)");
    res->ok = 1;
fail:
    if (!res->ok && !poisoned && cuCtxSynchronize() != CUDA_SUCCESS)
        poisoned = 1;
    if (poisoned && st != 2) {
        /* a fault (illegal or misaligned address, ...) is sticky for the
         * whole process, a context reset does not clear it: the program's
         * verdict is printed, then the runner exits and run.sh restarts it
         * after this program */
        G.sticky = 1;
    } else if (!poisoned) {
        if (din)
            cuMemFree(din);
        if (dout)
            cuMemFree(dout);
        if (mod)
            cuModuleUnload(mod);
    }
    free(cubin);
    return st == 2 ? 2 : 0;
}

/* --time: both cubins loaded together and launched alternately (llc-19,
 * ptxsel, llc-19, ...) on the same inputs, 3 warm-up pairs then --runs
 * timed pairs; the medians of each side. Interleaving keeps clock and
 * thermal drift out of the ratio (timing one cubin's runs after the
 * other's does not). Returns 0 and leaves the medians at 0 on any error. */
static int time_pair(const prog *p, const uint32_t *in, const unsigned char *params, double *ta, double *tb) {
    const char *tools[2] = {"llc", "ptxsel"};
    CUmodule mod[2] = {NULL, NULL};
    CUfunction fn[2];
    CUdeviceptr din[2] = {0, 0}, dout[2] = {0, 0};
    CUevent e0 = NULL, e1 = NULL;
    double *t[2] = {calloc((size_t)G.runs, sizeof(double)), calloc((size_t)G.runs, sizeof(double))};
    int ok = 0;
    *ta = *tb = 0;
    if (!t[0] || !t[1])
        goto done;
    for (int k = 0; k < 2; k++) {
        char path[1024];
        size_t len = 0;
        snprintf(path, sizeof path, "%s/%s.%s.cubin", G.dir, p->name, tools[k]);
        unsigned char *cubin = read_file(path, &len);
        if (!cubin)
            goto done;
        CUresult r = cuModuleLoadData(&mod[k], cubin);
        free(cubin);
        if (r != CUDA_SUCCESS || cuModuleGetFunction(&fn[k], mod[k], p->kernel) != CUDA_SUCCESS ||
            cuMemAlloc(&din[k], (size_t)p->in_words * 4 + 4) != CUDA_SUCCESS ||
            cuMemAlloc(&dout[k], (size_t)p->out_words * 8 + 8) != CUDA_SUCCESS ||
            cuMemcpyHtoD(din[k], in, (size_t)p->in_words * 4) != CUDA_SUCCESS)
            goto done;
    }
    if (cuEventCreate(&e0, CU_EVENT_DEFAULT) != CUDA_SUCCESS || cuEventCreate(&e1, CU_EVENT_DEFAULT) != CUDA_SUCCESS)
        goto done;
    for (int i = 0; i < 3 + G.runs; i++)
        for (int k = 0; k < 2; k++) {
            void *args[3] = {&din[k], &dout[k], (void *)params};
            float ms = 0;
            if (cuEventRecord(e0, NULL) != CUDA_SUCCESS ||
                cuLaunchKernel(fn[k], p->grid[0], p->grid[1], p->grid[2], p->block[0], p->block[1], p->block[2], 0,
                               NULL, args, NULL) != CUDA_SUCCESS ||
                cuEventRecord(e1, NULL) != CUDA_SUCCESS || cuEventSynchronize(e1) != CUDA_SUCCESS ||
                cuEventElapsedTime(&ms, e0, e1) != CUDA_SUCCESS)
                goto done;
            if (i >= 3)
                t[k][i - 3] = ms * 1e3;
        }
    for (int k = 0; k < 2; k++)
        qsort(t[k], (size_t)G.runs, sizeof(double), cmp_double);
    *ta = t[0][G.runs / 2];
    *tb = t[1][G.runs / 2];
    ok = 1;
done:
    if (e0)
        cuEventDestroy(e0);
    if (e1)
        cuEventDestroy(e1);
    for (int k = 0; k < 2; k++) {
        if (din[k])
            cuMemFree(din[k]);
        if (dout[k])
            cuMemFree(dout[k]);
        if (mod[k])
            cuModuleUnload(mod[k]);
        free(t[k]);
    }
    return ok;
}

static void usage(FILE *f) {
    fputs("usage: difft_runner [--dir DIR] [--only NAME] [--time] [--runs N] [--timeout S] [--diffs N] [-v]\n"
          "  --dir DIR      unpacked bundle: manifest.txt and <name>.{llc,ptxsel}.cubin (default cubins)\n"
          "  --only NAME    run programs whose name contains NAME\n"
          "  --after NAME   start after program NAME (run.sh restarts the runner there after a fault)\n"
          "  --time         also time both cubins (launched alternately; medians of --runs pairs after 3 warm-up pairs)\n"
          "  --runs N       timed launches per kernel (default 20)\n"
          "  --timeout S    watchdog per launch in seconds (default 20)\n"
          "  --diffs N      after a MISMATCH line, list up to N differing words (\"  out[i] llc=... ptxsel=...\")\n",
          f);
}

int main(int argc, char **argv) {
    G.dir = "cubins";
    G.timeout_s = 20;
    G.runs = 20;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--dir") && i + 1 < argc)
            G.dir = argv[++i];
        else if (!strcmp(a, "--only") && i + 1 < argc)
            G.only = argv[++i];
        else if (!strcmp(a, "--after") && i + 1 < argc)
            G.after = argv[++i];
        else if (!strcmp(a, "--time"))
            G.time_mode = 1;
        else if (!strcmp(a, "--runs") && i + 1 < argc)
            G.runs = atoi(argv[++i]);
        else if (!strcmp(a, "--timeout") && i + 1 < argc)
            G.timeout_s = atof(argv[++i]);
        else if (!strcmp(a, "--diffs") && i + 1 < argc)
            G.diffs = atoi(argv[++i]);
        else if (!strcmp(a, "-v"))
            G.verbose = 1;
        else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (G.runs < 1)
        G.runs = 1;
    char mpath[1024];
    snprintf(mpath, sizeof mpath, "%s/manifest.txt", G.dir);
    FILE *mf = fopen(mpath, "r");
    if (!mf) {
        fprintf(stderr, "difft_runner: cannot open %s\n", mpath);
        return 2;
    }
    CUresult r = cuInit(0);
    if (r == CUDA_SUCCESS)
        r = cuDeviceGet(&G.dev, 0);
    if (r != CUDA_SUCCESS) {
        fprintf(stderr, "difft_runner: no CUDA device: %s\n", cu_name(r));
        fclose(mf);
        return 2;
    }
    if (ctx_create()) {
        fclose(mf);
        return 2;
    }
    int nprog = 0, nmatch = 0, nmis = 0, nboth = 0, hung = 0, ntimed = 0;
    double logsum = 0;
    char line[1024], last_name[128] = "";
    if (G.time_mode)
        printf("%-22s %10s %10s %7s %9s %11s\n", "program", "llc us", "ptxsel us", "ratio", "regs l/p", "local l/p");
    while (!hung && fgets(line, sizeof line, mf)) {
        prog p;
        if (line[0] == '#' || sscanf(line, "%127s %127s %u %u %u %u %u %u %u %u %u", p.name, p.kernel, &p.grid[0],
                                     &p.grid[1], &p.grid[2], &p.block[0], &p.block[1], &p.block[2], &p.in_words,
                                     &p.out_words, &p.param_bytes) != 11)
            continue;
        if (G.only && !strstr(p.name, G.only))
            continue;
        if (G.after) {
            if (!strcmp(p.name, G.after))
                G.after = NULL;
            continue;
        }
        nprog++;
        snprintf(last_name, sizeof last_name, "%s", p.name);
        uint64_t s = name_seed(p.name);
        uint32_t *in = malloc((size_t)p.in_words * 4 + 4);
        unsigned char *params = calloc(1, (size_t)p.param_bytes + 8);
        if (!in || !params) {
            fprintf(stderr, "difft_runner: out of host memory\n");
            return 2;
        }
        for (unsigned i = 0; i < p.in_words; i++)
            in[i] = (uint32_t)(splitmix(&s) >> 32);
        for (unsigned i = 0; i < p.param_bytes; i++)
            params[i] = (unsigned char)(splitmix(&s) >> 56);
        run_result a, b;
        hung = run_cubin(&p, "llc", in, params, &a);
        if (G.sticky) {
            /* llc-19's own program faulted: nothing to compare */
            printf("LLC FAULT %s: %s (not compared)\n", p.name, a.err);
            free(a.out);
            free(in);
            free(params);
            break;
        }
        if (!hung)
            hung = run_cubin(&p, "ptxsel", in, params, &b);
        else
            memset(&b, 0, sizeof b), snprintf(b.err, sizeof b.err, "not run (llc-19 hung)");
        if (!a.ok && !b.ok) {
            nboth++;
            printf("BOTH FAILED %s: llc-19: %s; ptxsel: %s (generator bug)\n", p.name, a.err, b.err);
        } else if (!a.ok || !b.ok) {
            nmis++;
            printf("LAUNCH MISMATCH %s: %s failed: %s\n", p.name, a.ok ? "ptxsel" : "llc-19", a.ok ? b.err : a.err);
        } else {
            unsigned first = p.out_words, bad = 0;
            for (unsigned i = 0; i < p.out_words; i++)
                if (a.out[i] != b.out[i]) {
                    if (first == p.out_words)
                        first = i;
                    bad++;
                }
            if (bad) {
                nmis++;
                printf("MISMATCH %s: %u/%u words differ, first out[%u] llc=0x%016llx ptxsel=0x%016llx\n", p.name, bad,
                       p.out_words, first, (unsigned long long)a.out[first], (unsigned long long)b.out[first]);
                for (unsigned i = 0, shown = 0; i < p.out_words && shown < (unsigned)G.diffs; i++)
                    if (a.out[i] != b.out[i]) {
                        printf("  out[%u] llc=0x%016llx ptxsel=0x%016llx\n", i, (unsigned long long)a.out[i],
                               (unsigned long long)b.out[i]);
                        shown++;
                    }
            } else {
                nmatch++;
                if (G.verbose)
                    printf("match %s\n", p.name);
            }
            if (G.time_mode)
                time_pair(&p, in, params, &a.median_us, &b.median_us);
            if (G.time_mode && a.median_us > 0 && b.median_us > 0) {
                double ratio = b.median_us / a.median_us;
                logsum += log(ratio);
                ntimed++;
                printf("%-22s %10.2f %10.2f %7.3f %4d/%-4d %5d/%-5d\n", p.name, a.median_us, b.median_us, ratio, a.regs,
                       b.regs, a.local, b.local);
            }
        }
        free(a.out);
        free(b.out);
        free(in);
        free(params);
        if (G.sticky)
            break;
    }
    fclose(mf);
    if (hung)
        printf("run ended early: a kernel hung (see above)\n");
    if (G.time_mode && ntimed)
        printf("time: %d kernels, geomean ptxsel/llc-19 = %.3f\n", ntimed, exp(logsum / ntimed));
    printf("%d programs, %d match, %d mismatch", nprog, nmatch, nmis);
    if (nboth)
        printf(", %d both failed", nboth);
    printf("\n");
    if (G.sticky) {
        printf("RESUME-AFTER %s\n", last_name);
        fflush(stdout);
        _exit(3); /* no context teardown on a faulted device */
    }
    cuDevicePrimaryCtxRelease(G.dev);
    return (nmis || hung) ? 1 : 0;
}
