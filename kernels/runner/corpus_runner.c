/*
 * corpus_runner.c — the GPU test harness (rt_* helpers, PTX sources, result
 * table, command line) shared by the corpus runner (corpus_main.c with the
 * table of corpus_kernels.c) and the Hopper smoke runner (smoke_runner.c).
 * It runs a table of kernels on a GPU through the CUDA driver API, twice per
 * kernel: from ptxsel's PTX and from llc-19's PTX.
 *
 * Consumes: the corpus IR (<ll-dir>/<name>.ll), compiled in-process through
 *   libptxsel (ptxsel_compile_file, cpu sm_90a) unless --ptx-dir names
 *   pre-made ptxsel PTX files (<dir>/<name>.ptx); llc-19's PTX from
 *   --llc-dir (<dir>/<name>.ptx, made at build time).
 * Produces: a table "kernel | ptxsel | llc-19", failure details, and the
 *   closing line "N passed, N failed" (one count per table cell that ran).
 *   Exit status 0 when nothing failed, 1 otherwise, 2 on usage errors.
 * Guarantees: fresh random inputs every run (seed from the clock unless
 *   --seed; printed so a run can be repeated); outputs poisoned before each
 *   launch; every CUDA call's result checked; a kernel that faults resets the
 *   context and the run goes on; a kernel that hangs past the watchdog ends
 *   the run with the table so far.
 * Built with -DPTXSEL_RUNNER_NO_LIB it has no in-process compiler and needs
 *   --ptx-dir (useful while libptxsel.a does not build).
 */
#include "corpus_runner.h"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef PTXSEL_RUNNER_NO_LIB
#include "ptxsel/ptxsel.h"
#endif

#define MAX_ALLOCS 64

struct rt {
    CUmodule mod;
    uint64_t rng;
    jmp_buf jb;
    int cuda_failed;      /* a CUDA call failed: context may be poisoned */
    int hung;             /* watchdog fired */
    char msg[1024];
    CUdeviceptr dptr[MAX_ALLOCS];
    int ndptr;
    void *hptr[MAX_ALLOCS];
    int nhptr;
    /* --time: sum over the test's launches of the median launch time, and
     * the largest register count / local memory of the launched kernels;
     * [0] is the module the test runs on (ptxsel's), [1] the partner
     * (llc-19's), timed launch by launch in alternation with it */
    CUmodule partner;
    double time_ms[2];
    int regs[2], lmem[2];
    /* module variables the test looked up, mirrored into the partner's
     * before each timed launch so that both kernels see the same data */
    struct { CUdeviceptr a, b; size_t bytes; } mirror[8];
    int nmirror;
};

static struct {
    const char *prog;
    CUdevice dev;
    CUcontext ctx;
    double timeout_s;
    int verbose;
    const char *save_ptx;
    int time_reps;  /* --time N: 0 off */
    int timing;     /* inside the timing re-run of a test */
} G;

/* ------------------------------------------------------------------ errors */

static void rt_cuda_error(rt *r, CUresult res, const char *what) {
    const char *name = NULL, *str = NULL;
    if (cuGetErrorName(res, &name) != CUDA_SUCCESS)
        name = NULL;
    if (cuGetErrorString(res, &str) != CUDA_SUCCESS)
        str = NULL;
    snprintf(r->msg, sizeof r->msg, "%s: %s (%s)", what, name ? name : "?", str ? str : "?");
    r->cuda_failed = 1;
    longjmp(r->jb, 1);
}

#define CU(r, call)                                                                                \
    do {                                                                                           \
        CUresult cu_res_ = (call);                                                                 \
        if (cu_res_ != CUDA_SUCCESS)                                                               \
            rt_cuda_error((r), cu_res_, #call);                                                    \
    } while (0)

/* For calls outside a test (no jmp_buf): report and return the status. */
static int cu_check(CUresult res, const char *what) {
    if (res == CUDA_SUCCESS)
        return 0;
    const char *name = NULL;
    if (cuGetErrorName(res, &name) != CUDA_SUCCESS)
        name = NULL;
    fprintf(stderr, "%s: %s failed: %s (%d)\n", G.prog, what, name ? name : "?", (int)res);
    return 1;
}

int rt_fail(rt *r, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->msg, sizeof r->msg, fmt, ap);
    va_end(ap);
    return 1;
}

/* ------------------------------------------------------------------ memory */

CUdeviceptr rt_dalloc(rt *r, size_t bytes) {
    if (r->ndptr == MAX_ALLOCS) {
        snprintf(r->msg, sizeof r->msg, "too many device allocations in one test");
        longjmp(r->jb, 1);
    }
    CUdeviceptr p = 0;
    if (bytes == 0)
        bytes = 1;
    CU(r, cuMemAlloc(&p, bytes));
    r->dptr[r->ndptr++] = p;
    CU(r, cuMemsetD8(p, 0xFF, bytes));
    return p;
}

void *rt_halloc(rt *r, size_t bytes) {
    if (r->nhptr == MAX_ALLOCS) {
        snprintf(r->msg, sizeof r->msg, "too many host allocations in one test");
        longjmp(r->jb, 1);
    }
    void *p = calloc(1, bytes ? bytes : 1);
    if (!p) {
        snprintf(r->msg, sizeof r->msg, "out of host memory (%zu bytes)", bytes);
        longjmp(r->jb, 1);
    }
    r->hptr[r->nhptr++] = p;
    return p;
}

void rt_h2d(rt *r, CUdeviceptr dst, const void *src, size_t bytes) { CU(r, cuMemcpyHtoD(dst, src, bytes)); }

void rt_d2h(rt *r, void *dst, CUdeviceptr src, size_t bytes) { CU(r, cuMemcpyDtoH(dst, src, bytes)); }

CUdeviceptr rt_upload(rt *r, const void *src, size_t bytes) {
    CUdeviceptr p = rt_dalloc(r, bytes);
    rt_h2d(r, p, src, bytes);
    return p;
}

CUdeviceptr rt_global(rt *r, const char *name, size_t *bytes) {
    CUdeviceptr p = 0;
    size_t n = 0;
    CUresult res = cuModuleGetGlobal(&p, &n, r->mod, name);
    if (res != CUDA_SUCCESS) {
        char what[160];
        snprintf(what, sizeof what, "cuModuleGetGlobal(%s)", name);
        rt_cuda_error(r, res, what);
    }
    if (r->partner && r->nmirror < (int)(sizeof r->mirror / sizeof r->mirror[0])) {
        CUdeviceptr q = 0;
        size_t m = 0;
        if (cuModuleGetGlobal(&q, &m, r->partner, name) == CUDA_SUCCESS && m == n) {
            r->mirror[r->nmirror].a = p;
            r->mirror[r->nmirror].b = q;
            r->mirror[r->nmirror].bytes = n;
            r->nmirror++;
        }
    }
    if (bytes)
        *bytes = n;
    return p;
}

static void rt_release(rt *r) {
    /* after a fault the context is poisoned and these fail too: report only
     * when the test itself did not already fail on CUDA */
    for (int i = 0; i < r->ndptr; i++) {
        CUresult res = cuMemFree(r->dptr[i]);
        if (!r->cuda_failed)
            cu_check(res, "cuMemFree");
    }
    for (int i = 0; i < r->nhptr; i++)
        free(r->hptr[i]);
    r->ndptr = r->nhptr = 0;
}

/* ------------------------------------------------------------------ launch */

static void rt_time_launch(rt *r, const char *name, CUfunction f, dim3u grid, dim3u block, unsigned shmem,
                           void **args, const char *what);

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void rt_launch(rt *r, const char *fn, dim3u grid, dim3u block, unsigned shmem, void **args) {
    CUfunction f;
    CUresult res = cuModuleGetFunction(&f, r->mod, fn);
    if (res != CUDA_SUCCESS) {
        char what[160];
        snprintf(what, sizeof what, "cuModuleGetFunction(%s)", fn);
        rt_cuda_error(r, res, what);
    }
    char what[200];
    snprintf(what, sizeof what, "launch %s<<<(%u,%u,%u),(%u,%u,%u),%u>>>", fn, grid.x, grid.y, grid.z, block.x,
             block.y, block.z, shmem);
    res = cuLaunchKernel(f, grid.x, grid.y, grid.z, block.x, block.y, block.z, shmem, NULL, args, NULL);
    if (res != CUDA_SUCCESS)
        rt_cuda_error(r, res, what);
    rt_wait(r, what);
    if (G.timing)
        rt_time_launch(r, fn, f, grid, block, shmem, args, what);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    return n ? v[n / 2] : 0.0;
}

/* One sample: k back-to-back launches of f between two events, per launch. */
static double time_batch(rt *r, CUfunction f, int k, dim3u grid, dim3u block, unsigned shmem, void **args,
                         CUevent e0, CUevent e1, const char *what) {
    rt_check(r, cuEventRecord(e0, NULL), "cuEventRecord");
    for (int j = 0; j < k; j++)
        rt_check(r, cuLaunchKernel(f, grid.x, grid.y, grid.z, block.x, block.y, block.z, shmem, NULL, args, NULL),
                 what);
    rt_check(r, cuEventRecord(e1, NULL), "cuEventRecord");
    rt_wait(r, what);
    float ms = 0.0f;
    rt_check(r, cuEventElapsedTime(&ms, e0, e1), "cuEventElapsedTime");
    return (double)ms / k;
}

/* The timing re-run of a test (--time N), after both PTX files passed: each
 * launch of the test is timed on ptxsel's kernel and on llc-19's (the same
 * entry of the partner module, same arguments, module variables mirrored),
 * in N rounds that alternate which goes first. A sample is a batch of
 * back-to-back launches long enough (about 0.2 ms) that launch overhead and
 * event resolution do not decide it; the median sample per launch is added
 * to each side's time. Outputs are not checked here (kernels that
 * accumulate would fail a second check). */
static void rt_time_launch(rt *r, const char *name, CUfunction f, dim3u grid, dim3u block, unsigned shmem,
                           void **args, const char *what) {
    CUfunction fn[2] = {f, NULL};
    int nside = 1;
    if (r->partner) {
        rt_check(r, cuModuleGetFunction(&fn[1], r->partner, name), "cuModuleGetFunction(partner)");
        nside = 2;
    }
    for (int s = 0; s < nside; s++) {
        int regs = 0, lmem = 0;
        rt_check(r, cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn[s]), "cuFuncGetAttribute(NUM_REGS)");
        rt_check(r, cuFuncGetAttribute(&lmem, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn[s]),
                 "cuFuncGetAttribute(LOCAL_SIZE)");
        r->regs[s] = regs > r->regs[s] ? regs : r->regs[s];
        r->lmem[s] = lmem > r->lmem[s] ? lmem : r->lmem[s];
    }
    for (int i = 0; i < r->nmirror; i++)
        rt_check(r, cuMemcpyDtoD(r->mirror[i].b, r->mirror[i].a, r->mirror[i].bytes), "cuMemcpyDtoD(mirror)");
    enum { MAXREPS = 201, MAXBATCH = 256 };
    double t[2][MAXREPS];
    int n = G.time_reps < MAXREPS ? G.time_reps : MAXREPS;
    CUevent e0, e1;
    rt_check(r, cuEventCreate(&e0, CU_EVENT_DEFAULT), "cuEventCreate");
    rt_check(r, cuEventCreate(&e1, CU_EVENT_DEFAULT), "cuEventCreate");
    /* warm-up, then the batch size from the slower side's single launch */
    double one = 0.0;
    for (int w = 0; w < 2; w++)
        for (int s = 0; s < nside; s++) {
            double d = time_batch(r, fn[s], 1, grid, block, shmem, args, e0, e1, what);
            one = d > one ? d : one;
        }
    int k = one > 0.0 ? (int)(0.2 / one) + 1 : MAXBATCH;
    k = k > MAXBATCH ? MAXBATCH : k;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nside; j++) {
            int s = (i & 1) ? nside - 1 - j : j;
            t[s][i] = time_batch(r, fn[s], k, grid, block, shmem, args, e0, e1, what);
        }
    cuEventDestroy(e0);
    cuEventDestroy(e1);
    for (int s = 0; s < nside; s++)
        r->time_ms[s] += median(t[s], n);
}

CUmodule rt_module(rt *r) { return r->mod; }

void rt_check(rt *r, CUresult res, const char *what) {
    if (res != CUDA_SUCCESS)
        rt_cuda_error(r, res, what);
}

void rt_wait(rt *r, const char *what) {
    CUresult res;
    double t0 = now_s();
    for (;;) {
        res = cuStreamQuery(NULL);
        if (res == CUDA_SUCCESS)
            return;
        if (res != CUDA_ERROR_NOT_READY)
            rt_cuda_error(r, res, what);
        if (now_s() - t0 > G.timeout_s) {
            snprintf(r->msg, sizeof r->msg, "%s: still running after %.0f s (hang?)", what, G.timeout_s);
            r->hung = 1;
            longjmp(r->jb, 1);
        }
        struct timespec ts = {0, 200000};
        nanosleep(&ts, NULL);
    }
}

/* ------------------------------------------------------------------ random */

static uint64_t splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t rt_u64(rt *r) { return splitmix(&r->rng); }
uint32_t rt_u32(rt *r) { return (uint32_t)(splitmix(&r->rng) >> 32); }

int32_t rt_range(rt *r, int32_t lo, int32_t hi) {
    uint64_t span = (uint64_t)((int64_t)hi - (int64_t)lo) + 1;
    return (int32_t)((int64_t)lo + (int64_t)(rt_u64(r) % span));
}

float rt_f32(rt *r, float lo, float hi) {
    float u = (float)(rt_u32(r) >> 8) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * u;
}

double rt_f64(rt *r, double lo, double hi) {
    double u = (double)(rt_u64(r) >> 11) * (1.0 / 9007199254740992.0);
    return lo + (hi - lo) * u;
}

/* ------------------------------------------------------------------ checks */

static int close_enough(double got, double ref, double rtol, double atol) {
    if (ref != ref)
        return got != got;
    if (got != got)
        return 0;
    double d = got > ref ? got - ref : ref - got;
    double m = ref < 0 ? -ref : ref;
    return d <= atol + rtol * m;
}

#define CHECK_FP(T, FMT)                                                                           \
    size_t bad = 0, first = 0;                                                                     \
    for (size_t i = 0; i < n; i++)                                                                 \
        if (!close_enough((double)got[i], (double)ref[i], rtol, atol)) {                           \
            if (!bad)                                                                              \
                first = i;                                                                         \
            bad++;                                                                                 \
        }                                                                                          \
    if (!bad)                                                                                      \
        return 0;                                                                                  \
    return rt_fail(r, "%s: %zu/%zu mismatches, first [%zu] got " FMT " want " FMT, what, bad, n, first,     \
                   (double)got[first], (double)ref[first]);

int check_f32(rt *r, const char *what, const float *got, const float *ref, size_t n, double rtol, double atol) {
    CHECK_FP(float, "%.9g")
}

int check_f64(rt *r, const char *what, const double *got, const double *ref, size_t n, double rtol, double atol) {
    CHECK_FP(double, "%.17g")
}

#define CHECK_INT()                                                                                \
    size_t bad = 0, first = 0;                                                                     \
    for (size_t i = 0; i < n; i++)                                                                 \
        if (got[i] != ref[i]) {                                                                    \
            if (!bad)                                                                              \
                first = i;                                                                         \
            bad++;                                                                                 \
        }                                                                                          \
    if (!bad)                                                                                      \
        return 0;                                                                                  \
    return rt_fail(r, "%s: %zu/%zu mismatches, first [%zu] got %lld (0x%llx) want %lld (0x%llx)", what, bad, n, \
                   first, (long long)got[first], (unsigned long long)got[first], (long long)ref[first],           \
                   (unsigned long long)ref[first]);

int check_i32(rt *r, const char *what, const int32_t *got, const int32_t *ref, size_t n) { CHECK_INT() }
int check_i64(rt *r, const char *what, const int64_t *got, const int64_t *ref, size_t n) { CHECK_INT() }
int check_u16(rt *r, const char *what, const uint16_t *got, const uint16_t *ref, size_t n) { CHECK_INT() }
int check_i8(rt *r, const char *what, const int8_t *got, const int8_t *ref, size_t n) { CHECK_INT() }

/* ------------------------------------------------------------------ files */

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        size_t k = fread(buf + n, 1, cap - n, f);
        n += k;
        if (n < cap)
            break;
        cap *= 2;
        char *nb = realloc(buf, cap + 1);
        if (!nb) {
            free(buf);
            buf = NULL;
        }
        buf = nb;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        if (len)
            *len = n;
    }
    return buf;
}

static void save_ptx(const char *tag, const char *name, const char *ptx) {
    if (!G.save_ptx)
        return;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.%s.ptx", G.save_ptx, name, tag);
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "%s: cannot write %s: %s\n", G.prog, path, strerror(errno));
        return;
    }
    fputs(ptx, f);
    fclose(f);
}

/* ------------------------------------------------------------------ PTX sources */

typedef enum { CELL_PASS, CELL_FAIL, CELL_SKIP, CELL_NA } cell_state;

typedef struct cell {
    cell_state st;
    char note[160];
    double time_ms; /* --time: sum of median launch times; < 0 when not timed */
    int regs, lmem;
} cell;

static void cell_set(cell *c, cell_state st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void cell_set(cell *c, cell_state st, const char *fmt, ...) {
    va_list ap;
    c->st = st;
    va_start(ap, fmt);
    vsnprintf(c->note, sizeof c->note, fmt, ap);
    va_end(ap);
}

/* PTX from ptxsel: pre-made file or in-process compile. Returns malloc'ed text
 * or NULL with the reason in c. */
static char *ptxsel_ptx(const corpus_kernel *k, const char *ll_dir, const char *ptx_dir, int opt_level, cell *c) {
    char path[1024];
    if (ptx_dir) {
        snprintf(path, sizeof path, "%s/%s.ptx", ptx_dir, k->ll);
        char *p = read_file(path, NULL);
        if (!p)
            cell_set(c, CELL_FAIL, "no PTX: %s", path);
        return p;
    }
#ifdef PTXSEL_RUNNER_NO_LIB
    (void)ll_dir;
    (void)opt_level;
    cell_set(c, CELL_SKIP, "built without libptxsel: use --ptx-dir");
    return NULL;
#else
    snprintf(path, sizeof path, "%s/%s.ll", ll_dir, k->ll);
    ptxsel_context *ctx = ptxsel_context_create();
    if (!ctx) {
        cell_set(c, CELL_FAIL, "ptxsel_context_create failed");
        return NULL;
    }
    ptxsel_options o;
    ptxsel_options_init(&o);
    o.cpu = "sm_90a";
    if (k->flags & KT_PTX83)
        o.mattr = "+ptx83";
    o.input_name = path;
    if (opt_level >= 0)
        o.opt_level = opt_level;
    char *out = NULL;
    double t0 = now_s();
    ptxsel_status st = ptxsel_compile_file(ctx, path, &o, &out);
    double dt = now_s() - t0;
    char *ptx = NULL;
    if (st == PTXSEL_OK && out) {
        ptx = strdup(out);
        ptxsel_free(out);
        if (G.verbose)
            fprintf(stderr, "[%s] ptxsel compiled %s in %.1f ms\n", k->name, path, dt * 1e3);
    } else {
        char *d = ptxsel_diag_render(ctx, 0);
        fprintf(stderr, "[%s] ptxsel failed on %s (status %d):\n%s\n", k->name, path, (int)st, d ? d : "(no diagnostics)");
        /* first line of the diagnostics goes into the table note */
        char first[120] = "";
        if (d) {
            const char *e = strchr(d, '\n');
            size_t len = e ? (size_t)(e - d) : strlen(d);
            if (len >= sizeof first)
                len = sizeof first - 1;
            memcpy(first, d, len);
            first[len] = 0;
            ptxsel_free(d);
        }
        cell_set(c, CELL_FAIL, "compile: %s", first[0] ? first : "failed");
    }
    ptxsel_context_destroy(ctx);
    return ptx;
#endif
}

static char *llc_ptx(const corpus_kernel *k, const char *llc_dir, cell *c) {
    if (k->flags & KT_NO_LLC) {
        cell_set(c, CELL_NA, "llc-19 cannot compile this IR");
        return NULL;
    }
    if (!llc_dir) {
        cell_set(c, CELL_SKIP, "no --llc-dir");
        return NULL;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.ptx", llc_dir, k->ll);
    char *p = read_file(path, NULL);
    if (!p)
        cell_set(c, CELL_FAIL, "no PTX: %s", path);
    return p;
}

/* ------------------------------------------------------------------ context */

static int ctx_open(void) {
    if (cu_check(cuDevicePrimaryCtxRetain(&G.ctx, G.dev), "cuDevicePrimaryCtxRetain"))
        return 1;
    if (cu_check(cuCtxSetCurrent(G.ctx), "cuCtxSetCurrent"))
        return 1;
    /* recursion (calls, calls_O0) needs more than the default 1 KiB stack */
    return cu_check(cuCtxSetLimit(CU_LIMIT_STACK_SIZE, 16 * 1024), "cuCtxSetLimit(STACK_SIZE)");
}

/* After a fault the primary context is unusable: reset it and start over. */
static int ctx_reset(void) {
    fprintf(stderr, "%s: resetting the CUDA context\n", G.prog);
    cu_check(cuCtxSetCurrent(NULL), "cuCtxSetCurrent(NULL)");
    cu_check(cuDevicePrimaryCtxRelease(G.dev), "cuDevicePrimaryCtxRelease");
    if (cu_check(cuDevicePrimaryCtxReset(G.dev), "cuDevicePrimaryCtxReset"))
        return 1;
    return ctx_open();
}

/* ------------------------------------------------------------------ one run */

static uint64_t name_hash(const char *s) {
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* Loads PTX as a module. On failure sets the cell and returns 1, or 2 when
 * the context had to be reset and could not be (the run must stop). */
static int load_module(const corpus_kernel *k, const char *ptx, CUmodule *mod, cell *c) {
    char log_err[8192] = "", log_info[4096] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER,
                           CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {log_err, (void *)(uintptr_t)sizeof log_err, log_info, (void *)(uintptr_t)sizeof log_info};
    CUresult res = cuModuleLoadDataEx(mod, ptx, 4, opts, vals);
    if (res == CUDA_SUCCESS)
        return 0;
    const char *name = NULL;
    if (cuGetErrorName(res, &name) != CUDA_SUCCESS)
        name = NULL;
    fprintf(stderr, "[%s] cuModuleLoadDataEx: %s\n%s\n", k->name, name ? name : "?", log_err);
    char first[100] = "";
    const char *e = strchr(log_err, '\n');
    size_t len = e ? (size_t)(e - log_err) : strlen(log_err);
    if (len >= sizeof first)
        len = sizeof first - 1;
    memcpy(first, log_err, len);
    cell_set(c, CELL_FAIL, "JIT %s: %s", name ? name : "?", first);
    if (res == CUDA_ERROR_INVALID_PTX || res == CUDA_ERROR_UNSUPPORTED_PTX_VERSION || res == CUDA_ERROR_NO_BINARY_FOR_GPU)
        return 1;
    return ctx_reset() ? 2 : 1;
}

/* Frees a test's memory and unloads its modules; returns 1 when the run must
 * stop (a hung kernel, or a context that could not be reset). */
static int end_test(rt *r) {
    if (r->hung)
        return 1; /* the GPU is still busy with the kernel: nothing else can run */
    rt_release(r);
    int bad = cu_check(cuModuleUnload(r->mod), "cuModuleUnload");
    if (r->partner)
        bad |= cu_check(cuModuleUnload(r->partner), "cuModuleUnload");
    if (bad || r->cuda_failed) {
        /* a fault leaves the context sticky-broken: start a fresh one */
        if (cuCtxSynchronize() != CUDA_SUCCESS || r->cuda_failed)
            return ctx_reset();
    }
    return 0;
}

/* The correctness run of one PTX file; returns 1 when the run must stop. */
static int run_cell(const corpus_kernel *k, const char *ptx, uint64_t seed, cell *c) {
    c->time_ms = -1.0;
    rt *r = calloc(1, sizeof *r);
    if (!r) {
        cell_set(c, CELL_FAIL, "out of memory");
        return 0;
    }
    r->rng = seed ^ name_hash(k->ll);
    int lm = load_module(k, ptx, &r->mod, c);
    if (lm) {
        free(r);
        return lm == 2;
    }
    if (setjmp(r->jb) == 0) {
        int rc = k->test(r);
        if (rc == 0)
            cell_set(c, CELL_PASS, "%s", "");
        else
            cell_set(c, CELL_FAIL, "%s", r->msg);
    } else {
        cell_set(c, CELL_FAIL, "%s", r->msg);
    }
    if (c->st == CELL_FAIL)
        fprintf(stderr, "[%s] FAIL: %s\n", k->name, r->msg);
    int stop = end_test(r);
    free(r);
    return stop;
}

/* The timing re-run (--time) of a test whose PTX passed: the same inputs
 * again, ptxsel's module running the test and llc-19's (when it passed too)
 * timed launch by launch against it (rt_time_launch); checks ignored.
 * Returns 1 when the run must stop. */
static int time_cells(const corpus_kernel *k, const char *ptx, const char *partner_ptx, uint64_t seed, cell *c,
                      cell *pc) {
    rt *r = calloc(1, sizeof *r);
    if (!r)
        return 0;
    r->rng = seed ^ name_hash(k->ll);
    cell scratch = *c;
    int lm = load_module(k, ptx, &r->mod, &scratch);
    if (!lm && partner_ptx) {
        lm = load_module(k, partner_ptx, &r->partner, &scratch);
        if (lm == 1 && cu_check(cuModuleUnload(r->mod), "cuModuleUnload"))
            lm = 2;
    }
    if (lm) {
        fprintf(stderr, "[%s] timing run: %s\n", k->name, scratch.note);
        free(r);
        return lm == 2;
    }
    G.timing = 1;
    if (setjmp(r->jb) == 0) {
        (void)k->test(r);
        c->time_ms = r->time_ms[0];
        c->regs = r->regs[0];
        c->lmem = r->lmem[0];
        if (partner_ptx) {
            pc->time_ms = r->time_ms[1];
            pc->regs = r->regs[1];
            pc->lmem = r->lmem[1];
        }
    } else {
        fprintf(stderr, "[%s] timing run failed: %s\n", k->name, r->msg);
    }
    G.timing = 0;
    int stop = end_test(r);
    free(r);
    return stop;
}

/* ------------------------------------------------------------------ main */

static const char *cell_word(const cell *c) {
    switch (c->st) {
    case CELL_PASS: return "pass";
    case CELL_FAIL: return "FAIL";
    case CELL_SKIP: return "skip";
    default: return "n/a";
    }
}

static int matches_only(const char *only, const corpus_kernel *k) {
    if (!only)
        return 1;
    const char *p = only;
    while (*p) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if ((strlen(k->name) == len && !strncmp(k->name, p, len)) || (strlen(k->ll) == len && !strncmp(k->ll, p, len)))
            return 1;
        if (!e)
            break;
        p = e + 1;
    }
    return 0;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: %s [options]\n"
            "  --ll-dir DIR     corpus IR (<DIR>/<name>.ll) for the in-process ptxsel compile\n"
            "                   (default: ll next to the binary, else kernels/corpus)\n"
            "  --llc-dir DIR    llc-19 PTX (<DIR>/<name>.ptx) for the comparison column\n"
            "                   (default: llc next to the binary, else build/kernels/llc)\n"
            "  --ptx-dir DIR    use pre-made ptxsel PTX (<DIR>/<name>.ptx) instead of compiling\n"
            "  --only A,B,...   run only these kernels (row name or IR basename)\n"
            "  --seed N         RNG seed (default: from the clock; printed)\n"
            "  -O N             ptxsel opt level for the in-process compile (default: the library's)\n"
            "  --no-llc         skip the llc-19 column\n"
            "  --save-ptx DIR   write the PTX that was loaded (<name>.ptxsel.ptx / .llc.ptx)\n"
            "  --timeout S      watchdog per launch in seconds (default 20)\n"
            "  --time N         after a passing run, time the test again: each launch timed on ptxsel's\n"
            "                   and llc-19's kernel in N alternating rounds of back-to-back batches\n"
            "                   (~0.2 ms each), median per launch (outputs unchecked); registers, local memory\n"
            "  --list           list the kernels and what they cover, then exit\n"
            "  -v               verbose\n",
            G.prog);
}

static const char *default_dir(const char *argv0, const char *sub, const char *fallback) {
    static char buf[2][1024];
    static int which;
    char *b = buf[which++ & 1];
    const char *slash = strrchr(argv0, '/');
    if (slash) {
        snprintf(b, sizeof buf[0], "%.*s/%s", (int)(slash - argv0), argv0, sub);
        if (access(b, R_OK) == 0)
            return b;
    }
    return fallback;
}

int rt_main(int argc, char **argv, const rt_suite *suite) {
    const corpus_kernel *const tab = suite->kernels;
    const size_t ntab = suite->count;
    G.prog = suite->prog;
    const char *ll_dir = NULL, *llc_dir = NULL, *ptx_dir = NULL, *only = NULL;
    int have_seed = 0, no_llc = 0, opt_level = -1, list = 0;
    uint64_t seed = 0;
    G.timeout_s = 20.0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NEEDV()                                                                                    \
    do {                                                                                           \
        if (!v) {                                                                                  \
            fprintf(stderr, "%s: %s needs a value\n", G.prog, a);                                 \
            return 2;                                                                              \
        }                                                                                          \
        i++;                                                                                       \
    } while (0)
        if (!strcmp(a, "--ll-dir")) { NEEDV(); ll_dir = v; }
        else if (!strcmp(a, "--llc-dir")) { NEEDV(); llc_dir = v; }
        else if (!strcmp(a, "--ptx-dir")) { NEEDV(); ptx_dir = v; }
        else if (!strcmp(a, "--only")) { NEEDV(); only = v; }
        else if (!strcmp(a, "--seed")) { NEEDV(); seed = strtoull(v, NULL, 0); have_seed = 1; }
        else if (!strcmp(a, "-O")) { NEEDV(); opt_level = atoi(v); }
        else if (!strcmp(a, "--save-ptx")) { NEEDV(); G.save_ptx = v; }
        else if (!strcmp(a, "--timeout")) { NEEDV(); G.timeout_s = atof(v); }
        else if (!strcmp(a, "--time")) { NEEDV(); G.time_reps = atoi(v); }
        else if (!strcmp(a, "--no-llc")) no_llc = 1;
        else if (!strcmp(a, "--list")) list = 1;
        else if (!strcmp(a, "-v")) G.verbose = 1;
        else if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return 0; }
        else { fprintf(stderr, "%s: unknown option '%s'\n", G.prog, a); usage(stderr); return 2; }
#undef NEEDV
    }
    if (list) {
        for (size_t i = 0; i < ntab; i++)
            printf("%-18s %-18s %s%s\n", tab[i].name, tab[i].ll, tab[i].covers,
                   tab[i].flags & KT_NO_LLC ? " [no llc]" : "");
        return 0;
    }
    if (only) {
        int any = 0;
        for (size_t i = 0; i < ntab; i++)
            any |= matches_only(only, &tab[i]);
        if (!any) {
            fprintf(stderr, "%s: --only %s matched no kernel (see --list)\n", G.prog, only);
            return 2;
        }
    }
    if (!ll_dir)
        ll_dir = default_dir(argv[0], "ll", suite->ll_fallback);
    if (!llc_dir && !no_llc)
        llc_dir = default_dir(argv[0], "llc", "build/kernels/llc");
    if (no_llc)
        llc_dir = NULL;
    if (!have_seed) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        seed = (uint64_t)ts.tv_sec * 1000000007ull ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
    }
#ifdef PTXSEL_RUNNER_NO_LIB
    if (!ptx_dir) {
        fprintf(stderr, "%s: built without libptxsel; pass --ptx-dir DIR\n", G.prog);
        return 2;
    }
#endif

    if (cu_check(cuInit(0), "cuInit"))
        return 1;
    int ndev = 0;
    if (cu_check(cuDeviceGetCount(&ndev), "cuDeviceGetCount") || ndev < 1) {
        fprintf(stderr, "%s: no CUDA device\n", G.prog);
        return 1;
    }
    if (cu_check(cuDeviceGet(&G.dev, 0), "cuDeviceGet"))
        return 1;
    char devname[256] = "?";
    int ccmaj = 0, ccmin = 0, drv = 0;
    cu_check(cuDeviceGetName(devname, sizeof devname, G.dev), "cuDeviceGetName");
    cu_check(cuDeviceGetAttribute(&ccmaj, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, G.dev), "cuDeviceGetAttribute");
    cu_check(cuDeviceGetAttribute(&ccmin, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, G.dev), "cuDeviceGetAttribute");
    cu_check(cuDriverGetVersion(&drv), "cuDriverGetVersion");
    if (ctx_open())
        return 1;
    printf("%s: %s (sm_%d%d), driver %d.%d, seed %llu\n", G.prog, devname, ccmaj, ccmin, drv / 1000,
           (drv % 1000) / 10, (unsigned long long)seed);
    printf("ptxsel PTX: %s; llc-19 PTX: %s\n", ptx_dir ? ptx_dir : "in-process (libptxsel)", llc_dir ? llc_dir : "(none)");
    printf("\n%-20s | %-6s | %-6s | %s\n", "kernel", "ptxsel", "llc-19", "note");
    printf("---------------------+--------+--------+------------------------------\n");
    fflush(stdout);

    int passed = 0, failed = 0, sel_pass = 0, sel_run = 0, llc_pass = 0, llc_run = 0, stopped = 0, ntimed = 0;
    double log_ratio_sum = 0.0, worst = 0.0;
    for (size_t i = 0; i < ntab && !stopped; i++) {
        const corpus_kernel *k = &tab[i];
        if (!matches_only(only, k))
            continue;
        cell cs = {CELL_SKIP, "", -1.0, 0, 0}, cl = {CELL_SKIP, "", -1.0, 0, 0};
        char *ps = ptxsel_ptx(k, ll_dir, ptx_dir, opt_level, &cs), *pl = NULL;
        if (ps) {
            save_ptx("ptxsel", k->name, ps);
            stopped = run_cell(k, ps, seed, &cs);
        }
        if (!stopped) {
            pl = no_llc ? NULL : llc_ptx(k, llc_dir, &cl);
            if (no_llc)
                cell_set(&cl, CELL_SKIP, "%s", "");
            if (pl) {
                save_ptx("llc", k->name, pl);
                stopped = run_cell(k, pl, seed, &cl);
            }
        }
        if (!stopped && G.time_reps > 0 && cs.st == CELL_PASS)
            stopped = time_cells(k, ps, cl.st == CELL_PASS ? pl : NULL, seed, &cs, &cl);
        free(ps);
        free(pl);
        const cell *cells[2] = {&cs, &cl};
        for (int j = 0; j < 2; j++) {
            if (cells[j]->st == CELL_PASS)
                passed++;
            if (cells[j]->st == CELL_FAIL)
                failed++;
        }
        if (cs.st == CELL_PASS || cs.st == CELL_FAIL) {
            sel_run++;
            sel_pass += cs.st == CELL_PASS;
        }
        if (cl.st == CELL_PASS || cl.st == CELL_FAIL) {
            llc_run++;
            llc_pass += cl.st == CELL_PASS;
        }
        const char *note = cs.st == CELL_FAIL ? cs.note : (cl.st == CELL_FAIL ? cl.note : (cl.st == CELL_NA ? cl.note : ""));
        printf("%-20s | %-6s | %-6s | %.110s\n", k->name, cell_word(&cs), cell_word(&cl), note);
        if (G.time_reps > 0 && cs.st == CELL_PASS && cl.st == CELL_PASS && cs.time_ms > 0 && cl.time_ms > 0) {
            double ratio = cs.time_ms / cl.time_ms;
            printf("  time %-14s ptxsel %9.4f ms  llc-19 %9.4f ms  ratio %.3f  regs %d/%d  local %d/%d B\n", k->name,
                   cs.time_ms, cl.time_ms, ratio, cs.regs, cl.regs, cs.lmem, cl.lmem);
            log_ratio_sum += log(ratio);
            ntimed++;
            worst = ratio > worst ? ratio : worst;
        }
        fflush(stdout);
    }
    if (ntimed)
        printf("\ntime ratio ptxsel/llc-19: geomean %.3f over %d kernels, worst %.3f\n", exp(log_ratio_sum / ntimed),
               ntimed, worst);
    if (stopped)
        printf("\nstopped early: a kernel hung or the context could not be reset\n");
    printf("\nptxsel: %d/%d kernels pass; llc-19: %d/%d kernels pass\n", sel_pass, sel_run, llc_pass, llc_run);
    printf("%d passed, %d failed\n", passed, failed);
    fflush(stdout);
    if (stopped)
        _exit(1); /* do not wait on a hung GPU in atexit/context teardown */
    cu_check(cuDevicePrimaryCtxRelease(G.dev), "cuDevicePrimaryCtxRelease");
    return failed ? 1 : 0;
}
