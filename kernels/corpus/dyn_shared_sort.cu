/* dyn_shared_sort.cu — bitonic sort of one segment per block in dynamic
 * shared memory (extern __shared__, size given at launch), followed by a
 * float payload placed after the keys in the same dynamic buffer.
 * Covers: extern __shared__ arrays (.extern .shared .align), offsets into
 * dynamic shared memory, nested loops with barriers inside, compare-and-swap
 * through selects, blockDim-dependent sizes. */
#include "ptxsel_device.h"

extern __shared__ int dsmem[];

/* segment length = 2 * blockDim.x (a power of two); keys then payload */
KERNEL void bitonic_sort(const int *keys, const float *vals, int *okeys, float *ovals) {
    unsigned len = 2 * blockDim.x;
    int *sk = dsmem;
    float *sv = (float *)(dsmem + len);
    size_t base = (size_t)blockIdx.x * len;
    for (unsigned i = threadIdx.x; i < len; i += blockDim.x) {
        sk[i] = keys[base + i];
        sv[i] = vals[base + i];
    }
    __syncthreads();
    for (unsigned k = 2; k <= len; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            for (unsigned i = threadIdx.x; i < len; i += blockDim.x) {
                unsigned p = i ^ j;
                if (p > i) {
                    bool up = (i & k) == 0;
                    int a = sk[i], b = sk[p];
                    if ((a > b) == up) {
                        sk[i] = b;
                        sk[p] = a;
                        float t = sv[i];
                        sv[i] = sv[p];
                        sv[p] = t;
                    }
                }
            }
            __syncthreads();
        }
    }
    for (unsigned i = threadIdx.x; i < len; i += blockDim.x) {
        okeys[base + i] = sk[i];
        ovals[base + i] = sv[i];
    }
}
