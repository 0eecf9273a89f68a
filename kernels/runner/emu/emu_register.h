/*
 * emu_register.h — the interface between the fake CUDA driver
 * (emu_cuda.cpp) and the host build of the corpus (ptxsel_device.h of this
 * folder and the wrappers gen_emu.py writes).
 *
 * Contract: wrappers register every kernel with EMU_KERNEL-style emu_reg
 * objects (a thunk that unpacks cuLaunchKernel's void** into typed
 * arguments) and every __device__/__constant__ variable with emu_glob; the
 * driver finds them by name. Fiber state and collectives are reached through
 * the extern "C" emu_* functions.
 */
#ifndef EMU_REGISTER_H
#define EMU_REGISTER_H

#include <stddef.h>

#include <functional>
#include <type_traits>
#include <utility>

struct emu_dim3 {
    unsigned x, y, z;
};
struct emu_thread_regs {
    emu_dim3 tid, ctaid, ntid, nctaid;
    unsigned lane, warp;
};

enum { EMU_SHFL_IDX, EMU_SHFL_UP, EMU_SHFL_DOWN, EMU_SHFL_BFLY, EMU_BALLOT, EMU_ANY, EMU_ALL, EMU_UNI, EMU_MATCH_ANY,
       EMU_REDUX_ADD, EMU_REDUX_UMAX, EMU_WARP_SYNC };

extern "C" {
const emu_thread_regs *emu_regs(void);
void emu_bar(int id, int count);                 /* bar.sync id[, count]; count 0 = all live threads */
int emu_bar_red(int kind, int pred);             /* barrier 0 with reduction: 0 popc, 1 and, 2 or */
unsigned emu_warp(int kind, unsigned mask, unsigned v, unsigned b, unsigned c);
long long emu_clock(void);
int emu_is_shared(const void *p);
int emu_is_local(const void *p);
extern unsigned char emu_dyn_smem[];
}

typedef std::function<void(void **)> emu_thunk;
void emu_register_kernel(const char *name, emu_thunk f);
void emu_register_global(const char *name, void *addr, size_t size);

template <class... A, size_t... I>
static void emu_call(void (*f)(A...), void **args, std::index_sequence<I...>) {
    f(*(std::remove_cv_t<std::remove_reference_t<A>> *)args[I]...);
}

struct emu_reg {
    template <class... A> emu_reg(const char *name, void (*f)(A...)) {
        emu_register_kernel(name, [f](void **args) { emu_call(f, args, std::index_sequence_for<A...>{}); });
    }
};
struct emu_glob {
    emu_glob(const char *name, void *addr, size_t size) { emu_register_global(name, addr, size); }
};

#endif
