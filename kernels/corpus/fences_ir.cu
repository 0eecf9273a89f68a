/* fences_ir.cu — IR-level memory-model operations: fence seq_cst /
 * acq_rel, atomic loads with acquire and stores with release, monotonic
 * atomic load/store, a cmpxchg with acq_rel ordering. Each warp's lane 0
 * publishes a value to shared memory with a release store; after the
 * barrier every thread reads it with an acquire load.
 * NOTE: llc-19's NVPTX back end cannot select IR fences or acquire/release
 * atomic loads/stores ("Cannot select: AtomicFence"), so this kernel is
 * checked through ptxsel only (LLC_SKIP in kernels.mk, NO_LLC in the runner
 * table). */
#include "ptxsel_device.h"

KERNEL void fences_ir(const int *in, int *out, int *flag, int n) {
    __shared__ int pub[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned w = threadIdx.x >> 5;
    int v = i < n ? in[i] : 0;
    if ((threadIdx.x & 31) == 0) {
        __atomic_store_n(&pub[w], v * 2, __ATOMIC_RELEASE);
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    __syncthreads();
    int p = __atomic_load_n(&pub[w], __ATOMIC_ACQUIRE);
    int q = __atomic_load_n(&pub[0], __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_ACQ_REL);
    if (i < n)
        __atomic_store_n(&out[i], p + q + v, __ATOMIC_RELAXED);
    if (threadIdx.x == 0) {
        int expected = 0;
        __atomic_compare_exchange_n(&flag[blockIdx.x], &expected, (int)blockIdx.x + 1, false,
                                    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    }
}
