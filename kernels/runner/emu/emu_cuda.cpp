/*
 * emu_cuda.cpp — a fake CUDA driver (libcuda.so.1) that runs the corpus
 * kernels as host code, for `make runner-selftest`: it tests the corpus
 * runner (harness, inputs, CPU references, tolerances) on a machine with no
 * GPU. It never looks at the PTX beyond the names it declares.
 *
 * Contract: implements the driver entry points corpus_runner uses, with the
 * cuda.h signatures. "Device" memory is host memory. cuModuleLoadDataEx keeps
 * the PTX's .entry and .global/.const names; cuModuleGetFunction and
 * cuModuleGetGlobal succeed only for names the PTX declares and the host
 * build of the corpus registered (emu_register_*, from gen_emu.py wrappers).
 * cuLaunchKernel runs the grid at once: CTAs one after another, each thread a
 * ucontext fiber; barriers (bar.sync / bar.red / counted named barriers) and
 * warp collectives (shfl with PTX's b/c semantics, vote, match, redux,
 * bar.warp.sync) switch fibers. A CTA that stops making progress is reported
 * as CUDA_ERROR_LAUNCH_FAILED (deadlock).
 */
#include <cuda.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "emu_register.h"

/* ------------------------------------------------------------ registry */
namespace {
struct Global {
    void *addr;
    size_t size;
};
std::map<std::string, emu_thunk> &kernels() {
    static std::map<std::string, emu_thunk> k;
    return k;
}
std::map<std::string, Global> &globals() {
    static std::map<std::string, Global> g;
    return g;
}
} // namespace

void emu_register_kernel(const char *name, emu_thunk f) { kernels()[name] = f; }
void emu_register_global(const char *name, void *addr, size_t size) { globals()[name] = Global{addr, size}; }

/* ------------------------------------------------------------ fibers */
namespace {
enum { T_RUN, T_BAR, T_WARP, T_DONE };
const size_t STACK = 128 * 1024;

struct Fiber {
    ucontext_t ctx;
    emu_thread_regs regs;
    int state;
    int bar_id, red_kind;
    unsigned result;
    char *stack;
};

struct Bar {
    int arrived, count, popc, all, any;
};

struct WSlot {
    bool used;
    unsigned mask, arrived;
    int kind;
    unsigned v[32], b[32], c[32];
};

std::vector<Fiber> fibers;
std::vector<char *> stacks;
Fiber *cur;
ucontext_t sched_ctx;
const emu_thunk *cur_entry;
void **cur_args;
Bar bars[16];
std::vector<WSlot> wslots; /* 4 per warp */
long long clock_ticks;
int nthreads;

void fiber_main() {
    (*cur_entry)(cur_args);
    cur->state = T_DONE;
    swapcontext(&cur->ctx, &sched_ctx);
}

void yield() { swapcontext(&cur->ctx, &sched_ctx); }

unsigned live_mask(unsigned warp) {
    unsigned m = 0;
    for (int l = 0; l < 32; l++) {
        int t = (int)warp * 32 + l;
        if (t < nthreads && fibers[t].state != T_DONE)
            m |= 1u << l;
    }
    return m;
}

void warp_complete(unsigned warp, WSlot &s) {
    unsigned res[32] = {0};
    unsigned any = 0, all = 1, ballot = 0, sum = 0, mx = 0;
    for (int l = 0; l < 32; l++)
        if (s.arrived >> l & 1) {
            ballot |= (s.v[l] != 0) << l;
            any |= s.v[l] != 0;
            all &= s.v[l] != 0;
            sum += s.v[l];
            mx = s.v[l] > mx ? s.v[l] : mx;
        }
    for (int l = 0; l < 32; l++) {
        if (!(s.arrived >> l & 1))
            continue;
        switch (s.kind) {
        case EMU_SHFL_IDX:
        case EMU_SHFL_UP:
        case EMU_SHFL_DOWN:
        case EMU_SHFL_BFLY: {
            unsigned lane = (unsigned)l, b = s.b[l] & 31, c = s.c[l], cval = c & 31, seg = (c >> 8) & 31;
            unsigned maxl = (lane & seg) | (cval & ~seg), minl = lane & seg;
            int j;
            bool p;
            if (s.kind == EMU_SHFL_UP) {
                j = (int)lane - (int)b;
                p = j >= (int)maxl;
            } else if (s.kind == EMU_SHFL_DOWN) {
                j = (int)(lane + b);
                p = j <= (int)maxl;
            } else if (s.kind == EMU_SHFL_BFLY) {
                j = (int)(lane ^ b);
                p = j <= (int)maxl;
            } else {
                j = (int)(minl | (b & ~seg));
                p = j <= (int)maxl;
            }
            if (!p)
                j = l;
            res[l] = s.v[j & 31];
            break;
        }
        case EMU_BALLOT: res[l] = ballot; break;
        case EMU_ANY: res[l] = any; break;
        case EMU_ALL: res[l] = all; break;
        case EMU_UNI: res[l] = all || !any; break;
        case EMU_MATCH_ANY: {
            unsigned m = 0;
            for (int k = 0; k < 32; k++)
                if ((s.arrived >> k & 1) && s.v[k] == s.v[l])
                    m |= 1u << k;
            res[l] = m;
            break;
        }
        case EMU_REDUX_ADD: res[l] = sum; break;
        case EMU_REDUX_UMAX: res[l] = mx; break;
        default: res[l] = 0; break;
        }
    }
    for (int l = 0; l < 32; l++)
        if (s.arrived >> l & 1) {
            Fiber &f = fibers[warp * 32 + l];
            f.result = res[l];
            if (f.state == T_WARP)
                f.state = T_RUN;
        }
    s.used = false;
}

/* release barriers and warp collectives that are complete; true if any */
bool settle() {
    bool changed = false;
    int live = 0;
    for (int t = 0; t < nthreads; t++)
        live += fibers[t].state != T_DONE;
    for (int id = 0; id < 16; id++) {
        Bar &b = bars[id];
        if (!b.arrived)
            continue;
        int expected = b.count ? b.count : live;
        if (b.arrived < expected)
            continue;
        for (int t = 0; t < nthreads; t++) {
            Fiber &f = fibers[t];
            if (f.state == T_BAR && f.bar_id == id) {
                f.state = T_RUN;
                f.result = f.red_kind == 0 ? (unsigned)b.popc : f.red_kind == 1 ? (unsigned)b.all : (unsigned)b.any;
            }
        }
        b = Bar{0, 0, 0, 1, 0};
        changed = true;
    }
    for (size_t i = 0; i < wslots.size(); i++) {
        WSlot &s = wslots[i];
        if (!s.used)
            continue;
        unsigned warp = (unsigned)(i / 4), expect = s.mask & live_mask(warp);
        if ((s.arrived & expect) == expect) {
            warp_complete(warp, s);
            changed = true;
        }
    }
    return changed;
}
} // namespace

extern "C" {
unsigned char emu_dyn_smem[64 * 1024] __attribute__((aligned(256)));
extern char __start_emu_shared[] __attribute__((weak));
extern char __stop_emu_shared[] __attribute__((weak));

const emu_thread_regs *emu_regs(void) { return &cur->regs; }

long long emu_clock(void) { return clock_ticks += 7; }

int emu_is_shared(const void *p) {
    const char *c = (const char *)p;
    if (c >= (const char *)emu_dyn_smem && c < (const char *)emu_dyn_smem + sizeof emu_dyn_smem)
        return 1;
    return __start_emu_shared && c >= __start_emu_shared && c < __stop_emu_shared;
}

int emu_is_local(const void *p) {
    const char *c = (const char *)p;
    return cur && c >= cur->stack && c < cur->stack + STACK;
}

void emu_bar(int id, int count) {
    Bar &b = bars[id & 15];
    b.arrived++;
    b.count = count;
    cur->state = T_BAR;
    cur->bar_id = id & 15;
    cur->red_kind = 0;
    yield();
}

int emu_bar_red(int kind, int pred) {
    Bar &b = bars[0];
    b.arrived++;
    b.count = 0;
    b.popc += pred != 0;
    b.all &= pred != 0;
    b.any |= pred != 0;
    cur->state = T_BAR;
    cur->bar_id = 0;
    cur->red_kind = kind;
    yield();
    return (int)cur->result;
}

unsigned emu_warp(int kind, unsigned mask, unsigned v, unsigned b, unsigned c) {
    unsigned warp = cur->regs.warp, lane = cur->regs.lane;
    WSlot *s = nullptr;
    for (int i = 0; i < 4 && !s; i++)
        if (wslots[warp * 4 + i].used && wslots[warp * 4 + i].mask == mask)
            s = &wslots[warp * 4 + i];
    for (int i = 0; i < 4 && !s; i++)
        if (!wslots[warp * 4 + i].used) {
            s = &wslots[warp * 4 + i];
            s->used = true;
            s->mask = mask;
            s->arrived = 0;
            s->kind = kind;
        }
    if (!s) {
        fprintf(stderr, "emu: too many concurrent warp collectives\n");
        abort();
    }
    if (s->kind != kind)
        fprintf(stderr, "emu: warp %u lanes disagree on the collective (%d vs %d)\n", warp, s->kind, kind);
    s->v[lane] = v;
    s->b[lane] = b;
    s->c[lane] = c;
    s->arrived |= 1u << lane;
    cur->state = T_WARP;
    unsigned expect = mask & live_mask(warp);
    if ((s->arrived & expect) == expect)
        warp_complete(warp, *s);
    else
        yield();
    return cur->result;
}
} // extern "C"

/* run one grid; returns false on deadlock */
static bool run_grid(const emu_thunk &entry, void **args, const unsigned g[3], const unsigned blk[3]) {
    nthreads = (int)(blk[0] * blk[1] * blk[2]);
    int nwarps = (nthreads + 31) / 32;
    fibers.assign((size_t)nthreads, Fiber());
    while (stacks.size() < (size_t)nthreads)
        stacks.push_back((char *)malloc(STACK));
    wslots.assign((size_t)nwarps * 4, WSlot());
    cur_entry = &entry;
    cur_args = args;
    for (unsigned bz = 0; bz < g[2]; bz++)
        for (unsigned by = 0; by < g[1]; by++)
            for (unsigned bx = 0; bx < g[0]; bx++) {
                for (int i = 0; i < 16; i++)
                    bars[i] = Bar{0, 0, 0, 1, 0};
                for (auto &s : wslots)
                    s.used = false;
                for (int t = 0; t < nthreads; t++) {
                    Fiber &f = fibers[t];
                    f.state = T_RUN;
                    f.stack = stacks[t];
                    f.regs.tid = emu_dim3{t % blk[0], (t / blk[0]) % blk[1], t / (blk[0] * blk[1])};
                    f.regs.ctaid = emu_dim3{bx, by, bz};
                    f.regs.ntid = emu_dim3{blk[0], blk[1], blk[2]};
                    f.regs.nctaid = emu_dim3{g[0], g[1], g[2]};
                    f.regs.lane = (unsigned)t % 32;
                    f.regs.warp = (unsigned)t / 32;
                    getcontext(&f.ctx);
                    f.ctx.uc_stack.ss_sp = f.stack;
                    f.ctx.uc_stack.ss_size = STACK;
                    f.ctx.uc_link = &sched_ctx;
                    makecontext(&f.ctx, fiber_main, 0);
                }
                for (;;) {
                    bool ran = false, alive = false;
                    for (int t = 0; t < nthreads; t++) {
                        if (fibers[t].state == T_RUN) {
                            cur = &fibers[t];
                            swapcontext(&sched_ctx, &cur->ctx);
                            ran = true;
                        }
                        alive |= fibers[t].state != T_DONE;
                    }
                    cur = nullptr;
                    if (!alive)
                        break;
                    if (!settle() && !ran) {
                        fprintf(stderr, "emu: deadlock in CTA (%u,%u,%u)\n", bx, by, bz);
                        return false;
                    }
                }
            }
    return true;
}

/* float -> bfloat16 (round to nearest even): libgcc 12 lacks this helper,
 * which clang calls for (__bf16)f on x86. */
extern "C" __bf16 __truncsfbf2(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    uint16_t h = (f != f) ? (uint16_t)((u >> 16) | 0x40) : (uint16_t)((u + 0x7fffu + ((u >> 16) & 1)) >> 16);
    __bf16 r;
    memcpy(&r, &h, 2);
    return r;
}

/* ------------------------------------------------------------ driver API */
namespace {
struct Module {
    std::set<std::string> entries, vars;
};
struct Function {
    std::string name;
    const emu_thunk *thunk;
};
std::vector<Function *> all_functions;

void parse_ptx(const char *ptx, Module &m) {
    std::istringstream in(ptx);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::vector<std::string> tok;
        std::string t;
        while (ls >> t)
            tok.push_back(t);
        for (size_t i = 0; i < tok.size(); i++) {
            if (tok[i] == ".entry" && i + 1 < tok.size()) {
                std::string n = tok[i + 1];
                n = n.substr(0, n.find('('));
                m.entries.insert(n);
            }
            if ((tok[i] == ".global" || tok[i] == ".const") && i == (tok[0] == ".visible" || tok[0] == ".extern" ? 1u : 0u)) {
                for (size_t j = i + 1; j < tok.size(); j++) {
                    if (tok[j][0] == '.') {
                        if (tok[j] == ".align")
                            j++;
                        continue;
                    }
                    std::string n = tok[j];
                    n = n.substr(0, n.find_first_of("[=;"));
                    m.vars.insert(n);
                    break;
                }
            }
        }
    }
}
} // namespace

extern "C" {
CUresult cuInit(unsigned int) { return CUDA_SUCCESS; }
CUresult cuDriverGetVersion(int *v) {
    *v = 13000;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetCount(int *n) {
    *n = 1;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *d, int) {
    *d = 0;
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetName(char *name, int len, CUdevice) {
    snprintf(name, (size_t)len, "host emulator: runs the CUDA sources, not the PTX");
    return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice) {
    *v = a == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ? 9 : 0;
    return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice) {
    static int dummy;
    *c = (CUcontext)&dummy;
    return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRelease(CUdevice) { return CUDA_SUCCESS; }
CUresult cuDevicePrimaryCtxReset(CUdevice) { return CUDA_SUCCESS; }
CUresult cuCtxSetCurrent(CUcontext) { return CUDA_SUCCESS; }
CUresult cuCtxSetLimit(CUlimit, size_t) { return CUDA_SUCCESS; }
CUresult cuCtxSynchronize(void) { return CUDA_SUCCESS; }
CUresult cuStreamQuery(CUstream) { return CUDA_SUCCESS; }
CUresult cuGetErrorName(CUresult e, const char **s) {
    *s = e == CUDA_ERROR_NOT_FOUND ? "CUDA_ERROR_NOT_FOUND"
         : e == CUDA_ERROR_LAUNCH_FAILED ? "CUDA_ERROR_LAUNCH_FAILED"
         : e == CUDA_ERROR_INVALID_VALUE ? "CUDA_ERROR_INVALID_VALUE"
         : e == CUDA_ERROR_INVALID_PTX ? "CUDA_ERROR_INVALID_PTX"
                                        : "CUDA_ERROR_(emu)";
    return CUDA_SUCCESS;
}
CUresult cuGetErrorString(CUresult e, const char **s) { return cuGetErrorName(e, s); }

CUresult cuMemAlloc(CUdeviceptr *p, size_t n) {
    void *m = aligned_alloc(256, (n + 255) & ~(size_t)255);
    if (!m)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *p = (CUdeviceptr)(uintptr_t)m;
    return CUDA_SUCCESS;
}
CUresult cuMemFree(CUdeviceptr p) {
    free((void *)(uintptr_t)p);
    return CUDA_SUCCESS;
}
CUresult cuMemsetD8(CUdeviceptr p, unsigned char v, size_t n) {
    memset((void *)(uintptr_t)p, v, n);
    return CUDA_SUCCESS;
}
CUresult cuMemcpyHtoD(CUdeviceptr d, const void *s, size_t n) {
    memcpy((void *)(uintptr_t)d, s, n);
    return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoH(void *d, CUdeviceptr s, size_t n) {
    memcpy(d, (const void *)(uintptr_t)s, n);
    return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoD(CUdeviceptr d, CUdeviceptr s, size_t n) {
    /* module variables are shared by all modules here: d may equal s */
    memmove((void *)(uintptr_t)d, (const void *)(uintptr_t)s, n);
    return CUDA_SUCCESS;
}

/* Events (the runner's --time): launches run at once, so an event records
 * the host clock when it is recorded. */
struct Event {
    struct timespec ts;
};
CUresult cuEventCreate(CUevent *e, unsigned int) {
    *e = (CUevent) new Event{};
    return CUDA_SUCCESS;
}
CUresult cuEventRecord(CUevent e, CUstream) {
    clock_gettime(CLOCK_MONOTONIC, &((Event *)e)->ts);
    return CUDA_SUCCESS;
}
CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b) {
    const struct timespec &x = ((Event *)a)->ts, &y = ((Event *)b)->ts;
    *ms = (float)((double)(y.tv_sec - x.tv_sec) * 1e3 + (double)(y.tv_nsec - x.tv_nsec) * 1e-6);
    return CUDA_SUCCESS;
}
CUresult cuEventDestroy(CUevent e) {
    delete (Event *)e;
    return CUDA_SUCCESS;
}
/* No registers or local memory to report for a host build. */
CUresult cuFuncGetAttribute(int *v, CUfunction_attribute, CUfunction) {
    *v = 0;
    return CUDA_SUCCESS;
}

/* With $EMU_PTXAS set (a ptxas command), the PTX must also assemble for
 * sm_90a, as the real driver's JIT would require; its log goes to the
 * caller's CU_JIT_ERROR_LOG_BUFFER. */
static bool ptxas_ok(const char *ptx, unsigned nopt, CUjit_option *opts, void **vals) {
    const char *ptxas = getenv("EMU_PTXAS");
    if (!ptxas || !*ptxas)
        return true;
    char path[] = "/tmp/emu-ptx-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return false;
    FILE *f = fdopen(fd, "w");
    fputs(ptx, f);
    fclose(f);
    std::string cmd = std::string(ptxas) + " -arch=sm_90a " + path + " -o /dev/null 2>&1";
    FILE *p = popen(cmd.c_str(), "r");
    std::string log;
    char buf[512];
    while (p && fgets(buf, sizeof buf, p))
        log += buf;
    int rc = p ? pclose(p) : -1;
    unlink(path);
    for (unsigned i = 0; i + 1 < nopt; i++)
        if (opts[i] == CU_JIT_ERROR_LOG_BUFFER && opts[i + 1] == CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES) {
            size_t cap = (size_t)(uintptr_t)vals[i + 1];
            if (cap)
                snprintf((char *)vals[i], cap, "%s", log.c_str());
        }
    return rc == 0;
}

CUresult cuModuleLoadDataEx(CUmodule *mod, const void *image, unsigned int nopt, CUjit_option *opts, void **vals) {
    if (!ptxas_ok((const char *)image, nopt, opts, vals))
        return CUDA_ERROR_INVALID_PTX;
    Module *m = new Module();
    parse_ptx((const char *)image, *m);
    if (m->entries.empty()) {
        delete m;
        return CUDA_ERROR_INVALID_PTX;
    }
    *mod = (CUmodule)m;
    return CUDA_SUCCESS;
}
CUresult cuModuleUnload(CUmodule mod) {
    delete (Module *)mod;
    return CUDA_SUCCESS;
}
CUresult cuModuleGetFunction(CUfunction *f, CUmodule mod, const char *name) {
    Module *m = (Module *)mod;
    auto k = kernels().find(name);
    if (!m->entries.count(name) || k == kernels().end())
        return CUDA_ERROR_NOT_FOUND;
    Function *fn = new Function{name, &k->second};
    all_functions.push_back(fn);
    *f = (CUfunction)fn;
    return CUDA_SUCCESS;
}
CUresult cuModuleGetGlobal(CUdeviceptr *p, size_t *bytes, CUmodule mod, const char *name) {
    Module *m = (Module *)mod;
    auto g = globals().find(name);
    if (!m->vars.count(name) || g == globals().end())
        return CUDA_ERROR_NOT_FOUND;
    *p = (CUdeviceptr)(uintptr_t)g->second.addr;
    if (bytes)
        *bytes = g->second.size;
    return CUDA_SUCCESS;
}
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shmem, CUstream, void **args, void **extra) {
    if (extra || bx * by * bz == 0 || bx * by * bz > 1024 || shmem > sizeof emu_dyn_smem)
        return CUDA_ERROR_INVALID_VALUE;
    Function *fn = (Function *)f;
    unsigned g[3] = {gx, gy, gz}, b[3] = {bx, by, bz};
    return run_grid(*fn->thunk, args, g, b) ? CUDA_SUCCESS : CUDA_ERROR_LAUNCH_FAILED;
}
} // extern "C"
