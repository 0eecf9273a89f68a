/* histogram.cu — 256-bin byte histogram: per-block bins in shared memory,
 * merged into global memory.
 * Covers: i8 (u8) loads, vectorised uchar4 loads, shared 32-bit atomicAdd,
 * global atomicAdd, __syncthreads, zero-initialising shared memory. */
#include "ptxsel_device.h"

KERNEL void histogram256(const unsigned char *data, int n, unsigned *bins) {
    __shared__ unsigned sbins[256];
    for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
        sbins[i] = 0;
    __syncthreads();
    int n4 = n / 4;
    const uchar4 *d4 = (const uchar4 *)data;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x) {
        uchar4 v = d4[i];
        atomicAdd(&sbins[v.x], 1u);
        atomicAdd(&sbins[v.y], 1u);
        atomicAdd(&sbins[v.z], 1u);
        atomicAdd(&sbins[v.w], 1u);
    }
    /* tail bytes */
    for (int i = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&sbins[data[i]], 1u);
    __syncthreads();
    for (unsigned i = threadIdx.x; i < 256; i += blockDim.x) {
        unsigned c = sbins[i];
        if (c)
            atomicAdd(&bins[i], c);
    }
}
