/*
 * corpus_runner.h — the harness API shared by the harness
 * (corpus_runner.c: CUDA driver, PTX sources, result table, rt_main) and the
 * kernel tables (corpus_kernels.c: one test per corpus .ll file, with inputs
 * and CPU references; smoke_runner.c: the Hopper smoke kernels).
 *
 * Contract: a test receives an rt whose module is already loaded. It
 * allocates device memory through rt_dalloc (poisoned with 0xFF bytes, i.e.
 * NaN / -1, freed after the test), host memory through rt_halloc (zeroed,
 * freed after the test), draws inputs from the rt's RNG, launches with
 * rt_launch (synchronous, with a watchdog), and returns 0 on success or the
 * value of rt_fail(...) / a check_* helper on failure. Any CUDA error inside
 * an rt_* helper records a message and longjmps back to the harness, so
 * tests are straight-line code without error plumbing.
 */
#ifndef PTXSEL_CORPUS_RUNNER_H
#define PTXSEL_CORPUS_RUNNER_H

#include <stddef.h>
#include <stdint.h>

#include <cuda.h>

typedef struct rt rt;

typedef struct dim3u {
    unsigned x, y, z;
} dim3u;

/* ------------------------------------------------------------ memory */
CUdeviceptr rt_dalloc(rt *r, size_t bytes);             /* poisoned 0xFF */
void *rt_halloc(rt *r, size_t bytes);                   /* zeroed */
void rt_h2d(rt *r, CUdeviceptr dst, const void *src, size_t bytes);
void rt_d2h(rt *r, void *dst, CUdeviceptr src, size_t bytes);
/* Upload a host buffer into a fresh device allocation. */
CUdeviceptr rt_upload(rt *r, const void *src, size_t bytes);
/* Address and size of a module-scope variable (__device__ / __constant__). */
CUdeviceptr rt_global(rt *r, const char *name, size_t *bytes);

/* ------------------------------------------------------------ launches */
/* Launch kernel 'fn' of the current module and wait for it (watchdog). */
void rt_launch(rt *r, const char *fn, dim3u grid, dim3u block, unsigned shmem, void **args);
/* For launches rt_launch cannot express (cuLaunchKernelEx with cluster
 * dimensions, function attributes, tensor maps): the test's module, a CUDA
 * result check that fails the test like the rt_* helpers do, and the
 * watchdog wait for the work queued on the default stream. */
CUmodule rt_module(rt *r);
void rt_check(rt *r, CUresult res, const char *what);
void rt_wait(rt *r, const char *what);
static inline dim3u d3(unsigned x, unsigned y, unsigned z) {
    dim3u d = {x, y, z};
    return d;
}
static inline dim3u d1(unsigned x) { return d3(x, 1, 1); }

/* ------------------------------------------------------------ randomness */
uint32_t rt_u32(rt *r);
uint64_t rt_u64(rt *r);
int32_t rt_range(rt *r, int32_t lo, int32_t hi);          /* inclusive */
float rt_f32(rt *r, float lo, float hi);
double rt_f64(rt *r, double lo, double hi);

/* ------------------------------------------------------------ verdicts */
/* Record a failure message (printf style); returns 1 so tests can
 * 'return rt_fail(r, ...)'. */
int rt_fail(rt *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* |got - ref| <= atol + rtol * |ref|, NaN only where ref is NaN. */
int check_f32(rt *r, const char *what, const float *got, const float *ref, size_t n, double rtol, double atol);
int check_f64(rt *r, const char *what, const double *got, const double *ref, size_t n, double rtol, double atol);
int check_i32(rt *r, const char *what, const int32_t *got, const int32_t *ref, size_t n);
int check_i64(rt *r, const char *what, const int64_t *got, const int64_t *ref, size_t n);
int check_u16(rt *r, const char *what, const uint16_t *got, const uint16_t *ref, size_t n);
int check_i8(rt *r, const char *what, const int8_t *got, const int8_t *ref, size_t n);

/* ------------------------------------------------------------ fp16 / bf16 */
float half_to_float(uint16_t h);
uint16_t half_from_double(double d);                    /* round to nearest even */
float bf16_to_float(uint16_t b);
uint16_t bf16_from_float(float f);                      /* round to nearest even */

/* ------------------------------------------------------------ the table */
enum { KT_NO_LLC = 1,
       KT_PTX83 = 2 /* clasync (issue 13): compile with -mattr=+ptx83 (st.async, tensormap.*) */ };

typedef struct corpus_kernel {
    const char *name;    /* row label */
    const char *ll;      /* IR file basename: <ll>.ll, <ll>.ptx */
    int (*test)(rt *r);
    unsigned flags;      /* KT_NO_LLC: llc-19 cannot compile this IR */
    const char *covers;  /* one line, for --list */
} corpus_kernel;

extern const corpus_kernel corpus_kernels[];
extern const size_t corpus_kernel_count;

/* A runner binary: its name (messages, usage), its table, and the IR folder
 * used when neither --ll-dir nor ll/ next to the binary exists. */
typedef struct rt_suite {
    const char *prog;
    const corpus_kernel *kernels;
    size_t count;
    const char *ll_fallback;
} rt_suite;

/* The harness's command line and run (see corpus_runner.c); main() of each
 * runner binary calls it. Exit status: 0 all passed, 1 a failure, 2 usage. */
int rt_main(int argc, char **argv, const rt_suite *suite);

#endif
